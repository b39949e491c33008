/** Input limits both sides enforce: the server validates them, the client caps and counts the same way. */

/** The admin's user search, in characters (UTF-16 units, as zod's max and the input's maxLength both count). */
export const ADMIN_SEARCH_MAX = 200;

/** A project description, in characters as `textLength` (common/text.ts) counts them. */
export const DESCRIPTION_MAX = 4000;

/** The home page shows its character counter from this many characters on. */
export const DESCRIPTION_COUNTER_FROM = 3500;

/** Prompt generations (new or regenerated) per user per minute, on every plan, on top of the monthly quota. */
export const PROMPTS_PER_MINUTE = 10;

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
/** Task status changes from the app per user per minute. */
export const TASK_UPDATES_PER_MINUTE = 60;
/** Contradiction checks of a review in progress (free, no generation) per user per minute. */
export const REVIEW_CHECKS_PER_MINUTE = 60;
