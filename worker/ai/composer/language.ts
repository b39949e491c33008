/** Which language a description is written in: tinyld for the script and trigrams, function words for short texts. */
import { detectAll } from 'tinyld/light';
import { LANGUAGE_RULES } from '../knowledge/languages';
import { wordsOf } from './match';
import { LANGUAGES, type Language } from '../knowledge/records';

export interface DetectedLanguage {
  /** ISO 639-1 code. */
  code: string;
  /** English name, for the prompt: "German". */
  name: string;
  /** One of the five languages whose words the knowledge records, or null. */
  known: Language | null;
}

const ENGLISH: DetectedLanguage = { code: 'en', name: 'English', known: 'en' };
const MARKS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(LANGUAGE_RULES).map(([l, rules]) => [l, new Set(rules.marks.flatMap((w) => wordsOf(w)))]),
);
const isKnown = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

function nameOf(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * English unless the text says otherwise: function words count twice a trigram hit, so "CRM for real estate agents"
 * stays English; a text in another script is trusted to tinyld; a text with no letters (emoji) is English.
 */
/** This many function words of a known language keep the text in it, whatever a trigram guess says. */
const KNOWN_MARKS = 2;

export function detectLanguage(text: string): DetectedLanguage {
  const words = wordsOf(text);
  if (words.length === 0) return ENGLISH;
  const scores = new Map<string, number>();
  for (const [code, marks] of Object.entries(MARKS)) scores.set(code, 2 * words.filter((w) => marks.has(w)).length);
  const marked = [...scores.values()].some((value) => value > 0);
  const trigrams = detectAll(text).slice(0, 4);
  const top = trigrams[0];
  // A trigram guess of another language wins, unless the text has several function words of one we know ("Every week I
  // upload the CSV files from the card machines" is no Hungarian).
  const known = Math.max(0, ...scores.values()) >= KNOWN_MARKS * 2;
  if (top && top.accuracy >= 0.5 && !scores.has(top.lang) && !known)
    return { code: top.lang, name: nameOf(top.lang), known: null };
  for (const { lang, accuracy } of trigrams) scores.set(lang, (scores.get(lang) ?? 0) + 10 * accuracy);
  let best = 'en';
  let bestScore = 0;
  for (const [code, value] of scores) {
    if (known && !MARKS[code]) continue;
    if (value > bestScore) [best, bestScore] = [code, value];
  }
  // A few words with no function word and a weak trigram guess are not evidence enough to leave English.
  if (!marked && bestScore < 2) return ENGLISH;
  return { code: best, name: nameOf(best), known: isKnown(best) ? best : null };
}
