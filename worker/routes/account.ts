import { Hono } from 'hono';
import { z } from 'zod';
import { QUOTA_RETENTION_NOTE } from '../../common/privacy';
import { clearSessionCookie, requireUser, type AuthedEnv } from '../auth/session';
import { deleteUserData, exportUserData } from '../db/queries/account';
import { deleteConnections } from '../db/queries/agents';
import { keepPeriodUsage } from '../db/queries/quota';
import { revokeUserSessions } from '../db/queries/sessions';
import { emailHash } from '../lib/email-hash';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { endLiveSessions } from '../services/live';
import { revokeAgentGrants } from '../mcp/oauth';

const deleteAccountBody = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm that your account and all its data should be deleted.' }),
});

/**
 * Access and delete: everything stored about the user, as a download; and the whole account, gone. And "Sign out
 * everywhere": every session of the account ends, this one included, and so does every connected agent's access.
 */
export const account = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/export', async (c) => {
    const data = await exportUserData(c.env.DB, c.var.user.profile.id);
    const today = new Date().toISOString();
    c.header('Content-Disposition', `attachment; filename="prompt-qordinate-export-${today.slice(0, 10)}.json"`);
    return c.json({ exported_at: today, ...data, quota_retention: QUOTA_RETENTION_NOTE });
  })
  .delete('/', validate('json', deleteAccountBody), rateLimit('account'), async (c) => {
    const { id, email } = c.var.user.profile;
    const hash = await emailHash(c.env.AUTH_SECRET, email);
    await deleteUserData(c.env.DB, id, [keepPeriodUsage(c.env.DB, id, hash)]);
    await endLiveSessions(c.env, id);
    await revokeAgentGrants(c.env, new URL(c.req.url).origin, id);
    c.header('Set-Cookie', clearSessionCookie(new URL(c.req.url)));
    return c.json({ deleted: true as const });
  })
  .delete('/sessions', rateLimit('account'), async (c) => {
    const { id } = c.var.user.profile;
    const [revoked] = await Promise.all([revokeUserSessions(c.env.DB, id), deleteConnections(c.env.DB, id)]);
    await endLiveSessions(c.env, id);
    await revokeAgentGrants(c.env, new URL(c.req.url).origin, id);
    c.header('Set-Cookie', clearSessionCookie(new URL(c.req.url)));
    return c.json({ revoked });
  });
