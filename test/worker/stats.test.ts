import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { CACHE_KEYS } from '../../worker/lib/cache';
import { DAILY_STATS_SQL } from '../../worker/db/queries/stats';

// Days no other test writes prompts on, so the counts are exact even with other test files running.
const SCHEDULED = Date.parse('2031-05-20T00:07:00.000Z'); // today 2031-05-20, yesterday 2031-05-19
const DAYS = ['2031-05-18', '2031-05-19', '2031-05-20', '2031-05-21'];
const tag = crypto.randomUUID().slice(0, 8);

async function profile(name: string): Promise<string> {
  const row = await env.DB.prepare('INSERT INTO profiles (email, first_name) VALUES (?1, ?2) RETURNING id')
    .bind(`${name}-${tag}@stats.test`, name)
    .first<{ id: string }>();
  return row!.id;
}

async function prompt(userId: string, createdAt: string) {
  await env.DB.prepare(
    `INSERT INTO prompt_history (user_id, project_description, generated_prompt, target_ai_platform, created_at)
     VALUES (?1, 'p', 'g', 'claude', ?2)`,
  )
    .bind(userId, createdAt)
    .run();
}

async function statsRows() {
  const { results } = await env.DB.prepare(
    `SELECT date, total_prompts, unique_users FROM daily_prompt_stats WHERE date IN (${DAYS.map(() => '?').join(', ')}) ORDER BY date`,
  )
    .bind(...DAYS)
    .all<{ date: string; total_prompts: number; unique_users: number }>();
  return results;
}

let ann = '';
let bob = '';

beforeAll(async () => {
  await env.DB.prepare(`DELETE FROM daily_prompt_stats WHERE date IN (${DAYS.map(() => '?').join(', ')})`)
    .bind(...DAYS)
    .run();
  ann = await profile('ann');
  bob = await profile('bob');
  // Yesterday: 3 by Ann (both edges of the day included), 2 by Bob.
  await prompt(ann, '2031-05-19T00:00:00.000Z');
  await prompt(ann, '2031-05-19T12:30:00.000Z');
  await prompt(ann, '2031-05-19T23:59:59.999Z');
  await prompt(bob, '2031-05-19T08:00:00.000Z');
  await prompt(bob, '2031-05-19T09:00:00.000Z');
  // Today: 1 each.
  await prompt(ann, '2031-05-20T00:00:00.000Z');
  await prompt(bob, '2031-05-20T00:06:59.999Z');
  // Outside the two days: must not count.
  await prompt(ann, '2031-05-18T23:59:59.999Z');
  await prompt(bob, '2031-05-21T00:00:00.000Z');
});

afterAll(async () => {
  await env.DB.prepare("DELETE FROM profiles WHERE email LIKE '%@stats.test'").run(); // history cascades
  await env.DB.prepare(`DELETE FROM daily_prompt_stats WHERE date IN (${DAYS.map(() => '?').join(', ')})`)
    .bind(...DAYS)
    .run();
});

/** Calls the Worker's scheduled handler the way the runtime does, and waits for its waitUntil work. */
async function runCron(scheduledTime: number) {
  const controller = createScheduledController({ scheduledTime: new Date(scheduledTime), cron: '*/15 * * * *' });
  const ctx = createExecutionContext();
  worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

const EXPECTED = [
  { date: '2031-05-19', total_prompts: 5, unique_users: 2 },
  { date: '2031-05-20', total_prompts: 2, unique_users: 2 },
];

describe('the scheduled handler (cron)', () => {
  it('counts prompts and distinct users per UTC day (yesterday and today only), and is idempotent', async () => {
    await runCron(SCHEDULED);
    const first = await statsRows();
    expect(first).toEqual(EXPECTED);
    await runCron(SCHEDULED);
    expect(await statsRows()).toEqual(first);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM daily_prompt_stats WHERE date LIKE '2031-05-%'").first('n');
    expect(count).toBe(2);
  });

  it('follows changes on a re-run: a new prompt counts, a day without prompts is 0/0', async () => {
    const carl = await profile('carl');
    await prompt(carl, '2031-05-20T00:01:00.000Z');
    await runCron(SCHEDULED);
    expect((await statsRows()).find((r) => r.date === '2031-05-20')).toEqual({
      date: '2031-05-20',
      total_prompts: 3,
      unique_users: 3,
    });

    // Two days later nothing was created: the new "today" gets a 0/0 row, "yesterday" (05-21) counts Bob's one.
    await runCron(Date.parse('2031-05-22T10:00:00.000Z'));
    const rows = await env.DB.prepare(
      "SELECT date, total_prompts, unique_users FROM daily_prompt_stats WHERE date IN ('2031-05-21', '2031-05-22') ORDER BY date",
    ).all();
    expect(rows.results).toEqual([
      { date: '2031-05-21', total_prompts: 1, unique_users: 1 },
      { date: '2031-05-22', total_prompts: 0, unique_users: 0 },
    ]);
    await env.DB.prepare("DELETE FROM daily_prompt_stats WHERE date = '2031-05-22'").run();
  });

  it('rolls over expired quota periods and drops the cached admin stats', async () => {
    const dana = await profile('dana');
    await env.DB.prepare(
      `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
       VALUES (?1, 'basic', 50, 10, 42, '2020-01-01T00:00:00.000Z', '2020-02-01T00:00:00.000Z')`,
    )
      .bind(dana)
      .run();
    const sentinel = { sentinel: tag };
    await env.CACHE.put(CACHE_KEYS.adminStats, JSON.stringify(sentinel));

    await runCron(SCHEDULED);

    const sub = await env.DB.prepare(
      'SELECT prompts_used, current_period_start, current_period_end FROM subscriptions WHERE user_id = ?1',
    )
      .bind(dana)
      .first<{ prompts_used: number; current_period_start: string; current_period_end: string }>();
    expect(sub?.prompts_used).toBe(0);
    expect(Math.abs(Date.parse(sub!.current_period_start) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(sub!.current_period_end)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await env.CACHE.get(CACHE_KEYS.adminStats, 'json')).not.toEqual(sentinel);
  });

  it('reads each day as a range on the created_at index', async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${DAILY_STATS_SQL}`)
      .bind('2031-05-19T00:00:00.000Z', '2031-05-20T00:00:00.000Z', '2031-05-21T00:00:00.000Z')
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    console.log('daily stats query plan:', details);
    expect(
      details.some((d) => /SEARCH h USING INDEX prompt_history_created_idx \(created_at>\? AND created_at<\?\)/.test(d)),
    ).toBe(true);
  });
});

describe('stats endpoint without a cron (local development)', () => {
  it('a cold cache recomputes today, so prompts made today show at once', async () => {
    const { authed, call, devSignIn } = await import('./helpers');
    const user = await profile('today');
    const now = new Date().toISOString();
    await prompt(user, now);
    await prompt(user, now);
    await env.CACHE.delete(CACHE_KEYS.adminStats);
    const { jar } = await devSignIn('admin@example.com', 'Admin');
    const res = await call('/api/admin/stats', authed(jar));
    const body = (await res.json()) as { daily: { date: string; total_prompts: number; unique_users: number }[] };
    const today = body.daily.find((d) => d.date === now.slice(0, 10));
    expect(today?.total_prompts).toBeGreaterThanOrEqual(2);
    expect(today?.unique_users).toBeGreaterThanOrEqual(1);
  });
});
