/** Share links: what the Worker checks and the page builds links from. */
import { RATE_LIMITS } from './limits';

/** A link id: 16 random bytes (128 bits) in base64url without padding, which is always 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Live links per prompt, so one prompt cannot collect an unbounded number of secrets. */
export const MAX_SHARES_PER_PROMPT = 20;

/** Links a user may create a minute, together with the versions they restore (one limit for both). */
export const SHARES_PER_MINUTE = RATE_LIMITS.history.perMinute;

/** The public page of a link. */
export function sharePath(shareId: string): string {
  return `/s/${encodeURIComponent(shareId)}`;
}
