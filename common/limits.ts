/** Input limits both sides enforce: the server validates them, the client caps and counts the same way. */

/** The admin's user search, in characters (the server counts code points; the input's maxLength, stricter, UTF-16 units). */
export const ADMIN_SEARCH_MAX = 200;

/** A project description, in characters as `textLength` (common/text.ts) counts them. */
export const DESCRIPTION_MAX = 4000;

/** The home page shows its character counter from this many characters on. */
export const DESCRIPTION_COUNTER_FROM = 3500;

/**
 * Requests per user per minute, by what they do, on every plan: past the limit the API answers 429 `rate_limited`
 * with `Retry-After`. Every route that writes has one (test/worker/bounds.test.ts checks it; README, Security).
 */
export const RATE_LIMITS = {
  /** Feature suggestions and question batches. */
  ai: { perMinute: 30, doing: 'ask for suggestions or questions' },
  /** Prompt generations, new or regenerated, on top of the monthly quota. */
  prompt: { perMinute: 10, doing: 'generate prompts' },
  /** Restoring a version and creating a share link: both free, so limited together. */
  history: { perMinute: 20, doing: 'restore versions or create share links' },
  /** Profile changes, link revocations, Sign out everywhere and account deletion. */
  account: { perMinute: 30, doing: 'change your account' },
  /** An admin's plan changes. */
  admin: { perMinute: 60, doing: 'change plans' },
  /** Sign-ins to one account. */
  signin: { perMinute: 20, doing: 'sign in' },
  /** Task status changes made in the app (an agent's go through MCP_REQUESTS_PER_MINUTE). */
  tasks: { perMinute: 60, doing: 'change task statuses' },
  /** Agent consents, revocations and the decisions recorded from the app. */
  agents: { perMinute: 20, doing: 'connect or change coding agents' },
  /** Repository profiles (each may read GitHub, within its own time and byte budget). */
  codebase: { perMinute: 20, doing: 'read repositories' },
  /** Contradiction checks of a review in progress (free: nothing is generated). */
  review: { perMinute: 60, doing: 'check reviews' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The `?error=` the sign-in page gets when an account's sign-ins pass RATE_LIMITS.signin. */
export const TOO_MANY_SIGN_INS = 'TooManySignIns';

/** Prompt generations (new or regenerated) per user per minute, on every plan, on top of the monthly quota. */
export const PROMPTS_PER_MINUTE = RATE_LIMITS.prompt.perMinute;

/** A prompt holds at most this many versions (regenerations and restores). */
export const MAX_VERSIONS_PER_PROMPT = 100;

/** A generated prompt's text is refused past this many characters (a runaway model), so no row is unbounded. */
export const PROMPT_TEXT_MAX = 100_000;

/** Sessions kept per account: a sign-in past this ends the account's oldest session. */
export const MAX_SESSIONS_PER_USER = 20;

/** A note on a task's status (from the app or an agent), in characters. */
export const TASK_NOTE_MAX = 1000;
/** An agent's name as it reports itself. */
export const AGENT_NAME_MAX = 80;
/** A decision an agent records: what was open, and what it chose (with its reason). */
export const DECISION_TOPIC_MAX = 300;
export const DECISION_TEXT_MAX = 2000;
/** Decisions kept per prompt: enough for any build, bounded so an agent in a loop cannot fill the database. */
export const DECISIONS_PER_PROMPT = 200;
/** MCP requests per connected agent (one OAuth grant) per minute. */
export const MCP_REQUESTS_PER_MINUTE = 120;
