/**
 * Every knowledge file, gathered by Vite at build time: one file per record, so adding a domain is adding a file.
 * Used where the code runs through Vite (tests, `vite dev`); the production Worker reads the compiled JSON asset
 * instead (see load.ts), which keeps the knowledge out of the Worker's upload size.
 */
import { bundledEnglishModel } from '../reading/bundled-model';
import { createEnglishTagger, type EnglishTagger } from '../reading/tagger';
import common from './common-questions';
import { compileKnowledge, type Knowledge } from './compile';

type Modules = Record<string, { default: unknown }>;
const defaults = (modules: Modules) => Object.fromEntries(Object.entries(modules).map(([path, mod]) => [path, mod.default]));

let english: EnglishTagger | undefined;

export function bundledKnowledge(): Knowledge {
  english ??= createEnglishTagger(bundledEnglishModel());
  return {
    ...compileKnowledge({
      domains: defaults(import.meta.glob<{ default: unknown }>('./domains/*.ts', { eager: true })),
      kinds: defaults(import.meta.glob<{ default: unknown }>('./kinds/*.ts', { eager: true })),
      patterns: defaults(import.meta.glob<{ default: unknown }>('./patterns/*.ts', { eager: true })),
      interactions: defaults(import.meta.glob<{ default: unknown }>('./interactions/*.ts', { eager: true })),
      common,
    }),
    english,
  };
}
