/**
 * The reading of an English description from wink's tags: what the product is, whom it is for, who uses it, what
 * they do and to what. Shallow parsing over parts of speech (noun and verb phrases, their coordination), with a few
 * corrections where a tagger trained on news text reads app descriptions wrong: "log dives" (a verb after a verb is
 * its object), "a wedding DJ's clients" (a possessive is a noun), "see which lanes are free and order drinks" (a verb
 * in a list of verb phrases is a verb).
 */
import { LANGUAGE_RULES } from '../knowledge/languages';
import { NOMINALS } from '../knowledge/nominals';
import type { EnglishTagger, Pos, TaggedToken } from './tagger';

export interface Token extends TaggedToken {
  /** A possessive ("DJ's"): a noun that modifies the next one. */
  possessive?: boolean;
  /** Index in the sentence's token list. */
  at: number;
  /** In a sentence about how things are done today ("Right now it's a paper diary"): no cue for what is built. */
  asIs?: boolean;
  /** In an opening sentence that says who the user is ("We're a 70-cover restaurant…", "we sell used cars"): a weak cue. */
  aboutUs?: boolean;
  /** Ruled out by a negation just before it ("no online booking", "don't take bookings"): no cue either. */
  negated?: boolean;
  /** One of a list's values ("…: tyres, lights, mirrors", "we clean for offices, shops…"): no cue either. */
  listValue?: boolean;
  /** The noun whose values a list gives ("a daily check before setting off: tyres, lights…" → "check"). */
  listLead?: boolean;
  /** A step in a list of what has happened to one thing ("…: survey done, quote sent, accepted, scaffold booked"). */
  milestone?: boolean;
}

/** A noun phrase as the user wrote it, without articles and possessive pronouns. */
export interface Phrase {
  /** "buddy pairs", "must-play songs", "sheet music". */
  text: string;
  /** With its last noun in the singular: "buddy pair". */
  one: string;
  /** With its last noun in the plural: "buddy pairs". */
  many: string;
  /** The last noun's lemma: "pair". */
  head: string;
  /** Whether it was written in the plural. */
  plural: boolean;
  /** The article or possessive before it, as written ("a", "our"), when it had one. */
  determiner?: string;
  /** A name, capitalised as written: "Hollybank Allotment Association", "St Michael's". */
  proper?: boolean;
  /** Position of its first token in the description (for ordering). */
  start: number;
  end: number;
}

/** "see which lanes are free", "track who's coming to rehearsal": a verb's object that is a clause. */
export interface WhClause {
  /** which, who, what, when, how. */
  word: string;
  /** Its subject: "lanes" (absent for "who"). */
  subject?: Phrase;
  /** Its verb's lemma: "be", "come". */
  verb: string;
  /** Its complement: "free", "rehearsal". */
  complement?: string;
  complementPhrase?: Phrase;
}

export interface Action {
  /** The verb's lemma, with a particle where the pair means something else: "log", "pick up", "rent out". */
  verb: string;
  /** Its objects, coordinated: "dives", "buddy pairs", "equipment checks". */
  objects: Phrase[];
  clause?: WhClause;
  /** What follows the objects: "to their lane", "per hour", "online". */
  rest?: string;
  /** Who does it, when the description says: "clients", "people". */
  actor?: Phrase;
  start: number;
  end: number;
}

export interface EnglishReading {
  tokens: Token[];
  /** The product's own noun phrase: "kiosk", "internal tool", "booking app". */
  product?: Phrase;
  /** Whom it is for, as an organisation: "scuba diving club", "bowling alley". */
  owner?: Phrase;
  /** Who uses it: "clients", "people", "parents". */
  actors: Phrase[];
  actions: Action[];
  /** The things it keeps or handles, in order: objects of actions and listed things. */
  objects: Phrase[];
  /** Every noun phrase of the description but the product, whom it is for and who uses it: what it talks about. */
  phrases: Phrase[];
  /** Adjectives of the product and ways it works: "internal", "offline", "by the hour". */
  qualities: string[];
}

const NOUNISH: ReadonlySet<Pos> = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const rules = LANGUAGE_RULES.en;
const PRODUCTS = new Set(rules.products);
/** Verbs that take another verb after them: "help manage", "let people book". */
const CATENATIVE = new Set(['help', 'let', 'make', 'want', 'need', 'like', 'love', 'try', 'start', 'allow', 'enable', 'go']);
/** Verbs that take an -ing verb: "stop sending paper invoices", "keep losing keys". */
const ING_TAKERS = new Set([
  'stop',
  'keep',
  'avoid',
  'finish',
  'enjoy',
  'hate',
  'prefer',
  'miss',
  'quit',
  'begin',
  'continue',
  'mind',
]);
/** Verbs users write as features: the nominal table and the language rules' list. */
const FEATURE_VERBS = new Set([...Object.keys(NOMINALS), ...rules.verbs]);
/** Nouns for people: who uses an app, never what it is about ("for parents", "remind clients"). */
export const PERSON_NOUNS = new Set(
  (
    'person people client customer member user student parent patient guest staff employee volunteer driver child kid ' +
    'player team family friend visitor buyer seller owner teacher tutor coach manager admin colleague worker nurse ' +
    'doctor resident tenant neighbour neighbor attendee participant fan subscriber reader listener diver musician ' +
    'athlete trainer instructor therapist caregiver carer pupil learner member couple homeowner landlord agent ' +
    'freelancer designer developer engineer technician cleaner chef waiter host hiker runner cyclist gardener ' +
    'presenter officer referee umpire beekeeper rider farmer grower artist author editor reviewer approver ' +
    'dispatcher courier operator inspector auditor mechanic contractor supplier vendor broker planner organiser ' +
    'organizer captain mentor mentee intern candidate applicant recruiter clinician vet dentist surgeon midwife ' +
    'sailor skipper ranger warden bartender barista baker butcher florist tailor lecturer professor researcher ' +
    'scientist accountant lawyer solicitor clerk receptionist cashier shopper passenger commuter traveller traveler ' +
    'tourist camper climber swimmer surfer golfer gamer streamer creator donor sponsor supporter investor ' +
    'secretary treasurer singer dancer flatmate roommate housemate sibling grandparent mum dad mother father wife ' +
    'husband toddler baby teen teenager follower viewer moderator boss supervisor electrician plumber nanny ' +
    'babysitter physio landlady homeowner household dj adult senior elder rower paddler shearer groomer walker ' +
    'learner novice beginner techs crew borrower renter lender hirer booker bidder seeker jobseeker keeper ' +
    'helper steward marshal fosterer rescuer finder glazier tester assessor examiner judge chorister ringer ' +
    'councillor governor trustee invigilator narrator proofer organist vicar churchwarden thatcher apprentice ' +
    'professional practitioner referrer coordinator administrator consultant advisor adviser lifeguard insurer ' +
    'homebuyer surveyor slinger stalker pawnbroker keyholder hospitalero pilgrim lad lass'
  ).split(' '),
);
/** Nouns for a place or group that runs an app's work: "a ramen bar", "our choir", "the lab". */
const ORGANISATIONS = new Set(
  (
    'bar shop cafe café studio club clinic practice salon restaurant bakery gym school farm society association choir ' +
    'band team league charity church lab laboratory office firm agency company store garage brewery winery hotel ' +
    'hostel campsite venue theatre theater museum library kitchen stall market orchard nursery kindergarten daycare ' +
    'centre center hall pool alley rink marina workshop surgery pharmacy dojo academy festival council group ' +
    'business biz startup household family street building station trust guild parish'
  ).split(' '),
);
/** Whether a noun names a place or group that runs an app's work: "team", "club", "lab". */
export const isOrganisation = (word: string) => ORGANISATIONS.has(word);
/** Endings that name a person whatever the word: "dentist", "librarian", "trainee", "volunteer". */
const PERSON_ENDING = /(?:ist|ian|ee|eer)s?$/;
export const isPersonNoun = (word: string) =>
  PERSON_NOUNS.has(word) ||
  PERSON_NOUNS.has(word.replace(/s$/, '')) ||
  PERSON_NOUNS.has(word.replace(/ies$/, 'y')) ||
  (word.length > 5 &&
    PERSON_ENDING.test(word) &&
    !/(?:(?:^|check|play|wish|short|set|black|white|do|task|price|guest|reading|waiting)lists?|committees?|coffees?|fees?|degrees?|trees?|guarantees?|marquees?|jamborees?|toffees?|settees?|jubilees?|matinees?|pedigrees?|rupees?)$/.test(
      word,
    ));

/** A "for …" this early names whom the app is for even without a product word ("table booking for our bistro"). */
const EARLY = 6;

/** Verbs that say what the business is or wants, not what the app does. */
const NOT_ACTIONS = new Set([
  'be',
  'have',
  'want',
  'need',
  'like',
  'would',
  'build',
  'make',
  'create',
  'use',
  'get',
  'do',
  'think',
]);
/** "I run a small bakery": the verb before the business. */
const OWNING = new Set([
  'run',
  'own',
  'operate',
  'manage',
  'have',
  'work',
  'coach',
  'teach',
  'lead',
  'organise',
  'organize',
  'coordinate',
  'chair',
]);
/** "team lead", "shift leads": the nouns a lead (a person) follows. */
const LEADING = new Set(['team', 'shift', 'project', 'tech', 'site', 'squad', 'group', 'section', 'department', 'crew', 'ward']);
/** Verbs that ask for the product itself ("build habit tracker app"), never part of its name. */
const MAKING = new Set(['build', 'make', 'create', 'design', 'develop', 'write', 'code', 'need', 'want']);
const PARTICLES = new Set(['up', 'out', 'in', 'off', 'down', 'back', 'on']);
const WH = new Set(['which', 'who', 'what', 'when', 'how', 'whether', 'whose']);
const CLAUSE_OPENERS = new Set(['where', 'so', 'that', 'while', 'when', 'who', 'which']);
/** Words that open a clause of time before its subject: "after each race members send…". */
const TIME_OPENERS = new Set(['after', 'before', 'once', 'until', 'whenever', 'then', 'if']);
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'me', 'us', 'them', 'him', 'her']);
/** Qualities a description states in passing: how the app works rather than what it holds. */
const QUALITY_WORDS = new Set([
  'internal',
  'offline',
  'online',
  'live',
  'real-time',
  'realtime',
  'mobile',
  'public',
  'private',
  'simple',
  'shared',
  'self-service',
  'self-hosted',
  'multilingual',
  'anonymous',
]);

/** Nouns without a plural: "sheet music", "equipment". */
const MASS = new Set([
  'progress',
  'merch',
  'clothing',
  'jewellery',
  'jewelry',
  'music',
  'equipment',
  'information',
  'data',
  'feedback',
  'software',
  'hardware',
  'staff',
  'furniture',
  'stock',
  'inventory',
  'content',
  'news',
  'advice',
  'homework',
  'research',
  'money',
  'traffic',
  'weather',
  'luggage',
  'gear',
  'merchandise',
  'clothing',
  'food',
  'management',
  'tracking',
  'scheduling',
  'availability',
  'attendance',
]);

/** Regular English plural of a noun (the lemma): pair → pairs, entry → entries, box → boxes. */
const IRREGULAR: Readonly<Record<string, string>> = {
  child: 'children',
  person: 'people',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  goose: 'geese',
  leaf: 'leaves',
  knife: 'knives',
  life: 'lives',
  wife: 'wives',
  shelf: 'shelves',
  half: 'halves',
  calf: 'calves',
  wolf: 'wolves',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  series: 'series',
  species: 'species',
  analysis: 'analyses',
  crisis: 'crises',
};

export function pluralOf(noun: string): string {
  const last = noun.toLowerCase().split(/\s+/).at(-1) ?? '';
  if (MASS.has(last) || last.endsWith('ing')) return noun;
  // Already a plural: "people", "clothes", "merch" aside ("class" and "bus" still take -es).
  if (Object.values(IRREGULAR).includes(last) || (/s$/.test(last) && !/(ss|us|is)$/.test(last))) return noun;
  const irregular = IRREGULAR[last];
  if (irregular) return `${noun.slice(0, noun.length - last.length)}${irregular}`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

function joinText(tokens: readonly Token[]): string {
  return tokens
    .map((t) => (t.possessive ? { ...t, text: t.text.replace(/['’]s$/i, '') } : t))
    .map((t, i) => (i > 0 && t.spaced ? ` ${t.text}` : t.text))
    .join('')
    .trim();
}

/** Merges what wink splits: "must-play" (no space around hyphens), "DJ's" (a possessive). */
function merge(tokens: readonly TaggedToken[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const last = out.at(-1);
    const next = tokens[i + 1];
    // "must-play", "do-not-play", "no-show", "check-in": a hyphen with no space either side binds the words.
    if (token.text === '-' && !token.spaced && next && !next.spaced && last && /\p{L}/u.test(last.text)) {
      const joined = `${last.text}-${next.text}`;
      out[out.length - 1] = { ...last, text: joined, lower: joined.toLowerCase(), lemma: joined.toLowerCase(), pos: next.pos };
      i++;
      continue;
    }
    if ((token.lower === "'s" || token.lower === '’s') && !token.spaced && last && /^(NOUN|PROPN|VERB|ADJ)$/.test(last.pos)) {
      // "who's coming": the verb "is"; "a DJ's clients": a possessive.
      if (WH.has(last.lower)) {
        out.push({ ...token, text: 'is', lower: 'is', lemma: 'be', pos: 'AUX', at: out.length });
        continue;
      }
      out[out.length - 1] = {
        ...last,
        text: `${last.text}${token.text}`,
        pos: last.pos === 'PROPN' ? 'PROPN' : 'NOUN',
        possessive: true,
        lemma: last.lower,
      };
      continue;
    }
    // "a members' golf club": a plural's possessive, its apostrophe split off.
    if (
      /^['’]$/.test(token.text) &&
      !token.spaced &&
      last?.pos === 'NOUN' &&
      /s$/.test(last.lower) &&
      next?.spaced &&
      /^(NOUN|PROPN|ADJ)$/.test(next.pos)
    ) {
      out[out.length - 1] = { ...last, text: `${last.text}${token.text}`, possessive: true, lemma: last.lower };
      continue;
    }
    out.push({ ...token, at: out.length });
  }
  // A merged compound is a noun at the end of a phrase, a modifier before a noun.
  return out.map((t, i) => {
    if (!t.lower.includes('-') || !/\p{L}-\p{L}/u.test(t.lower)) return { ...t, at: i };
    const next = out[i + 1];
    const pos: Pos = next && (next.pos === 'NOUN' || next.pos === 'PROPN') ? 'ADJ' : 'NOUN';
    return { ...t, pos, at: i };
  });
}

const isVerb = (t: Token | undefined) => t?.pos === 'VERB';
const isNoun = (t: Token | undefined) => t?.pos === 'NOUN' || t?.pos === 'PROPN';

/** The nearest verb before `i` heading a list this token continues ("log dives, buddy pairs and …"), or -1. */
function listVerbBefore(tokens: readonly Token[], i: number): number {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.pos === 'VERB') return k;
    if (t.pos === 'PUNCT' && t.text !== ',') return -1;
    if (t.lower === 'with' || t.lower === 'for' || CLAUSE_OPENERS.has(t.lower)) {
      // "see which lanes are free and order …": a wh-clause is the verb's object; keep looking.
      if (WH.has(t.lower) && isVerb(tokens[k - 1])) continue;
      return -1;
    }
  }
  return -1;
}

/**
 * "manage touring bookings, record annual site fees for the owners, and log maintenance issues": a list that closes
 * with ", and" after items that each open with a verb goes on with a verb, whatever its items hold in between.
 */
function verbItemsBefore(tokens: readonly Token[], i: number): boolean {
  if (tokens[i - 1]?.pos !== 'CCONJ' || tokens[i - 2]?.text !== ',' || /(?:ed|ing)$/.test(tokens[i]!.lower)) return false;
  for (let k = i - 3; k > 0; k--) {
    const t = tokens[k]!;
    if (t.pos === 'PUNCT' && t.text !== ',') return false;
    if (t.pos === 'VERB' && tokens[k - 1]!.text === ',') return true;
  }
  return false;
}

const POSSESSIVES = new Set(['our', 'my', 'their', 'your', 'his', 'her']);
/** Plurals without an -s: "people reserve boxes", "children choose a book". */
const PLURAL_PEOPLE = new Set(['people', 'children', 'staff', 'men', 'women', 'folk', 'folks']);

/** Verbs of coming and going the tagger reads as nouns after a plural it takes for a verb ("logs come in"). */
const COMING_AND_GOING = new Set([
  'come',
  'came',
  'go',
  'went',
  'arrive',
  'arrived',
  'get',
  'got',
  'stay',
  'sit',
  'move',
  'moved',
]);

/** Where wink's news-trained tags misread an app description. */
function correct(tokens: Token[]): Token[] {
  const out = tokens.map((t) => ({ ...t }));
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    const prev = out[i - 1];
    const next = out[i + 1];
    // "a wedding DJ", "their lane": after an article or possessive it is a noun (or the noun's modifier).
    if (t.pos === 'VERB' && prev && (prev.pos === 'DET' || (prev.pos === 'PRON' && !PERSONAL.has(prev.lower)))) t.pos = 'NOUN';
    // ("our accountant's reports all come from there": after a possessive, what is owned.)
    if (t.pos === 'VERB' && prev?.possessive && !/(?:ing|ed)$/.test(t.lower)) t.pos = 'NOUN';
    // "Our river trust has about 35 volunteers": "has" before a thing, not before a verb, is the verb of having.
    if (t.pos === 'AUX' && /^(has|have)$/.test(t.lower) && next && ['DET', 'NUM', 'NOUN', 'ADJ'].includes(next.pos))
      t.pos = 'VERB';
    if (t.pos === 'AUX' && /^(has|have)$/.test(t.lower) && next?.pos === 'ADV' && out[i + 2]?.pos === 'NUM') t.pos = 'VERB';
    // "a small dental practice": between an article and what it describes, a word the tagger took for an adverb is
    // an adjective ("a very small shop" keeps its adverb: an adverb follows it).
    if (t.pos === 'ADV' && prev?.pos === 'DET' && next && ['ADJ', 'NOUN'].includes(next.pos) && /^(a|an|the)$/.test(prev.lower))
      t.pos = 'ADJ';
    // "a small marquee hire firm", "a van rental company": before the business's noun, the trade's noun, not a verb.
    if (t.pos === 'VERB' && prev && ['NOUN', 'ADJ'].includes(prev.pos) && next && isOrganisation(next.lower)) t.pos = 'NOUN';
    // ("a heat pump installer": before one tradesperson, after an article and a singular noun, the trade's noun too.)
    if (
      t.pos === 'VERB' &&
      !/s$/.test(t.lower) &&
      prev?.pos === 'NOUN' &&
      !/s$/.test(prev.lower) &&
      /^(?:a|an|the|our|my)$/.test(out[i - 2]?.lower ?? '') &&
      next?.pos === 'NOUN' &&
      !/s$/.test(next.lower) &&
      (isPersonNoun(next.lower) || /\p{L}{3}(?:er|or)$/u.test(next.lower))
    )
      t.pos = 'NOUN';
    // ("a marquee hire firm": after the trade's noun, "firm" is the business, not "hold firm".)
    if (['ADV', 'ADJ', 'VERB'].includes(t.pos) && prev?.pos === 'NOUN' && isOrganisation(t.lower)) t.pos = 'NOUN';
    // "a mortgage adviser working through a network": after one person, an -ing word before a preposition is what they
    // do.
    if (
      t.pos === 'NOUN' &&
      /\p{L}{3}ing$/u.test(t.lower) &&
      prev?.pos === 'NOUN' &&
      isPersonNoun(prev.lower) &&
      // ("track kids signing in late": people in the plural are what is tracked.)
      !/s$/.test(prev.lower) &&
      next?.pos === 'ADP'
    )
      t.pos = 'VERB';
    // "those cost a fortune", "it costs £40": after a pronoun and before what it comes to, the verb of pricing.
    if (
      /^costs?$/.test(t.lower) &&
      /^(?:those|these|they|it|that|which|this)$/.test(prev?.lower ?? '') &&
      next &&
      (['DET', 'NUM', 'SYM'].includes(next.pos) || /^(?:too|so|loads|money|nothing|more|less|[£$€]\S*)$/.test(next.lower))
    )
      t.pos = 'VERB';
    // "food truck app - show our menu, …": opening a list item, a word users write as a verb before a possessive and
    // its noun is the verb ("a show our kids love" has an article before it).
    if (
      t.pos === 'NOUN' &&
      FEATURE_VERBS.has(t.lower) &&
      (!prev || prev.pos === 'PUNCT' || prev.pos === 'SPACE' || prev.pos === 'CCONJ') &&
      next &&
      /^(?:our|my|their|your)$/.test(next.lower) &&
      isNoun(out[i + 2])
    )
      t.pos = 'VERB';
    // "squire taps who actually turned up", "the app records what was sent": a plural that is no one, after a singular
    // noun and before "who" or "what", is that noun's verb.
    if (
      t.pos === 'NOUN' &&
      /[^s]s$/.test(t.lower) &&
      !isPersonNoun(t.lower) &&
      prev?.pos === 'NOUN' &&
      !/s$/.test(prev.lower) &&
      /^(?:who|what|whether)$/.test(next?.lower ?? '')
    )
      t.pos = 'VERB';
    // "- Register of plots", "List of members": opening a line or a list item, a word before "of" is a noun.
    if (t.pos === 'VERB' && next?.lower === 'of' && (prev?.pos === 'PUNCT' || prev?.pos === 'SPACE')) t.pos = 'NOUN';
    // "Tailoring & alterations shop": opening the description, an -ing word joined to a noun by "and" is a trade.
    if (i === 0 && t.pos === 'VERB' && /ing$/.test(t.lower) && next?.pos === 'CCONJ' && isNoun(out[i + 2])) t.pos = 'NOUN';
    // "the Greenfield Bowls Club": a capitalised word between two names is part of the name.
    if (
      t.pos === 'VERB' &&
      /^\p{Lu}/u.test(t.text) &&
      prev?.pos === 'PROPN' &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      isNoun(next)
    )
      t.pos = 'PROPN';
    // "a small tutoring agency": the tagger reads the adjective as an adverb and the trade as a verb.
    if (
      t.pos === 'ADV' &&
      prev?.pos === 'DET' &&
      /^(a|an|the|our|my)$/.test(prev.lower) &&
      next?.pos === 'VERB' &&
      /ing$/.test(next.lower) &&
      out[i + 2]?.pos === 'NOUN'
    ) {
      t.pos = 'ADJ';
      next.pos = 'NOUN';
    }
    // "one place for shared costs", "the booked slots": a participle between a preposition or article and its noun
    // describes the noun.
    // ("hot work, work at height, confined space entry": after a comma, before a compound, it names a kind too.)
    if (
      t.pos === 'VERB' &&
      /ed$/.test(t.lower) &&
      next?.pos === 'NOUN' &&
      prev &&
      (['ADP', 'SCONJ', 'DET'].includes(prev.pos) || (prev.text === ',' && out[i + 2]?.pos === 'NOUN'))
    )
      t.pos = 'ADJ';
    // "bouncy castle hire biz", "bike repair shop": a word between a noun and a business names the trade.
    if (t.pos === 'VERB' && prev?.pos === 'NOUN' && next?.pos === 'NOUN' && ORGANISATIONS.has(next.lower)) t.pos = 'NOUN';
    // "each car moves through the stages": after "each" and one noun, a word in -s before a preposition is its verb.
    if (
      t.pos === 'NOUN' &&
      /[^s]s$/.test(t.lower) &&
      prev?.pos === 'NOUN' &&
      /^(each|every)$/.test(out[i - 2]?.lower ?? '') &&
      next?.pos === 'ADP'
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower.replace(/s$/, '');
    }
    // "the cleaner checks the cottage", "our coach enters the times": after a person named with "the", a word in -s
    // before what it acts on is the person's verb.
    if (
      t.pos === 'NOUN' &&
      /[^s']s$/.test(t.lower) &&
      prev &&
      ['NOUN', 'ADJ'].includes(prev.pos) &&
      isPersonNoun(prev.lower) &&
      // ("our accountant's reports": what a person owns, not what they do.)
      !prev.possessive &&
      /^(the|a|an|our|my|each|every|their|your)$/.test(out[i - 2]?.lower ?? '') &&
      next &&
      ['DET', 'PRON', 'NUM'].includes(next.pos) &&
      !/^(?:who|which|that|what)$/.test(next.lower)
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower.replace(/(?<=[sxz]|ch|sh)es$|s$/, '');
      prev.pos = 'NOUN';
    }
    // "everyone sees the table": after "everyone", a word in -s is its verb.
    if (
      t.pos === 'NOUN' &&
      /[^s']s$/.test(t.lower) &&
      /^(everyone|everybody|someone|somebody|anyone|anybody|nobody)$/.test(prev?.lower ?? '')
    ) {
      t.pos = 'VERB';
    }
    // "Logs come in by the lorry load", "which logs went into which order": opening a clause, a plural read as a verb
    // before a verb of coming and going is that verb's subject.
    if (
      t.pos === 'VERB' &&
      /[^s']s$/.test(t.lower) &&
      (!prev || ['PUNCT', 'SPACE', 'CCONJ'].includes(prev.pos) || /^(?:which|what|whose|the|our|my)$/.test(prev.lower)) &&
      next &&
      COMING_AND_GOING.has(next.lower)
    ) {
      t.pos = 'NOUN';
      next.pos = 'VERB';
    }
    // "where people see …", "so clients pick …": the subject of the verb that follows.
    if (t.pos === 'VERB' && isVerb(next) && prev && CLAUSE_OPENERS.has(prev.lower)) t.pos = 'NOUN';
    // "where customers order and pay", "club members book tennis courts": after the clause's subject (a plural noun
    // with no verb before it in the clause), a word users write as a verb is the clause's verb.
    if (
      t.pos !== 'VERB' &&
      (FEATURE_VERBS.has(t.lower) || (next !== undefined && NOMINALS[`${t.lower} ${next.lower}`] !== undefined)) &&
      // ("Tutors log each lesson": a sentence's first word, capitalised, is read as a name.)
      (prev?.pos === 'NOUN' || (prev?.pos === 'PROPN' && isPersonNoun(prev.lemma))) &&
      (/s$/.test(prev.lower) || PLURAL_PEOPLE.has(prev.lower)) &&
      !t.lower.endsWith('s')
    ) {
      let k = i - 1;
      // ("our volunteers drive patients": a possessive opens the subject as an article does.)
      const inSubject = (u: Token) =>
        u.pos === 'NOUN' || u.pos === 'ADJ' || u.pos === 'DET' || u.pos === 'PROPN' || POSSESSIVES.has(u.lower);
      while (k >= 0 && inSubject(out[k]!)) k--;
      // ("after each race members send their times": a clause of time opens one too.)
      // ("let people preorder": a verb that lets someone do something opens one too.)
      const opener =
        k < 0 ||
        CLAUSE_OPENERS.has(out[k]!.lower) ||
        TIME_OPENERS.has(out[k]!.lower) ||
        out[k]!.pos === 'PUNCT' ||
        /^(let|lets|help|helps|allow|allows|enable|enables)$/.test(out[k]!.lower);
      const objectNext = !next || ['DET', 'NOUN', 'PROPN', 'ADJ', 'PRON', 'CCONJ', 'ADP', 'ADV', 'PUNCT'].includes(next.pos);
      if (opener && objectNext && k < i - 1) t.pos = 'VERB';
    }
    // "an assistant that joins calls", "a bot which posts updates": after a relative pronoun, a verb users write.
    if (
      t.pos !== 'VERB' &&
      prev &&
      (prev.lower === 'that' || prev.lower === 'which' || prev.lower === 'who') &&
      /s$/.test(t.lower) &&
      FEATURE_VERBS.has(t.lower.replace(/e?s$/, '')) &&
      next &&
      ['DET', 'NOUN', 'PROPN', 'ADJ', 'PRON', 'NUM', 'ADP', 'VERB'].includes(next.pos) &&
      !COMING_AND_GOING.has(next.lower)
    ) {
      t.pos = 'VERB';
      // "that joins zoom calls": what follows is its object, whatever the tagger made of it.
      if (next.pos === 'VERB') next.pos = 'NOUN';
      const after = out[i + 2];
      const end = out[i + 3];
      if (after?.pos === 'VERB' && /s$/.test(after.lower) && (!end || end.pos === 'PUNCT' || end.pos === 'CCONJ'))
        after.pos = 'NOUN';
      t.lemma = FEATURE_VERBS.has(t.lower.slice(0, -1)) ? t.lower.slice(0, -1) : t.lower.replace(/es$/, '');
    }
    // "customers can pre-order cakes": after a modal, a word users write as a verb is one.
    if (prev?.pos === 'AUX' && /^(can|could|will|would|should|may|might|must)$/.test(prev.lower) && FEATURE_VERBS.has(t.lower))
      t.pos = 'VERB';
    // "fruit picking days", "a personal budgeting app": an -ing word before a noun, after a noun, an adjective, an
    // article or nothing, modifies it.
    if (
      t.pos === 'VERB' &&
      /ing$/.test(t.lower) &&
      isNoun(next) &&
      (!prev || (isNoun(prev) && !PRODUCTS.has(prev.lower)) || prev.pos === 'ADJ' || prev.pos === 'DET' || prev.pos === 'PUNCT')
    )
      t.pos = 'NOUN';
    // "table booking for our bistro", "dog walking in the park": an -ing word closing a noun compound is its head.
    if (
      t.pos === 'VERB' &&
      /ing$/.test(t.lower) &&
      isNoun(prev) &&
      !PRODUCTS.has(prev!.lower) &&
      // ("a mortgage adviser working through a network": what a person does, not a compound.)
      !(next?.pos === 'ADP' && isPersonNoun(prev!.lower) && !/s$/.test(prev!.lower)) &&
      (!next || next.pos === 'ADP' || next.pos === 'PUNCT' || next.pos === 'CCONJ')
    )
      t.pos = 'NOUN';
    // "an AI estimates a price range", "the bot posts a summary": a plural right after a whole noun phrase ("an AI")
    // and before an article is that phrase's verb.
    const before = out[i - 2];
    if (
      t.pos === 'NOUN' &&
      /[^s']s$/.test(t.lower) &&
      isNoun(prev) &&
      before &&
      (before.pos === 'DET' || (before.pos === 'PRON' && !PERSONAL.has(before.lower))) &&
      next &&
      // "each shift updates per-bed notes": after "each", an adjective or noun may follow the verb too.
      (/^(a|an|the|their|each|every)$/.test(next.lower) || (/^(each|every)$/.test(before.lower) && NOUNISH.has(next.pos)))
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower.replace(/(?<=[sxz]|ch|sh)es$|s$/, '');
    }
    // "staff log in.": signing in, whatever the tagger made of it (it reads "in." as inches).
    if (/^(log|sign)$/.test(t.lower) && next && /^(in|in\.|on|out)$/.test(next.lower)) {
      t.pos = 'VERB';
      next.pos = 'ADP';
      next.lower = next.lower.replace(/\.$/, '');
    }
    // ", work out velocity": a phrasal verb opening a list item, before its object, whatever the tagger made of it.
    const after = out[i + 2];
    if (
      t.pos === 'NOUN' &&
      next &&
      PARTICLES.has(next.lower) &&
      NOMINALS[`${t.lower} ${next.lower}`] !== undefined &&
      (!prev || prev.text === ',' || prev.pos === 'CCONJ') &&
      after &&
      (after.pos === 'DET' || NOUNISH.has(after.pos))
    ) {
      t.pos = 'VERB';
      next.pos = 'ADP';
    }
    // "everything is in excel right now": a time, not a thing.
    if (t.lower === 'right' && next && /^(now|away|after|before)$/.test(next.lower)) t.pos = 'ADV';
    // "team leads to log coaching", "shift lead": a lead after a team's noun is a person.
    if (t.pos === 'VERB' && /^leads?$/.test(t.lower) && prev && LEADING.has(prev.lower)) t.pos = 'NOUN';
    // "log dives", "track repairs": a verb right after a verb is its object, unless the first takes a verb.
    if (t.pos === 'VERB' && isVerb(prev) && !CATENATIVE.has(prev!.lemma) && prev!.lower !== 'to' && !/ing$/.test(t.lower))
      t.pos = 'NOUN';
    // "manage touring bookings", "track cleaning jobs": an -ing word between a verb and its noun names a kind of it.
    // ("has hearing aids": "have" before an -ing word is no tense.)
    if (
      t.pos === 'VERB' &&
      /\p{L}{3}ing$/u.test(t.lower) &&
      (isVerb(prev) || (prev?.pos === 'AUX' && /^(?:has|have|had)$/.test(prev.lower))) &&
      !CATENATIVE.has(prev!.lemma) &&
      !ING_TAKERS.has(prev!.lemma) &&
      next?.pos === 'NOUN' &&
      /s$/.test(next.lower) &&
      !isVerb(out[i + 2])
    )
      t.pos = 'NOUN';
  }
  // "log ph and nitrate for my tanks", "book the washing machines": a description that opens with what to do.
  const opening = out.find((t) => t.pos !== 'PUNCT');
  const afterOpening = opening ? out[opening.at + 1] : undefined;
  if (
    opening &&
    opening.pos !== 'VERB' &&
    FEATURE_VERBS.has(opening.lower) &&
    afterOpening &&
    ['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM', 'PRON'].includes(afterOpening.pos)
  ) {
    opening.pos = 'VERB';
    opening.lemma = opening.lower;
  }
  // "call centre tool for team leads", "book club app": an opening word before nouns that end on the product is part
  // of the product's name, not what to do.
  if (opening?.pos === 'VERB' && !MAKING.has(opening.lower)) {
    let k = opening.at + 1;
    while (out[k]?.pos === 'NOUN' && !PRODUCTS.has(out[k]!.lower)) k++;
    if (k > opening.at + 1 && out[k] && PRODUCTS.has(out[k]!.lower)) opening.pos = 'NOUN';
  }
  // "find tutors, book sessions and pay per hour", "see which lanes are free and order drinks": a word after a
  // comma or a join that users write as a verb, in a list headed by a verb, and followed by its object, is a verb.
  for (let i = 1; i < out.length; i++) {
    const t = out[i]!;
    const prev = out[i - 1]!;
    if (t.pos === 'VERB' || !(prev.text === ',' || prev.pos === 'CCONJ')) continue;
    if (!FEATURE_VERBS.has(t.lower)) continue;
    const next = out[i + 1];
    const takesObject =
      !next ||
      next.pos === 'DET' ||
      next.pos === 'PRON' ||
      next.pos === 'ADJ' ||
      next.pos === 'NOUN' ||
      next.pos === 'PROPN' ||
      next.pos === 'ADP' ||
      next.pos === 'ADV' ||
      WH.has(next.lower) ||
      next.pos === 'PUNCT';
    if (takesObject && (listVerbBefore(out, i) >= 0 || verbItemsBefore(out, i))) {
      t.pos = 'VERB';
      t.lemma = t.lower;
    }
  }
  // "with barcode scanning, reorder alerts and stock transfers", ": daily site logs, punch lists": a list that opens
  // with a thing lists things; a word tagged as a verb inside it names one.
  for (let i = 0; i < out.length; i++) {
    const start = out[i]!;
    if (!(start.lower === 'with' || start.lower === 'including' || start.text === ':' || (start.text === '-' && start.spaced)))
      continue;
    let k = i + 1;
    while (out[k] && (out[k]!.pos === 'DET' || (out[k]!.pos === 'PRON' && !PERSONAL.has(out[k]!.lower)))) k++;
    if (!out[k] || out[k]!.pos === 'VERB') continue;
    // ("our darts league: captains enter match scores": people and what they do make a sentence, not a list.)
    const doer = out[k]!;
    const does = out[k + 1];
    // ("- Want: fitter enters measurements on phone": one who does a trade, too.)
    const person =
      isPersonNoun(doer.lemma) ||
      (/\p{L}{3}(?:er|or)$/u.test(doer.lower) && /[^s]s$/.test(does?.lower ?? '') && out[k + 2]?.pos === 'NOUN');
    if (isNoun(doer) && person && does?.pos === 'VERB' && !/(?:ing|ed)$/.test(does.lower)) continue;
    for (; k < out.length && !(out[k]!.pos === 'PUNCT' && /^[.!?;]$/.test(out[k]!.text)); k++) {
      const t = out[k]!;
      const next = out[k + 1];
      const prev = out[k - 1];
      if (t.pos !== 'VERB' || WH.has(next?.lower ?? '')) continue;
      if (verbItemsBefore(out, k)) break;
      const itemStart = prev && (prev.text === ',' || prev.pos === 'CCONJ');
      if ((itemStart && (isNoun(next) || next?.pos === 'ADJ')) || isNoun(prev) || prev?.pos === 'ADJ') t.pos = 'NOUN';
      else break;
    }
  }
  // ("each story has a reporter": "has" is never a noun.)
  for (const t of out) if (t.pos === 'NOUN' && /^(has|have)$/.test(t.lower)) t.pos = 'VERB';
  return out;
}

/** The noun phrase starting at `i` (articles and possessive pronouns skipped), and where it ends. */
/** The hyphen of "90-minute slots": a measure joined to its unit modifies the noun after it. */
const measureHyphen = (tokens: readonly Token[], k: number) =>
  tokens[k]!.text === '-' &&
  !tokens[k]!.spaced &&
  tokens[k - 1]?.pos === 'NUM' &&
  tokens[k + 1] !== undefined &&
  !tokens[k + 1]!.spaced &&
  NOUNISH.has(tokens[k + 1]!.pos);

/** "the Lichfield & District Organists' Association": a join or an apostrophe between two capitalised words of a name. */
const nameJoin = (tokens: readonly Token[], k: number) => {
  const [before, join, after] = [tokens[k - 1], tokens[k]!, tokens[k + 1]];
  const capital = (w?: Token) => w !== undefined && /^\p{Lu}/u.test(w.text) && NOUNISH.has(w.pos);
  return (join.lower === 'and' || join.text === "'" || join.text === '’') && capital(before) && capital(after);
};

const EVALUATIVE = new Set([
  'proper',
  'decent',
  'nice',
  'simple',
  'easy',
  'basic',
  'actual',
  'better',
  'sensible',
  'reliable',
  // ("keep the same stages": which ones, not what they are.)
  'same',
  'usual',
  'whole',
  'entire',
]);

function phraseAt(tokens: readonly Token[], i: number): { phrase: Phrase; next: number } | null {
  let k = i;
  while (k < tokens.length && (tokens[k]!.pos === 'DET' || (tokens[k]!.pos === 'PRON' && !PERSONAL.has(tokens[k]!.lower)))) {
    if (WH.has(tokens[k]!.lower)) return null;
    k++;
  }
  // "proper food safety records", "a simple site": how good the user wants it is no part of the thing's name.
  while (EVALUATIVE.has(tokens[k]?.lower ?? '') && tokens[k + 1] !== undefined && NOUNISH.has(tokens[k + 1]!.pos)) k++;
  const from = k;
  let lastNoun = -1;
  while (k < tokens.length && (NOUNISH.has(tokens[k]!.pos) || measureHyphen(tokens, k) || (k > from && nameJoin(tokens, k)))) {
    // "a community radio station broadcasting 24/7": after a business, a last word in -ing says what it does.
    // ("a mushroom farm growing oyster, lion's mane…": with its object too; "a school booking system" is one name.)
    const after = tokens[k + 1];
    const doing =
      k > from &&
      /\p{L}{3}ing$/u.test(tokens[k]!.lower) &&
      ORGANISATIONS.has(tokens[k - 1]!.lower) &&
      after !== undefined &&
      after.pos !== 'PUNCT' &&
      !PRODUCTS.has(after.lower) &&
      !ORGANISATIONS.has(after.lower);
    if (doing) break;
    if (isNoun(tokens[k])) lastNoun = k;
    // "a wedding DJ's clients": the possessive is part of the phrase only as a modifier; the head comes after it.
    k++;
  }
  // "list of songs", "proof of delivery": an of-phrase belongs to its noun.
  if (lastNoun === k - 1 && tokens[k]?.lower === 'of' && isNoun(tokens[k + 1])) {
    let j = k + 1;
    while (j < tokens.length && NOUNISH.has(tokens[j]!.pos)) {
      if (isNoun(tokens[j])) lastNoun = j;
      j++;
    }
    if (lastNoun >= k + 1) k = lastNoun + 1;
  }
  // "their usual standing order pre-filled": a hyphenated participle after the noun says how it comes, not what it is.
  if (lastNoun > from && /^[a-z]+-[a-z]+ed$/.test(tokens[lastNoun]!.lower) && isNoun(tokens[lastNoun - 1])) lastNoun--;
  if (lastNoun < from) return null;
  const words = tokens.slice(from, lastNoun + 1);
  const determiner = from > i ? tokens[from - 1]!.lower : undefined;
  return { phrase: { ...phraseOf(words), ...(determiner ? { determiner } : {}) }, next: lastNoun + 1 };
}

export function phraseOf(words: readonly Token[]): Phrase {
  // With an of-phrase, the head is the noun before "of".
  const ofAt = words.findIndex((w) => w.lower === 'of');
  const headIndex = ofAt > 0 ? ofAt - 1 : words.length - 1;
  const head = words[headIndex]!;
  // ("flavours" is "flavour", not the dictionary's "flavor": the user's own spelling.)
  const dictionary = head.possessive ? head.lower : head.lemma;
  const lemma =
    /ours$/.test(head.lower) && dictionary === head.lower.replace(/ours$/, 'or') ? head.lower.slice(0, -1) : dictionary;
  const plural = head.lower !== lemma && head.lower.endsWith('s') && !head.possessive;
  // wink's lemmas are dictionary words ("app" → "application"): keep the user's word unless it is a plural.
  const one =
    plural && lemma.length < head.lower.length && head.lower.startsWith(lemma.slice(0, Math.max(1, lemma.length - 1)))
      ? words.map((w, i) => (i === headIndex ? matchCase(lemma, head.text) : w.text))
      : words.map((w) => w.text);
  const oneText = joinText(one.map((text, i) => ({ ...words[i]!, text })));
  const manyText = plural
    ? joinText(words)
    : joinText(words.map((w, i) => (i === headIndex ? { ...w, text: pluralOf(w.text) } : w)));
  return {
    text: joinText(words),
    one: oneText,
    many: manyText,
    head: (plural ? lemma : head.lower).toLowerCase(),
    plural,
    start: words[0]!.at,
    end: words.at(-1)!.at + 1,
  };
}

/**
 * "We're the Hollybank Allotment Association", "churchwarden at St Michael's": a capital within the sentence, or on a
 * second word, marks a name; "Small print shop" opening the description does not.
 */
function isName(tokens: readonly Token[], phrase: Phrase): boolean {
  const words = tokens.slice(phrase.start, phrase.end);
  const capital = (w?: Token) => w !== undefined && /^\p{Lu}\p{Ll}/u.test(w.text);
  if (!capital(words[0])) return false;
  const before = tokens[phrase.start - 1];
  const opens = before === undefined || /^[.!?:;\-–—•*(\n]$/.test(before.text);
  return !opens || words.slice(1).some((w) => capital(w));
}

/** "school's" → "school": the owner named by its possessive. */
function unpossessed(w: Token): Token {
  const text = w.text.replace(/['’]s?$/, '');
  return { ...w, text, lower: text.toLowerCase(), lemma: text.toLowerCase(), possessive: false };
}

function matchCase(word: string, like: string): string {
  return /^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Coordinated noun phrases from `i`: "dives, buddy pairs and equipment checks". */
function phraseList(tokens: readonly Token[], i: number): { phrases: Phrase[]; next: number } {
  const phrases: Phrase[] = [];
  let k = i;
  for (;;) {
    const found = phraseAt(tokens, k);
    if (!found) break;
    phrases.push(found.phrase);
    k = found.next;
    const sep = tokens[k];
    const after = tokens[k + 1];
    const afterNext = tokens[k + 2];
    if (!sep || !(sep.text === ',' || sep.pos === 'CCONJ')) break;
    // ", and equipment checks": a comma followed by a join.
    const start = after?.pos === 'CCONJ' ? k + 2 : k + 1;
    const first = tokens[start];
    if (!first || first.pos === 'VERB' || (after?.pos === 'CCONJ' && afterNext?.pos === 'VERB')) break;
    // ("request a date and time, and the bursar has to approve": a phrase with its own verb opens a new clause.)
    const following = phraseAt(tokens, start);
    if (following && ['AUX', 'VERB'].includes(tokens[following.next]?.pos ?? '')) break;
    k = start;
  }
  return { phrases, next: k };
}

/** "which lanes are free", "who's coming to rehearsal", "what they ate". */
function whClause(tokens: readonly Token[], i: number): { clause: WhClause; next: number } | null {
  const word = tokens[i];
  if (!word || !WH.has(word.lower)) return null;
  let k = i + 1;
  let subject: Phrase | undefined;
  if (word.lower !== 'who') {
    const found = phraseAt(tokens, k);
    if (found) [subject, k] = [found.phrase, found.next];
  }
  while (tokens[k]?.pos === 'AUX' && tokens[k + 1] && (tokens[k + 1]!.pos === 'AUX' || tokens[k + 1]!.pos === 'PART')) k++;
  const verbToken = tokens[k];
  if (!verbToken || (verbToken.pos !== 'AUX' && verbToken.pos !== 'VERB')) return subject ? null : null;
  k++;
  // "who is coming": the -ing verb after "is" is the clause's verb.
  let verb = verbToken.lemma;
  if (verbToken.pos === 'AUX' && tokens[k]?.pos === 'VERB') {
    verb = tokens[k]!.lemma;
    k++;
  }
  let complement: string | undefined;
  let complementPhrase: Phrase | undefined;
  if (tokens[k]?.pos === 'ADJ' && !isNoun(tokens[k + 1])) {
    complement = tokens[k]!.text;
    k++;
  } else {
    if (tokens[k]?.pos === 'ADP') k++;
    const found = phraseAt(tokens, k);
    if (found) {
      complementPhrase = found.phrase;
      complement = found.phrase.text;
      k = found.next;
    }
  }
  return {
    clause: {
      word: word.lower,
      ...(subject ? { subject } : {}),
      verb,
      ...(complement ? { complement } : {}),
      ...(complementPhrase ? { complementPhrase } : {}),
    },
    next: k,
  };
}

/** A prepositional phrase or adverb after the objects: "to their lane", "per hour", "online", "in store". */
function restAt(tokens: readonly Token[], i: number): { rest: string; next: number } | null {
  const t = tokens[i];
  if (!t) return null;
  if ((t.pos === 'ADV' || (t.pos === 'ADJ' && QUALITY_WORDS.has(t.lower))) && !CLAUSE_OPENERS.has(t.lower) && !WH.has(t.lower))
    return { rest: t.text, next: i + 1 };
  if (t.pos !== 'ADP' || t.lower === 'with' || t.lower === 'for' || t.lower === 'of') return null;
  let k = i + 1;
  const words = [t];
  while (k < tokens.length && (tokens[k]!.pos === 'DET' || tokens[k]!.pos === 'PRON' || NOUNISH.has(tokens[k]!.pos))) {
    if (PERSONAL.has(tokens[k]!.lower)) break;
    words.push(tokens[k]!);
    k++;
  }
  if (words.length < 2 || !NOUNISH.has(words.at(-1)!.pos)) return null;
  const text = words
    .map((w) => (w.pos === 'PRON' ? 'the' : w.text))
    .join(' ')
    .replace(/\s+/g, ' ');
  return { rest: text, next: k };
}

function sentencesOf(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const t of tokens) {
    if (t.pos === 'PUNCT' && /^[.!?;]+$/.test(t.text)) out.push([]);
    else out.at(-1)!.push(t);
  }
  return out.filter((s) => s.length > 0);
}

const NEGATING = new Set(['no', 'not', "n't", 'n’t', 'nt', 'never', 'without', 'nothing', 'nobody', 'ban', 'bans', 'banned']);
/** Who or what can already do something: "residents can already", "we already", "it already". */
const ALREADY_BY = /^(?:can|could|do|does|we|i|they|it|you|users|customers|residents|staff|members)$/;
const ALREADY_SPAN = 8;

/** How a sentence about what is used today opens: "Right now it's a paper diary", "Currently we use Excel". */
const STATUS_QUO = /^(?:right now|at the moment|currently|at present|today|these days|for now|so far)\b/i;
const TODAYS_WAY =
  /^(?:the way (?:it|this|things?) (?:works?|goes)|how (?:it|this|things?) (?:works?|goes) (?:now|today|at the moment)|the way we do (?:it|things?)|the current process)\b/;
/** What people keep things in before the app: a sentence that names one and wants nothing describes today. */
const TODAYS_TOOLS = new Set([
  'notebook',
  'notebooks',
  'whiteboard',
  'clipboard',
  'sheet',
  'sheets',
  'spreadsheet',
  'spreadsheets',
  'excel',
  'paper',
  'diary',
  'binder',
  'ledger',
  'logbook',
  'airtable',
]);
/** "we use …", "we already use …": a tool of the user's today. */
const USING = /\b(?:we|i|they)\s+(?:already\s+|just\s+)?use\b/;
const CONTENT =
  /\b(?:(?:works?|working)\s+(?:fine|well|great|ok|okay)|(?:we\s?'re|we are|i\s?'m|i am)\s+happy\s+with|does\s+the\s+job)\b/;
/** Words of a sentence that wants something. */
const DESIRED = new Set([
  'want',
  'wants',
  'need',
  'needs',
  'would',
  "'d",
  'should',
  'could',
  'must',
  'like',
  'instead',
  'replace',
]);
/** Words of a sentence that wants something, or says what happens to today's tools. */
const WANTED = new Set([
  'want',
  'wants',
  'need',
  'needs',
  'would',
  "'d",
  'should',
  'could',
  'must',
  'like',
  'import',
  'export',
  'replace',
  'instead',
  'sync',
  'upload',
  'print',
  'pdf',
  'app',
  'page',
  'tool',
  'system',
]);
/**
 * "I coach a junior rowing squad and every session I write down … in a notebook": who the user is, said before today's
 * way in the same sentence, is still who they are. The number of tokens that say it, 0 when the sentence opens otherwise.
 */
function identityClause(sentence: readonly Token[]): number {
  const [subject, verb] = sentence;
  if (!subject || !verb || !/^(i|we)$/.test(subject.lower) || !OWNING.has(verb.lemma)) return 0;
  const end = sentence.findIndex(
    (t, i) => i > 2 && (t.pos === 'CCONJ' || (t.pos === 'PUNCT' && t.text !== '(' && t.text !== ')')),
  );
  return end < 0 ? 0 : end;
}

/** "Right now it's a spreadsheet per presenter": what replaces nothing of the app is no part of what the app is. */
function isStatusQuo(sentence: readonly Token[]): boolean {
  return saysToday(sentence.map((t) => t.lower)) || peopleHave(sentence);
}

/**
 * "Customers have locked consoles and either a regular collection or a one-off purge": what the people the business
 * serves have is how its world is, not a part of the app; a sentence that wants anything is not one.
 */
function peopleHave(sentence: readonly Token[]): boolean {
  const [subject, verb] = sentence;
  return (
    subject !== undefined &&
    verb !== undefined &&
    (subject.pos === 'NOUN' || subject.pos === 'PROPN') &&
    /s$/.test(subject.lower) &&
    isPersonNoun(subject.lower) &&
    verb.lower === 'have' &&
    !sentence
      .slice(2)
      .some((t) => WANTED.has(t.lower) || t.pos === 'AUX' || /^(?:account|accounts|login|logins|profile|profiles)$/.test(t.lower))
  );
}

function saysToday(words: readonly string[]): boolean {
  if (STATUS_QUO.test(words.slice(0, 3).join(' '))) return true;
  // "The way it works: members mount stamps …": how things are done today, told step by step.
  // ("… stamps they want to sell" is still today's way; "but we'd like it to …" is not.)
  if (TODAYS_WAY.test(words.slice(0, 6).join(' ')) && !words.some((w) => /^(?:but|instead|replace|'d|would|should)$/.test(w)))
    return true;
  // "we use a shared google calendar for bookings and that works": a tool the user has and is happy with.
  if (USING.test(words.join(' ')) && !words.some((w) => DESIRED.has(w))) return true;
  // "a Glide app which has the map of our sites and the event calendar and that works fine": what the user has and
  // is happy with.
  if (CONTENT.test(words.join(' ')) && !words.some((w) => DESIRED.has(w))) return true;
  // "They order by WhatsApp, and I copy everything into a notebook": today's way, said with today's tools and nothing
  // wanted ("we want to import the spreadsheet" is wanted).
  return words.some((w) => TODAYS_TOOLS.has(w)) && !words.some((w) => WANTED.has(w));
}

/** Whether a negation governs the phrase at `start` directly: "don't want a …", "not an …", "no …". */
/** Marks what a negation covers from `from` on, to the end of its clause and six words at most; where it ends. */
function negateFrom(tokens: readonly Token[], from: number): number {
  let k = from;
  for (; k < Math.min(tokens.length, from + 6); k++) {
    const next = tokens[k]!;
    if (next.pos === 'CCONJ' && /^(or|nor)$/.test(next.lower)) continue;
    if (['PUNCT', 'CCONJ', 'SCONJ'].includes(next.pos)) break;
    next.negated = true;
  }
  return k;
}

/** Where a short listed thing from `from` ends ("client bookings" before "or"), or undefined for a clause. */
function listItemEnd(tokens: readonly Token[], from: number): number | undefined {
  let end = from;
  const listed = (w: Token) =>
    /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(w.pos) || (w.pos === 'VERB' && /ing$/.test(w.lower) && end === from);
  while (end < tokens.length && end - from < 4 && listed(tokens[end]!)) end++;
  const stop = tokens[end];
  if (end === from || isPersonNoun(tokens[from]!.lower)) return undefined;
  return !stop || stop.text === ',' || /^(?:or|nor)$/.test(stop.lower) || /^[.;:!?)]$/.test(stop.text) ? end : undefined;
}

function ruledOut(tokens: readonly Token[], start: number, depth = 0): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 4); k--) {
    const t = tokens[k]!;
    if (NEGATING.has(t.lower)) return true;
    // ("I don't want any payments, client bookings or a public page": the last of a list negated as a whole.)
    if (/^(?:or|nor|,)$/.test(t.lower) && depth < 4) {
      const listed = (w: Token | undefined) => w !== undefined && /^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(w.pos);
      let item = k;
      while (item > k - 4 && listed(tokens[item - 1])) item--;
      return item < k && ruledOut(tokens, item, depth + 1);
    }
    // ("not after a full TMS", "not looking for a CRM": what the user is not after is ruled out too.)
    if (
      t.pos !== 'DET' &&
      t.pos !== 'ADJ' &&
      t.pos !== 'ADV' &&
      t.pos !== 'AUX' &&
      !/^(?:want|need|wants|needs|after|looking|for|interested|in)$/.test(t.lower)
    )
      return false;
  }
  return false;
}

/** Whether a sentence, as written, says how things are done today and wants nothing: "We run it all in Airtable…". */
export function describesToday(sentence: string): boolean {
  const words = sentence
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .split(/[^\p{L}']+/u)
    .flatMap((w) => (/^\p{L}+'d$/u.test(w) ? [w.slice(0, -2), "'d"] : [w]))
    .filter(Boolean);
  return saysToday(words);
}

/** How a sentence that introduces the user opens: "We're a…", "I run…", "we sell…", "Our club has…". */
const ABOUT_US = /^(?:we|i|im|i['’]m|we['’]re|our|my)$/;
const BEING = new Set(["'re", "'m", 'are', 'am', 'is', 'run', 'sell', 'own', 'have', "'ve", 'manage', 'operate', 'work', 'make']);

/**
 * "We're a 70-cover restaurant with 6 chefs across two shifts, and the inspector wants…": the words that say who the
 * user is, up to a clause that wants something.
 */
function aboutUs(sentence: readonly Token[]): readonly Token[] {
  const [opener, verb] = sentence;
  if (!opener || !ABOUT_US.test(opener.lower) || sentence.some((t) => t.asIs)) return [];
  // ("Our club has…": the group's noun comes between.)
  const next = opener.lower === 'our' || opener.lower === 'my' ? sentence.find((t) => t.pos === 'VERB' || t.pos === 'AUX') : verb;
  const starts = /^(?:im|i['’]m|we['’]re)$/.test(opener.lower) || (next !== undefined && BEING.has(next.lower.replace('’', "'")));
  if (!starts) return [];
  return beforeWanting(sentence, []);
}

/**
 * "Right now it's a whiteboard…, so i want a board where…": a sentence up to the clause that wants something;
 * `otherwise` when no comma and "and", "but" or "so" opens that clause.
 */
function beforeWanting(sentence: readonly Token[], otherwise: readonly Token[]): readonly Token[] {
  const wanted = sentence.findIndex((t) => WANTED.has(t.lower));
  if (wanted < 0) return sentence;
  let cut = wanted;
  while (cut > 0 && !(/^(?:and|but|so)$/.test(sentence[cut]!.lower) && sentence[cut - 1]!.text === ',')) cut--;
  return cut > 0 ? sentence.slice(0, cut - 1) : otherwise;
}

/** The fewest items a list of values has, and the most words in each. */
const MIN_VALUES = 3;
const VALUE_WORDS = 2;
/** Words of a lead-in that names the app's parts ("The app needs: …", "Main screens: …"): its list is wanted. */
const WANTING = new Set([
  ...LANGUAGE_RULES.en.products,
  'want',
  'wants',
  'need',
  'needs',
  'like',
  'include',
  'includes',
  'including',
  'should',
  'features',
  'screens',
  'pages',
  'sections',
  'modules',
  'parts',
  'things',
  'functions',
  'tools',
  'tabs',
]);

/** Whether what comes before a colon is a clause of its own with a verb, naming no part of the app. */
function clauseBefore(tokens: readonly Token[], colon: number): boolean {
  let from = colon;
  while (from > 0 && !(tokens[from - 1]!.pos === 'PUNCT' && /^[.!?;,]+$/.test(tokens[from - 1]!.text))) from--;
  const lead = tokens.slice(from, colon);
  return (lead.some((t) => t.pos === 'VERB') && !lead.some((t) => WANTING.has(t.lower))) || namesOneThing(lead);
}

/**
 * "What I need is a proper run log: caller, pickup, drop-off…": a lead-in that ends on one thing named with "a" (no
 * app, no count of things) lists what that thing holds.
 */
/** Products that are themselves things kept, with their own columns: "a run log: caller, pickup…". */
const KEPT_IN = new Set(['log', 'logbook', 'register', 'database', 'tracker', 'journal', 'diary', 'record', 'sheet', 'list']);

function namesOneThing(lead: readonly Token[]): boolean {
  let k = lead.length - 1;
  const head = lead[k];
  if (!head || head.pos !== 'NOUN' || /[^s]s$/.test(head.lower) || (PRODUCTS.has(head.lower) && !KEPT_IN.has(head.lower)))
    return false;
  while (k > 0 && ['NOUN', 'ADJ'].includes(lead[k - 1]!.pos)) k--;
  return /^(?:a|an)$/.test(lead[k - 1]?.lower ?? '');
}

/**
 * "Every driver must do a check before setting off: tyres, lights, mirrors", "We clean for offices, shops and
 * restaurants": short items listed after a clause of its own and a colon, or after a verb's "for", are the values of
 * something (a check's items, whom a business serves), not what the app is about.
 */
/** Plans that share duties out: what they are "for" is the list of duties. */
const ROTAS = new Set(['rota', 'rotas', 'roster', 'rosters', 'schedule', 'schedules', 'timetable']);
/** Verbs whose list of objects is what one entry holds. */
const ENTERING = new Set(['enter', 'enters', 'entered', 'record', 'records', 'tally', 'tallies', 'jot', 'jots']);

/** Verbs of a trade's supplying: what follows them, and what follows their "with", are values. */
const SUPPLYING = /^(?:supply|supplies|supplying|supplied)$/;
/** How many words back a "with" may follow its verb of supplying. */
const SUPPLY_REACH = 12;

function markValueLists(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    // ("with about 120 customers: butchers, convenience stores, restaurants…": who the customers are.)
    const whom =
      t.pos === 'PUNCT' && t.text === ':' && /s$/.test(tokens[i - 1]?.lower ?? '') && isPersonNoun(tokens[i - 1]!.lower);
    const colon = (t.pos === 'PUNCT' && t.text === ':' && clauseBefore(tokens, i)) || whom;
    // ("a rota for flowers, cleaning and coffee": the duties a rota shares out.)
    const served = t.lower === 'for' && (tokens[i - 1]?.pos === 'VERB' || ROTAS.has(tokens[i - 1]?.lower ?? ''));
    // "the leader enters bags of general waste, bags of recycling and 'big items'": what one entry holds.
    // ("the leader enters bags": the tagger can take the verb for a plural noun after its subject.)
    const entered =
      ENTERING.has(t.lower) &&
      (t.pos === 'VERB' || (tokens[i - 1]?.pos === 'NOUN' && tokens[i - 2]?.pos === 'DET' && tokens[i + 1]?.pos === 'NOUN'));
    // ("supplying about 80 restaurants, hotels and holiday lets with tablecloths, napkins, chef whites…": whom a
    // business supplies, and with what, are values of its trade.)
    const supplied =
      SUPPLYING.test(t.lower) ||
      (t.lower === 'with' && tokens.slice(Math.max(0, i - SUPPLY_REACH), i).some((u) => SUPPLYING.test(u.lower)));
    if (!colon && !served && !entered && !supplied) return;
    const items: Token[][] = [[]];
    const separates = (u: Token | undefined) =>
      !u || (u.pos === 'PUNCT' && u.text === ',') || (u.pos === 'CCONJ' && /^(?:and|or)$/.test(u.lower));
    // ("address at the time, document type, date signed": the small words inside an item, marked with it.)
    const within: Token[] = [];
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k]!;
      const started = items.at(-1)!.length > 0;
      // ("supplying about 80 restaurants": a count before the first item.)
      if (supplied && !started && items.length === 1 && ['NUM', 'ADV', 'DET'].includes(u.pos)) continue;
      // (…"and wedding venues | with tablecloths": what they are supplied with is the next list.)
      if (supplied && u.lower === 'with' && k > i + 1) {
        within.push(u);
        break;
      }
      if (separates(u)) items.push([]);
      else if (['NOUN', 'PROPN', 'ADJ'].includes(u.pos)) items.at(-1)!.push(u);
      // "tyres, lights, mirrors": a plural alone between commas, whatever the tagger made of it.
      else if (u.pos === 'VERB' && !started && (separates(tokens[k + 1]) || tokens[k + 1]!.pos === 'PUNCT'))
        items.at(-1)!.push(u);
      // ("document type, address at the time": a word the tagger took for a verb opens an item named by nouns.)
      else if (u.pos === 'VERB' && !started && items.length > 1 && ['NOUN', 'ADP'].includes(tokens[k + 1]?.pos ?? ''))
        items.at(-1)!.push(u);
      else if (
        started &&
        ['ADP', 'DET'].includes(u.pos) &&
        (['NOUN', 'DET', 'ADJ'].includes(tokens[k + 1]?.pos ?? '') ||
          (u.pos === 'ADP' && /ing$/.test(tokens[k + 1]?.lower ?? '')))
      )
        within.push(u);
      else if (started && u.pos === 'VERB' && /ed$/.test(u.lower) && separates(tokens[k + 1])) within.push(u);
      // ("bags of recycling", "and 'big items'": a gerund after "of", quotation marks around an item.)
      else if (started && u.pos === 'VERB' && /ing$/.test(u.lower) && tokens[k - 1]?.pos === 'ADP') items.at(-1)!.push(u);
      else if (entered && u.pos === 'PUNCT' && QUOTE.test(u.text)) within.push(u);
      else break;
    }
    const list = items.filter((item) => item.length > 0);
    // (Whom a business serves can take a word or two more: "restaurants with cold rooms".)
    const longest = VALUE_WORDS + (entered ? 1 : 0) + (whom ? 2 : 0);
    if (list.length < MIN_VALUES || list.some((item) => item.length > longest)) return;
    for (const u of [...list.flat(), ...within]) u.listValue = true;
    if (!colon) return;
    const lead = tokens.slice(0, i).findLast((u) => u.pos === 'NOUN');
    if (lead) lead.listLead = true;
  });
}

/** Opening and closing quotation marks, as the tagger leaves them (alone, or glued to the word: "'a"). */
const QUOTE = /^['"‘’“”]/;
/** What follows an apostrophe in "we're", "it's", "I'd": no quotation mark. */
const CONTRACTION = /^['’](?:re|s|m|d|ll|ve|t)$/i;
/** Quoted values in a row need no more than a comma or an "or" between them. */
const BETWEEN_QUOTES = new Set([',', 'and', 'or']);

/**
 * "asking for stuff like 'any westerns', 'learn spanish', 'a dictionary'": quoted phrases in a row are what people
 * write or say, the values of something, not what the app does.
 */
function markQuotedValues(tokens: Token[]): void {
  const spans: [number, number][] = [];
  let open: number | undefined;
  tokens.forEach((t, i) => {
    const mark = t.pos === 'PUNCT' ? QUOTE.test(t.text) : QUOTE.test(t.text) && t.text.length > 1 && !CONTRACTION.test(t.text);
    if (!mark) return;
    if (open === undefined) open = t.text.length > 1 ? i : i + 1;
    else {
      spans.push([open, i]);
      open = undefined;
    }
  });
  const rows: [number, number][][] = [];
  for (const span of spans) {
    const last = rows.at(-1)?.at(-1);
    const gap = last ? tokens.slice(last[1] + 1, span[0]).filter((t) => !QUOTE.test(t.text)) : undefined;
    if (last && gap && gap.every((t) => BETWEEN_QUOTES.has(t.lower))) rows.at(-1)!.push(span);
    else rows.push([span]);
  }
  for (const row of rows.filter((r) => r.length >= 2))
    for (const [from, to] of row) for (const t of tokens.slice(from, to)) t.listValue = true;
}

/** "times for call / collected / delivered": words between slashes, two slashes or more, are values. */
/**
 * "'big items' (trolleys, tyres, mattresses - we get a lot of those)": short items listed in brackets after a thing are
 * examples of it, values, not things of their own.
 */
function markBracketLists(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (t.text !== '(' || i === 0) return;
    const items: Token[][] = [[]];
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k]!;
      if (u.text === ',' || (u.pos === 'CCONJ' && items.at(-1)!.length === 0)) {
        if (u.text === ',') items.push([]);
      } else if (u.pos === 'PUNCT' || u.pos === 'VERB' || u.pos === 'AUX' || u.pos === 'PRON') break;
      else items.at(-1)!.push(u);
    }
    const list = items.filter((item) => item.length > 0);
    if (list.length < 3 || list.some((item) => item.length > 3 || item.at(-1)!.pos !== 'NOUN')) return;
    for (const item of list) for (const u of item) u.listValue = true;
  });
}

/** "which we do separately", "booked elsewhere": what is done outside the app. */
const DONE_ELSEWHERE =
  /^(?:do|does|did|done|doing|handle|handles|handled|book|books|booked|manage|manages|managed|run|runs|keep|keeps|kept|sort|sorted)$/;
/** "dont need to replace that", "no need to replace it": what is kept as it is. */
const KEPT_AS_IS =
  /\b(?:n't|n’t|not|dont|no|never) (?:need|want|have)? ?(?:to )?(?:replace|replacing|change|changing|touch|touching) (?:that|it|this|those|them)\b/;

/** Where data is kept today: a sheet, paper, or a product named with a capital ("Xero", "Google Sheets"). */
const STORE_WORD = /^(?:spreadsheet|spreadsheets|sheet|sheets|excel|paper|notebook|system)$/;
const namesASystem = (after: readonly Token[]): boolean => {
  const words = after.filter((t) => !/^(?:the|a|an|our|my|their|its)$/.test(t.lower));
  const first = words[0];
  return first !== undefined && (STORE_WORD.test(first.lower) || /^[A-Z]/.test(first.text));
};

/** "a Google Form which I want to keep for now": what the user keeps using stays as it is. */
const KEPT_ON = /\b(?:which|that) (?:i|we) (?:want|would like|'d like|need|plan|intend) to keep\b/;
/** "Bookings all come through Instagram DMs and I'm keeping it that way": today's way, kept. */
const KEPT_THAT_WAY =
  /\b(?:(?:and )?(?:i|we) ?(?:'m|’m|am|'re|’re|are|will|'ll|’ll|want to|would like to|'d like to)? ?(?:keeping|keep|leaving|leave) it (?:that|this) way|(?:and )?(?:it|that) (?:stays|will stay|can stay) (?:that|this) way)\b/;

/** "that's separate", "it is all separate": the clause it follows is kept apart from the app. */
const SEPARATE = /^(?:that|it|which|this) ?(?:'s|’s| 's| ’s| is) (?:all )?separate\b/;

/**
 * "we also book slots on the port's VBS which we do separately, dont need to replace that": a clause about what is
 * done elsewhere, or followed by the wish to leave it alone, is today's way, not the app.
 */
function markDoneElsewhere(tokens: readonly Token[]): void {
  for (const sentence of sentencesOf(tokens)) {
    const clauses: Token[][] = [[]];
    for (const t of sentence) {
      if (t.pos === 'PUNCT' && /^[,;:–—-]$/.test(t.text)) clauses.push([]);
      else clauses.at(-1)!.push(t);
    }
    clauses.forEach((clause, i) => {
      const words = clause.map((t) => t.lower);
      const elsewhere = words.some(
        (w, k) => (w === 'separately' || w === 'elsewhere') && k > 0 && DONE_ELSEWHERE.test(words[k - 1]!),
      );
      const next = (clauses[i + 1] ?? []).map((t) => t.lower).join(' ');
      // ("Must not replace the membership database, that's separate and run by the membership sec.")
      const separate = SEPARATE.test(words.join(' ')) || SEPARATE.test(next);
      const kept = KEPT_AS_IS.test(next) || KEPT_THAT_WAY.test(next);
      if (elsewhere || kept || separate) for (const t of clause) t.asIs = true;
      // "Bookings are already in our booking system and we're not changing that": the clause up to the wish.
      const said = words.join(' ');
      // ("Marshals reply to a Google Form which I want to keep for now": the clause up to the wish, too.)
      const within = KEPT_AS_IS.exec(said) ?? KEPT_ON.exec(said) ?? KEPT_THAT_WAY.exec(said);
      if (within && within.index > 0) {
        const before = said.slice(0, within.index).split(' ').filter(Boolean).length;
        for (const t of clause.slice(0, before)) t.asIs = true;
      }
      // "invoices stay in Xero": what stays in a named system (or a sheet, or on paper) is not the app's.
      const stays = clause.findIndex(
        (t, k) =>
          k > 0 &&
          /^(?:stay|stays|remain|remains)$/.test(t.lower) &&
          /^(?:in|on|with)$/.test(clause[k + 1]?.lower ?? '') &&
          namesASystem(clause.slice(k + 2)),
      );
      if (stays > 0) for (const t of clause.slice(0, stays)) t.asIs = true;
      // "Must not replace the membership database": what is not to be replaced stays as it is.
      const replace = words.findIndex(
        (w, k) => /^(?:replace|replacing|change|changing)$/.test(w) && /^(?:not|n't|n’t|dont|never)$/.test(words[k - 1] ?? ''),
      );
      if (replace > 0 && /^(?:the|our|my|their|its)$/.test(words[replace + 1] ?? ''))
        for (const t of clause.slice(replace + 1)) t.asIs = true;
    });
  }
}

/** Words a spoken opening starts with: "ok so we're…", "hi, I run…". */
const FILLERS = /^(?:ok|okay|so|right|well|hi|hello|hey|basically|alright|um|erm)$/;

function markSlashLists(tokens: Token[]): void {
  const slash = (t: Token | undefined) => t?.text === '/';
  tokens.forEach((t, i) => {
    if (!slash(t) || slash(tokens[i - 2])) return;
    let end = i;
    while (slash(tokens[end + 2])) end += 2;
    if (end === i) return;
    for (let k = i - 1; k <= end + 1; k += 2) if (tokens[k]) tokens[k]!.listValue = true;
  });
}

/** Past participles without -ed that say a step is done. */
const DONE_WORDS = new Set(['done', 'sent', 'paid', 'given', 'made', 'seen', 'taken', 'built', 'set', 'put', 'chosen']);

/**
 * "For each job I need to track: survey done, quote sent, accepted, reed ordered (how many bundles), scaffold
 * booked": short items after a colon that each end on a participle are the steps a thing goes through, not what the
 * app does ("ordered" there orders nothing). Three or more of them, and most of the list.
 */
function markMilestones(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (!(t.pos === 'PUNCT' && t.text === ':')) return;
    const items: Token[][] = [[]];
    let depth = 0;
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k]!;
      if (u.text === '(') depth++;
      else if (u.text === ')') depth = Math.max(0, depth - 1);
      else if (depth > 0) continue;
      else if (u.pos === 'PUNCT' && /^[.!?;:]$/.test(u.text)) break;
      else if (u.pos === 'PUNCT' && u.text === ',') items.push([]);
      else items.at(-1)!.push(u);
    }
    const list = items.filter((item) => item.length > 0);
    const done = (item: Token[]) => {
      const words = item.filter((u) => u.pos !== 'CCONJ' || item.length === 1);
      const last = words.at(-1)!;
      return words.length <= 5 && (/\p{L}{2}ed$/u.test(last.lower) || DONE_WORDS.has(last.lower));
    };
    const steps = list.filter(done);
    if (steps.length < 3 || steps.length < list.length / 2) return;
    for (const u of steps.flat()) u.milestone = true;
    // ("…, whether it's listed and the conservation officer needs to approve the material, …, start date": the
    // rest of the list is tracked with them; it asks for no approval workflow.)
    for (const u of list.flat()) u.listValue = true;
  });
}

/** What separates the stages of an arrowed sequence: "dirty > in progress > clean". */
const ARROW = /^(?:>|→|=>|->|»)$/;
/** An arrowed stage is short: "quote accepted", "in progress". */
const STAGE_WORDS = 4;

/**
 * "survey > quote accepted > install booked > commissioned", "dirty > in progress > clean > inspected": three or more
 * short items joined by arrows are the stages a thing goes through, not features ("quote" there quotes nothing).
 */
function markArrowStages(tokens: Token[]): void {
  const arrows = tokens.flatMap((t, i) => (ARROW.test(t.text) ? [i] : []));
  let k = 0;
  while (k < arrows.length) {
    // A run of arrows, each item between two of them short.
    let end = k;
    // ("DE>EN, FR>EN": language pairs, a comma between them, are no stages.)
    const joined = (from: number, to: number) =>
      to - from - 1 <= STAGE_WORDS + 1 && !tokens.slice(from + 1, to).some((t) => t.pos === 'PUNCT' && t.text !== '-');
    while (end + 1 < arrows.length && joined(arrows[end]!, arrows[end + 1]!)) end++;
    if (end - k + 1 >= 2) {
      const stages: Token[] = [];
      // ("a -> b": the dash before an arrow is part of it.)
      const stageWord = (t: Token | undefined) => t !== undefined && !['PUNCT', 'SYM'].includes(t.pos) && t.pos !== 'SPACE';
      // ("goes survey > quote accepted": before the first arrow, the first stage's noun or adjective, no more.)
      for (let i = arrows[k]! - 1, n = 0; i >= 0 && n < 2 && /^(?:NOUN|ADJ|PROPN|NUM)$/.test(tokens[i]!.pos); i--, n++)
        stages.push(tokens[i]!);
      for (let i = arrows[k]! + 1; i < arrows[end]!; i++) if (stageWord(tokens[i])) stages.push(tokens[i]!);
      for (let i = arrows[end]! + 1, n = 0; i < tokens.length && n < STAGE_WORDS && stageWord(tokens[i]); i++, n++)
        stages.push(tokens[i]!);
      for (const t of stages) {
        t.listValue = true;
        t.milestone = true;
      }
    }
    k = end + 1;
  }
}

/** How a clause of a sequence may open before its verb: "then", "and", "we", "the developer". */
const SEQUENCE_OPENERS = /^(?:then|and|we|i|they|finally|next|first)$/;

/**
 * "the developer applies, we propose street names, consult the ward councillors, deal with any objections, issue the
 * naming order, then send the schedule": three or more clauses that each open on a verb, told in order ("then"), are
 * the steps the work goes through, not features of the app.
 */
function markSequence(tokens: Token[]): void {
  for (const sentence of sentencesOf(tokens)) {
    if (!sentence.some((t) => t.lower === 'then')) continue;
    const parts: Token[][] = [[]];
    let depth = 0;
    for (const t of sentence) {
      if (t.text === '(') depth++;
      else if (t.text === ')') depth = Math.max(0, depth - 1);
      else if (depth === 0 && (t.text === ',' || t.text === ':')) parts.push([]);
      else if (depth === 0) parts.at(-1)!.push(t);
    }
    const verbLed = (part: Token[]) => {
      let k = 0;
      while (k < part.length && SEQUENCE_OPENERS.test(part[k]!.lower)) k++;
      // ("the developer applies": a subject of two words at most before the verb.)
      if (part[k]?.pos === 'DET') k += part[k + 2]?.pos === 'VERB' ? 2 : 1;
      // ("issue the naming order", "deal with any objections": a clause's first word, tagged a noun, before an article
      // or a preposition is its verb.)
      const verb = part[k]?.pos === 'VERB' || (k === 0 && part[k]?.pos === 'NOUN' && /^(?:DET|ADP)$/.test(part[1]?.pos ?? ''));
      return verb && !/^(?:is|are|was|be|have|has|need|needs|want|wants|like)$/.test(part[k]!.lower);
    };
    const steps = parts.filter((part) => part.length > 0 && verbLed(part));
    const thenStep = steps.some((part) => part.some((t) => t.lower === 'then'));
    if (steps.length < 3 || !thenStep || steps.length < parts.length / 2) continue;
    for (const u of steps.flat()) {
      u.listValue = true;
      u.milestone = true;
    }
  }
}

/**
 * "a small independent soil and forage testing lab": a phrase cut at "and" before the group it belongs to is that
 * group's first half.
 */
function joinedGroup(
  tokens: readonly Token[],
  found: { phrase: Phrase; next: number } | null,
): { phrase: Phrase; next: number } | null {
  if (!found || ORGANISATIONS.has(found.phrase.head) || tokens[found.next]?.lower !== 'and') return found;
  const second = phraseAt(tokens, found.next + 1);
  // ("a bridal hair and makeup artist": one person whose trade is two things.)
  const joins = second && (ORGANISATIONS.has(second.phrase.head) || isPersonNoun(second.phrase.head));
  if (!second || !joins || tokens[found.next + 1]?.pos === 'DET') return found;
  const from = tokens.findIndex((t) => t.at === found.phrase.start);
  return { phrase: phraseOf(tokens.slice(from, second.next)), next: second.next };
}

/** "I'm the estates manager": the words before `at` go back to "I'm" with nothing between but the role's own. */
function afterBe(sentence: readonly Token[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - MAX_ROLE_WORDS - 1; k--) {
    const w = sentence[k]!;
    if (/^(im|i'm|i’m|'m|’m|am)$/.test(w.lower)) return k <= 1;
    if (w.pos === 'ADP' || /ing$/.test(w.lower) || w.pos === 'PUNCT') return false;
  }
  return false;
}

/** Reads an English description. */
/** Words after "I'm the" at most before the role's "of" or "at". */
const MAX_ROLE_WORDS = 3;

/**
 * "I'm the secretary of a vintage tractor club", "I'm clerk to a parish council", "I work in the waste services team at
 * a district council": the group whose role the user names first.
 */
function roleOwner(tokens: readonly Token[]): Phrase | undefined {
  const words = tokens.map((t) => t.lower);
  const be = /^(im|i'm|i’m)$/.test(words[0] ?? '') ? 1 : words[0] === 'i' && /^('m|am|’m)$/.test(words[1] ?? '') ? 2 : 0;
  const works = words[0] === 'i' && /^(work|volunteer)$/.test(words[1] ?? '') ? 2 : 0;
  if (be === 0 && works === 0) return undefined;
  const from = be > 0 ? be + (/^(the|a|an)$/.test(words[be] ?? '') ? 1 : 0) : works;
  const last = works > 0 ? from + MAX_ROLE_WORDS + 3 : from + MAX_ROLE_WORDS;
  for (let at = from + 1; at <= last; at++) {
    if (/^[.,;:!?]$/.test(words[at] ?? '.')) return undefined;
    if (!/^(of|at|for|to)$/.test(words[at] ?? '') || (works > 0 && words[at] !== 'at' && words[at] !== 'for')) continue;
    // ("I'm harbour master at …": without an article, the words before "at" are a title, whatever the noun.)
    const found = phraseAt(tokens, at + 1);
    // ("I'm the bosun at a small sailing club": any role at a club, a school or a firm is a role there.)
    const organisation = found !== null && (ORGANISATIONS.has(found.phrase.head) || /^\p{Lu}/u.test(tokens[at + 1]?.text ?? ''));
    if (be > 0 && from > be && !isPersonNoun(words[at - 1] ?? '') && !organisation) return undefined;
    // ("a volunteer mountain rescue team" is a group, though a team is also who uses an app.)
    const group = found && (!isPersonNoun(found.phrase.head) || ORGANISATIONS.has(found.phrase.head));
    return found && group && !found.phrase.plural ? found.phrase : undefined;
  }
  return undefined;
}

export function readEnglish(tagger: EnglishTagger, description: string): EnglishReading {
  const text = description
    .replace(/\bw\/\s*/gi, 'with ')
    // "regulars n reminders", "cut & paste": a sloppy "and".
    .replace(/\s(?:n|&)\s/g, ' and ')
    // "keep track of each client's piano", "we keep losing track of which box": the verb is "track".
    .replace(/\b(?:keep|keeps|keeping|kept)\s+(?:losing\s+)?(?:track|trakc|trak|trac|tack|tarck)\s+of\b/gi, 'track')
    .replace(/\b(?:lose|loses|losing|lost)\s+track\s+of\b/gi, 'track')
    // "book a drop off slot", "a pick up point": the phrasal verb names the thing.
    .replace(/\b(drop|pick)\s+(off|up)(?=\s+(?:slot|time|point|location|day|window|spot|station|service|area)s?\b)/gi, '$1-$2');
  const tokens = correct(merge(tagger.tag(text)));
  for (const sentence of sentencesOf(tokens))
    if (isStatusQuo(sentence)) for (const t of beforeWanting(sentence, sentence).slice(identityClause(sentence))) t.asIs = true;
  markDoneElsewhere(tokens);
  const [first, ...rest] = sentencesOf(tokens);
  if (first && rest.length > 0) for (const t of aboutUs(first)) t.aboutUs = true;
  markValueLists(tokens);
  markQuotedValues(tokens);
  markSlashLists(tokens);
  markBracketLists(tokens);
  markMilestones(tokens);
  markSequence(tokens);
  markArrowStages(tokens);
  tokens.forEach((t, i) => {
    // "booking isnt really the problem, we use a shared google calendar": what is no problem is nothing wanted.
    if (t.pos === 'AUX' && /^(?:is|are|'s|’s)$/.test(t.lower) && NEGATING.has(tokens[i + 1]?.lower ?? '')) {
      const rest = tokens.slice(i + 2, i + 6).map((n) => n.lower);
      if (rest.some((w) => /^(?:problem|problems|issue|issues)$/.test(w)))
        for (let k = i - 1; k >= 0 && NOUNISH.has(tokens[k]!.pos); k--) tokens[k]!.negated = true;
    }
    // "Residents can already apply for and renew annual permits": what the app does today is nothing to build.
    if (t.lower === 'already' && ALREADY_BY.test(tokens[i - 1]?.lower ?? '') && tokens[i + 1]?.pos === 'VERB') {
      for (const next of tokens.slice(i + 1, i + 1 + ALREADY_SPAN)) {
        if (['PUNCT', 'SCONJ'].includes(next.pos)) break;
        next.negated = true;
      }
    }
    if (!NEGATING.has(t.lower)) return;
    // "no online booking", "don't need to log in": up to the end of the clause, four words at most; "no full names or
    // NHS numbers": an "or" carries the negation on to the next thing.
    let k = negateFrom(tokens, i + 1);
    // ("I don't want any payments, client bookings or a public page": a list of short things goes on past a comma;
    // "when we don't have any, cleaning every fortnight" negates no thing to list more of.)
    const thing = tokens.slice(i + 1, k).some((n) => n.pos === 'NOUN' || n.pos === 'PROPN');
    while (thing && tokens[k]?.text === ',') {
      const end = listItemEnd(tokens, k + 1);
      if (end === undefined) break;
      k = negateFrom(tokens, k + 1);
    }
  });
  const reading: EnglishReading = { tokens, actors: [], actions: [], objects: [], phrases: [], qualities: [] };
  const addObject = (p: Phrase) => {
    if (!reading.objects.some((o) => o.text.toLowerCase() === p.text.toLowerCase())) reading.objects.push(p);
  };
  const addActor = (p: Phrase) => {
    if (!reading.actors.some((a) => a.text.toLowerCase() === p.text.toLowerCase())) reading.actors.push(p);
  };
  // "I'm the secretary of a vintage tractor club", "I'm the office manager at a primary school": whom the user works
  // for is whom the app is for, whatever the club runs ("we run one big rally").
  const role = roleOwner(tokens);
  if (role) reading.owner = role;
  // (A sentence of today's way still says who the user is in its opening clause: "I coach a junior rowing squad and …".)
  const read = sentencesOf(tokens).flatMap((words) =>
    !isStatusQuo(words) ? [words] : identityClause(words) > 0 ? [words.slice(0, identityClause(words))] : [],
  );
  for (const sentence of read) {
    let i = 0;
    while (i < sentence.length) {
      const t = sentence[i]!;
      // The product: the first noun phrase headed by a product word ("a kiosk", "an internal tool").
      if (!reading.product && (t.pos === 'DET' || NOUNISH.has(t.pos))) {
        const found = phraseAt(sentence, i);
        // "at the public library", "in the app store": a place the words stand for, not the product.
        let before = i - 1;
        // ("from our own library": a possessive pronoun, like an article, opens the phrase.)
        const opens = (w: Token) => w.pos === 'DET' || NOUNISH.has(w.pos) || /^(our|my|their|your|his|her|its)$/.test(w.lower);
        while (before >= 0 && opens(sentence[before]!)) before--;
        // "… and for our end-of-season newsletter": late in the description, what it is for is not what is built.
        const place =
          /^(at|in|from|near|outside|inside)$/.test(sentence[before]?.lower ?? '') ||
          // ("the morning of the game": a part of something else; "some kind of app" is the product.)
          (sentence[before]?.lower === 'of' &&
            !/^(?:kind|sort|type|form|bit|version)$/.test(sentence[before - 1]?.lower ?? '')) ||
          (t.at > EARLY &&
            (sentence[before]?.lower === 'for' ||
              (/^(our|my|their|your)$/.test(sentence[before]?.lower ?? '') && sentence[before - 1]?.lower === 'for')));
        // "Also a price board for the website", "Then a simple public page of clips": late, after "also" or "then",
        // one more part of the app, not the app itself.
        const secondary = t.at > EARLY && sentence.slice(0, i).some((w) => /^(also|then|plus|and|too)$/.test(w.lower));
        // "sell to 25 restaurants and 3 shops": the app is one thing; shops it sells to are not it.
        // "I'm the practice manager at…", "me + 1 project manager": a person's role, not a product.
        const role =
          found !== null &&
          isPersonNoun(found.phrase.head) &&
          (/^(im|i'm|i’m|'m|’m|am|me|\+)$/.test(sentence[before]?.lower ?? '') ||
            afterBe(sentence, i) ||
            /^\d/.test(sentence[i]!.text) ||
            /^(at|of|to)$/.test(sentence[found.next]?.lower ?? '') ||
            // ("an online form where the builder enters the reference": a person who acts, not a form builder.)
            sentence[found.next]?.pos === 'VERB');
        // ("each site has a list of extinguishers": one of many is no product.)
        const oneOfMany =
          found !== null &&
          /^(?:each|every|per|any)$/.test(found.phrase.determiner ?? tokens[found.phrase.start - 1]?.lower ?? '');
        // ("annual basic service, extended service every 5 yrs": late in the text, a service done to something.)
        const done = found !== null && found.phrase.head === 'service' && found.phrase.start > EARLY;
        // ("We already have separate accounts software for the invoicing": a tool the user has is no product to build.)
        const existing =
          found !== null &&
          tokens
            .slice(Math.max(0, found.phrase.start - 4), found.phrase.start)
            .some((w) => /^(?:already|currently|existing|use|uses|using)$/.test(w.lower)) &&
          // ("We already have an internal job system …, what I'd like changed": the system to change is the product.)
          (tokens.slice(Math.max(0, found.phrase.start - 2), found.phrase.end).some((w) => w.lower === 'separate') ||
            sentence.some((w, k) => /^(?:n't|n’t|not|dont|doesnt)$/.test(w.lower) && sentence[k + 1]?.lower === 'need') ||
            // ("I already use Gas Safe's own app for that": a tool used today.)
            (tokens.slice(Math.max(0, found.phrase.start - 4), found.phrase.start).some((w) => w.lower === 'already') &&
              tokens
                .slice(Math.max(0, found.phrase.start - 4), found.phrase.start)
                .some((w) => /^(?:use|uses|using)$/.test(w.lower))));
        if (
          found &&
          PRODUCTS.has(found.phrase.head) &&
          !place &&
          !secondary &&
          !found.phrase.plural &&
          !role &&
          !oneOfMany &&
          !done &&
          !existing &&
          // ("we DON'T want a full catalogue of the donated books": what is ruled out is not what is built; "no
          // payments through the site" rules out the payments, not the site.)
          !ruledOut(tokens, found.phrase.start)
        ) {
          // "Rota and stock system for our charity shops": two halves of one product.
          const second = sentence[found.next]?.lower === 'and' ? phraseAt(sentence, found.next + 1) : null;
          if (second && PRODUCTS.has(second.phrase.head) && sentence[found.next + 1]?.pos !== 'DET') {
            reading.product = phraseOf(sentence.slice(found.phrase.start - sentence[0]!.at, second.next));
            i = second.next;
            continue;
          }
          reading.product = found.phrase;
          for (const w of sentence.slice(found.phrase.start - sentence[0]!.at, found.phrase.end - sentence[0]!.at)) {
            if (w.pos === 'ADJ' || QUALITY_WORDS.has(w.lower)) reading.qualities.push(w.lower);
          }
          i = found.next;
          continue;
        }
      }
      // "for a scuba diving club", "for parents": whom it is for, right after the product.
      // ("… where teachers request a date for a trip": far from the product, a "for" says what a thing is for.)
      const nearProduct = reading.product !== undefined && t.at - reading.product.end <= 1;
      if (t.lower === 'for' && (nearProduct || t.at <= EARLY) && !reading.owner && sentence[i + 1]) {
        const found = phraseAt(sentence, i + 1);
        // "for our school's two minibuses": whose the things are is whom the app is for.
        // ("For our city's yearly hackathon": one thing of theirs is itself whom it is for.)
        const whose =
          found?.phrase.plural === true
            ? sentence.slice(i + 1, found.next).findIndex((w) => w.possessive && NOUNISH.has(w.pos))
            : -1;
        if (found && whose >= 0) {
          const words = sentence
            .slice(i + 1, i + 1 + whose + 1)
            .filter((w) => w.pos !== 'DET' && w.pos !== 'PRON')
            .map((w) => (w.possessive ? unpossessed(w) : w));
          const det = sentence[i + 1]!.pos === 'DET' || sentence[i + 1]!.pos === 'PRON' ? sentence[i + 1]!.lower : undefined;
          if (words.length > 0) reading.owner = { ...phraseOf(words), ...(det ? { determiner: det } : {}) };
        }
        if (found && whose < 0) {
          // "for a choir", "for my bakery": an organisation; "for parents": its users; "for our 40 vans": its things.
          const det = sentence[i + 1]!;
          // "for the school run": a noun the tagger cut short before a verb that ends the sentence is no organisation.
          const cutShort = sentence[found.next]?.pos === 'VERB' && !sentence[found.next + 1];
          // "for our hospice charity shops": the user's own shops, though many, are whom it is for.
          const ours = /^(our|my)$/.test(det.lower) && ORGANISATIONS.has(found.phrase.head);
          if (cutShort) addObject(found.phrase);
          else if (ours) reading.owner = found.phrase;
          // "send it to … for the accountant": one person named is neither the organisation nor who uses it.
          else if (!found.phrase.plural && isPersonNoun(found.phrase.head)) addObject(found.phrase);
          else if (!found.phrase.plural) reading.owner = found.phrase;
          else if (isPersonNoun(found.phrase.head) && det.pos !== 'NUM') addActor(found.phrase);
          else addObject(found.phrase);
        }
        if (found) {
          i = found.next;
          continue;
        }
      }
      // "Our river trust has about 35 volunteers": the user's own group, named before what it has, is whom it is for.
      if (t.pos === 'VERB' && /^(has|have)$/.test(t.lower) && !reading.owner && isNoun(sentence[i - 1])) {
        let from = i - 1;
        while (from > 0 && NOUNISH.has(sentence[from - 1]!.pos)) from--;
        const group = phraseOf(sentence.slice(from, i));
        if (/^(our|my)$/.test(sentence[from - 1]?.lower ?? '') && !group.plural && !isPersonNoun(group.head))
          reading.owner = { ...group, determiner: sentence[from - 1]!.lower };
      }
      if (t.pos === 'VERB' && !NOT_ACTIONS.has(t.lemma)) {
        let verb = t.lemma;
        let k = i + 1;
        // "pick them up", "rent out bikes": a particle that makes another verb.
        const pronoun = sentence[k]?.pos === 'PRON' && PERSONAL.has(sentence[k]!.lower) ? 1 : 0;
        const particle = sentence[k + pronoun];
        if (particle && PARTICLES.has(particle.lower) && NOMINALS[`${verb} ${particle.lower}`]) {
          verb = `${verb} ${particle.lower}`;
          k += 1 + pronoun;
        } else if (pronoun) k++;
        // Its subject: the noun phrase just before it (a modal between allowed): "clients pick", "members can log".
        let s = i - 1;
        // ("the business manager has to approve": "has to", "needs to" are a modal too.)
        const modal = (k: number) =>
          sentence[k]!.pos === 'AUX' ||
          sentence[k]!.pos === 'ADV' ||
          (sentence[k]!.lower === 'to' && /^(has|have|had|needs?|got)$/.test(sentence[k - 1]?.lower ?? '')) ||
          (/^(has|have|had|needs?|got)$/.test(sentence[k]!.lower) && sentence[k + 1]?.lower === 'to');
        while (s >= 0 && modal(s)) s--;
        const subjectToken = sentence[s];
        // "I run a small bakery", "we own three cafés": the business itself, not something the app does.
        // ("I help run a community makerspace": helping to run it is running it.)
        const helping =
          subjectToken?.lower === 'help' && s > 0 && /^(i|we)$/.test(sentence[s - 1]!.lower) ? sentence[s - 1] : undefined;
        // ("We already run JobBOSS for jobs": what is already run is a tool of theirs, not the business.)
        const already = sentence.slice(s + 1, i).some((u) => u.lower === 'already');
        if (OWNING.has(t.lemma) && subjectToken && /^(i|we)$/.test((helping ?? subjectToken).lower) && !already) {
          const found = phraseAt(sentence, k);
          // "a mobile knife and scissor sharpening van": a compound after "and", with no article of its own, shares
          // the head of the first ("… van"); "a bakery and a café" are two.
          if (found && sentence[found.next]?.lower === 'and') {
            // "knife and scissor sharpening van": the tagger reads the words of a compound as verbs.
            for (let j = found.next + 1; sentence[j] && sentence[j + 1] && !isNoun(sentence[j]); j++) {
              if (sentence[j]!.pos !== 'VERB' || !(NOUNISH.has(sentence[j + 1]!.pos) || sentence[j + 1]!.pos === 'VERB')) break;
              sentence[j]!.pos = 'NOUN';
            }
          }
          const joined = found && sentence[found.next]?.lower === 'and' ? phraseAt(sentence, found.next + 1) : null;
          const shared =
            found && joined && sentence[found.next + 1]?.pos !== 'DET' && joined.phrase.text.includes(' ')
              ? phraseOf(sentence.slice(found.phrase.start - sentence[0]!.at, joined.phrase.end - sentence[0]!.at))
              : found?.phrase;
          // "we own 48 concert robes", "we have 14 boats": what a group owns or has is its things, not the group.
          const possessed = /^(own|have)$/.test(t.lemma) && shared && !ORGANISATIONS.has(shared.head.replace(/s$/, ''));
          if (shared && !reading.owner && !possessed) reading.owner = shared;
          i = found ? (shared === found.phrase ? found.next : joined!.next) : k;
          continue;
        }
        // "Our orchard group owns a shared press", "my band has 5 members": the user's own group is whom it is for.
        if (OWNING.has(t.lemma) && !reading.owner && isNoun(subjectToken)) {
          let from = s;
          while (from > 0 && NOUNISH.has(sentence[from - 1]!.pos)) from--;
          const group = phraseOf(sentence.slice(from, s + 1));
          if (/^(our|my)$/.test(sentence[from - 1]?.lower ?? '') && !group.plural && !isPersonNoun(group.head))
            reading.owner = { ...group, determiner: sentence[from - 1]!.lower };
        }
        const action: Action = { verb, objects: [], start: t.at, end: t.at + 1 };
        if (s >= 0 && isNoun(subjectToken) && !subjectToken!.possessive) {
          let from = s;
          while (from > 0 && NOUNISH.has(sentence[from - 1]!.pos) && !sentence[from - 1]!.possessive) from--;
          // "a wedding DJ's clients pick …": the DJ is whom it is for; the clients use it.
          const owner = from > 0 && sentence[from - 1]!.possessive ? from - 1 : -1;
          if (owner >= 0 && !reading.owner) {
            let ownerFrom = owner;
            while (ownerFrom > 0 && NOUNISH.has(sentence[ownerFrom - 1]!.pos)) ownerFrom--;
            const whose = phraseOf(sentence.slice(ownerFrom, owner + 1));
            // ("less than 24 hours' notice": a measure of time is no one's.)
            if (sentence[ownerFrom]!.pos !== 'NUM' && !/['’]$/.test(sentence[owner]!.text)) reading.owner = whose;
          }
          const phrase = phraseOf(sentence.slice(from, s + 1));
          const same = (other?: Phrase) => other !== undefined && other.text.toLowerCase() === phrase.text.toLowerCase();
          // "the order shows up on a screen": only people act; a thing that "shows up" is what the app handles.
          if (!same(reading.owner) && !same(reading.product)) {
            if (isPersonNoun(phrase.head) || phrase.head === 'everyone' || phrase.head === 'everybody') {
              action.actor = phrase;
              addActor(phrase);
            } else addObject(phrase);
          }
        }
        const clause = whClause(sentence, k);
        if (clause) {
          action.clause = clause.clause;
          k = clause.next;
        } else {
          const list = phraseList(sentence, k);
          action.objects = list.phrases;
          k = list.next;
        }
        const rest = restAt(sentence, k);
        if (rest) {
          action.rest = rest.rest;
          k = rest.next;
        }
        action.end = (sentence[k - 1] ?? t).at + 1;
        reading.actions.push(action);
        for (const o of action.objects) addObject(o);
        if (action.clause?.subject) addObject(action.clause.subject);
        i = Math.max(k, i + 1);
        continue;
      }
      // "with class schedules and memberships", ": naps, meals, photos": listed things.
      if (t.lower === 'with' || t.lower === 'including' || t.text === ':' || (t.text === '-' && t.spaced)) {
        const list = phraseList(sentence, i + 1);
        for (const p of list.phrases) addObject(p);
        i = Math.max(list.next, i + 1);
        continue;
      }
      // ("not public obviously": a quality ruled out is none.)
      if (
        (QUALITY_WORDS.has(t.lower) && !t.negated) ||
        (t.lower === 'by' && sentence[i + 1]?.lower === 'the' && sentence[i + 2]?.lower.match(/^(hour|day|week|minute)$/))
      ) {
        reading.qualities.push(t.lower === 'by' ? `by the ${sentence[i + 2]!.lower}` : t.lower);
      }
      i++;
    }
  }
  reading.qualities = [...new Set(reading.qualities)];
  // "tiny ramen bar, 14 seats at a counter": a place or group named first, on its own, is whom the app is for.
  if (!reading.owner) {
    // ("Tailoring & alterations shop.": a business of two trades.)
    const found = joinedGroup(tokens, phraseAt(tokens, 0));
    const after = found ? tokens[found.next] : undefined;
    if (
      found &&
      !found.phrase.plural &&
      ORGANISATIONS.has(found.phrase.head) &&
      // ("Small mushroom farm growing oyster…": what it does follows whom it is.)
      ((after?.pos === 'PUNCT' && /^[,.:;–—-]$/.test(after.text)) || /\p{L}{3}ing$/u.test(after?.lower ?? ''))
    )
      reading.owner = found.phrase;
  }
  // "im a certified backflow tester", "we're a small bakery": who the user is, and so whom the app is for.
  if (!reading.owner) {
    // ("ok so we're a small container haulage firm": a spoken opening says nothing yet.)
    let from = 0;
    while (from < 3 && (FILLERS.test(tokens[from]?.lower ?? '') || (from > 0 && tokens[from]?.text === ','))) from++;
    const words = tokens.slice(from, from + 4).map((t) => t.lower);
    const be = /^(im|i'm|i’m|we're|we’re)$/.test(words[0] ?? '')
      ? 1
      : /^(i|we)$/.test(words[0] ?? '') && /^('m|’m|am|'re|’re|are)$/.test(words[1] ?? '')
        ? 2
        : 0;
    // ("we're the newsroom of a weekly paper": "the" names the group as well.)
    const found = be > 0 && /^(a|an|the)$/.test(words[be] ?? '') ? joinedGroup(tokens, phraseAt(tokens, from + be)) : null;
    // ("I'm the secretary of …" names a person, not the group.)
    // ("im the sec of our allotment society": "the … of" names a post in the group, not the group.)
    // ("We're the newsroom of a weekly paper" is the group.)
    const post =
      words[be] === 'the' &&
      found !== null &&
      (isPersonNoun(found.phrase.head) || (/^i/.test(words[0] ?? '') && tokens[found.next]?.lower === 'of'));
    if (found && !found.phrase.plural && !post) reading.owner = found.phrase;
  }
  if (reading.owner && isName(tokens, reading.owner)) reading.owner = { ...reading.owner, proper: true };
  // "Small print shop, me + 2 staff": a shop named first is whom the app is for, not the product.
  if (
    reading.product &&
    reading.owner &&
    reading.product.start >= reading.owner.start &&
    reading.product.end <= reading.owner.end
  )
    delete reading.product;
  const taken = [reading.product, reading.owner, ...reading.actors].flatMap((p) => (p ? [p.text.toLowerCase()] : []));
  for (const sentence of sentencesOf(tokens).filter((words) => !isStatusQuo(words))) {
    for (let i = 0; i < sentence.length;) {
      const found = phraseAt(sentence, i);
      if (!found) {
        i++;
        continue;
      }
      if (!taken.includes(found.phrase.text.toLowerCase()) && !PRODUCTS.has(found.phrase.head))
        reading.phrases.push(found.phrase);
      i = Math.max(found.next, i + 1);
    }
  }
  return reading;
}
