import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import app from '../../worker/app';
import { STREAM_ERROR_MARKER } from '../../common/stream';
import { authed, CookieJar, devSignIn, jsonInit, ORIGIN } from './helpers';
import { MOCK_PROMPT_CHUNKS } from '../support/mock-openai-fixtures';
import { workersAiBinding } from '../support/workers-ai-binding';
import { DEFAULT_WORKERS_AI_MODEL } from '../../worker/ai/models';
import { unpackText, type Packed } from '../../worker/db/packed';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Calls the app with env overrides (e.g. to switch on the LLM engine against the local mock server). */
async function callApp(path: string, init: RequestInit, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(new URL(path, ORIGIN).href, init, { ...env, ...overrides }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, json: () => JSON.parse(body) as Record<string, unknown> };
}

type LlmEnv = (model: string, extra?: Partial<Env>) => Partial<Env>;

/** The OpenAI path: `@ai-sdk/openai` against the local OpenAI-compatible server. */
const openAi: LlmEnv = (model, extra = {}) => ({
  OPENAI_API_KEY: 'test-key',
  AI_BASE_URL: inject('openaiBaseURL'),
  AI_MODEL: model,
  ...extra,
});

/** A test AI binding for `workersAi`; the binding's type is Workers AI's, the double implements the `run` it uses. */
const aiBinding = (binding: ReturnType<typeof workersAiBinding>) => binding as unknown as Ai;

/** The Workers AI path: no key, an AI binding whose `run` forwards to the same server. */
const workersAi: LlmEnv = (model, extra = {}) => ({
  OPENAI_API_KEY: undefined,
  AI: aiBinding(workersAiBinding(inject('openaiBaseURL'))),
  AI_MODEL: model,
  ...extra,
});

/** Every LLM case runs on both providers: the generator's code is shared, only the model differs. */
const PROVIDERS: [string, LlmEnv][] = [
  ['OpenAI-compatible (@ai-sdk/openai)', openAi],
  ['Workers AI (workers-ai-provider, AI binding)', workersAi],
];

async function signedIn(prefix: string) {
  const { jar } = await devSignIn(unique(prefix), 'Tess Tester');
  const me = (await (await app.request(`${ORIGIN}/api/me`, authed(jar), env)).json()) as { profile: { id: string } };
  return { jar, userId: me.profile.id };
}

const post = (jar: CookieJar, body: unknown) => authed(jar, jsonInit('POST', body));

const promptBody = {
  projectDescription: 'A sales dashboard for a small team',
  platform: 'cursor',
  details: [{ title: 'KPI Cards', description: 'Revenue, deals won, churn' }, { title: 'CSV Export' }],
  answers: { 'Who can see revenue numbers?': 'Managers only' },
  dismissedQuestions: ['Which chart library should be used?'],
};

async function usage(userId: string) {
  const sub = await env.DB.prepare('SELECT prompts_used FROM subscriptions WHERE user_id = ?')
    .bind(userId)
    .first<{ prompts_used: number }>();
  const history = await env.DB.prepare('SELECT COUNT(*) AS n FROM prompt_history WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>();
  return { used: sub?.prompts_used, history: history?.n };
}

async function lastLlmRequest() {
  const base = inject('openaiBaseURL').replace(/\/v1$/, '');
  const all = (await (await fetch(`${base}/__requests`)).json()) as {
    model: string;
    messages: { role: string; content: string }[];
  }[];
  return all.at(-1);
}

describe('validation and limits', () => {
  it('rejects a blank or too long description, empty details and a bad platform with 400 field details', async () => {
    const { jar } = await signedIn('val');
    const blank = await callApp('/api/ai/suggest-features', post(jar, { projectDescription: '   ', platform: 'claude' }));
    expect(blank.res.status).toBe(400);
    expect(blank.json().error).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: 'projectDescription', message: 'Please describe what you want to build' })],
    });
    const long = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'x'.repeat(4001), platform: 'claude' }),
    );
    expect(long.res.status).toBe(400);
    const noDetails = await callApp(
      '/api/ai/generate-questions',
      post(jar, { projectDescription: 'A shop', platform: 'claude', details: [], previousAnswers: {}, questionIndex: 0 }),
    );
    expect(noDetails.res.status).toBe(400);
    const badPlatform = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'A shop', platform: '<script>' }),
    );
    expect(badPlatform.res.status).toBe(400);
  });

  it('refuses more features than the plan allows with 403 feature_limit naming the limit', async () => {
    const { jar, userId } = await signedIn('limit');
    const details = ['A', 'B', 'C', 'D', 'E', 'F'];
    const questions = await callApp(
      '/api/ai/generate-questions',
      post(jar, { projectDescription: 'A shop', platform: 'claude', details, previousAnswers: {}, questionIndex: 0 }),
    );
    expect(questions.res.status).toBe(403);
    expect(questions.json().error).toMatchObject({ code: 'feature_limit' });
    expect(String((questions.json().error as { message: string }).message)).toContain('up to 5 features');
    const prompt = await callApp(
      '/api/ai/generate-prompt',
      post(jar, { ...promptBody, details: details.map((title) => ({ title })) }),
    );
    expect(prompt.res.status).toBe(403);
    expect(await usage(userId)).toEqual({ used: 0, history: 0 });
  });

  it('rate-limits suggestion and question calls per user (30 a minute)', async () => {
    // The window is a clock minute: hold the clock at the start of one, so 31 calls cannot straddle two
    // (waiting for a fresh minute instead would outlast the test's timeout).
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { jar } = await signedIn('rate');
    const body = { projectDescription: 'A sales dashboard', platform: 'claude' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await callApp('/api/ai/suggest-features', post(jar, body))).res.status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await callApp('/api/ai/suggest-features', post(jar, body));
    expect(last.res.status).toBe(429);
    expect(last.json().error).toMatchObject({ code: 'rate_limited' });
    expect(last.res.headers.get('Retry-After')).toBe('59');
    // Another user is not affected.
    const other = await signedIn('rate-other');
    expect((await callApp('/api/ai/suggest-features', post(other.jar, body))).res.status).toBe(200);
  });
});

describe('built-in composer through the API (no key set)', () => {
  it('suggests, asks and streams a prompt; history and quota record it', async () => {
    const { jar, userId } = await signedIn('composer');
    const suggest = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'A sales dashboard for a small team', platform: 'chatgpt' }),
    );
    const { features, depth, language } = suggest.json() as { features: string[]; depth: number; language: string };
    expect(features.length).toBeGreaterThanOrEqual(8);
    expect(features.length).toBeLessThanOrEqual(12);
    expect([1, 2, 3]).toContain(depth);
    expect(language).toBe('en');

    const more = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'A sales dashboard for a small team', platform: 'chatgpt', existingFeatures: features }),
    );
    const again = (more.json() as { features: string[] }).features;
    const seen = new Set(features.map((f) => f.toLowerCase()));
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((f) => !seen.has(f.toLowerCase()))).toBe(true);

    const questions = await callApp(
      '/api/ai/generate-questions',
      post(jar, {
        projectDescription: 'A sales dashboard',
        platform: 'chatgpt',
        details: features.slice(0, 3),
        previousAnswers: {},
        questionIndex: 0,
      }),
    );
    const q = questions.json() as {
      questions: { id: string; text: string; type: string; category: string; recommended: string; reason: string }[];
      estimatedTotal: number;
    };
    expect(q.questions.length).toBeGreaterThan(0);
    for (const question of q.questions) {
      expect(question).toMatchObject({ id: expect.any(String), category: expect.any(String), recommended: expect.any(String) });
      expect(question.reason.length).toBeGreaterThan(0);
    }
    expect(q.estimatedTotal).toBeGreaterThanOrEqual(14);

    const prompt = await callApp('/api/ai/generate-prompt', post(jar, { ...promptBody, platform: 'chatgpt' }));
    expect(prompt.res.status).toBe(200);
    expect(prompt.res.headers.get('Content-Type')).toMatch(/text\/plain/);
    expect(prompt.body).toContain('KPI Cards');
    expect(prompt.body).toContain('Managers only');
    expect(prompt.body).not.toContain(STREAM_ERROR_MARKER);
    expect(await usage(userId)).toEqual({ used: 1, history: 1 });
    const row = await env.DB.prepare('SELECT * FROM prompt_history WHERE user_id = ?')
      .bind(userId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      project_description: promptBody.projectDescription,
      target_ai_platform: 'chatgpt',
      features_count: 2,
      generated_prompt: prompt.body,
    });
    expect(JSON.parse(String(row?.details))).toEqual(promptBody.details);
  });
});

describe('what the description names', () => {
  it('comes first among the suggestions, and the answer says which titles those are', async () => {
    const { jar } = await signedIn('named');
    const { res, json } = await callApp(
      '/api/ai/suggest-features',
      post(jar, {
        projectDescription: 'a booking app for a yoga studio with class schedules, memberships and a waitlist',
        platform: 'lovable',
      }),
    );
    expect(res.status).toBe(200);
    const { features, named } = json() as { features: string[]; named: string[] };
    expect(named.map((t) => t.toLowerCase())).toEqual(['class schedules', 'memberships', 'waitlist']);
    expect(features.slice(0, named.length)).toEqual(named);

    // A later round repeats none of them, so it names none.
    const more = await callApp(
      '/api/ai/suggest-features',
      post(jar, {
        projectDescription: 'a booking app for a yoga studio with class schedules, memberships and a waitlist',
        platform: 'lovable',
        existingFeatures: features,
      }),
    );
    expect((more.json() as { named: string[] }).named).toEqual([]);
  });
});

describe('the read-back', () => {
  const scuba = 'an app for a scuba diving club to log dives, buddy pairs and equipment checks';

  it('says what was understood, the field that applies and the others the user may pick', async () => {
    const { jar } = await signedIn('read-back');
    const { res, json } = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: scuba, platform: 'lovable' }),
    );
    expect(res.status).toBe(200);
    expect(json()).toMatchObject({
      reading: {
        summary: 'A record-keeping app for a scuba diving club: log dives, buddy pairs and equipment checks.',
        field: null,
        chosen: null,
      },
    });
    const choir = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'a choir app to share sheet music', platform: 'lovable', field: 'none' }),
    );
    expect(choir.json()).toMatchObject({ reading: { field: null, chosen: 'none' } });
    expect((choir.json() as { reading: { candidates: { id: string }[] } }).reading.candidates.map((c) => c.id)).toContain(
      'music',
    );
  });

  it('the chosen field reaches the questions and the prompt; a malformed field is a 400', async () => {
    const { jar } = await signedIn('read-back-field');
    const body = { projectDescription: scuba, platform: 'lovable', details: ['Dive Log'], questionIndex: 0 };
    const auto = await callApp('/api/ai/generate-questions', post(jar, body));
    const sport = await callApp('/api/ai/generate-questions', post(jar, { ...body, field: 'sports-clubs' }));
    const texts = (r: { json: () => unknown }) => (r.json() as { questions: { text: string }[] }).questions.map((q) => q.text);
    expect(texts(sport)).not.toEqual(texts(auto));
    const bad = await callApp('/api/ai/generate-questions', post(jar, { ...body, field: 'Not a field!' }));
    expect(bad.res.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_failed' } });
    // An id no field has is read automatically, like no choice at all.
    const unknown = await callApp('/api/ai/generate-questions', post(jar, { ...body, field: 'no-such-field' }));
    expect(texts(unknown)).toEqual(texts(auto));
  });
});

describe('Add More Features: the earlier prompt is the base', () => {
  it('the composer extends the base prompt and keeps it', async () => {
    const { jar } = await signedIn('base');
    const first = await callApp('/api/ai/generate-prompt', post(jar, { ...promptBody, platform: 'chatgpt' }));
    const second = await callApp(
      '/api/ai/generate-prompt',
      post(jar, {
        ...promptBody,
        platform: 'chatgpt',
        details: [{ title: 'Slack Alerts' }],
        answers: {},
        basePrompt: first.body,
      }),
    );
    expect(second.res.status).toBe(200);
    expect(second.body).toContain('Earlier Prompt to Extend');
    expect(second.body).toContain('Slack Alerts');
    expect(second.body).toContain('Managers only'); // a decision of the first prompt, carried forward
  });

  it.each(PROVIDERS)('the LLM (%s) gets the base prompt to extend', async (_, llm) => {
    const { jar } = await signedIn('base-llm');
    await callApp('/api/ai/generate-prompt', post(jar, { ...promptBody, basePrompt: 'EARLIER PROMPT TEXT' }), llm('ok'));
    const user = (await lastLlmRequest())?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('extends an earlier one');
    expect(user).toContain('EARLIER PROMPT TEXT');
  });
});

describe.each(PROVIDERS)('LLM generator on %s, against a local OpenAI-compatible server', (_, llm) => {
  it('regenerates from the previous version and the changed decisions, keeping the rest word for word', async () => {
    const { jar, userId } = await signedIn('llm-revise');
    const first = await callApp('/api/ai/generate-prompt', post(jar, promptBody), llm('ok'));
    const id = first.res.headers.get('X-Prompt-Id');
    const { projectDescription: _, ...rest } = promptBody;
    const changed = { ...rest, answers: { 'Who can see revenue numbers?': 'Everyone on the team' } };
    const again = await callApp(`/api/prompts/${id}/versions`, post(jar, changed), llm('ok'));
    expect(again.res.status).toBe(200);
    const user = (await lastLlmRequest())?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain(`Here is the previous version:\n"""${first.body}"""`);
    expect(user).toContain('- Who can see revenue numbers? Managers only → Everyone on the team');
    expect(user).toContain('keep every other line word for word');
    expect(await usage(userId)).toEqual({ used: 2, history: 1 });
  });

  it('streams the prompt as it is produced, saves history and counts the prompt', async () => {
    const { jar, userId } = await signedIn('llm-ok');
    const { res, body } = await callApp('/api/ai/generate-prompt', post(jar, promptBody), llm('ok'));
    expect(res.status).toBe(200);
    expect(body).toBe(MOCK_PROMPT_CHUNKS.join(''));
    expect(await usage(userId)).toEqual({ used: 1, history: 1 });
    // The LLM's text is version 1, beside the brief every other artefact renders from.
    // Stored compressed (worker/db/packed.ts): read back through the history store's own codec.
    const row = await env.DB.prepare('SELECT number, text, brief FROM prompt_versions WHERE user_id = ?')
      .bind(userId)
      .first<{ number: number; text: Packed; brief: Packed }>();
    const version = { number: row!.number, text: await unpackText(row!.text), brief: await unpackText(row!.brief) };
    expect(version).toMatchObject({ number: 1, text: body });
    expect((JSON.parse(version.brief) as { features: { title: string }[] }).features.map((f) => f.title)).toEqual([
      'KPI Cards',
      'CSV Export',
    ]);
    const request = await lastLlmRequest();
    const system = request?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Cursor');
    expect(system).toMatch(/never invent/i);
    const user = request?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('A sales dashboard for a small team');
    expect(user).toContain('Decision: Who can see revenue numbers? Managers only.');
    expect(user).toContain('Your call: Which chart library should be used?');
  });

  it('suggestions use structured output, deduplicated against what was shown', async () => {
    const { jar } = await signedIn('llm-suggest');
    const { res, json } = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'A sales dashboard', platform: 'claude', existingFeatures: ['Dark mode'] }),
      llm('ok'),
    );
    expect(res.status).toBe(200);
    expect(json().features).toEqual([
      'KPI Cards',
      'Revenue Chart',
      'Date Range Filter',
      'CSV Export',
      'Team Roles',
      'Alerts',
      'Saved Views',
    ]);
    // A sales dashboard names no feature of its own: nothing is preselected.
    expect(json().named).toEqual([]);
  });

  it('questions: options are kept to 2-5; answered and skipped questions are never repeated', async () => {
    const { jar } = await signedIn('llm-questions');
    const body = {
      projectDescription: 'A sales dashboard',
      platform: 'claude',
      details: ['KPI Cards'],
      previousAnswers: { 'Already answered question?': 'Yes' },
      dismissedQuestions: ['Who can see revenue numbers?'],
      questionIndex: 3,
    };
    const { res, json } = await callApp('/api/ai/generate-questions', post(jar, body), llm('ok'));
    const sent = (await lastLlmRequest())?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(sent).toContain('Skipped by the user');
    expect(res.status).toBe(200);
    const result = json() as {
      questions: { id: string; text: string; type: string; options?: string[]; examples?: string[] }[];
      estimatedTotal: number;
    };
    // The interview's length is the composer's honest one, not the model's guess of 24.
    expect(result.estimatedTotal).toBeLessThan(24);
    expect(result.questions.map((q) => q.text)).toEqual([
      'Should KPI Cards refresh automatically?',
      'Which chart style do you prefer?',
    ]);
    expect(result.questions[0]).toMatchObject({ type: 'yes-no', examples: ['Every minute', 'On page load'] });
    // A reply without the new fields still works: an id, a category and a recommendation are filled in.
    expect(result.questions[1]).toEqual({
      id: expect.stringMatching(/^llm-which-chart-style-do-you-prefer-/),
      text: 'Which chart style do you prefer?',
      type: 'yes-no',
      category: 'scope',
      recommended: 'Yes',
      reason: '',
    });
  });

  it('questions: the model’s ids, categories, recommendations and reasons pass through, checked', async () => {
    const { jar } = await signedIn('llm-rich');
    const body = {
      projectDescription: 'a booking app for a yoga studio',
      platform: 'lovable',
      details: ['Waitlist'],
      questionIndex: 0,
    };
    const { res, json } = await callApp('/api/ai/generate-questions', post(jar, body), llm('rich'));
    expect(res.status).toBe(200);
    const [full, second] = (json() as { questions: Record<string, unknown>[] }).questions;
    expect(full).toMatchObject({
      id: 'class-full',
      category: 'user-flow',
      recommended: 'Waitlist with automatic promotion',
      reason: 'It fills cancelled spots without staff work.',
    });
    // A repeated id is replaced, a loose category mapped, a recommendation that is no answer dropped.
    expect(second).toMatchObject({ category: 'roles', recommended: 'Yes', reason: '' });
    expect(second?.id).not.toBe('class-full');
  });

  it('the model gets the domain’s knowledge and the user’s language', async () => {
    const { jar } = await signedIn('llm-domain');
    const body = { projectDescription: 'Eine App für unser Yogastudio mit Kursplan und Mitgliedschaften', platform: 'claude' };
    await callApp('/api/ai/suggest-features', post(jar, body), llm('ok'));
    const system = (await lastLlmRequest())?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Fitness and yoga studios');
    expect(system).toContain('Waitlist for Full Classes');
    expect(system).toContain('German');
    expect(system).toContain('"Kursplan"');
    await callApp('/api/ai/generate-questions', post(jar, { ...body, details: ['Kursplan'] }), llm('ok'));
    const questions = (await lastLlmRequest())?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(questions).toContain('How do students pay for classes?');
    expect(questions).toMatch(/"recommended"/);
    expect(questions).toMatch(/German/);
  });

  it('the model gets the reading, not a guessed field: who, what they do and to what, and no field when none applies', async () => {
    const { jar } = await signedIn('llm-reading');
    const body = {
      projectDescription: 'an app for a community orchard to log tree pruning, pest sightings and fruit picking days',
      platform: 'claude',
    };
    const { res, json } = await callApp('/api/ai/suggest-features', post(jar, body), llm('ok'));
    expect(res.status).toBe(200);
    expect((json() as { reading: { field: unknown } }).reading.field).toBeNull();
    const system = (await lastLlmRequest())?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('"community orchard"');
    expect(system).toContain('"tree pruning"');
    expect(system).toContain('"pest sightings"');
    expect(system).toMatch(/No field of expertise applies/);
    expect(system).not.toContain('Farms and agriculture');
    // The field the user picks in the read-back is the one the model gets.
    await callApp('/api/ai/suggest-features', post(jar, { ...body, field: 'agriculture' }), llm('ok'));
    const chosen = (await lastLlmRequest())?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(chosen).toContain('Farms and agriculture');
  });

  it('the model gets what one record holds and how things are done today, as the description says them', async () => {
    const { jar } = await signedIn('llm-fields');
    const body = {
      projectDescription:
        "I'm a piano tuner. I want to keep track of each client's piano (make, model, serial number) and be reminded when they're due. Right now it's a paper diary.",
      platform: 'claude',
    };
    await callApp('/api/ai/suggest-features', post(jar, body), llm('ok'));
    const system = (await lastLlmRequest())?.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('What one record holds (already answered; do not ask it again): "make", "model", "serial number"');
    expect(system).toContain('How it is done today (not what to build): "Right now it\'s a paper diary".');
  });

  it.each([
    ['malformed', 'malformed JSON'],
    ['missing-array', 'a reply without the features array'],
    ['http500', 'an HTTP 500'],
  ])('suggestions: %s (%s) → 502 with a clear message', async (model) => {
    const { jar } = await signedIn(`llm-${model}`);
    const { res, json } = await callApp(
      '/api/ai/suggest-features',
      post(jar, { projectDescription: 'A sales dashboard', platform: 'claude' }),
      llm(model),
    );
    expect(res.status).toBe(502);
    expect(json().error).toMatchObject({ code: 'upstream_error' });
    expect(String((json().error as { message: string }).message)).toMatch(/generator/);
  });

  it('prompt: an HTTP 500 → 502, no quota spent, nothing saved', async () => {
    const { jar, userId } = await signedIn('llm-500');
    const { res, json } = await callApp('/api/ai/generate-prompt', post(jar, promptBody), llm('http500'));
    expect(res.status).toBe(502);
    expect(json().error).toMatchObject({ code: 'upstream_error' });
    expect(await usage(userId)).toEqual({ used: 0, history: 0 });
  });

  it('prompt: a stream cut mid-way ends with an error the client can detect; no quota spent, nothing saved', async () => {
    const { jar, userId } = await signedIn('llm-cut');
    const { res, body } = await callApp('/api/ai/generate-prompt', post(jar, promptBody), llm('cut'));
    expect(res.status).toBe(200); // the first bytes were already sent
    const [text, trailer] = body.split(STREAM_ERROR_MARKER);
    expect(text).toBe(MOCK_PROMPT_CHUNKS.slice(0, 2).join(''));
    expect(JSON.parse(trailer ?? '{}')).toMatchObject({ error: { code: 'upstream_error' } });
    expect(await usage(userId)).toEqual({ used: 0, history: 0 });
  });

  it('prompt: a first token later than the timeout → 502, no quota spent, nothing saved', async () => {
    const { jar, userId } = await signedIn('llm-slow');
    const started = Date.now();
    const { res, json } = await callApp('/api/ai/generate-prompt', post(jar, promptBody), llm('slow', { AI_TIMEOUT_MS: '400' }));
    expect(res.status).toBe(502);
    expect(String((json().error as { message: string }).message)).toMatch(/too long/);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await usage(userId)).toEqual({ used: 0, history: 0 });
  });
});

describe('which generator answers', () => {
  const suggest = { projectDescription: 'A sales dashboard', platform: 'claude' };

  it('an AI binding without a key runs Workers AI, on Llama 3.3 unless AI_MODEL names another model', async () => {
    const { jar } = await signedIn('wai-default');
    const binding = workersAiBinding(inject('openaiBaseURL'));
    const { res } = await callApp('/api/ai/suggest-features', post(jar, suggest), {
      OPENAI_API_KEY: undefined,
      AI: aiBinding(binding),
    });
    expect(res.status).toBe(200);
    expect(binding.calls.map((c) => c.model)).toEqual([DEFAULT_WORKERS_AI_MODEL]);
    // Structured output is asked for with the schema, and replies are long enough for a build prompt.
    expect(binding.calls[0]?.inputs.response_format).toMatchObject({ type: 'json_schema' });
    expect(binding.calls[0]?.inputs.max_tokens).toBeGreaterThanOrEqual(4096);
  });

  it('an OpenAI-compatible key wins over the AI binding', async () => {
    const { jar } = await signedIn('wai-key');
    const binding = workersAiBinding(inject('openaiBaseURL'));
    const { res } = await callApp('/api/ai/suggest-features', post(jar, suggest), { ...openAi('ok'), AI: aiBinding(binding) });
    expect(res.status).toBe(200);
    expect(binding.calls).toEqual([]);
    expect((await lastLlmRequest())?.model).toBe('ok');
  });

  it('neither: the built-in composer answers, offline', async () => {
    const { jar } = await signedIn('wai-none');
    const before = await lastLlmRequest();
    const { res, json } = await callApp('/api/ai/suggest-features', post(jar, suggest), {
      OPENAI_API_KEY: undefined,
      AI: undefined,
    });
    expect(res.status).toBe(200);
    expect((json().features as string[]).length).toBeGreaterThanOrEqual(8);
    expect(await lastLlmRequest()).toEqual(before);
  });
});

describe('quota', () => {
  it('20 concurrent prompts from a free user with 0 used → exactly 5 succeed, the rest 429', async () => {
    // One clock minute, so the per-minute generation limit lets exactly 10 of the burst reach the quota.
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { jar, userId } = await signedIn('burst');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => callApp('/api/ai/generate-prompt', post(jar, promptBody))),
    );
    const ok = results.filter((r) => r.res.status === 200);
    const refused = results.filter((r) => r.res.status === 429);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    const codes = refused.map((r) => (r.json().error as { code: string }).code);
    // 10 refused by the rate limit without touching the quota; the other 10 race for the 5 prompts left.
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(10);
    expect(codes.filter((code) => code === 'quota_exceeded')).toHaveLength(5);
    expect(await usage(userId)).toEqual({ used: 5, history: 5 });

    const quota = refused.find((r) => (r.json().error as { code: string }).code === 'quota_exceeded')!;
    const message = String((quota.json().error as { message: string }).message);
    expect(message).toContain('all 5 prompts of your free plan');
    expect(message).toMatch(/renews on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('a period that has ended starts anew on the next use', async () => {
    const { jar, userId } = await signedIn('rollover');
    await env.DB.prepare(
      "UPDATE subscriptions SET prompts_used = 5, current_period_end = '2020-01-01T00:00:00.000Z' WHERE user_id = ?",
    )
      .bind(userId)
      .run();
    const { res } = await callApp('/api/ai/generate-prompt', post(jar, promptBody));
    expect(res.status).toBe(200);
    const sub = await env.DB.prepare('SELECT prompts_used, current_period_end FROM subscriptions WHERE user_id = ?')
      .bind(userId)
      .first<{ prompts_used: number; current_period_end: string }>();
    expect(sub?.prompts_used).toBe(1);
    expect(Date.parse(sub?.current_period_end ?? '')).toBeGreaterThan(Date.now() + 27 * 86400_000);
  });

  it('a user without a subscription row cannot generate', async () => {
    const { jar, userId } = await signedIn('nosub-ai');
    await env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?').bind(userId).run();
    const { res, json } = await callApp('/api/ai/generate-prompt', post(jar, promptBody));
    expect(res.status).toBe(403);
    expect(json().error).toMatchObject({ code: 'feature_limit', message: expect.stringContaining('no active plan') });
    expect(await usage(userId)).toEqual({ used: undefined, history: 0 });
  });
});
