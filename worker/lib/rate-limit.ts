import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS, type RateLimitName } from '../../common/limits';
import type { AuthedEnv } from '../auth/session';
import { countInWindow } from '../db/queries/rate-limits';
import { ApiError } from './errors';

const WINDOW_SECONDS = 60;

/** The counter key of one user's (or one hashed account's) requests of a kind: `prompt:<userId>`. */
export const rateLimitKey = (name: RateLimitName, subject: string) => `${name}:${subject}`;

/** Counts a request in the current one-minute window; answers whether it is within the limit, and when to retry. */
export async function countRequest(
  db: D1Database,
  name: RateLimitName,
  subject: string,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % WINDOW_SECONDS);
  const count = await countInWindow(db, rateLimitKey(name, subject), windowStart);
  return { allowed: count <= RATE_LIMITS[name].perMinute, retryAfter: windowStart + WINDOW_SECONDS - now };
}

/** Counts a request in the current one-minute window and refuses it (429 with Retry-After) past the limit. */
export async function enforceRateLimit(db: D1Database, name: RateLimitName, subject: string): Promise<void> {
  const { perMinute, doing } = RATE_LIMITS[name];
  const { allowed, retryAfter } = await countRequest(db, name, subject);
  if (!allowed) {
    throw new ApiError(
      429,
      'rate_limited',
      `Too many requests: you can ${doing} at most ${perMinute} times a minute. Please wait ${retryAfter} s and try again.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }
}

const limiters = new WeakMap<MiddlewareHandler, RateLimitName>();

/** Which limit a middleware enforces (the route walk in test/worker/bounds.test.ts reads it). */
export function rateLimitOf(handler: unknown): RateLimitName | undefined {
  return typeof handler === 'function' ? limiters.get(handler as MiddlewareHandler) : undefined;
}

/** The signed-in user's per-minute limit of this kind, as a route middleware (after requireUser and validation). */
export function rateLimit(name: RateLimitName) {
  const middleware = createMiddleware<AuthedEnv>(async (c, next) => {
    await enforceRateLimit(c.env.DB, name, c.var.user.profile.id);
    await next();
  });
  limiters.set(middleware, name);
  return middleware;
}
