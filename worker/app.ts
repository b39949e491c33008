import { Hono, type ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, codeForStatus, envelope } from './lib/errors';
import { authHandler, initAuthConfig } from '@hono/auth-js';
import { authConfig } from './auth/config';
import { sessionHint } from './auth/session-hint';
import { d1Session } from './lib/d1-session';
import { limitBody, requireJson, requireSameOrigin, securityHeaders } from './lib/middleware';
import { account } from './routes/account';
import { agents } from './routes/agents';
import { admin } from './routes/admin';
import { ai } from './routes/ai';
import { codebase } from './routes/codebase';
import { me } from './routes/me';
import { profile } from './routes/profile';
import { prompts } from './routes/prompts';
import { promptShares, shared, shares } from './routes/shares';
import { subscription } from './routes/subscription';
import { targets } from './routes/targets';
import { health } from './routes/health';
import { live } from './routes/live';

type AppEnv = { Bindings: Env };

const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(securityHeaders)
  .use(limitBody)
  // Before anything reads D1: every query of the request runs on the session (read replicas, the bookmark cookie).
  .use(d1Session)
  .use(sessionHint)
  .use('/auth/*', initAuthConfig(authConfig))
  // Auth.js answers its own routes (form posts with its CSRF token) before the JSON-only rules below.
  .on(['GET', 'POST'], '/auth/*', authHandler())
  .use(requireSameOrigin)
  .use(requireJson)
  .route('/health', health)
  .route('/engines', targets)
  .route('/me', me)
  .route('/ai', ai)
  .route('/codebase', codebase)
  // Before /prompts, so only this sub-app's session check runs for its paths.
  .route('/prompts/:id/shares', promptShares)
  .route('/prompts', prompts)
  .route('/shares', shares)
  .route('/shared', shared)
  .route('/subscription', subscription)
  .route('/profile', profile)
  .route('/account', account)
  .route('/agents', agents)
  .route('/admin', admin)
  .route('/live', live);

/** The one error handler: every error leaves as the envelope, 5xx without internals. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(envelope(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : err.message || 'Bad request.';
    return c.json(envelope(codeForStatus(status), message), status);
  }
  console.error('Unhandled error', err);
  return c.json(envelope('internal_error', 'Something went wrong on our side. Please try again.'), 500);
};

app.onError(handleError);

app.notFound((c) => {
  const allowed = allowedMethods(new URL(c.req.url).pathname);
  if (allowed.length > 0) {
    c.header('Allow', allowed.join(', '));
    return c.json(envelope('method_not_allowed', `${c.req.method} is not allowed here. Use ${allowed.join(' or ')}.`), 405);
  }
  return c.json(envelope('not_found', 'No API route matches this path.'), 404);
});

/** Methods registered for a path, so a wrong method answers 405 rather than 404. */
function allowedMethods(pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const pattern = new RegExp(
      '^' +
        route.path
          .replace(/\/$/, '')
          .replace(/:[^/]+/g, '[^/]+')
          .replace(/[.+?^${}()|[\]\\]/g, (m) => (m === '+' ? m : `\\${m}`)) +
        '/?$',
    );
    if (pattern.test(pathname)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

export default app;
export type AppType = typeof app;
