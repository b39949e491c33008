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
import type { PromptRequest } from '../../ai/schemas';
import { settlePrompt } from './quota';
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

export function listPrompts(db: D1Database, userId: string): Promise<PromptListItem[]> {
  return drizzle(db)
    .select(listColumns)
    .from(promptHistory)
    .where(eq(promptHistory.user_id, userId))
    .orderBy(desc(promptHistory.created_at), desc(promptHistory.id))
    .limit(HISTORY_LIMIT);
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
  /** The quota reservation this prompt settles (worker/services/generation.ts). */
  reservation: string;
}

/** The history entry, its first version and the settled reservation: together or not at all. */
export async function insertPrompt(db: D1Database, prompt: NewPrompt): Promise<void> {
  const details = prompt.features.map((f) =>
    f.description ? { title: f.title, description: f.description } : { title: f.title },
  );
  await db.batch([
    db
      .prepare(
        `INSERT INTO prompt_history (id, user_id, project_description, generated_prompt, target_ai_platform, features_count, details)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(prompt.id, prompt.userId, prompt.description, prompt.text, prompt.target, details.length, JSON.stringify(details)),
    db
      .prepare(
        `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text) VALUES (?1, ?2, 1, ?3, ?4, ?5, ?6)`,
      )
      .bind(prompt.id, prompt.userId, prompt.target, JSON.stringify(prompt.brief), JSON.stringify(prompt.request), prompt.text),
    ...settlePrompt(db, prompt.userId, prompt.reservation, prompt.id),
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
  /** The quota reservation this regeneration settles. */
  reservation: string;
}

/**
 * Appends a version, numbered after the newest in the same statement (never read-then-write), makes the history
 * entry show it and settles the reservation, in one batch. Nothing is overwritten. Returns the new number, or null
 * when the prompt is not the user's (then nothing is written and the reservation stays open, to be released).
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
    ...settlePrompt(db, version.userId, version.reservation, version.promptId),
  ]);
  return inserted?.results[0]?.number ?? null;
}

/** Restoring copies an old version as the newest; every version stays. Returns the new number, or null. */
export async function restoreVersion(db: D1Database, userId: string, promptId: string, number: number): Promise<number | null> {
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
  ]);
  return inserted?.results[0]?.number ?? null;
}
