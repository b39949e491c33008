import { FolderGit2, FolderOpen, GitBranch, LoaderCircle, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Input, Select } from '@/components/ui/Input';
import { ApiRequestError } from '@/lib/api';
import type { PickedCodebase } from '@/lib/codebase/read';
import { profileCodebase, type CodebaseProfile, type WorkKind } from '@/lib/generate-api';

/** The kinds of work, in the order offered; a new project is today's flow and the default. */
const WORKS: { value: WorkKind; label: string; hint: string }[] = [
  { value: 'new', label: 'A new project', hint: 'Start from nothing.' },
  { value: 'feature', label: 'A feature for an existing app', hint: 'Extend it without rewriting it.' },
  { value: 'fix', label: 'A bug fix', hint: 'A failing test first, then the fix.' },
  { value: 'rework', label: 'A rework of a part', hint: 'Same behaviour, better code.' },
];

const MANIFESTS = [
  'package.json',
  'pyproject.toml',
  'requirements.txt',
  'Gemfile',
  'composer.json',
  'go.mod',
  'Cargo.toml',
  'pom.xml',
  'build.gradle',
  'pubspec.yaml',
] as const;

/** The manifest pasted text most likely is (the user can change it). */
function guessManifest(text: string): (typeof MANIFESTS)[number] {
  const t = text.trim();
  if (t.startsWith('{')) return /"require"\s*:/.test(t) && !/"dependencies"\s*:/.test(t) ? 'composer.json' : 'package.json';
  if (/^module\s+\S+/m.test(t)) return 'go.mod';
  if (/^\[package\]/m.test(t)) return 'Cargo.toml';
  if (/^\[(project|tool\.poetry)\]/m.test(t)) return 'pyproject.toml';
  if (/^\s*gem\s+["']/m.test(t) || /^source\s+["']https:\/\/rubygems/m.test(t)) return 'Gemfile';
  if (/<project[\s>]/.test(t)) return 'pom.xml';
  if (/^(plugins|dependencies)\s*\{/m.test(t)) return 'build.gradle';
  if (/^(name|environment):/m.test(t) && /^dependencies:/m.test(t)) return 'pubspec.yaml';
  return 'requirements.txt';
}

function describe(profile: CodebaseProfile): string {
  const parts = [
    profile.framework ? `${profile.framework}${profile.language ? ` (${profile.language})` : ''}` : profile.language,
    profile.packageManager,
    profile.database,
    profile.testFramework,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No stack recognised: the work is described from what you write.';
}

interface Props {
  work: WorkKind;
  codebase: CodebaseProfile | null;
  disabled: boolean;
  onWork: (work: WorkKind) => void;
  onCodebase: (codebase: CodebaseProfile | null) => void;
}

/** The reader, loaded the first time a folder, an archive or a manifest is brought. */
const reader = () => import('@/lib/codebase/read');

/**
 * What the user is doing, and (for work on an existing app) the codebase: a dropped folder or .zip read in the browser,
 * a public GitHub address read by the server, or a pasted manifest. Only the profile comes back and is kept.
 */
export function ExistingApp({ work, codebase, disabled, onWork, onCodebase }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [github, setGithub] = useState('');
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [manifest, setManifest] = useState<(typeof MANIFESTS)[number] | null>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const ids = { github: useId(), paste: useId(), kind: useId() };
  const locked = disabled || busy !== null;

  async function profile(label: string, read: () => Promise<Parameters<typeof profileCodebase>[0]>) {
    setBusy(label);
    try {
      const body = await read();
      const { profile } = await profileCodebase(body);
      onCodebase(profile);
      toast.success(`Read ${profile.source.name}: ${describe(profile)}`);
      return true;
    } catch (error) {
      // Nothing is kept from a failed read: the codebase stays as it was.
      const message =
        error instanceof ApiRequestError || (error instanceof Error && error.name === 'CodebaseReadError')
          ? error.message
          : 'The codebase could not be read. Please try again.';
      toast.error(message, { duration: 10_000 });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const fromPick = (picked: PickedCodebase) => ({
    tree: picked.tree,
    files: picked.files,
    name: picked.name,
    source: picked.source,
  });

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (locked) return;
    const data = event.dataTransfer;
    // The drop's entries must be taken before the event ends; the reader loads meanwhile.
    const items = Array.from(data.items).map((item) => ({ kind: item.kind, entry: item.webkitGetAsEntry() }));
    const files = Array.from(data.files);
    void profile('Reading the dropped codebase…', async () => {
      const { readDrop } = await reader();
      return fromPick(
        await readDrop({ items: items.map(({ kind, entry }) => ({ kind, webkitGetAsEntry: () => entry })), files }),
      );
    });
  }

  function onFiles(list: FileList | null, kind: 'folder' | 'zip') {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    void profile(kind === 'folder' ? 'Reading the folder…' : 'Reading the archive…', async () => {
      const { readFileList, readSingle } = await reader();
      return fromPick(kind === 'folder' ? await readFileList(files) : await readSingle(files[0]!));
    });
  }

  async function onGithub(event: FormEvent) {
    event.preventDefault();
    const address = github.trim();
    if (!address) return;
    if (await profile('Reading the repository on GitHub…', async () => ({ github: address }))) setGithub('');
  }

  async function onPaste(event: FormEvent) {
    event.preventDefault();
    const name = manifest ?? guessManifest(pasted);
    const ok = await profile('Reading the manifest…', async () => {
      const { readManifest } = await reader();
      return fromPick(await readManifest(name, pasted));
    });
    if (ok) {
      setPasted('');
      setPasting(false);
      setManifest(null);
    }
  }

  return (
    <section
      aria-labelledby={`${ids.kind}-title`}
      className="space-y-4 rounded-xl border border-zinc-200 bg-white px-4 py-4 text-sm"
    >
      <fieldset>
        <legend id={`${ids.kind}-title`} className="font-medium text-zinc-900">
          What are you doing?
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WORKS.map((option) => (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 ${
                work === option.value ? 'border-brand-700 bg-brand-50' : 'border-zinc-300 hover:border-brand-500'
              } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type="radio"
                name={`${ids.kind}-work`}
                value={option.value}
                checked={work === option.value}
                disabled={disabled}
                onChange={() => onWork(option.value)}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-zinc-900">{option.label}</span>
                <span className="block text-zinc-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {work !== 'new' &&
        (codebase ? (
          <div data-testid="codebase-profile" className="flex items-start gap-2 rounded-lg bg-zinc-50 px-3 py-2">
            <FolderGit2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-zinc-900">From your repository: {codebase.source.name}</p>
              <p className="break-words text-zinc-700">{describe(codebase)}</p>
              {(codebase.commands.test || codebase.commands.lint) && (
                <p className="break-words text-zinc-600">
                  {codebase.commands.test && (
                    <>
                      Tests: <code className="font-mono">{codebase.commands.test}</code>
                    </>
                  )}
                  {codebase.commands.test && codebase.commands.lint && ' · '}
                  {codebase.commands.lint && (
                    <>
                      Lint: <code className="font-mono">{codebase.commands.lint}</code>
                    </>
                  )}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              className="shrink-0 px-3"
              disabled={locked}
              onClick={() => onCodebase(null)}
              aria-label="Remove the codebase"
            >
              <X aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <div>
              <p className="font-medium text-zinc-900">Bring your codebase (optional)</p>
              <p className="text-zinc-600">
                Only its file names, manifests, configuration, README and agent files are read, here in your browser; your source
                code never leaves it. We keep the profile, not the files.
              </p>
            </div>
            <div
              data-testid="codebase-drop"
              onDragOver={(event) => {
                event.preventDefault();
                if (!locked) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center ${
                dragging ? 'border-brand-600 bg-brand-50' : 'border-zinc-300'
              }`}
            >
              {busy ? (
                <p role="status" className="flex items-center gap-2 text-zinc-700">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {busy}
                </p>
              ) : (
                <>
                  <Upload aria-hidden="true" className="size-5 text-zinc-500" />
                  <p className="text-zinc-700">Drop the project’s folder or a .zip of it here</p>
                  <div className="flex flex-wrap justify-center gap-2">
                    <Button variant="secondary" disabled={locked} onClick={() => folderInput.current?.click()}>
                      <FolderOpen aria-hidden="true" className="size-4" />
                      Choose a folder
                    </Button>
                    <Button variant="secondary" disabled={locked} onClick={() => zipInput.current?.click()}>
                      <Upload aria-hidden="true" className="size-4" />
                      Choose a .zip
                    </Button>
                  </div>
                </>
              )}
              <input
                ref={folderInput}
                type="file"
                // Opened by the button above: kept out of the page and of the accessibility tree.
                hidden
                // Folder selection: the browser gives every file with its path inside the folder.
                {...{ webkitdirectory: '', directory: '' }}
                onChange={(event) => {
                  onFiles(event.target.files, 'folder');
                  event.target.value = '';
                }}
              />
              <input
                ref={zipInput}
                type="file"
                accept=".zip,application/zip"
                hidden
                onChange={(event) => {
                  onFiles(event.target.files, 'zip');
                  event.target.value = '';
                }}
              />
            </div>
            <form onSubmit={onGithub} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <label htmlFor={ids.github} className="block font-medium text-zinc-700">
                  Or a public GitHub repository
                </label>
                <Input
                  id={ids.github}
                  className="mt-1"
                  value={github}
                  maxLength={300}
                  inputMode="url"
                  placeholder="https://github.com/owner/name"
                  disabled={locked}
                  onChange={(event) => setGithub(event.target.value)}
                />
              </div>
              <Button type="submit" variant="secondary" disabled={locked || !github.trim()}>
                <GitBranch aria-hidden="true" className="size-4" />
                Read repository
              </Button>
            </form>
            {pasting ? (
              <form onSubmit={onPaste} className="space-y-2">
                <label htmlFor={ids.paste} className="block font-medium text-zinc-700">
                  Paste a manifest
                </label>
                <textarea
                  id={ids.paste}
                  value={pasted}
                  maxLength={100_000}
                  rows={6}
                  disabled={locked}
                  onChange={(event) => setPasted(event.target.value)}
                  placeholder='{ "name": "my-app", "scripts": { … }, "dependencies": { … } }'
                  className="block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand-600"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <label className="text-zinc-700">
                    It is{' '}
                    <Select
                      value={manifest ?? guessManifest(pasted)}
                      disabled={locked}
                      onChange={(event) => setManifest(MANIFESTS.find((name) => name === event.target.value) ?? null)}
                    >
                      {MANIFESTS.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <Button type="submit" variant="secondary" disabled={locked || !pasted.trim()}>
                    Use this manifest
                  </Button>
                  <Button variant="ghost" onClick={() => setPasting(false)} disabled={locked}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <Button variant="ghost" className="px-3" onClick={() => setPasting(true)} disabled={locked}>
                Or paste a package.json (or another manifest)
              </Button>
            )}
          </div>
        ))}
    </section>
  );
}
