import { CACHE_KEYS } from './lib/cache';
import { rollOverExpiredPeriods } from './quota';

const DAY_MS = 86_400_000;

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

export interface DailyStatsRun {
  /** The UTC days (YYYY-MM-DD) that were recomputed: yesterday and today. */
  days: string[];
  /** Subscriptions whose quota period had ended and was started anew. */
  rolledOver: number;
}

/**
 * The cron job: recomputes daily_prompt_stats for yesterday and today (UTC) from prompt_history in one upsert, starts
 * new quota periods, and drops the cached admin stats. Idempotent: running it again writes the same numbers.
 *
 * A day without prompts gets a 0/0 row, so the admin table shows every day the job ran, and a day whose rows were
 * deleted (e.g. an account deletion) drops back to the right numbers instead of keeping stale ones. Yesterday is
 * recomputed too, so prompts created just before midnight are counted by the first run after it. Days on which the
 * job did not run at all get no row.
 */
export async function computeDailyStats(env: Env, now = new Date()): Promise<DailyStatsRun> {
  const days = await refreshRecentDays(env.DB, now);
  const rolledOver = await rollOverExpiredPeriods(env.DB);
  await env.CACHE.delete(CACHE_KEYS.adminStats);
  return { days, rolledOver };
}

/**
 * Recomputes yesterday's and today's rows. The cron calls it, and so does the stats endpoint whenever its cache is
 * cold, so the dashboard is current even where no cron runs (local development).
 */
export async function refreshRecentDays(db: D1Database, now = new Date()): Promise<string[]> {
  const yesterday = dayStart(now, -1);
  const today = dayStart(now, 0);
  await db.prepare(DAILY_STATS_SQL).bind(yesterday, today, dayStart(now, 1)).run();
  return [yesterday.slice(0, 10), today.slice(0, 10)];
}
