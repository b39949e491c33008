/** The monthly prompt quota, changed only by single atomic statements or batches (one transaction each). */
import { IN_ONE_MONTH, NOW } from './sql';

const EXPIRED = `(current_period_end IS NOT NULL AND current_period_end <= ${NOW})`;

/**
 * Reserves one prompt of the user's quota for a generation about to start, in one batch: the reservation row is
 * inserted only while the plan has a prompt left (or its period has ended), and the subscription counts it only if
 * it was inserted; a period that has ended starts anew (count reset) at the reservation's own time. Concurrent
 * requests are serialised by D1, so exactly as many succeed as prompts are left. Answers false when nothing is left
 * (or the user has no subscription).
 */
export async function reservePrompt(db: D1Database, userId: string, reservationId: string, seconds: number): Promise<boolean> {
  const ended = (at: string) => `(current_period_end IS NOT NULL AND current_period_end <= ${at})`;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO quota_reservations (id, user_id, created_at, expires_at)
         SELECT ?1, user_id, ${NOW}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || ?3 || ' seconds') FROM subscriptions
          WHERE user_id = ?2 AND max_prompts > 0 AND (${ended(NOW)} OR prompts_used < max_prompts)
         RETURNING id`,
      )
      .bind(reservationId, userId, seconds),
    db
      .prepare(
        `UPDATE subscriptions SET
           prompts_used = CASE WHEN ${ended('r.created_at')} THEN 1 ELSE prompts_used + 1 END,
           current_period_start = CASE WHEN ${ended('r.created_at')} THEN r.created_at ELSE current_period_start END,
           current_period_end = CASE WHEN ${ended('r.created_at')}
             THEN strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, '+1 month') ELSE current_period_end END,
           updated_at = r.created_at
         FROM (SELECT created_at FROM quota_reservations WHERE id = ?1) AS r
         WHERE subscriptions.user_id = ?2`,
      )
      .bind(reservationId, userId),
  ]);
  return (inserted?.results.length ?? 0) > 0;
}

/** Whether reservation `r` was taken in the subscription's current period (else the period's reset gave it back). */
const IN_PERIOD = '(subscriptions.current_period_start IS NULL OR r.created_at >= subscriptions.current_period_start)';

/**
 * Gives a reserved prompt back after a failed or abandoned generation: deletes the reservation and uncounts it, both
 * only if it is still open (a second release, or one after the cron's, changes nothing).
 */
export async function releasePrompt(db: D1Database, userId: string, reservationId: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE subscriptions SET prompts_used = MAX(prompts_used - 1, 0), updated_at = ${NOW}
         WHERE user_id = ?2
           AND EXISTS (SELECT 1 FROM quota_reservations r WHERE r.id = ?1 AND r.user_id = ?2 AND ${IN_PERIOD})`,
      )
      .bind(reservationId, userId),
    db.prepare('DELETE FROM quota_reservations WHERE id = ?1 AND user_id = ?2').bind(reservationId, userId),
  ]);
}

/**
 * The statements that settle a reservation, run last in the batch that saves the prompt into history entry
 * `promptId`: if the entry is there (the prompt was saved), the prompt stays counted and the reservation goes. Should
 * the reservation have been released meanwhile (it outlived its expiry), the delivered prompt is counted again:
 * what was delivered is charged.
 */
export function settlePrompt(db: D1Database, userId: string, reservationId: string, promptId: string): D1PreparedStatement[] {
  const saved = 'EXISTS (SELECT 1 FROM prompt_history WHERE id = ?3 AND user_id = ?2)';
  return [
    db
      .prepare(
        `UPDATE subscriptions SET prompts_used = prompts_used + 1, updated_at = ${NOW}
         WHERE user_id = ?2 AND ${saved} AND NOT EXISTS (SELECT 1 FROM quota_reservations WHERE id = ?1)`,
      )
      .bind(reservationId, userId, promptId),
    db
      .prepare(`DELETE FROM quota_reservations WHERE id = ?1 AND user_id = ?2 AND ${saved}`)
      .bind(reservationId, userId, promptId),
  ];
}

/**
 * Releases every reservation that expired at `cutoff` (ISO-8601; the cron): generations whose Worker died before it
 * could save or give back. Each is uncounted from its user's current period if it was taken in it. Answers how many.
 */
export async function releaseExpiredReservations(db: D1Database, cutoff: string): Promise<number> {
  const [, deleted] = await db.batch([
    db
      .prepare(
        `UPDATE subscriptions SET
           prompts_used = MAX(prompts_used - (SELECT COUNT(*) FROM quota_reservations r
                                              WHERE r.user_id = subscriptions.user_id AND r.expires_at <= ?1 AND ${IN_PERIOD}), 0),
           updated_at = ${NOW}
         WHERE user_id IN (SELECT user_id FROM quota_reservations WHERE expires_at <= ?1)`,
      )
      .bind(cutoff),
    db.prepare('DELETE FROM quota_reservations WHERE expires_at <= ?1 RETURNING id').bind(cutoff),
  ]);
  return deleted?.results.length ?? 0;
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
