/** Whether a question applies, given the project and the answers so far (knowledge/records.ts, Condition). */
import type { TargetFamily } from '../../../common/targets';
import type { Audience, Condition } from '../knowledge/records';
import { containsPhrase, negates, type Words } from './match';

export interface ConditionContext {
  kind: string;
  family: TargetFamily;
  /** Whether the description matched a domain. */
  domain: boolean;
  /** Whether the description says what people do (an interaction pattern was recognised). */
  interaction: boolean;
  /** Who signs in and uses it day to day. */
  audience: Audience;
  /** The ids of the recognised domains. */
  domains: readonly string[];
  /** Ids of the selected features: the project's own feature ids and the feature patterns they match. */
  features: ReadonlySet<string>;
  /** Answers by question id: the answer, or null when the question was skipped. */
  answers: ReadonlyMap<string, string | null>;
  /** Questions asked (or about to be) whose answer is not known yet. */
  waiting: ReadonlySet<string>;
  /** Whether the description keeps its data in a sheet or file today. */
  keptData?: boolean;
  /** The description's words, for conditions on what it says ("pay cash on collection"). */
  words?: Words;
  /** The same without what it negates: "I don't want a public page" does not say "public page". */
  affirmed?: Words;
}

/** true, false, or undefined while it depends on an answer still to come. */
export function holds(condition: Condition | undefined, context: ConditionContext): boolean | undefined {
  if (!condition) return true;
  if ('answer' in condition) {
    if (context.waiting.has(condition.answer)) return undefined;
    const answer = context.answers.get(condition.answer);
    if ('is' in condition) return typeof answer === 'string' && condition.is.includes(answer);
    return typeof answer !== 'string' || !condition.isNot.includes(answer);
  }
  if ('feature' in condition) return condition.feature.some((id) => context.features.has(id));
  if ('kind' in condition) return condition.kind.includes(context.kind);
  if ('targetFamily' in condition) return condition.targetFamily.includes(context.family);
  if ('noDomain' in condition) return !context.domain;
  if ('noInteraction' in condition) return !context.interaction;
  if ('keptData' in condition) return context.keptData === true;
  if ('audience' in condition) return condition.audience.includes(context.audience);
  if ('domain' in condition) return condition.domain.some((id) => context.domains.includes(id));
  if ('says' in condition)
    return condition.says.some((phrase) => {
      // A phrase that negates ("no payments") is read in the whole description, any other only where it is affirmed.
      const words = negates(phrase) ? context.words : (context.affirmed ?? context.words);
      return words !== undefined && containsPhrase(words, phrase);
    });
  if ('not' in condition) {
    const inner = holds(condition.not, context);
    return inner === undefined ? undefined : !inner;
  }
  const results = ('all' in condition ? condition.all : condition.any).map((c) => holds(c, context));
  if ('all' in condition) return results.includes(false) ? false : results.includes(undefined) ? undefined : true;
  return results.includes(true) ? true : results.includes(undefined) ? undefined : false;
}

/** The ids of the questions a condition waits on. */
export function answersNeeded(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('answer' in condition) return [condition.answer];
  if ('not' in condition) return answersNeeded(condition.not);
  if ('all' in condition) return condition.all.flatMap(answersNeeded);
  if ('any' in condition) return condition.any.flatMap(answersNeeded);
  return [];
}
