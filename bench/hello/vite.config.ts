import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';

// Built and previewed by `npm run bench` the same way `npm start` serves the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [cloudflare({ persistState: false })],
  build: { outDir: fileURLToPath(new URL('../../dist/bench-hello', import.meta.url)), emptyOutDir: true },
});
