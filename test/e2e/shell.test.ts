import { describe, expect, it } from 'vitest';
import { baseURL, devSignIn, expectToast, jsErrors, newPage, pathOf, screenshot, useBrowser } from './browser';

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
    // Each engine its own mark: the brand's where simple-icons has it, a monogram otherwise; no two alike.
    const marks = await engines.evaluateAll((els) =>
      els.map((el) => {
        const svg = el.querySelector('svg');
        return `${svg?.getAttribute('data-mark')}:${svg?.querySelector('text')?.textContent ?? svg?.querySelector('path')?.getAttribute('d')?.length}`;
      }),
    );
    expect(marks.map((m) => m.split(':')[0])).toEqual(['monogram', 'brand', 'brand', 'brand', 'monogram', 'monogram']);
    expect(marks.filter((m) => m.startsWith('monogram'))).toEqual(['monogram:GPT', 'monogram:G5', 'monogram:L']);
    expect(new Set(marks).size).toBe(6);
    // The selected engine's name shows under the row.
    const selectedName = page.locator('[data-selected-engine]');
    expect(await selectedName.textContent()).toBe('');
    await page.getByRole('radio', { name: 'Gemini' }).click();
    await expect.poll(() => selectedName.textContent()).toBe('Gemini');
    expect(await selectedName.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    expect([...new Set(apiCalls)]).toEqual(['/api/engines']);
    expect(consoleErrors).toEqual([]);
    await screenshot(page, 'shell-home-1280');
    await context.close();
  });

  it('engines are keyboard selectable and named: the selected one under the row, the others as a tooltip; the placeholder types unless motion is reduced', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    const chatgpt = page.getByRole('radio', { name: 'ChatGPT' });
    // Until the app runs, the prerendered row is shown but marked unavailable (aria-disabled): wait for the app.
    await chatgpt.click({ trial: true });
    await chatgpt.focus();
    await page.keyboard.press('ArrowRight');
    const claude = page.getByRole('radio', { name: 'Claude' });
    await expect.poll(() => claude.getAttribute('aria-checked')).toBe('true');
    expect(await claude.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('[data-selected-engine]').textContent()).toBe('Claude');
    await page.getByRole('radio', { name: 'Cursor' }).hover();
    const tip = page.getByRole('tooltip').filter({ hasText: 'Cursor' });
    await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // The choice is remembered: after a reload the prerendered row is adopted and Claude selected again.
    await page.reload();
    await expect.poll(() => page.locator('[data-selected-engine]').textContent()).toBe('Claude');
    expect(jsErrors(page)).toEqual([]);

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
      'Codebases you bring',
      'Your source code is never read or sent',
      'From a codebase we keep only its profile',
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

  it('the Worker serves the pages no file answers: /auth, the app shell, and the 404 page with status 404', async () => {
    const get = async (path: string) => {
      const res = await fetch(`${baseURL()}${path}`);
      return { status: res.status, csp: res.headers.get('content-security-policy'), html: await res.text() };
    };
    const auth = await get('/auth');
    expect(auth.status).toBe(200);
    // This server offers the development sign-in and no Google: its /auth is prerendered with exactly that.
    expect(auth.html).toContain('Development sign-in');
    expect(auth.html).toContain('Google sign-in is not configured on this server.');
    for (const path of ['/profile', '/generate', '/prompt/some-id', '/admin', '/subscription']) {
      const shell = await get(path);
      expect(shell.status, path).toBe(200);
      expect(shell.html, path).toContain('<div id="root"></div>');
      expect(shell.csp, path).toContain("script-src 'self'");
    }
    for (const path of ['/nowhere', '/profile/extra', '/_pages/shell', '/_pages/auth-google']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain('Oops! Page not found');
      expect(missing.csp, path).toContain("frame-ancestors 'none'");
    }
  });

  it('without JavaScript the public pages are whole: home’s heading, text box and six engines; the policy; sign-in; the 404 page', async () => {
    const context = await browser().newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Prompt. Qordinate. Faster');
    expect(await page.getByLabel('What do you want to build?').isVisible()).toBe(true);
    const engines = page.getByRole('radiogroup', { name: 'AI engine' }).getByRole('radio');
    expect(await engines.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'ChatGPT',
      'Claude',
      'Cursor',
      'Gemini',
      'GPT-5',
      'Lovable',
    ]);
    for (const name of ['ChatGPT', 'Claude', 'Cursor', 'Gemini', 'GPT-5', 'Lovable']) {
      expect(await page.getByRole('radio', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-home-no-js-1280');

    await page.goto('/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.locator('main').textContent()).toContain('row-level security');
    await page.goto('/auth');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Continue');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
    const missing = await page.goto('/nowhere');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await context.close();
  });

  it('the app adopts the prerendered HTML instead of replacing it, with no hydration error', async () => {
    for (const [path, ready] of [
      ['/', 'Build my prompt'],
      ['/privacy', null],
      ['/auth', 'Sign in (development)'],
      ['/nowhere', null],
    ] as const) {
      const { page, context } = await newPage(browser());
      const consoleErrors: string[] = [];
      page.on(
        'console',
        (m) => void (m.type() === 'error' && !/404 \(Not Found\)/.test(m.text()) && consoleErrors.push(m.text())),
      );
      // Keep the heading the HTML parser made, to compare with the one on the page once the app runs.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector('h1');
          if (!h1) return;
          (window as unknown as { parsedH1: Element }).parsedH1 = h1;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The app has run: the header's prerendered pair (picked by the session hint) is gone.
      await page.waitForFunction(() => document.querySelector('header [class*="session:"]') === null);
      // Hydrated: the app answers (an interactive page, or simply the app's own state), and the node is the same.
      if (ready) {
        await page.getByRole('button', { name: ready }).click({ trial: true });
      }
      if (path === '/') {
        await page.getByRole('radio', { name: 'Lovable' }).click();
        await expect.poll(() => page.locator('[data-selected-engine]').textContent()).toBe('Lovable');
      }
      expect(
        await page.evaluate(() => document.querySelector('h1') === (window as unknown as { parsedH1?: Element }).parsedH1),
        path,
      ).toBe(true);
      expect(jsErrors(page), path).toEqual([]);
      expect(consoleErrors, path).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in user never sees “Sign in” in the header, not even before the app runs', async () => {
    // The session hint's script in <head> marks the page before its first paint; the header keeps the avatar's place.
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'no-flash@example.com', 'No Flash');
    // Every frame from the first paint on: is a "Sign in" link showing in the header?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { signInSeen: string[] }).signInSeen = seen;
      const check = () => {
        for (const link of document.querySelectorAll('header a')) {
          if (link.textContent === 'Sign in' && link.getClientRects().length > 0) seen.push(String(performance.now()));
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    for (const path of ['/', '/privacy', '/nowhere']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { signInSeen: string[] }).signInSeen), path).toEqual([]);
    }
    await context.close();
  });

  it('static files arrive compressed, as from Cloudflare; API responses are never held back to compress', async () => {
    const { page, context } = await newPage(browser());
    const scripts: string[] = [];
    // The app's entry module (the session-hint script beside it is too small to be worth compressing).
    page.on('response', (r) => void (/\/assets\/index-[^/]+\.js$/.test(r.url()) && scripts.push(r.url())));
    await page.goto('/');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await context.close();

    const asset = await fetch(scripts[0]!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const gzip = await fetch(scripts[0]!, { headers: { 'Accept-Encoding': 'gzip' } });
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
    // Pages are pages: the app's own page its shell, an unknown one the 404 page.
    const page = await fetch(`${baseURL()}/profile`, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const unknown = await fetch(`${baseURL()}/some/client/route`, { headers: { 'Sec-Fetch-Mode': 'navigate' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Oops! Page not found');
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
