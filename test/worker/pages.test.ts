import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { SEEDED_TARGETS } from '../../common/seed-targets';
import { call } from './helpers';

/** The static assets as the build leaves them: only what lives under /_pages/ exists; every fetch is recorded. */
function assets() {
  const fetched: string[] = [];
  const binding: Fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      fetched.push(`${request.method} ${pathname}`);
      if (!pathname.startsWith('/_pages/')) return new Response('Not found', { status: 404 });
      return new Response(`<p>${pathname}</p>`, { headers: { 'Content-Type': 'text/html', ETag: '"x"' } });
    },
    connect() {
      throw new Error('not used');
    },
  };
  return { binding, fetched };
}

async function page(url: string, overrides: Partial<Env> = {}, init: RequestInit = {}) {
  const { binding, fetched } = assets();
  // The runtime's incoming requests carry `cf`; a test's own request does not, and the Worker never reads it.
  const request = new Request(url, init) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, ASSETS: binding, ...overrides }, createExecutionContext());
  return { res, body: await res.text(), fetched };
}

describe('pages no static file answers, served by the Worker', () => {
  it('/auth is the prerendered variant with exactly this server’s sign-in options', async () => {
    // The tests configure Google; the development sign-in is honoured on localhost only.
    expect((await page('http://localhost/auth')).fetched).toEqual(['GET /_pages/auth-google-dev']);
    expect((await page('https://prompt.example.com/auth')).fetched).toEqual(['GET /_pages/auth-google']);
    const noGoogle = { AUTH_GOOGLE_ID: undefined, AUTH_GOOGLE_SECRET: undefined };
    expect((await page('http://localhost/auth', noGoogle)).fetched).toEqual(['GET /_pages/auth-dev']);
    expect((await page('http://localhost/auth', { ...noGoogle, DEV_LOGIN: undefined })).fetched).toEqual(['GET /_pages/auth']);
    const { res, body } = await page('http://localhost/auth');
    expect(res.status).toBe(200);
    expect(body).toBe('<p>/_pages/auth-google-dev</p>');
  });

  it('the app’s own pages get the empty shell; anything else the 404 page with status 404', async () => {
    // `/` and /privacy have files of their own, and come here only under `vite dev`, which has no prerendered pages.
    for (const path of [
      '/generate',
      '/admin',
      '/profile',
      '/subscription',
      '/prompt/abc123',
      '/prompt/abc123/review',
      '/profile/',
      '/s/Qx3abc_9-def',
      // The consent page coding agents open (OAuth's authorization endpoint).
      '/oauth/authorize?response_type=code&client_id=x',
      '/privacy',
      '/',
    ]) {
      const { res, fetched } = await page(`http://localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(fetched, path).toEqual(['GET /_pages/shell']);
    }
    for (const path of ['/nowhere', '/prompt', '/prompt/a/b', '/profile/extra', '/s', '/oauth', '/oauth/authorize/x']) {
      const { res, fetched } = await page(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(fetched, path).toEqual(['GET /_pages/404']);
    }
  });

  it('pages only the Worker serves are never reached directly', async () => {
    for (const path of ['/_pages/shell', '/_pages/auth-google-dev', '/_pages/404']) {
      const { res, body } = await page(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(body, path).toBe('<p>/_pages/404</p>');
    }
  });

  it('a shared prompt’s page is kept out of search engines; the others are not marked', async () => {
    expect((await page('http://localhost/s/Qx3abc_9-def')).res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await page('http://localhost/profile')).res.headers.get('X-Robots-Tag')).toBeNull();
  });

  it('they carry the security headers, and are revalidated because the variant depends on the server', async () => {
    const { res } = await page('https://prompt.example.com/nowhere');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect((await page('http://localhost/profile')).res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('HEAD is answered like GET; other methods are not allowed', async () => {
    expect((await page('http://localhost/profile', {}, { method: 'HEAD' })).fetched).toEqual(['HEAD /_pages/shell']);
    const post = await page('http://localhost/profile', {}, { method: 'POST', body: '{}' });
    expect(post.res.status).toBe(405);
    expect(post.res.headers.get('Allow')).toBe('GET, HEAD');
    expect(post.fetched).toEqual([]);
  });

  it('the API is still the API', async () => {
    const { res, fetched } = await page('http://localhost/api/health');
    expect(res.status).toBe(200);
    expect(fetched).toEqual([]);
  });
});

describe('the targets the prerendered home shows', () => {
  it('are the seeded ones, in the order /api/engines answers', async () => {
    const { engines } = (await (await call('/api/engines')).json()) as { engines: { name: string; api_endpoint: string }[] };
    expect(engines.map(({ name, api_endpoint }) => ({ name, api_endpoint }))).toEqual(SEEDED_TARGETS);
  });
});
