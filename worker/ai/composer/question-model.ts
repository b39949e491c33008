/** The composer's own question record: a contract Question plus what the prompt needs to state its answer as a decision. */

import type { Question } from '../types';

/** Where an answered question lands in the prompt. */
export type DecisionGroup = 'audience' | 'design' | 'data' | 'auth' | 'stack' | 'scope' | 'quality' | 'output' | 'feature';

export interface ComposerQuestion extends Question {
  /** Short label for the decision, e.g. 'Sign-in required' → "Sign-in required: Yes". */
  topic: string;
  group: DecisionGroup;
  /** The feature title the question is about, verbatim. */
  feature?: string;
}

interface Extras {
  examples?: readonly string[];
  feature?: string;
}

export function yesNo(text: string, topic: string, group: DecisionGroup, extras: Extras = {}): ComposerQuestion {
  return withExtras({ text, type: 'yes-no', topic, group }, extras);
}

export function choice(
  text: string,
  topic: string,
  group: DecisionGroup,
  options: readonly string[],
  extras: Extras = {},
): ComposerQuestion {
  return withExtras({ text, type: 'multiple-choice', options: [...options], topic, group }, extras);
}

function withExtras(question: ComposerQuestion, { examples, feature }: Extras): ComposerQuestion {
  return {
    ...question,
    ...(examples ? { examples: [...examples] } : {}),
    ...(feature !== undefined ? { feature } : {}),
  };
}

/** The contract shape only: the extra fields stay inside the composer. */
export function toPublicQuestion({ text, type, options, examples }: ComposerQuestion): Question {
  return { text, type, ...(options ? { options } : {}), ...(examples ? { examples } : {}) };
}
