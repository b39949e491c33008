/**
 * Rows of the raw statements (what Drizzle's builder cannot say: conditional INSERT … SELECT, guarded upserts, joins
 * with computed columns), parsed against their schema instead of cast: a column renamed in a migration fails here, by
 * name, not somewhere downstream.
 */
import { z } from 'zod';
import { PLANS } from '../../../common/plans';
import type { Packed } from '../packed';
import type { SubscriptionDto } from '../dto';
import type { Profile } from '../schema';

/** A packed column (db/packed.ts): bytes as D1 hands them back, or older plain text. */
export const packed = z.custom<Packed>(
  (value) =>
    typeof value === 'string' ||
    value instanceof ArrayBuffer ||
    value instanceof Uint8Array ||
    (Array.isArray(value) && value.every((byte) => typeof byte === 'number')),
  'a packed column',
);

/** SQLite's 0/1 for a boolean expression. */
export const flag = z.number().int();

/** The subscription columns a LEFT JOIN selects (`SUBSCRIPTION_JOIN_COLUMNS`): all null when the user has no row. */
export const subscriptionJoin = z.object({
  sub_id: z.string().nullable(),
  plan: z.enum(PLANS).nullable(),
  max_prompts: z.number().nullable(),
  max_features: z.number().nullable(),
  prompts_used: z.number().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  sub_created_at: z.string().nullable(),
  sub_updated_at: z.string().nullable(),
});

/** A profile row; `satisfies` ties it to the Drizzle schema, so the two cannot drift apart. */
export const profileRow = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<Profile>;

/** A subscription row as RETURNING answers it. */
export const subscriptionRow = z.object({
  id: z.string().nullable(),
  user_id: z.string(),
  plan: z.enum(PLANS),
  max_prompts: z.number(),
  max_features: z.number(),
  prompts_used: z.number(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<SubscriptionDto>;

/** The first row of a statement, parsed; null when there is none. */
export async function firstRow<T>(statement: D1PreparedStatement, schema: z.ZodType<T>): Promise<T | null> {
  const row = await statement.first();
  return row === null ? null : schema.parse(row);
}

/** Every row of a statement, parsed. */
export async function allRows<T>(statement: D1PreparedStatement, schema: z.ZodType<T>): Promise<T[]> {
  const { results } = await statement.all();
  return results.map((row) => schema.parse(row));
}

/** The rows of one statement's result in a batch, parsed. */
export function rowsOf<T>(result: D1Result | undefined, schema: z.ZodType<T>): T[] {
  return (result?.results ?? []).map((row) => schema.parse(row));
}
