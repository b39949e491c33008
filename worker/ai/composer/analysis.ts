/** What the composer understands of a description: its language, kind, domain, named things and name. */
import type { InterviewDepth } from '../../../common/interview';
import type { Knowledge } from '../knowledge/compile';
import {
  SENTENCE_BREAK,
  containsPhrase,
  escapeRegExp,
  prepare,
  score,
  weightOf,
  withoutPhrases,
  wordsOf,
  type MatchKeyword,
  type Words,
} from './match';
import {
  LANGUAGES,
  type Audience,
  type DomainRecord,
  type FocusRecord,
  type Keyword,
  type KindRecord,
  type Language,
} from '../knowledge/records';
import {
  FIELD_WORDS,
  NEGATIONS,
  PAID_IN_PERSON,
  PRIVATE_USE,
  RECORD_WORDS,
  STATE_OPENERS,
  VALUE_NOUNS,
} from '../knowledge/languages';
import { ownerRef, phraseFromText, readDescription, type Phrase, type Reading } from '../reading';
import { isOrganisation } from '../reading/english';
import { OWN_SIDE, readAccess, type Access } from './access';
import { fieldCandidates, type FieldCandidate } from './fields';
import { affirmedText, ruledOutOutright } from './ruled-out';
import { recogniseInteractions, type RecognisedInteraction } from './interactions';
import { detectLanguage, type DetectedLanguage } from './language';
import { projectName, readNamed } from './named';
import { titleFor } from './titles';
import { keptData } from './kept-data';

/** A field is a candidate when its recognising words add up to this much; a second one when close to the first. */
const DOMAIN_THRESHOLD = 4;
const SECOND_DOMAIN_SHARE = 0.8;
const KIND_THRESHOLD = 3;
export const DEFAULT_KIND = 'web-app';

export interface Analysis {
  description: string;
  language: DetectedLanguage;
  kind: KindRecord;
  /** The fields that apply, the strongest first (at most two); empty when none does (see fields.ts). */
  domains: DomainRecord[];
  /** Fields the description touches too weakly to count, for later rounds of suggestions. */
  related: DomainRecord[];
  /** Every field the description's words point to, with whether it applies and why: the read-back offers them. */
  candidates: FieldCandidate[];
  /** The field the user chose in the read-back ('none' for none of them); absent when it was read automatically. */
  chosenField?: string;
  /** Whom it is for, who uses it, what they do and to what, in the user's words. */
  reading: Reading;
  /** How the app works whatever the trade (records, bookings, approvals…), each about the user's own thing. */
  interactions: RecognisedInteraction[];
  /** What the description names, in its own words. */
  named: string[];
  /** Those things as feature names ("log dives" → "Dive Log"), where they name a feature at all. */
  namedTitles: { thing: string; title: string }[];
  /** What one record holds, as the description lists it ("make, model, serial number"): fields, not features. */
  fields: string[];
  /** "a booking app for a yoga studio". */
  name: string;
  /** The sheet or file the data is kept in today, as the user names it ("the Google Sheet"). */
  keptData?: string;
  /**
   * What the app is, for questions that name it: "vet clinic app", "bakery ordering website"; with no field
   * recognised, the user's own English name for it ("booking site for an escape room"), else "web app".
   */
  subject: string;
  depth: InterviewDepth;
  /** Who signs in and uses it day to day: its field's audience, or people at work for an internal tool or dashboard. */
  audience: Audience;
  /** Who uses it and who signs in, as the description says it ("only office staff log in"). */
  access: Access;
  /** The kinds of business within the first field that the description names (a restaurant's reservations). */
  focuses: FocusRecord[];
  /** Recommendations those focuses change: question id → answer and reason. */
  focusRecommendations: ReadonlyMap<string, { answer: string; reason: string }>;
}

interface Recognisable {
  id: string;
  recognise: Record<string, Keyword[]>;
  exclude: string[];
}

const keywordCache = new WeakMap<Recognisable, Map<Language | null, MatchKeyword[]>>();
/**
 * The record's keywords in every language; a typo counts only in English (what most people write in, and whose words
 * others borrow) and in the description's own language. Written in a language we do not know, any language's may.
 */
/** An aside in brackets: "(vai no Detran, cartório, vistoria)". */
const BRACKETED = /\([^()]*\)/g;

function keywordsOf(record: Recognisable, language: Language | null): MatchKeyword[] {
  let lists = keywordCache.get(record);
  if (!lists) keywordCache.set(record, (lists = new Map()));
  let list = lists.get(language);
  if (!list) {
    list = LANGUAGES.flatMap((each) => {
      const typos = language === null || each === 'en' || each === language;
      return (record.recognise[each] ?? []).map(([phrase, weight]): MatchKeyword => [phrase, weight, typos]);
    });
    lists.set(language, list);
  }
  return list;
}

/** Each record's score for the text, and the cues that made it: excluded phrases ("world-class") removed first. */
function rank<T extends Recognisable>(
  records: readonly T[],
  words: Words,
  language: Language | null,
): { record: T; score: number; cues: { phrase: string; weight: number }[] }[] {
  return records
    .map((record) => {
      const own = withoutPhrases(words, record.exclude);
      const keywords = keywordsOf(record, language);
      const found = score(own, keywords);
      return { record, score: found.score, cues: found.hits.map((phrase) => ({ phrase, weight: weightOf(keywords, phrase) })) };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));
}

/** A single word written with a capital only, never at a sentence's start: a name, such as a platform's. */
function brandAlone(description: string, thing: string): boolean {
  const word = thing.trim();
  if (!/^\p{Lu}[\p{L}\p{N}]+$/u.test(word)) return false;
  const at = [...description.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'giu'))];
  return (
    at.length > 0 &&
    at.every(
      (m) => m[0] === word && !/(?:^|[.!?:]\s*|\n\s*[-*•]?\s*)$/u.test(description.slice(Math.max(0, m.index - 4), m.index)),
    )
  );
}

/** The values the reading marks ("'big items' (trolleys, tyres, mattresses)"), each as its words. */
function valuesRead(reading: Reading): Set<string> {
  const values = new Set<string>();
  let run: string[] = [];
  for (const t of [...reading.tokens, undefined]) {
    if (t?.listValue && t.pos !== 'PUNCT' && t.pos !== 'CCONJ') run.push(...wordsOf(t.text));
    else if (run.length > 0) {
      values.add(run.join(' '));
      run = [];
    }
  }
  return values;
}

/** Kinds built for people at work whatever their field; a SaaS is, unless its field serves the public. */
const WORK_KINDS = ['internal-tool', 'dashboard'];

function audienceOf(kind: KindRecord, domain: DomainRecord | undefined, privateUse: boolean, access: Access): Audience {
  if (privateUse && !domain) return 'private';
  if (access.team) return 'team';
  // "our rowing club": an app for the user's own group, unless a public website or a field says whom it serves.
  if (access.group && !domain && kind.id !== 'website') return 'team';
  if (WORK_KINDS.includes(kind.id)) return 'work';
  if (kind.id === 'saas' && !domain) return 'work';
  // "the delivery driver sees his round", and no patient is said to use it: a pharmacy's own checklist.
  if (access.staffOnly && kind.id !== 'website' && (domain?.audience ?? 'public') === 'public') return 'team';
  return domain?.audience ?? 'public';
}

function focusesOf(domain: DomainRecord | undefined, words: Words): Pick<Analysis, 'focuses' | 'focusRecommendations'> {
  const has = (phrases: readonly string[] = []) => phrases.some((phrase) => containsPhrase(words, phrase));
  // A kind of business ruled out by another named beside it ("a choir" is not a band) leads with nothing.
  const focuses = (domain?.focuses ?? []).filter((focus) => has(focus.match) && !has(focus.unless));
  const recommendations = new Map<string, { answer: string; reason: string }>();
  const conflicting = new Set<string>();
  for (const focus of focuses) {
    if (has(focus.unless)) continue;
    for (const { question, answer, reason } of focus.recommend ?? []) {
      const earlier = recommendations.get(question);
      if (earlier && earlier.answer !== answer) conflicting.add(question);
      else recommendations.set(question, { answer, reason });
    }
  }
  // Two kinds of business named at once that advise differently: neither advice holds.
  for (const question of conflicting) recommendations.delete(question);
  return { focuses, focusRecommendations: recommendations };
}

/** The field's noun in the project's form: a bakery ordering app built as a website is a "bakery ordering website". */
/**
 * The project as an English description names it, short enough to repeat in a question: its product and whom it is
 * for, in the user's words ("kiosk for the bowling alley", "internal tool for expense reports", "app for the scuba
 * diving club").
 */
const COUNT = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|several|some|many|all)\s+/i;
const ANYONE = new Set(['people', 'person', 'user', 'users', 'someone', 'anyone', 'everyone', 'everybody']);

/** Groups of people, as against places: "the infrastructure team", not "a small workshop". */
const PEOPLE_GROUPS =
  /^(?:team|group|club|society|association|council|committee|league|band|choir|charity|department|trust|guild|parish)$/;

function readName(reading: Reading, noun: string, staffOnly = false): string | undefined {
  const { product, owner, actors, objects, phrases } = reading;
  if (!reading.tagged) return undefined;
  // ("WordPress site", "React Native app": a name with a capital inside, or of capitalised words, keeps its capitals.)
  const lower = (text: string) =>
    text.replace(/^([A-Z])([a-z]+)(?![\p{L}])(?!\s+[A-Z])/u, (_, a: string, b: string) => a.toLowerCase() + b);
  // Without a product word ("case management for a small law firm"), what kind of thing it is, for whom.
  const base = product ? lower(product.text) : noun;
  const first = phrases[0];
  // "a page for people" says nothing: anyone is whom any app is for.
  // ("track: …, the conservation officer needs to approve the material, …": someone in a list of steps is no user.)
  // ("the last few finder logs": a few of something recent are no one either.)
  // ("about 300 customers … dont want anything where customers log in": a tool only the user's side works in is not
  // for the customers it serves.)
  // ("plus a photo and name for each (the kids always ask their names!)": an aside names no user.)
  const bracketed = (at: number) =>
    reading.tokens.slice(0, at).reduce((depth, t) => depth + (t.text === '(' ? 1 : t.text === ')' ? -1 : 0), 0) > 0;
  const named = actors.find(
    (a) =>
      !ANYONE.has(a.head) &&
      !bracketed(a.start) &&
      !reading.tokens[a.start]?.listValue &&
      !/^(?:the\s+)?(?:last|first|next|few)\b/i.test(a.text) &&
      !(staffOnly && OUTSIDERS.test(a.head)),
  );
  // "five staff" are whom it is for, not how many of them there are.
  const actor = named && (named.plural ? named.text : named.many).replace(COUNT, '');
  // "plan my days": a time is no one the app is for.
  const listed = [objects[0], first]
    // ("the ones not returned": a pronoun is no one either.)
    .find(
      (p) =>
        p?.plural &&
        // ("120 customers: butchers, convenience stores…": one kind of customer of a list is not whom it is for.)
        !reading.tokens[p.start]?.listValue &&
        // ("farms, paddocks … dont want anything where customers log in": whom the user serves, in a tool of their own.)
        !(staffOnly && isOrganisation(p.head.replace(/s$/, ''))) &&
        !TIMES.test(p.head) &&
        !/^(days|weeks|hours|months|years|ones?|others?|things?|lots?|bits?)$/.test(p.head),
    )
    ?.text.replace(/^\d[\d,.]*(?:-\p{L}+)?\s+/u, '');
  // "Internal tool request from the infrastructure team (8 engineers)": a group the opening sentence names runs it.
  const end = reading.tokens.findIndex((t) => t.pos === 'PUNCT' && /^[.!?]$/.test(t.text));
  const group = product
    ? undefined
    : phrases.find(
        (p) =>
          (end < 0 || p.start < end) &&
          isOrganisation(p.head) &&
          !p.proper &&
          !p.plural &&
          !/\d/.test(p.text) &&
          p.text.includes(' ') &&
          // ("from a small workshop behind my house": where the user works, not whom it is for; "a request from the
          // infrastructure team" is.)
          (PEOPLE_GROUPS.test(p.head) ||
            !/^(?:from|in|at|behind|near)$/.test(reading.tokens[p.start - (p.determiner ? 2 : 1)]?.lower ?? '')),
      );
  const found = owner ? ownerRef(owner) : (actor ?? (group ? ownerRef(group) : listed));
  // ("the 3 boroughs we work in. Last summer a van …": words across a sentence's end are nobody.)
  const target = found && /[.!?]\s/.test(found) ? undefined : found;
  const as = (text: string) => (owner?.proper ? text : lower(text));
  const name = target && !base.includes(as(target)) ? `${base} for ${as(target)}` : base;
  if (name.split(/\s+/).length <= 8) return name;
  // "the small independent soil and forage testing lab": too long to repeat, it is "the testing lab"; "a little agency
  // booking string quartets" is "the little agency".
  const ownerWords = owner?.text.split(/\s+/) ?? [];
  // (An -ing word right before the last one is part of the name: "testing lab".)
  const doing = ownerWords.findIndex((word, i) => i > 0 && i < ownerWords.length - 2 && /\p{L}{3}ing$/u.test(word));
  const short = owner && ownerRef({ ...owner, text: (doing > 0 ? ownerWords.slice(0, doing) : ownerWords).slice(-2).join(' ') });
  return short && `${base} for ${short}`.split(/\s+/).length <= 8 ? `${base} for ${short}` : base;
}

/** Articles that open a thing in a sentence ("un maraîcher, un éleveur"), which a list of features does without. */
const ARTICLES = new Set('un une le la les der die das ein eine el los las una o a os as um uma'.split(' '));

/**
 * Whether a thing stands bare in a comma list ("Mitglieder, Beiträge, Platzbuchung", "Angebote, Rechnungen und …"):
 * there one word names a feature; in a sentence ("200 Kundinnen und Kunden", "un maraîcher, un éleveur") it does not.
 */
function inBareList(description: string, thing: string): boolean {
  const lower = description.toLowerCase();
  const at = lower.indexOf(thing.toLowerCase());
  if (at < 0) return false;
  const before = lower.slice(0, at).trimEnd();
  const after = lower.slice(at + thing.length).trimStart();
  const previous =
    before
      .split(/[\s,;:–—-]+/)
      .filter(Boolean)
      .at(-1) ?? '';
  if (ARTICLES.has(previous)) return false;
  if (before.endsWith(',') || after.startsWith(',')) return true;
  // ("- Register of plots: plot number…": a bullet's head names the thing as the user calls it.)
  if (/(?:^|\n)\s*(?:[-*•]|\d+[.)])$/u.test(before)) return true;
  // "mit Kursplan und Mitgliedschaften": the things after "with", joined, are features; "mit 200 Kundinnen und
  // Kunden" counts people.
  const opener = [...before.matchAll(LIST_OPENER)].at(-1);
  if (!opener) return false;
  const items = before.slice(opener.index + opener[0].length).split(LIST_JOIN);
  return items.every((item) => item.trim().split(/\s+/).length <= 3 && !/[\d.!?]/.test(item));
}

/** What opens a list of what an app holds: "mit", "con", "avec", "com", "für", a colon or a dash. */
const LIST_OPENER = /(?:^|\s)(?:mit|con|avec|com|für|para|pour)\s|[:–—]\s*/g;
const LIST_JOIN = /,|\s(?:und|oder|y|o|e|et|ou)(?:\s|$)/;

/** Days and times of day: a list of them says when, never what a record holds. */
const TIMES =
  /^(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?|weekends?|mornings?|afternoons?|evenings?|nights?|middays?|lunchtimes?|daily|weekly|monthly)$/;

/**
 * "ham radio contacts (callsign, band, mode, signal report)": what a thing holds, listed in brackets after it, are its
 * fields, not features of their own.
 */
function isAttribute(description: string, thing: string, reading: Reading): boolean {
  const groups = [...description.matchAll(/(\p{L})\s*\(([^()]*)\)/gu)].map((m) => m[2]!.toLowerCase());
  const needle = thing.toLowerCase();
  // "(with pics)": what a thing comes with, in brackets, is part of it too.
  if (
    groups.some(
      (group) => group.includes(needle) && (group.split(/[,;/]|\band\b/).length >= 2 || /^(with|plus|incl)\b/.test(group.trim())),
    )
  )
    return true;
  return inWithList(reading, needle) || inRecordList(description, needle);
}

/**
 * "moves through stations: models, design, milling, QC": a list after a plural noun and a colon names that noun's
 * values (the stations), not things of their own. A record word before the colon lists fields instead (inRecordList).
 */
function valueLists(description: string): { noun: string; items: string[] }[] {
  const found: { noun: string; items: string[] }[] = [];
  for (const m of description.matchAll(/\b(\p{L}{3,}s)\s*:\s*([^.!?\n:]+)/gu)) {
    const noun = m[1]!.toLowerCase();
    if (!VALUE_NOUNS.includes(noun)) continue;
    const items = m[2]!
      .split(/,|\band\b|\bor\b/)
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
    // "…, reinstallation, and finally a condition report for the diocese": the short items make the list.
    const short = items.filter((item) => item.split(/\s+/).length <= 3);
    if (short.length >= 3 && short.length >= 0.6 * items.length) found.push({ noun, items: short });
  }
  return found;
}

const isValue = (lists: readonly { items: string[] }[], thing: string) =>
  lists.some(({ items }) => items.includes(thing.toLowerCase()));

/** The reading without the values of such lists among the things the app keeps. */
function withoutValues(reading: Reading, lists: readonly { items: string[] }[]): Reading {
  if (lists.length === 0) return reading;
  const kept = (p: { text: string }) => !isValue(lists, p.text);
  return { ...reading, objects: reading.objects.filter(kept), phrases: reading.phrases.filter(kept) };
}

/**
 * "registrar a cada clienta con su fecha de boda, medidas…", "jeden Hund mit seinem Alter, Gewicht…": outside English,
 * the thing kept one record each, and what each record holds.
 */
const EACH_WITH =
  /\b(?:cada|chaque|jede[nmrs]?)\s+(\p{L}+)\s+(?:con\s+(?:su|sus)|com\s+(?:seu|sua|seus|suas|o|a|os|as)|avec\s+(?:son|sa|ses)|mit\s+(?:seinem|seiner|seinen|ihrem|ihrer|ihren|dem|der|den))\s+([^.!?;()]+)/iu;

/**
 * Outside English, what a record is kept of without a list of what it holds: the object of a verb ("pesamos cada
 * entrega", "registrar a cada perro") or a thing that is given something ("cada peça recebe um número").
 */
const EACH_KEPT = [
  // "registramos cada", "la tienda registra cada", "on note chaque", "er erfasst jeden": the verb in any person.
  /(?<!\p{L})\p{L}{3,}(?:mos|ar|er|ir|ons|ez|en|a|e|am|em|ent|t)\s+(?:a\s+)?(?:cada|chaque|jede[nmrs]?)\s+(\p{L}{3,})/iu,
  /\b(?:cada|chaque|jede[nmrs]?)\s+(\p{L}{3,})\s+(?:recibe|recebe|reçoit|bekommt|erhält|obtiene|ganha|tiene|tem|hat|a)\s/iu,
];

/** "wir versorgen jede Woche", "cada semana": a time is when, not what is kept. */
const FOREIGN_TIMES =
  /^(?:woche|tag|monat|jahr|stunde|saison|morgen|abend|semana|d[ií]a|mes|m[eê]s|a[ñn]o|hora|temporada|manh[aã]|noche|noite|tarde|semaine|jour|mois|an|ann[ée]e|heure|soir|matin)$/iu;

function eachKept(description: string): Phrase | undefined {
  for (const pattern of EACH_KEPT) {
    const all = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const m of description.matchAll(all)) {
      if (!FOREIGN_TIMES.test(m[1]!)) return phraseFromText(m[1]!, description);
    }
  }
  return undefined;
}

/** "each dive with depth, time and buddy": in English, what one record of the thing holds. */
const EACH_WITH_EN = /\b(?:each|every)\s+[\p{L}'’ -]+?\s+with\s+([^.;!?()]+)/iu;
const EACH = /^(?:each|every)\s/i;

function eachWithFields(description: string): string[] {
  const list = EACH_WITH_EN.exec(description)?.[1];
  if (!list) return [];
  const items = list
    .split(/,|\band\b|\+/)
    .map((item) =>
      item
        .trim()
        .toLowerCase()
        .replace(/^(?:their|his|her|its|our|my|the|a|an)\s+/, ''),
    )
    .filter((item) => item && item.split(/\s+/).length <= 3);
  return items.length >= 2 ? items : [];
}

/** "Jede Route soll mit Sektor, Grad, Griffarbe … erfasst werden": each one with a list, no article before it. */
const EACH_WITH_LIST =
  /\b(?:cada|chaque|jede[nmrs]?)\s+(\p{L}{3,})\s+(?:\p{L}+\s+){0,2}?(?:con|com|avec|mit)\s+([^.!?;()]*,[^.!?;()]+)/iu;

/** "whether * is": an opener as a pattern, `*` standing for the one to three words of what is in a state. */
const STATE_PATTERNS = STATE_OPENERS.map(
  (opener) =>
    new RegExp(
      `(?<!\\p{L})${opener
        .split(' * ')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(' (?:\\S+ ){1,3}?')}\\s+([^.!?;:\\n]*)`,
      'gu',
    ),
);

/** Articles in the five languages, opening an item. */
const ARTICLE_OPENS = /^(?:a|an|the|un|une|le|la|les|l'|el|los|las|o|os|as|um|uma|der|die|das|ein|eine|einen)\s/u;

/** The states a list after "whether it is" / "si están" names (knowledge/languages.ts, STATE_OPENERS). */
function statesListed(description: string): string[] {
  const text = description.toLowerCase().replace(/[’`´]/g, "'");
  const states: string[] = [];
  for (const pattern of STATE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const items = m[1]!
        .replace(/\([^()]*\)/g, '')
        .split(/,|\s(?:or|o|ou|oder|and|y|e|et|und)\s/)
        .map((item) => item.trim().replace(/^(?:en|in|on|au|em|no|na|im|am|at)\s+/, ''))
        .filter(Boolean);
      // (Short ones only: "ob sie kommen und wann sie am Gerätehaus sind, damit …" is no list of states.)
      // ("tout passe par un cahier et le téléphone de la présidente": things with articles are no steps.)
      const step = (item: string) => item.split(/\s+/).length <= 5 && !ARTICLE_OPENS.test(item);
      if (items.length >= 3 && items.every(step)) states.push(...items);
    }
  }
  return states;
}

const HELD_SPLIT = /\s*(?:,|\s(?:und|y|e|et|o|ou|oder)\s)\s*/u;

/** "Grad (UIAA und Fb)": what the brackets of the sentence listing each one's fields hold is more of the same. */
function heldInBrackets(description: string): string[] {
  const sentence = description.split(SENTENCE_BREAK).find((s) => EACH_WITH_LIST.test(s.replace(/\s*\([^()]*\)/g, '')));
  return [...(sentence ?? '').matchAll(/\(([^()]*)\)/g)].flatMap((m) => m[1]!.toLowerCase().split(HELD_SPLIT));
}

/** "la ficha de cada equipo (marca, modelo, frigorías…)": each one, with what it holds in brackets. */
const EACH_BRACKETED = /\b(?:cada|chaque|jede[nmrs]?)\s+(\p{L}{3,})\s*\(([^()]*,[^()]*)\)/iu;

function eachOf(description: string): { thing: Phrase; fields: string } | undefined {
  const m =
    EACH_WITH.exec(description) ??
    EACH_WITH_LIST.exec(description.replace(/\s*\([^()]*\)/g, '')) ??
    EACH_BRACKETED.exec(description);
  return m ? { thing: phraseFromText(m[1]!, description), fields: m[2]!.toLowerCase() } : undefined;
}

/** "log farm, date, how many sheep and what i charged": a list after a record word that holds a field word. */
function inFieldList(sentence: string, needle: string): boolean {
  const words = wordsOf(sentence);
  const at = words.findIndex((w) => RECORD_WORDS.includes(w));
  if (at < 0) return false;
  const after = sentence
    .toLowerCase()
    .split(/\s+/)
    .slice(at + 1)
    .join(' ');
  const items = after.split(/,|\band\b|\bor\b|\by\b|\be\b|\bet\b|\bund\b|\+/).map((item) => item.trim());
  if (items.length < 3 || !items.some((item) => FIELD_WORDS.some((w) => item === w || item.startsWith(`${w} `)))) return false;
  return items.slice(0, 8).some((item) => item.includes(needle));
}

/** "log damaged stock on arrival: supplier, PO number, SKU": a list after a colon or dash that follows a record word. */
function inRecordList(description: string, needle: string): boolean {
  for (const sentence of description.split(/[.!?\n]+/)) {
    if (inFieldList(sentence, needle)) return true;
    const at = sentence.search(/\s[-–—=]\s|:/);
    if (at < 0) continue;
    const before = wordsOf(sentence.slice(0, at));
    const list = sentence.slice(at + 1).toLowerCase();
    if (list.split(/,|\band\b|\bet\b|\by\b|\be\b|\bund\b|\+/).length < 3) continue;
    // ("each test = earth resistance per test point, continuity, bonding", "its own pile of dates: MOT, insurance…":
    // what one of them holds.)
    const ofEach = /^(?:each|every)$/.test(before.at(-2) ?? '') || /^(?:dates|fields|details|columns)$/.test(before.at(-1) ?? '');
    if (before.some((w) => RECORD_WORDS.includes(w)) && list.includes(needle)) return true;
    // (One of the short items, not the clause after them: "…, and how it tasted, so I can dial in".)
    const items = list.split(/,|\band\b|\+/).map((item) => item.trim());
    const listed =
      list.includes(needle) &&
      items.some((item) => item === needle || item.startsWith(`${needle} `) || needle.startsWith(`${item} `));
    if (ofEach && listed && needle.split(/\s+/).length <= 8 && !/^(?:so|to|because|as|which|that)\b/.test(needle)) return true;
  }
  return false;
}

/**
 * "send their idea with placement, size and reference pics": a one-word thing listed after "with" that follows a
 * thing of the app (not the product or the business: "a booking app for a yoga studio with class schedules") is a
 * field of that thing.
 */
function inWithList(reading: Reading, needle: string): boolean {
  if (!reading.tagged) return false;
  const { tokens } = reading;
  const last = needle.split(' ').at(-1)!;
  const frame = [reading.product, reading.owner].flatMap((p) => (p ? [p.end] : []));
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.lower !== 'with' || frame.includes(i)) continue;
    const before = tokens[i - 1]!;
    if (before.pos !== 'NOUN' && before.pos !== 'VERB') continue;
    // ("a card for each client with their shape, the colours they've had, any lifting or reactions": what each one
    // holds runs to the sentence's end, past the verbs of its items.)
    const ofEach = /^(?:each|every)$/.test(tokens[i - 2]?.lower ?? '');
    for (let k = i + 1; k < tokens.length && !/^[.;:!?]$/.test(tokens[k]!.text); k++) {
      if (!ofEach && (tokens[k]!.pos === 'VERB' || tokens[k]!.pos === 'AUX')) break;
      if (tokens[k]!.lower === needle || (ofEach && tokens[k]!.lower === last)) return true;
    }
  }
  return false;
}

// ("Not a public website, we have one": an article after the negation leaves two words more to rule out.)
const negatedBy = (words: readonly string[]) =>
  new RegExp(
    `(^|[^\\p{L}-])(${words.join('|')})\\s+(?:(?:a|an|the|un|une|um|uma|ein|eine|einen)\\s+)?\\p{L}+(?:\\s+\\p{L}+)?`,
    'giu',
  );
const NEGATED = negatedBy(NEGATIONS);
/** In Portuguese "no" is "in the" ("mando mensagem no WhatsApp"): its negation is "não". */
const NEGATED_PT = negatedBy(NEGATIONS.filter((word) => word !== 'no'));

/**
 * German says what it does not want after the thing: "Einen Onlineshop brauchen wir ausdrücklich nicht". The clause
 * (up to a stop or comma) that wants something "nicht" is dropped whole.
 */
const NOT_WANTED_AFTER =
  /(^|[.!?;,–—]\s*)[^.!?;,–—]*\b(?:brauchen|braucht|wollen|will|möchten|benötigen|benötigt)\b[^.!?;,–—]*\bnicht\b/giu;

/**
 * "pas besoin de gérer les réservations", "no hace falta llevar la agenda": what is not needed, up to four words on.
 */
const NEEDLESS =
  /(^|[^\p{L}-])(?:pas besoin d(?:e|’|')|pas la peine de|no hace falta|no necesito|no necesitamos|não preciso|nao preciso|não precisamos|nao precisamos|não precisa|nao precisa)\s*(?:(?:(?!(?:nem|ni)\s)\p{L}+[\s'’]+){0,3}(?!(?:nem|ni)(?!\p{L}))\p{L}+(?:\s+(?:nem|ni)\s+(?:\p{L}+[\s'’]+){0,5}\p{L}+)?)/giu;

/** "dont need the official api", "we don't want an app store app": what is not needed, up to four words on. */
const NEEDLESS_EN =
  /(^|[^\p{L}-])(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|won['’]?t|no\s+need\s+for)\s+(?:need|want|use)?\s*(?:\p{L}+[\s'’]+){0,3}\p{L}+/giu;

/**
 * "On garde notre logiciel de caisse pour les ventes", "die Buchhaltung bleibt bei DATEV", "seguimos usando la hoja":
 * a clause about a tool kept as it is says what the app leaves alone (English marks it word by word).
 */
const KEPT_AS_IS_CLAUSE =
  /(^|[.!?;,–—]\s*)[^.!?;,–—]*(?:\b(?:on garde|nous gardons|je garde|on conserve|nous conservons)\s+(?:\p{L}+\s+){0,2}(?:logiciel|outil|système|systeme|tableur|fichier|caisse|site|application|appli|programme|agenda|cahier)|\b(?:bleibt|bleiben)\s+(?:in|bei|im|wie)\b|\b(?:läuft|laufen)\s+(?:weiter|weiterhin)\s+(?:über|in|im|bei|mit)\b|\b(?:restent|reste|resteront)\s+(?:sur|dans|chez)\b|\b(?:se\s+quedan?|siguen)\s+en\b|\b(?:ficam?|continuam?)\s+(?:no|na|nos|nas|em)\b|\b(?:behalten wir|wir behalten)\b|\b(?:seguimos|sigo|seguiremos)\s+(?:con|usando)\b|\b(?:continuamos|continuo|continua|continuam)\s+(?:com|usando|no|na)\b)[^.!?;,–—]*/giu;

/** The words of the description without the two words after a negation ("not for sale"); the same words when none. */
function affirmed(description: string, words: Words, language: string | null): Words {
  const kept = affirmedText(description, language ?? '')
    .replace(KEPT_AS_IS_CLAUSE, '$1')
    .replace(NEEDLESS, '$1')
    .replace(language === 'pt' ? NEGATED_PT : NEGATED, '$1$2')
    .replace(NOT_WANTED_AFTER, '$1');
  return kept === description ? words : prepare(kept);
}

/** "juste pour moi", "not for sale", "we take checks on site": how the app is meant, not a thing it has. */
function isQuality(thing: string, description: string): boolean {
  const words = prepare(thing);
  if (NEGATIONS.includes(wordsOf(thing)[0] ?? '') || PRIVATE_USE.some((phrase) => containsPhrase(words, phrase))) return true;
  const all = prepare(description);
  const said = PAID_IN_PERSON.filter((phrase) => containsPhrase(all, phrase));
  return said.some((phrase) => containsPhrase(words, phrase) || containsPhrase(prepare(phrase), wordsOf(thing).join(' ')));
}

/** A phrase of the description as the user wrote it, found by its folded words ("tennisverein", "barbearia"). */
function surfaceOf(description: string, phrase: string): string | undefined {
  const target = wordsOf(phrase.replace(/\*/g, ''));
  const prefix = phrase.endsWith('*');
  const raw = description.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const folded = raw.map((w) => wordsOf(w).join(''));
  for (let i = 0; i + target.length <= raw.length; i++) {
    const ok = target.every((w, k) =>
      prefix && k === target.length - 1 ? folded[i + k]!.startsWith(w) : folded[i + k]!.startsWith(w),
    );
    if (ok) return raw.slice(i, i + target.length).join(' ');
  }
  return undefined;
}

/**
 * Outside English, the project as questions name it with the user's own word for their business, quoted: "the sports
 * club app for “Tennisverein”"; without a field, none (a named thing says what the app holds, not whom it is for).
 */
function foreignName(
  description: string,
  noun: string,
  candidates: readonly FieldCandidate[],
  fields: readonly DomainRecord[],
): string | undefined {
  const field = candidates.find((c) => fields.includes(c.domain));
  const cue = field ? [...field.cues].sort((a, b) => b.weight - a.weight)[0] : undefined;
  // Without a field, a named thing says what the app holds, not whom it is for: the kind's own noun then.
  const own = cue ? surfaceOf(description, cue.phrase) : undefined;
  return own ? `${noun} for “${own}”` : undefined;
}

function subjectOf(fieldNoun: string | undefined, kind: KindRecord, ownName: string | undefined, read?: string): string {
  if (read && read.includes(' ')) return read;
  if (!fieldNoun) return ownName ?? kind.noun;
  if (kind.id === DEFAULT_KIND || !/ app$/.test(fieldNoun)) return fieldNoun;
  return `${fieldNoun.slice(0, -' app'.length)} ${kind.noun}`;
}

/**
 * The user's own name for the project as questions can say it ("the booking site for an escape room", "the admin
 * dashboard for your minecraft server"), when it is English, names what is built and is short enough to repeat.
 */
function ownName(name: string, language: string, reading: Reading): string | undefined {
  // A name in parentheses is the user's phrase beside our noun: no product word, or not English.
  if (language !== 'en' || name.includes('(')) return undefined;
  // "Our town council wants an app": a sentence, not a name.
  const named = new Set(wordsOf(name));
  const firstVerb = reading.tokens.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (firstVerb && named.has(firstVerb.lower) && reading.tokens.indexOf(firstVerb) < name.split(/\s+/).length + 1)
    return undefined;
  const phrase = name
    .replace(/^(?:an?|the)\s+/i, '')
    .split(/\s+[+&]\s+/)[0]!
    .replace(/\b(?:our|my)\b/gi, 'your');
  const words = phrase.split(/\s+/).length;
  return words >= 2 && words <= 7 ? phrase : undefined;
}

function depthOf(kind: KindRecord, domain: DomainRecord | undefined): InterviewDepth {
  if (kind.depth === 1) return 1; // a one-page site stays small whatever its field
  const depth = Math.max(kind.depth, domain?.complexity ?? 2);
  return depth >= 3 ? 3 : 2;
}

const cache = new WeakMap<Knowledge, Map<string, Analysis>>();
const CACHE_SIZE = 64;

/**
 * Analyses a description once per knowledge (a small cache: the flow asks about the same description many times).
 * `field` is the user's choice in the read-back: a domain id, or 'none'; without it the field is read automatically.
 */
export function analyse(knowledge: Knowledge, description: string, field?: string): Analysis {
  let entries = cache.get(knowledge);
  if (!entries) cache.set(knowledge, (entries = new Map()));
  const key = `${field ?? ''}\u0000${description}`;
  const hit = entries.get(key);
  if (hit) return hit;
  const analysis = analyseUncached(knowledge, description, field);
  if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value ?? '');
  entries.set(key, analysis);
  return analysis;
}

const EXISTING_SITE =
  /\b(?:on|onto|for|to|from|via|through|in|into) (?:the|our|my|their|your) (?:public |existing |current |own |club |shop )?(?:website|web site|site|webpage|web page)\b/giu;

/** Fields the description's cues point to too weakly to apply, whose vocabulary still fits: for later suggestions. */
const RELATED_FIT = 0.34;

/**
 * "about 300 customers … dont want anything where customers log in": when only the user's own side works in the app,
 * the people the description names first are not the ones who fill it in.
 */
function ownSideActs(access: Access, interactions: RecognisedInteraction[]): RecognisedInteraction[] {
  if (!access.staffOnly) return interactions;
  return interactions.map((found) => {
    const head = found.slots.actors.split(' ').at(-1)!.toLowerCase();
    return OUTSIDERS.test(head) ? { ...found, slots: { ...found.slots, actors: 'people' } } : found;
  });
}
/**
 * "I don't need booking, I already use Fresha for that": a pattern the description rules out by its own name is not
 * the project's, whatever else says it ("before the first appointment").
 */
function withoutRuledOut(
  description: string,
  language: string | null,
  interactions: RecognisedInteraction[],
): RecognisedInteraction[] {
  // (The negations read are English ones: in Portuguese "no" is "in the".)
  const ruledOut = language === 'en' ? ruledOutOutright(description) : new Set<string>();
  if (ruledOut.size === 0) return interactions;
  const named = (record: RecognisedInteraction['record']) =>
    [...record.nouns, ...record.verbs]
      .filter(([, weight]) => weight >= 5)
      .some(([word]) => (prepare(word).wordStems[0] ?? []).some((stem) => ruledOut.has(stem)));
  return interactions.filter((found) => !named(found.record));
}

const OUTSIDERS =
  /^(?:customers?|clients?|patients?|guests?|visitors?|buyers?|shoppers?|parents?|landlords?|tenants?|members of the public|public)$/;

function analyseUncached(knowledge: Knowledge, description: string, field: string | undefined): Analysis {
  const words = prepare(description);
  const language = detectLanguage(description);
  const { things: named, values: listValues } = readNamed(description, language.code);
  const states = statesListed(description);
  const reading = readDescription(description, language.code, named, knowledge.english);
  const privateUse = PRIVATE_USE.some((phrase) => containsPhrase(words, phrase));
  const othersNamed = !reading.tagged || reading.actors.some((a) => !OWN_SIDE.test(a.head));
  const access = readAccess(description, language.code, othersNamed);
  const kept = keptData(description, language.known);
  const readValues = valuesRead(reading);
  // "not for sale", "pas à vendre": what the description rules out is no cue for a field.
  const ranked = rank(knowledge.domains, affirmed(description, words, language.known), language.known).filter(
    (d) => d.score >= DOMAIN_THRESHOLD,
  );
  const candidates = fieldCandidates(
    knowledge,
    reading,
    privateUse,
    ranked.map((d) => ({ domain: d.record, score: d.score, cues: d.cues })),
  );
  const chosen = field === 'none' ? undefined : knowledge.domains.find((d) => d.id === field);
  const applying = candidates.filter((c) => c.applies);
  const top = applying[0];
  const recognised =
    field === 'none'
      ? []
      : chosen
        ? [chosen]
        : applying
            // A second field only when the description names that business too, as strongly.
            .filter(
              (c, i) =>
                i === 0 || (top !== undefined && c.score >= SECOND_DOMAIN_SHARE * top.score && c.cues.some((q) => q.weight >= 5)),
            )
            .slice(0, 2)
            .map((c) => c.domain);
  // "a price board for the website", "nothing goes on the public website until…": a website the business already has is
  // where something goes, not the product.
  // ("dont need the official api": what the user does without says nothing of what the app is.)
  const withoutNeedless = description.replace(EXISTING_SITE, ' ').replace(NEEDLESS_EN, '$1');
  const kinds = rank(knowledge.kinds, affirmed(withoutNeedless, prepare(withoutNeedless), language.known), language.known);
  const fallback = knowledge.kinds.find((k) => k.id === DEFAULT_KIND) ?? knowledge.kinds[0];
  if (!fallback) throw new Error('The composer has no project kinds.');
  const kind = kinds[0] && kinds[0].score >= KIND_THRESHOLD ? kinds[0].record : fallback;
  const lists = valueLists(description);
  const primary = recognised[0];
  // "i do about 40 farms a season": someone writing of their own work, naming nobody else, builds it for themselves
  // and their own few people.
  const solo =
    reading.tagged &&
    !othersNamed &&
    !primary &&
    !['website', 'saas'].includes(kind.id) &&
    /\b(i|i'm|im|my)\b/i.test(description) &&
    reading.actions.some((a) => RECORD_WORDS.includes(a.verb));
  if (solo) access.team = true;
  const focus = focusesOf(primary, words);
  const fieldNoun = focus.focuses.find((f) => f.noun)?.noun ?? primary?.noun;
  const noun = fieldNoun && kind.id === DEFAULT_KIND ? fieldNoun : kind.noun;
  const name = projectName(description, language.code, noun);
  return {
    description,
    language,
    kind,
    domains: recognised,
    related: candidates
      .filter((c) => !recognised.includes(c.domain) && (c.fit === undefined || c.fit >= RELATED_FIT))
      .map((c) => c.domain)
      .slice(0, 3),
    candidates,
    ...(field && (field === 'none' || chosen) ? { chosenField: field } : {}),
    reading,
    interactions: ownSideActs(
      access,
      withoutRuledOut(
        description,
        language.known,
        recogniseInteractions(
          knowledge,
          withoutValues(reading, lists),
          // ("O pedido passa por orçamento, medição, aprovação com sinal, fabricação": a step approves nothing in the app.)
          withoutPhrases(affirmed(description, words, language.known), reading.tagged ? [] : states),
          language.known,
          eachOf(description)?.thing ?? eachKept(description),
          words,
          [
            ...lists.map((list) => list.noun),
            ...reading.tokens.filter((t) => t.listLead).flatMap((t) => [t.lower, t.lemma]),
            // ("whether each bike is in stock, on loan or in repair": the states something goes through.)
            ...(states.length > 0 || reading.tokens.some((t) => t.milestone) ? ['stages'] : []),
          ],
          eachOf(description) !== undefined,
          prepare(description.replace(BRACKETED, ' ')),
        ),
      ),
    ),
    named,
    // Outside English, what "cada clienta con su…" lists is what a record holds; it stays a feature title too, since
    // no title is made of the record in the user's language.
    fields: [
      ...new Set([
        ...named
          .filter(
            (thing) =>
              !EACH.test(thing) &&
              (isAttribute(description, thing, reading) || eachOf(description)?.fields.includes(thing.toLowerCase())),
          )
          .map((thing) => thing.replace(/[—–-]+$/, '').trim())
          // "(Saturday and Sunday mornings, plus weekday evenings)": when something happens, not what a record holds.
          .filter((thing) => !wordsOf(thing).every((w) => TIMES.test(w) || w === 'and' || w === 'or' || w === 'plus')),
        ...eachWithFields(description),
      ]),
    ],
    namedTitles: [
      ...named.flatMap((thing) => {
        const steps = new Set(reading.tokens.filter((t) => t.milestone).flatMap((t) => wordsOf(t.text)));
        if (isAttribute(description, thing, reading) || isQuality(thing, description) || isValue(lists, thing)) return [];
        // "…: tyres, lights, mirrors": a list's values are what a record holds, not features.
        if (listValues.has(wordsOf(thing).join(' ')) || readValues.has(wordsOf(thing).join(' '))) return [];
        // ("pour des propriétaires (Airbnb et Booking surtout)": a name alone, capitalised mid-sentence, is a brand.)
        if (!reading.tagged && language.code !== 'de' && brandAlone(description, thing)) return [];
        // ("the leader enters bags of general waste, …": who enters a value, and the value, name no feature.)
        const spoken = wordsOf(thing).join(' ');
        if (
          [...readValues].some(
            (v) => v.includes(' ') && spoken.endsWith(` ${v}`) && spoken.split(' ').length - v.split(' ').length <= 3,
          )
        )
          return [];
        // ("a lista de embarque com nome, RG e o ponto…": a name or a date alone is a detail of a record.)
        if (FIELD_WORDS.includes(wordsOf(thing).join(' '))) return [];
        // ("we propose street names, consult the ward councillors, …, then send …": steps of the work.)
        if (wordsOf(thing).every((w) => steps.has(w))) return [];
        // ("si están secando, en bizcocho, esmaltadas o listas para recoger": the states a piece can be in.)
        if (states.includes(thing.toLowerCase().replace(/^(?:en|in|on|au|em|no|na|im|am|at)\s+/, ''))) return [];
        // ("Jede Route soll mit Sektor, Grad, Griffarbe …": what each one holds.)
        const held = eachOf(description)?.fields;
        if (
          held &&
          language.code !== 'en' &&
          [...held.split(HELD_SPLIT), ...heldInBrackets(description)].includes(thing.toLowerCase())
        )
          return [];
        // "We're the Hollybank Allotment Association", "Volunteer and stock system for …": whom it is for and the
        // product itself are no feature of it.
        const key = wordsOf(thing).join(' ');
        const names = (p?: Phrase) => {
          const own = p && wordsOf(p.text).join(' ');
          if (!own) return false;
          // ("Rota and stock system": either half of the product named twice over.)
          if (own.startsWith(`${key} and `) || (key.includes(' ') && own.endsWith(` and ${key}`))) return true;
          // ("the Lichfield & District Organists' Association": a name cut at its "&" is still the name.)
          if (key.includes(' ') && own.endsWith(` ${key}`)) return true;
          if (!key.endsWith(own)) return false;
          // ("We're the Hollybank Allotment Association": the words before it only say who.)
          return key
            .slice(0, key.length - own.length)
            .split(' ')
            .every((w) => !w || /^(?:we|re|are|i|m|am|the|a|an|our|my|it|is|s|this)$/.test(w));
        };
        if (names(reading.owner) || names(reading.product)) return [];
        // "electrical (EICR) every 5 years": a word in brackets alone after another is its short name.
        if (!thing.includes(' ') && description.includes(`(${thing})`)) return [];
        // "each firing (with cone and schedule)": the thing kept is the record itself, named by the records pattern.
        const withFields = eachWithFields(description);
        const parts = thing
          .toLowerCase()
          .split(/,|\band\b/)
          .map((part) => part.trim())
          .filter(Boolean);
        if (EACH.test(thing) || (withFields.length > 0 && parts.every((part) => withFields.includes(part)))) return [];
        const title = titleFor(thing, language.code, reading, inBareList(description, thing));
        const titleParts = (title ?? '')
          .toLowerCase()
          .split(/,|\band\b/)
          .map((part) => part.trim());
        if (withFields.length > 0 && titleParts.every((part) => withFields.includes(part))) return [];
        // ("set the sets" → "Set Settings": a verb named by its own noun says nothing.)
        const [first = '', ...others] = wordsOf(title ?? '');
        if (first.length >= 3 && others.some((w) => w.startsWith(first))) return [];
        return title ? [{ thing, title }] : [];
      }),
      // "stations: models, design, milling": the stations are the feature, each one a value of it.
      ...lists.map(({ noun }) => ({ thing: noun, title: noun.charAt(0).toUpperCase() + noun.slice(1) })),
    ],
    name,
    ...(kept ? { keptData: kept } : {}),
    subject: subjectOf(
      fieldNoun,
      kind,
      ownName(name, language.code, reading),
      readName(reading, noun, access.staffOnly) ?? foreignName(description, fieldNoun ?? kind.noun, candidates, recognised),
    ),
    depth: depthOf(kind, primary),
    audience: audienceOf(kind, primary, privateUse, access),
    access,
    ...focus,
  };
}
