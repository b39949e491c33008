/** Who is signed in: profile, admin role and subscription in one read; and the first sign-in's provisioning. */
import { MAX_SESSIONS_PER_USER } from '../../../common/limits';
import { z } from 'zod';
import { PLAN_LIMITS } from '../../../common/plans';
import type { ProfileDto, SessionUser, SubscriptionDto } from '../dto';
import { firstRow, flag, profileRow, rowsOf, subscriptionJoin } from './rows';
import { IN_ONE_MONTH, NOW } from './sql';

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

/** Subscription columns as a LEFT JOIN selects them (all null when the user has no row). */
export type SubscriptionJoinRow = z.infer<typeof subscriptionJoin>;

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

const sessionRow = profileRow.extend(subscriptionJoin.shape).extend({ is_admin: flag, session_expires_at: z.string() });

/** A live session: its user, and when the session ends for good (ISO-8601). */
export interface LoadedSession {
  user: SessionUser;
  expiresAt: string;
}

/**
 * The session (live: not signed out, not past its absolute end) with its user's profile, admin role and subscription,
 * in a single D1 round trip. Null when the session was revoked or has ended, or the user no longer exists.
 */
export async function loadSessionUser(db: D1Database, sessionId: string, userId: string): Promise<LoadedSession | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT p.id, p.email, p.first_name, p.last_name, p.avatar_url, p.date_of_birth, p.mobile_country_code,
              p.mobile_number, p.created_at, x.expires_at AS session_expires_at,
              EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin') AS is_admin,
              ${SUBSCRIPTION_JOIN_COLUMNS}
         FROM sessions x JOIN profiles p ON p.id = x.user_id LEFT JOIN subscriptions s ON s.user_id = p.id
        WHERE x.id = ?1 AND x.user_id = ?2 AND x.expires_at > ${NOW}`,
      )
      .bind(sessionId, userId),
    sessionRow,
  );
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
  return {
    user: { profile, isAdmin: row.is_admin === 1, subscription: subscriptionFromJoin(row.id, row) },
    expiresAt: row.session_expires_at,
  };
}

export interface NewUser {
  /** Lower-cased. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** The salted hash of the email that keeps a deleted account's quota usage (quota_ledger). */
  emailHash: string;
  /** The new session's id (the cookie's `sid`). */
  sessionId: string;
  /** The session's absolute lifetime in seconds. */
  sessionSeconds: number;
}

/**
 * First sign-in creates the profile, a free subscription and (for admins) the admin role, in one batch; the
 * subscription continues the quota period a deleted account with the same email left in quota_ledger, if any.
 * Later sign-ins refresh name and avatar; the unique keys make every statement idempotent. Every sign-in starts a
 * session (ending the account's oldest past MAX_SESSIONS_PER_USER). Answers the profile id.
 */
export async function provisionUser(db: D1Database, user: NewUser): Promise<string> {
  const free = PLAN_LIMITS.free;
  const statements = [
    db
      .prepare(
        `INSERT INTO profiles (email, first_name, last_name, avatar_url) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (email) DO UPDATE SET
           first_name = COALESCE(excluded.first_name, profiles.first_name),
           last_name = COALESCE(excluded.last_name, profiles.last_name),
           avatar_url = COALESCE(excluded.avatar_url, profiles.avatar_url)`,
      )
      .bind(user.email, user.firstName, user.lastName, user.avatarUrl),
    db
      .prepare(
        `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
         SELECT p.id, 'free', ?2, ?3, ifnull(l.prompts_used, 0), ifnull(l.period_start, ${NOW}), ifnull(l.period_end, ${IN_ONE_MONTH})
           FROM profiles p LEFT JOIN quota_ledger l ON l.email_hash = ?4 AND l.period_end > ${NOW}
          WHERE p.email = ?1
         ON CONFLICT (user_id) DO NOTHING`,
      )
      .bind(user.email, free.maxPrompts, free.maxFeatures, user.emailHash),
    db
      .prepare(
        `INSERT INTO sessions (id, user_id, expires_at)
         SELECT ?2, id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || ?3 || ' seconds') FROM profiles WHERE email = ?1`,
      )
      .bind(user.email, user.sessionId, user.sessionSeconds),
    // At most MAX_SESSIONS_PER_USER sessions: this one and the newest of the others; older ones end here.
    db
      .prepare(
        `DELETE FROM sessions WHERE user_id = (SELECT id FROM profiles WHERE email = ?1) AND id <> ?2
           AND id NOT IN (SELECT id FROM sessions WHERE user_id = (SELECT id FROM profiles WHERE email = ?1) AND id <> ?2
                          ORDER BY created_at DESC, id DESC LIMIT ?3)`,
      )
      .bind(user.email, user.sessionId, MAX_SESSIONS_PER_USER - 1),
  ];
  if (user.isAdmin) {
    statements.push(
      db
        .prepare(
          `INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM profiles WHERE email = ?1
           ON CONFLICT (user_id, role) DO NOTHING`,
        )
        .bind(user.email),
    );
  }
  statements.push(db.prepare('SELECT id FROM profiles WHERE email = ?1').bind(user.email));
  const results = await db.batch(statements);
  const id = rowsOf(results.at(-1), z.object({ id: z.string() }))[0]?.id;
  if (!id) throw new Error('Provisioning did not return a profile id');
  return id;
}
