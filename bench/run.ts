// `npm run bench`: builds the app, serves it the way `npm start` does (vite preview, workerd) beside a bare
// hello-world Worker, measures, and writes bench/RESULTS.md and bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { applyMigrations } from '../scripts/local-db.mjs';
import { measureFrontEnd } from '../scripts/bundle-size.ts';
import { BUILT_WORKER_VARS, exampleVars, startPreview, type PreviewServer } from '../scripts/preview-server.ts';
import { measureStartup, measureUpload } from '../scripts/worker-size.ts';
import { loadRounds } from './lib/api-load.ts';
import { measureComposer } from './lib/composer-speed.ts';
import { measureFirstSuggestions } from './lib/first-suggestions.ts';
import { runLighthouse, runLighthouseSignedIn } from './lib/lighthouse.ts';
import { machine } from './lib/machine.ts';
import { renderReport, type BenchResults } from './lib/report.ts';
import { Session } from './lib/session.ts';
import { detailPage, resultPage } from './lib/signed-in-pages.ts';
import { overRounds } from './lib/stats.ts';
import { measureStreaming, PROMPT_BODY, readPromptStream, streamingUsersFor, type StreamingResult } from './lib/streaming.ts';
import { startTimedLlm } from './lib/timed-llm.ts';

const STATE_DIR = '.wrangler/bench-state';
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 8791);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8792);
const LOAD = {
  amount: Number(process.env.BENCH_REQUESTS ?? 3000),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  rounds: Number(process.env.BENCH_ROUNDS ?? 7),
};
const STREAM = { rounds: Number(process.env.BENCH_STREAM_ROUNDS ?? 100), firstTokenDelayMs: 300, tokens: 40, gapMs: 5 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FIRST_SUGGESTIONS_RUNS = Number(process.env.BENCH_FIRST_SUGGESTIONS_RUNS ?? 7);

const step = (text: string) => console.log(`\n▶ ${text}`);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

/** A signed-in user on a big plan with ten prompts of history, made through the API like a real user. */
async function seedUser(baseURL: string): Promise<Session> {
  const session = await Session.signIn(baseURL, 'admin@example.com', 'Bench Admin');
  const me = await session.json<{ profile: { id: string } }>('GET', '/api/me');
  await session.setPlan(me.profile.id, 'pro_max');
  const { prompts } = await session.json<{ prompts: unknown[] }>('GET', '/api/prompts');
  for (let i = prompts.length; i < 10; i++) {
    await readPromptStream(await session.send('POST', '/api/ai/generate-prompt', PROMPT_BODY));
  }
  return session;
}

/** Users on the pro_max plan, enough to send `rounds` prompts without meeting the per-minute limit. */
async function streamingUsers(baseURL: string, rounds: number): Promise<Session[]> {
  const admin = await Session.signIn(baseURL, 'admin@example.com', 'Bench Admin');
  const users: Session[] = [];
  for (let n = 0; n < streamingUsersFor(rounds); n++) {
    const user = await Session.signIn(baseURL, `bench-stream-${n}@example.com`, `Bench Streamer ${n}`);
    const me = await user.json<{ profile: { id: string } }>('GET', '/api/me');
    await admin.setPlan(me.profile.id, 'pro_max');
    users.push(user);
  }
  return users;
}

async function main() {
  const servers: PreviewServer[] = [];
  step('Build the app and the bare Worker');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--config', 'bench/hello/vite.config.ts']);
  // The build's own settings (the developer's .dev.vars), put back afterwards.
  const originalVars = existsSync(BUILT_WORKER_VARS) ? readFileSync(BUILT_WORKER_VARS, 'utf8') : null;
  try {
    rmSync(STATE_DIR, { recursive: true, force: true });
    applyMigrations(STATE_DIR);

    step('Start both on the same runtime (vite preview, workerd)');
    writeFileSync(BUILT_WORKER_VARS, exampleVars());
    const hello = await startPreview({ port: HELLO_PORT, config: 'bench/hello/vite.config.ts', readyPath: '/' });
    servers.push(hello);
    let app = await startPreview({ port: APP_PORT, stateDir: STATE_DIR });
    servers.push(app);
    const session = await seedUser(app.url);

    step(`API load: ${LOAD.rounds} rounds of ${LOAD.amount} requests at ${LOAD.connections} connections per target`);
    const auth = { Cookie: session.cookieHeader };
    const api = await loadRounds(
      [
        { name: 'bare Worker', url: `${hello.url}/` },
        { name: 'GET /api/health', url: `${app.url}/api/health` },
        { name: 'GET /api/engines (KV hit)', url: `${app.url}/api/engines` },
        { name: 'GET /api/me (signed in, D1)', url: `${app.url}/api/me`, headers: auth },
        { name: 'GET /api/prompts (signed in, 10 rows)', url: `${app.url}/api/prompts`, headers: auth },
      ],
      LOAD,
    );

    step(`Lighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} runs per page`);
    const lighthouse = await runLighthouse(app.url, ['/', '/auth', '/privacy'], LIGHTHOUSE_RUNS);

    step(`Lighthouse on the result and detail pages, signed in, ${LIGHTHOUSE_RUNS} runs per page`);
    const { prompts: history } = await session.json<{ prompts: { id: string }[] }>('GET', '/api/prompts');
    lighthouse.push(
      ...(await runLighthouseSignedIn(app.url, session.cookieHeader, [resultPage, detailPage(history[0]!.id)], LIGHTHOUSE_RUNS)),
    );

    step(`Submit → first suggestions visible in Chromium, ${FIRST_SUGGESTIONS_RUNS} runs`);
    const firstSuggestions = await measureFirstSuggestions(app.url, FIRST_SUGGESTIONS_RUNS);

    step(`Streaming overhead: ${STREAM.rounds} prompts from a local LLM (first token after ${STREAM.firstTokenDelayMs} ms)`);
    await app.stop();
    servers.pop();
    const llm = await startTimedLlm({ ...STREAM, firstTokenMs: STREAM.firstTokenDelayMs });
    let streaming: StreamingResult;
    try {
      writeFileSync(
        BUILT_WORKER_VARS,
        exampleVars(['OPENAI_API_KEY=bench-key', `AI_BASE_URL=${llm.baseURL}`, 'AI_MODEL=bench-model']),
      );
      app = await startPreview({ port: APP_PORT, stateDir: STATE_DIR });
      servers.push(app);
      streaming = await measureStreaming(await streamingUsers(app.url, STREAM.rounds), llm, STREAM);
    } finally {
      await llm.close();
    }
    for (const server of servers.splice(0)) await server.stop();

    step('Built-in composer (in process)');
    const composer = await measureComposer();

    step('Front-end sizes and the Worker bundle');
    const frontEnd = measureFrontEnd();
    const upload = measureUpload();
    const startups = Array.from({ length: 5 }, () => measureStartup().activeMs);

    const results: BenchResults = {
      machine: machine(),
      settings: { load: LOAD, streaming: STREAM, lighthouseRuns: LIGHTHOUSE_RUNS },
      firstSuggestions,
      api,
      streaming,
      composer,
      frontEnd,
      worker: { upload, startupActiveMs: overRounds(startups, 'max') },
      lighthouse,
      soak: existsSync('bench/soak.json') ? JSON.parse(readFileSync('bench/soak.json', 'utf8')) : null,
      kill: existsSync('bench/kill.json') ? JSON.parse(readFileSync('bench/kill.json', 'utf8')) : null,
    };
    writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
    writeFileSync('bench/RESULTS.md', renderReport(results));
    console.log('\n✔ Wrote bench/RESULTS.md and bench/results.json');
  } finally {
    for (const server of servers) await server.stop();
    if (originalVars === null) rmSync(BUILT_WORKER_VARS, { force: true });
    else writeFileSync(BUILT_WORKER_VARS, originalVars);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
