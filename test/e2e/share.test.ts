import { describe, expect, it } from 'vitest';
import { SHARE_ID_PATTERN } from '../../common/shares';
import { checkPage, devSignIn, expectToast, generatePrompt, jsErrors, newPage, pathOf, useBrowser } from './browser';

const browser = useBrowser();

const DESCRIPTION = 'a booking app for a yoga studio with class schedules and memberships';
const OWNER = { email: 'share-owner@example.com', name: 'Sharon Owner' };

describe('a read-only share link', () => {
  it('the owner shares a version, a signed-out visitor reads it with its artefacts, and after revoking it is gone', async () => {
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await devSignIn(page, OWNER.email, OWNER.name);
    const text = await generatePrompt(page, {
      projectDescription: DESCRIPTION,
      platform: 'lovable',
      details: [{ title: 'Class Schedules' }, { title: 'Memberships' }],
    });

    // The detail page, opened from the history as a person would.
    await page.goto('/profile');
    await page.getByRole('link', { name: new RegExp(DESCRIPTION) }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/prompt\//);
    await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'Share', exact: true });
    await panel.getByText('No links yet.').waitFor();

    await panel.getByRole('button', { name: 'Share a read-only link' }).click();
    await expectToast(page, 'Share link created');
    const links = panel.getByRole('list', { name: 'Share links' }).getByRole('listitem');
    await expect.poll(() => links.count()).toBe(1);
    const url = ((await links.first().locator('p.font-mono').textContent()) ?? '').trim();
    const { origin, pathname } = new URL(url);
    expect(origin).toBe(new URL(page.url()).origin);
    const shareId = pathname.replace(/^\/s\//, '');
    expect(shareId).toMatch(SHARE_ID_PATTERN);
    expect(await links.first().textContent()).toContain('Version 1');

    await links.first().getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await checkPage(page, 'share-panel');

    // A second browser context with no session: the link alone opens the prompt and its artefacts.
    const visitor = await newPage(browser());
    const viewer = visitor.page;
    const res = await viewer.goto(url);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    await viewer.getByRole('heading', { level: 1, name: DESCRIPTION }).waitFor({ timeout: 15_000 });
    await viewer.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await viewer.getByRole('note').first().textContent()).toContain('A read-only prompt shared with you');
    expect(await viewer.getByText('Version 1', { exact: true }).isVisible()).toBe(true);
    expect(await viewer.getByText('Lovable', { exact: true }).first().isVisible()).toBe(true);
    expect(await viewer.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const tabs = viewer.getByRole('tablist', { name: 'Artefacts' });
    await tabs.waitFor({ timeout: 15_000 });
    // The prompt shows first, alone; the other files' tabs fill in once their renderers have loaded.
    await expect.poll(() => tabs.getByRole('tab').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
    expect(await viewer.getByRole('region', { name: 'Generated prompt' }).textContent()).toBe(text);
    await viewer.getByRole('tab', { name: 'Tasks' }).click();
    expect(
      await viewer
        .getByRole('tabpanel')
        .getByText(/_Requirements: 1\.1/)
        .first()
        .isVisible(),
    ).toBe(true);
    // Read-only: no way back into the owner's review, and nothing about the owner on the page.
    expect(await viewer.getByRole('link', { name: /change|review/i }).count()).toBe(0);
    const body = (await viewer.locator('body').textContent()) ?? '';
    expect(body).not.toContain(OWNER.email);
    expect(body).not.toContain(OWNER.name);
    await checkPage(viewer, 'shared');

    // The owner revokes the link, after confirming.
    await links.first().getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this link?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expectToast(page, 'Link revoked');
    await panel.getByText('No links yet.').waitFor();

    // The visitor's reload finds nothing, and the API answers 404.
    await viewer.reload();
    await viewer.getByRole('heading', { level: 1, name: 'This link does not exist or was revoked.' }).waitFor();
    expect(await viewer.getByText(DESCRIPTION).count()).toBe(0);
    const api = await viewer.request.get(`/api/shared/${shareId}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'This link does not exist or was revoked.' } });
    await checkPage(viewer, 'shared-revoked');

    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(viewer)).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
