/**
 * Questions the description already answers: "a tool for a choir" settles what the music app is for, "a kitchen
 * display screen" how orders reach the kitchen. A settled question is not asked; the brief states its answer as taken
 * from the description.
 */
import { containsPhrase, negates, prepare, type Words, wordsOf } from './match';
import type { QuestionRecord } from '../knowledge/records';
import { COUNTED_AS, NEGATIONS } from '../knowledge/languages';
import { isPersonNoun } from '../reading/english';
import type { AccessFact } from './access';

/** Words that carry a negation on to the next thing: "no fees or deposits". */
const CARRY = new Set(['or', 'nor', 'ni', 'oder', 'ou', 'o']);
/** How many words a negation carries over to reach a thing after "or". */
const CARRY_REACH = 3;

/**
 * "no commission" does not say there is a commission, nor "no fees or deposits" that there is a deposit (phrases that
 * are negations themselves stay as written).
 */
function negated(words: Words, phrase: string): boolean {
  const target = wordsOf(phrase);
  if (NEGATIONS.includes(target[0] ?? '')) return false;
  if (NEGATIONS.some((no) => containsPhrase(words, `${no} ${phrase}`))) return true;
  return words.list.some((_, i) => {
    if (!CARRY.has(words.list[i - 1] ?? '')) return false;
    if (!words.list.slice(Math.max(0, i - 1 - CARRY_REACH), i - 1).some((w) => NEGATIONS.includes(w))) return false;
    return containsPhrase(prepare(words.list.slice(i, i + target.length).join(' ')), phrase);
  });
}

/** Words in options that say nothing about the answer itself. */
const NEUTRAL = new Set(
  (
    'a an the and or of for to in on at by with without per plus only both all none no yes not any each every one two ' +
    'more most less some other others own just also it its their them they we us you your our my people person someone ' +
    'app tool site website system them this that these those there here is are be can will way ways use used using ' +
    'before after during until'
  ).split(' '),
);

/** "A choir or orchestra" → [["choir"], ["orchestra"]]: alternatives, each with the words that must all be there. */
function alternatives(option: string): string[][] {
  // "A, B or C" lists alternatives; "Hourly for crew and truck, with an estimate" is one answer with a comma.
  const separators = /\bor\b/i.test(option) ? /\s*(?:\bor\b|\/|,)\s*/i : /\s*(?:\/)\s*/i;
  return option
    .split(separators)
    .map((part) => wordsOf(part).filter((w) => w.length > 3 && !NEUTRAL.has(w)))
    .filter((words) => words.length > 0);
}

/**
 * Options that say more than that a thing exists ("Memberships only", "No waitlist", "Plus photos"): naming
 * memberships does not say there is nothing else. Only a question's own `settledBy` can settle them.
 */
const QUALIFIED =
  /\b(only|just|no|not|none|never|without|plus|both|all|every|either|neither|mix|mixed|also|one|single|several|multiple|many|few)\b/i;

/** Words too common in descriptions to state an answer on their own ("online" is not "pay online at checkout"). */
const COMMON = new Set(
  (
    'online offline web mobile phone phones email app apps staff team teams customer customers member members user ' +
    'users public private paper manual manually automatic automatically manager managers owner owners admin admins ' +
    'free paid daily weekly monthly yearly hour hours day days week weeks month months year years time card cash ' +
    'first last later now today new simple easy small large big local list lists page pages'
  ).split(' '),
);

/** Whether the description states this option: every word of one of its alternatives is in it. */
function statesOption(words: Words, option: string): boolean {
  if (QUALIFIED.test(option)) return false;
  return alternatives(option).some(
    (needed) => needed.some((word) => !COMMON.has(word)) && needed.every((word) => containsPhrase(words, word)),
  );
}

/**
 * "we take a 25% deposit" answers "When do customers pay?" (A deposit on approval, the rest on completion): a word
 * only this option has, said in the description and not ruled out.
 */
function marksOption(words: Words, option: string, others: readonly string[]): boolean {
  if (QUALIFIED.test(option)) return false;
  const theirs = others.map((other) => prepare(other));
  return MARKERS.some(
    (marker) =>
      containsPhrase(prepare(option), marker) &&
      !theirs.some((other) => containsPhrase(other, marker)) &&
      containsPhrase(words, marker) &&
      !negated(words, marker),
  );
}

/** Words that name one way of doing a thing outright, whatever the question: a deposit, a waiting list, a barcode. */
const MARKERS = ['deposit', 'waitlist', 'waiting list', 'barcode', 'qr code', 'whatsapp'];

const number = (digits: string) => Number(digits.replace(/[,.\s]/g, ''));

/** "Fewer than 100", "100 to 10,000", "Up to 5,000", "More than 20,000": the whole numbers an option spans. */
function rangeOf(option: string): [number, number] | undefined {
  const n = '(\\d{1,3}(?:[,.]\\d{3})*|\\d+)';
  // ("Fewer than 10 vehicles", "Up to 20 units", "2 to 10 staff at one location": what is counted may follow.)
  const match = (pattern: string) => new RegExp(`^${pattern}(?:\\s+[\\p{L}’'-]+){0,4}$`, 'iu').exec(option.trim());
  let m = match(`(?:fewer than|less than|under) ${n}`);
  if (m) return [0, number(m[1]!) - 1];
  if ((m = match(`up to ${n}`))) return [0, number(m[1]!)];
  if ((m = match(`${n} to ${n}`))) return [number(m[1]!), number(m[2]!)];
  if ((m = match(`(?:more than|over) ${n}`))) return [number(m[1]!) + 1, Infinity];
  return undefined;
}

/**
 * "about 150 products" answers "How many products will the catalogue hold?" (Under 200): a count in the description
 * whose noun (within the next three words) the question asks about, falling in exactly one option's range.
 */
function statedCount(description: string, asked: string, options: readonly string[]): string | undefined {
  const ranges = options.map(rangeOf);
  if (ranges.some((range) => range === undefined)) return undefined;
  const question = prepare(asked.replace(/^how many\s+/i, ''));
  for (const found of description.matchAll(/(\d{1,3}(?:[,.]\d{3})+|\d+)\s+((?:[\p{L}'’-]+\s*){1,3})/gu)) {
    const count = number(found[1]!);
    // ("9 trucks" answers how many vehicles.)
    const nouns = wordsOf(found[2]!)
      .filter((word) => word.length > 2)
      .flatMap((word) => [word, ...Object.keys(COUNTED_AS).filter((kind) => COUNTED_AS[kind]!.includes(word))]);
    // "about 60 members", "12 families": a count of people answers how many people will use it.
    const people = containsPhrase(question, 'people') && nouns.slice(0, 2).some((noun) => isPersonNoun(noun));
    if (!people && !nouns.some((noun) => containsPhrase(question, noun))) continue;
    const within = options.filter((_, i) => count >= ranges[i]![0] && count <= ranges[i]![1]);
    if (within.length === 1) return within[0];
  }
  return undefined;
}

const UNITS: Record<string, string> = {
  min: 'minute',
  mins: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  wk: 'week',
  wks: 'week',
};
const DURATION = /(\d+)\s*(?:-\s*)?(minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?)(?![\p{L}])/giu;

/** "24 hours", "24-hour", "48hrs": each duration as "24 hour". */
function durationsIn(text: string): string[] {
  return [...text.matchAll(DURATION)].map((m) => {
    const unit = m[2]!.toLowerCase();
    return `${m[1]} ${UNITS[unit] ?? unit.replace(/s$/, '')}`;
  });
}

/** "cancel" and "Cancellations", "charge" and "charged": words that share most of the shorter one. */
function sameRoot(a: string, b: string): boolean {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k >= 5 && k >= 0.8 * Math.min(a.length, b.length);
}

/**
 * "Cancellations with less than 24 hours' notice are still charged" answers the cancellation window (Up to 24 hours
 * before): a duration in the description, in a sentence that names what the question decides, that exactly one option
 * names.
 */
function statedDuration(description: string, decision: string, options: readonly string[]): string | undefined {
  const named = options.map((option) => durationsIn(option));
  if (named.filter((d) => d.length > 0).length < 2) return undefined;
  const topic = wordsOf(decision).filter((w) => w.length > 3 && !NEUTRAL.has(w));
  const found = new Set<string>();
  for (const sentence of description.split(/(?<=[.!?;])\s+|\n+/)) {
    const durations = durationsIn(sentence);
    if (durations.length === 0) continue;
    const said = wordsOf(sentence);
    if (!topic.some((word) => said.some((w) => sameRoot(w, word)))) continue;
    for (const d of durations) found.add(d);
  }
  const matching = options.filter((_, i) => named[i]!.some((d) => found.has(d)));
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * The answer the description gives to the question, if it gives exactly one. `asked` is the question as the user
 * would read it (slots filled), `description` the user's own text.
 */
export function settledAnswer(
  question: QuestionRecord,
  words: Words,
  asked?: { text: string; description: string },
  facts: readonly AccessFact[] = [],
  /** The words without what the description negates ("I don't want … a public page"). */
  affirmed?: Words,
): string | undefined {
  // "our club, where drivers only see their own checks": who sees what is said outright, whatever group it is.
  const own = facts.includes('own') ? question.settledByAccess?.own : undefined;
  const byAccess = own ? [own] : facts.flatMap((fact) => question.settledByAccess?.[fact] ?? []);
  const phrased = Object.entries(question.settledBy ?? {})
    .filter(([, phrases]) =>
      phrases.some(
        (phrase) =>
          containsPhrase(words, phrase) &&
          !negated(words, phrase) &&
          (!affirmed || negates(phrase) || containsPhrase(affirmed, phrase)),
      ),
    )
    .map(([answer]) => answer);
  // The question's own phrase ("only see their own" → only the person who recorded them) says it more exactly.
  const listed = own && phrased.length > 0 ? phrased : [...new Set([...byAccess, ...phrased])];
  if (listed.length === 1) return listed[0];
  if (listed.length > 1 || !question.options) return undefined;
  const counted =
    asked && /^how many\b/i.test(asked.text) ? statedCount(asked.description, asked.text, question.options) : undefined;
  if (counted) return counted;
  const timed = asked ? statedDuration(asked.description, question.decision ?? '', question.options) : undefined;
  if (timed) return timed;
  if (question.options.length < 3) return undefined;
  const stated = question.options.filter((option) => statesOption(words, option));
  if (stated.length === 1) return stated[0];
  if (stated.length > 1) return undefined;
  const marked = question.options.filter((option, i) =>
    marksOption(
      words,
      option,
      question.options!.filter((_, j) => j !== i),
    ),
  );
  return marked.length === 1 ? marked[0] : undefined;
}
