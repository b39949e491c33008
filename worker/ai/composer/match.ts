/**
 * Word matching for the knowledge records: case- and accent-insensitive, whole words, with the usual plural and
 * inflection endings of the five languages allowed on a phrase's last word, and `*` for compounds.
 */
import { NEGATIONS } from '../knowledge/languages';

/** Endings a word may carry beyond the written stem: memberships, Mitgliedschaften, clases, réservations, reservas. */
const ENDINGS = ['s', 'es', 'e', 'en', 'n', 'er', 'ern', 'ies', 'a', 'as', 'os', 'x', 'ais', 'oes', 'oes'];

/** Lower case, accents folded (ß → ss), split into words of letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const phraseCache = new Map<string, string[]>();
/** The words of a knowledge phrase: the same few thousand phrases are matched on every call, so once each. */
function phraseWords(phrase: string): string[] {
  let words = phraseCache.get(phrase);
  if (!words) {
    words = wordsOf(phrase);
    if (phraseCache.size < 50_000) phraseCache.set(phrase, words);
  }
  return words;
}

/** A description prepared once for many keyword checks. */
export interface Words {
  readonly list: readonly string[];
  /** Every word and every stem left after removing one allowed ending. */
  readonly stems: ReadonlySet<string>;
  /** Long words (typos are matched only between long words). */
  readonly long: ReadonlySet<string>;
  /** Every long word with one letter left out. */
  readonly typos: ReadonlySet<string>;
  /** Per word of `list`, its stems (the word itself first). */
  readonly wordStems: readonly (readonly string[])[];
}

/** Words at least this long also match with one letter added or missing. */
const TYPO_MIN_LENGTH = 7;

/** The word with one letter left out, never the first (a typo keeps the first letter: "xrechnung" is not "rechnung"). */
function oneLetterOut(word: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function stemsOf(word: string): string[] {
  const out = [word];
  for (const ending of ENDINGS) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) out.push(word.slice(0, -ending.length));
  }
  // categories → category, companies → company
  if (word.length > 4 && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  return out;
}

/** Prepared texts, kept: the same description and question texts are prepared on every call of a request. */
const prepared = new Map<string, Words>();
const MAX_PREPARED = 200;
/** A text this long (a pasted document) is prepared each time rather than kept. */
const MAX_KEPT_LENGTH = 2_000;

export function prepare(text: string): Words {
  const known = prepared.get(text);
  if (known) return known;
  const words = prepareUncached(text);
  if (text.length > MAX_KEPT_LENGTH) return words;
  if (prepared.size >= MAX_PREPARED) prepared.clear();
  prepared.set(text, words);
  return words;
}

function prepareUncached(text: string): Words {
  const list = wordsOf(text);
  const stems = new Set<string>();
  const long = new Set<string>();
  const wordStems = list.map(stemsOf);
  for (const forms of wordStems) {
    for (const stem of forms) {
      stems.add(stem);
      if (stem.length >= TYPO_MIN_LENGTH) long.add(stem);
    }
  }
  // The typos of every long word are costly and needed only when a keyword is not found as written: made once, then.
  let typos: Set<string> | undefined;
  return {
    list,
    stems,
    long,
    get typos() {
      if (!typos) {
        typos = new Set<string>();
        for (const stem of long) for (const variant of oneLetterOut(stem)) typos.add(variant);
      }
      return typos;
    },
    wordStems,
  };
}

/**
 * One letter added or missing ("resturant"), between long words only. A letter swapped for another is not a typo
 * here: it too often makes another word (booking/cooking, tracking/trucking, parking/packing).
 */
function typoOf(words: Words, keyword: string): boolean {
  if (keyword.length < TYPO_MIN_LENGTH) return false;
  return words.typos.has(keyword) || oneLetterOut(keyword).some((variant) => words.long.has(variant));
}

/** Whether `actual` is `expected` with at most one allowed ending. */
function sameWord(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  if (!actual.startsWith(expected)) return stemsOf(actual).includes(expected);
  const rest = actual.slice(expected.length);
  return ENDINGS.includes(rest) || (expected.endsWith('y') && actual === `${expected.slice(0, -1)}ies`);
}

/**
 * Per prepared text, the phrases already looked for: an interview's conditions and settled answers ask the same ones
 * for every question. Bounded, like the prepared texts themselves, so a Worker's memory stays small.
 */
const found = new WeakMap<Words, Map<string, boolean>>();
const MAX_FOUND = 2_000;

/** Whether the words contain the phrase (see the keyword rules in schema.ts). */
/** Whether a phrase is a negation itself ("no payments", "kein Login"): it is read in the whole description. */
export function negates(phrase: string): boolean {
  return NEGATIONS.includes(wordsOf(phrase)[0] ?? '');
}

export function containsPhrase(words: Words, phrase: string): boolean {
  let seen = found.get(words);
  if (!seen) found.set(words, (seen = new Map()));
  const known = seen.get(phrase);
  if (known !== undefined) return known;
  const hit = containsPhraseUncached(words, phrase);
  if (seen.size < MAX_FOUND) seen.set(phrase, hit);
  return hit;
}

function containsPhraseUncached(words: Words, phrase: string): boolean {
  const prefix = phrase.endsWith('*');
  const suffix = phrase.startsWith('*');
  const target = phraseWords(phrase);
  if (target.length === 0) return false;
  if (target.length === 1 && !prefix && !suffix) {
    const [only = ''] = target;
    // Every stem of every word is in `stems`, so only a longer word with an allowed ending is left to check.
    return (
      words.stems.has(only) ||
      words.list.some((word) => word.length > only.length && word.startsWith(only) && sameWord(word, only)) ||
      typoOf(words, only)
    );
  }
  // Before its last word a phrase's words are matched exactly: the first must be one of the text's (most are not).
  if (target.length > 1 && !suffix && !words.stems.has(target[0]!)) return false;
  const last = target.length - 1;
  const list = words.list;
  for (let start = 0; start + target.length <= list.length; start++) {
    let ok = true;
    for (let i = 0; i < target.length && ok; i++) {
      const actual = list[start + i] ?? '';
      const expected = target[i] ?? '';
      if (i === last && prefix) ok = actual.startsWith(expected);
      else if (i === 0 && suffix) ok = actual.endsWith(expected) || stemsOf(actual).some((stem) => stem.endsWith(expected));
      else ok = i === last ? sameWord(actual, expected) : actual === expected;
    }
    if (ok) return true;
  }
  return false;
}

/**
 * The words without the excluded phrases ("world-class"), so their words cannot count as recognising words: the
 * same prepared words when none of the phrases occurs (the usual case, and preparing is the costly part).
 */
/** A word of an excluded phrase this long names it again on its own ("jeu" after "jeux de société"). */
const MIN_REFERRING_WORD = 3;

export function withoutPhrases(words: Words, phrases: readonly string[]): Words {
  if (phrases.length === 0) return words;
  const whole = ` ${words.list.join(' ')} `;
  let kept = whole;
  const named: string[] = [];
  for (const phrase of phrases) {
    const target = phraseWords(phrase);
    const joined = ` ${target.join(' ')} `;
    if (joined.length <= 2 || !kept.includes(joined)) continue;
    kept = kept.split(joined).join(' · ');
    if (target.length > 1) named.push(...target.filter((w) => w.length >= MIN_REFERRING_WORD));
  }
  // Once "jeux de société" is named, "un jeu" later is one of them, not a video game.
  if (named.length > 0)
    kept = kept
      .split(' ')
      .map((w) => (named.some((n) => sameWord(w, n) || sameWord(n, w)) ? '·' : w))
      .join(' ');
  return kept === whole ? words : prepare(kept);
}

const typoCache = new WeakMap<Words, ReadonlySet<string>[]>();
/** Per word of the text, its long stems with one letter left out (worked out once, when a keyword needs it). */
function wordTypos(words: Words): ReadonlySet<string>[] {
  let sets = typoCache.get(words);
  if (!sets) {
    sets = words.wordStems.map(
      (forms) => new Set(forms.filter((stem) => stem.length >= TYPO_MIN_LENGTH).flatMap((stem) => oneLetterOut(stem))),
    );
    typoCache.set(words, sets);
  }
  return sets;
}

/**
 * A recognising keyword as matched: phrase, weight, and whether a typo of it counts (default yes). A typo of a word in
 * another language is too often a word of this one ("reportes" is not "reports", "partiels" not "parties").
 */
export type MatchKeyword = readonly [phrase: string, weight: number, typos?: boolean];

/** A keyword worked out once per list: the knowledge is matched on every call, the same lists each time. */
interface PreparedKeyword {
  phrase: string;
  weight: number;
  /** The phrase's words; one word is matched word by word, several as a phrase. */
  target: readonly string[];
  prefix: boolean;
  suffix: boolean;
  /** A long one-word keyword with one letter left out, each (its typos). */
  variants: readonly string[];
  /** Whether a typo of it counts at all. */
  typos: boolean;
}

const preparedCache = new WeakMap<readonly MatchKeyword[], PreparedKeyword[]>();
/** A keyword as `score` names it in its hits: "à tour de rôle" → "a tour de role"; a wildcard as written. */
export function keywordKey(phrase: string): string {
  return phrase.endsWith('*') || phrase.startsWith('*') ? phrase : phraseWords(phrase).join(' ');
}

function preparedKeywords(keywords: readonly MatchKeyword[]): PreparedKeyword[] {
  let prepared = preparedCache.get(keywords);
  if (prepared) return prepared;
  // A phrase listed in several languages counts once, with its highest weight.
  const best = new Map<string, number>();
  const typos = new Set<string>();
  for (const [phrase, weight, typo = true] of keywords) {
    const key = keywordKey(phrase);
    if ((best.get(key) ?? 0) < weight) best.set(key, weight);
    if (typo) typos.add(key);
  }
  prepared = [...best].map(([phrase, weight]) => {
    const target = phraseWords(phrase);
    const prefix = phrase.endsWith('*');
    const suffix = phrase.startsWith('*');
    const typo = typos.has(phrase) && target.length === 1 && !prefix && !suffix;
    const one = typo && target[0]!.length >= TYPO_MIN_LENGTH;
    const variants = one ? oneLetterOut(target[0]!).filter((v) => v.length >= TYPO_MIN_LENGTH) : [];
    return { phrase, weight, target, prefix, suffix, variants, typos: typo };
  });
  preparedCache.set(keywords, prepared);
  return prepared;
}

/** Whether a one-word keyword can name any word of the text: most cannot, and this costs a few set lookups. */
function mayName(words: Words, entry: PreparedKeyword): boolean {
  const { target, suffix, variants } = entry;
  const keyword = target[0]!;
  if (suffix) return true;
  if (words.stems.has(keyword) || words.list.some((word) => word.startsWith(keyword))) return true;
  return entry.typos && (words.typos.has(keyword) || variants.some((variant) => words.stems.has(variant)));
}

/** The indices of the words that are the one-word keyword: exactly (or as a compound stem), or by a typo only. */
function wordsNaming(words: Words, entry: PreparedKeyword): { exact: number[]; typo: number[] } {
  const { prefix, suffix, variants } = entry;
  const keyword = entry.target[0]!;
  const exact: number[] = [];
  const typo: number[] = [];
  if (!mayName(words, entry)) return { exact, typo };
  words.wordStems.forEach((forms, i) => {
    const word = forms[0] ?? '';
    if (
      prefix
        ? word.startsWith(keyword)
        : suffix
          ? forms.some((stem) => stem.endsWith(keyword))
          : forms.includes(keyword) || (word.startsWith(keyword) && sameWord(word, keyword))
    )
      exact.push(i);
    else if (
      entry.typos &&
      ((words.typos.has(keyword) && wordTypos(words)[i]!.has(keyword)) || variants.some((variant) => forms.includes(variant)))
    )
      typo.push(i);
  });
  return { exact, typo };
}

/**
 * The sum of the weights of the distinct keywords found (a phrase listed in several languages counts once), and which.
 * One word of the text counts once among the one-word keywords, with the highest weight that names it exactly, else
 * by a typo: "photographer" is not also the French "photographe", nor "restaurante" both "restaurant" and
 * "restaurante". Phrases of several words add to their words, as a stronger sign.
 */
export function score(words: Words, keywords: readonly MatchKeyword[]): { score: number; hits: string[] } {
  let total = 0;
  const hits: string[] = [];
  const single: { phrase: string; weight: number; exact: number[]; typo: number[] }[] = [];
  for (const entry of preparedKeywords(keywords)) {
    const { phrase, weight } = entry;
    if (entry.target.length === 1) {
      const found = wordsNaming(words, entry);
      if (found.exact.length > 0 || found.typo.length > 0) single.push({ phrase, weight, ...found });
    } else if (containsPhraseUncached(words, phrase)) {
      total += weight;
      hits.push(phrase);
    }
  }
  single.sort((a, b) => b.weight - a.weight);
  const claimed = new Set<number>();
  for (const pass of ['exact', 'typo'] as const) {
    for (const entry of single) {
      const at = entry[pass];
      if (hits.includes(entry.phrase) || at.length === 0 || at.every((i) => claimed.has(i))) continue;
      for (const i of at) claimed.add(i);
      total += entry.weight;
      hits.push(entry.phrase);
    }
  }
  return { score: total, hits };
}

/**
 * Where one sentence ends and the next begins: after . ! or ? and a space, but not after an abbreviation ("ca. 180
 * Mitglieder", "approx. 30", "z.B. Fahrten"), which ends no sentence.
 */
export const SENTENCE_BREAK =
  /(?<!(?:^|[\s(.])(?:ca|approx|etc|eg|ie|zb|bzw|usw|evtl|inkl|ggf|aprox|env|vs|nr|st|dr|mr|mrs|ms|sr|sra|z\.b|u\.a|d\.h|e\.g|i\.e|p\.ex)\.)(?<=[.!?])\s+/iu;

/** User text inside a regular expression, matched as written ("(inglés"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const weightCache = new WeakMap<readonly MatchKeyword[], Map<string, number>>();
/** A hit's weight: hits come back as `score` keys phrases (folded words, or as written with a `*` at an end). */
export function weightOf(keywords: readonly MatchKeyword[], hit: string): number {
  let weights = weightCache.get(keywords);
  if (!weights) {
    weights = new Map();
    for (const [phrase, weight] of keywords) {
      const key = keywordKey(phrase);
      weights.set(key, Math.max(weights.get(key) ?? 0, weight));
    }
    weightCache.set(keywords, weights);
  }
  return weights.get(hit) ?? 0;
}
