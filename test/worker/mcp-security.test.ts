// The MCP endpoint as an attacker or a broken agent meets it: other users' data, dead tokens, scopes, and input that
// is not what the protocol expects. Every answer is a refusal the spec names, never data and never a 500.
import { env, exports } from 'cloudflare:workers';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MCP_REQUESTS_PER_MINUTE, TASK_NOTE_MAX } from '../../common/limits';
import { codeFrom, newClient, promptBody, TestOAuthProvider, transport } from '../support/mcp-client';
import { authed, call, CookieJar, devSignIn, jsonInit, ORIGIN } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

const MCP_URL = new URL('/mcp', ORIGIN);
const workerFetch: FetchLike = (url, init) => exports.default.fetch(new Request(url, init));
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@mcp-security.test`;
const RESOURCE_METADATA = `resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`;

async function user(prefix: string) {
  const { jar } = await devSignIn(unique(prefix), `${prefix} Person`);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id };
}

async function newPrompt(jar: CookieJar): Promise<string> {
  const res = await call('/api/ai/generate-prompt', authed(jar, jsonInit('POST', promptBody)));
  await res.text();
  return res.headers.get('X-Prompt-Id') ?? '';
}

/** Connects an agent for the user with the access chosen on the consent page; answers its token. */
async function token(
  jar: CookieJar,
  access: 'read' | 'write' = 'write',
): Promise<{ token: string; provider: TestOAuthProvider }> {
  const provider = new TestOAuthProvider();
  await expect(newClient().connect(transport(MCP_URL, provider, workerFetch))).rejects.toThrow(/unauthorized/i);
  const query = provider.authorizationUrl!.search.slice(1);
  const res = await call('/api/agents/authorize', authed(jar, jsonInit('POST', { query, decision: 'allow', access })));
  const { redirectTo } = (await res.json()) as { redirectTo: string };
  await transport(MCP_URL, provider, workerFetch).finishAuth(codeFrom(redirectTo).code);
  return { token: provider.saved!.access_token, provider };
}

function mcp(bearer: string | null, body: string, headers: Record<string, string> = {}) {
  return call('/mcp', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2025-11-25',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body,
  });
}
const rpc = (method: string, params: Record<string, unknown>, id: number | string = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });
const tool = (name: string, args: Record<string, unknown>) => rpc('tools/call', { name, arguments: args });

type RpcAnswer = {
  id?: unknown;
  result?: { isError?: boolean; content?: { text?: string }[]; structuredContent?: unknown };
  error?: { code: number; message: string };
};
/** The JSON-RPC answer, sent as JSON or as the one message of an SSE stream (2025-era requests get the latter). */
async function answer(res: Response): Promise<RpcAnswer> {
  expect(res.status).toBeLessThan(500);
  const body = await res.text();
  const data = (res.headers.get('Content-Type') ?? '').startsWith('text/event-stream')
    ? body
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('')
    : body;
  return JSON.parse(data) as RpcAnswer;
}

async function expectChallenge(res: Response) {
  expect(res.status).toBe(401);
  const header = res.headers.get('WWW-Authenticate') ?? '';
  expect(header).toMatch(/^Bearer /);
  expect(header).toContain('error="invalid_token"');
  expect(header).toContain(RESOURCE_METADATA);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('other users’ data', () => {
  it('another user’s prompt id is not found: no data from any tool or resource', async () => {
    const owner = await user('owner');
    const id = await newPrompt(owner.jar);
    const intruder = await user('intruder');
    const { token: t } = await token(intruder.jar);
    for (const [name, args] of [
      ['get_brief', { prompt_id: id }],
      ['get_artefact', { prompt_id: id, artefact: 'prompt' }],
      ['get_next_task', { prompt_id: id }],
      ['update_task', { prompt_id: id, task: 'setup', status: 'done' }],
      ['record_decision', { prompt_id: id, topic: 'x', decision: 'y' }],
    ] as const) {
      const body = await answer(await mcp(t, tool(name, args)));
      expect(body.result?.isError, name).toBe(true);
      expect(body.result?.content?.[0]?.text, name).toBe('This prompt does not exist or is not yours.');
      expect(JSON.stringify(body), name).not.toContain('yoga');
    }
    const listed = await answer(await mcp(t, tool('list_prompts', {})));
    expect(listed.result?.structuredContent).toEqual({ prompts: [] });
    const read = await answer(await mcp(t, rpc('resources/read', { uri: `qordinate://prompts/${id}/AGENTS.md` })));
    // Resource not found: -32002 up to 2025-11-25, -32602 (invalid params) since; the SDK picks per revision.
    expect([-32002, -32602]).toContain(read.error?.code);
    expect(read.error?.message).toContain('No artefact at');
    expect(JSON.stringify(read)).not.toContain('yoga');
    // Nothing changed for the owner.
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM task_status WHERE prompt_id = ?1')
      .bind(id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe('dead tokens get 401 with the challenge the spec asks for', () => {
  it('no token, a forged one, a revoked connection', async () => {
    await expectChallenge(
      await mcp('forged:token:value', tool('list_prompts', {})).then((res) => {
        return res;
      }),
    );
    const anonymous = await mcp(null, tool('list_prompts', {}));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toContain(RESOURCE_METADATA);

    const a = await user('revoke');
    const { token: t } = await token(a.jar);
    expect((await mcp(t, tool('list_prompts', {}))).status).toBe(200);
    const { connections } = (await (await call('/api/agents/connections', authed(a.jar))).json()) as {
      connections: { id: string }[];
    };
    const revoked = await call(`/api/agents/connections/${connections[0]!.id}`, authed(a.jar, { method: 'DELETE' }));
    expect(revoked.status).toBe(200);
    await expectChallenge(await mcp(t, tool('list_prompts', {})));
    // Revoked in the OAuth store too: the refresh token no longer works.
    const b = await user('revoke-other');
    expect((await call(`/api/agents/connections/${connections[0]!.id}`, authed(b.jar, { method: 'DELETE' }))).status).toBe(404);
  });

  it('an expired token', async () => {
    const a = await user('expire');
    const { token: t } = await token(a.jar);
    expect((await mcp(t, tool('list_prompts', {}))).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000); // access tokens live an hour
    await expectChallenge(await mcp(t, tool('list_prompts', {})));
  });

  it('Sign out everywhere and account deletion end every agent’s tokens, refresh included', async () => {
    const a = await user('everywhere');
    const first = await token(a.jar);
    const second = await token(a.jar, 'read');
    expect((await mcp(first.token, tool('list_prompts', {}))).status).toBe(200);
    const out = await call('/api/account/sessions', authed(a.jar, { method: 'DELETE' }));
    expect(out.status).toBe(200);
    await expectChallenge(await mcp(first.token, tool('list_prompts', {})));
    await expectChallenge(await mcp(second.token, tool('list_prompts', {})));
    const refresh = await call('/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.provider.saved!.refresh_token!,
        client_id: first.provider.client!.client_id,
      }),
    });
    expect(refresh.status).toBe(400);

    const b = await user('deleted');
    const { token: t } = await token(b.jar);
    expect((await mcp(t, tool('list_prompts', {}))).status).toBe(200);
    const deleted = await call('/api/account', authed(b.jar, jsonInit('DELETE', { confirm: 'DELETE' })));
    expect(deleted.status).toBe(200);
    await expectChallenge(await mcp(t, tool('list_prompts', {})));
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM agent_connections WHERE user_id = ?1')
      .bind(b.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe('scopes and limits', () => {
  it('a read-only token reads but cannot update tasks or record decisions', async () => {
    const a = await user('read-only');
    const id = await newPrompt(a.jar);
    const { token: t } = await token(a.jar, 'read');
    const brief = await answer(await mcp(t, tool('get_brief', { prompt_id: id })));
    expect(brief.result?.isError).toBeFalsy();
    for (const [name, args] of [
      ['update_task', { prompt_id: id, task: 'setup', status: 'done' }],
      ['record_decision', { prompt_id: id, topic: 'x', decision: 'y' }],
    ] as const) {
      const body = await answer(await mcp(t, tool(name, args)));
      expect(body.result?.isError, name).toBe(true);
      expect(body.result?.content?.[0]?.text, name).toMatch(/read-only access/);
    }
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM task_status WHERE prompt_id = ?1')
      .bind(id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it(`answers 429 with Retry-After past ${MCP_REQUESTS_PER_MINUTE} requests a minute per connection`, async () => {
    const a = await user('rate');
    const { token: t } = await token(a.jar);
    // The counter as a minute of traffic left it (one atomic statement counts each request).
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare('UPDATE agent_connections SET window_start = ?2, window_count = ?3 WHERE user_id = ?1')
      .bind(a.id, now - (now % 60), MCP_REQUESTS_PER_MINUTE)
      .run();
    const limited = await mcp(t, tool('list_prompts', {}));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('input the protocol does not expect gets JSON-RPC errors, never a 500', () => {
  it('malformed JSON, not JSON-RPC, unknown methods and tools, bad and oversize arguments, oversize bodies', async () => {
    const a = await user('malformed');
    const id = await newPrompt(a.jar);
    const { token: t } = await token(a.jar);

    const parse = await mcp(t, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(parse.status).toBe(400);
    expect((await answer(parse)).error?.code).toBe(-32700);

    for (const body of ['[]', '42', '{"hello":"world"}', JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'tools/list' })]) {
      const res = await mcp(t, body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expect(await answer(res), body).toHaveProperty('error');
    }

    const unknownMethod = await answer(await mcp(t, rpc('nope/nothing', {})));
    expect(unknownMethod.error?.code).toBe(-32601);

    const unknownTool = await answer(await mcp(t, tool('drop_database', {})));
    expect(unknownTool.error?.code ?? (unknownTool.result?.isError ? 'tool error' : undefined)).toBeDefined();
    expect(JSON.stringify(unknownTool)).toMatch(/drop_database/);

    const wrongType = await answer(await mcp(t, tool('update_task', { prompt_id: id, task: 'setup', status: 'finished' })));
    expect(wrongType.error?.code === -32602 || wrongType.result?.isError === true).toBe(true);

    const oversize = await answer(
      await mcp(t, tool('update_task', { prompt_id: id, task: 'setup', status: 'done', note: 'x'.repeat(TASK_NOTE_MAX + 1) })),
    );
    expect(oversize.error?.code === -32602 || oversize.result?.isError === true).toBe(true);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM task_status WHERE prompt_id = ?1')
      .bind(id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);

    const huge = await mcp(t, tool('get_brief', { prompt_id: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await answer(huge)).error?.code).toBe(-32600);

    const wrongMedia = await mcp(t, tool('list_prompts', {}), { 'Content-Type': 'text/plain' });
    expect(wrongMedia.status).toBe(415);

    // Another site's page cannot reach the endpoint (DNS rebinding); GET streams are not offered.
    const foreign = await mcp(t, tool('list_prompts', {}), { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const get = await call('/mcp', { headers: { Authorization: `Bearer ${t}`, Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });
});
