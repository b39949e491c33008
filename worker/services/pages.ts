import { authPageName, isLinkRoute, isShellRoute, PRERENDERED_ROUTES, PRIVATE_PAGES } from '../../common/pages';
import { devLoginAllowed, googleEnabled } from '../auth/config';
import { HSTS, isLocalHost, SECURITY_HEADERS } from '../lib/security-headers';

/**
 * The pages no static file answers by its own path (wrangler.jsonc: `not_found_handling: "none"` sends them here):
 * /auth, prerendered once per set of sign-in options, in the variant that matches this server's; the pages behind
 * sign-in and shared prompts' pages, as the empty shell the browser renders; anything else, the prerendered 404 page
 * with status 404. The
 * files live under /_pages/, which the public never reaches directly (index.ts). `vite dev` prerenders nothing:
 * there the source index.html is the shell of every page.
 */
export async function servePage(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { ...SECURITY_HEADERS, Allow: 'GET, HEAD' } });
  }
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const name =
    path === '/auth'
      ? authPageName({ google: googleEnabled(env), dev: devLoginAllowed(env, url) })
      : // `/` and /privacy have their own files; they reach the Worker only in `vite dev`.
        isShellRoute(path) || PRERENDERED_ROUTES.some((route) => route === path)
        ? 'shell'
        : '404';
  const status = name === '404' ? 404 : 200;
  const fetchPage = (file: string) => env.ASSETS.fetch(new Request(new URL(file, url), { method: request.method }));
  let asset = await fetchPage(`${PRIVATE_PAGES}${name}`);
  if (asset.status === 404 && import.meta.env.DEV) asset = await fetchPage('/');
  if (!asset.ok) return asset;

  const headers = new Headers(asset.headers);
  for (const [header, value] of Object.entries(SECURITY_HEADERS)) headers.set(header, value);
  if (!isLocalHost(url.hostname)) headers.set('Strict-Transport-Security', HSTS);
  // Which variant answers depends on this server's settings, not on the path alone.
  headers.set('Cache-Control', 'no-cache');
  // Shared prompts stay out of search engines.
  if (isLinkRoute(path)) headers.set('X-Robots-Tag', 'noindex');
  return new Response(asset.body, { status, headers });
}
