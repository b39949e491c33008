import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/lib/auth';

/** Guarded pages send anonymous users to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
