/**
 * The interaction patterns a description shows (knowledge/interactions): recognised by what people do and to what,
 * each bound to the user's own word for its thing ("log dives" → records and logs, thing "dive"), and their templates
 * filled with it.
 */
import type { Knowledge } from '../knowledge/compile';
import { ANIMALS, LANGUAGE_RULES, NO_PAYMENT, PEOPLE_KEPT } from '../knowledge/languages';
import { FINITE_VERBS, TITLE_NEGATIONS } from '../knowledge/nominals';
import { containsPhrase, escapeRegExp, prepare, score, weightOf, withoutPhrases, wordsOf, type Words } from './match';
import type { FeatureRecord, InteractionRecord, Language, QuestionRecord } from '../knowledge/records';
import { isPersonNoun, phraseOf, pluralOf } from '../reading/english';
import { ownerRef, type Phrase, type Reading, type Token } from '../reading';

/** An interaction counts from this much evidence: one clear verb ("log"), or a hint and a noun ("track" + "sighting"). */
const THRESHOLD = 4;
/** One cue at least this strong: verbs of weight 2 ("see", "show") only add to a pattern named otherwise. */
const MIN_CUE = 3;

/** The weight of one cue a pattern was recognised by: its verb, its noun, its -ing form or a noun of its list. */
function weightOfCue(record: InteractionRecord, cue: string): number {
  const found = [...record.verbs, ...record.nouns, ...record.phrases].filter(([word]) => word === cue || gerundOf(word) === cue);
  return found.length > 0 ? Math.max(...found.map(([, weight]) => weight)) : DECISIVE;
}
const MAX_INTERACTIONS = 3;
/**
 * Outside English the thing is quoted as written, in every question: "Dienstplan für die Wochenend-Rufbereitschaft"
 * pasted fourteen times reads worse than the pattern's own noun.
 */
const MAX_FOREIGN_THING_WORDS = 3;
/** Subject pronouns of the other four languages, folded. */
const SUBJECT_PRONOUNS = new Set(
  'ich wir er sie man yo nosotros nosotras el ella je nous on il elle eu nos ele ela voce'.split(' '),
);

export interface Slots {
  /** A noun without a plural ("equipment", "sheet music"): "the equipment", never "an equipment". */
  mass?: boolean;
  thing: string;
  things: string;
  owner: string;
  actors: string;
}

export interface RecognisedInteraction {
  record: InteractionRecord;
  score: number;
  /** What recognised it: verbs and nouns as the description has them. */
  evidence: string[];
  /** The user's thing it is about, when the description names one. */
  thing?: Phrase;
  slots: Slots;
  /** Whether a verb of the description says it ("order drinks"), not only a noun ("a booking app"). */
  stated: boolean;
  /** Said by a phrase only this pattern says ("it pulls the figures into a summary"): it needs no thing of its own. */
  outright?: boolean;
  /** Not recognised: the things a description lists, kept as records when it says nothing of what people do. */
  fallback?: boolean;
}

/**
 * A description that lists what it keeps ("campaign notes, npcs, loot") and says nothing of what people do with it is,
 * before anything else, a place to keep those records.
 */
const FALLBACK_INTERACTION = 'records-logs';
/**
 * Nouns that name a way of keeping things rather than a thing ("boiler maintenance log", "member directory"): taken off
 * the user's phrase to find the thing. Any other noun an interaction lists ("chores", "rehearsals") is the thing.
 */
/** Markers of a record kept, whose product names what each one is of: "a run log", "a flight register". */
const LOGS = new Set(['log', 'logbook', 'journal', 'diary', 'register', 'registry', 'record', 'tracker']);
const MARKERS = new Set(
  (
    'log logbook journal diary directory inventory queue waitlist calendar schedule rota forum dashboard report portal ' +
    'map registry register record tracker maintenance servicing checklist wishlist marketplace leaderboard scoreboard pipeline stage station barcode status step'
  ).split(' '),
);

/** Small words two phrases may share and still say two things ("who owes", "who is due"). */
const SHARED_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'on',
  'in',
  'to',
  'is',
  'are',
  'who',
  'what',
  'which',
  'my',
  'our',
  'it',
  's',
]);

/** Words for what shows things, not a thing: "booking history", "order overview". */
const VIEWS = new Set(['history', 'overview', 'summary', 'list', 'page', 'screen', 'view', 'system', 'sheet', 'form']);

/** Words for a set of things: the things are what is kept. */
/**
 * Plurals that are no record of their own: times of day and week, what is attached to a record, and what records are
 * kept in ("keep the sheet as the master record").
 */
const NO_RECORD = new Set(
  (
    'day week month year hour minute time morning afternoon evening night weekend date ' +
    'monday tuesday wednesday thursday friday saturday sunday weekday mon tue wed thu thur fri sat sun ' +
    'spring summer autumn fall winter season ' +
    'pic picture photo image video note comment detail thing stuff one bit record entry data info information name ' +
    // ("every May half of them don't come back": a share of them, no record.)
    'half ' +
    'sheet spreadsheet notebook whiteboard clipboard binder account ' +
    // ("set the sets, reps and how many times a day": how an exercise is done, no record of its own.)
    'set rep'
  ).split(' '),
);

/** Whether a phrase stands inside brackets ("(with pics)", "(artist, title, label)"). */
function inBrackets(reading: Reading, start: number): boolean {
  let depth = 0;
  for (const t of reading.tokens) {
    if (t.at >= start) break;
    if (t.text === '(') depth++;
    if (t.text === ')') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

const CONTAINERS = new Set(['collection', 'list', 'library', 'catalogue', 'catalog', 'archive', 'database', 'set', 'fleet']);

const WHEN =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|today|tomorrow|yesterday|tonight|morning|evening|january|february|march|april|may|june|july|august|september|october|november|december)s?$/;
const SMALL_WORDS = new Set(['of', 'and', 'or', 'for', 'per', 'the', 'a', 'an', 'to', 'in', 'on', 'at', 'with', 'by']);
/** Words that close no phrase: "a map of results" read as "map of" names nothing. */
const OPEN_ENDED = /^(?:of|for|to|and|or|with|in|on|at|by|per)$/;
const titleCase = (text: string) =>
  text
    .split(/\s+/)
    // ("Weight of Apples Log": a small word inside stays small.)
    .map((word, i) =>
      /[A-Z]/.test(word.slice(1)) || (i > 0 && SMALL_WORDS.has(word)) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

/** Words that open on a vowel letter but a consonant sound ("a one-off", "a user"), or the other way ("an hour"). */
const CONSONANT_SOUND = /^(?:one|once|use|user|usual|unit|uni|euro|eu)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;
/** "a expense report" → "an expense report", after filling; "a one-off" and "an hour" stay as they are. */
const articles = (text: string) =>
  text.replace(/\b([Aa])n? (?=([\p{L}'’-]+))/gu, (whole, a: string, next: string) => {
    const vowel = /^[aeiou]/i.test(next) ? !CONSONANT_SOUND.test(next) : VOWEL_SOUND.test(next);
    return `${a}${vowel ? 'n' : ''} `;
  });

/** Units a number measures in: "14 hours" is how long, not hours worked. */
const UNITS = /^(?:minutes?|hours?|days?|weeks?|months?|years?|kg|kilos?|grams?|litres?|liters?|metres?|meters?|km|miles?)$/;

/** Whether the verb at `at` has the app itself for its subject: "it drafts", "the app reminds", "an AI writes". */
function byTheApp(reading: Reading, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && ['ADV', 'AUX', 'PART'].includes(reading.tokens[k]!.pos)) k--;
  const subject = reading.tokens[k]?.lower ?? '';
  if (/^(it|ai|bot|chatbot|gpt|chatgpt)$/.test(subject)) return true;
  return reading.product !== undefined && subject === reading.product.head && reading.tokens[k - 1]?.pos === 'DET';
}

/** Fills a template's slots. */
export function fill(template: string, slots: Slots): string {
  const filled = template
    .replaceAll('{Things}', titleCase(slots.things))
    .replaceAll('{Thing}', titleCase(slots.thing))
    .replaceAll('{things}', slots.things)
    .replaceAll('{thing}', slots.thing)
    .replaceAll('{owner}', slots.owner)
    .replaceAll('{actors}', slots.actors);
  const definite = slots.mass
    ? filled.replace(
        new RegExp(`\\b([Aa])n? (${escapeRegExp(slots.thing)})(?![\\p{L}\\p{N}])`, 'gu'),
        (_, a: string, t: string) => `${a === 'A' ? 'The' : 'the'} ${t}`,
      )
    : filled;
  return articles(definite);
}

/** A question with its text, options, recommendation and statements filled (option keys as the user will see them). */
export function fillQuestion(record: QuestionRecord, slots: Slots): QuestionRecord {
  const f = (text: string) => fill(text, slots);
  return {
    ...record,
    text: f(record.text),
    reason: f(record.reason),
    decision: f(record.decision),
    recommended: f(record.recommended),
    ...(record.options ? { options: record.options.map(f) } : {}),
    ...(record.says ? { says: Object.fromEntries(Object.entries(record.says).map(([k, v]) => [f(k), f(v)])) } : {}),
    ...(record.settledBy ? { settledBy: Object.fromEntries(Object.entries(record.settledBy).map(([k, v]) => [f(k), v])) } : {}),
    ...(record.settledByAccess
      ? { settledByAccess: Object.fromEntries(Object.entries(record.settledByAccess).map(([k, v]) => [k, f(v)])) }
      : {}),
    ...(record.recommendedWhen
      ? { recommendedWhen: record.recommendedWhen.map((v) => ({ ...v, recommended: f(v.recommended), reason: f(v.reason) })) }
      : {}),
  };
}

/** A feature with its title, description and criteria filled. */
export function fillFeature(record: FeatureRecord, slots: Slots): FeatureRecord {
  const f = (text: string) => fill(text, slots);
  return {
    ...record,
    // "Cleaning Checklist Checklists", "Check Checklists": a thing that already ends on the template's own word, or on
    // its start, names it once. (A small word is no such start: "Count per Person".)
    title: f(record.title).replace(/\b(\p{Lu}\p{L}+) (\1\p{L}*)\b/gu, '$2'),
    description: f(record.description),
    done: record.done.map((d) => ({ when: f(d.when), then: f(d.then) })),
  };
}

/** Each recognised interaction's features in the user's nouns, the strongest interaction's first. */
export function interactionFeatures(interactions: readonly RecognisedInteraction[], description = ''): FeatureRecord[] {
  const pictured = /\b(photos?|pictures?|pics?|images?)\b/i.test(description);
  const said = prepare(description);
  const unpaid = NO_PAYMENT.some((phrase) => containsPhrase(said, phrase));
  return interactions.flatMap((found) =>
    found.record.features
      // "Rental Periods and Prices" for a club that lends for free: only where money is said, and not ruled out.
      .filter(
        (feature) =>
          (!feature.requires || feature.requires.some((phrase) => containsPhrase(said, phrase))) && !(unpaid && feature.paid),
      )
      // "Photos on Each Progress", "Photos on Each Customer": one of each needs a countable thing, and photos of
      // people only where the description speaks of them ("old photos to each person").
      .filter(
        (feature) =>
          !/\bEach \{Thing\}/.test(feature.title) || (!found.slots.mass && (pictured || !isPersonNoun(found.thing?.head ?? ''))),
      )
      // Outside English the user's word would sit inside an English title ("“turno” Schedule"): the titles name
      // the interaction's own thing ("Turn Schedule"); its questions keep the user's word.
      .map((feature) =>
        fillFeature(
          feature,
          found.slots.thing.startsWith('“')
            ? { ...found.slots, thing: found.record.thing, things: found.record.things }
            : found.slots,
        ),
      ),
  );
}

/** Keeps the user's casing of names and acronyms ("MOT dates"), lower-cases a word capitalised only to open a sentence. */
function asWritten(text: string): string {
  return text.replace(/^([A-Z])([a-z]+)\b/, (_, first: string, rest: string) => first.toLowerCase() + rest);
}

function slotsFor(record: InteractionRecord, thing: Phrase | undefined, reading: Reading): Slots {
  // "I'm a self-employed plumber": an owner who is a person is the user, whose business it is.
  // ("I manage the deer on nine estates": animals looked after are no body anyone is in.)
  const person = reading.owner && (isPersonNoun(reading.owner.head) || ANIMALS.includes(reading.owner.head));
  const owner = reading.owner && !person ? ownerRef(reading.owner) : person ? 'your business' : 'your organisation';
  const actor = reading.actors[0];
  // ("2 people can share one": how many are counted is not who they are.)
  const actors = actor
    ? asWritten(actor.plural || actor.head === 'people' ? actor.text : actor.many).replace(/^\d[\d,.]*\s+/, '') || 'people'
    : 'people';
  if (!thing) return { thing: record.thing, things: record.things, owner, actors };
  // ("a “renouvellements de licence”": a phrase quoted as written has no singular of its own; "the" fits either.)
  if (!reading.tagged) return { thing: `“${thing.text}”`, things: `“${thing.text}”`, owner, actors, mass: true };
  // "each client's piano": whose it is is not what it is.
  // ("a 25 question quiz 3x a week": nor how often.)
  let end = thing.end;
  while (end - thing.start > 1 && /^\d+x$/i.test(reading.tokens[end - 1]!.lower)) end--;
  if (end - thing.start > 2 && reading.tokens[end - 1]!.lower === 'x' && reading.tokens[end - 2]!.pos === 'NUM') end -= 2;
  const words = reading.tokens.slice(thing.start, end);
  if (end < thing.end) thing = phraseOf(words);
  // ("14 hives across 3 apiaries": nor how many there are.)
  // ("90-minute slots", "a 25 question quiz": nor how long or big each is.)
  const measured =
    words[0]?.pos === 'NUM' && words[1]?.text === '-' && words.length > 3
      ? 3
      : words[0]?.pos === 'NUM' && words[1]?.pos === 'NOUN' && !/(?:s|ing|ed)$/.test(words[1].lower) && words[2]?.pos === 'NOUN'
        ? 2
        : 0;
  // ("their own shifts": nor that it is theirs.)
  // ("every wednesday new stock comes in": nor the day it comes.)
  const own = words.findIndex(
    (t, i) =>
      i >= measured && !t.possessive && t.pos !== 'NUM' && t.lower !== 'own' && !(i < words.length - 1 && WHEN.test(t.lower)),
  );
  if (own > 0) thing = phraseOf(words.slice(own));
  // "each learners progress": the people it belongs to name it in the singular ("learner progress").
  const first = words[Math.max(own, 0)];
  if (first && words.length - Math.max(own, 0) > 1 && isPersonNoun(first.lower) && /s$/.test(first.lower)) {
    const singular = first.lower.replace(/s$/, '');
    thing = phraseOf([{ ...first, text: singular, lower: singular, lemma: singular }, ...words.slice(Math.max(own, 0) + 1)]);
  }
  const things = asWritten(thing.plural ? thing.text : pluralOf(thing.one));
  const one = asWritten(thing.one);
  return { thing: one, things, owner, actors, ...(things === one ? { mass: true } : {}) };
}

/** The words of a phrase as the tagger has them: "buddy pairs" → ["buddy", "pair"]. */
function phraseWords(phrase: Phrase): string[] {
  const words = phrase.one.toLowerCase().split(/[\s-]+/);
  return [...new Set([...words, phrase.head])];
}

const PRODUCT_WORDS = new Set(LANGUAGE_RULES.en.products);
/** People and the product itself are not what an interaction is about. */
/** Mistakes an app is wanted to prevent, named like things: "double booking", "no-shows". */
/** "keep an audit trail of who looked at what": a trail of changes to the records, no record of its own. */
const TRAILS = /\b(?:audit|paper|change)\s+(?:trails?|logs?|history)$/i;
const MISTAKES = /^(?:double[ -]?bookings?|over[ -]?bookings?|no[ -]shows?|clashes)$/i;

/** What something is known or reached by, not the thing itself. */
/** A verb of a pattern this strong says it whatever it is done to. */
const STRONG_VERB = 4;
/** A phrase this strong says the pattern outright, as a verb of it would. */
const DECISIVE_PHRASE = 6;
const IDENTIFIERS = new Set([
  'email',
  'address',
  'number',
  'id',
  'code',
  'reference',
  'ref',
  'login',
  'password',
  'username',
  'pin',
]);
const isPeople = (p: Phrase) => isPersonNoun(p.head) || PRODUCT_WORDS.has(p.head);

/**
 * The thing a phrase names once the interaction's own noun is taken away: "boiler maintenance" → "boiler",
 * "directory of members" → none (members are people); the phrase itself when the noun is not its head.
 */
function withoutMarker(phrase: Phrase, noun: string, tokens: readonly Token[] = []): Phrase | undefined {
  const words = phrase.one.split(/\s+/);
  if (phrase.head !== noun && words.at(-1)?.toLowerCase() !== noun) return phrase;
  if (words.length < 2) return undefined;
  // "monthly donations", "daily habits": what is left is what they are like, not a thing; the phrase stays whole.
  const before = tokens.find((t) => t.at === phrase.end - 2);
  if (before && (before.pos === 'ADJ' || before.pos === 'NUM' || /ly$/.test(before.lower))) return phrase;
  const rest = words.slice(0, -1).join(' ');
  if (/-/.test(rest) || rest.split(/\s+/).length > 3) return phrase;
  return { ...phrase, text: rest, one: rest, many: rest, head: rest.split(/\s+/).at(-1)!.toLowerCase(), plural: false };
}

/** The -ing form of a verb: order → ordering, book → booking, share → sharing, log → logging. */
function gerundOf(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith('e') && !verb.endsWith('ee')) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** "a logbook for ham radio contacts", "an inventory of our tools": what the interaction's own noun is for. */
/** "track our fleet of 14 e-cargo bikes": the bikes are what is kept, the fleet holds them. */
function contentsOf(reading: Reading, phrase: Phrase | undefined): Phrase | undefined {
  return phrase && CONTAINERS.has(phrase.head) ? (ofPhrase(reading, phrase.head) ?? phrase) : phrase;
}

/** Nouns of a pattern that hold what the word before them names: "my thread stash" holds thread. */
const HOLDERS = new Set(['stash', 'inventory', 'stock', 'collection', 'archive', 'register', 'logbook']);

/** "my cross stitch thread stash is out of control": what a pattern's holder noun holds, said before it. */
function keptIn(reading: Reading, record: InteractionRecord): Phrase | undefined {
  for (const [noun] of record.nouns) {
    if (!HOLDERS.has(noun)) continue;
    const at = reading.tokens.findIndex((t) => t.lower === noun && t.pos === 'NOUN');
    const before = reading.tokens[at - 1];
    if (at > 0 && before?.pos === 'NOUN' && !before.possessive && !isPersonNoun(before.lower)) return phraseOf([before]);
  }
  return undefined;
}

function ofPhrase(reading: Reading, noun: string): Phrase | undefined {
  const at = reading.tokens.findIndex((t) => (t.lemma === noun || t.lower === noun) && (t.pos === 'NOUN' || t.pos === 'PROPN'));
  const next = reading.tokens[at + 1];
  if (at < 0 || !next || !/^(for|of)$/.test(next.lower)) return undefined;
  const candidates = [...reading.objects, ...reading.phrases];
  // "a rota of who presents which show slot": the word after "who" is its verb; the thing comes after it.
  if (/^(who|which|what)$/.test(reading.tokens[at + 2]?.lower ?? '')) {
    const thing = candidates.find((p) => p.start > at + 3 && p.start <= at + 5 && !isPeople(p));
    return thing;
  }
  // "a register of plots", read as one phrase: what follows "of" in it.
  const whole = candidates.find((p) => p.start === at && p.end > at + 2);
  const phrase = whole
    ? phraseOf(reading.tokens.slice(at + 2, whole.end))
    : candidates.find((p) => p.start > at + 1 && p.start <= at + 3);
  // ("a record for each horse": one of many.)
  const many = phrase && (phrase.plural || /^(each|every)$/.test(reading.tokens[phrase.start - 1]?.lower ?? ''));
  // "a referral form for professionals": who fills it in; what it is for is the word before it.
  const modifier = reading.tokens[at - 1];
  if (phrase && isPeople(phrase) && modifier?.pos === 'NOUN' && !isPersonNoun(modifier.lower)) return phraseOf([modifier]);
  // ("a rota for flowers, cleaning and coffee": the duties listed are values, not the thing shared out.)
  if (phrase && reading.tokens[phrase.start]?.listValue) return undefined;
  return phrase && many && !isPeople(phrase) ? phrase : undefined;
}

const wildcards = new Map<string, RegExp>();
/** A phrase as written, where `*` stands for any one word: "the first * to accept" is "the first volunteer to accept". */
/** A phrase that says what did not happen ("not back by", "n'est pas rentré") is read in the whole text: the words a
 * pattern is recognised by leave out what the description rules out. */
const NEGATIVE_PHRASE = /(?:^|\s)(?:not|no|nicht|pas|não)(?=\s|$)|n't/u;

function saysPhrase(words: Words, phrase: string): boolean {
  if (!phrase.includes(' * ')) return containsPhrase(words, phrase);
  let pattern = wildcards.get(phrase);
  if (!pattern) {
    const parts = phrase.split(' * ').map((part) => wordsOf(part).join(' '));
    wildcards.set(phrase, (pattern = new RegExp(`(?:^| )${parts.join(String.raw` [\p{L}\p{N}]+ `)}(?= |$)`, 'u')));
  }
  return pattern.test(words.list.join(' '));
}

/** "who has which folder": what a phrase ending on "which", "what", "every" or "each" asks about is the thing. */
function phraseThing(reading: Reading, phrase: string): Phrase | undefined {
  const words = phrase.split(' ');
  const last = words.at(-1);
  // ("every live application": many of the product's word are the user's things, not the app.)
  const many = (p: Phrase) => p.plural || /^(?:each|every|all)$/.test(p.determiner ?? '');
  const candidates = [...reading.objects, ...reading.phrases].filter(
    (p) => !isPersonNoun(p.head) && (!PRODUCT_WORDS.has(p.head) || many(p)),
  );
  if (last === 'which' || last === 'what') {
    const at = reading.tokens.findIndex((t) => t.lower === last);
    return candidates.find((p) => p.start === at + 1);
  }
  // "a pin on every roof": what a phrase ending on "every" or "each" counts is the thing.
  if (last === 'every' || last === 'each') {
    const at = reading.tokens.findIndex((_, i) => words.every((w, k) => reading.tokens[i + k]?.lower === w));
    if (at < 0) return undefined;
    const next = at + words.length;
    return candidates.find((p) => p.start === next || (p.start === next - 1 && p.determiner === last));
  }
  // "which stage each window is at": what comes after; "every live application and which stage it's stuck at": a
  // pronoun after it stands for the thing named just before.
  if (words.length !== 2 || !/^(which|what)$/.test(words[0]!)) return undefined;
  const at = reading.tokens.findIndex((t, i) => t.lower === words[0] && reading.tokens[i + 1]?.lemma === last);
  if (at < 0) return undefined;
  const after = reading.tokens[at + 2];
  if (/^(it|they|it's|they're)$/.test(after?.lower ?? '')) {
    return candidates.filter((p) => p.end <= at && at - p.end <= 3).sort((a, b) => b.end - a.end)[0];
  }
  return candidates.find((p) => p.start === at + 2 || (p.start === at + 3 && /^(each|every|a|the)$/.test(after?.lower ?? '')));
}

/** Whether every use of a word in the description is ruled out ("no online booking"). */
function negatedWord(reading: Reading, word: string): boolean {
  const uses = reading.tokens.filter((t) => t.lower === word);
  return uses.length > 0 && uses.every((t) => t.negated || t.asIs);
}

/** Whether a noun names where something is: "from a little shop", "at the club house", "in our cafe". */
function atPlace(reading: Reading, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /^(DET|ADJ|PRON|NUM)$/.test(reading.tokens[k]!.pos)) k--;
  // ("fill in a form", "hand in a sheet": a verb's particle, no place.)
  if (reading.tokens[k]?.lower === 'in' && PARTICLE_IN.has(reading.tokens[k - 1]?.lemma ?? '')) return false;
  return k < at - 1 && /^(from|in|at|near|outside|inside|behind)$/.test(reading.tokens[k]?.lower ?? '');
}

/** "GPs", "PDFs", "TVs": capitals with a small "s" are an acronym's plural. */
const ACRONYM_PLURAL = /^\p{Lu}{2,}s$/u;
const PARTICLE_IN = new Set(['fill', 'hand', 'send', 'type', 'key', 'write', 'pencil', 'log', 'check', 'sign', 'put']);

/** The interactions an English description shows, with the object each one is about. */
/**
 * "each shift updates per-bed notes", "next shift sees it all": a noun doing what the verb after it says is who acts
 * (the people on a shift), not a thing of the app's.
 */
function isSubject(reading: Reading, at: number): boolean {
  let k = at + 1;
  while (reading.tokens[k]?.pos === 'ADV') k++;
  const next = reading.tokens[k];
  return (
    next?.pos === 'VERB' &&
    /[^s]s$/.test(next.lower) &&
    /^(each|every|next|the|this|that)$/.test(reading.tokens[at - 1]?.lower ?? '')
  );
}

/** "which plots are free, reserved or occupied": a participle in a list of states says how a thing is, not an action. */
function isState(reading: Reading, action: Reading['actions'][number]): boolean {
  const token = reading.tokens[action.start];
  const before = reading.tokens[action.start - 1];
  // ("Plaque wording has to be approved by my manager": a duty, with who does it, is something done.)
  const lead = reading.tokens
    .slice(Math.max(0, action.start - 4), action.start)
    .map((t) => t.lower)
    .join(' ');
  if (/\b(?:must|should|has to|have to|needs? to) be$/.test(lead) && reading.tokens[action.start + 1]?.lower === 'by')
    return false;
  return (
    action.objects.length === 0 &&
    !!token &&
    /ed$/.test(token.lower) &&
    !!before &&
    (before.pos === 'AUX' || before.text === ',' || /^(or|and)$/.test(before.lower))
  );
}

/** "a must", "the will": after an article a modal's word is a noun. */
const ARTICLE = /^(?:a|an|the)$/;
const MODALS = new Set(['must', 'can', 'will', 'may', 'should', 'might', 'could', 'would', 'shall']);
/** What a check of a person is ("a DBS check", "a background check"): a qualification they hold, not an inspection. */
const CLEARANCES = new Set(['dbs', 'background', 'police', 'vetting', 'reference', 'credit', 'criminal', 'pvg', 'garda']);

/** "each must come back clean", "whose DBS check": a modal the tagger took for a noun, or a person's clearance. */
function notAThing(reading: Reading, phrase: Phrase): boolean {
  const head = reading.tokens[phrase.end - 1];
  const before = reading.tokens[phrase.end - 2];
  if (!head) return false;
  return (
    (MODALS.has(head.lower) &&
      !ARTICLE.test(reading.tokens[phrase.end - 2]?.lower ?? reading.tokens[phrase.start - 1]?.lower ?? '')) ||
    (head.lemma === 'check' && CLEARANCES.has(before?.lower ?? '')) ||
    // ("Plant hire yard": the business, not what it hires out.)
    (HIRING_BUSINESS.test(head.lower) &&
      reading.tokens.slice(Math.max(0, phrase.start - 1), phrase.end).some((t) => /^(?:hire|rental)$/.test(t.lower))) ||
    // ("weekend hires Fri-Mon": when, not what is hired.)
    phrase.text
      .toLowerCase()
      .split(/[\s-]+/)
      .every((word) => TIMES.has(word) || DAY_WORDS.has(word))
  );
}

/** Days as written short ("Fri-Mon", "Mon-Thurs") and parts of the week. */
const DAY_WORDS = new Set('mon tue tues wed weds thu thur thurs fri sat sun midweek weekday weekdays weekends'.split(' '));

/** Words of taking someone somewhere: what follows their "to" is where they go. */
const MOVING = new Set(
  'drive drives driven driving take takes taking bring brings bringing lift lifts ride rides transport transports accompany escort get gets walk walks'.split(
    ' ',
  ),
);
/** How far back a word of moving may stand: "drive patients to clinic appointments". */
const MOVING_SPAN = 5;

/**
 * "lifts to hospital appointments", "drive patients to clinic appointments": where people are taken is no thing the
 * app keeps or books.
 */
function isDestination(reading: Reading, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && (reading.tokens[k]!.pos === 'NOUN' || reading.tokens[k]!.pos === 'ADJ' || reading.tokens[k]!.pos === 'DET'))
    k--;
  if (reading.tokens[k]?.lower !== 'to') return false;
  return reading.tokens.slice(Math.max(0, k - MOVING_SPAN), k).some((t) => MOVING.has(t.lower));
}

/** Times are no things kept ("every week", "each morning"). */
const TIMES = new Set([
  // "each August": a month is when, not what is recorded.
  ...'january february march april may june july august september october november december'.split(' '),
  // "they check them every spring": a season is when, too.
  ...'spring summer autumn fall winter'.split(' '),
  'day',
  'week',
  'month',
  'year',
  'time',
  'morning',
  'evening',
  'night',
  'weekend',
  'season',
  'one',
  'shift',
  // "every summer one school throws out…": a season, a term or a weekday is when, too.
  ...'summer winter spring autumn term semester quarter fortnight hour afternoon'.split(' '),
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
]);

/** "each firing", "every horse", "each client's piano": what the description keeps one of each, in English. */
function eachThing(reading: Reading): Phrase | undefined {
  // "every prison has its own rules … log each letter": the one a verb is done to is the one kept.
  const found = eachThings(reading);
  return found.find((p) => KEEPING.has(reading.tokens[p.start - 2]?.lemma ?? '')) ?? found[0];
}

/** Verbs written after a bare "each": "each needs", "each has". */
const EACH_VERBS = new Set(['needs', 'has', 'gets', 'goes', 'comes', 'takes', 'wants', 'costs', 'lasts', 'runs', 'holds']);

/** Verbs that keep one record of each: "log each letter", "record every dive". */
const KEEPING = new Set(['log', 'record', 'track', 'note', 'register', 'document', 'keep', 'file', 'photograph', 'scan']);

function eachThings(reading: Reading): Phrase[] {
  const { tokens } = reading;
  const found: Phrase[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!/^(each|every)$/.test(tokens[i]!.lower) || tokens[i]!.negated || tokens[i]!.asIs) continue;
    // ("see each other's rates": one another, no thing kept.)
    if (/^other/.test(tokens[i + 1]!.lower)) continue;
    let k = i + 1;
    while (k < tokens.length && (tokens[k]!.pos === 'NOUN' || tokens[k]!.pos === 'PROPN' || tokens[k]!.possessive)) k++;
    if (k === i + 1) continue;
    const phrase = phraseOf(tokens.slice(i + 1, k));
    // "each driver acknowledges their route": a person is kept as a record only with what the record holds
    // ("each customer with their tank size").
    if (isPersonNoun(phrase.head) && tokens[k]?.lower !== 'with') continue;
    // ("each must come back clean": a modal; "each needs winding weekly": a verb the tagger took for a noun.)
    // ("members who each rent a shelf": a verb before its object.)
    if (
      MODALS.has(phrase.head) ||
      EACH_VERBS.has(tokens[i + 1]!.lower) ||
      (k === i + 2 && tokens[k]?.pos === 'DET' && tokens[i - 1]?.pos === 'PRON')
    )
      continue;
    // "keep each dog's details", "each dogs details": the details are of the dog, which is what is kept.
    const owned = tokens.slice(i + 1, k);
    if (NO_RECORD.has(phrase.head) && owned.length >= 2) {
      const whose = owned.at(-2)!;
      const text = whose.text.replace(/['’]s?$/, '');
      const one = whose.possessive || /['’]/.test(whose.text) ? text : text.replace(/(?<=[^s])s$/, '');
      if (/\p{L}{3}/u.test(one) && !TIMES.has(one.toLowerCase()) && !isPersonNoun(one.toLowerCase()))
        found.push(
          phraseOf([
            ...owned.slice(0, -2),
            { ...whose, text: one, lower: one.toLowerCase(), lemma: one.toLowerCase(), possessive: false },
          ]),
        );
      continue;
    }
    if (!TIMES.has(phrase.head) && !PRODUCT_WORDS.has(phrase.head) && !NO_RECORD.has(phrase.head)) found.push(phrase);
  }
  return found;
}

/** "each car moves through the stages": the thing kept one of each is what a phrase just after it is said of. */
function eachDoing(reading: Reading, phrase: string): Phrase | undefined {
  return eachThings(reading).find((own) => {
    // ("each chimney is due every 12 months" says when, not what the chimney goes through.)
    if (reading.tokens[own.end]?.pos !== 'VERB') return false;
    const after = reading.tokens.slice(own.end, own.end + 3 + phrase.split(' ').length).map((t) => t.lower);
    return ` ${after.join(' ')} `.includes(` ${phrase} `);
  });
}

/** "adults who are learning to read": a verb in a clause about people says who they are, not what the app does. */
function describesPeople(reading: Reading, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (reading.tokens[k]!.pos === 'AUX' || reading.tokens[k]!.pos === 'ADV')) k--;
  return reading.tokens[k]?.lower === 'who';
}

/** Verbs whose object a person has rather than uses: "hold the right rating", "earn a badge". */
const HOLDING = new Set(['hold', 'earn', 'achieve', 'attain', 'pass']);

/** The tokens that stand in one of the phrases (`notIn`, `*` for any one word) where a pattern's words mean something else. */
function meantElsewhere(reading: Reading, phrases: readonly string[]): ReadonlySet<number> {
  const at = new Set<number>();
  for (const phrase of phrases) {
    const target = phrase.split(' ');
    reading.tokens.forEach((t, i) => {
      const span = reading.tokens.slice(i, i + target.length);
      if (
        span.length === target.length &&
        span.every((u, k) => target[k] === '*' || u.lower.replace(/s$/, '') === target[k]!.replace(/s$/, ''))
      )
        for (const u of span) at.add(u.at);
    });
  }
  return at;
}

function recogniseTagged(
  knowledge: Knowledge,
  reading: Reading,
  listed: readonly string[],
  words: Words,
  said: Words,
): RecognisedInteraction[] {
  // "which lanes are free": the state a clause gives its subject is evidence too.
  const complements = reading.actions.flatMap((a) => (a.clause?.complement ? [a.clause.complement.toLowerCase()] : []));
  const complementPhrases = reading.actions.flatMap((a) => (a.clause?.complementPhrase ? [a.clause.complementPhrase] : []));
  // What a strong verb of another interaction acts on is that interaction's thing: the "report" in "approve expense
  // reports" is no reporting.
  const strongVerbs = new Map<string, Set<string>>();
  for (const record of knowledge.interactions)
    for (const [verb, weight] of record.verbs)
      if (weight >= 4) (strongVerbs.get(verb) ?? strongVerbs.set(verb, new Set()).get(verb)!).add(record.id);
  const actedOn = reading.actions.flatMap((a) =>
    strongVerbs.has(a.verb) ? a.objects.map((o) => ({ o, by: strongVerbs.get(a.verb)! })) : [],
  );
  // "only if they hold the right rating": what people hold or earn is a qualification of theirs, no thing of the app's.
  const held = reading.actions.filter((a) => HOLDING.has(a.verb)).flatMap((a) => a.objects);
  const ownedElsewhere = (phrase: Phrase, id: string) =>
    held.some((h) => h.start === phrase.start && h.end === phrase.end) ||
    actedOn.some(({ o, by }) => o === phrase && !by.has(id));
  const insideHeld = (at: number) => held.some((o) => at >= o.start && at < o.end);
  const insideActedOn = (at: number) => [...actedOn.map(({ o }) => o), ...held].some((o) => at >= o.start && at < o.end);
  // "a software company selling subscriptions": a noun, an -ing form and its plural object say what the business
  // does, not what the app is for ("table booking system" keeps its "booking").
  const participle = (t: Token) =>
    t.pos === 'NOUN' &&
    t.lower.endsWith('ing') &&
    reading.tokens[t.at - 1]?.pos === 'NOUN' &&
    reading.tokens[t.at + 1]?.pos === 'NOUN' &&
    /[^s]s$/.test(reading.tokens[t.at + 1]!.lower);
  // "We're a 70-cover restaurant with 6 chefs across two shifts": who the user is counts half of what they ask for,
  // and so does an aside in brackets ("(moved stock, binned it)").
  const aside = new Set<number>();
  let depth = 0;
  for (const t of reading.tokens) {
    if (t.text === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) aside.add(t.at);
    if (t.text === '(') depth++;
  }
  const weak = (at: number) => reading.tokens[at]?.aboutUs === true || aside.has(at);
  // ("so we stop double booking the ivory linings": a mistake to prevent says nothing of what the app is for.)
  const mistake = (at: number) => /^(?:double|over)$/.test(reading.tokens[at - 1]?.lower ?? '');
  // ("checking they don't stand for their own club": a condition made sure of, not a thing checked.)
  const beforeClause = (at: number) => {
    const next = reading.tokens[at + 1];
    const after = reading.tokens[at + 2];
    return (
      /^(?:that|whether|if)$/.test(next?.lower ?? '') ||
      (next?.pos === 'PRON' &&
        /^(?:i|we|you|they|he|she|it)$/.test(next.lower) &&
        (after?.pos === 'VERB' || after?.pos === 'AUX'))
    );
  };
  const afterWhich = (at: number) =>
    /^(?:which|what)$/.test(reading.tokens[at - 1]?.lower ?? '') && reading.tokens[at]?.pos === 'NOUN';
  const gerundTokens = reading.tokens.filter(
    (t) =>
      t.pos === 'NOUN' &&
      t.lower.endsWith('ing') &&
      !insideHeld(t.at) &&
      !participle(t) &&
      !mistake(t.at) &&
      !beforeClause(t.at) &&
      // ("booking ref, container number": a field that names another thing's reference, not the thing done.)
      !IDENTIFIERS.has(reading.tokens[t.at + 1]?.lower ?? ''),
  );
  const gerunds = new Set(gerundTokens.map((t) => t.lower));
  const strongGerunds = new Set(gerundTokens.filter((t) => !weak(t.at)).map((t) => t.lower));
  const textNouns = (tokens: readonly Token[]) => [
    ...tokens
      .filter(
        (t) =>
          (t.pos === 'NOUN' || t.pos === 'PROPN') &&
          !insideActedOn(t.at) &&
          !t.asIs &&
          !t.negated &&
          !t.listValue &&
          !mistake(t.at) &&
          !(t.lower.endsWith('ing') && beforeClause(t.at)) &&
          !IDENTIFIERS.has(reading.tokens[t.at + 1]?.lower ?? '') &&
          !afterWhich(t.at) &&
          !isSubject(reading, t.at) &&
          !(reading.tokens[t.at - 1] && participle(reading.tokens[t.at - 1]!)) &&
          // "from a little shop on the high street": where the user works, not what the app is.
          !atPlace(reading, t.at) &&
          // "a volunteer community cinema": whom the app is for names the business, not what people do in it.
          !(reading.owner && t.at >= reading.owner.start && t.at < reading.owner.end) &&
          // "for more than 14 hours": a measure, not a thing kept.
          !(reading.tokens[t.at - 1]?.pos === 'NUM' && UNITS.test(t.lower)) &&
          !isDestination(reading, t.at) &&
          // "each must come back clean": a modal, whatever the tagger made of it; "a DBS check": a person's clearance.
          !(MODALS.has(t.lower) && !ARTICLE.test(reading.tokens[t.at - 1]?.lower ?? '')) &&
          !(t.lemma === 'check' && CLEARANCES.has(reading.tokens[t.at - 1]?.lower ?? '')) &&
          // "the duty officer", "a booking clerk": what a person's title is made of.
          !isPersonNoun(reading.tokens[t.at + 1]?.pos === 'NOUN' ? reading.tokens[t.at + 1]!.lower : ''),
      )
      // ("rotas": a plural the lemmatiser does not know; "GPs": an acronym's plural, not "GPS".)
      .flatMap((t) => (ACRONYM_PLURAL.test(t.text) ? [t.lower.slice(0, -1)] : [t.lemma, t.lower, t.lower.replace(/s$/, '')])),
  ];
  const nounsOfText = new Set([...textNouns(reading.tokens.filter((t) => !t.asIs)), ...complements]);
  const strongNouns = new Set([...textNouns(reading.tokens.filter((t) => !weak(t.at))), ...complements]);
  // Clause subjects ("which lanes are free") are the objects of their verbs.
  // A clause's subject ("which lanes are free") or, without one, where it goes ("who's coming to rehearsal").
  const objectsOf = (action: Reading['actions'][number]) => {
    const { clause } = action;
    // "log how many toads per site": what is counted is the thing kept.
    const counted =
      reading.tokens[action.start + 1]?.lower === 'how' && /^(?:many|much)$/.test(reading.tokens[action.start + 2]?.lower ?? '')
        ? reading.phrases
            .filter((p) => p.start >= action.start + 2 && p.start <= action.start + 3 && p.end > action.start + 3)
            .map((p) => phraseOf(reading.tokens.slice(action.start + 3, p.end)))[0]
        : undefined;
    const found =
      action.objects.length > 0
        ? action.objects
        : [clause?.subject ?? clause?.complementPhrase ?? counted].filter((p) => p !== undefined);
    return found.filter((o) => !isPeople(o) && !notAThing(reading, o));
  };
  const found: (RecognisedInteraction & { claimed?: Phrase | undefined; aboutUs?: boolean })[] = [];
  for (const record of knowledge.interactions) {
    const elsewhere = meantElsewhere(reading, record.notIn);
    let total = 0;
    const evidence: string[] = [];
    // "every window goes through the same stages: survey, removal, cleaning…": the list names the pattern outright.
    for (const noun of record.listedBy.filter((n) => listed.includes(n))) {
      total += DECISIVE;
      evidence.push(noun);
    }
    let byNoun: Phrase | undefined;
    let byVerb: Phrase | undefined;
    // (A list of its stages says what the user asks for, not only what they are.)
    let strongCues = record.listedBy.filter((n) => listed.includes(n)).length;
    for (const [verb, weight] of record.verbs) {
      const uses = reading.actions.filter(
        (a) =>
          a.verb === verb &&
          !elsewhere.has(a.start) &&
          !reading.tokens[a.start]?.negated &&
          !reading.tokens[a.start]?.asIs &&
          !reading.tokens[a.start]?.listValue &&
          !mistake(a.start) &&
          // ("writes their membership number", "posts it on": an identifier written down, a thing sent on, is no weak
          // verb's work; "record the cert number" still records.)
          !(weight < STRONG_VERB && a.objects.length > 0 && a.objects.every((o) => IDENTIFIERS.has(o.head))) &&
          !(/^(?:it|them)$/.test(reading.tokens[a.start + 1]?.lower ?? '') && reading.tokens[a.start + 2]?.lower === 'on') &&
          !describesPeople(reading, a.start) &&
          !isState(reading, a),
      );
      // "match it to the right release": a pattern about people needs people to act on ("matched up with someone").
      const onPeople = (a: Reading['actions'][number]) =>
        a.objects.some(isPeople) || (a.objects.length === 0 && /^(?:up|with)$/.test(reading.tokens[a.start + 1]?.lower ?? ''));
      const action = record.actsOnPeople ? uses.find(onPeople) : (uses.find((a) => !weak(a.start)) ?? uses[0]);
      if (record.actsOnPeople && !action && uses.length > 0) continue;
      if (record.actsOnThings && action && action.objects.length > 0 && action.objects.every(isPeople)) continue;
      if (!action) {
        // "QR ordering", "online booking": the verb's own -ing noun says it as well.
        if (!record.actsOnPeople && !verb.includes(' ') && gerunds.has(gerundOf(verb)) && !negatedWord(reading, gerundOf(verb))) {
          total += strongGerunds.has(gerundOf(verb)) ? weight : weight / 2;
          if (strongGerunds.has(gerundOf(verb))) strongCues++;
          evidence.push(gerundOf(verb));
        }
        continue;
      }
      // "buyers reserve it": a verb whose object is a pronoun acts on a thing named before, often another pattern's.
      const onPronoun = action.objects.length === 0 && /^(it|them)$/.test(reading.tokens[action.start + 1]?.lower ?? '');
      // "… and it drafts a quote letter", "the app reminds owners": what the app itself does says it twice over.
      const said = onPronoun
        ? Math.floor(weight / 2)
        : record.doneByTheApp && byTheApp(reading, action.start)
          ? weight * 2
          : weight;
      total += weak(action.start) ? said / 2 : said;
      if (!weak(action.start)) strongCues++;
      evidence.push(verb);
      byVerb ??= objectsOf(action)[0] ?? passiveSubject(reading, action.start);
    }
    for (const [noun, weight] of record.nouns) {
      const uses = reading.tokens.filter(
        (t) => !ACRONYM_PLURAL.test(t.text) && (t.lemma === noun || t.lower === noun || t.lower.replace(/s$/, '') === noun),
      );
      // ("6 shops, roughly 12 staff each", "our 5 bakery shops": places counted say how big the business is, not what
      // the app handles.)
      const number = (at: number) => /^\d+$/.test(reading.tokens[at]?.text ?? '');
      const counted = (t: (typeof uses)[number]) =>
        t.lower !== noun &&
        t.lower.endsWith('s') &&
        weight <= STRONG_VERB &&
        (number(t.at - 1) || (number(t.at - 2) && reading.tokens[t.at - 1]?.pos === 'NOUN'));
      // ("the DNO notification submitted within 28 days": a form the trade files, named by whom it goes to, is no
      // message the app sends; an SMS alert still is.)
      const filed = (t: (typeof uses)[number]) => {
        const before = reading.tokens[t.at - 1]?.text ?? '';
        return record.doneByTheApp === true && weight <= WEAK_NOUN && /^[A-Z]{2,5}$/.test(before) && !CHANNELS.has(before);
      };
      // (Once named so, "the notification" later is that form too.)
      if (uses.length > 0 && (uses.some(filed) || uses.every((t) => elsewhere.has(t.at) || counted(t)))) continue;
      const objects = [...reading.objects, ...complementPhrases].filter(
        (o) =>
          phraseWords(o).includes(noun) &&
          // ("note what was donated by which shop": which one is something a record says, no pattern of its own.)
          !afterWhich(o.start) &&
          !ownedElsewhere(o, record.id) &&
          !isPeople(o) &&
          // ("log in with their membership email": an email, a number or a code only names something else.)
          !(IDENTIFIERS.has(o.head) && o.head !== noun) &&
          !reading.tokens[o.start]?.listValue &&
          !reading.tokens.slice(o.start, o.end).some((t) => t.lower === noun && mistake(t.at)) &&
          // ("we don't want to take payments or donations through it": ruled out.)
          // ("must not replace the membership database": kept as it is.)
          !reading.tokens[o.start]?.negated &&
          !reading.tokens[o.start]?.asIs &&
          !isDestination(reading, o.start) &&
          !notAThing(reading, o),
      );
      const inObject = objects.find((o) => !weak(o.start)) ?? objects[0];
      const inProduct = reading.product && phraseWords(reading.product).includes(noun);
      if (!inObject && !inProduct && !nounsOfText.has(noun)) continue;
      if (record.actsOnPeople && weight < 4) continue;
      // The thing itself named ("equipment checks") says more than the word in passing.
      const worth = weight + (inObject?.head === noun || (!inObject && reading.product?.head === noun) ? 1 : 0);
      const strong = (inObject && !weak(inObject.start)) || inProduct || strongNouns.has(noun);
      total += strong ? worth : worth / 2;
      if (strong) strongCues++;
      evidence.push(noun);
      // A word that names the interaction itself ("directory", "inventory": weight 5 or more) is taken off the thing;
      // a typical thing of it ("rehearsal", "session") is the thing.
      // Without an object, what the noun is for: "a logbook for ham radio contacts".
      // ("What I need is a proper run log": the product names it.)
      const product = inProduct && LOGS.has(noun) ? withoutMarker(reading.product!, noun, reading.tokens) : undefined;
      const named =
        inObject && !isPeople(inObject)
          ? MARKERS.has(noun)
            ? (withoutMarker(inObject, noun, reading.tokens) ?? ofPhrase(reading, noun))
            : inObject
          : (ofPhrase(reading, noun) ?? product);
      // ("their own booking history": a view of bookings, not the thing booked.)
      const view = named && named.head !== noun && VIEWS.has(named.head);
      byNoun ??= named && !isPeople(named) && !view ? named : undefined;
    }
    // "who has which folder", "the first to accept takes it": said outright, whatever the grammar around it.
    // "who owes what" says "who owes" and "owes what", "cash on the door" says "cash": phrases that share a word count
    // once, at the weight of the strongest.
    const counted = new Set<string>();
    const byWeight = [...record.phrases].sort((a, b) => b[1] - a[1]);
    // ("we just need a CSV out": a phrase said only where its words mean something else says nothing.)
    const saidHere =
      elsewhere.size === 0 ? words : prepare(reading.tokens.map((t) => (elsewhere.has(t.at) ? '·' : t.text)).join(' '));
    for (const [phrase, weight] of byWeight) {
      if (!saysPhrase(NEGATIVE_PHRASE.test(phrase) ? said : saidHere, phrase)) continue;
      const own = phrase.split(' ').filter((w) => w !== '*' && !SHARED_WORDS.has(w));
      if (own.some((w) => counted.has(w))) continue;
      for (const w of own) counted.add(w);
      total += weight;
      strongCues++;
      evidence.push(phrase);
      // ("which stage it's stuck at": what the phrase is said of, before what a noun of it names in passing.)
      byNoun = phraseThing(reading, phrase) ?? byNoun ?? eachDoing(reading, phrase);
    }
    // "see … only show first names": verbs any pattern may use, each said in passing, are no pattern on their own.
    const weights = evidence.map((cue) => weightOfCue(record, cue));
    if (total < THRESHOLD || Math.max(...weights) < MIN_CUE) continue;
    // Its own verb's object first ("log tree pruning, pest sightings…" is about tree pruning); else what its noun names.
    // Times and attachments ("my times", "photos") are no record of their own.
    // "no accounts with passwords": what the description rules out is no thing of the app's.
    // ("so we stop double booking the ivory linings": a mistake to avoid is no thing booked.)
    // ("record the ID checked": an identifier names someone's document, no record of its own.)
    const recordable = (p?: Phrase) =>
      p &&
      !OPEN_ENDED.test(p.head) &&
      !NO_RECORD.has(p.head.replace(/s$/, '')) &&
      !IDENTIFIERS.has(p.head.toLowerCase()) &&
      !TRAILS.test(p.text) &&
      !reading.tokens[p.start]?.negated &&
      !MISTAKES.test(p.text)
        ? p
        : undefined;
    // "raise a refund request … approve it": the pattern's own word for its thing, as the description names it.
    const ownWord = reading.objects.find(
      (o) => o.head.replace(/s$/, '') === record.thing && o.text.split(' ').length === 2 && !isPeople(o),
    );
    const thing = contentsOf(
      reading,
      recordable(byVerb) ?? recordable(byNoun) ?? recordable(ownWord) ?? recordable(keptIn(reading, record)),
    );
    const claimed = !byVerb && byNoun ? { claimed: byNoun } : {};
    const outright = record.phrases.some(([phrase, weight]) => weight >= DECISIVE_PHRASE && evidence.includes(phrase));
    found.push({
      record,
      score: total,
      evidence,
      ...(strongCues === 0 ? { aboutUs: true } : {}),
      ...claimed,
      slots: slotsFor(record, undefined, reading),
      ...(thing ? { thing } : {}),
      // A verb of the description says it ("order drinks"), not only a noun ("a booking app").
      // ("it pulls the figures into a summary", "on my milk round": a phrase only this pattern says, said outright.)
      stated: byVerb !== undefined || reading.actions.some((a) => record.verbs.some(([v]) => v === a.verb)) || outright,
      ...(outright ? { outright } : {}),
    });
  }
  // "We're a café with staff across two shifts. I want the staff to log fridge temperatures…": a pattern only the
  // words about the user show gives way to what they ask for.
  if (found.some((f) => !f.aboutUs)) found.splice(0, found.length, ...found.filter((f) => !f.aboutUs));
  // A verb's object goes to the verb's interaction, unless another interaction's own noun names it.
  const claimed = new Set(found.flatMap((f) => (f.claimed ? [f.claimed.text] : [])));
  for (const f of found) {
    if (f.claimed) continue;
    const verbs = new Set(f.record.verbs.map(([v]) => v));
    const objects = reading.actions
      .filter((a) => verbs.has(a.verb) && !reading.tokens[a.start]?.listValue && !reading.tokens[a.start]?.negated)
      .flatMap(objectsOf);
    const recordable = objects.filter(
      (o) =>
        !OPEN_ENDED.test(o.head) &&
        !NO_RECORD.has(o.head.replace(/s$/, '')) &&
        !IDENTIFIERS.has(o.head.toLowerCase()) &&
        !TRAILS.test(o.text) &&
        !reading.tokens[o.start]?.negated,
    );
    f.thing = contentsOf(reading, recordable.find((o) => !claimed.has(o.text)) ?? recordable[0]) ?? f.thing;
  }
  // "I own 46 geocaches … keeping up with maintenance": what is serviced is what the user owns.
  for (const f of found) if (f.record.ownedThing && !f.thing) f.thing = ownedThing(reading);
  return rank(
    found.map(({ claimed: _, aboutUs: __, thing, ...f }) => {
      // ("how many hints used, finish time, … in.": a stray word the tagger took for a noun names nothing.)
      const stray = !thing || /[.!?]$/.test(thing.text) || /^(?:in|on|at|it|to|of|by|up|an|as|or|is|so|no)$/i.test(thing.text);
      const named = stray ? undefined : thing;
      return { ...f, ...(named ? { thing: named } : {}), slots: slotsFor(f.record, named, reading) };
    }),
  );
}

/** The words between a thing and its verb said of it: "has to be", "must be", "needs to be", "is". */
const PASSIVE_LINK =
  /^(?:has|have|had|to|be|been|being|is|are|was|were|must|should|shall|will|would|can|could|needs|need|get|gets|first|always|also|then)$/;

/** "Plaque wording has to be approved by my manager": what a verb in the passive is said of. */
function passiveSubject(reading: Reading, verbAt: number): Phrase | undefined {
  const verb = reading.tokens[verbAt];
  if (!verb || !/(?:ed|en|ne|wn)$/.test(verb.lower)) return undefined;
  let k = verbAt - 1;
  let linked = false;
  while (k >= 0 && PASSIVE_LINK.test(reading.tokens[k]!.lower)) {
    if (/^(?:be|been|is|are|was|were)$/.test(reading.tokens[k]!.lower)) linked = true;
    k--;
  }
  if (!linked) return undefined;
  const subject = reading.phrases.find((p) => p.end === k + 1);
  return subject && !isPeople(subject) ? subject : undefined;
}

/** Verbs by which the user says what they own or look after, after "I", "we" or "our … has". */
const OWNING = new Set(['own', 'owns', 'have', 'has', 'maintain', 'maintains', 'run', 'runs', 'manage', 'manages']);

/** "I own 46 geocaches", "we run 12 boilers": the counted or plural thing the user owns, not people. */
function ownedThing(reading: Reading): Phrase | undefined {
  // "Bouncy castle hire business": what the business is named for hiring out.
  for (const [i, t] of reading.tokens.entries()) {
    if (!/^(?:hire|rental)$/.test(t.lower) || !HIRING_BUSINESS.test(reading.tokens[i + 1]?.lower ?? '')) continue;
    let k = i;
    while (k > 0 && reading.tokens[k - 1]!.pos === 'NOUN' && !isPersonNoun(reading.tokens[k - 1]!.lower)) k--;
    if (k === i) continue;
    const named = phraseOf(reading.tokens.slice(k, i));
    return named;
  }
  for (const [i, t] of reading.tokens.entries()) {
    if (!OWNING.has(t.lower) || reading.tokens[i + 1]?.pos === 'ADP' || t.negated) continue;
    if (!/^(?:i|we|they)$/.test(reading.tokens[i - 1]?.lower ?? '')) continue;
    // ("46 geocaches round the peak district": the plural noun ends it, whatever the tagger made of the next word.)
    let k = i + 1;
    while (['NUM', 'DET', 'ADJ'].includes(reading.tokens[k]?.pos ?? '')) k++;
    const from = k;
    while (reading.tokens[k]?.pos === 'NOUN' && !/[^s]s$/.test(reading.tokens[k]!.lower)) k++;
    const head = reading.tokens[k];
    if (!head || head.pos !== 'NOUN' || !/[^s]s$/.test(head.lower) || isPersonNoun(head.lower)) continue;
    const one = head.lemma !== head.lower ? head.lemma : head.lower.replace(/s$/, '');
    return {
      ...phraseOf(reading.tokens.slice(from, k + 1)),
      plural: true,
      one: [...reading.tokens.slice(from, k).map((t) => t.text), one].join(' '),
    };
  }
  return undefined;
}

/** What a business that hires things out is called: "van hire firm", "tool hire shop". */
const HIRING_BUSINESS = /^(?:business|biz|company|firm|shop|service|centre|center|yard)$/;

/** The interactions a description in another language shows, by their words; the thing is the named thing that has one. */
/** A word that names a pattern outright ("préstamo", "inventario"). */
const DECISIVE = 5;
/** A word that is the pattern's own name ("Erinnerung", "recordatorio"): never its thing. */
const NAMES_ITSELF = 6;

/** The hits counted once per word root ("socio", "socios"), with how many roots and the strongest weight. */
function rooted(
  result: { score: number; hits: string[] },
  keywords: readonly (readonly [string, number])[],
  aside: ReadonlySet<string> = new Set(),
): { score: number; hits: string[]; roots: number; top: number } {
  const byRoot = new Map<string, number>();
  for (const hit of result.hits) {
    const root = wordsOf(hit.replace(/\*/g, '')).join(' ').slice(0, 5);
    const weight = weightOf(keywords, hit) / (aside.has(hit) ? 2 : 1);
    byRoot.set(root, Math.max(byRoot.get(root) ?? 0, weight));
  }
  const weights = [...byRoot.values()];
  return { score: weights.reduce((a, b) => a + b, 0), hits: result.hits, roots: byRoot.size, top: Math.max(0, ...weights) };
}

function recogniseByWords(
  knowledge: Knowledge,
  reading: Reading,
  words: Words,
  language: Language | null,
  each: Phrase | undefined,
  said: Words,
  listed: readonly string[],
  outside: Words,
): RecognisedInteraction[] {
  const found: RecognisedInteraction[] = [];
  for (const record of knowledge.interactions) {
    const lists = language ? [record.recognise[language as Exclude<Language, 'en'>] ?? []] : Object.values(record.recognise);
    const keywords = lists.flat();
    const cued = withoutPhrases(words, record.notIn);
    const hits = [
      ...score(
        cued,
        keywords.filter(([k]) => !NEGATIVE_PHRASE.test(k)),
      ).hits,
      ...score(
        said,
        keywords.filter(([k]) => NEGATIVE_PHRASE.test(k)),
      ).hits,
    ];
    // "(vai no Detran, cartório, vistoria)": a word said only in brackets counts half, as in English.
    const outsideHits = new Set(score(withoutPhrases(outside, record.notIn), keywords).hits);
    const result = rooted({ score: 0, hits }, keywords, new Set(hits.filter((hit) => !outsideHits.has(hit))));
    // One word in passing is no pattern ("socios" of a co-op, "sincroniza" when the signal comes back): two of its
    // words, or one that names it outright.
    // "registrar a cada perro con su raza…": keeping one of each, with what it holds, is itself a sign of records.
    const kept = record.id === FALLBACK_INTERACTION && each ? 1 : 0;
    const roots = result.roots + kept;
    // "si están secando, en bizcocho, esmaltadas o listas": the list names the pattern outright, as in English.
    const byList = record.listedBy.some((noun) => listed.includes(noun)) ? DECISIVE : 0;
    if (result.score + kept + byList < THRESHOLD || (roots < 2 && Math.max(result.top, byList) < DECISIVE)) continue;
    // The named thing that holds one of its words, short enough to repeat in a question; else its general noun.
    // A clause is no thing: "Schichten untereinander tauschen", "sinon l'inscription est bloquée".
    const clause = (text: string) => {
      const finite = new Set(FINITE_VERBS[language ?? ''] ?? []);
      const negations = new Set(TITLE_NEGATIONS[language ?? ''] ?? []);
      const words = wordsOf(text);
      // German capitalises its nouns: a thing that ends on a small word ends on a verb.
      const last = text.trim().split(/\s+/).at(-1) ?? '';
      return (
        words.some((w) => finite.has(w) || negations.has(w)) ||
        (language === 'de' && words.length > 1 && /^\p{Ll}/u.test(last)) ||
        // "se vender", "s'inscrire": a reflexive verb is a clause; so is what "dass" or "que" opens.
        /^(?:se|si|s|dass|daß|ob|weil|wenn|que|qui|porque|quand|quando|cuando)$/.test(words[0] ?? '')
      );
    };
    const thing =
      reading.objects.find((o) => {
        const own = prepare(o.text);
        return (
          o.text.split(/\s+/).length <= MAX_FOREIGN_THING_WORDS &&
          !clause(o.text) &&
          // "eu confirmo", "je note": a person doing something is no thing.
          !SUBJECT_PRONOUNS.has(wordsOf(o.text)[0] ?? '') &&
          // "faltando 2 entregas": a count says when, it names no thing.
          !/\d/.test(o.text) &&
          // "heure de retour": a cue of three words says what happens, it names no thing.
          // ("marca, modelo, fin de garantía": a word that only hints at the pattern names no thing of it.)
          result.hits.some(
            (hit) => hit.split(' ').length <= 2 && weightOf(keywords, hit) > WEAK_HINT && containsPhrase(own, hit),
          ) &&
          // ("eine Erinnerung": the word that names the pattern outright is no thing of it.)
          !(
            wordsOf(o.text).length === 1 &&
            result.hits.some((hit) => weightOf(keywords, hit) >= NAMES_ITSELF && containsPhrase(own, hit))
          )
        );
      }) ??
      // ("la ficha de cada equipo", "quién tiene cada instrumento": what is owned and looked after, never a person.)
      (record.id === FALLBACK_INTERACTION || (record.ownedThing && each && !PEOPLE_KEPT.includes(each.head.toLowerCase()))
        ? each
        : undefined);
    found.push({
      record,
      score: result.score + byList,
      evidence: result.hits,
      ...(thing ? { thing } : {}),
      slots: slotsFor(record, thing, reading),
      stated: true,
    });
  }
  return rank(found);
}

function rank(found: RecognisedInteraction[]): RecognisedInteraction[] {
  return found.sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id)).slice(0, MAX_INTERACTIONS);
}

/**
 * `each`: outside English, the thing the description keeps one record for ("registrar a cada clienta"), when the
 * pattern's own words name none.
 */
/** The weight of a noun that names a pattern only weakly ("notification", "alert"). */
const WEAK_NOUN = 3;
/** Acronyms of what sends or writes for the app: an "SMS alert" is a message, an "AI draft" the app's own. */
const CHANNELS = new Set(['SMS', 'MMS', 'SOS', 'RSS', 'GPS', 'APP', 'AI', 'KI', 'IA', 'LLM', 'GPT']);
/** The weight of a word that only hints at a pattern ("garantía" of servicing): it names none of its things. */
const WEAK_HINT = 2;
/** What a list of each one's fields adds to a record pattern's score. */
const EACH_HOLDS = 2;

export function recogniseInteractions(
  knowledge: Knowledge,
  reading: Reading,
  words: Words,
  language: Language | null,
  each?: Phrase,
  said: Words = words,
  valueNouns: readonly string[] = [],
  eachHolds = false,
  /** The words said outside brackets (outside English). */
  outside: Words = words,
): RecognisedInteraction[] {
  const own = reading.tagged ? eachThing(reading) : each;
  const byWords = (
    reading.tagged
      ? recogniseTagged(knowledge, reading, valueNouns, words, said)
      : language === 'en'
        ? []
        : recogniseByWords(knowledge, reading, words, language, each, said, valueNouns, outside)
  )
    // "Jede Route soll mit Sektor, Grad, Griffarbe … erfasst werden": what each one holds, listed, is a record kept.
    .map((f) => (eachHolds && f.record.id === FALLBACK_INTERACTION && f.stated ? { ...f, score: f.score + EACH_HOLDS } : f))
    .sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));
  const found = byWords
    .filter((f) => !f.record.unlessSaid.some((phrase) => containsPhrase(said, phrase)))
    .filter(
      (f) =>
        f.record.onlyIfSaid.length === 0 ||
        f.record.onlyIfSaid.some((phrase) => containsPhrase(said, phrase)) ||
        // (A price is a word of money for what needs one.)
        (f.record.onlyIfSaid.includes('money') && reading.tokens.some((t) => /[£$€¥]/.test(t.text))),
    )
    .map((f) =>
      // "kiln log, each firing with cone and schedule": the record is kept per firing; "for every hog we need an
      // intake record … note food eaten": per hog, whatever a verb is done to.
      f.record.id === FALLBACK_INTERACTION && own && reading.tagged
        ? { ...f, thing: own, slots: slotsFor(f.record, own, reading) }
        : f,
    )
    // "a rota of who is on": one noun read two ways (shifts, taking turns) is one pattern; a weaker one stays only on
    // cues of its own. (A verb such as "log" is shared by many patterns and says each of them.)
    .filter((f, i, all) => {
      const shared = f.evidence.filter(
        (cue) => f.record.nouns.some(([noun]) => noun === cue) && all.slice(0, i).some((before) => before.evidence.includes(cue)),
      );
      if (shared.length === 0) return true;
      const own = f.evidence.filter((cue) => !shared.includes(cue));
      return own.reduce((sum, cue) => sum + weightOfCue(f.record, cue), 0) >= THRESHOLD;
    })
    // ("Hot tub hire business … customers book online": the booking is the rental's.)
    .filter((f, i, all) => !all.slice(0, i).some((before) => f.record.partOf.includes(before.record.id)));
  // Only what the description lists or acts on: a stray noun phrase ("who brings snacks") is no record to keep, nor
  // are times ("the days"), pictures attached to something ("with pics") or things in brackets.
  // ("We're a shredding company - 3 trucks with on-board shredders…": what the user has is no record the app keeps.)
  const listable = reading.objects.filter(
    (o) =>
      !isPeople(o) &&
      o.plural &&
      !NO_RECORD.has(o.head.replace(/s$/, '')) &&
      !EACH_VERBS.has(o.text.toLowerCase()) &&
      !inBrackets(reading, o.start),
  );
  const listed = listable.find((o) => !reading.tokens[o.start]?.aboutUs) ?? listable[0];
  // "my vinyl collection": the records are the vinyl, not the collection.
  const thing = listed && CONTAINERS.has(listed.head) ? (withoutMarker(listed, listed.head) ?? listed) : listed;
  const record = knowledge.interactions.find((i) => i.id === FALLBACK_INTERACTION);
  const kept = own ?? thing;
  // "each horse is due every 6 weeks": reminders about horses keep a record of each horse beside them.
  if (
    found.length > 0 &&
    own &&
    record &&
    reading.tagged &&
    found.length < MAX_INTERACTIONS &&
    !found.some((f) => f.record === record)
  )
    return [
      ...found,
      { record, score: 0, evidence: [], thing: own, slots: slotsFor(record, own, reading), stated: false, fallback: true },
    ];
  if (found.length > 0 || !kept || !record || !reading.tagged) return found;
  return [{ record, score: 0, evidence: [], thing: kept, slots: slotsFor(record, kept, reading), stated: false, fallback: true }];
}
