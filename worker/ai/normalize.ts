import type { Question, QuestionsResult } from './types';
import { DEFAULT_ESTIMATED_TOTAL } from './types';

export const MAX_SUGGESTIONS = 12;

export const normalizeTitle = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Trimmed, distinct (case-insensitively), none already shown, at most 12. */
export function cleanFeatures(features: string[], existing: string[]): string[] {
  const seen = new Set(existing.map(normalizeTitle));
  const out: string[] = [];
  for (const raw of features) {
    const title = raw
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[.;:]+$/, '');
    const key = normalizeTitle(title);
    if (!title || seen.has(key)) continue;
    seen.add(key);
    out.push(title);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

/** Multiple-choice keeps 2 to 5 distinct options (fewer than 2 becomes yes-no); answered questions are dropped. */
export function cleanQuestions(
  result: { questions: Question[]; estimatedTotal?: number },
  answered: Record<string, string>,
  questionIndex: number,
  dismissed: string[] = [],
): QuestionsResult {
  const done = new Set([...Object.keys(answered), ...dismissed].map(normalizeTitle));
  const questions: Question[] = [];
  for (const q of result.questions) {
    const text = q.text.trim();
    const key = normalizeTitle(text);
    if (!text || done.has(key)) continue;
    done.add(key);
    const options = [...new Set((q.options ?? []).map((o) => o.trim()).filter(Boolean))].slice(0, 5);
    const examples = (q.examples ?? []).map((e) => e.trim()).filter(Boolean);
    const question: Question =
      q.type === 'multiple-choice' && options.length >= 2 ? { text, type: 'multiple-choice', options } : { text, type: 'yes-no' };
    if (examples.length) question.examples = examples;
    questions.push(question);
  }
  const estimate = Number.isInteger(result.estimatedTotal) ? (result.estimatedTotal as number) : DEFAULT_ESTIMATED_TOTAL;
  return { questions, estimatedTotal: Math.max(estimate, Math.min(questionIndex + questions.length, 100)) };
}
