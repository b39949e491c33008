import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, devSignIn, expectToast, MOBILE, newPage, useBrowser } from './browser';

const browser = useBrowser();
const CHOIR = 'a tool for a choir to share sheet music and track who’s coming to rehearsal';
const FEATURES = ['Shared Sheet Music', 'Rehearsal Attendance'];

async function openFeatures(page: Page, email: string) {
  await devSignIn(page, email, 'Choir Lead');
  await page.goto(`/generate?prompt=${encodeURIComponent(CHOIR)}&engine=lovable`);
  await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
}

const readBack = (page: Page) => page.getByRole('region', { name: 'What we understood' });

/** Selects the same two features, starts the interview and reads its first three questions. */
async function firstQuestions(page: Page): Promise<string[]> {
  const suggested = page.getByRole('list', { name: 'Suggested features' });
  // Named in the description, they may already be selected.
  for (const title of FEATURES) {
    const button = suggested.getByRole('button', { name: title });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
  await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
  const texts: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.getByText(`Question ${i + 1} of ~`).waitFor({ timeout: 15_000 });
    texts.push((await page.locator('h2').first().textContent()) ?? '');
    await page.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
  }
  return texts;
}

describe('the read-back of the description', () => {
  it('says what was understood; correcting the field to "none of these" changes the suggestions and the questions (phone)', async () => {
    const auto = await newPage(browser());
    await openFeatures(auto.page, 'readback-auto@example.com');
    expect(await readBack(auto.page).textContent()).toContain('choir');
    expect(await readBack(auto.page).textContent()).toContain('Field: Music schools, bands and artists');
    const asked = await firstQuestions(auto.page);
    await auto.context.close();

    const { page, context } = await newPage(browser(), { viewport: MOBILE });
    await openFeatures(page, 'readback-none@example.com');
    await expectToast(page, 'Generated feature suggestions!');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByLabel('Field', { exact: true }).selectOption({ label: 'None of these' });
    await expect.poll(async () => readBack(page).textContent()).toContain('Field: none');
    await checkPage(page, 'understanding-read-back');
    await page.setViewportSize(MOBILE);
    const corrected = await firstQuestions(page);
    expect(corrected).not.toEqual(asked);
    expect(corrected.join(' ')).not.toMatch(/band|ensemble|music app/i);
    expect(corrected.join(' ')).toMatch(/sheet music|rehearsal/i);
    await context.close();
  });
});
