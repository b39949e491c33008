import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import compression from 'compression';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Connect, type Plugin } from 'vite';
import { BOOT_MODULES_ID, BOOT_SCRIPT } from './common/boot.ts';
import { AUTH_VARIANTS, authPageName, PRERENDERED_ROUTES, PRIVATE_PAGES, type SignInOptions } from './common/pages.ts';
import { KNOWLEDGE_ASSET } from './worker/ai/knowledge/asset.ts';
import { ENGLISH_MODEL_ASSET } from './worker/ai/reading/asset.ts';
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
 * Compiles the composer's knowledge (worker/ai/knowledge: one file per domain, kind, feature pattern and interaction)
 * into one JSON asset that the production Worker reads through its ASSETS binding: about 1.5 MB of data that would not
 * fit in the Worker's own size budget; and wink's English model beside it. A broken record fails the build with the
 * list of its problems.
 */
function knowledgeAsset(): Plugin {
  return {
    name: 'knowledge-asset',
    applyToEnvironment: (env) => env.name === 'client',
    async generateBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const { readEnglishModel, readKnowledgeFiles } = (await tsImport(
        './scripts/knowledge-files.ts',
        import.meta.url,
      )) as typeof import('./scripts/knowledge-files.ts');
      const { compileKnowledge } = (await tsImport(
        './worker/ai/knowledge/compile.ts',
        import.meta.url,
      )) as typeof import('./worker/ai/knowledge/compile.ts');
      const knowledge = compileKnowledge(await readKnowledgeFiles());
      this.emitFile({ type: 'asset', fileName: KNOWLEDGE_ASSET.slice(1), source: JSON.stringify(knowledge) });
      // wink's English model, which the reading of English descriptions needs: 3.5 MB, read the same way.
      this.emitFile({ type: 'asset', fileName: ENGLISH_MODEL_ASSET.slice(1), source: JSON.stringify(readEnglishModel()) });
    },
  };
}

/** web/prerender.tsx, as loaded by the prerender plugin. */
interface PrerenderModule {
  renderPage(path: string, signIn?: SignInOptions): Promise<string>;
}

const webAlias = { '@': fileURLToPath(new URL('./web', import.meta.url)) };

/**
 * Prerenders the public pages at build time (web/prerender.tsx, run in Node by a Vite dev server's SSR loader): `/` into
 * index.html and /privacy into privacy.html, served as they are; and, for the Worker to serve (worker/pages.ts),
 * /auth once per set of sign-in options, the 404 page and the empty shell the app's own pages start from. The
 * browser hydrates what it gets. The strict CSP holds: a prerendered page may carry no inline script and no style
 * attribute, or the build fails.
 */
function prerenderPages(): Plugin {
  return {
    name: 'prerender-pages',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('index.html is missing from the client build.');
        const shell = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        const root = '<div id="root"></div>';
        if (!shell.includes(root)) return this.error(`index.html has no ${root} to prerender into.`);

        // What the shell loads up front, a prerendered page loads after its first paint (bootScript): the app's entry
        // and the modules it preloads. Its stylesheet comes inline, so the first paint needs no second request.
        const entryTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
        const preloadTags = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
        const cssTag = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(shell);
        const css = cssTag ? bundle[cssTag[1]!] : undefined;
        if (!entryTag || !cssTag || css?.type !== 'asset') {
          return this.error('index.html lacks the module script or the stylesheet a prerendered page is built from.');
        }
        // The boot script is inline (allowed by its hash, common/boot.ts); the modules it starts are listed as data.
        const modules = JSON.stringify([entryTag[1]!, ...preloadTags.map((tag) => tag[1]!)]);
        let template = shell.replace(
          entryTag[0],
          () =>
            `\n    <script type="application/json" id="${BOOT_MODULES_ID}">${modules}</script>\n    <script>${BOOT_SCRIPT}</script>`,
        );
        for (const tag of preloadTags) template = template.replace(tag[0], '');
        template = template.replace(cssTag[0], () => `<style>${String(css.source)}</style>`);

        // A dev server in Node, kept open while rendering, so the lazy pages can still be imported.
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          resolve: { alias: webAlias },
          plugins: [react()],
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        const prerender = async (path: string, signIn?: SignInOptions): Promise<string> => {
          const module = (await server.ssrLoadModule('/web/prerender.tsx')) as PrerenderModule;
          return module.renderPage(path, signIn);
        };
        const page = async (path: string, signIn?: SignInOptions) => {
          // React would preload any image ahead of the markup; the browser finds it in the page as early anyway.
          const html = (await prerender(path, signIn)).replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
          const problem = /<script(?![^>]*type="application\/json")/.test(html)
            ? 'an inline script'
            : / style="/.test(html)
              ? 'a style attribute'
              : null;
          if (problem) this.error(`The prerendered ${path} has ${problem}, which the Content-Security-Policy blocks.`);
          return template.replace(root, `<div id="root">${html}</div>`);
        };
        const emit = (fileName: string, source: string) => this.emitFile({ type: 'asset', fileName, source });
        const hidden = PRIVATE_PAGES.slice(1);

        try {
          // The route table's prerendered pages: `/` into index.html, /auth once per set of sign-in options, any
          // other as <path>.html.
          for (const path of PRERENDERED_ROUTES) {
            if (path === '/') index.source = await page('/');
            else if (path === '/auth')
              for (const options of AUTH_VARIANTS) emit(`${hidden}${authPageName(options)}.html`, await page('/auth', options));
            else emit(`${path.slice(1)}.html`, await page(path));
          }
          emit(`${hidden}404.html`, await page('/_not-found'));
          emit(`${hidden}shell.html`, shell);
        } finally {
          await server.close();
        }
      },
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
  resolve: { alias: webAlias },
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
    prerenderPages(),
  ],
  environments: {
    // The Worker: minified, which keeps its upload well inside the size budget (test/budget).
    prompt_qordinate: { build: { minify: true } },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
