import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import app from '../../worker/app';
import { filesToRead, trimTree, type CodebaseProfile } from '../../common/codebase';
import { authed, call, devSignIn, expectEnvelope, jsonInit, ORIGIN, type CookieJar } from './helpers';
import { repoFixture } from '../support/repo-fixtures';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const signIn = async (prefix: string) => (await devSignIn(unique(prefix))).jar;

const profileCall = (jar: CookieJar, body: unknown) => call('/api/codebase/profile', authed(jar, jsonInit('POST', body)));

/** With env overrides (a shorter GitHub time budget), as the runtime would call the app. */
async function profileWith(jar: CookieJar, body: unknown, overrides: Partial<Env>) {
  const ctx = createExecutionContext();
  const res = await app.request(
    `${ORIGIN}/api/codebase/profile`,
    authed(jar, jsonInit('POST', body)),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const github = inject('githubApiURL');
const githubRequests = async () => (await (await fetch(`${github}/__requests`)).json()) as string[];
const clearGithubRequests = () => fetch(`${github}/__requests`, { method: 'DELETE' });

/** Rows stored about anything, so a failed import can be shown to store nothing. */
async function storedRows() {
  const tables = ['prompt_history', 'prompt_versions', 'share_links', 'task_status'];
  const counts = await Promise.all(
    tables.map((t) =>
      env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)
        .first<{ n: number }>()
        .then((r) => r?.n ?? 0),
    ),
  );
  return Object.fromEntries(tables.map((t, i) => [t, counts[i]]));
}

describe('POST /api/codebase/profile from what the browser picked', () => {
  it('answers 401 without a session', async () => {
    await expectEnvelope(
      await call('/api/codebase/profile', jsonInit('POST', { tree: ['package.json'], files: [] })),
      401,
      'unauthorized',
    );
  });

  it('profiles a tree and its files, and stores nothing', async () => {
    const jar = await signIn('cb-upload');
    const fixture = repoFixture('nextjs-chatbot-ui');
    const before = await storedRows();
    const res = await profileCall(jar, { tree: fixture.tree, files: fixture.files, name: 'chatbot-ui' });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: CodebaseProfile };
    expect(profile).toMatchObject({
      source: { kind: 'upload', name: 'chatbot-ui' },
      language: 'TypeScript',
      framework: 'Next.js',
      packageManager: 'npm',
      commands: { test: 'npm test', lint: 'npm run lint', dev: 'npm run dev' },
    });
    expect(await storedRows()).toEqual(before);
  });

  it('a pasted manifest is a profile too', async () => {
    const jar = await signIn('cb-paste');
    const content = JSON.stringify({
      scripts: { test: 'vitest', lint: 'eslint .' },
      devDependencies: { vitest: '3', typescript: '5' },
      dependencies: { hono: '4' },
    });
    const res = await profileCall(jar, {
      tree: ['package.json'],
      files: [{ path: 'package.json', content }],
      source: 'manifest',
    });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: CodebaseProfile };
    expect(profile).toMatchObject({
      source: { kind: 'manifest', name: 'package.json' },
      framework: 'Hono',
      packageManager: 'npm',
      testFramework: 'Vitest',
      commands: { test: 'npm test', lint: 'npm run lint' },
    });
  });

  it('refuses paths outside the repository, source code, binary files and an empty folder, with clear errors', async () => {
    const jar = await signIn('cb-bad');
    const traversal = await expectEnvelope(
      await profileCall(jar, { tree: ['../../etc/passwd'], files: [] }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(traversal)).toMatch(/points outside the repository/);
    const absolute = await expectEnvelope(
      await profileCall(jar, { tree: ['package.json'], files: [{ path: '/etc/passwd', content: 'x' }] }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(absolute)).toMatch(/absolute/);
    const source = await expectEnvelope(
      await profileCall(jar, { tree: ['src/index.ts'], files: [{ path: 'src/index.ts', content: 'export {}' }] }),
      400,
      'codebase_invalid',
    );
    expect(source.message).toMatch(/src\/index\.ts is not a file the importer reads/);
    const binary = await expectEnvelope(
      await profileCall(jar, {
        tree: ['package.json'],
        files: [{ path: 'package.json', content: 'PK\u0003\u0004\u0000\u0000' }],
      }),
      400,
      'codebase_invalid',
    );
    expect(binary.message).toBe('package.json is not a text file.');
    const empty = await expectEnvelope(await profileCall(jar, { tree: [], files: [] }), 400, 'codebase_empty');
    expect(empty.message).toMatch(/empty/);
    await expectEnvelope(await profileCall(jar, {}), 400, 'codebase_invalid');
    await expectEnvelope(await profileCall(jar, { tree: ['a'], github: 'https://github.com/a/b' }), 400, 'codebase_invalid');
    await expectEnvelope(
      await profileCall(jar, {
        tree: ['package.json'],
        files: [
          { path: 'package.json', content: '{}' },
          { path: 'package.json', content: '{}' },
        ],
      }),
      400,
      'codebase_invalid',
    );
  });

  it('bounds the request: 1 MB of body, 10,000 paths, 60 files', async () => {
    const jar = await signIn('cb-size');
    await expectEnvelope(
      await profileCall(jar, { tree: ['README.md'], files: [{ path: 'README.md', content: 'x'.repeat(1024 * 1024) }] }),
      413,
      'payload_too_large',
    );
    const many = Array.from({ length: 10_001 }, (_, i) => `f${i}`);
    await expectEnvelope(await profileCall(jar, { tree: many, files: [] }), 400, 'validation_failed');
    const files = Array.from({ length: 61 }, (_, i) => ({ path: `requirements-${i}.txt`, content: 'django' }));
    await expectEnvelope(await profileCall(jar, { tree: [], files }), 400, 'validation_failed');
  });

  it('allows 10 profiles a minute per user, then 429 with Retry-After', async () => {
    const jar = await signIn('cb-rate');
    const body = { tree: ['go.mod'], files: [{ path: 'go.mod', content: 'module example.com/x\n' }] };
    for (let i = 0; i < 10; i++) expect((await profileCall(jar, body)).status).toBe(200);
    const res = await profileCall(jar, body);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    await expectEnvelope(res, 429, 'rate_limited');
  });
});

describe('POST /api/codebase/profile from a public GitHub repository (a local stand-in for the REST API)', () => {
  it('reads the tree, then only the files the importer reads, and profiles them as from a folder', async () => {
    const jar = await signIn('cb-github');
    await clearGithubRequests();
    const res = await profileCall(jar, { github: 'https://github.com/fixtures/nextjs-chatbot-ui' });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: CodebaseProfile };
    const fixture = repoFixture('nextjs-chatbot-ui');
    const fromFolder = (await (
      await profileCall(jar, { tree: fixture.tree, files: fixture.files, name: 'fixtures/nextjs-chatbot-ui' })
    ).json()) as {
      profile: CodebaseProfile;
    };
    expect({ ...profile, source: null }).toEqual({ ...fromFolder.profile, source: null });
    expect(profile.source).toEqual({
      kind: 'github',
      name: 'fixtures/nextjs-chatbot-ui',
      url: 'https://github.com/fixtures/nextjs-chatbot-ui',
    });
    const asked = await githubRequests();
    expect(asked[0]).toBe('/repos/fixtures/nextjs-chatbot-ui');
    expect(asked[1]).toBe('/repos/fixtures/nextjs-chatbot-ui/git/trees/main?recursive=1');
    const contents = asked
      .slice(2)
      .map((p) =>
        decodeURIComponent(p.replace(/^\/repos\/fixtures\/nextjs-chatbot-ui\/contents\//, '').replace(/\?ref=.*$/, '')),
      );
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.length).toBeLessThanOrEqual(40);
    // Never source code: only what the importer reads.
    const wanted = filesToRead(trimTree(fixture.tree));
    for (const path of contents) expect(wanted).toContain(path);
  });

  it('accepts the usual forms of an address: without https, with .git or a branch', async () => {
    const jar = await signIn('cb-forms');
    for (const github of [
      'github.com/fixtures/go-pocketbase',
      'https://github.com/fixtures/go-pocketbase.git',
      'https://github.com/fixtures/go-pocketbase/tree/main',
    ]) {
      const res = await profileCall(jar, { github });
      expect(res.status, github).toBe(200);
      expect(((await res.json()) as { profile: CodebaseProfile }).profile.language).toBe('Go');
    }
  });

  it('a private or missing repository, another host, the rate limit, a slow or broken GitHub: each a clear error', async () => {
    const jar = await signIn('cb-github-bad');
    const before = await storedRows();
    const missing = await expectEnvelope(
      await profileCall(jar, { github: 'https://github.com/private/secret-plans' }),
      404,
      'repository_not_found',
    );
    expect(missing.message).toMatch(/github\.com\/private\/secret-plans: it does not exist or it is private/);
    for (const github of [
      'https://gitlab.com/a/b',
      'https://github.com/only-owner',
      'ftp://github.com/a/b',
      'https://github.com.evil.com/a/b',
      'https://user:pw@github.com/a/b',
      'https://github.com/a/../b',
    ]) {
      const error = await expectEnvelope(await profileCall(jar, { github }), 400, 'not_github');
      expect(error.message).toMatch(/public GitHub repository/);
    }
    const limited = await profileCall(jar, { github: 'https://github.com/rate-limited/repo' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect((await expectEnvelope(limited, 429, 'github_rate_limited')).message).toMatch(/Try again in 25 minutes/);
    const secondary = await profileCall(jar, { github: 'https://github.com/secondary/repo' });
    expect(secondary.headers.get('Retry-After')).toBe('120');
    await expectEnvelope(secondary, 429, 'github_rate_limited');
    const slow = await profileWith(jar, { github: 'https://github.com/slow/repo' }, { GITHUB_TIMEOUT_MS: '300' });
    expect((await expectEnvelope(slow, 504, 'github_timeout')).message).toBe(
      'GitHub did not answer within a second. Try again, or drop the folder or a .zip instead.',
    );
    await expectEnvelope(await profileCall(jar, { github: 'https://github.com/empty/repo' }), 400, 'codebase_empty');
    await expectEnvelope(await profileCall(jar, { github: 'https://github.com/broken/repo' }), 502, 'github_unavailable');
    await expectEnvelope(
      await profileCall(jar, { github: 'https://github.com/fixtures/go-pocketbase/tree/no-such-branch' }),
      404,
      'repository_not_found',
    );
    expect(await storedRows()).toEqual(before);
  });
});
