import { ApiRequestError, client, SESSION_ENDED_EVENT, unwrap } from './api';
import type { Question } from './flow';

/** Marks an error inside a prompt stream that had already started (see worker/ai/stream.ts). */
export const STREAM_ERROR_MARKER = '\u001e';

export async function suggestFeatures(
  projectDescription: string,
  platform: string,
  existingFeatures: string[] = [],
  signal?: AbortSignal,
) {
  const body = await unwrap(
    client.ai['suggest-features'].$post({ json: { projectDescription, platform, existingFeatures } }, { init: { signal } }),
  );
  return body.features;
}

export async function generateQuestions(
  input: {
    projectDescription: string;
    platform: string;
    details: string[];
    previousAnswers: Record<string, string>;
    questionIndex: number;
    dismissedQuestions?: string[];
  },
  signal?: AbortSignal,
): Promise<{ questions: Question[]; estimatedTotal: number }> {
  return unwrap(client.ai['generate-questions'].$post({ json: input }, { init: { signal } }));
}

export interface PromptRequest {
  projectDescription: string;
  platform: string;
  details: { title: string; description?: string }[];
  answers: Record<string, string>;
  dismissedQuestions: string[];
  basePrompt?: string;
}

/** Streams the generated prompt, calling onChunk as text arrives. Rejects with ApiRequestError on any failure. */
export async function streamPrompt(input: PromptRequest, onChunk: (text: string) => void, signal?: AbortSignal): Promise<string> {
  let res: Awaited<ReturnType<(typeof client.ai)['generate-prompt']['$post']>>;
  try {
    res = await client.ai['generate-prompt'].$post({ json: input }, { init: { signal } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (res.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  if (!res.ok || !res.body) {
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiRequestError(
      res.status,
      envelope?.error?.code ?? 'http_error',
      envelope?.error?.message ?? `Request failed (${res.status}).`,
    );
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, 'stream_broken', 'The connection dropped while the prompt was being written.');
    }
    if (chunk.done) return text;
    const marker = chunk.value.indexOf(STREAM_ERROR_MARKER);
    if (marker >= 0) {
      const before = chunk.value.slice(0, marker);
      if (before) onChunk(before);
      let rest = chunk.value.slice(marker + 1);
      // The envelope may arrive split across chunks: read to the end.
      for (;;) {
        const more = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (more.done) break;
        rest += more.value;
      }
      const envelope = (() => {
        try {
          return JSON.parse(rest) as { error?: { code?: string; message?: string } };
        } catch {
          return null;
        }
      })();
      throw new ApiRequestError(
        502,
        envelope?.error?.code ?? 'upstream_error',
        envelope?.error?.message ?? 'The AI engine failed to answer.',
      );
    }
    text += chunk.value;
    onChunk(chunk.value);
  }
}
