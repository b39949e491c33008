import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/**
 * Workers AI's default: Llama 3.3 70B (fp8, fast) supports JSON mode, which suggestions and questions need, and has
 * a 24,000-token context, room for the domain's knowledge in the system prompt.
 */
export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';

/** Workers AI stops a reply at 256 tokens unless told otherwise: far too short for a build prompt. */
const WORKERS_AI_MAX_OUTPUT_TOKENS = 4096;

/** The model the LLM generator talks to; the generator's code is the same for every provider. */
export interface LlmModel {
  model: LanguageModel;
  /** A cap on each reply, where the provider's own default is too short. */
  maxOutputTokens?: number;
}

/** Any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM) through the Chat Completions API. */
export function openAiModel(env: Pick<Env, 'OPENAI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL'>): LlmModel {
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL || undefined });
  // The Chat Completions API is what every OpenAI-compatible server speaks.
  return { model: provider.chat(env.AI_MODEL || DEFAULT_OPENAI_MODEL) };
}

/** Cloudflare's own models through the Worker's AI binding: no key, no third party. */
export function workersAiModel(binding: Ai, modelId: string | undefined): LlmModel {
  const provider = createWorkersAI({ binding });
  return { model: provider(modelId || DEFAULT_WORKERS_AI_MODEL), maxOutputTokens: WORKERS_AI_MAX_OUTPUT_TOKENS };
}

/** An OpenAI-compatible key wins; else the AI binding; else null (the built-in composer answers). */
export function llmModel(env: Pick<Env, 'OPENAI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL' | 'AI'>): LlmModel | null {
  if (env.OPENAI_API_KEY) return openAiModel(env);
  if (env.AI) return workersAiModel(env.AI, env.AI_MODEL);
  return null;
}
