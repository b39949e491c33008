import { existsSync, rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../scripts/local-db.mjs';
import { BUILT_WORKER_VARS, exampleVars, startPreview } from '../../scripts/preview-server.ts';
import { startMockGitHub } from '../support/mock-github.ts';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE_DIR = '.wrangler/e2e-state';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html'))
    throw new Error('Build the app first (npm run build): browser tests drive the built app.');
  rmSync(STATE_DIR, { recursive: true, force: true });
  applyMigrations(STATE_DIR);
  // GitHub's REST API: the local stand-in serving the codebase fixtures as public repositories.
  const github = await startMockGitHub();
  // A short time budget, so a GitHub that never answers is given up on quickly.
  writeFileSync(
    BUILT_WORKER_VARS,
    exampleVars(['ADMIN_EMAILS=admin@example.com', `GITHUB_API_URL=${github.url}`, 'GITHUB_TIMEOUT_MS=3000']),
  );

  const server = await startPreview({ port: PORT, stateDir: STATE_DIR });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    await github.close();
  };
}
