import { Link } from 'wouter';

export function Logo() {
  return (
    <Link
      href="/"
      className="inline-flex min-h-11 items-center gap-2 font-semibold tracking-tight text-zinc-900"
      aria-label="prompt.qordinate home"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>
        prompt<span className="text-brand-700">.qordinate</span>
      </span>
    </Link>
  );
}
