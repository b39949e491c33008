/**
 * The one way a string enters the API: every string field of every request schema (bodies, queries, path
 * parameters, record keys) is built with `text()`. It refuses a lone surrogate, then normalises (common/text.ts: NFC,
 * no control, zero-width or bidi-override characters, trimmed; on one line unless `multiline`), then checks blank and
 * length on the result. test/worker/input.test.ts walks every route's schemas and fails on a string that skips it.
 */
import { z } from 'zod';
import { hasLoneSurrogate, normalizeText, singleLine, textLength } from '../../common/text';

export const LONE_SURROGATE_MESSAGE =
  'This text contains an invalid character (a lone UTF-16 surrogate). Remove it and try again.';

/** The raw string schemas `text()` starts from: what the schema walk accepts as normalised. */
const normalisedInputs = new WeakSet<z.ZodType>();

/** Whether this string schema is the entry of `text()` (for the schema walk in the tests). */
export function isNormalisedInput(schema: z.ZodType): boolean {
  return normalisedInputs.has(schema);
}

export interface TextOptions {
  /** At most this many characters, counted as the home page counts them (code points of the normalised text). */
  max: number;
  /** The message when the text is blank after normalisation; without it, blank text ('') is allowed. */
  blank?: string;
  /** The message past `max`. */
  long?: string;
  /** Keep line breaks (a description, an earlier prompt); otherwise the text is made one line. */
  multiline?: boolean;
  /**
   * Data read by code, not text shown (a repository's file): taken as sent, only lone surrogates refused, so what a
   * reader checks (a binary file's NUL bytes) is still there.
   */
  verbatim?: boolean;
}

/** A normalised string: chain `.refine`, `.pipe(z.string().regex(…))`, `.optional()` and the like on it. */
export function text(options: TextOptions) {
  const raw = z.string().refine((s) => !hasLoneSurrogate(s), LONE_SURROGATE_MESSAGE);
  normalisedInputs.add(raw);
  const long = options.long ?? `At most ${options.max.toLocaleString('en-US')} characters.`;
  if (options.verbatim) {
    const verbatim = raw.refine((s) => textLength(s) <= options.max, long);
    normalisedInputs.add(verbatim);
    return verbatim;
  }
  const normalised = raw
    .transform(options.multiline ? normalizeText : singleLine)
    .refine((s) => textLength(s) <= options.max, long);
  return options.blank === undefined ? normalised : normalised.refine((s) => s.length > 0, options.blank);
}

/** An identifier or other token typed by no one (an id, a cursor): normalised like the rest, never blank. */
export const token = (max: number) => text({ max, blank: 'Must not be blank.' });
