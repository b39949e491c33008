import { RATE_LIMITS, type RateLimitName } from '../../../common/limits';
import { unpackJson, unpackText, type Packed } from '../packed';

/**
 * Every table that holds data about a user, and how the privacy policy's rights treat it: one list drives both
 * the export (access) and the deletion, so a table cannot be exported but not deleted, or the reverse.
 * test/worker/account.test.ts fails when a table that names a user is missing here.
 */
export interface UserData {
  table: string;
  /** The user's own rows (?1 = the user's id): exported, and deleted with the account. */
  owned: string;
  /** How the export shows the rows; omitted for bookkeeping that says nothing about the person. */
  export?: {
    as: string;
    /** The columns to export, when not all of them. */
    columns?: string;
    /** One row or null, not a list. */
    one?: boolean;
    /** Rows to export when more than the owned ones mention the user. */
    where?: string;
    orderBy?: string;
    /** Columns stored as JSON text, exported as JSON. */
    json?: readonly string[];
    /** Columns the history store keeps compressed (worker/db/packed.ts): JSON, and text; exported unpacked. */
    packed?: { json?: readonly string[]; text?: readonly string[] };
  };
  /** Rows that mention the user but belong to someone else: kept on deletion, with this SET ... WHERE ... */
  detach?: { set: string; where: string };
}

/**
 * In deletion order: rows that point at the profile first, the profile last.
 *
 * Not listed, on purpose: quota_ledger. When an account is deleted, its usage of the current quota period is kept
 * there, until the period ends, under a salted hash of its email (no address, no id), so that deleting and re-creating
 * the account cannot reset the quota. Deleting it with the account would undo exactly that; the privacy policy and the
 * export say so (QUOTA_RETENTION_NOTE), and the cron drops entries whose period has ended.
 */
const USER_RATE_LIMITS = (Object.keys(RATE_LIMITS) as RateLimitName[]).filter((name) => name !== 'signin');

export const USER_DATA: readonly UserData[] = [
  // Task statuses point at versions: they go first, with the agents' decisions.
  {
    table: 'task_status',
    owned: 'user_id = ?1',
    export: { as: 'task_status', orderBy: 'prompt_id, version_id, task_id' },
  },
  { table: 'agent_decisions', owned: 'user_id = ?1', export: { as: 'agent_decisions', orderBy: 'created_at' } },
  // Connected coding agents: which client, what it may do, when last used (the request counter stays out).
  {
    table: 'agent_connections',
    owned: 'user_id = ?1',
    export: {
      as: 'agent_connections',
      columns: 'id, client_id, client_name, access, created_at, last_used_at',
      orderBy: 'created_at DESC',
    },
  },
  // Links point at versions: they go first. The id is the secret, so the export lists it for the owner to revoke.
  { table: 'share_links', owned: 'user_id = ?1', export: { as: 'share_links', orderBy: 'created_at DESC' } },
  // A restore's own brief, request and text are empty (it names the version it shows in restored_from): null here.
  {
    table: 'prompt_versions',
    owned: 'user_id = ?1',
    export: { as: 'prompt_versions', orderBy: 'prompt_id, number', packed: { json: ['brief', 'request'], text: ['text'] } },
  },
  {
    table: 'prompt_history',
    owned: 'user_id = ?1',
    export: { as: 'prompt_history', orderBy: 'created_at DESC', json: ['details'] },
  },
  {
    table: 'subscription_audit',
    owned: 'user_id = ?1',
    // Changes made to this user's plan, and (for an admin) the changes they made, which stay without the link.
    export: { as: 'subscription_audit', where: 'user_id = ?1 OR admin_id = ?1', orderBy: 'created_at DESC' },
    detach: { set: 'admin_id = NULL', where: 'admin_id = ?1' },
  },
  {
    table: 'email_outbox',
    owned: 'user_id = ?1',
    export: { as: 'email_outbox', orderBy: 'created_at DESC', json: ['payload'] },
  },
  // The sign-ins still open: when each began and ends (the id, which cookies carry, stays out of the export).
  {
    table: 'sessions',
    owned: 'user_id = ?1',
    export: { as: 'sessions', columns: 'created_at, expires_at', orderBy: 'created_at DESC' },
  },
  { table: 'user_roles', owned: 'user_id = ?1', export: { as: 'user_roles' } },
  { table: 'subscriptions', owned: 'user_id = ?1', export: { as: 'subscription', one: true } },
  // Prompts being generated: each holds one prompt of the quota until it is saved, given back or expires.
  {
    table: 'quota_reservations',
    owned: 'user_id = ?1',
    export: { as: 'quota_reservations', columns: 'created_at, expires_at', orderBy: 'created_at' },
  },
  // Per-minute request counters, one per kind (common/limits.ts): deleted, not exported. The sign-in counter is keyed
  // by the email's salted hash, not the id, and goes with the minute (the cron drops stale counters).
  { table: 'rate_limits', owned: `key IN (${USER_RATE_LIMITS.map((name) => `'${name}:' || ?1`).join(', ')})` },
  { table: 'profiles', owned: 'id = ?1', export: { as: 'profile', one: true } },
];

async function parseColumns(
  row: Record<string, unknown>,
  how: NonNullable<UserData['export']>,
): Promise<Record<string, unknown>> {
  const out = { ...row };
  for (const column of how.json ?? []) {
    const value = out[column];
    if (typeof value === 'string') out[column] = JSON.parse(value) as unknown;
  }
  const unpack = async (column: string, read: (stored: Packed) => Promise<unknown>) => {
    const value = out[column] as Packed | null;
    out[column] = value === null || value === '' ? null : await read(value);
  };
  await Promise.all([
    ...(how.packed?.json ?? []).map((column) => unpack(column, unpackJson)),
    ...(how.packed?.text ?? []).map((column) => unpack(column, unpackText)),
  ]);
  return out;
}

/** Everything stored about the user, one D1 round trip. */
export async function exportUserData(db: D1Database, userId: string): Promise<Record<string, unknown>> {
  const exported = USER_DATA.flatMap((data) => (data.export ? [{ ...data, export: data.export }] : []));
  const results = await db.batch<Record<string, unknown>>(
    exported.map((data) =>
      db
        .prepare(
          `SELECT ${data.export.columns ?? '*'} FROM ${data.table} WHERE ${data.export.where ?? data.owned}` +
            (data.export.orderBy ? ` ORDER BY ${data.export.orderBy}` : ''),
        )
        .bind(userId),
    ),
  );
  const parsed = await Promise.all(
    exported.map((data, i) => Promise.all((results[i]?.results ?? []).map((row) => parseColumns(row, data.export)))),
  );
  const body: Record<string, unknown> = {};
  exported.forEach((data, i) => {
    const rows = parsed[i] ?? [];
    body[data.export.as] = data.export.one ? (rows[0] ?? null) : rows;
  });
  return body;
}

/**
 * Removes the user's rows from every table (and detaches the rows they only touched), in one transaction, after the
 * `first` statements (which still see the rows, e.g. keepPeriodUsage).
 */
export async function deleteUserData(db: D1Database, userId: string, first: D1PreparedStatement[] = []): Promise<void> {
  await db.batch([
    ...first,
    ...USER_DATA.flatMap((data) => [
      ...(data.detach ? [db.prepare(`UPDATE ${data.table} SET ${data.detach.set} WHERE ${data.detach.where}`).bind(userId)] : []),
      db.prepare(`DELETE FROM ${data.table} WHERE ${data.owned}`).bind(userId),
    ]),
  ]);
}
