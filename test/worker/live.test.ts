import { encode } from '@auth/core/jwt';
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { UserLiveMessage as LiveMessage } from '../../worker/services/live';
import { PROMPT_ID_HEADER } from '../../common/stream';
import { emptySubscription } from '../../worker/db/queries/users';
import { UserLive } from '../../worker/durable/user-live';
import { authed, call, CookieJar, devSignIn, expectEnvelope, jsonInit, ORIGIN, sessionClaims, settle, waitFor } from './helpers';

const SESSION = 'authjs.session-token';
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@live.test`;

async function user(prefix: string) {
  const { jar } = await devSignIn(unique(prefix), `${prefix} Live`);
  const me = (await (await call('/api/me', authed(jar))).json()) as { profile: { id: string } };
  return { jar, id: me.profile.id };
}

const upgrade = (jar: CookieJar, headers: Record<string, string> = {}): RequestInit => ({
  headers: { Upgrade: 'websocket', Origin: ORIGIN, Cookie: jar.header(), ...headers },
});

/** Opens the live socket the way the browser does and records what arrives. */
async function connect(jar: CookieJar) {
  const res = await call('/api/live', upgrade(jar));
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error('no webSocket on the 101 response');
  ws.accept();
  const messages: string[] = [];
  ws.addEventListener('message', (event) => {
    messages.push(String(event.data));
  });
  return { ws, messages, res };
}

describe('GET /api/live', () => {
  it('refuses a missing session (401), a foreign or missing Origin (403) and a plain GET (426)', async () => {
    const a = await user('refuse');
    await expectEnvelope(await call('/api/live', { headers: { Upgrade: 'websocket', Origin: ORIGIN } }), 401, 'unauthorized');
    await expectEnvelope(await call('/api/live', upgrade(a.jar, { Origin: 'https://evil.example' })), 403, 'forbidden');
    await expectEnvelope(
      await call('/api/live', { headers: { Upgrade: 'websocket', Cookie: a.jar.header() } }),
      403,
      'forbidden',
    );
    const plain = await call('/api/live', authed(a.jar));
    expect(plain.headers.get('Upgrade')).toBe('websocket');
    await expectEnvelope(plain, 426, 'bad_request');
  });

  it('answers ping with pong and carries the security headers', async () => {
    const a = await user('ping');
    const { ws, messages, res } = await connect(a.jar);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    ws.send('ping');
    await waitFor(() => (messages.includes('pong') ? true : undefined));
    ws.close(1000, 'done');
  });

  it('still upgrades when the session is renewed on the same response', async () => {
    const a = await user('renew');
    const { sid } = await sessionClaims(a.jar);
    const old = await encode({ token: { sub: a.id, sid }, secret: env.AUTH_SECRET!, salt: SESSION, maxAge: 28 * 86400 });
    const jar = new CookieJar();
    jar.set(SESSION, old);
    const { ws, messages, res } = await connect(jar);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=`))).toBe(true);
    ws.send('ping');
    await waitFor(() => (messages.includes('pong') ? true : undefined));
    ws.close(1000, 'done');
  });
});

describe('new versions arrive live', () => {
  it("pushes { type: 'versions', promptId } to the owner's tabs after a regeneration and a restore", async () => {
    const a = await user('versions');
    const body = {
      projectDescription: 'a booking app for a yoga studio',
      platform: 'lovable',
      details: [{ title: 'Class Schedules' }],
      answers: {},
      dismissedQuestions: [],
    };
    const res = await call('/api/ai/generate-prompt', authed(a.jar, jsonInit('POST', body)));
    const promptId = res.headers.get(PROMPT_ID_HEADER);
    await res.text();
    expect(promptId).toBeTruthy();
    const tab = await connect(a.jar);
    const { projectDescription: _, ...request } = body;
    await (await call(`/api/prompts/${promptId}/versions`, authed(a.jar, jsonInit('POST', request)))).text();
    const first = await waitFor(() => tab.messages.find((m) => m.includes('versions')));
    expect(JSON.parse(first)).toEqual({ type: 'versions', promptId });

    tab.messages.length = 0;
    expect((await call(`/api/prompts/${promptId}/versions/1/restore`, authed(a.jar, { method: 'POST' }))).status).toBe(200);
    const second = await waitFor(() => tab.messages.find((m) => m.includes('versions')));
    expect(JSON.parse(second)).toEqual({ type: 'versions', promptId });
    tab.ws.close(1000, 'done');
  });
});

describe('plan changes arrive live', () => {
  it("pushes { type: 'subscription', subscription } to every socket of that user only", async () => {
    const admin = await devSignIn('admin@example.com', 'Admin Live');
    const target = await user('target');
    const bystander = await user('bystander');
    const first = await connect(target.jar);
    const second = await connect(target.jar); // a second tab
    const other = await connect(bystander.jar);

    const res = await call(`/api/admin/users/${target.id}/subscription`, authed(admin.jar, jsonInit('PATCH', { plan: 'pro' })));
    expect(res.status).toBe(200);
    const { subscription } = (await res.json()) as { subscription: Record<string, unknown> };
    expect(subscription).toMatchObject({ user_id: target.id, plan: 'pro', max_prompts: 200, max_features: 20 });

    for (const socket of [first, second]) {
      const raw = await waitFor(() => socket.messages.find((m) => m.startsWith('{')));
      expect(JSON.parse(raw)).toEqual({ type: 'subscription', subscription });
    }
    await settle();
    expect(other.messages).toEqual([]);

    for (const socket of [first, second, other]) socket.ws.close(1000, 'done');
  });

  it('notify() reaches only open sockets and counts them; a closed socket is not counted', async () => {
    const a = await user('count');
    const stub = env.USER_LIVE.get(env.USER_LIVE.idFromName(a.id));
    const message: LiveMessage = { type: 'subscription', subscription: emptySubscription(a.id) };
    expect(await stub.notify(message)).toBe(0);
    const one = await connect(a.jar);
    const two = await connect(a.jar);
    expect(await stub.notify(message)).toBe(2);
    await waitFor(() => (one.messages.includes(JSON.stringify(message)) ? true : undefined));
    two.ws.close(1000, 'bye');
    await settle();
    expect(await stub.notify(message)).toBe(1);
    await runInDurableObject(stub, (instance) => {
      expect(instance).toBeInstanceOf(UserLive);
    });
    one.ws.close(1000, 'done');
  });
});
