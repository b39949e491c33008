/**
 * The prompt history store: the one interface through which routes read and write a user's history
 * (`/api/prompts` lists and opens prompts, `/api/ai/generate-prompt` saves them). Today it is the D1 table
 * `prompt_history`. When history outgrows one D1 database (docs/scale.md), a move to a SQLite-backed Durable Object
 * per user (`idFromName(userId)`, the same table inside it), or to prompt text in R2 with this table kept as the
 * index, replaces this module's implementation behind `historyStore(env)`; the routes stay as they are. Two readers
 * outside it follow such a move too: the daily statistics (queries/stats.ts) and export and deletion (USER_DATA).
 */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { PromptListItem } from '../dto';
import { promptHistory, type Feature, type PromptHistoryRow } from '../schema';

/** Spec section 9: the history list shows the latest 10 entries. */
const HISTORY_LIMIT = 10;

export interface NewPrompt {
  userId: string;
  description: string;
  text: string;
  target: string;
  features: readonly Feature[];
}

/** A user's prompt history. Every read is scoped to its owner. */
export interface HistoryStore {
  /** The latest 10 prompts, newest first, without their text. */
  list(userId: string): Promise<PromptListItem[]>;
  /** One prompt, or undefined when it does not exist or belongs to someone else. */
  get(userId: string, id: string): Promise<PromptHistoryRow | undefined>;
  /** Saves a finished prompt. */
  add(prompt: NewPrompt): Promise<void>;
}

const listColumns = {
  id: promptHistory.id,
  project_description: promptHistory.project_description,
  created_at: promptHistory.created_at,
  target_ai_platform: promptHistory.target_ai_platform,
  features_count: promptHistory.features_count,
  details: promptHistory.details,
};

/** The history store for this request (its D1 session: see lib/d1-session.ts). */
export function historyStore(env: Pick<Env, 'DB'>): HistoryStore {
  const db = drizzle(env.DB);
  return {
    list: (userId) =>
      db
        .select(listColumns)
        .from(promptHistory)
        .where(eq(promptHistory.user_id, userId))
        .orderBy(desc(promptHistory.created_at), desc(promptHistory.id))
        .limit(HISTORY_LIMIT),

    get: (userId, id) =>
      db
        .select()
        .from(promptHistory)
        .where(and(eq(promptHistory.id, id), eq(promptHistory.user_id, userId)))
        .get(),

    async add(prompt) {
      await db.insert(promptHistory).values({
        user_id: prompt.userId,
        project_description: prompt.description,
        generated_prompt: prompt.text,
        target_ai_platform: prompt.target,
        features_count: prompt.features.length,
        details: prompt.features.map((f) =>
          f.description ? { title: f.title, description: f.description } : { title: f.title },
        ),
      });
    },
  };
}
