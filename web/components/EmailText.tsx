import { Fragment } from 'react';

/**
 * An email address that may wrap: only before its "@" and its dots (as addresses are broken in print), never in the
 * middle of a name; a single part longer than the line still wraps rather than overflow.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-words">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
