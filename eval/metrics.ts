/**
 * How expert the interview and its output are, measured on one description at a time (eval/run.ts aggregates).
 * Every figure is defined here, once, and printed with its definition in eval/RESULTS.md.
 */
import { titleKey } from '../common/titles';
import { LANGUAGE_RULES } from '../worker/ai/knowledge/languages';
import { FOREIGN_NOMINALS, NOMINALS, PRONOUNS } from '../worker/ai/knowledge/nominals';
import type { EnglishTagger } from '../worker/ai/reading/tagger';
import { containsPhrase, prepare, wordsOf } from '../worker/ai/composer/match';

/** Words that say nothing about a project: function words of every language we read, and app-building filler. */
const FILLER = new Set(
  [
    ...Object.values(LANGUAGE_RULES).flatMap((r) => [...r.marks, ...r.leading, ...r.joins, ...r.modals, ...r.relatives]),
    ...'app apps application website site web platform tool system software build make create want need like use used using user users people person someone something thing things it its they them this that these those what which who how when where why will would should could can may must do does did be is are was were have has had get gets new first one more most many much some any each every all other only also just very really please want simple easy online mobile page pages screen want'.split(
      ' ',
    ),
  ].flatMap((w) => wordsOf(w)),
);

/** The words of a text that carry meaning, each with its stems (plural, -ing, -ed folded). */
function meaningful(text: string): string[] {
  return wordsOf(text).filter((w) => w.length > 2 && !FILLER.has(w));
}

function stemSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of prepare(text).stems) {
    out.add(word);
    for (const ending of ['ing', 'ed', 'er', 'ers', 'ment', 'ments', 'ion', 'ions']) {
      if (word.length > ending.length + 3 && word.endsWith(ending)) out.add(word.slice(0, -ending.length));
    }
  }
  return out;
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((w) => b.has(w));

/** A term ("waitlist|Warteliste") is reflected when any of its alternatives is in one of the titles. */
export function termReflected(term: string, titles: readonly string[]): boolean {
  const alternatives = term
    .split('|')
    .map((t) => t.trim())
    .filter(Boolean);
  return titles.some((title) => {
    const words = prepare(title);
    const stems = stemSet(title);
    return alternatives.some((alt) => containsPhrase(words, alt) || (wordsOf(alt).length === 1 && shares(stemSet(alt), stems)));
  });
}

/** A named thing is offered when one suggestion carries at least two thirds of its meaningful words. */
export function namedOffered(named: string, titles: readonly string[], language = 'en'): boolean {
  // A verb named as a feature ("pick them up", "log dives") is offered by its name (Pickup, Log), or by its object
  // alone where choosing is all it says ("pick their songs" → Songs).
  const words = meaningful(named).filter((w) => NOMINALS[w]?.[0] !== '{many}');
  if (words.length === 0) return true;
  const foreign = FOREIGN_NOMINALS[language]?.verbs;
  const forms = (w: string) => {
    const nominal = language === 'en' ? NOMINALS[w] : undefined;
    const names = nominal ? nominal.join(' ').replace(/\{\w+\}/g, ' ') : (foreign?.[w] ?? '');
    return new Set([...stemSet(w), ...meaningful(names).flatMap((n) => [...stemSet(n)])]);
  };
  return titles.some((title) => {
    const stems = stemSet(title);
    const hits = words.filter((w) => shares(forms(w), stems)).length;
    return hits / words.length >= 2 / 3;
  });
}

/** A question's own words: its text without the selected feature titles and quotes. */
export function ownWords(question: string, featureTitles: readonly string[]): string {
  let text = question;
  for (const title of [...featureTitles].sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  }
  return text.replace(/["“”]/g, ' ');
}

/** Questions whose own words (feature titles removed) are the same sentence as another question in the interview. */
export function templateRepeats(questions: readonly string[], featureTitles: readonly string[]): number {
  const keys = questions.map((q) => titleKey(ownWords(q, featureTitles)));
  return keys.filter((key, i) => keys.indexOf(key) !== i || keys.lastIndexOf(key) !== i).length;
}

/** A question speaks the domain when its own words share a meaningful word with the description or the case's terms. */
export function speaksDomain(
  question: string,
  featureTitles: readonly string[],
  description: string,
  terms: readonly string[],
): boolean {
  const vocabulary = stemSet([description, ...terms.flatMap((t) => t.split('|'))].map((t) => meaningful(t).join(' ')).join(' '));
  return meaningful(ownWords(question, featureTitles)).some((w) => shares(stemSet(w), vocabulary));
}

/** Lines of the prompt that repeat another line word for word (blank lines and code fences aside). */
export function duplicateLines(prompt: string): { lines: number; duplicates: number } {
  const lines = prompt
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(```|[-*#>|]+)$/.test(l));
  const seen = new Map<string, number>();
  for (const line of lines) seen.set(line, (seen.get(line) ?? 0) + 1);
  const duplicates = [...seen.values()].reduce((sum, n) => sum + (n - 1), 0);
  return { lines: lines.length, duplicates };
}

/** A statement is in the prompt when its text is there (punctuation at its end aside). */
export function stated(prompt: string, statement: string): boolean {
  return prompt.includes(statement.trim().replace(/[.]$/, ''));
}

/**
 * The description's own nouns, the things a question should speak of: for English the nouns wink tags (their words
 * and lemmas), elsewhere every meaningful word; the product's own nouns ("app", "tool", "website") aside.
 */
export function descriptionNouns(description: string, language: string, tagger: EnglishTagger | undefined): Set<string> {
  const products = new Set(LANGUAGE_RULES.en.products.flatMap((p) => wordsOf(p)));
  const words =
    language === 'en' && tagger
      ? tagger
          .tag(description)
          .filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
          .flatMap((t) => [...wordsOf(t.text), ...wordsOf(t.lemma)])
      : meaningful(description);
  return stemSet(words.filter((w) => w.length > 2 && !FILLER.has(w) && !products.has(w)).join(' '));
}

/** A question speaks the description's nouns when its own words (feature titles removed) hold one of them. */
export function speaksNouns(question: string, featureTitles: readonly string[], nouns: ReadonlySet<string>): boolean {
  return meaningful(ownWords(question, featureTitles)).some((w) => [...stemSet(w)].some((stem) => nouns.has(stem)));
}

/** Verbs that are no feature's name on their own: a title starting with one is a sentence's fragment. */
const VERB_ONLY = new Set(
  (
    'see find choose select manage create add send keep make take give pick browse discover explore compare calculate ' +
    'generate summarise summarize translate convert edit write delete handle maintain assign allocate approve reject ' +
    'submit register invite notify remind collect buy sell lend borrow deliver subscribe redeem earn donate attend ' +
    'follow join learn teach listen measure monitor inspect verify onboard know let allow enable provide accept receive ' +
    'prune organise organize'
  ).split(' '),
);

/**
 * Why a title is not a feature name, or null: it holds a pronoun ("Order Drinks to Their Lane"), starts with the
 * sentence's verb ("Log Dives", "See Which Lanes Are Free"), or is a lone adjective ("Free").
 */
export function fragmentReason(
  title: string,
  language: string,
  tagger: EnglishTagger | undefined,
  /** Whether the description has these two words in a row with the first a verb ("log dives"). */
  verbPhraseInDescription: (first: string, second: string) => boolean = () => false,
): string | null {
  const words = title.toLowerCase().split(/\s+/).filter(Boolean);
  // ("on" is French for "we" but also an English word of the field's own titles.)
  const pronouns = (PRONOUNS[language] ?? PRONOUNS.en!).filter((w) => language === 'en' || !['on', 'se'].includes(w));
  const bare = words.map((w) => w.replace(/['’]s$/, '').replace(/[^\p{L}\p{N}-]/gu, ''));
  if (bare.some((w) => pronouns.includes(w) || (language !== 'en' && PRONOUNS.en!.includes(w) && w.length > 2)))
    return 'a pronoun';
  const [first = '', second = ''] = bare;
  if (language === 'en') {
    if (words.length === 1 && tagger) {
      const tags = tagger.tag(`it is ${first}.`);
      if (tags[2]?.pos === 'ADJ') return 'a lone adjective';
    }
    if (words.length > 1) {
      if (VERB_ONLY.has(first)) return 'a leading verb';
      // "Log Dives", "Book Sessions": the description's own verb and object, copied.
      if (!first.endsWith('ing') && verbPhraseInDescription(first, second)) return 'a leading verb';
    }
    return null;
  }
  const verbs = new Set((LANGUAGE_RULES[language as keyof typeof LANGUAGE_RULES]?.verbs ?? []).flatMap((v) => wordsOf(v)));
  if (words.length > 1 && verbs.has(wordsOf(first).join(' '))) return 'a leading verb';
  return null;
}
