/** Daily prompt statistics and the admin totals. */
import type { AdminStats } from '../dto';
import type { DailyPromptStats } from '../schema';
import { z } from 'zod';
import { rowsOf } from './rows';

const dailyRow = z.object({
  date: z.string(),
  total_prompts: z.number(),
  unique_users: z.number(),
  updated_at: z.string(),
}) satisfies z.ZodType<DailyPromptStats>;

const DAY_MS = 86_400_000;

/** Spec section 9: the daily statistics table shows the last 30 entries. */
const DAILY_STATS_LIMIT = 30;

/** Midnight UTC of the day `offset` days from `now`, as the ISO text prompt_history.created_at is stored in. */
function dayStart(now: Date, offset: number): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + offset * DAY_MS).toISOString();
}

/**
 * ?1, ?2, ?3: midnight UTC of yesterday, today and tomorrow (ISO text). Each day's range compares ISO text, so it is
 * a range search on prompt_history_created_idx; `substr(created_at, 1, 10)` is the same UTC day.
 */
export const DAILY_STATS_SQL = `
  WITH days (date, day_start, day_end) AS (VALUES (substr(?1, 1, 10), ?1, ?2), (substr(?2, 1, 10), ?2, ?3))
  INSERT INTO daily_prompt_stats (date, total_prompts, unique_users, updated_at)
  SELECT days.date, COUNT(h.id), COUNT(DISTINCT h.user_id), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    FROM days LEFT JOIN prompt_history h ON h.created_at >= days.day_start AND h.created_at < days.day_end
   WHERE true
   GROUP BY days.date
  ON CONFLICT (date) DO UPDATE SET
    total_prompts = excluded.total_prompts,
    unique_users = excluded.unique_users,
    updated_at = excluded.updated_at`;

/**
 * Recomputes yesterday's and today's rows (UTC) from prompt_history in one upsert; answers the two days.
 * A day without prompts gets a 0/0 row, and a day whose rows were deleted drops back to the right numbers.
 */
export async function refreshRecentDays(db: D1Database, now = new Date()): Promise<string[]> {
  const yesterday = dayStart(now, -1);
  const today = dayStart(now, 0);
  await db.prepare(DAILY_STATS_SQL).bind(yesterday, today, dayStart(now, 1)).run();
  return [yesterday.slice(0, 10), today.slice(0, 10)];
}

/** Totals and the daily table, in one D1 round trip. */
export async function loadAdminStats(db: D1Database, now = new Date()): Promise<AdminStats> {
  const [users, premium, allTime, today, daily] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM profiles'),
    // A user without a subscription row counts as free; every row belongs to a profile (foreign key, cascade).
    db.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE plan <> 'free'"),
    db.prepare('SELECT COUNT(*) AS n FROM prompt_history'),
    // Today in UTC, as a range on prompt_history_created_idx.
    db
      .prepare('SELECT COUNT(*) AS n FROM prompt_history WHERE created_at >= ?1 AND created_at < ?2')
      .bind(dayStart(now, 0), dayStart(now, 1)),
    db
      .prepare('SELECT date, total_prompts, unique_users, updated_at FROM daily_prompt_stats ORDER BY date DESC LIMIT ?1')
      .bind(DAILY_STATS_LIMIT),
  ]);
  const count = (r: D1Result | undefined) => rowsOf(r, z.object({ n: z.number() }))[0]?.n ?? 0;
  return {
    totals: { users: count(users), premiumUsers: count(premium), promptsAllTime: count(allTime), promptsToday: count(today) },
    daily: rowsOf(daily, dailyRow),
  };
}
