/**
 * The front end's pages, by how they reach the browser. Public pages are prerendered at build time (vite.config.ts)
 * and arrive as finished HTML; the app's own pages, all behind sign-in, arrive as the empty shell the browser renders.
 * The Worker serves the shell for exactly these paths and the prerendered 404 page for every other unknown path, and
 * the app waits for the session only on them.
 */
export const APP_ROUTES = ['/generate', '/admin', '/profile', '/subscription', '/prompt/:id'] as const;

/** The public pages prerendered to static HTML. `/auth` comes in one variant per set of sign-in options. */
export const PRERENDERED_ROUTES = ['/', '/privacy', '/auth'] as const;

const appRoutePatterns = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`));

export function isAppRoute(pathname: string): boolean {
  return appRoutePatterns.some((pattern) => pattern.test(pathname));
}

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
