import { KNOWLEDGE_ASSET } from './asset';
import type { Knowledge } from './compile';

let knowledge: Promise<Knowledge> | undefined;

async function fromAssets(assets: Fetcher): Promise<Knowledge> {
  const res = await assets.fetch(new Request(`https://assets.local${KNOWLEDGE_ASSET}`));
  if (!res.ok) throw new Error(`The composer's knowledge asset answered ${res.status}; was the app built with vite build?`);
  return res.json<Knowledge>();
}

/**
 * The composer's knowledge, loaded once per isolate. A production build reads the JSON the build compiled into the
 * static assets (about 1.5 MB, too large for the Worker bundle); development and tests gather the source files.
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
