/**
 * The quality check in `npm run eval`: the score of each description's prompt for the eval's target (the generator's
 * own text) and, rendered from the same brief, for every other target, with the rules each one failed.
 */
import type { Brief } from '../common/brief';
import { appliesTo, checkQuality } from '../common/quality/check';
import { QUALITY_RULES } from '../common/quality/rules';
import { renderPrompt } from '../common/render/prompt';
import { ALL_CONVENTIONS, conventionsFor } from '../common/targets';

export interface TargetQuality {
  target: string;
  score: number;
  /** The failed rules' ids, each with what was found. */
  failed: { id: string; detail: string }[];
}

export interface QualityResult {
  /** The eval's target, scored on the generator's own prompt. */
  own: TargetQuality;
  /** Every target (the eval's included), each scored on its prompt for the same brief. */
  targets: TargetQuality[];
}

function scored(brief: Brief, prompt: string, target: string): TargetQuality {
  const report = checkQuality(brief, prompt, target);
  return {
    target,
    score: report.score,
    failed: report.results.filter((r) => !r.passed).map((r) => ({ id: r.rule.id, detail: r.detail })),
  };
}

export function qualityOf(brief: Brief, prompt: string, target: string): QualityResult {
  const ownKey = conventionsFor(target).key;
  const targets = ALL_CONVENTIONS.map((t) => {
    if (t.key === ownKey) return scored(brief, prompt, t.key);
    // As the result page renders another target's prompt (renderArtefacts): the brief retargeted.
    return scored(brief, renderPrompt({ ...brief, target: { key: t.key, label: t.label } }, t), t.key);
  });
  return { own: targets.find((t) => t.target === ownKey) ?? scored(brief, prompt, ownKey), targets };
}

export interface ScoreRange {
  average: number;
  min: number;
}

export interface QualitySummary extends ScoreRange {
  /** The eval's target. */
  target: string;
  /** Every target's prompt for every description. */
  allTargets: ScoreRange;
  byTarget: ({ target: string } & ScoreRange)[];
  /** The rules failed most often over every target's prompts, most first. */
  mostFailed: { id: string; label: string; failed: number; checked: number; example: string }[];
}

const range = (scores: readonly number[]): ScoreRange => ({
  average: scores.length === 0 ? 100 : scores.reduce((a, b) => a + b, 0) / scores.length,
  min: scores.length === 0 ? 100 : Math.min(...scores),
});

export function qualitySummary(results: readonly QualityResult[]): QualitySummary {
  const all = results.flatMap((r) => r.targets);
  const targets = ALL_CONVENTIONS.map((t) => t.key);
  const mostFailed = QUALITY_RULES.map((rule) => {
    const checked = all.filter((t) => appliesTo(rule, conventionsFor(t.target).family));
    const failures = checked.flatMap((t) => t.failed.filter((f) => f.id === rule.id).map((f) => `${t.target}: ${f.detail}`));
    return { id: rule.id, label: rule.label, failed: failures.length, checked: checked.length, example: failures[0] ?? '' };
  })
    .filter((r) => r.failed > 0)
    .sort((a, b) => b.failed / b.checked - a.failed / a.checked || b.failed - a.failed);
  return {
    target: results[0]?.own.target ?? '',
    ...range(results.map((r) => r.own.score)),
    allTargets: range(all.map((t) => t.score)),
    byTarget: targets.map((target) => ({ target, ...range(all.filter((t) => t.target === target).map((t) => t.score)) })),
    mostFailed,
  };
}
