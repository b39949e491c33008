import { distinctTitles, titleKey } from '../../common/titles';
import { DEFAULT_ESTIMATED_TOTAL, type Question, type QuestionsResult } from './types';

const MAX_SUGGESTIONS = 12;

/** Trimmed, distinct, none already shown, no trailing punctuation, at most 12. */
export function cleanFeatures(features: string[], existing: string[]): string[] {
  return distinctTitles(
    features.map((raw) => raw.trim().replace(/[.;:]+$/, '')),
    existing,
  ).slice(0, MAX_SUGGESTIONS);
}

/** Multiple-choice keeps 2 to 5 distinct options (fewer than 2 becomes yes-no); answered questions are dropped. */
export function cleanQuestions(
  result: { questions: Question[]; estimatedTotal?: number },
  answered: Record<string, string>,
  questionIndex: number,
  dismissed: string[] = [],
): QuestionsResult {
  const done = new Set([...Object.keys(answered), ...dismissed].map(titleKey));
  const questions: Question[] = [];
  for (const q of result.questions) {
    const text = q.text.trim();
    const key = titleKey(text);
    if (!text || done.has(key)) continue;
    done.add(key);
    const options = [...new Set((q.options ?? []).map((o) => o.trim()).filter(Boolean))].slice(0, 5);
    const examples = (q.examples ?? []).map((e) => e.trim()).filter(Boolean);
    const question: Question =
      q.type === 'multiple-choice' && options.length >= 2 ? { text, type: 'multiple-choice', options } : { text, type: 'yes-no' };
    if (examples.length) question.examples = examples;
    questions.push(question);
  }
  const estimate =
    result.estimatedTotal !== undefined && Number.isInteger(result.estimatedTotal)
      ? result.estimatedTotal
      : DEFAULT_ESTIMATED_TOTAL;
  return { questions, estimatedTotal: Math.max(estimate, Math.min(questionIndex + questions.length, 100)) };
}
