import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage, devSignIn, expectToast, jsErrors, newPage, useBrowser } from './browser';

const browser = useBrowser();
const FIXTURE = 'test/fixtures/repos/nextjs-chatbot-ui';
const DESCRIPTION = 'Let people export a whole chat as a Markdown file from the chat page';

/** The fixture as a real project would be: every path of its tree, the files the importer reads with their text. */
function fixtureFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of readFileSync(join(FIXTURE, 'tree.txt'), 'utf8').split('\n').filter(Boolean)) {
    let content: string;
    try {
      content = readFileSync(join(FIXTURE, 'files', path), 'utf8');
    } catch {
      content = `// ${path}: source code, which the importer never reads\n`;
    }
    out[path] = content;
  }
  // Dependencies the importer must skip without opening.
  out['node_modules/next/package.json'] = '{ "name": "next" }';
  return out;
}

const tmp = mkdtempSync(join(tmpdir(), 'pq-codebase-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Files on disk, in a folder of their own, as a person has them before dragging or choosing them. */
function onDisk(folder: string, files: Record<string, string | Uint8Array>): string {
  const root = join(tmp, folder);
  mkdirSync(root, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** The fixture as a folder on disk. */
const fixtureFolder = (name: string) => onDisk(name, fixtureFiles());

/** An archive on disk; by default the fixture as GitHub's "Download ZIP" makes it (every file under one top folder). */
function zipOnDisk(name: string, entries?: Record<string, Uint8Array>): string {
  const bytes = zipSync(
    entries ??
      Object.fromEntries(
        Object.entries(fixtureFiles()).map(([path, content]) => [`chatbot-ui-main/${path}`, new TextEncoder().encode(content)]),
      ),
  );
  const path = join(tmp, name);
  writeFileSync(path, bytes);
  return path;
}

async function openExistingFeature(page: Page, email: string) {
  await devSignIn(page, email, 'Repo Owner');
  await page.goto(`/generate?prompt=${encodeURIComponent(DESCRIPTION)}&engine=cursor`);
  await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
  await page.getByRole('radio', { name: /A feature for an existing app/ }).check();
  await page.getByText('Bring your codebase (optional)').waitFor({ timeout: 15_000 });
}

/**
 * Drags files or folders from disk onto the drop zone and lets go, through Chromium's own drag and drop (the DevTools
 * protocol's input events, as the file manager's drag arrives): the page gets real File and directory entries.
 */
async function drop(page: Page, ...paths: string[]) {
  const box = (await page.getByTestId('codebase-drop').boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: paths, dragOperationsMask: 1 };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
  await cdp.detach();
}

/** Clicks one of the drop zone's buttons and picks a file or a folder in the dialog it opens. */
async function choose(page: Page, button: 'Choose a folder' | 'Choose a .zip', path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await chooser.setFiles(path);
}

const profileCard = (page: Page) => page.getByTestId('codebase-profile');

describe('bringing an existing codebase', () => {
  it('a .zip dragged onto /generate is read in the browser: only the profile comes back, and the flow uses its real commands', async () => {
    const { page, context } = await newPage(browser());
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/codebase/profile')) sent.push(request.postData() ?? '');
    });
    await openExistingFeature(page, 'codebase-zip@example.com');
    await checkPage(page, 'codebase-bring');
    await drop(page, zipOnDisk('chatbot-ui-main.zip'));
    await expect
      .poll(() => profileCard(page).textContent(), { timeout: 15_000 })
      .toContain('From your repository: chatbot-ui-main');
    expect(await profileCard(page).textContent()).toContain('Next.js (TypeScript) · npm · Supabase (PostgreSQL) · Jest');
    expect(await profileCard(page).textContent()).toContain('Tests: npm test · Lint: npm run lint');
    await expectToast(page, 'Read chatbot-ui-main: Next.js (TypeScript)');
    // What left the browser: paths and the importer's files, never source code or dependencies.
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as { tree: string[]; files: { path: string }[] };
    expect(body.tree).toContain('app/[locale]/page.tsx');
    expect(body.tree.some((p) => p.startsWith('node_modules/'))).toBe(false);
    expect(body.files.map((f) => f.path)).toContain('package.json');
    expect(body.files.map((f) => f.path)).not.toContain('app/[locale]/page.tsx');
    expect(sent[0]).not.toContain('source code, which the importer never reads');

    // The suggestions are asked for again with the repository; two of them, one being a part of the change.
    const suggested = page.getByRole('list', { name: 'Suggested features' });
    await suggested.getByRole('button', { name: 'Data Model Changes' }).click({ timeout: 15_000 });
    await suggested.locator('button[aria-pressed="false"]').first().click();
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('settled-note').textContent()).toMatch(/questions were answered from your repository/);
    await page.getByRole('button', { name: 'Review answers' }).click();
    const fromRepository = page.getByRole('list', { name: 'Answered from your repository' });
    expect(await fromRepository.textContent()).toContain('Next.js (TypeScript)');
    expect(await fromRepository.textContent()).toContain('From your repository');
    await checkPage(page, 'codebase-review');
    await page.getByRole('button', { name: 'Back to the questions' }).click();
    await page.getByRole('button', { name: 'Use recommended answers for the rest' }).click();
    await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'AGENTS.md' }).click();
    const agents = (await page.getByRole('tabpanel', { name: 'AGENTS.md' }).locator('pre').textContent()) ?? '';
    for (const command of ['npm run dev', 'npm test', 'npm run lint', 'npm run build'])
      expect(agents).toContain(`\`${command}\``);
    expect(sent).toHaveLength(1);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a folder dragged from disk, a folder or a .zip chosen with the buttons: each read the same way', async () => {
    const { page, context } = await newPage(browser());
    await openExistingFeature(page, 'codebase-folder@example.com');
    await drop(page, fixtureFolder('chatbot-ui'));
    await expect.poll(() => profileCard(page).textContent(), { timeout: 15_000 }).toContain('From your repository: chatbot-ui');
    expect(await profileCard(page).textContent()).toContain('Next.js (TypeScript) · npm');
    expect(await profileCard(page).textContent()).toContain('Tests: npm test · Lint: npm run lint');
    await page.getByRole('button', { name: 'Remove the codebase' }).click();
    await page.getByText('Bring your codebase (optional)').waitFor({ timeout: 15_000 });

    await choose(page, 'Choose a folder', fixtureFolder('my-chat-app'));
    await expect.poll(() => profileCard(page).textContent(), { timeout: 15_000 }).toContain('From your repository: my-chat-app');
    expect(await profileCard(page).textContent()).toContain('Tests: npm test · Lint: npm run lint');
    await page.getByRole('button', { name: 'Remove the codebase' }).click();

    await page.getByRole('button', { name: 'Remove the codebase' }).waitFor({ state: 'detached' });
    // A GitHub download's name is its top folder's, whatever the archive was renamed to.
    await choose(page, 'Choose a .zip', zipOnDisk('chosen.zip'));
    await expect
      .poll(() => profileCard(page).textContent(), { timeout: 15_000 })
      .toContain('From your repository: chatbot-ui-main');
    expect(await profileCard(page).textContent()).toContain('Next.js (TypeScript) · npm');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('bad input: each a clear toast, nothing sent that should not be, and nothing kept', async () => {
    const { page, context } = await newPage(browser());
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/codebase/profile')) sent += 1;
    });
    await openExistingFeature(page, 'codebase-bad@example.com');

    // Refused in the browser, before anything leaves it.
    await drop(page, zipOnDisk('bomb.zip', { 'package.json': new Uint8Array(30 * 1024 * 1024) }));
    await expectToast(page, 'This archive looks like a zip bomb: package.json would expand');
    const huge = join(tmp, 'huge.zip');
    writeFileSync(huge, '');
    truncateSync(huge, 500 * 1024 * 1024); // sparse: 500 MB that take no disk
    await drop(page, huge);
    await expectToast(page, 'huge.zip is 500 MB; archives up to 200 MB can be read.');
    await drop(
      page,
      zipOnDisk('escape.zip', { 'app/package.json': new Uint8Array([123, 125]), '../../etc/passwd': new Uint8Array([1]) }),
    );
    await expectToast(page, 'The archive names a file outside its own folder, so it was not read');
    await drop(page, zipOnDisk('binary.zip', { 'package.json': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2]) }));
    await expectToast(page, 'package.json is not a text file, so it cannot be read.');
    const empty = join(tmp, 'empty-project');
    mkdirSync(empty);
    await drop(page, empty);
    await expectToast(page, 'The folder is empty: there is nothing to read.');
    await drop(page, onDisk('only-deps', { 'node_modules/left-pad/package.json': '{}', '.git/HEAD': 'ref: main' }));
    await expectToast(page, 'Nothing to read: the folder holds only dependencies');
    writeFileSync(join(tmp, 'photo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    await drop(page, join(tmp, 'photo.png'));
    await expectToast(page, 'photo.png is not a folder, a .zip archive or a manifest.');
    expect(sent).toBe(0);
    expect(await profileCard(page).count()).toBe(0);

    // Refused by the server: another host, a private repository, GitHub not answering in time.
    const address = page.getByLabel('Or a public GitHub repository');
    const read = page.getByRole('button', { name: 'Read repository' });
    await address.fill('https://gitlab.com/a/b');
    await read.click();
    await expectToast(page, 'Give the address of a public GitHub repository');
    await address.fill('https://github.com/private/secret');
    await read.click();
    await expectToast(page, 'There is no public repository at github.com/private/secret');
    await address.fill('https://github.com/slow/repo');
    await read.click();
    await expectToast(page, 'GitHub did not answer within', 20_000);
    expect(await profileCard(page).count()).toBe(0);
    // The address stays, to correct it; the drop zone is usable again.
    expect(await address.inputValue()).toBe('https://github.com/slow/repo');
    await page.getByRole('button', { name: 'Choose a .zip', exact: true }).waitFor();

    // A public one is read by the server, through GitHub's API (a local stand-in here).
    await address.fill('https://github.com/fixtures/go-pocketbase');
    await read.click();
    await expect.poll(() => profileCard(page).textContent(), { timeout: 15_000 }).toContain('fixtures/go-pocketbase');
    expect(await profileCard(page).textContent()).toContain('Tests: make test · Lint: make lint');
    await context.close();
  });

  it('a bug fix: its prompt asks for a failing test first', async () => {
    const { page, context } = await newPage(browser());
    await devSignIn(page, 'codebase-fix@example.com', 'Bug Hunter');
    await page.goto(`/generate?prompt=${encodeURIComponent('Messages disappear after refreshing the chat page')}&engine=chatgpt`);
    await page.getByRole('heading', { name: 'Choose your features' }).waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: /A bug fix/ }).check();
    const suggested = page.getByRole('list', { name: 'Suggested features' });
    await suggested.getByRole('button', { name: 'Failing Test First' }).click({ timeout: 15_000 });
    await suggested.getByRole('button', { name: 'Bug Reproduction' }).click();
    await page.getByRole('button', { name: 'Generate Questions for 2 Feature(s)' }).click();
    await page.getByText(/^Question 1 of ~\d+$/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Use recommended answers for the rest' }).click();
    await page.getByRole('tablist', { name: 'Artefacts' }).waitFor({ timeout: 20_000 });
    const prompt = (await page.getByRole('region', { name: 'Generated prompt' }).textContent()) ?? '';
    expect(prompt).toContain('First write an automated test that reproduces the bug and fails on the current code');
    expect(prompt.indexOf('First write an automated test')).toBeLessThan(prompt.indexOf('Then find the cause and fix it'));
    await context.close();
  });
});
