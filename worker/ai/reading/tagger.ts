/** Tags English text with wink (parts of speech and lemmas): what the reading of a description is built on. */
import winkNLP from 'wink-nlp';
import { englishModel, type EnglishModelData } from './english-model';

/** Universal POS tags, as wink gives them. */
export type Pos =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

export interface TaggedToken {
  /** As written. */
  text: string;
  /** Lower case. */
  lower: string;
  pos: Pos;
  /** The dictionary form: "dives" → "dive", "coming" → "come" (lower case). */
  lemma: string;
  /** Whether white space comes before it ("must-play" is three tokens with none between). */
  spaced: boolean;
}

export interface EnglishTagger {
  tag(text: string): TaggedToken[];
  /** Whether the word can be this part of speech at all (its lexicon entry), whatever this sentence makes it. */
  canBe(word: string, pos: 'NOUN' | 'VERB' | 'ADJ'): boolean;
}

export function createEnglishTagger(data: EnglishModelData): EnglishTagger {
  const nlp = winkNLP(englishModel(data), ['sbd', 'pos']);
  const its = nlp.its;
  const cache = new Map<string, Set<string>>();
  /** The parts of speech a word takes on its own and in two neutral frames. */
  const readings = (word: string): Set<string> => {
    let set = cache.get(word);
    if (set) return set;
    set = new Set<string>();
    for (const frame of [`the ${word}`, `to ${word} it`, `a ${word} one`]) {
      const doc = nlp.readDoc(frame);
      set.add(String(doc.tokens().itemAt(1).out(its.pos)));
    }
    if (cache.size < 5000) cache.set(word, set);
    return set;
  };
  return {
    tag(text) {
      const doc = nlp.readDoc(text);
      const tokens = doc.tokens();
      // wink's types give each `its` helper its own signature; all of these read one string per token.
      const column = (helper: unknown) => tokens.out(helper as typeof its.value) as string[];
      const values = column(its.value);
      const pos = column(its.pos);
      const lemmas = column(its.lemma);
      const spaces = column(its.precedingSpaces);
      return values.map((value, i) => ({
        text: value,
        lower: value.toLowerCase(),
        pos: pos[i] as Pos,
        lemma: (lemmas[i] ?? value).toLowerCase(),
        spaced: i === 0 || (spaces[i] ?? '').length > 0,
      }));
    },
    canBe(word, pos) {
      return readings(word.toLowerCase()).has(pos);
    },
  };
}
