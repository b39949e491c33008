/**
 * wink's lemmatiser (wink-eng-lite-web-model/dist/lemmatize.js) with its WordNet exception lists passed in: the lists
 * are about 140 KB of code, so they travel in the English model's asset rather than in the Worker's upload.
 */

/** WordNet's irregular forms, by part of speech: "geese" → "goose", "went" → "go", "better" → "good". */
export interface LemmaExceptions {
  noun: Record<string, string>;
  verb: Record<string, string>;
  adjective: Record<string, string>;
}

/** What wink passes the lemmatiser: whether a form is known in the lexicon with that part of speech. */
interface Cache {
  hasSamePOS(word: string, pos: string): boolean;
}

const NOUN_ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/s$/, ''],
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 's'],
  [/ves$/, 'f'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/ies$/, 'y'],
];

export function lemmatizer(exceptions: LemmaExceptions): (value: string, pos: string, cache: Cache) => string {
  const maps = {
    noun: new Map(Object.entries(exceptions.noun)),
    verb: new Map(Object.entries(exceptions.verb)),
    adjective: new Map(Object.entries(exceptions.adjective)),
  };
  const adjective = (value: string, cache: Cache) => {
    const known = maps.adjective.get(value);
    if (known) return known;
    const lemma = value.replace(/est$|er$/, '');
    if (lemma.length === value.length) return value;
    if (cache.hasSamePOS(lemma, 'ADJ')) return lemma;
    return cache.hasSamePOS(`${lemma}e`, 'ADJ') ? `${lemma}e` : value;
  };
  const verb = (value: string, cache: Cache) => {
    const known = maps.verb.get(value);
    if (known) return known;
    for (const ending of [/s$/, /ies$/]) {
      const lemma = value.replace(ending, ending.source === 'ies$' ? 'y' : '');
      if (lemma.length !== value.length && cache.hasSamePOS(lemma, 'VERB')) return lemma;
    }
    const lemma = value.replace(/es$|ed$|ing$/, '');
    if (lemma.length !== value.length) {
      if (cache.hasSamePOS(lemma, 'VERB')) return lemma;
      if (cache.hasSamePOS(`${lemma}e`, 'VERB')) return `${lemma}e`;
    }
    return value;
  };
  const noun = (value: string, cache: Cache) => {
    const known = maps.noun.get(value);
    if (known) return known;
    for (const [ending, by] of NOUN_ENDINGS) {
      const lemma = value.replace(ending, by);
      if (lemma.length !== value.length && cache.hasSamePOS(lemma, 'NOUN')) return lemma;
    }
    return value.replace(/men$/, 'man');
  };
  return (value, pos, cache) =>
    pos === 'ADJ' ? adjective(value, cache) : pos === 'NOUN' ? noun(value, cache) : pos === 'VERB' ? verb(value, cache) : value;
}
