import { createComposer } from './composer';
import { getKnowledge } from './knowledge/load';
import { createLlmGenerator } from './llm';
import type { Generator } from './types';

/** A configured key switches on the LLM; without one, the built-in composer answers offline. */
export function getGenerator(env: Env): Generator {
  const knowledge = () => getKnowledge(env);
  return env.OPENAI_API_KEY ? createLlmGenerator(env, knowledge) : createComposer(knowledge);
}
