/** The monthly prompt quota, changed only by single atomic statements. */
import { IN_ONE_MONTH, NOW } from './sql';

const EXPIRED = `(current_period_end IS NOT NULL AND current_period_end <= ${NOW})`;

/**
 * Takes one prompt from the user's quota; a period that has ended starts anew (count reset) on this use.
 * Answers false when nothing is left (or the user has no subscription).
 */
export async function takePrompt(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE subscriptions SET
         prompts_used = CASE WHEN ${EXPIRED} THEN 1 ELSE prompts_used + 1 END,
         current_period_start = CASE WHEN ${EXPIRED} THEN ${NOW} ELSE current_period_start END,
         current_period_end = CASE WHEN ${EXPIRED} THEN ${IN_ONE_MONTH} ELSE current_period_end END,
         updated_at = ${NOW}
       WHERE user_id = ?1 AND max_prompts > 0 AND (${EXPIRED} OR prompts_used < max_prompts)
       RETURNING prompts_used`,
    )
    .bind(userId)
    .first<{ prompts_used: number }>();
  return row !== null;
}

/** Gives a taken prompt back after a failed generation. */
export async function giveBackPrompt(db: D1Database, userId: string): Promise<void> {
  await db
    .prepare(`UPDATE subscriptions SET prompts_used = MAX(prompts_used - 1, 0), updated_at = ${NOW} WHERE user_id = ?1`)
    .bind(userId)
    .run();
}

/** Starts a new quota period for every subscription whose period has ended (the cron). Answers how many. */
export async function rollOverExpiredPeriods(db: D1Database): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE subscriptions SET prompts_used = 0, current_period_start = ${NOW}, current_period_end = ${IN_ONE_MONTH},
         updated_at = ${NOW}
       WHERE ${EXPIRED}`,
    )
    .run();
  return result.meta.changes ?? 0;
}

/**
 * The statement that keeps a user's usage of the current period in quota_ledger, under the salted hash of their
 * email, so an account re-created with that email continues it (provisionUser). Run in the deletion's batch.
 */
export function keepPeriodUsage(db: D1Database, userId: string, emailHash: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO quota_ledger (email_hash, prompts_used, period_start, period_end)
       SELECT ?2, prompts_used, current_period_start, current_period_end FROM subscriptions
        WHERE user_id = ?1 AND prompts_used > 0 AND current_period_start IS NOT NULL AND current_period_end > ${NOW}
       ON CONFLICT (email_hash) DO UPDATE SET
         prompts_used = excluded.prompts_used,
         period_start = excluded.period_start,
         period_end = excluded.period_end,
         updated_at = ${NOW}`,
    )
    .bind(userId, emailHash);
}

/** Forgets ledger entries whose period has ended (the cron). Answers how many. */
export async function deleteEndedLedgerEntries(db: D1Database): Promise<number> {
  const result = await db.prepare(`DELETE FROM quota_ledger WHERE period_end <= ${NOW}`).run();
  return result.meta.changes ?? 0;
}
