import type { Context } from 'hono';
import { writesAfterResponse } from './d1-session';

/** Keeps work going after the response where the runtime allows it; `task` must not reject. */
export function inBackground(c: Context, task: Promise<unknown>): void {
  writesAfterResponse(c.req.raw);
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (e.g. app.request without one): the task still runs, unawaited.
  }
}
