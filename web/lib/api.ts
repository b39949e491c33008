import { hc } from 'hono/client';
import { parseErrorEnvelope, type ErrorCode, type FieldIssue } from '../../common/errors';
import type { AppType } from '../../worker/app';

export const client = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/** An API error with the server's envelope: `code` to branch on, `message` to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Dispatched on window when the server says the session is gone (401), so the app can sign the user out. */
export const SESSION_ENDED_EVENT = 'pq:session-ended';

export const networkError = () =>
  new ApiRequestError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');

/** The error a failed response stands for, from its envelope when it has one. */
export async function responseError(res: { status: number; json(): Promise<unknown> }): Promise<ApiRequestError> {
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  const body: unknown = await res.json().catch(() => null);
  const error = parseErrorEnvelope(body);
  return error
    ? new ApiRequestError(res.status, error.code, error.message, error.details)
    : new ApiRequestError(res.status, 'http_error', `Request failed (${res.status}).`);
}

/** Resolves to the body of a 2xx response; otherwise throws the envelope as an ApiRequestError. */
export async function unwrap<T>(request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch {
    throw networkError();
  }
  if (!res.ok) throw await responseError(res);
  return res.json();
}

/** The message to show for a caught error, or the fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
