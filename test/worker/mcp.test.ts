// The MCP server as a coding agent meets it: the official SDK client (Streamable HTTP) through the whole OAuth flow
// against the development sign-in, then every tool, the resources, the progress the detail page reads, live.
import { env, exports } from 'cloudflare:workers';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { CfWorkerJsonSchemaValidator as ModernValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../common/brief';
import { isSignedInRoute } from '../../common/pages';
import { renderArtefacts } from '../../common/render/artefacts';
import { briefTasks } from '../../common/render/tasks';
import type { ProgressDto } from '../../worker/db/dto';
import { AGENT_REDIRECT, codeFrom, newClient, promptBody, TestOAuthProvider, transport } from '../support/mcp-client';
import { authed, call, CookieJar, devSignIn, jsonInit, ORIGIN, waitFor } from './helpers';

const MCP_URL = new URL('/mcp', ORIGIN);
const workerFetch: FetchLike = (url, init) => exports.default.fetch(new Request(url, init));
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@mcp.test`;

async function user(prefix: string) {
  const { jar } = await devSignIn(unique(prefix), `${prefix} Person`);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id };
}

async function newPrompt(jar: CookieJar, body = promptBody): Promise<{ id: string; brief: Brief; text: string }> {
  const res = await call('/api/ai/generate-prompt', authed(jar, jsonInit('POST', body)));
  expect(res.status).toBe(200);
  await res.text();
  const id = res.headers.get('X-Prompt-Id') ?? '';
  const detail = (await (await call(`/api/prompts/${id}`, authed(jar))).json()) as { version: { brief: Brief; text: string } };
  return { id, brief: detail.version.brief, text: detail.version.text };
}

async function progress(jar: CookieJar, id: string): Promise<ProgressDto> {
  const res = await call(`/api/prompts/${id}/progress`, authed(jar));
  expect(res.status).toBe(200);
  return ((await res.json()) as { progress: ProgressDto }).progress;
}

/** Plays the user on the consent page: reads what it shows, then allows (or denies) with the chosen access. */
async function consent(jar: CookieJar, authorizationUrl: URL, access: 'read' | 'write', decision: 'allow' | 'deny' = 'allow') {
  const query = authorizationUrl.search.slice(1);
  const shown = await call(`/api/agents/authorize?query=${encodeURIComponent(query)}`, authed(jar));
  expect(shown.status).toBe(200);
  const page = (await shown.json()) as {
    consent: { client: { name: string }; redirect: { host: string; loopback: boolean }; access: string };
  };
  const res = await call('/api/agents/authorize', authed(jar, jsonInit('POST', { query, decision, access })));
  expect(res.status).toBe(200);
  const { redirectTo } = (await res.json()) as { redirectTo: string };
  return { page: page.consent, redirectTo };
}

/** The agent's side of connecting: a 401, registration, the authorization URL, the code back, the token. */
async function connect(jar: CookieJar, access: 'read' | 'write' = 'write', name = 'Test Agent') {
  const provider = new TestOAuthProvider(name);
  const first = newClient();
  await expect(first.connect(transport(MCP_URL, provider, workerFetch))).rejects.toThrow(/unauthorized/i);
  const authorizationUrl = provider.authorizationUrl!;
  const { page, redirectTo } = await consent(jar, authorizationUrl, access);
  await transport(MCP_URL, provider, workerFetch).finishAuth(codeFrom(redirectTo).code);
  const client = newClient();
  await client.connect(transport(MCP_URL, provider, workerFetch));
  return { client, provider, authorizationUrl, page, redirectTo };
}

type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };
const callTool = async (client: ReturnType<typeof newClient>, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
const text = (result: ToolResult) => result.content.map((c) => c.text ?? '').join('\n');

/** A raw MCP request with a bearer token, as a 2025-11-25 client sends it. */
function rawMcp(token: string | null, body: string, headers: Record<string, string> = {}) {
  return call('/mcp', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2025-11-25',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
}
const toolCall = (name: string, args: Record<string, unknown>, id = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

// Each test signs in, generates a prompt and connects an agent: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('discovery and sign-in', () => {
  it('publishes the metadata, challenges with 401 and signs an agent in: registration, PKCE, consent, token', async () => {
    const anonymous = await rawMcp(null, toolCall('list_prompts', {}));
    expect(anonymous.status).toBe(401);
    const challenge = anonymous.headers.get('WWW-Authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
    expect(challenge).toContain('scope="prompts:read"');

    const resource = (await (await call('/.well-known/oauth-protected-resource/mcp')).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({
      resource: `${ORIGIN}/mcp`,
      authorization_servers: [ORIGIN],
      scopes_supported: ['prompts:read'],
    });
    const server = (await (await call('/.well-known/oauth-authorization-server')).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['prompts:read', 'tasks:write'],
    });

    const a = await user('flow');
    const { provider, authorizationUrl, page, redirectTo } = await connect(a.jar);
    // Dynamic registration gave the agent a public client id; the authorization request carries PKCE (S256).
    expect(provider.client?.client_id).toBeTruthy();
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${ORIGIN}/oauth/authorize`);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorizationUrl.searchParams.get('resource')).toBe(`${ORIGIN}/mcp`);
    // The consent page is the app's own page behind the session (pages.test.ts: the Worker serves it the shell).
    expect(isSignedInRoute(authorizationUrl.pathname)).toBe(true);
    expect(page).toEqual({
      client: { name: 'Test Agent', domain: null, uri: null },
      redirect: { host: '127.0.0.1', loopback: true },
      access: 'read',
    });
    expect(redirectTo.startsWith(`${AGENT_REDIRECT}?`)).toBe(true);
    expect(codeFrom(redirectTo).iss).toBe(ORIGIN);
    expect(provider.saved).toMatchObject({ token_type: expect.stringMatching(/^bearer$/i), scope: 'prompts:read tasks:write' });
    expect(provider.saved?.refresh_token).toBeTruthy();

    // The profile lists the connection with the client's name.
    const listed = (await (await call('/api/agents/connections', authed(a.jar))).json()) as {
      connections: { client_name: string; access: string; last_used_at: string | null }[];
    };
    expect(listed.connections).toEqual([expect.objectContaining({ client_name: 'Test Agent', access: 'write' })]);
    expect(listed.connections[0]?.last_used_at).toBeTruthy();
  });

  it('without a session the consent API answers 401; a denial sends access_denied back to the agent', async () => {
    const a = await user('deny');
    const provider = new TestOAuthProvider();
    await expect(newClient().connect(transport(MCP_URL, provider, workerFetch))).rejects.toThrow(/unauthorized/i);
    const query = provider.authorizationUrl!.search.slice(1);
    expect((await call(`/api/agents/authorize?query=${encodeURIComponent(query)}`)).status).toBe(401);
    const { redirectTo } = await consent(a.jar, provider.authorizationUrl!, 'write', 'deny');
    const back = new URL(redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(provider.authorizationUrl!.searchParams.get('state'));
    // A forged redirect address is refused on the page itself, never followed.
    const forged = new URL(provider.authorizationUrl!);
    forged.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const res = await call(`/api/agents/authorize?query=${encodeURIComponent(forged.search.slice(1))}`, authed(a.jar));
    expect(res.status).toBe(400);
  });
});

describe('the tools', () => {
  it('lists the six tools and answers each, update_task changing what the detail page’s API returns', async () => {
    const a = await user('tools');
    const prompt = await newPrompt(a.jar);
    const { client } = await connect(a.jar);

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['get_artefact', 'get_brief', 'get_next_task', 'list_prompts', 'record_decision', 'update_task'].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }

    const tasks = briefTasks(prompt.brief);
    const listed = await callTool(client, 'list_prompts', {});
    expect(listed.structuredContent?.prompts).toEqual([
      expect.objectContaining({ id: prompt.id, title: prompt.brief.name, version: 1, tasks: { done: 0, total: tasks.length } }),
    ]);

    const brief = await callTool(client, 'get_brief', { prompt_id: prompt.id });
    expect(brief.isError).toBeFalsy();
    expect(brief.structuredContent).toMatchObject({ prompt_id: prompt.id, version: 1, name: prompt.brief.name });
    expect((brief.structuredContent?.features as { title: string }[]).map((f) => f.title)).toEqual([
      'Class Schedules',
      'Memberships',
    ]);
    expect(brief.structuredContent?.decisions).toContainEqual(
      expect.objectContaining({ question: 'What happens when a class is full?', decided_by: 'left to judgement' }),
    );

    // Rendered by the same renderers as the web page, for the prompt's own target and for any other.
    const agents = await callTool(client, 'get_artefact', { prompt_id: prompt.id, artefact: 'agents' });
    expect(text(agents)).toBe(renderArtefacts(prompt.brief)[1]!.files[0]!.text);
    const own = await callTool(client, 'get_artefact', { prompt_id: prompt.id, artefact: 'prompt' });
    expect(text(own)).toBe(prompt.text);
    const cursor = await callTool(client, 'get_artefact', { prompt_id: prompt.id, artefact: 'prompt', target: 'cursor' });
    expect(cursor.structuredContent?.target).toBe('cursor');
    expect(text(cursor)).toBe(renderArtefacts(prompt.brief, { target: 'cursor' })[0]!.files[0]!.text);
    const gherkin = await callTool(client, 'get_artefact', {
      prompt_id: prompt.id,
      artefact: 'requirements',
      criteria: 'gherkin',
    });
    expect(text(gherkin)).toContain('Scenario: 1.1');
    const phase = await callTool(client, 'get_artefact', { prompt_id: prompt.id, artefact: 'phases', phase: 2 });
    expect(phase.structuredContent?.files).toEqual([renderArtefacts(prompt.brief)[7]!.files[1]]);
    const wrongPhase = await callTool(client, 'get_artefact', { prompt_id: prompt.id, artefact: 'agents', phase: 1 });
    expect(wrongPhase.isError).toBe(true);

    const next = await callTool(client, 'get_next_task', { prompt_id: prompt.id });
    expect(next.structuredContent).toMatchObject({
      version: 1,
      task: { id: 'setup', number: 1, status: 'todo' },
      progress: { done: 0, total: tasks.length },
    });

    const before = await progress(a.jar, prompt.id);
    expect(before.tasks[0]).toMatchObject({ id: 'setup', status: 'todo', set_by: null });
    const updated = await callTool(client, 'update_task', {
      prompt_id: prompt.id,
      task: 'setup',
      status: 'done',
      note: 'Scaffolded with Vite; lint and tests pass.',
    });
    expect(updated.structuredContent).toMatchObject({
      task: { id: 'setup', status: 'done', set_by: 'agent', agent: 'Test Agent' },
      progress: { done: 1, total: tasks.length },
    });
    const after = await progress(a.jar, prompt.id);
    expect(after.tasks[0]).toMatchObject({
      id: 'setup',
      status: 'done',
      note: 'Scaffolded with Vite; lint and tests pass.',
      set_by: 'agent',
      agent: 'Test Agent',
    });
    expect(after.tasks[0]?.updated_at).toBeTruthy();

    // By number, and with the agent naming itself; the next task moves on.
    await callTool(client, 'update_task', { prompt_id: prompt.id, task: '2', status: 'doing', agent: 'Claude Code' });
    const doing = await callTool(client, 'get_next_task', { prompt_id: prompt.id });
    expect(doing.structuredContent?.task).toMatchObject({
      number: 2,
      title: 'Class Schedules',
      status: 'doing',
      agent: 'Claude Code',
    });
    expect((doing.structuredContent?.task as { acceptance_criteria: string[] }).acceptance_criteria.length).toBeGreaterThan(0);
    const unknown = await callTool(client, 'update_task', { prompt_id: prompt.id, task: 'feature:nope', status: 'done' });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/no task/);

    const decided = await callTool(client, 'record_decision', {
      prompt_id: prompt.id,
      topic: 'What happens when a class is full?',
      decision: 'A waitlist that promotes the first person automatically.',
      reason: 'Studios fill classes from the waitlist.',
      task: '2',
    });
    expect(decided.structuredContent?.decision).toMatchObject({ version: 1, task_id: tasks[1]!.id, agent: 'Test Agent' });
    expect((await progress(a.jar, prompt.id)).decisions).toEqual([
      expect.objectContaining({ topic: 'What happens when a class is full?', agent: 'Test Agent' }),
    ]);
    const again = await callTool(client, 'get_brief', { prompt_id: prompt.id });
    expect(again.structuredContent?.assumptions).toContainEqual(
      'What happens when a class is full? Test Agent chose: A waitlist that promotes the first person automatically. Studios fill classes from the waitlist.',
    );

    // The artefacts as resources.
    const { resources } = await client.listResources();
    const agentsUri = `qordinate://prompts/${prompt.id}/AGENTS.md`;
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining([agentsUri, `qordinate://prompts/${prompt.id}/spec/tasks.md`]),
    );
    const read = await client.readResource({ uri: agentsUri });
    expect(read.contents[0]).toMatchObject({ uri: agentsUri, text: renderArtefacts(prompt.brief)[1]!.files[0]!.text });

    // No tool spends quota: still the one prompt generated.
    const sub = (await (await call('/api/subscription', authed(a.jar))).json()) as { subscription: { prompts_used: number } };
    expect(sub.subscription.prompts_used).toBe(1);
  });

  it('speaks MCP 2026-07-28 to the SDK’s current client (no handshake, metadata per request)', async () => {
    const a = await user('modern');
    const prompt = await newPrompt(a.jar);
    const { provider } = await connect(a.jar);
    const client = new ModernClient(
      { name: 'modern-agent', version: '2.0.0' },
      { jsonSchemaValidator: new ModernValidator(), versionNegotiation: { mode: 'auto' } },
    );
    await client.connect(
      new ModernTransport(MCP_URL, {
        fetch: workerFetch,
        requestInit: { headers: { Authorization: `Bearer ${provider.saved!.access_token}` } },
      }),
    );
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(6);
    const next = await client.callTool({ name: 'get_next_task', arguments: { prompt_id: prompt.id } });
    expect(next.structuredContent).toMatchObject({ task: { id: 'setup' } });
    await client.close();
  });

  it('pushes each change to the owner’s open tabs over the live socket', async () => {
    const a = await user('live');
    const prompt = await newPrompt(a.jar);
    const { client } = await connect(a.jar);
    const res = await call('/api/live', { headers: { Upgrade: 'websocket', Origin: ORIGIN, Cookie: a.jar.header() } });
    const ws = res.webSocket!;
    ws.accept();
    const messages: string[] = [];
    ws.addEventListener('message', (event) => messages.push(String(event.data)));
    await callTool(client, 'update_task', { prompt_id: prompt.id, task: 'setup', status: 'doing' });
    const message = await waitFor(() => messages.find((m) => m.includes('progress')));
    expect(JSON.parse(message)).toEqual({ type: 'progress', promptId: prompt.id });
    ws.close(1000, 'done');
  });
});

describe('task status across versions', () => {
  it('a new version keeps the status of the tasks that did not change; changed and new ones start over', async () => {
    const a = await user('versions');
    const prompt = await newPrompt(a.jar);
    const { client } = await connect(a.jar);
    const v1 = briefTasks(prompt.brief);
    for (const task of v1) await callTool(client, 'update_task', { prompt_id: prompt.id, task: task.id, status: 'done' });

    // Restoring version 1 as version 2: the same tasks, all still done.
    expect((await call(`/api/prompts/${prompt.id}/versions/1/restore`, authed(a.jar, { method: 'POST' }))).status).toBe(200);
    const restored = await progress(a.jar, prompt.id);
    expect(restored.version).toBe(2);
    expect(restored.tasks.map((t) => t.status)).toEqual(v1.map(() => 'done'));

    // A regeneration with a feature added: the unchanged features stay done, the new one is to do.
    const { projectDescription: _description, ...rest } = promptBody;
    const regenerated = await call(
      `/api/prompts/${prompt.id}/versions`,
      authed(a.jar, jsonInit('POST', { ...rest, details: [...promptBody.details, { title: 'Gift Cards' }] })),
    );
    expect(regenerated.status).toBe(200);
    await regenerated.text();
    const v3 = await progress(a.jar, prompt.id);
    expect(v3.version).toBe(3);
    const byId = new Map(v3.tasks.map((t) => [t.id, t]));
    expect(byId.get(v1[1]!.id)?.status).toBe('done');
    expect(byId.get(v1[2]!.id)?.status).toBe('done');
    expect(byId.get('feature:gift-card')).toMatchObject({ status: 'todo', set_by: null });
    // Version 2's rows are its own: nothing was overwritten.
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM task_status WHERE prompt_id = ?1')
      .bind(prompt.id)
      .first<{ n: number }>();
    expect(rows?.n).toBeGreaterThanOrEqual(v1.length * 2);
  });

  it('the user can set a task’s status in the app; another user’s prompt is not found', async () => {
    const a = await user('by-hand');
    const prompt = await newPrompt(a.jar);
    const res = await call(
      `/api/prompts/${prompt.id}/tasks/${encodeURIComponent('feature:class-schedule')}`,
      authed(a.jar, jsonInit('PUT', { status: 'blocked', note: 'Waiting for the studio’s timetable.' })),
    );
    expect(res.status).toBe(200);
    expect((await progress(a.jar, prompt.id)).tasks[1]).toMatchObject({ status: 'blocked', set_by: 'user', agent: null });
    const bad = await call(`/api/prompts/${prompt.id}/tasks/setup`, authed(a.jar, jsonInit('PUT', { status: 'finished' })));
    expect(bad.status).toBe(400);
    const b = await user('by-hand-other');
    const foreign = await call(`/api/prompts/${prompt.id}/tasks/setup`, authed(b.jar, jsonInit('PUT', { status: 'done' })));
    expect(foreign.status).toBe(404);
    expect((await call(`/api/prompts/${prompt.id}/progress`, authed(b.jar))).status).toBe(404);
  });
});
