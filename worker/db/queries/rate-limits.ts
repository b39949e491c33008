/**
 * Counts a request in its fixed window with one atomic upsert and answers the count so far, so concurrent
 * requests cannot both slip under a limit.
 */
export async function countInWindow(db: D1Database, key: string, windowStart: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Drops counters whose window ended before `before` (seconds since the epoch; the cron): the next request starts anew. */
export async function deleteStaleCounters(db: D1Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}
