/** The model's small functions, imported one by one (the package's entry would bundle its 3.5 MB of JSON). */
declare module 'wink-eng-lite-web-model/dist/cer-transformers.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/feature.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/negation-setter.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/ner-transformers.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/porter-stemmer.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/pos-setter.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/pos-transformers.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/pos-updater.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/sa-setter.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/sbd-setter.js' {
  const part: unknown;
  export default part;
}
declare module 'wink-eng-lite-web-model/dist/sbd-transformers.js' {
  const part: unknown;
  export default part;
}
/** WordNet's irregular forms, read into the English model's asset at build time (see lemmatize.ts). */
declare module 'wink-eng-lite-web-model/dist/wn-noun-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
declare module 'wink-eng-lite-web-model/dist/wn-verb-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
declare module 'wink-eng-lite-web-model/dist/wn-adjective-exceptions.js' {
  const exceptions: Record<string, string>;
  export default exceptions;
}
