import { createComposer } from './composer';
import { getKnowledge } from './knowledge/load';
import { createLlmGenerator } from './llm';
import { llmModel } from './models';
import type { Generator } from './types';

/**
 * An OpenAI-compatible key, else an AI binding (Workers AI), switches on the LLM; without either, the built-in
 * composer answers offline.
 */
export function getGenerator(env: Env): Generator {
  const knowledge = () => getKnowledge(env);
  const model = llmModel(env);
  return model ? createLlmGenerator(model, knowledge) : createComposer(knowledge);
}
