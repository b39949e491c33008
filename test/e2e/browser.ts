import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.ts';

export const ARTIFACTS = 'test-results';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export function baseURL(): string {
  return inject('baseURL');
}

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  await recordToasts(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

export function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

export async function screenshot(page: Page, name: string) {
  if (!existsSync(ARTIFACTS)) mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Signs in through the /auth page's development sign-in, as a person would. */
export async function devSignIn(page: Page, email: string, name = 'Test User') {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in (development)' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and returns the serious and critical violations (id: target list). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return (await a11yViolations(page))
    .filter((v) => /^\w[\w-]* \((serious|critical)\)/.test(v))
    .map((v) => v.replace(/ \(\w+\)/, ''));
}

/**
 * Runs axe-core in the page (its source evaluated through the browser's debugging protocol, which the CSP does not
 * govern) and returns every violation, whatever its impact, as "id (impact): targets".
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Toasts are transient and, while stacked or fading, deliberately translucent: scan the page itself.
    const result = await axe.run({ exclude: [['[data-sonner-toaster]']] } as unknown as Document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** Layout checks for a phone: nothing overflows sideways and every button is a 44 px tap target. */
export async function mobileLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
      problems.push(`horizontal overflow: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('main button, main [role="radio"], header button, header a')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 43.5 || box.width < 43.5)
        problems.push(
          `small tap target (${Math.round(box.width)}×${Math.round(box.height)}): ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`,
        );
    }
    return problems;
  });
}

export const MOBILE = { width: 390, height: 844 };

/** Records every toast the page shows, so a test can assert on one even after it has gone. */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast containing `text` has been shown (now or earlier on this page). */
export async function expectToast(page: Page, text: string, timeout = 10_000) {
  await page.waitForFunction(
    (t) => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).some((s) => s.includes(t)),
    text,
    { timeout },
  );
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet.');
    return browser;
  };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Screenshots at 1280×800 and 390×844, no serious or critical axe violation, and a clean phone layout. */
export async function checkPage(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  expect(await seriousA11yViolations(page), `${name} a11y`).toEqual([]);
  await page.setViewportSize(MOBILE);
  await screenshot(page, `${name}-390`);
  expect(await mobileLayoutProblems(page), `${name} mobile`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Generates a prompt through the API with the page's own session, as the guided flow would. */
export async function generatePrompt(
  page: Page,
  body: {
    projectDescription: string;
    platform: string;
    details: { title: string; description?: string }[];
    answers?: Record<string, string>;
  },
): Promise<string> {
  const res = await page.request.post('/api/ai/generate-prompt', {
    headers: { Origin: baseURL(), 'Content-Type': 'application/json' },
    data: { answers: {}, dismissedQuestions: [], ...body },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

/**
 * Makes exactly these suggestions (by position) the selected features, whatever the description preselected (what it
 * names starts selected).
 */
export async function selectSuggestions(page: Page, indexes: readonly number[]) {
  const buttons = page.getByRole('list', { name: 'Suggested features' }).getByRole('button');
  const pressed = async (i: number) => (await buttons.nth(i).getAttribute('aria-pressed')) === 'true';
  const count = await buttons.count();
  // Deselect first, so the plan's feature limit never blocks a wanted one.
  for (let i = 0; i < count; i++) if (!indexes.includes(i) && (await pressed(i))) await buttons.nth(i).click();
  for (const i of indexes) if (!(await pressed(i))) await buttons.nth(i).click();
}

/**
 * Signs in, then home → the yoga studio on Lovable → the first three suggestions → one answer → "Use recommended
 * answers for the rest" → the result, with its artefacts loaded.
 */
export async function finishFlow(page: Page, email: string) {
  await devSignIn(page, email, 'Flow Finisher');
  await page.goto('/');
  await page.getByRole('radio', { name: 'Lovable' }).click();
  await page
    .getByLabel('What do you want to build?')
    .fill('a booking app for a yoga studio with class schedules and memberships');
  await page.getByLabel('What do you want to build?').press('Enter');
  await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
  await selectSuggestions(page, [0, 1, 2]);
  await page.getByRole('button', { name: 'Generate Questions for 3 Feature(s)' }).click();
  await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
  await page.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
  await page.getByText(/^Question 2 of ~\d+$/).waitFor();
  await page.getByRole('button', { name: 'Use recommended answers for the rest' }).click();
  await page.getByRole('heading', { name: 'Your Magic Prompt' }).waitFor({ timeout: 15_000 });
  // The prompt shows at once, alone; the other files' tabs (the last is the phased prompts) once they have loaded.
  await page
    .getByRole('tablist', { name: 'Artefacts' })
    .getByRole('tab', { name: 'Phased prompts' })
    .waitFor({ timeout: 15_000 });
}
