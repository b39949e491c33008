import { env } from 'cloudflare:workers';
import { inject, describe, expect, it } from 'vitest';
import { authed, call, CookieJar, ORIGIN } from './helpers';

const SESSION = 'authjs.session-token';

/** Starts the Google sign-in as the /auth page does and follows the provider back to our callback. */
async function startGoogleSignIn() {
  const jar = new CookieJar();
  const csrfRes = await call('/api/auth/csrf');
  jar.absorb(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const signin = await call('/api/auth/signin/google', {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: jar.header(),
      Origin: ORIGIN,
      'X-Auth-Return-Redirect': '1',
    },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${ORIGIN}/` }),
  });
  jar.absorb(signin);
  const { url } = (await signin.json()) as { url: string };
  const authorize = new URL(url);
  // The provider answers the authorization request by redirecting back with a code.
  const providerRes = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(providerRes.headers.get('Location') ?? '');
  return { jar, authorize, callback };
}

async function finish(jar: CookieJar, callback: URL) {
  const res = await call(callback.pathname + callback.search, { redirect: 'manual', headers: { Cookie: jar.header() } });
  jar.absorb(res);
  return res;
}

describe('Google sign-in (real OAuth code flow against a local OpenID Connect provider)', () => {
  it('redirects out with PKCE and state, creates the profile on callback and lands on /', async () => {
    const { jar, authorize, callback } = await startGoogleSignIn();
    expect(authorize.origin).toBe(new URL(inject('oidcIssuer')).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(authorize.searchParams.get('client_id')).toBe('test-google-client');

    const res = await finish(jar, callback);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`${ORIGIN}/`);
    expect(jar.get(SESSION)).toBeTruthy();

    const me = (await (await call('/api/me', authed(jar))).json()) as {
      profile: { email: string; first_name: string; last_name: string; avatar_url: string };
      subscription: { plan: string; max_prompts: number };
    };
    expect(me.profile).toMatchObject({
      email: 'grace.hopper@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      avatar_url: 'https://lh3.googleusercontent.com/a/grace-test',
    });
    expect(me.subscription).toMatchObject({ plan: 'free', max_prompts: 5 });

    // A second Google sign-in reuses the same rows.
    const again = await startGoogleSignIn();
    await finish(again.jar, again.callback);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM profiles WHERE email = 'grace.hopper@example.com'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(1);
  });

  it('rejects a callback whose state was tampered with', async () => {
    const { jar, callback } = await startGoogleSignIn();
    callback.searchParams.set('state', 'tampered-' + callback.searchParams.get('state'));
    const res = await finish(jar, callback);
    expect(res.headers.get('Location') ?? '').toMatch(/\/auth\?error=/);
    expect(jar.get(SESSION)).toBeUndefined();
  });

  it('rejects a callback without the PKCE code verifier', async () => {
    const { jar, callback } = await startGoogleSignIn();
    expect(jar.get('authjs.pkce.code_verifier')).toBeTruthy();
    jar.delete('authjs.pkce.code_verifier');
    const res = await finish(jar, callback);
    expect(res.headers.get('Location') ?? '').toMatch(/\/auth\?error=/);
    expect(jar.get(SESSION)).toBeUndefined();
  });
});
