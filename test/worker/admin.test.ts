import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_LIMITS, type Plan } from '../../common/plans';
import app from '../../worker/app';
import { CACHE_KEYS } from '../../worker/lib/cache';
import type { AdminStats, AdminUser } from '../../worker/db/dto';
import { usersListQuery } from '../../worker/db/queries/admin';
import { usersQuery } from '../../worker/routes/admin';
import { authed, call, CookieJar, devSignIn, expectEnvelope, jsonInit, ORIGIN } from './helpers';

const tag = crypto.randomUUID().slice(0, 8);
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@admin.test`;

interface UsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

async function user(prefix: string, name = `${prefix} Person`) {
  const email = unique(prefix);
  const { jar } = await devSignIn(email, name);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id, email };
}

let adminJar: CookieJar;
let adminId = '';

beforeAll(async () => {
  ({ jar: adminJar } = await devSignIn('admin@example.com', 'Admin Tester'));
  const me = (await (await call('/api/me', authed(adminJar))).json()) as { profile: { id: string }; isAdmin: boolean };
  expect(me.isAdmin).toBe(true);
  adminId = me.profile.id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls the app with env overrides and waits for its waitUntil work (the email, the live notification). */
async function callApp(path: string, init: RequestInit, overrides: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(new URL(path, ORIGIN).href, init, { ...env, ...overrides }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, json: () => JSON.parse(body) as Record<string, unknown> };
}

const setPlan = (userId: string, plan: unknown, overrides: Record<string, unknown> = {}) =>
  callApp(`/api/admin/users/${userId}/subscription`, authed(adminJar, jsonInit('PATCH', { plan })), overrides);

async function listUsers(query: Record<string, string>): Promise<UsersPage> {
  const res = await call(`/api/admin/users?${new URLSearchParams(query)}`, authed(adminJar));
  expect(res.status).toBe(200);
  return (await res.json()) as UsersPage;
}

async function outboxFor(userId: string) {
  const { results } = await env.DB.prepare('SELECT * FROM email_outbox WHERE user_id = ?1 ORDER BY created_at, rowid')
    .bind(userId)
    .all<{ to_email: string; subject: string; body_text: string; payload: string; status: string; error: string | null }>();
  return results.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

describe('admin routes are for admins only', () => {
  // app.routes lists each handler and validator of a route; one entry per method and path.
  const adminRoutes = [
    ...new Map(
      app.routes.filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r]),
    ).values(),
  ];

  it('registers the stats, users and plan change routes', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'PATCH /api/admin/users/:userId/subscription',
    ]);
  });

  it('answers 401 anonymous and 403 for a signed-in user who is not an admin, on every admin route', async () => {
    const normal = await user('normal');
    for (const route of adminRoutes) {
      const path = route.path.replace(':userId', normal.id);
      const init = route.method === 'GET' ? { method: 'GET' } : jsonInit(route.method, { plan: 'pro' });
      const label = `${route.method} ${route.path}`;
      await expectEnvelope(await call(path, init), 401, 'unauthorized').catch((e: Error) => {
        throw new Error(`${label} anonymous: ${e.message}`);
      });
      const error = await expectEnvelope(await call(path, authed(normal.jar, init)), 403, 'forbidden').catch((e: Error) => {
        throw new Error(`${label} as a normal user: ${e.message}`);
      });
      expect(error.message).toBe('You don’t have admin privileges for this account.');
    }
    // The attempted change did nothing.
    const sub = await env.DB.prepare('SELECT plan FROM subscriptions WHERE user_id = ?1').bind(normal.id).first('plan');
    expect(sub).toBe('free');
  });
});

describe('PATCH /api/admin/users/:userId/subscription', () => {
  it('sets exactly the limits of each plan and audits every change (who, from, to)', async () => {
    const target = await user('plans');
    await env.DB.prepare('UPDATE subscriptions SET prompts_used = 3 WHERE user_id = ?1').bind(target.id).run();
    const sequence: Plan[] = ['basic', 'pro', 'pro_max', 'free', 'pro'];
    for (const plan of sequence) {
      const { res, json } = await setPlan(target.id, plan);
      expect(res.status).toBe(200);
      const { subscription } = json() as { subscription: Record<string, unknown> };
      expect(subscription).toMatchObject({
        user_id: target.id,
        plan,
        max_prompts: PLAN_LIMITS[plan].maxPrompts,
        max_features: PLAN_LIMITS[plan].maxFeatures,
        prompts_used: 3, // a plan change keeps the usage of the current period
      });
      const row = await env.DB.prepare('SELECT plan, max_prompts, max_features FROM subscriptions WHERE user_id = ?1')
        .bind(target.id)
        .first();
      expect(row).toEqual({ plan, max_prompts: PLAN_LIMITS[plan].maxPrompts, max_features: PLAN_LIMITS[plan].maxFeatures });
      // The user sees it on their next request.
      const me = (await (await call('/api/subscription', authed(target.jar))).json()) as { subscription: unknown };
      expect(me.subscription).toEqual(subscription);
    }
    const audit = await env.DB.prepare(
      'SELECT admin_id, from_plan, to_plan, created_at FROM subscription_audit WHERE user_id = ?1 ORDER BY created_at, rowid',
    )
      .bind(target.id)
      .all<{ admin_id: string; from_plan: string | null; to_plan: string; created_at: string }>();
    expect(audit.results.map(({ admin_id, from_plan, to_plan }) => ({ admin_id, from_plan, to_plan }))).toEqual([
      { admin_id: adminId, from_plan: 'free', to_plan: 'basic' },
      { admin_id: adminId, from_plan: 'basic', to_plan: 'pro' },
      { admin_id: adminId, from_plan: 'pro', to_plan: 'pro_max' },
      { admin_id: adminId, from_plan: 'pro_max', to_plan: 'free' },
      { admin_id: adminId, from_plan: 'free', to_plan: 'pro' },
    ]);
    expect(Math.abs(Date.parse(audit.results[0]!.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('creates a missing subscription row (usage 0, a new one-month period) and audits from_plan null', async () => {
    const target = await user('norow');
    await env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?1').bind(target.id).run();
    const { res, json } = await setPlan(target.id, 'basic');
    expect(res.status).toBe(200);
    const { subscription } = json() as {
      subscription: { id: string; plan: string; prompts_used: number; current_period_start: string; current_period_end: string };
    };
    expect(subscription).toMatchObject({ plan: 'basic', max_prompts: 50, max_features: 10, prompts_used: 0 });
    expect(subscription.id).toEqual(expect.any(String));
    const start = Date.parse(subscription.current_period_start);
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(subscription.current_period_end) - end.getTime())).toBeLessThan(2 * 86_400_000);
    const audit = await env.DB.prepare('SELECT admin_id, from_plan, to_plan FROM subscription_audit WHERE user_id = ?1')
      .bind(target.id)
      .all();
    expect(audit.results).toEqual([{ admin_id: adminId, from_plan: null, to_plan: 'basic' }]);
  });

  it('answers 400 for an unknown or missing plan and 404 for an unknown user, writing nothing', async () => {
    const target = await user('bad');
    for (const body of [{ plan: 'enterprise' }, { plan: 'FREE' }, {}, { plan: 3 }]) {
      const { res, json } = await callApp(
        `/api/admin/users/${target.id}/subscription`,
        authed(adminJar, jsonInit('PATCH', body)),
      );
      expect(res.status).toBe(400);
      expect(json().error).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'plan' })] });
    }
    const missing = await setPlan('no-such-user', 'pro');
    expect(missing.res.status).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'not_found' });
    const writes = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM subscription_audit WHERE user_id IN (?1, 'no-such-user'))
            + (SELECT COUNT(*) FROM subscriptions WHERE user_id = 'no-such-user')
            + (SELECT COUNT(*) FROM email_outbox WHERE user_id = ?1) AS n`,
    )
      .bind(target.id)
      .first('n');
    expect(writes).toBe(0);
    expect(await env.DB.prepare('SELECT plan FROM subscriptions WHERE user_id = ?1').bind(target.id).first('plan')).toBe('free');
  });

  it('queues the membership email in the outbox when no EMAIL binding is set', async () => {
    const target = await user('mail', 'Olive Outbox');
    expect(env.EMAIL).toBeUndefined();
    expect((await setPlan(target.id, 'basic')).res.status).toBe(200);
    expect((await setPlan(target.id, 'pro_max')).res.status).toBe(200);
    const rows = await outboxFor(target.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      to_email: target.email,
      subject: 'Your prompt.qordinate plan is now Basic',
      status: 'queued',
      error: null,
      payload: { email: target.email, name: 'Olive Outbox', plan: 'basic', maxPrompts: 50, maxFeatures: 10 },
    });
    expect(rows[0]!.body_text).toContain(
      'Hi Olive Outbox, your prompt.qordinate plan is now Basic: 50 prompts a month, up to 10 features per prompt.',
    );
    expect(rows[1]!.payload).toEqual({
      email: target.email,
      name: 'Olive Outbox',
      plan: 'pro_max',
      maxPrompts: 999999,
      maxFeatures: 999999,
    });
    expect(rows[1]!.body_text).toContain('plan is now Pro Max: unlimited prompts a month, unlimited features per prompt.');
  });

  it("falls back to the name 'User'", async () => {
    const target = await user('noname');
    await env.DB.prepare('UPDATE profiles SET first_name = NULL, last_name = NULL WHERE id = ?1').bind(target.id).run();
    expect((await setPlan(target.id, 'pro')).res.status).toBe(200);
    const [row] = await outboxFor(target.id);
    expect(row?.payload).toMatchObject({ name: 'User', plan: 'pro', maxPrompts: 200, maxFeatures: 20 });
    expect(row?.body_text).toMatch(/^Hi User, your prompt\.qordinate plan is now Pro: 200 prompts a month, up to 20 features/);
  });

  it('sends through the EMAIL binding when configured, and records it as sent', async () => {
    const target = await user('sent', 'Sam Sender');
    const sent: unknown[] = [];
    const EMAIL = { send: async (message: unknown) => void sent.push(message) };
    const { res } = await setPlan(target.id, 'pro', { EMAIL, EMAIL_FROM: 'noreply@prompt.example' });
    expect(res.status).toBe(200);
    expect(sent).toEqual([
      {
        from: { name: 'prompt.qordinate', email: 'noreply@prompt.example' },
        to: target.email,
        subject: 'Your prompt.qordinate plan is now Pro',
        text: expect.stringContaining('Hi Sam Sender, your prompt.qordinate plan is now Pro: 200 prompts a month'),
      },
    ]);
    expect((await outboxFor(target.id)).map((r) => [r.status, r.error])).toEqual([['sent', null]]);
  });

  it('a failing email transport still answers 200; the failure is logged and recorded', async () => {
    const target = await user('smtp', 'Fay Failure');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = {
      send: () => {
        throw new Error('smtp down');
      },
    };
    const rejecting = { send: () => Promise.reject(new Error('smtp timeout')) };

    const first = await setPlan(target.id, 'basic', { EMAIL: throwing, EMAIL_FROM: 'noreply@prompt.example' });
    expect(first.res.status).toBe(200);
    expect(first.json()).toMatchObject({ subscription: { plan: 'basic', max_prompts: 50 } });
    const second = await setPlan(target.id, 'pro', { EMAIL: rejecting, EMAIL_FROM: 'noreply@prompt.example' });
    expect(second.res.status).toBe(200);
    const third = await setPlan(target.id, 'free', { EMAIL: { send: async () => {} } }); // no EMAIL_FROM
    expect(third.res.status).toBe(200);

    expect((await outboxFor(target.id)).map((r) => [r.status, r.error])).toEqual([
      ['failed', 'smtp down'],
      ['failed', 'smtp timeout'],
      ['failed', 'EMAIL_FROM is not set'],
    ]);
    expect(errors).toHaveBeenCalledWith('Membership email failed', 'smtp down');
    expect(await env.DB.prepare('SELECT plan FROM subscriptions WHERE user_id = ?1').bind(target.id).first('plan')).toBe('free');
  });

  it('a failing live notification never fails the change', async () => {
    const target = await user('nolive');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      idFromName: () => {
        throw new Error('durable objects down');
      },
    };
    const { res } = await setPlan(target.id, 'pro', { USER_LIVE: broken });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare('SELECT plan FROM subscriptions WHERE user_id = ?1').bind(target.id).first('plan')).toBe('pro');
  });
});

describe('GET /api/admin/stats', () => {
  const FUTURE_DAYS = Array.from({ length: 31 }, (_, i) => `2099-12-${String(i + 1).padStart(2, '0')}`);

  async function stats(): Promise<AdminStats> {
    const res = await call('/api/admin/stats', authed(adminJar));
    expect(res.status).toBe(200);
    return (await res.json()) as AdminStats;
  }

  async function direct() {
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const n = (sql: string, ...args: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...args)
        .first<number>('n');
    return {
      users: await n('SELECT COUNT(*) AS n FROM profiles'),
      premiumUsers: await n(
        "SELECT COUNT(*) AS n FROM profiles p LEFT JOIN subscriptions s ON s.user_id = p.id WHERE ifnull(s.plan, 'free') <> 'free'",
      ),
      promptsAllTime: await n('SELECT COUNT(*) AS n FROM prompt_history'),
      promptsToday: await n(
        'SELECT COUNT(*) AS n FROM prompt_history WHERE substr(created_at, 1, 10) = substr(?1, 1, 10)',
        today,
      ),
    };
  }

  it('returns the totals and the last 30 daily rows newest first, cached in KV for 5 minutes', async () => {
    const statements = FUTURE_DAYS.map((date, i) =>
      env.DB.prepare(
        `INSERT INTO daily_prompt_stats (date, total_prompts, unique_users) VALUES (?1, ?2, ?3)
         ON CONFLICT (date) DO UPDATE SET total_prompts = excluded.total_prompts, unique_users = excluded.unique_users`,
      ).bind(date, 100 + i, i),
    );
    await env.DB.batch(statements);
    // A user without a subscription row counts as free; prompts today, before and after.
    const nosub = await user('stats-nosub');
    await env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?1').bind(nosub.id).run();
    await env.DB.prepare(
      `INSERT INTO prompt_history (user_id, project_description, generated_prompt, target_ai_platform, created_at)
       VALUES (?1, 'p', 'g', 'claude', ?2), (?1, 'p', 'g', 'claude', '2001-01-01T00:00:00.000Z'),
              (?1, 'p', 'g', 'claude', ?3)`,
    )
      .bind(nosub.id, new Date().toISOString(), new Date(Date.now() + 2 * 86_400_000).toISOString()) // the last: not today
      .run();
    await env.CACHE.delete(CACHE_KEYS.adminStats);

    const body = await stats();
    expect(body.totals).toEqual(await direct());
    expect(body.totals.promptsToday).toBeGreaterThanOrEqual(1);
    expect(body.totals.promptsAllTime).toBeGreaterThan(body.totals.promptsToday);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2099-12-31', total_prompts: 130, unique_users: 30, updated_at: expect.any(String) });
    expect(body.daily.at(-1)?.date).toBe('2099-12-02');
    expect(body.daily.map((d) => d.date)).toEqual([...FUTURE_DAYS].reverse().slice(0, 30));

    const { keys } = await env.CACHE.list({ prefix: CACHE_KEYS.adminStats });
    const ttl = (keys[0]?.expiration ?? 0) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(240);
    expect(ttl).toBeLessThanOrEqual(301);

    await env.DB.prepare(`DELETE FROM daily_prompt_stats WHERE date LIKE '2099-12-%'`).run();
    await env.CACHE.delete(CACHE_KEYS.adminStats);
  });

  it('serves the cached numbers until a plan change invalidates them', async () => {
    const target = await user('stats-plan');
    await env.CACHE.delete(CACHE_KEYS.adminStats);
    const before = await stats();
    await user('stats-hidden'); // a new user: not visible while the cache holds
    expect(await stats()).toEqual(before);

    expect((await setPlan(target.id, 'pro')).res.status).toBe(200);
    const after = await stats();
    expect(after.totals.premiumUsers).toBe(before.totals.premiumUsers + 1);
    expect(after.totals.users).toBe(before.totals.users + 1);
    expect(after.totals).toEqual(await direct());
  });
});

describe('GET /api/admin/users', () => {
  const domain = `ul-${tag}.test`;
  const people = [
    // [email local part, first, last, created_at, plan or null for no row]
    ['zed', `Zelda${tag}`, `Quill${tag}`, '2030-01-01T00:00:05.000Z', 'basic'],
    ['yan', `Yannick${tag}`, `Stone${tag}`, '2030-01-01T00:00:04.000Z', 'pro'],
    ['xia', `Xia${tag}`, null, '2030-01-01T00:00:03.000Z', null],
    ['wes', null, null, '2030-01-01T00:00:03.000Z', 'free'], // same created_at as xia: id breaks the tie
    ['vic', `Victor${tag}`, `Quill${tag}`, '2030-01-01T00:00:01.000Z', 'pro_max'],
  ] as const;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    for (const [local, first, last, createdAt, plan] of people) {
      const row = await env.DB.prepare(
        'INSERT INTO profiles (email, first_name, last_name, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id',
      )
        .bind(`${local}@${domain}`, first, last, createdAt)
        .first<{ id: string }>();
      ids.set(local, row!.id);
      if (plan) {
        await env.DB.prepare('INSERT INTO subscriptions (user_id, plan, max_prompts, max_features) VALUES (?1, ?2, ?3, ?4)')
          .bind(row!.id, plan, PLAN_LIMITS[plan].maxPrompts, PLAN_LIMITS[plan].maxFeatures)
          .run();
      }
    }
  });

  const locals = (page: UsersPage) => page.users.map((u) => u.email.split('@')[0]);
  const tieOrder = () => (ids.get('xia')! > ids.get('wes')! ? ['xia', 'wes'] : ['wes', 'xia']);

  it('lists users newest first with their subscription (free with zeros when there is no row)', async () => {
    const page = await listUsers({ search: domain });
    expect(locals(page)).toEqual(['zed', 'yan', ...tieOrder(), 'vic']);
    expect(page.nextCursor).toBeNull();
    const zed = page.users[0]!;
    expect(Object.keys(zed).sort()).toEqual([
      'avatar_url',
      'created_at',
      'email',
      'first_name',
      'id',
      'last_name',
      'subscription',
    ]);
    expect(zed).toMatchObject({ email: `zed@${domain}`, first_name: `Zelda${tag}`, last_name: `Quill${tag}`, avatar_url: null });
    expect(zed.subscription).toMatchObject({ user_id: zed.id, plan: 'basic', max_prompts: 50, max_features: 10 });
    const xia = page.users.find((u) => u.email.startsWith('xia@'))!;
    expect(xia.subscription).toEqual({
      id: null,
      user_id: xia.id,
      plan: 'free',
      max_prompts: 0,
      max_features: 0,
      prompts_used: 0,
      current_period_start: null,
      current_period_end: null,
      created_at: null,
      updated_at: null,
    });

    // Without a search, the first page is in the same order over everyone.
    const all = await listUsers({});
    const total = await env.DB.prepare('SELECT COUNT(*) AS n FROM profiles').first<number>('n');
    expect(all.users).toHaveLength(Math.min(50, total ?? 0));
    for (let i = 1; i < all.users.length; i++) {
      const [a, b] = [all.users[i - 1]!, all.users[i]!];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
    }
  });

  it('searches email, first name, last name and "first last", case-insensitively', async () => {
    const T = tag.toUpperCase();
    expect(locals(await listUsers({ search: `ZELDA${T}` }))).toEqual(['zed']);
    expect(locals(await listUsers({ search: `quill${tag}` }))).toEqual(['zed', 'vic']);
    expect(locals(await listUsers({ search: `  zelda${tag}   QUILL${T} ` }))).toEqual(['zed']);
    expect(locals(await listUsers({ search: `elda${tag} qu` }))).toEqual(['zed']);
    expect(locals(await listUsers({ search: `WES@UL-${T}` }))).toEqual(['wes']);
    expect(locals(await listUsers({ search: `stone${tag}` }))).toEqual(['yan']);
    // LIKE wildcards in the search are literal.
    expect(locals(await listUsers({ search: `ul_${tag}` }))).toEqual([]);
    expect(locals(await listUsers({ search: `zed%${tag}` }))).toEqual([]);
    expect(locals(await listUsers({ search: `nobody-${tag}` }))).toEqual([]);
  });

  it('filters by plan; free includes users without a subscription row; empty plan means all', async () => {
    expect(locals(await listUsers({ search: domain, plan: 'free' }))).toEqual(tieOrder());
    expect(locals(await listUsers({ search: domain, plan: 'basic' }))).toEqual(['zed']);
    expect(locals(await listUsers({ search: domain, plan: 'pro' }))).toEqual(['yan']);
    expect(locals(await listUsers({ search: domain, plan: 'pro_max' }))).toEqual(['vic']);
    expect(locals(await listUsers({ search: domain, plan: '' }))).toHaveLength(5);
    const pro = await listUsers({ plan: 'pro' });
    expect(pro.users.every((u) => u.subscription.plan === 'pro')).toBe(true);
  });

  it('rejects a bad plan and a bad cursor with 400', async () => {
    for (const query of ['plan=gold', 'plan=FREE', 'cursor=not-a-cursor', `cursor=${btoa('x|y')}`, `search=${'a'.repeat(201)}`]) {
      const res = await call(`/api/admin/users?${query}`, authed(adminJar));
      const error = await expectEnvelope(res, 400, 'validation_failed');
      expect(error.details, query).toEqual([expect.objectContaining({ path: query.split('=')[0] })]);
    }
  });

  it('pages through 50 at a time with the cursor, without duplicates or gaps (ties included)', async () => {
    const pageDomain = `pg-${tag}.test`;
    // 130 users on 40 distinct timestamps: many ties across page boundaries.
    await env.DB.prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 130)
       INSERT INTO profiles (email, first_name, created_at)
       SELECT printf('p%03d@%s', n, ?1), 'Pager', strftime('%Y-%m-%dT%H:%M:%fZ', '2029-06-01', '+' || (n % 40) || ' seconds')
         FROM seq`,
    )
      .bind(pageDomain)
      .run();
    const expected = (
      await env.DB.prepare('SELECT id, created_at FROM profiles WHERE email LIKE ?1')
        .bind(`%@${pageDomain}`)
        .all<{ id: string; created_at: string }>()
    ).results
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((r) => r.id);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { search: pageDomain };
      if (cursor) query.cursor = cursor;
      const page = await listUsers(query);
      sizes.push(page.users.length);
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor;
      expect(cursor === null || /^[A-Za-z0-9_-]+$/.test(cursor)).toBe(true);
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([50, 50, 30]);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(130);

    await env.DB.prepare('DELETE FROM profiles WHERE email LIKE ?1').bind(`%@${pageDomain}`).run();
  });
});

describe('GET /api/admin/users with 100,000 profiles', () => {
  const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken'];
  const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Backus', 'Hamilton', 'Thompson'];

  it('answers searches, plan filters and later pages in under 100 ms, in index order', async () => {
    await env.DB.prepare("DELETE FROM profiles WHERE email LIKE '%@perf.test'").run();
    const seedStart = performance.now();
    await env.DB.prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 100000)
       INSERT INTO profiles (email, first_name, last_name, created_at)
       SELECT printf('user%06d@perf.test', n), json_extract(?1, '$[' || (n % 10) || ']'),
              json_extract(?2, '$[' || ((n / 10) % 10) || ']'),
              strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || n || ' minutes')
         FROM seq`,
    )
      .bind(JSON.stringify(FIRST), JSON.stringify(LAST))
      .run();
    // A third of them have a subscription row; a fifth of all are premium (pro, basic, pro_max: ~6,700 each).
    await env.DB.prepare(
      `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features)
       SELECT id, CASE CAST(substr(email, 5, 6) AS INTEGER) % 15 WHEN 0 THEN 'pro' WHEN 3 THEN 'basic' WHEN 6 THEN 'pro_max' ELSE 'free' END, 5, 5
         FROM profiles WHERE email LIKE '%@perf.test' AND CAST(substr(email, 5, 6) AS INTEGER) % 3 = 0`,
    ).run();
    const seedMs = performance.now() - seedStart;
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM profiles WHERE email LIKE '%@perf.test'").first('n')).toBe(100_000);

    try {
      const first = await listUsers({ search: 'perf.test' });
      const cases: [string, Record<string, string>, number][] = [
        ['list, no filter', {}, 50],
        ['search common (ada)', { search: 'ada' }, 50],
        ['search full name (grace hopper)', { search: 'Grace Hopper' }, 50],
        ['search one email (user054321@)', { search: 'user054321@' }, 1],
        ['search no match', { search: 'zz-no-such-person' }, 0],
        ['plan=pro', { plan: 'pro' }, 50],
        ['plan=free', { plan: 'free' }, 50],
        ['plan=pro + rare search', { plan: 'pro', search: 'user0543' }, -1],
        ['page 2 of a search', { search: 'perf.test', cursor: first.nextCursor! }, 50],
      ];
      const timings: Record<string, string> = {};
      for (const [label, query, expectedCount] of cases) {
        const path = `/api/admin/users?${new URLSearchParams(query)}`;
        await call(path, authed(adminJar)); // warm
        const runs: number[] = [];
        let count = 0;
        for (let i = 0; i < 5; i++) {
          const start = performance.now();
          const res = await app.request(new URL(path, ORIGIN).href, authed(adminJar), env);
          count = ((await res.json()) as UsersPage).users.length;
          runs.push(performance.now() - start);
        }
        if (expectedCount >= 0) expect(count, label).toBe(expectedCount);
        // The best of five: the query's own cost, not a busy machine's scheduling (the plans below show the index use).
        const best = Math.min(...runs);
        timings[label] = `${best.toFixed(1)} ms (best of 5), ${count} rows`;
        expect(best, label).toBeLessThan(100);
      }

      const plans: Record<string, string[]> = {};
      const explain = async (label: string, query: Record<string, string>) => {
        const { sql, args } = usersListQuery(usersQuery.parse(query));
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...args)
          .all<{ detail: string }>();
        plans[label] = plan.results.map((r) => r.detail);
        return plans[label];
      };
      const search = await explain('search', { search: 'ada' });
      expect(search).toContain('SCAN p USING INDEX profiles_list_idx');
      expect(search.join('\n')).not.toMatch(/TEMP B-TREE|SCAN p$/m);
      const page2 = await explain('search, page 2', { search: 'ada', cursor: first.nextCursor! });
      expect(page2).toContain('SEARCH p USING INDEX profiles_list_idx ((created_at,id)<(?,?))');
      expect(page2.join('\n')).not.toMatch(/TEMP B-TREE/);
      const free = await explain('plan=free', { plan: 'free' });
      expect(free).toContain('SCAN p USING INDEX profiles_list_idx');
      expect(free.some((d) => d.startsWith('SEARCH s USING INDEX subscriptions_user_id_unique'))).toBe(true);
      const pro = await explain('plan=pro', { plan: 'pro' });
      // A non-free plan starts from that plan's subscriptions and sorts them (a minority of users).
      expect(pro).toContain('SEARCH s USING INDEX subscriptions_plan_idx (plan=?)');
      expect(pro.join('\n')).not.toMatch(/SCAN (p|s)\b/);

      // Measured in workerd/miniflare (local SQLite) on the test machine; see the report in the PR.
      console.log(
        `100,000 profiles seeded in ${seedMs.toFixed(0)} ms\n` +
          `timings: ${JSON.stringify(timings, null, 2)}\nquery plans: ${JSON.stringify(plans, null, 2)}`,
      );
    } finally {
      await env.DB.prepare(
        "DELETE FROM subscriptions WHERE user_id IN (SELECT id FROM profiles WHERE email LIKE '%@perf.test')",
      ).run();
      await env.DB.prepare("DELETE FROM profiles WHERE email LIKE '%@perf.test'").run();
    }
  }, 120_000);
});

describe('data rights cover the new tables', () => {
  it('exports and deletes the user’s audit and outbox rows; an admin’s deletion keeps the audit rows', async () => {
    const target = await user('rights', 'Rita Rights');
    expect((await setPlan(target.id, 'basic')).res.status).toBe(200);
    const exported = (await (await call('/api/account/export', authed(target.jar))).json()) as {
      subscription_audit: { user_id: string; from_plan: string; to_plan: string }[];
      email_outbox: { to_email: string; payload: { plan: string } }[];
    };
    expect(exported.subscription_audit).toEqual([
      expect.objectContaining({ user_id: target.id, admin_id: adminId, from_plan: 'free', to_plan: 'basic' }),
    ]);
    expect(exported.email_outbox).toEqual([
      expect.objectContaining({ to_email: target.email, payload: expect.objectContaining({ plan: 'basic' }) }),
    ]);

    const res = await call('/api/account', authed(target.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    expect(res.status).toBe(200);
    for (const table of ['subscription_audit', 'email_outbox']) {
      const n = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?1`).bind(target.id).first('n');
      expect(n, table).toBe(0);
    }

    // An admin who deletes their account: the audit rows of their changes stay, without the link to them.
    const boss = await user('boss');
    await env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?1, 'admin')").bind(boss.id).run();
    const other = await user('other');
    const change = await call(`/api/admin/users/${other.id}/subscription`, authed(boss.jar, jsonInit('PATCH', { plan: 'pro' })));
    expect(change.status).toBe(200);
    expect((await call('/api/account', authed(boss.jar, jsonInit('DELETE', { confirm: 'DELETE' })))).status).toBe(200);
    const audit = await env.DB.prepare('SELECT admin_id, from_plan, to_plan FROM subscription_audit WHERE user_id = ?1')
      .bind(other.id)
      .all();
    expect(audit.results).toEqual([{ admin_id: null, from_plan: 'free', to_plan: 'pro' }]);
  });
});
