import { Hono } from 'hono';
import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from '../../common/limits';
import { PLAN_LIMITS, PLANS } from '../../common/plans';
import { requireAdmin, requireUser, type AuthedEnv } from '../auth/session';
import { changePlan, listUsers } from '../db/queries/admin';
import { loadAdminStats, refreshRecentDays } from '../db/queries/stats';
import { sendMembershipEmail } from '../services/email';
import { inBackground } from '../lib/background';
import { CACHE_KEYS, cached, forget } from '../lib/cache';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ApiError } from '../lib/errors';
import { text, token } from '../lib/input';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { notifyUser } from '../services/live';

const ADMIN_STATS_TTL_SECONDS = 300;

const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const usersQuery = z.object({
  /** Part of the email, first name, last name or "first last"; case-insensitive (ASCII letters). */
  search: text({ max: ADMIN_SEARCH_MAX, long: `Search for at most ${ADMIN_SEARCH_MAX} characters.` })
    .optional()
    .transform((value) => value || undefined),
  /** One plan; free includes users without a subscription row. Empty or 'all' means every plan. */
  plan: z.preprocess(emptyToUndefined, z.enum(PLANS, { error: `Choose one of: ${PLANS.join(', ')}.` }).optional()),
  cursor: text({ max: 500 })
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const decoded = decodeCursor(value);
      if (!decoded) {
        ctx.addIssue({ code: 'custom', message: 'This page cursor is not valid. Start again from the first page.' });
        return z.NEVER;
      }
      return decoded;
    }),
});

const planChangeBody = z.object({
  plan: z.enum(PLANS, { error: `Choose one of: ${PLANS.join(', ')}.` }),
});

/** Admin only (spec section 6): totals and daily statistics, the user list, and plan changes. */
export const admin = new Hono<AuthedEnv>()
  .use(requireUser, requireAdmin)
  .get('/stats', async (c) => {
    const stats = await cached(c.env.CACHE, CACHE_KEYS.adminStats, ADMIN_STATS_TTL_SECONDS, async () => {
      await refreshRecentDays(c.env.DB);
      return loadAdminStats(c.env.DB);
    });
    return c.json(stats);
  })
  .get('/users', validate('query', usersQuery), async (c) => {
    const { users, last } = await listUsers(c.env.DB, c.req.valid('query'));
    return c.json({ users, nextCursor: last ? encodeCursor(last.createdAt, last.id) : null });
  })
  .patch(
    '/users/:userId/subscription',
    validate('param', z.object({ userId: token(64) })),
    validate('json', planChangeBody),
    rateLimit('admin'),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { plan } = c.req.valid('json');
      const change = await changePlan(c.env.DB, c.var.user.profile.id, userId, plan);
      if (!change) throw new ApiError(404, 'not_found', 'No user with this id.');
      const { subscription, person } = change;

      await forget(c.env.CACHE, CACHE_KEYS.adminStats);
      inBackground(c, notifyUser(c.env, userId, { type: 'subscription', subscription }));
      const limits = PLAN_LIMITS[plan];
      const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
      inBackground(
        c,
        sendMembershipEmail(
          c.env,
          { email: person.email, name, plan, maxPrompts: limits.maxPrompts, maxFeatures: limits.maxFeatures },
          userId,
        ),
      );
      return c.json({ subscription });
    },
  );
