/** The admin's daily statistics: daily_prompt_stats recomputed, and the cached figures dropped. */
import { refreshRecentDays } from '../db/queries/stats';
import { CACHE_KEYS } from '../lib/cache';

/**
 * Recomputes daily_prompt_stats for yesterday and today (UTC) and drops the cached admin stats; answers the days
 * (YYYY-MM-DD). Idempotent: running it again writes the same numbers. Yesterday is recomputed too, so prompts created
 * just before midnight are counted by the first run after it. Days on which it did not run at all get no row.
 */
export async function computeDailyStats(env: Env, now: Date): Promise<string[]> {
  const days = await refreshRecentDays(env.DB, now);
  await env.CACHE.delete(CACHE_KEYS.adminStats);
  return days;
}
