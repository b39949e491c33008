import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AuthedEnv } from '../auth/session';
import { historyStore } from '../db/queries/prompts';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

/** The signed-in user's own history. Another user's id answers 404, so ids cannot be probed. */
export const prompts = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ prompts: await historyStore(c.env).list(c.var.user.profile.id) }))
  .get('/:id', validate('param', z.object({ id: z.string().min(1).max(64) })), async (c) => {
    const prompt = await historyStore(c.env).get(c.var.user.profile.id, c.req.valid('param').id);
    if (!prompt) throw new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
    return c.json({ prompt });
  });
