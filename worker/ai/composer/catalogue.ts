/** The features a project could have, in suggestion order, and the knowledge behind any feature title. */
import { titleKey } from '../../../common/titles';
import type { Knowledge } from '../knowledge/compile';
import { containsPhrase, prepare } from './match';
import type { FeaturePatternRecord, FeatureRecord } from '../knowledge/records';
import type { Analysis } from './analysis';
import { interactionFeatures } from './interactions';
import { namesRuledOut, ruledOutStems } from './ruled-out';

/** How many of the first domain's features lead, before a second domain's strongest few join them. */
const FIRST_ROUND_CORE = 8;
const FALLBACK_KINDS = ['web-app', 'saas'];
const RELATED_FEATURES = 6;
const SECOND_DOMAIN_EARLY = 2;
/** Words of a title that say nothing of what it is about ("Home Screen with Items…" is not spoken of by "with"). */
const LINKING = new Set(['with', 'from', 'into', 'over', 'your', 'their', 'each', 'that', 'this', 'than', 'when', 'what']);

export interface CatalogueEntry {
  /** As suggested: the user's own words for what they named, the knowledge's title otherwise. */
  title: string;
  origin: 'named' | 'domain' | 'kind';
  feature?: FeatureRecord;
  pattern?: FeaturePatternRecord;
}

export interface ResolvedFeature {
  title: string;
  /** The project's own feature (its domain's or kind's) this title means. */
  feature?: FeatureRecord;
  /** Otherwise the archetype it belongs to (payments, calendar, messaging…). */
  pattern?: FeaturePatternRecord;
}

const interactionCache = new WeakMap<Analysis, FeatureRecord[]>();
/** The recognised interactions' features in the user's nouns (worked out once per analysis). */
function ownInteractionFeatures(analysis: Analysis): FeatureRecord[] {
  let features = interactionCache.get(analysis);
  if (!features) interactionCache.set(analysis, (features = interactionFeatures(analysis.interactions, analysis.description)));
  return features;
}

/** The features of the project's domains, interactions and kind, most specific first. */
function projectFeatures(analysis: Analysis): FeatureRecord[] {
  return [
    ...analysis.domains.flatMap((domain) => domain.features),
    ...ownInteractionFeatures(analysis),
    ...analysis.kind.features,
  ];
}

/** How well a feature's title or match phrases name the given words: 0 for not at all. */
function featureScore(title: string, words: ReturnType<typeof prepare>, feature: FeatureRecord): number {
  if (titleKey(feature.title) === titleKey(title)) return 1000;
  let best = 0;
  for (const phrase of [feature.title, ...feature.match]) {
    if (containsPhrase(words, phrase)) best = Math.max(best, 10 * phrase.split(/\s+/).length + phrase.length);
  }
  return best;
}

function patternScore(words: ReturnType<typeof prepare>, pattern: FeaturePatternRecord): number {
  let hits = 0;
  let longest = 0;
  for (const phrase of pattern.match) {
    if (containsPhrase(words, phrase)) {
      hits++;
      longest = Math.max(longest, phrase.length);
    }
  }
  return hits === 0 ? 0 : hits * 100 + longest;
}

/** The knowledge behind a feature title: one of the project's own features, else a feature pattern, else none. */
export function resolveFeature(knowledge: Knowledge, analysis: Analysis, title: string): ResolvedFeature {
  const words = prepare(title);
  let feature: FeatureRecord | undefined;
  let best = 0;
  for (const candidate of projectFeatures(analysis)) {
    const value = featureScore(title, words, candidate);
    if (value > best) [feature, best] = [candidate, value];
  }
  if (feature) return { title, feature };
  let pattern: FeaturePatternRecord | undefined;
  best = 0;
  for (const candidate of knowledge.patterns) {
    const value = patternScore(words, candidate);
    if (value > best) [pattern, best] = [candidate, value];
  }
  return pattern ? { title, pattern } : { title };
}

/**
 * Every feature the composer could suggest, in order: what the user named (in their words, linked to the knowledge
 * feature it means), then the domain's core features, then a second domain's, then the project kind's.
 */
/** "Bottle of Wine Log" then "Bottle Log": a title whose every word an earlier one with the same last word holds. */
function restates(earlier: string, title: string): boolean {
  const words = (text: string) => text.toLowerCase().split(/\s+/);
  const [had, now] = [words(earlier), words(title)];
  return now.length > 1 && had.at(-1) === now.at(-1) && now.every((word) => had.includes(word));
}

export function catalogue(knowledge: Knowledge, analysis: Analysis): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const taken = new Set<string>();
  const usedFeatures = new Set<FeatureRecord>();
  // "We do NOT want online booking", "no payments through the app": never suggested.
  const ruledOut = analysis.reading.tagged ? ruledOutStems(analysis.description) : new Set<string>();
  // "a self-storage site": a kind of business within the field named, the features only another kind has stay out.
  const named = new Set(analysis.focuses.flatMap((f) => f.features));
  const otherKinds = new Set(
    analysis.focuses.length === 0
      ? []
      : (analysis.domains[0]?.focuses ?? []).flatMap((f) => f.features).filter((id) => !named.has(id)),
  );
  const add = (entry: CatalogueEntry) => {
    if (entry.origin === 'domain' && entry.feature && otherKinds.has(entry.feature.id)) return;
    const key = titleKey(entry.title);
    if (!key || taken.has(key) || (entry.feature && entry.origin !== 'named' && usedFeatures.has(entry.feature))) return;
    if (entry.origin !== 'named' && namesRuledOut(entry.title, ruledOut, true)) return;
    if (entry.origin !== 'named' && entries.some((earlier) => restates(earlier.title, entry.title))) return;
    taken.add(key);
    if (entry.feature) usedFeatures.add(entry.feature);
    entries.push(entry);
  };
  for (const { thing, title } of analysis.namedTitles) {
    const resolved = resolveFeature(knowledge, analysis, thing);
    add({ ...resolved, title, origin: 'named' });
  }
  // What people do in the app, in their nouns: the interactions' features lead when no field applies.
  const interactions = ownInteractionFeatures(analysis);
  const byInteraction = (take: number, stated = false) => {
    for (let round = 0; round < take; round++) {
      // Within a field, an interaction that names none of the user's things adds only generic titles ("Entry Log"),
      // unless a phrase only it says names it outright ("it pulls the figures into a summary").
      for (const found of analysis.interactions.filter(
        (f) => (!stated || f.stated) && (f.thing || f.outright || analysis.domains.length === 0),
      )) {
        const feature = interactions.find((f) => f.id === found.record.features[round]?.id);
        if (feature) add({ title: feature.title, origin: 'domain', feature });
      }
    }
  };
  if (analysis.domains.length === 0) byInteraction(8);
  // Within a field, what a verb of the description states people do comes before the field's general core.
  else byInteraction(1, true);
  // A kind of business within the field the description names ("a restaurant … reservations") leads with its own.
  const [first, second] = analysis.domains;
  for (const focus of analysis.focuses) {
    for (const id of focus.features) {
      const feature = first?.features.find((f) => f.id === id);
      if (feature) add({ title: feature.title, origin: 'domain', feature });
    }
  }
  // A second field's strongest features come early too ("a dairy farm … vet treatments"), the rest after the first's.
  // With the kind of business named, its own features lead; the field's general core waits for later rounds.
  if (analysis.focuses.length === 0)
    for (const feature of first?.features.slice(0, FIRST_ROUND_CORE) ?? [])
      add({ title: feature.title, origin: 'domain', feature });
  for (const feature of second?.features.slice(0, SECOND_DOMAIN_EARLY) ?? [])
    add({ title: feature.title, origin: 'domain', feature });
  // With the kind of business named, what people do in it comes before the rest of the field's features.
  byInteraction(analysis.focuses.length > 0 ? 3 : 2);
  for (const feature of first?.features.slice(0, FIRST_ROUND_CORE) ?? [])
    add({ title: feature.title, origin: 'domain', feature });
  for (const domain of analysis.domains) {
    for (const feature of domain.features) add({ title: feature.title, origin: 'domain', feature });
  }
  // What most products have, those the description speaks of first ("upload photos" → File Uploads).
  const described = prepare(analysis.description).stems;
  const spoken = (feature: FeatureRecord) =>
    [...prepare(feature.title).stems].some((stem) => stem.length > 3 && !LINKING.has(stem) && described.has(stem)) ? 0 : 1;
  // ("File Uploads" for a description with no photo or file, "Roles and Permissions" for one person: offered last.)
  const words = prepare(analysis.description);
  const unsaid = (feature: FeatureRecord) =>
    feature.requires && !feature.requires.some((phrase) => containsPhrase(words, phrase)) ? 1 : 0;
  for (const feature of [...analysis.kind.features].sort((a, b) => spoken(a) - spoken(b) || unsaid(a) - unsaid(b)))
    add({ title: feature.title, origin: 'kind', feature });
  // Later rounds of "Get More Suggestions" draw on the fields the description touches, then what most products have.
  for (const domain of analysis.related) {
    for (const feature of domain.features.slice(0, RELATED_FEATURES)) add({ title: feature.title, origin: 'domain', feature });
  }
  for (const kind of knowledge.kinds.filter((k) => FALLBACK_KINDS.includes(k.id) && k !== analysis.kind)) {
    for (const feature of kind.features) add({ title: feature.title, origin: 'kind', feature });
  }
  return entries;
}
