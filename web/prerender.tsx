/**
 * Build-time rendering of the public pages (run in Node by the prerender plugin in vite.config.ts): the same Root
 * the browser hydrates, rendered for one path, every lazy page and suspended value resolved before the HTML is taken.
 */
import { prerender } from 'react-dom/static';
import type { SignInOptions } from '../common/pages';
import { presetSignInOptions } from './pages/Auth';
import { Root } from './Root';

export async function renderPage(path: string, signIn?: SignInOptions): Promise<string> {
  if (signIn) presetSignInOptions(signIn);
  const { prelude } = await prerender(<Root path={path} />);
  return new Response(prelude).text();
}
