/**
 * Coding agents connect over MCP (the Model Context Protocol) at MCP_PATH, signing in with OAuth. What the app and
 * the Worker share about it: the path, the scopes and how the consent page names them, and the ready-to-paste setup
 * of each agent the "Use with your agent" panel and the README show.
 */
export const MCP_PATH = '/mcp';
/** The name the agents list the server under. */
export const MCP_SERVER_NAME = 'prompt-qordinate';

/** What a task of a prompt's task list can be. */
export const TASK_STATUSES = ['todo', 'doing', 'done', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** OAuth scopes: reading prompts (every connection), and updating tasks and recording decisions. */
export const SCOPE_READ = 'prompts:read';
export const SCOPE_WRITE = 'tasks:write';

/** What a connection may do, as the user chose it on the consent page. */
export type AgentAccessLevel = 'read' | 'write';
export const ACCESS_SCOPES: Record<AgentAccessLevel, string[]> = {
  read: [SCOPE_READ],
  write: [SCOPE_READ, SCOPE_WRITE],
};
export const ACCESS_LABELS: Record<AgentAccessLevel, string> = {
  read: 'Read prompts',
  write: 'Read prompts and update tasks',
};

/** The consent page's path (the OAuth authorization endpoint), a page of the app behind sign-in. */
export const AUTHORIZE_PATH = '/oauth/authorize';

export interface AgentSetup {
  id: string;
  name: string;
  /** Where it goes: a terminal, or the file to edit. */
  where: string;
  /** The command or file content, with the server URL filled in. */
  code: string;
  /** What happens next, in one sentence. */
  then: string;
}

/** The exact command or config for each agent, for a server at `url` (e.g. https://example.com/mcp). */
export function agentSetups(url: string): AgentSetup[] {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-code',
      name: 'Claude Code',
      where: 'Terminal',
      code: `claude mcp add --transport http ${MCP_SERVER_NAME} ${url}`,
      then: 'Then run /mcp in Claude Code and choose Authenticate: your browser opens to sign in and allow access.',
    },
    {
      id: 'cursor',
      name: 'Cursor',
      where: '.cursor/mcp.json',
      code: json({ mcpServers: { [MCP_SERVER_NAME]: { url } } }),
      then: 'Cursor shows the server under Settings → MCP with a Connect button that opens the sign-in.',
    },
    {
      id: 'vscode',
      name: 'VS Code',
      where: '.vscode/mcp.json',
      code: json({ servers: { [MCP_SERVER_NAME]: { type: 'http', url } } }),
      then: 'Start the server from the file (or MCP: List Servers); VS Code asks you to sign in.',
    },
    {
      id: 'codex',
      name: 'Codex',
      where: 'Terminal',
      code: `codex mcp add ${MCP_SERVER_NAME} --url ${url}\ncodex mcp login ${MCP_SERVER_NAME}`,
      then: 'The login opens your browser to sign in and allow access.',
    },
    {
      id: 'gemini',
      name: 'Gemini CLI',
      where: 'Terminal',
      code: `gemini mcp add --transport http ${MCP_SERVER_NAME} ${url}`,
      then: 'Then run /mcp auth prompt-qordinate in Gemini CLI to sign in.',
    },
  ];
}
