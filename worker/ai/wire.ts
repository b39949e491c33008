/** The spec's request fields (`platform`, `details`) become the generator's (`target`, `features`) here, once. */
import type { z } from 'zod';
import type { generatePromptBody, generateQuestionsBody, suggestFeaturesBody } from './schemas';
import type { PromptInput, QuestionsInput, SuggestInput } from './types';

export function suggestInput({ platform, ...body }: z.output<typeof suggestFeaturesBody>): SuggestInput {
  return { ...body, target: platform };
}

export function questionsInput({ platform, details, ...body }: z.output<typeof generateQuestionsBody>): QuestionsInput {
  return { ...body, target: platform, features: details };
}

export function promptInput({ platform, details, ...body }: z.output<typeof generatePromptBody>): PromptInput {
  return { ...body, target: platform, features: details };
}
