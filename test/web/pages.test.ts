import { describe, expect, it } from 'vitest';
import {
  authPageName,
  AUTH_VARIANTS,
  isLinkRoute,
  isShellRoute,
  isSignedInRoute,
  NOT_FOUND_PAGE,
  PAGES,
  PRERENDERED_ROUTES,
} from '../../common/pages';

describe('which pages the browser renders itself', () => {
  it('the pages behind sign-in, with their parameters, wait for the session', () => {
    for (const path of ['/generate', '/admin', '/profile/', '/subscription', '/prompt/0f3a', '/prompt/0f3a/review'])
      expect(isSignedInRoute(path), path).toBe(true);
    for (const path of ['/', '/auth', '/privacy', '/s/abc', '/nowhere', '/prompt', '/prompt/a/b', '/generate/x'])
      expect(isSignedInRoute(path), path).toBe(false);
  });

  it('a shared prompt’s page is public, rendered from the shell too', () => {
    expect(isLinkRoute('/s/Qx3-abc_9')).toBe(true);
    expect(isLinkRoute('/s')).toBe(false);
    expect(isShellRoute('/s/Qx3-abc_9')).toBe(true);
    expect(isShellRoute('/profile')).toBe(true);
    for (const path of ['/', '/auth', '/privacy', '/nowhere', '/admin.html']) expect(isShellRoute(path), path).toBe(false);
  });

  it('the route table names every page module once; each page is prerendered or served as the shell', () => {
    // web/App.tsx maps each name to its module (a Record over the names, so a missing one fails the type check).
    const modules = Object.keys(import.meta.glob('../../web/pages/*.tsx'))
      .map((file) => file.replace(/^.*\/|\.tsx$/g, ''))
      .filter((name) => name !== NOT_FOUND_PAGE);
    expect(PAGES.map((p) => p.page).sort()).toEqual(modules.sort());
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    for (const { path, delivery } of PAGES) {
      const sample = path.replace(/:[^/]+/g, 'x1');
      const served = delivery === 'prerendered' ? PRERENDERED_ROUTES.includes(path) : isShellRoute(sample);
      expect(served, path).toBe(true);
    }
  });

  it('names one /auth per set of sign-in options', () => {
    expect(AUTH_VARIANTS.map(authPageName)).toEqual(['auth', 'auth-google', 'auth-dev', 'auth-google-dev']);
  });
});
