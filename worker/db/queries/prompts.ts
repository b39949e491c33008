/**
 * The history store: the one module through which the routes read and write a user's prompt history (entries, their
 * versions, saving a new prompt, regenerating, restoring). Every read is scoped to its owner. Today it is two D1
 * tables, `prompt_history` and `prompt_versions`. When history outgrows one D1 database (docs/scale.md), a move
 * replaces these functions' bodies, and their first argument (the database) becomes the Worker's env; the routes'
 * calls stay as they are. It moves to a SQLite-backed Durable Object per user (`idFromName(userId)`, the same two
 * tables inside it, reached over RPC), or the texts to R2 with these tables kept as the index. Three readers outside it move with it: share links (queries/shares.ts reads a shared version), the daily
 * statistics (queries/stats.ts counts entries) and export and deletion (USER_DATA in queries/account.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { PromptListItem, VersionListItem } from '../dto';
import type { Brief } from '../../../common/brief';
import { briefTasks } from '../../../common/render/tasks';
import type { PromptRequest } from '../../ai/schemas';
import { carryOverStatuses } from './progress';
import { promptHistory, promptVersions, type Feature, type PromptHistoryRow, type PromptVersionRow } from '../schema';

/** Spec section 9: the history list shows the latest 10 entries. */
const HISTORY_LIMIT = 10;

const listColumns = {
  id: promptHistory.id,
  project_description: promptHistory.project_description,
  created_at: promptHistory.created_at,
  target_ai_platform: promptHistory.target_ai_platform,
  features_count: promptHistory.features_count,
  details: promptHistory.details,
};

/** The newest entries first: the latest 10 (spec section 9) unless a caller (an agent) asks for up to `limit`. */
export function listPrompts(db: D1Database, userId: string, limit = HISTORY_LIMIT): Promise<PromptListItem[]> {
  return drizzle(db)
    .select(listColumns)
    .from(promptHistory)
    .where(eq(promptHistory.user_id, userId))
    .orderBy(desc(promptHistory.created_at), desc(promptHistory.id))
    .limit(limit);
}

/** One prompt, or undefined when it does not exist or belongs to someone else. */
export function getPrompt(db: D1Database, userId: string, id: string): Promise<PromptHistoryRow | undefined> {
  return drizzle(db)
    .select()
    .from(promptHistory)
    .where(and(eq(promptHistory.id, id), eq(promptHistory.user_id, userId)))
    .get();
}

/** 128 random bits in hex, like the column default. */
export function newPromptId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface NewPrompt {
  /** Chosen by the caller, so the client can be told it before the text is finished. */
  id: string;
  userId: string;
  description: string;
  text: string;
  target: string;
  features: readonly Feature[];
  brief: Brief;
  request: PromptRequest;
}

/** The history entry and its first version, together or not at all. */
export async function insertPrompt(db: D1Database, prompt: NewPrompt): Promise<void> {
  const orm = drizzle(db);
  await orm.batch([
    orm.insert(promptHistory).values({
      id: prompt.id,
      user_id: prompt.userId,
      project_description: prompt.description,
      generated_prompt: prompt.text,
      target_ai_platform: prompt.target,
      features_count: prompt.features.length,
      details: prompt.features.map((f) => (f.description ? { title: f.title, description: f.description } : { title: f.title })),
    }),
    orm.insert(promptVersions).values({
      prompt_id: prompt.id,
      user_id: prompt.userId,
      number: 1,
      target: prompt.target,
      brief: prompt.brief,
      request: prompt.request,
      text: prompt.text,
    }),
  ]);
}

/** The newest version of a prompt (undefined for entries older than versions, or another user's). */
export function latestVersion(db: D1Database, userId: string, promptId: string): Promise<PromptVersionRow | undefined> {
  return drizzle(db)
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.prompt_id, promptId), eq(promptVersions.user_id, userId)))
    .orderBy(desc(promptVersions.number))
    .get();
}

/** The versions of one prompt, oldest first, without their text (the detail page's list). */
export function listVersions(db: D1Database, userId: string, promptId: string): Promise<VersionListItem[]> {
  return drizzle(db)
    .select({
      id: promptVersions.id,
      number: promptVersions.number,
      target: promptVersions.target,
      created_at: promptVersions.created_at,
    })
    .from(promptVersions)
    .where(and(eq(promptVersions.prompt_id, promptId), eq(promptVersions.user_id, userId)))
    .orderBy(promptVersions.number);
}

export function getVersion(
  db: D1Database,
  userId: string,
  promptId: string,
  number: number,
): Promise<PromptVersionRow | undefined> {
  return drizzle(db)
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.prompt_id, promptId), eq(promptVersions.user_id, userId), eq(promptVersions.number, number)))
    .get();
}

/** The history entry shows its newest version: text, target and features follow it. */
function followNewest(db: D1Database, userId: string, promptId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE prompt_history SET
         generated_prompt = v.text,
         target_ai_platform = v.target,
         features_count = json_array_length(v.request, '$.details'),
         details = json_extract(v.request, '$.details')
       FROM (SELECT text, target, request FROM prompt_versions WHERE prompt_id = ?1 AND user_id = ?2 ORDER BY number DESC LIMIT 1) AS v
       WHERE prompt_history.id = ?1 AND prompt_history.user_id = ?2`,
    )
    .bind(promptId, userId);
}

export interface NewVersion {
  promptId: string;
  userId: string;
  target: string;
  brief: Brief;
  request: PromptRequest;
  text: string;
}

/**
 * Appends a version, numbered after the newest in the same statement (never read-then-write), and makes the
 * history entry show it; the tasks that did not change keep their status. Nothing is overwritten. Returns the new
 * number, or null when the prompt is not the user's.
 */
export async function addVersion(db: D1Database, version: NewVersion): Promise<number | null> {
  const [inserted] = await db.batch<{ number: number }>([
    db
      .prepare(
        `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text)
         SELECT h.id, h.user_id, COALESCE((SELECT MAX(number) FROM prompt_versions WHERE prompt_id = h.id), 0) + 1, ?3, ?4, ?5, ?6
         FROM prompt_history h WHERE h.id = ?1 AND h.user_id = ?2
         RETURNING number`,
      )
      .bind(
        version.promptId,
        version.userId,
        version.target,
        JSON.stringify(version.brief),
        JSON.stringify(version.request),
        version.text,
      ),
    followNewest(db, version.userId, version.promptId),
    carryOverStatuses(db, version.userId, version.promptId, briefTasks(version.brief)),
  ]);
  return inserted?.results[0]?.number ?? null;
}

/**
 * Restoring copies an old version as the newest; every version stays, and the tasks the copy shares unchanged with
 * the version it follows keep their status. Returns the new number, or null.
 */
export async function restoreVersion(db: D1Database, userId: string, promptId: string, number: number): Promise<number | null> {
  // A version never changes, so reading its brief first races with nothing.
  const restored = await getVersion(db, userId, promptId, number);
  if (!restored) return null;
  const [inserted] = await db.batch<{ number: number }>([
    db
      .prepare(
        `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text)
         SELECT prompt_id, user_id, (SELECT MAX(number) FROM prompt_versions WHERE prompt_id = ?1) + 1, target, brief, request, text
         FROM prompt_versions WHERE prompt_id = ?1 AND user_id = ?2 AND number = ?3
         RETURNING number`,
      )
      .bind(promptId, userId, number),
    followNewest(db, userId, promptId),
    carryOverStatuses(db, userId, promptId, briefTasks(restored.brief)),
  ]);
  return inserted?.results[0]?.number ?? null;
}
