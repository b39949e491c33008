/**
 * axe-core on every page of the app, at 1280×800 and at 390×844, as the pages are when a person reaches them: no
 * violation of any impact (minor ones included). The transient toasts are left out (see a11yViolations).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations, baseURL, devSignIn, MOBILE, newPage, selectSuggestions, useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { width: 1280, height: 800 };

/** Both widths, each after the layout settles; answers "page @ width → violation" lines. */
async function scan(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    for (const v of await a11yViolations(page)) found.push(`${name} @${size.width}: ${v}`);
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

describe('axe-core finds nothing, on any page, at either width', () => {
  it('signed out: home, sign-in, privacy, not found, a shared prompt', async () => {
    const owner = await newPage(browser());
    await devSignIn(owner.page, 'axe-owner@example.com', 'Axel Owner');
    const made = await owner.page.request.post('/api/ai/generate-prompt', {
      headers: { Origin: baseURL(), 'Content-Type': 'application/json' },
      data: {
        projectDescription: 'A booking app for a yoga studio',
        platform: 'lovable',
        details: [{ title: 'Class Schedules' }],
        answers: {},
        dismissedQuestions: [],
      },
    });
    await made.text();
    const id = made.headers()['x-prompt-id']!;
    const share = await owner.page.request.post(`/api/prompts/${id}/shares`, {
      headers: { Origin: baseURL(), 'Content-Type': 'application/json' },
      data: { version: 1 },
    });
    expect(share.status(), await share.text()).toBeLessThan(300);
    const { share: created } = (await share.json()) as { share: { id: string } };
    await owner.context.close();

    const { page, context } = await newPage(browser());
    const found: string[] = [];
    await page.goto('/');
    await page.getByLabel('What do you want to build?').waitFor();
    found.push(...(await scan(page, '/')));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in (development)' }).waitFor();
    found.push(...(await scan(page, '/auth')));
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    found.push(...(await scan(page, '/privacy')));
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    found.push(...(await scan(page, '404')));
    await page.goto(`/s/${created.id}`);
    await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, '/s/:id')));
    expect(found).toEqual([]);
    await context.close();
  });

  it('signed in: home, each step of the guided flow, the result, detail, review, profile, plans and admin', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    const found: string[] = [];
    await devSignIn(page, 'admin@example.com', 'Ada Admin');
    await page.goto('/');
    await page.getByTestId('prompts-left').waitFor();
    found.push(...(await scan(page, '/ signed in')));

    await page.getByRole('radio', { name: 'Lovable' }).click();
    await page
      .getByLabel('What do you want to build?')
      .fill('a booking app for a yoga studio with class schedules and memberships');
    await page.getByLabel('What do you want to build?').press('Enter');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, 'features')));
    await selectSuggestions(page, [0, 1]);
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, 'question')));
    await page.getByRole('button', { name: 'Use recommended answers for the rest' }).click();
    await page.getByRole('heading', { name: 'Your Magic Prompt' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: /^Quality \d+\/100$/ }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, 'result')));

    const id = await page.evaluate(() => {
      const saved = JSON.parse(sessionStorage.getItem('pq:flow') ?? '{}') as { state?: { promptId?: string } };
      return saved.state?.promptId ?? '';
    });
    await page.goto(`/prompt/${id}`);
    await page.getByRole('heading', { name: /^Quality \d+\/100$/ }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, '/prompt/:id')));
    await page.goto(`/prompt/${id}/review`);
    await page.getByRole('heading', { name: 'Review and change answers' }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, '/prompt/:id/review')));
    await page.goto('/profile');
    await page.getByTestId('profile-email').waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, '/profile')));
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Upgrade Plan' }).waitFor({ timeout: 15_000 });
    found.push(...(await scan(page, '/subscription')));
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page.getByRole('dialog', { name: 'Choose Your Plan' }).waitFor();
    found.push(...(await scan(page, 'plan dialog')));
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Search users by name or email').waitFor();
    found.push(...(await scan(page, '/admin')));
    expect(found).toEqual([]);
    await context.close();
  });
});
