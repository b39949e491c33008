/** The built-in composer: a deterministic, offline generator that reads the knowledge (knowledge/), used without an LLM key. */
import type { Brief } from '../../../common/brief';
import { renderPromptChunks } from '../../../common/render/prompt';
import { conventionsFor } from '../../../common/targets';
import { titleKey } from '../../../common/titles';
import type { Knowledge } from '../knowledge/compile';
import type {
  ExistingApp,
  Generator,
  PromptInput,
  Question,
  QuestionsInput,
  QuestionsResult,
  SettledQuestion,
  SuggestInput,
  SuggestResult,
} from '../types';
import { analyse, DEFAULT_KIND } from './analysis';
import { buildBrief } from './brief';
import { resolveFeature } from './catalogue';
import { interviewState, nextQuestions, planInterview, type PlannedQuestion } from './interview';
import { readBack } from './readback';
import { workCatalogue } from './work';

export { analyse } from './analysis';
export { buildBrief } from './brief';

/** Each round offers 12 titles (the contract allows 8 to 12): what the user named first, then the domain's core. */
const ROUND = 12;

/** A round is never shorter than this (the contract's least). */
const LEAST_ROUND = 8;

/** Kinds whose own features are what most such products have, not what this one is about. */
const PADDED_KINDS: ReadonlySet<string> = new Set([DEFAULT_KIND, 'mobile-app']);

/**
 * Without a kind of product named (or with only "a mobile app"), what most apps have ("Search and Filters", "Offline
 * Mode") only pads a round: it is left out once the round has its least in titles about this project, and offered in
 * later rounds.
 */
function trimmed<T extends { origin: string }>(round: T[], padding: boolean): T[] {
  if (!padding) return round;
  const own = round.filter((entry) => entry.origin !== 'kind').length;
  let room = Math.max(0, LEAST_ROUND - own);
  return round.filter((entry) => entry.origin !== 'kind' || room-- > 0);
}

export function suggestFeatures(knowledge: Knowledge, input: SuggestInput): SuggestResult {
  const analysis = analyse(knowledge, input.projectDescription, input.field);
  const shown = new Set(input.existingFeatures.map(titleKey));
  const shownFeatures = new Set(input.existingFeatures.map((title) => resolveFeature(knowledge, analysis, title).feature));
  const fresh = workCatalogue(knowledge, analysis, input.work).filter(
    (entry) =>
      !shown.has(titleKey(entry.title)) && !(entry.origin !== 'named' && entry.feature && shownFeatures.has(entry.feature)),
  );
  const round = trimmed(fresh.slice(0, ROUND), PADDED_KINDS.has(analysis.kind.id));
  return {
    features: round.map((entry) => entry.title),
    // The catalogue puts what the description names first: the client preselects exactly these.
    named: round.filter((entry) => entry.origin === 'named').map((entry) => entry.title),
    depth: analysis.depth,
    language: analysis.language.code,
    reading: readBack(analysis),
  };
}

export function toApiQuestion({ id, text, record }: PlannedQuestion): Question {
  return {
    id,
    text,
    type: record.options ? 'multiple-choice' : 'yes-no',
    ...(record.options ? { options: [...record.options] } : {}),
    ...(record.examples ? { examples: [...record.examples] } : {}),
    category: record.category,
    recommended: record.recommended,
    reason: record.reason,
  };
}

/** The work and the repository, without absent keys. */
export const existingApp = ({ work, codebase }: ExistingApp): ExistingApp => ({
  ...(work ? { work } : {}),
  ...(codebase ? { codebase } : {}),
});

export function generateQuestions(knowledge: Knowledge, input: QuestionsInput): QuestionsResult {
  const analysis = analyse(knowledge, input.projectDescription, input.field);
  const interview = planInterview(
    knowledge,
    analysis,
    input.features.map((f) => f.title),
    conventionsFor(input.target),
    existingApp(input),
  );
  const state = interviewState(interview, {
    askedQuestions: input.askedQuestions,
    answers: input.previousAnswers,
    dismissedQuestions: input.dismissedQuestions,
    questionIndex: input.askedQuestions ? 0 : input.questionIndex,
  });
  const next = nextQuestions(interview, state);
  // Asked about by nobody: what the description or the repository already answers, for the review to show.
  const settled = interview.settled.map(({ question, answer, source }): SettledQuestion => {
    const asked = toApiQuestion(question);
    const options = asked.options?.length ? asked.options : ['Yes', 'No'];
    return {
      id: asked.id,
      text: asked.text,
      answer,
      // A repository's answer ("Next.js (TypeScript)") need not be one of the options: it leads them.
      options: source === 'repository' ? [...new Set([answer, ...options])] : options,
      source: source ?? 'description',
      recommended: asked.recommended,
      reason: asked.reason,
    };
  });
  return {
    questions: next.questions.map(toApiQuestion),
    ...(settled.length > 0 ? { settled } : {}),
    estimatedTotal: next.estimatedTotal,
    ...(next.more ? { more: true } : {}),
  };
}

export function composePromptChunks(knowledge: Knowledge, input: PromptInput): string[] {
  return renderPromptChunks(buildBrief(knowledge, input), conventionsFor(input.target));
}

export function composePrompt(knowledge: Knowledge, input: PromptInput): string {
  return composePromptChunks(knowledge, input).join('');
}

export function createComposer(loadKnowledge: () => Promise<Knowledge>): Generator {
  return {
    name: 'composer',
    async suggestFeatures(input, signal) {
      signal?.throwIfAborted();
      return suggestFeatures(await loadKnowledge(), input);
    },
    async generateQuestions(input, signal) {
      signal?.throwIfAborted();
      return generateQuestions(await loadKnowledge(), input);
    },
    async buildBrief(input, signal): Promise<Brief> {
      signal?.throwIfAborted();
      return buildBrief(await loadKnowledge(), input);
    },
    // The composer writes a regeneration from its new brief alone: what did not change reads word for word the same.
    async *streamPrompt(brief, signal) {
      signal?.throwIfAborted();
      for (const chunk of renderPromptChunks(brief, conventionsFor(brief.target.key))) {
        signal?.throwIfAborted();
        yield chunk;
      }
    },
  };
}
