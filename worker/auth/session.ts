import { decode, encode, type JWT } from '@auth/core/jwt';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import { SESSION_MAX_AGE, sessionIdOf } from './config';
import type { SessionUser } from '../db/dto';
import { loadSessionUser } from '../db/queries/users';

/** The signed-in user, and their session: its id and when it ends for good (ISO-8601). */
export type AuthedEnv = { Bindings: Env; Variables: { user: SessionUser; session: { id: string; expiresAt: string } } };

/** The cookie is re-issued on use once renewing would extend it by more than this (so: once it is a day old). */
const SESSION_RENEW_STEP = 24 * 60 * 60;

/** Auth.js's own cookie names: the __Secure- prefix (and Secure flag) whenever the site is served over https. */
function sessionCookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Secure-authjs.session-token' : 'authjs.session-token';
}

/** A Set-Cookie value that deletes the session cookie for this site. */
export function clearSessionCookie(url: URL): string {
  const secure = url.protocol === 'https:';
  return `${sessionCookieName(url)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

async function readToken(raw: string, secret: string, salt: string): Promise<JWT | null> {
  try {
    return await decode({ token: raw, secret, salt });
  } catch {
    return null; // forged, tampered, expired or encrypted with another secret
  }
}

/**
 * Puts the signed-in user on the context, read from D1 on every request together with the session the token names
 * (never trusted from the token), or answers 401 and drops a cookie that no longer works: forged, expired, signed out,
 * revoked, past the session's absolute end, or for a deleted user.
 */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const name = sessionCookieName(url);
  const secure = url.protocol === 'https:';
  const raw = getCookie(c, name);
  if (!raw) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
  const secret = c.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set');

  const token = await readToken(raw, secret, name);
  const sid = sessionIdOf(token);
  const session = token?.sub && sid ? await loadSessionUser(c.env.DB, sid, token.sub) : null;
  if (!token || !sid || !session) {
    throw new ApiError(401, 'unauthorized', 'Your session has ended. Please sign in again.', undefined, {
      'Set-Cookie': clearSessionCookie(url),
    });
  }
  c.set('user', session.user);
  c.set('session', { id: sid, expiresAt: session.expiresAt });
  await next();

  // Sliding renewal, capped at the session's absolute end: a cookie never outlives its session.
  const now = Date.now() / 1000;
  const tokenEnd = typeof token.exp === 'number' ? token.exp : 0;
  const maxAge = Math.floor(Math.min(SESSION_MAX_AGE, Date.parse(session.expiresAt) / 1000 - now));
  if (now + maxAge - tokenEnd > SESSION_RENEW_STEP && c.res.status < 400) {
    const { sub, email, name: userName, picture } = token;
    const fresh = await encode({ token: { sub, sid, email, name: userName, picture }, secret, salt: name, maxAge });
    setCookie(c, name, fresh, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge });
  }
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!c.var.user.isAdmin) throw new ApiError(403, 'forbidden', 'You don’t have admin privileges for this account.');
  await next();
});
