/**
 * wink's English model (wink-eng-lite-web-model) assembled from its JSON parts. The parts are about 3.5 MB, too large
 * for the Worker's upload, so the build writes them into one private static asset (ENGLISH_MODEL_ASSET) that the
 * Worker reads once per isolate, as it reads the knowledge; the model's small functions are bundled as usual.
 */
import cerTransformers from 'wink-eng-lite-web-model/dist/cer-transformers.js';
import featureFn from 'wink-eng-lite-web-model/dist/feature.js';
import negationSetter from 'wink-eng-lite-web-model/dist/negation-setter.js';
import nerTransformers from 'wink-eng-lite-web-model/dist/ner-transformers.js';
import stem from 'wink-eng-lite-web-model/dist/porter-stemmer.js';
import posSetter from 'wink-eng-lite-web-model/dist/pos-setter.js';
import posTransformers from 'wink-eng-lite-web-model/dist/pos-transformers.js';
import posUpdater from 'wink-eng-lite-web-model/dist/pos-updater.js';
import saSetter from 'wink-eng-lite-web-model/dist/sa-setter.js';
import sbdSetter from 'wink-eng-lite-web-model/dist/sbd-setter.js';
import sbdTransformers from 'wink-eng-lite-web-model/dist/sbd-transformers.js';
import type { Model } from 'wink-nlp';
import { lemmatizer, type LemmaExceptions } from './lemmatize';

export { ENGLISH_MODEL_ASSET } from './asset';

/** The model's JSON files, by part (wink-eng-lite-web-model/dist/languages/cur/models/eng-<file>.json). */
export const ENGLISH_MODEL_FILES = {
  core: 'core-web-model',
  sbd: 'sbd-model',
  pos: 'pos-model',
  ner: 'ner-model',
  negation: 'negation-model',
  sa: 'sa-model',
  cerMeta: 'cer-meta-model',
} as const;

export type EnglishModelData = Record<keyof typeof ENGLISH_MODEL_FILES, unknown> & { lemmas: LemmaExceptions };

interface CoreModel {
  packing: { layout: Record<string, number[]>; efList?: string[] };
  features: Record<
    string,
    { list: string[]; hash?: Record<string, number>; intrinsicSize?: number; index?: number; maxIndex?: number }
  >;
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
}

function bytesOf(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** What the package's read-core-model.js and load-core-model.js do with the bundled JSON, on a parsed copy of ours. */
function readCore(json: unknown): CoreModel {
  const model = structuredClone(json) as CoreModel;
  const { packing, features } = model;
  model.lexicon = new Uint32Array(bytesOf(model.lexicon as string));
  model.xpansions = new Uint32Array(bytesOf(model.xpansions as string));
  packing.efList = [];
  for (const [name, layout] of Object.entries(packing.layout)) {
    const feature = features[name]!;
    if (layout[3] === 0) {
      feature.hash = Object.create(null) as Record<string, number>;
      feature.list.forEach((value, k) => (feature.hash![value] = k));
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = layout[1]! >>> layout[2]!;
    }
    if (layout[4] === 1) packing.efList.push(name);
  }
  const lexeme = features.lexeme!;
  lexeme.hash = Object.create(null) as Record<string, number>;
  lexeme.list.forEach((value, k) => (lexeme.hash![value] = k));
  lexeme.intrinsicSize = lexeme.list.length;
  lexeme.index = lexeme.list.length;
  const clusters = features.posClusters!.list as unknown as (string | Set<number>)[];
  clusters.forEach((cluster, k) => {
    clusters[k] = new Set(
      String(cluster)
        .split('_')
        .map((tag) => model.pos.hash[tag] ?? 0),
    );
  });
  return model;
}

/** The model winkNLP takes, from the data parts. */
export function englishModel(data: EnglishModelData): Model {
  const model = {
    core: () => readCore(data.core),
    sbd: () => ({ machines: data.sbd, setter: sbdSetter, transformers: sbdTransformers }),
    pos: () => ({ machines: data.pos, setter: posSetter, updater: posUpdater, transformers: posTransformers }),
    ner: () => ({ machines: data.ner, transformers: nerTransformers }),
    negation: () => ({ machines: data.negation, setter: negationSetter }),
    sa: () => ({ machines: data.sa, setter: saSetter }),
    metaCER: () => ({ machines: JSON.stringify(data.cerMeta), transformers: cerTransformers }),
    featureFn,
    addons: { stem, lemmatize: lemmatizer(data.lemmas), readabilityStats: undefined, wordVectors: undefined },
  };
  return model as unknown as Model;
}
