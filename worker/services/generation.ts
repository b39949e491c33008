/**
 * One prompt generation, as the routes run it: take one prompt from the quota, stream the generator's text, save it
 * before the stream closes, and give the prompt back if the generation fails or the client leaves.
 */
import type { Context } from 'hono';
import type { AuthedEnv } from '../auth/session';
import { getGenerator } from '../ai/generator';
import { DEFAULT_FIRST_TOKEN_MS, DEFAULT_IDLE_MS, guardedTextStream, upstreamError } from '../ai/stream';
import type { PromptInput, Revision } from '../ai/types';
import type { Brief } from '../../common/brief';
import { PROMPT_TEXT_MAX } from '../../common/limits';
import { inBackground } from '../lib/background';
import { giveBackPrompt, reservePrompt } from '../quota';

export function timeoutMs(env: Env): number {
  const configured = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_FIRST_TOKEN_MS;
}

export interface GenerationOptions {
  /** Saves the finished text with its brief; runs before the stream closes. */
  save: (text: string, brief: Brief) => Promise<void>;
  headers?: Record<string, string>;
  /** A regeneration: what the previous version was and what changed, given the new brief. */
  revise?: (brief: Brief) => Revision | undefined;
}

export async function streamGeneration(c: Context<AuthedEnv>, input: PromptInput, options: GenerationOptions): Promise<Response> {
  const { user } = c.var;
  await reservePrompt(c.env.DB, user.subscription);

  const upstream = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => upstream.abort(), { once: true });
  const refund = () => {
    const done = giveBackPrompt(c.env.DB, user.profile.id);
    inBackground(c, done);
    return done;
  };
  try {
    const generator = getGenerator(c.env);
    const brief = await generator.brief(input, upstream.signal);
    const revision = options.revise?.(brief);
    const final = revision ? { ...input, revision } : input;
    return await guardedTextStream(generator.streamPrompt(final, upstream.signal), {
      headers: options.headers,
      firstTokenMs: timeoutMs(c.env),
      idleMs: Math.max(DEFAULT_IDLE_MS, timeoutMs(c.env)),
      abort: () => upstream.abort(),
      maxLength: PROMPT_TEXT_MAX,
      onComplete: (text) => options.save(text, brief),
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
}
