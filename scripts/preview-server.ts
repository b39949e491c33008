// Starts the built app (or another built Worker) with `vite preview`, the runtime `npm start` uses,
// and waits until it answers. Shared by the browser tests, the benchmarks and the soak test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface PreviewServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** Ends the server and its Worker runtime at once (SIGKILL to the process group), as a crash would. */
  kill(): Promise<void>;
}

export interface PreviewOptions {
  port: number;
  /** D1/KV/DO state directory (PQ_STATE_DIR); the developer's own `.wrangler/state` when absent. */
  stateDir?: string;
  /** Another Vite config (the bench's bare Worker). */
  config?: string;
  /** Path that answers 200 once the server is up. */
  readyPath?: string;
  timeoutMs?: number;
}

/** The example's development settings, never a developer's real keys, plus any extra lines. */
export function exampleVars(extra: string[] = []): string {
  const example = readFileSync('.dev.vars.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line));
  return [...example, ...extra].join('\n') + '\n';
}

/** Where `vite build` puts the app's Worker; `vite preview` reads its `.dev.vars` from there. */
export const BUILT_WORKER_VARS = 'dist/prompt_qordinate/.dev.vars';

export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const args = ['vite', 'preview', '--port', String(options.port), '--strictPort'];
  if (options.config) args.push('--config', options.config);
  const server = spawn('npx', args, {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      ...(options.stateDir ? { PQ_STATE_DIR: options.stateDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const url = `http://localhost:${options.port}`;
  const end = (signal: NodeJS.Signals) => async () => {
    if (server.exitCode !== null || server.signalCode !== null || !server.pid) return;
    try {
      process.kill(-server.pid, signal);
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  };
  const stop = end('SIGTERM');
  const kill = end('SIGKILL');

  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited early (code ${server.exitCode}):\n${log}`);
    try {
      const res = await fetch(url + (options.readyPath ?? '/api/health'));
      if (res.ok) return { url, pid: server.pid!, stop, kill };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs} ms:\n${log}`);
}
