import { APICallError } from 'ai';
import { Hono, type Context } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getEngine } from '../ai/engine';
import { generatePromptBody, generateQuestionsBody, suggestFeaturesBody } from '../ai/schemas';
import { DEFAULT_FIRST_TOKEN_MS, DEFAULT_IDLE_MS, guardedTextStream, upstreamError } from '../ai/stream';
import { getDb } from '../db/client';
import { promptHistory } from '../db/schema';
import { ApiError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { featureLimit, refundPrompt, reservePrompt } from '../quota';

/** Suggestion and question calls per user per minute (OWASP LLM10: unbounded consumption). */
export const AI_CALLS_PER_MINUTE = 30;

function timeoutMs(env: Env): number {
  const configured = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_FIRST_TOKEN_MS;
}

function waitUntil(c: Context, promise: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (direct app.request in tests): the promise is awaited by its caller.
  }
}

/** Runs a structured engine call under the timeout; any provider failure becomes a clear 502. */
async function callEngine<T>(c: Context<AuthedEnv>, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs(c.env))]);
  try {
    return await run(signal);
  } catch (error) {
    console.error('AI engine call failed', error instanceof APICallError ? `${error.statusCode} ${error.message}` : error);
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
  .post('/suggest-features', validate('json', suggestFeaturesBody), async (c) => {
    await enforceRateLimit(c.env.DB, `ai:${c.var.user.profile.id}`, AI_CALLS_PER_MINUTE, 60);
    const input = c.req.valid('json');
    const engine = getEngine(c.env);
    const features = await callEngine(c, (signal) => engine.suggestFeatures(input, signal));
    if (features.length === 0)
      throw new ApiError(502, 'upstream_error', 'The AI engine suggested no new features. Please try again.');
    return c.json({ features });
  })
  .post('/generate-questions', validate('json', generateQuestionsBody), async (c) => {
    const input = c.req.valid('json');
    checkFeatureLimit(c, input.details.length);
    await enforceRateLimit(c.env.DB, `ai:${c.var.user.profile.id}`, AI_CALLS_PER_MINUTE, 60);
    const engine = getEngine(c.env);
    const result = await callEngine(c, (signal) => engine.generateQuestions(input, signal));
    if (input.questionIndex === 0 && result.questions.length === 0) {
      throw new ApiError(502, 'upstream_error', 'The AI engine returned no questions. Please try again.');
    }
    return c.json(result);
  })
  .post('/generate-prompt', validate('json', generatePromptBody), async (c) => {
    const input = c.req.valid('json');
    const { user } = c.var;
    checkFeatureLimit(c, input.details.length);
    await reservePrompt(c.env.DB, user.subscription);

    const upstream = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => upstream.abort(), { once: true });
    const refund = () => {
      const done = refundPrompt(c.env.DB, user.profile.id);
      waitUntil(c, done);
      return done;
    };
    try {
      const engine = getEngine(c.env);
      return await guardedTextStream(engine.streamPrompt(input, upstream.signal), {
        firstTokenMs: timeoutMs(c.env),
        idleMs: Math.max(DEFAULT_IDLE_MS, timeoutMs(c.env)),
        abort: () => upstream.abort(),
        async onComplete(text) {
          await getDb(c.env)
            .insert(promptHistory)
            .values({
              user_id: user.profile.id,
              project_description: input.projectDescription,
              generated_prompt: text,
              target_ai_platform: input.platform,
              features_count: input.details.length,
              details: input.details.map((d) =>
                d.description ? { title: d.title, description: d.description } : { title: d.title },
              ),
            });
        },
        async onFail(reason) {
          console.error('Prompt generation failed after it started:', reason);
          await refund();
        },
      });
    } catch (error) {
      await refund();
      console.error('Prompt generation failed', error);
      throw upstreamError(error);
    }
  });
