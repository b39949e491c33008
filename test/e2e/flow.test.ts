import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPage,
  devSignIn,
  expectToast,
  generatePrompt,
  jsErrors,
  newPage,
  pathOf,
  selectSuggestions,
  useBrowser,
} from './browser';

const browser = useBrowser();

const path = pathOf;
const DESCRIPTION = 'A sales dashboard for a small team';

const toast = expectToast;

async function startFlow(page: Page, email: string, description = DESCRIPTION, engine = 'Claude') {
  await devSignIn(page, email, 'Flow Tester');
  await page.goto('/');
  await page.getByRole('radio', { name: engine }).click();
  await page.getByLabel('What do you want to build?').fill(description);
  await page.getByLabel('What do you want to build?').press('Enter');
  await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
}

const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggested features' }).getByRole('button');
const chips = (page: Page) => page.getByRole('list', { name: 'Selected features' }).getByRole('listitem');

async function questionState(page: Page) {
  const header = (await page.getByText(/^Question \d+ of ~\d+$/).textContent()) ?? '';
  const [, number, total] = /Question (\d+) of ~(\d+)/.exec(header) ?? [];
  return { number: Number(number), total: Number(total), question: (await page.locator('h2').first().textContent()) ?? '' };
}

async function answer(page: Page) {
  const group = page.getByRole('group', { name: 'Answers' });
  await group.getByRole('button').first().click();
}

describe('guided flow', () => {
  it('the whole happy path: home as a visitor → sign-in → features → questions → streamed prompt → copy', async () => {
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page.on('dialog', (d) => void d.accept());

    // Home, as an anonymous visitor.
    await page.goto('/');
    await checkPage(page, 'flow-0-home');
    await page.getByRole('radio', { name: 'Claude' }).click();
    expect(await page.getByRole('radio', { name: 'Claude' }).getAttribute('aria-checked')).toBe('true');
    const box = page.getByLabel('What do you want to build?');
    await box.fill('A sales dashboard');
    await box.press('Shift+Enter');
    await box.pressSequentially('for a small team');
    expect(await box.inputValue()).toBe('A sales dashboard\nfor a small team');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await expect.poll(() => path(page)).toBe('/auth');
    await devSignIn(page, 'happy@example.com', 'Happy Path');
    await expect.poll(() => path(page)).toBe('/generate');
    expect(new URL(page.url()).searchParams.get('engine')).toBe('claude');

    // Features.
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await toast(page, 'Generated feature suggestions!');
    const firstCount = await suggestions(page).count();
    expect(firstCount).toBeGreaterThanOrEqual(8);
    expect(await page.getByText('Tip: select 3-5 key features for the best results.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Questions for 0 Feature(s)' }).isDisabled()).toBe(true);
    await checkPage(page, 'flow-1-features');

    await suggestions(page).nth(0).click();
    await suggestions(page).nth(1).click();
    expect(await suggestions(page).nth(0).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Get More Suggestions' }).click();
    await toast(page, 'Generated more suggestions!');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(firstCount);

    const custom = page.getByLabel('Add your own feature');
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await custom.fill('   ');
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await custom.fill('  Slack Digest  ');
    await custom.press('Enter');
    await expect.poll(() => chips(page).allTextContents()).toContain('Slack Digest');
    expect(await page.getByRole('heading', { name: 'Selected features (3)' }).isVisible()).toBe(true);
    const removed = (await suggestions(page).nth(1).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: `Remove ${removed}` }).click();
    await expect.poll(() => chips(page).count()).toBe(2);
    const selected = (await chips(page).allTextContents()).map((t) => t.trim());
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();

    // Questions.
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    await toast(page, 'Generated personalized questions!');
    const { total: firstEstimate } = await questionState(page);
    expect(await page.getByText('Getting Started').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Question progress' }).getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await checkPage(page, 'flow-2-questions');

    const answered: string[] = [];
    let skipped = '';
    for (let guard = 0; guard < 60; guard++) {
      if (await page.getByRole('heading', { name: 'Your Magic Prompt' }).isVisible()) break;
      const header = page.getByText(/^Question \d+ of ~\d+$/);
      if (!(await header.isVisible())) {
        await page.waitForTimeout(50);
        continue;
      }
      const { number, question } = await questionState(page);
      const badge = number <= 5 ? 'Getting Started' : number <= 15 ? 'Core Features' : 'Advanced Options';
      expect(await page.getByText(badge, { exact: true }).isVisible(), `badge for question ${number}`).toBe(true);
      if (number === 2) {
        skipped = question;
        await page.getByRole('button', { name: 'Skip this question' }).click();
      } else {
        answered.push(question);
        await answer(page);
      }
      await page.waitForFunction((n) => !document.body.textContent?.includes(`Question ${n} of`), number).catch(() => undefined);
    }

    // Result, streamed.
    await page.getByRole('heading', { name: 'Your Magic Prompt' }).waitFor({ timeout: 15_000 });
    await toast(page, 'Generated your perfect prompt!');
    const result = page.getByRole('region', { name: 'Generated prompt' });
    await expect.poll(() => result.getAttribute('aria-busy')).toBe('false');
    const promptText = (await result.textContent()) ?? '';
    for (const feature of selected) expect(promptText).toContain(feature);
    expect(promptText).toContain('A sales dashboard');
    expect(promptText).toContain(skipped);
    // The interview asks as many questions as it first said (the flow ends at its estimate minus 3, spec section 4).
    expect(answered.length + 1).toBe(firstEstimate - 2);
    // Under the result: how to hand the brief to a coding agent, with this server's address filled in.
    const agentPanel = page.getByRole('region', { name: 'Use with your agent' });
    await agentPanel.waitFor({ timeout: 15_000 });
    expect(await agentPanel.getByLabel('Claude Code setup', { exact: true }).textContent()).toBe(
      `claude mcp add --transport http prompt-qordinate ${new URL('/mcp', page.url()).href}`,
    );
    await checkPage(page, 'flow-3-result');

    await page.getByRole('button', { name: 'Copy Prompt', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promptText);
    await page.waitForTimeout(2100);
    expect(await page.getByRole('button', { name: 'Copy Prompt', exact: true }).isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('each question shows its recommendation and why; "Use recommended answers for the rest" finishes with them marked', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await startFlow(
      page,
      'recommended@example.com',
      'a booking app for a yoga studio with class schedules and memberships',
      'Lovable',
    );
    expect((await suggestions(page).allTextContents()).slice(0, 2).map((t) => t.trim())).toEqual([
      'Class Schedules',
      'Memberships',
    ]);
    // What the description names starts selected.
    expect(await page.getByRole('heading', { name: 'Selected features (2)' }).isVisible()).toBe(true);
    await selectSuggestions(page, [0, 1, 2]);
    await page.getByRole('button', { name: 'Generate Questions for 3 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });

    // The recommended option is marked, and the reason is said under the options.
    const group = page.getByRole('group', { name: 'Answers' });
    const recommended = group.getByRole('button', { name: /Recommended/ });
    expect(await recommended.count()).toBe(1);
    const choice = ((await recommended.textContent()) ?? '').replace('Recommended', '').trim();
    expect(await page.getByText(`Why ${choice}:`).isVisible()).toBe(true);
    await checkPage(page, 'flow-recommended');

    // The user picks another option once, then accepts the recommendations for the rest.
    const other = group.getByRole('button').filter({ hasNotText: 'Recommended' }).first();
    await other.click();
    await page.getByText(/^Question 2 of ~\d+$/).waitFor();
    await page.getByRole('button', { name: 'Use recommended answers for the rest' }).click();

    await page.getByRole('heading', { name: 'Your Magic Prompt' }).waitFor({ timeout: 15_000 });
    const result = page.getByRole('region', { name: 'Generated prompt' });
    await expect.poll(() => result.getAttribute('aria-busy')).toBe('false');
    const promptText = (await result.textContent()) ?? '';
    expect(promptText).toMatch(/Decision: /);
    expect(promptText.match(/Recommended default: /g)?.length ?? 0).toBeGreaterThan(5);
    expect(promptText).toContain('a booking app for a yoga studio');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('home validation toasts, and /generate without prompt or engine goes home', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await toast(page, 'Please describe what you want to build');
    await page.getByLabel('What do you want to build?').fill('A landing page');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await toast(page, 'Please select an AI engine');
    expect(path(page)).toBe('/');

    await devSignIn(page, 'params@example.com');
    await page.goto('/generate?prompt=Only%20a%20prompt');
    await expect.poll(() => path(page)).toBe('/');
    await page.goto('/generate?engine=claude');
    await expect.poll(() => path(page)).toBe('/');
    await context.close();
  });

  it("'Back to Edit' restores prompt and engine on home, and the engine is remembered", async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await startFlow(page, 'back@example.com', 'An internal tool for refunds', 'Cursor');
    await page.getByRole('button', { name: 'Back to Edit' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await expect.poll(() => page.getByLabel('What do you want to build?').inputValue()).toBe('An internal tool for refunds');
    expect(await page.getByRole('radio', { name: 'Cursor' }).getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Cursor' }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it("'Add More Features' returns to features with questions cleared and the prompt kept as base", async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await startFlow(page, 'addmore@example.com');
    await suggestions(page).nth(0).click();
    await page.getByRole('button', { name: 'Generate Questions for 1 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    const skipToResult = async () => {
      for (let i = 0; i < 80 && !(await page.getByRole('heading', { name: 'Your Magic Prompt' }).isVisible()); i++) {
        const skip = page.getByRole('button', { name: 'Skip this question' });
        if (await skip.isVisible()) await skip.click().catch(() => undefined);
        else await page.waitForTimeout(50);
      }
      const result = page.getByRole('region', { name: 'Generated prompt' });
      await expect.poll(() => result.getAttribute('aria-busy')).toBe('false');
      return (await result.textContent()) ?? '';
    };
    const firstPrompt = await skipToResult();
    await page.getByRole('button', { name: 'Add More Features' }).click();
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor();
    expect(await page.getByText('Your current prompt is kept as the base').isVisible()).toBe(true);
    const kept = (await chips(page).allTextContents()).map((t) => t.trim());
    expect(kept).toHaveLength(1);
    await suggestions(page).nth(1).click();
    const added = (await chips(page).allTextContents()).map((t) => t.trim()).find((t) => !kept.includes(t)) ?? '';
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Getting Started').isVisible()).toBe(true);
    const secondPrompt = await skipToResult();
    // The new prompt extends the first one: it quotes it and adds the new feature. The earlier prompt is text the
    // client sent, so its tags and line-start markers are escaped (common/render/safe.ts); its words are all there.
    expect(secondPrompt).toContain('<earlier_prompt>');
    const earlier = secondPrompt.slice(secondPrompt.indexOf('<earlier_prompt>'), secondPrompt.indexOf('</earlier_prompt>'));
    const unescaped = earlier
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\\(?=[#\-+*=|~`_.)])/g, '');
    expect(unescaped).toContain(firstPrompt.slice(0, 200));
    expect(earlier).not.toContain('<role>');
    expect(secondPrompt).toContain(added);
    await context.close();
  });

  it('a failing engine endpoint lands on the right screen with the right toast', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    const fail = (route: import('playwright-core').Route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'upstream_error', message: 'down' } }),
      });

    // Suggestions fail → home, prompt kept.
    await devSignIn(page, 'failing@example.com');
    await page.route('**/api/ai/suggest-features', fail);
    await page.goto('/generate?prompt=A%20game&engine=claude');
    await toast(page, 'Failed to generate features. Please try again.');
    await expect.poll(() => path(page)).toBe('/');
    expect(await page.getByLabel('What do you want to build?').inputValue()).toBe('A game');
    await page.unroute('**/api/ai/suggest-features');

    // Questions fail → features.
    await page.goto('/generate?prompt=A%20game&engine=claude');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await page.route('**/api/ai/generate-questions', fail);
    await suggestions(page).nth(0).click();
    await page.getByRole('button', { name: 'Generate Questions for 1 Feature(s)' }).click();
    await toast(page, 'Failed to generate questions. Please try again.');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor();
    await page.unroute('**/api/ai/generate-questions');

    // Prompt fails → questions.
    await page.route('**/api/ai/generate-prompt', fail);
    await page.getByRole('button', { name: 'Generate Questions for 1 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    for (
      let i = 0;
      i < 60 &&
      !(await page.evaluate(() =>
        (window as unknown as { __toasts: string[] }).__toasts.some((t) => t.includes('Failed to generate prompt')),
      ));
      i++
    ) {
      const skip = page.getByRole('button', { name: 'Skip this question' });
      if (await skip.isVisible()) await skip.click().catch(() => undefined);
      else await page.waitForTimeout(50);
    }
    await toast(page, 'Failed to generate prompt. Please try again.');
    await page.getByText(/^Question \d+ of ~\d+$/).waitFor();
    await context.close();
  });

  it('over quota: the server’s message shows with a way to the plans', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await devSignIn(page, 'spent@example.com');
    const spend = (i: number) =>
      generatePrompt(page, { projectDescription: `Project ${i}`, platform: 'claude', details: [{ title: 'Search' }] });
    for (let i = 0; i < 4; i++) await spend(i);
    await page.goto('/generate?prompt=A%20game&engine=claude');
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await selectSuggestions(page, [0]);
    await page.getByRole('button', { name: 'Generate Questions for 1 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    // The last prompt goes elsewhere (another tab) while this interview runs: the server refuses this one.
    await spend(4);
    const quotaShown = () =>
      page.evaluate(() =>
        (window as unknown as { __toasts: string[] }).__toasts.some((t) =>
          t.includes('You have used all 5 prompts of your free plan'),
        ),
      );
    for (let i = 0; i < 80 && !(await quotaShown()); i++) {
      const skip = page.getByRole('button', { name: 'Skip this question' });
      if (await skip.isVisible()) await skip.click().catch(() => undefined);
      else await page.waitForTimeout(50);
    }
    expect(await quotaShown()).toBe(true);
    await page.getByRole('button', { name: 'View plans' }).click();
    await expect.poll(() => path(page)).toBe('/subscription');
    await context.close();
  });

  it('selection beyond the plan’s max_features is prevented with a visible reason', async () => {
    const { page, context } = await newPage(browser());
    page.on('dialog', (d) => void d.accept());
    await startFlow(page, 'limits@example.com');
    for (let i = 0; i < 5; i++) await suggestions(page).nth(i).click();
    await page.getByText('Your free plan allows up to 5 features per prompt.').waitFor();
    expect(await suggestions(page).nth(5).isDisabled()).toBe(true);
    await page.getByLabel('Add your own feature').fill('One Too Many');
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    expect(await suggestions(page).nth(5).isDisabled()).toBe(false);
    await context.close();
  });

  it('a reload in the middle of the questions resumes where the user was', async () => {
    const { page, context } = await newPage(browser());
    await startFlow(page, 'reload@example.com');
    await suggestions(page).nth(0).click();
    await suggestions(page).nth(2).click();
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    await answer(page);
    await page.getByText(/^Question 2 of ~\d+$/).waitFor();
    await answer(page);
    await page.getByText(/^Question 3 of ~\d+$/).waitFor();
    const before = await questionState(page);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByText(/^Question 3 of ~\d+$/).waitFor({ timeout: 15_000 });
    expect((await questionState(page)).question).toBe(before.question);
    await context.close();
  });
});
