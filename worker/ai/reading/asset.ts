/** Where the build puts wink's English model among the private static assets (never served: see worker/index.ts). */
export const ENGLISH_MODEL_ASSET = '/_knowledge/english-model.json';
