import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { TargetDto } from '../dto';
import { aiEngines } from '../schema';

/** The active targets (spec: ai_engines where is_active, ordered by name). */
export function loadActiveTargets(db: D1Database): Promise<TargetDto[]> {
  return drizzle(db)
    .select({ id: aiEngines.id, name: aiEngines.name, api_endpoint: aiEngines.api_endpoint, is_active: aiEngines.is_active })
    .from(aiEngines)
    .where(eq(aiEngines.is_active, true))
    .orderBy(asc(sql`${aiEngines.name} COLLATE NOCASE`));
}
