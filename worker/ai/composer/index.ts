/** The built-in prompt composer: a deterministic, offline generator used when no LLM key is set. */

import type { Generator } from '../types';
import { composePromptChunks } from './prompt';
import { generateQuestions } from './questions';
import { suggestFeatures } from './suggestions';

export { detectProjectKind, type ProjectKind } from './kinds';
export { suggestFeatures } from './suggestions';
export { generateQuestions } from './questions';
export { composePrompt, composePromptChunks } from './prompt';

export const composer: Generator = {
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
