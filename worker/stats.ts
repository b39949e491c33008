import { deleteEndedLedgerEntries, rollOverExpiredPeriods } from './db/queries/quota';
import { deleteEndedSessions } from './db/queries/sessions';
import { refreshRecentDays } from './db/queries/stats';
import { CACHE_KEYS } from './lib/cache';

interface DailyStatsRun {
  /** The UTC days (YYYY-MM-DD) that were recomputed: yesterday and today. */
  days: string[];
  /** Subscriptions whose quota period had ended and was started anew. */
  rolledOver: number;
  /** Sessions past their absolute end, and quota_ledger entries past their period, dropped. */
  purged: { sessions: number; ledger: number };
}

/**
 * The cron job: recomputes daily_prompt_stats for yesterday and today (UTC), starts new quota periods, purges ended
 * sessions and ledger entries, and drops the cached admin stats. Idempotent: running it again writes the same numbers. Yesterday is recomputed too, so
 * prompts created just before midnight are counted by the first run after it. Days on which the job did not run
 * at all get no row.
 */
export async function computeDailyStats(env: Env, now = new Date()): Promise<DailyStatsRun> {
  const days = await refreshRecentDays(env.DB, now);
  const rolledOver = await rollOverExpiredPeriods(env.DB);
  const [sessions, ledger] = await Promise.all([deleteEndedSessions(env.DB), deleteEndedLedgerEntries(env.DB)]);
  await env.CACHE.delete(CACHE_KEYS.adminStats);
  return { days, rolledOver, purged: { sessions, ledger } };
}
