import { describe, expect, it } from 'vitest';
import {
  devSignIn,
  expectToast,
  generatePrompt,
  MOBILE,
  mobileLayoutProblems,
  newPage,
  screenshot,
  seriousA11yViolations,
  useBrowser,
} from './browser';

const browser = useBrowser();

describe('admin dashboard', () => {
  it('non-admins see Access denied with a way back', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'not-an-admin@example.com');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByText('You don’t have admin privileges for this account.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);
    await context.close();
  });

  it('an admin’s plan change reaches the user’s open /subscription page live, without a reload', async () => {
    // The user keeps /subscription open in one browser context…
    const user = await newPage(browser());
    await devSignIn(user.page, 'live-user@example.com', 'Liv Euser');
    // One prompt today, so the dashboard has a day of statistics.
    await generatePrompt(user.page, {
      projectDescription: 'A browser puzzle game',
      platform: 'gemini',
      details: [{ title: 'Levels' }],
    });
    await user.page.goto('/subscription');
    await expect.poll(() => user.page.getByTestId('prompts-used').textContent()).toBe('1 / 5');
    let reloaded = false;
    user.page.on('framenavigated', (frame) => {
      if (frame === user.page.mainFrame()) reloaded = true;
    });
    // Give the live channel a moment to connect.
    await user.page.waitForTimeout(500);

    // …while the admin, in another, changes that user's plan.
    const admin = await newPage(browser());
    await devSignIn(admin.page, 'admin@example.com', 'Ada Admin');
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Daily statistics: dates like 'Nov 22, 2026'; a day or two of them is too little to chart, and it says so.
    const firstDay = admin.page.getByRole('table').first().locator('tbody tr').first().locator('td').first();
    await expect.poll(() => firstDay.textContent()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await admin.page.getByTestId('chart-too-little').waitFor();
    await admin.page.getByLabel('Search users by name or email').fill('live-user@');
    const select = admin.page.getByLabel('Plan for live-user@example.com');
    await select.waitFor();
    await expect.poll(() => admin.page.locator('tbody tr[data-email]').count()).toBe(1);
    await screenshot(admin.page, 'admin-1280');
    expect(await seriousA11yViolations(admin.page), 'admin a11y').toEqual([]);

    const changedAt = Date.now();
    await select.selectOption('pro');
    await expectToast(admin.page, 'Subscription updated successfully');

    await expect
      .poll(() => user.page.getByText('pro', { exact: true }).count(), { timeout: 2000, interval: 50 })
      .toBeGreaterThan(0);
    await expect.poll(() => user.page.getByTestId('prompts-used').textContent(), { timeout: 2000, interval: 50 }).toBe('1 / 200');
    const elapsed = Date.now() - changedAt;
    expect(elapsed).toBeLessThan(2000);
    expect(reloaded).toBe(false);
    console.log(`live plan change visible on the user's page after ${elapsed} ms`);

    // The admin table and totals reflect it too.
    await expect.poll(() => admin.page.getByTestId('total-Premium users').textContent()).not.toBe('0');
    await admin.page.setViewportSize(MOBILE);
    await screenshot(admin.page, 'admin-390');
    expect(await mobileLayoutProblems(admin.page), 'admin mobile').toEqual([]);
    await user.context.close();
    await admin.context.close();
  });
});
