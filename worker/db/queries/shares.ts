/** Share links: created and listed by their owner, read by anyone who holds the id. */
import { and, desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { ShareDto, SharedPromptDto } from '../dto';
import type { Brief } from '../../../common/brief';
import { unpackJson, unpackText } from '../packed';
import { promptVersions, shareLinks } from '../schema';
import { z } from 'zod';
import { firstRow, packed } from './rows';

/** 16 bytes from the platform's CSPRNG (128 bits), base64url without padding: 22 characters. */
export function newShareId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export type CreateShareResult = { share: ShareDto } | { refused: 'not_found' | 'limit' };

/**
 * Links one of the owner's versions, in one statement: the version must be theirs and the prompt must hold fewer
 * than `limit` links, so concurrent requests cannot pass the cap together.
 */
export async function createShare(
  db: D1Database,
  input: { userId: string; promptId: string; version: number; limit: number },
): Promise<CreateShareResult> {
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO share_links (id, user_id, prompt_id, version_id)
       SELECT ?1, v.user_id, v.prompt_id, v.id FROM prompt_versions v
       WHERE v.prompt_id = ?2 AND v.user_id = ?3 AND v.number = ?4
         AND (SELECT COUNT(*) FROM share_links WHERE prompt_id = ?2) < ?5
       RETURNING id, created_at`,
      )
      .bind(newShareId(), input.promptId, input.userId, input.version, input.limit),
    z.object({ id: z.string(), created_at: z.string() }),
  );
  if (row) return { share: { id: row.id, version: input.version, created_at: row.created_at } };
  // Refused: say why, for the owner only (another user's version reads as missing).
  const version = await drizzle(db)
    .select({ id: promptVersions.id })
    .from(promptVersions)
    .where(
      and(
        eq(promptVersions.prompt_id, input.promptId),
        eq(promptVersions.user_id, input.userId),
        eq(promptVersions.number, input.version),
      ),
    )
    .get();
  return { refused: version ? 'limit' : 'not_found' };
}

/** The owner's links to one prompt, newest first. */
export function listShares(db: D1Database, userId: string, promptId: string): Promise<ShareDto[]> {
  return drizzle(db)
    .select({ id: shareLinks.id, version: promptVersions.number, created_at: shareLinks.created_at })
    .from(shareLinks)
    .innerJoin(promptVersions, eq(promptVersions.id, shareLinks.version_id))
    .where(and(eq(shareLinks.prompt_id, promptId), eq(shareLinks.user_id, userId)))
    .orderBy(desc(shareLinks.created_at), desc(shareLinks.id));
}

/** Revokes by deleting; answers false when the link does not exist or is someone else's. */
export async function deleteShare(db: D1Database, userId: string, shareId: string): Promise<boolean> {
  const deleted = await drizzle(db)
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, shareId), eq(shareLinks.user_id, userId)))
    .returning({ id: shareLinks.id });
  return deleted.length > 0;
}

/**
 * What a link shows, for anyone holding its id; undefined when it does not exist (or was revoked). A link to a restore
 * shows the version it points at, under the restore's own number and date.
 */
export async function readShared(db: D1Database, shareId: string): Promise<SharedPromptDto | undefined> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT h.project_description AS description, v.number, v.target, v.created_at,
              CASE WHEN v.restored_from IS NULL THEN v.text ELSE s.text END AS text,
              CASE WHEN v.restored_from IS NULL THEN v.brief ELSE s.brief END AS brief
         FROM share_links l
         JOIN prompt_versions v ON v.id = l.version_id
         JOIN prompt_history h ON h.id = l.prompt_id
         LEFT JOIN prompt_versions s ON s.prompt_id = v.prompt_id AND s.number = v.restored_from
        WHERE l.id = ?1`,
      )
      .bind(shareId),
    z.object({
      description: z.string(),
      number: z.number(),
      target: z.string(),
      created_at: z.string(),
      text: packed,
      brief: packed,
    }),
  );
  if (!row) return undefined;
  const [text, brief] = await Promise.all([unpackText(row.text), unpackJson<Brief>(row.brief)]);
  return {
    description: row.description,
    version: { number: row.number, target: row.target, created_at: row.created_at, text, brief },
  };
}
