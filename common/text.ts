/**
 * What the user typed, made safe to store and to count: one normaliser and one counter for the server's validation
 * (worker/ai/generation-bodies.ts) and the home page's counter, so both agree on what is blank and how long a text is.
 */

/**
 * Invisible characters removed before anything else: control characters other than tab and line breaks, zero-width
 * spaces, joiners and non-joiners, the word joiner and invisible operators, the byte-order mark and the bidirectional
 * embedding, override and isolate controls (which can make stored text read differently from what it is).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u180E\u200B-\u200D\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A UTF-16 surrogate without its partner: not a character at all (JSON can carry one; storage would mangle it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Every way of breaking a line: CR LF, CR, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/** NFC, line breaks as \n, invisible characters removed, outer whitespace trimmed. Blank text becomes ''. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(LINE_BREAKS, '\n').replace(INVISIBLE, '').trim();
}

/**
 * Normalised, then on one line: line breaks and tabs become spaces and runs of spaces one, for what is a name or a
 * sentence (a feature title, an answer, a question), so it can never start a heading or a list where it lands.
 */
export function singleLine(text: string): string {
  return normalizeText(text).replace(/[\t\n ]+/g, ' ');
}

/** The length the limits count: code points of the normalised text (an emoji is one, not two). */
export function textLength(text: string): number {
  return [...normalizeText(text)].length;
}
