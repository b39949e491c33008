import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { Logo } from './Logo';

const UserMenu = lazy(() => import('./UserMenu'));

function SignIn({ className = '' }: { className?: string }) {
  return (
    <Link
      href="/auth"
      className={`inline-flex min-h-11 items-center rounded-full bg-zinc-900 px-5 text-sm font-medium text-white hover:bg-zinc-700 ${className}`}
    >
      Sign in
    </Link>
  );
}

/** Where the account menu will be: the avatar's size, so nothing moves when it arrives. */
function AvatarSlot({ className = 'block' }: { className?: string }) {
  return <span aria-hidden="true" className={`size-11 rounded-full bg-zinc-100 ${className}`} />;
}

export function Header() {
  const { user, loading } = useAuth();
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/80 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo />
        {!hydrated ? (
          // Prerendered: the session hint (data-session on <html>, set by a script in <head> before the first paint)
          // picks between the two, so a signed-in user never sees "Sign in" flash.
          <>
            <SignIn className="session:hidden" />
            <AvatarSlot className="hidden session:block" />
          </>
        ) : user ? (
          <Suspense fallback={<AvatarSlot />}>
            <UserMenu />
          </Suspense>
        ) : loading ? (
          <AvatarSlot />
        ) : (
          <SignIn />
        )}
      </div>
    </header>
  );
}
