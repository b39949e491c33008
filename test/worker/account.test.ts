import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { USER_DATA } from '../../worker/db/queries/account';
import { authed, call, devSignIn, expectEnvelope, jsonInit } from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function user(prefix: string) {
  const email = unique(prefix);
  const { jar } = await devSignIn(email, `${prefix} Person`);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id, email };
}

async function addHistory(userId: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = await env.DB.prepare(
      `INSERT INTO prompt_history (user_id, project_description, generated_prompt, target_ai_platform, features_count, details, created_at)
       VALUES (?1, ?2, ?3, 'claude', 2, ?4, ?5) RETURNING id`,
    )
      .bind(
        userId,
        `Project ${i}`,
        `Prompt ${i}`,
        JSON.stringify([{ title: `F${i}` }, { title: 'G', description: 'd' }]),
        new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      )
      .first<{ id: string }>();
    ids.push(row!.id);
  }
  return ids;
}

describe('history is private', () => {
  it('lists the latest 10 own entries newest first; another user’s id answers 404', async () => {
    const a = await user('hist-a');
    const b = await user('hist-b');
    const aIds = await addHistory(a.id, 12);
    const [bId] = await addHistory(b.id, 1);

    const list = (await (await call('/api/prompts', authed(a.jar))).json()) as {
      prompts: { id: string; project_description: string; details: unknown; generated_prompt?: string }[];
    };
    expect(list.prompts).toHaveLength(10);
    expect(list.prompts.map((p) => p.project_description)).toEqual(Array.from({ length: 10 }, (_, i) => `Project ${11 - i}`));
    expect(list.prompts[0]).not.toHaveProperty('generated_prompt');
    expect(list.prompts[0]?.details).toEqual([{ title: 'F11' }, { title: 'G', description: 'd' }]);
    expect(list.prompts.some((p) => p.id === bId)).toBe(false);

    const own = await call(`/api/prompts/${aIds[0]}`, authed(a.jar));
    expect(own.status).toBe(200);
    // Saved before versions existed: no brief, and still the prompt it has.
    expect(await own.json()).toMatchObject({ prompt: { generated_prompt: 'Prompt 0' }, version: null });

    await expectEnvelope(await call(`/api/prompts/${bId}`, authed(a.jar)), 404, 'not_found');
    await expectEnvelope(await call('/api/prompts/does-not-exist', authed(a.jar)), 404, 'not_found');
  });
});

describe('profile updates', () => {
  it('saves valid details and clears a field with null', async () => {
    const a = await user('prof');
    const res = await call(
      '/api/profile',
      authed(
        a.jar,
        jsonInit('PATCH', {
          first_name: '  Grace ',
          last_name: 'Hopper',
          date_of_birth: '1990-02-28',
          mobile_country_code: '+44',
          mobile_number: '7700900123',
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '1990-02-28',
      mobile_country_code: '+44',
      mobile_number: '7700900123',
    });
    const cleared = (await (await call('/api/profile', authed(a.jar, jsonInit('PATCH', { mobile_number: null })))).json()) as {
      profile: { mobile_number: null; first_name: string };
    };
    expect(cleared.profile).toMatchObject({ mobile_number: null, first_name: 'Grace' });
  });

  it.each([
    [{ date_of_birth: '2023-02-30' }, 'date_of_birth'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
    [{ date_of_birth: '01/02/1990' }, 'date_of_birth'],
    [{ mobile_country_code: '44' }, 'mobile_country_code'],
    [{ mobile_country_code: '+12345' }, 'mobile_country_code'],
    [{ mobile_number: '7700-900' }, 'mobile_number'],
    [{ mobile_number: '12' }, 'mobile_number'],
    [{ email: 'x@y.z' }, ''],
  ])('rejects %o with a field error', async (body, field) => {
    const a = await user('prof-bad');
    const error = await expectEnvelope(
      await call('/api/profile', authed(a.jar, jsonInit('PATCH', body))),
      400,
      'validation_failed',
    );
    if (field) expect(error.details).toEqual([expect.objectContaining({ path: field })]);
  });
});

describe('the list of tables that hold user data', () => {
  /** Every table with a column that names a user: a user_id, or a foreign key to profiles. */
  async function tablesNamingAUser(): Promise<string[]> {
    const { results } = await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'`,
    ).all<{ name: string }>();
    const out: string[] = [];
    for (const { name } of results) {
      const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name).all<{ name: string }>();
      const keys = await env.DB.prepare(`SELECT "table" FROM pragma_foreign_key_list(?1)`).bind(name).all<{ table: string }>();
      if (
        name === 'profiles' ||
        columns.results.some((c) => c.name === 'user_id') ||
        keys.results.some((k) => k.table === 'profiles')
      ) {
        out.push(name);
      }
    }
    return out.sort();
  }

  it('names every table that holds a user’s rows, so export and delete both reach it', async () => {
    const listed = new Set(USER_DATA.map((data) => data.table));
    const missing = (await tablesNamingAUser()).filter((table) => !listed.has(table));
    expect(missing, 'add these tables to USER_DATA in worker/db/queries/account.ts').toEqual([]);
  });

  it('exports what it lists and deletes every row it lists', async () => {
    const a = await user('list-a');
    await addHistory(a.id, 1);
    const exported = (await (await call('/api/account/export', authed(a.jar))).json()) as Record<string, unknown>;
    for (const data of USER_DATA) if (data.export) expect(exported, data.table).toHaveProperty(data.export.as);
    await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    for (const data of USER_DATA) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${data.table} WHERE ${data.owned}`).bind(a.id).first('n');
      expect(left, data.table).toBe(0);
    }
  });
});

describe('export and delete', () => {
  it('exports every table’s rows for the user, and only theirs', async () => {
    const admin = await devSignIn('admin@example.com', 'Admin Export');
    const me = (await (await call('/api/me', authed(admin.jar))).json()) as { profile: { id: string } };
    const other = await user('export-other');
    await addHistory(me.profile.id, 2);
    await addHistory(other.id, 1);
    const res = await call('/api/account/export', authed(admin.jar));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="prompt-qordinate-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = (await res.json()) as {
      profile: { email: string };
      user_roles: { role: string }[];
      subscription: { plan: string };
      prompt_history: { user_id: string }[];
    };
    expect(data.profile.email).toBe('admin@example.com');
    expect(data.user_roles.map((r) => r.role)).toEqual(['admin']);
    expect(data.subscription.plan).toBe('free');
    expect(data.prompt_history.length).toBeGreaterThanOrEqual(2);
    expect(data.prompt_history.every((h) => h.user_id === me.profile.id)).toBe(true);
  });

  it('delete needs the explicit confirmation, removes every row of the user and only theirs, and ends the session', async () => {
    const a = await user('del-a');
    const b = await user('del-b');
    await addHistory(a.id, 3);
    await addHistory(b.id, 2);

    await expectEnvelope(await call('/api/account', authed(a.jar, jsonInit('DELETE', {}))), 400, 'validation_failed');
    await expectEnvelope(
      await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'yes' }))),
      400,
      'validation_failed',
    );

    const res = await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/authjs\.session-token=;.*Max-Age=0/);

    for (const table of ['prompt_history', 'user_roles', 'subscriptions']) {
      const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(a.id).first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM profiles WHERE id = ?').bind(a.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM prompt_history WHERE user_id = ?').bind(b.id).first('n')).toBe(2);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?').bind(b.id).first('n')).toBe(1);

    // The old cookie no longer works.
    await expectEnvelope(await call('/api/me', authed(a.jar)), 401, 'unauthorized');
    await expectEnvelope(await call('/api/prompts', authed(a.jar)), 401, 'unauthorized');
    // B is untouched.
    expect((await call('/api/prompts', authed(b.jar))).status).toBe(200);
  });

  it('GET /api/subscription returns the own subscription', async () => {
    const a = await user('sub');
    const body = (await (await call('/api/subscription', authed(a.jar))).json()) as {
      subscription: { user_id: string; plan: string; max_prompts: number };
    };
    expect(body.subscription).toMatchObject({ user_id: a.id, plan: 'free', max_prompts: 5 });
  });
});
