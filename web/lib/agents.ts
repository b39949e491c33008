import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { MCP_PATH } from '../../common/agents';
import { client, unwrap } from './api';
import { progressKey } from './keys';

const agents = client.agents;

export type Consent = NonNullable<InferResponseType<typeof agents.authorize.$get, 200>['consent']>;
export type AgentConnection = InferResponseType<typeof agents.connections.$get, 200>['connections'][number];
export type Progress = InferResponseType<(typeof client.prompts)[':id']['progress']['$get'], 200>['progress'];
export type TaskProgress = Progress['tasks'][number];
export type TaskStatus = TaskProgress['status'];

/** What the consent page shows for the authorization request in its address (or where to send the user back). */
export function useConsent(query: string) {
  return useSWR(['consent', query], async ([, q]) => unwrap(agents.authorize.$get({ query: { query: q } })), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Allows or denies; answers where the browser goes next (back to the agent). */
export async function decide(query: string, decision: 'allow' | 'deny', access: 'read' | 'write'): Promise<string> {
  return (await unwrap(agents.authorize.$post({ json: { query, decision, access } }))).redirectTo;
}

export function useConnections() {
  return useSWR('agent-connections', async () => (await unwrap(agents.connections.$get())).connections);
}

export async function revokeConnection(id: string): Promise<void> {
  await unwrap(agents.connections[':id'].$delete({ param: { id } }));
}

/** A prompt's task progress and the agents' decisions; the live channel refetches it when either changes. */
export function useProgress(promptId: string) {
  return useSWR(
    progressKey(promptId),
    async ([, id]) => (await unwrap(client.prompts[':id'].progress.$get({ param: { id } }))).progress,
  );
}

export async function setTaskStatus(promptId: string, taskId: string, status: TaskStatus): Promise<void> {
  await unwrap(client.prompts[':id'].tasks[':taskId'].$put({ param: { id: promptId, taskId }, json: { status } }));
}

/** The MCP server's address on this site, for the setup snippets. */
export function mcpUrl(): string {
  return new URL(MCP_PATH, window.location.origin).href;
}
