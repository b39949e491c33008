import { describe, expect, it } from 'vitest';
import {
  baseURL,
  checkPage,
  devSignIn,
  expectToast,
  generatePrompt,
  jsErrors,
  newPage,
  pathOf,
  screenshot,
  seriousA11yViolations,
  useBrowser,
} from './browser';

const browser = useBrowser();

const path = pathOf;

const LONG =
  'A customer portal for a regional plumbing company where clients book visits, pay invoices online and chat with the dispatcher about urgent leaks';

describe('profile, history and prompt detail', () => {
  it('a new user sees the empty state; after two prompts the history lists them newest first with previews and chips', async () => {
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await devSignIn(page, 'history@example.com', 'Hal Story');
    await page.goto('/profile');
    await page.getByText('No prompts generated yet').waitFor();
    await page.getByRole('link', { name: 'Create Your First Prompt' }).waitFor();
    await checkPage(page, 'profile-empty');

    await generatePrompt(page, {
      projectDescription: 'A sales dashboard for a small team',
      platform: 'chatgpt',
      details: [{ title: 'KPI Cards' }, { title: 'CSV Export' }],
    });
    const second = await generatePrompt(page, {
      projectDescription: LONG,
      platform: 'lovable',
      details: [
        { title: 'Visit Booking', description: 'Pick a two-hour slot' },
        { title: 'Online Payments' },
        { title: 'Dispatcher Chat' },
        { title: 'Invoices' },
        { title: 'Reviews' },
      ],
      answers: { 'Who will mainly use it?': 'Customers or the general public' },
    });

    await page.reload();
    const entries = page.getByRole('list', { name: 'Prompt history' }).getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    const newest = entries.nth(0);
    const text = (await newest.textContent()) ?? '';
    expect(text).toContain(`${LONG.slice(0, 100).trimEnd()}…`);
    expect(text).not.toContain(LONG);
    expect(text).toContain('lovable');
    expect(text).toContain('5 features');
    for (const chip of ['Visit Booking', 'Online Payments', 'Dispatcher Chat']) expect(text).toContain(chip);
    expect(text).not.toContain('Invoices');
    expect(text).toContain('+2 more');
    expect((await entries.nth(1).textContent()) ?? '').toContain('A sales dashboard for a small team');
    expect((await entries.nth(1).textContent()) ?? '').not.toContain('more');
    await checkPage(page, 'profile-history');

    // The detail page shows everything, and Copy puts the prompt on the clipboard.
    await newest.getByRole('link').click();
    await expect.poll(() => path(page)).toMatch(/^\/prompt\/[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: LONG }).waitFor();
    const features = page.getByRole('list', { name: 'Selected features' });
    expect(await features.getByRole('listitem').count()).toBe(5);
    expect(await features.textContent()).toContain('Pick a two-hour slot');
    expect(await page.locator('pre[aria-label="Generated prompt"]').textContent()).toBe(second);
    await checkPage(page, 'prompt-detail');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Prompt copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second);

    // Modify opens feature selection with the saved features.
    await page.getByRole('button', { name: 'Modify' }).click();
    await expectToast(page, 'Loading your prompt in the feature selector...');
    await expect.poll(() => path(page)).toBe('/generate');
    expect(new URL(page.url()).searchParams.get('engine')).toBe('lovable');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor();
    const chips = await page.getByRole('list', { name: 'Selected features' }).getByRole('listitem').allTextContents();
    expect(chips.map((c) => c.trim())).toEqual(['Visit Booking', 'Online Payments', 'Dispatcher Chat', 'Invoices', 'Reviews']);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('an unknown or foreign prompt id toasts and goes back to the profile', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'prober@example.com');
    await page.goto('/prompt/0123456789abcdef');
    await expectToast(page, 'Failed to load prompt details');
    await expect.poll(() => path(page)).toBe('/profile');
    await context.close();
  });

  it('profile edits persist across a reload, and bad input shows field errors', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'editor@example.com', 'Ed Itor');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('First name').fill('Edith');
    await page.getByLabel('Last name').fill('Piaf');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Country code').fill('44');
    await page.getByLabel('Mobile number').fill('7700900123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Use a country code like +44.').waitFor();
    await page.getByLabel('Country code').fill('+44');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile updated');
    await page.reload();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Edith Piaf');
    expect(await page.getByTestId('profile-dob').textContent()).toBe('May 17, 1990');
    expect(await page.getByTestId('profile-mobile').textContent()).toBe('+44 7700900123');
    await context.close();
  });
});

describe('subscription', () => {
  it('shows the plan and usage; Upgrade Plan opens the three plan cards whose buttons say payment is coming soon', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'plans@example.com');
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Manage Subscription' }).waitFor();
    await expect.poll(() => page.getByTestId('prompts-used').textContent()).toBe('0 / 5');
    expect(await page.getByTestId('prompts-remaining').textContent()).toBe('5');
    await checkPage(page, 'subscription');

    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
    await dialog.waitFor();
    const cards = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await cards.count()).toBe(3);
    const texts = await cards.allTextContents();
    expect(texts[0]).toContain('$10/month');
    expect(texts[0]).toContain('10 prompts');
    expect(texts[0]).toContain('Up to 20 features');
    expect(texts[1]).toContain('Most Popular');
    expect(texts[1]).toContain('$30/month');
    expect(texts[1]).toContain('50 prompts');
    expect(texts[2]).toContain('$60/month');
    expect(texts[2]).toContain('100 features');
    for (const t of texts) {
      expect(t).toContain('Priority support');
      expect(t).toContain('Cancel anytime');
    }
    expect(await seriousA11yViolations(page), 'plan dialog a11y').toEqual([]);
    await screenshot(page, 'plan-dialog-1280');
    const alert = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();
    expect(await alert).toBe('Payment integration coming soon!');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'View History' }).click();
    await expect.poll(() => path(page)).toBe('/profile');
    await context.close();
  });
});

describe('sessions', () => {
  it('Sign out everywhere ends this session and another device’s, whose live socket closes without reconnecting', async () => {
    const laptop = await newPage(browser());
    const phone = await newPage(browser());
    await devSignIn(laptop.page, 'everywhere@example.com', 'Eve Rywhere');
    await devSignIn(phone.page, 'everywhere@example.com', 'Eve Rywhere');
    const sockets: string[] = [];
    phone.page.on('websocket', (ws) => void sockets.push(ws.url()));
    await phone.page.goto('/profile');
    await expect.poll(() => sockets.length).toBe(1);
    const kept = (await laptop.context.cookies()).find((c) => c.name === 'authjs.session-token')!;

    await laptop.page.goto('/profile');
    await laptop.page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await checkPage(laptop.page, 'profile-sessions');
    await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectToast(laptop.page, 'You have been signed out on every device');
    await laptop.page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => path(laptop.page)).toBe('/');

    // The other device learns it over its live socket (4401), signs out and does not reconnect.
    await expectToast(phone.page, 'Your session has ended. Please sign in again.');
    await expect.poll(() => path(phone.page)).toBe('/auth');
    await phone.page.waitForTimeout(2_500);
    expect(sockets).toHaveLength(1);

    // A copy of the cookie kept from before is refused.
    const replay = await fetch(`${baseURL()}/api/me`, { headers: { Cookie: `${kept.name}=${kept.value}` } });
    expect(replay.status).toBe(401);
    expect(jsErrors(laptop.page)).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});

describe('data rights', () => {
  it('Export my data downloads the JSON; Delete my account signs out, and a new sign-in starts fresh but keeps the quota used', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'leaver@example.com', 'Lee Ver');
    await generatePrompt(page, {
      projectDescription: 'A portfolio site for a photographer',
      platform: 'claude',
      details: [{ title: 'Gallery' }],
    });
    await page.goto('/profile');
    await page.getByRole('list', { name: 'Prompt history' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^prompt-qordinate-export-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const listed = (await dialog.textContent()) ?? '';
    for (const item of ['profile', 'roles', 'subscription', 'prompt history']) expect(listed).toContain(item);
    expect(await seriousA11yViolations(page), 'delete dialog a11y').toEqual([]);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expectToast(page, 'Your account and all its data have been deleted');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => path(page)).toBe('/');

    await devSignIn(page, 'leaver@example.com', 'Lee Ver');
    await page.goto('/profile');
    await page.getByText('No prompts generated yet').waitFor();
    // The prompt used before the deletion still counts in this quota period.
    expect(await page.getByTestId('prompts-used').textContent()).toBe('1 / 5');
    await context.close();
  });
});
