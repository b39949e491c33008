import { createMiddleware } from 'hono/factory';
import { SESSION_HINT_COOKIE } from '../../common/session-hint';

export { SESSION_HINT_COOKIE };

const SESSION_COOKIE = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

function hintCookie(maxAge: number, secure: boolean): string {
  return `${SESSION_HINT_COOKIE}=${maxAge > 0 ? '1' : ''}; Path=/; Max-Age=${Math.max(0, maxAge)}; SameSite=Lax${secure ? '; Secure' : ''}`;
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

/** Mirrors every session cookie a response sets or deletes into the hint. */
export const sessionHint = createMiddleware(async (c, next) => {
  await next();
  const session = c.res.headers.getSetCookie().find((cookie) => SESSION_COOKIE.test(cookie));
  if (!session) return;
  const secure = new URL(c.req.url).protocol === 'https:';
  const maxAge = lifetime(session);
  // A session cookie without a lifetime lasts for the browser session; so does the hint.
  const header =
    maxAge === null ? `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}` : hintCookie(maxAge, secure);
  c.res.headers.append('Set-Cookie', header);
});
