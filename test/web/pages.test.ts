import { describe, expect, it } from 'vitest';
import { authPageName, AUTH_VARIANTS, isLinkRoute, isShellRoute, isSignedInRoute } from '../../common/pages';

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

  it('names one /auth per set of sign-in options', () => {
    expect(AUTH_VARIANTS.map(authPageName)).toEqual(['auth', 'auth-google', 'auth-dev', 'auth-google-dev']);
  });
});
