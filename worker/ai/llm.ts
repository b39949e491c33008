import { generateText, Output, streamText } from 'ai';
import type { z } from 'zod';
import { estimateFor, interviewLength } from '../../common/interview';
import { sameTitle } from '../../common/titles';
import { analyse } from './composer/analysis';
import { readBack } from './composer/readback';
import { buildBrief } from './composer/brief';
import type { Knowledge } from './knowledge/compile';
import type { LlmModel } from './models';
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
import { llmQuestionsSchema, suggestionsSchema } from './generation-bodies';
import type { Generator } from './types';

/**
 * OpenAI's strict structured outputs demand every property be required; our schemas have optional fields
 * (options, examples, estimatedTotal). Non-strict JSON schema mode is accepted by OpenAI and compatible servers,
 * and the AI SDK still validates every reply against the zod schema.
 */
const STRUCTURED = { openai: { strictJsonSchema: false } };

/** One structured call: the reply must satisfy `schema` or the call fails. */
async function structured<T>(llm: LlmModel, schema: z.ZodType<T>, system: string, prompt: string, signal?: AbortSignal) {
  const { output } = await generateText({
    model: llm.model,
    maxOutputTokens: llm.maxOutputTokens,
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
 * The LLM generator, the same for every provider (an OpenAI-compatible server or Workers AI, see models.ts): only
 * the model differs. It reads the composer's knowledge and analysis, so the model gets the domain's expertise and
 * the interview keeps the composer's honest length.
 */
export function createLlmGenerator(llm: LlmModel, loadKnowledge: () => Promise<Knowledge>): Generator {
  return {
    name: 'llm',

    async suggestFeatures(input, signal) {
      const analysis = analyse(await loadKnowledge(), input.projectDescription, input.field);
      const output = await structured(llm, suggestionsSchema, suggestSystem(input.target, analysis), suggestUser(input), signal);
      const features = cleanFeatures(output.features, input.existingFeatures);
      // The model is told to put the named things first, in the user's words: those of its titles that are one.
      const own = [...analysis.named, ...analysis.namedTitles.map((n) => n.title)];
      return {
        features,
        named: features.filter((title) => own.some((name) => sameTitle(name, title))),
        depth: analysis.depth,
        language: analysis.language.code,
        reading: readBack(analysis),
      };
    },

    async generateQuestions(input, signal) {
      const analysis = analyse(await loadKnowledge(), input.projectDescription, input.field);
      const budget = interviewLength(input.features.length, analysis.depth);
      const asked = input.askedQuestions?.length ?? input.questionIndex;
      if (asked >= budget) return { questions: [], estimatedTotal: estimateFor(budget) };
      const output = await structured(
        llm,
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

    async buildBrief(input) {
      return buildBrief(await loadKnowledge(), input);
    },

    async *streamPrompt(brief, signal, revision) {
      const result = streamText({
        model: llm.model,
        maxOutputTokens: llm.maxOutputTokens,
        system: promptSystem(brief.target.key, brief),
        prompt: revision ? revisionUser(brief, revision) : promptUser(brief),
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
