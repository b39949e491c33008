/**
 * Work on an existing app (a feature, a fix, a rework): its suggestions are the parts of the change (for a fix:
 * reproduction, expected against actual, a failing test first, its scope), beside what the description names, and its
 * questions are about the change rather than the whole app (worker/ai/work/).
 */
import type { WorkKind } from '../../../common/codebase';
import { titleKey } from '../../../common/titles';
import type { Knowledge } from '../knowledge/compile';
import type { FeatureRecord } from '../knowledge/records';
import { workRecord } from '../work';
import type { Analysis } from './analysis';
import { catalogue, type CatalogueEntry, type ResolvedFeature } from './catalogue';

/** The work's own feature a title means (its title or one of its match phrases), if any. */
export function workFeature(work: WorkKind | undefined, title: string): FeatureRecord | undefined {
  const record = workRecord(work);
  if (!record) return undefined;
  const key = titleKey(title);
  return record.features.find((f) => titleKey(f.title) === key);
}

/** Resolves a title to the work's own part first, then as for any project. */
export function resolveForWork(
  work: WorkKind | undefined,
  title: string,
  resolve: (title: string) => ResolvedFeature,
): ResolvedFeature {
  const own = workFeature(work, title);
  return own ? { title, feature: own } : resolve(title);
}

/**
 * What to suggest for the work: for a feature, what the description names first, then the parts of the change, then
 * the rest; for a fix or a rework, its own parts first, then what the description names (the thing being fixed).
 * A new project's catalogue is unchanged.
 */
export function workCatalogue(knowledge: Knowledge, analysis: Analysis, work: WorkKind | undefined): CatalogueEntry[] {
  const base = catalogue(knowledge, analysis);
  const record = workRecord(work);
  if (!record) return base;
  const own: CatalogueEntry[] = record.features.map((feature) => ({ title: feature.title, origin: 'kind', feature }));
  const named = base.filter((entry) => entry.origin === 'named');
  const rest = base.filter((entry) => entry.origin !== 'named');
  const ordered = record.lead === 'named' ? [...named, ...own, ...rest] : [...own, ...named, ...rest];
  const seen = new Set<string>();
  return ordered.filter((entry) => {
    const key = titleKey(entry.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
