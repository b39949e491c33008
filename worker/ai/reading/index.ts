/**
 * The reading of a description: whom the app is for, who uses it, what they do and to what, in the user's own words.
 * English is read with wink's tagger (english.ts); the other languages by the things their word rules find
 * (composer/named.ts), which gives the objects but not the verbs.
 */
import { wordsOf } from '../composer/match';
import { GENERIC_IDENTITIES, IDENTITY } from '../knowledge/languages';
import { readEnglish, type Action, type Phrase, type Token } from './english';
import type { EnglishTagger } from './tagger';

export type { Action, Phrase, Token } from './english';

export interface Reading {
  /** Whether it was read by the English tagger (actions and actors known). */
  tagged: boolean;
  tokens: Token[];
  product?: Phrase;
  owner?: Phrase;
  actors: Phrase[];
  actions: Action[];
  objects: Phrase[];
  /** Every noun phrase but the product, whom it is for and who uses it (outside English: the named things). */
  phrases: Phrase[];
  qualities: string[];
}

/** A thing named in another language, as written: no singular or plural of its own. */
export function phraseFromText(text: string, description: string): Phrase {
  const words = wordsOf(text);
  return {
    text,
    one: text,
    many: text,
    head: words.at(-1) ?? text.toLowerCase(),
    plural: false,
    start: Math.max(0, description.toLowerCase().indexOf(text.toLowerCase())),
    end: 0,
  };
}

export function readDescription(
  description: string,
  language: string,
  named: readonly string[],
  english: EnglishTagger | undefined,
): Reading {
  if (language === 'en' && english) return { tagged: true, ...readEnglish(english, description) };
  const objects = named.map((text) => phraseFromText(text, description));
  const owner = identityOf(description, language);
  return {
    tagged: false,
    tokens: [],
    actors: [],
    actions: [],
    objects,
    phrases: objects,
    qualities: [],
    // (German writes its nouns with a capital: "the Kletterhalle", never "the kletterhalle".)
    ...(owner
      ? {
          owner: {
            ...phraseFromText(owner, description),
            ...(language === 'de' && /^\p{Lu}/u.test(owner) ? { proper: true } : {}),
          },
        }
      : {}),
  };
}

/** Words that place one thing inside another: "uma ala numa escola de samba". */
const LOCATIVES = new Set(['numa', 'num', 'na', 'no', 'em', 'im', 'in', 'dans', 'en']);

/** Words that say where the user works, after who they are: "sur le bassin", "bei Mainz", "cerca de Cuenca". */
const WHERE = new Set(['sur', 'près', 'pres', 'bei', 'nahe', 'cerca', 'perto', 'junto']);
/** Small words no name ends on: articles, prepositions, joins. */
const SMALL = new Set(
  'de del la le les l un una une du des da do dos das der die das den dem von vom im am zu y e et und o a à au en em no na'.split(
    ' ',
  ),
);

/** Longest identity kept: "associação de pescadores artesanais". */
const MAX_IDENTITY_WORDS = 5;

/** Who the user says they are, outside English: "Kleingartenverein", "associação de pescadores artesanais". */
function identityOf(description: string, language: string): string | undefined {
  const rules = IDENTITY[language as keyof typeof IDENTITY];
  if (!rules) return undefined;
  const match = new RegExp(rules.opens, 'iu').exec(description);
  if (!match) return undefined;
  const words: string[] = [];
  let rest = description.slice(match.index + match[0].length);
  // "Je suis trésorière d'une crèche parentale": the crèche, not the treasurer.
  const role = new RegExp(`^${rules.role}`, 'iu').exec(rest);
  if (role) rest = rest.slice(role[0].length);
  const parts = rest.split(/\s+/);
  for (const [k, word] of parts.entries()) {
    const clean = word.replace(/[,.;:!?()]+$/, '');
    // ("pequeña (inglés, francés…)": an aside is no part of the name.)
    if (!clean || /^[([]/.test(word)) break;
    // "diretora de uma ala numa escola de samba": one word alone is a part of the place that follows.
    if (role && words.length === 1 && LOCATIVES.has(clean.toLowerCase()) && /\p{L}/u.test(parts[k + 1] ?? '')) {
      words.push(clean);
      continue;
    }
    if (rules.ends.includes(clean.toLowerCase()) || /^\d/.test(clean) || words.length >= MAX_IDENTITY_WORDS) break;
    // ("ostréiculteur sur le bassin de Marennes-Oléron": where they work follows who they are.)
    if (words.length > 0 && WHERE.has(clean.toLowerCase())) break;
    words.push(clean);
    if (clean !== word) break;
  }
  // ("la sociedad de cazadores de un pueblo", cut at its longest: no name ends on a small word.)
  while (words.length > 1 && SMALL.has(words.at(-1)!.toLowerCase())) words.pop();
  // "Soy el administrador de una comunidad": a role in something, not who the user is.
  if (/^(el|la|los|las|le|les|l'|der|die|das|den|o|a|os|as)$/i.test(words[0] ?? '')) return undefined;
  const identity = words.join(' ');
  if (words.length === 0 || (words.length <= 2 && words.some((w) => GENERIC_IDENTITIES.includes(w.toLowerCase()))))
    return undefined;
  return identity;
}

/** The words of the description an action spans, as written: "see which lanes are free". */
export function spanText(reading: Reading, start: number, end: number): string {
  return reading.tokens
    .slice(start, end)
    .map((t, i) => (i > 0 && t.spaced ? ` ${t.text}` : t.text))
    .join('')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** Whom the app is for, as a question says it: "the scuba diving club", "your bakery" (the user wrote "my" or "our"). */
export function ownerRef(owner: Phrase, article = 'the'): string {
  // "St Michael's" takes no article; "the Hollybank Allotment Association" keeps its capitals.
  if (owner.proper) return /['’]s$/.test(owner.text) ? owner.text : `the ${owner.text}`;
  const text = owner.text.replace(/^([A-Z])([a-z])/, (_, a: string, b: string) => a.toLowerCase() + b);
  return /^(my|our)$/.test(owner.determiner ?? '') ? `your ${text}` : `${article} ${text}`;
}

/** Words by which the opening sentence turns from the user's trade to what they want. */
const WANTING = /^(want|wants|need|needs|would|'d|like|love|hope|plan|wish|looking|trying|am|are|'m|'re|have|'ve|thinking)$/;

/**
 * "We restore stained glass windows", "I make fresh tofu and tempeh in a small unit and sell to 25 restaurants": what
 * the user's business does, in the sentence that opens on "we" or "I" and a verb of the trade, up to where it turns to
 * what they want, is what the app serves, not something done in it ("we want to log dives" is).
 */
export function isTrade(reading: Reading, at: number): boolean {
  const [first, ...rest] = reading.tokens;
  if (!first || !/^(we|i|im|i'm|i’m|we're|we’re)$/.test(first.lower)) return false;
  const joined = /^(im|i'm|i’m|we're|we’re)$/.test(first.lower);
  const verb = joined ? first : rest.find((t) => t.pos !== 'ADV');
  if (!verb) return false;
  const wanted = (from: number) => reading.tokens.slice(from, at).some((t) => /^[.!?;]$/.test(t.text) || WANTING.test(t.lower));
  // "We're a small family firm that cleans and restores old headstones": what the firm does is its trade.
  if (joined || /^('m|am|'re|are)$/.test(verb.lower)) {
    const which = reading.tokens.find((t) => t.at > verb.at && t.at < at && /^(that|who|which)$/.test(t.lower));
    return which !== undefined && !wanted(verb.at + 1);
  }
  if (verb.pos !== 'VERB' || WANTING.test(verb.lower)) return false;
  return !wanted(verb.at + 1);
}
