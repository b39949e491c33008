import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkPage, expectToast, finishFlow, jsErrors, newPage, pathOf, useBrowser } from './browser';

const browser = useBrowser();

const TABS: [string, string][] = [
  ['Prompt', 'prompt.md'],
  ['AGENTS.md', 'AGENTS.md'],
  ['CLAUDE.md', 'CLAUDE.md'],
  ['Cursor rules', '.cursor/rules/project.mdc'],
  ['Requirements', 'spec/requirements.md'],
  ['Design', 'spec/design.md'],
  ['Tasks', 'spec/tasks.md'],
  ['Phased prompts', 'phases/01-foundation-and-data.md'],
];

describe('the artefacts of one interview', () => {
  it('tabs for every file, copy one, switch target and criteria with no request, and download them all as a zip', async () => {
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page.on('dialog', (d) => void d.accept());
    await finishFlow(page, 'artefacts@example.com');
    const panel = page.getByRole('tabpanel');

    // Every tab shows its file, with its size.
    for (const [tab, path] of TABS) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
      await panel
        .getByRole('region', { name: path })
        .or(panel.getByRole('region', { name: 'Generated prompt' }))
        .first()
        .waitFor();
      // The prompt shows at once; its size (with the other files) once their renderers have loaded.
      await panel
        .getByText(/≈ [\d,]+ tokens/)
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await panel.getByText(path, { exact: true }).first().isVisible(), path).toBe(true);
      expect(
        await panel
          .getByText(/≈ [\d,]+ tokens/)
          .first()
          .isVisible(),
        `${path}: its size`,
      ).toBe(true);
    }
    const phases = await panel.getByRole('button', { name: /^Copy phases\// }).count();
    expect(phases).toBeGreaterThanOrEqual(3);
    expect(phases).toBeLessThanOrEqual(6);
    await checkPage(page, 'artefacts-phases');

    // Arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Phased prompts' }).focus();
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Prompt', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'AGENTS.md' }).getAttribute('aria-selected')).toBe('true');

    // Copy one file.
    await panel.getByRole('button', { name: 'Copy AGENTS.md' }).click();
    await expectToast(page, 'Copied AGENTS.md');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# AGENTS.md')).toBe(true);
    expect(copied).toContain('## Setup and commands');

    // Another target and Gherkin criteria, rendered in the page: no request reaches the API.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
    });
    await page.getByLabel('Target').selectOption({ label: 'Cursor' });
    await page.getByRole('tab', { name: 'Prompt', exact: true }).click();
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'Generated prompt' }).textContent()) ?? '')
      .toMatch(/^Implement the project below with Cursor/);
    await page.getByLabel('Acceptance criteria').selectOption('gherkin');
    await page.getByRole('tab', { name: 'Requirements' }).click();
    expect(
      await panel
        .getByText(/Scenario: 1\.1 /)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(calls).toEqual([]);

    // Copy Prompt copies the prompt shown (now Cursor's).
    await page.getByRole('button', { name: 'Copy Prompt', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Implement the project below with Cursor/);

    // Download all: one zip with exactly the listed paths.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all (.zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^a-booking-app-for-a-yoga-studio-cursor\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const paths = Object.keys(entries);
    expect(paths.slice(0, 7)).toEqual(TABS.slice(0, 7).map(([, path]) => path));
    expect(paths.slice(7).every((p) => /^phases\/0\d-[a-z0-9-]+\.md$/.test(p))).toBe(true);
    expect(paths.length - 7).toBe(phases);
    expect(strFromU8(entries['spec/requirements.md']!)).toContain('Scenario: 1.1 ');
    expect(strFromU8(entries['.cursor/rules/project.mdc']!).startsWith('---\ndescription: ')).toBe(true);

    // The history entry opens with the same artefacts.
    await page.goto('/profile');
    await page
      .getByRole('link', { name: /a booking app for a yoga studio/ })
      .first()
      .click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/prompt\//);
    await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    expect(
      await page
        .getByRole('tabpanel')
        .getByText(/_Requirements: 1\.1/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
