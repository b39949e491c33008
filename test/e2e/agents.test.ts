// A coding agent connects the way Claude Code or Cursor does (the official MCP SDK client, OAuth with dynamic
// registration and PKCE), the user allows it on the consent page, and a task ticked through MCP flips on the open
// detail page without a reload.
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describe, expect, it } from 'vitest';
import { AGENT_REDIRECT, codeFrom, newClient, TestOAuthProvider, transport } from '../support/mcp-client';
import { baseURL, checkPage, devSignIn, expectToast, generatePrompt, jsErrors, newPage, pathOf, useBrowser } from './browser';

const browser = useBrowser();

const DESCRIPTION = 'a booking app for a yoga studio with class schedules and memberships';
const nodeFetch: FetchLike = (url, init) => fetch(url, init);

describe('Use with your agent', () => {
  it('connect an agent, tick a task through MCP, see it flip on the open detail page, then revoke it', async () => {
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await devSignIn(page, 'agent-owner@example.com', 'Agnes Owner');
    await generatePrompt(page, {
      projectDescription: DESCRIPTION,
      platform: 'cursor',
      details: [{ title: 'Class Schedules' }, { title: 'Memberships' }],
    });

    // The detail page: the panel gives the exact command with this server's address.
    await page.goto('/profile');
    await page.getByRole('link', { name: new RegExp(DESCRIPTION) }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/prompt\//);
    const detailPath = pathOf(page);
    const promptId = detailPath.split('/')[2]!;
    const panel = page.getByRole('region', { name: 'Use with your agent' });
    await panel.waitFor({ timeout: 15_000 });
    const mcpUrl = `${baseURL()}/mcp`;
    expect(await panel.getByLabel('Claude Code setup', { exact: true }).textContent()).toBe(
      `claude mcp add --transport http prompt-qordinate ${mcpUrl}`,
    );
    await panel.getByRole('tab', { name: 'Cursor' }).click();
    expect(JSON.parse((await panel.getByLabel('Cursor setup', { exact: true }).textContent()) ?? '')).toEqual({
      mcpServers: { 'prompt-qordinate': { url: mcpUrl } },
    });
    await panel.getByRole('button', { name: 'Copy the Cursor setup' }).click();
    await expectToast(page, 'Cursor setup copied to clipboard');

    // The agent starts connecting: a 401 sends it through registration to the consent page, in the user's browser.
    const provider = new TestOAuthProvider('Claude Code');
    await expect(newClient().connect(transport(new URL(mcpUrl), provider, nodeFetch))).rejects.toThrow(/unauthorized/i);
    const authorizationUrl = provider.authorizationUrl!;
    let callback: string | null = null;
    await page.route(`${new URL(AGENT_REDIRECT).origin}/**`, async (route) => {
      callback = route.request().url();
      await route.fulfill({ contentType: 'text/plain', body: 'Connected. You can close this tab.' });
    });
    await page.goto(authorizationUrl.href);
    await page
      .getByRole('heading', { name: 'Allow Claude Code to use your prompt.qordinate account?' })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText('This sends access to an app on your computer.').isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: /Read prompts and update tasks/ }).isChecked()).toBe(true);
    await checkPage(page, 'agent-consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => callback, { timeout: 15_000 }).not.toBeNull();
    await transport(new URL(mcpUrl), provider, nodeFetch).finishAuth(codeFrom(callback!).code);
    const client = newClient();
    await client.connect(transport(new URL(mcpUrl), provider, nodeFetch));

    // The detail page, open, with its tasks.
    await page.goto(detailPath);
    const tasks = page.getByRole('list', { name: 'Tasks' });
    await tasks.waitFor({ timeout: 15_000 });
    const setup = tasks.locator('[data-task="setup"]');
    expect(await setup.locator('[data-status]').getAttribute('data-status')).toBe('todo');
    await page.evaluate(() => Object.assign(window, { __stillHere: true }));

    const result = await client.callTool({
      name: 'update_task',
      arguments: { prompt_id: promptId, task: 'setup', status: 'done', note: 'Project scaffolded; tests pass.' },
    });
    expect(result.isError).toBeFalsy();
    await expect.poll(() => setup.locator('[data-status]').getAttribute('data-status'), { timeout: 10_000 }).toBe('done');
    expect(await setup.textContent()).toContain('set by Claude Code');
    expect(await setup.textContent()).toContain('Project scaffolded; tests pass.');
    expect(await page.evaluate(() => 'stillHere' in window || '__stillHere' in window)).toBe(true);

    await client.callTool({
      name: 'record_decision',
      arguments: { prompt_id: promptId, topic: 'Time zone of the schedule', decision: 'The studio’s own time zone.' },
    });
    await page
      .getByRole('list', { name: 'Decisions by agents' })
      .getByText('Time zone of the schedule')
      .waitFor({ timeout: 10_000 });
    await checkPage(page, 'agent-progress');
    expect(jsErrors(page)).toEqual([]);

    // The profile lists it with its last use; revoking ends its access at once.
    await page.goto('/profile');
    const connections = page.getByRole('list', { name: 'Connected agents' });
    await connections.getByText('Claude Code').waitFor({ timeout: 15_000 });
    expect(await connections.textContent()).toContain('last used');
    await connections.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Claude Code can no longer reach your account');
    const refused = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': '2025-11-25',
        Authorization: `Bearer ${provider.saved!.access_token}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(refused.status).toBe(401);
    await context.close();
  });
});
