import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
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
