/**
 * The front end's pages, by how they reach the browser. Public pages are prerendered at build time (vite.config.ts)
 * and arrive as finished HTML; the others arrive as the empty shell the browser renders: the pages behind sign-in,
 * and the public pages whose content is per link. The Worker serves the shell for exactly these paths and the
 * prerendered 404 page for every other unknown path (worker/pages.ts); the app waits for the session only on the
 * pages behind sign-in.
 */
export const SIGNED_IN_ROUTES = [
  '/generate',
  '/admin',
  '/profile',
  '/subscription',
  '/prompt/:id',
  '/prompt/:id/review',
  // The consent page coding agents send the user to (OAuth's authorization endpoint, common/agents.ts).
  '/oauth/authorize',
] as const;

/** Public pages whose content is per link (a shared prompt): rendered by the browser, kept out of search engines. */
export const LINK_ROUTES = ['/s/:shareId'] as const;

/** The public pages prerendered to static HTML. `/auth` comes in one variant per set of sign-in options. */
export const PRERENDERED_ROUTES = ['/', '/privacy', '/auth'] as const;

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
