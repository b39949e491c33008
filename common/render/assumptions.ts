/**
 * Everything the brief decided that the user did not: accepted recommendations, skipped questions and what is
 * assumed for them, and the domain's defaults (data model, roles, pages). Each names the question that would change it.
 */
import type { Brief } from '../brief';
import { sentence } from './shared';

export interface Assumption {
  text: string;
  /** The question that would change it (absent for the domain's defaults). */
  questionId?: string;
  kind: 'recommended' | 'judgement' | 'default' | 'agent';
}

/** A choice a coding agent reported over MCP where the brief left it open (`record_decision`). */
export interface AgentDecision {
  topic: string;
  decision: string;
  reason: string | null;
  agent: string;
}

/** Text an agent sent, on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The agents' decisions as assumptions answered by the agent, after the brief's own. */
export function agentAssumptions(decisions: readonly AgentDecision[]): Assumption[] {
  return decisions.map((d) => ({
    kind: 'agent',
    text: `${sentence(oneLine(d.topic))} ${oneLine(d.agent)} chose: ${sentence(oneLine(d.decision))}${
      d.reason ? ` ${sentence(oneLine(d.reason))}` : ''
    }`,
  }));
}

export function assumptionsOf(brief: Brief): Assumption[] {
  const out: Assumption[] = [];
  for (const d of brief.decisions) {
    if (d.source === 'recommended') out.push({ kind: 'recommended', questionId: d.id, text: sentence(d.statement) });
    if (d.source === 'judgement') {
      out.push({
        kind: 'judgement',
        questionId: d.id,
        text: `${d.question} Left to the builder${d.recommended ? `; the usual choice is ${d.recommended}` : ''}.`,
      });
    }
  }
  const field = brief.domain ? `typical ${brief.domain.name.toLowerCase()}` : 'this kind of project';
  if (brief.entities.length > 0) {
    out.push({ kind: 'default', text: `The data model (${brief.entities.map((e) => e.name).join(', ')}) is that of ${field}.` });
  }
  if (brief.roles.length > 0) {
    out.push({ kind: 'default', text: `The roles (${brief.roles.map((r) => r.name).join(', ')}) are those of ${field}.` });
  }
  if (brief.pages.length > 0) out.push({ kind: 'default', text: `The pages suggested are those of ${field}.` });
  if (!brief.stack) out.push({ kind: 'default', text: 'The stack is left to the target’s own default.' });
  return out;
}
