import { composer } from './composer';
import { createLlmEngine } from './llm';
import type { PromptEngine } from './types';

/** A configured key switches on the LLM; without one, the built-in composer answers offline. */
export function getEngine(env: Env): PromptEngine {
  return env.OPENAI_API_KEY ? createLlmEngine(env) : composer;
}
