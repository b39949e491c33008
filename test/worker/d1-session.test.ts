import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../../worker/app';
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-session';
import { authed, CookieJar, devSignIn, jsonInit, ORIGIN } from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/**
 * The database the Worker is given, watched: every `withSession` call is recorded with what it was anchored at,
 * and every session it hands out is the real local D1's, so the bookmarks are D1's own.
 */
function watchedDatabase() {
  const anchors: string[] = [];
  const sessions: D1DatabaseSession[] = [];
  const db: D1Database = {
    prepare: (query) => env.DB.prepare(query),
    batch: (statements) => env.DB.batch(statements),
    exec: (query) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession(anchor = 'first-unconstrained') {
      anchors.push(anchor);
      const session = env.DB.withSession(anchor);
      sessions.push(session);
      return session;
    },
  };
  return { db, anchors, sessions };
}

async function request(watched: ReturnType<typeof watchedDatabase>, jar: CookieJar, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(new URL(path, ORIGIN).href, authed(jar, init), { ...env, DB: watched.db }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  jar.absorb(res);
  return { res, body };
}

const bookmarkCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(BOOKMARK_COOKIE.length + 1);

describe('D1 sessions: reads may come from a replica, a user reads their own writes', () => {
  it('a write’s bookmark travels back in a cookie, and the next request’s session starts from it and sees the write', async () => {
    const { jar } = await devSignIn(unique('bookmark'), 'Old Name');
    // Signing in wrote the profile: that response brought a bookmark already.
    const signedIn = jar.get(BOOKMARK_COOKIE);
    expect(signedIn).toMatch(/^[0-9a-f-]+$/);
    const watched = watchedDatabase();

    const write = await request(watched, jar, '/api/profile', jsonInit('PATCH', { first_name: 'Renamed' }));
    expect(write.res.status).toBe(200);
    expect(watched.anchors[0]).toBe(signedIn);
    const bookmark = bookmarkCookie(write.res);
    expect(bookmark).toBeTruthy();
    expect(bookmark).toBe(watched.sessions[0]?.getBookmark());
    expect(write.res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))).toMatch(
      /; Path=\/api; HttpOnly; SameSite=Lax/,
    );

    const read = await request(watched, jar, '/api/me');
    expect(watched.anchors[1]).toBe(bookmark);
    expect(JSON.parse(read.body)).toMatchObject({ profile: { first_name: 'Renamed' } });
  });

  it('after a streamed prompt, saved when the stream ends, the next request reads from the primary and sees it in the history', async () => {
    const { jar } = await devSignIn(unique('stream-bookmark'));
    const watched = watchedDatabase();
    const body = {
      projectDescription: 'A sales dashboard for a small team',
      platform: 'chatgpt',
      details: [{ title: 'KPI Cards' }],
      answers: {},
      dismissedQuestions: [],
    };
    const prompt = await request(watched, jar, '/api/ai/generate-prompt', jsonInit('POST', body));
    expect(prompt.res.status).toBe(200);
    // No header can carry a bookmark taken after the response left.
    expect(bookmarkCookie(prompt.res)).toBe('first-primary');

    const history = await request(watched, jar, '/api/prompts');
    expect(watched.anchors.at(-1)).toBe('first-primary');
    expect(JSON.parse(history.body)).toMatchObject({ prompts: [{ project_description: body.projectDescription }] });
    // From then on the primary's bookmark is carried, so replicas serve the reads again.
    const next = bookmarkCookie(history.res);
    expect(next).toBeTruthy();
    expect(next).not.toBe('first-primary');
    await request(watched, jar, '/api/prompts');
    expect(watched.anchors.at(-1)).toBe(next);
  });

  it('without a bookmark a request may read anywhere; a forged or malformed one is never passed to D1', async () => {
    const { jar } = await devSignIn(unique('bad-bookmark'));
    const watched = watchedDatabase();
    jar.delete(BOOKMARK_COOKIE);
    expect((await request(watched, jar, '/api/me')).res.status).toBe(200);
    jar.set(BOOKMARK_COOKIE, 'zz-not-a-bookmark');
    expect((await request(watched, jar, '/api/me')).res.status).toBe(200);
    expect(watched.anchors).toEqual(['first-unconstrained', 'first-unconstrained']);
  });

  it('a request that reads nothing leaves the cookie alone', async () => {
    const watched = watchedDatabase();
    const res = await request(watched, new CookieJar(), '/api/health');
    expect(res.res.status).toBe(200);
    expect(bookmarkCookie(res.res)).toBeUndefined();
  });
});
