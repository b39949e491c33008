import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, devSignIn, jsErrors, newPage, pathOf, selectSuggestions, useBrowser } from './browser';

const browser = useBrowser();

/** "simple" leaves a choice open, and skipping every question leaves it undecided. */
const DESCRIPTION = 'a simple booking app for a yoga studio with class schedules and memberships';

/** Home → features (the first three) → every question skipped → the result. */
async function skipEverything(page: Page) {
  await devSignIn(page, 'quality@example.com', 'Quality Tester');
  await page.goto('/');
  await page.getByRole('radio', { name: 'Lovable' }).click();
  await page.getByLabel('What do you want to build?').fill(DESCRIPTION);
  await page.getByLabel('What do you want to build?').press('Enter');
  await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
  await selectSuggestions(page, [0, 1, 2]);
  await page.getByRole('button', { name: 'Generate Questions for 3 Feature(s)' }).click();
  const result = page.getByRole('heading', { name: 'Your Magic Prompt' });
  await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
  for (let n = 1; n < 40; n++) {
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await page
      .getByText(new RegExp(`^Question ${n + 1} of ~\\d+$`))
      .or(result)
      .first()
      .waitFor({ timeout: 15_000 });
    if (await result.isVisible()) break;
  }
  await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 15_000 });
}

const score = async (page: Page) => {
  const heading = await page.getByRole('heading', { name: /^Quality \d+\/100$/ }).textContent();
  return Number(/Quality (\d+)\/100/.exec(heading ?? '')?.[1]);
};

describe('the quality check', () => {
  it('scores the prompt on the result page, names each failed rule with its source, and links its fix to the review', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await skipEverything(page);

    // A score, as a heading and an accessible meter.
    const lovable = await score(page);
    expect(lovable).toBeGreaterThan(0);
    expect(lovable).toBeLessThan(100);
    const meter = page.getByRole('meter', { name: /^Quality score for Lovable: \d+ out of 100$/ });
    expect(await meter.evaluate((m) => (m as HTMLMeterElement).value)).toBe(lovable);

    // The vague word is a failed rule, with what was found, its source and a one-click fix.
    const toFix = page.getByRole('list', { name: 'Rules to fix' });
    const vague = toFix.getByRole('listitem').filter({ hasText: 'A vague word is left undecided' });
    expect(await vague.textContent()).toContain('“simple” in the description leaves a choice open');
    // Cited from the target's own guide: Lovable's, for a Lovable prompt.
    expect(await vague.getByRole('link', { name: /Prompt better in Lovable/ }).getAttribute('href')).toBe(
      'https://docs.lovable.dev/prompting/prompting-one',
    );
    const fix = vague.getByRole('link', { name: 'Fix: use the recommended answer' });
    const href = (await fix.getAttribute('href')) ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toMatch(/^\/prompt\/[^/]+\/review$/);
    const question = url.searchParams.get('question') ?? '';
    expect(question).not.toBe('');
    expect(url.searchParams.get('use')).toBe('recommended');
    // The same prompt and a question this interview asked: the assumption list links it for the same review.
    const change = page.locator(`a[href="${url.pathname}?question=${encodeURIComponent(question)}"]`);
    expect(await change.count()).toBeGreaterThan(0);
    // Passed rules are folded away.
    expect(await page.getByRole('list', { name: 'Rules that pass' }).isVisible()).toBe(false);
    await page.getByText(/^\d+ rules? pass(es)?$/).click();
    expect(await page.getByRole('list', { name: 'Rules that pass' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await checkPage(page, 'quality-result');

    // Another target is scored against its own rules, in the page.
    await page.getByLabel('Target').selectOption({ label: 'Cursor' });
    await page.getByText(/rules for Cursor pass\.$/).waitFor();
    expect(await page.getByRole('meter', { name: /^Quality score for Cursor/ }).count()).toBe(1);
    expect(await toFix.getByText('Decide the design direction up front').count()).toBe(0);

    // The history entry shows the same check.
    await page.goto('/profile');
    await page
      .getByRole('link', { name: /a simple booking app for a yoga studio/ })
      .first()
      .click();
    await expect.poll(() => pathOf(page)).toBe(url.pathname.replace(/\/review$/, ''));
    await page.getByRole('heading', { name: /^Quality \d+\/100$/ }).waitFor({ timeout: 15_000 });
    expect(await score(page)).toBe(lovable);
    expect(
      await page
        .getByRole('list', { name: 'Rules to fix' })
        .getByRole('link', { name: 'Fix: use the recommended answer' })
        .first()
        .getAttribute('href'),
    ).toMatch(new RegExp(`^${url.pathname}\\?question=`));
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
