/**
 * The eval's description sets, each case with its expected field where it is labelled:
 * - corpus: eval/corpus.ts (written without looking at the knowledge, labelled in corpus-fields.ts) and
 *   eval/fields-corpus.ts (descriptions outside every field and near-misses of existing ones, written before looking at
 *   what the composer does with them);
 * - holdout: eval/holdout.ts (labelled in holdout-labels.ts) and eval/holdout-fields.ts, kept apart from tuning.
 */
import type { EvalCase } from './case';
import corpusCases from './corpus';
import corpusFields from './corpus-fields';
import fieldsCorpus from './fields-corpus';
import holdoutCases from './holdout';
import holdoutFields from './holdout-fields';
import holdoutLabels from './holdout-labels';

type Labels = Readonly<Record<string, { field: string; alsoRight?: string[]; objects: string[] }>>;

const labelled = (cases: readonly EvalCase[], labels: Labels): EvalCase[] => cases.map((c) => ({ ...c, ...labels[c.id] }));

export const original: readonly EvalCase[] = labelled(corpusCases, corpusFields);
export const corpus: readonly EvalCase[] = [...original, ...fieldsCorpus];
export const holdout: readonly EvalCase[] = [...labelled(holdoutCases, holdoutLabels), ...holdoutFields];
