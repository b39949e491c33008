/**
 * Nothing unbounded: every route that writes has a per-minute limit (read off the app's own routes, so a new one
 * without fails here) and a size bound; sign-ins are limited per account and keep at most 20 sessions; a prompt
 * holds at most 100 versions; a runaway generation cannot fill a row.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SESSIONS_PER_USER, MAX_VERSIONS_PER_PROMPT, RATE_LIMITS } from '../../common/limits';
import { STREAM_ERROR_MARKER } from '../../common/stream';
import { guardedTextStream } from '../../worker/ai/stream';
import app from '../../worker/app';
import { rateLimitOf } from '../../worker/lib/rate-limit';
import { authed, call, devSignIn, expectEnvelope, jsonInit } from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@bounds.test`;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Holds Date at the start of a clock minute (moved on with `vi.setSystemTime`). */
function holdTheMinute(): number {
  const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
  return minuteStart + 1_000;
}

async function signedIn(prefix: string) {
  const { jar } = await devSignIn(unique(prefix));
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id };
}

const sessionsOf = async (email: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions s JOIN profiles p ON p.id = s.user_id WHERE p.email = ?')
    .bind(email)
    .first<number>('n')) ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

describe('every route that writes has a per-minute limit', () => {
  it('each of the app’s writing routes (Auth.js’s own aside) runs a rate limit', () => {
    const writing = new Map<string, string[]>();
    for (const route of app.routes) {
      if (!WRITES.has(route.method) || route.path.startsWith('/api/auth/')) continue;
      const key = `${route.method} ${route.path}`;
      const limit = rateLimitOf(route.handler);
      writing.set(key, [...(writing.get(key) ?? []), ...(limit ? [limit] : [])]);
    }
    expect(writing.size).toBeGreaterThanOrEqual(11);
    expect([...writing].filter(([, limits]) => limits.length !== 1).map(([route]) => route)).toEqual([]);
    expect(Object.fromEntries([...writing].map(([route, [limit]]) => [route, limit]))).toEqual({
      'POST /api/ai/suggest-features': 'ai',
      'POST /api/ai/generate-questions': 'ai',
      'POST /api/ai/generate-prompt': 'prompt',
      'POST /api/prompts/:id/shares': 'history',
      'POST /api/prompts/:id/versions': 'prompt',
      'POST /api/prompts/:id/versions/:number/restore': 'history',
      'DELETE /api/shares/:shareId': 'account',
      'PATCH /api/profile': 'account',
      'DELETE /api/account': 'account',
      'DELETE /api/account/sessions': 'account',
      'PATCH /api/admin/users/:userId/subscription': 'admin',
      'PUT /api/prompts/:id/tasks/:taskId': 'tasks',
      'POST /api/agents/authorize': 'agents',
      'POST /api/codebase/profile': 'codebase',
      'POST /api/prompts/:id/check': 'review',
      'DELETE /api/agents/connections/:id': 'agents',
    });
  });

  it(`account changes: ${RATE_LIMITS.account.perMinute} a minute, then 429 rate_limited with Retry-After`, async () => {
    holdTheMinute();
    const a = await signedIn('profile-rate');
    for (let i = 0; i < RATE_LIMITS.account.perMinute; i++) {
      expect((await call('/api/profile', authed(a.jar, jsonInit('PATCH', { first_name: `Name ${i}` })))).status).toBe(200);
    }
    const refused = await call('/api/profile', authed(a.jar, jsonInit('PATCH', { first_name: 'One too many' })));
    const error = await expectEnvelope(refused, 429, 'rate_limited');
    expect(error.message).toMatch(/change your account at most 30 times a minute/);
    expect(refused.headers.get('Retry-After')).toBe('59');
  });
});

describe('sign-ins', () => {
  it(`${RATE_LIMITS.signin.perMinute} a minute per account; past it no session is made; another account is not affected`, async () => {
    holdTheMinute();
    const email = unique('signin-rate');
    for (let i = 0; i < RATE_LIMITS.signin.perMinute; i++) {
      const { jar } = await devSignIn(email);
      expect(jar.header()).toMatch(/authjs\.session-token=/);
    }
    const { jar, res } = await devSignIn(email);
    expect(jar.header()).not.toMatch(/authjs\.session-token=/);
    expect(res.headers.get('Location')).toMatch(/\/auth\?error=TooManySignIns$/);
    expect(await sessionsOf(email)).toBe(RATE_LIMITS.signin.perMinute);
    expect((await devSignIn(unique('signin-other'))).jar.header()).toMatch(/authjs\.session-token=/);
  });

  it(`an account keeps at most ${MAX_SESSIONS_PER_USER} sessions: a sign-in past them ends the oldest`, async () => {
    const start = holdTheMinute();
    const email = unique('signin-cap');
    const first = await devSignIn(email);
    for (let i = 1; i < MAX_SESSIONS_PER_USER + 4; i++) {
      // Two minutes, so the sign-in limit never stops it.
      if (i === RATE_LIMITS.signin.perMinute - 1) vi.setSystemTime(start + 60_000);
      await devSignIn(email);
    }
    expect(await sessionsOf(email)).toBe(MAX_SESSIONS_PER_USER);
    // The first device's session was among the oldest: it has ended.
    await expectEnvelope(await call('/api/me', authed(first.jar)), 401, 'unauthorized');
  });
});

describe('history and generation sizes', () => {
  it(
    `a prompt holds at most ${MAX_VERSIONS_PER_PROMPT} versions: a restore past it is 409 version_limit`,
    { timeout: 20_000 },
    async () => {
      const a = await signedIn('versions-cap');
      const res = await call(
        '/api/ai/generate-prompt',
        authed(
          a.jar,
          jsonInit('POST', {
            projectDescription: 'A booking page for a yoga studio',
            platform: 'claude',
            details: [{ title: 'Schedule' }],
          }),
        ),
      );
      const id = res.headers.get('X-Prompt-Id')!;
      await res.text();
      // Fill the prompt up to the cap with restores of version 1, directly.
      await env.DB.prepare(
        `WITH RECURSIVE n(k) AS (SELECT 2 UNION ALL SELECT k + 1 FROM n WHERE k < ?3)
       INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text, restored_from)
       SELECT ?1, ?2, k, 'claude', '', '', '', 1 FROM n`,
      )
        .bind(id, a.id, MAX_VERSIONS_PER_PROMPT)
        .run();
      const refused = await call(`/api/prompts/${id}/versions/1/restore`, authed(a.jar, { method: 'POST' }));
      await expectEnvelope(refused, 409, 'version_limit');
      const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM prompt_versions WHERE prompt_id = ?').bind(id).first('n');
      expect(count).toBe(MAX_VERSIONS_PER_PROMPT);
    },
  );

  it('a generation that runs past the longest prompt fails in the stream and saves nothing', async () => {
    let completed = false;
    let failed = '';
    async function* runaway() {
      for (;;) yield 'x'.repeat(1000);
    }
    const res = await guardedTextStream(runaway(), {
      firstTokenMs: 1000,
      idleMs: 1000,
      maxLength: 10_000,
      abort: () => undefined,
      onComplete: async () => {
        completed = true;
      },
      onFail: async (reason) => {
        failed = reason;
      },
    });
    const text = await res.text();
    expect(text.length).toBeLessThan(12_000);
    expect(text).toContain(STREAM_ERROR_MARKER);
    expect(completed).toBe(false);
    expect(failed).toMatch(/far more than a prompt needs/);
  });
});
