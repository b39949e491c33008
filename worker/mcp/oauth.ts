/**
 * Sign-in for coding agents: the OAuth 2.1 authorization server (discovery, dynamic client registration, PKCE,
 * tokens; `@cloudflare/workers-oauth-provider`, tokens kept hashed in the OAUTH_KV namespace) and the protected
 * resource at /mcp. Both are built per origin, since the issuer and the resource are absolute URLs and the Worker
 * answers on whatever host it is deployed to (and on localhost in development and tests).
 *
 * Every token is also bound to a row of agent_connections (the grant's `connectionId`): a request whose row is gone
 * is refused with the 401 challenge, so revoking a connection, Sign out everywhere and account deletion end tokens
 * at once. The same statement records the connection's last use and counts its requests for the rate limit.
 */
import {
  OAuthAuthorizationServer,
  OAuthError,
  OAuthResourceServer,
  type OAuthHelpers,
  type OAuthResourceHandler,
} from '@cloudflare/workers-oauth-provider';
import { AUTHORIZE_PATH, MCP_PATH, SCOPE_READ, SCOPE_WRITE } from '../../common/agents';
import { MCP_REQUESTS_PER_MINUTE } from '../../common/limits';
import { useConnection, type AgentAccess } from '../db/queries/agents';

export const TOKEN_PATH = '/oauth/token';
export const REGISTER_PATH = '/oauth/register';
/** An access token lives an hour; the agent refreshes it, for up to 30 days of use. */
const ACCESS_TOKEN_SECONDS = 60 * 60;
const GRANT_SECONDS = 30 * 24 * 60 * 60;

/** What completeAuthorization stores with a grant and every token decrypts to. */
export interface GrantProps {
  userId: string;
  connectionId: string;
}

/** What the MCP handler knows about the request's connection, after the token and its row were checked. */
export interface AgentPrincipal extends GrantProps {
  access: AgentAccess;
  /** The client's registered name: the default agent name for what it records. */
  clientName: string;
}

function isGrantProps(value: unknown): value is GrantProps {
  return (
    typeof value === 'object' &&
    value !== null &&
    'userId' in value &&
    typeof value.userId === 'string' &&
    'connectionId' in value &&
    typeof value.connectionId === 'string'
  );
}

const authorizationServers = new Map<string, OAuthAuthorizationServer<Env>>();

function authorizationServer(origin: string): OAuthAuthorizationServer<Env> {
  let server = authorizationServers.get(origin);
  if (!server) {
    server = new OAuthAuthorizationServer<Env>({
      issuer: origin,
      resources: [`${origin}${MCP_PATH}`],
      authorizeEndpoint: AUTHORIZE_PATH,
      tokenEndpoint: TOKEN_PATH,
      clientRegistrationEndpoint: REGISTER_PATH,
      scopesSupported: [SCOPE_READ, SCOPE_WRITE],
      accessTokenTTL: ACCESS_TOKEN_SECONDS,
      refreshTokenTTL: GRANT_SECONDS,
    });
    authorizationServers.set(origin, server);
  }
  return server;
}

/** The OAuth helpers (parse and complete an authorization, list and revoke grants) for this origin. */
export function oauthApi(env: Env, origin: string): OAuthHelpers {
  return authorizationServer(origin).getOAuthApi(env);
}

/** Checks the connection's row and counts the request: null (the 401 challenge) once it is revoked. */
async function checkConnection(env: Env, props: GrantProps): Promise<AgentPrincipal | null> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % 60);
  const use = await useConnection(env.DB, props.connectionId, props.userId, windowStart);
  if (!use) return null;
  if (use.count > MCP_REQUESTS_PER_MINUTE) {
    const retryAfter = windowStart + 60 - now;
    throw new OAuthError('rate_limited', {
      description: `Too many requests: at most ${MCP_REQUESTS_PER_MINUTE} a minute per connected agent. Retry in ${retryAfter} s.`,
      statusCode: 429,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  return { ...props, access: use.access, clientName: use.clientName };
}

const resourceServers = new Map<string, OAuthResourceServer<Env, AgentPrincipal>>();

function resourceServer(
  origin: string,
  handler: OAuthResourceHandler<Env, AgentPrincipal>,
): OAuthResourceServer<Env, AgentPrincipal> {
  let server = resourceServers.get(origin);
  if (!server) {
    const issuer = authorizationServer(origin);
    server = new OAuthResourceServer<Env, AgentPrincipal>({
      resourceMetadata: {
        resource: `${origin}${MCP_PATH}`,
        authorization_servers: [origin],
        bearer_methods_supported: ['header'],
        resource_name: 'prompt.qordinate',
      },
      requiredScopes: [SCOPE_READ],
      validateToken: (env) => async (resource, token) => {
        const validated = await issuer.validateToken<unknown>(resource, token, env);
        if (!validated || !isGrantProps(validated.props)) return null;
        const principal = await checkConnection(env, validated.props);
        return principal ? { ...validated, props: principal } : null;
      },
      handler,
    });
    resourceServers.set(origin, server);
  }
  return server;
}

/** Paths the authorization server answers itself: its metadata, token (and revocation) and registration. */
export function isAuthorizationServerPath(pathname: string): boolean {
  return pathname === '/.well-known/oauth-authorization-server' || pathname === TOKEN_PATH || pathname === REGISTER_PATH;
}

/** Paths of the protected resource: /mcp and its metadata document. */
export function isResourcePath(pathname: string): boolean {
  return (
    pathname === MCP_PATH ||
    pathname.startsWith(`${MCP_PATH}/`) ||
    pathname === '/.well-known/oauth-protected-resource' ||
    pathname === `/.well-known/oauth-protected-resource${MCP_PATH}`
  );
}

export function serveAuthorizationServer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  return authorizationServer(new URL(request.url).origin).fetch(request, env, ctx);
}

export function serveResource(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  handler: OAuthResourceHandler<Env, AgentPrincipal>,
): Promise<Response> {
  return resourceServer(new URL(request.url).origin, handler).fetch(request, env, ctx);
}

/**
 * Ends every agent grant of a user in the OAuth store (refresh tokens included), after their rows are deleted (which
 * already refuses their tokens). Never throws: the rows are what the MCP endpoint checks.
 */
export async function revokeAgentGrants(env: Env, origin: string, userId: string, connectionId?: string): Promise<void> {
  try {
    const api = oauthApi(env, origin);
    let cursor: string | undefined;
    do {
      const page = await api.listUserGrants(userId, cursor ? { cursor } : undefined);
      for (const grant of page.items) {
        const id: unknown = grant.metadata?.connectionId;
        if (connectionId === undefined || id === connectionId) await api.revokeGrant(grant.id, userId);
      }
      cursor = page.cursor;
    } while (cursor);
  } catch (err) {
    console.error('Revoking agent grants failed', err);
  }
}
