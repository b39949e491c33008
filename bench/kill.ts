// `npm run soak:kill`: prompts streaming while the Worker process is killed (SIGKILL, as a crash or an evicted
// isolate ends it) and restarted, several times over; then, in the D1 database file itself, every user's
// prompts_used must equal the prompts saved plus the quota reservations still open, and once those expire the next
// cron run must give them back, leaving prompts_used equal to what was saved. Exits non-zero when that fails.
//
// The prompts come from a local OpenAI-compatible server that streams slowly (a few seconds a prompt), so a kill
// lands mid-stream; reservations are made to expire after KILL_RESERVATION_S seconds (60) instead of 10 minutes,
// longer than the rounds take, so every reservation a kill left is still open when the checks begin.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { applyMigrations } from '../scripts/local-db.mjs';
import { BUILT_WORKER_VARS, exampleVars, startPreview, type PreviewServer } from '../scripts/preview-server.ts';
import type { KillResult } from './lib/kill-types.ts';
import { Session } from './lib/session.ts';

const STATE_DIR = '.wrangler/kill-state';
const PORT = Number(process.env.SOAK_PORT ?? 8794);
const USERS = Number(process.env.KILL_USERS ?? 10);
/** The first FREE_USERS stay on the free plan (5 prompts), so open reservations also meet a quota. */
const FREE_USERS = 2;
const KILLS = Number(process.env.KILL_ROUNDS ?? 5);
const STREAMS_PER_USER = 2;
const RESERVATION_S = Number(process.env.KILL_RESERVATION_S ?? 60);
/** The model's reply: a first token after 300 ms, then one every 80 ms, about 4 s in all. */
const TOKENS = 50;
const GAP_MS = 80;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** A local OpenAI-compatible server that streams every prompt slowly. */
async function slowModel() {
  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'kill', object: 'chat.completion.chunk', created: 1, model: 'kill', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const server = createServer(async (req, res) => {
    req.resume();
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    await sleep(300);
    for (let i = 0; i < TOKENS && !res.destroyed; i++) {
      if (i > 0) await sleep(GAP_MS);
      res.write(chunk({ content: i === 0 ? '# Build prompt\n' : `Requirement ${i}. ` }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Outcome = 'delivered' | 'cut' | 'refused' | 'other';

interface User {
  email: string;
  id: string;
  session: Session;
}

/** One generation, read to its end: delivered whole, cut (the server died under it), refused (4xx) or other. */
async function generate(user: User, n: number): Promise<{ outcome: Outcome; status: string }> {
  try {
    const res = await user.session.send('POST', '/api/ai/generate-prompt', {
      projectDescription: `A booking app for a climbing gym, take ${n}`,
      platform: 'claude',
      details: [{ title: 'Route setting' }, { title: 'Day passes' }],
    });
    if (!res.ok) {
      const code = ((await res.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code ?? '';
      return { outcome: res.status < 500 ? 'refused' : 'other', status: `${res.status} ${code}`.trim() };
    }
    const text = await res.text();
    return text.includes('\u001e') ? { outcome: 'cut', status: 'in-stream error' } : { outcome: 'delivered', status: '200' };
  } catch (error) {
    return { outcome: 'cut', status: `network error (${(error as Error).message})` };
  }
}

function d1File(): string {
  const dir = join(STATE_DIR, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found ${files.join(', ') || 'none'}.`);
  return join(dir, files[0]!);
}

interface Ledger {
  used: number;
  saved: number;
  open: number;
  /** The latest expiry among the user's open reservations (ISO-8601), if any. */
  expires: string | null;
}

/** Per user, read from the D1 database file: prompts_used, prompts saved, reservations open. */
function ledgers(users: User[]): Map<string, Ledger> {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    const reservations = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'quota_reservations'").get();
    const read = db.prepare(
      `SELECT (SELECT prompts_used FROM subscriptions WHERE user_id = ?1) AS used,
              (SELECT COUNT(*) FROM prompt_history WHERE user_id = ?1) AS saved,
              ${reservations ? '(SELECT COUNT(*) FROM quota_reservations WHERE user_id = ?1)' : '0'} AS open,
              ${reservations ? '(SELECT MAX(expires_at) FROM quota_reservations WHERE user_id = ?1)' : 'NULL'} AS expires`,
    );
    return new Map(
      users.map((u) => {
        const row = read.get(u.id) as { used: number; saved: number; open: number; expires: string | null };
        return [u.id, { used: Number(row.used), saved: Number(row.saved), open: Number(row.open), expires: row.expires }];
      }),
    );
  } finally {
    db.close();
  }
}

/** When each open reservation expires (ms since the epoch). */
function expiries(): number[] {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'quota_reservations'").get();
    if (!table) return []; // older code without reservations: the checks then report what differs
    const rows = db.prepare('SELECT expires_at FROM quota_reservations').all() as { expires_at: string }[];
    return rows.map((r) => Date.parse(r.expires_at));
  } finally {
    db.close();
  }
}

const sum = (values: Iterable<Ledger>, key: 'used' | 'saved' | 'open') => [...values].reduce((n, l) => n + l[key], 0);

async function cron(server: PreviewServer): Promise<string> {
  const res = await fetch(`${server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
  return (await res.text()).trim();
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations(STATE_DIR);
  const model = await slowModel();
  const originalVars = existsSync(BUILT_WORKER_VARS) ? readFileSync(BUILT_WORKER_VARS, 'utf8') : null;
  writeFileSync(
    BUILT_WORKER_VARS,
    exampleVars([
      'OPENAI_API_KEY=kill-test',
      `AI_BASE_URL=${model.baseURL}`,
      'AI_MODEL=kill-test',
      `QUOTA_RESERVATION_SECONDS=${RESERVATION_S}`,
    ]),
  );
  const start = () => startPreview({ port: PORT, stateDir: STATE_DIR });
  let server = await start();
  const rounds: KillResult['rounds'] = [];
  let result: KillResult;
  try {
    const admin = await Session.signIn(server.url, 'admin@example.com', 'Kill Admin');
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `kill-${i}@example.com`;
      const session = await Session.signIn(server.url, email, `Kill User ${i}`);
      const { profile } = await session.json<{ profile: { id: string } }>('GET', '/api/me');
      if (i >= FREE_USERS) await admin.setPlan(profile.id, 'pro');
      users.push({ email, id: profile.id, session });
    }

    console.log(
      `Kill test: ${USERS} users × ${STREAMS_PER_USER} streams, the Worker killed ${KILLS} times mid-stream, on ${server.url} …`,
    );
    for (let round = 0; round <= KILLS; round++) {
      const killing = round < KILLS;
      const started = Date.now();
      const requests = users.flatMap((user, u) =>
        Array.from({ length: STREAMS_PER_USER }, (_, s) =>
          sleep(Math.random() * 2_000).then(() => generate(user, round * 100 + u * 10 + s)),
        ),
      );
      let killedAfterMs: number | null = null;
      if (killing) {
        // Mid-stream: the streams start over 2 s and take about 4.5 s each, so at the kill some are done and saved,
        // most are streaming, a few have not reserved yet.
        await sleep(3_000 + Math.random() * 3_000);
        killedAfterMs = Date.now() - started;
        await server.kill();
      }
      const outcomes = await Promise.all(requests);
      const count = (o: Outcome) => outcomes.filter((x) => x.outcome === o).length;
      rounds.push({
        killedAfterMs,
        delivered: count('delivered'),
        cut: count('cut'),
        refused: count('refused'),
        other: count('other'),
        statuses: outcomes.reduce<Record<string, number>>((all, x) => ({ ...all, [x.status]: (all[x.status] ?? 0) + 1 }), {}),
      });
      const r = rounds.at(-1)!;
      console.log(
        `  round ${round + 1}: ${killing ? `killed after ${killedAfterMs} ms` : 'no kill'}; ${r.delivered} delivered, ${r.cut} cut, ${r.refused} refused, ${r.other} other`,
      );
      if (killing) server = await start();
    }

    const delivered = rounds.reduce((n, r) => n + r.delivered, 0);
    const afterKills = ledgers(users);
    // The rounds outlast some reservations: a cron run now must release exactly those already expired.
    const open = expiries();
    const cronAt = Date.now();
    const beforeCron = await cron(server);
    const cronDone = Date.now();
    const afterEarlyCron = ledgers(users);
    const mustStay = open.filter((t) => t > cronDone).length;
    const mayGo = open.filter((t) => t > cronAt && t <= cronDone).length;
    // Wait until every reservation has expired, then the next cron run must give them all back.
    const lastExpiry = Math.max(0, ...[...afterEarlyCron.values()].map((l) => (l.expires ? Date.parse(l.expires) : 0)));
    await sleep(lastExpiry - Date.now() + 1_500);
    const afterCronStatus = await cron(server);
    const afterCron = ledgers(users);

    const mismatched = (map: Map<string, Ledger>, withOpen: boolean) =>
      users.filter((u) => {
        const l = map.get(u.id)!;
        return l.used !== l.saved + (withOpen ? l.open : 0);
      }).length;
    const invariants: KillResult['invariants'] = [
      {
        name: 'After the kills: prompts_used = saved prompts + open reservations, for every user',
        ok: mismatched(afterKills, true) === 0,
        detail: `${sum(afterKills.values(), 'used')} used, ${sum(afterKills.values(), 'saved')} saved, ${sum(afterKills.values(), 'open')} open; ${mismatched(afterKills, true)} of ${USERS} users differ`,
      },
      {
        name: 'A cron run in between releases only the expired reservations (and the equality holds)',
        ok:
          beforeCron === 'ok' &&
          mismatched(afterEarlyCron, true) === 0 &&
          sum(afterEarlyCron.values(), 'open') >= mustStay &&
          sum(afterEarlyCron.values(), 'open') <= mustStay + mayGo &&
          mustStay > 0,
        detail: `cron answered "${beforeCron}"; of ${open.length} open, ${open.length - mustStay - mayGo} had expired, ${mustStay} had not; ${sum(afterEarlyCron.values(), 'open')} left open; ${mismatched(afterEarlyCron, true)} users differ`,
      },
      {
        name: 'The first cron run after they expire gives every one back: prompts_used = saved prompts, none open',
        ok: afterCronStatus === 'ok' && mismatched(afterCron, false) === 0 && sum(afterCron.values(), 'open') === 0,
        detail: `cron answered "${afterCronStatus}"; ${sum(afterCron.values(), 'used')} used, ${sum(afterCron.values(), 'saved')} saved, ${sum(afterCron.values(), 'open')} open; ${mismatched(afterCron, false)} of ${USERS} users differ`,
      },
      {
        name: 'Every prompt delivered whole was saved',
        ok: sum(afterCron.values(), 'saved') >= delivered,
        detail: `${delivered} delivered whole, ${sum(afterCron.values(), 'saved')} saved (a prompt saved just before a kill may not reach its client)`,
      },
      {
        name: 'Kills landed mid-stream',
        ok: rounds.slice(0, KILLS).every((r) => r.cut > 0),
        detail: rounds
          .slice(0, KILLS)
          .map((r) => r.cut)
          .join(', ')
          .concat(' streams cut per kill'),
      },
    ];
    result = {
      date: new Date().toISOString(),
      users: USERS,
      streamsPerUser: STREAMS_PER_USER,
      kills: KILLS,
      reservationSeconds: RESERVATION_S,
      rounds,
      totals: {
        used: sum(afterKills.values(), 'used'),
        saved: sum(afterKills.values(), 'saved'),
        open: sum(afterKills.values(), 'open'),
        usedAfterCron: sum(afterCron.values(), 'used'),
      },
      invariants,
      ok: invariants.every((i) => i.ok),
    };
  } finally {
    await server.stop();
    await model.close();
    if (originalVars === null) rmSync(BUILT_WORKER_VARS, { force: true });
    else writeFileSync(BUILT_WORKER_VARS, originalVars);
  }

  writeFileSync('bench/kill.json', JSON.stringify(result, null, 2) + '\n');
  console.log('\nInvariants:');
  for (const i of result.invariants) console.log(`  ${i.ok ? '✔' : '✘'} ${i.name}: ${i.detail}`);
  console.log(`\nWrote bench/kill.json. ${result.ok ? 'Every invariant holds.' : 'An invariant FAILED.'}`);
  process.exit(result.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
