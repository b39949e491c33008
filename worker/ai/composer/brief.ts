/** Builds the brief from the interview's result: features, every decision with who made it, and the domain's defaults. */
import type { Brief, BriefDecision, BriefFeature, DecisionSource } from '../../../common/brief';
import { isCategory } from '../../../common/interview';
import { conventionsFor } from '../../../common/targets';
import { titleKey } from '../../../common/titles';
import type { Knowledge } from '../knowledge/compile';
import type { PromptInput } from '../types';
import { analyse } from './analysis';
import { catalogue } from './catalogue';
import { holds } from './conditions';
import { interviewState, planInterview, type Interview, type PlannedQuestion } from './interview';

function statementFor(question: PlannedQuestion, answer: string): string {
  return question.record.says?.[answer] ?? `${question.record.decision}: ${answer}`;
}

function plannedDecision(question: PlannedQuestion, answer: string | null, source: DecisionSource): BriefDecision {
  const { record } = question;
  return {
    id: question.id,
    category: record.category,
    question: question.text,
    label: record.decision,
    ...(answer === null ? {} : { answer }),
    statement: answer === null ? question.text : statementFor(question, answer),
    source,
    recommended: record.recommended,
    reason: record.reason,
    ...(question.feature ? { feature: question.feature } : {}),
  };
}

/**
 * "Use recommended answers for the rest": the questions the interview would still have asked, in its order and
 * within its length, each answered with its recommendation (a follow-up only where the recommendations lead to it).
 */
function recommendRest(interview: Interview, answers: Map<string, string | null>, asked: ReadonlySet<string>): PlannedQuestion[] {
  const out: PlannedQuestion[] = [];
  let count = asked.size;
  let generic = interview.questions.filter((q) => q.generic && asked.has(q.id)).length;
  for (const question of interview.questions) {
    if (count >= interview.budget) break;
    if (asked.has(question.id) || answers.has(question.id)) continue;
    if (question.generic && generic >= interview.genericCap) continue;
    if (!holds(question.record.askIf, { ...interview.context, answers, waiting: new Set() })) continue;
    answers.set(question.id, question.record.recommended);
    out.push(question);
    count++;
    if (question.generic) generic++;
  }
  return out;
}

export function buildBrief(knowledge: Knowledge, input: PromptInput): Brief {
  const analysis = analyse(knowledge, input.projectDescription);
  const titles = input.features.map((f) => f.title);
  const interview = planInterview(knowledge, analysis, titles, conventionsFor(input.target));
  const state = interviewState(interview, { ...input, askedQuestions: input.askedQuestions });
  const byId = new Map(interview.questions.map((q) => [q.id, q]));
  const refs = new Map((input.askedQuestions ?? []).map((q) => [titleKey(q.text), q]));
  const recommendedTexts = new Set((input.recommendedAnswers ?? []).map(titleKey));

  const decisions: BriefDecision[] = [];
  const covered = new Set<string>();
  for (const [id, answer] of state.answers) {
    const question = byId.get(id);
    if (!question) continue;
    covered.add(titleKey(question.text));
    const source: DecisionSource =
      answer === null ? 'judgement' : recommendedTexts.has(titleKey(question.text)) ? 'recommended' : 'answered';
    decisions.push(plannedDecision(question, answer, source));
  }
  // Questions the composer did not write (an LLM's, or an older interview's): stated as asked and answered.
  const others: [string, string | null][] = [
    ...Object.entries(input.answers).map(([text, answer]): [string, string | null] => [text, answer.trim() || null]),
    ...input.dismissedQuestions.map((text): [string, string | null] => [text, null]),
  ];
  for (const [text, answer] of others) {
    const key = titleKey(text);
    if (!key || covered.has(key)) continue;
    covered.add(key);
    const ref = refs.get(key);
    const source: DecisionSource = answer === null ? 'judgement' : recommendedTexts.has(key) ? 'recommended' : 'answered';
    decisions.push({
      id: ref?.id ?? `q-${key.replace(/\s+/g, '-').slice(0, 40)}`,
      category: isCategory(ref?.category) ? ref.category : 'scope',
      question: text.trim(),
      label: text.trim(),
      ...(answer === null ? {} : { answer }),
      statement: answer === null ? text.trim() : `${text.trim()} ${answer}`,
      source,
      ...(ref?.recommended ? { recommended: ref.recommended } : {}),
      ...(ref?.reason ? { reason: ref.reason } : {}),
    });
  }
  if (input.acceptRecommended) {
    const answers = new Map(state.answers);
    for (const question of recommendRest(interview, answers, state.asked)) {
      decisions.push(plannedDecision(question, question.record.recommended, 'recommended'));
    }
  }

  const named = new Set(analysis.named.map(titleKey));
  const suggested = new Set(catalogue(knowledge, analysis).map((entry) => titleKey(entry.title)));
  const features: BriefFeature[] = interview.features.map(({ title, feature, pattern }, i) => {
    const own = input.features[i]?.description?.trim();
    return {
      title,
      description: own || feature?.description || pattern?.description || null,
      origin: named.has(titleKey(title)) ? 'named' : suggested.has(titleKey(title)) ? 'suggested' : 'custom',
      criteria: feature?.done ?? pattern?.done ?? [],
    };
  });

  const [domain] = analysis.domains;
  return {
    version: 1,
    description: input.projectDescription.trim(),
    name: analysis.name,
    language: { code: analysis.language.code, name: analysis.language.name },
    domain: domain ? { id: domain.id, name: domain.name } : null,
    kind: {
      id: analysis.kind.id,
      noun: analysis.kind.noun,
      stack: analysis.kind.stack,
      headless: analysis.kind.headless,
      role: analysis.kind.role,
    },
    features,
    decisions,
    entities: domain?.entities ?? [],
    roles: domain?.roles ?? [],
    pages: domain?.pages ?? analysis.kind.pages,
    integrations: domain?.integrations ?? [],
    design: domain?.design ?? analysis.kind.design,
    ...(input.basePrompt?.trim() ? { basePrompt: input.basePrompt.trim() } : {}),
  };
}
