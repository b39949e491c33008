/**
 * wink's English model data as Vite bundles it: for development and the tests. The production Worker reads the same
 * data from its private asset instead (english-model.ts), which keeps 3.5 MB out of the Worker's upload.
 */
import cerMeta from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-cer-meta-model.json';
import core from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';
import negation from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-negation-model.json';
import ner from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-ner-model.json';
import pos from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-pos-model.json';
import sa from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-sa-model.json';
import sbd from 'wink-eng-lite-web-model/dist/languages/cur/models/eng-sbd-model.json';
import adjective from 'wink-eng-lite-web-model/dist/wn-adjective-exceptions.js';
import noun from 'wink-eng-lite-web-model/dist/wn-noun-exceptions.js';
import verb from 'wink-eng-lite-web-model/dist/wn-verb-exceptions.js';
import type { EnglishModelData } from './english-model';

export const bundledEnglishModel = (): EnglishModelData => ({
  core,
  sbd,
  pos,
  ner,
  negation,
  sa,
  cerMeta,
  lemmas: { noun, verb, adjective },
});
