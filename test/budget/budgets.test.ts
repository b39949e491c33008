// Size budgets, measured on the production build (`vite build` runs before this in `npm test`).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../bench/lib/budgets';
import { CLIENT_DIR, kb, measureFrontEnd } from '../../scripts/bundle-size';
import { measureUpload, parseUploadSize } from '../../scripts/worker-size';

describe('front-end budgets', () => {
  const sizes = measureFrontEnd();

  it(`the JavaScript / loads is at most ${BUDGETS.homeJsGzipKB} KB gzip, its CSS at most ${BUDGETS.homeCssGzipKB} KB`, () => {
    const js = kb(sizes.home.js.gzip);
    const css = kb(sizes.home.css.gzip);
    // The measurement really found the app: the entry chunk and React are in it.
    expect(sizes.home.js.files.some((f) => f.startsWith('index-'))).toBe(true);
    expect(js).toBeGreaterThan(40);
    // Bytes against bytes: the rounded figure is only for the message.
    expect(sizes.home.js.gzip, `/ loads ${js} KB gzip of JavaScript (${sizes.home.js.files.join(', ')})`).toBeLessThanOrEqual(
      BUDGETS.homeJsGzipKB * 1000,
    );
    expect(sizes.home.css.gzip, `/ loads ${css} KB gzip of CSS`).toBeLessThanOrEqual(BUDGETS.homeCssGzipKB * 1000);
  });

  it.each(BUDGETS.separatePages)('the %s page is its own chunk, not loaded by /', (page) => {
    const entry = sizes.pages[page];
    expect(entry, `no separate chunk for the ${page} page`).toBeDefined();
    expect(sizes.home.js.files).not.toContain(entry!.chunk);
    expect(entry!.extra.files).toContain(entry!.chunk);
  });
});

describe('the codebase importer loads only when used', () => {
  const assets = join(CLIENT_DIR, 'assets');
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const holding = (text: string) => chunks.filter((f) => readFileSync(join(assets, f), 'utf8').includes(text));

  it('the reader and fflate’s inflater are chunks of their own, fetched by /generate only when a codebase is brought', () => {
    const sizes = measureFrontEnd();
    const reader = holding('This archive looks like a zip bomb');
    const inflater = holding('invalid block type'); // one of fflate's own error messages
    expect(reader).toHaveLength(1);
    expect(inflater.length).toBeGreaterThan(0);
    const generate = sizes.pages.Generate!;
    for (const chunk of [...reader, ...inflater]) {
      expect(sizes.home.js.files, `/ loads ${chunk}`).not.toContain(chunk);
      expect(generate.extra.files, `/generate loads ${chunk} before it is used`).not.toContain(chunk);
    }
    // …and the page imports it on demand.
    expect(readFileSync(join(assets, generate.chunk), 'utf8')).toMatch(
      new RegExp(`import\\(\\s*[\`"']\\./${reader[0]!.replace('.', '\\.')}`),
    );
  });
});

describe('Worker budget', () => {
  it(`the Worker upload is at most ${BUDGETS.workerUploadGzipKB} KB gzip`, () => {
    const { gzipKiB } = measureUpload();
    const bytes = gzipKiB * 1024;
    const gzipKB = kb(bytes);
    expect(gzipKB).toBeGreaterThan(50);
    expect(bytes, `the Worker upload is ${gzipKB} KB gzip`).toBeLessThanOrEqual(BUDGETS.workerUploadGzipKB * 1000);
  }, 60_000);

  it('reads both of wrangler’s size lines', () => {
    expect(parseUploadSize('Total Upload: 1924.07 KiB / gzip: 438.30 KiB')).toEqual({ totalKiB: 1924.07, gzipKiB: 438.3 });
    expect(parseUploadSize('│ Bundle: 12.5 KiB / gzip: 3.25 KiB')).toEqual({ totalKiB: 12.5, gzipKiB: 3.25 });
    expect(() => parseUploadSize('nothing here')).toThrow(/No upload size/);
  });
});

describe('how the bundle is measured', () => {
  it('follows static imports from index.html, and counts a lazy page only by what it adds', () => {
    const root = mkdtempSync(join(tmpdir(), 'pq-bundle-'));
    const assets = join(root, 'client', 'assets');
    const pages = join(root, 'pages');
    mkdirSync(assets, { recursive: true });
    mkdirSync(pages);
    for (const page of ['Home', 'Admin']) writeFileSync(join(pages, `${page}.tsx`), '');
    writeFileSync(
      join(root, 'client', 'index.html'),
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">',
    );
    writeFileSync(join(assets, 'index-AAAAAAAA.js'), 'import{a}from"./react-BBBBBBBB.js";import("./Admin-DDDDDDDD.js");a();');
    writeFileSync(join(assets, 'react-BBBBBBBB.js'), 'export const a=()=>1;'.repeat(50));
    writeFileSync(join(assets, 'Admin-DDDDDDDD.js'), 'import{a}from"./react-BBBBBBBB.js";import"./chart-EEEEEEEE.js";a();');
    writeFileSync(join(assets, 'chart-EEEEEEEE.js'), 'export const chart=1;');
    writeFileSync(join(assets, 'index-CCCCCCCC.css'), 'body{margin:0}');

    const sizes = measureFrontEnd({ clientDir: join(root, 'client'), pagesDir: pages });
    expect(sizes.home.js.files).toEqual(['index-AAAAAAAA.js', 'react-BBBBBBBB.js']);
    expect(sizes.home.css.files).toEqual(['index-CCCCCCCC.css']);
    expect(sizes.pages.Admin?.extra.files).toEqual(['Admin-DDDDDDDD.js', 'chart-EEEEEEEE.js']);
    expect(sizes.pages.Home).toBeUndefined();
    expect(sizes.home.js.gzip).toBeGreaterThan(0);
    expect(sizes.home.js.gzip).toBeLessThan(sizes.home.js.raw);

    // A prerendered page: an inline boot script that fetches the listed modules after the first paint, the stylesheet
    // inline.
    writeFileSync(
      join(root, 'client', 'index.html'),
      '<script type="application/json" id="pq-modules">["/assets/index-AAAAAAAA.js"]</script><script>start()</script>' +
        '<style>body{margin:0;color:red}</style>',
    );
    const prerendered = measureFrontEnd({ clientDir: join(root, 'client'), pagesDir: pages });
    expect(prerendered.home.js.files).toEqual(['index-AAAAAAAA.js', 'react-BBBBBBBB.js']);
    expect(prerendered.home.css.files).toEqual(['index.html <style> 1']);
    expect(prerendered.home.css.raw).toBe('body{margin:0;color:red}'.length);
  });
});
