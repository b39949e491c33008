import { Hono } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';

/** The user's subscription, read from D1 on this request (free with zeros when there is no row). */
export const subscription = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', (c) => c.json({ subscription: c.var.user.subscription }));
