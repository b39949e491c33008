/** Share links: what the Worker checks and the page builds links from. */

/** A link id: 16 random bytes (128 bits) in base64url without padding, which is always 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Live links per prompt, so one prompt cannot collect an unbounded number of secrets. */
export const MAX_SHARES_PER_PROMPT = 20;

/** Links a user may create a minute. */
export const SHARES_PER_MINUTE = 20;

/** The public page of a link. */
export function sharePath(shareId: string): string {
  return `/s/${encodeURIComponent(shareId)}`;
}
