import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PROMPT_ID_HEADER } from '../../common/stream';
import { MAX_SHARES_PER_PROMPT, SHARE_ID_PATTERN, SHARES_PER_MINUTE } from '../../common/shares';
import type { Brief } from '../../common/brief';
import { newShareId } from '../../worker/db/queries/shares';
import { authed, call, devSignIn, expectEnvelope, jsonInit, type CookieJar } from './helpers';

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function user(prefix: string) {
  const email = unique(prefix);
  const name = `${prefix} Sharer`;
  const { jar } = await devSignIn(email, name);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id, email, name };
}

const DESCRIPTION = 'a booking app for a yoga studio with class schedules and memberships';

/** A finished prompt (history entry and version 1), as the guided flow makes it. */
async function finishedPrompt(jar: CookieJar): Promise<{ id: string; text: string }> {
  const res = await call(
    '/api/ai/generate-prompt',
    authed(
      jar,
      jsonInit('POST', {
        projectDescription: DESCRIPTION,
        platform: 'lovable',
        details: [{ title: 'Class Schedules' }, { title: 'Memberships' }],
        answers: {},
        dismissedQuestions: [],
      }),
    ),
  );
  expect(res.status).toBe(200);
  const id = res.headers.get(PROMPT_ID_HEADER)!;
  return { id, text: await res.text() };
}

/** Both limits count in windows aligned to the minute: start a burst with at least 15 s of its window left. */
async function startOfAMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

interface Share {
  id: string;
  version: number;
  created_at: string;
}

async function createShare(jar: CookieJar, promptId: string, version = 1): Promise<Share> {
  const res = await call(`/api/prompts/${promptId}/shares`, authed(jar, jsonInit('POST', { version })));
  expect(res.status).toBe(201);
  return ((await res.json()) as { share: Share }).share;
}

async function listShares(jar: CookieJar, promptId: string): Promise<Share[]> {
  const res = await call(`/api/prompts/${promptId}/shares`, authed(jar));
  expect(res.status).toBe(200);
  return ((await res.json()) as { shares: Share[] }).shares;
}

const revoke = (jar: CookieJar, shareId: string) => call(`/api/shares/${shareId}`, authed(jar, jsonInit('DELETE', {})));

interface Shared {
  shared: { description: string; version: { number: number; target: string; text: string; brief: Brief; created_at: string } };
}

// The first prompt of a run loads the composer's knowledge, which takes a few seconds on a busy machine.
describe('share links', { timeout: 20_000 }, () => {
  it('the owner creates a link to a version, lists it, anyone reads it signed out, and revoking makes it 404', async () => {
    const a = await user('share-owner');
    const prompt = await finishedPrompt(a.jar);
    expect(await listShares(a.jar, prompt.id)).toEqual([]);

    const share = await createShare(a.jar, prompt.id);
    expect(share.id).toMatch(SHARE_ID_PATTERN);
    expect(share.version).toBe(1);
    expect(Date.parse(share.created_at)).not.toBeNaN();
    expect(await listShares(a.jar, prompt.id)).toEqual([share]);

    // No cookie at all: the link alone is enough.
    const res = await call(`/api/shared/${share.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await res.json()) as Shared;
    expect(body.shared.description).toBe(DESCRIPTION);
    expect(body.shared.version).toMatchObject({ number: 1, target: 'lovable', text: prompt.text });
    expect(body.shared.version.brief.features.map((f) => f.title)).toEqual(['Class Schedules', 'Memberships']);

    const revoked = await revoke(a.jar, share.id);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: true });
    const gone = await call(`/api/shared/${share.id}`);
    expect(gone.headers.get('X-Robots-Tag')).toBe('noindex');
    await expectEnvelope(gone, 404, 'not_found');
    expect(await listShares(a.jar, prompt.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM share_links WHERE id = ?').bind(share.id).first('n')).toBe(0);
    // Revoking again: the link is simply unknown.
    await expectEnvelope(await revoke(a.jar, share.id), 404, 'not_found');
  });

  it('the public answer carries the project and the version, and nothing about the account', async () => {
    const a = await user('share-private');
    const prompt = await finishedPrompt(a.jar);
    const share = await createShare(a.jar, prompt.id);
    const raw = await (await call(`/api/shared/${share.id}`)).text();
    const body = JSON.parse(raw) as Shared;
    expect(Object.keys(body)).toEqual(['shared']);
    expect(Object.keys(body.shared).sort()).toEqual(['description', 'version']);
    expect(Object.keys(body.shared.version).sort()).toEqual(['brief', 'created_at', 'number', 'target', 'text']);
    for (const secret of [a.id, a.email, a.name, prompt.id]) expect(raw, secret).not.toContain(secret);
    // No account field under any key (the brief's own data model may well mention an "email" field).
    expect(raw).not.toMatch(/"(user_id|prompt_id|email|first_name|last_name|avatar_url|plan)":/);
  });

  it('a revoked and a never-created link answer alike; a malformed id is refused before D1', async () => {
    const a = await user('share-unknown');
    const share = await createShare(a.jar, (await finishedPrompt(a.jar)).id);
    await revoke(a.jar, share.id);
    const revoked = await expectEnvelope(await call(`/api/shared/${share.id}`), 404, 'not_found');
    const unknown = await expectEnvelope(await call(`/api/shared/${newShareId()}`), 404, 'not_found');
    expect(unknown).toEqual(revoked);
    expect(revoked.message).toBe('This link does not exist or was revoked.');

    for (const bad of ['short', `${newShareId()}x`, 'a'.repeat(21) + '.', 'a'.repeat(21) + '%3D']) {
      await expectEnvelope(await call(`/api/shared/${bad}`), 400, 'validation_failed');
      await expectEnvelope(await revoke(a.jar, bad), 400, 'validation_failed');
    }
  });

  it('another user can neither list, create on nor revoke someone else’s links: 404 as for unknown ones', async () => {
    const a = await user('share-a');
    const b = await user('share-b');
    const prompt = await finishedPrompt(a.jar);
    const share = await createShare(a.jar, prompt.id);

    await expectEnvelope(await call(`/api/prompts/${prompt.id}/shares`, authed(b.jar)), 404, 'not_found');
    await expectEnvelope(
      await call(`/api/prompts/${prompt.id}/shares`, authed(b.jar, jsonInit('POST', { version: 1 }))),
      404,
      'not_found',
    );
    const foreign = await expectEnvelope(await revoke(b.jar, share.id), 404, 'not_found');
    const unknown = await expectEnvelope(await revoke(b.jar, newShareId()), 404, 'not_found');
    expect(foreign).toEqual(unknown);

    // Nothing changed for the owner, and b's own list of a prompt they do not have is no list at all.
    expect(await listShares(a.jar, prompt.id)).toEqual([share]);
    expect((await call(`/api/shared/${share.id}`)).status).toBe(200);
    await expectEnvelope(await call('/api/prompts/does-not-exist/shares', authed(a.jar)), 404, 'not_found');
    await expectEnvelope(
      await call(`/api/prompts/${prompt.id}/shares`, authed(a.jar, jsonInit('POST', { version: 2 }))),
      404,
      'not_found',
    );
  });

  it('without a session, creating, listing and revoking answer 401', async () => {
    const a = await user('share-anon');
    const prompt = await finishedPrompt(a.jar);
    const share = await createShare(a.jar, prompt.id);
    await expectEnvelope(await call(`/api/prompts/${prompt.id}/shares`), 401, 'unauthorized');
    await expectEnvelope(await call(`/api/prompts/${prompt.id}/shares`, jsonInit('POST', { version: 1 })), 401, 'unauthorized');
    await expectEnvelope(await call(`/api/shares/${share.id}`, jsonInit('DELETE', {})), 401, 'unauthorized');
    expect(await listShares(a.jar, prompt.id)).toEqual([share]);
  });

  it('validates the body: the version is a positive whole number', async () => {
    const a = await user('share-body');
    const prompt = await finishedPrompt(a.jar);
    for (const body of [{}, { version: 0 }, { version: 1.5 }, { version: '1' }]) {
      const error = await expectEnvelope(
        await call(`/api/prompts/${prompt.id}/shares`, authed(a.jar, jsonInit('POST', body))),
        400,
        'validation_failed',
      );
      expect(error.details).toEqual([expect.objectContaining({ path: 'version' })]);
    }
  });

  it('a link shows the version it was made for, not the newest', async () => {
    const a = await user('share-version');
    const prompt = await finishedPrompt(a.jar);
    const v1 = await env.DB.prepare('SELECT brief, request FROM prompt_versions WHERE prompt_id = ? AND number = 1')
      .bind(prompt.id)
      .first<{ brief: string; request: string }>();
    await env.DB.prepare(
      `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text) VALUES (?1, ?2, 2, 'cursor', ?3, ?4, 'Version two')`,
    )
      .bind(prompt.id, a.id, v1!.brief, v1!.request)
      .run();
    const first = await createShare(a.jar, prompt.id, 1);
    const second = await createShare(a.jar, prompt.id, 2);
    expect((await listShares(a.jar, prompt.id)).map((s) => [s.id, s.version]).sort()).toEqual(
      [
        [first.id, 1],
        [second.id, 2],
      ].sort(),
    );
    const one = (await (await call(`/api/shared/${first.id}`)).json()) as Shared;
    const two = (await (await call(`/api/shared/${second.id}`)).json()) as Shared;
    expect(one.shared.version).toMatchObject({ number: 1, target: 'lovable', text: prompt.text });
    expect(two.shared.version).toMatchObject({ number: 2, target: 'cursor', text: 'Version two' });
  });

  it('ids are 22 base64url characters holding 16 random bytes (128 bits), never repeated', async () => {
    const ids = Array.from({ length: 2000 }, newShareId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(SHARE_ID_PATTERN);
      const bytes = Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/') + '=='), (ch) => ch.charCodeAt(0));
      expect(bytes).toHaveLength(16);
    }
    // Random from the first character on: the first 12 bits take over 1000 values among 2000 ids (a counter would not).
    const firstBytes = new Set(ids.map((id) => id.slice(0, 2)));
    expect(firstBytes.size).toBeGreaterThan(1000);

    // Through the API too: distinct ids of the same shape.
    const a = await user('share-ids');
    const prompt = await finishedPrompt(a.jar);
    const made = [await createShare(a.jar, prompt.id), await createShare(a.jar, prompt.id), await createShare(a.jar, prompt.id)];
    expect(new Set(made.map((s) => s.id)).size).toBe(3);
    for (const s of made) expect(s.id).toMatch(SHARE_ID_PATTERN);
  });

  it(
    `creation is limited to ${SHARES_PER_MINUTE} a minute per user and ${MAX_SHARES_PER_PROMPT} links per prompt`,
    { timeout: 30_000 },
    async () => {
      const a = await user('share-rate');
      const prompt = await finishedPrompt(a.jar);
      await startOfAMinute();
      for (let i = 0; i < SHARES_PER_MINUTE; i++) await createShare(a.jar, prompt.id);
      const limited = await call(`/api/prompts/${prompt.id}/shares`, authed(a.jar, jsonInit('POST', { version: 1 })));
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
      await expectEnvelope(limited, 429, 'rate_limited');

      // The cap, for a user who has not used their minute: links made earlier count.
      const b = await user('share-cap');
      const full = await finishedPrompt(b.jar);
      const version = await env.DB.prepare('SELECT id FROM prompt_versions WHERE prompt_id = ?')
        .bind(full.id)
        .first<{ id: string }>();
      await env.DB.batch(
        Array.from({ length: MAX_SHARES_PER_PROMPT }, () =>
          env.DB.prepare('INSERT INTO share_links (id, user_id, prompt_id, version_id) VALUES (?1, ?2, ?3, ?4)').bind(
            newShareId(),
            b.id,
            full.id,
            version!.id,
          ),
        ),
      );
      const capped = await expectEnvelope(
        await call(`/api/prompts/${full.id}/shares`, authed(b.jar, jsonInit('POST', { version: 1 }))),
        409,
        'share_limit',
      );
      expect(capped.message).toBe(
        `A prompt can have at most ${MAX_SHARES_PER_PROMPT} share links. Revoke one to create another.`,
      );
      const [oldest] = (await listShares(b.jar, full.id)).slice(-1);
      expect((await revoke(b.jar, oldest!.id)).status).toBe(200);
      await createShare(b.jar, full.id);
      expect(await listShares(b.jar, full.id)).toHaveLength(MAX_SHARES_PER_PROMPT);
    },
  );

  it('public reads are limited per client address', { timeout: 30_000 }, async () => {
    const a = await user('share-reads');
    const share = await createShare(a.jar, (await finishedPrompt(a.jar)).id);
    const from = (ip: string) => call(`/api/shared/${share.id}`, { headers: { 'CF-Connecting-IP': ip } });
    const statuses: number[] = [];
    await startOfAMinute();
    for (let i = 0; i < 60; i++) statuses.push((await from('203.0.113.7')).status);
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 200));
    await expectEnvelope(await from('203.0.113.7'), 429, 'rate_limited');
    // Another address is not affected.
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('the export lists the owner’s links, and deleting the account removes them: the link answers 404', async () => {
    const a = await user('share-delete');
    const b = await user('share-keep');
    const share = await createShare(a.jar, (await finishedPrompt(a.jar)).id);
    const kept = await createShare(b.jar, (await finishedPrompt(b.jar)).id);

    const exported = (await (await call('/api/account/export', authed(a.jar))).json()) as { share_links: { id: string }[] };
    expect(exported.share_links.map((s) => s.id)).toEqual([share.id]);

    expect((await call('/api/account', authed(a.jar, jsonInit('DELETE', { confirm: 'DELETE' })))).status).toBe(200);
    await expectEnvelope(await call(`/api/shared/${share.id}`), 404, 'not_found');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM share_links WHERE user_id = ?').bind(a.id).first('n')).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key = 'share:' || ?").bind(a.id).first('n')).toBe(0);
    expect((await call(`/api/shared/${kept.id}`)).status).toBe(200);
  });
});
