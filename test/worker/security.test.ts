/**
 * The app as an attacker or a careless client would probe it. The numbered blocks are the findings of security
 * reviews, each a regression test (1 to 7 from issue 15, the later ones from issue 22); the rest held already and stay here
 * so a future route cannot silently weaken them.
 */
import { encode } from '@auth/core/jwt';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LIVE_ENDED_TEXT, LIVE_SESSION_ENDED } from '../../common/live';
import { PLAN_LIMITS } from '../../common/plans';
import { SHARES_PER_MINUTE } from '../../common/shares';
import { QUOTA_RETENTION_NOTE } from '../../common/privacy';
import app from '../../worker/app';
import worker from '../../worker/index';
import { PROMPTS_PER_MINUTE } from '../../common/limits';
import type { Brief } from '../../common/brief';
import { artefactFiles, renderArtefacts } from '../../common/render/artefacts';
import { PROMPT_ID_HEADER, STREAM_ERROR_MARKER } from '../../common/stream';
import {
  authed,
  call,
  CookieJar,
  devSignIn,
  expectEnvelope,
  jsonInit,
  ORIGIN,
  SESSION_COOKIE,
  sessionClaims,
  settle,
  waitFor,
} from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@security.test`;

interface Me {
  profile: { id: string; email: string; first_name: string | null };
  isAdmin: boolean;
  subscription: { plan: string; max_prompts: number; prompts_used: number; current_period_end: string };
}

async function me(jar: CookieJar): Promise<Me> {
  const res = await call('/api/me', authed(jar));
  if (res.status !== 200) throw new Error(`/api/me answered ${res.status}`);
  return (await res.json()) as Me;
}

async function user(prefix: string, email = unique(prefix)) {
  const { jar } = await devSignIn(email, `${prefix} Person`);
  return { jar, email, id: (await me(jar)).profile.id };
}

/** Another sign-in of the same account, as from a second device. */
async function secondDevice(email: string): Promise<CookieJar> {
  return (await devSignIn(email, 'Second Device')).jar;
}

function copyOf(jar: CookieJar): CookieJar {
  const copy = new CookieJar();
  copy.set(SESSION_COOKIE, jar.get(SESSION_COOKIE)!);
  return copy;
}

/** Signs out through Auth.js's own form post (with its CSRF token), as the app does. */
async function signOut(jar: CookieJar): Promise<Response> {
  const csrfRes = await call('/api/auth/csrf', authed(jar));
  jar.absorb(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await call('/api/auth/signout', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(), Origin: ORIGIN },
    body: new URLSearchParams({ csrfToken }),
  });
  jar.absorb(res);
  return res;
}

/** Calls the app with an execution context, so work it leaves in the background (history, refunds) is done. */
async function callApp(path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.request(new URL(path, ORIGIN).href, init, env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, json: () => JSON.parse(body) as { error: { code: string; message: string; details?: unknown } } };
}

const promptBody = {
  projectDescription: 'A booking page for a yoga studio',
  platform: 'claude',
  details: [{ title: 'Class schedule' }],
  answers: {},
  dismissedQuestions: [],
};

const generate = (jar: CookieJar, body: unknown = promptBody) =>
  callApp('/api/ai/generate-prompt', authed(jar, jsonInit('POST', body)));

/** Holds Date at the start of a clock minute, so a per-minute window cannot roll over mid-test. */
function holdTheMinute() {
  const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

async function setPlan(userId: string, plan: keyof typeof PLAN_LIMITS) {
  await env.DB.prepare('UPDATE subscriptions SET plan = ?2, max_prompts = ?3, max_features = ?4 WHERE user_id = ?1')
    .bind(userId, plan, PLAN_LIMITS[plan].maxPrompts, PLAN_LIMITS[plan].maxFeatures)
    .run();
}

/** Opens the live socket as the browser does and records what arrives and how it closes. */
async function openLive(jar: CookieJar) {
  const res = await call('/api/live', { headers: { Upgrade: 'websocket', Origin: ORIGIN, Cookie: jar.header() } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const messages: string[] = [];
  const closes: number[] = [];
  ws.addEventListener('message', (event) => void messages.push(String(event.data)));
  ws.addEventListener('close', (event) => void closes.push(event.code));
  return { ws, messages, closes };
}

const clearsCookie = (res: Response) => new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`).test(res.headers.getSetCookie().join());

describe('1. signing out ends the session, not only the cookie', () => {
  it('a cookie kept from before sign-out is refused (401, cleared) on reads and writes', async () => {
    const a = await user('kept');
    const kept = copyOf(a.jar);
    const res = await signOut(a.jar);
    expect(res.status).toBe(302);
    expect(a.jar.get(SESSION_COOKIE)).toBeUndefined();

    const read = await call('/api/me', authed(kept));
    expect(clearsCookie(read)).toBe(true);
    await expectEnvelope(read, 401, 'unauthorized');
    await expectEnvelope(
      await call('/api/profile', authed(kept, jsonInit('PATCH', { first_name: 'Mallory' }))),
      401,
      'unauthorized',
    );
    // Auth.js's own session endpoint agrees: no session, and the cookie is dropped.
    const session = await call('/api/auth/session', authed(kept));
    expect(await session.json()).toBeNull();
    expect(session.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    const row = await env.DB.prepare('SELECT first_name FROM profiles WHERE id = ?').bind(a.id).first('first_name');
    expect(row).not.toBe('Mallory');
  });

  it('signing out on one device leaves the others signed in', async () => {
    const a = await user('devices');
    const phone = await secondDevice(a.email);
    await signOut(a.jar);
    expect((await call('/api/me', authed(phone))).status).toBe(200);
  });

  it('a cross-site sign-out without Auth.js’s CSRF token revokes nothing', async () => {
    const a = await user('csrf-signout');
    const res = await call('/api/auth/signout', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: a.jar.header(), Origin: 'https://evil.example' },
      body: 'csrfToken=forged',
    });
    expect(res.status).toBeLessThan(500);
    expect((await call('/api/me', authed(a.jar))).status).toBe(200);
  });

  it('Sign out everywhere revokes every session of the account, this one included, and only that account’s', async () => {
    const a = await user('everywhere');
    const phone = await secondDevice(a.email);
    const bystander = await user('bystander');
    const res = await call('/api/account/sessions', authed(a.jar, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 2 });
    expect(clearsCookie(res)).toBe(true);
    await expectEnvelope(await call('/api/me', authed(a.jar)), 401, 'unauthorized');
    await expectEnvelope(await call('/api/me', authed(phone)), 401, 'unauthorized');
    expect((await call('/api/me', authed(bystander.jar))).status).toBe(200);
    // Signing in again works as ever.
    expect((await call('/api/me', authed(await secondDevice(a.email)))).status).toBe(200);
  });

  it('an admin’s plan or role change applies at once, with no sign-out', async () => {
    const admin = await devSignIn('admin@example.com', 'Admin');
    const a = await user('promoted');
    const change = await call(`/api/admin/users/${a.id}/subscription`, authed(admin.jar, jsonInit('PATCH', { plan: 'pro' })));
    expect(change.status).toBe(200);
    await env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')").bind(a.id).run();
    const after = await me(a.jar);
    expect(after.subscription.plan).toBe('pro');
    expect(after.isAdmin).toBe(true);
  });

  it('renewal never extends a session past 30 days from sign-in', async () => {
    const a = await user('absolute');
    const { sid } = await sessionClaims(a.jar);
    const twoDays = new Date(Date.now() + 2 * 86400_000).toISOString();
    await env.DB.prepare('UPDATE sessions SET expires_at = ?2 WHERE id = ?1').bind(sid, twoDays).run();
    // A cookie a week old (23 of its 30 days left) is renewed, but only up to the session's end.
    const old = new CookieJar();
    old.set(
      SESSION_COOKIE,
      await encode({ token: { sub: a.id, sid }, secret: env.AUTH_SECRET!, salt: SESSION_COOKIE, maxAge: 23 * 86400 }),
    );
    const renewed = await call('/api/me', authed(old));
    expect(renewed.status).toBe(200);
    const cookie = renewed.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    // Nothing to renew: the cookie (23 days) already outlives the session (2 days); never a fresh 30 days.
    expect(cookie).toBe('');

    // A day-old cookie of a session with 2 days left: renewed to exactly what is left.
    const fresh = new CookieJar();
    fresh.set(
      SESSION_COOKIE,
      await encode({ token: { sub: a.id, sid }, secret: env.AUTH_SECRET!, salt: SESSION_COOKIE, maxAge: 3600 }),
    );
    const capped = (await call('/api/me', authed(fresh))).headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const maxAge = Number(/Max-Age=(\d+)/.exec(capped ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(2 * 86400 - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * 86400);

    // Past the end, every copy is refused, however fresh its own expiry.
    await env.DB.prepare('UPDATE sessions SET expires_at = ?2 WHERE id = ?1')
      .bind(sid, new Date(Date.now() - 1000).toISOString())
      .run();
    await expectEnvelope(await call('/api/me', authed(a.jar)), 401, 'unauthorized');
    await expectEnvelope(await call('/api/me', authed(fresh)), 401, 'unauthorized');
  });

  it('a token without a session id, or with another user’s, is refused even when sealed with the real secret', async () => {
    const a = await user('nosid');
    const b = await user('othersid');
    const { sid: bSid } = await sessionClaims(b.jar);
    for (const token of [{ sub: a.id }, { sub: a.id, sid: bSid }, { sub: a.id, sid: 'f'.repeat(32) }]) {
      const jar = new CookieJar();
      jar.set(SESSION_COOKIE, await encode({ token, secret: env.AUTH_SECRET!, salt: SESSION_COOKIE }));
      const res = await call('/api/me', authed(jar));
      expect(clearsCookie(res)).toBe(true);
      await expectEnvelope(res, 401, 'unauthorized');
    }
  });
});

describe('2. admin search cannot fail on length', () => {
  const search = async (jar: CookieJar, text: string) =>
    call(`/api/admin/users?${new URLSearchParams({ search: text })}`, authed(jar));

  it('answers 200 for 49 and 200 characters, ASCII or not, and 400 for 201', async () => {
    const admin = await devSignIn('admin@example.com', 'Admin');
    for (const text of ['a'.repeat(49), 'é'.repeat(25), 'é'.repeat(200), 'a'.repeat(200), '😀'.repeat(100)]) {
      const res = await search(admin.jar, text);
      expect(res.status, `${text.length} characters`).toBe(200);
      expect(((await res.json()) as { users: unknown[] }).users).toEqual([]);
    }
    await expectEnvelope(await search(admin.jar, 'a'.repeat(201)), 400, 'validation_failed');
  });

  it('finds a user by a realistic 60-character email and by a name with non-ASCII letters', async () => {
    const admin = await devSignIn('admin@example.com', 'Admin');
    const tag = crypto.randomUUID().slice(0, 8);
    const email = `maximiliane.oberhuber-schwarzenegger.${tag}@example-university.edu`;
    expect(email.length).toBeGreaterThanOrEqual(60);
    const { jar } = await devSignIn(email, 'Zoë Ångström');
    const { profile } = await me(jar);
    const found = async (text: string) =>
      ((await (await search(admin.jar, text)).json()) as { users: { id: string }[] }).users.map((u) => u.id);
    expect(await found(email.toUpperCase())).toEqual([profile.id]);
    expect(await found(`Zoë Ång`)).toContain(profile.id);
    // What looks like a LIKE wildcard is just a character.
    expect(await found(`%${tag}`)).toEqual([]);
  });
});

describe('3. deleting the account does not reset the quota', () => {
  it('a free user who used 5 prompts, deleted the account and signed in again has 5 used and is refused', async () => {
    const email = unique('quota-reset');
    const a = await user('quota', email);
    for (let i = 0; i < 5; i++) expect((await generate(a.jar)).res.status).toBe(200);
    expect((await generate(a.jar)).json().error.code).toBe('quota_exceeded');
    const periodEnd = (await me(a.jar)).subscription.current_period_end;

    const exported = (await (await call('/api/account/export', authed(a.jar))).json()) as { quota_retention: string };
    expect(exported.quota_retention).toBe(QUOTA_RETENTION_NOTE);
    expect((await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })))).status).toBe(200);

    // What is kept names nobody: no address, no id.
    const ledger = await env.DB.prepare('SELECT * FROM quota_ledger').all<Record<string, unknown>>();
    const text = JSON.stringify(ledger.results);
    expect(text).not.toContain(email);
    expect(text).not.toContain(a.id);

    const again = await user('quota-again', email);
    expect(again.id).not.toBe(a.id);
    const { subscription } = await me(again.jar);
    expect(subscription).toMatchObject({ plan: 'free', prompts_used: 5, current_period_end: periodEnd });
    const refused = await generate(again.jar);
    expect(refused.res.status).toBe(429);
    expect(refused.json().error.code).toBe('quota_exceeded');
  });

  it('a period that has ended is not carried over, and another address is not affected', async () => {
    const email = unique('quota-ended');
    const a = await user('ended', email);
    expect((await generate(a.jar)).res.status).toBe(200);
    await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    const other = await user('quota-other');
    expect((await me(other.jar)).subscription.prompts_used).toBe(0);

    await env.DB.prepare(
      "UPDATE quota_ledger SET period_end = '2020-01-01T00:00:00.000Z' WHERE updated_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute')",
    ).run();
    const again = await user('ended-again', email);
    expect((await me(again.jar)).subscription.prompts_used).toBe(0);
  });
});

describe('4. live sockets follow the session', () => {
  it('sign-out closes that session’s sockets with 4401 and leaves another device’s open', async () => {
    const a = await user('live-signout');
    const phone = await secondDevice(a.email);
    const laptop = await openLive(a.jar);
    const other = await openLive(phone);
    await signOut(a.jar);
    expect(await waitFor(() => laptop.closes[0])).toBe(LIVE_SESSION_ENDED);
    // Announced first: a browser may report the close itself only seconds later.
    expect(laptop.messages).toEqual([LIVE_ENDED_TEXT]);
    await settle();
    expect(other.closes).toEqual([]);
    other.ws.send('ping');
    await waitFor(() => (other.messages.includes('pong') ? true : undefined));
    other.ws.close(1000, 'done');
  });

  it('Sign out everywhere and account deletion close every socket of the user with 4401', async () => {
    const a = await user('live-everywhere');
    const phone = await secondDevice(a.email);
    const sockets = [await openLive(a.jar), await openLive(phone)];
    await call('/api/account/sessions', authed(phone, { method: 'DELETE' }));
    for (const socket of sockets) {
      expect(await waitFor(() => socket.closes[0])).toBe(LIVE_SESSION_ENDED);
      expect(socket.messages).toEqual([LIVE_ENDED_TEXT]);
    }

    const b = await user('live-delete');
    const socket = await openLive(b.jar);
    await call('/api/account', authed(b.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    expect(await waitFor(() => socket.closes[0])).toBe(LIVE_SESSION_ENDED);
    // And no new socket opens without a session.
    await expectEnvelope(
      await call('/api/live', { headers: { Upgrade: 'websocket', Origin: ORIGIN, Cookie: b.jar.header() } }),
      401,
      'unauthorized',
    );
  });
});

describe('5. a missing asset is a 404 nobody stores', () => {
  const spaFallback = () =>
    new Response('<!doctype html><title>app</title>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });

  /** The Worker's own fetch with a stand-in assets binding; answers the response and the paths the binding was asked. */
  async function fetchAsset(path: string, assets: (request: Request) => Response) {
    const asked: string[] = [];
    const fake = {
      fetch: async (input: RequestInfo | URL) => {
        const request = new Request(input);
        asked.push(new URL(request.url).pathname);
        return assets(request);
      },
    } as unknown as Fetcher;
    // An incoming request as the runtime types it (cf properties come from the edge, none are needed here).
    const request = new Request(new URL(path, ORIGIN)) as Request<unknown, IncomingRequestCfProperties>;
    const res = await worker.fetch(request, { ...env, ASSETS: fake }, createExecutionContext());
    return { res, asked };
  }

  it('answers 404 no-store (with the security headers) where the binding falls back to index.html', async () => {
    const { res, asked } = await fetchAsset('/assets/index-0ld4ash.js', spaFallback);
    // The Worker decides (wrangler.jsonc runs it first for /assets/*; the built app's test is in test/e2e/shell.test.ts).
    expect(asked).toEqual(['/assets/index-0ld4ash.js']);
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Type')).not.toMatch(/html/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('passes an existing hashed file through untouched, immutable header and all', async () => {
    const file = new Response('export {}', {
      headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    const { res } = await fetchAsset('/assets/index-a1b2c3.js', () => file);
    expect(res).toBe(file);
  });
});

describe('6. what people type is normalised before it is judged', () => {
  const suggest = (jar: CookieJar, body: string) =>
    call('/api/ai/suggest-features', authed(jar, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));

  it('a description of zero-width and control characters only is blank', async () => {
    const a = await user('blank');
    const res = await suggest(
      a.jar,
      JSON.stringify({ projectDescription: '\u200B\u200C\u200D\uFEFF\u2060\u0007 ', platform: 'claude' }),
    );
    const error = await expectEnvelope(res, 400, 'validation_failed');
    expect(error.details).toEqual([{ path: 'projectDescription', message: 'Please describe what you want to build' }]);
  });

  it('a lone surrogate in a description, a feature title or an answer is a clear 400, never stored', async () => {
    const a = await user('surrogate');
    // JSON.stringify writes a lone surrogate as the escape \ud83d, exactly as a careless client would send it.
    const bodies = [
      { ...promptBody, projectDescription: 'A shop \uD83D' },
      { ...promptBody, details: [{ title: 'Cart \uDE00' }] },
      { ...promptBody, details: [{ title: 'Cart', description: 'x\uD83D' }] },
      { ...promptBody, answers: { 'Who pays?': 'Customers \uD83D' } },
      { ...promptBody, answers: { 'Who pays?\uDE00': 'Customers' } },
    ];
    for (const body of bodies) {
      const { res, json } = await generate(a.jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(json().error.code).toBe('validation_failed');
      expect(JSON.stringify(json().error.details)).toContain('lone UTF-16 surrogate');
    }
    const history = await env.DB.prepare('SELECT COUNT(*) AS n FROM prompt_history WHERE user_id = ?').bind(a.id).first('n');
    expect(history).toBe(0);
  });

  it('stores NFC text without invisible characters', async () => {
    const a = await user('nfc');
    const { res } = await generate(a.jar, {
      ...promptBody,
      projectDescription: 'Cafe\u0301 booking\u200B page\u202E',
      details: [{ title: 'Re\u0301servations\u0000', description: 'Tables\u2066 for two' }],
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT project_description, details FROM prompt_history WHERE user_id = ?')
      .bind(a.id)
      .first<{ project_description: string; details: string }>();
    expect(row?.project_description).toBe('Caf\u00e9 booking page');
    expect(JSON.parse(row!.details)).toEqual([{ title: 'R\u00e9servations', description: 'Tables for two' }]);
  });

  it('counts the 4,000 limit in characters as the home page does: 4,000 emoji pass, 4,001 do not', async () => {
    const a = await user('emoji');
    expect((await suggest(a.jar, JSON.stringify({ projectDescription: '😀'.repeat(4000), platform: 'claude' }))).status).toBe(
      200,
    );
    const long = await suggest(a.jar, JSON.stringify({ projectDescription: '😀'.repeat(4001), platform: 'claude' }));
    const error = await expectEnvelope(long, 400, 'validation_failed');
    expect(error.details).toEqual([
      { path: 'projectDescription', message: 'Describe your project in at most 4,000 characters.' },
    ]);
  });
});

describe('7. prompt generation is limited per minute on every plan', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`a pro_max user gets ${PROMPTS_PER_MINUTE} a minute, then 429 rate_limited with Retry-After, and no quota is spent on it`, async () => {
    holdTheMinute();
    const a = await user('rate-prompt');
    await setPlan(a.id, 'pro_max');
    const burst = await Promise.all(Array.from({ length: PROMPTS_PER_MINUTE + 5 }, () => generate(a.jar)));
    expect(burst.filter((r) => r.res.status === 200)).toHaveLength(PROMPTS_PER_MINUTE);
    const refused = burst.filter((r) => r.res.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.res.status).toBe(429);
      expect(r.json().error.code).toBe('rate_limited');
      expect(r.res.headers.get('Retry-After')).toBe('59');
    }
    expect((await me(a.jar)).subscription.prompts_used).toBe(PROMPTS_PER_MINUTE);
    // Another user is not affected.
    expect((await generate((await user('rate-other')).jar)).res.status).toBe(200);
  });
});

const restore = (jar: CookieJar, id: string, number: number) =>
  call(`/api/prompts/${id}/versions/${number}/restore`, authed(jar, { method: 'POST' }));

describe('8. a restore is a pointer, and restores and share links share one per-minute limit (issue 22)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    '20 restores of a large version store no copy of it; the 21st, and then a share link, are 429 rate_limited',
    { timeout: 20_000 },
    async () => {
      holdTheMinute();
      const a = await user('restore-bound');
      await setPlan(a.id, 'pro');
      const features = Array.from({ length: 12 }, (_, i) => ({ title: `Feature ${i + 1}`, description: 'x'.repeat(400) }));
      const first = await generate(a.jar, { ...promptBody, platform: 'lovable', details: features });
      expect(first.res.status).toBe(200);
      const id = first.res.headers.get(PROMPT_ID_HEADER)!;
      const stored = () =>
        env.DB.prepare(
          'SELECT COUNT(*) AS rows, SUM(length(brief) + length(request) + length(text)) AS bytes FROM prompt_versions WHERE prompt_id = ?',
        )
          .bind(id)
          .first<{ rows: number; bytes: number }>();
      const before = (await stored())!;

      for (let i = 0; i < SHARES_PER_MINUTE; i++) expect((await restore(a.jar, id, 1)).status).toBe(200);
      const after = (await stored())!;
      expect(after.rows).toBe(before.rows + SHARES_PER_MINUTE);
      // No copy of the brief, the request or the text: the version's content is stored once, whatever the restores.
      expect(after.bytes).toBe(before.bytes);
      const newest = (await (await call(`/api/prompts/${id}`, authed(a.jar))).json()) as {
        version: { number: number; text: string; restored_from: number | null };
      };
      expect(newest.version).toMatchObject({ number: 1 + SHARES_PER_MINUTE, text: first.body, restored_from: 1 });

      const refused = await restore(a.jar, id, 1);
      const error = await expectEnvelope(refused, 429, 'rate_limited');
      expect(error.message).toMatch(/restore versions or create share links at most 20 times a minute/);
      expect(refused.headers.get('Retry-After')).toBe('59');
      await expectEnvelope(
        await call(`/api/prompts/${id}/shares`, authed(a.jar, jsonInit('POST', { version: 1 }))),
        429,
        'rate_limited',
      );
      expect((await stored())!.rows).toBe(after.rows);
    },
  );
});

/**
 * prompts_used, saved prompts (history entries: these tests only generate new prompts) and open reservations (0
 * where reservations do not exist yet, as on older code).
 */
async function ledger(userId: string) {
  const reservations = await env.DB.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'quota_reservations'",
  ).first();
  const row = await env.DB.prepare(
    `SELECT (SELECT prompts_used FROM subscriptions WHERE user_id = ?1) AS used,
            (SELECT COUNT(*) FROM prompt_history WHERE user_id = ?1) AS saved,
            ${reservations ? '(SELECT COUNT(*) FROM quota_reservations WHERE user_id = ?1)' : '0'} AS open`,
  )
    .bind(userId)
    .first<{ used: number; saved: number; open: number }>();
  return row!;
}

/** The cron, as the runtime runs it, at `at`. */
async function runCron(at: number) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: '*/15 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Starts a prompt's stream and reads its first chunk only, then stops: as a Worker that died mid-stream leaves it. */
async function abandonedGeneration(jar: CookieJar) {
  const res = await call('/api/ai/generate-prompt', authed(jar, jsonInit('POST', promptBody)));
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  expect((await reader.read()).done).toBe(false);
  return reader;
}

describe('9. the quota is charged for what was delivered, also when the Worker dies mid-stream (issue 22)', () => {
  it(
    'a stream that never ends holds one open reservation; the cron leaves it until it expires, then gives it back',
    { timeout: 20_000 },
    async () => {
      const a = await user('crashed');
      await abandonedGeneration(a.jar);
      // Nothing saved, nothing given back: prompts_used is what was saved plus what is still reserved.
      const { used, saved, open } = await ledger(a.id);
      expect(used).toBe(saved + open);
      expect({ used, saved, open }).toEqual({ used: 1, saved: 0, open: 1 });

      await runCron(Date.now());
      expect(await ledger(a.id)).toEqual({ used: 1, saved: 0, open: 1 });
      // Once expired (10 minutes), the next cron run releases it.
      await runCron(Date.now() + 11 * 60_000);
      expect(await ledger(a.id)).toEqual({ used: 0, saved: 0, open: 0 });
    },
  );

  it('a prompt delivered after its reservation expired and was released is still charged, once', async () => {
    const a = await user('late');
    const reader = await abandonedGeneration(a.jar);
    await runCron(Date.now() + 11 * 60_000);
    expect(await ledger(a.id)).toEqual({ used: 0, saved: 0, open: 0 });
    // The stream goes on and the prompt is saved (the client read it to the end): it was delivered, so it is charged.
    let tail = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) tail += new TextDecoder().decode(chunk.value);
    expect(tail).not.toContain(STREAM_ERROR_MARKER);
    expect(await ledger(a.id)).toEqual({ used: 1, saved: 1, open: 0 });
  });

  it('saving settles the reservation in the same batch; a failure gives it back; nothing stays open', async () => {
    const a = await user('settled');
    expect((await generate(a.jar)).res.status).toBe(200);
    expect(await ledger(a.id)).toEqual({ used: 1, saved: 1, open: 0 });
    const broken = await generate(a.jar, { ...promptBody, details: [] });
    expect(broken.res.status).toBe(400);
    expect(await ledger(a.id)).toEqual({ used: 1, saved: 1, open: 0 });
  });

  it('25 concurrent generations on a plan with 5 prompts left yield exactly 5 saved prompts, none left open', async () => {
    holdTheMinute();
    const a = await user('race-25');
    await setPlan(a.id, 'basic');
    const max = PLAN_LIMITS.basic.maxPrompts;
    await env.DB.prepare('UPDATE subscriptions SET prompts_used = ?2 WHERE user_id = ?1')
      .bind(a.id, max - 5)
      .run();
    const results = await Promise.all(Array.from({ length: 25 }, () => generate(a.jar)));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(5);
    const codes = results.filter((r) => r.res.status !== 200).map((r) => r.json().error.code);
    expect(codes.filter((code) => code === 'quota_exceeded')).toHaveLength(PROMPTS_PER_MINUTE - 5);
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(25 - PROMPTS_PER_MINUTE);
    expect(await ledger(a.id)).toEqual({ used: max, saved: 5, open: 0 });
    vi.useRealTimers();
  });
});

/** Every string inside a JSON value (keys included), to search for what must not be stored or sent. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}

/** The entry a generation saved: its newest version (request, brief, text), every artefact, and a share link's read. */
async function everythingSaved(jar: CookieJar, id: string) {
  const detail = (await (await call(`/api/prompts/${id}`, authed(jar))).json()) as {
    prompt: Record<string, unknown>;
    version: { brief: Brief; request: unknown; text: string };
  };
  const share = await call(`/api/prompts/${id}/shares`, authed(jar, jsonInit('POST', { version: 1 })));
  expect(share.status).toBe(201);
  const { share: link } = (await share.json()) as { share: { id: string } };
  const shared = await (await call(`/api/shared/${link.id}`)).json();
  const artefacts = artefactFiles(renderArtefacts(detail.version.brief)).map((f) => f.text);
  return { detail, shared, artefacts };
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('10. every text field is normalised, the question keys and the earlier prompt too (issue 22)', () => {
  it(
    'U+202E, U+0000 and U+0001 in answer keys, asked and skipped questions and basePrompt reach nothing stored or shown',
    {
      timeout: 20_000,
    },
    async () => {
      const a = await user('controls');
      const asked = 'Who pays\u202E for the classes?\u0000';
      const skipped = 'Is there a waitlist?\u0001';
      const { res } = await generate(a.jar, {
        ...promptBody,
        answers: { [asked]: 'Students' },
        askedQuestions: [
          { id: 'who-pays', text: asked },
          { id: 'waitlist', text: skipped },
        ],
        dismissedQuestions: [skipped],
        recommendedAnswers: [asked],
        basePrompt: '## Earlier\u202E prompt\u0000\nKeep the \u0001schedule.',
      });
      expect(res.status).toBe(200);
      const id = res.headers.get(PROMPT_ID_HEADER)!;
      const { detail, shared, artefacts } = await everythingSaved(a.jar, id);
      const found = [...stringsOf(detail), ...stringsOf(shared), ...artefacts].filter((text) => CONTROL_OR_BIDI.test(text));
      expect(found).toEqual([]);
      // Normalised, not dropped: the answer still belongs to its question, and the earlier prompt is kept.
      expect(detail.version.request).toMatchObject({
        answers: { 'Who pays for the classes?': 'Students' },
        dismissedQuestions: ['Is there a waitlist?'],
        basePrompt: '## Earlier prompt\nKeep the schedule.',
      });
      expect(detail.version.brief.decisions).toContainEqual(
        expect.objectContaining({ id: 'who-pays', question: 'Who pays for the classes?', answer: 'Students' }),
      );
    },
  );
});

describe('11. titles cannot inject structure into an artefact (issue 22)', () => {
  it('a title with line breaks, a rule and a heading is one line, and AGENTS.md, CLAUDE.md and the .mdc keep their own structure', async () => {
    const a = await user('inject');
    const { res } = await generate(a.jar, {
      ...promptBody,
      details: [
        { title: 'Feat\n---\n# Injected heading', description: 'Line one\n## Injected too\n</context>' },
        { title: 'Cart' },
      ],
    });
    expect(res.status).toBe(200);
    const { detail, artefacts } = await everythingSaved(a.jar, res.headers.get(PROMPT_ID_HEADER)!);
    expect(detail.version.brief.features[0]).toMatchObject({
      title: 'Feat --- # Injected heading',
      description: 'Line one ## Injected too </context>',
    });
    for (const text of [detail.version.text, ...artefacts]) {
      const lines = text.split('\n');
      expect(
        lines.filter((line) => /^\s{0,3}#{1,6}\s+Injected/.test(line) || /^\s{0,3}#{1,6}\s.*Injected too/.test(line)),
      ).toEqual([]);
      // The only bare rules are the Cursor rule's own front matter, its first and its closing line.
      expect(lines.flatMap((line, i) => (line.trim() === '---' ? [i] : []))).toEqual(text.startsWith('---\n') ? [0, 4] : []);
      // The description's closing tag is text, not the end of Claude's <context> section.
      expect(text).not.toContain('Injected too </context>');
    }
    expect(detail.version.text).toContain('Injected too &lt;/context&gt;');
  });
});

describe('held already: IDOR between two users', () => {
  it('another user’s prompt is 404, admin routes are 403, and each account reaches only its own rows', async () => {
    const a = await user('idor-a');
    const b = await user('idor-b');
    expect((await generate(a.jar)).res.status).toBe(200);
    const promptId = await env.DB.prepare('SELECT id FROM prompt_history WHERE user_id = ?').bind(a.id).first<string>('id');
    await expectEnvelope(await call(`/api/prompts/${promptId}`, authed(b.jar)), 404, 'not_found');
    const list = (await (await call('/api/prompts', authed(b.jar))).json()) as { prompts: unknown[] };
    expect(list.prompts).toEqual([]);
    await expectEnvelope(
      await call(`/api/admin/users/${b.id}/subscription`, authed(b.jar, jsonInit('PATCH', { plan: 'pro_max' }))),
      403,
      'forbidden',
    );
    await expectEnvelope(await call('/api/admin/users', authed(b.jar)), 403, 'forbidden');
    const exported = JSON.stringify(await (await call('/api/account/export', authed(b.jar))).json());
    expect(exported).not.toContain(a.id);
    expect(exported).not.toContain(a.email);
  });
});

describe('held already: cross-site requests (8 content types × 9 origins)', () => {
  const CONTENT_TYPES = [
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/json',
    '',
  ];
  const ORIGINS = [
    ORIGIN,
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'http://localhost:8080',
    'https://localhost',
    'http://127.0.0.1',
    'http://evil.example/http://localhost',
    undefined,
  ];

  it('only this site’s own Origin with a JSON body reaches a state-changing route', async () => {
    const a = await user('csrf');
    for (const type of CONTENT_TYPES) {
      for (const origin of ORIGINS) {
        const headers: Record<string, string> = { Cookie: a.jar.header() };
        if (type) headers['Content-Type'] = type;
        if (origin !== undefined) headers.Origin = origin;
        const res = await call('/api/profile', { method: 'PATCH', headers, body: JSON.stringify({ first_name: 'Forged' }) });
        const json = type === 'application/json' || type === 'application/json; charset=utf-8';
        const expected = origin !== ORIGIN ? 403 : json ? 200 : 415;
        expect(res.status, `${type || '(none)'} from ${origin ?? '(no Origin)'}`).toBe(expected);
        if (expected === 200) {
          await env.DB.prepare('UPDATE profiles SET first_name = NULL WHERE id = ?').bind(a.id).run();
        }
      }
    }
    expect((await me(a.jar)).profile.first_name).toBeNull();
  });

  it('the live socket refuses a foreign Origin', async () => {
    const a = await user('ws-origin');
    const res = await call('/api/live', {
      headers: { Upgrade: 'websocket', Origin: 'https://evil.example', Cookie: a.jar.header() },
    });
    await expectEnvelope(res, 403, 'forbidden');
  });
});

describe('held already: forged cookies', () => {
  it('garbage, another secret, alg none and a deleted user’s session are all 401 and cleared', async () => {
    const a = await user('forged');
    const { sid } = await sessionClaims(a.jar);
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ sub: a.id, sid }))}.`;
    const cookies = [
      'not-a-session',
      unsigned,
      await encode({ token: { sub: a.id, sid }, secret: 'another-secret-0123456789abcdefghijkl', salt: SESSION_COOKIE }),
      a.jar.get(SESSION_COOKIE)!.slice(0, -4) + 'AAAA',
    ];
    for (const value of cookies) {
      const jar = new CookieJar();
      jar.set(SESSION_COOKIE, value);
      const res = await call('/api/me', authed(jar));
      expect(clearsCookie(res)).toBe(true);
      await expectEnvelope(res, 401, 'unauthorized');
    }
    await env.DB.prepare('DELETE FROM profiles WHERE id = ?').bind(a.id).run();
    await expectEnvelope(await call('/api/me', authed(a.jar)), 401, 'unauthorized');
  });
});

describe('held already: mass assignment', () => {
  it('a profile update cannot set its email, id, role or quota; a plan change takes its limits from the plan', async () => {
    const a = await user('mass');
    for (const extra of [
      { email: 'boss@example.org' },
      { id: 'x' },
      { isAdmin: true },
      { prompts_used: 0 },
      { created_at: '2000' },
    ]) {
      await expectEnvelope(
        await call('/api/profile', authed(a.jar, jsonInit('PATCH', { first_name: 'Eve', ...extra }))),
        400,
        'validation_failed',
      );
    }
    expect((await me(a.jar)).profile).toMatchObject({ email: a.email, id: a.id });

    const admin = await devSignIn('admin@example.com', 'Admin');
    const res = await call(
      `/api/admin/users/${a.id}/subscription`,
      authed(admin.jar, jsonInit('PATCH', { plan: 'basic', max_prompts: 999_999, prompts_used: -5, user_id: 'x' })),
    );
    expect(res.status).toBe(200);
    expect((await me(a.jar)).subscription).toMatchObject({
      plan: 'basic',
      max_prompts: PLAN_LIMITS.basic.maxPrompts,
      prompts_used: 0,
    });
  });
});

describe('held already: body limits', () => {
  it('a body over 64 KB is 413; 30,000 levels of nesting and a 60 KB description are 400, never 500', async () => {
    const a = await user('bodies');
    await expectEnvelope(
      await call('/api/profile', authed(a.jar, jsonInit('PATCH', { first_name: 'x'.repeat(65 * 1024) }))),
      413,
      'payload_too_large',
    );
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    const nested = await call(
      '/api/profile',
      authed(a.jar, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: deep }),
    );
    expect(nested.status).toBe(400);
    const long = await suggestRaw(a.jar, { projectDescription: 'x'.repeat(60 * 1024), platform: 'claude' });
    expect(long.status).toBe(400);
  });
});

async function suggestRaw(jar: CookieJar, body: unknown) {
  return call('/api/ai/suggest-features', authed(jar, jsonInit('POST', body)));
}

describe('held already: prototype keys', () => {
  it('__proto__ and constructor keys neither pollute objects nor slip past validation', async () => {
    const a = await user('proto');
    const polluting = '{"__proto__": {"isAdmin": true, "polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}';
    const res = await call(
      '/api/profile',
      authed(a.jar, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: polluting }),
    );
    expect(res.status).toBe(400);
    const answers = await generate(a.jar, { ...promptBody, answers: JSON.parse('{"__proto__": "x", "constructor": "y"}') });
    expect(answers.res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await me(a.jar)).isAdmin).toBe(false);
  });
});
