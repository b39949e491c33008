// What the built front end makes a browser download: the files `/` loads before any interaction
// (index.html's scripts and what they load, module preloads, stylesheets, inline or not, and their static imports)
// and, for each lazy
// page, the extra files it needs. Used by the budget tests and by `npm run bench`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const CLIENT_DIR = 'dist/client';

export interface Size {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FrontEndSizes {
  home: { js: Size; css: Size };
  /** Per lazy page (web/pages/*.tsx): its own chunk and the extra files it needs beyond `/`. */
  pages: Record<string, { chunk: string; extra: Size }>;
}

/** Sizes of files in `assetsDir`, plus any text that arrives inside the page (named by its label). */
export function sizeOf(assetsDir: string, files: string[], inline: Record<string, string> = {}): Size {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const contents = [
    ...files.map((file) => readFileSync(join(assetsDir, file))),
    ...Object.values(inline).map((t) => Buffer.from(t)),
  ];
  for (const bytes of contents) {
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { files: [...files, ...Object.keys(inline)], raw, gzip, brotli };
}

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`), never `import("./x.js")`. */
function staticImports(assetsDir: string, file: string): string[] {
  const code = readFileSync(join(assetsDir, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
}

function closure(assetsDir: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(assetsDir, file));
  }
  return seen;
}

export function measureFrontEnd({ clientDir = CLIENT_DIR, pagesDir = 'web/pages' } = {}): FrontEndSizes {
  const assetsDir = join(clientDir, 'assets');
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error('No build found: run `npm run build` first.');
  const html = readFileSync(indexPath, 'utf8');
  const assetRefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => basename(m[1]!));
  const scripts = assetRefs(/<script[^>]+src="\/assets\/([^"]+\.js)"/g);
  const preloads = assetRefs(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g);
  const styles = assetRefs(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g);
  // A prerendered page's boot script fetches the app's modules itself, after the first paint: they count as what
  // `/` loads all the same. Its stylesheet arrives inline, in the page.
  const listed = (text: string) => [...text.matchAll(/["']\/assets\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
  const booted = [
    ...scripts.flatMap((file) => listed(readFileSync(join(assetsDir, file), 'utf8'))),
    // The inline boot script's list of modules (common/boot.ts), as data in the page.
    ...[...html.matchAll(/<script type="application\/json" id="pq-modules">([^<]*)<\/script>/g)].flatMap((m) => listed(m[1]!)),
  ];
  const inlineCss = Object.fromEntries(
    [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, i) => [`index.html <style> ${i + 1}`, m[1]!]),
  );
  const homeJs = closure(assetsDir, [...scripts, ...booted, ...preloads]);

  const assets = readdirSync(assetsDir);
  const pageNames = readdirSync(pagesDir)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => f.replace(/\.tsx$/, ''));
  const pages: FrontEndSizes['pages'] = {};
  for (const page of pageNames) {
    const chunk = assets.find((a) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(a));
    if (!chunk) continue; // bundled into the entry (the home page itself)
    const extra = [...closure(assetsDir, [chunk])].filter((f) => !homeJs.has(f)).sort();
    pages[page] = { chunk, extra: sizeOf(assetsDir, extra) };
  }
  return { home: { js: sizeOf(assetsDir, [...homeJs].sort()), css: sizeOf(assetsDir, styles, inlineCss) }, pages };
}

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as the budgets are written). */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
