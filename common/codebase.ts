/**
 * Existing codebases: what the work is (a new project, a feature, a fix, a rework), which of a repository's files the
 * importer reads, and the profile it makes of them. Shared by the browser (which picks the files), the Worker (which
 * reads GitHub and profiles) and the renderers (which write files that match the repository).
 */

/** What the user is doing: a new project (the default), a feature for an existing app, a bug fix, a rework of a part. */
export const WORK_KINDS = ['new', 'feature', 'fix', 'rework'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_LABELS: Record<WorkKind, string> = {
  new: 'A new project',
  feature: 'A feature for an existing app',
  fix: 'A bug fix',
  rework: 'A rework of a part',
};

export const isWorkKind = (value: unknown): value is WorkKind =>
  typeof value === 'string' && (WORK_KINDS as readonly string[]).includes(value);

/** Work on an app that already exists. */
export const onExistingApp = (work: WorkKind | undefined | null): boolean => Boolean(work && work !== 'new');

/** The limits every path of the import holds: the browser, the GitHub reader and the API all check the same ones. */
export const CODEBASE_LIMITS = {
  /** Paths of the file tree sent or read (a larger repository keeps its first ones, shallowest first). */
  treePaths: 10_000,
  /** One path, in characters. */
  pathLength: 300,
  /** Files whose content is read. */
  files: 60,
  /** One file's content, in characters; a longer file is cut here (README) or skipped (anything else). */
  fileChars: 100_000,
  /** All contents together, in characters. */
  totalChars: 600_000,
  /** The profile request's body, in bytes. */
  bodyBytes: 1024 * 1024,
  /** An archive dropped in the browser, in bytes. */
  archiveBytes: 200 * 1024 * 1024,
  /** Entries of an archive or a dropped folder looked at before giving up. */
  entries: 100_000,
  /** An archive entry may expand to at most this many times its compressed size (a zip bomb expands far more). */
  ratio: 100,
  /** All of an archive's entries together may claim at most this many bytes uncompressed. */
  archiveExpandedBytes: 2 * 1024 * 1024 * 1024,
  /** An agent file kept in the profile (AGENTS.md, CLAUDE.md…), in characters; all of them together. */
  agentFileChars: 12_000,
  agentChars: 24_000,
  /** A pasted manifest, in characters. */
  manifestChars: 100_000,
  /** A GitHub read: the whole of it, in milliseconds (the Worker's GITHUB_TIMEOUT_MS overrides it). */
  githubMs: 15_000,
} as const;

/** Folders never read: dependencies, build output, caches and version control. */
export const IGNORED_DIRS = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  'bower_components',
  'jspm_packages',
  'vendor',
  'dist',
  'build',
  'out',
  'target',
  'obj',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.output',
  '.turbo',
  '.cache',
  '.parcel-cache',
  '.vercel',
  '.netlify',
  '.wrangler',
  '.expo',
  '.dart_tool',
  '.gradle',
  '.idea',
  '.venv',
  'venv',
  '__pycache__',
  '.mypy_cache',
  '.pytest_cache',
  '.ruff_cache',
  '.tox',
  'coverage',
  'tmp',
  'log',
  'logs',
  'Pods',
]);

/** Manifests: what the project depends on and how it runs (read at most three folders deep, for monorepos). */
const MANIFESTS = new Set([
  'package.json',
  'pnpm-workspace.yaml',
  'pyproject.toml',
  'Pipfile',
  'setup.cfg',
  'Gemfile',
  'composer.json',
  'go.mod',
  'Cargo.toml',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'settings.gradle',
  'settings.gradle.kts',
  'pubspec.yaml',
  'global.json',
  'Directory.Packages.props',
  'app.json',
  'deno.json',
]);

/** Lockfiles: only their names matter (which package manager), never their content. */
export const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lockb',
  'bun.lock',
  'poetry.lock',
  'uv.lock',
  'Pipfile.lock',
  'pdm.lock',
  'Gemfile.lock',
  'composer.lock',
  'go.sum',
  'Cargo.lock',
  'pubspec.lock',
  'packages.lock.json',
  'gradle.lockfile',
]);

/**
 * Configuration files whose content the detectors use (a Makefile's targets, the services a compose file runs, the
 * dialect a Drizzle config names), read at the root or one folder down. Every other configuration file (next.config,
 * ruff.toml, phpunit.xml…) says what it needs to by its name: it stays a path in the tree.
 */
const CONFIGS = new Set(['Makefile', 'justfile', 'docker-compose.yml', 'docker-compose.yaml', 'compose.yml', 'compose.yaml']);
const CONFIG_STEMS = /^drizzle\.config\.(js|cjs|mjs|ts|cts|mts|json)$/;

/** Agent files: what the repository already tells coding agents (kept, and merged rather than overwritten). */
const AGENT_FILES =
  /^(?:(?:[^/]+\/)?(?:AGENTS|CLAUDE|GEMINI)\.md|\.cursorrules|\.windsurfrules|\.cursor\/rules\/[^/]+\.mdc|\.github\/copilot-instructions\.md|\.kiro\/steering\/[^/]+\.md)$/;

/** Schema and migration files: the data that already exists (tables and models), never application code. */
const SCHEMA_FILES =
  /(?:^|\/)(?:schema\.prisma|schema\.rb|structure\.sql|schema\.sql|schema\.graphql|(?:migrations|migrate)\/[^/]+\.sql)$/;

const README = /^README(?:\.(?:md|markdown|rst|txt))?$/i;

/** .NET projects and solutions: their names only tell the ecosystem; a project file's content its packages. */
const DOTNET_PROJECT = /\.(?:csproj|fsproj|vbproj)$/;

export type FileKind = 'manifest' | 'config' | 'agent' | 'schema' | 'readme';

const segmentsOf = (path: string) => path.split('/');

/** Whether a path lies in a folder that is never read (dependencies, build output, caches). */
export function isIgnored(path: string): boolean {
  return segmentsOf(path)
    .slice(0, -1)
    .some((segment) => IGNORED_DIRS.has(segment));
}

/**
 * Whether the importer reads this file's content, and as what: manifests, the configuration files the detectors read,
 * agent files, the README, schema and migration files. Everything else (source code, CI workflows, other configs)
 * leaves the browser, or is read from GitHub, as a path in the tree at most.
 */
export function fileKind(path: string): FileKind | null {
  if (isIgnored(path)) return null;
  const segments = segmentsOf(path);
  const name = segments.at(-1) ?? '';
  const depth = segments.length - 1;
  if (AGENT_FILES.test(path)) return 'agent';
  if (depth === 0 && README.test(name)) return 'readme';
  if (depth <= 3 && (MANIFESTS.has(name) || DOTNET_PROJECT.test(name) || /^requirements[\w.-]*\.txt$/.test(name)))
    return 'manifest';
  if (depth <= 2 && /^requirements\/[\w.-]+\.txt$/.test(segments.slice(-2).join('/'))) return 'manifest';
  if (depth <= 1 && (CONFIGS.has(name) || CONFIG_STEMS.test(name))) return 'config';
  if (depth <= 3 && SCHEMA_FILES.test(path)) return 'schema';
  return null;
}

/** Lines of conventions kept from a repository's agent files. */
const CONVENTIONS_MAX = 30;

/** Migration files read at most (the first ones). */
const MIGRATIONS_READ = 12;

/** The order files are read in when the budget cannot take them all: manifests first, migrations last. */
export const FILE_PRIORITY: Record<FileKind, number> = { manifest: 0, config: 1, agent: 2, readme: 3, schema: 4 };

/** Which of the tree's files to read, in order, within the file-count budget. */
export function filesToRead(tree: readonly string[], limit: number = CODEBASE_LIMITS.files): string[] {
  let migrations = 0;
  return (
    tree
      .map((path) => ({ path, kind: fileKind(path) }))
      .filter((entry): entry is { path: string; kind: FileKind } => entry.kind !== null)
      .sort(
        (a, b) =>
          FILE_PRIORITY[a.kind] - FILE_PRIORITY[b.kind] ||
          segmentsOf(a.path).length - segmentsOf(b.path).length ||
          a.path.localeCompare(b.path),
      )
      // The first migrations (by their usual date or number prefix) create the main tables; later ones mostly alter them.
      .filter(
        (entry) => entry.kind !== 'schema' || !/\/(?:migrations|migrate)\//.test(entry.path) || ++migrations <= MIGRATIONS_READ,
      )
      .slice(0, limit)
      .map((entry) => entry.path)
  );
}

/**
 * Why a path cannot be part of a repository's tree, or null when it can: relative, forward slashes, no `..` or `.`
 * segments, no control characters, within the length limit. Archives that name files outside themselves are refused.
 */
export function pathProblem(path: string): string | null {
  const shown = JSON.stringify(path.length > 60 ? `${path.slice(0, 60)}…` : path);
  if (path.length === 0) return 'A path is empty.';
  if (path.length > CODEBASE_LIMITS.pathLength) return `${shown} is longer than ${CODEBASE_LIMITS.pathLength} characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return `${shown} contains a control character.`;
  if (path.includes('\\')) return `${shown} uses a backslash; paths use forward slashes.`;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return `${shown} is absolute; paths start inside the repository.`;
  if (segmentsOf(path).some((s) => s === '..' || s === '.' || s === ''))
    return `${shown} points outside the repository (a ".." or empty part).`;
  return null;
}

/** Text, not binary: no NUL character and few replacement characters (what a failed UTF-8 decoding leaves). */
export function looksBinary(content: string): boolean {
  if (content.includes('\u0000')) return true;
  const sample = content.slice(0, 8000);
  const replaced = sample.split('\uFFFD').length - 1;
  return sample.length > 0 && replaced / sample.length > 0.01;
}

/**
 * The tree as it is sent and profiled: valid paths outside ignored folders, shallowest first, within the budget. A
 * repository larger than the budget keeps its upper levels, where manifests and folders that say the most are.
 */
export function trimTree(paths: Iterable<string>): string[] {
  const kept = new Set<string>();
  for (const path of paths) if (!pathProblem(path) && !isIgnored(path)) kept.add(path);
  return [...kept]
    .sort((a, b) => segmentsOf(a).length - segmentsOf(b).length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, CODEBASE_LIMITS.treePaths);
}

/**
 * A read file's content as the importer keeps it: a README longer than the limit is cut there (its start says what
 * the project is); any other file that long is left out, like a binary one (`looksBinary` decides that first).
 */
export function keptContent(path: string, content: string): string | null {
  if (content.length <= CODEBASE_LIMITS.fileChars) return content;
  return fileKind(path) === 'readme' ? content.slice(0, CODEBASE_LIMITS.fileChars) : null;
}

/** A value taken from the repository, on one line and without backticks, so it renders safely in any file. */
export function oneLine(text: string, max = 200): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069`]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** What agent files tell agents: their bullet points and their sentences that state a rule. */
export function conventionsOf(agentFiles: readonly { path: string; content: string }[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { content } of agentFiles) {
    let fenced = false;
    for (const raw of content.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
      if (/^\s*```/.test(raw)) fenced = !fenced;
      if (fenced || /^\s*#/.test(raw)) continue;
      const bullet = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/.exec(raw)?.[1];
      const rule =
        bullet ?? (/\b(must|never|always|do not|don't|should|prefer|avoid|mandatory|required)\b/i.test(raw) ? raw : '');
      const line = oneLine(rule.replace(/\*\*/g, ''), 240);
      if (line.length < 8 || seen.has(line.toLowerCase())) continue;
      seen.add(line.toLowerCase());
      out.push(line);
      if (out.length >= CONVENTIONS_MAX) return out;
    }
  }
  return out;
}

/** Where a folder sits in the project. */
export const FOLDER_ROLES = [
  'routes',
  'pages',
  'components',
  'api',
  'models',
  'views',
  'controllers',
  'services',
  'lib',
  'tests',
  'migrations',
  'config',
  'assets',
  'source',
] as const;
export type FolderRole = (typeof FOLDER_ROLES)[number];

/**
 * What the importer understood of a repository: every value comes from its files (a detector that matched), never a
 * guess. Stored with the prompt instead of any file: the brief carries it, the artefacts use it.
 */
export interface CodebaseProfile {
  version: 1;
  /** A folder or archive read in the browser, a public GitHub repository, or a pasted manifest. */
  source: { kind: 'upload' | 'github' | 'manifest'; name: string; url?: string };
  /** The repository's own one-line summary (its README's first sentence), when it has one. */
  summary: string | null;
  /** The main language ("TypeScript"), then any other. */
  language: string | null;
  languages: string[];
  /** The main framework ("Next.js"), then any other. */
  framework: string | null;
  frameworks: string[];
  packageManager: string | null;
  commands: { install: string | null; dev: string | null; build: string | null; test: string | null; lint: string | null };
  testFramework: string | null;
  database: string | null;
  orm: string | null;
  auth: string | null;
  styling: string | null;
  hosting: string | null;
  ci: string | null;
  /** The folders that hold the code, with what they hold where the framework says. */
  folders: { path: string; role: FolderRole | null }[];
  /** Globs that match the source files in those folders (a Cursor rule's `globs`). */
  globs: string[];
  /** Tables or models the schema and migration files define. */
  tables: string[];
  /** The repository's own agent files, kept to be merged with ours. */
  agentFiles: { path: string; content: string; truncated: boolean }[];
  /** What those files tell agents, line by line. */
  conventions: string[];
  /** The detectors that matched (worker/codebase/detectors). */
  detected: string[];
  /** Paths in the tree read. */
  fileCount: number;
}

/** "Next.js (TypeScript)": the stack as one phrase. */
export function stackOf(profile: CodebaseProfile): string | null {
  const main = profile.framework ?? profile.language;
  if (!main) return null;
  return profile.framework && profile.language ? `${profile.framework} (${profile.language})` : main;
}

/** Where a feature's code goes: the folders the profile gave a role, in the order they are worked in. */
export function placesFor(profile: CodebaseProfile, roles: readonly FolderRole[]): string[] {
  return roles.flatMap((role) => profile.folders.filter((f) => f.role === role).map((f) => f.path));
}
