/** Feature suggestions: description-specific ideas first, then the kind's catalogue, then cross-cutting features. */

import type { SuggestInput } from '../types';
import { CROSS_CUTTING, DESCRIPTION_SIGNALS, FEATURE_CATALOGUE } from './feature-catalogue';
import { detectProjectKind, type ProjectKind } from './kinds';
import { titleKey } from '../../../common/titles';
import { containsPhrase, wordsOf } from './text';

/** How many suggestions one round returns (the contract allows 8 to 12). */
export const SUGGESTION_BATCH = 10;
/** At most this many description-specific features lead a round, so the kind's core features still show. */
const MAX_SIGNAL_FEATURES = 3;

function matchingSignals(description: string, kind: ProjectKind) {
  const words = wordsOf(description);
  return DESCRIPTION_SIGNALS.filter(
    (signal) => !signal.notFor?.includes(kind) && signal.words.some((word) => containsPhrase(words, word)),
  );
}

export function suggestFeatures(input: SuggestInput): string[] {
  const kind = detectProjectKind(input.projectDescription);
  const signals = matchingSignals(input.projectDescription, kind);
  const taken = new Set([...input.existingFeatures, ...signals.flatMap((signal) => signal.replaces ?? [])].map(titleKey));
  const picked: string[] = [];
  const take = (title: string): void => {
    const key = titleKey(title);
    if (taken.has(key)) return;
    taken.add(key);
    picked.push(title);
  };

  for (const title of signals.flatMap((signal) => signal.features)) {
    if (picked.length >= MAX_SIGNAL_FEATURES) break;
    take(title);
  }
  for (const title of [...FEATURE_CATALOGUE[kind], ...CROSS_CUTTING]) {
    if (picked.length >= SUGGESTION_BATCH) break;
    take(title);
  }
  return picked;
}
