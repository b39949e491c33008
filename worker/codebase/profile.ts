/**
 * The profile of a repository, from its tree and the few files the importer reads: the detectors (data, detectors/)
 * say what each file reveals; this module only applies them. Pure and synchronous: the same files give the same
 * profile, in the Worker and in the tests.
 */
import {
  CODEBASE_LIMITS,
  FOLDER_ROLES,
  conventionsOf,
  fileKind,
  oneLine,
  trimTree,
  type CodebaseProfile,
  type FolderRole,
} from '../../common/codebase';
import type { CommandName, Detector, Evidence, FactName } from './detector-record';

export interface CodebaseFiles {
  /** Every path of the repository (files only; folders are implied). */
  tree: readonly string[];
  /** The files the importer read (common/codebase.ts fileKind), with their text. */
  files: readonly { path: string; content: string }[];
}

export type ProfileSource = CodebaseProfile['source'];

const globCache = new Map<string, RegExp>();

/** A glob as a regular expression over a whole path: `*` within a folder, `**` across folders, `{a,b}` alternatives. */
export function globRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (re) return re;
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      // `**/` matches any number of folders (none included); a trailing `**` anything below.
      if (glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else if (ch === '{') {
      braces++;
      out += '(?:';
    } else if (ch === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (ch === ',' && braces > 0) out += '|';
    else out += ch.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  re = new RegExp(`^${out}$`);
  globCache.set(glob, re);
  return re;
}

interface Context {
  tree: readonly string[];
  files: ReadonlyMap<string, string>;
  /** The dependencies of each ecosystem, lower-cased. */
  dependencies: ReadonlyMap<string, ReadonlySet<string>>;
}

const normaliseDependency = (name: string) => name.trim().toLowerCase().replace(/_/g, '-');

function dependsOn(deps: ReadonlySet<string> | undefined, wanted: string): boolean {
  if (!deps) return false;
  const name = normaliseDependency(wanted);
  const prefix = name.endsWith('*') ? name.slice(0, -1) : null;
  for (const dep of deps) {
    // Gradle names a dependency group:artifact; Maven lists artifacts: either matches.
    const candidates = dep.includes(':') ? [dep, dep.slice(dep.lastIndexOf(':') + 1)] : [dep];
    if (candidates.some((c) => (prefix === null ? c === name : c.startsWith(prefix)))) return true;
  }
  return false;
}

/** The shallowest path (its number of folders) that satisfies the evidence; undefined when none does. */
function evidenceDepth(evidence: Evidence, ecosystem: string | undefined, ctx: Context): number | undefined {
  if ('path' in evidence) {
    const re = globRegExp(evidence.path);
    let best: number | undefined;
    for (const path of ctx.tree) {
      if (re.test(path)) {
        const depth = path.split('/').length - 1;
        if (best === undefined || depth < best) best = depth;
      }
    }
    return best;
  }
  if ('dependency' in evidence) {
    const sources = ecosystem ? [ctx.dependencies.get(ecosystem)] : [...ctx.dependencies.values()];
    return sources.some((deps) => dependsOn(deps, evidence.dependency)) ? 0 : undefined;
  }
  const re = globRegExp(evidence.file);
  let best: number | undefined;
  for (const [path, content] of ctx.files) {
    if (re.test(path) && content.includes(evidence.contains)) {
      const depth = path.split('/').length - 1;
      if (best === undefined || depth < best) best = depth;
    }
  }
  return best;
}

function anyHolds(list: readonly Evidence[] | undefined, ecosystem: string | undefined, ctx: Context): boolean {
  return !list || list.some((e) => evidenceDepth(e, ecosystem, ctx) !== undefined);
}

function shallowest(list: readonly Evidence[], ecosystem: string | undefined, ctx: Context): number | undefined {
  const depths = list.map((e) => evidenceDepth(e, ecosystem, ctx)).filter((d): d is number => d !== undefined);
  return depths.length > 0 ? Math.min(...depths) : undefined;
}

/** The dependencies an ecosystem's manifests list. */
function dependenciesOf(detector: Detector, files: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  for (const manifest of detector.manifests ?? []) {
    const re = globRegExp(manifest.path);
    for (const [path, content] of files) {
      if (!re.test(path)) continue;
      if (manifest.json) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(content);
        } catch {
          continue;
        }
        if (typeof parsed !== 'object' || parsed === null) continue;
        for (const key of manifest.json) {
          const value = (parsed as Record<string, unknown>)[key];
          if (value && typeof value === 'object' && !Array.isArray(value))
            for (const name of Object.keys(value)) out.add(normaliseDependency(name));
        }
      } else {
        for (const pattern of manifest.patterns ?? []) {
          for (const match of content.matchAll(new RegExp(pattern, 'gm'))) if (match[1]) out.add(normaliseDependency(match[1]));
        }
      }
    }
  }
  return out;
}

/** Named scripts: a JSON object's keys (package.json, composer.json) or a Makefile's targets. */
function scriptsIn(content: string, json: string | undefined): Set<string> {
  if (json) {
    try {
      const parsed = JSON.parse(content) as Record<string, unknown>;
      const scripts = parsed[json];
      return new Set(scripts && typeof scripts === 'object' && !Array.isArray(scripts) ? Object.keys(scripts) : []);
    } catch {
      return new Set();
    }
  }
  return new Set([...content.matchAll(/^([A-Za-z0-9][\w.-]*)\s*:(?!=)/gm)].map((m) => m[1]!));
}

export { oneLine };

const EXTENSION_LANGUAGES: Record<string, string> = {
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  py: 'Python',
  rb: 'Ruby',
  php: 'PHP',
  go: 'Go',
  rs: 'Rust',
  java: 'Java',
  kt: 'Kotlin',
  cs: 'C#',
  fs: 'F#',
  dart: 'Dart',
  swift: 'Swift',
  svelte: 'Svelte',
  vue: 'Vue',
};

/** What a folder holds, by its usual name, where no framework gave it a meaning. */
const USUAL_ROLES: Record<string, FolderRole> = {
  components: 'components',
  ui: 'components',
  widgets: 'components',
  lib: 'lib',
  utils: 'lib',
  helpers: 'lib',
  shared: 'lib',
  common: 'lib',
  pkg: 'lib',
  internal: 'lib',
  test: 'tests',
  tests: 'tests',
  spec: 'tests',
  __tests__: 'tests',
  e2e: 'tests',
  cypress: 'tests',
  migrations: 'migrations',
  models: 'models',
  api: 'api',
  apis: 'api',
  routes: 'routes',
  pages: 'pages',
  views: 'views',
  controllers: 'controllers',
  services: 'services',
  config: 'config',
  public: 'assets',
  static: 'assets',
  assets: 'assets',
};

const MAX_FOLDERS = 24;
const MAX_GLOBS = 8;
const MAX_TABLES = 40;
/** The order a project's folders are listed in: where requests arrive first, tests and assets last. */
const FOLDER_ORDER: readonly FolderRole[] = [
  'routes',
  'pages',
  'api',
  'controllers',
  'models',
  'views',
  'components',
  'services',
  'lib',
  'source',
  'migrations',
  'config',
  'tests',
  'assets',
];

/** Roles whose folders hold code a rule should apply to. */
const CODE_ROLES = new Set<FolderRole | null>([
  'routes',
  'pages',
  'components',
  'api',
  'models',
  'views',
  'controllers',
  'services',
  'lib',
  'source',
  null,
]);

function extensionOf(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
}

function foldersAndGlobs(tree: readonly string[], roleFolders: { path: string; role: FolderRole }[], extensions: Set<string>) {
  // Source files per top-level folder, and the extensions each holds.
  const counts = new Map<string, number>();
  const extsIn = new Map<string, Set<string>>();
  const rootExts = new Set<string>();
  for (const path of tree) {
    const ext = extensionOf(path);
    if (!ext || !extensions.has(ext)) continue;
    const slash = path.indexOf('/');
    if (slash < 0) {
      rootExts.add(ext);
      continue;
    }
    const top = path.slice(0, slash);
    if (top.startsWith('.')) continue;
    counts.set(top, (counts.get(top) ?? 0) + 1);
    let set = extsIn.get(top);
    if (!set) extsIn.set(top, (set = new Set()));
    set.add(ext);
  }
  const exists = (folder: string) => tree.some((p) => p.startsWith(`${folder}/`));
  const folders: CodebaseProfile['folders'] = [];
  const seen = new Set<string>();
  for (const { path, role } of roleFolders) {
    const folder = path.replace(/\/+$/, '');
    if (seen.has(folder) || !exists(folder)) continue;
    // A framework's folder inside one already listed ("src/app" under "src") is listed as well: it says more.
    seen.add(folder);
    folders.push({ path: folder, role });
  }
  const roleCount = folders.length;
  for (const [top] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    if (seen.has(top)) continue;
    seen.add(top);
    folders.push({ path: top, role: USUAL_ROLES[top] ?? (/^tests?[_-]|[_-]tests?$/.test(top) ? 'tests' : 'source') });
  }
  const rank = (role: FolderRole | null) => (role ? FOLDER_ORDER.indexOf(role) : FOLDER_ORDER.length);
  const kept = folders
    .map((folder, i) => ({ folder, i }))
    // Framework folders by what they hold, the rest by how much code they hold.
    .sort((a, b) => (a.i < roleCount && b.i < roleCount ? rank(a.folder.role) - rank(b.folder.role) : 0) || a.i - b.i)
    .map(({ folder }) => folder)
    .slice(0, MAX_FOLDERS);
  // Globs for the top-level folders that hold code (tests, migrations and assets have their own rules).
  const globs: string[] = [];
  const brace = (exts: Set<string>) => {
    const list = [...exts].sort();
    return list.length === 1 ? list[0]! : `{${list.join(',')}}`;
  };
  for (const { path, role } of kept) {
    if (path.includes('/') || !CODE_ROLES.has(role) || !extsIn.has(path)) continue;
    globs.push(`${path}/**/*.${brace(extsIn.get(path)!)}`);
  }
  // Code at the root (a Go package, a script) only when no folder holds any: otherwise the root holds configs.
  if (rootExts.size > 0 && globs.length === 0) globs.push(`*.${brace(rootExts)}`);
  return { folders: kept, globs: globs.slice(0, MAX_GLOBS) };
}

/** The README's first sentence of prose: what the repository says it is. */
function summaryOf(readme: string | undefined): string | null {
  if (!readme) return null;
  for (const block of readme.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    // A list, a quote or a table is not the project's own sentence.
    if (/^\s*([-*+]\s|\d+\.\s|>|\|)/.test(lines[0] ?? '')) continue;
    const text = lines
      // A setext heading is its line followed by === or ---.
      .filter((line, i) => !/^\s*[=-]+\s*$/.test(lines[i + 1] ?? ''))
      .filter((line) => !/^\s*(#|=+$|-+$|!\[|\[!\[|<|>|\||```|\.\. |:)/.test(line))
      .join(' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
      .trim();
    if (text.length < 20 || !/[a-z]/.test(text) || /^see\b/i.test(text)) continue;
    const sentence = /^(.{20,}?[.!?:])(?:\s|$)/.exec(text)?.[1] ?? text;
    // A sentence that leads into a list, or sends the reader elsewhere, does not say what the project is.
    if (/:$/.test(sentence) || /https?:\/\//.test(sentence)) continue;
    return oneLine(sentence, 200);
  }
  return null;
}

/** The repository's agent files, each kept up to its share of the budget. */
function agentFilesOf(files: ReadonlyMap<string, string>): CodebaseProfile['agentFiles'] {
  const out: CodebaseProfile['agentFiles'] = [];
  let left: number = CODEBASE_LIMITS.agentChars;
  for (const [path, raw] of [...files].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (fileKind(path) !== 'agent' || left <= 0) continue;
    const content = raw.replace(/\r\n?/g, '\n');
    const cap = Math.min(CODEBASE_LIMITS.agentFileChars, left);
    const truncated = content.length > cap;
    // A cut file ends on a whole line.
    const kept = truncated
      ? content.slice(0, content.lastIndexOf('\n', cap) > 0 ? content.lastIndexOf('\n', cap) : cap)
      : content;
    left -= kept.length;
    out.push({ path, content: kept, truncated });
  }
  return out;
}

export function profileCodebase(detectors: readonly Detector[], input: CodebaseFiles, source: ProfileSource): CodebaseProfile {
  const files = new Map<string, string>();
  for (const { path, content } of input.files) files.set(path, content);
  const tree = trimTree([...input.tree, ...files.keys()]);
  const byId = new Map(detectors.map((d) => [d.id, d]));
  const ecosystems = detectors.filter((d) => d.kind === 'ecosystem');
  const dependencies = new Map(ecosystems.map((e) => [e.id, dependenciesOf(e, files)]));
  const ctx: Context = { tree, files, dependencies };

  // Ecosystems found, the one whose evidence sits shallowest first (the repository's root project).
  const found = ecosystems
    .map((detector) => ({ detector, depth: shallowest(detector.evidence, undefined, ctx) }))
    .filter((e): e is { detector: Detector; depth: number } => e.depth !== undefined);
  const frameworks = detectors
    .filter((d) => d.kind === 'framework')
    .filter((d) => (!d.ecosystem || found.some((e) => e.detector.id === d.ecosystem)) && anyHolds(d.evidence, d.ecosystem, ctx))
    .sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  const frameworkRank = (eco: string) => Math.max(-1, ...frameworks.filter((f) => f.ecosystem === eco).map((f) => f.priority));
  found.sort(
    (a, b) =>
      a.depth - b.depth ||
      frameworkRank(b.detector.id) - frameworkRank(a.detector.id) ||
      b.detector.priority - a.detector.priority ||
      a.detector.id.localeCompare(b.detector.id),
  );
  const primary = found[0]?.detector;
  const ownFrameworks = frameworks.filter((f) => f.ecosystem === primary?.id);
  const orderedFrameworks = [...ownFrameworks, ...frameworks.filter((f) => f.ecosystem !== primary?.id)];
  // A framework that another one found alongside it builds on is implied by it (Remix is React; Next.js is React).
  const mainFramework = ownFrameworks[0];
  const tools = detectors.filter(
    (d) =>
      d.kind === 'tool' &&
      (!d.ecosystem || found.some((e) => e.detector.id === d.ecosystem)) &&
      anyHolds(d.evidence, d.ecosystem, ctx),
  );

  const packageManager = primary?.packageManagers?.find((pm) => anyHolds(pm.when, primary.id, ctx));
  const exec = (command: string) => (packageManager ? packageManager.exec.replace('{command}', command) : command);

  // Commands: the repository's own scripts first, then its Makefile, then what its framework and ecosystem use.
  const scriptSources = [primary, ...tools].filter((d): d is Detector => Boolean(d?.scripts));
  const fromScripts = (name: CommandName): string | null => {
    for (const detector of scriptSources) {
      const scripts = detector.scripts!;
      const re = globRegExp(scripts.path);
      const file = [...files].filter(([path]) => re.test(path) && !path.includes('/'))[0];
      if (!file) continue;
      const defined = scriptsIn(file[1], scripts.json);
      const script = scripts.names[name]?.find((s) => defined.has(s));
      if (!script) continue;
      const isOwn = detector === primary;
      const run = scripts.run ?? (isOwn ? packageManager?.run : undefined);
      const test = scripts.test ?? (isOwn ? packageManager?.test : undefined);
      if (script === 'test' && test) return test;
      if (run) return run.replace('{script}', script);
    }
    return null;
  };
  // A rule that needs evidence (a test runner in the dependencies) says more than a framework's default; among
  // them the ecosystem's own tools come first, then the framework's.
  const fromRules = (name: CommandName): string | null => {
    const ecosystemOf = (d: Detector) => d.ecosystem ?? primary?.id;
    const sources = [...tools.filter((t) => !t.scripts), primary, mainFramework].filter((d): d is Detector => Boolean(d));
    for (const pass of ['evidence', 'default'] as const) {
      const order = pass === 'evidence' ? sources : [mainFramework, primary].filter((d): d is Detector => Boolean(d));
      for (const detector of order) {
        const rule = detector.commands?.[name]?.find((r) =>
          pass === 'evidence' ? r.when !== undefined && anyHolds(r.when, ecosystemOf(detector), ctx) : r.when === undefined,
        );
        if (rule) return oneLine(rule.exec ? exec(rule.run) : rule.run, 120);
      }
    }
    return null;
  };
  const command = (name: CommandName): string | null => {
    if (name === 'install') return fromScripts(name) ?? (packageManager ? packageManager.install : fromRules(name));
    return fromScripts(name) ?? fromRules(name);
  };

  // Facts: evidence in tools, frameworks and ecosystems (in that order) beats a framework's or ecosystem's defaults.
  const factValue = (fact: FactName): string | null => {
    const withEvidence = [...tools, ...orderedFrameworks, ...found.map((e) => e.detector)];
    for (const detector of withEvidence) {
      const hit = detector.facts?.find((f) => f.set[fact] && anyHolds(f.when, detector.ecosystem ?? detector.id, ctx));
      if (hit) return hit.set[fact]!;
    }
    for (const detector of [...orderedFrameworks, ...tools, ...found.map((e) => e.detector)]) {
      if (detector.sets?.[fact]) return detector.sets[fact];
    }
    return null;
  };

  // Languages: the main ecosystem's (TypeScript on evidence), then the others the tree holds most of.
  const mainLanguage = primary
    ? (primary.languages?.find((l) => anyHolds(l.when, primary.id, ctx))?.name ?? primary.language ?? null)
    : null;
  const byLanguage = new Map<string, number>();
  for (const path of tree) {
    const language = EXTENSION_LANGUAGES[extensionOf(path) ?? ''];
    if (language) byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
  }
  const languages = [
    ...new Set([
      ...(mainLanguage ? [mainLanguage] : []),
      ...[...byLanguage].sort((a, b) => b[1] - a[1]).map(([language]) => language),
    ]),
  ].slice(0, 5);

  // The main ecosystem's and framework's source files: a Flutter app's Kotlin and Swift shells are not its code.
  const extensions = new Set([primary, mainFramework].flatMap((d) => d?.extensions ?? []));
  const roleFolders = [...(mainFramework ? [mainFramework] : []), ...orderedFrameworks, ...tools, ...found.map((e) => e.detector)]
    .flatMap((d) => d.folders ?? [])
    .filter((f) => (FOLDER_ROLES as readonly string[]).includes(f.role));
  const { folders, globs } = foldersAndGlobs(tree, roleFolders, extensions);

  const tables: string[] = [];
  for (const detector of [...orderedFrameworks, ...tools, ...found.map((e) => e.detector)]) {
    for (const { file, pattern } of detector.tables ?? []) {
      const re = globRegExp(file);
      for (const [path, content] of files) {
        if (!re.test(path)) continue;
        for (const match of content.matchAll(new RegExp(pattern, 'gim'))) {
          const name = oneLine(match[1] ?? '', 60);
          if (name && !tables.includes(name)) tables.push(name);
        }
      }
    }
  }

  const agentFiles = agentFilesOf(files);
  const readme = [...files].find(([path]) => fileKind(path) === 'readme')?.[1];
  const stackFrameworks = orderedFrameworks.map((f) => f.name);
  return {
    version: 1,
    source: { ...source, name: oneLine(source.name, 120) },
    summary: summaryOf(readme),
    language: mainLanguage,
    languages,
    framework: mainFramework?.name ?? null,
    frameworks: stackFrameworks,
    packageManager: packageManager?.name ?? null,
    commands: {
      install: command('install'),
      dev: command('dev'),
      build: command('build'),
      test: command('test'),
      lint: command('lint'),
    },
    testFramework: factValue('testFramework'),
    database: factValue('database'),
    orm: factValue('orm'),
    auth: factValue('auth'),
    styling: factValue('styling'),
    hosting: factValue('hosting'),
    ci: factValue('ci'),
    folders,
    globs,
    tables: tables.slice(0, MAX_TABLES),
    agentFiles,
    conventions: conventionsOf(agentFiles),
    detected: [...found.map((e) => e.detector.id), ...orderedFrameworks.map((f) => f.id), ...tools.map((t) => t.id)].filter(
      (id) => byId.has(id),
    ),
    fileCount: tree.length,
  };
}
