/**
 * Coding agents connected over MCP: one row per OAuth grant. The row is the connection's life: every MCP request
 * touches it (last use and the per-connection rate limit, in one statement), and a request whose row is gone is
 * refused, so deleting rows ends agents' access at once.
 */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { AgentConnectionDto } from '../dto';
import { agentConnections, type AgentConnectionRow } from '../schema';
import { NOW } from './sql';
import { z } from 'zod';
import { firstRow } from './rows';

export type AgentAccess = AgentConnectionRow['access'];

/** 128 random bits in hex. */
export function newConnectionId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Records a new connection. The OAuth provider replaces a user's earlier grant for the same client, so the row of
 * that grant goes in the same batch.
 */
export async function createConnection(
  db: D1Database,
  connection: { id: string; userId: string; clientId: string; clientName: string; access: AgentAccess },
): Promise<void> {
  await db.batch([
    db
      .prepare('DELETE FROM agent_connections WHERE user_id = ?1 AND client_id = ?2')
      .bind(connection.userId, connection.clientId),
    db
      .prepare('INSERT INTO agent_connections (id, user_id, client_id, client_name, access) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(connection.id, connection.userId, connection.clientId, connection.clientName, connection.access),
  ]);
}

export interface ConnectionUse {
  access: AgentAccess;
  clientName: string;
  /** Requests in the current window, this one included. */
  count: number;
}

/**
 * One MCP request on a connection: records its use and counts it in the fixed window starting at `windowStart`, in
 * one atomic statement. Null when the connection no longer exists (revoked, signed out everywhere, account deleted).
 */
export async function useConnection(
  db: D1Database,
  id: string,
  userId: string,
  windowStart: number,
): Promise<ConnectionUse | null> {
  const row = await firstRow(
    db
      .prepare(
        `UPDATE agent_connections SET
         last_used_at = ${NOW},
         window_count = CASE WHEN window_start = ?3 THEN window_count + 1 ELSE 1 END,
         window_start = ?3
       WHERE id = ?1 AND user_id = ?2
       RETURNING access, client_name, window_count`,
      )
      .bind(id, userId, windowStart),
    z.object({ access: z.enum(['read', 'write']), client_name: z.string(), window_count: z.number() }),
  );
  return row ? { access: row.access, clientName: row.client_name, count: row.window_count } : null;
}

/** The user's connected agents, newest first. */
export function listConnections(db: D1Database, userId: string): Promise<AgentConnectionDto[]> {
  return drizzle(db)
    .select({
      id: agentConnections.id,
      client_name: agentConnections.client_name,
      access: agentConnections.access,
      created_at: agentConnections.created_at,
      last_used_at: agentConnections.last_used_at,
    })
    .from(agentConnections)
    .where(eq(agentConnections.user_id, userId))
    .orderBy(desc(agentConnections.created_at), desc(agentConnections.id));
}

/** Revokes one connection; false when it is not the user's (or already gone). */
export async function deleteConnection(db: D1Database, userId: string, id: string): Promise<boolean> {
  const result = await drizzle(db)
    .delete(agentConnections)
    .where(and(eq(agentConnections.id, id), eq(agentConnections.user_id, userId)))
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Revokes every connection of the user (Sign out everywhere); answers how many there were. */
export async function deleteConnections(db: D1Database, userId: string): Promise<number> {
  const result = await db.prepare('DELETE FROM agent_connections WHERE user_id = ?1').bind(userId).run();
  return result.meta.changes ?? 0;
}
