import { describe, expect, it } from 'vitest';
import { devSignIn, expectToast, jsErrors, newPage, pathOf, screenshot, useBrowser } from './browser';

const browser = useBrowser();

describe('sign-in in the browser', () => {
  it('anonymous /profile goes to /auth, which shows the sign-in card', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/profile');
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to Continue' }).isVisible()).toBe(true);
    expect(await page.getByText('Sign in with Google to start building perfect prompts').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().isVisible()).toBe(true);
    await screenshot(page, 'auth-1280');
    await context.close();
  });

  it('dev sign-in shows the avatar menu; a normal user has no admin entry; Logout returns to the anonymous header', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/auth');
    await devSignIn(page, 'casey@example.com', 'Casey Jones');
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Profile & History', 'Subscription', 'Logout']);
    expect(await menu.getByText('casey@example.com').isVisible()).toBe(true);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    // The session is really gone: a guarded page sends us to /auth again.
    await page.goto('/subscription');
    await expect.poll(() => pathOf(page)).toBe('/auth');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('admin@example.com sees the Admin Dashboard entry', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'admin@example.com', 'Ada Admin');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Profile & History', 'Subscription', 'Admin Dashboard', 'Logout']);
    await screenshot(page, 'auth-admin-menu-1280');
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin');
    await context.close();
  });

  it('a prompt typed before sign-in is carried to /generate after signing in', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('radio', { name: 'Claude' }).click();
    await page.getByLabel('What do you want to build?').fill('A sales dashboard for a small team');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await devSignIn(page, 'pending@example.com', 'Pending Person');
    await expect.poll(() => pathOf(page)).toBe('/generate');
    const params = new URL(page.url()).searchParams;
    expect(params.get('prompt')).toBe('A sales dashboard for a small team');
    expect(params.get('engine')).toBe('claude');
    await context.close();
  });

  it('a session that ends while the app is open signs the user out and sends them to sign in', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await devSignIn(page, 'expired@example.com');
    await page.goto('/generate?prompt=A%20game&engine=claude');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await context.clearCookies();
    await page.getByRole('button', { name: 'Get More Suggestions' }).click();
    await expectToast(page, 'Your session has ended. Please sign in again.');
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('a failed sign-in shows the error as a toast', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/auth?error=AccessDenied');
    await expect
      .poll(() => page.getByText('Access was denied. Use a Google account with a verified email address.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await context.close();
  });
});
