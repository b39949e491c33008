import type { AuthConfig } from '@hono/auth-js';
import Credentials from '@auth/core/providers/credentials';
import Google from '@auth/core/providers/google';
import type { Provider } from '@auth/core/providers';
import type { Context } from 'hono';
import { z } from 'zod';
import { revokeSession, sessionIsLive } from '../db/queries/sessions';
import { endLiveSessions } from '../services/live';
import { text } from '../lib/input';
import { isLocalHost } from '../lib/security-headers';
import { TOO_MANY_SIGN_INS } from '../../common/limits';
import { signInAllowed, signInUser, type SignInClaims } from './users';

const AUTH_BASE_PATH = '/api/auth';
/**
 * A session ends for good 30 days after sign-in (its row's expires_at); until then its cookie is renewed on use once a
 * day old, never past that end (see session.ts). Signing out ends it at once.
 */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** The session id a token carries (`sid`), set at sign-in. */
export function sessionIdOf(token: Record<string, unknown> | null | undefined): string | null {
  const sid = token?.sid;
  return typeof sid === 'string' && sid ? sid : null;
}

/** The development sign-in exists only when switched on and only for requests to this machine. */
export function devLoginAllowed(env: Env, url: URL): boolean {
  return env.DEV_LOGIN === 'true' && isLocalHost(url.hostname);
}

export function googleEnabled(env: Env): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

/** The development sign-in's form: normalised like every other input (worker/lib/input.ts). */
export const devCredentials = z.object({
  email: text({ max: 254, blank: 'Enter an email address.' })
    .transform((email) => email.toLowerCase())
    .pipe(z.email()),
  name: text({ max: 120 }).optional().default(''),
});

function splitName(name: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

function providers(env: Env, url: URL): Provider[] {
  const list: Provider[] = [];
  if (googleEnabled(env)) {
    list.push(
      Google({
        clientId: env.AUTH_GOOGLE_ID,
        clientSecret: env.AUTH_GOOGLE_SECRET,
        // Test-only: point the provider at a local OpenID Connect server.
        ...(env.AUTH_GOOGLE_ISSUER ? { issuer: env.AUTH_GOOGLE_ISSUER } : {}),
        checks: ['pkce', 'state'],
      }),
    );
  }
  if (devLoginAllowed(env, url)) {
    list.push(
      Credentials({
        id: 'dev',
        name: 'Development sign-in',
        credentials: { email: { label: 'Email', type: 'email' }, name: { label: 'Name', type: 'text' } },
        authorize(credentials, request) {
          // Checked again per request: the config could be cached, the Host header cannot lie to us here.
          if (!devLoginAllowed(env, new URL(request.url))) return null;
          const parsed = devCredentials.safeParse(credentials);
          if (!parsed.success) return null;
          return { id: parsed.data.email, email: parsed.data.email, name: parsed.data.name || null };
        },
      }),
    );
  }
  return list;
}

function claimsFrom(
  user: { email?: string | null; name?: string | null; image?: string | null },
  profile: Record<string, unknown> | undefined,
): SignInClaims | null {
  const email = (typeof profile?.email === 'string' ? profile.email : user.email) ?? null;
  if (!email) return null;
  const fromName = splitName(user.name);
  return {
    email,
    firstName: (typeof profile?.given_name === 'string' && profile.given_name) || fromName.firstName,
    lastName: (typeof profile?.family_name === 'string' && profile.family_name) || fromName.lastName,
    avatarUrl: (typeof profile?.picture === 'string' && profile.picture) || user.image || null,
  };
}

export function authConfig(c: Context<{ Bindings: Env }>): AuthConfig {
  const env = c.env;
  const url = new URL(c.req.url);
  return {
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/auth', error: '/auth' },
    providers: providers(env, url),
    callbacks: {
      async signIn({ account, profile, user }) {
        // Google must vouch for the address before it becomes an account key.
        if (account?.provider === 'google' && profile?.email_verified === false) return false;
        // A limited number a minute per account: past it, back to the sign-in page saying so, with no session made.
        const email = claimsFrom(user, profile as Record<string, unknown> | undefined)?.email;
        if (email && !(await signInAllowed(env, email))) return `/auth?error=${TOO_MANY_SIGN_INS}`;
        return true;
      },
      async jwt({ token, user, profile, trigger }) {
        if (trigger !== 'signIn' && trigger !== 'signUp') {
          // Auth.js's own session endpoint: a revoked or ended session is no session (null clears the cookie).
          const sid = sessionIdOf(token);
          return sid && token.sub && (await sessionIsLive(env.DB, sid, token.sub)) ? token : null;
        }
        const claims = claimsFrom(user, profile as Record<string, unknown> | undefined);
        if (!claims) throw new Error('The identity provider did not return an email address.');
        const { userId, sessionId } = await signInUser(env, claims, SESSION_MAX_AGE);
        return {
          sub: userId,
          sid: sessionId,
          email: claims.email.toLowerCase(),
          name: user.name ?? null,
          picture: claims.avatarUrl,
        };
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
    events: {
      /**
       * Auth.js's sign-out (after its CSRF check) ends the session itself, not only the cookie: a kept copy of the
       * cookie is refused from now on, and this session's live sockets close.
       */
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        const sid = sessionIdOf(token);
        if (!sid) return;
        await revokeSession(env.DB, sid);
        if (token?.sub) await endLiveSessions(env, token.sub, sid);
      },
    },
  };
}
