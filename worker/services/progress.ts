/**
 * Progress on a prompt, shared by the app's routes and the MCP tools: the tasks of the newest version with their
 * status, setting a status, and recording an agent's decision. Every change is pushed to the owner's open tabs.
 */
import { DECISIONS_PER_PROMPT } from '../../common/limits';
import { briefTasks, type BriefTask } from '../../common/render/tasks';
import type { AgentDecisionDto, ProgressDto, TaskProgressDto } from '../db/dto';
import { getPrompt, latestVersion } from '../db/queries/prompts';
import { insertDecision, listDecisions, setTaskStatus, versionStatuses, type TaskStatusFields } from '../db/queries/progress';
import type { PromptVersionDto } from '../db/dto';
import type { TaskStatus } from '../db/schema';
import { ApiError } from '../lib/errors';
import { notifyUser } from './live';

export const promptNotFound = () => new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
const noTasks = () =>
  new ApiError(404, 'not_found', 'This prompt was saved before tasks were kept: regenerate it to get a task list.');

/** A task with its status: the row's, if the row is for this very task (same fingerprint); otherwise to do. */
function withStatus(task: BriefTask, row: TaskStatusFields | undefined): TaskProgressDto {
  const current = row && row.fingerprint === task.fingerprint ? row : undefined;
  return {
    id: task.id,
    number: task.number,
    title: task.title,
    status: current?.status ?? 'todo',
    note: current?.note ?? null,
    set_by: current?.set_by ?? null,
    agent: current?.agent ?? null,
    updated_at: current?.updated_at ?? null,
  };
}

export interface VersionTasks {
  version: PromptVersionDto;
  tasks: BriefTask[];
  progress: TaskProgressDto[];
}

/** The newest version of the user's prompt and its tasks with their status; throws 404 for none. */
export async function newestTasks(db: D1Database, userId: string, promptId: string): Promise<VersionTasks> {
  const version = await latestVersion(db, userId, promptId);
  if (!version) throw (await getPrompt(db, userId, promptId)) ? noTasks() : promptNotFound();
  const tasks = briefTasks(version.brief);
  const rows = new Map((await versionStatuses(db, userId, version.id)).map((row) => [row.task_id, row]));
  return { version, tasks, progress: tasks.map((task) => withStatus(task, rows.get(task.id))) };
}

/** What the detail page shows: the newest version's tasks with their status, and the agents' decisions. */
export async function promptProgress(db: D1Database, userId: string, promptId: string): Promise<ProgressDto> {
  const [prompt, version, decisions] = await Promise.all([
    getPrompt(db, userId, promptId),
    latestVersion(db, userId, promptId),
    listDecisions(db, userId, promptId),
  ]);
  if (!prompt) throw promptNotFound();
  if (!version) return { version: null, tasks: [], decisions };
  const tasks = briefTasks(version.brief);
  const rows = new Map((await versionStatuses(db, userId, version.id)).map((row) => [row.task_id, row]));
  return { version: version.number, tasks: tasks.map((task) => withStatus(task, rows.get(task.id))), decisions };
}

/** A task named by its id (`setup`, `feature:…`, `final`) or its number in spec/tasks.md. */
export function findTask(tasks: readonly BriefTask[], ref: string): BriefTask | undefined {
  const trimmed = ref.trim();
  return (
    tasks.find((t) => t.id === trimmed) ?? (/^\d+$/.test(trimmed) ? tasks.find((t) => t.number === Number(trimmed)) : undefined)
  );
}

export interface TaskChange {
  userId: string;
  promptId: string;
  task: string;
  status: TaskStatus;
  note: string | null;
  /** The agent's name when an agent sets it; null when the user does, in the app. */
  agent: string | null;
}

/** Sets a task's status on the newest version and tells the owner's open tabs. Answers the task as it now is. */
export async function changeTask(env: Env, change: TaskChange): Promise<{ version: number; task: TaskProgressDto }> {
  const { version, tasks } = await newestTasks(env.DB, change.userId, change.promptId);
  const task = findTask(tasks, change.task);
  if (!task) {
    throw new ApiError(
      404,
      'not_found',
      `Version ${version.number} has no task “${change.task}”. Its tasks are ${tasks.map((t) => `${t.number} (${t.id})`).join(', ')}.`,
    );
  }
  const saved = await setTaskStatus(env.DB, {
    userId: change.userId,
    versionId: version.id,
    taskId: task.id,
    fingerprint: task.fingerprint,
    status: change.status,
    note: change.note,
    setBy: change.agent === null ? 'user' : 'agent',
    agent: change.agent,
  });
  if (!saved) throw promptNotFound();
  await notifyUser(env, change.userId, { type: 'progress', promptId: change.promptId });
  return {
    version: version.number,
    task: {
      id: task.id,
      number: task.number,
      title: task.title,
      status: change.status,
      note: change.note,
      set_by: change.agent === null ? 'user' : 'agent',
      agent: change.agent,
      updated_at: saved.updated_at,
    },
  };
}

export interface DecisionInput {
  userId: string;
  promptId: string;
  topic: string;
  decision: string;
  reason: string | null;
  task: string | null;
  agent: string;
}

/** Records an agent's decision against the newest version and tells the owner's open tabs. */
export async function recordDecision(env: Env, input: DecisionInput): Promise<AgentDecisionDto> {
  const { version, tasks } = await newestTasks(env.DB, input.userId, input.promptId);
  const task = input.task === null ? null : findTask(tasks, input.task);
  if (task === undefined) throw new ApiError(404, 'not_found', `Version ${version.number} has no task “${input.task}”.`);
  const saved = await insertDecision(
    env.DB,
    {
      userId: input.userId,
      promptId: input.promptId,
      version: version.number,
      topic: input.topic,
      decision: input.decision,
      reason: input.reason,
      taskId: task?.id ?? null,
      agent: input.agent,
    },
    DECISIONS_PER_PROMPT,
  );
  if (!saved) {
    throw new ApiError(409, 'bad_request', `A prompt keeps at most ${DECISIONS_PER_PROMPT} recorded decisions.`);
  }
  await notifyUser(env, input.userId, { type: 'progress', promptId: input.promptId });
  return saved;
}
