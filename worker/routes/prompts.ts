import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getDb } from '../db/client';
import { promptHistory } from '../db/schema';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';

/** Spec section 9: the history list shows the latest 10 entries. */
export const HISTORY_LIMIT = 10;

const listColumns = {
  id: promptHistory.id,
  project_description: promptHistory.project_description,
  created_at: promptHistory.created_at,
  target_ai_platform: promptHistory.target_ai_platform,
  features_count: promptHistory.features_count,
  details: promptHistory.details,
};

/** The signed-in user's own history. Another user's id answers 404, so ids cannot be probed. */
export const prompts = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await getDb(c.env)
      .select(listColumns)
      .from(promptHistory)
      .where(eq(promptHistory.user_id, c.var.user.profile.id))
      .orderBy(desc(promptHistory.created_at), desc(promptHistory.id))
      .limit(HISTORY_LIMIT);
    return c.json({ prompts: rows });
  })
  .get('/:id', validate('param', z.object({ id: z.string().min(1).max(64) })), async (c) => {
    const { id } = c.req.valid('param');
    const row = await getDb(c.env)
      .select()
      .from(promptHistory)
      .where(and(eq(promptHistory.id, id), eq(promptHistory.user_id, c.var.user.profile.id)))
      .get();
    if (!row) throw new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
    return c.json({ prompt: row });
  });
