import { Hono } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';

/** The signed-in user's profile, admin flag and subscription (one D1 round trip, in requireUser). */
export const me = new Hono<AuthedEnv>().use(requireUser).get('/', (c) => c.json(c.var.user));
