import { describe, expect, it } from 'vitest';
import { bundledEnglishModel } from '../../worker/ai/reading/bundled-model';
import { lemmatizer } from '../../worker/ai/reading/lemmatize';
import { createEnglishTagger } from '../../worker/ai/reading/tagger';

describe('the lemmatiser with its exceptions passed in', () => {
  const known = new Set(['boat:NOUN', 'box:NOUN', 'wolf:NOUN', 'book:VERB', 'bake:VERB', 'fine:ADJ']);
  const cache = { hasSamePOS: (word: string, pos: string) => known.has(`${word}:${pos}`) };
  const lemma = lemmatizer(bundledEnglishModel().lemmas);

  it('looks irregular forms up and strips regular endings the lexicon knows', () => {
    expect(lemma('geese', 'NOUN', cache)).toBe('goose');
    expect(lemma('went', 'VERB', cache)).toBe('go');
    expect(lemma('better', 'ADJ', cache)).toBe('good');
    expect(lemma('boats', 'NOUN', cache)).toBe('boat');
    expect(lemma('boxes', 'NOUN', cache)).toBe('box');
    expect(lemma('booked', 'VERB', cache)).toBe('book');
    expect(lemma('baking', 'VERB', cache)).toBe('bake');
    expect(lemma('finest', 'ADJ', cache)).toBe('fine');
    expect(lemma('fishermen', 'NOUN', cache)).toBe('fisherman');
  });

  it('takes no inherited property for an exception', () => {
    expect(lemma('constructor', 'NOUN', cache)).toBe('constructor');
    expect(lemma('toString', 'VERB', cache)).toBe('toString');
  });

  it('gives the tagger its lemmas', () => {
    const tagger = createEnglishTagger(bundledEnglishModel());
    const lemmas = tagger.tag('The children went home and booked two rooms.').map((t) => t.lemma);
    expect(lemmas).toEqual(expect.arrayContaining(['child', 'go', 'book', 'room']));
  });
});
