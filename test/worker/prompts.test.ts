import { env } from 'cloudflare:workers';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PROMPTS_PER_MINUTE } from '../../common/limits';
import { PROMPT_ID_HEADER } from '../../common/stream';
import { renderArtefacts } from '../../common/render/artefacts';
import type { Brief } from '../../common/brief';
import { authed, call, devSignIn, expectEnvelope, jsonInit } from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function user(prefix: string) {
  const { jar } = await devSignIn(unique(prefix), `${prefix} Person`);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id };
}

const body = {
  projectDescription: 'a booking app for a yoga studio with class schedules and memberships',
  platform: 'lovable',
  details: [{ title: 'Class Schedules' }, { title: 'Memberships' }, { title: 'Gift Cards', description: 'Sold online' }],
  answers: { 'How do students pay for classes?': 'Both memberships and packs' },
  dismissedQuestions: ['What happens when a class is full?'],
  askedQuestions: [
    { id: 'studio-payment-model', text: 'How do students pay for classes?' },
    { id: 'studio-full-class', text: 'What happens when a class is full?' },
  ],
};

interface Detail {
  prompt: { id: string; generated_prompt: string };
  version: { number: number; target: string; text: string; brief: Brief; request: typeof body } | null;
}

describe('a generated prompt keeps its brief', () => {
  it('names its history entry before the text ends, and the entry holds version 1 with the brief and the request', async () => {
    const a = await user('brief');
    const res = await call('/api/ai/generate-prompt', authed(a.jar, jsonInit('POST', body)));
    expect(res.status).toBe(200);
    const id = res.headers.get(PROMPT_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const text = await res.text();

    const detail = (await (await call(`/api/prompts/${id}`, authed(a.jar))).json()) as Detail;
    expect(detail.prompt).toMatchObject({ id, generated_prompt: text });
    expect(detail.version).toMatchObject({ number: 1, target: 'lovable', text });
    expect(detail.version?.request).toMatchObject({ answers: body.answers, askedQuestions: body.askedQuestions });
    const brief = detail.version!.brief;
    expect(brief.target).toEqual({ key: 'lovable', label: 'Lovable' });
    expect(brief.features.map((f) => f.title)).toEqual(['Class Schedules', 'Memberships', 'Gift Cards']);
    expect(brief.decisions).toContainEqual(expect.objectContaining({ id: 'studio-payment-model', source: 'answered' }));
    expect(brief.decisions).toContainEqual(expect.objectContaining({ id: 'studio-full-class', source: 'judgement' }));
    expect(brief.features[0]?.story).toMatch(/^As a student, I want Class Schedules/);

    // The stored brief renders every artefact, and the composer's prompt is exactly its rendering.
    const artefacts = renderArtefacts(brief);
    expect(artefacts[0]?.files[0]?.text).toBe(text);
    expect(artefacts.map((x) => x.id)).toEqual([
      'prompt',
      'agents',
      'claude',
      'cursor',
      'requirements',
      'design',
      'tasks',
      'phases',
    ]);

    // However many artefacts, one generation is one prompt against the quota.
    const sub = await env.DB.prepare('SELECT prompts_used FROM subscriptions WHERE user_id = ?')
      .bind(a.id)
      .first<{ prompts_used: number }>();
    expect(sub?.prompts_used).toBe(1);
  });

  it('another user sees neither the entry nor its versions', async () => {
    const a = await user('brief-a');
    const b = await user('brief-b');
    const res = await call('/api/ai/generate-prompt', authed(a.jar, jsonInit('POST', body)));
    const id = res.headers.get(PROMPT_ID_HEADER);
    await res.text();
    await expectEnvelope(await call(`/api/prompts/${id}`, authed(b.jar)), 404, 'not_found');
    expect((await call(`/api/prompts/${id}`)).status).toBe(401);
  });

  it('the export carries every version with its brief as JSON, and deleting the account removes them', async () => {
    const a = await user('brief-export');
    const res = await call('/api/ai/generate-prompt', authed(a.jar, jsonInit('POST', body)));
    await res.text();
    const exported = (await (await call('/api/account/export', authed(a.jar))).json()) as {
      prompt_versions: { number: number; brief: Brief; request: unknown }[];
    };
    expect(exported.prompt_versions).toHaveLength(1);
    expect(exported.prompt_versions[0]?.brief.features).toHaveLength(3);
    expect(exported.prompt_versions[0]?.request).toMatchObject({ platform: 'lovable' });

    const deleted = await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    expect(deleted.status).toBe(200);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM prompt_versions WHERE user_id = ?')
      .bind(a.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

async function generate(jar: Parameters<typeof authed>[0], request: unknown = body) {
  const res = await call('/api/ai/generate-prompt', authed(jar, jsonInit('POST', request)));
  const id = res.headers.get(PROMPT_ID_HEADER)!;
  return { id, text: await res.text() };
}

async function counts(userId: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT prompts_used FROM subscriptions WHERE user_id = ?1) AS used,
            (SELECT COUNT(*) FROM prompt_history WHERE user_id = ?1) AS history,
            (SELECT COUNT(*) FROM prompt_versions WHERE user_id = ?1) AS versions`,
  )
    .bind(userId)
    .first<{ used: number; history: number; versions: number }>();
  return row;
}

const lines = (text: string) => text.split('\n');

describe('history that stays small', () => {
  it('a version’s brief, request and text are stored compressed and read back whole; rows saved before still read', async () => {
    const a = await user('packed');
    const { id, text } = await generate(a.jar);
    const stored = await env.DB.prepare(
      `SELECT typeof(brief) AS brief, typeof(request) AS request, typeof(text) AS text,
              length(brief) + length(request) + length(text) AS bytes FROM prompt_versions WHERE prompt_id = ?`,
    )
      .bind(id)
      .first<{ brief: string; request: string; text: string; bytes: number }>();
    expect(stored).toMatchObject({ brief: 'blob', request: 'blob', text: 'blob' });
    const detail = (await (await call(`/api/prompts/${id}`, authed(a.jar))).json()) as Detail;
    expect(detail.version?.text).toBe(text);
    const plain = JSON.stringify(detail.version?.brief).length + JSON.stringify(detail.version?.request).length + text.length;
    expect(stored!.bytes).toBeLessThan(plain / 2);

    // A version saved before compression (JSON and plain text) reads as it did.
    await env.DB.prepare(
      `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text) VALUES (?1, ?2, 2, 'lovable', ?3, ?4, 'Old text')`,
    )
      .bind(id, a.id, JSON.stringify(detail.version?.brief), JSON.stringify(detail.version?.request))
      .run();
    const old = (await (await call(`/api/prompts/${id}/versions/2`, authed(a.jar))).json()) as { version: Detail['version'] };
    expect(old.version).toMatchObject({ number: 2, text: 'Old text', brief: detail.version?.brief });
    const exported = (await (await call('/api/account/export', authed(a.jar))).json()) as {
      prompt_versions: { number: number; text: string; brief: Brief }[];
    };
    expect(exported.prompt_versions.map((v) => [v.number, v.text])).toEqual([
      [1, text],
      [2, 'Old text'],
    ]);
    expect(exported.prompt_versions[0]?.brief).toEqual(detail.version?.brief);
  });
});

describe('versions: regenerate after a review, compare, restore', () => {
  const changed = { ...body, answers: { 'How do students pay for classes?': 'Class packs only' } };
  const { projectDescription: _, ...regenerate } = changed;

  it('a regeneration is version 2 of the same entry: one more prompt used, no new history entry, only the changed lines differ', async () => {
    const a = await user('regen');
    const first = await generate(a.jar);
    expect(await counts(a.id)).toEqual({ used: 1, history: 1, versions: 1 });

    const res = await call(`/api/prompts/${first.id}/versions`, authed(a.jar, jsonInit('POST', regenerate)));
    expect(res.status).toBe(200);
    const second = await res.text();
    expect(await counts(a.id)).toEqual({ used: 2, history: 1, versions: 2 });

    const detail = (await (await call(`/api/prompts/${first.id}`, authed(a.jar))).json()) as Detail & {
      versions: { number: number; target: string }[];
    };
    expect(detail.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(detail.version).toMatchObject({ number: 2, text: second });
    expect(detail.prompt.generated_prompt).toBe(second);
    expect(detail.version?.brief.decisions).toContainEqual(
      expect.objectContaining({ id: 'studio-payment-model', answer: 'Class packs only' }),
    );

    // The composer is deterministic per decision: the change shows, the rest is word for word.
    const before = new Set(lines(first.text));
    const added = lines(second).filter((l) => !before.has(l));
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThanOrEqual(3);
    expect(added.join('\n')).toMatch(/pack/i);

    // Version 1 is still there, as it was.
    const v1 = (await (await call(`/api/prompts/${first.id}/versions/1`, authed(a.jar))).json()) as { version: { text: string } };
    expect(v1.version.text).toBe(first.text);
  });

  it('restoring version 1 makes it the newest as version 3: nothing deleted, no prompt used', async () => {
    const a = await user('restore');
    const first = await generate(a.jar);
    await (await call(`/api/prompts/${first.id}/versions`, authed(a.jar, jsonInit('POST', regenerate)))).text();
    const res = await call(`/api/prompts/${first.id}/versions/1/restore`, authed(a.jar, { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: { number: 3 } });
    expect(await counts(a.id)).toEqual({ used: 2, history: 1, versions: 3 });
    const detail = (await (await call(`/api/prompts/${first.id}`, authed(a.jar))).json()) as Detail & {
      versions: { number: number; restored_from: number | null }[];
    };
    expect(detail.version).toMatchObject({ number: 3, text: first.text });
    expect(detail.prompt.generated_prompt).toBe(first.text);
    // Version 3 points at version 1 and holds no copy of it; restoring version 3 points at version 1 too.
    expect(detail.versions.map((v) => v.restored_from)).toEqual([null, null, 1]);
    expect((await call(`/api/prompts/${first.id}/versions/3/restore`, authed(a.jar, { method: 'POST' }))).status).toBe(200);
    const again = (await (await call(`/api/prompts/${first.id}/versions/4`, authed(a.jar))).json()) as {
      version: { restored_from: number; text: string };
    };
    expect(again.version).toMatchObject({ restored_from: 1, text: first.text });
    await expectEnvelope(
      await call(`/api/prompts/${first.id}/versions/9/restore`, authed(a.jar, { method: 'POST' })),
      404,
      'not_found',
    );
  });

  it('checks a review for contradictions before it is regenerated: nothing generated, saved or charged', async () => {
    const a = await user('check');
    const membership = 'How many classes does a membership include?';
    const answers: Record<string, string> = { ...body.answers, [membership]: 'Unlimited classes' };
    const withMembership = {
      ...body,
      answers,
      askedQuestions: [...body.askedQuestions, { id: 'studio-membership-limits', text: membership }],
    };
    const first = await generate(a.jar, withMembership);
    const { projectDescription: _, ...request } = withMembership;
    const check = (jar: typeof a.jar, json: unknown) =>
      call(`/api/prompts/${first.id}/check`, authed(jar, jsonInit('POST', json)));

    const agreed = await check(a.jar, request);
    expect(agreed.status).toBe(200);
    expect(await agreed.json()).toEqual({ conflicts: [] });

    // Packs only, with the membership question still answered: a contradiction, named before any regeneration.
    const packsOnly = {
      ...request,
      answers: { ...request.answers, 'How do students pay for classes?': 'Class packs and drop-ins only' },
    };
    const contradicted = await check(a.jar, packsOnly);
    expect(contradicted.status).toBe(200);
    expect(await contradicted.json()).toEqual({
      conflicts: [
        {
          id: 'studio-membership-limits',
          with: 'studio-payment-model',
          text: expect.stringContaining('(Class packs and drop-ins only) makes it pointless'),
        },
      ],
    });
    expect(await counts(a.id)).toEqual({ used: 1, history: 1, versions: 1 });

    // Another user's prompt is 404, anonymous 401, a bad body 400.
    const b = await user('check-b');
    await expectEnvelope(await check(b.jar, request), 404, 'not_found');
    expect((await call(`/api/prompts/${first.id}/check`, jsonInit('POST', request))).status).toBe(401);
    await expectEnvelope(await check(a.jar, { ...request, details: [] }), 400, 'validation_failed');
  });

  it('another user’s versions answer 404 and cost nothing; anonymous 401; a bad body 400', async () => {
    const a = await user('ver-a');
    const b = await user('ver-b');
    const first = await generate(a.jar);
    await expectEnvelope(await call(`/api/prompts/${first.id}/versions/1`, authed(b.jar)), 404, 'not_found');
    await expectEnvelope(
      await call(`/api/prompts/${first.id}/versions`, authed(b.jar, jsonInit('POST', regenerate))),
      404,
      'not_found',
    );
    await expectEnvelope(
      await call(`/api/prompts/${first.id}/versions/1/restore`, authed(b.jar, { method: 'POST' })),
      404,
      'not_found',
    );
    expect(await counts(b.id)).toEqual({ used: 0, history: 0, versions: 0 });
    expect(await counts(a.id)).toEqual({ used: 1, history: 1, versions: 1 });
    expect((await call(`/api/prompts/${first.id}/versions/1`)).status).toBe(401);
    expect((await call(`/api/prompts/${first.id}/versions`, jsonInit('POST', regenerate))).status).toBe(401);
    await expectEnvelope(
      await call(`/api/prompts/${first.id}/versions`, authed(a.jar, jsonInit('POST', { ...regenerate, details: [] }))),
      400,
      'validation_failed',
    );
    await expectEnvelope(await call(`/api/prompts/${first.id}/versions/0`, authed(a.jar)), 400, 'validation_failed');
  });

  it('regenerating shares the per-minute limit of new prompts', async () => {
    // Held in one minute, so the fixed window cannot roll over mid-test.
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const a = await user('regen-rate');
    await env.DB.prepare('UPDATE subscriptions SET max_prompts = 100 WHERE user_id = ?').bind(a.id).run();
    const first = await generate(a.jar);
    const statuses: number[] = [];
    for (let i = 0; i < PROMPTS_PER_MINUTE; i++) {
      const res = await call(`/api/prompts/${first.id}/versions`, authed(a.jar, jsonInit('POST', regenerate)));
      statuses.push(res.status);
      await res.text();
    }
    // The first prompt and nine regenerations make ten; the tenth regeneration is refused, and costs nothing.
    expect(statuses.slice(0, PROMPTS_PER_MINUTE - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await counts(a.id)).toEqual({ used: PROMPTS_PER_MINUTE, history: 1, versions: PROMPTS_PER_MINUTE });
  });
});
