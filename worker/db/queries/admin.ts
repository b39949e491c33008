/** The admin's user list (search, plan filter, keyset pages) and plan changes. */
import { PLAN_LIMITS, type Plan } from '../../../common/plans';
import type { AdminUser, SubscriptionDto } from '../dto';
import { IN_ONE_MONTH, NOW } from './sql';
import { SUBSCRIPTION_JOIN_COLUMNS, subscriptionFromJoin } from './users';
import { allRows, profileRow, rowsOf, subscriptionJoin, subscriptionRow } from './rows';

export const USERS_PAGE_SIZE = 50;

export interface UsersListParams {
  /** Part of the email, first name, last name or "first last"; case-insensitive (ASCII letters). */
  search?: string;
  /** One plan; free includes users without a subscription row. */
  plan?: Plan;
  /** Continue after this user (the last of the previous page). */
  cursor?: { createdAt: string; id: string };
}

/** Lower-cases ASCII letters only, exactly as SQLite's lower() does, so both sides of a comparison fold alike. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * One page of users, newest first (created_at DESC, id DESC), with keyset pagination.
 *
 * profiles_list_idx (created_at, id, email, first_name, last_name) is scanned backwards, so there is no sort, the
 * cursor is a range on the index, the search is tested on index entries alone (the table is read only for matches),
 * and the scan stops at the 51st match. The search is `instr()` on lower-cased columns, not LIKE: D1 refuses a LIKE
 * pattern over 50 bytes, and instr() has no wildcards to escape. SQLite's lower() folds ASCII letters only, so "zoë"
 * finds "Zoë" but not "ZOË". A substring search cannot seek in a B-tree, so a search with few
 * matches reads the whole index (about 20 ms for 100,000 profiles); see test/worker/admin.test.ts.
 * A non-free plan filter starts from subscriptions_plan_idx instead (SQLite's choice) and sorts that plan's users.
 */
export function usersListQuery(params: UsersListParams): { sql: string; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (params.search) {
    args.push(asciiLower(params.search));
    const n = args.length;
    // Emails are stored lower-cased (worker/auth/users.ts), so only the names need lower() on every row.
    where.push(
      `(instr(p.email, ?${n}) > 0 OR instr(lower(ifnull(p.first_name, '') || ' ' || ifnull(p.last_name, '')), ?${n}) > 0)`,
    );
  }
  if (params.plan === 'free') {
    where.push("(s.plan = 'free' OR s.plan IS NULL)");
  } else if (params.plan) {
    args.push(params.plan);
    where.push(`s.plan = ?${args.length}`);
  }
  if (params.cursor) {
    args.push(params.cursor.createdAt, params.cursor.id);
    where.push(`(p.created_at, p.id) < (?${args.length - 1}, ?${args.length})`);
  }
  args.push(USERS_PAGE_SIZE + 1);
  const sql = `SELECT p.id, p.email, p.first_name, p.last_name, p.avatar_url, p.created_at, ${SUBSCRIPTION_JOIN_COLUMNS}
    FROM profiles p LEFT JOIN subscriptions s ON s.user_id = p.id
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ?${args.length}`;
  return { sql, args };
}

const userRow = profileRow
  .pick({ id: true, email: true, first_name: true, last_name: true, avatar_url: true, created_at: true })
  .extend(subscriptionJoin.shape);

/** One page of users, and whether another follows (then `last` is the cursor position for it). */
export async function listUsers(
  db: D1Database,
  params: UsersListParams,
): Promise<{ users: AdminUser[]; last: { createdAt: string; id: string } | null }> {
  const { sql, args } = usersListQuery(params);
  const results = await allRows(db.prepare(sql).bind(...args), userRow);
  const page = results.slice(0, USERS_PAGE_SIZE);
  const users = page.map((row): AdminUser => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar_url: row.avatar_url,
    created_at: row.created_at,
    subscription: subscriptionFromJoin(row.id, row),
  }));
  const lastRow = page.at(-1);
  const last = results.length > USERS_PAGE_SIZE && lastRow ? { createdAt: lastRow.created_at, id: lastRow.id } : null;
  return { users, last };
}

export interface PlanChange {
  subscription: SubscriptionDto;
  person: { email: string; first_name: string | null; last_name: string | null };
}

/**
 * Sets a user's plan and its limits, and records who changed it from what, in one transaction (the audit row reads
 * the plan before the change). Answers null, having written nothing, for an unknown user.
 */
export async function changePlan(db: D1Database, adminId: string, userId: string, plan: Plan): Promise<PlanChange | null> {
  const limits = PLAN_LIMITS[plan];
  const [audit, upsert, profile] = await db.batch([
    db
      .prepare(
        `INSERT INTO subscription_audit (admin_id, user_id, from_plan, to_plan)
         SELECT ?1, p.id, (SELECT s.plan FROM subscriptions s WHERE s.user_id = p.id), ?3 FROM profiles p WHERE p.id = ?2
         RETURNING from_plan`,
      )
      .bind(adminId, userId, plan),
    db
      .prepare(
        `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
         SELECT id, ?2, ?3, ?4, 0, ${NOW}, ${IN_ONE_MONTH} FROM profiles WHERE id = ?1
         ON CONFLICT (user_id) DO UPDATE SET
           plan = excluded.plan,
           max_prompts = excluded.max_prompts,
           max_features = excluded.max_features,
           current_period_start = ifnull(subscriptions.current_period_start, excluded.current_period_start),
           current_period_end = ifnull(subscriptions.current_period_end, excluded.current_period_end),
           updated_at = ${NOW}
         RETURNING id, user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end,
                   created_at, updated_at`,
      )
      .bind(userId, plan, limits.maxPrompts, limits.maxFeatures),
    db.prepare('SELECT email, first_name, last_name FROM profiles WHERE id = ?1').bind(userId),
  ]);
  const [subscription] = rowsOf(upsert, subscriptionRow);
  const [person] = rowsOf(profile, profileRow.pick({ email: true, first_name: true, last_name: true }));
  if (!subscription || !audit?.results[0] || !person) return null;
  return { subscription, person };
}
