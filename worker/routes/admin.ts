import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PLAN_LIMITS, PLANS } from '../../common/plans';
import { requireAdmin, requireUser, type AuthedEnv } from '../auth/session';
import { SUBSCRIPTION_JOIN_COLUMNS, subscriptionFromJoin, type SubscriptionDto, type SubscriptionJoinRow } from '../auth/users';
import type { DailyPromptStats } from '../db/schema';
import { sendMembershipEmail } from '../email';
import { CACHE_KEYS, cached } from '../lib/cache';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { notifyUser } from '../live';
import { refreshRecentDays } from '../stats';

export const ADMIN_STATS_TTL_SECONDS = 300;
/** Spec section 9: the daily statistics table shows the last 30 entries. */
export const DAILY_STATS_LIMIT = 30;
export const USERS_PAGE_SIZE = 50;

export interface AdminStats {
  totals: { users: number; premiumUsers: number; promptsAllTime: number; promptsToday: number };
  daily: DailyPromptStats[];
}

export interface AdminUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  created_at: string;
  subscription: SubscriptionDto;
}

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Totals and the daily table, in one D1 round trip. */
export async function loadAdminStats(db: D1Database, now = new Date()): Promise<AdminStats> {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const todayStart = new Date(midnight).toISOString();
  const tomorrowStart = new Date(midnight + 86_400_000).toISOString();
  const [users, premium, allTime, today, daily] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT COUNT(*) AS n FROM profiles'),
    // A user without a subscription row counts as free; every row belongs to a profile (foreign key, cascade).
    db.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE plan <> 'free'"),
    db.prepare('SELECT COUNT(*) AS n FROM prompt_history'),
    // Today in UTC, as a range on prompt_history_created_idx.
    db
      .prepare('SELECT COUNT(*) AS n FROM prompt_history WHERE created_at >= ?1 AND created_at < ?2')
      .bind(todayStart, tomorrowStart),
    db
      .prepare('SELECT date, total_prompts, unique_users, updated_at FROM daily_prompt_stats ORDER BY date DESC LIMIT ?1')
      .bind(DAILY_STATS_LIMIT),
  ]);
  const count = (r: D1Result<Record<string, unknown>> | undefined) => Number(r?.results[0]?.n ?? 0);
  return {
    totals: {
      users: count(users),
      premiumUsers: count(premium),
      promptsAllTime: count(allTime),
      promptsToday: count(today),
    },
    daily: (daily?.results ?? []) as unknown as DailyPromptStats[],
  };
}

/** Drops the cached admin stats; a failure is logged, never thrown (the key also expires on its own). */
export async function invalidateAdminStats(env: Env): Promise<void> {
  try {
    await env.CACHE.delete(CACHE_KEYS.adminStats);
  } catch (err) {
    console.error('Could not invalidate the admin stats cache', err);
  }
}

/** Keeps work going after the response where the runtime allows it; `task` must not reject. */
function inBackground(c: Context, task: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (e.g. app.request without one): the task still runs, unawaited.
  }
}

/** The opaque page cursor: base64url of `created_at|id` of the last user on the page. */
export function encodeCursor(createdAt: string, id: string): string {
  const bytes = new TextEncoder().encode(`${createdAt}|${id}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const bar = text.indexOf('|');
    const createdAt = text.slice(0, bar);
    const id = text.slice(bar + 1);
    if (bar < 0 || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !id) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** A LIKE pattern matching `text` anywhere, with the user's % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const usersQuery = z.object({
  /** Part of the email, first name, last name or "first last"; case-insensitive (ASCII letters). */
  search: z
    .string()
    .max(200, 'Search for at most 200 characters.')
    .optional()
    .transform((value) => value?.replace(/\s+/g, ' ').trim() || undefined),
  /** One plan; free includes users without a subscription row. Empty or 'all' means every plan. */
  plan: z.preprocess(emptyToUndefined, z.enum(PLANS, { error: `Choose one of: ${PLANS.join(', ')}.` }).optional()),
  cursor: z
    .string()
    .max(500)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const decoded = decodeCursor(value);
      if (!decoded) {
        ctx.addIssue({ code: 'custom', message: 'This page cursor is not valid. Start again from the first page.' });
        return z.NEVER;
      }
      return decoded;
    }),
});

type UserRow = Omit<AdminUser, 'subscription'> & SubscriptionJoinRow;

/**
 * One page of users, newest first (created_at DESC, id DESC), with keyset pagination.
 *
 * profiles_list_idx (created_at, id, email, first_name, last_name) is scanned backwards, so there is no sort, the
 * cursor is a range on the index, the search is tested on index entries alone (the table is read only for matches),
 * and the scan stops at the 51st match. A leading-wildcard search cannot seek in a B-tree, so a search with few
 * matches reads the whole index (about 15 ms for 100,000 profiles); see test/worker/admin.test.ts.
 * A non-free plan filter starts from subscriptions_plan_idx instead (SQLite's choice) and sorts that plan's users.
 */
export function usersListQuery(params: z.output<typeof usersQuery>): { sql: string; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (params.search) {
    args.push(containsPattern(params.search));
    const n = args.length;
    where.push(
      `(p.email LIKE ?${n} ESCAPE '\\' OR (ifnull(p.first_name, '') || ' ' || ifnull(p.last_name, '')) LIKE ?${n} ESCAPE '\\')`,
    );
  }
  if (params.plan === 'free') {
    where.push("(s.plan = 'free' OR s.plan IS NULL)");
  } else if (params.plan) {
    args.push(params.plan);
    where.push(`s.plan = ?${args.length}`);
  }
  if (params.cursor) {
    args.push(params.cursor.createdAt, params.cursor.id);
    where.push(`(p.created_at, p.id) < (?${args.length - 1}, ?${args.length})`);
  }
  args.push(USERS_PAGE_SIZE + 1);
  const sql = `SELECT p.id, p.email, p.first_name, p.last_name, p.avatar_url, p.created_at, ${SUBSCRIPTION_JOIN_COLUMNS}
    FROM profiles p LEFT JOIN subscriptions s ON s.user_id = p.id
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ?${args.length}`;
  return { sql, args };
}

export const planChangeBody = z.object({
  plan: z.enum(PLANS, { error: `Choose one of: ${PLANS.join(', ')}.` }),
});

/** A subscription row as RETURNING gives it: always a real row, so its id and dates are set. */
type SubscriptionRow = SubscriptionDto & { id: string; created_at: string; updated_at: string };

/** Admin only (spec section 6): totals and daily statistics, the user list, and plan changes. */
export const admin = new Hono<AuthedEnv>()
  .use(requireUser, requireAdmin)
  .get('/stats', async (c) => {
    const stats = await cached(c.env.CACHE, CACHE_KEYS.adminStats, ADMIN_STATS_TTL_SECONDS, async () => {
      await refreshRecentDays(c.env.DB);
      return loadAdminStats(c.env.DB);
    });
    return c.json(stats);
  })
  .get('/users', validate('query', usersQuery), async (c) => {
    const { sql, args } = usersListQuery(c.req.valid('query'));
    const { results } = await c.env.DB.prepare(sql)
      .bind(...args)
      .all<UserRow>();
    const page = results.slice(0, USERS_PAGE_SIZE);
    const users: AdminUser[] = page.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      avatar_url: row.avatar_url,
      created_at: row.created_at,
      subscription: subscriptionFromJoin(row.id, row),
    }));
    const last = page.at(-1);
    const nextCursor = results.length > USERS_PAGE_SIZE && last ? encodeCursor(last.created_at, last.id) : null;
    return c.json({ users, nextCursor });
  })
  .patch(
    '/users/:userId/subscription',
    validate('param', z.object({ userId: z.string().min(1).max(64) })),
    validate('json', planChangeBody),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { plan } = c.req.valid('json');
      const limits = PLAN_LIMITS[plan];
      const db = c.env.DB;
      // One transaction: the audit row reads the plan before the change; both write nothing for an unknown user.
      const [audit, upsert, profile] = await db.batch<Record<string, unknown>>([
        db
          .prepare(
            `INSERT INTO subscription_audit (admin_id, user_id, from_plan, to_plan)
             SELECT ?1, p.id, (SELECT s.plan FROM subscriptions s WHERE s.user_id = p.id), ?3 FROM profiles p WHERE p.id = ?2
             RETURNING from_plan`,
          )
          .bind(c.var.user.profile.id, userId, plan),
        db
          .prepare(
            `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
             SELECT id, ?2, ?3, ?4, 0, ${NOW}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month') FROM profiles WHERE id = ?1
             ON CONFLICT (user_id) DO UPDATE SET
               plan = excluded.plan,
               max_prompts = excluded.max_prompts,
               max_features = excluded.max_features,
               current_period_start = ifnull(subscriptions.current_period_start, excluded.current_period_start),
               current_period_end = ifnull(subscriptions.current_period_end, excluded.current_period_end),
               updated_at = ${NOW}
             RETURNING id, user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end,
                       created_at, updated_at`,
          )
          .bind(userId, plan, limits.maxPrompts, limits.maxFeatures),
        db.prepare('SELECT email, first_name, last_name FROM profiles WHERE id = ?1').bind(userId),
      ]);
      const row = upsert?.results[0] as SubscriptionRow | undefined;
      if (!row || !audit?.results[0]) throw new ApiError(404, 'not_found', 'No user with this id.');
      const subscription: SubscriptionDto = { ...row };

      await invalidateAdminStats(c.env);
      inBackground(c, notifyUser(c.env, userId, { type: 'subscription', subscription }));
      const person = profile?.results[0] as { email: string; first_name: string | null; last_name: string | null } | undefined;
      if (person) {
        const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
        inBackground(
          c,
          sendMembershipEmail(
            c.env,
            { email: person.email, name, plan, maxPrompts: limits.maxPrompts, maxFeatures: limits.maxFeatures },
            userId,
          ),
        );
      }
      return c.json({ subscription });
    },
  );
