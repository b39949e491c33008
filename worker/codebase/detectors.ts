/**
 * Every detector, gathered by Vite at build time: one data file per ecosystem, framework or tool in detectors/, so
 * adding an ecosystem is adding a file. Parsed once with its schema (a malformed file fails the tests, not a user).
 */
import { detector, type Detector } from './detector-record';

type Modules = Record<string, { default: unknown }>;

/** Every detector file's default export, by path. */
export const detectorFiles = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(import.meta.glob<{ default: unknown }>('./detectors/*.ts', { eager: true }) as Modules).map(([path, mod]) => [
      path,
      mod.default,
    ]),
  );

/** Parses every file; the problems name the file and the field. */
export function checkDetectors(files: Record<string, unknown>): { detectors: Detector[]; problems: string[] } {
  const detectors: Detector[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const [path, value] of Object.entries(files)) {
    const parsed = detector.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${path}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      continue;
    }
    const d = parsed.data;
    if (ids.has(d.id)) problems.push(`${path}: the id "${d.id}" is used twice`);
    ids.add(d.id);
    if (path.replace(/^.*\//, '').replace(/\.ts$/, '') !== d.id)
      problems.push(`${path}: the file is not named after its id "${d.id}"`);
    if (d.kind === 'ecosystem' && d.ecosystem) problems.push(`${path}: an ecosystem belongs to no other ecosystem`);
    if (d.kind === 'framework' && !d.ecosystem) problems.push(`${path}: a framework names its ecosystem`);
    if (d.kind === 'ecosystem' && !d.language) problems.push(`${path}: an ecosystem names its language`);
    for (const rules of Object.values(d.commands ?? {}))
      for (const rule of rules)
        if (rule.exec && d.kind !== 'ecosystem' && !d.ecosystem) problems.push(`${path}: exec needs an ecosystem`);
    for (const pattern of [...(d.manifests ?? []).flatMap((m) => m.patterns ?? []), ...(d.tables ?? []).map((t) => t.pattern)]) {
      try {
        new RegExp(pattern, 'gm');
      } catch {
        problems.push(`${path}: the pattern ${pattern} is not a regular expression`);
      }
    }
    detectors.push(d);
  }
  for (const d of detectors) {
    if (d.ecosystem && !detectors.some((e) => e.id === d.ecosystem && e.kind === 'ecosystem'))
      problems.push(`${d.id}: its ecosystem "${d.ecosystem}" is not an ecosystem detector`);
  }
  return { detectors: detectors.sort((a, b) => a.id.localeCompare(b.id)), problems };
}

let cached: Detector[] | undefined;

export function getDetectors(): Detector[] {
  if (!cached) {
    const { detectors, problems } = checkDetectors(detectorFiles());
    if (problems.length > 0) throw new Error(`Invalid codebase detectors:\n${problems.join('\n')}`);
    cached = detectors;
  }
  return cached;
}
