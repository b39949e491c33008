import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/lib/auth';
import { Logo } from './Logo';

const UserMenu = lazy(() => import('./UserMenu'));

export function Header() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/80 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo />
        {user ? (
          <Suspense fallback={<span className="size-11" />}>
            <UserMenu />
          </Suspense>
        ) : (
          <Link
            href="/auth"
            className="inline-flex min-h-11 items-center rounded-full bg-zinc-900 px-5 text-sm font-medium text-white hover:bg-zinc-700"
          >
            Sign in
          </Link>
        )}
      </div>
    </header>
  );
}
