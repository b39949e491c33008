import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText } from 'ai';
import { cleanFeatures, cleanQuestions } from './normalize';
import { promptSystem, promptUser, questionsSystem, questionsUser, suggestSystem, suggestUser } from './llm-prompts';
import { questionsSchema, suggestionsSchema } from './schemas';
import type { PromptEngine } from './types';

export const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * OpenAI's strict structured outputs demand every property be required; our schemas have optional fields
 * (options, examples, estimatedTotal). Non-strict JSON schema mode is accepted by OpenAI and compatible servers,
 * and the AI SDK still validates every reply against the zod schema.
 */
const STRUCTURED = { openai: { strictJsonSchema: false } };

/** The LLM engine: any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM) through the AI SDK. */
export function createLlmEngine(env: Env): PromptEngine {
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL || undefined });
  // The Chat Completions API is what every OpenAI-compatible server speaks.
  const model = provider.chat(env.AI_MODEL || DEFAULT_MODEL);

  return {
    name: 'llm',

    async suggestFeatures(input, signal) {
      const { output } = await generateText({
        model,
        system: suggestSystem(input.platform),
        prompt: suggestUser(input),
        output: Output.object({ schema: suggestionsSchema }),
        providerOptions: STRUCTURED,
        abortSignal: signal,
        maxRetries: 1,
      });
      return cleanFeatures(output.features, input.existingFeatures);
    },

    async generateQuestions(input, signal) {
      const { output } = await generateText({
        model,
        system: questionsSystem(input.platform),
        prompt: questionsUser(input),
        output: Output.object({ schema: questionsSchema }),
        providerOptions: STRUCTURED,
        abortSignal: signal,
        maxRetries: 1,
      });
      return cleanQuestions(output, input.previousAnswers, input.questionIndex, input.dismissedQuestions);
    },

    async *streamPrompt(input, signal) {
      const result = streamText({
        model,
        system: promptSystem(input.platform),
        prompt: promptUser(input),
        abortSignal: signal,
        maxRetries: 1,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text) yield part.text;
        } else if (part.type === 'error') {
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        } else if (part.type === 'abort') {
          throw new Error('The generation was aborted.');
        } else if (part.type === 'finish' && part.finishReason !== 'stop') {
          // A cut connection or a length cap leaves a half-written prompt: never treat it as done.
          throw new Error(`The engine stopped early (${part.finishReason}).`);
        }
      }
    },
  };
}
