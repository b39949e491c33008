import { Hono } from 'hono';
import { requireUser, type AuthedEnv } from '../auth/session';
import { ApiError } from '../lib/errors';
import { LIVE_SESSION_HEADER, userLive } from '../services/live';

/**
 * The signed-in user's live channel: a WebSocket to their own UserLive object, which pushes
 * `{ "type": "subscription", "subscription": … }` when an admin changes their plan and answers the text `ping` with `pong`.
 * When the session ends (sign-out, "Sign out everywhere", account deletion) the socket closes with 4401.
 */
export const live = new Hono<AuthedEnv>().use(requireUser).get('/', async (c) => {
  // Browsers send Origin on WebSocket handshakes and no CORS applies, so a foreign page must be refused here
  // (the global same-origin check only covers state-changing methods).
  if (c.req.header('Origin') !== new URL(c.req.url).origin) {
    throw new ApiError(403, 'forbidden', 'Live updates must be opened from the prompt.qordinate site itself.');
  }
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError(426, 'bad_request', 'Connect to this address with a WebSocket.', undefined, { Upgrade: 'websocket' });
  }
  const stub = userLive(c.env, c.var.user.profile.id);
  // The socket is tagged with this session, so signing out closes it (the header is set here, never passed through).
  const headers = new Headers(c.req.raw.headers);
  headers.set(LIVE_SESSION_HEADER, c.var.session.id);
  const res = await stub.fetch(new Request(c.req.raw, { headers }));
  if (!res.webSocket) return res;
  // A fresh response with mutable headers, so the security headers (and a renewed session cookie) can be added.
  return new Response(null, { status: 101, webSocket: res.webSocket });
});
