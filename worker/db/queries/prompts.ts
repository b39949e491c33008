/** The user's prompt history. Every read is scoped to its owner. */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { PromptListItem } from '../dto';
import { promptHistory, type Feature, type PromptHistoryRow } from '../schema';

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

export interface NewPrompt {
  userId: string;
  description: string;
  text: string;
  target: string;
  features: readonly Feature[];
}

export async function insertPrompt(db: D1Database, prompt: NewPrompt): Promise<void> {
  await drizzle(db)
    .insert(promptHistory)
    .values({
      user_id: prompt.userId,
      project_description: prompt.description,
      generated_prompt: prompt.text,
      target_ai_platform: prompt.target,
      features_count: prompt.features.length,
      details: prompt.features.map((f) => (f.description ? { title: f.title, description: f.description } : { title: f.title })),
    });
}
