import { Hono } from 'hono';

export const health = new Hono<{ Bindings: Env }>().get('/', (c) => c.json({ ok: true as const }));
