/**
 * Reads a codebase in the browser: a dropped or chosen folder, a .zip archive, or a single manifest. Only what the
 * importer reads leaves the browser (common/codebase.ts: the tree's paths, manifests, the configs the detectors use,
 * agent files, the README, schema files); everything else, source code first, is never read at all. Loaded only when
 * the user brings a codebase, so none of it weighs on the pages that do not.
 *
 * Archives are read from their central directory with Blob slices: only the entries the importer reads are inflated,
 * each checked against its declared size and a ratio cap, so a zip bomb stops at its first megabytes.
 */
import { Inflate } from 'fflate';
import {
  CODEBASE_LIMITS,
  IGNORED_DIRS,
  fileKind,
  filesToRead,
  keptContent,
  looksBinary,
  pathProblem,
  trimTree,
} from '../../../common/codebase';

/** A problem with what the user brought, said so they can fix it. */
export class CodebaseReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodebaseReadError';
  }
}

/** What goes to `POST /api/codebase/profile`. */
export interface PickedCodebase {
  name: string;
  tree: string[];
  files: { path: string; content: string }[];
  source: 'upload' | 'manifest';
}

interface Entry {
  path: string;
  /** Uncompressed size when known before reading. */
  size?: number;
  read: () => Promise<Uint8Array>;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en-US')} MB`;
const decoder = () => new TextDecoder('utf-8');

/** A file the browser gives (File, or any Blob with a name), as much as this module needs of it. */
export interface NamedBlob {
  name: string;
  size: number;
  slice(start?: number, end?: number): Blob;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Paths without the one folder every path sits in ("my-app-main/…" in a GitHub download). */
function withoutCommonRoot(paths: string[]): { paths: string[]; root: string | null } {
  const first = paths[0]?.split('/')[0];
  if (!first || IGNORED_DIRS.has(first) || paths.some((p) => !p.startsWith(`${first}/`))) return { paths, root: null };
  return { paths: paths.map((p) => p.slice(first.length + 1)), root: first };
}

const ONLY_SKIPPED =
  'Nothing to read: the folder holds only dependencies, build output or hidden files. Drop the project’s own folder.';

/** The tree and the files the importer reads, from a listing of entries. */
async function pick(name: string, entries: Entry[], source: PickedCodebase['source'] = 'upload'): Promise<PickedCodebase> {
  if (entries.length === 0) throw new CodebaseReadError('The folder is empty: there is nothing to read.');
  const { paths, root } = withoutCommonRoot(entries.map((e) => e.path));
  const byPath = new Map(paths.map((path, i) => [path, entries[i]!]));
  const tree = trimTree(paths);
  if (tree.length === 0) {
    throw new CodebaseReadError(ONLY_SKIPPED);
  }
  const files: PickedCodebase['files'] = [];
  let total = 0;
  for (const path of filesToRead(tree)) {
    const entry = byPath.get(path)!;
    const readme = fileKind(path) === 'readme';
    // Far larger than any manifest: not worth reading (a README is cut instead).
    if (entry.size !== undefined && entry.size > CODEBASE_LIMITS.fileChars * 4 && !readme) continue;
    const bytes = await entry.read();
    const text = decoder().decode(readme ? bytes.subarray(0, CODEBASE_LIMITS.fileChars * 4) : bytes);
    if (looksBinary(text))
      throw new CodebaseReadError(`${path} is not a text file, so it cannot be read. Check that it is the right file.`);
    const content = keptContent(path, text);
    if (content === null || total + content.length > CODEBASE_LIMITS.totalChars) continue;
    total += content.length;
    files.push({ path, content });
  }
  return { name: root ?? name, tree, files, source };
}

// --- .zip archives ----------------------------------------------------------------------------------------------

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressed: number;
  size: number;
  offset: number;
}

/** Inflates one entry, stopping as soon as it expands past its declared size (a bomb lies about it). */
async function inflateEntry(file: NamedBlob, entry: ZipEntry): Promise<Uint8Array> {
  const header = new Uint8Array(await file.slice(entry.offset, entry.offset + 30).arrayBuffer());
  if (u32(header, 0) !== 0x04034b50) throw new CodebaseReadError(`The archive is damaged: ${entry.name} cannot be found in it.`);
  const start = entry.offset + 30 + u16(header, 26) + u16(header, 28);
  const data = new Uint8Array(await file.slice(start, start + entry.compressed).arrayBuffer());
  if (entry.method === 0) return data.subarray(0, entry.size);
  if (entry.method !== 8) throw new CodebaseReadError(`${entry.name} uses a compression method this reader does not support.`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let overflow = false;
  const inflate = new Inflate();
  inflate.ondata = (chunk) => {
    total += chunk.length;
    if (total > entry.size) overflow = true;
    else chunks.push(chunk);
  };
  const STEP = 16 * 1024;
  for (let at = 0; at < data.length && !overflow; at += STEP) {
    try {
      inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    } catch {
      throw new CodebaseReadError(`The archive is damaged: ${entry.name} cannot be unpacked.`);
    }
  }
  if (overflow) {
    throw new CodebaseReadError(
      `This archive looks like a zip bomb: ${entry.name} expands far beyond the size it declares. It was not read.`,
    );
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The entries of a .zip archive, from its central directory: names and sizes, nothing inflated yet. */
async function zipEntries(file: NamedBlob): Promise<ZipEntry[]> {
  const tailSize = Math.min(file.size, 22 + 0xffff);
  const tail = new Uint8Array(await file.slice(file.size - tailSize).arrayBuffer());
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new CodebaseReadError(`${file.name} is not a .zip archive, or it is damaged.`);
  const count = u16(tail, end + 10);
  const size = u32(tail, end + 12);
  const offset = u32(tail, end + 16);
  if (count === 0xffff || offset === 0xffffffff || size === 0xffffffff) {
    throw new CodebaseReadError(
      `${file.name} is a ZIP64 archive, too large to read here. Zip the project without dependencies or build output.`,
    );
  }
  if (count === 0) throw new CodebaseReadError('The archive is empty: there is nothing to read.');
  if (count > CODEBASE_LIMITS.entries) {
    throw new CodebaseReadError(
      `The archive holds ${count.toLocaleString('en-US')} files; at most ${CODEBASE_LIMITS.entries.toLocaleString('en-US')} can be read. Zip the project without its dependencies.`,
    );
  }
  if (offset + size > file.size) throw new CodebaseReadError(`${file.name} is damaged: its table of contents is cut off.`);
  const dir = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
  const entries: ZipEntry[] = [];
  let expanded = 0;
  for (let at = 0; at + 46 <= dir.length && entries.length < count;) {
    if (u32(dir, at) !== 0x02014b50)
      throw new CodebaseReadError(`${file.name} is damaged: its table of contents cannot be read.`);
    const flags = u16(dir, at + 8);
    const nameLength = u16(dir, at + 28);
    const name = decoder().decode(dir.subarray(at + 46, at + 46 + nameLength));
    const entry: ZipEntry = {
      name,
      method: u16(dir, at + 10),
      encrypted: (flags & 1) === 1,
      compressed: u32(dir, at + 20),
      size: u32(dir, at + 24),
      offset: u32(dir, at + 42),
    };
    at += 46 + nameLength + u16(dir, at + 30) + u16(dir, at + 32);
    if (name.endsWith('/')) continue; // a folder
    const problem = pathProblem(name);
    if (problem) throw new CodebaseReadError(`The archive names a file outside its own folder, so it was not read: ${problem}`);
    // A zip bomb: an entry that claims to expand far more than text does, or all of them together past reason.
    if (entry.size > MB && entry.size > entry.compressed * CODEBASE_LIMITS.ratio) {
      throw new CodebaseReadError(
        `This archive looks like a zip bomb: ${name} would expand ${Math.round(entry.size / Math.max(1, entry.compressed)).toLocaleString('en-US')} times. It was not read.`,
      );
    }
    expanded += entry.size;
    if (expanded > CODEBASE_LIMITS.archiveExpandedBytes) {
      throw new CodebaseReadError(
        `This archive would expand to more than ${megabytes(CODEBASE_LIMITS.archiveExpandedBytes)}. It was not read.`,
      );
    }
    entries.push(entry);
  }
  return entries;
}

/** A .zip archive: its tree from the central directory, and only the entries the importer reads, inflated. */
export async function readZip(file: NamedBlob): Promise<PickedCodebase> {
  if (file.size > CODEBASE_LIMITS.archiveBytes) {
    throw new CodebaseReadError(
      `${file.name} is ${megabytes(file.size)}; archives up to ${megabytes(CODEBASE_LIMITS.archiveBytes)} can be read. Zip the project without node_modules, build output or media, or give its GitHub address.`,
    );
  }
  const entries = await zipEntries(file);
  const name = file.name.replace(/\.zip$/i, '');
  return pick(
    name,
    entries.map((entry) => ({
      path: entry.name,
      size: entry.size,
      read: () => {
        if (entry.encrypted) throw new CodebaseReadError(`${entry.name} is encrypted in the archive, so it cannot be read.`);
        return inflateEntry(file, entry);
      },
    })),
  );
}

// --- folders ----------------------------------------------------------------------------------------------------

const readFile = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** A folder chosen with `<input webkitdirectory>`: each file carries its path inside the folder. */
export async function readFileList(files: ArrayLike<File>): Promise<PickedCodebase> {
  if (files.length > CODEBASE_LIMITS.entries) {
    throw new CodebaseReadError(
      `The folder holds more than ${CODEBASE_LIMITS.entries.toLocaleString('en-US')} files. Choose the project’s own folder, without its dependencies.`,
    );
  }
  const entries: Entry[] = Array.from(files, (file) => ({
    path: file.webkitRelativePath || file.name,
    size: file.size,
    read: () => readFile(file),
  }));
  return pick(entries[0]?.path.split('/')[0] ?? 'folder', entries);
}

const isDirectory = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;

/** Every file under a dropped folder, skipping dependencies and build output without opening them. */
async function walk(dir: FileSystemDirectoryEntry, prefix: string, out: Entry[], skipped: string[]): Promise<void> {
  const reader = dir.createReader();
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return;
    for (const entry of batch) {
      if (isDirectory(entry)) {
        if (IGNORED_DIRS.has(entry.name)) skipped.push(`${prefix}${entry.name}/`);
        else await walk(entry, `${prefix}${entry.name}/`, out, skipped);
        continue;
      }
      if (out.length >= CODEBASE_LIMITS.entries) {
        throw new CodebaseReadError(
          `The folder holds more than ${CODEBASE_LIMITS.entries.toLocaleString('en-US')} files. Drop the project’s own folder.`,
        );
      }
      const file = entry as FileSystemFileEntry;
      out.push({
        path: `${prefix}${entry.name}`,
        read: async () => readFile(await new Promise<File>((resolve, reject) => file.file(resolve, reject))),
      });
    }
  }
}

const MANIFEST_NAMES =
  /^(package\.json|pyproject\.toml|requirements[\w.-]*\.txt|Pipfile|Gemfile|composer\.json|go\.mod|Cargo\.toml|pom\.xml|build\.gradle(\.kts)?|pubspec\.yaml|.+\.csproj)$/;

/** A single manifest (package.json…): read as a pasted one is. */
export async function readManifest(name: string, content: string): Promise<PickedCodebase> {
  if (!MANIFEST_NAMES.test(name)) {
    throw new CodebaseReadError(
      `${name} is not a manifest this reader knows: use package.json, pyproject.toml, requirements.txt, Gemfile, composer.json, go.mod, Cargo.toml, pom.xml, build.gradle or pubspec.yaml.`,
    );
  }
  if (!content.trim()) throw new CodebaseReadError(`${name} is empty.`);
  if (content.length > CODEBASE_LIMITS.manifestChars)
    throw new CodebaseReadError(`${name} is longer than ${CODEBASE_LIMITS.manifestChars.toLocaleString('en-US')} characters.`);
  if (looksBinary(content)) throw new CodebaseReadError(`${name} is not a text file.`);
  return { name, tree: [name], files: [{ path: name, content }], source: 'manifest' };
}

/** A drop's items, taken from its DataTransfer while the drop event lasts. */
export interface Dropped {
  items: ArrayLike<{ kind: string; webkitGetAsEntry(): FileSystemEntry | null }>;
  files: ArrayLike<File>;
}

/** What a drop brings: a folder (or several files), a .zip archive, or one manifest. */
export async function readDrop(data: Dropped): Promise<PickedCodebase> {
  const roots = Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry())
    .filter((entry): entry is FileSystemEntry => entry !== null);
  const files = Array.from(data.files);
  if (roots.length === 0 && files.length === 0)
    throw new CodebaseReadError('Nothing was dropped: drop a folder or a .zip archive.');
  if (roots.length === 1 && !isDirectory(roots[0]!) && files.length === 1) return readSingle(files[0]!);
  // Without entries (a drop some browsers or tools make of plain files): one file is an archive or a manifest.
  if (roots.length === 0) return files.length === 1 ? readSingle(files[0]!) : readFileList(files);
  const entries: Entry[] = [];
  // Dependencies and build output are never opened; a folder of nothing else is said to be so, not to be empty.
  const skipped: string[] = [];
  for (const root of roots) {
    if (isDirectory(root)) await walk(root, `${root.name}/`, entries, skipped);
    else {
      const file = root as FileSystemFileEntry;
      entries.push({ path: root.name, read: async () => readFile(await new Promise<File>((res, rej) => file.file(res, rej))) });
    }
  }
  const name = roots.length === 1 ? roots[0]!.name : 'dropped files';
  if (entries.length === 0 && skipped.length > 0) throw new CodebaseReadError(ONLY_SKIPPED);
  return pick(name, entries);
}

/** One file: a .zip archive, or a manifest; anything else is refused with what to drop instead. */
export async function readSingle(file: File | NamedBlob): Promise<PickedCodebase> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (/\.zip$/i.test(file.name) || u32(head, 0) === 0x04034b50) return readZip(file);
  if (MANIFEST_NAMES.test(file.name)) {
    if (file.size > CODEBASE_LIMITS.manifestChars * 4) throw new CodebaseReadError(`${file.name} is too large to be a manifest.`);
    return readManifest(file.name, decoder().decode(new Uint8Array(await file.arrayBuffer())));
  }
  throw new CodebaseReadError(
    `${file.name} is not a folder, a .zip archive or a manifest. Drop the project’s folder or a .zip of it.`,
  );
}
