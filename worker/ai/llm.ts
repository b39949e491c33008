import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { promptSystem, promptUser, questionsSystem, questionsUser, suggestSystem, suggestUser } from './llm-prompts';
import { cleanFeatures, cleanQuestions } from './normalize';
import { questionsSchema, suggestionsSchema } from './schemas';
import type { Generator } from './types';

const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * OpenAI's strict structured outputs demand every property be required; our schemas have optional fields
 * (options, examples, estimatedTotal). Non-strict JSON schema mode is accepted by OpenAI and compatible servers,
 * and the AI SDK still validates every reply against the zod schema.
 */
const STRUCTURED = { openai: { strictJsonSchema: false } };

/** One structured call: the reply must satisfy `schema` or the call fails. */
async function structured<T>(model: LanguageModel, schema: z.ZodType<T>, system: string, prompt: string, signal?: AbortSignal) {
  const { output } = await generateText({
    model,
    system,
    prompt,
    output: Output.object({ schema }),
    providerOptions: STRUCTURED,
    abortSignal: signal,
    maxRetries: 1,
  });
  return output;
}

/** The LLM generator: any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM) through the AI SDK. */
export function createLlmGenerator(env: Env): Generator {
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL || undefined });
  // The Chat Completions API is what every OpenAI-compatible server speaks.
  const model = provider.chat(env.AI_MODEL || DEFAULT_MODEL);

  return {
    name: 'llm',

    async suggestFeatures(input, signal) {
      const output = await structured(model, suggestionsSchema, suggestSystem(input.target), suggestUser(input), signal);
      return cleanFeatures(output.features, input.existingFeatures);
    },

    async generateQuestions(input, signal) {
      const output = await structured(model, questionsSchema, questionsSystem(input.target), questionsUser(input), signal);
      return cleanQuestions(output, input.previousAnswers, input.questionIndex, input.dismissedQuestions);
    },

    async *streamPrompt(input, signal) {
      const result = streamText({
        model,
        system: promptSystem(input.target),
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
          throw new Error(`The generator stopped early (${part.finishReason}).`);
        }
      }
    },
  };
}
