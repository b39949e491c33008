/**
 * The review of a saved prompt, as pure functions of the request it was generated from: what each question's
 * answer is now, and the request a change makes. The page holds the request; regenerating sends it.
 */
import { sameTitle } from '../../common/titles';
import type { PromptVersion } from './account';

type Decision = PromptVersion['brief']['decisions'][number];

/** The request as stored (every default filled in), without the description: what a regeneration sends. */
export type ReviewRequest = Omit<PromptVersion['request'], 'projectDescription'>;

export interface ReviewItem {
  id: string;
  question: string;
  options: string[];
  recommended?: string;
  reason?: string;
  feature?: string;
  status: 'answered' | 'recommended' | 'skipped' | 'repository';
  answer?: string;
}

/** The request as it was, without the description (a regeneration keeps the entry's own). */
export function initialRequest(version: PromptVersion): ReviewRequest {
  const { projectDescription: _, ...request } = version.request;
  return request;
}

function itemOf(decision: Decision, request: ReviewRequest): ReviewItem {
  const text = decision.question;
  const base = {
    id: decision.id,
    question: text,
    options: decision.options?.length ? decision.options : ['Yes', 'No'],
    ...(decision.recommended ? { recommended: decision.recommended } : {}),
    ...(decision.reason ? { reason: decision.reason } : {}),
    ...(decision.feature ? { feature: decision.feature } : {}),
  };
  if (request.dismissedQuestions.includes(text)) return { ...base, status: 'skipped' };
  const answer = request.answers[text];
  if (answer !== undefined) {
    return { ...base, answer, status: request.recommendedAnswers.includes(text) ? 'recommended' : 'answered' };
  }
  // Filled by "Use recommended answers for the rest", or left open by the generator.
  if (decision.source === 'judgement' || decision.answer === undefined) return { ...base, status: 'skipped' };
  // Not asked: the user's repository says it (changing it makes it the user's answer).
  if (decision.source === 'repository') return { ...base, answer: decision.answer, status: 'repository' };
  return { ...base, answer: decision.answer, status: 'recommended' };
}

/** Every decision of the brief, as the request now answers it; questions about a removed feature drop out. */
export function reviewItems(brief: PromptVersion['brief'], request: ReviewRequest): ReviewItem[] {
  return brief.decisions
    .filter((d) => !d.feature || request.details.some((f) => sameTitle(f.title, d.feature ?? '')))
    .map((d) => itemOf(d, request));
}

/** The question travels with its id and options, so the server matches the answer to it. */
function withAsked(request: ReviewRequest, item: ReviewItem): ReviewRequest['askedQuestions'] {
  const asked = request.askedQuestions ?? [];
  if (asked.some((q) => q.id === item.id || q.text === item.question)) return asked;
  return [
    ...asked,
    {
      id: item.id,
      text: item.question,
      ...(item.recommended ? { recommended: item.recommended } : {}),
      ...(item.reason ? { reason: item.reason } : {}),
      options: item.options,
    },
  ];
}

export function answerQuestion(request: ReviewRequest, item: ReviewItem, answer: string): ReviewRequest {
  const recommended = answer === item.recommended;
  return {
    ...request,
    answers: { ...request.answers, [item.question]: answer },
    dismissedQuestions: request.dismissedQuestions.filter((q) => q !== item.question),
    recommendedAnswers: [
      ...request.recommendedAnswers.filter((q) => q !== item.question),
      ...(recommended && item.status === 'recommended' ? [item.question] : []),
    ],
    askedQuestions: withAsked(request, item),
  };
}

export function skipQuestion(request: ReviewRequest, item: ReviewItem): ReviewRequest {
  return {
    ...request,
    answers: Object.fromEntries(Object.entries(request.answers).filter(([question]) => question !== item.question)),
    dismissedQuestions: [...request.dismissedQuestions.filter((q) => q !== item.question), item.question],
    recommendedAnswers: request.recommendedAnswers.filter((q) => q !== item.question),
    askedQuestions: withAsked(request, item),
  };
}

export function removeFeature(request: ReviewRequest, title: string): ReviewRequest {
  return { ...request, details: request.details.filter((f) => !sameTitle(f.title, title)) };
}

export function addFeature(request: ReviewRequest, title: string): ReviewRequest {
  const trimmed = title.trim();
  if (!trimmed || request.details.some((f) => sameTitle(f.title, trimmed))) return request;
  return { ...request, details: [...request.details, { title: trimmed }] };
}

/** What the user changed in the review: the questions whose answer moved, and the features added or removed. */
export function reviewChanges(brief: PromptVersion['brief'], before: ReviewRequest, after: ReviewRequest) {
  const was = new Map(reviewItems(brief, before).map((item) => [item.id, item]));
  const questions = reviewItems(brief, after).filter((item) => {
    const old = was.get(item.id);
    return !old || old.status === 'skipped' ? item.status !== 'skipped' : item.status === 'skipped' || old.answer !== item.answer;
  });
  const titles = (r: ReviewRequest) => r.details.map((f) => f.title);
  const added = titles(after).filter((t) => !titles(before).some((b) => sameTitle(b, t)));
  const removed = titles(before).filter((t) => !titles(after).some((a) => sameTitle(a, t)));
  return { questions: questions.map((q) => q.id), added, removed, count: questions.length + added.length + removed.length };
}
