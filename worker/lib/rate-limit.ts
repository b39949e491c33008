import { ApiError } from './errors';

/**
 * Counts a request in the current fixed window with one atomic upsert, and refuses it past the limit.
 * One statement means concurrent requests cannot both slip under the limit.
 */
export async function enforceRateLimit(db: D1Database, key: string, limit: number, windowSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
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
  if ((row?.count ?? 0) > limit) {
    const retryAfter = windowStart + windowSeconds - now;
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests: at most ${limit} a minute. Please wait ${retryAfter} s and try again.`,
      undefined,
      {
        'Retry-After': String(retryAfter),
      },
    );
  }
}
