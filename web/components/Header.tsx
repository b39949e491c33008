import { Link } from 'wouter';
import { Logo } from './Logo';

export function Header() {
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/80 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo />
        <Link
          href="/auth"
          className="inline-flex min-h-11 items-center rounded-full bg-zinc-900 px-4 text-sm font-medium text-white hover:bg-zinc-700"
        >
          Sign in
        </Link>
      </div>
    </header>
  );
}
