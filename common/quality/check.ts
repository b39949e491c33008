/**
 * The quality check: evaluates the rules (data, in rules.ts) on one brief, the prompt shown for a target and that
 * target. Pure and fast, so the result page can re-score on every target switch. The score is the weighted share of
 * the applicable rules that pass, rounded down, so it reads 100 only when every one of them passes.
 */
import type { Brief, BriefDecision } from '../brief';
import type { Category } from '../interview';
import { conventionsFor, type TargetFamily } from '../targets';
import {
  QUALITY_RULES,
  sourceFor,
  type BriefList,
  type Check,
  type Fix,
  type QualityRule,
  type RuleSource,
  type VagueWords,
} from './rules';

export interface QualityFix {
  /** The question to open on the review screen. */
  questionId: string;
  /** Preset its recommended answer ("add the recommended default"). */
  useRecommended: boolean;
}

export interface RuleResult {
  rule: QualityRule;
  passed: boolean;
  /** The rule's title as it reads for this result: what it asks when it passes, what is wrong when it fails. */
  title: string;
  /** The guide it comes from, for this target (a Lovable prompt cites Lovable's). */
  source: RuleSource;
  /** What was found, in a sentence. */
  detail: string;
  /** For a failed rule, the question that fixes it, when the brief has one. */
  fix?: QualityFix;
}

export interface QualityReport {
  /** 0–100. */
  score: number;
  /** The applicable rules, in their order. */
  results: RuleResult[];
}

/** Where a failed check points: the questions or categories that would change it. */
interface Pointer {
  ids?: readonly string[];
  categories?: readonly Category[];
  label?: string;
}

interface Outcome {
  passed: boolean;
  detail: string;
  points?: Pointer;
}

interface Input {
  brief: Brief;
  prompt: string;
}

const pattern = (source: string, flags = '') => new RegExp(source, `imu${flags}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter or digit right before or after it. */
const wordPattern = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/[\s-]/g, '[\\s-]')}(?![\\p{L}\\p{N}])`, 'iu');
const quote = (text: string, max = 70) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return `“${line.length > max ? `${line.slice(0, max - 1)}…` : line}”`;
};
const listNames = (brief: Brief, list: BriefList): string[] =>
  list === 'features' ? brief.features.map((f) => f.title) : brief[list].map((item) => item.name);
const made = (d: BriefDecision) => d.source !== 'judgement';
/** An answer the user typed rather than picked from the offered options. */
const isFree = (d: BriefDecision) => d.source === 'answered' && d.answer !== undefined && !(d.options ?? []).includes(d.answer);
const matchesLabel = (d: BriefDecision, label?: string) => !label || pattern(label).test(`${d.label} ${d.question}`);

function decisionsIn(brief: Brief, categories: readonly Category[], label?: string): BriefDecision[] {
  return brief.decisions.filter((d) => categories.includes(d.category) && matchesLabel(d, label));
}

function vague(groups: readonly VagueWords[], { brief }: Input): Outcome {
  const found = (text: string) =>
    groups.flatMap((group) => group.words.filter((w) => wordPattern(w).test(text)).map((word) => ({ word, group })));
  const texts = [
    { where: 'the description', text: brief.description },
    ...brief.features
      .filter((f) => f.origin === 'custom')
      .map((f) => ({ where: `the feature “${f.title}”`, text: `${f.title} ${f.description ?? ''}` })),
    ...brief.decisions.filter(isFree).map((d) => ({ where: `your answer to “${d.question}”`, text: d.answer ?? '' })),
  ];
  // A decision settles a word when it is made, in a category that decides it, and is not itself vague.
  const settles = (group: VagueWords) =>
    brief.decisions.find(
      (d) =>
        made(d) &&
        group.settledBy.includes(d.category) &&
        matchesLabel(d, group.label) &&
        !(isFree(d) && found(d.answer ?? '').length > 0),
    );
  const hits = texts.flatMap(({ where, text }) => found(text).map((hit) => ({ ...hit, where })));
  const open = hits.find((hit) => !settles(hit.group));
  if (open) {
    return {
      passed: false,
      detail: `“${open.word}” in ${open.where} leaves a choice open, and no ${open.group.what.replace(/^an? /, '')} settles it.`,
      points: { categories: open.group.settledBy, ...(open.group.label ? { label: open.group.label } : {}) },
    };
  }
  if (hits.length === 0) return { passed: true, detail: 'Your own words leave no choice open.' };
  const words = [...new Set(hits.map((h) => `“${h.word}”`))];
  return { passed: true, detail: `${words.join(', ')} ${words.length > 1 ? 'are' : 'is'} settled by your decisions.` };
}

function blocks(check: Extract<Check, { kind: 'prompt-blocks' }>, { prompt }: Input): Outcome {
  const lines = prompt.split('\n');
  const heading = pattern(check.heading);
  const found: { title: string; body: string[] }[] = [];
  let current: { title: string; body: string[]; level: number } | undefined;
  for (const line of lines) {
    if (heading.test(line)) {
      current = { title: line.replace(/^[\s#*]+|\**\s*$/g, ''), body: [], level: /^\s*(#*)/.exec(line)![1]!.length };
      found.push(current);
      continue;
    }
    // A markdown heading of the same or a higher level ends the block.
    const level = /^\s*(#+)\s/.exec(line)?.[1]?.length;
    if (current && level !== undefined && current.level > 0 && level <= current.level) current = undefined;
    current?.body.push(line);
  }
  if (found.length === 0) return { passed: false, detail: `The prompt has no ${check.what}.` };
  const each = check.each.map((p) => pattern(p));
  const missing = found.filter((block) => !block.body.some((line) => each.some((p) => p.test(line))));
  if (missing.length > 0) {
    return {
      passed: false,
      detail: `${missing.length} of ${found.length} ${check.what} have no ${check.has}: ${missing
        .slice(0, 3)
        .map((b) => quote(b.title, 40))
        .join(', ')}.`,
    };
  }
  return { passed: true, detail: `All ${found.length} ${check.what} have ${check.has}.` };
}

function evaluate(check: Check, input: Input): Outcome {
  const { brief, prompt } = input;
  switch (check.kind) {
    case 'field': {
      const value = brief[check.field];
      return value?.trim()
        ? { passed: true, detail: `${capitalise(check.what)}: ${value}.` }
        : { passed: false, detail: `No ${check.what} is named.` };
    }
    case 'list': {
      const names = listNames(brief, check.list);
      return names.length >= check.min
        ? { passed: true, detail: `${capitalise(check.what)}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}.` }
        : { passed: false, detail: `No ${check.what} are named.` };
    }
    case 'decided': {
      const candidates = decisionsIn(brief, check.categories, check.label);
      const decided = candidates.find(made);
      if (decided) return { passed: true, detail: `${capitalise(check.what)}: ${decided.label}: ${decided.answer}.` };
      return {
        passed: false,
        detail:
          candidates.length > 0
            ? `No ${check.what}: ${quote(candidates[0]!.question)} is left to the builder.`
            : `No ${check.what}: no question about it was answered.`,
        points: { categories: check.categories, ...(check.label ? { label: check.label } : {}) },
      };
    }
    case 'criteria': {
      const short = brief.features.filter((f) => f.criteria.length < check.min);
      if (short.length === 0) {
        const total = brief.features.reduce((n, f) => n + f.criteria.length, 0);
        return { passed: true, detail: `${brief.features.length} features, ${total} acceptance criteria.` };
      }
      const ids = brief.decisions.filter((d) => short.some((f) => f.title === d.feature)).map((d) => d.id);
      return {
        passed: false,
        detail: `${short.map((f) => quote(f.title, 40)).join(', ')} ${short.length > 1 ? 'have' : 'has'} no acceptance criterion.`,
        points: { ids },
      };
    }
    case 'no-conflicts': {
      const [first] = brief.conflicts;
      return first
        ? { passed: false, detail: first.text, points: { ids: [first.id] } }
        : { passed: true, detail: 'No answer contradicts another.' };
    }
    case 'vague-words':
      return vague(check.groups, input);
    case 'prompt-has': {
      const min = check.min ?? 1;
      const matches = check.patterns.flatMap((p) => [...prompt.matchAll(pattern(p, 'g'))]);
      if (matches.length < min) return { passed: false, detail: `No ${check.what} in the prompt.` };
      const first = matches.sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0]!;
      const line = (prompt.slice(prompt.lastIndexOf('\n', first.index ?? 0) + 1).split('\n')[0] ?? '').replace(/^[\s#>*-]+/, '');
      return { passed: true, detail: `${capitalise(check.what)}: ${quote(line)}.` };
    }
    case 'prompt-names': {
      const names = listNames(brief, check.list);
      const text = prompt.toLowerCase();
      const named = names.filter((name) => text.includes(name.toLowerCase()));
      if (names.length > 0 && named.length >= Math.ceil(check.share * names.length)) {
        return { passed: true, detail: `The prompt names ${named.length} of ${names.length} ${check.what}.` };
      }
      return { passed: false, detail: `The prompt names ${named.length} of ${names.length} ${check.what}.` };
    }
    case 'prompt-blocks':
      return blocks(check, input);
    case 'all': {
      const outcomes = check.checks.map((c) => evaluate(c, input));
      const failed = outcomes.find((o) => !o.passed);
      return failed ?? { passed: true, detail: outcomes.map((o) => o.detail).join(' ') };
    }
    case 'any': {
      const outcomes = check.checks.map((c) => evaluate(c, input));
      const passed = outcomes.find((o) => o.passed);
      return passed ?? { passed: false, detail: outcomes.map((o) => o.detail).join(' '), points: outcomes[0]?.points };
    }
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The decision to open: a question left open or answered against its recommendation first, with that preset. */
function pick(brief: Brief, { ids = [], categories = [], label }: Pointer): QualityFix | undefined {
  const candidates = [
    ...ids.flatMap((id) => brief.decisions.filter((d) => d.id === id)),
    ...decisionsIn(brief, categories, label),
  ];
  const differs = (d: BriefDecision) => d.recommended !== undefined && d.answer !== d.recommended;
  const chosen = candidates.find(differs) ?? candidates[0];
  return chosen && { questionId: chosen.id, useRecommended: differs(chosen) };
}

function fixFor(fix: Fix, brief: Brief, outcome: Outcome): QualityFix | undefined {
  switch (fix.kind) {
    case 'none':
      return undefined;
    case 'conflict': {
      const [first] = brief.conflicts;
      return first && { questionId: first.id, useRecommended: false };
    }
    case 'failing':
      return outcome.points ? pick(brief, outcome.points) : undefined;
    case 'question':
      return pick(brief, fix);
  }
}

export const appliesTo = (rule: QualityRule, family: TargetFamily) => rule.families === 'all' || rule.families.includes(family);

/** Scores the prompt shown for `target` (an api_endpoint or key) against the rules that apply to that target. */
export function checkQuality(
  brief: Brief,
  promptText: string,
  target: string,
  rules: readonly QualityRule[] = QUALITY_RULES,
): QualityReport {
  const { family, key } = conventionsFor(target);
  const input: Input = { brief, prompt: promptText };
  const results = rules
    .filter((rule) => appliesTo(rule, family))
    .map((rule): RuleResult => {
      const outcome = evaluate(rule.check, input);
      const fix = outcome.passed ? undefined : fixFor(rule.fix, brief, outcome);
      return {
        rule,
        passed: outcome.passed,
        title: outcome.passed ? rule.label : rule.failed,
        source: sourceFor(rule, key),
        detail: outcome.detail,
        ...(fix ? { fix } : {}),
      };
    });
  const total = results.reduce((sum, r) => sum + r.rule.weight, 0);
  const passed = results.reduce((sum, r) => sum + (r.passed ? r.rule.weight : 0), 0);
  return { score: total === 0 ? 100 : Math.floor((100 * passed) / total), results };
}
