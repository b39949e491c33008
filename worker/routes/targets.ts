import { Hono } from 'hono';
import { loadActiveTargets } from '../db/queries/targets';
import { CACHE_KEYS, cached } from '../lib/cache';

const TARGETS_TTL_SECONDS = 300;

/** The active targets, served at /api/engines as `{ engines }` (the spec's name for them). */
export const targets = new Hono<{ Bindings: Env }>().get('/', async (c) => {
  const engines = await cached(c.env.CACHE, CACHE_KEYS.engines, TARGETS_TTL_SECONDS, () => loadActiveTargets(c.env.DB));
  return c.json({ engines });
});
