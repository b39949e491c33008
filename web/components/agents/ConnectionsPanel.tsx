import { Bot, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { formatDate } from '@/lib/account';
import { revokeConnection, useConnections, type AgentConnection } from '@/lib/agents';
import { errorMessage } from '@/lib/api';
import { ACCESS_LABELS } from '../../../common/agents';

function ConnectionRow({ connection, onRevoke }: { connection: AgentConnection; onRevoke: () => void }) {
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-50 px-4 py-3">
      <Bot aria-hidden="true" className="size-5 text-zinc-500" />
      <div className="min-w-0 flex-1 basis-56">
        <p id={nameId} className="font-medium break-words">
          {connection.client_name}
        </p>
        <p className="mt-1 text-xs text-zinc-600">
          {ACCESS_LABELS[connection.access]} · connected {formatDate(connection.created_at)} ·{' '}
          {connection.last_used_at ? `last used ${formatDate(connection.last_used_at)}` : 'not used yet'}
        </p>
      </div>
      <Button variant="ghost" onClick={onRevoke} aria-describedby={nameId}>
        <Trash2 aria-hidden="true" className="size-4" />
        Revoke
      </Button>
    </li>
  );
}

/** The coding agents connected to the account over MCP: which client, what it may do, last use; each revocable. */
export function ConnectionsPanel() {
  const { data: connections, error, mutate } = useConnections();

  useEffect(() => {
    if (error) toast.error('Failed to load your connected agents');
  }, [error]);

  async function revoke(connection: AgentConnection) {
    try {
      await revokeConnection(connection.id);
      await mutate((current) => current?.filter((c) => c.id !== connection.id), { revalidate: false });
      toast.success(`${connection.client_name} can no longer reach your account`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not revoke the connection. Please try again.'));
    }
  }

  return (
    <Panel title="Connected agents">
      {connections && connections.length > 0 ? (
        <ul className="space-y-2" aria-label="Connected agents">
          {connections.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} onRevoke={() => void revoke(connection)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600">
          No coding agent is connected. Open a prompt and follow “Use with your agent” to connect Claude Code, Cursor, VS Code,
          Codex or Gemini CLI.
        </p>
      )}
    </Panel>
  );
}
