// The Worker as Cloudflare would receive it: upload size from `wrangler deploy --dry-run`, and the
// local startup profile from `wrangler check startup`. Used by the budget tests and `npm run bench`.
import { spawnSync } from 'node:child_process';

export interface UploadSize {
  totalKiB: number;
  gzipKiB: number;
}

function wrangler(args: string[]): string {
  const run = spawnSync('npx', ['wrangler', ...args], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed (exit ${run.status}):\n${output}`);
  return output;
}

/** Reads "Total Upload: 1924.07 KiB / gzip: 438.30 KiB" (or "Bundle: …"). */
export function parseUploadSize(output: string): UploadSize {
  const match = output.match(/(?:Total Upload|Bundle):\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  if (!match) throw new Error(`No upload size in wrangler's output:\n${output}`);
  return { totalKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}

/** Needs a build (`vite build`): wrangler deploys the built Worker through the redirected config. */
export function measureUpload(outdir = 'dist/dry-run'): UploadSize {
  return parseUploadSize(wrangler(['deploy', '--dry-run', '--outdir', outdir]));
}

export interface StartupProfile {
  /** Milliseconds the isolate was busy evaluating the Worker's top level (includes GC). */
  activeMs: number;
  profileWindowMs: number;
}

export function measureStartup(outfile = 'dist/worker-startup.cpuprofile'): StartupProfile {
  const output = wrangler(['check', 'startup', '--outfile', outfile]);
  const active = output.match(/Active:\s*([\d.]+)\s*ms/);
  const window = output.match(/Profile window:\s*([\d.]+)\s*ms/);
  if (!active || !window) throw new Error(`No startup figures in wrangler's output:\n${output}`);
  return { activeMs: Number(active[1]), profileWindowMs: Number(window[1]) };
}
