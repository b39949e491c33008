import { countInWindow } from '../db/queries/rate-limits';
import { ApiError } from './errors';

/** Counts a request in the current fixed window and refuses it (429 with Retry-After) past the limit. */
export async function enforceRateLimit(db: D1Database, key: string, limit: number, windowSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  if ((await countInWindow(db, key, windowStart)) > limit) {
    const retryAfter = windowStart + windowSeconds - now;
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests: at most ${limit} a minute. Please wait ${retryAfter} s and try again.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }
}
