/**
 * Whether a description belongs to a field (a knowledge domain), and how sure: an honest general interview beats a
 * confident one about the wrong business. A field applies only when
 * - its recognising words say so: one decisive word ("veterinary") or several distinct ones, and
 * - the things the description talks about are things the field knows: an orchard's "tree pruning" and "pest
 *   sightings" are not what a farm-management field holds (fields, crops, livestock), a DJ's "must-play songs" are not
 *   a music school's lessons.
 * The second test reads the field's whole record (entities, features, roles, questions, pages) as its vocabulary.
 */
import type { Knowledge } from '../knowledge/compile';
import { prepare, wordsOf } from './match';
import type { DomainRecord } from '../knowledge/records';
import { LANGUAGE_RULES } from '../knowledge/languages';
import type { Reading } from '../reading';

/** The product's own nouns ("tool", "app") say nothing of the business. */
const PRODUCTS = new Set(LANGUAGE_RULES.en.products.flatMap((p) => wordsOf(p)));

/** A cue this strong is clear: two of them make a strong case, and one in the product's name identifies it. */
const DECISIVE = 5;
/** A cue this strong alone says what the business is. */
const UNMISTAKABLE = 6;
/** Several distinct cues must add up to this much. */
const SEVERAL = 6;
/** Share of the description's own words the field must know. */
const FIT = 0.5;
/** A word in more than this share of the fields' vocabularies says nothing about which field it is. */
const GENERIC_SHARE = 0.3;
/** Outside English, cues must add up to this much (or one must be unmistakable), and fit this much. */
const FOREIGN_SCORE = 7;
const FOREIGN_FIT = 0.3;
/** Without the business named in the product or whom it is for, the things it talks about must fit better. */
const UNNAMED_FIT = 0.6;
/** With a single cue outside the product's name, nearly every word must be the field's. */
const SINGLE_CUE_FIT = 0.9;

/** Below this fit, a cue that only qualifies the organisation's name does not name its business. */
const DEALS_IN_FIT = 0.15;
/** Words that say what kind of body an organisation is, not its trade: "agency" of "a domestic cleaning agency". */
const KINDS_OF_BODY = new Set(
  'agency company firm business coop cooperative association society club group team shop shops store office practice centre center trust service services organisation organization collective network partnership charity'.split(
    ' ',
  ),
);

/** The first words of a description, where it says what the business is. */
const OPENING = 4;

/**
 * Whether the cues stand only in a minority of the things the description lists, and nowhere in whom it is for, who
 * uses it or what the product is.
 */
function cueMinority(reading: Reading, cues: readonly { phrase: string }[]): boolean {
  const cueWords = cues.flatMap((c) => wordsOf(c.phrase.replace(/\*/g, '')));
  const holds = (text: string) => {
    const words = wordsOf(text);
    return cueWords.some((c) => words.some((w) => w === c || w.startsWith(c) || c.startsWith(w)));
  };
  // What the description opens with ("ink & piercing studio with 3 artists") names the business as well.
  const opening = reading.phrases.filter((p) => p.start < OPENING);
  const frame = [reading.product, reading.owner, ...reading.actors, ...opening].flatMap((p) => (p ? [p.text] : []));
  const listed = reading.objects.length > 0 ? reading.objects : reading.phrases;
  if (frame.some(holds) || listed.length < 3) return false;
  return listed.filter((o) => holds(o.text)).length / listed.length < 0.5;
}

/** With the business named twice over (two decisive cues, or this much weight), a lower fit will do. */
const STRONG_SCORE = 12;
const STRONG_FIT = 0.25;

export interface FieldCandidate {
  domain: DomainRecord;
  /** The recognising words found, with their weights. */
  cues: { phrase: string; weight: number }[];
  score: number;
  /** Share of the description's own specific words the field knows; undefined when it names none. */
  fit?: number;
  /** Its own words the field does not know ("pruning", "sighting"). */
  unknown: string[];
  applies: boolean;
  /** Whether a cue names the business itself: in the product's own name or whom it is for ("a florist app"). */
  identity: boolean;
  /** For ordering candidates: cues and fit together, 0 to 1. */
  confidence: number;
}

interface Vocabulary {
  byDomain: Map<DomainRecord, ReadonlySet<string>>;
  /** Stem → how many fields' vocabularies hold it. */
  spread: Map<string, number>;
}

const vocabularies = new WeakMap<Knowledge, Vocabulary>();

function textsOf(domain: DomainRecord): string[] {
  return [
    domain.name,
    domain.noun,
    ...Object.values(domain.recognise).flatMap((list) => list.map(([phrase]) => phrase.replace(/\*/g, ''))),
    ...domain.entities.flatMap((e) => [e.name, ...e.fields]),
    ...domain.roles.flatMap((r) => [r.name, r.can]),
    ...domain.features.flatMap((f) => [f.title, f.description, ...f.match]),
    ...domain.focuses.flatMap((f) => [...f.match, f.noun ?? '']),
    ...domain.questions.flatMap((q) => [q.text, ...(q.options ?? [])]),
    ...domain.pages.flatMap((p) => [p.name, p.purpose]),
    ...domain.integrations.map((i) => i.for),
  ];
}

function vocabularyOf(knowledge: Knowledge): Vocabulary {
  let vocabulary = vocabularies.get(knowledge);
  if (vocabulary) return vocabulary;
  const byDomain = new Map<DomainRecord, ReadonlySet<string>>();
  const spread = new Map<string, number>();
  for (const domain of knowledge.domains) {
    // "two-sided" is one word in a description's reading, two in the knowledge's: both forms.
    const texts = textsOf(domain).join(' · ');
    const stems = prepare(`${texts} · ${texts.replace(/(\p{L})-(?=\p{L})/gu, '$1')}`).stems;
    byDomain.set(domain, stems);
    for (const stem of stems) spread.set(stem, (spread.get(stem) ?? 0) + 1);
  }
  vocabulary = { byDomain, spread };
  vocabularies.set(knowledge, vocabulary);
  return vocabulary;
}

/** Words that carry no subject: "list", "days", "system", "management" are in most fields' vocabularies anyway. */
const STOP = new Set([
  'and',
  'or',
  'the',
  'for',
  'with',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'per',
  'my',
  'our',
  'their',
  'your',
  // How people talk about anything ("stuff that breaks", "see at a glance", "with pics", "whatsapp + excel"): no field's.
  'stuff',
  'thing',
  'things',
  'pic',
  'pics',
  'glance',
  'lol',
  'whatsapp',
  'excel',
  'spreadsheet',
  'spreadsheets',
  'paper',
  'notebook',
  'lots',
  'bunch',
  'place',
]);

/** The description's own words that could tell fields apart: from the things it names, generic words left out. */
function specificWords(reading: Reading, vocabulary: Vocabulary, fields: number): { word: string; stems: string[] }[] {
  const phrases = [...reading.objects, ...reading.phrases];
  const seen = new Set<string>();
  // What a thing is like ("little bistro", "small businesses") says nothing of which business it is.
  const adjectives = new Set(
    reading.tokens.filter((t) => t.pos === 'ADJ' && !t.text.includes('-')).map((t) => wordsOf(t.text).join('')),
  );
  const out: { word: string; stems: string[] }[] = [];
  for (const phrase of phrases) {
    // "must-play", "do-not-play": a hyphenated word is one word, as specific as the user made it.
    for (const word of phrase.text.split(/\s+/).map((w) => wordsOf(w).join(''))) {
      if (word.length <= 2 || STOP.has(word) || PRODUCTS.has(word) || adjectives.has(word) || /^\d/.test(word) || seen.has(word))
        continue;
      seen.add(word);
      const stems = [...prepare(word).stems];
      const spread = Math.max(...stems.map((s) => vocabulary.spread.get(s) ?? 0));
      if (spread > GENERIC_SHARE * fields) continue;
      // Outside English the fields' vocabularies are mostly English: a word none of them has tells nothing.
      if (!reading.tagged && spread === 0) continue;
      out.push({ word, stems });
    }
  }
  return out;
}

/**
 * The words that say what the user's own organisation is ("allotment" of "our allotment society", "tutoring" of "a
 * small tutoring agency"): not its name's capitalised words, nor words many fields share ("club", "small").
 */
function tradeWords(reading: Reading, vocabulary: Vocabulary, fields: number): { word: string; stems: string[] }[] {
  const owner = reading.owner;
  if (!reading.tagged || !owner || owner.proper) return [];
  const adjectives = new Set(reading.tokens.filter((t) => t.pos === 'ADJ').map((t) => t.lower));
  return owner.text
    .split(/\s+/)
    .filter((w, i) => !(i > 0 && /^\p{Lu}/u.test(w)) && !adjectives.has(w.toLowerCase()))
    .map((w) => wordsOf(w).join(''))
    .filter((word) => word.length > 2 && !STOP.has(word) && !PRODUCTS.has(word) && !/^\d/.test(word))
    .map((word) => ({ word, stems: [...prepare(word).stems] }))
    .filter(({ stems }) => {
      const spread = Math.max(...stems.map((s) => vocabulary.spread.get(s) ?? 0));
      return spread <= GENERIC_SHARE * fields;
    });
}

/**
 * Every field the description's words point to, the likeliest first, each with whether it applies.
 * `ranked` is each recognised field's cues (composer/match score and hits with their weights).
 */
export function fieldCandidates(
  knowledge: Knowledge,
  reading: Reading,
  /** The description says the app is for private life (PRIVATE_USE): a business's field needs naming outright. */
  privateUse: boolean,
  ranked: readonly { domain: DomainRecord; score: number; cues: { phrase: string; weight: number }[] }[],
): FieldCandidate[] {
  const vocabulary = vocabularyOf(knowledge);
  const words = specificWords(reading, vocabulary, knowledge.domains.length);
  const identityWords = new Set([reading.product?.text, reading.owner?.text].flatMap((text) => (text ? wordsOf(text) : [])));
  // Which candidates a cue of names whom the app is for ("a junior chess league" names leagues and games), at any weight.
  const namesOwner = (cues: readonly { phrase: string }[]) =>
    reading.owner !== undefined &&
    cues.some((c) => wordsOf(c.phrase.replace(/\*/g, '')).every((w) => [...identityWords].some((i) => i.startsWith(w))));
  // ("a small family-run pet crematorium": the word it is named by, its last, says the business; "pet" what it deals
  // in, so a field named by "pet" and "vet practices" is a neighbour's, however often named.)
  const ownerHead = reading.owner ? wordsOf(reading.owner.text).at(-1) : undefined;
  const namesHead = (cues: readonly { phrase: string }[]) =>
    ownerHead !== undefined && cues.some((c) => wordsOf(c.phrase.replace(/\*/g, '')).some((w) => ownerHead.startsWith(w)));
  const byHead = ranked.filter((r) => namesOwner(r.cues) && namesHead(r.cues)).map((r) => r.domain);
  const ownerNamed = byHead.length > 0 ? byHead : ranked.filter((r) => namesOwner(r.cues)).map((r) => r.domain);
  const trade = tradeWords(reading, vocabulary, knowledge.domains.length);
  return ranked
    .map(({ domain, score, cues }) => {
      const known = vocabulary.byDomain.get(domain) ?? new Set<string>();
      const unknown = words.filter((w) => !w.stems.some((stem) => known.has(stem))).map((w) => w.word);
      const fit = words.length === 0 ? undefined : (words.length - unknown.length) / words.length;
      // Alone, only an unmistakable word names the business ("veterinary", "escape room"); a clear one ("festival",
      // "laundry") needs a second cue beside it.
      const decisive = cues.some((c) => c.weight >= UNMISTAKABLE);
      const several = cues.length >= 2 && score >= SEVERAL;
      const identity = cues.some(
        (c) =>
          c.weight >= DECISIVE &&
          wordsOf(c.phrase.replace(/\*/g, '')).every((w) => [...identityWords].some((i) => i.startsWith(w))),
      );
      // One stray word ("a florist app with a photographer page") does not outweigh the business named itself; a
      // business named twice over needs less; one not named in the product or whom it is for needs more; outside
      // English the fields' vocabularies (mostly English) know fewer words, so a low bar or an unmistakable cue.
      const strong = cues.filter((c) => c.weight >= DECISIVE).length >= 2 || score >= STRONG_SCORE;
      const unmistakable = cues.some((c) => c.weight >= 6);
      const bar = !reading.tagged ? FOREIGN_FIT : strong ? STRONG_FIT : identity ? FIT : UNNAMED_FIT;
      // One cue, outside the product's name and whom it is for, is a hint: everything else must fit.
      const single = reading.tagged && cues.length === 1 && !identity;
      const fits =
        fit === undefined ||
        fit >= (single ? SINGLE_CUE_FIT : bar) ||
        (identity && words.length < 2) ||
        // "a website for a boutique hotel … OTA commission": the business named outright, twice, in whom it is for.
        (identity && strong && reading.tagged) ||
        (!reading.tagged && unmistakable && cues.length >= 2);
      // Outside English only the cues can tell, so they must say more: a word that alone names the business, or several.
      const enough = reading.tagged ? decisive || several : unmistakable || score >= FOREIGN_SCORE;
      // A cue only in one of several things listed ("passports, car insurance, warranties") is a thing the app keeps,
      // not the business it is for.
      const aside = reading.tagged && !identity && (fit ?? 1) < 0.75 && cueMinority(reading, cues);
      // "I coordinate a junior chess league for 10 primary schools": the schools are whom it serves, the league is
      // what it is; a field the owner's own words do not name gives way to one they do.
      const twice = cues.filter((c) => c.weight >= DECISIVE).length >= 2;
      // Outside English only the cues can tell who is who: "Somos uma associação de pescadores … os restaurantes
      // reservam" serves restaurants; a field the user's own identity does not name does not apply.
      const elsewhere = reading.tagged
        ? ownerNamed.length > 0 && !ownerNamed.includes(domain) && (!twice || (byHead.length > 0 && namesOwner(cues)))
        : reading.owner !== undefined && !namesOwner(cues);
      // "our allotment society" with tenants and rent: a field that knows none of the words the user's own
      // organisation is named by is a neighbour's, however well its cues fit.
      const stranger = !identity && trade.length > 0 && trade.every((w) => !w.stems.some((stem) => known.has(stem)));
      // "a small livestock auction mart": the field's cue only says what the organisation deals in; the word it is named
      // by (a mart) is one the field does not know, and so is nearly everything it talks about (lots, pens, vendors).
      const ownerWords = reading.owner ? wordsOf(reading.owner.text) : [];
      const head = trade.filter((w) => !KINDS_OF_BODY.has(w.word)).at(-1);
      const cueWords = (c: { phrase: string }) => wordsOf(c.phrase.replace(/\*/g, ''));
      // (Its own cue words aside: "livestock" and "cattle" are all a farm field knows of an auction mart.)
      const beyondCues = words.filter((w) => !cues.some((c) => cueWords(c).some((cw) => w.word.startsWith(cw))));
      const knownBeyond = beyondCues.filter((w) => w.stems.some((stem) => known.has(stem))).length;
      const dealsIn =
        head !== undefined &&
        beyondCues.length > 0 &&
        knownBeyond / beyondCues.length < DEALS_IN_FIT &&
        reading.tagged &&
        cues.some((c) => cueWords(c).every((w) => ownerWords.some((o) => o.startsWith(w)))) &&
        !head.stems.some((stem) => known.has(stem)) &&
        !cues.some((c) => cueWords(c).some((w) => head.word.startsWith(w)));
      const applies = enough && fits && !aside && !elsewhere && !stranger && !dealsIn && (!privateUse || identity);
      const confidence = Math.min(1, score / 10) * (fit ?? 0.75);
      return { domain, cues, score, ...(fit === undefined ? {} : { fit }), unknown, applies, identity, confidence };
    })
    .sort(
      (a, b) =>
        Number(b.applies) - Number(a.applies) ||
        (reading.tagged ? 0 : b.score - a.score) ||
        Number(b.identity) - Number(a.identity) ||
        b.confidence - a.confidence ||
        b.score - a.score,
    );
}
