import { describe, expect, it } from 'vitest';
import { baseURL, expectToast, jsErrors, newPage, pathOf, screenshot, useBrowser } from './browser';

const browser = useBrowser();

describe('app shell', () => {
  it('home shows the heading and six engine icons, each named', async () => {
    const { page, context } = await newPage(browser());
    // A visitor who never signed in costs no session lookup, so no 401 lands in the console.
    const apiCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname)));
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
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
    expect([...new Set(apiCalls)]).toEqual(['/api/engines']);
    expect(consoleErrors).toEqual([]);
    await screenshot(page, 'shell-home-1280');
    await context.close();
  });

  it('engines are keyboard selectable, named, with the name as a tooltip; the placeholder types unless motion is reduced', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    const chatgpt = page.getByRole('radio', { name: 'ChatGPT' });
    await chatgpt.focus();
    await page.keyboard.press('ArrowRight');
    const claude = page.getByRole('radio', { name: 'Claude' });
    expect(await claude.getAttribute('aria-checked')).toBe('true');
    expect(await claude.evaluate((el) => el === document.activeElement)).toBe(true);
    const tip = page.getByRole('tooltip').filter({ hasText: 'Claude' });
    await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    const box = page.getByLabel('What do you want to build?');
    const prefix = 'Ask prompt.qordinate to write a prompt to build ';
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      seen.add((await box.getAttribute('placeholder')) ?? '');
      await page.waitForTimeout(120);
    }
    expect([...seen].every((p) => p.startsWith(prefix))).toBe(true);
    expect(seen.size).toBeGreaterThan(3);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const still = await box.getAttribute('placeholder');
    expect(still).toBe(`${prefix}a dashboard`);
    await page.waitForTimeout(400);
    expect(await box.getAttribute('placeholder')).toBe(still);
    await context.close();
  });

  it('home counts the description as the server does, with a counter near the 4,000 limit', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    const box = page.getByLabel('What do you want to build?');
    const count = page.getByTestId('home-prompt-count');
    await page.getByRole('radio', { name: 'Claude' }).click();

    // Invisible characters are not a description.
    await box.fill('\u200B\u200D\uFEFF');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await expectToast(page, 'Please describe what you want to build');

    await box.fill('a'.repeat(3499));
    expect(await count.count()).toBe(0);
    // 4,000 emoji are 8,000 UTF-16 units: all of them are kept and count as 4,000, as on the server.
    await box.fill('😀'.repeat(4000));
    await expect.poll(() => count.textContent()).toBe('4,000 / 4,000 characters');
    expect((await box.inputValue()).length).toBe(8000);
    expect(await box.getAttribute('aria-describedby')).toBe('home-prompt-count');
    await screenshot(page, 'home-counter-1280');

    await box.press('End');
    await page.keyboard.type('!');
    await expect.poll(() => count.textContent()).toBe('4,001 / 4,000 characters');
    await page.getByRole('button', { name: 'Build my prompt' }).click();
    await expectToast(page, 'Describe your project in at most 4,000 characters.');
    expect(pathOf(page)).toBe('/');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('/privacy shows the full policy', async () => {
    const { page, context } = await newPage(browser());
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
      'salted hash of your email address',
      'support@',
      'Last updated:',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('/nowhere shows the 404 page and its link goes home', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/nowhere');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prompt. Qordinate. Faster');
    await context.close();
  });

  it('static pages carry the security headers too', async () => {
    const { page, context } = await newPage(browser());
    const res = await page.goto('/privacy');
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    // HSTS ships with the static files too (browsers honour it only over https).
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    await context.close();
  });

  it('static files arrive compressed, as from Cloudflare; API responses are never held back to compress', async () => {
    // The entry script: lazy chunks under 1 KB are, rightly, sent as they are.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const entry = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(entry).toBeTruthy();
    const asset = await fetch(`${baseURL()}${entry}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const gzip = await fetch(`${baseURL()}${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const api = await fetch(`${baseURL()}/api/engines`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  it('a missing file under /assets/ is a 404 nobody stores; only existing hashed files are immutable', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const existing = await fetch(`${baseURL()}${script}`);
    expect(existing.status).toBe(200);
    expect(existing.headers.get('cache-control')).toContain('immutable');
    // As a script tag asks for an old chunk after a deploy, and as a navigation would.
    const asks: Record<string, string>[] = [
      { 'Sec-Fetch-Dest': 'script', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Mode': 'navigate' },
    ];
    for (const headers of asks) {
      const missing = await fetch(`${baseURL()}/assets/index-does-not-exist.js`, { headers });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(missing.headers.get('content-type')).not.toContain('text/html');
    }
    // Everything else still falls back to the app.
    const page = await fetch(`${baseURL()}/some/client/route`, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('the composer’s compiled knowledge is for the Worker only: the public gets 404', async () => {
    const res = await fetch(`${baseURL()}/_knowledge/knowledge.json`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('recognise');
  });

  it('a page arrives whole: no footer before a lazy page, no sign-in card before its development sign-in', async () => {
    for (const path of ['/privacy', '/auth']) {
      const { page, context } = await newPage(browser());
      // Every DOM change is recorded from the first byte, so a frame with half a page cannot slip by.
      await page.addInitScript(() => {
        const frames: string[] = [];
        (window as unknown as { frames_: string[] }).frames_ = frames;
        new MutationObserver(() => {
          const main = document.querySelector('main h1') !== null;
          const footer = document.querySelector('footer') !== null;
          const dev = document.querySelector('form[aria-labelledby="dev-signin-title"]') !== null;
          frames.push(`${main ? 'h1' : '-'} ${footer ? 'footer' : '-'} ${dev ? 'dev' : '-'}`);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect.poll(() => page.locator('footer').count()).toBe(1);
      const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
      expect(
        frames.filter((f) => f.includes('footer') && !f.startsWith('h1')),
        path,
      ).toEqual([]);
      if (path === '/auth') expect(frames.filter((f) => f.startsWith('h1') && !f.endsWith('dev'))).toEqual([]);
      await context.close();
    }
  });
});
