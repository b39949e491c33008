/** What the prompt states, before any formatting: features with their decisions, grouped project decisions, open points. */

import { titleKey } from '../../../common/titles';
import { conventionsFor, type TargetConventions } from '../conventions';
import type { PromptInput } from '../types';
import { detectProjectKind, kindProfile, type KindProfile } from './kinds';
import type { DecisionGroup } from './question-model';
import { buildQuestionList } from './questions';

export interface Decision {
  /** The composer's short topic for its own questions, else the full question text. */
  label: string;
  answer: string;
  /** True when the label is the question itself (a question the composer did not write). */
  isQuestion: boolean;
}

export interface FeatureBrief {
  title: string;
  description?: string;
  decisions: Decision[];
}

export type ProjectGroup = Exclude<DecisionGroup, 'feature'> | 'other';

export const PROJECT_GROUPS: readonly ProjectGroup[] = [
  'audience',
  'design',
  'data',
  'auth',
  'stack',
  'scope',
  'quality',
  'output',
  'other',
];

export interface PromptModel {
  description: string;
  kind: KindProfile;
  conventions: TargetConventions;
  features: FeatureBrief[];
  decisions: Record<ProjectGroup, Decision[]>;
  /** Skipped questions, verbatim. */
  judgement: string[];
}

function distinctNonEmpty(texts: readonly string[]): string[] {
  return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
}

function featureMentionedIn(question: string, features: readonly FeatureBrief[]): FeatureBrief | undefined {
  const lower = question.toLowerCase();
  return features
    .filter((feature) => lower.includes(feature.title.toLowerCase()))
    .sort((a, b) => b.title.length - a.title.length)[0];
}

export function buildPromptModel(input: PromptInput): PromptModel {
  const kind = kindProfile(detectProjectKind(input.projectDescription));
  const features: FeatureBrief[] = [];
  for (const detail of input.features) {
    const title = detail.title.trim();
    if (!title || features.some((feature) => titleKey(feature.title) === titleKey(title))) continue;
    const description = detail.description?.trim();
    features.push({ title, ...(description ? { description } : {}), decisions: [] });
  }

  const decisions = Object.fromEntries(PROJECT_GROUPS.map((group) => [group, [] as Decision[]])) as Record<
    ProjectGroup,
    Decision[]
  >;
  const known = new Map(
    buildQuestionList(
      input.projectDescription,
      input.target,
      features.map((feature) => feature.title),
    ).map((question) => [question.text, question]),
  );

  for (const [questionText, rawAnswer] of Object.entries(input.answers)) {
    const answer = rawAnswer.trim();
    if (!answer) continue;
    const question = known.get(questionText);
    const decision: Decision = question
      ? { label: question.topic, answer, isQuestion: false }
      : { label: questionText.trim(), answer, isQuestion: true };
    const feature = question?.feature
      ? features.find((candidate) => candidate.title === question.feature)
      : question
        ? undefined
        : featureMentionedIn(questionText, features);
    if (feature) feature.decisions.push(decision);
    else decisions[question && question.group !== 'feature' ? question.group : 'other'].push(decision);
  }

  return {
    description: input.projectDescription.trim(),
    kind,
    conventions: conventionsFor(input.target),
    features,
    decisions,
    judgement: distinctNonEmpty(input.dismissedQuestions),
  };
}

/** Whether the user answered No to one of the composer's questions, identified by its topic. */
export function declined(model: PromptModel, topic: string): boolean {
  return PROJECT_GROUPS.some((group) =>
    model.decisions[group].some((decision) => !decision.isQuestion && decision.label === topic && /^no\b/i.test(decision.answer)),
  );
}
