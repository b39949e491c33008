/** The user's prompt history. Every read is scoped to its owner. */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { PromptListItem } from '../dto';
import type { Brief } from '../../../common/brief';
import type { PromptRequest } from '../../ai/schemas';
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
