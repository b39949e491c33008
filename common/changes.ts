/**
 * What changed between two briefs, in words: features added or removed, answers changed, questions skipped or
 * settled, the target. Shown above a version diff, and given to an LLM regenerating a prompt (change only these).
 */
import type { Brief, BriefDecision } from './brief';

export type BriefChange =
  | { kind: 'feature-added' | 'feature-removed'; title: string }
  | { kind: 'answer'; id: string; question: string; before: string; after: string }
  | { kind: 'target'; before: string; after: string };

/** An answer as a person reads it: the answer, "left open" for a skipped question, marked when recommended. */
function answerOf(decision: BriefDecision | undefined): string {
  if (!decision) return 'not asked';
  if (decision.source === 'judgement' || decision.answer === undefined) return 'left open';
  return decision.source === 'recommended' ? `${decision.answer} (recommended)` : decision.answer;
}

export function briefChanges(before: Brief, after: Brief): BriefChange[] {
  const changes: BriefChange[] = [];
  if (before.target.key !== after.target.key)
    changes.push({ kind: 'target', before: before.target.label, after: after.target.label });
  const titles = (brief: Brief) => new Set(brief.features.map((f) => f.title));
  const [was, now] = [titles(before), titles(after)];
  for (const title of now) if (!was.has(title)) changes.push({ kind: 'feature-added', title });
  for (const title of was) if (!now.has(title)) changes.push({ kind: 'feature-removed', title });
  const old = new Map(before.decisions.map((d) => [d.id, d]));
  const seen = new Set<string>();
  for (const decision of after.decisions) {
    seen.add(decision.id);
    const [a, b] = [answerOf(old.get(decision.id)), answerOf(decision)];
    // Accepting the recommendation one already had is no change in what gets built.
    if (a !== b && a.replace(/ \(recommended\)$/, '') !== b.replace(/ \(recommended\)$/, '')) {
      changes.push({ kind: 'answer', id: decision.id, question: decision.question, before: a, after: b });
    }
  }
  for (const decision of before.decisions) {
    if (!seen.has(decision.id)) {
      changes.push({
        kind: 'answer',
        id: decision.id,
        question: decision.question,
        before: answerOf(decision),
        after: 'not asked',
      });
    }
  }
  return changes;
}

/** One line per change: "How do students pay? Memberships only → Both memberships and packs". */
export function describeChange(change: BriefChange): string {
  switch (change.kind) {
    case 'feature-added':
      return `Feature added: ${change.title}`;
    case 'feature-removed':
      return `Feature removed: ${change.title}`;
    case 'target':
      return `Target: ${change.before} → ${change.after}`;
    case 'answer':
      return `${change.question} ${change.before} → ${change.after}`;
  }
}
