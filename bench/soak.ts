// `npm run soak`: 50 signed-in users loop suggest → questions → prompt → history against the local app
// (built-in composer) for 60 s, while some of their sessions are revoked under them (sign-out, "Sign out
// everywhere"); then the daily-stats cron runs and invariants are checked in D1 itself.
// Exits non-zero when an invariant fails or any request answered 5xx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import corpus from '../eval/corpus.ts';
import { applyMigrations } from '../scripts/local-db.mjs';
import { PLAN_LIMITS } from '../common/plans.ts';
import { BUILT_WORKER_VARS, exampleVars, startPreview } from '../scripts/preview-server.ts';
import { Session } from './lib/session.ts';
import type { Invariant, SoakResult } from './lib/soak-types.ts';
import { percentile } from './lib/stats.ts';
import { readPromptStream } from './lib/streaming.ts';

const STATE_DIR = '.wrangler/soak-state';
const PORT = Number(process.env.SOAK_PORT ?? 8793);
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60);
const USERS = Number(process.env.SOAK_USERS ?? 50);
/** The first FREE_USERS stay on the free plan (5 prompts) and run into its quota; the rest are on pro. */
const FREE_USERS = Math.round(USERS / 5);
const PLATFORMS = ['chatgpt', 'claude', 'gemini', 'lovable', 'cursor', 'gpt-5'];
/**
 * Each loop makes two calls limited to 30 a minute per user and one prompt generation, limited to 10 a minute, so a
 * user who starts a loop every ~6.1 s stays just under the limits and the load is steady; without pacing, all users
 * would burst, hit the limits within seconds and idle until the next minute. SOAK_PACE_MS=0 turns pacing off.
 */
const PACE_MS = Number(process.env.SOAK_PACE_MS ?? 6_100);
/** While the middle 60% of the run lasts, a user's session is revoked about this often (alternating the two ways). */
const REVOKE_EVERY_MS = Number(process.env.SOAK_REVOKE_EVERY_MS ?? 2_000);
/** Requests sent with a session just after it was revoked, besides those its user's loop still had going. */
const REVOKED_PROBES: [method: 'GET' | 'PATCH' | 'POST', path: string, body?: unknown][] = [
  ['GET', '/api/me'],
  ['GET', '/api/prompts'],
  ['PATCH', '/api/profile', { first_name: 'Revoked' }],
  ['POST', '/api/ai/generate-prompt', { projectDescription: 'A shop', platform: 'claude', details: [{ title: 'Cart' }] }],
];

interface User {
  session: Session;
  email: string;
  id: string;
  free: boolean;
  promptsOk: number;
  promptAttempts: number;
  quotaRefusals: number;
}

interface Sample {
  step: string;
  status: string;
  ms: number;
  /** The session the request was sent with, and when it was sent (a tick of `order`). */
  session: Session | null;
  sentAt: number;
}

const samples: Sample[] = [];
/** Orders sending requests and answered revocations strictly (two events in one millisecond stay in order). */
let order = 0;
/** Every revoked session, and when its revocation had been answered (a tick of `order`). */
const revoked = new Map<Session, number>();
const failures: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One API call, recorded with its status (and error code for 4xx). Returns the body, or null on failure;
 * `res` is null when the request never got an answer (counted as a "network error").
 */
async function call<T>(
  step: string,
  session: Session | null,
  make: () => Promise<Response>,
  read: (res: Response) => Promise<T>,
): Promise<{ res: Response | null; status: string; body: T | null }> {
  const sentAt = ++order;
  const start = performance.now();
  let res: Response;
  try {
    res = await make();
  } catch (error) {
    failures.push(`${step}: ${(error as Error).message}`);
    samples.push({ step, status: 'network error', ms: performance.now() - start, session, sentAt });
    return { res: null, status: 'network error', body: null };
  }
  let status = String(res.status);
  let body: T | null = null;
  if (res.ok) {
    try {
      body = await read(res);
    } catch (error) {
      status = 'stream error';
      failures.push(`${step}: ${(error as Error).message}`);
    }
  } else {
    const text = await res.text();
    try {
      status += ` ${(JSON.parse(text) as { error: { code: string } }).error.code}`;
    } catch {
      status += ' (no envelope)';
    }
  }
  samples.push({ step, status, ms: performance.now() - start, session, sentAt });
  return { res, status, body };
}

/**
 * A rate-limited user waits as a browser would (Retry-After), never past the end of the run; one whose session was
 * revoked under them (401) signs in again, as a person would.
 */
async function backOff(user: User, res: Response | null, deadline: number) {
  if (res?.status === 401) {
    user.session = await Session.signIn(user.session.baseURL, user.email, 'Soak User (again)');
    return;
  }
  if (res?.status !== 429) return;
  const seconds = Number(res.headers.get('Retry-After') ?? 1);
  await sleep(Math.min(seconds * 1000, deadline - Date.now()));
}

async function loop(user: User, deadline: number) {
  await sleep(Math.random() * PACE_MS); // users arrive spread out, not all at once
  while (Date.now() < deadline) {
    const loopStart = Date.now();
    await oneRound(user, deadline);
    // Think time, with jitter so users do not fall into step.
    await sleep(Math.min(loopStart + PACE_MS * (0.9 + Math.random() * 0.2), deadline) - Date.now());
  }
}

/** suggest → questions → prompt → history, as the guided flow does. */
async function oneRound(user: User, deadline: number) {
  const { description } = pick(corpus);
  const platform = pick(PLATFORMS);
  const { session } = user;
  const suggest = await call(
    'suggest-features',
    session,
    () => session.send('POST', '/api/ai/suggest-features', { projectDescription: description, platform }),
    (r) => r.json() as Promise<{ features: string[] }>,
  );
  if (!suggest.body) {
    await backOff(user, suggest.res, deadline);
    return;
  }
  const details = suggest.body.features.slice(0, 3);
  const questions = await call(
    'generate-questions',
    session,
    () =>
      session.send('POST', '/api/ai/generate-questions', {
        projectDescription: description,
        platform,
        details,
        previousAnswers: {},
        questionIndex: 0,
      }),
    (r) => r.json() as Promise<{ questions: { text: string; type: string; options?: string[] }[] }>,
  );
  if (!questions.body) {
    await backOff(user, questions.res, deadline);
    return;
  }
  const answers = Object.fromEntries(
    questions.body.questions.map((q) => [q.text, q.type === 'yes-no' ? 'Yes' : (q.options?.[0] ?? 'Yes')]),
  );
  const prompt = await call(
    'generate-prompt',
    session,
    () =>
      session.send('POST', '/api/ai/generate-prompt', {
        projectDescription: description,
        platform,
        details: details.map((title) => ({ title })),
        answers,
        dismissedQuestions: [],
      }),
    (r) => readPromptStream(r),
  );
  if (prompt.res?.status !== 401 && prompt.status !== '429 rate_limited') user.promptAttempts++;
  if (prompt.body !== null) user.promptsOk++;
  if (prompt.status === '429 quota_exceeded') user.quotaRefusals++;
  if (prompt.res?.status === 401 || prompt.status === '429 rate_limited') {
    await backOff(user, prompt.res, deadline);
    return;
  }
  const history = await call(
    'prompts (history)',
    session,
    () => session.get('/api/prompts'),
    (r) => r.json(),
  );
  await backOff(user, history.res, deadline);
}

/**
 * Revokes a user's session while their loop goes on using it: by Auth.js sign-out from a copy of their cookie, or by
 * "Sign out everywhere" from a second sign-in; then probes the revoked cookie. Every request sent with it after the
 * revocation was answered must be refused.
 */
async function revokeSessions(users: User[], start: number, deadline: number) {
  const span = deadline - start;
  await sleep(start + span * 0.2 - Date.now());
  let everywhere = false;
  while (Date.now() < start + span * 0.8) {
    // Users whose last revoked session they have not yet replaced (they sign in again on their next 401) wait.
    const candidates = users.filter((u) => !revoked.has(u.session));
    if (candidates.length === 0) {
      await sleep(100);
      continue;
    }
    const user = pick(candidates);
    const victim = user.session;
    if (everywhere) {
      const other = await Session.signIn(victim.baseURL, user.email, 'Soak Second Device');
      const res = await other.send('DELETE', '/api/account/sessions', undefined);
      if (!res.ok) failures.push(`Sign out everywhere answered ${res.status}`);
      revoked.set(other, ++order);
    } else {
      const status = await victim.copy().signOut();
      if (status !== 302) failures.push(`Sign-out answered ${status}`);
    }
    revoked.set(victim, ++order);
    everywhere = !everywhere;
    for (const [method, path, body] of REVOKED_PROBES) {
      await call(
        'revoked session',
        victim,
        () => (method === 'GET' ? victim.get(path) : victim.send(method, path, body)),
        (r) => r.text(),
      );
    }
    await sleep(REVOKE_EVERY_MS * (0.5 + Math.random()));
  }
}

function d1File(): string {
  const dir = join(STATE_DIR, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${dir}, found ${files.join(', ') || 'none'}.`);
  return join(dir, files[0]!);
}

function checkInvariants(users: User[], cronStatus: string): Invariant[] {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    const history = new Map(
      (
        db.prepare('SELECT user_id, COUNT(*) AS n FROM prompt_history GROUP BY user_id').all() as { user_id: string; n: number }[]
      ).map((r) => [r.user_id, Number(r.n)]),
    );
    const subs = new Map(
      (
        db.prepare('SELECT user_id, prompts_used, max_prompts FROM subscriptions').all() as {
          user_id: string;
          prompts_used: number;
          max_prompts: number;
        }[]
      ).map((r) => [r.user_id, r]),
    );
    const ok = users.reduce((n, u) => n + u.promptsOk, 0);
    const rows = users.reduce((n, u) => n + (history.get(u.id) ?? 0), 0);
    const historyMismatch = users.filter((u) => (history.get(u.id) ?? 0) !== u.promptsOk);
    // Judged on the history itself, so a quota check that let an extra prompt through would show here.
    const limitOf = (u: User) => PLAN_LIMITS[u.free ? 'free' : 'pro'].maxPrompts;
    const overQuota = users.filter((u) => (history.get(u.id) ?? 0) > limitOf(u));
    const counterMismatch = users.filter((u) => (subs.get(u.id)?.prompts_used ?? 0) !== (history.get(u.id) ?? 0));
    // Every stream was read to its end, so every reservation was settled or released: none is left open.
    const openReservations = Number((db.prepare('SELECT COUNT(*) AS n FROM quota_reservations').get() as { n: number }).n);
    const freeUsers = users.filter((u) => u.free);
    // A free user who asked for more than 5 prompts got exactly 5, and was refused with 429 quota_exceeded.
    const freeNotStopped = freeUsers.filter(
      (u) => u.promptAttempts > 5 && ((history.get(u.id) ?? 0) !== 5 || u.quotaRefusals === 0),
    );
    const freeTested = freeUsers.filter((u) => u.promptAttempts > 5).length;

    const direct = db
      .prepare(
        `SELECT substr(created_at, 1, 10) AS date, COUNT(*) AS total, COUNT(DISTINCT user_id) AS users
         FROM prompt_history WHERE substr(created_at, 1, 10) >= date('now', '-1 day') GROUP BY 1 ORDER BY 1`,
      )
      .all() as { date: string; total: number; users: number }[];
    const stats = new Map(
      (
        db.prepare('SELECT date, total_prompts, unique_users FROM daily_prompt_stats').all() as {
          date: string;
          total_prompts: number;
          unique_users: number;
        }[]
      ).map((r) => [r.date, r]),
    );
    const statsWrong = direct.filter((d) => {
      const s = stats.get(d.date);
      return !s || Number(s.total_prompts) !== Number(d.total) || Number(s.unique_users) !== Number(d.users);
    });
    const fiveHundreds = samples.filter((s) => s.status.startsWith('5')).length;
    const afterRevocation = samples.filter((s) => s.session && revoked.has(s.session) && s.sentAt > revoked.get(s.session)!);
    const revokedAnswered = afterRevocation.filter((s) => s.status.startsWith('2'));

    return [
      {
        name: 'No request answered 5xx',
        ok: fiveHundreds === 0,
        detail: `${fiveHundreds} of ${samples.length}`,
      },
      {
        name: 'Every prompt stream that started also finished',
        ok: failures.length === 0,
        detail: failures.length ? failures.slice(0, 3).join('; ') : 'no in-stream errors',
      },
      {
        name: 'History rows equal successful prompts',
        ok: historyMismatch.length === 0 && rows === ok,
        detail: `${rows} rows, ${ok} successful prompts; ${historyMismatch.length} users differ`,
      },
      {
        name: 'No user over quota (history rows ≤ the plan’s prompts)',
        ok: overQuota.length === 0,
        detail: `${overQuota.length} users over`,
      },
      {
        name: 'Free users are stopped at 5 prompts with 429 quota_exceeded',
        ok: freeTested > 0 && freeNotStopped.length === 0,
        detail: `${freeTested} of ${freeUsers.length} free users asked for more than 5; ${freeNotStopped.length} not stopped at exactly 5`,
      },
      {
        name: 'prompts_used equals each user’s history rows, and no quota reservation is left open',
        ok: counterMismatch.length === 0 && openReservations === 0,
        detail: `${counterMismatch.length} users differ; ${openReservations} reservations open`,
      },
      {
        name: 'No revoked session is ever answered 200',
        ok: afterRevocation.length > 0 && revokedAnswered.length === 0,
        detail: `${revoked.size} sessions revoked mid-run (sign-out or Sign out everywhere); ${afterRevocation.length} requests sent with one after its revocation, ${revokedAnswered.length} answered 2xx`,
      },
      {
        name: 'daily_prompt_stats after a cron run equals a direct count',
        ok: cronStatus === 'ok' && direct.length > 0 && statsWrong.length === 0,
        detail: `cron answered "${cronStatus}"; ${direct.map((d) => `${d.date}: ${d.total} prompts, ${d.users} users`).join('; ')}; ${statsWrong.length} days differ`,
      },
    ];
  } finally {
    db.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations(STATE_DIR);
  const originalVars = existsSync(BUILT_WORKER_VARS) ? readFileSync(BUILT_WORKER_VARS, 'utf8') : null;
  writeFileSync(BUILT_WORKER_VARS, exampleVars());
  const server = await startPreview({ port: PORT, stateDir: STATE_DIR });
  let result: SoakResult;
  try {
    const admin = await Session.signIn(server.url, 'admin@example.com', 'Soak Admin');
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `soak-${i}@example.com`;
      const session = await Session.signIn(server.url, email, `Soak User ${i}`);
      const { profile } = await session.json<{ profile: { id: string } }>('GET', '/api/me');
      const free = i < FREE_USERS;
      if (!free) await admin.setPlan(profile.id, 'pro');
      users.push({ session, email, id: profile.id, free, promptsOk: 0, promptAttempts: 0, quotaRefusals: 0 });
    }

    console.log(`Soak: ${USERS} users (${FREE_USERS} on the free plan) for ${DURATION_S} s against ${server.url} …`);
    const start = Date.now();
    const deadline = start + DURATION_S * 1000;
    await Promise.all([...users.map((u) => loop(u, deadline)), revokeSessions(users, start, deadline)]);

    const cron = await fetch(`${server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    const cronStatus = (await cron.text()).trim();
    await server.stop();

    const invariants = checkInvariants(users, cronStatus);
    const statuses: Record<string, number> = {};
    for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const endpoints: SoakResult['endpoints'] = {};
    for (const step of new Set(samples.map((s) => s.step))) {
      const ms = samples.filter((s) => s.step === step).map((s) => s.ms);
      endpoints[step] = { count: ms.length, p50: Math.round(percentile(ms, 50)), p99: Math.round(percentile(ms, 99)) };
    }
    result = {
      date: new Date().toISOString(),
      durationS: DURATION_S,
      paceMs: PACE_MS,
      users: USERS,
      freeUsers: FREE_USERS,
      requests: samples.length,
      statuses,
      fiveHundreds: samples.filter((s) => s.status.startsWith('5')).length,
      endpoints,
      successfulPrompts: users.reduce((n, u) => n + u.promptsOk, 0),
      invariants,
      ok: invariants.every((i) => i.ok),
    };
  } finally {
    await server.stop();
    if (originalVars === null) rmSync(BUILT_WORKER_VARS, { force: true });
    else writeFileSync(BUILT_WORKER_VARS, originalVars);
  }

  writeFileSync('bench/soak.json', JSON.stringify(result, null, 2) + '\n');
  console.log(`\n${result.requests} requests in ${result.durationS} s (${Math.round(result.requests / result.durationS)}/s)`);
  console.log(
    'Statuses:',
    Object.entries(result.statuses)
      .map(([k, v]) => `${k} × ${v}`)
      .join(', '),
  );
  for (const [step, e] of Object.entries(result.endpoints))
    console.log(`  ${step}: ${e.count} calls, p50 ${e.p50} ms, p99 ${e.p99} ms`);
  console.log('\nInvariants:');
  for (const i of result.invariants) console.log(`  ${i.ok ? '✔' : '✘'} ${i.name}: ${i.detail}`);
  console.log(`\nWrote bench/soak.json. ${result.ok ? 'Every invariant holds.' : 'An invariant FAILED.'}`);
  process.exit(result.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
