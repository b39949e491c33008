/** What keeps the quota honest and the tables small: periods started anew, ended rows purged. */
import { deleteEndedLedgerEntries, releaseExpiredReservations, rollOverExpiredPeriods } from '../db/queries/quota';
import { deleteStaleCounters } from '../db/queries/rate-limits';
import { deleteEndedSessions } from '../db/queries/sessions';

/** Rate-limit counters are per minute; one older than this is dropped (the next request starts a new one). */
const STALE_COUNTER_SECONDS = 60 * 60;

interface QuotaUpkeep {
  /** Quota reservations past their expiry, given back: generations whose Worker died before saving or releasing. */
  released: number;
  /** Subscriptions whose quota period had ended and was started anew. */
  rolledOver: number;
}

/** Gives back expired quota reservations, then starts new periods for subscriptions whose period has ended. */
export async function rollOverQuota(env: Env, now: Date): Promise<QuotaUpkeep> {
  const released = await releaseExpiredReservations(env.DB, now.toISOString());
  const rolledOver = await rollOverExpiredPeriods(env.DB);
  return { released, rolledOver };
}

/** Drops sessions past their absolute end, quota_ledger entries past their period and stale rate-limit counters. */
export async function purgeEnded(env: Env, now: Date): Promise<{ sessions: number; ledger: number; counters: number }> {
  const [sessions, ledger, counters] = await Promise.all([
    deleteEndedSessions(env.DB),
    deleteEndedLedgerEntries(env.DB),
    deleteStaleCounters(env.DB, Math.floor(now.getTime() / 1000) - STALE_COUNTER_SECONDS),
  ]);
  return { sessions, ledger, counters };
}
