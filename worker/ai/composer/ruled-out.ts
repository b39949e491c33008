/**
 * What an English description rules out ("We do NOT want online booking", "no payments through the app", "no patient
 * login"): the head noun after a negation. A suggestion named by one of them is not offered; the user said so.
 */
import { containsPhrase, prepare, wordsOf } from './match';
import { RULED_OUT_KIN, RULED_OUT_TITLE_KIN } from '../knowledge/languages';
import { isPersonNoun } from '../reading/english';

/** A negation, with what it wants or needs ("no", "not want", "don't need", "without"), and what follows it. */
const NEGATION =
  /\b(?:no|never|without|not\s+interested\s+in|not\s+(?:want|need|use|have|store|keep|hold|collect|save)|(?:don't|dont|do not|doesn't|does not|won't|will not)\s+(?:want|need|use|have|do|take|accept|offer|sell|handle|store|keep|hold|collect|save))\s+([^.;:!?()—–]{0,80})/g;
/** What is kept about someone: "no client names or details" rules out the clients as data, not the word "names". */
const KEEPING = /\b(?:store|keep|hold|collect|save)\s/;
const WANTED_AFTER = /\b(?:at all|just|only|except|apart from)\b/;
const ABOUT_SOMEONE = /^(?:names?|details?|data|information|info|records?|notes|addresses|files?)$/;
/** A word before "no" that makes it a number: "batch no", "ref no". */
const NUMBER_OF =
  /\b(?:batch|ref|reference|serial|order|invoice|item|lot|job|account|reg|registration|tel|phone|room|seat|table|plot|tag|case|file|part|unit|flat|house|pitch|bay|box|page|policy|licence|license|permit|cert|certificate)\s+$/;
/** A word that opens a verb's object: "take the photos" is a clause, not one more thing listed. */
const CLAUSE_OBJECT = /^(?:the|my|our|their|his|her|its|your|them|it|me|us)$/;
/** A list goes on past a comma or "or" only with short items: "online booking, a patient portal or video calls". */
const MAX_ITEM_WORDS = 3;
/** Words that end the phrase a negation covers: "no payments | through the app". */
const ENDS = new Set(
  'through in for on at to with from by and or but because as via inside so then when if of is are be just'.split(' '),
);
/** Words that are no head: articles, verbs of wanting, and modifiers that name nothing ("online", "separate"). */
const NOT_HEADS = new Set(
  (
    'a an the any our their your my its this that these those want need use using have creating making separate than ' +
    'online app apps digital mobile new simple more less longer only just really real extra other one two further ' +
    'longer sure way thing things stuff one lot lots much many please thanks though system systems tool tools ' +
    'software platform feature features function functionality module option options needed required necessary ' +
    'wanted allowed'
  ).split(' '),
);

/** One thing a negation rules out: its words, where they stand, and whether it is someone nothing is kept about. */
interface Negated {
  start: number;
  end: number;
  head: string;
}

/** What the description negates, item by item: "don't want any payments, client bookings or a public page". */
function negatedItems(description: string): Negated[] {
  const found: Negated[] = [];
  const text = description.toLowerCase().replace(/[’`]/g, "'");
  for (const match of text.matchAll(NEGATION)) {
    // "if it's a 'no action' decision": a label quoted, nothing ruled out.
    if (/['"‘“]/.test(text[match.index - 1] ?? '')) continue;
    // ("herbicide used + batch no + dose": a number, no negation.)
    if (NUMBER_OF.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const kept = KEEPING.test(match[0].slice(0, match[0].length - (match[1] ?? '').length));
    // "no client details at all, just therapist, room and time": what follows "at all" or "just" is wanted.
    let at = match.index + match[0].length - (match[1] ?? '').length;
    const items = (match[1] ?? '').split(WANTED_AFTER)[0]!.split(/(,|\bor\b|\bnor\b)/);
    let ended = false;
    items.forEach((item, part) => {
      const from = at;
      at += item.length;
      if (part % 2 === 1 || ended) return;
      const i = part / 2;
      // ("with no signal, take the photos, put the metres down", "no staff, people take eggs": a clause, the list over.)
      const [first = '', second = ''] = item.trim().split(/\s+/);
      if (i > 0 && (isPersonNoun(first) || /^(?:i|we|they|he|she|it|you)$/.test(first) || CLAUSE_OBJECT.test(second))) {
        ended = true;
        return;
      }
      // "no need for online booking": what is not needed follows.
      const all = item
        .trim()
        .replace(/^(?:need|use|interest)\s+(?:for|of|in)\s+/, '')
        .split(/\s+/)
        .filter(Boolean);
      // "don't want people to book online": what they are not to do is ruled out, never the people.
      const to = all.indexOf('to');
      if (to > 0 && to <= 2 && isPersonNoun(all[to - 1] ?? '') && all[to + 1]) all.splice(0, all.length, all[to + 1]!);
      // "no more than 8 people", "no later than 9pm": a limit, not something ruled out.
      if (i === 0 && /^(more|less|fewer|later|earlier|longer|sooner)$/.test(all[0] ?? '')) return;
      const words: string[] = [];
      for (const word of all) {
        if (ENDS.has(word)) break;
        words.push(word);
      }
      // "no payments through the app, people settle in cash": the next clause is not negated.
      if (i > 0 && words.length > MAX_ITEM_WORDS) return;
      const heads = words.filter((w) => !NOT_HEADS.has(w));
      const about = heads.at(-2);
      // "must not store any client names or details": the clients, whom nothing may be kept about.
      const person = kept && heads.length >= 2 && ABOUT_SOMEONE.test(heads.at(-1)!) && about !== undefined && isPersonNoun(about);
      const head = person ? about : heads.at(-1);
      // Otherwise a person is never ruled out: "no staff login" rules out the login, not the staff.
      if (!head || head.length < 4 || (!person && isPersonNoun(head))) {
        // ("when we don't have any, cleaning every fortnight": a list that opens on nothing negated is no list.)
        if (i === 0 && !head) ended = true;
        return;
      }
      const last = words.at(-1)!;
      const end = text.indexOf(last, from + Math.max(0, item.indexOf(words[0]!))) + last.length;
      if (end > from) found.push({ start: from, end, head });
    });
  }
  return found;
}

/** The stems of the heads the description negates. */
export function ruledOutStems(description: string): ReadonlySet<string> {
  const stems = new Set<string>();
  for (const { head } of negatedItems(description))
    for (const w of wordsOf(head)) for (const stem of prepare(w).wordStems[0] ?? []) if (stem.length >= 4) stems.add(stem);
  return stems;
}

/** Words around a thing ruled out that leave it ruled out outright: "I don't need any booking". */
const CLAUSE_END = /^\s*(?:[,.;:!?)—–-]|$|(?:or|nor|and|but|i|we|as|since|because)\b)/;
const BARE = new Set('a an the any our their your my its this that these those want need use using have'.split(' '));

/**
 * The stems of what the description rules out outright, as a whole ("I don't need booking", "no payments"), not one way
 * of it ("no online booking", "no double booking"): a pattern named so is not the project's.
 */
export function ruledOutOutright(description: string): ReadonlySet<string> {
  const stems = new Set<string>();
  const text = description.toLowerCase().replace(/[’`]/g, "'");
  for (const { start, end, head } of negatedItems(description)) {
    const words = wordsOf(text.slice(start, end)).filter((w) => !BARE.has(w));
    // ("We don't want a customer portal": whom it would be for, before it, still rules the whole of it out.)
    const whole = words.length === 1 || (words.length === 2 && isPersonNoun(words[0]!));
    // ("no payments through the app": payments made elsewhere may still be kept.)
    if (!whole || words.at(-1) !== head || !CLAUSE_END.test(text.slice(end))) continue;
    for (const stem of prepare(head).wordStems[0] ?? []) if (stem.length >= 4) stems.add(stem);
  }
  return stems;
}

/** What a negated word reads as: no phrase of the knowledge says it. */
export const NEGATED_WORD = 'qqnegated';

/**
 * The description with what it negates blanked out: "I don't want a public page" does not say "public page" to a
 * question's conditions.
 */
export function affirmedText(description: string, language: string): string {
  let text = description;
  // (The negations read are English ones: in Portuguese "no" is "in the".)
  if (language !== 'en') return description;
  // (Lower case that changes a length, as "İ" does, would shift every place: nothing is blanked then.)
  if (description.toLowerCase().length !== description.length) return description;
  // Each word becomes NEGATED_WORD, so the words still stand where they stood.
  for (const { start, end } of negatedItems(description).reverse())
    text = text.slice(0, start) + text.slice(start, end).replace(/[\p{L}\p{N}]+/gu, NEGATED_WORD) + text.slice(end);
  return text;
}

/** Whether a suggestion's title names something the description rules out, or what that takes with it. */
export function namesRuledOut(title: string, ruledOut: ReadonlySet<string>, kin = false): boolean {
  if (ruledOut.size === 0) return false;
  const words = prepare(title);
  if (words.wordStems.some((forms) => forms.some((stem) => ruledOut.has(stem)))) return true;
  return kin && [...ruledOut].some((stem) => (RULED_OUT_TITLE_KIN[stem] ?? []).some((phrase) => containsPhrase(words, phrase)));
}

/** The stems a ruled-out thing takes with it in the questions asked: "no booking" takes appointments and no-shows. */
export function ruledOutQuestionStems(description: string): ReadonlySet<string> {
  const stems = new Set(ruledOutStems(description));
  for (const stem of [...stems])
    for (const word of RULED_OUT_KIN[stem] ?? []) for (const kin of prepare(word).wordStems[0] ?? []) stems.add(kin);
  return stems;
}
