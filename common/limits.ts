/** Input limits both sides enforce: the server validates them, the client caps and counts the same way. */

/** The admin's user search, in characters (the server counts code points; the input's maxLength, stricter, UTF-16 units). */
export const ADMIN_SEARCH_MAX = 200;

/** A project description, in characters as `textLength` (common/text.ts) counts them. */
export const DESCRIPTION_MAX = 4000;

/** The home page shows its character counter from this many characters on. */
export const DESCRIPTION_COUNTER_FROM = 3500;

/** Prompt generations (new or regenerated) per user per minute, on every plan, on top of the monthly quota. */
export const PROMPTS_PER_MINUTE = 10;
