import { hc } from 'hono/client';
import type { AppType } from '../../worker/app';

export const client = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/** An API error with the server's envelope: `code` to branch on, `message` to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface JsonResponse<T> {
  ok: boolean;
  status: number;
  json(): Promise<T>;
}

/** Dispatched on window when the server says the session is gone (401), so the app can sign the user out. */
export const SESSION_ENDED_EVENT = 'pq:session-ended';

/** Resolves to the body of a 2xx response; otherwise throws the envelope as an ApiRequestError. */
export async function unwrap<T>(request: Promise<JsonResponse<T>>): Promise<Exclude<T, { error: unknown }>> {
  let res: JsonResponse<T>;
  try {
    res = await request;
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    const error = (body as { error?: { code?: string; message?: string; details?: [] } } | null)?.error;
    throw new ApiRequestError(
      res.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${res.status}).`,
      error?.details,
    );
  }
  return body as Exclude<T, { error: unknown }>;
}
