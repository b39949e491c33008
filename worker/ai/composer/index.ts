/** The built-in prompt composer: a deterministic, offline PromptEngine used when no LLM key is set. */

import type { PromptEngine } from '../types';
import { composePromptChunks } from './prompt';
import { generateQuestions } from './questions';
import { suggestFeatures } from './suggestions';

export { detectProjectKind, type ProjectKind } from './kinds';
export { suggestFeatures } from './suggestions';
export { generateQuestions } from './questions';
export { composePrompt, composePromptChunks } from './prompt';

export const composer: PromptEngine = {
  name: 'composer',
  async suggestFeatures(input, signal) {
    signal?.throwIfAborted();
    return suggestFeatures(input);
  },
  async generateQuestions(input, signal) {
    signal?.throwIfAborted();
    return generateQuestions(input);
  },
  async *streamPrompt(input, signal) {
    signal?.throwIfAborted();
    for (const chunk of composePromptChunks(input)) {
      signal?.throwIfAborted();
      yield chunk;
    }
  },
};
