import { ENGLISH_MODEL_ASSET, type EnglishModelData } from '../reading/english-model';
import { createEnglishTagger } from '../reading/tagger';
import { KNOWLEDGE_ASSET } from './asset';
import type { Knowledge } from './compile';

let knowledge: Promise<Knowledge> | undefined;

async function asset<T>(assets: Fetcher, path: string, what: string): Promise<T> {
  const res = await assets.fetch(new Request(`https://assets.local${path}`));
  if (!res.ok) throw new Error(`The composer's ${what} asset answered ${res.status}; was the app built with vite build?`);
  return res.json<T>();
}

async function fromAssets(assets: Fetcher): Promise<Knowledge> {
  const [parsed, model] = await Promise.all([
    asset<Knowledge>(assets, KNOWLEDGE_ASSET, 'knowledge'),
    asset<EnglishModelData>(assets, ENGLISH_MODEL_ASSET, 'English model'),
  ]);
  return { ...parsed, english: createEnglishTagger(model) };
}

/**
 * The composer's knowledge and English tagger, loaded once per isolate. A production build reads the JSON the build
 * wrote into the private static assets (about 1.5 MB of knowledge and 3.5 MB of wink's English model, too large for
 * the Worker bundle); development and tests gather the source files.
 */
export function getKnowledge(env: Pick<Env, 'ASSETS'>): Promise<Knowledge> {
  knowledge ??= (import.meta.env.PROD ? fromAssets(env.ASSETS) : import('./bundled').then((m) => m.bundledKnowledge())).catch(
    (error: unknown) => {
      knowledge = undefined; // try again on the next request
      throw error;
    },
  );
  return knowledge;
}
