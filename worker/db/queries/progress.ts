/**
 * Progress on a prompt: the status of each task of a version (spec/tasks.md, `briefTasks`), and the choices agents
 * reported. Every statement is scoped to the owner in SQL, so another user's ids change nothing and read nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Brief } from '../../../common/brief';
import { unpackJson } from '../packed';
import type { AgentDecisionDto } from '../dto';
import { agentDecisions, taskStatus, type TaskStatusRow } from '../schema';
import { NOW } from './sql';
import { z } from 'zod';
import { allRows, firstRow, packed } from './rows';

export type TaskStatusFields = Pick<
  TaskStatusRow,
  'task_id' | 'fingerprint' | 'status' | 'note' | 'set_by' | 'agent' | 'updated_at'
>;

/** The status rows of one version. */
export function versionStatuses(db: D1Database, userId: string, versionId: string): Promise<TaskStatusFields[]> {
  return drizzle(db)
    .select({
      task_id: taskStatus.task_id,
      fingerprint: taskStatus.fingerprint,
      status: taskStatus.status,
      note: taskStatus.note,
      set_by: taskStatus.set_by,
      agent: taskStatus.agent,
      updated_at: taskStatus.updated_at,
    })
    .from(taskStatus)
    .where(and(eq(taskStatus.version_id, versionId), eq(taskStatus.user_id, userId)));
}

export interface TaskUpdate {
  userId: string;
  versionId: string;
  taskId: string;
  fingerprint: string;
  status: TaskStatusRow['status'];
  note: string | null;
  setBy: TaskStatusRow['set_by'];
  agent: string | null;
}

/** Sets a task's status in one statement that also checks the version is the user's; null when it is not. */
export async function setTaskStatus(db: D1Database, update: TaskUpdate): Promise<{ updated_at: string } | null> {
  return firstRow(
    db
      .prepare(
        `INSERT INTO task_status (version_id, prompt_id, user_id, task_id, fingerprint, status, note, set_by, agent, updated_at)
       SELECT v.id, v.prompt_id, v.user_id, ?3, ?4, ?5, ?6, ?7, ?8, ${NOW} FROM prompt_versions v WHERE v.id = ?1 AND v.user_id = ?2
       ON CONFLICT (version_id, task_id) DO UPDATE SET
         fingerprint = excluded.fingerprint, status = excluded.status, note = excluded.note, set_by = excluded.set_by,
         agent = excluded.agent, updated_at = excluded.updated_at
       RETURNING updated_at`,
      )
      .bind(
        update.versionId,
        update.userId,
        update.taskId,
        update.fingerprint,
        update.status,
        update.note,
        update.setBy,
        update.agent,
      ),
    z.object({ updated_at: z.string() }),
  );
}

/**
 * Run right after a new version of the prompt is inserted (same batch): the new version starts with the status of
 * every task that did not change, the task ids and fingerprints of the previous version (`number - 1`) matching
 * `tasks` (the new version's, as [id, fingerprint] pairs).
 */
export function carryOverStatuses(
  db: D1Database,
  userId: string,
  promptId: string,
  tasks: readonly { id: string; fingerprint: string }[],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO task_status (version_id, prompt_id, user_id, task_id, fingerprint, status, note, set_by, agent, updated_at)
       SELECT nv.id, s.prompt_id, s.user_id, s.task_id, s.fingerprint, s.status, s.note, s.set_by, s.agent, s.updated_at
         FROM prompt_versions nv
         JOIN prompt_versions pv ON pv.prompt_id = nv.prompt_id AND pv.number = nv.number - 1
         JOIN task_status s ON s.version_id = pv.id
         JOIN json_each(?3) t ON json_extract(t.value, '$[0]') = s.task_id AND json_extract(t.value, '$[1]') = s.fingerprint
        WHERE nv.prompt_id = ?1 AND nv.user_id = ?2
          AND nv.number = (SELECT MAX(number) FROM prompt_versions WHERE prompt_id = ?1)`,
    )
    .bind(promptId, userId, JSON.stringify(tasks.map((t) => [t.id, t.fingerprint])));
}

const decisionColumns = {
  id: agentDecisions.id,
  version: agentDecisions.version,
  topic: agentDecisions.topic,
  decision: agentDecisions.decision,
  reason: agentDecisions.reason,
  task_id: agentDecisions.task_id,
  agent: agentDecisions.agent,
  created_at: agentDecisions.created_at,
};

/** The decisions agents recorded on a prompt, oldest first. */
export function listDecisions(db: D1Database, userId: string, promptId: string): Promise<AgentDecisionDto[]> {
  return drizzle(db)
    .select(decisionColumns)
    .from(agentDecisions)
    .where(and(eq(agentDecisions.prompt_id, promptId), eq(agentDecisions.user_id, userId)))
    .orderBy(asc(agentDecisions.created_at), asc(agentDecisions.id));
}

export interface NewDecision {
  userId: string;
  promptId: string;
  version: number;
  topic: string;
  decision: string;
  reason: string | null;
  taskId: string | null;
  agent: string;
}

/** A decision as RETURNING answers it; `satisfies` ties it to AgentDecisionDto (the Drizzle row). */
const decisionRow = z.object({
  id: z.string(),
  version: z.number(),
  topic: z.string(),
  decision: z.string(),
  reason: z.string().nullable(),
  task_id: z.string().nullable(),
  agent: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<AgentDecisionDto>;

/**
 * Records a decision in one statement that checks the prompt is the user's and holds fewer than `limit` decisions.
 * Null when refused (then the caller tells which).
 */
export async function insertDecision(db: D1Database, d: NewDecision, limit: number): Promise<AgentDecisionDto | null> {
  return firstRow(
    db
      .prepare(
        `INSERT INTO agent_decisions (prompt_id, user_id, version, topic, decision, reason, task_id, agent)
       SELECT h.id, h.user_id, ?3, ?4, ?5, ?6, ?7, ?8 FROM prompt_history h
        WHERE h.id = ?1 AND h.user_id = ?2 AND (SELECT COUNT(*) FROM agent_decisions WHERE prompt_id = ?1) < ?9
       RETURNING id, version, topic, decision, reason, task_id, agent, created_at`,
      )
      .bind(d.promptId, d.userId, d.version, d.topic, d.decision, d.reason, d.taskId, d.agent, limit),
    decisionRow,
  );
}

export interface NewestVersionProgress {
  prompt_id: string;
  number: number;
  brief: Brief;
  /** Tasks marked done in that version. */
  done: number;
}

/** For each of the prompts, its newest version's brief and how many of its tasks are done (one query). */
export async function newestVersionsProgress(
  db: D1Database,
  userId: string,
  promptIds: readonly string[],
): Promise<NewestVersionProgress[]> {
  if (promptIds.length === 0) return [];
  // A restore points at the version it shows: its brief is that version's (stored compressed, worker/db/packed.ts).
  const results = await allRows(
    db
      .prepare(
        `SELECT v.prompt_id, v.number, CASE WHEN v.restored_from IS NULL THEN v.brief ELSE s.brief END AS brief,
              (SELECT COUNT(*) FROM task_status t WHERE t.version_id = v.id AND t.status = 'done') AS done
         FROM prompt_versions v
         LEFT JOIN prompt_versions s ON s.prompt_id = v.prompt_id AND s.number = v.restored_from
        WHERE v.user_id = ?1 AND v.prompt_id IN (SELECT value FROM json_each(?2))
          AND v.number = (SELECT MAX(number) FROM prompt_versions WHERE prompt_id = v.prompt_id)`,
      )
      .bind(userId, JSON.stringify(promptIds)),
    z.object({ prompt_id: z.string(), number: z.number(), brief: packed, done: z.number() }),
  );
  return Promise.all(results.map(async (row) => ({ ...row, brief: await unpackJson<Brief>(row.brief) })));
}
