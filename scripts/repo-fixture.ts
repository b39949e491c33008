/**
 * Makes a codebase fixture (test/fixtures/repos/<name>/) from a local clone of a public repository: its tree (paths
 * only), the files the importer reads (common/codebase.ts: manifests, configs, agent files, README, CI, schemas) and
 * its licence, nothing else. `tsx scripts/repo-fixture.ts <git-dir> <name> <owner/repo> [licence-file]`
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CODEBASE_LIMITS, filesToRead, keptContent, looksBinary, trimTree } from '../common/codebase.ts';

const [gitDir, name, repo, licenceArg] = process.argv.slice(2);
if (!gitDir || !name || !repo) {
  console.error('Usage: tsx scripts/repo-fixture.ts <git-dir> <name> <owner/repo> [licence-file]');
  process.exit(1);
}
const git = (...args: string[]) =>
  execFileSync('git', ['-C', gitDir, ...args], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8');
const commit = git('rev-parse', 'HEAD').trim();
const entries = git('ls-tree', '-r', '--full-tree', 'HEAD')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [meta = '', path = ''] = line.split('\t');
    const [mode, type] = meta.split(' ');
    return { mode, type, path };
  })
  .filter((e) => e.type === 'blob');
const symlinks = new Set(entries.filter((e) => e.mode === '120000').map((e) => e.path));
const tree = trimTree(entries.map((e) => e.path));
const out = join('test/fixtures/repos', name);
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'files'), { recursive: true });
writeFileSync(join(out, 'tree.txt'), `${tree.join('\n')}\n`);
let total = 0;
const kept: string[] = [];
for (const path of filesToRead(tree)) {
  if (symlinks.has(path)) continue;
  const raw = git('show', `HEAD:${path}`);
  if (looksBinary(raw)) continue;
  const content = keptContent(path, raw);
  if (content === null || total + content.length > CODEBASE_LIMITS.totalChars) continue;
  total += content.length;
  kept.push(path);
  mkdirSync(dirname(join(out, 'files', path)), { recursive: true });
  writeFileSync(join(out, 'files', path), content);
}
const licence =
  licenceArg ?? entries.map((e) => e.path).find((p) => /^(LICEN[CS]E|COPYING)(\.(md|txt))?$/i.test(p) && !symlinks.has(p));
if (!licence) throw new Error('No licence file found: give its path.');
writeFileSync(join(out, licence.replace(/^.*\//, '')), git('show', `HEAD:${licence}`));
writeFileSync(
  join(out, 'SOURCE.md'),
  `# ${repo}\n\nA trimmed snapshot of https://github.com/${repo} at commit \`${commit}\`, kept under its own licence (\`${licence.replace(/^.*\//, '')}\`).\n\nOnly what the codebase importer reads is here: the tree's paths (\`tree.txt\`, ${tree.length} paths) and ${kept.length} files under \`files/\` (manifests, configuration, agent files, the README, CI workflows and schema files). No other source code.\n`,
);
console.log(`${name}: ${tree.length} paths, ${kept.length} files, ${total} characters`);
