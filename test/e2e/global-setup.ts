import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../scripts/local-db.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE_DIR = '.wrangler/e2e-state';
const BUILT_WORKER_VARS = 'dist/prompt_qordinate/.dev.vars';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Settings for the built app under test: the example's dev settings, never a developer's real keys. */
function e2eVars(): string {
  const example = readFileSync('.dev.vars.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line));
  return [...example, 'ADMIN_EMAILS=admin@example.com'].join('\n') + '\n';
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The preview server exited early (code ${server.exitCode}).`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The preview server did not answer on ${url} within ${timeoutMs} ms.`);
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html'))
    throw new Error('Build the app first (npm run build): browser tests drive the built app.');
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations(STATE_DIR);
  writeFileSync(BUILT_WORKER_VARS, e2eVars());

  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    env: { ...process.env, PQ_STATE_DIR: STATE_DIR, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const baseURL = `http://localhost:${PORT}`;
  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    console.error(log);
    throw error;
  }
  project.provide('baseURL', baseURL);

  return () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}
