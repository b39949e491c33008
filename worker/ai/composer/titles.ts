/**
 * A thing the user named, as a feature's name: a noun phrase in their own words, 1 to 6 words, no pronoun, no
 * leading verb, no lone adjective. "log dives" → "Dive Log", "see which lanes are free" → "Free Lanes at a Glance",
 * "order drinks to their lane" → "Drink Orders to the Lane", "track who's coming to rehearsal" → "Rehearsal
 * Attendance", "their must-play songs" → "Must-play Songs". English is shaped from the tagged description (verbs and
 * their objects as the reading found them, knowledge/nominals.ts for the verbs' names); other languages keep the
 * user's words.
 */
import { wordsOf } from './match';
import {
  EDGE_WORDS,
  FINITE_VERBS,
  FOREIGN_NOMINALS,
  GERMAN_TRAILING_VERBS,
  KIN_WORDS,
  NOMINALS,
  PRONOUNS,
  COUNT_WORDS,
  TITLE_NEGATIONS,
  TIME_WORDS,
  ATTRIBUTE_WORDS,
  FEATURE_HEADS,
  STATUS_QUO_WORDS,
  NO_NAME_GERUNDS,
  CHANNEL_WORDS,
  QUANTIFIER_WORDS,
  FOREIGN_SINGLE_NAMES,
  FREQUENCY_WORDS,
  GERMAN_SMALL_WORDS,
} from '../knowledge/nominals';
import { LANGUAGE_RULES } from '../knowledge/languages';
import { isOrganisation, isPersonNoun, phraseOf, pluralOf, type Phrase, type Token } from '../reading/english';
import { isTrade, type Reading } from '../reading';
import { asTitle } from './named';

const MAX_WORDS = 6;
/** Prepositions that open a place or a purpose a title can do without once cut short. */
const CUT_AT = new Set('on in at from by with to for into onto'.split(' '));
const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'any', 'each', 'every', 'one']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'me', 'us', 'them', 'him', 'her', 'who', 'whom']);
const WH_WORDS = new Set(['what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'how', 'why', 'whether']);
const COMING = new Set(['come', 'attend', 'go', 'show', 'turn', 'join']);
const PRODUCT_WORDS = new Set(LANGUAGE_RULES.en.products);
/** The parts of speech a noun phrase is made of ("Must-play Songs", "Filament Left on Each Spool" aside). */
const NOUN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'ADP', 'DET', 'CCONJ', 'PART', 'SYM', 'PUNCT']);
/** Words for anything at all. */
const VAGUE = new Set(['stuff', 'thing', 'things', 'something', 'everything', 'anything', 'lot', 'bit', 'one', 'ones']);
/** Things that are views themselves: "a map of results", "a chart of weekly sales". */
const VIEWS =
  /^(?:map|chart|graph|list|board|calendar|dashboard|table|timeline|leaderboard|summary|menu|timetable|schedule|rota|price list)\b/i;
/** Verbs whose object and its course name the feature ("leads from first call to installation"). */
const FOLLOWING = new Set(['track', 'follow', 'monitor', 'manage', 'keep']);
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

/** Pronouns that stand for a thing named earlier. */
/** What identifies something else: a number, a code, a reference ("a QR code on the cask" is a thing scanned). */
const identifies = (phrase: string) =>
  /\b(?:numbers?|codes?|ids?|references?|refs?|pins?|passwords?)$/i.test(phrase) && !/\b(?:qr|bar)\s?codes?$/i.test(phrase);
const REFERRING = new Set(['them', 'it', 'these', 'those', 'this', 'that']);

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

function fromVerb(
  verb: string,
  object: Phrase | undefined,
  objectText: string | undefined,
  rest: string,
  objectOne = objectText,
): string {
  const [withObject, alone] = nominalOf(verb);
  // ("track clients and jobs" → Client and Job Tracking: each one singular before the verb's name.)
  const base = object
    ? withObject.replace('{one}', object.one).replace('{many}', object.plural ? object.text : pluralOf(object.one))
    : objectText
      ? withObject.replace('{one}', objectOne ?? objectText).replace('{many}', objectText)
      : alone;
  const words = base.split(/\s+/).length;
  // "search online" → Online Search: a lone adverb goes before the name, as an adjective would.
  if (!object && !objectText && /^(online|offline|together|remotely|anonymously)$/i.test(rest)) return `${rest} ${base}`;
  // "approve before anything goes out": a clause of when is no part of the name.
  if (/^(?:before|after|until|when|once|while|if|unless)\b/i.test(rest)) return base;
  return rest && words + rest.split(/\s+/).length <= MAX_WORDS ? `${base} ${rest}` : base;
}

const WANTING = new Set(['like', 'want', 'need', 'love', 'wish']);
const TOOL_VERBS = new Set(['use', 'have', 'get', 'do', 'be']);
// ("we meet thurs nights in a community centre": where the group meets, in the opening, is who they are too.)
const RUNNING = new Set(['run', 'own', 'operate', 'meet']);

/** The title of a thing that starts with a verb: what the verb does to its objects, named. */
/** Verbs that let someone else act: "let the skip grab", "help volunteers find". */
const CAUSATIVE = new Set(['let', 'help', 'allow', 'enable']);

function verbTitle(span: readonly Token[], reading: Reading): string | null {
  const [verbToken] = span;
  if (!verbToken) return null;
  // "we use a shared google calendar": what the user uses or has names a tool of theirs, no feature.
  if (verbToken.pos === 'VERB' && TOOL_VERBS.has(verbToken.lemma)) return null;
  // "let the skip grab a spare": what someone is let do is the feature, never the letting ("Skip Letting").
  if (CAUSATIVE.has(verbToken.lemma) && span.slice(1).some((t) => t.pos === 'VERB')) return null;
  const action = reading.actions.find((a) => a.start === verbToken.at);
  // "I run a little dog walking business": the business the user runs is who they are, no feature of it.
  // (Said in the first sentence: "… and run our beer club: members get 6 cans" later on is a feature.)
  const opening = !reading.tokens.slice(0, verbToken.at).some((t) => /^[.!?]$/.test(t.text));
  if (opening && RUNNING.has(verbToken.lemma) && span.slice(1).some((t) => t.pos === 'NOUN' && isOrganisation(t.lower)))
    return null;
  const inSpan = (p: Phrase) => p.start >= verbToken.at && p.end <= span.at(-1)!.at + 1;
  // "order and pay at the table": verbs without objects, coordinated, named together.
  const coordinated = reading.actions.filter((a) => a.start >= verbToken.at && a.start <= span.at(-1)!.at);
  if (coordinated.length > 1 && coordinated.every((a) => a.objects.length === 0 && !a.clause)) {
    // "say if the truck missed them": verbs we have no name for make no feature ("Saying and Missing").
    if (coordinated.some((a) => !NOMINALS[a.verb])) return null;
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
    // "do quotes on the spot and turn them into jobs": a pronoun's thing was named before; without it, no name.
    // ("send them a text reminder", "reads those files": an object after it is what the verb is done to.)
    const after = reading.tokens[verbToken.at + 2];
    const objectAfter =
      after &&
      (['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(after.pos) || (after.pos === 'DET' && !/^(?:each|every)$/.test(after.lower)));
    if (REFERRING.has(reading.tokens[verbToken.at + 1]?.lower ?? '') && !objectAfter) {
      // ("We don't want to handle any money, they sort that out": what is ruled out is no antecedent.)
      const before = reading.actions
        .filter((a) => a.end <= verbToken.at && a.objects.length > 0 && !reading.tokens[a.start]?.negated)
        .at(-1);
      const sameSentence = before && !reading.tokens.slice(before.end, verbToken.at).some((t) => /^[.!?;]$/.test(t.text));
      // ("reserve them" after "fabric bundles, patterns or notions": one of a list is not what they stand for.)
      if (!NOMINALS[action.verb]) return null;
      // ("pick the ones that need a visit and see them on a map": a word for anything stands for nothing.)
      if (sameSentence && before.objects.length === 1 && VAGUE.has(before.objects[0]!.head)) return null;
      return fromVerb(action.verb, sameSentence && before.objects.length === 1 ? before.objects[0] : undefined, undefined, rest);
    }
    const objects = action.objects.filter(inSpan);
    // "tells the kids' parents": a verb we have no name for, done to people, names no feature ("Kid Telling").
    if (objects.length === 1 && !NOMINALS[action.verb] && isPersonNoun(objects[0]!.head)) return null;
    // "show a map of results": a view shown is the feature itself.
    if (objects.length === 1 && nominalOf(action.verb)[0].startsWith('{many} at a Glance') && VIEWS.test(objects[0]!.text))
      return objects[0]!.text;
    // "report stuff that breaks": a word for anything names nothing.
    if (objects.length === 1 && VAGUE.has(objects[0]!.head)) return null;
    // "writes their membership number in the space", "record the tag number": a number written down is a step.
    if (objects.length === 1 && identifies(objects[0]!.text)) return null;
    if (objects.length === 1) return fromVerb(action.verb, objects[0], undefined, rest);
    if (objects.length > 1) {
      // "log dives and catches": one name over the list, as the user wrote it.
      return fromVerb(
        action.verb,
        undefined,
        objects.map((o) => o.text).join(' and '),
        rest,
        objects.map((o) => o.one).join(' and '),
      );
    }
    // "pick which game we play": a verb that only chooses names nothing without its object.
    if (nominalOf(action.verb)[0] === '{many}') return null;
    // "say when they're away", "save and organize": a bare -ing form ("Saying") is no feature's name.
    if (!rest && !NOMINALS[action.verb]) return null;
    // "For each job I need to track: survey done, quote sent…": what is tracked is the list after the colon.
    if (reading.tokens[verbToken.at + 1]?.text === ':') return null;
    // "see at a glance whos behind": seeing without a thing seen is no feature ("Overview").
    if (nominalOf(action.verb)[0].startsWith('{many} at a Glance')) return null;
    return fromVerb(action.verb, undefined, undefined, rest);
  }
  // A verb the reading did not take as an action (a list item such as "order and pay"): name each verb.
  const verbs = span.filter((t) => t.pos === 'VERB' || (NOMINALS[t.lower] && (t.pos === 'NOUN' || t.pos === 'CCONJ')));
  const words = span.filter((t) => t.pos !== 'CCONJ' && t.pos !== 'PUNCT');
  if (verbs.length === words.length) return verbs.map((t) => nominalOf(t.lemma)[1]).join(' and ');
  const after = nounPhrase(span.slice(1));
  // "track leads from first call to installation": the object ends where its preposition starts.
  const cut = after.findIndex((t) => t.pos === 'ADP');
  const object = cut > 0 ? after.slice(0, cut) : after;
  if (object.length === 0) return NOMINALS[verbToken.lemma] ? nominalOf(verbToken.lemma)[1] : null;
  // "show a map of results": what is shown is the feature.
  if (nominalOf(verbToken.lemma)[0].startsWith('{many} at a Glance') && object.some((t) => t.pos === 'NOUN'))
    return joinTokens(object);
  // ("a fair weekly plan": the tagger reads some adjectives before an adjective as adverbs.)
  const nouns = object.filter(
    (t, i) =>
      ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(t.pos) || (t.pos === 'ADV' && ['ADJ', 'NOUN'].includes(object[i + 1]?.pos ?? '')),
  );
  if (nouns.length === object.length) {
    if (identifies(joinTokens(object))) return null;
    const named = fromVerb(verbToken.lemma, phraseOf(object), undefined, '');
    const rest = cut > 0 && after.slice(cut).every((t) => t.pos !== 'VERB') ? joinTokens(after.slice(cut)) : '';
    const length = (text: string) => text.split(/\s+/).length;
    if (!rest) return named;
    if (length(named) + length(rest) <= MAX_WORDS) return `${named} ${rest}`;
    // "track leads from first call to installation": what is followed, and how far, names it best.
    if (FOLLOWING.has(verbToken.lemma) && after.length <= MAX_WORDS) return joinTokens(after);
    return named;
  }
  // An object we cannot name: the verb's bare name ("Access", "Overview") would say nothing of it.
  return null;
}

/**
 * A question the user wants answered, named by what it is about: "which telescope was used" → Telescope Used, "how
 * much filament is left on each spool" → Filament Left on Each Spool, "what each record is worth" → Record Worth.
 * About a person ("what we saw", "who owes who") it names no feature.
 */
function whTitle(words: readonly Token[]): string | null {
  let k = 1;
  while (k < words.length && /^(much|many|often|long|far)$/.test(words[k]!.lower)) k++;
  const subjectStart = k;
  while (k < words.length && (words[k]!.pos === 'DET' || ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(words[k]!.pos))) k++;
  const subject = nounPhrase(words.slice(subjectStart, k)).filter((t) => t.pos !== 'NUM');
  if (subject.length === 0 || !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  while (k < words.length && (words[k]!.pos === 'AUX' || words[k]!.pos === 'PART')) k++;
  const complement = words[k] && (words[k]!.pos === 'VERB' || words[k]!.pos === 'ADJ') ? words[k] : undefined;
  const named = complement && /(ed|en|left|worth|due|free|full|open)$/.test(complement.lower) ? [complement] : [];
  if (complement) k++;
  const rest = words[k]?.pos === 'ADP' ? words.slice(k).filter((t) => !POSSESSIVES.has(t.lower) && t.pos !== 'PUNCT') : [];
  const title = joinTokens([...subject, ...named, ...rest]);
  return title.split(/\s+/).length <= MAX_WORDS ? title : joinTokens([...subject, ...named]);
}

/** The feature name for a thing an English description names, shaped from its tokens; null when it names nothing. */
export function englishTitle(thing: string, reading: Reading): string | null {
  const cleaned = LEAD_INS.reduce((text, pattern) => text.replace(pattern, ''), thing.trim());
  const span = spanOf(reading.tokens, cleaned);
  if (!span || span.length === 0) return null;
  // "owners don't need to log in": what the description rules out is no feature.
  // "do NOT want online booking": a negation at its start rules the thing out.
  if (span.slice(0, 3).some((t) => t.negated || /^(not|no|never|n't)$/.test(t.lower)) || span.every((t) => t.asIs)) return null;
  // "I make fresh tofu and tempeh": the user's trade, not a feature ("Fresh Tofu Maker").
  if (isTrade(reading, span[0]!.at)) return null;
  let words = span;
  // "we show a map of results": the user's own "we" or "I" before the verb is not part of the name.
  if (words.length > 2 && /^(we|i|you|they)$/.test(words[0]!.lower)) words = words.slice(1);
  // "the app makes a fair weekly plan", "app to add an appliance": the product doing it is not part of the name.
  // ("their own waves": "own" after a possessive is no part of the name either.)
  while (words.length > 1 && (ARTICLES.has(words[0]!.lower) || POSSESSIVES.has(words[0]!.lower) || words[0]!.lower === 'own'))
    words = words.slice(1);
  if (words.length > 2 && PRODUCT_WORDS.has(words[0]!.lower) && ['VERB', 'PART', 'AUX'].includes(words[1]!.pos))
    words = words.slice(1);
  // "to log dives", "can book": the infinitive marker or modal is not part of the name.
  while (words.length > 1 && (words[0]!.pos === 'PART' || words[0]!.pos === 'AUX')) words = words.slice(1);
  // "'d like a list of boxes to pack": what the user wants is the name, not the wanting ("Liked Lists").
  if (words.length > 2 && WANTING.has(words[0]!.lower)) {
    words = words.slice(1);
    while (words.length > 1 && ARTICLES.has(words[0]!.lower)) words = words.slice(1);
  }
  // "residents type their street": people in the plural before another word are who does it (a compound such as
  // "customer reviews" has its person in the singular).
  if (words.length > 2 && words[0]!.lower.endsWith('s') && isPersonNoun(words[0]!.lower)) {
    const next = words[1]!;
    if (next.pos !== 'VERB' && !NOMINALS[next.lower]) return null;
    words = words.slice(1);
  }
  // "a wedding DJ's clients pick their must-play songs": whoever does it is not part of the feature's name.
  const action = reading.actions.find((a) => a.actor && a.start > words[0]!.at && a.start <= words.at(-1)!.at);
  if (action) words = words.filter((t) => t.at >= action.start);
  const first = words[0]!;
  // "basing on the forecast", "depending on the weather": a participle with its preposition is a clause.
  if (/(ing|ed)$/.test(first.lower) && words[1]?.pos === 'ADP' && NOMINALS[first.lower.replace(/ing$|ed$/, '')] === undefined)
    return null;
  // "show a map of results": a verb users write, before an article, opens a verb phrase whatever the tag.
  const beforeArticle = NOMINALS[first.lower] !== undefined && words[1]?.pos === 'DET' && first.pos !== 'ADJ';
  // "track leads from first call": a verb users write, before a word tagged as a verb or a plural and a preposition.
  const beforeVerb =
    NOMINALS[first.lower] !== undefined &&
    first.pos === 'NOUN' &&
    (words[1]?.pos === 'VERB' || (/s$/.test(words[1]?.lower ?? '') && words[2]?.pos === 'ADP'));
  const startsWithVerb =
    beforeArticle ||
    beforeVerb ||
    first.pos === 'VERB' ||
    (words.length > 1 &&
      NOMINALS[first.lower] !== undefined &&
      first.pos !== 'ADJ' &&
      reading.actions.some((a) => a.start === first.at));
  if (startsWithVerb) return verbTitle(words, reading);
  // "seeing conditions and which telescope was used": the things before a question word are the name.
  const wh = words.findIndex((t) => WH_WORDS.has(t.lower));
  if (wh === 0) return whTitle(words);
  if (wh > 0) {
    words = words.slice(0, wh);
    while (words.length > 0 && !['NOUN', 'PROPN'].includes(words.at(-1)!.pos)) words = words.slice(0, -1);
    if (words.length === 0) return null;
  }
  const phrase = nounPhrase(words);
  if (phrase.length === 0 || phrase.every((t) => PERSONAL.has(t.lower))) return null;
  // A name is a noun phrase: "Times Scribbled", "Date Went", "So Stop Finding Mystery Tubs" are cut sentences.
  if (!phrase.every((t) => NOUN_PHRASE.has(t.pos)) || !phrase.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  // A lone adjective ("free", "simple") names no feature.
  if (phrase.length === 1 && phrase[0]!.pos === 'ADJ') return null;
  // "Duty Officer Records the Forecast": an article after a noun starts a new phrase; the words were a sentence.
  if (phrase.some((t, i) => i > 0 && t.pos === 'DET' && (phrase[i - 1]!.pos === 'NOUN' || phrase[i - 1]!.pos === 'PROPN')))
    return null;
  return joinTokens(phrase.filter((t) => !PERSONAL.has(t.lower)));
}

const fold = (word: string) => wordsOf(word).join('');
/** Words that join list items, in the languages read by word rules. */
const JOINS = new Set(['and', 'und', 'oder', 'y', 'e', 'o', 'ou', 'et', 'en', 'of', 'ed']);

/**
 * A thing named in another language: a leading verb becomes its noun ("réserver les véhicules" → "Réservation des
 * véhicules"); one that asks who or what ("wie heeft welk perceel") or opens with a verb we cannot name is no feature.
 */
const GERMAN_ARTICLES = new Set(['ein', 'eine', 'einen', 'einem', 'einer', 'der', 'die', 'das', 'den', 'dem', 'des']);

/** Where the user keeps things today: a title naming it describes the status quo. */
const TODAYS_TOOLS = new Set(
  'caderno cuaderno carnet cahier papier papel zettel heft notizbuch whatsapp excel planilha tableur libreta tabelle exceltabelle'.split(
    ' ',
  ),
);
/** Nouns that end like a Spanish or Portuguese infinitive or a verb for "they" ("Plan de turnos", "Taller"). */
const VERB_LIKE_NOUNS = new Set(
  (
    'plan orden examen imagen resumen volumen margen origen almacen joven lugar hogar taller bar collar altar mujer par ' +
    'mar militar titular familiar escolar popular particular regular nivel'
  ).split(' '),
);
const PREPOSITIONS = new Set('de del da do das dos por para com con en em a al ao des du pour sur avec'.split(' '));

/** "Indicar altura", "Cocher les paniers", "Reservam aulas": a verb, not a noun, opens the words. */
function opensWithVerb(words: readonly string[], language: string): boolean {
  const first = fold(words[0]!);
  const second = fold(words[1] ?? '');
  if (VERB_LIKE_NOUNS.has(first) || PREPOSITIONS.has(second)) return false;
  if (ROMANCE_ARTICLES.has(second) && /(?:ar|er|ir|re)$/.test(first) && language !== 'de') return true;
  // "Prestamos túnicas", "Levamos as cestas": a verb for "we".
  if ((language === 'es' || language === 'pt') && /(?:amos|emos|imos)$/.test(first)) return true;
  if (language === 'es') return /(?:ar|er|ir|an|en)$/.test(first);
  if (language === 'pt') return /(?:ar|er|ir|am)$/.test(first) || /[^g]em$/.test(first);
  return false;
}

/** Words that open a condition: "se", "si", "wenn", "quand". */
const CONDITION_OPENERS = new Set('se si wenn falls sobald quand lorsque cuando quando caso sinon senao sonst'.split(' '));

const ROMANCE_ARTICLES = new Set('el la los las un una o a os as um uma num numa nuns numas le les une'.split(' '));

/** `listed`: the thing stands bare in a comma list of the description, where one word names a feature. */
function foreignTitle(thing: string, language: string, listed = false): string | null {
  let words = thing.trim().split(/\s+/);
  // "… und absagen", "e percorsi": a join that opens the thing belongs to the one before it.
  if (JOINS.has(fold(words[0] ?? ''))) words = words.slice(1);
  // "brauche eine App für Angebote": what the app is for is the thing.
  const rules = LANGUAGE_RULES[language as keyof typeof LANGUAGE_RULES];
  if (rules) {
    const products = new Set(rules.products.map(fold));
    const audience = new Set(rules.audience.map(fold));
    const at = words.findIndex((w, i) => products.has(fold(w)) && audience.has(fold(words[i + 1] ?? '')));
    if (at >= 0 && at + 2 < words.length) words = words.slice(at + 2);
  }
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  // "zwei Ballonen", "je 8 Plätzen", "Máximo 8 alunos por instrutor": how many there are, not a feature.
  if (words.some((w) => /\d/.test(w)) || COUNT_WORDS.includes(fold(words[0]!))) return null;
  // "Se aparecer um problema extra", "Wenn es regnet": a condition, not a name.
  if (CONDITION_OPENERS.has(fold(words[0]!))) return null;
  if (words.some((w) => FREQUENCY_WORDS.includes(fold(w)))) return null;
  // "Cocher les paniers récupérés", "Indicar altura", "Traen aceitunas": an infinitive with its object, or a verb
  // conjugated for "they", opens an instruction or a sentence, not a name.
  if (words.length > 1 && !FOREIGN_NOMINALS[language]?.verbs[fold(words[0]!)] && opensWithVerb(words, language)) return null;
  // "Anoto tudo num caderno": today's way of doing it.
  // ("eine Excel-Tabelle": either half names the tool.)
  if (
    words.some((w) =>
      fold(w)
        .split('-')
        .some((part) => TODAYS_TOOLS.has(part)),
    )
  )
    return null;
  // "Ahora va todo por WhatsApp", "Bisher hängt der Plan …": today's way, not a feature.
  if (STATUS_QUO_WORDS.includes(fold(words[0]!))) return null;
  const negations = new Set(TITLE_NEGATIONS[language] ?? []);
  if (wordsOf(words.join(' ')).some((w) => negations.has(w))) return null;
  if (language === 'de') {
    const verbs = words.filter((w) => GERMAN_TRAILING_VERBS[fold(w)] !== undefined);
    const last = fold(words.at(-1) ?? '');
    if (GERMAN_TRAILING_VERBS[last] && words.length > 1) {
      const pronouns = new Set(PRONOUNS.de ?? []);
      // "ihren Gutschein einlösen": whose it is is no part of its name.
      const rest = words
        .slice(0, -1)
        .filter(
          (w, i) =>
            !JOINS.has(fold(w)) &&
            !GERMAN_TRAILING_VERBS[fold(w)] &&
            !GERMAN_ARTICLES.has(fold(w)) &&
            !(i === 0 && pronouns.has(fold(w))),
        );
      // Small words left ("wenn", "nicht") make a clause; "online" is how, and stays.
      const clause = rest.some((w) => pronouns.has(fold(w)) || (/^\p{Ll}/u.test(w) && fold(w) !== 'online'));
      if (clause || rest.length === 0) return null;
      // "das System prüfen": the app itself doing it names no feature.
      const products = new Set(LANGUAGE_RULES.de.products.map(fold));
      if (rest.every((w) => products.has(fold(w)))) return null;
      const nouns = [...verbs.map((v) => GERMAN_TRAILING_VERBS[fold(v)]!)];
      const named = rest.join(' ');
      return `${named.charAt(0).toUpperCase()}${named.slice(1)} – ${[...new Set(nouns)].join(' und ')}`;
    }
    if (words.length === 1 && GERMAN_TRAILING_VERBS[last]) return GERMAN_TRAILING_VERBS[last]!;
    // German writes every noun with a capital: a thing that ends on a small word ("wenn das Wetter nicht passt",
    // "online einen Fahrttermin wählen") is a clause, not a name.
    if (words.length > 1 && /^\p{Ll}/u.test(words.at(-1)!)) return null;
    // "Ehrenamtlichen prüfen an der Ausgabe": a small word that is no preposition or article, with no noun after it
    // (as an adjective has: "offene Posten"), is a verb.
    const small = (w: string | undefined) => w === undefined || GERMAN_SMALL_WORDS.includes(fold(w));
    if (words.some((w, i) => i > 0 && /^\p{Ll}/u.test(w) && !small(w) && small(words[i + 1]))) return null;
  }
  const pronouns = new Set(PRONOUNS[language] ?? []);
  if (words.some((w) => pronouns.has(fold(w)))) return null;
  const nominals = FOREIGN_NOMINALS[language];
  const first = fold(words[0] ?? '');
  // "anota num caderno", "pesamos la fruta": a verb we can name, conjugated and followed by its object's article (a
  // noun such as "reserva" is followed by "de"), opens a sentence, not a name.
  const conjugated = [`${first}r`, first.replace(/(mos|n|s)$/, 'r'), first.replace(/(e|ent|ons)$/, 'er')];
  const verbal = /mos$/.test(first) || ROMANCE_ARTICLES.has(fold(words[1] ?? ''));
  if (nominals && !nominals.verbs[first] && verbal && conjugated.some((form) => form !== first && nominals.verbs[form]))
    return null;
  const noun = nominals?.verbs[first];
  if (nominals && noun) {
    const [article = '', ...rest] = words.slice(1);
    const joined = nominals.of[article.toLowerCase()];
    const object = joined ? [joined, ...rest] : [nominals.ofOther, article, ...rest].filter(Boolean);
    return words.length > 1 ? `${noun} ${object.join(' ')}`.replace(/' /g, "'") : noun;
  }
  const verbs = new Set((LANGUAGE_RULES[language as keyof typeof LANGUAGE_RULES]?.verbs ?? []).map(fold));
  if (words.length > 1 && verbs.has(first)) return null;
  // "Recusar", "Anotar": a verb alone is what someone does, not a feature's name.
  if (words.length === 1 && /^(?:es|pt)$/.test(language) && /(?:ar|er|ir)$/.test(first) && !VERB_LIKE_NOUNS.has(first))
    return null;
  if (words.length === 1 && !listed && !singleName(first, language)) return null;
  if (words.length > 1 && !foreignHeadNames(words, language)) return null;
  return asTitle(words.join(' '), language);
}

/**
 * Whether a title of several words outside English rests on a word that names a feature: its head, the first noun in
 * French, Spanish and Portuguese ("Suivi des élèves", "Anotação de alergias"), the word before the first small word
 * in German ("Zeiterfassung auf der Baustelle"), or what follows a dash ("Gutschein – Einlösung"). "Sabe hacer",
 * "Dont une vingtaine de jeunes", "Cunhada cozinhando" and "Excel-Tabelle auf einem alten Laptop" name none.
 */
const CLAUSE_JOINS = new Set('cuando quand quando wenn weil porque donde onde'.split(' '));

function foreignHeadNames(words: readonly string[], language: string): boolean {
  const dash = words.findIndex((w) => /^[–—-]$/.test(w));
  if (dash >= 0) return foreignHeadNames(words.slice(dash + 1), language) || foreignHeadNames(words.slice(0, dash), language);
  if (words.length === 1) return singleName(fold(words[0]!), language);
  const folded = words.map(fold).filter(Boolean);
  // "Rendimiento cuando sale el análisis": a clause inside is a sentence.
  if (folded.some((w) => CLAUSE_JOINS.has(w))) return false;
  if (language === 'de') {
    const small = folded.findIndex((w, i) => i > 0 && GERMAN_SMALL_WORDS.includes(w));
    const head = folded[small < 0 ? folded.length - 1 : small - 1] ?? '';
    return singleName(head, language) || /ung(?:en)?$/.test(head);
  }
  const head = folded.find((w) => !ROMANCE_ARTICLES.has(w)) ?? '';
  return singleName(head, language) || singleName(head.replace(/s$/, ''), language);
}

/** Whether one word alone names a feature in this language (FOREIGN_SINGLE_NAMES). */
function singleName(word: string, language: string): boolean {
  const names = FOREIGN_SINGLE_NAMES[language];
  if (!names) return true;
  return names.words.includes(word) || names.endings.some((ending) => word.endsWith(ending) && word.length > ending.length + 2);
}

/**
 * Whether a title can name a feature: it neither opens nor ends with a preposition, article or join ("App to Add an
 * Appliance by", "Da família toda"), and is not the user's family named alone ("Kids", "Mãe").
 */
export function isFeatureName(title: string, language: string): boolean {
  const words = title.split(/\s+/).map(fold).filter(Boolean);
  if (words.length === 0) return false;
  const edges = new Set((EDGE_WORDS[language] ?? EDGE_WORDS.en!).map(fold));
  if (edges.has(words[0]!) || edges.has(words.at(-1)!)) return false;
  if (words.length === 1 && PRODUCT_WORDS.has(words[0]!)) return false;
  const finite = new Set((FINITE_VERBS[language] ?? []).map(fold));
  if (words.some((w) => finite.has(w))) return false;
  if (words.length === 1 && (KIN_WORDS[language] ?? []).map(fold).includes(words[0]!)) return false;
  // "Ca" (circa), "Emptying Every 1", "Sick of 40 Messages": an abbreviation, a count cut off, a complaint.
  if (words.length === 1 && words[0]!.length <= 2) return false;
  // "Email", "Telefone": how people reach the user today, not a feature; "Lots of Yards": how many, not what.
  if (words.length === 1 && CHANNEL_WORDS.includes(words[0]!)) return false;
  if (words.length > 1 && QUANTIFIER_WORDS.includes(words[0]!)) return false;
  // "Os pedidos chegam por Facebook": a Portuguese verb for "they" makes a sentence.
  if (language === 'pt' && words.some((w) => /[^g]am$/.test(w) && w.length > 4)) return false;
  // "Paper Replacing", "Reminder Wanting": what the user feels or had, not what the app does.
  if (words.some((w) => NO_NAME_GERUNDS.includes(w))) return false;
  // "Size", "Make", "Espécie": one field of a record, not a feature.
  if (words.length === 1 && ATTRIBUTE_WORDS.includes(words[0]!)) return false;
  // "Morning", "Montag bis Samstag": when, not what.
  if (words.every((w) => TIME_WORDS.includes(w) || TIME_WORDS.includes(w.replace(/s$/, '')))) return false;
  if (/\d$/.test(words.at(-1)!) || /^(every|each|sick|tired|fed)$/.test(words.at(-1)!)) return false;
  if (/^(sick|tired|fed)$/.test(words[0]!)) return false;
  return true;
}

/** Title Case with the user's casing kept for names and acronyms (asTitle), one to six words. */
/** "72 hours", "4 Stunden", "dos semanas": a length of time says when, and names nothing. */
const DURATION =
  /(?<=^|\S\s)\d+(?:[.,]\d+)?[\s-]*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|stunden|tage|wochen|monate|horas|d[ií]as|semanas|meses|heures|jours|semaines|mois|ans)(?=\s\S|$)/giu;

/** A bare count, share, range or hour: "20", "10%", "2-6", "5pm". */
const COUNT = /^\d+(?:[.,]\d+)?(?:%|am|pm|h)?$|^\d+[-–]\d+$/i;
const WINDOW = /^(?:last|past|next|letzten|nächsten|últimos|ultimos|próximos|proximos|derniers|prochains)$/i;

export function titleFor(thing: string, language: string, reading: Reading, listed = false): string | null {
  const timed = titleOf(thing, language, reading, listed);
  // ("Test 72 Hour Reading" is the test's reading; "4 Hours" is nothing at all; "30 Day Challenge" keeps its days;
  // "Takings Within 7 Days" is a rule, "Graph of the Last 7 Days" a window.)
  let rule = false;
  const title =
    timed === null
      ? null
      : timed
          .replace(DURATION, (span, at: number) => {
            if (at === 0 && span.length < timed.length) return span;
            if (at > 0 && at + span.length >= timed.length) {
              if (/\b(?:last|past|next)\s*$/i.test(timed.slice(0, at))) return span;
              rule = true;
            }
            return ' ';
          })
          .replace(/\s+/g, ' ')
          .trim();
  if (rule) return null;
  if (!title || !/\p{L}{3}/u.test(title) || !isFeatureName(title, language)) return null;
  // ("addresses in route order for our two vans": for how many is no part of the name; "outside contractors most
  // weeks": nor how often.)
  const words = title
    .replace(/\s+for\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|both|all)$/i, '')
    .replace(/\s+(?:most|some|many|all|every|other)\s+(?:days|weeks|months|years|nights|mornings|evenings|weekends)$/i, '')
    .split(/\s+/);
  // "Ticking Off Which Ones": a question left open, no name.
  if (language === 'en' && /^(?:which|what|who|whom|whose|ones?)$/i.test(words.at(-1) ?? '')) return null;
  // "Last 4 Weeks": a window of time, not what is shown in it.
  if (/^(?:last|past|next)$/i.test(words[0]!) && words.length <= 3 && words.some((w) => COUNT.test(w))) return null;
  // "Bundling Around 20 Booklets", "Solar Panels on 11 Roofs", "Max 2 Books per Parcel": a count copied from the
  // sentence says how many or a rule, not what the feature is ("Graph of the Last 7 Days" is a window; "AS9102 Forms"
  // and "30-minute Slots" keep theirs).
  if (words.some((w, i) => COUNT.test(w) && !(i > 0 && WINDOW.test(words[i - 1]!)))) return null;
  // "I'm on Phone in the Van": the user speaking, not a feature.
  if (words.some((w) => /^(?:i|we|you|they)['’](?:m|re|ve|ll|d)$/i.test(w))) return null;
  // "Controller", "Guards": one of the people, not what the app does for them.
  // ("Waitlist", "Checklist" only end like a person's noun.)
  const only = words[0]!.toLowerCase();
  if (language === 'en' && words.length === 1 && !/lists?$/.test(only) && isPersonNoun(only)) return null;
  // "stylists log what they use" → "Log": one word left of a long thing has lost what it was about.
  if (language === 'en' && words.length === 1 && thing.trim().split(/\s+/).length >= 4) return null;
  // ("go and quote or check up on" → "Checks": a verb whose object is left unsaid names nothing.)
  if (language === 'en' && words.length === 1 && /\s(?:on|with|to|for|up|out|in|off|about|at)$/i.test(thing.trim())) return null;
  // ("2 people can share one" → "Sharing": a word for anything leaves nothing it was about.)
  if (language === 'en' && words.length === 1 && VAGUE.has(wordsOf(thing).at(-1) ?? '')) return null;
  if (language === 'en' && !restsOnAFeature(words)) return null;
  // "most are every 6": a sentence, not a name.
  if (reading.tagged && words.some((w) => reading.tokens.some((t) => t.pos === 'AUX' && t.lower === w.toLowerCase())))
    return null;
  return words.join(' ');
}

const HEAD_ENDS = new Set(['for', 'of', 'on', 'in', 'from', 'to', 'with', 'by', 'per', 'at', 'within', 'before', 'after']);
/** A verbal noun or a -ship word: "Pruning", "Attendance", "Approval", "Membership" ("Bakery" is a place). */
const ACTIVITY_ENDING = /(?:ing|tion|sion|ment|ance|ence|ship|al|age|sis|ure)$/;

/**
 * Whether an English title rests on a word a feature can be named by: its head (the word before its first
 * preposition, "Drinks Ordered to the Lane" → "Drinks") is plural, a verbal noun or a way of keeping things
 * (FEATURE_HEADS), never one of the people ("Former Workers from the Factory") or a single thing ("Invoice Number").
 */
function restsOnAFeature(words: readonly string[]): boolean {
  const lower = words.map((w) => w.toLowerCase().replace(/[^a-z/-]/g, ''));
  let at = lower.findIndex((w, i) => i > 0 && HEAD_ENDS.has(w));
  at = at < 0 ? lower.length - 1 : at - 1;
  // "Drinks Ordered to the Lane": a participle after the head says what happens to it.
  if (at > 0 && lower[at]!.endsWith('ed')) at -= 1;
  const head = lower[at] ?? '';
  // "MRR", "LTV from Stripe Data": a figure's acronym is a feature's name.
  // ("ID", "PIN", "URL": one field of a record.)
  if (/^[A-Z]{2,5}s?$/.test(words[at] ?? '') && !/^(?:ID|PIN|URL|VAT|DOB)s?$/.test(words[at] ?? '')) return true;
  if (FEATURE_HEADS.includes(head) || FEATURE_HEADS.includes(head.replace(/s$/, ''))) return true;
  if (isPersonNoun(head) && !/lists?$/.test(head)) return false;
  // "Proof of Delivery Photos": a compound with "of" rests on its last word.
  if (lower[at + 1] === 'of' && at + 2 < lower.length - 1 && restsOnAFeature(words.slice(at + 2))) return true;
  // "Pickup in Store", "Speaker Lineup": what is done, in one word.
  if (/.{3}up$/.test(head)) return true;
  const singular = head.replace(/(?:ies)$/, 'y').replace(/s$/, '');
  if (ACTIVITY_ENDING.test(singular)) return true;
  // A plural: the things kept ("Kit Loans", "Buddy Pairs"); "Status", "Glass", "Census" only end like one.
  return /[^su]s$/.test(head) && head.length > 3;
}

function titleOf(thing: string, language: string, reading: Reading, listed: boolean): string | null {
  if (language !== 'en') return foreignTitle(thing, language, listed);
  if (!reading.tagged) return asTitle(thing, language);
  // ("- Register of plots", "a log of calls": a word before "of" is a noun, whatever else it can be.)
  if (/^\p{L}+\s+of\s+\p{L}/u.test(thing) && thing.split(/\s+/).length <= 4) return asTitle(thing, 'en');
  const shaped = englishTitle(thing, reading);
  if (shaped === null) return null;
  const all = shaped.split(/\s+/);
  let words = all.slice(0, MAX_WORDS);
  // ("a checklist per section on the shop tablet": cut short, a name drops the place it was cut in, whole.)
  if (all.length > MAX_WORDS) {
    const place = words.findLastIndex((w, i) => i > 1 && CUT_AT.has(w.toLowerCase()));
    if (place > 1) words = words.slice(0, place);
  }
  // Cut to six words, a name ends on its last noun, not on "to" or "and".
  const edges = new Set(EDGE_WORDS.en);
  while (words.length > 1 && edges.has(words.at(-1)!.toLowerCase())) words.pop();
  return asTitle(words.join(' '), 'en');
}
