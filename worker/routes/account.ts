import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, sessionCookieName, type AuthedEnv } from '../auth/session';
import { validate } from '../lib/validate';

export const deleteAccountBody = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm that your account and all its data should be deleted.' }),
});

/** Access and delete: everything stored about the user, as a download; and the whole account, gone. */
export const account = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/export', async (c) => {
    const id = c.var.user.profile.id;
    const [profile, roles, subs, history, audit, outbox] = await c.env.DB.batch<Record<string, unknown>>([
      c.env.DB.prepare('SELECT * FROM profiles WHERE id = ?1').bind(id),
      c.env.DB.prepare('SELECT * FROM user_roles WHERE user_id = ?1').bind(id),
      c.env.DB.prepare('SELECT * FROM subscriptions WHERE user_id = ?1').bind(id),
      c.env.DB.prepare('SELECT * FROM prompt_history WHERE user_id = ?1 ORDER BY created_at DESC').bind(id),
      // Changes made to this user's plan, and (for an admin) the changes they made.
      c.env.DB.prepare('SELECT * FROM subscription_audit WHERE user_id = ?1 OR admin_id = ?1 ORDER BY created_at DESC').bind(id),
      c.env.DB.prepare('SELECT * FROM email_outbox WHERE user_id = ?1 ORDER BY created_at DESC').bind(id),
    ]);
    const body = {
      exported_at: new Date().toISOString(),
      profile: profile?.results[0] ?? null,
      user_roles: roles?.results ?? [],
      subscription: subs?.results[0] ?? null,
      prompt_history: (history?.results ?? []).map((row) => ({
        ...row,
        details: JSON.parse(String(row.details)) as unknown,
      })),
      subscription_audit: audit?.results ?? [],
      email_outbox: (outbox?.results ?? []).map((row) => ({ ...row, payload: JSON.parse(String(row.payload)) as unknown })),
    };
    c.header(
      'Content-Disposition',
      `attachment; filename="prompt-qordinate-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return c.json(body);
  })
  .delete('/', validate('json', deleteAccountBody), async (c) => {
    const id = c.var.user.profile.id;
    await c.env.DB.batch([
      c.env.DB.prepare('DELETE FROM prompt_history WHERE user_id = ?1').bind(id),
      c.env.DB.prepare('DELETE FROM subscription_audit WHERE user_id = ?1').bind(id),
      // Audit rows of changes this user made as an admin stay, without the link to them.
      c.env.DB.prepare('UPDATE subscription_audit SET admin_id = NULL WHERE admin_id = ?1').bind(id),
      c.env.DB.prepare('DELETE FROM email_outbox WHERE user_id = ?1').bind(id),
      c.env.DB.prepare('DELETE FROM user_roles WHERE user_id = ?1').bind(id),
      c.env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?1').bind(id),
      c.env.DB.prepare("DELETE FROM rate_limits WHERE key = 'ai:' || ?1").bind(id),
      c.env.DB.prepare('DELETE FROM profiles WHERE id = ?1').bind(id),
    ]);
    const url = new URL(c.req.url);
    const secure = url.protocol === 'https:';
    c.header('Set-Cookie', `${sessionCookieName(url)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    return c.json({ deleted: true as const });
  });
