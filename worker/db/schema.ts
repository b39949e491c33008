import { sql } from 'drizzle-orm';
import { check, customType, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DEFAULT_PLAN, PLAN_LIMITS, PLANS } from '../../common/plans';
import { TASK_STATUSES, type TaskStatus } from '../../common/agents';
import type { Feature } from '../../common/brief';
import type { Packed } from './packed';

/** ISO-8601 UTC timestamp with milliseconds, e.g. 2026-11-22T12:00:00.000Z. */
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const newId = sql`(lower(hex(randomblob(16))))`;
/** `'free', 'basic', 'pro', 'pro_max'`: the plan list for CHECK constraints, from the one list in common/plans.ts. */
const planList = sql.raw(PLANS.map((plan) => `'${plan}'`).join(', '));

export const aiEngines = sqliteTable('ai_engines', {
  id: text('id').primaryKey().default(newId),
  name: text('name').notNull().unique(),
  api_endpoint: text('api_endpoint'),
  is_active: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  created_at: text('created_at').notNull().default(nowIso),
});

export const profiles = sqliteTable(
  'profiles',
  {
    id: text('id').primaryKey().default(newId),
    email: text('email').notNull().unique(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    avatar_url: text('avatar_url'),
    date_of_birth: text('date_of_birth'),
    mobile_country_code: text('mobile_country_code'),
    mobile_number: text('mobile_number'),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    /**
     * The admin user list: newest first (created_at DESC, id DESC, scanned backwards) with keyset pagination. It also
     * carries the searched columns, so a search filters inside the index and reads the table only for matches.
     */
    index('profiles_list_idx').on(t.created_at, t.id, t.email, t.first_name, t.last_name),
  ],
);

export const userRoles = sqliteTable(
  'user_roles',
  {
    id: text('id').primaryKey().default(newId),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'user'] }).notNull(),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_uq').on(t.user_id, t.role),
    check('user_roles_role_check', sql`${t.role} IN ('admin', 'user')`),
  ],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey().default(newId),
    user_id: text('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLANS }).notNull().default(DEFAULT_PLAN),
    max_prompts: integer('max_prompts').notNull().default(PLAN_LIMITS[DEFAULT_PLAN].maxPrompts),
    max_features: integer('max_features').notNull().default(PLAN_LIMITS[DEFAULT_PLAN].maxFeatures),
    prompts_used: integer('prompts_used').notNull().default(0),
    current_period_start: text('current_period_start'),
    current_period_end: text('current_period_end'),
    created_at: text('created_at').notNull().default(nowIso),
    updated_at: text('updated_at').notNull().default(nowIso),
    stripe_customer_id: text('stripe_customer_id'),
    stripe_subscription_id: text('stripe_subscription_id'),
  },
  (t) => [
    check('subscriptions_plan_check', sql`${t.plan} IN (${planList})`),
    check('subscriptions_counts_check', sql`${t.prompts_used} >= 0 AND ${t.max_prompts} >= 0 AND ${t.max_features} >= 0`),
    index('subscriptions_plan_idx').on(t.plan),
  ],
);

export const promptHistory = sqliteTable(
  'prompt_history',
  {
    id: text('id').primaryKey().default(newId),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    project_description: text('project_description').notNull(),
    generated_prompt: text('generated_prompt').notNull(),
    target_ai_platform: text('target_ai_platform').notNull(),
    features_count: integer('features_count').notNull().default(0),
    details: text('details', { mode: 'json' })
      .$type<Feature[]>()
      .notNull()
      .default(sql`'[]'`),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    index('prompt_history_user_created_idx').on(t.user_id, t.created_at),
    index('prompt_history_created_idx').on(t.created_at),
  ],
);

/**
 * A column the history store writes compressed (worker/db/packed.ts): gzip bytes, a BLOB in a column declared TEXT,
 * so rows saved before compression (JSON or plain text) stay readable as they are and no table is rebuilt.
 */
const packed = customType<{ data: Packed; driverData: Packed }>({ dataType: () => 'text' });

/**
 * One generation of a prompt: its brief (what every artefact renders from), the request that produced it (what a
 * review changes and regenerates) and its text, each stored compressed. A history entry is a thread of versions,
 * never overwritten. A restore adds a version that points at the one it shows (`restored_from`, its number in the
 * same prompt) and holds no copy: its brief, request and text are empty.
 */
export const promptVersions = sqliteTable(
  'prompt_versions',
  {
    id: text('id').primaryKey().default(newId),
    prompt_id: text('prompt_id')
      .notNull()
      .references(() => promptHistory.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the prompt. */
    number: integer('number').notNull(),
    target: text('target').notNull(),
    brief: packed('brief').notNull(),
    request: packed('request').notNull(),
    text: packed('text').notNull(),
    created_at: text('created_at').notNull().default(nowIso),
    /** A restore: the number of the version it shows (never itself a restore); null for a generation. */
    restored_from: integer('restored_from'),
  },
  (t) => [
    uniqueIndex('prompt_versions_prompt_number_uq').on(t.prompt_id, t.number),
    index('prompt_versions_user_idx').on(t.user_id),
  ],
);

/**
 * A read-only link to one version of a prompt. The id is the secret (128 random bits, base64url, chosen by
 * newShareId, never the column default); revoking deletes the row, so a revoked link is indistinguishable from one
 * that never existed.
 */
export const shareLinks = sqliteTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    prompt_id: text('prompt_id')
      .notNull()
      .references(() => promptHistory.id, { onDelete: 'cascade' }),
    version_id: text('version_id')
      .notNull()
      .references(() => promptVersions.id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    index('share_links_prompt_idx').on(t.prompt_id, t.created_at),
    index('share_links_user_idx').on(t.user_id),
    index('share_links_version_idx').on(t.version_id),
  ],
);

export const dailyPromptStats = sqliteTable('daily_prompt_stats', {
  /** UTC calendar day, YYYY-MM-DD; the primary key doubles as the date index. */
  date: text('date').primaryKey(),
  total_prompts: integer('total_prompts').notNull().default(0),
  unique_users: integer('unique_users').notNull().default(0),
  updated_at: text('updated_at').notNull().default(nowIso),
});

export type Engine = typeof aiEngines.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type PromptHistoryRow = typeof promptHistory.$inferSelect;
export type PromptVersionRow = typeof promptVersions.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type DailyPromptStats = typeof dailyPromptStats.$inferSelect;

/** Who changed which user's plan, from what to what, and when. Kept when the admin's own account is deleted. */
export const subscriptionAudit = sqliteTable(
  'subscription_audit',
  {
    id: text('id').primaryKey().default(newId),
    /** The admin who made the change; null once that admin's account is deleted. */
    admin_id: text('admin_id').references(() => profiles.id, { onDelete: 'set null' }),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Null when the user had no subscription row before the change. */
    from_plan: text('from_plan', { enum: PLANS }),
    to_plan: text('to_plan', { enum: PLANS }).notNull(),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    index('subscription_audit_user_idx').on(t.user_id, t.created_at),
    index('subscription_audit_created_idx').on(t.created_at),
    index('subscription_audit_admin_idx').on(t.admin_id),
    check(
      'subscription_audit_plan_check',
      sql`${t.to_plan} IN (${planList}) AND (${t.from_plan} IS NULL OR ${t.from_plan} IN (${planList}))`,
    ),
  ],
);

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every membership email: queued (no EMAIL binding yet, for a sender to pick up), sent, or failed with the error. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey().default(newId),
    /** The recipient's account, so export and deletion find the row; null for mail not tied to an account. */
    user_id: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    /** The structured message (JSON), e.g. { email, name, plan, maxPrompts, maxFeatures }. */
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [
    index('email_outbox_status_created_idx').on(t.status, t.created_at),
    index('email_outbox_user_idx').on(t.user_id),
    check('email_outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);

/** Fixed-window request counters (per user and action) for rate limiting. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: integer('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * One row per sign-in: the session cookie carries its id (`sid`), and every request joins it (worker/auth/session.ts).
 * Signing out deletes the row, so a kept copy of the cookie stops working; `expires_at` is the absolute end, 30 days
 * after sign-in, which renewing the cookie never moves.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull().default(nowIso),
    expires_at: text('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/**
 * One prompt taken from the quota for a generation still under way. Reserving inserts the row and counts it in
 * `subscriptions.prompts_used` in one batch; saving the prompt deletes it in the batch that saves (settled: the prompt
 * stays counted), a failed or abandoned generation deletes it and gives the prompt back (released), and the cron
 * releases any still here after `expires_at` (a Worker that died mid-stream). So `prompts_used` = prompts saved in the
 * period + reservations open. Released only against the period it was taken in (`created_at`).
 */
export const quotaReservations = sqliteTable(
  'quota_reservations',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull(),
    expires_at: text('expires_at').notNull(),
  },
  (t) => [index('quota_reservations_user_idx').on(t.user_id), index('quota_reservations_expires_idx').on(t.expires_at)],
);

/**
 * The prompts a deleted account had used in its quota period, kept until that period ends against a salted hash of
 * its email (never the address), so deleting and re-creating the account does not reset the quota. Deliberately
 * not user data to delete: it holds no address and no id, and deleting it would undo its purpose
 * (worker/db/queries/account.ts).
 */
export const quotaLedger = sqliteTable(
  'quota_ledger',
  {
    email_hash: text('email_hash').primaryKey(),
    prompts_used: integer('prompts_used').notNull(),
    period_start: text('period_start').notNull(),
    period_end: text('period_end').notNull(),
    updated_at: text('updated_at').notNull().default(nowIso),
  },
  (t) => [index('quota_ledger_period_end_idx').on(t.period_end), check('quota_ledger_used_check', sql`${t.prompts_used} >= 0`)],
);

export { TASK_STATUSES, type TaskStatus };

/**
 * A coding agent the user connected over MCP (one OAuth grant): which client, what it may do, when it was last
 * used, and its request counter (the per-connection rate limit). Every MCP request needs its row: deleting it (Revoke,
 * Sign out everywhere, account deletion) ends the agent's tokens at once, whatever the OAuth store still holds.
 */
export const agentConnections = sqliteTable(
  'agent_connections',
  {
    id: text('id').primaryKey(),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    client_id: text('client_id').notNull(),
    /** As the client registered it (self-asserted). */
    client_name: text('client_name').notNull(),
    /** `read` or `write` (read and update tasks). */
    access: text('access', { enum: ['read', 'write'] }).notNull(),
    created_at: text('created_at').notNull().default(nowIso),
    last_used_at: text('last_used_at'),
    /** Fixed-window request counter, in the same statement that checks the row (worker/db/queries/agents.ts). */
    window_start: integer('window_start').notNull().default(0),
    window_count: integer('window_count').notNull().default(0),
  },
  (t) => [
    index('agent_connections_user_idx').on(t.user_id, t.created_at),
    check('agent_connections_access_check', sql`${t.access} IN ('read', 'write')`),
  ],
);

/**
 * A task's status in one version of a prompt (tasks are those of spec/tasks.md, `briefTasks`). A new version starts
 * with the rows of the tasks whose fingerprint did not change; the others are to do.
 */
export const taskStatus = sqliteTable(
  'task_status',
  {
    version_id: text('version_id')
      .notNull()
      .references(() => promptVersions.id, { onDelete: 'cascade' }),
    prompt_id: text('prompt_id')
      .notNull()
      .references(() => promptHistory.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    task_id: text('task_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull(),
    note: text('note'),
    /** Who set it: the user in the app, or a connected agent (then `agent` names it). */
    set_by: text('set_by', { enum: ['user', 'agent'] }).notNull(),
    agent: text('agent'),
    updated_at: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.version_id, t.task_id] }),
    index('task_status_prompt_idx').on(t.prompt_id),
    index('task_status_user_idx').on(t.user_id),
    check('task_status_status_check', sql`${t.status} IN ('todo', 'doing', 'done', 'blocked')`),
    check('task_status_set_by_check', sql`${t.set_by} IN ('user', 'agent')`),
  ],
);

/** A choice an agent made where the brief left it to judgement: shown as an assumption answered by the agent. */
export const agentDecisions = sqliteTable(
  'agent_decisions',
  {
    id: text('id').primaryKey().default(newId),
    prompt_id: text('prompt_id')
      .notNull()
      .references(() => promptHistory.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The version the agent was working from. */
    version: integer('version').notNull(),
    /** What was open: the question, or a short topic. */
    topic: text('topic').notNull(),
    decision: text('decision').notNull(),
    reason: text('reason'),
    task_id: text('task_id'),
    agent: text('agent').notNull(),
    created_at: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('agent_decisions_prompt_idx').on(t.prompt_id, t.created_at), index('agent_decisions_user_idx').on(t.user_id)],
);

export type AgentConnectionRow = typeof agentConnections.$inferSelect;
export type TaskStatusRow = typeof taskStatus.$inferSelect;
export type AgentDecisionRow = typeof agentDecisions.$inferSelect;
