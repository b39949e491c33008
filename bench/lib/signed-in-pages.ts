// The result and detail pages as Lighthouse measures them: a signed-in tab brought to each the way a person gets there.
import type { Page } from 'puppeteer-core';
import type { SignedInPage } from './lighthouse.ts';

const DESCRIPTION = 'a booking app for a yoga studio with class schedules and memberships';

/** The guided flow's result: the features the description names, recommended answers for every question. */
export const resultPage: SignedInPage = {
  path: '/generate (the result)',
  async open(tab: Page, baseURL: string) {
    await tab.goto(`${baseURL}/generate?prompt=${encodeURIComponent(DESCRIPTION)}&engine=lovable`);
    await tab.locator('::-p-text(Generate Questions for 2 Feature(s))').setTimeout(15_000).click();
    await tab.locator('::-p-text(Use recommended answers for the rest)').setTimeout(15_000).click();
    // A string, so the bench's transpiler adds no helper the page lacks.
    await tab.waitForFunction(
      `[...document.querySelectorAll('h2, h3')].some((h) => /^Quality \\d+\\/100$/.test(h.textContent))`,
      {
        timeout: 20_000,
      },
    );
    return tab.url();
  },
};

/** A saved prompt's page, its newest version. */
export function detailPage(promptId: string): SignedInPage {
  return {
    path: '/prompt/:id (the detail page)',
    open: async (_tab, baseURL) => `${baseURL}/prompt/${promptId}`,
  };
}
