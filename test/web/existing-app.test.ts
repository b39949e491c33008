import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CODEBASE_LIMITS } from '../../common/codebase';
import {
  existingApp,
  flowReducer,
  initialFlow,
  promptRequest,
  questionsRequest,
  type FlowEvent,
  type FlowState,
} from '@/lib/flow';
import type { CodebaseProfile, SettledQuestion } from '@/lib/generate-api';
import {
  CodebaseReadError,
  readDrop,
  readFileList,
  readManifest,
  readSingle,
  readZip,
  type NamedBlob,
} from '@/lib/codebase/read';

const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);
const atFeatures = () =>
  run(initialFlow('Add chat folders', 'cursor'), { type: 'SUGGEST_OK', features: ['Chat Folders', 'Tests for the Change'] });

const profile: CodebaseProfile = {
  version: 1,
  source: { kind: 'upload', name: 'chatbot-ui' },
  summary: null,
  language: 'TypeScript',
  languages: ['TypeScript'],
  framework: 'Next.js',
  frameworks: ['Next.js'],
  packageManager: 'npm',
  commands: { install: 'npm install', dev: 'npm run dev', build: 'npm run build', test: 'npm test', lint: 'npm run lint' },
  testFramework: 'Jest',
  database: null,
  orm: null,
  auth: null,
  styling: null,
  hosting: null,
  ci: null,
  folders: [{ path: 'app', role: 'routes' }],
  globs: ['app/**/*.{ts,tsx}'],
  tables: [],
  agentFiles: [],
  conventions: [],
  detected: ['node', 'nextjs'],
  fileCount: 3,
};

const settled: SettledQuestion = {
  id: 'webapp-stack',
  text: 'Which stack should the app be built with?',
  answer: 'Next.js (TypeScript)',
  options: ['Next.js (TypeScript)', 'SvelteKit'],
  source: 'repository',
};

describe('the work and the codebase in the flow', () => {
  it('a new project sends neither; choosing the work or bringing a codebase asks for suggestions again, selection kept', () => {
    const start = run(atFeatures(), { type: 'TOGGLE', title: 'Chat Folders' });
    expect(existingApp(start)).toEqual({});
    expect(questionsRequest(start)).not.toHaveProperty('work');
    const fix = run(start, { type: 'CHOOSE_WORK', work: 'fix' });
    expect(fix).toMatchObject({ step: 'suggesting-features', work: 'fix', selected: ['Chat Folders'] });
    const withCode = run(atFeatures(), { type: 'SET_CODEBASE', codebase: profile });
    // A repository brought for a new project makes it a feature of that app.
    expect(withCode).toMatchObject({ step: 'suggesting-features', work: 'feature', codebase: profile });
    const back = run(withCode, { type: 'SUGGEST_OK', features: ['Chat Folders'] }, { type: 'TOGGLE', title: 'Chat Folders' });
    expect(questionsRequest(back)).toMatchObject({ work: 'feature', codebase: profile });
    expect(promptRequest(back)).toMatchObject({ work: 'feature', codebase: profile });
    // Back to a new project drops the repository.
    const fresh = run(back, { type: 'CHOOSE_WORK', work: 'new' });
    expect(fresh).toMatchObject({ work: 'new', codebase: null });
    expect(promptRequest(fresh)).not.toHaveProperty('codebase');
    // Outside the features step, nothing changes.
    expect(run(initialFlow('x', 'cursor'), { type: 'CHOOSE_WORK', work: 'fix' }).work).toBe('new');
  });

  it('keeps what the repository answered, and a change to it in the review is sent as the user’s answer', () => {
    const asked = run(
      atFeatures(),
      { type: 'SET_CODEBASE', codebase: profile },
      { type: 'SUGGEST_OK', features: ['Chat Folders'] },
      { type: 'TOGGLE', title: 'Chat Folders' },
      { type: 'QUESTIONS_START' },
      {
        type: 'QUESTIONS_OK',
        questions: [{ id: 'q1', text: 'Q1?', type: 'yes-no', category: 'scope', recommended: 'Yes', reason: 'r' }],
        estimatedTotal: 5,
        settled: [settled],
      },
    );
    expect(asked.settled).toEqual([settled]);
    const reviewing = run(asked, { type: 'REVIEW' }, { type: 'ANSWER_SETTLED', text: settled.text, answer: 'SvelteKit' });
    expect(promptRequest(reviewing).answers).toEqual({ [settled.text]: 'SvelteKit' });
    // Its own answer again is the repository's: nothing sent.
    const undone = run(reviewing, { type: 'ANSWER_SETTLED', text: settled.text, answer: settled.answer });
    expect(promptRequest(undone).answers).toEqual({});
    // A new question round starts without the old one's settled questions.
    expect(run(asked, { type: 'REVIEW_DONE' }, { type: 'QUESTIONS_START' }).settled).toEqual([]);
  });
});

/** A zip as a file the browser would give. */
const zipFile = (files: Record<string, Uint8Array>, name = 'my-app.zip') => new File([zipSync(files)], name);
const text = (s: string) => strToU8(s);
const PKG = JSON.stringify({ scripts: { test: 'vitest' }, dependencies: { next: '15' } });

describe('reading a codebase in the browser', () => {
  it('reads a .zip: the tree, only the files the importer reads, without the archive’s top folder', async () => {
    const file = zipFile({
      'my-app-main/package.json': text(PKG),
      'my-app-main/README.md': text('# My app\n\nA thing.\n'),
      'my-app-main/app/page.tsx': text('export default function Page() {}'),
      'my-app-main/node_modules/next/package.json': text('{}'),
    });
    const picked = await readZip(file);
    expect(picked.name).toBe('my-app-main');
    expect(picked.tree).toEqual(['README.md', 'package.json', 'app/page.tsx']);
    expect(picked.files.map((f) => f.path).sort()).toEqual(['README.md', 'package.json']);
    expect(picked.files.find((f) => f.path === 'package.json')!.content).toBe(PKG);
  });

  it('never inflates what it does not read: a source file that could not be unpacked is no problem', async () => {
    const bytes = zipSync({ 'package.json': text(PKG), 'src/secret.ts': text('x'.repeat(5000)) }, { level: 9 });
    // Break the source file's compression method in its central directory entry: reading it would fail.
    const view = new DataView(bytes.buffer);
    for (let i = bytes.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(i + 28, true);
      const name = new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLength));
      if (name === 'src/secret.ts') view.setUint16(i + 10, 99, true);
    }
    const picked = await readSingle(new File([bytes], 'app.zip'));
    expect(picked.tree).toContain('src/secret.ts');
    expect(picked.files.map((f) => f.path)).toEqual(['package.json']);
  });

  it('refuses a zip bomb by its ratio, before inflating anything', async () => {
    const bomb = zipFile({ 'package.json': new Uint8Array(50 * 1024 * 1024) }, 'bomb.zip');
    expect(bomb.size).toBeLessThan(1024 * 1024);
    await expect(readZip(bomb)).rejects.toThrow(/looks like a zip bomb: package\.json would expand [\d,]+ times/);
  });

  it('refuses an entry that lies about its size, stopping as soon as it expands past it', async () => {
    const bytes = zipSync({ 'package.json': new Uint8Array(4 * 1024 * 1024) });
    const view = new DataView(bytes.buffer);
    // Claim 100 bytes, in the local header and in the central directory.
    view.setUint32(22, 100, true);
    for (let i = bytes.length - 22; i >= 0; i--) if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 100, true);
    await expect(readZip(new File([bytes], 'liar.zip'))).rejects.toThrow(/expands far beyond the size it declares/);
  });

  it('refuses a 500 MB archive without reading it', async () => {
    let read = 0;
    const huge: NamedBlob = {
      name: 'everything.zip',
      size: 500 * 1024 * 1024,
      slice: () => {
        read++;
        return new Blob([]);
      },
      arrayBuffer: async () => {
        read++;
        return new ArrayBuffer(0);
      },
    };
    await expect(readZip(huge)).rejects.toThrow('everything.zip is 500 MB; archives up to 200 MB can be read');
    expect(read).toBe(0);
    expect(CODEBASE_LIMITS.archiveBytes).toBe(200 * 1024 * 1024);
  });

  it('refuses names that point outside the archive', async () => {
    const file = zipFile({ '../../.ssh/authorized_keys': text('ssh-rsa AAAA'), 'package.json': text(PKG) });
    await expect(readZip(file)).rejects.toThrow(/names a file outside its own folder.*points outside the repository/);
    const absolute = zipFile({ '/etc/passwd': text('root') });
    await expect(readZip(absolute)).rejects.toThrow(/absolute/);
  });

  it('refuses binary files among those it reads, and anything that is not a folder, a zip or a manifest', async () => {
    const binary = zipFile({ 'package.json': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]) });
    await expect(readZip(binary)).rejects.toThrow('package.json is not a text file, so it cannot be read.');
    await expect(readSingle(new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], 'photo.jpg'))).rejects.toThrow(
      'photo.jpg is not a folder, a .zip archive or a manifest.',
    );
    await expect(readSingle(new File(['not a zip at all'], 'fake.zip'))).rejects.toThrow(/not a \.zip archive, or it is damaged/);
  });

  it('an empty folder, an empty archive or one of only dependencies: a clear error', async () => {
    await expect(readFileList([])).rejects.toThrow('The folder is empty: there is nothing to read.');
    await expect(readZip(zipFile({ 'empty/': new Uint8Array() }))).rejects.toThrow(
      'The folder is empty: there is nothing to read.',
    );
    await expect(readZip(zipFile({ 'node_modules/x/index.js': text('x') }))).rejects.toThrow(
      /only dependencies, build output or hidden files/,
    );
  });

  it('reads a chosen folder by each file’s path inside it', async () => {
    const file = (path: string, content: string) =>
      Object.assign(new File([content], path.split('/').at(-1)!), { webkitRelativePath: path });
    const picked = await readFileList([
      file('shop/Gemfile', 'gem "rails"'),
      file('shop/app/models/order.rb', 'class Order; end'),
    ]);
    expect(picked).toMatchObject({
      name: 'shop',
      tree: ['Gemfile', 'app/models/order.rb'],
      files: [{ path: 'Gemfile', content: 'gem "rails"' }],
    });
  });

  it('reads a dropped folder through its entries, never opening dependencies; one of only those is said to be so', async () => {
    /** A folder as the drop's entries API gives it: files and folders, read in batches until an empty one. */
    const folder = (name: string, content: Record<string, string | object>): FileSystemDirectoryEntry =>
      ({
        name,
        isDirectory: true,
        isFile: false,
        createReader: () => {
          let done = false;
          return {
            readEntries: (ok: (entries: FileSystemEntry[]) => void) => {
              const batch = done
                ? []
                : Object.entries(content).map(([child, value]) =>
                    typeof value === 'string'
                      ? ({
                          name: child,
                          isDirectory: false,
                          isFile: true,
                          file: (got: (file: File) => void) => got(new File([value], child)),
                        } as unknown as FileSystemEntry)
                      : folder(child, value as Record<string, string | object>),
                  );
              done = true;
              ok(batch);
            },
          };
        },
      }) as unknown as FileSystemDirectoryEntry;
    const dropped = (root: FileSystemDirectoryEntry) => ({ items: [{ kind: 'file', webkitGetAsEntry: () => root }], files: [] });
    const opened: string[] = [];
    const deps = {
      'left-pad': {
        get 'package.json'() {
          opened.push('node_modules');
          return '{}';
        },
      },
    };
    const picked = await readDrop(
      dropped(folder('shop', { 'package.json': PKG, node_modules: deps, src: { 'index.ts': 'export {}' } })),
    );
    expect(picked).toMatchObject({ name: 'shop', tree: ['package.json', 'src/index.ts'], files: [{ path: 'package.json' }] });
    expect(opened).toEqual([]);
    await expect(readDrop(dropped(folder('empty', {})))).rejects.toThrow('The folder is empty: there is nothing to read.');
    await expect(readDrop(dropped(folder('deps', { node_modules: deps, '.git': { HEAD: 'ref' } })))).rejects.toThrow(
      'Nothing to read: the folder holds only dependencies, build output or hidden files.',
    );
    await expect(readDrop({ items: [], files: [] })).rejects.toThrow('Nothing was dropped');
  });

  it('a pasted manifest is read as itself; an unknown name or binary content is refused', async () => {
    expect(await readManifest('package.json', PKG)).toEqual({
      name: 'package.json',
      tree: ['package.json'],
      files: [{ path: 'package.json', content: PKG }],
      source: 'manifest',
    });
    await expect(readManifest('notes.txt', 'x')).rejects.toBeInstanceOf(CodebaseReadError);
    await expect(readManifest('package.json', '  ')).rejects.toThrow('package.json is empty.');
    await expect(readManifest('package.json', '{\u0000}')).rejects.toThrow('package.json is not a text file.');
  });
});
