/**
 * The codebase fixtures (test/fixtures/repos/<name>/): real public repositories trimmed to what the importer reads,
 * gathered by Vite so the Worker tests (inside workerd, without a file system) can profile them.
 */
const trees = import.meta.glob<string>('../fixtures/repos/*/tree.txt', { query: '?raw', import: 'default', eager: true });
const contents = import.meta.glob<string>(['../fixtures/repos/*/files/**', '../fixtures/repos/*/files/**/.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface RepoFixture {
  name: string;
  tree: string[];
  files: { path: string; content: string }[];
}

export function repoFixture(name: string): RepoFixture {
  const tree = trees[`../fixtures/repos/${name}/tree.txt`];
  if (tree === undefined) throw new Error(`No fixture named ${name}.`);
  const prefix = `../fixtures/repos/${name}/files/`;
  const files = Object.entries(contents)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, content]) => ({ path: path.slice(prefix.length), content }));
  return { name, tree: tree.split('\n').filter(Boolean), files };
}

export const REPO_FIXTURES = Object.keys(trees).map((path) => path.split('/').at(-2)!);
