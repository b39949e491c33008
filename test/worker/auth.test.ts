import { encode } from '@auth/core/jwt';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import app, { handleError } from '../../worker/app';
import { requireAdmin, requireUser, type AuthedEnv } from '../../worker/auth/session';
import { SESSION_HINT_COOKIE, sessionHint } from '../../worker/auth/session-hint';
import { authed, call, CookieJar, devSignIn, expectEnvelope, jsonInit, ORIGIN, sessionClaims } from './helpers';

const SESSION = 'authjs.session-token';
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function count(sql: string, ...args: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

interface Me {
  profile: { id: string; email: string; first_name: string | null; last_name: string | null };
  isAdmin: boolean;
  subscription: {
    plan: string;
    max_prompts: number;
    max_features: number;
    prompts_used: number;
    current_period_start: string;
    current_period_end: string;
  };
}

describe('every protected route needs a session', () => {
  // A share link is read without a session (test/worker/shares.test.ts).
  const PUBLIC = [/^\/api\/health$/, /^\/api\/engines$/, /^\/api\/auth\//, /^\/api\/shared\//];

  it('answers 401 with the envelope on each route the app registers', async () => {
    const routes = app.routes.filter((r) => r.method !== 'ALL' && !PUBLIC.some((p) => p.test(r.path)));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, 'x');
      const res = await call(path, route.method === 'GET' ? { method: 'GET' } : jsonInit(route.method, {}));
      await expectEnvelope(res, 401, 'unauthorized').catch((e) => {
        throw new Error(`${route.method} ${route.path}: ${e.message}`);
      });
    }
  });
});

describe('development sign-in', () => {
  it('signs in through the CSRF flow; /api/me returns the profile and a free 5/5 plan', async () => {
    const email = unique('dev');
    const { jar, res } = await devSignIn(email, 'Ada Lovelace');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`${ORIGIN}/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await call('/api/me', authed(jar));
    expect(me.status).toBe(200);
    const body = (await me.json()) as Me;
    expect(body.profile).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace' });
    expect(body.isAdmin).toBe(false);
    expect(body.subscription).toMatchObject({ plan: 'free', max_prompts: 5, max_features: 5, prompts_used: 0 });
    const start = Date.parse(body.subscription.current_period_start);
    const end = new Date(body.subscription.current_period_end);
    const expectedEnd = new Date(start);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expectedEnd.getTime())).toBeLessThan(2 * 86400_000);
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
  });

  it('a second sign-in creates no duplicate rows and refreshes the name', async () => {
    const email = unique('twice');
    await devSignIn(email, 'First Name');
    const { jar } = await devSignIn(email, 'Second Name');
    expect(await count('SELECT COUNT(*) AS n FROM profiles WHERE email = ?', email)).toBe(1);
    expect(
      await count('SELECT COUNT(*) AS n FROM subscriptions s JOIN profiles p ON p.id = s.user_id WHERE p.email = ?', email),
    ).toBe(1);
    const body = (await (await call('/api/me', authed(jar))).json()) as Me;
    expect(body.profile.first_name).toBe('Second');
  });

  it('refuses a host that is not localhost or 127.0.0.1', async () => {
    const remote = 'https://prompt.example.com';
    const providers = (await (await call('/api/auth/providers', { origin: remote })).json()) as Record<string, unknown>;
    expect(Object.keys(providers)).not.toContain('dev');
    const { res, jar } = await devSignIn(unique('remote'), 'Mallory', remote);
    expect(jar.get(`__Secure-${SESSION}`)).toBeUndefined();
    expect(jar.get(SESSION)).toBeUndefined();
    expect(res.headers.get('Location') ?? '').toMatch(/error=/);
  });

  it('is listed by /api/auth/providers on localhost', async () => {
    const providers = (await (await call('/api/auth/providers')).json()) as Record<string, unknown>;
    expect(Object.keys(providers)).toEqual(expect.arrayContaining(['dev', 'google']));
  });

  it('uses __Secure- / __Host- cookies with the Secure flag outside localhost', async () => {
    const res = await call('/api/auth/csrf', { origin: 'https://prompt.example.com' });
    const cookies = res.headers.getSetCookie();
    const csrf = cookies.find((c) => c.startsWith('__Host-authjs.csrf-token=')) ?? '';
    expect(csrf).toMatch(/Secure/);
    expect(csrf).toMatch(/HttpOnly/i);
  });
});

describe('roles', () => {
  const probe = new Hono<AuthedEnv>().use(requireUser, requireAdmin).get('/admin-only', (c) => c.json({ ok: true }));
  probe.onError(handleError);

  it('ADMIN_EMAILS (any case, spaces) grants admin; others get 403 on an admin route', async () => {
    const admin = await devSignIn('admin@example.com', 'Admin');
    const boss = await devSignIn('boss@example.org', 'Boss');
    const user = await devSignIn(unique('plain'), 'Plain');
    expect(((await (await call('/api/me', authed(admin.jar))).json()) as Me).isAdmin).toBe(true);
    expect(((await (await call('/api/me', authed(boss.jar))).json()) as Me).isAdmin).toBe(true);

    expect((await probe.request('/admin-only', authed(admin.jar), env)).status).toBe(200);
    await expectEnvelope(await probe.request('/admin-only', authed(user.jar), env), 403, 'forbidden');
    await expectEnvelope(await probe.request('/admin-only', {}, env), 401, 'unauthorized');
  });

  it('role and plan are read from D1 on each request', async () => {
    const { jar } = await devSignIn(unique('promoted'), 'Promoted');
    const before = (await (await call('/api/me', authed(jar))).json()) as Me;
    expect(before.isAdmin).toBe(false);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')").bind(before.profile.id),
      env.DB.prepare("UPDATE subscriptions SET plan = 'pro', max_prompts = 200, max_features = 20 WHERE user_id = ?").bind(
        before.profile.id,
      ),
    ]);
    const after = (await (await call('/api/me', authed(jar))).json()) as Me;
    expect(after.isAdmin).toBe(true);
    expect(after.subscription).toMatchObject({ plan: 'pro', max_prompts: 200 });
  });

  it('a user without a subscription row is free with zeros', async () => {
    const { jar } = await devSignIn(unique('nosub'), 'No Sub');
    const me = (await (await call('/api/me', authed(jar))).json()) as Me;
    await env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?').bind(me.profile.id).run();
    const after = (await (await call('/api/me', authed(jar))).json()) as Me;
    expect(after.subscription).toMatchObject({ plan: 'free', max_prompts: 0, max_features: 0, prompts_used: 0 });
  });
});

/** Signs out through Auth.js's own form post (with its CSRF token), as the app does. */
async function signOut(jar: CookieJar): Promise<Response> {
  const csrfRes = await call('/api/auth/csrf', authed(jar));
  jar.absorb(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  return call('/api/auth/signout', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(), Origin: ORIGIN },
    body: new URLSearchParams({ csrfToken }),
  });
}

describe('session cookies', () => {
  it('rejects a forged cookie and clears it', async () => {
    const jar = new CookieJar();
    jar.set(SESSION, 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.forged.cookie.value.x');
    const res = await call('/api/me', authed(jar));
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION}=;.*Max-Age=0`));
    await expectEnvelope(res, 401, 'unauthorized');
  });

  it('rejects a token sealed with another secret, an expired one, and one for a deleted user', async () => {
    const { jar } = await devSignIn(unique('expiry'), 'Exp');
    const me = (await (await call('/api/me', authed(jar))).json()) as Me;
    // The real session's id, so each token below is refused for its secret or its age alone.
    const { sid } = await sessionClaims(jar);

    const other = await encode({
      token: { sub: me.profile.id, sid },
      secret: 'another-secret-0123456789abcdefghijkl',
      salt: SESSION,
    });
    const otherJar = new CookieJar();
    otherJar.set(SESSION, other);
    await expectEnvelope(await call('/api/me', authed(otherJar)), 401, 'unauthorized');

    const expired = await encode({ token: { sub: me.profile.id, sid }, secret: env.AUTH_SECRET!, salt: SESSION, maxAge: -60 });
    const expiredJar = new CookieJar();
    expiredJar.set(SESSION, expired);
    await expectEnvelope(await call('/api/me', authed(expiredJar)), 401, 'unauthorized');

    await env.DB.prepare('DELETE FROM profiles WHERE id = ?').bind(me.profile.id).run();
    await expectEnvelope(await call('/api/me', authed(jar)), 401, 'unauthorized');
  });

  it('renews a session older than a day on use, and not a fresh one', async () => {
    const { jar } = await devSignIn(unique('renew'), 'Renew');
    const fresh = await call('/api/me', authed(jar));
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=`))).toBe(false);

    const me = (await fresh.json()) as Me;
    const { sid } = await sessionClaims(jar);
    // A session with 28 of its 30 days left, as if issued two days ago.
    const old = await encode({
      token: { sub: me.profile.id, sid, email: me.profile.email },
      secret: env.AUTH_SECRET!,
      salt: SESSION,
      maxAge: 28 * 86400,
    });
    const oldJar = new CookieJar();
    oldJar.set(SESSION, old);
    const renewed = await call('/api/me', authed(oldJar));
    expect(renewed.status).toBe(200);
    const cookie = renewed.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`)) ?? '';
    // Renewed up to the session's absolute end: 30 days after this sign-in, a few seconds ago.
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(2592000 - 60);
    expect(maxAge).toBeLessThanOrEqual(2592000);
    expect(cookie).toMatch(/HttpOnly/);
    const next = new CookieJar().absorb(renewed);
    expect((await call('/api/me', authed(next))).status).toBe(200);
  });

  it('sign-out through Auth.js clears the session cookie', async () => {
    const { jar } = await devSignIn(unique('signout'), 'Bye');
    jar.absorb(await signOut(jar));
    expect(jar.get(SESSION)).toBeUndefined();
    await expectEnvelope(await call('/api/me', authed(jar)), 401, 'unauthorized');
  });
});

describe('session hint cookie (lets the front end skip /api/me for visitors)', () => {
  const hint = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));

  it('is set with the session, readable by scripts and holding no secret; sign-out and a dead session clear it', async () => {
    const { jar, res } = await devSignIn(unique('hint'), 'Hint');
    const issued = hint(res) ?? '';
    expect(issued).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    // As long as the session itself (30 days, give or take the second it took).
    expect(Number(issued.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(2592000 - 5);
    expect(issued).not.toMatch(/HttpOnly/i);
    expect(jar.get(SESSION_HINT_COOKIE)).toBe('1');

    // A request that neither sets nor clears the session leaves the hint alone.
    expect(hint(await call('/api/me', authed(jar)))).toBeUndefined();

    expect(hint(await signOut(jar))).toMatch(/Max-Age=0/);

    const forged = new CookieJar();
    forged.set(SESSION, 'not-a-session');
    const rejected = await call('/api/me', authed(forged));
    expect(rejected.status).toBe(401);
    expect(hint(rejected)).toMatch(/Max-Age=0/);
  });

  it('is given to a browser that holds a session from before the hint existed', async () => {
    const { jar } = await devSignIn(unique('backfill'), 'Backfill');
    jar.delete(SESSION_HINT_COOKIE);
    const backfilled = hint(await call('/api/engines', authed(jar))) ?? '';
    expect(backfilled).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;.*Max-Age=2592000`));
    // Not for a request without a session cookie, nor for one whose session was refused.
    expect(hint(await call('/api/engines'))).toBeUndefined();
    const forged = new CookieJar();
    forged.set(SESSION, 'not-a-session');
    expect(hint(await call('/api/me', authed(forged)))).toMatch(/Max-Age=0/);
  });

  it('follows the parts that are set when a split session cookie is replaced', async () => {
    const probe = new Hono<AuthedEnv>().use(sessionHint).get('/', (c) => {
      c.header('Set-Cookie', `${SESSION}.0=; Path=/; Max-Age=0`, { append: true });
      c.header('Set-Cookie', `${SESSION}.1=; Path=/; Max-Age=0`, { append: true });
      c.header('Set-Cookie', `${SESSION}=abc; Path=/; Max-Age=600; HttpOnly`, { append: true });
      return c.text('ok');
    });
    const res = await probe.request('http://localhost/');
    expect(hint(res)).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;.*Max-Age=600`));
  });

  it('is never taken as a session', async () => {
    const jar = new CookieJar();
    jar.set(SESSION_HINT_COOKIE, '1');
    await expectEnvelope(await call('/api/me', authed(jar)), 401, 'unauthorized');
  });
});

describe('cross-site requests', () => {
  it('a state-changing request with a foreign or missing Origin is refused with 403', async () => {
    const { jar } = await devSignIn(unique('csrf'), 'Csrf');
    const foreign = await call('/api/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: jar.header() },
      body: '{}',
    });
    await expectEnvelope(foreign, 403, 'forbidden');
    const missing = await call('/api/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: jar.header() },
      body: '{}',
    });
    await expectEnvelope(missing, 403, 'forbidden');
    const form = await call('/api/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: jar.header() },
      body: 'a=1',
    });
    await expectEnvelope(form, 415, 'unsupported_media_type');
  });
});
