import { deleteEndedLedgerEntries, releaseExpiredReservations, rollOverExpiredPeriods } from './db/queries/quota';
import { deleteStaleCounters } from './db/queries/rate-limits';
import { deleteEndedSessions } from './db/queries/sessions';
import { refreshRecentDays } from './db/queries/stats';
import { CACHE_KEYS } from './lib/cache';

/** Rate-limit counters are per minute; one older than this is dropped (the next request starts a new one). */
const STALE_COUNTER_SECONDS = 60 * 60;

interface DailyStatsRun {
  /** The UTC days (YYYY-MM-DD) that were recomputed: yesterday and today. */
  days: string[];
  /** Quota reservations past their expiry, given back: generations whose Worker died before saving or releasing. */
  released: number;
  /** Subscriptions whose quota period had ended and was started anew. */
  rolledOver: number;
  /** Sessions past their absolute end, quota_ledger entries past their period and stale rate-limit counters, dropped. */
  purged: { sessions: number; ledger: number; counters: number };
}

/**
 * The cron job: recomputes daily_prompt_stats for yesterday and today (UTC), releases expired quota reservations,
 * starts new quota periods, purges ended sessions, ledger entries and stale counters, and drops the cached admin
 * stats. Idempotent: running it again writes the same numbers. Yesterday is recomputed too, so prompts created just
 * before midnight are counted by the first run after it. Days on which the job did not run at all get no row.
 */
export async function computeDailyStats(env: Env, now = new Date()): Promise<DailyStatsRun> {
  const days = await refreshRecentDays(env.DB, now);
  const released = await releaseExpiredReservations(env.DB, now.toISOString());
  const rolledOver = await rollOverExpiredPeriods(env.DB);
  const [sessions, ledger, counters] = await Promise.all([
    deleteEndedSessions(env.DB),
    deleteEndedLedgerEntries(env.DB),
    deleteStaleCounters(env.DB, Math.floor(now.getTime() / 1000) - STALE_COUNTER_SECONDS),
  ]);
  await env.CACHE.delete(CACHE_KEYS.adminStats);
  return { days, released, rolledOver, purged: { sessions, ledger, counters } };
}
