/** The spec's request fields (`platform`, `details`) become the generator's (`target`, `features`) here, once. */
import type { z } from 'zod';
import type { generatePromptBody, generateQuestionsBody, suggestFeaturesBody } from './generation-bodies';
import type { ExistingApp, PromptInput, QuestionsInput, SuggestInput } from './types';

/** A repository brought for a "new project" is work on that app: a feature, unless the user said otherwise. */
function existing<T extends ExistingApp>(body: T): T {
  if (!body.codebase || (body.work && body.work !== 'new')) return body;
  return { ...body, work: 'feature' };
}

export function suggestInput({ platform, ...body }: z.output<typeof suggestFeaturesBody>): SuggestInput {
  return existing({ ...body, target: platform });
}

export function questionsInput({ platform, details, ...body }: z.output<typeof generateQuestionsBody>): QuestionsInput {
  return existing({ ...body, target: platform, features: details });
}

export function promptInput({ platform, details, ...body }: z.output<typeof generatePromptBody>): PromptInput {
  return existing({ ...body, target: platform, features: details });
}
