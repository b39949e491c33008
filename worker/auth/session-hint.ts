import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_HINT_COOKIE } from '../../common/session-hint';
import { SESSION_MAX_AGE } from './config';

export { SESSION_HINT_COOKIE };

const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

function hintCookie(maxAge: number | null, secure: boolean): string {
  // A session cookie without a lifetime lasts for the browser session; so does the hint.
  const lifetime = maxAge === null ? '' : `; Max-Age=${Math.max(0, maxAge)}`;
  const value = maxAge === null || maxAge > 0 ? '1' : '';
  return `${SESSION_HINT_COOKIE}=${value}; Path=/${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The lifetime a Set-Cookie gives, in seconds (0 when it deletes the cookie); null when it sets no lifetime. */
function lifetime(setCookie: string): number | null {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  if (pair.slice(pair.indexOf('=') + 1) === '') return 0;
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    if (key.toLowerCase() === 'max-age') return Math.max(0, Number(value) || 0);
    if (key.toLowerCase() === 'expires') return Math.max(0, Math.floor((Date.parse(value) - Date.now()) / 1000));
  }
  return null;
}

function hasSessionCookie(cookies: Record<string, string>): boolean {
  return Object.keys(cookies).some((name) => SESSION_COOKIE.test(`${name}=`));
}

/**
 * Mirrors the session cookie into the hint: set with it, renewed with it, deleted with it. A split session
 * cookie (`.0`, `.1`) is replaced by deleting the old parts and setting new ones, so the hint follows the
 * parts that are set and is only deleted when every session cookie in the response is a deletion. A browser
 * that holds a session but no hint (signed in before the hint existed) gets one on its next API call.
 */
export const sessionHint = createMiddleware(async (c, next) => {
  await next();
  const secure = new URL(c.req.url).protocol === 'https:';
  const lifetimes = c.res.headers
    .getSetCookie()
    .filter((cookie) => SESSION_COOKIE.test(cookie))
    .map(lifetime);
  if (lifetimes.length > 0) {
    const kept = lifetimes.filter((l) => l !== 0);
    const maxAge = kept.length === 0 ? 0 : kept.includes(null) ? null : Math.max(...(kept as number[]));
    c.res.headers.append('Set-Cookie', hintCookie(maxAge, secure));
    return;
  }
  const cookies = getCookie(c);
  if (c.res.status !== 401 && hasSessionCookie(cookies) && cookies[SESSION_HINT_COOKIE] !== '1') {
    c.res.headers.append('Set-Cookie', hintCookie(SESSION_MAX_AGE, secure));
  }
});
