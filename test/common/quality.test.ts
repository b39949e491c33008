import { describe, expect, it } from 'vitest';
import type { Brief, BriefDecision } from '../../common/brief';
import { checkQuality, type QualityReport } from '../../common/quality/check';
import { QUALITY_RULES, type QualityRule } from '../../common/quality/rules';
import { renderPrompt } from '../../common/render/prompt';
import { fallbackCriteria } from '../../common/render/shared';
import { ALL_CONVENTIONS, conventionsFor } from '../../common/targets';
import { FEATURES, fixtureBrief } from './brief-fixture';

const decision = (over: Partial<BriefDecision> & Pick<BriefDecision, 'id'>): BriefDecision => ({
  category: 'scope',
  question: `${over.id}?`,
  label: over.id,
  statement: `${over.id}.`,
  source: 'answered',
  ...over,
});

const VISUAL_STYLE = decision({
  id: 'visual-style',
  category: 'design',
  question: 'Which visual style fits best?',
  label: 'Visual style',
  answer: 'Clean and minimal',
  options: ['Clean and minimal', 'Warm and friendly'],
  recommended: 'Clean and minimal',
});

/** The same question left to the builder. */
function leftOpen({ answer: _answer, ...d }: BriefDecision): BriefDecision {
  return { ...d, source: 'judgement', statement: d.question };
}

/** The fixture with everything the rules ask for: criteria for every feature and a design direction. */
function good(over: Partial<Brief> = {}): Brief {
  const base = fixtureBrief();
  return fixtureBrief({
    features: FEATURES.map((f) => (f.criteria.length > 0 ? f : { ...f, criteria: fallbackCriteria(f.title) })),
    decisions: [...base.decisions, VISUAL_STYLE],
    ...over,
  });
}

const promptFor = (brief: Brief, target: string) => renderPrompt(brief, conventionsFor(target));
const resultOf = (report: QualityReport, id: string) => {
  const result = report.results.find((r) => r.rule.id === id);
  expect(result, `rule ${id} applies`).toBeDefined();
  return result!;
};
const without = (text: string, pattern: RegExp) =>
  text
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');

interface Case {
  target: string;
  brief: Brief;
  /** The prompt's text; the composer's rendering when absent. */
  prompt?: string;
  /** The fix the failed rule offers, when the case expects one. */
  fix?: { questionId: string; useRecommended: boolean };
}

/** Where an LLM wrote the prompt: its own text, missing what the composer always writes. */
const LLM_CHAT = `Build a booking app for a yoga studio.

Features: a weekly timetable, booking a class and gift cards. Keep it accessible.`;

const AUDIENCE_QUESTION = decision({
  id: 'main-audience',
  question: 'Who is the main audience?',
  label: 'Main audience',
  source: 'judgement',
  recommended: 'Students',
});

/** For each rule, a brief and prompt that pass it and one that fails it. */
const CASES: Record<string, { pass: Case[]; fail: Case[] }> = {
  'app-audience': {
    pass: [{ target: 'lovable', brief: good() }],
    fail: [
      {
        target: 'lovable',
        // Who manages the schedule is a roles question, but not the audience's: the fix opens the audience question.
        brief: good({
          audience: null,
          decisions: [
            ...good().decisions,
            decision({
              id: 'schedule-owners',
              category: 'roles',
              question: 'Who manages the class schedule?',
              source: 'judgement',
              recommended: 'Owner',
            }),
            AUDIENCE_QUESTION,
          ],
        }),
        fix: { questionId: 'main-audience', useRecommended: true },
      },
    ],
  },
  'app-pages': {
    pass: [{ target: 'lovable', brief: good() }],
    fail: [
      { target: 'lovable', brief: good({ pages: [] }) },
      // The pages are in the brief, but the prompt (an LLM's) never names them.
      { target: 'lovable', brief: good(), prompt: LLM_CHAT },
    ],
  },
  'app-design': {
    pass: [{ target: 'lovable', brief: good() }],
    fail: [
      {
        target: 'lovable',
        brief: good({
          decisions: [...fixtureBrief().decisions, leftOpen(VISUAL_STYLE)],
        }),
        fix: { questionId: 'visual-style', useRecommended: true },
      },
      // Which devices it is used on is a design question, but no design direction.
      {
        target: 'lovable',
        brief: good({
          decisions: [
            ...fixtureBrief().decisions,
            decision({ id: 'devices', category: 'design', question: 'Where will people mostly use it?', answer: 'Phones' }),
          ],
        }),
      },
    ],
  },
  'app-data-auth': {
    pass: [
      { target: 'lovable', brief: good() },
      // No data model from a field, but the user decided where the data lives.
      { target: 'lovable', brief: good({ entities: [] }) },
    ],
    fail: [
      {
        target: 'lovable',
        brief: good({ entities: [], decisions: good().decisions.filter((d) => d.category !== 'data') }),
        fix: { questionId: 'guest-booking', useRecommended: true },
      },
      { target: 'lovable', brief: good(), prompt: without(promptFor(good(), 'lovable'), /auth|sign/i) },
    ],
  },
  'agent-acceptance': {
    pass: [{ target: 'cursor', brief: good() }],
    fail: [{ target: 'cursor', brief: good(), prompt: without(promptFor(good(), 'cursor'), /^- \[ \]/) }],
  },
  'agent-test-command': {
    pass: [{ target: 'cursor', brief: good() }],
    fail: [
      {
        target: 'cursor',
        brief: good({
          decisions: [
            ...good().decisions,
            decision({
              id: 'automated-tests',
              category: 'launch',
              label: 'Automated tests',
              answer: 'No',
              options: ['Yes', 'No'],
              recommended: 'Yes',
            }),
          ],
        }),
        fix: { questionId: 'automated-tests', useRecommended: true },
      },
    ],
  },
  'agent-repository': {
    pass: [{ target: 'cursor', brief: good() }],
    fail: [
      {
        target: 'cursor',
        brief: good(),
        prompt: '## Tasks\n\n### Task 1: Class Schedules\n\n- [ ] The schedule shows the coming week.\n\nRun `npm test`.',
      },
    ],
  },
  'chat-role': {
    pass: [
      { target: 'chatgpt', brief: good() },
      { target: 'claude', brief: good() },
    ],
    fail: [{ target: 'chatgpt', brief: good(), prompt: LLM_CHAT }],
  },
  'chat-context': {
    pass: [{ target: 'gemini', brief: good() }],
    fail: [
      {
        target: 'gemini',
        brief: good({ audience: null, decisions: [...good().decisions, AUDIENCE_QUESTION] }),
        fix: { questionId: 'main-audience', useRecommended: true },
      },
      { target: 'gemini', brief: good(), prompt: LLM_CHAT },
    ],
  },
  'chat-output': {
    pass: [
      { target: 'gpt-5', brief: good() },
      { target: 'claude', brief: good() },
    ],
    fail: [{ target: 'gpt-5', brief: good(), prompt: LLM_CHAT }],
  },
  'chat-constraints': {
    pass: [{ target: 'claude', brief: good() }],
    fail: [{ target: 'claude', brief: good(), prompt: LLM_CHAT }],
  },
  'no-vague-words': {
    pass: [
      // The visual style chosen, "Clean and minimal", is an offered option: a choice, not a vague word.
      { target: 'general', brief: good() },
      // "modern" is settled: the user chose a visual style.
      { target: 'general', brief: good({ description: 'a modern booking app for a yoga studio' }) },
      // "etc." is settled by a scope decision.
      { target: 'general', brief: good({ description: 'a booking app, etc.' }) },
    ],
    fail: [
      {
        target: 'general',
        brief: good({
          description: 'a modern booking app for a yoga studio',
          decisions: [...fixtureBrief().decisions, leftOpen(VISUAL_STYLE)],
        }),
        fix: { questionId: 'visual-style', useRecommended: true },
      },
      // Which devices it is used on is no design direction: "modern" stays open.
      {
        target: 'general',
        brief: good({
          description: 'a modern booking app for a yoga studio',
          decisions: [
            ...fixtureBrief().decisions,
            decision({ id: 'devices', category: 'design', question: 'Where will people mostly use it?', answer: 'Phones' }),
          ],
        }),
      },
      // A free answer that is itself vague settles nothing.
      {
        target: 'general',
        brief: good({
          decisions: [
            ...fixtureBrief().decisions.filter((d) => d.category !== 'scope'),
            decision({ id: 'other-features', answer: 'Reviews, a blog, etc.', options: ['Yes', 'No'] }),
          ],
        }),
      },
      // A custom feature's own words count as the user's.
      {
        target: 'general',
        brief: good({
          features: [
            ...good().features,
            {
              title: 'Sleek Dashboard',
              description: null,
              origin: 'custom',
              story: 'x',
              criteria: fallbackCriteria('Sleek Dashboard'),
            },
          ],
          decisions: fixtureBrief().decisions,
        }),
      },
    ],
  },
  'no-contradictions': {
    pass: [{ target: 'general', brief: good() }],
    fail: [
      {
        target: 'general',
        brief: good({ conflicts: [{ id: 'full-class', with: 'payment-model', text: 'The waitlist makes no sense now.' }] }),
        fix: { questionId: 'full-class', useRecommended: false },
      },
    ],
  },
  'feature-criteria': {
    pass: [{ target: 'general', brief: good() }],
    fail: [
      { target: 'general', brief: fixtureBrief({ decisions: good().decisions }) },
      {
        target: 'general',
        brief: fixtureBrief({
          decisions: [
            ...good().decisions,
            decision({ id: 'gift-card-expiry', feature: 'Gift Cards', source: 'judgement', recommended: 'Never' }),
          ],
        }),
        fix: { questionId: 'gift-card-expiry', useRecommended: true },
      },
    ],
  },
};

const run = (c: Case) => checkQuality(c.brief, c.prompt ?? promptFor(c.brief, c.target), c.target);

describe('the quality rules, one by one', () => {
  it('has a passing and a failing case for every rule', () => {
    for (const rule of QUALITY_RULES) {
      expect(CASES[rule.id]?.pass.length, rule.id).toBeGreaterThan(0);
      expect(CASES[rule.id]?.fail.length, rule.id).toBeGreaterThan(0);
    }
    expect(Object.keys(CASES).sort()).toEqual(QUALITY_RULES.map((r) => r.id).sort());
  });

  for (const rule of QUALITY_RULES) {
    describe(rule.id, () => {
      it.each(CASES[rule.id]?.pass.map((c, i) => [i, c] as const) ?? [])('passes (case %i)', (_, c) => {
        const result = resultOf(run(c), rule.id);
        expect(result.passed, result.detail).toBe(true);
        expect(result.fix).toBeUndefined();
      });
      it.each(CASES[rule.id]?.fail.map((c, i) => [i, c] as const) ?? [])('fails (case %i)', (_, c) => {
        const report = run(c);
        const result = resultOf(report, rule.id);
        expect(result.passed, result.detail).toBe(false);
        expect(result.detail.length).toBeGreaterThan(10);
        if (c.fix) expect(result.fix).toEqual(c.fix);
        expect(report.score).toBeLessThan(100);
      });
    });
  }
});

describe('the rules as data', () => {
  it('each has a unique id, a label, a weight, its guide’s URL, and a fix or the reason it has none', () => {
    expect(new Set(QUALITY_RULES.map((r) => r.id)).size).toBe(QUALITY_RULES.length);
    for (const rule of QUALITY_RULES) {
      expect(rule.label.length, rule.id).toBeGreaterThan(10);
      expect(rule.failed.length, rule.id).toBeGreaterThan(10);
      expect(rule.failed, rule.id).not.toBe(rule.label);
      expect(rule.weight, rule.id).toBeGreaterThan(0);
      expect(rule.source.title.length, rule.id).toBeGreaterThan(5);
      expect(new URL(rule.source.url).protocol, rule.id).toBe('https:');
      if (rule.fix.kind === 'none') expect(rule.fix.reason.length, rule.id).toBeGreaterThan(20);
    }
  });

  it('titles a failed rule by what is wrong, and a passed one by what it asks', () => {
    const contradicted = good({
      conflicts: [{ id: 'full-class', with: 'payment-model', text: 'The waitlist makes no sense now.' }],
    });
    const report = checkQuality(contradicted, promptFor(contradicted, 'lovable'), 'lovable');
    expect(resultOf(report, 'no-contradictions')).toMatchObject({ passed: false, title: 'Two answers contradict each other' });
    const fine = checkQuality(good(), promptFor(good(), 'lovable'), 'lovable');
    expect(resultOf(fine, 'no-contradictions')).toMatchObject({ passed: true, title: 'No answer contradicts another' });
  });

  it('cites, for each target, that target’s own guide (or agents.md, which every code agent reads)', () => {
    const hosts: Record<string, RegExp> = {
      lovable: /^docs\.lovable\.dev$/,
      cursor: /^(?:cursor\.com|agents\.md)$/,
      claude: /^platform\.claude\.com$/,
      gemini: /^ai\.google\.dev$/,
      chatgpt: /openai\.com$/,
      'gpt-5': /openai\.com$/,
    };
    for (const [target, host] of Object.entries(hosts)) {
      for (const result of checkQuality(good(), promptFor(good(), target), target).results) {
        expect(new URL(result.source.url).hostname, `${target}: ${result.rule.id}`).toMatch(host);
      }
    }
  });

  it('covers every target family, and every target gets the rules for all', () => {
    for (const target of ALL_CONVENTIONS) {
      const ids = checkQuality(good(), promptFor(good(), target.key), target.key).results.map((r) => r.rule.id);
      expect(ids, target.key).toEqual(expect.arrayContaining(['no-vague-words', 'no-contradictions', 'feature-criteria']));
      if (target.family !== 'general') expect(ids.length, target.key).toBeGreaterThan(3);
    }
  });
});

describe('the score', () => {
  it('is 100 for the composer’s prompt of a complete brief, for every target', () => {
    for (const target of ALL_CONVENTIONS) {
      const report = checkQuality(good(), promptFor(good(), target.key), target.key);
      expect(
        report.results.filter((r) => !r.passed).map((r) => `${r.rule.id}: ${r.detail}`),
        target.key,
      ).toEqual([]);
      expect(report.score, target.key).toBe(100);
    }
  });

  it('is 100 only when every applicable rule passes, even when the one failing weighs little', () => {
    const rule = (id: string, weight: number, passes: boolean): QualityRule => ({
      id,
      label: id,
      failed: `not ${id}`,
      families: 'all',
      weight,
      source: { title: 'x', url: 'https://example.com' },
      check: passes ? { kind: 'no-conflicts' } : { kind: 'criteria', min: 99 },
      fix: { kind: 'none', reason: 'test' },
    });
    expect(checkQuality(good(), '', 'general', [rule('a', 1000, true), rule('b', 1, false)]).score).toBe(99);
    expect(checkQuality(good(), '', 'general', [rule('a', 1000, true), rule('b', 1, true)]).score).toBe(100);
    expect(checkQuality(good(), '', 'general', [rule('a', 1, false)]).score).toBe(0);
    // A rule for another family does not count.
    const lovableOnly = { ...rule('c', 5, false), families: ['app-builder'] as const };
    expect(checkQuality(good(), '', 'cursor', [rule('a', 1, true), lovableOnly]).score).toBe(100);
    expect(checkQuality(good(), '', 'lovable', [rule('a', 1, true), lovableOnly]).score).toBe(16);
  });

  it('weighs the rules: a failed rule costs its share of the applicable weight', () => {
    const report = run(CASES['no-contradictions']!.fail[0]!);
    const total = report.results.reduce((s, r) => s + r.rule.weight, 0);
    const lost = report.results.filter((r) => !r.passed).reduce((s, r) => s + r.rule.weight, 0);
    expect(report.score).toBe(Math.floor((100 * (total - lost)) / total));
  });
});
