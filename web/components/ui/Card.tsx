import { useId, type HTMLAttributes, type ReactNode } from 'react';

/** The white, rounded panel every page is built from. `roomy` gives more inner space (flow steps, results). */
export function Card({ className = '', roomy, ...props }: HTMLAttributes<HTMLDivElement> & { roomy?: boolean }) {
  return (
    <div
      {...props}
      className={`rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm ${roomy ? 'sm:p-8' : 'sm:p-6'} ${className}`}
    />
  );
}

/** A titled card: a section landmark named by its heading, with an optional action on the heading's line. */
export function Panel({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
