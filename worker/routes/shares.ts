import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { requireUser, type AuthedEnv } from '../auth/session';
import { MAX_SHARES_PER_PROMPT, SHARE_ID_PATTERN } from '../../common/shares';
import { createShare, deleteShare, listShares, readShared } from '../db/queries/shares';
import { getPrompt } from '../db/queries/prompts';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { token } from '../lib/input';
import { validate } from '../lib/validate';

const promptParam = z.object({ id: token(64) });
const shareParam = z.object({
  shareId: token(64).refine((id) => SHARE_ID_PATTERN.test(id), 'A share link id is 22 letters, digits, - or _.'),
});
const createBody = z.object({ version: z.number().int().min(1).max(1_000_000) });

const promptNotFound = () => new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
/** One answer for unknown, revoked and someone else's links: nothing tells them apart. */
const linkNotFound = () => new ApiError(404, 'not_found', 'This link does not exist or was revoked.');

/**
 * The owner's links to one prompt, mounted at /prompts/:id/shares. Mount it before /prompts, whose own
 * requireUser would otherwise run first for these paths too (a second session read).
 */
export const promptShares = new Hono<AuthedEnv>()
  .use(requireUser)
  // Creating a link and restoring a version share one per-minute limit ('history').
  .post('/', validate('param', promptParam), validate('json', createBody), rateLimit('history'), async (c) => {
    const userId = c.var.user.profile.id;
    const result = await createShare(c.env.DB, {
      userId,
      promptId: c.req.valid('param').id,
      version: c.req.valid('json').version,
      limit: MAX_SHARES_PER_PROMPT,
    });
    if ('share' in result) return c.json({ share: result.share }, 201);
    if (result.refused === 'limit') {
      throw new ApiError(
        409,
        'share_limit',
        `A prompt can have at most ${MAX_SHARES_PER_PROMPT} share links. Revoke one to create another.`,
      );
    }
    throw new ApiError(404, 'not_found', 'This prompt or version does not exist or is not yours.');
  })
  .get('/', validate('param', promptParam), async (c) => {
    const userId = c.var.user.profile.id;
    const { id } = c.req.valid('param');
    const [prompt, shares] = await Promise.all([getPrompt(c.env.DB, userId, id), listShares(c.env.DB, userId, id)]);
    if (!prompt) throw promptNotFound();
    return c.json({ shares });
  });

/** Revoking a link deletes it. */
export const shares = new Hono<AuthedEnv>()
  .use(requireUser)
  .delete('/:shareId', validate('param', shareParam), rateLimit('account'), async (c) => {
    if (!(await deleteShare(c.env.DB, c.var.user.profile.id, c.req.valid('param').shareId))) throw linkNotFound();
    return c.json({ revoked: true as const });
  });

/** Anyone's answer, link or not: never indexed, never kept by a cache. */
const unlisted = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Robots-Tag', 'noindex');
  c.header('Cache-Control', 'private, no-store');
});

/**
 * Reads per client address (the SHARED_READS binding in wrangler.jsonc: a counter in Cloudflare's memory, no D1
 * write). The ids cannot be guessed anyway; this keeps a flood of reads off D1.
 */
const limitReads = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const { success } = await c.env.SHARED_READS.limit({ key: ip });
  if (!success) {
    throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.', undefined, {
      'Retry-After': '60',
    });
  }
  await next();
});

/** A shared version, for anyone holding the link, signed in or not. No account data leaves here. */
export const shared = new Hono<{ Bindings: Env }>()
  .use(unlisted)
  .get('/:shareId', validate('param', shareParam), limitReads, async (c) => {
    const found = await readShared(c.env.DB, c.req.valid('param').shareId);
    if (!found) throw linkNotFound();
    return c.json({ shared: found });
  });
