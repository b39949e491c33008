import { Link } from 'wouter';

export function Logo() {
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 font-semibold tracking-tight text-zinc-900"
      aria-label="prompt.qordinate home"
    >
      {/* The favicon's drawing, inline: the header needs no image request to paint. */}
      <svg aria-hidden="true" viewBox="0 0 32 32" width={28} height={28} className="size-7">
        <rect width="32" height="32" rx="8" fill="#6d28d9" />
        <path
          d="M9 22V10h7a4 4 0 0 1 0 8h-4"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22" cy="22" r="2.5" fill="#fff" />
      </svg>
      <span>
        prompt<span className="text-brand-700">.qordinate</span>
      </span>
    </Link>
  );
}
