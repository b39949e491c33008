import { useState } from 'react';

interface Props {
  name: string;
  src?: string | null;
  size?: 'sm' | 'lg';
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'sm' }: Props) {
  const [failed, setFailed] = useState(false);
  const initials =
    name
      .split(/[\s@.]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || '?';
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-9 text-sm';
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${box} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials}
    </span>
  );
}
