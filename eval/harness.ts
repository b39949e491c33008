/**
 * Runs a generator over the corpus through the whole guided flow, as the web client drives it: the same reducer
 * (web/lib/flow.ts), the same requests, parsed by the same schemas and mapped as the routes map them. Then measures
 * what it said (eval/metrics.ts). `npm run eval` writes eval/RESULTS.md; npm test runs a smoke-sized version.
 */
import type { Brief } from '../common/brief';
import { compileKnowledge, type Knowledge } from '../worker/ai/knowledge/compile';
import { analyse, createComposer } from '../worker/ai/composer';
import { createLlmGenerator } from '../worker/ai/llm';
import { openAiModel } from '../worker/ai/models';
import {
  generatePromptBody,
  generateQuestionsBody,
  suggestFeaturesBody,
  type PromptRequest,
} from '../worker/ai/generation-bodies';
import type { Generator, Question } from '../worker/ai/types';
import { promptInput, questionsInput, suggestInput } from '../worker/ai/wire';
import { flowReducer, initialFlow, needsMoreQuestions, promptRequest, questionsRequest, type FlowState } from '../web/lib/flow';
import { readEnglishModel, readKnowledgeFiles } from '../scripts/knowledge-files';
import { createEnglishTagger } from '../worker/ai/reading/tagger';
import { ARTEFACT_CHECKS, checkArtefacts, type ArtefactCheck, type ArtefactResult } from './artefacts';
import { qualitySummary, qualityOf, type QualityResult, type QualitySummary } from './quality';
import type { EvalCase } from './case';
import {
  descriptionNouns,
  duplicateLines,
  fragmentReason,
  namedOffered,
  speaksDomain,
  speaksNouns,
  stated,
  templateRepeats,
  termReflected,
} from './metrics';
import { planInterview } from '../worker/ai/composer/interview';
import { readBack } from '../worker/ai/composer/readback';
import type { ReadBack } from '../worker/ai/types';
import { conventionsFor } from '../common/targets';

export interface CaseResult {
  id: string;
  language: string;
  description: string;
  domain: string | null;
  kind: string;
  /** The field the case expects (or 'none'), and whether the applied one is right; undefined when unlabelled. */
  field?: { expected: string; applied: string; right: boolean };
  /** Questions whose own words hold one of the description's nouns. */
  nounSpeaking: number;
  /** First-round titles that are not feature names, with why. */
  fragments: string[];
  /** Questions the description answered, so they were not asked. */
  settled: string[];
  /** The read-back shown above the suggestions. */
  readBack: ReadBack;
  firstRound: string[];
  terms: { total: number; reflected: number; missed: string[] };
  named: { total: number; offered: number; missed: string[] };
  selected: string[];
  questions: Question[];
  firstEstimate: number;
  asked: number;
  usedRecommended: boolean;
  templateRepeats: number;
  speaking: number;
  completeness: { expected: number; found: number; missing: string[] };
  duplicates: { lines: number; duplicates: number };
  prompt: string;
  /** What the history store saves with the prompt as its first version (docs/scale.md measures it). */
  saved: { brief: Brief; request: PromptRequest };
  artefacts: ArtefactResult;
  quality: QualityResult;
  ms: { suggest: number; questions: number[]; prompt: number };
}

export interface EvalOptions {
  generator: 'composer' | 'llm';
  cases: readonly EvalCase[];
  target?: string;
  /** Environment for the LLM generator (OPENAI_API_KEY, AI_BASE_URL, AI_MODEL). */
  env?: Record<string, string | undefined>;
  knowledge?: Knowledge;
}

const SELECTED = 5;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** The user's answer to the question at `i`: mostly the recommendation, sometimes another option, now and then a skip. */
function answerFor(question: Question, i: number): string | null {
  if (i % 7 === 6) return null;
  const answers = question.options ?? ['Yes', 'No'];
  return i % 5 === 4 ? (answers.at(-1) ?? question.recommended) : question.recommended;
}

async function runCase(
  generator: Generator,
  knowledge: Knowledge,
  c: EvalCase,
  index: number,
  target: string,
): Promise<CaseResult> {
  const analysis = analyse(knowledge, c.description);
  let state: FlowState = initialFlow(c.description, target);
  const suggestBody = suggestFeaturesBody.parse({ projectDescription: c.description, platform: target, existingFeatures: [] });
  const [suggestion, suggestMs] = await timed(() => generator.suggestFeatures(suggestInput(suggestBody)));
  state = flowReducer(state, { type: 'SUGGEST_OK', features: suggestion.features, depth: suggestion.depth });
  const firstRound = state.suggestions;
  for (const title of firstRound.slice(0, SELECTED)) state = flowReducer(state, { type: 'TOGGLE', title });
  state = flowReducer(state, { type: 'QUESTIONS_START' });

  const questionMs: number[] = [];
  const ask = async () => {
    const body = generateQuestionsBody.parse(questionsRequest(state));
    const [result, ms] = await timed(() => generator.generateQuestions(questionsInput(body)));
    questionMs.push(ms);
    return result;
  };
  const first = await ask();
  state = flowReducer(state, { type: 'QUESTIONS_OK', questions: first.questions, estimatedTotal: first.estimatedTotal });
  // Every fourth description takes "Use recommended answers for the rest" after six questions.
  const usesRecommended = index % 4 === 3;
  for (let guard = 0; state.step === 'questions' && guard < 200; guard++) {
    if (needsMoreQuestions(state)) {
      const more = await ask();
      state = flowReducer(state, { type: 'MORE_QUESTIONS', ...more });
      continue;
    }
    const question = state.questions[state.index];
    if (!question) break;
    if (usesRecommended && state.index === 6) {
      state = flowReducer(state, { type: 'USE_RECOMMENDED' });
      break;
    }
    const answer = answerFor(question, state.index);
    state = flowReducer(state, answer === null ? { type: 'SKIP' } : { type: 'ANSWER', answer });
  }

  const asked = state.questions.filter((q) => Object.hasOwn(state.answers, q.text) || state.dismissed.includes(q.text));
  const body = generatePromptBody.parse(promptRequest(state));
  const input = promptInput(body);
  const [[brief, prompt], promptMs] = await timed(async (): Promise<[Brief, string]> => {
    const built = await generator.buildBrief(input);
    return [built, await collect(generator.streamPrompt(built))];
  });

  // Complete: every feature, every answer, recommended default and skipped question of the flow is in the prompt.
  const expected: [string, boolean][] = [
    ...state.selected.map((title): [string, boolean] => [`feature ${title}`, prompt.includes(title)]),
    ...asked.map((q): [string, boolean] => {
      const decision = brief.decisions.find((d) => d.question === q.text);
      const ok =
        generator.name === 'composer'
          ? Boolean(decision && stated(prompt, decision.source === 'judgement' ? decision.question : decision.statement))
          : prompt.includes(state.answers[q.text] ?? q.text);
      return [
        `${state.dismissed.includes(q.text) ? 'skipped' : state.recommended.includes(q.text) ? 'recommended' : 'answer'}: ${q.text}`,
        ok,
      ];
    }),
    ...brief.decisions
      .filter((d) => d.source === 'recommended' && !asked.some((q) => q.text === d.question))
      .map((d): [string, boolean] => [`default: ${d.question}`, generator.name !== 'composer' || stated(prompt, d.statement)]),
  ];
  const featureTitles = state.selected;
  const texts = asked.map((q) => q.text);
  const applied = analysis.domains[0]?.id ?? 'none';
  const nouns = descriptionNouns(c.description, analysis.language.code, knowledge.english);
  const plan = planInterview(knowledge, analysis, featureTitles, conventionsFor(target));
  return {
    id: c.id,
    language: c.language,
    description: c.description,
    domain: analysis.domains[0]?.id ?? null,
    kind: analysis.kind.id,
    ...(c.field
      ? { field: { expected: c.field, applied, right: applied === c.field || (c.alsoRight ?? []).includes(applied) } }
      : {}),
    nounSpeaking: texts.filter((t) => speaksNouns(t, featureTitles, nouns)).length,
    fragments: firstRound.flatMap((title) => {
      const tokens = analysis.reading.tokens;
      const copied = (first: string, second: string) =>
        tokens.some((t, i) => t.pos === 'VERB' && t.lower === first && tokens[i + 1]?.lower === second);
      const why = fragmentReason(title, analysis.language.code, knowledge.english, copied);
      return why ? [`${title} (${why})`] : [];
    }),
    settled: plan.settled.map((s) => `${s.question.text} → ${s.answer}`),
    readBack: readBack(analysis),
    firstRound,
    terms: {
      total: c.terms.length,
      reflected: c.terms.filter((t) => termReflected(t, firstRound)).length,
      missed: c.terms.filter((t) => !termReflected(t, firstRound)),
    },
    named: {
      total: c.named.length,
      offered: c.named.filter((n) => namedOffered(n, firstRound, analysis.language.code)).length,
      missed: c.named.filter((n) => !namedOffered(n, firstRound, analysis.language.code)),
    },
    selected: state.selected,
    questions: asked,
    firstEstimate: first.estimatedTotal,
    asked: asked.length,
    usedRecommended: state.acceptRecommended,
    templateRepeats: templateRepeats(texts, featureTitles),
    speaking: texts.filter((t) => speaksDomain(t, featureTitles, c.description, c.terms)).length,
    completeness: {
      expected: expected.length,
      found: expected.filter(([, ok]) => ok).length,
      missing: expected.filter(([, ok]) => !ok).map(([what]) => what),
    },
    duplicates: duplicateLines(prompt),
    prompt,
    saved: { brief, request: body },
    // The composer's prompt is a rendering of the brief, checked like every artefact; an LLM's is its own text.
    artefacts: checkArtefacts(brief, generator.name === 'llm' ? prompt : undefined),
    // The generator's own prompt for the eval's target; every other target's rendered from the same brief.
    quality: qualityOf(brief, prompt, target),
    ms: { suggest: suggestMs, questions: questionMs, prompt: promptMs },
  };
}

export interface EvalSummary {
  cases: number;
  /** Of the labelled cases that got a field, the share whose field is right (expected or also right). */
  fieldPrecision: number;
  /** Of the labelled cases that expect no field, the share that got none. */
  noneRecall: number;
  /** Of the labelled cases that expect a field, the share that got it. */
  fieldRecall: number;
  labelled: number;
  /** Share of asked questions whose own words hold one of the description's nouns. */
  nounSpeaking: number;
  /** First-round titles that are not feature names: how many, of how many. */
  fragmentTitles: { count: number; of: number };
  termCoverage: number;
  namedOffered: number;
  genericShare: number;
  templateRepetition: number;
  domainSpeaking: number;
  askedForFive: { min: number; median: number; max: number };
  withinEstimate: number;
  completeness: number;
  duplicateLines: number;
  composerMs: { suggest: number; questions: number; prompt: number };
  /** The quality check's scores: the eval's target on the generator's own prompt, and every target. */
  quality: QualitySummary;
  artefacts: {
    /** Description × target × criteria format combinations checked. */
    combos: number;
    /** Share of combinations passing each check. */
    passRate: Record<ArtefactCheck, number>;
    /** Rendering every artefact of one brief for one target. */
    renderMs: { median: number; p95: number; max: number };
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/** Titles in at least a quarter of the first rounds say nothing about any one project. */
export function genericTitles(results: readonly CaseResult[]): Set<string> {
  const counts = new Map<string, number>();
  for (const r of results)
    for (const t of new Set(r.firstRound.map((x) => x.toLowerCase()))) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= Math.max(2, results.length / 4)).map(([t]) => t));
}

export function summarise(results: readonly CaseResult[]): EvalSummary {
  const sum = (f: (r: CaseResult) => number) => results.reduce((s, r) => s + f(r), 0);
  const generic = genericTitles(results);
  const full = results.filter((r) => !r.usedRecommended && r.selected.length === SELECTED);
  const asked = full.map((r) => r.asked);
  const labelled = results.filter((r) => r.field);
  const withField = labelled.filter((r) => r.field!.applied !== 'none');
  const expectNone = labelled.filter((r) => r.field!.expected === 'none');
  const expectField = labelled.filter((r) => r.field!.expected !== 'none');
  return {
    cases: results.length,
    fieldPrecision: ratio(withField.filter((r) => r.field!.right).length, withField.length),
    noneRecall: ratio(expectNone.filter((r) => r.field!.applied === 'none').length, expectNone.length),
    fieldRecall: ratio(expectField.filter((r) => r.field!.right).length, expectField.length),
    labelled: labelled.length,
    nounSpeaking: ratio(
      sum((r) => r.nounSpeaking),
      sum((r) => r.asked),
    ),
    fragmentTitles: { count: sum((r) => r.fragments.length), of: sum((r) => r.firstRound.length) },
    termCoverage: ratio(
      sum((r) => r.terms.reflected),
      sum((r) => r.terms.total),
    ),
    namedOffered: ratio(
      sum((r) => r.named.offered),
      sum((r) => r.named.total),
    ),
    genericShare: ratio(
      sum((r) => r.firstRound.filter((t) => generic.has(t.toLowerCase())).length),
      sum((r) => r.firstRound.length),
    ),
    templateRepetition: ratio(
      sum((r) => r.templateRepeats),
      sum((r) => r.asked),
    ),
    domainSpeaking: ratio(
      sum((r) => r.speaking),
      sum((r) => r.asked),
    ),
    askedForFive: { min: Math.min(...asked), median: median(asked), max: Math.max(...asked) },
    withinEstimate: ratio(full.filter((r) => Math.abs(r.asked - r.firstEstimate) <= 0.2 * r.firstEstimate).length, full.length),
    completeness: ratio(
      sum((r) => r.completeness.found),
      sum((r) => r.completeness.expected),
    ),
    duplicateLines: ratio(
      sum((r) => r.duplicates.duplicates),
      sum((r) => r.duplicates.lines),
    ),
    composerMs: {
      suggest: median(results.map((r) => r.ms.suggest)),
      questions: median(results.flatMap((r) => r.ms.questions)),
      prompt: median(results.map((r) => r.ms.prompt)),
    },
    quality: qualitySummary(results.map((r) => r.quality)),
    artefacts: {
      combos: sum((r) => r.artefacts.combos),
      passRate: Object.fromEntries(
        ARTEFACT_CHECKS.map((check) => [
          check,
          ratio(
            sum((r) => r.artefacts.passed[check]),
            sum((r) => r.artefacts.combos),
          ),
        ]),
      ) as Record<ArtefactCheck, number>,
      renderMs: {
        median: median(results.flatMap((r) => r.artefacts.renderMs)),
        p95: percentile(
          results.flatMap((r) => r.artefacts.renderMs),
          0.95,
        ),
        max: Math.max(...results.flatMap((r) => r.artefacts.renderMs)),
      },
    },
  };
}

export async function loadKnowledgeFromDisk(): Promise<Knowledge> {
  return { ...compileKnowledge(await readKnowledgeFiles()), english: createEnglishTagger(readEnglishModel()) };
}

export async function runEval(options: EvalOptions): Promise<{ results: CaseResult[]; summary: EvalSummary }> {
  const knowledge = options.knowledge ?? (await loadKnowledgeFromDisk());
  const load = () => Promise.resolve(knowledge);
  const env = options.env ?? {};
  const generator =
    options.generator === 'llm'
      ? createLlmGenerator(
          openAiModel({ OPENAI_API_KEY: env.OPENAI_API_KEY, AI_BASE_URL: env.AI_BASE_URL, AI_MODEL: env.AI_MODEL }),
          load,
        )
      : createComposer(load);
  const target = options.target ?? 'lovable';
  // Warm up once so the first case's timings are not the JIT's.
  await runCase(generator, knowledge, options.cases[0]!, 0, target).catch(() => undefined);
  const results: CaseResult[] = [];
  for (const [i, c] of options.cases.entries()) results.push(await runCase(generator, knowledge, c, i, target));
  return { results, summary: summarise(results) };
}
