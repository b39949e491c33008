import { describe, expect, it } from 'vitest';
import { composePrompt, composer, detectProjectKind, generateQuestions, suggestFeatures } from '../../worker/ai/composer';
import { ALL_CONVENTIONS, conventionsFor } from '../../worker/ai/conventions';
import { KIND_CASES } from '../support/composer-cases';
import { DEFAULT_ESTIMATED_TOTAL, type PromptInput, type Question, type QuestionsInput } from '../../worker/ai/types';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const key = (title: string) => words(title).join(' ');

const TARGETS = ['chatgpt', 'claude', 'gemini', 'lovable', 'cursor', 'gpt-5', 'general'];
const titled = (titles: string[]) => titles.map((title) => ({ title }));

function expectValidSuggestions(titles: string[]) {
  expect(titles.length).toBeGreaterThanOrEqual(8);
  expect(titles.length).toBeLessThanOrEqual(12);
  expect(new Set(titles.map(key)).size).toBe(titles.length);
  for (const title of titles) {
    expect(title.split(/\s+/).length, title).toBeLessThanOrEqual(6);
    expect(title[0], title).toMatch(/[A-Z0-9]/);
  }
}

describe('detectProjectKind', () => {
  it.each(KIND_CASES)('recognises $kind in "$description"', ({ description, kind }) => {
    expect(detectProjectKind(description)).toBe(kind);
  });

  it('falls back to generic when nothing matches', () => {
    expect(detectProjectKind('something nice for my grandmother')).toBe('generic');
    expect(detectProjectKind('')).toBe('generic');
  });

  it('weighs phrases: an admin panel is an internal tool, a KPI board with analytics is a dashboard', () => {
    expect(detectProjectKind('an admin panel for our warehouse staff')).toBe('internal-tool');
    expect(detectProjectKind('a page showing KPI numbers and analytics for managers')).toBe('dashboard');
    expect(detectProjectKind('a GraphQL backend for our orders')).toBe('api');
  });

  it('resolves ties the same way whatever the word order', () => {
    expect(detectProjectKind('a blog and a game')).toBe(detectProjectKind('a game and a blog'));
  });
});

describe('suggestFeatures', () => {
  it.each(KIND_CASES)('suggests on-topic features for $kind', ({ description, onTopic, offTopic }) => {
    const titles = suggestFeatures({ projectDescription: description, target: 'chatgpt', existingFeatures: [] });
    expectValidSuggestions(titles);
    const onTopicCount = titles.filter((title) => words(title).some((word) => onTopic.includes(word))).length;
    expect(onTopicCount, titles.join(', ')).toBeGreaterThanOrEqual(3);
    const wrong = titles.filter((title) => words(title).some((word) => offTopic.includes(word)));
    expect(wrong).toEqual([]);
  });

  it('gives the sales dashboard its signature features and nothing from a store or a blog', () => {
    const titles = suggestFeatures({
      projectDescription: 'a sales dashboard for a small team',
      target: 'lovable',
      existingFeatures: [],
    });
    const joined = titles.join(' | ').toLowerCase();
    expect(joined).toMatch(/kpi/);
    expect(joined).toMatch(/chart/);
    expect(joined).toMatch(/date range/);
    expect(joined).toMatch(/csv export/);
    expect(joined).toMatch(/role-based access/);
    expect(joined).not.toMatch(/shopping cart|blog/);
  });

  it('mixes in what the description mentions, without inventing exotic requirements', () => {
    const store = suggestFeatures({
      projectDescription: 'a store that takes payments',
      target: 'general',
      existingFeatures: [],
    });
    expect(store).toContain('Payment Integration');
    const mobile = suggestFeatures({
      projectDescription: 'a dashboard I can check on my mobile',
      target: 'general',
      existingFeatures: [],
    });
    expect(mobile).toContain('Responsive Mobile Layout');
    const ai = suggestFeatures({
      projectDescription: 'a SaaS for recruiters with AI summaries',
      target: 'general',
      existingFeatures: [],
    });
    expect(ai).toContain('AI Assistant Integration');
    const bakery = suggestFeatures({
      projectDescription: 'a landing page for my bakery',
      target: 'general',
      existingFeatures: [],
    });
    expect(bakery.join(' ')).not.toMatch(/\bAI\b|Payment|Invitations/);
  });

  it.each(KIND_CASES)('keeps giving new, valid suggestions for two more rounds ($kind)', ({ description }) => {
    const shown: string[] = [];
    for (let round = 0; round < 3; round++) {
      const titles = suggestFeatures({ projectDescription: description, target: 'chatgpt', existingFeatures: [...shown] });
      expectValidSuggestions(titles);
      const seen = new Set(shown.map(key));
      expect(titles.filter((title) => seen.has(key(title)))).toEqual([]);
      shown.push(...titles);
    }
  });

  it('treats existing features case-insensitively, including the user’s own', () => {
    const first = suggestFeatures({
      projectDescription: 'an online store selling handmade candles',
      target: 'chatgpt',
      existingFeatures: [],
    });
    const shouted = first.map((title) => title.toUpperCase());
    const next = suggestFeatures({
      projectDescription: 'an online store selling handmade candles',
      target: 'chatgpt',
      existingFeatures: [...shouted, 'product reviews and ratings', '  Wishlist '],
    });
    expectValidSuggestions(next);
    const taken = new Set([...first, 'Product Reviews and Ratings', 'Wishlist'].map(key));
    expect(next.filter((title) => taken.has(key(title)))).toEqual([]);
  });

  it('is deterministic', () => {
    const input = {
      projectDescription: 'a SaaS app for freelancers to track invoices',
      target: 'cursor',
      existingFeatures: ['Team Workspaces'],
    };
    expect(suggestFeatures(input)).toEqual(suggestFeatures({ ...input }));
  });
});

/** Runs the guided flow: batch after batch from the running count, answering everything, until an empty batch. */
function runQuestionFlow(base: Omit<QuestionsInput, 'previousAnswers' | 'questionIndex' | 'dismissedQuestions'>) {
  const asked: Question[] = [];
  const answers: Record<string, string> = {};
  const totals: number[] = [];
  for (let guard = 0; guard < 50; guard++) {
    const { questions, estimatedTotal } = generateQuestions({
      ...base,
      dismissedQuestions: [],
      previousAnswers: { ...answers },
      questionIndex: asked.length,
    });
    totals.push(estimatedTotal);
    if (questions.length === 0) break;
    for (const question of questions) {
      expect(Object.hasOwn(answers, question.text), `repeated: ${question.text}`).toBe(false);
      answers[question.text] = question.options?.[0] ?? 'Yes';
    }
    asked.push(...questions);
  }
  return { asked, totals };
}

describe('generateQuestions', () => {
  const dashboard = {
    projectDescription: 'a sales dashboard for a small team',
    target: 'chatgpt',
    features: titled(['KPI Summary Cards', 'Charts Over Time', 'Slack alerts when a deal closes']),
    dismissedQuestions: [],
  };

  it('yields at least 22 distinct questions for a 3-feature flow, covering every feature', () => {
    const { asked, totals } = runQuestionFlow(dashboard);
    const texts = asked.map((question) => question.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(22);
    const total = totals[0] ?? 0;
    expect(totals.every((value) => value === total)).toBe(true);
    expect(total).toBeGreaterThanOrEqual(22);
    // The UI ends at estimatedTotal - 3, so every feature must be asked about before that.
    const shown = texts.slice(0, total - 3);
    for (const { title } of dashboard.features) {
      expect(
        shown.some((text) => text.includes(title)),
        title,
      ).toBe(true);
    }
  });

  it.each(KIND_CASES)('gives a full flow for a one-feature $kind project on every target', ({ description }) => {
    for (const target of TARGETS) {
      const { asked } = runQuestionFlow({ projectDescription: description, target, features: titled(['Custom Thing']) });
      expect(asked.length, target).toBeGreaterThanOrEqual(22);
      expect(asked.some((question) => question.text.includes('Custom Thing'))).toBe(true);
    }
  });

  it('covers ten features before the flow ends', () => {
    const details = Array.from({ length: 10 }, (_, i) => `Feature Number ${i + 1}`);
    const { asked, totals } = runQuestionFlow({ projectDescription: 'a SaaS app', target: 'claude', features: titled(details) });
    const shown = asked.slice(0, (totals[0] ?? 0) - 3).map((question) => question.text);
    for (const feature of details)
      expect(
        shown.some((text) => text.includes(`"${feature}"`)),
        feature,
      ).toBe(true);
  });

  it('returns well-formed batches of 6 to 8 questions', () => {
    const { asked } = runQuestionFlow(dashboard);
    const first = generateQuestions({ ...dashboard, previousAnswers: {}, questionIndex: 0 });
    expect(first.questions.length).toBeGreaterThanOrEqual(6);
    expect(first.questions.length).toBeLessThanOrEqual(8);
    for (const question of asked) {
      expect(['yes-no', 'multiple-choice']).toContain(question.type);
      if (question.type === 'multiple-choice') {
        expect(question.options?.length ?? 0, question.text).toBeGreaterThanOrEqual(2);
        expect(question.options?.length ?? 0, question.text).toBeLessThanOrEqual(5);
      }
      for (const example of question.examples ?? []) expect(example.trim()).not.toBe('');
    }
  });

  it('never repeats a question already answered, even one at the current position', () => {
    const first = generateQuestions({ ...dashboard, previousAnswers: {}, questionIndex: 0 });
    const answered = first.questions[2]?.text ?? '';
    expect(answered).not.toBe('');
    const again = generateQuestions({ ...dashboard, previousAnswers: { [answered]: 'Yes' }, questionIndex: 0 });
    expect(again.questions.map((question) => question.text)).not.toContain(answered);
  });

  it('asks about the target itself', () => {
    const lovable = runQuestionFlow({ ...dashboard, target: 'lovable' }).asked.map((question) => question.text);
    expect(lovable.some((text) => text.includes('Supabase'))).toBe(true);
    const cursor = runQuestionFlow({ ...dashboard, target: 'cursor' }).asked.map((question) => question.text);
    expect(cursor.some((text) => text.includes('Cursor'))).toBe(true);
  });

  it('estimates the default total when no feature is selected yet', () => {
    const result = generateQuestions({ ...dashboard, features: [], previousAnswers: {}, questionIndex: 0 });
    expect(result.estimatedTotal).toBe(DEFAULT_ESTIMATED_TOTAL);
    expect(result.questions.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const input = { ...dashboard, previousAnswers: { 'Who will mainly use it?': 'Just me or my own team' }, questionIndex: 7 };
    expect(generateQuestions(input)).toEqual(generateQuestions({ ...input }));
  });
});

describe('generateQuestions with skipped questions', () => {
  it('never asks a skipped question again', () => {
    const input: QuestionsInput = {
      projectDescription: 'A sales dashboard for a small team',
      target: 'claude',
      features: titled(['KPI Cards', 'CSV Export']),
      previousAnswers: {},
      questionIndex: 0,
      dismissedQuestions: [],
    };
    const first = generateQuestions(input).questions;
    const skipped = first[1]!.text;
    const again = generateQuestions({ ...input, dismissedQuestions: [skipped] }).questions;
    expect(again.map((q) => q.text)).not.toContain(skipped);
    expect(again.length).toBe(first.length); // the batch fills up with the next question
  });
});

describe('composePrompt', () => {
  const input: PromptInput = {
    projectDescription: 'a sales dashboard for a small team',
    target: 'chatgpt',
    features: [
      { title: 'KPI Summary Cards', description: 'Revenue, deals won and average deal size for the chosen period' },
      { title: 'Charts Over Time', description: '' },
      { title: 'Slack alerts when a deal closes' },
    ],
    answers: {
      'Who will mainly use it?': 'Just me or my own team',
      'Which chart types suit "Charts Over Time" best?': 'Line charts',
      'Will users need to sign in?': 'Yes',
      'Should alerts mention the deal owner by name?': 'Only for deals above 10k',
    },
    dismissedQuestions: ['Which visual style fits best?', 'Should it offer a dark mode?'],
  };
  const promptFor = (target: string) => composePrompt({ ...input, target });

  it.each(TARGETS)('states everything the user chose (%s)', (target) => {
    const prompt = promptFor(target);
    expect(prompt).toContain(input.projectDescription);
    for (const detail of input.features) {
      expect(prompt).toContain(detail.title);
      if (detail.description) expect(prompt).toContain(detail.description);
    }
    for (const answer of Object.values(input.answers)) expect(prompt).toContain(answer);
    expect(prompt).toContain('Sign-in required: Yes');
    expect(prompt).toContain('Should alerts mention the deal owner by name? → Only for deals above 10k');
    for (const question of input.dismissedQuestions) expect(prompt).toContain(question);
  });

  it.each(TARGETS)('adds no feature the user did not choose (%s)', (target) => {
    const prompt = promptFor(target);
    const offered = suggestFeatures({ projectDescription: input.projectDescription, target, existingFeatures: [] });
    const unchosen = offered.filter((title) => !input.features.some((detail) => detail.title === title));
    expect(unchosen.length).toBeGreaterThan(0);
    for (const title of unchosen) expect(prompt).not.toContain(title);
  });

  it('gives every target its own format', () => {
    const prompts = TARGETS.map(promptFor);
    expect(new Set(prompts).size).toBe(TARGETS.length);
    const [chatgpt, claude, gemini, lovable, cursor, gpt5, general] = prompts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];

    expect(claude).toMatch(/<requirements>[\s\S]*KPI Summary Cards[\s\S]*<\/requirements>/);
    expect(claude).toMatch(/<project_description>\s*a sales dashboard for a small team\s*<\/project_description>/);
    expect(claude).toContain('<use_your_judgement>');

    expect(cursor).toMatch(/acceptance checks/i);
    expect(cursor).toContain('### Task 2: KPI Summary Cards');
    expect(cursor).toContain('## Repository Structure');
    expect(cursor).toContain('.cursor/rules');

    expect(lovable).toContain('Supabase');
    expect(lovable).toContain('## Pages and Components');
    expect(lovable).toContain('## Design Direction');

    expect(chatgpt).toMatch(/^## Role$/m);
    expect(chatgpt).toContain('## Output Format');
    expect(gpt5).toContain('## Role and Objective');
    expect(gpt5).toContain('## Planning and Verification');
    expect(gemini).toContain('## Persona');
    expect(gemini).toContain('## Output Format');
    expect(general).toContain('## Features');

    for (const prompt of [chatgpt, gemini, lovable, cursor, gpt5, general]) expect(prompt).not.toContain('<requirements>');
    for (const prompt of [chatgpt, claude, gemini, cursor, gpt5, general]) expect(prompt).not.toContain('Supabase');
    for (const prompt of [chatgpt, claude, gemini, lovable, gpt5, general]) expect(prompt).not.toMatch(/acceptance checks/i);
  });

  it('lists skipped questions as left to the target and phrases good practice as such', () => {
    const prompt = promptFor('chatgpt');
    const judgement = prompt.slice(prompt.indexOf('## Left to Your Judgement'));
    expect(judgement).toContain('- Which visual style fits best?');
    expect(prompt).toMatch(/good practice/i);
    expect(prompt).toMatch(/do not add features/i);
  });

  it('puts a decision about a feature with that feature', () => {
    const prompt = promptFor('chatgpt');
    expect(prompt).toMatch(/\*\*Charts Over Time\*\*\n\s+- Chart types: Line charts/);
  });

  it('is deterministic', () => {
    expect(promptFor('lovable')).toEqual(composePrompt({ ...input, target: 'lovable' }));
  });
});

describe('composer generator', () => {
  it('streams the composed prompt in several chunks', async () => {
    const input: PromptInput = {
      projectDescription: 'a browser puzzle game',
      target: 'claude',
      features: [{ title: 'Hint System' }],
      answers: { 'Which devices should the game support?': 'Both desktop and mobile' },
      dismissedQuestions: [],
    };
    const chunks: string[] = [];
    for await (const chunk of composer.streamPrompt(input)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(composePrompt(input));
  });

  it('wraps the pure functions', async () => {
    const suggest = { projectDescription: 'a browser puzzle game', target: 'general', existingFeatures: [] };
    expect(await composer.suggestFeatures(suggest)).toEqual(suggestFeatures(suggest));
    const questions = {
      projectDescription: 'a browser puzzle game',
      target: 'general',
      features: titled(['Hint System']),
      previousAnswers: {},
      questionIndex: 0,
      dismissedQuestions: [],
    };
    expect(await composer.generateQuestions(questions)).toEqual(generateQuestions(questions));
    expect(composer.name).toBe('composer');
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const suggest = { projectDescription: 'a game', target: 'general', existingFeatures: [] };
    await expect(composer.suggestFeatures(suggest, controller.signal)).rejects.toHaveProperty('name', 'AbortError');
    const stream = composer.streamPrompt(
      { projectDescription: 'a game', target: 'general', features: [{ title: 'Levels' }], answers: {}, dismissedQuestions: [] },
      controller.signal,
    );
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('conventionsFor', () => {
  it('maps target names and endpoints to their conventions, anything else to general', () => {
    expect(conventionsFor('lovable').family).toBe('app-builder');
    expect(conventionsFor('Lovable').backend).toBe('Supabase');
    expect(conventionsFor('cursor').family).toBe('code-agent');
    expect(conventionsFor('GPT-5').key).toBe('gpt-5');
    expect(conventionsFor('gpt5').key).toBe('gpt-5');
    expect(conventionsFor('claude').style).toBe('xml');
    expect(conventionsFor('gemini').family).toBe('chat-model');
    expect(conventionsFor('general').key).toBe('general');
    expect(conventionsFor('some-new-engine').key).toBe('general');
  });

  it('gives every target a label, guidance and exactly one feature section', () => {
    for (const conventions of ALL_CONVENTIONS) {
      expect(conventions.label).not.toBe('');
      expect(conventions.systemGuidance.length).toBeGreaterThan(100);
      const featureSections = conventions.sections.filter((section) => ['requirements', 'pages', 'tasks'].includes(section.id));
      expect(featureSections, conventions.key).toHaveLength(1);
    }
  });
});
