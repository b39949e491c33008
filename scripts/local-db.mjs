// Prepares local state for development and tests: .dev.vars from the example, then D1 migrations
// (which also seed the engines). Both steps are idempotent, so running them on every start is harmless.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';

export function ensureDevVars() {
  if (!existsSync('.dev.vars')) {
    copyFileSync('.dev.vars.example', '.dev.vars');
    console.log('Created .dev.vars from .dev.vars.example (development sign-in on, built-in prompt composer).');
  }
}

export function applyMigrations(persistTo) {
  const args = ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  const result = spawnSync('npx', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error(`Applying D1 migrations failed (exit ${result.status}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDevVars();
  applyMigrations(process.argv[2]);
}
