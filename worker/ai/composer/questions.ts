/** The full, deterministic question list for a project, and the batches the guided flow asks for. */

import { conventionsFor } from '../conventions';
import { distinctTitles } from '../../../common/titles';
import { DEFAULT_ESTIMATED_TOTAL, type QuestionsInput, type QuestionsResult } from '../types';
import { featureQuestions } from './feature-questions';
import { detectProjectKind, kindProfile } from './kinds';
import {
  AUDIENCE_QUESTION,
  kindQuestions,
  targetQuestions,
  poolQuestions,
  signInQuestion,
  visualStyleQuestion,
  type QuestionContext,
} from './project-questions';
import { toPublicQuestion, type ComposerQuestion } from './question-model';

export const QUESTION_BATCH = 7;
const MIN_ESTIMATED_TOTAL = 20;
const MAX_ESTIMATED_TOTAL = 50;

/** One question per feature per round, so every feature is covered before any gets its second question. */
function roundRobin(lists: readonly (readonly ComposerQuestion[])[]): ComposerQuestion[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: ComposerQuestion[] = [];
  for (let round = 0; round < longest; round++) {
    for (const list of lists) {
      const question = list[round];
      if (question) result.push(question);
    }
  }
  return result;
}

function uniqueByText(questions: readonly (ComposerQuestion | undefined)[]): ComposerQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question): question is ComposerQuestion => {
    if (!question || seen.has(question.text)) return false;
    seen.add(question.text);
    return true;
  });
}

/**
 * Opening questions first (the UI's "Getting Started"), then the features round by round ("Core Features"),
 * then the remaining project questions, least important last since the flow may end before them.
 */
export function buildQuestionList(projectDescription: string, target: string, features: readonly string[]): ComposerQuestion[] {
  const kind = kindProfile(detectProjectKind(projectDescription));
  const context: QuestionContext = { kind, conventions: conventionsFor(target) };
  const ownQuestions = kindQuestions(context);
  const forTarget = targetQuestions(context);
  const opening = [
    AUDIENCE_QUESTION,
    ownQuestions[0],
    visualStyleQuestion(context) ?? ownQuestions[1],
    forTarget[0],
    signInQuestion(context),
  ];
  const perFeature = distinctTitles(features).map((feature) => featureQuestions(feature, kind));
  return uniqueByText([...opening, ...roundRobin(perFeature), ...ownQuestions, ...forTarget, ...poolQuestions(context)]);
}

export function generateQuestions(input: QuestionsInput): QuestionsResult {
  const titles = input.features.map((feature) => feature.title);
  const all = buildQuestionList(input.projectDescription, input.target, titles);
  const start = Math.max(0, Math.floor(input.questionIndex) || 0);
  const questions = all
    .slice(start)
    .filter(
      (question) => !Object.hasOwn(input.previousAnswers, question.text) && !input.dismissedQuestions.includes(question.text),
    )
    .slice(0, QUESTION_BATCH)
    .map(toPublicQuestion);
  const estimatedTotal =
    distinctTitles(titles).length === 0
      ? DEFAULT_ESTIMATED_TOTAL
      : Math.min(MAX_ESTIMATED_TOTAL, Math.max(MIN_ESTIMATED_TOTAL, all.length));
  return { questions, estimatedTotal };
}
