import { useEffect, useId } from 'react';
import { toast } from '@/lib/toast';
import { Panel } from '@/components/ui/Card';
import { formatDate } from '@/lib/account';
import { setTaskStatus, useProgress, type TaskProgress, type TaskStatus } from '@/lib/agents';
import { errorMessage } from '@/lib/api';

const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  doing: 'In progress',
  done: 'Done',
  blocked: 'Blocked',
};
const STATUS_TONES: Record<TaskStatus, string> = {
  todo: 'bg-zinc-100 text-zinc-800',
  doing: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  blocked: 'bg-red-100 text-red-900',
};
const STATUSES = Object.keys(STATUS_LABELS) as TaskStatus[];

function when(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${formatDate(iso)} ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

function TaskRow({ task, onChange }: { task: TaskProgress; onChange: (status: TaskStatus) => void }) {
  const selectId = useId();
  const who = task.set_by === 'agent' ? (task.agent ?? 'An agent') : task.set_by === 'user' ? 'You' : null;
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl bg-zinc-50 px-4 py-3" data-task={task.id}>
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-medium">
          {task.number}. {task.title}
        </p>
        {who && (
          <p className="mt-1 text-xs text-zinc-600">
            {STATUS_LABELS[task.status]} · set by {who} · {when(task.updated_at)}
          </p>
        )}
        {task.note && <p className="mt-1 text-sm text-zinc-700">{task.note}</p>}
      </div>
      <div className="flex items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[task.status]}`} data-status={task.status}>
          {STATUS_LABELS[task.status]}
        </span>
        <label htmlFor={selectId} className="sr-only">
          Status of task {task.number}
        </label>
        <select
          id={selectId}
          value={task.status}
          onChange={(event) => onChange(event.target.value as TaskStatus)}
          className="min-h-11 rounded-full border border-zinc-300 bg-white px-3 text-sm"
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/**
 * The tasks of the newest version (spec/tasks.md) with their status, who set it and when, and the decisions agents
 * recorded. Updates from a connected agent arrive over the live channel, without a reload.
 */
export function ProgressPanel({ promptId }: { promptId: string }) {
  const { data, error, mutate } = useProgress(promptId);

  useEffect(() => {
    if (error) toast.error('Failed to load the task progress');
  }, [error]);

  if (!data || data.version === null) return null;
  const done = data.tasks.filter((t) => t.status === 'done').length;

  async function change(task: TaskProgress, status: TaskStatus) {
    try {
      await setTaskStatus(promptId, task.id, status);
      await mutate();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not update the task. Please try again.'));
    }
  }

  return (
    <Panel
      title="Progress"
      action={
        <p className="text-sm text-zinc-600" aria-live="polite">
          {done} of {data.tasks.length} tasks done · version {data.version}
        </p>
      }
    >
      <ul className="space-y-2" aria-label="Tasks">
        {data.tasks.map((task) => (
          <TaskRow key={task.id} task={task} onChange={(status) => void change(task, status)} />
        ))}
      </ul>
      {data.decisions.length > 0 && (
        <div className="mt-6">
          <h3 className="text-base font-semibold">Decided by your agent</h3>
          <ul className="mt-2 space-y-2" aria-label="Decisions by agents">
            {data.decisions.map((d) => (
              <li key={d.id} className="rounded-xl bg-zinc-50 px-4 py-3">
                <p className="text-sm font-medium text-zinc-900">{d.topic}</p>
                <p className="mt-1 text-sm text-zinc-700">
                  {d.decision}
                  {d.reason ? ` (${d.reason})` : ''}
                </p>
                <p className="mt-1 text-xs text-zinc-600">
                  {d.agent} · version {d.version} · {when(d.created_at)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
