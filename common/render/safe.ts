/**
 * What the user typed, made inert where the renderers put it: in Markdown, in YAML front matter and inside the
 * XML-tagged sections of a prompt. A brief's strings may come from anyone (titles, answers, question texts the client
 * sent back, an earlier prompt), so every renderer starts from `safeBrief(brief)`: the artefact's headings, rules,
 * front matter and tags are then exactly the renderer's own (test/common/hostile.test.ts parses them).
 */
import type { Brief } from '../brief';

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;' };
/** No tag can open or close: in Markdown `&lt;` reads as `<`, in an XML-tagged section it is text. */
const noTags = (text: string) => text.replace(/[<>]/g, (c) => ENTITIES[c]!);

/**
 * What starts a block at the beginning of a line, after at most three spaces (four make an indented code block, which
 * holds nothing but text): a heading, a list item, a rule or setext underline, a fence, a table row. Escaping its
 * first character leaves the words as they read and starts no block.
 */
const BLOCK_START = /^( {0,3})(#{1,6}(?=\s|$)|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$)|[-=*_](?=[-=*_\s]*$)|`{3}|~{3}|\|)/;
const escapeLineStart = (line: string) =>
  line.replace(BLOCK_START, (_, indent: string, marker: string) =>
    /^\d/.test(marker) ? `${indent}${marker.slice(0, -1)}\\${marker.slice(-1)}` : `${indent}\\${marker}`,
  );

/**
 * User text inside a line: made one line, no tag, no code span, emphasis or link brackets (backslash-escaped, so
 * Markdown shows the character itself), and no block marker in front in case it starts the line. Idempotent.
 */
export function inline(text: string): string {
  const line = noTags(text.replace(/\s*[\r\n\u2028\u2029\u0085]+\s*/g, ' ').trim()).replace(/(?<!\\)([`*[\]])/g, '\\$1');
  return line.startsWith('\\') ? line : escapeLineStart(line);
}

/**
 * User text kept on several lines (the description, an earlier prompt), quoted or tagged by the renderer: each line
 * keeps its words and indentation but starts no block of its own, and no tag opens or closes anywhere.
 */
export function block(text: string): string {
  return text
    .split(/\r\n?|[\n\u2028\u2029\u0085]/)
    .map((line) => escapeLineStart(noTags(line.replace(/\s+$/, ''))))
    .join('\n');
}

/** Strings that are identifiers the renderers look up, never shown as written by a user. */
const IDENTIFIERS = new Set(['id', 'key', 'code', 'source', 'category', 'origin', 'stack', 'with']);
const BLOCKS = new Set(['description', 'basePrompt']);

function clean(value: unknown, key: string, top: boolean): unknown {
  if (typeof value === 'string') {
    if (IDENTIFIERS.has(key) && !top) return value;
    return top && BLOCKS.has(key) ? block(value) : inline(value);
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, key, false));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v, k, false)]));
  }
  return value;
}

/**
 * Text from a repository the user brought (its commands, paths, globs, table names): code, shown inside code spans or
 * a YAML string, so kept as written but on one line, with no tag and no backtick to close the span early.
 */
const code = (text: string) => noTags(text.replace(/\s*[\r\n\u2028\u2029\u0085]+\s*/g, ' ').trim()).replace(/`/g, "'");

/** The profile: its prose (summary, conventions) inline, its agent files' lines as written but tagless, the rest code. */
function cleanCodebase(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    if (key === 'content') return noTags(value);
    return key === 'summary' || key === 'conventions' ? inline(value) : code(value);
  }
  if (Array.isArray(value)) return value.map((item) => cleanCodebase(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanCodebase(v, k)]));
  }
  return value;
}

const made = new WeakMap<Brief, Brief>();
const safe = new WeakSet<Brief>();

/**
 * The brief with every string made inert: the description and an earlier prompt as blocks, everything else inline.
 * Identifiers (ids, the target's key, the stack kind) stay as they are, so lookups still match. Memoised per brief.
 */
export function safeBrief(brief: Brief): Brief {
  if (safe.has(brief)) return brief;
  const known = made.get(brief);
  if (known) return known;
  const out = Object.fromEntries(
    Object.entries(brief).map(([k, v]) => [
      k,
      k === 'codebase' ? cleanCodebase(v, k) : typeof v === 'string' ? clean(v, k, true) : clean(v, k, false),
    ]),
  ) as unknown as Brief;
  made.set(brief, out);
  safe.add(out);
  return out;
}
