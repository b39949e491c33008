import { Hono } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getGenerator } from '../ai/generator';
import { generatePromptBody, generateQuestionsBody, suggestFeaturesBody } from '../ai/generation-bodies';
import { promptInput, questionsInput, suggestInput } from '../ai/wire';
import { PROMPT_ID_HEADER } from '../../common/stream';
import { insertPrompt, newPromptId } from '../db/queries/prompts';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { checkFeatureLimit } from '../services/quota';
import { callGenerator, streamGeneration } from '../services/generation';

export const ai = new Hono<AuthedEnv>()
  .use(requireUser)
  // Suggestion and question calls are limited per user per minute (OWASP LLM10: unbounded consumption).
  .post('/suggest-features', validate('json', suggestFeaturesBody), rateLimit('ai'), async (c) => {
    const input = suggestInput(c.req.valid('json'));
    const generator = getGenerator(c.env);
    const result = await callGenerator(c, (signal) => generator.suggestFeatures(input, signal));
    if (result.features.length === 0)
      throw new ApiError(502, 'upstream_error', 'The generator suggested no new features. Please try again.');
    return c.json(result);
  })
  .post('/generate-questions', validate('json', generateQuestionsBody), rateLimit('ai'), async (c) => {
    const input = questionsInput(c.req.valid('json'));
    checkFeatureLimit(c.var.user.subscription, input.features.length);
    const generator = getGenerator(c.env);
    const result = await callGenerator(c, (signal) => generator.generateQuestions(input, signal));
    if (input.questionIndex === 0 && result.questions.length === 0) {
      throw new ApiError(502, 'upstream_error', 'The generator returned no questions. Please try again.');
    }
    return c.json(result);
  })
  // Counted before the quota is touched, so a refused burst costs one counter update per request and no quota.
  .post('/generate-prompt', validate('json', generatePromptBody), rateLimit('prompt'), async (c) => {
    const request = c.req.valid('json');
    const input = promptInput(request);
    const { user } = c.var;
    checkFeatureLimit(c.var.user.subscription, input.features.length);
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
