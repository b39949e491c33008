// `npm start`: local D1 ready, production build, then the whole app on http://localhost:8787.
import { spawn, spawnSync } from 'node:child_process';
import { applyMigrations, ensureDevVars } from './local-db.mjs';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

ensureDevVars();
applyMigrations();

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['vite', 'preview', '--port', '8787', '--strictPort'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env,
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /localhost:8787/.test(String(chunk))) {
    announced = true;
    console.log('\n  prompt.qordinate is running at http://localhost:8787\n');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
