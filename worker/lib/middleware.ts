import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { CODEBASE_LIMITS } from '../../common/codebase';
import { ApiError } from './errors';
import { HSTS, SECURITY_HEADERS, isLocalHost } from './security-headers';

const MAX_BODY_BYTES = 64 * 1024;
/** A generation request with a repository's profile (its agent files up to 24,000 characters) and an earlier prompt. */
const GENERATION_BODY_BYTES = 128 * 1024;

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  let res = c.res;
  try {
    applyHeaders(res.headers, new URL(c.req.url).hostname);
  } catch {
    // Responses from fetch() have immutable headers: copy, then set.
    res = new Response(res.body, res);
    applyHeaders(res.headers, new URL(c.req.url).hostname);
    c.res = res;
  }
});

function applyHeaders(headers: Headers, hostname: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!isLocalHost(hostname)) headers.set('Strict-Transport-Security', HSTS);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

const bodyLimitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `Request bodies are limited to ${maxSize / 1024} KB.`);
    },
  });

/**
 * Routes that take more than the default: a repository's tree and files (the profile request), and the generation
 * requests that carry its profile (with the repository's own agent files) beside an earlier prompt.
 */
const LARGER_BODIES: [RegExp, ReturnType<typeof bodyLimitOf>][] = [
  [/^\/api\/codebase\/profile$/, bodyLimitOf(CODEBASE_LIMITS.bodyBytes)],
  [/^\/api\/ai\/[\w-]+$|^\/api\/prompts\/[^/]+\/versions$/, bodyLimitOf(GENERATION_BODY_BYTES)],
];
const defaultLimit = bodyLimitOf(MAX_BODY_BYTES);

export const limitBody = createMiddleware((c, next) => {
  const limit = LARGER_BODIES.find(([path]) => path.test(c.req.path))?.[1] ?? defaultLimit;
  return limit(c, next);
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** State-changing API routes take JSON only (Auth.js's own form posts are mounted before this). */
export const requireJson = createMiddleware(async (c, next) => {
  if (BODY_METHODS.has(c.req.method)) {
    const type = c.req.header('Content-Type') ?? '';
    const hasBody = c.req.header('Content-Length') !== '0' && c.req.raw.body !== null;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
  }
  await next();
});

/** A state-changing request must come from this site: a cross-site page cannot act for a signed-in user. */
export const requireSameOrigin = createMiddleware(async (c, next) => {
  if (BODY_METHODS.has(c.req.method)) {
    const origin = c.req.header('Origin');
    if (!origin || origin !== new URL(c.req.url).origin) {
      throw new ApiError(403, 'forbidden', 'This request must come from the prompt.qordinate site itself.');
    }
  }
  await next();
});
