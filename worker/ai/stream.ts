import { STREAM_ERROR_MARKER } from '../../common/stream';
import { writesAfterResponse } from '../lib/d1-session';
import { ApiError } from '../lib/errors';

export const DEFAULT_FIRST_TOKEN_MS = 20_000;
/** Longest silence tolerated between two chunks once the stream has started. */
export const DEFAULT_IDLE_MS = 30_000;

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new TimeoutError(`no output within ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface GuardedStreamOptions {
  firstTokenMs: number;
  idleMs: number;
  /** Aborts the upstream generation (timeouts, client gone). */
  abort: () => void;
  /** The longest text accepted, in UTF-16 units: a runaway generation past it fails rather than fill a row. */
  maxLength?: number;
  /** Runs before the stream closes: the full text is known here. A throw turns into an in-stream error. */
  onComplete: (text: string) => Promise<void>;
  /** Runs once when the generation fails after the response started, or the client goes away. */
  onFail: (reason: string) => Promise<void>;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/** The generator (composer or LLM) did not answer in time. */
export function generatorTimeout(): ApiError {
  return new ApiError(502, 'upstream_error', 'The generator took too long to respond. Please try again.');
}

export function upstreamError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return generatorTimeout();
  return new ApiError(502, 'upstream_error', 'The generator failed to answer. Please try again.');
}

/**
 * Turns a generator's chunks into a text/plain streaming Response. Failures before the first chunk throw
 * (so the handler answers 502 with the envelope); later failures end the stream with the error marker
 * and the envelope, which the client detects. Nothing is reported complete unless the generator finished.
 */
export async function guardedTextStream(source: AsyncIterable<string>, options: GuardedStreamOptions): Promise<Response> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await withTimeout(iterator.next(), options.firstTokenMs, options.abort).catch((error: unknown) => {
    throw upstreamError(error);
  });
  if (first.done || !first.value)
    throw new ApiError(502, 'upstream_error', 'The generator returned an empty prompt. Please try again.');

  const encoder = new TextEncoder();
  let text = first.value;
  let settled = false;

  const fail = async (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
    settled = true;
    const { code, message } = upstreamError(error);
    controller.enqueue(encoder.encode(`${STREAM_ERROR_MARKER}${JSON.stringify({ error: { code, message } })}`));
    controller.close();
    await options.onFail(message);
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      let next: IteratorResult<string>;
      try {
        next = await withTimeout(iterator.next(), options.idleMs, options.abort);
      } catch (error) {
        await fail(controller, error);
        return;
      }
      if (!next.done) {
        text += next.value;
        if (options.maxLength !== undefined && text.length > options.maxLength) {
          options.abort();
          await Promise.resolve(iterator.return?.()).catch(() => undefined);
          await fail(
            controller,
            new ApiError(502, 'upstream_error', 'The generator wrote far more than a prompt needs. Please try again.'),
          );
          return;
        }
        controller.enqueue(encoder.encode(next.value));
        return;
      }
      try {
        await options.onComplete(text);
        settled = true;
        controller.close();
      } catch (error) {
        await fail(controller, error);
      }
    },
    async cancel() {
      if (settled) return;
      settled = true;
      options.abort();
      await iterator.return?.();
      await options.onFail('client disconnected');
    },
  });

  const response = new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      ...options.headers,
    },
  });
  // onComplete saves the result when the stream ends, after the response's headers have left.
  writesAfterResponse(response);
  return response;
}
