import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPage,
  devSignIn,
  expectToast,
  finishFlow,
  jsErrors,
  newPage,
  pathOf,
  selectSuggestions,
  useBrowser,
} from './browser';

const browser = useBrowser();

/** What the server counts: prompts used this month and history entries. */
async function counts(page: Page) {
  const sub = (await (await page.request.get('/api/subscription')).json()) as { subscription: { prompts_used: number } };
  const history = (await (await page.request.get('/api/prompts')).json()) as { prompts: unknown[] };
  return { used: sub.subscription.prompts_used, history: history.prompts.length };
}

describe('iterate without losing work', () => {
  it('change one answer on the review screen, regenerate as v2, see what changed, restore v1: quota and history move as stated', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await finishFlow(page, 'versions@example.com');
    expect(await counts(page)).toEqual({ used: 1, history: 1 });
    const v1 = (await page.getByRole('region', { name: 'Generated prompt', exact: true }).textContent()) ?? '';

    // An assumption under the prompt links to the question that would change it.
    const assumptions = page.getByRole('region', { name: /^Assumptions/ });
    await assumptions.getByRole('link', { name: 'Change' }).first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/prompt\/[0-9a-f]{32}\/review$/);
    const editor = page.getByRole('group', { name: /^Answers to: / });
    await editor.waitFor();
    const question = ((await editor.getAttribute('aria-label')) ?? '').replace('Answers to: ', '');
    const choice = editor.getByRole('button', { pressed: false }).filter({ hasNotText: 'Skip' }).first();
    const newAnswer = ((await choice.textContent()) ?? '').trim();
    await choice.click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /change/ })
          .textContent(),
      )
      .toMatch(/^1 change/);
    await checkPage(page, 'review');

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expectToast(page, 'Saved as a new version');
    await expect.poll(() => new URL(page.url()).search).toBe('?compare=latest');
    await page.getByRole('heading', { name: 'Versions (2)' }).waitFor();
    const changed = page.getByRole('region', { name: 'Answers changed' });
    await changed.waitFor({ timeout: 15_000 });
    expect(await changed.textContent()).toContain(`${question} `);
    expect(await changed.textContent()).toContain(`→ ${newAnswer}`);
    expect(await page.getByText(/\d+ lines? added, \d+ removed\./).isVisible()).toBe(true);
    expect(await counts(page)).toEqual({ used: 2, history: 1 });
    await checkPage(page, 'versions-diff');

    // Restore v1: it becomes v3, the newest; nothing is deleted and no prompt is used.
    await page.getByRole('button', { name: 'Restore v1' }).click();
    await expectToast(page, 'Version 1 restored as version 3');
    await page.getByRole('heading', { name: 'Versions (3)' }).waitFor();
    await page.getByRole('heading', { name: 'Your prompt (v3)' }).waitFor();
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'Generated prompt', exact: true }).textContent()) ?? '')
      .toBe(v1);
    expect(await counts(page)).toEqual({ used: 2, history: 1 });

    // Any version can be viewed.
    await page.getByRole('button', { name: 'View v2' }).click();
    await page.getByRole('heading', { name: 'Your prompt (v2)' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('in the interview: back to the previous question keeps its answer, and the review changes one before generating', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await devSignIn(page, 'back-review@example.com');
    await page.goto('/');
    await page.getByRole('radio', { name: 'Cursor' }).click();
    await page
      .getByLabel('What do you want to build?')
      .fill('a booking app for a yoga studio with class schedules and memberships');
    await page.getByLabel('What do you want to build?').press('Enter');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await selectSuggestions(page, [0]);
    await page.getByRole('button', { name: 'Generate Questions for 1 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    const first = (await page.locator('h2').first().textContent()) ?? '';
    const answers = page.getByRole('group', { name: 'Answers' });
    const firstAnswer = ((await answers.getByRole('button').last().textContent()) ?? '').replace('Recommended', '').trim();
    await answers.getByRole('button').last().click();
    await page.getByText(/^Question 2 of ~\d+$/).waitFor();

    await page.getByRole('button', { name: 'Previous question' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor();
    expect(await page.locator('h2').first().textContent()).toBe(first);
    expect(await answers.getByRole('button', { pressed: true }).textContent()).toContain(firstAnswer);
    await answers.getByRole('button', { pressed: true }).click();
    await page.getByText(/^Question 2 of ~\d+$/).waitFor();

    await page.getByRole('button', { name: 'Review answers' }).click();
    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    await page.getByRole('button', { name: `Change the answer to: ${first}` }).click();
    await page
      .getByRole('group', { name: `Answers to: ${first}` })
      .getByRole('button', { name: 'Skip (leave to the builder)' })
      .click();
    expect(await page.getByRole('list', { name: 'Your answers' }).getByText('Left to the builder').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Generate the prompt now' }).click();
    await page.getByRole('heading', { name: 'Your Magic Prompt' }).waitFor({ timeout: 15_000 });
    const result = page.getByRole('region', { name: 'Generated prompt', exact: true });
    await expect.poll(() => result.getAttribute('aria-busy')).toBe('false');
    // The skipped question is left to the builder's judgement in the prompt.
    expect(await result.textContent()).toContain(first);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
