/**
 * The interview: every question worth asking this project, most decisive first, and the batches the flow fetches.
 * It asks exactly `interviewLength(features, depth)` questions when it has that many: a follow-up is asked only once
 * the answer it depends on is in, and a question ruled out by an answer makes room for the next one.
 */
import { CATEGORIES, estimateFor, interviewLength } from '../../../common/interview';
import { escapeRegExp, prepare } from './match';
import { titleKey } from '../../../common/titles';
import type { TargetConventions } from '../../../common/targets';
import type { Knowledge } from '../knowledge/compile';
import { replacedBy, type Condition, type QuestionRecord } from '../knowledge/records';
import type { Analysis } from './analysis';
import { resolveFeature, type ResolvedFeature } from './catalogue';
import { answersNeeded, holds, type ConditionContext } from './conditions';
import { ownerRef } from '../reading';
import { fillQuestion } from './interactions';
import { ANIMALS, LANGUAGE_RULES, RECORDED_EVENTS } from '../knowledge/languages';
import { isPersonNoun } from '../reading/english';
import { ruleQuestion, statedRules } from './rules';
import { affirmedText, namesRuledOut, ruledOutQuestionStems } from './ruled-out';
import { RULE_DECIDES } from '../knowledge/rules';
import { repositoryAnswer } from './repository';
import { settledAnswer } from './settled';
import { asWritten, standsAlone, unconnectedOption } from './stands-alone';
import { accessFacts } from './access';
import { resolveForWork } from './work';
import { workRecord } from '../work';
import type { ExistingApp } from '../types';

const DEFAULT_KIND = 'web-app';
const RELEVANCE_BONUS = 3;
const TITLE_RELEVANCE_BONUS = 1;
const UNSTATED_PENALTY = 2;
/** Words too common to make a question relevant to a description. */
const COMMON = new Set([
  'will',
  'should',
  'what',
  'which',
  'when',
  'where',
  'does',
  'with',
  'from',
  'that',
  'this',
  'your',
  'they',
  'their',
  'have',
  'there',
  'much',
  'many',
  'more',
  'most',
  'each',
  'every',
  'need',
  'want',
  'make',
  'take',
  'use',
  'used',
  'people',
  'users',
  'someone',
  'first',
  'main',
  'mainly',
  'about',
]);

/** The meaningful words of a text, each as its shortest stem ("records" → "record"). */
function meaningfulWords(text: string): string[] {
  return prepare(text)
    .wordStems.map((forms) => forms.reduce((a, b) => (b.length < a.length ? b : a)))
    .filter((w) => w.length > 3 && !COMMON.has(w));
}

/** The meaningful words of a question (and their stems), for overlap with a description. */
function contentStems(text: string): string[] {
  return [...prepare(text).stems].filter((w) => w.length > 3 && !COMMON.has(w));
}

export const QUESTION_BATCH = 7;
/** How many questions a pattern other than the strongest adds: its most decisive ones. */
const SECONDARY_QUESTIONS = 3;
/** Another pattern read only from a noun ("lifts to hospital appointments"), no verb saying it: its one decisive question. */
const UNSTATED_SECONDARY_QUESTIONS = 1;
/**
 * A second pattern at least this share of the strongest's score is as much what the description is about ("which
 * streets are due this week… plus who's paid"): asked in depth too.
 */
const CLOSE_SECOND = 0.75;
const MIN_CLOSE_SCORE = 8;
/** The strongest pattern's questions come before another's of the same impact: it is what the description is about. */
const LEAD_PATTERN_BONUS = 1;
/** A list of this many fields says what a record holds. */
const MIN_FIELDS = 2;

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * When the domain is known, at most this share of an interview is generic (the common questions, and those of the
 * default web-app kind): an expert spends the user's time on their field. Ruled-out follow-ups free more room.
 */
const GENERIC_SHARE = 0.2;
const MIN_GENERIC = 3;
/**
 * Without a field, general questions fill the interview up to this share, or up to its least length when the
 * description gives fewer of its own: what every app is asked ("WCAG?", "error monitoring?") is not what it is about.
 */
const GENERIC_SHARE_ALONE = 0.4;
const MIN_INTERVIEW = 12;

/**
 * How much a source's questions are worth beyond their own impact: the domain's expertise comes first, then what the
 * description says people do (its interactions); without a field, the interactions lead.
 */
const SOURCE_BONUS = {
  domain: 2,
  'second-domain': 0.5,
  interaction: 1,
  kind: 1,
  pattern: 1,
  common: 0,
  work: 3,
  rule: 6,
} as const;
const INTERACTION_ALONE_BONUS = 4;
/** Questions every project is asked, and those about the user's own rules: a ruled-out word does not drop them. */
const ASKED_WHATEVER: ReadonlySet<string> = new Set(['common', 'rule', 'work']);
type Source = keyof typeof SOURCE_BONUS;

/** Two questions that share this much of their meaningful words ask the same thing in other words. */
const SAME_QUESTION = 0.6;
/** Shorter questions say too little to compare ("What should guests mainly do?"). */
const MIN_WORDS_TO_COMPARE = 3;

export interface PlannedQuestion {
  id: string;
  /** A common question, or one of the default kind's: asked within the generic cap. */
  generic: boolean;
  /** As asked: `{feature}`, `{project}` and `{keptData}` filled in. */
  text: string;
  record: QuestionRecord;
  source: Source;
  /** The selected feature whose decision this is. */
  feature?: string;
  priority: number;
}

export interface Interview {
  analysis: Analysis;
  features: ResolvedFeature[];
  /** Every candidate question, in asking order. */
  questions: PlannedQuestion[];
  /**
   * Questions the description (or, for work on an existing app, the repository) already answers: never asked, stated
   * in the brief as from the description or from the repository, in the repository's case with its own statement.
   */
  settled: { question: PlannedQuestion; answer: string; source?: 'repository'; statement?: string }[];
  /** How many questions the interview asks. */
  budget: number;
  /** How many generic questions it may ask before ruled-out ones free room. */
  genericCap: number;
  context: Pick<
    ConditionContext,
    'kind' | 'family' | 'features' | 'domain' | 'interaction' | 'audience' | 'domains' | 'words' | 'keptData'
  >;
}

/** Answers by question id (null: skipped) and the ids the client has been given. */
export interface InterviewState {
  asked: ReadonlySet<string>;
  answers: ReadonlyMap<string, string | null>;
}

/** True unless a condition on the project itself (kind, target, selected features) rules the question out. */
function staticallyPossible(record: QuestionRecord, context: Interview['context']): boolean {
  const waiting = new Set(answersNeeded(record.askIf));
  return holds(record.askIf, { ...context, answers: new Map(), waiting }) !== false;
}

/**
 * The question as this project is asked it: the kind of business the description names (a domain's focus) gives its
 * recommendation, else the first `recommendedWhen` that holds.
 */
function forProject(general: QuestionRecord, analysis: Analysis, context: Interview['context']): QuestionRecord {
  const applies = (condition: Condition) => holds(condition, { ...context, answers: new Map(), waiting: new Set() }) === true;
  const impact = general.impactWhen?.find((v) => applies(v.if))?.impact;
  const record = impact === undefined ? general : { ...general, impact };
  const focused = analysis.focusRecommendations.get(record.id);
  if (focused) return { ...record, recommended: focused.answer, reason: focused.reason };
  const variant = record.recommendedWhen?.find((v) => applies(v.if));
  return variant ? { ...record, recommended: variant.recommended, reason: variant.reason } : record;
}

/** "It does NOT need to talk to our PMR system": a question about connecting it is recommended its "No". */
function alone(record: QuestionRecord, system: string | undefined, description: string): QuestionRecord {
  const option = system === undefined || record.category !== 'integrations' ? undefined : unconnectedOption(record.options);
  if (!option || option === record.recommended) return record;
  const named = system ? asWritten(description, system) : 'anything else';
  return {
    ...record,
    recommended: option,
    reason: `The description says it need not connect to ${named}: it stands on its own.`,
  };
}

/** "our PMR system" and "the pharmacy’s dispensing system": the question asks about the system the user named. */
function namesSystem(question: string, system: string): boolean {
  const named = system.split(' ').filter((w) => !/^(?:our|the|their|any|an?)$/.test(w));
  return prepare(question).list.some((w) => named.includes(w));
}

/**
 * "owners don't need to log in": what settles the common question a field's own replaces settles the field's too, in
 * the field's words. Only sign-in is mapped: its three answers say the same in every field.
 */
const SIGN_IN_MEANS: Record<string, readonly RegExp[]> = {
  'Yes, everyone signs in': [/^yes\b/i],
  'Only staff or admins sign in': [
    /\bonly (?:the )?(?:staff|admins?|team|office|business|organisers?|carers?|coaches|teachers|we)\b/i,
    /without an account|no accounts? for/i,
  ],
  'No sign-in at all': [/\bno (?:sign-in|login|accounts?)\b|nobody signs in|no one signs in/i],
};

function replacedAnswer(
  record: QuestionRecord,
  common: readonly QuestionRecord[],
  words: ReturnType<typeof prepare>,
): string | undefined {
  if (record.replaces !== 'sign-in' || !record.options) return undefined;
  const general = common.find((q) => q.id === 'sign-in');
  // Said outright only: who uses it in general ("only staff with a driver assessment") names no sign-in here.
  const outright = general && {
    ...general,
    settledBy: Object.fromEntries(
      Object.entries(general.settledBy ?? {}).map(([answer, phrases]) => [answer, phrases.filter((p) => !/staff/.test(p))]),
    ),
  };
  const said = outright && settledAnswer(outright, words);
  for (const means of said ? (SIGN_IN_MEANS[said] ?? []) : []) {
    const option = record.options.find((o) => means.test(o));
    if (option) return option;
  }
  return undefined;
}

/** Moves each follow-up after the questions it depends on. */
function gatesFirst(questions: PlannedQuestion[]): PlannedQuestion[] {
  const order = [...questions];
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    for (const question of [...order]) {
      const at = order.indexOf(question);
      const gates = answersNeeded(question.record.askIf)
        .map((id) => order.findIndex((q) => q.id === id))
        .filter((i) => i > at);
      if (gates.length === 0) continue;
      order.splice(at, 1);
      order.splice(Math.max(...gates), 0, question);
      moved = true;
    }
    if (!moved) break;
  }
  return order;
}

/**
 * A field's question in the user's words where they are known: "the app" is their project ("the vet clinic app"), "the
 * studio" their own ("your yoga studio").
 */
function inUsersWords(text: string, analysis: Analysis): string {
  let out = text.replace(/\bthe app\b/, `the ${analysis.subject}`);
  const owner = analysis.reading.owner;
  const head = owner?.text.split(/\s+/).at(-1)?.toLowerCase();
  if (owner && head && owner.text.includes(' ') && !out.toLowerCase().includes(owner.text.toLowerCase()))
    out = out.replace(new RegExp(`\\bthe ${escapeRegExp(head)}\\b`, 'i'), ownerRef(owner));
  return out;
}

/**
 * The questions without those that ask what an earlier one (or a settled one) already asks in other words: the same
 * category and most of the same meaningful words ("Who can see the dives someone records?" and "Who can see the data
 * one person enters?"). Follow-ups are kept: their condition already ties them to their own question.
 */
function distinct(
  questions: readonly PlannedQuestion[],
  settled: readonly PlannedQuestion[],
  project: string,
): PlannedQuestion[] {
  // The project's own name is in many questions ("the bakery ordering website"): it says nothing of what they ask.
  const named = new Set(meaningfulWords(project));
  // A rule's question is about what the quote leaves open, not about the user's words it quotes.
  const wordsOf = (q: PlannedQuestion) => new Set(meaningfulWords(q.text.replace(/“[^”]*”/g, ' ')).filter((w) => !named.has(w)));
  const kept = settled.map((question) => ({ question, words: wordsOf(question) }));
  const out: PlannedQuestion[] = [];
  for (const question of questions) {
    const words = wordsOf(question);
    const same = kept.some(({ question: other, words: theirs }) => {
      if (other.record.category !== question.record.category) return false;
      const smaller = Math.min(words.size, theirs.size);
      const shared = [...words].filter((w) => theirs.has(w)).length;
      return smaller >= MIN_WORDS_TO_COMPARE && shared >= 2 && shared / smaller >= SAME_QUESTION;
    });
    if (same && !question.record.askIf) continue;
    kept.push({ question, words });
    out.push(question);
  }
  return out;
}

export function planInterview(
  knowledge: Knowledge,
  analysis: Analysis,
  titles: readonly string[],
  target: TargetConventions,
  existing: ExistingApp = {},
): Interview {
  // Two titles that mean the same knowledge ("MRR", "Churn") share it once: the first keeps it, so a feature's
  // description and checks are stated once in the prompt.
  const taken = new Set<object>();
  const features = titles.map((title): ResolvedFeature => {
    const resolved = resolveForWork(existing.work, title, (t) => resolveFeature(knowledge, analysis, t));
    const record = resolved.feature ?? resolved.pattern;
    if (!record) return resolved;
    if (taken.has(record)) return { title };
    taken.add(record);
    return resolved;
  });
  const featureIds = new Set(features.flatMap((f) => [f.feature?.id, f.pattern?.id].filter((id): id is string => Boolean(id))));
  const words = prepare(analysis.description);
  const affirmedWords = prepare(affirmedText(analysis.description, analysis.language.code));
  const context = {
    kind: analysis.kind.id,
    family: target.family,
    features: featureIds,
    domain: analysis.domains.length > 0,
    interaction: analysis.interactions.some((f) => !f.fallback),
    keptData: analysis.keptData !== undefined,
    audience: analysis.audience,
    words,
    affirmed: affirmedWords,
    domains: analysis.domains.map((d) => d.id),
  };
  const [domain, second] = analysis.domains;

  const own: { record: QuestionRecord; source: Source; lead?: true }[] = [
    ...(domain?.questions ?? []).map((record) => ({ record, source: 'domain' as const })),
    ...(second?.questions ?? []).filter((q) => q.impact >= 6).map((record) => ({ record, source: 'second-domain' as const })),
    ...analysis.kind.questions.map((record) => ({ record, source: 'kind' as const })),
  ];
  // What the description says people do, asked about its own things ("What should one dive record hold?"). Within a
  // field, only what a verb states ("order drinks"): the field already knows what its noun ("a booking app") means.
  // (Read from cues of its own, several of them: one word, "rota", read three ways is no three patterns.)
  const [strongest] = analysis.interactions;
  const close = (found: Analysis['interactions'][number]) =>
    strongest !== undefined &&
    found.score >= Math.max(MIN_CLOSE_SCORE, strongest.score * CLOSE_SECOND) &&
    !found.evidence.some((cue) => strongest.evidence.includes(cue));
  analysis.interactions
    .filter((f) => !domain || f.stated)
    .forEach((found, rank) => {
      // "Is each bird about a person, an animal…?": not when the thing is itself the subject.
      const head = found.slots.thing.split(' ').at(-1)?.replace(/[“”"]/g, '') ?? '';
      // ("Is each “socio” about something with its own page?": outside English, the language's words for people.)
      const people = LANGUAGE_RULES[analysis.language.code as keyof typeof LANGUAGE_RULES]?.subjects ?? [];
      const foreignPerson =
        analysis.language.code !== 'en' && [head, `${head}s`, `${head}es`].some((w) => people.includes(w.toLowerCase()));
      // "Is each robe about something with its own page?": a thing that is there, not something that happened, is one.
      const event = RECORDED_EVENTS.includes(head.replace(/s$/, '')) || RECORDED_EVENTS.includes(head);
      const subject =
        isPersonNoun(head) || foreignPerson || ANIMALS.includes(head) || (!event && analysis.language.code === 'en');
      // The strongest pattern is asked in depth; another one, often read from a word in passing ("file", "cost"),
      // only its most decisive questions, so a misread one cannot take the interview over.
      const questions = found.record.questions
        .filter((record) => !(record.unlessThingIsSubject && subject))
        .sort((a, b) => b.impact - a.impact)
        .slice(0, rank === 0 || close(found) ? undefined : found.stated ? SECONDARY_QUESTIONS : UNSTATED_SECONDARY_QUESTIONS);
      own.push(
        ...questions.map((record) => ({
          record: fillQuestion(record, found.slots),
          source: 'interaction' as const,
          ...(rank === 0 ? { lead: true as const } : {}),
        })),
      );
    });
  // What the description's own rules leave open ("more than three weeks": fixed, or a setting?), in its words.
  const rules = statedRules(analysis.description, analysis.language.known);
  own.push(
    ...rules.map((rule) => ({
      record: ruleQuestion(rule),
      source: 'rule' as const,
    })),
  );
  const patternsSeen = new Set<string>();
  for (const feature of features) {
    if (!feature.pattern || patternsSeen.has(feature.pattern.id)) continue;
    patternsSeen.add(feature.pattern.id);
    own.push(...feature.pattern.questions.map((record) => ({ record, source: 'pattern' as const })));
  }
  // A domain's own phrasing replaces the common or kind question it names.
  const replaced = new Set(own.flatMap((c) => replacedBy(c.record)));
  const general = [
    ...own.filter((c) => !replaced.has(c.record.id)),
    ...knowledge.common.filter((q) => !replaced.has(q.id)).map((record) => ({ record, source: 'common' as const })),
  ];
  // Work on an existing app asks about the change: its own questions first; a new project's questions about the whole
  // app are not asked (a feature keeps the field's and the features' own), except what the repository answers.
  const work = workRecord(existing.work);
  const answeredByRepository = (record: QuestionRecord) => repositoryAnswer(record, existing) !== undefined;
  const skipped = new Set(work?.skip ?? []);
  const candidates: { record: QuestionRecord; source: Source; lead?: true }[] = work
    ? [
        ...work.questions.map((record) => ({ record, source: 'work' as const })),
        ...general.filter(
          (c) =>
            answeredByRepository(c.record) ||
            (work.asks === 'all' && c.source !== 'kind' && !skipped.has(c.record.id)) ||
            (work.asks === 'work' && c.source === 'pattern'),
        ),
      ]
    : general;

  // Within its field, an expert first asks about what the user described: a question sharing words with the
  // description or a selected feature comes before one that does not.
  // The description's own words count most; a selected feature's title less; the project's name (in every common
  // question) not at all.
  const described = prepare(analysis.description);
  const titled = prepare(titles.join(' '));
  const relevance = (text: string) => {
    const stems = contentStems(text.replace(`the ${analysis.subject}`, ''));
    if (stems.some((stem) => described.stems.has(stem))) return RELEVANCE_BONUS;
    return stems.some((stem) => titled.stems.has(stem)) ? TITLE_RELEVANCE_BONUS : 0;
  };

  const seenTexts = new Set<string>();
  const seenDecisions = new Set<string>();
  const planned: PlannedQuestion[] = [];
  const settled: Interview['settled'] = [];
  const facts = accessFacts(analysis.access);
  // What the user says people do weighs as much as the field's own expertise ("see which lanes are free and order
  // drinks" leads a bowling alley's interview, not its bookings); without a field it leads.
  const interactionBonus = domain ? SOURCE_BONUS.domain : INTERACTION_ALONE_BONUS;
  const stated = analysis.interactions.some((f) => f.stated);
  const excluded = analysis.reading.tagged ? ruledOutQuestionStems(analysis.description) : new Set<string>();
  const unconnected = standsAlone(analysis.description);
  candidates.forEach(({ record: general, source, lead }, index) => {
    if (!staticallyPossible(general, context)) return;
    const record = alone(forProject(general, analysis, context), unconnected, analysis.description);
    // A question about one feature is asked only when that feature (or its pattern) is selected.
    const owner = record.feature
      ? features.find((f) => f.feature?.id === record.feature || f.pattern?.id === record.feature)
      : undefined;
    if (record.feature && !owner) return;
    const filled = record.text
      .replace('{feature}', owner?.title ?? 'this feature')
      .replace('{project}', `the ${analysis.subject}`)
      .replace('{keptData}', analysis.keptData ?? 'the data');
    const text = source === 'domain' || source === 'second-domain' ? inUsersWords(filled, analysis) : filled;
    const textKey = titleKey(text);
    const decisionKey = record.decision.toLowerCase();
    if (seenTexts.has(textKey) || seenDecisions.has(decisionKey)) return;
    // "We don't want booking in it": a field's or a pattern's question about what the user rules out is not asked.
    if (!ASKED_WHATEVER.has(source) && namesRuledOut(text, excluded)) return;
    seenTexts.add(textKey);
    seenDecisions.add(decisionKey);
    const bonus = source === 'interaction' ? interactionBonus : SOURCE_BONUS[source];
    // An interaction's question is filled with the user's own nouns: it is about the description by construction.
    // Once the user says what people do ("see which lanes are free and order drinks"), the field's questions about
    // what they did not mention ("How is a booking priced?") give way.
    const relevant =
      source === 'interaction' || source === 'rule'
        ? 0
        : relevance(text) || (stated && source === 'domain' ? -UNSTATED_PENALTY : 0);
    const priority = record.impact + bonus + (owner ? 1 : 0) + (lead ? LEAD_PATTERN_BONUS : 0) + relevant - index / 10_000;
    const generic = source === 'common' || (source === 'kind' && analysis.kind.id === DEFAULT_KIND);
    const question: PlannedQuestion = {
      id: record.id,
      generic,
      text,
      record,
      source,
      ...(owner ? { feature: owner.title } : {}),
      priority,
    };
    const fromRepository = repositoryAnswer(record, existing);
    // Counts are matched against the question's own words, not the project's name it names.
    const own = record.text.replace(/\{(feature|project)\}/g, '');
    // "each client's piano (make, model, serial number…)": the description's own list is what one record holds.
    const listed = record.settledByFields && analysis.fields.length >= MIN_FIELDS ? listOf(analysis.fields) : undefined;
    // "a hard cut-off at 2pm the day before" answers a field's "Until when can customers order?" in the user's words.
    const ruled = source === 'rule' ? undefined : rules.find((r) => RULE_DECIDES[r.shape]?.test(record.decision))?.rule;
    const answer =
      fromRepository || listed || ruled
        ? undefined
        : (settledAnswer(record, words, { text: own, description: analysis.description }, facts, affirmedWords) ??
          replacedAnswer(record, knowledge.common, words) ??
          (unconnected && record !== general && namesSystem(text, unconnected) ? record.recommended : undefined));
    if (fromRepository) settled.push({ question, ...fromRepository, source: 'repository' });
    else if (listed) settled.push({ question, answer: listed, statement: `${record.decision}: ${listed}.` });
    else if (ruled) settled.push({ question, answer: ruled, statement: `${record.decision}: ${ruled}.` });
    else if (answer !== undefined) settled.push({ question, answer });
    else planned.push(question);
  });
  // A follow-up of a question this interview never asks ("Which payment provider?" once payments are settled or
  // not asked at all) can never come: it is not planned, so the estimate counts only what can be asked.
  const known = new Map<string, string | null>(settled.map((s) => [s.question.id, s.answer]));
  const askable = new Set(planned.map((q) => q.id));
  const reachable = planned.filter(
    (q) =>
      holds(q.record.askIf, {
        ...context,
        answers: known,
        waiting: new Set(answersNeeded(q.record.askIf).filter((id) => askable.has(id))),
      }) !== false,
  );
  const byImpact = distinct(
    reachable.sort(
      (a, b) => b.priority - a.priority || CATEGORIES.indexOf(a.record.category) - CATEGORIES.indexOf(b.record.category),
    ),
    settled.map((s) => s.question),
    analysis.subject,
  );
  const budget = interviewLength(titles.length, analysis.depth);
  return {
    analysis,
    features,
    questions: gatesFirst(byImpact),
    settled,
    budget,
    // Without a field, general questions fill the interview after those about what the description says people do.
    // A specific question the description's own answers rule out lets a general one in, as a ruled-out answer does.
    genericCap: domain
      ? Math.max(MIN_GENERIC, Math.round(GENERIC_SHARE * budget)) +
        planned.filter((q) => !q.generic && !reachable.includes(q)).length
      : Math.max(Math.round(GENERIC_SHARE_ALONE * budget), MIN_INTERVIEW - byImpact.filter((q) => !q.generic).length),
    context,
  };
}

/** How many questions the interview will ask: its budget, or fewer when it has fewer worth asking. */
function interviewTotal(interview: Interview): number {
  const specific = interview.questions.filter((q) => !q.generic).length;
  return Math.min(interview.budget, specific + Math.min(interview.genericCap, interview.questions.length - specific));
}

/** The questions to ask next, the honest estimate, and whether more may come once waiting answers are in. */
export function nextQuestions(
  interview: Interview,
  state: InterviewState,
): { questions: PlannedQuestion[]; estimatedTotal: number; more: boolean } {
  const total = interviewTotal(interview);
  const estimatedTotal = estimateFor(total);
  const room = Math.min(QUESTION_BATCH, total - state.asked.size);
  const waiting = new Set([...state.asked].filter((id) => !state.answers.has(id)));
  const context = { ...interview.context, answers: state.answers, waiting };
  // Every specific question an answer has ruled out lets one more generic question in, so the length holds.
  // Without a field, a general question an answer rules out ("Which payment provider?") frees its room too.
  const ruledOut = interview.questions.filter(
    (q) => (!q.generic || !interview.context.domain) && holds(q.record.askIf, context) === false,
  ).length;
  let generic = interview.questions.filter((q) => q.generic && state.asked.has(q.id)).length;
  const batch: PlannedQuestion[] = [];
  let deferred = false;
  // Once a question of the field waits for an answer, the generic questions ranked after it wait too: the field's
  // follow-ups come first once that answer is in, rather than a batch filled with what any project is asked. The
  // batch may be short or even empty; `more` tells the client to ask again once the awaited answers are in.
  let fieldWaiting = false;
  for (const question of interview.questions) {
    if (batch.length >= room) break;
    if (state.asked.has(question.id)) continue;
    if (question.generic && generic >= interview.genericCap + ruledOut) continue;
    const applies = holds(question.record.askIf, { ...interview.context, answers: state.answers, waiting });
    if (applies === undefined) {
      deferred = true;
      if (!question.generic) fieldWaiting = true;
    }
    if (!applies) continue;
    if (question.generic && fieldWaiting) continue;
    batch.push(question);
    if (question.generic) generic++;
    waiting.add(question.id); // a follow-up in the same batch must wait for this answer
  }
  return { questions: batch, estimatedTotal, more: deferred && state.asked.size + batch.length < total };
}

/** The interview state from the request: ids from the questions the client holds, answers and skips by their text. */
export function interviewState(
  interview: Interview,
  input: {
    askedQuestions?: readonly { id: string; text: string }[];
    answers: Record<string, string>;
    dismissedQuestions: readonly string[];
    questionIndex?: number;
  },
): InterviewState {
  const idOf = new Map<string, string>();
  for (const q of [...interview.questions, ...interview.settled.map((s) => s.question)]) idOf.set(titleKey(q.text), q.id);
  for (const q of input.askedQuestions ?? []) idOf.set(titleKey(q.text), q.id);
  const asked = new Set((input.askedQuestions ?? []).map((q) => q.id));
  const answers = new Map<string, string | null>();
  for (const [text, answer] of Object.entries(input.answers)) {
    const id = idOf.get(titleKey(text));
    if (id && answer.trim()) answers.set(id, answer.trim());
  }
  for (const text of input.dismissedQuestions) {
    const id = idOf.get(titleKey(text));
    if (id && !answers.has(id)) answers.set(id, null);
  }
  for (const id of answers.keys()) asked.add(id);
  // A client that sends no ids (the spec's request) has been given the first `questionIndex` questions.
  for (const q of interview.questions) {
    if (asked.size >= (input.questionIndex ?? 0)) break;
    if (!asked.has(q.id)) asked.add(q.id);
  }
  // What the description settles holds for every follow-up, though nobody was asked.
  for (const { question, answer } of interview.settled) if (!answers.has(question.id)) answers.set(question.id, answer);
  return { asked, answers };
}
