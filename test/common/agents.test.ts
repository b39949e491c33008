import { describe, expect, it } from 'vitest';
import { ACCESS_SCOPES, agentSetups, MCP_PATH, SCOPE_READ, SCOPE_WRITE } from '../../common/agents';

const URL_ = 'https://prompt.example.com/mcp';

describe('the “Use with your agent” setups', () => {
  it('give each agent its exact command or config, with the server address filled in', () => {
    const setups = Object.fromEntries(agentSetups(URL_).map((s) => [s.id, s]));
    expect(Object.keys(setups)).toEqual(['claude-code', 'cursor', 'vscode', 'codex', 'gemini']);
    expect(setups['claude-code']?.code).toBe(`claude mcp add --transport http prompt-qordinate ${URL_}`);
    expect(JSON.parse(setups.cursor!.code)).toEqual({ mcpServers: { 'prompt-qordinate': { url: URL_ } } });
    expect(setups.cursor?.where).toBe('.cursor/mcp.json');
    expect(JSON.parse(setups.vscode!.code)).toEqual({ servers: { 'prompt-qordinate': { type: 'http', url: URL_ } } });
    expect(setups.vscode?.where).toBe('.vscode/mcp.json');
    expect(setups.codex?.code).toBe(`codex mcp add prompt-qordinate --url ${URL_}\ncodex mcp login prompt-qordinate`);
    expect(setups.gemini?.code).toBe(`gemini mcp add --transport http prompt-qordinate ${URL_}`);
    for (const setup of Object.values(setups)) expect(setup.then.length).toBeGreaterThan(20);
  });

  it('read access is a subset of write access, and the path is /mcp', () => {
    expect(MCP_PATH).toBe('/mcp');
    expect(ACCESS_SCOPES.read).toEqual([SCOPE_READ]);
    expect(ACCESS_SCOPES.write).toEqual([SCOPE_READ, SCOPE_WRITE]);
  });
});
