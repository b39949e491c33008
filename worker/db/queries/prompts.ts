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
import type { PromptListItem, PromptVersionDto, VersionListItem } from '../dto';
import type { Brief } from '../../../common/brief';
import { MAX_VERSIONS_PER_PROMPT } from '../../../common/limits';
import { briefTasks } from '../../../common/render/tasks';
import { carryOverStatuses } from './progress';
import type { PromptRequest } from '../../ai/generation-bodies';
import { packJson, packText, unpackJson, unpackText } from '../packed';
import { settlePrompt } from './quota';
import type { Feature } from '../../../common/brief';
import { promptHistory, promptVersions, type PromptHistoryRow } from '../schema';
import { z } from 'zod';
import { packed, rowsOf } from './rows';

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
  /** The quota reservation this prompt settles (worker/services/generation.ts). */
  reservation: string;
}

/** A feature as the entry's list shows it. */
const detailsOf = (features: readonly Feature[]): Feature[] =>
  features.map((f) => (f.description ? { title: f.title, description: f.description } : { title: f.title }));

/** Bytes as D1 binds a BLOB. */
const blob = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

/** A version's brief, request and text, compressed (worker/db/packed.ts). */
async function packVersion(version: { brief: Brief; request: PromptRequest; text: string }) {
  const [brief, request, text] = await Promise.all([packJson(version.brief), packJson(version.request), packText(version.text)]);
  return { brief: blob(brief), request: blob(request), text: blob(text) };
}

/** The history entry, its first version and the settled reservation: together or not at all. */
export async function insertPrompt(db: D1Database, prompt: NewPrompt): Promise<void> {
  const packed = await packVersion(prompt);
  const details = detailsOf(prompt.features);
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
      .bind(prompt.id, prompt.userId, prompt.target, packed.brief, packed.request, packed.text),
    ...settlePrompt(db, prompt.userId, prompt.reservation, prompt.id),
  ]);
}

const versionRow = z.object({
  id: z.string(),
  prompt_id: z.string(),
  user_id: z.string(),
  number: z.number(),
  target: z.string(),
  created_at: z.string(),
  restored_from: z.number().nullable(),
  brief: packed,
  request: packed,
  text: packed,
});
type VersionRow = z.infer<typeof versionRow>;
const numberRow = z.object({ number: z.number() });

/** A version with a restore resolved to the version it shows: its brief, request and text are that version's. */
const RESOLVED_VERSION = `SELECT v.id, v.prompt_id, v.user_id, v.number, v.target, v.created_at, v.restored_from,
    CASE WHEN v.restored_from IS NULL THEN v.brief ELSE s.brief END AS brief,
    CASE WHEN v.restored_from IS NULL THEN v.request ELSE s.request END AS request,
    CASE WHEN v.restored_from IS NULL THEN v.text ELSE s.text END AS text
  FROM prompt_versions v LEFT JOIN prompt_versions s ON s.prompt_id = v.prompt_id AND s.number = v.restored_from`;

async function unpackVersion(found: Record<string, unknown> | null): Promise<PromptVersionDto | undefined> {
  if (!found) return undefined;
  const row: VersionRow = versionRow.parse(found);
  const [brief, request, text] = await Promise.all([
    unpackJson<Brief>(row.brief),
    unpackJson<PromptRequest>(row.request),
    unpackText(row.text),
  ]);
  const { id, prompt_id, user_id, number, target, created_at, restored_from } = row;
  return { id, prompt_id, user_id, number, target, created_at, restored_from, brief, request, text };
}

/** The newest version of a prompt (undefined for entries older than versions, or another user's). */
export async function latestVersion(db: D1Database, userId: string, promptId: string): Promise<PromptVersionDto | undefined> {
  const row = await db
    .prepare(`${RESOLVED_VERSION} WHERE v.prompt_id = ?1 AND v.user_id = ?2 ORDER BY v.number DESC LIMIT 1`)
    .bind(promptId, userId)
    .first();
  return unpackVersion(row);
}

/** The versions of one prompt, oldest first, without their text (the detail page's list). */
export function listVersions(db: D1Database, userId: string, promptId: string): Promise<VersionListItem[]> {
  return drizzle(db)
    .select({
      id: promptVersions.id,
      number: promptVersions.number,
      target: promptVersions.target,
      created_at: promptVersions.created_at,
      restored_from: promptVersions.restored_from,
    })
    .from(promptVersions)
    .where(and(eq(promptVersions.prompt_id, promptId), eq(promptVersions.user_id, userId)))
    .orderBy(promptVersions.number);
}

export async function getVersion(
  db: D1Database,
  userId: string,
  promptId: string,
  number: number,
): Promise<PromptVersionDto | undefined> {
  const row = await db
    .prepare(`${RESOLVED_VERSION} WHERE v.prompt_id = ?1 AND v.user_id = ?2 AND v.number = ?3`)
    .bind(promptId, userId, number)
    .first();
  return unpackVersion(row);
}

/** The history entry shows its newest version: text, target and features follow it (run after that version's insert). */
function showNewest(
  db: D1Database,
  userId: string,
  promptId: string,
  version: { text: string; target: string; request: PromptRequest },
): D1PreparedStatement {
  const details = detailsOf(version.request.details);
  return db
    .prepare(
      `UPDATE prompt_history SET generated_prompt = ?3, target_ai_platform = ?4, features_count = ?5, details = ?6
       WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(promptId, userId, version.text, version.target, details.length, JSON.stringify(details));
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
 * entry show it, settles the reservation and carries unchanged tasks' status over, in one batch. Nothing is overwritten. Returns the new number, or null
 * when the prompt is not the user's (then nothing is written and the reservation stays open, to be released).
 */
export async function addVersion(db: D1Database, version: NewVersion): Promise<number | null> {
  const packed = await packVersion(version);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text)
         SELECT h.id, h.user_id, COALESCE((SELECT MAX(number) FROM prompt_versions WHERE prompt_id = h.id), 0) + 1, ?3, ?4, ?5, ?6
         FROM prompt_history h WHERE h.id = ?1 AND h.user_id = ?2
         RETURNING number`,
      )
      .bind(version.promptId, version.userId, version.target, packed.brief, packed.request, packed.text),
    showNewest(db, version.userId, version.promptId, version),
    ...settlePrompt(db, version.userId, version.reservation, version.promptId),
    // The tasks that did not change keep their status.
    carryOverStatuses(db, version.userId, version.promptId, briefTasks(version.brief)),
  ]);
  return rowsOf(inserted, numberRow)[0]?.number ?? null;
}

export type RestoreResult = { number: number } | { refused: 'not_found' | 'limit' };

/**
 * Restoring adds a version that points at the restored one (at the version it shows, if that is itself a restore):
 * no copy of its brief, request or text, so a restore costs a small row. The entry shows it, as it shows any newest
 * version. A prompt holds at most MAX_VERSIONS_PER_PROMPT versions, checked in the same statement.
 */
export async function restoreVersion(db: D1Database, userId: string, promptId: string, number: number): Promise<RestoreResult> {
  const source = await getVersion(db, userId, promptId, number);
  if (!source) return { refused: 'not_found' };
  const shown = source.restored_from ?? source.number;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text, restored_from)
         SELECT h.id, h.user_id, (SELECT MAX(number) FROM prompt_versions WHERE prompt_id = h.id) + 1, ?3, '', '', '', ?4
         FROM prompt_history h WHERE h.id = ?1 AND h.user_id = ?2
           AND (SELECT COUNT(*) FROM prompt_versions WHERE prompt_id = h.id) < ?5
         RETURNING number`,
      )
      .bind(promptId, userId, source.target, shown, MAX_VERSIONS_PER_PROMPT),
    // Only when the restore was added: the newest version is then a pointer at `shown`.
    db
      .prepare(
        `UPDATE prompt_history SET generated_prompt = ?3, target_ai_platform = ?4, features_count = ?5, details = ?6
         WHERE id = ?1 AND user_id = ?2
           AND (SELECT restored_from FROM prompt_versions WHERE prompt_id = ?1 ORDER BY number DESC LIMIT 1) = ?7`,
      )
      .bind(
        promptId,
        userId,
        source.text,
        source.target,
        detailsOf(source.request.details).length,
        JSON.stringify(detailsOf(source.request.details)),
        shown,
      ),
    // The tasks the restored version shares unchanged with the one it follows keep their status.
    carryOverStatuses(db, userId, promptId, briefTasks(source.brief)),
  ]);
  const added = rowsOf(inserted, numberRow)[0]?.number;
  return added === undefined ? { refused: 'limit' } : { number: added };
}
