/** The knowledge files read from disk, for Node scripts (the build, the checker, the eval and the bench). */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { KnowledgeFiles } from '../worker/ai/knowledge/validate.ts';
import { ENGLISH_MODEL_FILES, type EnglishModelData } from '../worker/ai/reading/english-model.ts';

export const KNOWLEDGE_DIR = fileURLToPath(new URL('../worker/ai/knowledge/', import.meta.url));

async function loadDir(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let files: string[] = [];
  try {
    files = readdirSync(`${KNOWLEDGE_DIR}${dir}`).filter((f) => f.endsWith('.ts'));
  } catch {
    return out;
  }
  for (const file of files.sort()) {
    const mod = (await import(pathToFileURL(`${KNOWLEDGE_DIR}${dir}/${file}`).href)) as { default: unknown };
    out[`./${dir}/${file}`] = mod.default;
  }
  return out;
}

export async function readKnowledgeFiles(): Promise<KnowledgeFiles> {
  const common = ((await import(pathToFileURL(`${KNOWLEDGE_DIR}common-questions.ts`).href)) as { default: unknown }).default;
  return {
    domains: await loadDir('domains'),
    kinds: await loadDir('kinds'),
    patterns: await loadDir('patterns'),
    interactions: await loadDir('interactions'),
    common,
  };
}

/** wink's English model data, part by part, as the build writes it into the English model asset. */
export function readEnglishModel(): EnglishModelData {
  const dir = fileURLToPath(new URL('../node_modules/wink-eng-lite-web-model/dist/languages/cur/models/', import.meta.url));
  const read = (file: string): unknown => JSON.parse(readFileSync(`${dir}eng-${file}.json`, 'utf8'));
  const entries = Object.entries(ENGLISH_MODEL_FILES).map(([part, file]) => [part, read(file)] as const);
  // WordNet's irregular forms, which the lemmatiser looks up (worker/ai/reading/lemmatize.ts).
  const require = createRequire(import.meta.url);
  const exceptions = (kind: string) =>
    ({ ...require(`wink-eng-lite-web-model/dist/wn-${kind}-exceptions.js`) }) as Record<string, string>;
  const lemmas = { noun: exceptions('noun'), verb: exceptions('verb'), adjective: exceptions('adjective') };
  return { ...(Object.fromEntries(entries) as Omit<EnglishModelData, 'lemmas'>), lemmas };
}
