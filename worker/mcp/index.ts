/**
 * The /mcp endpoint (Streamable HTTP, MCP 2026-07-28 and the stateless form of the 2025 revisions, served by the
 * official SDK) behind the OAuth resource server, plus the authorization server's own endpoints.
 */
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { OAuthResourceHandler } from '@cloudflare/workers-oauth-provider';
import { SECURITY_HEADERS } from '../lib/security-headers';
import { isAuthorizationServerPath, isResourcePath, serveAuthorizationServer, serveResource, type AgentPrincipal } from './oauth';
import { createAgentServer } from './server';

/** The same bound as the API's bodies: far above any tool call, far below anything that could hurt. */
const MAX_BODY_BYTES = 64 * 1024;

/** A JSON-RPC error without an id (the request could not be read), with the HTTP status it goes with. */
function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', id: null, error: { code, message } }, { status, headers });
}

/** Reads the body up to the limit; null when it is longer. */
async function boundedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const mcpHandler: OAuthResourceHandler<Env, AgentPrincipal> = {
  async fetch(request, env, ctx) {
    let forwarded = request;
    if (request.method === 'POST') {
      const body = await boundedBody(request);
      if (body === null) return rpcError(413, -32600, `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB.`);
      forwarded = new Request(request, { body });
    }
    // Per request, bound to this connection. No tool emits progress, so every answer is a single JSON body.
    const handler = createMcpHandler(() => createAgentServer(env, ctx.props), {
      onerror: (error) => console.warn('MCP request refused', error.message),
    });
    return handler.fetch(forwarded);
  },
};

function withSecurityHeaders(res: Response): Response {
  const out = new Response(res.body, res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!out.headers.has(name)) out.headers.set(name, value);
  if (!out.headers.has('Cache-Control')) out.headers.set('Cache-Control', 'no-store');
  return out;
}

/** Whether the request is for the agents' endpoints (the MCP server and the OAuth server's own). */
export function isAgentPath(pathname: string): boolean {
  return isResourcePath(pathname) || isAuthorizationServerPath(pathname);
}

export async function serveAgents(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // The transport's DNS-rebinding rule: a browser page of another site must not reach the endpoint.
  const origin = request.headers.get('Origin');
  if (isResourcePath(url.pathname) && origin && origin !== url.origin) {
    return withSecurityHeaders(rpcError(403, -32600, 'Requests from other sites are not allowed.'));
  }
  try {
    const res = isAuthorizationServerPath(url.pathname)
      ? await serveAuthorizationServer(request, env, ctx)
      : await serveResource(request, env, ctx, mcpHandler);
    return withSecurityHeaders(res);
  } catch (err) {
    console.error('Agent endpoint failed', err);
    return withSecurityHeaders(rpcError(500, -32603, 'Something went wrong on our side. Please try again.'));
  }
}
