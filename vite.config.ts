import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import compression from 'compression';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { KNOWLEDGE_ASSET } from './worker/ai/knowledge/asset.ts';
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
      // Shared prompts (the /s/:id page) stay out of search engines.
      const unlisted = '/s/*\n  X-Robots-Tag: noindex\n';
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n${immutable}${unlisted}` });
    },
  };
}

/**
 * Compiles the composer's knowledge (worker/ai/knowledge: one file per domain, kind and feature pattern) into one
 * JSON asset that the production Worker reads through its ASSETS binding: about 1.5 MB of data that would not fit in
 * the Worker's own size budget. A broken record fails the build with the list of its problems.
 */
function knowledgeAsset(): Plugin {
  return {
    name: 'knowledge-asset',
    applyToEnvironment: (env) => env.name === 'client',
    async generateBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const { readKnowledgeFiles } = (await tsImport(
        './scripts/knowledge-files.ts',
        import.meta.url,
      )) as typeof import('./scripts/knowledge-files.ts');
      const { compileKnowledge } = (await tsImport(
        './worker/ai/knowledge/compile.ts',
        import.meta.url,
      )) as typeof import('./worker/ai/knowledge/compile.ts');
      const knowledge = compileKnowledge(await readKnowledgeFiles());
      this.emitFile({ type: 'asset', fileName: KNOWLEDGE_ASSET.slice(1), source: JSON.stringify(knowledge) });
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
    knowledgeAsset(),
  ],
  environments: {
    // The Worker: minified, which keeps its upload well inside the size budget (test/budget).
    prompt_qordinate: { build: { minify: true } },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
