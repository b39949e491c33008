/**
 * The front end's pages, by how they reach the browser. Public pages are prerendered at build time (vite.config.ts)
 * and arrive as finished HTML; the others arrive as the empty shell the browser renders: the pages behind sign-in,
 * and the public pages whose content is per link. The Worker serves the shell for exactly these paths and the
 * prerendered 404 page for every other unknown path (worker/pages.ts); the app waits for the session only on the
 * pages behind sign-in.
 */
/**
 * Every page of the app, once: its path, its module in web/pages/ (web/App.tsx renders it), how it reaches the browser
 * (`prerendered` to static HTML at build time; `signed-in` or `link` as the empty shell the browser renders), and
 * whether App.tsx guards it behind sign-in (the OAuth consent page handles its own sign-in, to come back with its
 * query). The Worker (worker/services/pages.ts), the prerender (vite.config.ts) and App.tsx all read this table;
 * test/web/pages.test.ts checks it against web/pages/.
 */
export const PAGES = [
  { path: '/', page: 'Home', delivery: 'prerendered', guard: false },
  { path: '/auth', page: 'Auth', delivery: 'prerendered', guard: false },
  { path: '/privacy', page: 'Privacy', delivery: 'prerendered', guard: false },
  { path: '/generate', page: 'Generate', delivery: 'signed-in', guard: true },
  { path: '/admin', page: 'Admin', delivery: 'signed-in', guard: true },
  { path: '/profile', page: 'Profile', delivery: 'signed-in', guard: true },
  { path: '/subscription', page: 'Subscription', delivery: 'signed-in', guard: true },
  { path: '/prompt/:id', page: 'PromptDetail', delivery: 'signed-in', guard: true },
  { path: '/prompt/:id/review', page: 'Review', delivery: 'signed-in', guard: true },
  // The consent page coding agents send the user to (OAuth's authorization endpoint, common/agents.ts).
  { path: '/oauth/authorize', page: 'Authorize', delivery: 'signed-in', guard: false },
  // Public pages whose content is per link (a shared prompt): rendered by the browser, kept out of search engines.
  { path: '/s/:shareId', page: 'Shared', delivery: 'link', guard: false },
] as const;

export type PageName = (typeof PAGES)[number]['page'];
/** The page any other path shows (prerendered as the 404 page). */
export const NOT_FOUND_PAGE = 'NotFound';

const pathsOf = (delivery: (typeof PAGES)[number]['delivery']) => PAGES.filter((p) => p.delivery === delivery).map((p) => p.path);

export const SIGNED_IN_ROUTES = pathsOf('signed-in');
export const LINK_ROUTES = pathsOf('link');
/** The public pages prerendered to static HTML. `/auth` comes in one variant per set of sign-in options. */
export const PRERENDERED_ROUTES = pathsOf('prerendered');

const matcher = (routes: readonly string[]) => {
  const patterns = routes.map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`));
  return (pathname: string) => patterns.some((pattern) => pattern.test(pathname));
};

export const isSignedInRoute = matcher(SIGNED_IN_ROUTES);
export const isLinkRoute = matcher(LINK_ROUTES);
/** A page the browser renders from the empty shell. */
export const isShellRoute = (pathname: string) => isSignedInRoute(pathname) || isLinkRoute(pathname);

/** The sign-in options a server offers, which decide the prerendered /auth it serves. */
export interface SignInOptions {
  google: boolean;
  dev: boolean;
}

/** The file name (under `/_pages/`) of the prerendered /auth for these options. */
export function authPageName({ google, dev }: SignInOptions): string {
  return `auth${google ? '-google' : ''}${dev ? '-dev' : ''}`;
}

export const AUTH_VARIANTS: readonly SignInOptions[] = [
  { google: false, dev: false },
  { google: true, dev: false },
  { google: false, dev: true },
  { google: true, dev: true },
];

/** Where the build puts pages only the Worker serves (the shell, /auth's variants, the 404 page). */
export const PRIVATE_PAGES = '/_pages/';
