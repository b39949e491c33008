import { lt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { rateLimits } from '../schema';

/**
 * Counts a request in its fixed window with one atomic upsert and answers the count so far, so concurrent
 * requests cannot both slip under a limit.
 */
export async function countInWindow(db: D1Database, key: string, windowStart: number): Promise<number> {
  const [row] = await drizzle(db)
    .insert(rateLimits)
    .values({ key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** Drops counters whose window ended before `before` (seconds since the epoch; the cron): the next request starts anew. */
export async function deleteStaleCounters(db: D1Database, before: number): Promise<number> {
  const result = await drizzle(db).delete(rateLimits).where(lt(rateLimits.window_start, before));
  return result.meta.changes ?? 0;
}
