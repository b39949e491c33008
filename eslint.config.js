import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LAYERS = {
  web: 'web/ never imports worker/: types reach it through AppType (web/lib/api.ts), shared code lives in common/.',
  common: 'common/ is shared by worker and web and imports neither.',
  routes: 'Routes reach tables through worker/db/queries/, never the Drizzle schema itself.',
  composer: 'The composer, its reading and its knowledge are pure: no routes, services, auth or database.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.wrangler/',
      'node_modules/',
      'worker/worker-configuration.d.ts',
      'migrations/',
      'test-results/',
      'test/fixtures/repos/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The layering (README, Layout): web never imports worker (its one window is the AppType in web/lib/api.ts, a type);
  // common imports neither; routes reach tables only through db/queries; the composer and the knowledge never reach
  // routes, services or the database. test/lint/boundaries.test.ts checks that a violation fails.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/api.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/worker/**'], message: LAYERS.web }] }] },
  },
  {
    files: ['web/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '!**/worker/app'], message: LAYERS.web },
            { group: ['**/worker/app'], allowTypeImports: true, message: LAYERS.web },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/worker/**', '**/web/**'], message: LAYERS.common }] }],
    },
  },
  {
    files: ['worker/routes/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/db/schema'], message: LAYERS.routes }] }] },
  },
  {
    files: ['worker/ai/composer/**/*.ts', 'worker/ai/knowledge/**/*.ts', 'worker/ai/reading/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/**', '**/services/**', '**/db/**', '**/auth/**'], message: LAYERS.composer }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', '*.config.{js,ts}', 'test/e2e/**/*.ts', 'test/budget/**/*.ts', 'bench/**/*.ts', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
);
