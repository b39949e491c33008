import { decode } from '@auth/core/jwt';
import { env, exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';
/** Auth.js's session cookie over http (the tests' origin). */
export const SESSION_COOKIE = 'authjs.session-token';

/** Calls the Worker's own fetch handler, as the runtime would. */
export function call(path: string, init?: RequestInit & { origin?: string }): Promise<Response> {
  const { origin = ORIGIN, ...rest } = init ?? {};
  return exports.default.fetch(new Request(new URL(path, origin), rest));
}

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  };
}

export async function expectEnvelope(res: Response, status: number, code: string) {
  const body = (await res.json()) as { error?: { code?: string; message?: string; details?: unknown } };
  if (res.status !== status || body.error?.code !== code || typeof body.error?.message !== 'string' || !body.error.message) {
    throw new Error(`Expected ${status} ${code}, got ${res.status} ${JSON.stringify(body)}`);
  }
  return body.error;
}

/** A tiny cookie jar: enough to carry Auth.js's cookies between calls. */
export class CookieJar {
  private cookies = new Map<string, string>();

  absorb(res: Response): this {
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  delete(name: string) {
    this.cookies.delete(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Signs in with the development provider through Auth.js's real CSRF flow. */
export async function devSignIn(email: string, name = 'Test User', origin = ORIGIN): Promise<{ jar: CookieJar; res: Response }> {
  const jar = new CookieJar();
  const csrfRes = await call('/api/auth/csrf', { origin });
  jar.absorb(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await call('/api/auth/callback/dev', {
    origin,
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(), Origin: origin },
    body: new URLSearchParams({ csrfToken, email, name, callbackUrl: `${origin}/` }),
  });
  jar.absorb(res);
  return { jar, res };
}

export function authed(jar: CookieJar, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { Origin: ORIGIN, ...(init.headers as Record<string, string>), Cookie: jar.header() } };
}

/** The claims inside a jar's session cookie (sub, sid, …), as the Worker reads them. */
export async function sessionClaims(jar: CookieJar): Promise<{ sub: string; sid: string }> {
  const raw = jar.get(SESSION_COOKIE);
  if (!raw) throw new Error('no session cookie in the jar');
  const token = await decode({ token: raw, secret: env.AUTH_SECRET!, salt: SESSION_COOKIE });
  if (typeof token?.sub !== 'string' || typeof token.sid !== 'string') throw new Error('the session cookie has no sub or sid');
  return { sub: token.sub, sid: token.sid };
}

/** Polls until `probe` returns a value (a live message, a close code), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Time for a message that should not come to have come. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
