/**
 * What the artefacts say about work on an existing app: what the repository already is (from its profile), what must
 * not change, the order a fix or a rework is done in, where each feature's code goes, and the repository's own agent
 * files merged with ours rather than overwritten. Every value comes from the profile, never a guess.
 */
import type { Brief, BriefFeature } from '../brief';
import { conventionsOf, onExistingApp, stackOf, type CodebaseProfile, type FolderRole } from '../codebase';
import { stackCommands } from './shared';

export interface Commands {
  install: string | null;
  dev: string | null;
  build: string | null;
  test: string | null;
  lint: string | null;
}

/** The commands to run: the repository's own where the profile has them; a new project's defaults otherwise. */
export function commandsOf(brief: Brief): Commands {
  if (brief.codebase) return brief.codebase.commands;
  const { setup, dev, test, lint } = stackCommands(brief);
  return { install: setup, dev, build: null, test, lint };
}

/** Work on an app that already exists. */
export const isExisting = (brief: Pick<Brief, 'work' | 'codebase'>): boolean =>
  onExistingApp(brief.work) || Boolean(brief.codebase);

const code = (text: string) => `\`${text}\``;

const WORK_SENTENCE = {
  feature: 'This is a new feature for an app that already exists: extend it, do not rewrite it.',
  fix: 'This is a bug fix in an app that already exists: fix the bug and change nothing the fix does not need.',
  rework: 'This is a rework of one part of an app that already exists: its behaviour stays as it is while its code improves.',
} as const;

/** One sentence saying what the work is; undefined for a new project. */
export function workSentence(brief: Pick<Brief, 'work' | 'codebase'>): string | undefined {
  if (!isExisting(brief)) return undefined;
  return WORK_SENTENCE[brief.work === 'fix' || brief.work === 'rework' ? brief.work : 'feature'];
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ROLE_WORDS: Partial<Record<FolderRole, string>> = {
  routes: 'routes',
  pages: 'pages',
  api: 'API',
  controllers: 'controllers',
  models: 'models',
  views: 'views',
  components: 'components',
  services: 'services',
  lib: 'shared code',
  migrations: 'migrations',
  tests: 'tests',
  config: 'configuration',
  assets: 'static files',
};

/** What the repository already is, line by line. */
export function whatExists(brief: Pick<Brief, 'work' | 'codebase'>): string[] {
  const profile = brief.codebase;
  if (!profile) {
    return isExisting(brief)
      ? ['Read the repository first: its README, manifests and agent files say how it is built, run and tested.']
      : [];
  }
  const stack = stackOf(profile);
  const tables = profile.tables.length
    ? `; tables: ${profile.tables.slice(0, 12).join(', ')}${profile.tables.length > 12 ? ` and ${profile.tables.length - 12} more` : ''}`
    : '';
  const { test, lint } = profile.commands;
  const folders = profile.folders
    .filter((f) => f.role && f.role !== 'source' && ROLE_WORDS[f.role])
    .slice(0, 8)
    .map((f) => `${code(`${f.path}/`)} (${ROLE_WORDS[f.role!]})`);
  const agentFiles = profile.agentFiles.map((f) => f.path);
  return [
    profile.summary && `What it is, in its README's words: ${profile.summary}`,
    stack &&
      `Stack: ${listOf([stack, ...profile.frameworks.filter((f) => f !== profile.framework).slice(0, 2), ...(profile.packageManager ? [profile.packageManager] : []), ...(profile.styling ? [profile.styling] : [])])}.`,
    (profile.database || profile.orm) &&
      `Data: ${listOf([profile.database, profile.orm && `through ${profile.orm}`].filter((x): x is string => Boolean(x))).replace(' and through', ' through')}${tables}.`,
    !profile.database && !profile.orm && tables && `Data${tables.replace(/^;/, ':')}.`,
    profile.auth && `Sign-in: ${profile.auth}.`,
    (test || profile.testFramework) &&
      `Tests: ${profile.testFramework ?? 'the repository’s own'}${test ? `, run with ${code(test)}` : ''}${lint ? `; lint with ${code(lint)}` : ''}.`,
    !test && !profile.testFramework && lint && `Lint: ${code(lint)}.`,
    (profile.hosting || profile.ci) &&
      `${profile.hosting ? `Deployed on ${profile.hosting}` : ''}${profile.hosting && profile.ci ? '; ' : ''}${profile.ci ? `CI runs on ${profile.ci}` : ''}.`,
    folders.length > 0 && `Code: ${listOf(folders)}.`,
    agentFiles.length > 0 && `Its own instructions for agents: ${listOf(agentFiles.map(code))}; they still apply.`,
  ].filter((line): line is string => typeof line === 'string' && line.length > 0);
}

const decided = (brief: Brief, id: string) => brief.decisions.find((d) => d.id === id && d.source !== 'judgement')?.answer;

/** What the work must leave as it is. */
export function mustNotChange(brief: Brief): string[] {
  if (!isExisting(brief)) return [];
  const behaviourMayChange =
    decided(brief, 'change-compat') === 'No' || decided(brief, 'rework-behaviour') === 'Small changes, each listed';
  return [
    brief.work === 'fix'
      ? 'Anything off the bug’s path: every page, route, API response and job that works today keeps working as it does.'
      : behaviourMayChange
        ? 'Behaviour outside what this work lists: anything it changes is named in your summary.'
        : 'Behaviour that works today: every existing page, route, API response and job keeps working exactly as it does.',
    'The data already stored: change the data model only through new migrations; never edit or drop an existing migration, table or row.',
    'The stack and the dependencies: add a dependency only when the work cannot do without it, and say why.',
    'The repository’s layout, naming and conventions, including what its agent files say.',
    'The existing tests: never delete, skip or weaken one to make the suite pass.',
  ];
}

/** The order the work is done in (a fix: the failing test first). */
export function workSteps(brief: Brief): string[] {
  if (!isExisting(brief)) return [];
  const { test, lint } = commandsOf(brief);
  const runTests = test ? code(test) : 'the test suite';
  const andLint = lint ? ` and ${code(lint)}` : '';
  if (brief.work === 'fix') {
    return [
      `First write an automated test that reproduces the bug and fails on the current code${test ? `; run ${code(test)} and see it fail` : ''}. Change no other code before this test fails for the right reason.`,
      'Then find the cause and fix it where it starts, changing as little as the fix needs.',
      `Run ${runTests}${andLint}: the new test passes and every test that passed before still passes.`,
      'Finish with one line on what caused the bug and what the fix changed.',
    ];
  }
  if (brief.work === 'rework') {
    return [
      'First write characterisation tests that pin what the part does today, and see them pass before changing it.',
      `Change the structure in small steps; after each, run ${runTests}${andLint} and keep them passing.`,
      'Delete what the rework leaves unused; do not leave old code commented out.',
      'Finish with a short summary of the new structure and anything whose behaviour changed.',
    ];
  }
  return [
    'First read the code the feature touches and follow its patterns: naming, data access, components and error handling.',
    'Build the feature beside what exists; extend the code, do not rewrite it.',
    `Add tests for each new behaviour in the repository’s own test setup, and run ${runTests}${andLint} before you finish.`,
  ];
}

/** The repository's real folders, as a tree with what each holds. */
export function existingTree(brief: Brief): string | undefined {
  const folders = brief.codebase?.folders ?? [];
  if (folders.length === 0) return undefined;
  const width = Math.min(28, Math.max(...folders.map((f) => f.path.length + 1)) + 2);
  const lines = folders.map((f) => {
    const name = `${f.path}/`;
    const what = f.role && f.role !== 'source' ? ROLE_WORDS[f.role] : undefined;
    return what ? `${name.padEnd(width)}${what}` : name;
  });
  return ['```text', ...lines, '```'].join('\n');
}

/** The Cursor rule's globs: the repository's real code folders. */
export function codebaseGlobs(brief: Brief): string | undefined {
  const globs = brief.codebase?.globs ?? [];
  return globs.length > 0 ? globs.join(', ') : undefined;
}

/** The roles a feature's code goes to, in the order it is built. */
const FEATURE_ROLES: readonly FolderRole[] = [
  'migrations',
  'models',
  'api',
  'controllers',
  'services',
  'routes',
  'pages',
  'views',
  'components',
  'tests',
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/s$/, ''));

/**
 * Where a feature's code goes in this repository: a folder named after it, when there is one ("Invoices" →
 * `app/invoices/`), then the folders the framework gives each part of a change.
 */
export function featurePlaces(brief: Brief, feature: Pick<BriefFeature, 'title'>): string | undefined {
  const profile = brief.codebase;
  if (!profile) return undefined;
  const words = new Set(wordsOf(feature.title));
  const own = profile.folders.filter((f) => wordsOf(f.path.split('/').at(-1) ?? '').some((w) => words.has(w)));
  const byRole = FEATURE_ROLES.flatMap((role) => profile.folders.filter((f) => f.role === role).slice(0, 1));
  const places = [...new Map([...own, ...byRole].map((f) => [f.path, f])).values()].slice(0, 6);
  if (places.length === 0) return undefined;
  return `Work in ${listOf(places.map((f) => `${code(`${f.path}/`)}${f.role && f.role !== 'source' ? ` (${ROLE_WORDS[f.role]})` : ''}`))}.`;
}

/** The repository's own agent file at a path (the root's AGENTS.md, CLAUDE.md, a Cursor rule). */
export function existingAgentFile(brief: Brief, path: string): CodebaseProfile['agentFiles'][number] | undefined {
  return brief.codebase?.agentFiles.find((f) => f.path === path);
}

/** What the repository's other agent files tell agents (for a file that does not already hold them). */
export function otherConventions(brief: Brief, path: string): string[] {
  return conventionsOf((brief.codebase?.agentFiles ?? []).filter((f) => f.path !== path));
}

const normalised = (line: string) =>
  line
    .toLowerCase()
    .replace(/^\s*(?:[-*+]|\d+[.)]|>)\s*/, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface Sections {
  head: string;
  sections: { title: string; body: string }[];
}

/** A markdown file by its level-2 sections (front matter and the title stay in the head). */
function sectionsOf(text: string): Sections {
  const out: Sections = { head: '', sections: [] };
  let fenced = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^## (.+)$/.exec(line);
    if (heading) out.sections.push({ title: heading[1]!.trim(), body: '' });
    else if (out.sections.length === 0) out.head += `${line}\n`;
    else out.sections.at(-1)!.body += `${line}\n`;
  }
  return out;
}

const sameTitle = (a: string, b: string) => normalised(a).replace(/[^a-z0-9 ]/g, '') === normalised(b).replace(/[^a-z0-9 ]/g, '');

export const MERGE_MARK = '<!-- Added by prompt.qordinate; everything else is the repository’s own file, unchanged. -->';

/**
 * Our file merged into the repository's own: every line of theirs kept where it is; a section both have gets our
 * lines it does not already say, at its end; our other sections follow theirs. A file that was cut when read is not
 * merged (the rest of it is unknown): our sections come as an addition to append to it.
 */
export function mergeAgentFile(existing: { content: string; truncated: boolean }, generated: string, name: string): string {
  const ours = sectionsOf(generated);
  if (existing.truncated) {
    return `${[
      `<!-- Append these sections to the repository’s ${name}: it is longer than what was read, so it was not merged. -->`,
      ...ours.sections.map((s) => `## ${s.title}\n${s.body.trimEnd()}`),
    ].join('\n\n')}\n`;
  }
  const theirs = sectionsOf(existing.content);
  const known = new Set(existing.content.split('\n').map(normalised).filter(Boolean));
  const added = new Map<number, string[]>();
  const fresh: { title: string; body: string }[] = [];
  for (const section of ours.sections) {
    const at = theirs.sections.findIndex((s) => sameTitle(s.title, section.title));
    const lines = section.body.split('\n').filter((line) => line.trim() && !known.has(normalised(line)) && !/^\s*```/.test(line));
    if (at < 0) fresh.push(section);
    else if (lines.length > 0) added.set(at, lines);
  }
  const body = theirs.sections
    .map((s, i) => {
      const extra = added.get(i);
      return `## ${s.title}\n${s.body.trimEnd()}${extra ? `\n\n${MERGE_MARK}\n${extra.join('\n')}` : ''}`;
    })
    .join('\n\n');
  const tail = fresh.map((s) => `## ${s.title}\n${s.body.trimEnd()}`).join('\n\n');
  return `${[theirs.head.trimEnd(), body, tail && `${MERGE_MARK}\n\n${tail}`].filter(Boolean).join('\n\n')}\n`;
}
