import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Card';
import { Tabs } from '@/components/ui/Tabs';
import { mcpUrl } from '@/lib/agents';
import { agentSetups } from '../../../common/agents';
import { copyToClipboard } from '@/lib/copy';

/**
 * "Use with your agent": the exact command or config that connects a coding agent to this site's MCP server, per
 * agent, with the server's address filled in, and what to ask the agent once it is connected.
 */
export function AgentPanel({ promptId }: { promptId: string }) {
  const setups = agentSetups(mcpUrl());
  const [active, setActive] = useState(setups[0]!.id);
  const setup = setups.find((s) => s.id === active) ?? setups[0]!;
  const ask = `Use prompt-qordinate: read the brief of prompt ${promptId}, then work through its tasks with get_next_task and update_task.`;

  const copy = (text: string, what: string) =>
    copyToClipboard(text, { done: `${what} copied to clipboard`, failed: `Failed to copy ${what.toLowerCase()}` });

  return (
    <Panel title="Use with your agent">
      <p className="text-sm text-zinc-600">
        Connect your coding agent once: it reads this brief and its files, works through the tasks and ticks them off here as it
        goes. It signs in with your account and never spends your prompts.
      </p>
      <div className="mt-4">
        <Tabs label="Coding agent" tabs={setups.map((s) => ({ id: s.id, label: s.name }))} active={active} onChange={setActive}>
          <p className="text-xs font-medium text-zinc-600">{setup.where}</p>
          <div className="mt-2 flex items-start gap-2">
            <pre
              tabIndex={0}
              aria-label={`${setup.name} setup`}
              className="min-w-0 flex-1 overflow-x-auto rounded-xl bg-zinc-950 p-4 font-mono text-sm whitespace-pre text-zinc-100"
            >
              {setup.code}
            </pre>
            <Button
              variant="secondary"
              onClick={() => copy(setup.code, `${setup.name} setup`)}
              aria-label={`Copy the ${setup.name} setup`}
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </div>
          <p className="mt-2 text-sm text-zinc-600">{setup.then}</p>
        </Tabs>
      </div>
      <div className="mt-4 rounded-xl bg-zinc-50 px-4 py-3">
        <p className="text-sm font-medium text-zinc-900">Then ask your agent</p>
        <p className="mt-1 font-mono text-sm break-words text-zinc-700">{ask}</p>
        <Button variant="ghost" className="mt-2" onClick={() => copy(ask, 'Request')}>
          <Copy aria-hidden="true" className="size-4" />
          Copy request
        </Button>
      </div>
    </Panel>
  );
}
