import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

const FIELD = 'min-h-11 border border-zinc-300 bg-white focus:border-brand-600 aria-invalid:border-red-600';

/** A text input; `pill` for the rounded search and add boxes, otherwise a form field. */
export function Input({ className = '', pill, ...props }: InputHTMLAttributes<HTMLInputElement> & { pill?: boolean }) {
  return <input {...props} className={`${FIELD} ${pill ? 'rounded-full px-4' : 'block w-full rounded-lg px-3'} ${className}`} />;
}

export function Select({ className = '', pill, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { pill?: boolean }) {
  return <select {...props} className={`${FIELD} ${pill ? 'rounded-full px-4' : 'rounded-lg px-2'} ${className}`} />;
}

/** A labelled form field with its error under it, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-zinc-700">
        {label}
      </label>
      <div className="mt-1">
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
