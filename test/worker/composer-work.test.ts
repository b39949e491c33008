import { describe, expect, it } from 'vitest';
import type { CodebaseProfile, WorkKind } from '../../common/codebase';
import { renderArtefacts } from '../../common/render/artefacts';
import { MERGE_MARK } from '../../common/render/repository';
import { briefTasks } from '../../common/render/tasks';
import { titleKey } from '../../common/titles';
import { buildBrief, composePrompt, generateQuestions, suggestFeatures } from '../../worker/ai/composer';
import { getDetectors } from '../../worker/codebase/detectors';
import { profileCodebase } from '../../worker/codebase/profile';
import { bundledKnowledge } from '../../worker/ai/knowledge/bundled';
import { YES_NO, question as questionSchema } from '../../worker/ai/knowledge/records';
import type { PromptInput, Question, QuestionsInput, SettledQuestion } from '../../worker/ai/types';
import { WORK_FILES, workRecord } from '../../worker/ai/work';
import { work as workSchema } from '../../worker/ai/work/work-record';
import { repoFixture } from '../support/repo-fixtures';

const knowledge = bundledKnowledge();
const profileOf = (name: string): CodebaseProfile =>
  profileCodebase(getDetectors(), repoFixture(name), { kind: 'github', name, url: `https://github.com/fixtures/${name}` });

interface Existing {
  work?: WorkKind;
  codebase?: CodebaseProfile;
}

/** Drives the interview as the flow does, every question answered with its recommendation, until none comes. */
function interview(projectDescription: string, titles: string[], existing: Existing, target = 'cursor') {
  const asked: Question[] = [];
  const answers: Record<string, string> = {};
  let settled: SettledQuestion[] = [];
  for (let round = 0; round < 30; round++) {
    const input: QuestionsInput = {
      projectDescription,
      target,
      features: titles.map((title) => ({ title })),
      previousAnswers: { ...answers },
      questionIndex: asked.length,
      dismissedQuestions: [],
      askedQuestions: asked.map(({ id, text }) => ({ id, text })),
      ...existing,
    };
    const result = generateQuestions(knowledge, input);
    if (round === 0) settled = result.settled ?? [];
    if (result.questions.length === 0) break;
    for (const q of result.questions) {
      asked.push(q);
      answers[q.text] = q.recommended;
    }
  }
  return { asked, answers, settled };
}

function prompt(
  projectDescription: string,
  titles: string[],
  existing: Existing,
  target: string,
  answers: Record<string, string>,
) {
  const input: PromptInput = {
    projectDescription,
    target,
    features: titles.map((title) => ({ title })),
    answers,
    dismissedQuestions: [],
    acceptRecommended: true,
    ...existing,
  };
  return { input, brief: buildBrief(knowledge, input), text: composePrompt(knowledge, input) };
}

/** The questions a repository answers: which stack, where the data lives, where it is deployed. */
const STACK_DATA_HOSTING = /(?:^|-)stack$|^webapp-data-storage$|^api-database$|^desktop-data$|^hosting$/;
const STACK_DATA_HOSTING_TEXT = /\bstack\b|\bdatabase\b|store its data|\bdeployed\b|which framework/i;

describe('work on an existing app, as data', () => {
  it('each kind of work parses, and its recommendations and statements name its own options', () => {
    for (const file of Object.values(WORK_FILES)) {
      const record = workSchema.parse(file);
      for (const q of record.questions) {
        questionSchema.parse(q);
        const options = q.options ?? YES_NO;
        expect(options, `${record.id} ${q.id}`).toContain(q.recommended);
        for (const answer of Object.keys(q.says ?? {})) expect(options, `${record.id} ${q.id} says`).toContain(answer);
      }
      const ids = [...record.questions, ...record.features].map((x) => x.id);
      expect(new Set(ids).size, record.id).toBe(ids.length);
    }
  });
});

describe('a feature for an existing Next.js app (a real repository’s profile)', () => {
  const codebase = profileOf('nextjs-chatbot-ui');
  const description = 'Let people export a whole chat as a Markdown file from the chat page';

  it('suggests what the user named first, then the parts of the change', () => {
    const { features } = suggestFeatures(knowledge, {
      projectDescription: description,
      target: 'cursor',
      existingFeatures: [],
      work: 'feature',
      codebase,
    });
    const parts = workRecord('feature')!.features.map((f) => f.title);
    expect(features.some((t) => parts.includes(t))).toBe(true);
    const firstPart = features.findIndex((t) => parts.includes(t));
    expect(features.slice(0, firstPart).every((t) => !parts.includes(t))).toBe(true);
  });

  it('asks no stack, database or hosting question: the repository answers them, and says so', () => {
    const titles = ['Chat Export', 'Data Model Changes', 'Tests for the Change'];
    const existing = interview(description, titles, { work: 'feature', codebase });
    expect(existing.asked.length).toBeGreaterThan(3);
    for (const q of existing.asked) {
      expect(q.id, q.text).not.toMatch(STACK_DATA_HOSTING);
      expect(q.text).not.toMatch(STACK_DATA_HOSTING_TEXT);
    }
    // The interview is about the change: its own questions come.
    expect(existing.asked.map((q) => q.id)).toEqual(expect.arrayContaining(['change-place', 'change-data']));
    const settled = Object.fromEntries(existing.settled.map((s) => [s.id, s.answer]));
    expect(settled).toMatchObject({
      'webapp-stack': 'Next.js (TypeScript)',
      'webapp-data-storage': 'Supabase (PostgreSQL)',
      hosting: 'Vercel',
      'automated-tests': 'Yes',
      'existing-codebase': 'Yes',
    });
    for (const s of existing.settled) expect(s.options).toContain(s.answer);
    // Without the repository, a new project is asked which stack to use and where to store its data.
    const fresh = interview(description, titles, {});
    expect(fresh.asked.map((q) => q.id)).toEqual(expect.arrayContaining(['webapp-stack']));
  });

  it('the brief carries the profile and states the repository’s answers as from the repository', () => {
    const titles = ['Chat Export', 'Data Model Changes'];
    const { answers } = interview(description, titles, { work: 'feature', codebase });
    const { brief } = prompt(description, titles, { work: 'feature', codebase }, 'cursor', answers);
    expect(brief.work).toBe('feature');
    expect(brief.codebase).toEqual(codebase);
    expect(brief.stack).toBe('Next.js (TypeScript)');
    const stack = brief.decisions.find((d) => d.id === 'webapp-stack')!;
    expect(stack).toMatchObject({ source: 'repository', answer: 'Next.js (TypeScript)' });
    expect(stack.statement).toMatch(/Keep the repository's stack: Next\.js \(TypeScript\) with npm and Tailwind CSS/);
    // The field's typical tables are not invented for an app that has its own.
    expect(brief.entities).toEqual([]);
  });

  it('a repository’s answer changed in the review is the user’s decision', () => {
    const titles = ['Chat Export'];
    const { answers } = interview(description, titles, { work: 'feature', codebase });
    const stackQuestion = 'Which stack should the chat export app be built with?';
    const asked = generateQuestions(knowledge, {
      projectDescription: description,
      target: 'cursor',
      features: [{ title: 'Chat Export' }],
      previousAnswers: {},
      questionIndex: 0,
      dismissedQuestions: [],
      work: 'feature',
      codebase,
    }).settled!.find((s) => s.id === 'webapp-stack')!;
    expect(asked.text).toBeTruthy();
    const { brief } = prompt(description, titles, { work: 'feature', codebase }, 'cursor', {
      ...answers,
      [asked.text]: 'SvelteKit',
    });
    expect(brief.decisions.find((d) => d.id === 'webapp-stack')).toMatchObject({ source: 'answered', answer: 'SvelteKit' });
    expect(stackQuestion).toBeTruthy();
  });

  it('AGENTS.md names the repository’s real npm scripts and folders, not invented ones', () => {
    const titles = ['Chat Export', 'Data Model Changes'];
    const { answers } = interview(description, titles, { work: 'feature', codebase });
    const { brief } = prompt(description, titles, { work: 'feature', codebase }, 'cursor', answers);
    const files = Object.fromEntries(renderArtefacts(brief).flatMap((a) => a.files.map((f) => [f.path, f])));
    const agents = files['AGENTS.md']!.text;
    for (const command of ['npm install', 'npm run dev', 'npm run build', 'npm test', 'npm run lint'])
      expect(agents).toContain(`\`${command}\``);
    expect(agents).toMatch(/^app\/\s+routes$/m);
    expect(agents).toMatch(/^components\/\s+components$/m);
    expect(agents).not.toContain('src/features/');
    expect(agents).toMatch(/## What must not change/);
    expect(files['CLAUDE.md']!.text).toContain('`npm test`');
    // The Cursor rule applies to the repository's real code folders.
    const rule = files['.cursor/rules/project.mdc']!.text;
    const globs = JSON.parse(/^globs: (.+)$/m.exec(rule)![1]!) as string;
    expect(globs.split(', ')).toEqual(codebase.globs);
    expect(globs).toContain('app/**/*.{ts,tsx}');
    // Tasks name the folders they touch.
    const chatExport = briefTasks(brief).find((t) => t.id === `feature:${titleKey('Chat Export').replace(/ /g, '-')}`)!;
    expect(chatExport.steps.join('\n')).toMatch(/Work in .*`app\/` \(routes\)/);
    // The prompt says what exists and what must not change.
    const text = prompt(description, titles, { work: 'feature', codebase }, 'cursor', answers).text;
    expect(text).toContain('## The Existing Codebase');
    expect(text).toMatch(/What already exists:\n- What it is, in its README's words: The open-source AI chat app for everyone\./);
    expect(text).toMatch(/What must not change:\n- Behaviour that works today/);
  });
});

describe('a bug fix', () => {
  const description = 'Messages disappear from the chat after refreshing the page';
  const codebase = profileOf('nextjs-chatbot-ui');

  it('suggests reproduction, expected against actual, a failing test first and the fix’s scope', () => {
    const { features } = suggestFeatures(knowledge, {
      projectDescription: description,
      target: 'cursor',
      existingFeatures: [],
      work: 'fix',
    });
    expect(features.slice(0, 5)).toEqual(
      expect.arrayContaining(['Failing Test First', 'Bug Reproduction', 'Expected vs Actual Behaviour', 'Scope of the Fix']),
    );
  });

  it('asks about the bug, not about the app', () => {
    const { asked } = interview(description, ['Bug Reproduction', 'Root Cause Fix'], { work: 'fix', codebase });
    expect(asked.map((q) => q.id).every((id) => id.startsWith('fix-'))).toBe(true);
    expect(asked.map((q) => q.id)).toEqual(expect.arrayContaining(['fix-frequency', 'fix-where', 'fix-reach']));
  });

  for (const target of ['cursor', 'chatgpt', 'claude', 'lovable']) {
    it(`the prompt for ${target} asks for a failing test first, before any fix`, () => {
      const titles = ['Bug Reproduction', 'Root Cause Fix'];
      for (const existing of [{ work: 'fix' as const, codebase }, { work: 'fix' as const }]) {
        const { answers } = interview(description, titles, existing, target);
        const { text } = prompt(description, titles, existing, target, answers);
        const failingTest = text.indexOf('First write an automated test that reproduces the bug and fails on the current code');
        expect(failingTest, target).toBeGreaterThan(0);
        expect(failingTest).toBeLessThan(text.indexOf('Then find the cause and fix it'));
        if (existing.codebase) expect(text).toContain('run `npm test` and see it fail');
      }
    });
  }

  it('the tasks start with reproducing the bug', () => {
    const { answers } = interview(description, ['Root Cause Fix'], { work: 'fix', codebase });
    const { brief } = prompt(description, ['Root Cause Fix'], { work: 'fix', codebase }, 'cursor', answers);
    const [setup] = briefTasks(brief);
    expect(setup!.title).toBe('Reproduce the bug with a failing test');
    expect(setup!.steps.join('\n')).toMatch(
      /Write an automated test that reproduces the bug and fails on the current code: `npm test` must fail on it/,
    );
  });
});

describe('the repository’s own agent files', () => {
  it('are merged, not overwritten: every line of theirs kept, ours added after, the original beside it', () => {
    const codebase = profileOf('rails-lobsters');
    const description = 'Add a weekly digest email of the top stories';
    const { answers } = interview(description, ['Weekly Digest'], { work: 'feature', codebase });
    const { brief } = prompt(description, ['Weekly Digest'], { work: 'feature', codebase }, 'cursor', answers);
    const agents = renderArtefacts(brief)
      .flatMap((a) => a.files)
      .find((f) => f.path === 'AGENTS.md')!;
    const theirs = codebase.agentFiles.find((f) => f.path === 'AGENTS.md')!.content;
    expect(agents.existing).toBe(theirs);
    expect(agents.text.startsWith(theirs.trimEnd())).toBe(true);
    expect(agents.text).toContain(MERGE_MARK);
    expect(agents.text).toContain('`make test`');
    // A file that exists nowhere in the repository is written whole, with nothing to compare.
    const claude = renderArtefacts(brief)
      .flatMap((a) => a.files)
      .find((f) => f.path === 'CLAUDE.md')!;
    expect(claude.existing).toBeUndefined();
  });

  it('a section both files have gets only the lines it lacks', () => {
    const codebase: CodebaseProfile = {
      ...profileOf('nextjs-chatbot-ui'),
      agentFiles: [
        {
          path: 'AGENTS.md',
          truncated: false,
          content: '# Our rules\n\n## Setup and commands\n\n- Run the tests: `npm test`\n- Use Node 20\n',
        },
      ],
    };
    const { brief } = prompt('Add chat folders', ['Chat Folders'], { work: 'feature', codebase }, 'cursor', {});
    const text = renderArtefacts(brief)[1]!.files[0]!.text;
    const setup = text.slice(
      text.indexOf('## Setup and commands'),
      text.indexOf('\n## ', text.indexOf('## Setup and commands') + 5),
    );
    expect(setup.match(/npm test/g)).toHaveLength(1);
    expect(setup).toContain('- Use Node 20');
    expect(setup).toContain('`npm run lint`');
    expect(text.startsWith('# Our rules')).toBe(true);
  });
});
