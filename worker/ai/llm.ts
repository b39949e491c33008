import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, streamText, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { estimateFor, interviewLength } from '../../common/interview';
import { analyse } from './composer/analysis';
import { buildBrief } from './composer/brief';
import type { Knowledge } from './knowledge/compile';
import {
  promptSystem,
  promptUser,
  revisionUser,
  questionsSystem,
  questionsUser,
  suggestSystem,
  suggestUser,
} from './llm-prompts';
import { cleanFeatures, cleanQuestions } from './normalize';
import { llmQuestionsSchema, suggestionsSchema } from './schemas';
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

/**
 * The LLM generator: any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, vLLM) through the AI SDK. It reads
 * the composer's knowledge and analysis, so the model gets the domain's expertise and the interview keeps the
 * composer's honest length.
 */
export function createLlmGenerator(
  env: Pick<Env, 'OPENAI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL'>,
  loadKnowledge: () => Promise<Knowledge>,
): Generator {
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL || undefined });
  // The Chat Completions API is what every OpenAI-compatible server speaks.
  const model = provider.chat(env.AI_MODEL || DEFAULT_MODEL);

  return {
    name: 'llm',

    async suggestFeatures(input, signal) {
      const analysis = analyse(await loadKnowledge(), input.projectDescription);
      const output = await structured(
        model,
        suggestionsSchema,
        suggestSystem(input.target, analysis),
        suggestUser(input),
        signal,
      );
      return {
        features: cleanFeatures(output.features, input.existingFeatures),
        depth: analysis.depth,
        language: analysis.language.code,
      };
    },

    async generateQuestions(input, signal) {
      const analysis = analyse(await loadKnowledge(), input.projectDescription);
      const budget = interviewLength(input.features.length, analysis.depth);
      const asked = input.askedQuestions?.length ?? input.questionIndex;
      if (asked >= budget) return { questions: [], estimatedTotal: estimateFor(budget) };
      const output = await structured(
        model,
        llmQuestionsSchema,
        questionsSystem(input.target, analysis, budget),
        questionsUser(input),
        signal,
      );
      const known = Object.fromEntries((input.askedQuestions ?? []).map((q) => [q.text, '']));
      const cleaned = cleanQuestions(output, { ...known, ...input.previousAnswers }, asked, input.dismissedQuestions);
      // The interview's length is ours, not the model's guess: the estimate stays honest.
      return { questions: cleaned.questions.slice(0, budget - asked), estimatedTotal: estimateFor(budget) };
    },

    async *streamPrompt(input, signal) {
      const brief = buildBrief(await loadKnowledge(), input);
      const result = streamText({
        model,
        system: promptSystem(input.target, brief),
        prompt: input.revision ? revisionUser(brief, input.revision) : promptUser(brief),
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

    async brief(input) {
      return buildBrief(await loadKnowledge(), input);
    },
  };
}
