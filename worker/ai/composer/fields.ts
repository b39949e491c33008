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
import { prepare, wordsOf } from '../knowledge/match';
import type { DomainRecord } from '../knowledge/schema';
import { LANGUAGE_RULES } from '../knowledge/languages';
import type { Reading } from '../reading';

/** The product's own nouns ("tool", "app") say nothing of the business. */
const PRODUCTS = new Set(LANGUAGE_RULES.en.products.flatMap((p) => wordsOf(p)));

/** A cue this strong alone says what the business is. */
const DECISIVE = 5;
/** Several distinct cues must add up to this much. */
const SEVERAL = 6;
/** Share of the description's own words the field must know. */
const FIT = 0.5;
/** A word in more than this share of the fields' vocabularies says nothing about which field it is. */
const GENERIC_SHARE = 0.3;
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
 * Every field the description's words point to, the likeliest first, each with whether it applies.
 * `ranked` is each recognised field's cues (knowledge/match score and hits with their weights).
 */
export function fieldCandidates(
  knowledge: Knowledge,
  reading: Reading,
  ranked: readonly { domain: DomainRecord; score: number; cues: { phrase: string; weight: number }[] }[],
): FieldCandidate[] {
  const vocabulary = vocabularyOf(knowledge);
  const words = specificWords(reading, vocabulary, knowledge.domains.length);
  const identityWords = new Set([reading.product?.text, reading.owner?.text].flatMap((text) => (text ? wordsOf(text) : [])));
  return ranked
    .map(({ domain, score, cues }) => {
      const known = vocabulary.byDomain.get(domain) ?? new Set<string>();
      const unknown = words.filter((w) => !w.stems.some((stem) => known.has(stem))).map((w) => w.word);
      const fit = words.length === 0 ? undefined : (words.length - unknown.length) / words.length;
      const decisive = cues.some((c) => c.weight >= DECISIVE);
      const several = cues.length >= 2 && score >= SEVERAL;
      const identity = cues.some(
        (c) =>
          c.weight >= DECISIVE &&
          wordsOf(c.phrase.replace(/\*/g, '')).every((w) => [...identityWords].some((i) => i.startsWith(w))),
      );
      // One stray word ("a florist app with a photographer page") does not outweigh the business named itself; a
      // business named twice over needs less; outside English the fields' vocabularies (mostly English) cannot tell.
      const strong = cues.filter((c) => c.weight >= DECISIVE).length >= 2 || score >= STRONG_SCORE;
      const fits = !reading.tagged || fit === undefined || fit >= (strong ? STRONG_FIT : FIT) || (identity && words.length < 2);
      const applies = (decisive || several) && fits;
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
