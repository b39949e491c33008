/** Makes an LLM's suggestions and questions safe to send: distinct, complete, and never repeating what was asked. */
import { CATEGORIES, DEFAULT_ESTIMATED_TOTAL, isCategory, type Category } from '../../common/interview';
import { distinctTitles, titleKey } from '../../common/titles';
import type { LlmQuestions } from './generation-bodies';
import type { Question, QuestionsResult } from './types';

const MAX_SUGGESTIONS = 12;

/** Trimmed, distinct, none already shown, no trailing punctuation, at most 12. */
export function cleanFeatures(features: string[], existing: string[]): string[] {
  return distinctTitles(
    features.map((raw) => raw.trim().replace(/[.;:]+$/, '')),
    existing,
  ).slice(0, MAX_SUGGESTIONS);
}

/** "roles and permissions" → roles; anything unrecognised → scope. */
function categoryOf(raw: string | undefined): Category {
  const key = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (isCategory(key)) return key;
  return CATEGORIES.find((category) => key.startsWith(category) || category.startsWith(key.split('-')[0] ?? '')) ?? 'scope';
}

/** A stable id from the text when the model gave none (or a clash): the same question always gets the same id. */
function idFor(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const slug = titleKey(text).replace(/\s+/g, '-').slice(0, 40);
  return `llm-${slug || 'question'}-${hash.toString(36)}`;
}

/**
 * Multiple-choice keeps 2 to 5 distinct options (fewer than 2 becomes yes-no); answered and skipped questions are
 * dropped; a missing id, category, recommendation or reason is filled so the reply is usable (the model's
 * recommendation must be one of the answers, else the first option is recommended without a reason).
 */
export function cleanQuestions(
  result: LlmQuestions,
  answered: Record<string, string>,
  questionIndex: number,
  dismissed: string[] = [],
): QuestionsResult {
  const done = new Set([...Object.keys(answered), ...dismissed].map(titleKey));
  const ids = new Set<string>();
  const questions: Question[] = [];
  for (const q of result.questions) {
    const text = q.text.trim();
    const key = titleKey(text);
    if (!text || done.has(key)) continue;
    done.add(key);
    const options = [...new Set((q.options ?? []).map((o) => o.trim()).filter(Boolean))].slice(0, 5);
    const multiple = q.type === 'multiple-choice' && options.length >= 2;
    const answers = multiple ? options : ['Yes', 'No'];
    const wanted = q.recommended?.trim().toLowerCase();
    const recommended = answers.find((a) => a.toLowerCase() === wanted);
    let id = q.id?.trim() && /^[\w-]{1,80}$/.test(q.id.trim()) ? q.id.trim() : idFor(text);
    if (ids.has(id)) id = idFor(text);
    ids.add(id);
    const examples = (q.examples ?? []).map((e) => e.trim()).filter(Boolean);
    questions.push({
      id,
      text,
      type: multiple ? 'multiple-choice' : 'yes-no',
      ...(multiple ? { options } : {}),
      ...(examples.length ? { examples } : {}),
      category: categoryOf(q.category),
      recommended: recommended ?? answers[0] ?? 'Yes',
      reason: recommended ? (q.reason?.trim() ?? '') : '',
    });
  }
  const estimate = Number.isInteger(result.estimatedTotal) ? result.estimatedTotal : DEFAULT_ESTIMATED_TOTAL;
  return { questions, estimatedTotal: Math.max(estimate, Math.min(questionIndex + questions.length, 100)) };
}
