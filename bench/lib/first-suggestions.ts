// Submit → first suggestions visible, in the browser tests' Chromium, as a signed-in user on home does it: picks a
// target, types the description (the guided flow's code is fetched meanwhile, as for a person), presses Enter, and
// times until the first suggested feature is on screen. Beside it, the suggestion call's own time (request sent →
// response read), so what the page adds is plain.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.ts';
import { median } from './stats.ts';

export interface FirstSuggestionsResult {
  runs: number;
  /** Submit → the first suggestion visible: median / worst (ms). */
  visibleMs: { median: number; worst: number };
  /** The suggest-features call alone, request start → response end: median / worst (ms). */
  apiMs: { median: number; worst: number };
  samples: { visibleMs: number; apiMs: number }[];
}

const DESCRIPTIONS = [
  'A booking app for a yoga studio',
  'A sales dashboard for a small team',
  'A recipe site with shopping lists',
  'An internal tool to track laptops',
  'A browser puzzle game',
];

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Bench Typist');
  await page.getByRole('button', { name: 'Sign in (development)' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

async function once(page: Page, description: string): Promise<{ visibleMs: number; apiMs: number }> {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Claude' }).click();
  const box = page.getByLabel('What do you want to build?');
  await box.pressSequentially(description, { delay: 20 });
  // A person reads what they typed before pressing Enter; the page may use the pause.
  await page.waitForTimeout(300);
  const api = page.waitForResponse((res) => res.url().endsWith('/api/ai/suggest-features'));
  // Timed inside the page: from the key press to the first frame showing a suggestion. A string, so the bench's
  // transpiler adds no helper the page lacks.
  await page.evaluate(`
    window.__benchShown = new Promise((resolve) => {
      function check() {
        const first = document.querySelector('[aria-label="Suggested features"] button');
        if (first && first.getBoundingClientRect().height > 0) resolve(performance.now());
        else requestAnimationFrame(check);
      }
      requestAnimationFrame(check);
    });
    document.addEventListener('keydown', () => (window.__benchStart = performance.now()), { capture: true, once: true });
  `);
  await box.press('Enter');
  const response = await api;
  await response.finished();
  const timing = response.request().timing();
  const visibleMs = await page.evaluate<number>('window.__benchShown.then((shown) => shown - window.__benchStart)');
  return { visibleMs: Math.round(visibleMs), apiMs: Math.round(timing.responseEnd - timing.requestStart) };
}

export async function measureFirstSuggestions(baseURL: string, runs: number): Promise<FirstSuggestionsResult> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  try {
    const samples: { visibleMs: number; apiMs: number }[] = [];
    // One warm-up (the server's first request of a kind is slower), not counted.
    for (let i = -1; i < runs; i++) {
      // A fresh context each run: nothing cached from the run before but what a returning visitor has.
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, `bench-typist-${i + 1}@example.com`);
      const sample = await once(page, DESCRIPTIONS[(i + DESCRIPTIONS.length) % DESCRIPTIONS.length]!);
      if (i >= 0) samples.push(sample);
      await context.close();
    }
    const stat = (key: 'visibleMs' | 'apiMs') => ({
      median: median(samples.map((s) => s[key])),
      worst: Math.max(...samples.map((s) => s[key])),
    });
    return { runs, visibleMs: stat('visibleMs'), apiMs: stat('apiMs'), samples };
  } finally {
    await browser.close();
  }
}
