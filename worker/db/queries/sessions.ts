/** Sessions: revoked by deleting their row (a cookie that names a missing row is refused), purged once ended. */
import { NOW } from './sql';

/** Whether a session is live (Auth.js's own session endpoint asks; the API reads it in loadSessionUser). */
export async function sessionIsLive(db: D1Database, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS live FROM sessions WHERE id = ?1 AND user_id = ?2 AND expires_at > ${NOW}`)
    .bind(sessionId, userId)
    .first<{ live: number }>();
  return row !== null;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: D1Database, sessionId: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE id = ?1').bind(sessionId).run();
}

/** Ends every session of a user ("Sign out everywhere"); answers how many there were. */
export async function revokeUserSessions(db: D1Database, userId: string): Promise<number> {
  const result = await db.prepare('DELETE FROM sessions WHERE user_id = ?1').bind(userId).run();
  return result.meta.changes ?? 0;
}

/** Drops sessions past their absolute end (the cron): they are refused anyway. Answers how many. */
export async function deleteEndedSessions(db: D1Database): Promise<number> {
  const result = await db.prepare(`DELETE FROM sessions WHERE expires_at <= ${NOW}`).run();
  return result.meta.changes ?? 0;
}
