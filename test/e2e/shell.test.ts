import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsErrors, launchBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('home shows the heading and six engine icons, each named', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prompt. Qordinate. Faster');
    const engines = page.getByRole('radiogroup', { name: 'AI engine' }).getByRole('radio');
    await expect.poll(() => engines.count()).toBe(6);
    const names = await engines.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names).toEqual(['ChatGPT', 'Claude', 'Cursor', 'Gemini', 'GPT-5', 'Lovable']);
    const icons = await engines.evaluateAll((els) => els.map((el) => el.querySelector('svg')?.getAttribute('data-icon')));
    expect(icons).toEqual(['chatgpt', 'claude', 'cursor', 'gemini', 'gpt-5', 'lovable']);
    await expect.poll(() => page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await screenshot(page, 'shell-home-1280');
    await context.close();
  });

  it('/privacy shows the full policy', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/privacy');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'Google account information',
      'Project information',
      'Usage data',
      'authenticate you',
      'display your account',
      'service emails',
      'row-level security',
      'never sell',
      'while your account is active',
      'Access:',
      'Correct:',
      'Delete:',
      'Revoke:',
      'support@',
      'Last updated:',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('/nowhere shows the 404 page and its link goes home', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/nowhere');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prompt. Qordinate. Faster');
    await context.close();
  });

  it('static pages carry the security headers too', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto('/privacy');
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    await context.close();
  });
});
