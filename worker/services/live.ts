/** The live socket as the rest of the Worker uses it: one user's Durable Object, told to push or to close. */
import type { LiveMessage } from '../../common/live';
import type { SubscriptionDto } from '../db/dto';

/** What the Worker pushes to a user's sockets. */
export type UserLiveMessage = LiveMessage<SubscriptionDto>;

/** The header by which GET /api/live tells the object which session opens a socket (never taken from a client). */
export const LIVE_SESSION_HEADER = 'X-Live-Session';

/** The user's own object (durable/user-live.ts): one per user, found by the user's id. */
export function userLive(env: Env, userId: string) {
  return env.USER_LIVE.get(env.USER_LIVE.idFromName(userId));
}

/**
 * Closes a user's live sockets because their session ended: one session's (sign-out), or all (every session revoked,
 * account deleted). Answers how many were closed. Never throws: the session itself is already refused by then.
 */
export async function endLiveSessions(env: Env, userId: string, sessionId?: string): Promise<number> {
  try {
    return await userLive(env, userId).endSessions(sessionId);
  } catch (err) {
    console.error('Closing live sockets failed', err);
    return 0;
  }
}

/** Pushes a message to every open socket of one user; answers how many got it. Never throws. */
export async function notifyUser(env: Env, userId: string, message: UserLiveMessage): Promise<number> {
  try {
    return await userLive(env, userId).notify(message);
  } catch (err) {
    console.error('Live notification failed', err);
    return 0;
  }
}
