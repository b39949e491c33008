/**
 * A thing the user named, as a feature's name: a noun phrase in their own words, 1 to 6 words, no pronoun, no
 * leading verb, no lone adjective. "log dives" → "Dive Log", "see which lanes are free" → "Free Lanes at a Glance",
 * "order drinks to their lane" → "Drink Orders to the Lane", "track who's coming to rehearsal" → "Rehearsal
 * Attendance", "their must-play songs" → "Must-play Songs". English is shaped from the tagged description (verbs and
 * their objects as the reading found them, knowledge/nominals.ts for the verbs' names); other languages keep the
 * user's words.
 */
import { wordsOf } from '../knowledge/match';
import { NOMINALS } from '../knowledge/nominals';
import { phraseOf, pluralOf, type Phrase, type Token } from '../reading/english';
import type { Reading } from '../reading';
import { asTitle } from './named';

const MAX_WORDS = 6;
const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'any', 'each', 'every']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'me', 'us', 'them', 'him', 'her', 'who', 'whom']);
const COMING = new Set(['come', 'attend', 'go', 'show', 'turn', 'join']);
/** Leading words that are not part of a feature's name: "a way to", "the option to", "ability to". */
const LEAD_INS = [
  /^(?:an?|the)\s+(?:way|option|place|ability|possibility|chance)\s+(?:to|for)\s+/i,
  /^(?:ability|option)\s+to\s+/i,
];

/** The tokens of the description that spell the thing, word for word (hyphens and case aside). */
function spanOf(tokens: readonly Token[], thing: string): Token[] | undefined {
  const target = wordsOf(thing).join(' ');
  if (!target) return undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (wordsOf(tokens[i]!.text).length === 0) continue;
    let text = '';
    for (let j = i; j < tokens.length && text.length < target.length; j++) {
      const words = wordsOf(tokens[j]!.text).join(' ');
      if (!words) continue;
      text = text ? `${text} ${words}` : words;
      if (text === target) return tokens.slice(i, j + 1);
      if (!target.startsWith(text)) break;
    }
  }
  return undefined;
}

/** A verb's name from the nominal table, or its -ing form: "prune" → "Pruning". */
function nominalOf(verb: string): readonly [string, string] {
  const known = NOMINALS[verb];
  if (known) return known;
  const stem = verb.endsWith('ie')
    ? `${verb.slice(0, -2)}y`
    : verb.endsWith('e') && !verb.endsWith('ee')
      ? verb.slice(0, -1)
      : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)
        ? verb + verb.slice(-1)
        : verb;
  const gerund = `${stem}ing`;
  const name = gerund.charAt(0).toUpperCase() + gerund.slice(1);
  return [`{one} ${name}`, name];
}

/** A noun phrase without its articles and possessives: "their must-play songs" → must-play songs. */
function nounPhrase(tokens: readonly Token[]): Token[] {
  let start = 0;
  while (
    start < tokens.length &&
    (ARTICLES.has(tokens[start]!.lower) || POSSESSIVES.has(tokens[start]!.lower) || tokens[start]!.pos === 'DET')
  )
    start++;
  return tokens.slice(start).filter((t) => !POSSESSIVES.has(t.lower) && t.pos !== 'PUNCT');
}

/** "to their lane" → "to the Lane": a phrase after the object, possessives made definite. */
function restText(rest: string | undefined): string {
  if (!rest) return '';
  return rest
    .split(/\s+/)
    .map((w) => (POSSESSIVES.has(w.toLowerCase()) ? 'the' : w))
    .join(' ');
}

function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((t, i) => (i > 0 && t.spaced ? ` ${t.text}` : t.text))
    .join('')
    .trim();
}

function fromVerb(verb: string, object: Phrase | undefined, objectText: string | undefined, rest: string): string {
  const [withObject, alone] = nominalOf(verb);
  const base = object
    ? withObject.replace('{one}', object.one).replace('{many}', object.plural ? object.text : pluralOf(object.one))
    : objectText
      ? withObject.replace('{one}', objectText).replace('{many}', objectText)
      : alone;
  const words = base.split(/\s+/).length;
  return rest && words + rest.split(/\s+/).length <= MAX_WORDS ? `${base} ${rest}` : base;
}

/** The title of a thing that starts with a verb: what the verb does to its objects, named. */
function verbTitle(span: readonly Token[], reading: Reading): string | null {
  const [verbToken] = span;
  if (!verbToken) return null;
  const action = reading.actions.find((a) => a.start === verbToken.at);
  const inSpan = (p: Phrase) => p.start >= verbToken.at && p.end <= span.at(-1)!.at + 1;
  // "order and pay at the table": verbs without objects, coordinated, named together.
  const coordinated = reading.actions.filter((a) => a.start >= verbToken.at && a.start <= span.at(-1)!.at);
  if (coordinated.length > 1 && coordinated.every((a) => a.objects.length === 0 && !a.clause)) {
    const last = coordinated.at(-1)!;
    const names = coordinated.map((a) => nominalOf(a.verb)[1]).join(' and ');
    const rest = last.end <= span.at(-1)!.at + 1 ? restText(last.rest) : '';
    return rest && names.split(/\s+/).length + rest.split(/\s+/).length <= MAX_WORDS ? `${names} ${rest}` : names;
  }
  if (action) {
    const rest = action.end <= span.at(-1)!.at + 1 ? restText(action.rest) : '';
    const { clause } = action;
    if (clause) {
      // "track who's coming to rehearsal" → Rehearsal Attendance.
      if (clause.word === 'who' && COMING.has(clause.verb) && clause.complement) return `${clause.complement} Attendance`;
      // "see which lanes are free" → Free Lanes at a Glance; "see what their child ate" names no one feature.
      if (clause.subject && clause.verb === 'be') {
        const described = clause.verb === 'be' && clause.complement && !clause.complementPhrase ? `${clause.complement} ` : '';
        const subject: Phrase = {
          ...clause.subject,
          text: `${described}${clause.subject.text}`,
          one: `${described}${clause.subject.one}`,
        };
        return fromVerb(action.verb, subject, undefined, rest);
      }
      return null;
    }
    const objects = action.objects.filter(inSpan);
    if (objects.length === 1) return fromVerb(action.verb, objects[0], undefined, rest);
    if (objects.length > 1) {
      // "log dives and catches": one name over the list, as the user wrote it.
      return fromVerb(action.verb, undefined, objects.map((o) => o.text).join(' and '), rest);
    }
    return fromVerb(action.verb, undefined, undefined, rest);
  }
  // A verb the reading did not take as an action (a list item such as "order and pay"): name each verb.
  const verbs = span.filter((t) => t.pos === 'VERB' || (NOMINALS[t.lower] && (t.pos === 'NOUN' || t.pos === 'CCONJ')));
  const words = span.filter((t) => t.pos !== 'CCONJ' && t.pos !== 'PUNCT');
  if (verbs.length === words.length) return verbs.map((t) => nominalOf(t.lemma)[1]).join(' and ');
  const object = nounPhrase(span.slice(1));
  if (object.length === 0) return nominalOf(verbToken.lemma)[1];
  const nouns = object.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'NUM');
  if (nouns.length === object.length) return fromVerb(verbToken.lemma, phraseOf(object), undefined, '');
  return fromVerb(verbToken.lemma, undefined, undefined, '');
}

/** The feature name for a thing an English description names, shaped from its tokens; null when it names nothing. */
export function englishTitle(thing: string, reading: Reading): string | null {
  const cleaned = LEAD_INS.reduce((text, pattern) => text.replace(pattern, ''), thing.trim());
  const span = spanOf(reading.tokens, cleaned);
  if (!span || span.length === 0) return null;
  let words = span;
  // "to log dives", "can book": the infinitive marker or modal is not part of the name.
  while (words.length > 1 && (words[0]!.pos === 'PART' || words[0]!.pos === 'AUX')) words = words.slice(1);
  // "a wedding DJ's clients pick their must-play songs": whoever does it is not part of the feature's name.
  const action = reading.actions.find((a) => a.actor && a.start > words[0]!.at && a.start <= words.at(-1)!.at);
  if (action) words = words.filter((t) => t.at >= action.start);
  const first = words[0]!;
  const startsWithVerb =
    first.pos === 'VERB' ||
    (words.length > 1 &&
      NOMINALS[first.lower] !== undefined &&
      first.pos !== 'ADJ' &&
      reading.actions.some((a) => a.start === first.at));
  if (startsWithVerb) return verbTitle(words, reading);
  const phrase = nounPhrase(words);
  if (phrase.length === 0 || phrase.every((t) => PERSONAL.has(t.lower))) return null;
  // A lone adjective ("free", "simple") names no feature.
  if (phrase.length === 1 && phrase[0]!.pos === 'ADJ') return null;
  return joinTokens(phrase.filter((t) => !PERSONAL.has(t.lower)));
}

/** Title Case with the user's casing kept for names and acronyms (asTitle), one to six words. */
export function titleFor(thing: string, language: string, reading: Reading): string | null {
  if (language !== 'en' || !reading.tagged) return asTitle(thing, language);
  const shaped = englishTitle(thing, reading);
  if (shaped === null) return null;
  const words = shaped.split(/\s+/);
  return asTitle(words.slice(0, MAX_WORDS).join(' '), 'en');
}
