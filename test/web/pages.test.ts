import { describe, expect, it } from 'vitest';
import { APP_ROUTES, authPageName, AUTH_VARIANTS, isAppRoute } from '../../common/pages';

describe('which pages the browser renders itself', () => {
  it('the app’s own pages, with their parameters, and nothing else', () => {
    for (const path of ['/generate', '/admin', '/profile/', '/subscription', '/prompt/0f3a'])
      expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/', '/auth', '/privacy', '/nowhere', '/prompt', '/prompt/a/b', '/generate/x', '/admin.html'])
      expect(isAppRoute(path), path).toBe(false);
    expect(APP_ROUTES).toHaveLength(5);
  });

  it('names one /auth per set of sign-in options', () => {
    expect(AUTH_VARIANTS.map(authPageName)).toEqual(['auth', 'auth-google', 'auth-dev', 'auth-google-dev']);
  });
});
