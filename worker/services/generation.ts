/**
 * One prompt generation, as the routes run it: reserve one prompt of the quota, stream the generator's text, save it
 * before the stream closes (the save settles the reservation in its own batch), and release the reservation if the
 * generation fails or the client leaves. A Worker that dies mid-stream does neither: the cron releases the
 * reservation once it expires (services/upkeep.ts), so the quota ends up charged for exactly what was saved.
 */
import { APICallError } from 'ai';
import type { Context } from 'hono';
import type { AuthedEnv } from '../auth/session';
import { getGenerator } from '../ai/generator';
import { DEFAULT_FIRST_TOKEN_MS, DEFAULT_IDLE_MS, generatorTimeout, guardedTextStream, upstreamError } from '../ai/stream';
import type { PromptInput, Revision } from '../ai/types';
import type { Brief } from '../../common/brief';
import { inBackground } from '../lib/background';
import { PROMPT_TEXT_MAX } from '../../common/limits';
import { releasePrompt, reserve } from './quota';

export function timeoutMs(env: Env): number {
  const configured = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_FIRST_TOKEN_MS;
}

/** Runs a structured generator call (suggestions, questions) under the timeout; any failure becomes a clear 502. */
export async function callGenerator<T>(c: Context<AuthedEnv>, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeoutMs(c.env))]);
  try {
    return await run(signal);
  } catch (error) {
    console.error('Generator call failed', error instanceof APICallError ? `${error.statusCode} ${error.message}` : error);
    if (signal.aborted && !c.req.raw.signal.aborted) throw generatorTimeout();
    throw upstreamError(error);
  }
}

export interface GenerationOptions {
  /**
   * Saves the finished text with its brief, before the stream closes, settling `reservation` in the same batch
   * (settlePrompt), so the prompt is charged if and only if it is saved.
   */
  save: (text: string, brief: Brief, reservation: string) => Promise<void>;
  headers?: Record<string, string>;
  /** A regeneration: what the previous version was and what changed, given the new brief. */
  revise?: (brief: Brief) => Revision | undefined;
}

export async function streamGeneration(c: Context<AuthedEnv>, input: PromptInput, options: GenerationOptions): Promise<Response> {
  const { user } = c.var;
  const reservation = await reserve(c.env, user.subscription);

  const upstream = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => upstream.abort(), { once: true });
  const refund = () => {
    const done = releasePrompt(c.env.DB, user.profile.id, reservation).catch((error: unknown) => {
      // The reservation stays open; the cron releases it once it expires.
      console.error('Releasing a quota reservation failed', error);
    });
    inBackground(c, done);
    return done;
  };
  try {
    const generator = getGenerator(c.env);
    // Built once: the brief stored with the prompt is by construction the one the prompt was written from.
    const brief = await generator.buildBrief(input, upstream.signal);
    const revision = options.revise?.(brief);
    return await guardedTextStream(generator.streamPrompt(brief, upstream.signal, revision), {
      headers: options.headers,
      firstTokenMs: timeoutMs(c.env),
      idleMs: Math.max(DEFAULT_IDLE_MS, timeoutMs(c.env)),
      abort: () => upstream.abort(),
      maxLength: PROMPT_TEXT_MAX,
      onComplete: (text) => options.save(text, brief, reservation),
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
