import type { InferRequestType, InferResponseType } from 'hono/client';
import { parseErrorEnvelope } from '../../common/errors';
import { PROMPT_ID_HEADER, STREAM_ERROR_MARKER } from '../../common/stream';
import { ApiRequestError, client, networkError, responseError, unwrap } from './api';

const suggestRoute = client.ai['suggest-features'].$post;
const questionsRoute = client.ai['generate-questions'].$post;
const promptRoute = client.ai['generate-prompt'].$post;
const profileRoute = client.codebase.profile.$post;

export type QuestionsRequest = InferRequestType<typeof questionsRoute>['json'];
type SuggestRequest = InferRequestType<typeof suggestRoute>['json'];
export type ReadBack = InferResponseType<typeof suggestRoute, 200>['reading'];
export type QuestionsResponse = InferResponseType<typeof questionsRoute, 200>;
export type Question = QuestionsResponse['questions'][number];
export type PromptRequest = InferRequestType<typeof promptRoute>['json'];
export type ProfileRequest = InferRequestType<typeof profileRoute>['json'];
/** What the importer understood of a repository (common/codebase.ts). */
export type CodebaseProfile = InferResponseType<typeof profileRoute, 200>['profile'];
/** A question the description or the repository answers: not asked, shown in the review. */
export type SettledQuestion = NonNullable<QuestionsResponse['settled']>[number];
/** What the work is: a new project, a feature, a fix, a rework. */
export type WorkKind = NonNullable<PromptRequest['work']>;

/** The profile of a repository, from what the browser picked or from a public GitHub repository. */
export function profileCodebase(body: ProfileRequest, signal?: AbortSignal) {
  return unwrap(profileRoute({ json: body }, { init: { signal } }));
}

/** Feature suggestions, and how deep the interview for this project will go. */
export function suggestFeatures(
  projectDescription: string,
  target: string,
  existingFeatures: string[] = [],
  field: string | null = null,
  signal?: AbortSignal,
  existing: Pick<SuggestRequest, 'work' | 'codebase'> = {},
) {
  const json: SuggestRequest = {
    projectDescription,
    platform: target,
    existingFeatures,
    ...(field ? { field } : {}),
    ...existing,
  };
  return unwrap(suggestRoute({ json }, { init: { signal } }));
}

export function generateQuestions(input: QuestionsRequest, signal?: AbortSignal): Promise<QuestionsResponse> {
  return unwrap(questionsRoute({ json: input }, { init: { signal } }));
}

/** The error envelope written after the marker (see common/stream.ts); a cut envelope still means failure. */
function streamFailure(rest: string): ApiRequestError {
  let body: unknown = null;
  try {
    body = JSON.parse(rest);
  } catch {
    // Cut off: fall back to the generic message below.
  }
  const error = parseErrorEnvelope(body);
  return new ApiRequestError(502, error?.code ?? 'upstream_error', error?.message ?? 'The generator failed to answer.');
}

export interface StreamedPrompt {
  text: string;
  /** The history entry it is saved as. */
  promptId: string | null;
}

/** Reads a prompt stream to its end, calling onChunk as text arrives; an error after the marker rejects. */
interface StreamResponse {
  ok: boolean;
  status: number;
  body: ReadableStream<BufferSource> | null;
  json(): Promise<unknown>;
}

async function readPromptStream(res: StreamResponse, onChunk: (text: string) => void, signal?: AbortSignal): Promise<string> {
  if (!res.ok || !res.body) throw await responseError(res);
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
      throw streamFailure(rest);
    }
    text += chunk.value;
    onChunk(chunk.value);
  }
}

async function send<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
}

/** Streams the generated prompt, calling onChunk as text arrives. Rejects with ApiRequestError on any failure. */
export async function streamPrompt(
  input: PromptRequest,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<StreamedPrompt> {
  const res = await send(() => promptRoute({ json: input }, { init: { signal } }), signal);
  const promptId = res.ok ? res.headers.get(PROMPT_ID_HEADER) : null;
  return { text: await readPromptStream(res, onChunk, signal), promptId };
}

const regenerateRoute = client.prompts[':id'].versions.$post;
export type RegenerateRequest = InferRequestType<typeof regenerateRoute>['json'];

/** Regenerates a saved prompt from a reviewed request: the next version, streamed like a new prompt. */
export async function streamRegeneration(
  promptId: string,
  input: RegenerateRequest,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const res = await send(() => regenerateRoute({ param: { id: promptId }, json: input }, { init: { signal } }), signal);
  return readPromptStream(res, onChunk, signal);
}
