import { Hono } from 'hono';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { aiEngines } from '../db/schema';
import { CACHE_KEYS, cached } from '../lib/cache';

export const ENGINES_TTL_SECONDS = 300;

export interface EngineDto {
  id: string;
  name: string;
  api_endpoint: string | null;
  is_active: boolean;
}

export function loadActiveEngines(env: Env): Promise<EngineDto[]> {
  return getDb(env)
    .select({
      id: aiEngines.id,
      name: aiEngines.name,
      api_endpoint: aiEngines.api_endpoint,
      is_active: aiEngines.is_active,
    })
    .from(aiEngines)
    .where(eq(aiEngines.is_active, true))
    .orderBy(asc(sql`${aiEngines.name} COLLATE NOCASE`));
}

export const engines = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const list = await cached(c.env.CACHE, CACHE_KEYS.engines, ENGINES_TTL_SECONDS, () => loadActiveEngines(c.env));
  return c.json({ engines: list });
});
