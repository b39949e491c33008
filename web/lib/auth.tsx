import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from './toast';
import useSWR, { useSWRConfig } from 'swr';
import { SESSION_HINT_COOKIE } from '../../common/session-hint';
import { ApiRequestError, SESSION_ENDED_EVENT } from './api';
import { useHydrated } from './hydration';
import { ME_KEY, TARGETS_KEY } from './keys';
import { useLiveUpdates } from './live';
import { fetchMe, type Me } from './me';
import { returnAfterSignIn } from './storage';
import { RATE_LIMITS, TOO_MANY_SIGN_INS } from '../../common/limits';

type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT';

const hasSessionHint = () => document.cookie.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);

/** Forgets the hint even when sign-out could not reach the server. */
const clearSessionHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/**
 * The session read: the signed-in user, or null when there is none (401). Without the hint cookie no
 * session cookie was ever issued to this browser, so there is nothing to ask (and no 401 to log).
 */
async function readSession(): Promise<Me | null> {
  if (!hasSessionHint()) return null;
  try {
    return await fetchMe();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSessionHint(); // the session cookie is gone or dead: stop asking on every page load
      return null;
    }
    throw error;
  }
}

interface AuthState {
  user: Me | null;
  loading: boolean;
  signInWithGoogle(): Promise<void>;
  signInWithDev(email: string, name: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Runs a request that ends this session on the server (deleting the account, signing out everywhere), then ends it
   * here as sign-out does. When the request fails nothing ends and its error is thrown.
   */
  endSession(request: () => Promise<unknown>): Promise<void>;
  refresh(): Promise<unknown>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Readable messages for Auth.js's error codes. */
export function authErrorMessage(code: string | null | undefined, fallback = 'Google sign in failed'): string {
  switch (code) {
    case 'CredentialsSignin':
      return 'Those sign-in details were not accepted.';
    case 'AccessDenied':
      return 'Access was denied. Use a Google account with a verified email address.';
    case 'Configuration':
      return 'Sign-in is not configured correctly on this server.';
    case TOO_MANY_SIGN_INS:
      return `Too many sign-ins to this account: at most ${RATE_LIMITS.signin.perMinute} a minute. Please wait a minute and try again.`;
    case 'OAuthCallbackError':
    case 'CallbackRouteError':
    case 'InvalidCheck':
      return 'Google sign in failed. Please try again.';
    default:
      return fallback;
  }
}

/** A string field of an Auth.js JSON answer (not one of our typed routes), checked rather than assumed. */
export function stringField(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : null;
}

async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf', { credentials: 'same-origin' });
  const token = res.ok ? stringField(await res.json().catch(() => null), 'csrfToken') : null;
  if (!token) throw new Error('Could not start sign-in. Please try again.');
  return token;
}

/** Posts an Auth.js action and returns where Auth.js wants to send the browser next. */
async function authAction(path: string, fields: Record<string, string>): Promise<URL> {
  // Google's round trip lands here: back on the page that asked for sign-in (the consent page), else home.
  const callbackUrl = `${location.origin}${returnAfterSignIn.get() ?? '/'}`;
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), callbackUrl });
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body,
  });
  const url = stringField(await res.json().catch(() => null), 'url');
  if (!url) throw new Error(`Sign-in answered ${res.status}.`);
  return new URL(url, location.origin);
}

// Not while prerendering in Node, where an open channel would keep the build running.
const channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pq-auth');

export function AuthProvider({ children }: { children: ReactNode }) {
  const { mutate: mutateAll } = useSWRConfig();
  const { data, error, mutate } = useSWR(ME_KEY, readSession, { revalidateOnFocus: true, dedupingInterval: 5_000 });
  // Prerendered pages and their hydration show a visitor; the browser then knows at once whether to ask at all.
  const hydrated = useHydrated();
  const loading = hydrated && data === undefined && error === undefined && hasSessionHint();
  // Unchanged for a visitor when the empty session is read, so nothing re-renders for it.
  const user = data ?? null;

  const announce = useCallback(
    async (event: AuthEvent) => {
      if (event === 'SIGNED_OUT') {
        // Drop every cached user resource, then record the empty session.
        await mutateAll((key) => key !== TARGETS_KEY, undefined, { revalidate: false });
        await mutate(null, { revalidate: false });
      } else {
        await mutate();
      }
    },
    [mutate, mutateAll],
  );

  // While this tab ends its own session, the live socket's close is expected, not news to announce.
  const endingSession = useRef(false);
  const onLiveSessionEnded = useCallback(() => {
    if (!endingSession.current) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }, []);
  useLiveUpdates(data?.profile.id ?? null, onLiveSessionEnded);
  const refresh = useCallback(() => mutate(), [mutate]);

  const endSession = useCallback(
    async (request: () => Promise<unknown>) => {
      endingSession.current = true;
      try {
        await request();
        clearSessionHint();
        await announce('SIGNED_OUT');
        channel?.postMessage('SIGNED_OUT');
      } finally {
        endingSession.current = false;
      }
    },
    [announce],
  );

  // A 401 from any request means the session expired or was revoked: show the user as signed out (guarded pages
  // then send them to /auth). Setting the state directly, without a refetch, cannot loop.
  useEffect(() => {
    const onEnded = () => {
      if (!data) return;
      toast.error('Your session has ended. Please sign in again.', { next: true });
      void announce('SIGNED_OUT');
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [data, announce]);

  // Other tabs follow sign-in and sign-out at once.
  useEffect(() => {
    if (!channel) return;
    const onMessage = (e: MessageEvent<AuthEvent>) => void announce(e.data);
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [announce]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      refresh,
      async signInWithGoogle() {
        const next = await authAction('signin/google', {});
        const error = next.searchParams.get('error');
        if (error) throw new Error(authErrorMessage(error));
        location.assign(next.href);
      },
      async signInWithDev(email, name) {
        const next = await authAction('callback/dev', { email, name });
        const error = next.searchParams.get('error');
        if (error) throw new Error(authErrorMessage(error, 'Development sign-in failed.'));
        await announce('SIGNED_IN');
        channel?.postMessage('SIGNED_IN');
      },
      async signOut() {
        // Whatever the server answers (401, 403, 404 or a network error), the local session ends.
        await endSession(() => authAction('signout', {}).catch(() => undefined));
      },
      endSession,
    }),
    [user, loading, refresh, announce, endSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
