import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_KEYS } from '../../worker/lib/cache';
import { call, expectEnvelope, jsonInit } from './helpers';

const SEEDED = ['ChatGPT', 'Claude', 'Cursor', 'Gemini', 'GPT-5', 'Lovable'];

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('GET /api/engines', () => {
  beforeEach(async () => {
    await env.CACHE.delete(CACHE_KEYS.engines);
    await env.DB.prepare(
      "DELETE FROM ai_engines WHERE name NOT IN ('ChatGPT','Claude','Cursor','Gemini','GPT-5','Lovable')",
    ).run();
    await env.DB.prepare('UPDATE ai_engines SET is_active = 1').run();
  });

  it('lists the six seeded engines sorted by name, with their api_endpoint', async () => {
    const res = await call('/api/engines');
    expect(res.status).toBe(200);
    const { engines } = (await res.json()) as { engines: { name: string; api_endpoint: string }[] };
    expect(engines.map((e) => e.name)).toEqual(SEEDED);
    expect(engines.map((e) => e.api_endpoint)).toEqual(['chatgpt', 'claude', 'cursor', 'gemini', 'gpt-5', 'lovable']);
  });

  it('hides inactive engines and sorts new ones in', async () => {
    await env.DB.prepare("UPDATE ai_engines SET is_active = 0 WHERE name = 'Claude'").run();
    await env.DB.prepare(
      "INSERT INTO ai_engines (name, api_endpoint, is_active) VALUES ('Bolt', 'bolt', 1), ('Zeta', NULL, 0)",
    ).run();
    const { engines } = (await (await call('/api/engines')).json()) as { engines: { name: string }[] };
    expect(engines.map((e) => e.name)).toEqual(['Bolt', 'ChatGPT', 'Cursor', 'Gemini', 'GPT-5', 'Lovable']);
  });

  it('serves a KV hit without reading D1, and a miss refills KV with a 5-minute TTL', async () => {
    await call('/api/engines'); // miss: fills KV
    expect(await env.CACHE.get(CACHE_KEYS.engines, 'json')).toHaveLength(6);

    await env.DB.prepare("UPDATE ai_engines SET is_active = 0 WHERE name = 'Gemini'").run();
    const cachedRes = (await (await call('/api/engines')).json()) as { engines: { name: string }[] };
    expect(cachedRes.engines.map((e) => e.name)).toContain('Gemini'); // still the cached list

    await env.CACHE.delete(CACHE_KEYS.engines);
    const fresh = (await (await call('/api/engines')).json()) as { engines: { name: string }[] };
    expect(fresh.engines.map((e) => e.name)).not.toContain('Gemini');

    const { keys } = await env.CACHE.list({ prefix: CACHE_KEYS.engines });
    const expiration = keys[0]?.expiration ?? 0;
    const ttl = expiration - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(240);
    expect(ttl).toBeLessThanOrEqual(301);
  });
});

describe('error envelope', () => {
  it('unknown /api path → 404 JSON', async () => {
    const res = await call('/api/nope');
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    await expectEnvelope(res, 404, 'not_found');
  });

  it('wrong method on a known path → 405 with Allow', async () => {
    const res = await call('/api/engines', { method: 'DELETE', headers: { Origin: 'http://localhost' } });
    expect(res.headers.get('Allow')).toContain('GET');
    await expectEnvelope(res, 405, 'method_not_allowed');
  });

  it('a body over 64 KB → 413', async () => {
    const res = await call('/api/health', jsonInit('POST', { blob: 'x'.repeat(70 * 1024) }));
    await expectEnvelope(res, 413, 'payload_too_large');
  });

  it('a non-JSON body on a JSON route → 415', async () => {
    const res = await call('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: 'a=1',
    });
    await expectEnvelope(res, 415, 'unsupported_media_type');
  });
});

describe('validation and internal errors (through the app’s own error handler)', () => {
  it('400 lists the invalid fields; malformed JSON is 400; a crash is 500 without internals', async () => {
    const { handleError } = await import('../../worker/app');
    const { validate } = await import('../../worker/lib/validate');
    const { z } = await import('zod');
    // A throwaway app that shares the real error handler and validator.
    const probe = new Hono<{ Bindings: Env }>()
      .post('/v', validate('json', z.object({ name: z.string().min(1), age: z.number().int() })), (c) =>
        c.json(c.req.valid('json')),
      )
      .get('/boom', () => {
        throw new Error('secret stack detail: db password 1234');
      });
    probe.onError(handleError);

    const bad = await probe.request('/v', jsonInit('POST', { name: '', age: 'x' }), env);
    const error = await expectEnvelope(bad, 400, 'validation_failed');
    expect(error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'name' }), expect.objectContaining({ path: 'age' })]),
    );

    const malformed = await probe.request(
      '/v',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{nope' },
      env,
    );
    await expectEnvelope(malformed, 400, 'bad_request');

    const boom = await probe.request('/boom', {}, env);
    const text = await boom.clone().text();
    expect(text).not.toContain('secret');
    await expectEnvelope(boom, 500, 'internal_error');
  });
});

describe('security headers', () => {
  it('are on every API response, errors included', async () => {
    for (const res of [await call('/api/health'), await call('/api/nope')]) {
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    }
  });

  it('add HSTS of at least a year outside localhost only', async () => {
    const local = await call('/api/health');
    expect(local.headers.get('Strict-Transport-Security')).toBeNull();
    const remote = await call('/api/health', { origin: 'https://prompt.example.com' });
    const maxAge = Number(/max-age=(\d+)/.exec(remote.headers.get('Strict-Transport-Security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
  });
});
