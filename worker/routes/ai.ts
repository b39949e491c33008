import { APICallError } from 'ai';
import { Hono, type Context } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getGenerator } from '../ai/generator';
import { generatePromptBody, generateQuestionsBody, suggestFeaturesBody } from '../ai/schemas';
import { upstreamError } from '../ai/stream';
import { promptInput, questionsInput, suggestInput } from '../ai/wire';
import { PROMPT_ID_HEADER } from '../../common/stream';
import { insertPrompt, newPromptId } from '../db/queries/prompts';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { featureLimit } from '../quota';
import { streamGeneration, timeoutMs } from '../services/generation';

/** Runs a structured generator call under the timeout; any provider failure becomes a clear 502. */
async function callGenerator<T>(c: Context<AuthedEnv>, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs(c.env))]);
  try {
    return await run(signal);
  } catch (error) {
    console.error('Generator call failed', error instanceof APICallError ? `${error.statusCode} ${error.message}` : error);
    if (signal.aborted && !c.req.raw.signal.aborted) {
      throw new ApiError(502, 'upstream_error', 'The AI engine took too long to respond. Please try again.');
    }
    throw upstreamError(error);
  }
}

function checkFeatureLimit(c: Context<AuthedEnv>, selected: number) {
  const { subscription } = c.var.user;
  if (selected > subscription.max_features) throw featureLimit(subscription, selected);
}

export const ai = new Hono<AuthedEnv>()
  .use(requireUser)
  // Suggestion and question calls are limited per user per minute (OWASP LLM10: unbounded consumption).
  .post('/suggest-features', validate('json', suggestFeaturesBody), rateLimit('ai'), async (c) => {
    const input = suggestInput(c.req.valid('json'));
    const generator = getGenerator(c.env);
    const result = await callGenerator(c, (signal) => generator.suggestFeatures(input, signal));
    if (result.features.length === 0)
      throw new ApiError(502, 'upstream_error', 'The AI engine suggested no new features. Please try again.');
    return c.json(result);
  })
  .post('/generate-questions', validate('json', generateQuestionsBody), rateLimit('ai'), async (c) => {
    const input = questionsInput(c.req.valid('json'));
    checkFeatureLimit(c, input.features.length);
    const generator = getGenerator(c.env);
    const result = await callGenerator(c, (signal) => generator.generateQuestions(input, signal));
    if (input.questionIndex === 0 && result.questions.length === 0) {
      throw new ApiError(502, 'upstream_error', 'The AI engine returned no questions. Please try again.');
    }
    return c.json(result);
  })
  // Counted before the quota is touched, so a refused burst costs one counter update per request and no quota.
  .post('/generate-prompt', validate('json', generatePromptBody), rateLimit('prompt'), async (c) => {
    const request = c.req.valid('json');
    const input = promptInput(request);
    const { user } = c.var;
    checkFeatureLimit(c, input.features.length);
    // Chosen now, so the client learns where the prompt will be saved before the text is finished.
    const id = newPromptId();
    return streamGeneration(c, input, {
      headers: { [PROMPT_ID_HEADER]: id },
      save: (text, brief, reservation) =>
        insertPrompt(c.env.DB, {
          id,
          userId: user.profile.id,
          description: input.projectDescription,
          text,
          target: input.target,
          features: input.features,
          brief,
          request,
          reservation,
        }),
    });
  });
