import { composer } from './composer';
import { createLlmGenerator } from './llm';
import type { Generator } from './types';

/** A configured key switches on the LLM; without one, the built-in composer answers offline. */
export function getGenerator(env: Env): Generator {
  return env.OPENAI_API_KEY ? createLlmGenerator(env) : composer;
}
