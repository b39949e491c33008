import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const webAlias = { '@': fileURLToPath(new URL('./web', import.meta.url)) };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest(({ inject }) => ({
              wrangler: { configPath: './wrangler.jsonc' },
              miniflare: {
                // Test settings replace .dev.vars, so a developer's real keys never reach the tests.
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  AUTH_SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz',
                  DEV_LOGIN: 'true',
                  ADMIN_EMAILS: 'admin@example.com, Boss@Example.org',
                  // The Google provider, pointed at the local OpenID Connect server from global-setup.ts.
                  AUTH_GOOGLE_ID: 'test-google-client',
                  AUTH_GOOGLE_SECRET: 'test-google-secret',
                  AUTH_GOOGLE_ISSUER: inject('oidcIssuer'),
                  // GitHub's REST API, pointed at the local stand-in serving the codebase fixtures (mock-github.ts).
                  GITHUB_API_URL: inject('githubApiURL'),
                },
              },
            })),
          ],
          test: {
            name: 'worker',
            include: ['test/worker/**/*.test.ts'],
            setupFiles: ['test/worker/setup.ts'],
            globalSetup: ['test/support/worker-global-setup.ts'],
            // The first generator call of a file loads the knowledge and wink's English model (a few seconds in
            // development mode, where Vite turns 3.5 MB of JSON into a module).
            testTimeout: 20_000,
          },
        },
        {
          resolve: { alias: webAlias },
          test: {
            name: 'web',
            include: ['test/web/**/*.test.{ts,tsx}', 'test/common/**/*.test.ts', 'test/lint/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          test: { name: 'budget', include: ['test/budget/**/*.test.ts'], environment: 'node' },
        },
        {
          resolve: { alias: webAlias },
          test: { name: 'eval', include: ['test/eval/**/*.test.ts'], environment: 'node' },
        },
        {
          resolve: { alias: webAlias },
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
