// Lighthouse with its defaults (mobile, simulated throttling), in the same Chromium as the browser tests.
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.ts';
import { median } from './stats.ts';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits that did not pass in scored categories other than performance, for the report. */
  failing: string[];
}

export interface LighthousePage {
  path: string;
  runs: number;
  median: LighthouseRun;
  worst: Pick<LighthouseRun, 'performance' | 'accessibility' | 'bestPractices' | 'seo'>;
  /** Behind sign-in (its goal is CLS 0 and accessibility 100). */
  signedIn?: boolean;
}

// Lighthouse needs a headless browser; the shell build ignores the flag, a full Chromium (CHROMIUM_PATH) needs it.
const FLAGS = ['--headless', ...CHROMIUM_FLAGS];

async function once(url: string, port: number, flags: Flags = {}, tab?: PuppeteerPage): Promise<LighthouseRun> {
  const flagsFor: Flags = {
    ...flags,
    port,
    logLevel: (process.env.LH_LOG as 'info') ?? 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  // Lighthouse bundles its own copy of puppeteer-core's types; the page is the same object.
  const result = await lighthouse(url, flagsFor, undefined, tab as Parameters<typeof lighthouse>[3]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    failing,
  };
}

function summarise(path: string, results: LighthouseRun[]): LighthousePage {
  const pick = (key: keyof Omit<LighthouseRun, 'failing'>) => median(results.map((r) => r[key]));
  return {
    path,
    runs: results.length,
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      failing: [...new Set(results.flatMap((r) => r.failing))],
    },
    worst: {
      performance: Math.min(...results.map((r) => r.performance)),
      accessibility: Math.min(...results.map((r) => r.accessibility)),
      bestPractices: Math.min(...results.map((r) => r.bestPractices)),
      seo: Math.min(...results.map((r) => r.seo)),
    },
  };
}

export async function runLighthouse(baseURL: string, paths: string[], runs = 3): Promise<LighthousePage[]> {
  const chromePath = await chromiumPath();
  const chrome = await launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(baseURL + path, chrome.port));
      pages.push(summarise(path, results));
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

/** A page only a signed-in user sees, and how a tab gets to it (answers the URL Lighthouse then loads). */
export interface SignedInPage {
  path: string;
  open: (tab: PuppeteerPage, baseURL: string) => Promise<string>;
}

/**
 * Lighthouse on pages behind sign-in: each run in a fresh tab holding the user's session cookies, brought to the
 * page as a person would (`open`), then loaded again by Lighthouse with the tab's storage kept (the guided flow's
 * result lives in the tab's session storage).
 */
export async function runLighthouseSignedIn(
  baseURL: string,
  cookieHeader: string,
  pages: SignedInPage[],
  runs = 3,
): Promise<LighthousePage[]> {
  const chromePath = await chromiumPath();
  const chrome = await launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const cookies = cookieHeader.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: new URL(baseURL).hostname, path: '/' };
  });
  try {
    const out: LighthousePage[] = [];
    for (const page of pages) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const tab = await browser.newPage();
        await browser.setCookie(...cookies);
        const url = await page.open(tab, baseURL);
        results.push(await once(url, chrome.port, { disableStorageReset: true }, tab));
        await tab.close();
      }
      out.push({ ...summarise(page.path, results), signedIn: true });
    }
    return out;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
