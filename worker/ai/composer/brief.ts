/** Builds the brief from the interview's result: features, every decision with who made it, and the domain's defaults. */
import type { Brief, BriefConflict, BriefCriterion, BriefDecision, BriefFeature, DecisionSource } from '../../../common/brief';
import { fallbackCriteria, lowerFirst } from '../../../common/render/shared';
import { isCategory } from '../../../common/interview';
import { conventionsFor } from '../../../common/targets';
import { titleKey } from '../../../common/titles';
import { onExistingApp, stackOf } from '../../../common/codebase';
import type { Knowledge } from '../knowledge/compile';
import type { PromptInput } from '../types';
import { escapeRegExp, prepare } from './match';
import { analyse } from './analysis';
import { catalogue } from './catalogue';
import { workRecord } from '../work';
import { answersNeeded, holds } from './conditions';
import { interviewState, planInterview, type Interview, type PlannedQuestion } from './interview';

/** Work in a repository brought from a folder or GitHub is named after it ("chatbot-ui"). */
function repositoryName(input: PromptInput): string | undefined {
  const source = input.codebase?.source;
  if (!source || source.kind === 'manifest' || !onExistingApp(input.work)) return undefined;
  const name = source.name
    .split('/')
    .at(-1)
    ?.replace(/\.zip$/i, '')
    .trim();
  return name && name !== 'your folder' ? name : undefined;
}

/** The design direction of work on an existing app: its own. */
const EXISTING_DESIGN = 'the app’s existing design: its components, spacing, colours and typography';

function statementFor(question: PlannedQuestion, answer: string): string {
  return question.record.says?.[answer] ?? `${question.record.decision}: ${answer}`;
}

function plannedDecision(
  question: PlannedQuestion,
  answer: string | null,
  source: DecisionSource,
  statement?: string,
): BriefDecision {
  const { record } = question;
  return {
    id: question.id,
    category: record.category,
    question: question.text,
    label: record.decision,
    ...(answer === null ? {} : { answer }),
    statement: answer === null ? question.text : (statement ?? statementFor(question, answer)),
    source,
    recommended: record.recommended,
    reason: record.reason,
    options: optionsFor(record.options ? [...record.options] : ['Yes', 'No'], answer, source),
    ...(question.feature ? { feature: question.feature } : {}),
  };
}

/** A repository's answer is one of the choices its review offers, beside the question's own options. */
function optionsFor(options: string[], answer: string | null, source: DecisionSource): string[] {
  // (A record's fields as the description lists them are an answer of their own too.)
  return (source === 'repository' || source === 'description') && answer !== null && !options.includes(answer)
    ? [answer, ...options]
    : options;
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

type Role = { name: string; can: string };

/**
 * The role a feature serves: the one its first acceptance criterion names ("when a student books…"), else the one
 * whose duties share most words with it, else the last (usually the end user).
 */
function roleFor(text: string, criteria: readonly BriefCriterion[], roles: readonly Role[]): string {
  for (const { when } of criteria) {
    const actor = roles.find((role) =>
      new RegExp(`^(?:a|an|the)\\s+(?:\\w+\\s+)?${escapeRegExp(role.name.toLowerCase())}\\b`).test(when.toLowerCase()),
    );
    if (actor) return actor.name;
  }
  const words = prepare(text);
  let best = roles.at(-1)?.name ?? 'user';
  let most = 0;
  for (const role of roles) {
    const hits = [...prepare(role.can).stems].filter((w) => w.length > 3 && words.stems.has(w)).length;
    if (hits > most) [best, most] = [role.name, hits];
  }
  return best;
}

/** "As a student, I want Class Schedules: a weekly timetable of classes…" */
function storyFor(
  title: string,
  description: string | undefined,
  criteria: readonly BriefCriterion[],
  roles: readonly Role[],
): string {
  const role = roleFor(`${title} ${description ?? ''}`, criteria, roles).toLowerCase();
  const article = /^[aeiou]/.test(role) ? 'an' : 'a';
  return `As ${article} ${role}, I want ${title}${description ? `: ${lowerFirst(description.replace(/\.$/, ''))}` : ''}.`;
}

export function buildBrief(knowledge: Knowledge, input: PromptInput): Brief {
  const analysis = analyse(knowledge, input.projectDescription, input.field);
  const titles = input.features.map((f) => f.title);
  const existing = { ...(input.work ? { work: input.work } : {}), ...(input.codebase ? { codebase: input.codebase } : {}) };
  const interview = planInterview(knowledge, analysis, titles, conventionsFor(input.target), existing);
  // What the work suggests (a fix's "Failing Test First") is a suggestion like the field's.
  const workTitles = new Set((workRecord(input.work)?.features ?? []).map((feature) => titleKey(feature.title)));
  const state = interviewState(interview, { ...input, askedQuestions: input.askedQuestions });
  const byId = new Map([...interview.questions, ...interview.settled.map((s) => s.question)].map((q) => [q.id, q]));
  const refs = new Map((input.askedQuestions ?? []).map((q) => [titleKey(q.text), q]));
  const recommendedTexts = new Set((input.recommendedAnswers ?? []).map(titleKey));

  const decisions: BriefDecision[] = [];
  const covered = new Set<string>();
  // What the description or the repository settles stands, unless the user changed it in the review: then their
  // answer is the decision, like any other (below).
  const given = new Set([...Object.keys(input.answers), ...input.dismissedQuestions].map(titleKey));
  const settledIds = new Set<string>();
  for (const { question, answer, source, statement } of interview.settled) {
    if (given.has(titleKey(question.text))) continue;
    settledIds.add(question.id);
    covered.add(titleKey(question.text));
    decisions.push(plannedDecision(question, answer, source ?? 'description', statement));
  }
  for (const [id, answer] of state.answers) {
    const question = byId.get(id);
    if (!question || settledIds.has(id)) continue;
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
      ...(ref?.options ? { options: ref.options } : {}),
    });
  }
  if (input.acceptRecommended) {
    const answers = new Map(state.answers);
    for (const question of recommendRest(interview, answers, state.asked)) {
      decisions.push(plannedDecision(question, question.record.recommended, 'recommended'));
    }
  }

  const [domain] = analysis.domains;
  const named = new Set(analysis.named.map(titleKey));
  const suggested = new Set(catalogue(knowledge, analysis).map((entry) => titleKey(entry.title)));
  const features: BriefFeature[] = interview.features.map(({ title, feature, pattern }, i) => {
    const own = input.features[i]?.description?.trim();
    const description = own || feature?.description || pattern?.description || null;
    // A feature the knowledge knows nothing about is done when it works and fails clearly: the spec's own criteria.
    const criteria = feature?.done ?? pattern?.done ?? fallbackCriteria(title);
    return {
      title,
      description,
      origin: named.has(titleKey(title))
        ? 'named'
        : suggested.has(titleKey(title)) || workTitles.has(titleKey(title))
          ? 'suggested'
          : 'custom',
      story: storyFor(title, description ?? undefined, criteria, domain?.roles ?? []),
      criteria,
    };
  });

  // An answer whose question another answer has since made pointless (a review can change one and not the other).
  const finalAnswers = new Map(decisions.map((d) => [d.id, d.answer ?? null]));
  const conflicts: BriefConflict[] = decisions.flatMap((d) => {
    const question = byId.get(d.id);
    if (!question || d.answer === undefined) return [];
    const context = { ...interview.context, answers: finalAnswers, waiting: new Set<string>() };
    if (holds(question.record.askIf, context) !== false) return [];
    const cause = answersNeeded(question.record.askIf).find((id) => finalAnswers.has(id));
    const other = decisions.find((x) => x.id === cause);
    if (!other) return [];
    const answer = other.answer ?? 'left open';
    return [
      { id: d.id, with: other.id, text: `"${d.question}" is answered, but "${other.question}" (${answer}) makes it pointless.` },
    ];
  });
  const target = conventionsFor(input.target);
  const decided = (match: RegExp) => decisions.find((d) => d.source !== 'judgement' && match.test(d.label))?.answer ?? null;
  return {
    version: 1,
    description: input.projectDescription.trim(),
    target: { key: target.key, label: target.label },
    audience: decided(/audience|who .*use/i) ?? (domain ? domain.roles.map((r) => r.name).join(', ') : null),
    stack: decided(/\bstack\b/i) ?? (input.codebase ? stackOf(input.codebase) : null),
    name: repositoryName(input) ?? analysis.name,
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
    // An existing app has its own data, roles, pages and look: a field's typical ones would be invented.
    ...(onExistingApp(input.work)
      ? { entities: [], roles: [], pages: [], integrations: [], design: EXISTING_DESIGN }
      : {
          entities: domain?.entities ?? [],
          roles: domain?.roles ?? [],
          pages: domain?.pages ?? analysis.kind.pages,
          integrations: domain?.integrations ?? [],
          design: domain?.design ?? analysis.kind.design,
        }),
    conflicts,
    ...(input.basePrompt?.trim() ? { basePrompt: input.basePrompt.trim() } : {}),
    ...(onExistingApp(input.work) ? { work: input.work } : {}),
    ...(input.codebase ? { codebase: input.codebase } : {}),
  };
}
