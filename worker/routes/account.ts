import { Hono } from 'hono';
import { z } from 'zod';
import { clearSessionCookie, requireUser, type AuthedEnv } from '../auth/session';
import { deleteUserData, exportUserData } from '../db/queries/account';
import { validate } from '../lib/validate';

const deleteAccountBody = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm that your account and all its data should be deleted.' }),
});

/** Access and delete: everything stored about the user, as a download; and the whole account, gone. */
export const account = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/export', async (c) => {
    const data = await exportUserData(c.env.DB, c.var.user.profile.id);
    const today = new Date().toISOString();
    c.header('Content-Disposition', `attachment; filename="prompt-qordinate-export-${today.slice(0, 10)}.json"`);
    return c.json({ exported_at: today, ...data });
  })
  .delete('/', validate('json', deleteAccountBody), async (c) => {
    await deleteUserData(c.env.DB, c.var.user.profile.id);
    c.header('Set-Cookie', clearSessionCookie(new URL(c.req.url)));
    return c.json({ deleted: true as const });
  });
