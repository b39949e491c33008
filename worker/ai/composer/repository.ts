/**
 * Questions an existing repository already answers: which stack, where the data lives, where it deploys, whether and
 * how it is tested, and that there is a codebase at all. They are settled like the questions a description answers
 * (interview.ts `settled`), with `source: 'repository'`: not asked, stated in the brief, changeable in the review.
 */
import { onExistingApp, stackOf } from '../../../common/codebase';
import type { QuestionRecord } from '../knowledge/records';
import type { ExistingApp } from '../types';

export interface RepositoryAnswer {
  answer: string;
  /** The requirement as the prompt states it. */
  statement: string;
}

/** The questions of each topic, by id (knowledge/kinds and common-questions). */
const STACK = /-stack$/;
const DATA = new Set(['webapp-data-storage', 'api-database', 'desktop-data']);
const HOSTING = new Set(['hosting']);
const TESTS = new Set(['automated-tests']);
const CODEBASE = new Set(['existing-codebase']);

const list = (items: readonly (string | null | undefined)[]) => items.filter((i): i is string => Boolean(i));

/** What the repository says about a question, or undefined when it says nothing (the question is asked). */
export function repositoryAnswer(record: Pick<QuestionRecord, 'id'>, existing: ExistingApp): RepositoryAnswer | undefined {
  const { codebase } = existing;
  if (!codebase && !onExistingApp(existing.work)) return undefined;
  const { id } = record;
  if (CODEBASE.has(id)) {
    return {
      answer: 'Yes',
      statement: 'Work inside the existing repository: follow its structure, conventions and tooling; do not start over.',
    };
  }
  if (STACK.test(id)) {
    const stack = codebase ? stackOf(codebase) : null;
    if (!stack) {
      return {
        answer: 'The stack the repository already uses',
        statement: 'Keep the stack the repository already uses; add no other framework or language.',
      };
    }
    const with_ = list([codebase?.packageManager, codebase?.styling]);
    return {
      answer: stack,
      statement: `Keep the repository's stack: ${stack}${with_.length ? ` with ${with_.join(' and ')}` : ''}; add no other framework or language.`,
    };
  }
  if (DATA.has(id)) {
    const database = codebase?.database ?? null;
    const orm = codebase?.orm ?? null;
    if (!database && !orm) {
      return {
        answer: 'Where the repository keeps its data today',
        statement: 'Keep the data where the repository keeps it today; change its structure only through new migrations.',
      };
    }
    const where = list([database, orm && `through ${orm}`]).join(' ');
    return {
      answer: database ?? orm!,
      statement: `Keep the data where it is: ${where}. Change its structure only through new migrations; never edit or drop an existing one.`,
    };
  }
  if (HOSTING.has(id)) {
    const hosting = codebase?.hosting ?? null;
    return hosting
      ? { answer: hosting, statement: `Deploy as the repository does today: ${hosting}.` }
      : {
          answer: 'Where the repository deploys today',
          statement: 'Deploy as the repository does today; add no new hosting.',
        };
  }
  if (TESTS.has(id)) {
    const test = codebase?.commands.test;
    if (!test) return undefined; // not known: worth asking
    const runner = codebase.testFramework
      ? `the repository's own ${codebase.testFramework} setup`
      : 'the repository’s own test setup';
    return {
      answer: 'Yes',
      statement: `Write automated tests with each change in ${runner}; \`${test}\` must pass.`,
    };
  }
  return undefined;
}
