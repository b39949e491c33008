import {
  AuthorizationError,
  authorizationErrorRedirect,
  CimdFetchError,
  type AuthRequest,
} from '@cloudflare/workers-oauth-provider';
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCESS_SCOPES, AUTHORIZE_PATH, SCOPE_WRITE } from '../../common/agents';
import { requireUser, type AuthedEnv } from '../auth/session';
import { createConnection, deleteConnection, listConnections, newConnectionId } from '../db/queries/agents';
import { ApiError } from '../lib/errors';
import { token } from '../lib/input';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { oauthApi, revokeAgentGrants } from '../mcp/oauth';

/** The query string of an OAuth authorization request, as the agent put it in the consent page's address. */
const authorizationQuery = token(8192);
const decisionBody = z.object({
  query: authorizationQuery,
  decision: z.enum(['allow', 'deny']),
  access: z.enum(['read', 'write']),
});
const connectionParam = z.object({
  id: token(32).pipe(z.string().regex(/^[0-9a-f]{32}$/, 'A connection id is 32 hexadecimal digits.')),
});

/** What the consent page shows, or (a refused request whose address is the agent's own) where to send the user. */
interface ConsentAnswer {
  redirectTo: string | null;
  consent: {
    client: { name: string; domain: string | null; uri: string | null };
    redirect: { host: string; loopback: boolean };
    /** What the agent asked for: reading, or reading and updating tasks. */
    access: 'read' | 'write';
  } | null;
}

const connectionNotFound = () => new ApiError(404, 'not_found', 'This connection does not exist or was already revoked.');

/**
 * The authorization request as the OAuth server parses it (at its own endpoint, with the query the agent sent), or,
 * for a request it refuses but whose redirect address it verified as the agent's own, where to send the error back.
 */
async function parseAuthorization(
  env: Env,
  url: URL,
  query: string,
): Promise<{ request: AuthRequest; redirectTo?: never } | { redirectTo: string; request?: never }> {
  const request = new Request(`${url.origin}${AUTHORIZE_PATH}?${query.replace(/^\?/, '')}`);
  try {
    return { request: await oauthApi(env, url.origin).parseAuthRequest(request) };
  } catch (err) {
    if (err instanceof AuthorizationError) {
      if (err.redirectTo) return { redirectTo: err.redirectTo };
      throw new ApiError(400, 'bad_request', `This sign-in link is not valid: ${err.description}`);
    }
    if (err instanceof CimdFetchError) throw new ApiError(400, 'bad_request', 'This agent could not be verified.');
    throw err;
  }
}

/**
 * Connecting coding agents (the OAuth consent page's two requests) and the connections the user has made: listed
 * with their client's name and last use, and revocable.
 */
export const agents = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/authorize', validate('query', z.object({ query: authorizationQuery })), async (c) => {
    const url = new URL(c.req.url);
    const { request, redirectTo } = await parseAuthorization(c.env, url, c.req.valid('query').query);
    let answer: ConsentAnswer = { consent: null, redirectTo: redirectTo ?? null };
    if (request) {
      const details = await oauthApi(c.env, url.origin).describeConsent(request);
      answer = {
        redirectTo: null,
        consent: {
          client: { name: details.clientName, domain: details.clientDomain ?? null, uri: details.clientUri ?? null },
          redirect: { host: details.redirectHost, loopback: details.redirectIsLoopback },
          access: details.scope.includes(SCOPE_WRITE) ? 'write' : 'read',
        },
      };
    }
    return c.json(answer);
  })
  .post('/authorize', validate('json', decisionBody), rateLimit('agents'), async (c) => {
    const userId = c.var.user.profile.id;
    const url = new URL(c.req.url);
    const { query, decision, access } = c.req.valid('json');
    const { request, redirectTo: refused } = await parseAuthorization(c.env, url, query);
    if (refused !== undefined) return c.json({ redirectTo: refused });
    if (decision === 'deny') return c.json({ redirectTo: authorizationErrorRedirect(request, 'access_denied') });
    const api = oauthApi(c.env, url.origin);
    const client = await api.lookupClient(request.clientId);
    const connectionId = newConnectionId();
    const { redirectTo } = await api.completeAuthorization({
      request,
      userId,
      metadata: { connectionId },
      scope: ACCESS_SCOPES[access],
      props: { userId, connectionId },
    });
    // After the grant: a grant without its row is refused anyway, never the other way round.
    await createConnection(c.env.DB, {
      id: connectionId,
      userId,
      clientId: request.clientId,
      clientName: (client?.clientName ?? 'An MCP client').slice(0, 120),
      access,
    });
    return c.json({ redirectTo });
  })
  .get('/connections', async (c) => c.json({ connections: await listConnections(c.env.DB, c.var.user.profile.id) }))
  .delete('/connections/:id', validate('param', connectionParam), rateLimit('agents'), async (c) => {
    const userId = c.var.user.profile.id;
    const { id } = c.req.valid('param');
    if (!(await deleteConnection(c.env.DB, userId, id))) throw connectionNotFound();
    await revokeAgentGrants(c.env, new URL(c.req.url).origin, userId, id);
    return c.json({ revoked: true as const });
  });
