/** Sessions: revoked by deleting their row (a cookie that names a missing row is refused), purged once ended. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { sessions } from '../schema';
import { NOW } from './sql';

/** Whether a session is live (Auth.js's own session endpoint asks; the API reads it in loadSessionUser). */
export async function sessionIsLive(db: D1Database, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await drizzle(db)
    .select({ live: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), gt(sessions.expires_at, sql.raw(NOW))))
    .limit(1);
  return row !== undefined;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: D1Database, sessionId: string): Promise<void> {
  await drizzle(db).delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user ("Sign out everywhere"); answers how many there were. */
export async function revokeUserSessions(db: D1Database, userId: string): Promise<number> {
  const result = await drizzle(db).delete(sessions).where(eq(sessions.user_id, userId));
  return result.meta.changes ?? 0;
}

/** Drops sessions past their absolute end (the cron): they are refused anyway. Answers how many. */
export async function deleteEndedSessions(db: D1Database): Promise<number> {
  const result = await drizzle(db)
    .delete(sessions)
    .where(lte(sessions.expires_at, sql.raw(NOW)));
  return result.meta.changes ?? 0;
}
