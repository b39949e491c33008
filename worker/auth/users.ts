import { PLAN_LIMITS, type Plan } from '../../common/plans';

export interface ProfileDto {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  date_of_birth: string | null;
  mobile_country_code: string | null;
  mobile_number: string | null;
  created_at: string;
}

export interface SubscriptionDto {
  id: string | null;
  user_id: string;
  plan: Plan;
  max_prompts: number;
  max_features: number;
  prompts_used: number;
  current_period_start: string | null;
  current_period_end: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface SessionUser {
  profile: ProfileDto;
  isAdmin: boolean;
  subscription: SubscriptionDto;
}

/** Spec: a user without a subscription row is shown as free with zeros. */
export function emptySubscription(userId: string): SubscriptionDto {
  return {
    id: null,
    user_id: userId,
    plan: 'free',
    max_prompts: 0,
    max_features: 0,
    prompts_used: 0,
    current_period_start: null,
    current_period_end: null,
    created_at: null,
    updated_at: null,
  };
}

/** Subscription columns as selected by a LEFT JOIN (all null when the user has no row). */
export interface SubscriptionJoinRow {
  sub_id: string | null;
  plan: Plan | null;
  max_prompts: number | null;
  max_features: number | null;
  prompts_used: number | null;
  current_period_start: string | null;
  current_period_end: string | null;
  sub_created_at: string | null;
  sub_updated_at: string | null;
}

/** The columns a query selects for `subscriptionFromJoin` (alias `s` for subscriptions). */
export const SUBSCRIPTION_JOIN_COLUMNS = `s.id AS sub_id, s.plan, s.max_prompts, s.max_features, s.prompts_used,
  s.current_period_start, s.current_period_end, s.created_at AS sub_created_at, s.updated_at AS sub_updated_at`;

export function subscriptionFromJoin(userId: string, row: SubscriptionJoinRow): SubscriptionDto {
  if (!row.sub_id) return emptySubscription(userId);
  return {
    id: row.sub_id,
    user_id: userId,
    plan: row.plan ?? 'free',
    max_prompts: row.max_prompts ?? 0,
    max_features: row.max_features ?? 0,
    prompts_used: row.prompts_used ?? 0,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    created_at: row.sub_created_at,
    updated_at: row.sub_updated_at,
  };
}

type Row = ProfileDto & SubscriptionJoinRow & { is_admin: number };

/** Profile, admin role and subscription of one user in a single D1 round trip. */
export async function loadSessionUser(db: D1Database, userId: string): Promise<SessionUser | null> {
  const row = await db
    .prepare(
      `SELECT p.id, p.email, p.first_name, p.last_name, p.avatar_url, p.date_of_birth, p.mobile_country_code,
              p.mobile_number, p.created_at,
              EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin') AS is_admin,
              ${SUBSCRIPTION_JOIN_COLUMNS}
         FROM profiles p LEFT JOIN subscriptions s ON s.user_id = p.id
        WHERE p.id = ?1`,
    )
    .bind(userId)
    .first<Row>();
  if (!row) return null;
  const profile: ProfileDto = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar_url: row.avatar_url,
    date_of_birth: row.date_of_birth,
    mobile_country_code: row.mobile_country_code,
    mobile_number: row.mobile_number,
    created_at: row.created_at,
  };
  const subscription = subscriptionFromJoin(row.id, row);
  return { profile, isAdmin: row.is_admin === 1, subscription };
}

export interface SignInClaims {
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export function parseAdminEmails(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * First sign-in creates the profile, a free subscription and (for listed emails) the admin role, in one batch.
 * Later sign-ins refresh name and avatar; the unique keys make every statement idempotent.
 */
export async function provisionUser(env: Env, claims: SignInClaims): Promise<string> {
  const email = claims.email.trim().toLowerCase();
  const free = PLAN_LIMITS.free;
  const isAdmin = parseAdminEmails(env.ADMIN_EMAILS).has(email);
  const statements = [
    env.DB.prepare(
      `INSERT INTO profiles (email, first_name, last_name, avatar_url) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (email) DO UPDATE SET
         first_name = COALESCE(excluded.first_name, profiles.first_name),
         last_name = COALESCE(excluded.last_name, profiles.last_name),
         avatar_url = COALESCE(excluded.avatar_url, profiles.avatar_url)`,
    ).bind(email, claims.firstName, claims.lastName, claims.avatarUrl),
    env.DB.prepare(
      `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
       SELECT id, 'free', ?2, ?3, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month')
         FROM profiles WHERE email = ?1
       ON CONFLICT (user_id) DO NOTHING`,
    ).bind(email, free.maxPrompts, free.maxFeatures),
  ];
  if (isAdmin) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM profiles WHERE email = ?1
         ON CONFLICT (user_id, role) DO NOTHING`,
      ).bind(email),
    );
  }
  statements.push(env.DB.prepare('SELECT id FROM profiles WHERE email = ?1').bind(email));
  const results = await env.DB.batch<{ id: string }>(statements);
  const id = results.at(-1)?.results[0]?.id;
  if (!id) throw new Error('Provisioning did not return a profile id');
  return id;
}
