import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, HSTS, SECURITY_HEADERS } from './worker/lib/security-headers.ts';

/** Writes the Worker's security headers into the static assets' `_headers`, so both match. */
function assetHeaders(): Plugin {
  return {
    name: 'asset-security-headers',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle() {
      // HSTS too: browsers ignore it over plain http, so localhost is unaffected.
      const headers = {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'Strict-Transport-Security': HSTS,
      };
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
      const immutable = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n${immutable}` });
    },
  };
}

export default defineConfig({
  publicDir: 'web/public',
  resolve: { alias: { '@': fileURLToPath(new URL('./web', import.meta.url)) } },
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      // Tests point this at a throwaway directory so they never touch the developer's data.
      persistState: process.env.PQ_STATE_DIR ? { path: process.env.PQ_STATE_DIR } : true,
    }),
    assetHeaders(),
  ],
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
