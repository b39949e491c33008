import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import compression from 'compression';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
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

/**
 * `vite preview` (what `npm start` runs) serves files uncompressed; Cloudflare compresses them in
 * production. Compress the same way locally so what a browser downloads here matches a deployment.
 * API responses are left alone: the prompt is a text stream that must not wait for a buffer to fill.
 */
function previewCompression(): Plugin {
  return {
    name: 'preview-compression',
    configurePreviewServer(server) {
      const compress = compression({ filter: (req, res) => !req.url?.startsWith('/api/') && compression.filter(req, res) });
      // The package is typed for Express; Vite's preview server is the connect app Express builds on.
      server.middlewares.use(compress as unknown as Connect.NextHandleFunction);
    },
  };
}

export default defineConfig({
  publicDir: 'web/public',
  resolve: { alias: { '@': fileURLToPath(new URL('./web', import.meta.url)) } },
  plugins: [
    previewCompression(),
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
