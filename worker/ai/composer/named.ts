/**
 * The things a description names, in the user's own words ("with class schedules and memberships" → Class Schedules,
 * Memberships; "where customers order and pay" → Order and Pay), and what the project is ("a booking app for a yoga
 * studio"). Rule-based on each language's connector words (knowledge/languages.ts): measured against compromise, which
 * cost 141 KB gzip and 200 ms to load and still split "class schedules" into a noun and a verb.
 */
import { LANGUAGE_RULES, WRITTEN_IN, type LanguageRules } from '../knowledge/languages';
import { SENTENCE_BREAK, escapeRegExp, wordsOf } from './match';
import { affirmedText, NEGATED_WORD } from './ruled-out';

/** A named thing longer than this is cut at its first item end ("without …", "because …"). */
const LONG_ITEM = 8;
const MAX_ITEM = 10;
const MAX_NAMED = 10;
const VAGUE = new Set([
  'etc',
  'more',
  'stuff',
  'things',
  'everything',
  'anything',
  'others',
  'other',
  'features',
  'feature',
  'lol',
  'ok',
]);

interface Token {
  /** As written. */
  raw: string;
  /** Lower case, accents folded: for comparisons. */
  norm: string;
  /** One of a list's values ("…: tyres, lights, mirrors"): what a record holds, never a feature of its own. */
  value?: boolean;
}

const markValues = (items: readonly Token[][]) => {
  for (const item of items) for (const token of item) token.value = true;
};

function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]|[,;:()–—+&-]/gu) ?? []).map((raw) => ({
    raw,
    norm: wordsOf(raw).join(' ') || raw,
  }));
}

/** The index after a phrase starting at `i`, or -1. Phrases are compared word by word, folded. */
function phraseAt(tokens: readonly Token[], i: number, phrase: string): number {
  const words = wordsOf(phrase);
  if (words.length === 0) return -1;
  for (let k = 0; k < words.length; k++) if (tokens[i + k]?.norm !== words[k]) return -1;
  return i + words.length;
}

function anyPhraseAt(tokens: readonly Token[], i: number, phrases: readonly string[]): number {
  let best = -1;
  for (const phrase of phrases) best = Math.max(best, phraseAt(tokens, i, phrase));
  return best;
}

const text = (tokens: readonly Token[]) =>
  tokens
    .map((t) => t.raw)
    .join(' ')
    .replace(/\s+([,;:)])/g, '$1')
    .replace(/\(\s+/g, '(');

/** Leading articles, possessives and (in a clause) the subject and its modal: "customers can" → "". */
function trimStart(tokens: readonly Token[], rules: LanguageRules, clause: boolean): Token[] {
  let start = 0;
  // "couples can favorite …", "Patienten sollen online …": whoever comes before an early modal is the subject.
  const wish = tokens.findIndex((_, i) => i > 0 && anyPhraseAt(tokens, i, rules.trailing) === tokens.length);
  for (let i = 0; i < Math.min(4, tokens.length - 1, wish < 0 ? tokens.length : wish); i++) {
    // "recipes that people can print": a relative clause, split later, is not a subject.
    if (anyPhraseAt(tokens, i, rules.clauseStarts) > 0 || foldedSet(rules.relatives).has(tokens[i]!.norm)) break;
    const end = anyPhraseAt(tokens, i, rules.modals);
    if (end > 0 && end === tokens.length - 1) {
      // "klanten een reparatie kunnen inplannen": the verb comes last; only the modal (and the subject) go.
      const kept = [...tokens.slice(0, i), ...tokens.slice(end)];
      return trimStart(foldedSet(rules.subjects).has(kept[0]?.norm ?? '') ? kept.slice(1) : kept, rules, false);
    }
    if (end > 0) {
      start = end;
      break;
    }
  }
  for (let guard = 0; guard < 6 && start < tokens.length; guard++) {
    const next = Math.max(
      anyPhraseAt(tokens, start, rules.leading),
      anyPhraseAt(tokens, start, rules.listStarts),
      clause ? anyPhraseAt(tokens, start, rules.subjects) : -1,
    );
    if (next < 0 || next >= tokens.length) break;
    start = next;
  }
  let end = tokens.length;
  // "etc.", "and so on" on their own name nothing.
  if (anyPhraseAt(tokens, start, rules.listEnds) === end) return [];
  // "image occlusion would be nice", "memberships etc.": wishes and list ends are not part of a thing's name.
  for (let i = start + 1; i < end; i++) {
    if (anyPhraseAt(tokens, i, rules.trailing) === end || anyPhraseAt(tokens, i, rules.listEnds) === end) {
      end = i;
      break;
    }
  }
  // "… buchen und absagen können": a modal at the end of a clause (German word order) is not part of the thing.
  while (end > start + 1 && foldedSet(rules.modals).has(tokens[end - 1]!.norm)) end--;
  return tokens.slice(start, end);
}

/** Cuts a long item at its first item end: "swap shifts without emailing the charge nurse" → "swap shifts". */
function trimEnd(tokens: readonly Token[], rules: LanguageRules): Token[] {
  if (tokens.length <= LONG_ITEM) return [...tokens];
  for (let i = 1; i < tokens.length; i++) if (anyPhraseAt(tokens, i, rules.itemEnds) > 0) return tokens.slice(0, i);
  return tokens.slice(0, MAX_ITEM);
}

/** Splits on commas and joins; two single words joined ("order and pay", "email + chat") stay one thing. */
function splitItems(tokens: readonly Token[], rules: LanguageRules): Token[][] {
  const byComma: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.raw === '(') depth++;
    if (token.raw === ')') depth = Math.max(0, depth - 1);
    if ((token.raw === ',' || token.raw === ';') && depth === 0) byComma.push([]);
    else byComma.at(-1)?.push(token);
  }
  const out: Token[][] = [];
  for (const part of byComma) {
    // "product variants (ring sizes, metals)": the part and each thing in brackets.
    const open = part.findIndex((t) => t.raw === '(');
    if (open >= 0) {
      const close = part.findIndex((t, i) => i > open && t.raw === ')');
      const inner = part.slice(open + 1, close < 0 ? undefined : close);
      out.push(...splitItems([...part.slice(0, open), ...(close < 0 ? [] : part.slice(close + 1))], rules));
      // "a glass type (standard, anti-reflective or museum)": three or more short ones are its values.
      const listed = splitItems(inner, rules);
      if (isShortList(listed)) markValues(listed);
      out.push(...listed);
      continue;
    }
    let current: Token[] = [];
    const pieces: Token[][] = [];
    const joiners: Token[][] = [];
    for (let i = 0; i < part.length; i++) {
      const end = SYMBOL_JOINS.has(part[i]!.raw) ? i + 1 : anyPhraseAt(part, i, rules.joins);
      if (end > 0 && current.length > 0) {
        pieces.push(current);
        joiners.push(part.slice(i, end));
        current = [];
        i = end - 1;
        continue;
      }
      current.push(part[i]!);
    }
    pieces.push(current);
    // "… absagen können": a modal closing a piece (German word order) is not part of it.
    for (const piece of pieces) while (piece.length > 1 && foldedSet(rules.modals).has(piece.at(-1)!.norm)) piece.pop();
    // Some joins make one thing: "order and pay", "save and organize tabs", "SDKs for node and python".
    for (let k = 0; k < pieces.length; k++) {
      let piece = pieces[k]!;
      while (
        k + 1 < pieces.length &&
        belongTogether(piece, pieces[k + 1]!, rules, SYMBOL_JOINS.has(joiners[k]?.[0]?.raw ?? ''))
      ) {
        piece = [...piece, ...(joiners[k] ?? []), ...pieces[k + 1]!];
        k++;
      }
      out.push(piece);
    }
  }
  return out.filter((item) => item.length > 0);
}

const PREPOSITIONS = new Set([
  'for',
  'by',
  'in',
  'with',
  'of',
  'per',
  'on',
  'from',
  'to',
  'fur',
  'mit',
  'von',
  'para',
  'con',
  'de',
  'pour',
  'avec',
  'com',
  'per',
  'voor',
  'met',
  'van',
  'di',
  'da',
  'do',
  'del',
  'della',
  'des',
  'du',
]);

const folded = new WeakMap<readonly string[], ReadonlySet<string>>();
/** A rule list as folded single words (accents and case ignored), for one-token checks. */
function foldedSet(list: readonly string[]): ReadonlySet<string> {
  let set = folded.get(list);
  if (!set) folded.set(list, (set = new Set(list.map((w) => wordsOf(w).join(' ')))));
  return set;
}

function isVerb(token: Token | undefined, rules: LanguageRules): boolean {
  return token !== undefined && foldedSet(rules.verbs).has(token.norm);
}

/** "+" and "&" bind more tightly than words: "email + chat" is one thing. */
const SYMBOL_JOINS = new Set(['+', '&']);

/** Whether "A and B" names one thing rather than two. */
function belongTogether(a: readonly Token[], b: readonly Token[], rules: LanguageRules, symbol: boolean): boolean {
  // "email + chat", "order and pay" are one thing; "Kursplan und Mitgliedschaften" are two.
  if (a.length === 1 && b.length === 1 && (symbol || isVerb(a[0], rules) || isVerb(b[0], rules))) return true;
  if (a.length === 1 && (isVerb(a[0], rules) || isVerb(b[0], rules))) return true; // save and organize tabs
  if (b.length === 1 && (isVerb(b[0], rules) || isVerb(a.at(-1), rules))) return true; // Termine buchen und absagen
  if (b[0] && foldedSet(rules.relatives).has(b[0].norm)) return true; // track laptops and who has them
  // "track clients and jobs": a second object of the same verb, named with the first.
  if (
    !symbol &&
    isVerb(a[0], rules) &&
    a.length <= 3 &&
    b.length <= 2 &&
    !isVerb(b[0], rules) &&
    !b.some((t) => PREPOSITIONS.has(t.norm))
  )
    return true;
  // "SDKs for node and python", "vendita di olio e vino online": the join continues a phrase after a preposition.
  const plain = b.length <= 2 && !isVerb(b[0], rules) && !foldedSet(rules.leading).has(b[0]?.norm ?? '');
  // ("dates d'arrivée et de départ": an elided "de" is a preposition too, and the join repeats it.)
  const afterPreposition = a.slice(1).some((t) => PREPOSITIONS.has(t.norm) || /^d['’]/i.test(t.raw));
  if (afterPreposition && b.length <= 3 && PREPOSITIONS.has(b[0]?.norm ?? '')) return true;
  return plain && afterPreposition;
}

/** "shared inbox with email + chat" → shared inbox, email and chat (a list start inside an item of 2+ words). */
function splitInner(item: Token[], rules: LanguageRules): Token[][] {
  for (let i = 1; i < item.length - 1; i++) {
    // "recipes that people can print and rate" → recipes, print and rate (a clause of what people can do).
    const clause = anyPhraseAt(item, i, rules.clauseStarts);
    const rest = clause > 0 ? item.slice(clause) : [];
    if (rest.length > 0 && rest.some((_, k) => k < 3 && anyPhraseAt(rest, k, rules.modals) > 0)) {
      return [item.slice(0, i), ...splitItems(trimStart(rest, rules, true), rules)];
    }
    // "shared inbox with email and chat" is two things; "contacto directo con el propietario" is one.
    const end = i >= 2 ? anyPhraseAt(item, i, rules.listStarts) : -1;
    const after = end > 0 ? item.slice(end) : [];
    if (after.length > 0 && after.some((t, k) => SYMBOL_JOINS.has(t.raw) || anyPhraseAt(after, k, rules.joins) > 0)) {
      return [item.slice(0, i), ...splitItems(after, rules)];
    }
  }
  return [item];
}

/** Examples in brackets ("(e.g. 'crown reduction by 2m', …)", "(z.B. …)") illustrate; they name nothing wanted. */
const EXAMPLES = /\s*\((?:e\.?g\.?|i\.?e\.?|z\.\s?b\.|p\.\s?ex\.|por ejemplo|par exemple|zum beispiel|such as|like)\s[^()]*\)/giu;

function sentences(description: string): string[] {
  return description
    .replace(/\bw\/\s*/gi, 'with ')
    .replace(EXAMPLES, '')
    .split(new RegExp(`${SENTENCE_BREAK.source}|\\n+|;\\s+`, SENTENCE_BREAK.flags))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Where the list of wanted things starts in a sentence, and whether it is a clause of what people do. */
interface Zone {
  at: number;
  clause: boolean;
  separator?: boolean;
}

function zoneStart(tokens: readonly Token[], rules: LanguageRules): Zone | null {
  // "…: planning des distributions, inscriptions" — an explicit list wins over any connector before it.
  const separator = tokens.findIndex((t, i) => i > 0 && [':', '-', '–', '—'].includes(t.raw));
  if (separator > 0) return { at: separator + 1, clause: false, separator: true };
  return firstTrigger(tokens, rules);
}

/** The first connector that starts a list or a clause of wanted things. */
function firstTrigger(tokens: readonly Token[], rules: LanguageRules): Zone | null {
  let depth = 0;
  for (let i = 1; i < tokens.length; i++) {
    const raw = tokens[i]!.raw;
    if (raw === '(') depth++;
    if (raw === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (raw === ',') return null; // a list before any connector: see namedThings
    const list = anyPhraseAt(tokens, i, rules.listStarts);
    if (list > 0) return { at: list, clause: false };
    const clause = anyPhraseAt(tokens, i, rules.clauseStarts);
    if (clause > 0) return { at: clause, clause: true };
    // "an app to track workouts", "una app para reservar clases": a purpose is what people will do.
    if (anyPhraseAt(tokens, i, rules.purpose) === i + 1 && isVerb(tokens[i + 1], rules)) return { at: i + 1, clause: true };
  }
  return null;
}

/** "booking and job card system": things joined before the product's own noun are named things too. */
function modifiers(tokens: readonly Token[], rules: LanguageRules): Token[][] {
  const product = tokens.findIndex((t, i) => i > 0 && i < 7 && foldedSet(rules.products).has(t.norm));
  if (product < 0) return [];
  const before = tokens.slice(0, product);
  if (!before.some((t, i) => i > 0 && (SYMBOL_JOINS.has(t.raw) || foldedSet(rules.joins).has(t.norm)))) return [];
  // "I run a small bakery and want a website": a sentence, not a list of things.
  if (before.some((t) => foldedSet(rules.subjects).has(t.norm) || foldedSet(rules.openers).has(t.norm))) return [];
  return splitItems(trimStart(before, rules, false), rules);
}

/** "It should be simple": a description of the product, not a thing it has. */
const DESCRIPTIVE = new Set([
  'it',
  'this',
  'these',
  'those',
  'be',
  'is',
  'are',
  'look',
  'looks',
  'feel',
  'feels',
  'sein',
  'ist',
  'ser',
  'estar',
  'etre',
  'est',
  'essere',
  'zijn',
]);

/** "(Ideally) they pay online": a sentence that opens with who does what. */
function startsWithSubject(tokens: readonly Token[], rules: LanguageRules): boolean {
  let i = 0;
  while (i < 2 && anyPhraseAt(tokens, i, rules.leading) === i + 1) i++;
  return anyPhraseAt(tokens, i, rules.subjects) > i && tokens.length - i >= 3;
}

const contentWords = (tokens: readonly Token[], rules: LanguageRules) =>
  tokens.filter((t) => /\p{L}/u.test(t.norm) && !rules.leading.includes(t.norm) && !VAGUE.has(t.norm)).length;

function rulesFor(language: string): LanguageRules {
  return Object.hasOwn(LANGUAGE_RULES, language) ? LANGUAGE_RULES[language as keyof typeof LANGUAGE_RULES] : LANGUAGE_RULES.en;
}

/** Splits on top-level commas only (brackets kept with their part). */
function byCommas(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.raw === '(') depth++;
    if (token.raw === ')') depth = Math.max(0, depth - 1);
    if (token.raw === ',' && depth === 0) parts.push([]);
    else parts.at(-1)?.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

/** "about 60 instructors", "12 rooms": a fact about the business, not a thing it wants. */
const isQuantity = (item: readonly Token[]) =>
  /^\d/.test(item[0]?.raw ?? '') ||
  (/^(about|around|over|under|some|ca)$/.test(item[0]?.norm ?? '') && /^\d/.test(item[1]?.raw ?? ''));

/**
 * What stands between a connector and a list ("so parents see daily reports - naps, meals"); "with friends - …"
 * names people, not a thing the product has.
 */
function leadIn(tokens: readonly Token[], rules: LanguageRules, clause: boolean): Token[][] {
  return splitItems(trimStart(tokens, rules, clause), rules).filter(
    (item) => !(item.length === 1 && foldedSet(rules.subjects).has(item[0]!.norm)),
  );
}

/** "greenhouse sensors (temp, humidity, soil moisture)": what the first sentence lists in brackets. */
function bracketed(tokens: readonly Token[], rules: LanguageRules): Token[][] {
  const open = tokens.findIndex((t) => t.raw === '(');
  const close = tokens.findIndex((t, i) => i > open && t.raw === ')');
  return open >= 0 && close > open + 1 ? splitItems(tokens.slice(open + 1, close), rules) : [];
}

/** The wanted things of the description's first sentence, which also names the product itself. */
function firstSentenceItems(tokens: readonly Token[], rules: LanguageRules): { items: Token[][]; clause: boolean } {
  const zone = zoneStart(tokens, rules);
  const items = [...modifiers(tokens, rules), ...bracketed(tokens, rules)];
  if (zone) {
    // "so parents see daily reports - naps, meals": what comes between a connector and the list counts too.
    const before = zone.separator ? firstTrigger(tokens.slice(0, zone.at - 1), rules) : null;
    if (before) items.push(...leadIn(tokens.slice(before.at, zone.at - 1), rules, before.clause));
    const after = splitItems(trimStart(tokens.slice(zone.at), rules, zone.clause), rules);
    // "case management for a law firm — deadlines, client documents": before the first connector is the product.
    if (before && zone.separator && listsValues(lastClause(tokens.slice(0, zone.at - 1)), after, rules)) markValues(after);
    if (zone.separator) markValues(longRun(tokens.slice(0, zone.at - 1), unbracketed(tokens.slice(zone.at), rules), rules));
    items.push(...after);
    return { items, clause: zone.clause };
  }
  const parts = byCommas(tokens);
  const [head = [], ...rest] = parts;
  // "We've got 12 kayaks, 6 paddleboards, two safety boats": what the user has, listed, is no feature.
  // (Only after a verb of having: "Booking app for a yoga studio, class schedule, …" names the app's parts.)
  const { taken, object } = objectListParts(parts, rules);
  if (taken > 0 && HAVING.has(head[object - 1]?.norm ?? '')) {
    const values = [head.slice(object), ...rest.slice(0, taken - 1).flatMap((part) => splitItems(part, rules))];
    markValues(values);
    items.push(...values);
    for (const part of rest.slice(taken - 1))
      items.push(...splitItems(trimStart(part, rules, startsWithSubject(part, rules)), rules));
    return { items, clause: false };
  }
  const isProduct = (part: readonly Token[]) => part.some((t) => foldedSet(rules.products).has(t.norm));
  const headParts = splitItems(head, rules);
  // "inventory + online sales for a plant nursery", "Landing page + ticket sales for a conference", "a feedback
  // widget + a roadmap page": the head lists things; each is named up to whom it is for.
  if (headParts.length > 1) {
    const products = headParts.filter(isProduct);
    for (const part of products.length > 1 ? headParts : headParts.filter((p) => !isProduct(p))) {
      const audience = part.findIndex((t, i) => i > 0 && foldedSet(rules.audience).has(t.norm));
      items.push(audience > 0 ? part.slice(0, audience) : part);
    }
  }
  for (const part of rest) {
    // ("marquee hire, we do weddings + village fetes": a clause on what the user does describes the business.)
    if (aboutTheBusiness(part, rules)) continue;
    // "shared inbox with email + chat" is split later (splitInner); "contacto directo con el propietario" is not.
    items.push(...splitItems(trimStart(part, rules, startsWithSubject(part, rules)), rules));
  }
  return { items, clause: false };
}

/** The wanted things of a later sentence. */
function laterSentenceItems(tokens: readonly Token[], rules: LanguageRules): { items: Token[][]; clause: boolean } {
  const zone = zoneStart(tokens, rules);
  const commas = tokens.some((t) => t.raw === ',');
  const modal = tokens.findIndex((_, i) => i < 4 && anyPhraseAt(tokens, i, rules.modals) > 0);
  if (zone && !(commas && zone.at <= 3)) {
    const before = zone.separator ? firstTrigger(tokens.slice(0, zone.at - 1), rules) : null;
    const items = before ? leadIn(tokens.slice(before.at, zone.at - 1), rules, before.clause) : [];
    const after = splitItems(trimStart(tokens.slice(zone.at), rules, zone.clause), rules);
    if (zone.separator && listsValues(lastClause(tokens.slice(0, zone.at - 1)), after, rules)) markValues(after);
    if (zone.separator) markValues(longRun(tokens.slice(0, zone.at - 1), unbracketed(tokens.slice(zone.at), rules), rules));
    items.push(...after);
    return { items, clause: zone.clause };
  }
  if (commas) {
    // "Listings with photos, map search, and a way to book viewings." / "Parents book lessons online, and we assign …"
    const parts = byCommas(tokens);
    const { taken, object } = objectListParts(parts, rules);
    // "As artesãs trazem colares, brincos e pulseiras": the clause names its last word, a value like the others.
    const values =
      taken > 0 ? [parts[0]!.slice(object), ...parts.slice(1, taken).flatMap((part) => splitItems(part, rules))] : [];
    markValues(values);
    const items = [
      ...values,
      ...parts.slice(taken).flatMap((part) => splitItems(trimStart(part, rules, startsWithSubject(part, rules)), rules)),
    ];
    return { items, clause: false };
  }
  if (modal >= 0 || startsWithSubject(tokens, rules)) {
    // "Ideally they can also pay online.", "Customers book online." — what people will do.
    return { items: splitItems(trimStart(tokens, rules, true), rules), clause: true };
  }
  return { items: [], clause: false };
}

/** Words a list's lead-in may hold and still name the app's parts: "Main screens: …", "It should do three things: …". */
const PART_WORDS = new Set([
  'things',
  'features',
  'parts',
  'screens',
  'pages',
  'sections',
  'modules',
  'functions',
  'tools',
  'tabs',
  'funktionen',
  'module',
  'bereiche',
  'seiten',
  'funciones',
  'modulos',
  'secciones',
  'fonctionnalites',
  'fonctions',
  'rubriques',
  'funcionalidades',
  'funcoes',
  'secoes',
  'telas',
]);

/**
 * Prepositions in the five languages, folded: a list after one ("with photos, …", "com foto, …") is what the app holds.
 * (Wider than PREPOSITIONS, which only joins a thing to what it is for.)
 */
const ANY_PREPOSITION: ReadonlySet<string> = new Set(
  'for of in on at to from by with about into per für von mit zu bei über para de en por con sin pour à sur avec sans em no na nos nas com sem do da dos das del al au aux'
    .split(' ')
    .map((w) => wordsOf(w).join(' ')),
);

/** The longest a list's value may be: "tyres", "soil moisture". */
const VALUE_WORDS = 2;
/** A list of values has at least this many. */
const MIN_VALUES = 3;

const isShortList = (items: readonly Token[][]) =>
  items.length >= MIN_VALUES && items.every((item) => item.length <= VALUE_WORDS);

/**
 * "Every driver must do a daily check before setting off: tyres, lights, mirrors": a list after a lead-in that is a
 * sentence of its own, naming no part of the app and asking for nothing, lists the values of something (a check's
 * items, the kinds of stock), which are no features.
 */
function listsValues(leadIn: readonly Token[], after: readonly Token[][], rules: LanguageRules): boolean {
  // ("controlo tudo num caderno: quando encheu o barril, volume, graduação": what is written in it.)
  if (leadIn.some((t) => WRITTEN.has(t.norm)) && after.length >= MIN_VALUES && after.every((item) => item.length <= 5))
    return true;
  if (!isShortList(after) || contentWords(leadIn, rules) < 3) return false;
  return !leadIn.some(
    (t, i) =>
      PART_WORDS.has(t.norm) ||
      VAGUE.has(t.norm) ||
      foldedSet(rules.products).has(t.norm) ||
      anyPhraseAt(leadIn, i, rules.openers) > 0,
  );
}

const WRITTEN = new Set(WRITTEN_IN);

/** A list's items without what its brackets hold: "log sightings (species, count, photo), keep a life list". */
function unbracketed(tokens: readonly Token[], rules: LanguageRules): Token[][] {
  let depth = 0;
  const outside = tokens.filter((t) => {
    if (t.raw === '(') depth++;
    const keep = depth === 0;
    if (t.raw === ')') depth = Math.max(0, depth - 1);
    return keep;
  });
  return splitItems(outside, rules);
}

/** A list this long of short items names the kinds of something, not features: "frames, linings, matting, …". */
const MANY_VALUES = 5;

const isDash = (t: Token) => ['-', '–', '—'].includes(t.raw);

/** The short items in a row at the start of a list, up to a long one or a dash that ends the list. */
function shortRun(items: readonly Token[][]): Token[][] {
  const run: Token[][] = [];
  for (const item of items) {
    // ("frames (6x9, 9x12)": sizes in brackets; "furniture - so we stop …": the list ends at the dash.)
    if (!/^\p{L}/u.test(item[0]?.raw ?? '')) continue;
    const dash = item.findIndex(isDash);
    if ((dash > 0 ? dash : item.length) > VALUE_WORDS + 1) break;
    run.push(dash > 0 ? item.slice(0, dash + 1) : item);
    if (dash > 0) break;
  }
  return run;
}

/**
 * "need to see what kit is going on each job - frames (6x9, 9x12), linings, matting, dance floor panels, chandeliers,
 * heaters": five or more short items in a row after a dash or colon are the values of what the lead-in names, unless
 * it names the app's parts ("Main screens: …"). So are three after a dash within the list: "les consignes de chaque
 * chien — alimentation, quantités, médicaments".
 */
function longRun(leadIn: readonly Token[], after: readonly Token[][], rules: LanguageRules): readonly Token[][] {
  if (leadIn.some((t) => PART_WORDS.has(t.norm))) return [];
  const run = shortRun(after);
  // ("log sightings, keep a life list per member": what people do are the app's parts.)
  if (run.some((item) => isVerb(item[0], rules))) return [];
  if (run.length >= MANY_VALUES) return run;
  const inner = after.findIndex((item) => item.findIndex(isDash) > 0);
  if (inner < 0) return [];
  const dash = after[inner]!.findIndex(isDash);
  const tail = shortRun([after[inner]!.slice(dash + 1), ...after.slice(inner + 1)]);
  return tail.length >= MIN_VALUES ? tail : [];
}

/** The words after the last comma: "…30 drivers, and by law every driver has to do a check" → "and by law …". */
function lastClause(tokens: readonly Token[]): Token[] {
  const comma = tokens.map((t) => t.raw).lastIndexOf(',');
  return tokens.slice(comma + 1);
}

/** "As artesãs trazem colares, brincos e pulseiras": a verb of the app ("log", "reservam") lists what the app holds. */
function isAppVerb(token: Token, rules: LanguageRules): boolean {
  return rules.verbs.some((verb) => {
    const base = wordsOf(verb).join(' ');
    // English inflects by ending ("logs", "tracked"); elsewhere the infinitive's ending goes ("reservar" → "reservam").
    if (rules === LANGUAGE_RULES.en) return new RegExp(`^${base}(?:s|es|ed|d|ing)?$`).test(token.norm);
    const stem = base.replace(/(?:ar|er|ir|en|re|r)$/, '');
    return stem.length >= 4 && token.norm.startsWith(stem);
  });
}

/**
 * "The makers bring necklaces, earrings and bracelets": objects listed after a verb that is no action in the app
 * (bring, clean for, sell to) are what the business handles, not features. Returns how many comma parts they take
 * from the start (0 when the sentence opens with no such list) and where the first part's object starts.
 */
function objectListParts(parts: readonly Token[][], rules: LanguageRules): { taken: number; object: number } {
  const none = { taken: 0, object: 0 };
  const [first, ...rest] = parts;
  if (!first || first.length < 3) return none;
  // "We've got 9 casualty bags, 4 vacuum mattresses, radios": after a verb of having, the whole counted thing.
  const having = first.findLastIndex((t, i) => i >= first.length - HAVING_REACH && i < first.length - 1 && HAVING.has(t.norm));
  let verb = having > 0 ? having : first.length - 2;
  while (having <= 0 && verb > 0 && foldedSet(rules.leading).has(first[verb]!.norm)) verb--;
  const before = first[verb]!;
  // (A verb of having is one whatever the language's lists also use it for: "we have:".)
  const word = having > 0 || (/^\p{L}+$/u.test(before.norm) && !ANY_PREPOSITION.has(before.norm));
  if (
    verb < 1 ||
    !word ||
    (having <= 0 && [rules.listStarts, rules.joins, rules.modals].some((words) => foldedSet(words).has(before.norm))) ||
    // "Track each cow's milk yield, breeding dates and vet treatments": an action of the app anywhere before.
    // (After a verb of having, only the words up to it: "a store room" is had, not stored.)
    first.slice(0, having > 0 ? verb : first.length).some((t) => isAppVerb(t, rules))
  )
    return none;
  // ("a first aid box": a thing had may take three words.)
  const longest = having > 0 ? VALUE_WORDS + 1 : VALUE_WORDS;
  const values: Token[][] = having > 0 ? things(first.slice(verb + 1), rules) : [first.slice(-1)];
  let taken = 1;
  for (const part of rest) {
    const items = having > 0 ? things(part, rules) : splitItems(part, rules).map((item) => uncounted(item, rules));
    // ("…, Sanftmut und ob Weiselzellen da sind": the short ones before a long last item still count.)
    const long = items.findIndex((item) => !(item.length <= longest && /^\p{L}/u.test(item[0]!.raw)));
    if (items.length === 0 || long === 0) break;
    values.push(...(long < 0 ? items : items.slice(0, long)));
    taken++;
    if (long > 0) break;
  }
  const short = values.length >= MIN_VALUES && values.every((item) => item.length <= longest);
  return short && taken > 1 ? { taken, object: having > 0 ? verb + 1 : first.length - 1 } : none;
}

/** How far from the end of a list's first part its verb of having may be: "have a store room and two trailers". */
const HAVING_REACH = 8;
/** Verbs of having, folded, in the five languages: a list after one is what the user has. */
const HAVING = new Set([
  // ("We’ve" is one token, folded to "we ve".)
  'we ve',
  'i ve',
  ...'have has ve weve ive got own stock haben habe hat besitzen tenemos tengo tiene hay avons ai possedons temos tenho tem'.split(
    ' ',
  ),
  // "Bei jeder Durchsicht notieren wir Brut, Futter, Sanftmut": what is noted each time is what one entry holds.
  ...'notieren notiere notiert erfassen erfasse erfasst anotamos anoto apuntamos apunto notons anotam'.split(' '),
]);
/** Counts in the five languages: "two defibs", "zwei Boote", "dos barcas". */
const COUNTS = new Set(
  'one two three four five six seven eight nine ten twelve twenty zwei drei vier funf dos tres cuatro cinco deux trois quatre cinq dois duas quatro'.split(
    ' ',
  ),
);

/** "a store room and two trailers": each thing had, on its own, without its count or article. */
function things(part: readonly Token[], rules: LanguageRules): Token[][] {
  const out: Token[][] = [[]];
  for (let i = 0; i < part.length; i++) {
    const end = anyPhraseAt(part, i, rules.joins);
    if (end > 0) {
      out.push([]);
      i = end - 1;
    } else out.at(-1)!.push(part[i]!);
  }
  return out.filter((item) => item.length > 0).map((item) => uncounted(item, rules));
}

/** "9 casualty bags", "two defibs", "the stretcher": a list's value without its count or article. */
function uncounted(item: readonly Token[], rules: LanguageRules): Token[] {
  let k = 0;
  while (
    k < item.length - 1 &&
    (/^\d/.test(item[k]!.raw) || COUNTS.has(item[k]!.norm) || foldedSet(rules.leading).has(item[k]!.norm))
  )
    k++;
  return item.slice(k);
}

/** Who the user is, in the five languages: "I", "we", "Ich habe…", "Somos…", "Je suis…", "Tenho…". */
const FIRST_PERSON = new Set(
  'i we i m we re ich wir yo nosotros somos soy tengo tenemos je nous j ai eu nos tenho temos sou'.split(' '),
);

/**
 * "I teach piano and guitar to about 30 students.": a sentence where the user says what they do, naming no product
 * and asking for nothing, describes the business, not a thing the product has.
 */
function aboutTheBusiness(tokens: readonly Token[], rules: LanguageRules): boolean {
  const first = tokens[0]?.norm ?? '';
  // ("Fazemos portão basculante, grade, guarda-corpo…", "Hacemos…": the verb itself says "we".)
  const weDo = (rules === LANGUAGE_RULES.es || rules === LANGUAGE_RULES.pt) && /^\p{L}{3,}mos$/u.test(first);
  if (!FIRST_PERSON.has(first) && !weDo) return false;
  if (anyPhraseAt(tokens, 0, rules.openers) > 0 || anyPhraseAt(tokens, 1, rules.modals) > 0) return false;
  return !tokens.some(
    (t, i) =>
      foldedSet(rules.products).has(t.norm) ||
      anyPhraseAt(tokens, i, rules.modals) > 0 ||
      anyPhraseAt(tokens, i, rules.openers) > 0 ||
      anyPhraseAt(tokens, i, rules.clauseStarts) > 0,
  );
}

/** The things the description asks for, in its own words and order. */
export function namedThings(description: string, language: string): string[] {
  return readNamed(description, language).things;
}

/**
 * The things the description names, and which of them are only a list's values ("…: tyres, lights, mirrors", "a
 * glass type (standard, anti-reflective or museum)"): what a record holds, never a feature title of its own. Values
 * are given folded (`wordsOf`).
 */
/**
 * "quién va de baix, de segon, de terç, acotxador, enxaneta...", "candles, soaps, bath bombs etc": a list that trails
 * off gives examples of something, values rather than features (unless its items say what people do).
 */
const TRAILING_LIST = /((?:[^,.;:()!?\n]{1,40},\s*){2,}[^,.;:()!?\n]{1,40}?)(?:\.\.\.|…|,?\s+etc\b)/giu;

/** A quoted phrase: "'any westerns'", "“learn spanish”". */
const QUOTED = /(?<=^|[\s(])['"‘“]([^'"‘’“”\n]{1,40})['"’”](?=[\s,.;:)!?]|$)/gu;
const BETWEEN_QUOTED = /^\s*(?:,|,?\s*(?:or|and|o|y|ou|et|oder|und|e))?\s*$/iu;

function trailingExamples(description: string, rules: LanguageRules): Set<string> {
  const keys = new Set<string>();
  // "asking for stuff like 'any westerns', 'learn spanish', 'a dictionary'": quoted phrases in a row are examples.
  const quoted = [...description.matchAll(QUOTED)];
  quoted.forEach((match, i) => {
    const gap = (a: RegExpExecArray | undefined, b: RegExpExecArray | undefined) =>
      a !== undefined && b !== undefined && BETWEEN_QUOTED.test(description.slice(a.index + a[0].length, b.index));
    if (!gap(quoted[i - 1], match) && !gap(match, quoted[i + 1])) return;
    const key = wordsOf(match[1] ?? '').join(' ');
    keys.add(key);
    keys.add(key.replace(/^(?:a|an|the|any|some)\s+/, ''));
  });
  for (const match of description.matchAll(TRAILING_LIST)) {
    const items = (match[1] ?? '').split(',').map((item) => tokenize(item.trim()));
    if (items.some((item) => isVerb(item[0], rules))) continue;
    for (const item of items) keys.add(wordsOf(text(item)).join(' '));
  }
  return keys;
}

export function readNamed(description: string, language: string): { things: string[]; values: ReadonlySet<string> } {
  const rules = rulesFor(language);
  const found: string[] = [];
  const values = new Set<string>();
  const examples = trailingExamples(description, rules);
  sentences(description).forEach((sentence, index) => {
    const tokens = tokenize(sentence);
    if (aboutTheBusiness(tokens, rules)) return;
    // "Bisher läuft alles über … einen Google-Kalender": how it is done today names nothing the app should have.
    // ("Right now it's paper, but we want online booking" still wants something.)
    if (
      [0, 1, 2].some((i) => anyPhraseAt(tokens, i, rules.statusQuo) > 0) &&
      !tokens.some((_, i) => anyPhraseAt(tokens, i, rules.openers) > 0 || anyPhraseAt(tokens, i, rules.modals) > 0)
    )
      return;
    const bullet = bulletHead(sentence);
    if (bullet) found.push(bullet);
    const { items, clause } = index === 0 ? firstSentenceItems(tokens, rules) : laterSentenceItems(tokens, rules);
    for (const raw of items.flatMap((item) => (clause ? [item] : splitInner(item, rules)))) {
      const item = trimEnd(trimStart(raw, rules, clause), rules);
      const words = contentWords(item, rules);
      if (words === 0 || item.length > MAX_ITEM || isQuantity(item) || DESCRIPTIVE.has(item[0]?.norm ?? '')) continue;
      // "Además, …", "Quiero …": a word alone that goes on from before, or that wants, names nothing.
      if (
        item.length === 1 &&
        (foldedSet(rules.leading).has(item[0]!.norm) ||
          // ("make, model, serial number": in English a verb alone is also a field's name.)
          (rules !== LANGUAGE_RULES.en && [rules.openers, rules.modals].some((p) => anyPhraseAt(item, 0, p) > 0)))
      )
        continue;
      // "which a staff member always edits": a relative clause says something of a thing named before.
      if (/^(?:which|who|whose)$/.test(raw[0]?.norm ?? '')) continue;
      // "Don't touch checkout, that works": a short clause about something said before names nothing.
      if (item.length <= 3 && /^(?:that|it|this|thats|its)$/.test(raw[0]?.norm ?? '') && rules === LANGUAGE_RULES.en) continue;
      found.push(text(item).replace(/[.,:;!?-]+$/, ''));
      const key = wordsOf(found.at(-1)!).join(' ');
      if (item.every((t) => t.value) || examples.has(key) || [...examples].some((e) => key.endsWith(` ${e}`))) values.add(key);
    }
  });
  for (const value of heldValues(description, rules)) values.add(value);
  for (const value of bulletValues(description)) values.add(value);
  const seen = new Set<string>();
  // ("I don't want any payments, client bookings or a public page": what is ruled out is named, not wanted.)
  const affirmed = wordsOf(affirmedText(description, language));
  const whole = wordsOf(description);
  const negated = (key: string[]) =>
    whole.some((_, i) => key.every((w, k) => whole[i + k] === w && affirmed[i + k] === NEGATED_WORD));
  const things = found
    .filter((thing) => {
      const key = wordsOf(thing).join(' ');
      if (!key || seen.has(key) || negated(wordsOf(thing))) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_NAMED);
  return { things, values };
}

/** Words that make a bullet a sentence ("- Committee can see everything"), not the name of a thing wanted. */
const BULLET_VERBS =
  /\b(?:can|could|should|must|will|would|need|needs|want|wants|is|are|was|has|have|see|sees|get|gets|do|does|i|we|they|it)\b/iu;
/** Longest bullet head that names a thing: "Register of plots", "Waiting list in date order". */
const BULLET_WORDS = 5;

/**
 * "- Register of plots: plot number, size…", "- Waiting list in date order": a bullet opens on the name of what is
 * wanted, up to its details. In English.
 */
function bulletHead(sentence: string): string | undefined {
  const marker = /^(?:[-*•]|\d+[.)])\s+/u.exec(sentence);
  if (!marker) return undefined;
  const head = sentence
    .slice(marker[0].length)
    .split(/\s*(?:[:,(–—]|\s-\s|\.\s|\.$)/u)[0]!
    .trim();
  const words = head.split(/\s+/);
  if (!head || words.length > BULLET_WORDS || BULLET_VERBS.test(head) || !/^\p{L}/u.test(head)) return undefined;
  // ("Waiting list in date order": the order it is kept in is a detail.)
  return head.replace(/\s+(?:in|by)\s.*$/iu, '');
}

/**
 * "- stock by category and size: clothing 0-3m up to 4-5y, nappies by size, moses baskets, cots": after a bullet's
 * head and a colon, three or more items are what the head holds, not features (folded, as `values`).
 */
function bulletValues(description: string): string[] {
  const out: string[] = [];
  for (const line of description.split(/\n+/)) {
    const colon = line.indexOf(':');
    if (colon < 0 || !bulletHead(line.slice(0, colon).trim())) continue;
    const items = line
      .slice(colon + 1)
      .replace(/\s*\([^()]*\)/g, '')
      .split(/,|\band\b|\bor\b/)
      .map((item) => wordsOf(item).join(' '))
      .filter(Boolean);
    if (items.length >= 3) out.push(...items);
  }
  return out;
}

/** A thing and the list after it of what it holds: "an enquiry with the child's year group, subjects, exam board…". */
function holdsPattern(rules: LanguageRules): RegExp {
  const words = rules.holds.map(escapeRegExp).join('|');
  // ("…trainiert haben (…), mit Datum, Disziplin und Waffe": outside English, after a comma too.)
  const word = "(?<![\\p{L}'’])([\\p{L}-]+)";
  const lead = rules === LANGUAGE_RULES.en ? word : `(?:${word}|[),])`;
  return new RegExp(`${lead}\\s+(?:${words})\\s+(?=([^.;:!?\\n]+))`, 'giu');
}
/** Indefinite articles in the five languages: "…, a yarn stash", "…, eine Tourenplanung" is one more thing wanted. */
const INDEFINITE = 'a|an|ein|eine|einen|einem|einer|un|una|unos|unas|une|des|um|uma|uns|umas|uno|een';
/** Words before a held list that are no thing: "I'd like", "along with". */
const NOT_HOLDERS = new Set(['along', 'together', 'deal', 'help', 'work', 'works', 'working', 'done', 'up', 'in', 'on']);

/**
 * "Parents fill in an enquiry with the child's year group, subjects, exam board and availability", "a quote based on
 * tiers, portions and decoration", "einen Stand mit Luftdruck, KK und Großkaliber": three or more short things listed
 * after a thing that is no part of the app are what that thing holds, never features of their own (folded, as
 * `values`). A product ("a booking app with class schedules, memberships and waitlists") lists its features.
 */
function heldValues(description: string, rules: LanguageRules): string[] {
  const english = rules === LANGUAGE_RULES.en;
  const products = foldedSet(rules.products);
  const leading = foldedSet(rules.leading);
  const joins = rules.joins.map(escapeRegExp).join('|');
  const split = new RegExp(`\\s*,\\s*|\\s+(?:${joins}|&|\\+)\\s+`, 'iu');
  const out: string[] = [];
  const text = description.replace(/\s*\([^()]*\)/g, '');
  for (const m of text.matchAll(holdsPattern(rules))) {
    const lead = wordsOf(m[1] ?? '').join(' ');
    // ("connecting freelance illustrators with small businesses": one thing holds fields; many are matched with others.)
    const many = english && /[^s]s$/.test(lead);
    if (products.has(lead) || NOT_HOLDERS.has(lead) || SMALL_WORDS.has(lead) || many) continue;
    // ("a course platform for a coding bootcamp with video lessons, quizzes…": the product's, though named after whom.)
    const clause = wordsOf(
      text
        .slice(0, m.index)
        .split(english ? /[.!?;\n]/u : /[.!?;:\n]/u)
        .at(-1) ?? '',
    );
    const forWhom = clause.lastIndexOf('for');
    if (forWhom > 0 && clause.slice(0, forWhom).some((w) => products.has(w))) continue;
    // ("eine App mit Kursplan, Mitgliedschaften und Warteliste": outside English, a product anywhere before.)
    if (!english && clause.some((w) => products.has(w))) continue;
    const items: string[] = [];
    let separate = false;
    for (const [k, part] of m[2]!.split(split).entries()) {
      // ("my projects with their patterns, a yarn stash and a row counter": a thing with an article of its own is one
      // more thing wanted, not a field.)
      if (k > 0 && new RegExp(`^(?:(?:${joins})\\s+)?(?:${INDEFINITE})\\s`, 'iu').test(part.trim())) separate = true;
      const words = part
        .trim()
        .replace(/^(?:(?:and|or|the|a|an|their|his|her|its|our|my|your|each|any)\s+)+/iu, '')
        .split(/\s+/)
        .filter(Boolean);
      while (words.length > 1 && leading.has(wordsOf(words[0]!).join(' '))) words.shift();
      if (words.length === 0) continue;
      if (words.length > VALUE_WORDS + 1) break;
      items.push(wordsOf(words.join(' ')).join(' '));
    }
    if (items.length >= MIN_VALUES && !separate) out.push(...items);
  }
  return out;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'by',
  'at',
  'from',
  'per',
  'vs',
  'via',
]);

/** Title Case for English ("Order and Pay at the Table"), sentence case elsewhere ("Kursplan", "Horario de clases"). */
export function asTitle(thing: string, language: string): string {
  const words = thing.trim().split(/\s+/);
  return words
    .map((word, i) => {
      if (/[A-Z]/.test(word.slice(1)) || /\d/.test(word)) return word; // MRR, iOS, EU, 2FA: as written
      if (i === 0) return word.charAt(0).toUpperCase() + word.slice(1);
      if (language !== 'en' || SMALL_WORDS.has(word.toLowerCase())) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

const ARTICLES = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'their', 'this', 'one', 'some']);

/**
 * What the project is, from the description's first phrase: "a booking app for a yoga studio", "a vet clinic app",
 * "herd management for a dairy farm (a web app)". Outside English, the user's phrase is quoted after an English noun.
 */
export function projectName(description: string, language: string, fallbackNoun: string): string {
  const rules = rulesFor(language);
  const first = sentences(description)[0] ?? '';
  let tokens = tokenize(first);
  // "I run a small bakery and want a website …": the project starts after the last opener before its noun.
  const product = tokens.findIndex((t) => foldedSet(rules.products).has(t.norm));
  let from = 0;
  for (let i = 0; i < (product < 0 ? Math.min(tokens.length, 6) : product); i++) {
    const end = anyPhraseAt(tokens, i, rules.openers);
    if (end > 0) from = end;
  }
  tokens = tokens.slice(from);
  const separator = tokens.findIndex((t, i) => i > 0 && [':', '-', '–', '—', ',', ';', '('].includes(t.raw));
  const trigger = firstTrigger(tokens, rules);
  const cut = Math.min(trigger ? trigger.at - 1 : tokens.length, separator < 0 ? tokens.length : separator);
  let head = tokens.slice(0, cut);
  // "… app where" / "… with": the connector itself is not part of the name.
  // (a connector of two words, "to help", leaves its first behind: that goes too.)
  while (
    head.length > 0 &&
    [rules.listStarts, rules.clauseStarts, rules.purpose].some((words) => words.includes(head.at(-1)!.norm))
  ) {
    head = head.slice(0, -1);
  }
  head = head.slice(0, 14);
  const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
  if (head.length === 0 || !head.some((t) => /\p{L}/u.test(t.raw))) return article(fallbackNoun);
  const phrase = text(head).replace(/[.,:;!?-]+$/, '');
  if (language !== 'en') return `${article(fallbackNoun)} ("${phrase}")`;
  // ("WordPress site", "React Native app": a name with a capital inside, or of capitalised words, keeps its capitals.)
  const lowered = /^[A-Z][a-z]+(?![\p{L}])(?!\s+[A-Z])/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
  const hasProduct = head.some((t) => foldedSet(rules.products).has(t.norm));
  const firstWord = wordsOf(lowered)[0] ?? '';
  // "We run a woodland paintball site": a sentence about the user, quoted after what is built, never "a we run…".
  if (/^(?:i|we|i'm|im|we're)$/.test(firstWord))
    return wordsOf(phrase).length < 3 ? article(fallbackNoun) : `${article(fallbackNoun)} ("${phrase}")`;
  if (!hasProduct) return `${lowered} (${article(fallbackNoun)})`;
  return ARTICLES.has(firstWord) ? lowered : `${article(lowered)}`.replace(/^(an?) (an?) /, '$1 ');
}
