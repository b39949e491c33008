/** What the Worker pushes over a user's live socket (`GET /api/live`), and how the client recognises it. */
/** `Subscription` is the API's subscription (the Worker's SubscriptionDto; the web app's, inferred from AppType). */
export type LiveMessage<Subscription = unknown> =
  | { type: 'subscription'; subscription: Subscription }
  /** A task's status or an agent's decision changed on one of the user's prompts: refetch its progress. */
  | { type: 'progress'; promptId: string }
  /** A version was added to one of the user's prompts (regenerated or restored, in any tab): refetch it. */
  | { type: 'versions'; promptId: string };

/**
 * The close code of a socket whose session ended (sign-out, "Sign out everywhere", account deletion): the client
 * must not reconnect. 4000-4999 are the application's own codes; 4401 echoes HTTP 401.
 */
export const LIVE_SESSION_ENDED = 4401;
/**
 * The text sent just before that close: a browser reports the close itself only once the connection is torn down,
 * which a proxy can delay by seconds, while a message arrives at once.
 */
export const LIVE_ENDED_TEXT = 'session-ended';

/** The text a client sends to keep the socket open, and the answer. */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';

/** A parsed socket message that is a LiveMessage (checked field by field: it crossed the network). */
export function isLiveMessage<Subscription>(data: unknown): data is LiveMessage<Subscription> {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  if (data.type === 'progress' || data.type === 'versions') return 'promptId' in data && typeof data.promptId === 'string';
  if (data.type !== 'subscription') return false;
  if (!('subscription' in data) || typeof data.subscription !== 'object' || data.subscription === null) return false;
  const s = data.subscription;
  return (
    'plan' in s &&
    typeof s.plan === 'string' &&
    'prompts_used' in s &&
    typeof s.prompts_used === 'number' &&
    'max_prompts' in s &&
    typeof s.max_prompts === 'number' &&
    'max_features' in s &&
    typeof s.max_features === 'number'
  );
}
