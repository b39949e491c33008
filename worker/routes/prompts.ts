import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getPrompt, latestVersion, listPrompts } from '../db/queries/prompts';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

/** The signed-in user's own history. Another user's id answers 404, so ids cannot be probed. */
export const prompts = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ prompts: await listPrompts(c.env.DB, c.var.user.profile.id) }))
  .get('/:id', validate('param', z.object({ id: z.string().min(1).max(64) })), async (c) => {
    const userId = c.var.user.profile.id;
    const { id } = c.req.valid('param');
    const [prompt, version] = await Promise.all([getPrompt(c.env.DB, userId, id), latestVersion(c.env.DB, userId, id)]);
    if (!prompt) throw new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
    // Entries saved before versions existed have no brief: they show the prompt they have.
    return c.json({ prompt, version: version ?? null });
  });
