/** The guided flow's state machine (spec section 4), kept pure so every transition is unit-tested. */
import { FINISH_MARGIN, INITIAL_ESTIMATED_TOTAL, interviewLength, type InterviewDepth } from '../../common/interview';
import { distinctTitles, sameTitle, titleKey } from '../../common/titles';
import type {
  CodebaseProfile,
  PromptRequest,
  Question,
  QuestionsRequest,
  ReadBack,
  SettledQuestion,
  WorkKind,
} from './generate-api';

export type { Question };

export type Step =
  'suggesting-features' | 'features' | 'generating-questions' | 'questions' | 'review' | 'generating-prompt' | 'result';

export interface FlowState {
  step: Step;
  prompt: string;
  /** The target's /generate value (api_endpoint or lowercased name). */
  target: string;
  suggestions: string[];
  selected: string[];
  questions: Question[];
  index: number;
  estimatedTotal: number;
  /** The server returned an empty batch: no more questions will come. */
  exhausted: boolean;
  /** An empty batch that was not the end: ask again once the question at this index is answered. */
  retryAt: number | null;
  answers: Record<string, string>;
  dismissed: string[];
  /** Questions answered with their recommendation by "Use recommended answers for the rest". */
  recommended: string[];
  /** The user accepted the recommendations for everything the interview did not reach. */
  acceptRecommended: boolean;
  /** How deep the interview goes (from the suggestions): names the number of questions while they are prepared. */
  depth: InterviewDepth;
  result: string;
  streaming: boolean;
  /** The history entry the finished prompt is saved as (its brief renders every artefact). */
  promptId: string | null;
  /** The earlier prompt that 'Add More Features' keeps as the base of the next one. */
  basePrompt: string;
  /** What the generator understood of the description (shown above the suggestions). */
  reading: ReadBack | null;
  /** The field the user chose in the read-back ('none' for none); null: read automatically. */
  field: string | null;
  /** What the user is doing: a new project (the default), a feature, a fix or a rework of an existing app. */
  work: WorkKind;
  /** The profile of the repository the user brought (never its files); null: none. */
  codebase: CodebaseProfile | null;
  /** Questions the description or the repository answers: not asked, shown in the review, changeable. */
  settled: SettledQuestion[];
}

export type FlowEvent =
  /** `named`: the suggestions the description names, selected at once as far as `limit` (the plan's features) allows. */
  | { type: 'SUGGEST_OK'; features: string[]; named?: string[]; limit?: number; depth?: InterviewDepth; reading?: ReadBack }
  /** Another field chosen in the read-back: the suggestions are asked for again, the selection kept. */
  | { type: 'CHOOSE_FIELD'; field: string }
  | { type: 'MORE_OK'; features: string[] }
  /** What the work is, or the repository brought or removed: the suggestions are asked for again, the selection kept. */
  | { type: 'CHOOSE_WORK'; work: WorkKind }
  | { type: 'SET_CODEBASE'; codebase: CodebaseProfile | null }
  /** A question the repository answered, answered otherwise in the review (its own answer again: the repository's). */
  | { type: 'ANSWER_SETTLED'; text: string; answer: string }
  | { type: 'PREFILL'; titles: string[] }
  | { type: 'TOGGLE'; title: string }
  | { type: 'ADD_CUSTOM'; title: string }
  | { type: 'REMOVE'; title: string }
  | { type: 'QUESTIONS_START' }
  | { type: 'QUESTIONS_OK'; questions: Question[]; estimatedTotal: number; settled?: SettledQuestion[] }
  | { type: 'QUESTIONS_FAIL' }
  | { type: 'MORE_QUESTIONS'; questions: Question[]; estimatedTotal: number; more?: boolean }
  | { type: 'ANSWER'; answer: string }
  | { type: 'SKIP' }
  | { type: 'USE_RECOMMENDED' }
  /** Back to the previous question; its answer is kept and shown. */
  | { type: 'BACK' }
  /** The review of every answer so far, before generating. */
  | { type: 'REVIEW' }
  | { type: 'REVIEW_DONE' }
  | { type: 'ANSWER_AT'; text: string; answer: string }
  | { type: 'SKIP_AT'; text: string }
  /** Generate with the answers given so far. */
  | { type: 'FINISH' }
  | { type: 'PROMPT_START' }
  | { type: 'PROMPT_CHUNK'; text: string }
  | { type: 'PROMPT_DONE'; promptId: string | null }
  | { type: 'PROMPT_FAIL' }
  | { type: 'ADD_MORE_FEATURES' };

export function initialFlow(prompt: string, target: string): FlowState {
  return {
    step: 'suggesting-features',
    prompt,
    target,
    suggestions: [],
    selected: [],
    questions: [],
    index: 0,
    estimatedTotal: INITIAL_ESTIMATED_TOTAL,
    exhausted: false,
    retryAt: null,
    answers: {},
    dismissed: [],
    recommended: [],
    acceptRecommended: false,
    depth: 2,
    result: '',
    streaming: false,
    promptId: null,
    basePrompt: '',
    reading: null,
    field: null,
    work: 'new',
    codebase: null,
    settled: [],
  };
}

/** The number of questions the interview for the selected features will ask (the loading screen names it). */
export function plannedQuestions(state: Pick<FlowState, 'selected' | 'depth'>): number {
  return interviewLength(state.selected.length, state.depth);
}

function appendUnique(list: string[], additions: string[]): string[] {
  return [...list, ...distinctTitles(additions, list)];
}

export function badgeFor(index: number): 'Getting Started' | 'Core Features' | 'Advanced Options' {
  if (index < 5) return 'Getting Started';
  if (index < 15) return 'Core Features';
  return 'Advanced Options';
}

/** After the question at `index` is answered or skipped, is the interview over? */
export function shouldFinish(state: Pick<FlowState, 'index' | 'estimatedTotal' | 'questions' | 'exhausted'>): boolean {
  if (state.index >= state.estimatedTotal - FINISH_MARGIN) return true;
  return state.index >= state.questions.length - 1 && state.exhausted;
}

/** Fetch the next batch in the background when this few questions are left, so there is no wait. */
const PREFETCH_WHEN_LEFT = 3;
export function needsMoreQuestions(state: FlowState): boolean {
  return (
    state.step === 'questions' &&
    !state.exhausted &&
    state.questions.length - state.index <= PREFETCH_WHEN_LEFT &&
    (state.retryAt === null || state.index >= state.retryAt)
  );
}

/** What the client sends back about the questions it holds: their ids travel with the answers. */
function askedQuestions(state: FlowState) {
  return state.questions.map(({ id, text, category, recommended, reason, options }) => ({
    id,
    text,
    category,
    recommended,
    reason,
    ...(options ? { options } : {}),
  }));
}

/** The request for the next batch of questions, exactly as the flow sends it. */
export function questionsRequest(state: FlowState): QuestionsRequest {
  return {
    projectDescription: state.prompt,
    platform: state.target,
    details: state.selected,
    previousAnswers: state.answers,
    questionIndex: state.questions.length,
    dismissedQuestions: state.dismissed,
    askedQuestions: askedQuestions(state),
    ...(state.field ? { field: state.field } : {}),
    ...existingApp(state),
  };
}

/** The work and the repository, as every generation request carries them (nothing for a new project). */
export function existingApp(state: Pick<FlowState, 'work' | 'codebase'>): Pick<PromptRequest, 'work' | 'codebase'> {
  return {
    ...(state.work !== 'new' ? { work: state.work } : {}),
    ...(state.codebase ? { codebase: state.codebase } : {}),
  };
}

/** The request for the prompt, exactly as the flow sends it. */
export function promptRequest(state: FlowState): PromptRequest {
  return {
    projectDescription: state.prompt,
    platform: state.target,
    details: state.selected.map((title) => ({ title, description: '' })),
    answers: state.answers,
    dismissedQuestions: state.dismissed,
    askedQuestions: askedQuestions(state),
    recommendedAnswers: state.recommended,
    acceptRecommended: state.acceptRecommended,
    ...(state.basePrompt ? { basePrompt: state.basePrompt } : {}),
    ...(state.field ? { field: state.field } : {}),
    ...existingApp(state),
  };
}

/**
 * The step whose request is in flight. A prompt streaming into the result is still in the generating-prompt
 * phase, so the request that feeds it must not be torn down when the first chunk arrives.
 */
export function requestPhase(state: Pick<FlowState, 'step' | 'streaming'>): Step {
  return state.step === 'result' && state.streaming ? 'generating-prompt' : state.step;
}

export function progress(state: Pick<FlowState, 'index' | 'estimatedTotal'>): { number: number; total: number; percent: number } {
  const number = state.index + 1;
  const total = Math.max(state.estimatedTotal, number);
  return { number, total, percent: Math.min(100, Math.round((number / total) * 100)) };
}

function advance(state: FlowState): FlowState {
  if (shouldFinish(state)) return { ...state, step: 'generating-prompt', result: '', streaming: false };
  return { ...state, index: Math.min(state.index + 1, state.questions.length) };
}

/** The questions answered or skipped so far, in order: what the review lists. */
export function answeredSoFar(state: Pick<FlowState, 'questions' | 'answers' | 'dismissed'>): Question[] {
  return state.questions.filter((q) => Object.hasOwn(state.answers, q.text) || state.dismissed.includes(q.text));
}

const isAsked = (state: FlowState, text: string) =>
  answeredSoFar(state).some((q) => q.text === text) || state.settled.some((q) => q.text === text);

/** An answer replaces a skip, and an answer chosen by hand is no longer an accepted recommendation. */
function answered(state: FlowState, text: string, answer: string): FlowState {
  return {
    ...state,
    answers: { ...state.answers, [text]: answer },
    dismissed: state.dismissed.filter((d) => d !== text),
    recommended: state.recommended.filter((r) => r !== text),
  };
}

function skipped(state: FlowState, text: string): FlowState {
  const answers = Object.fromEntries(Object.entries(state.answers).filter(([question]) => question !== text));
  return {
    ...state,
    answers,
    dismissed: [...state.dismissed.filter((d) => d !== text), text],
    recommended: state.recommended.filter((r) => r !== text),
  };
}

/** An interview not yet started: what a new question round begins from. */
const NO_INTERVIEW = {
  questions: [],
  index: 0,
  answers: {},
  dismissed: [],
  recommended: [],
  acceptRecommended: false,
  exhausted: false,
  retryAt: null,
  estimatedTotal: INITIAL_ESTIMATED_TOTAL,
  settled: [],
} satisfies Partial<FlowState>;

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'SUGGEST_OK': {
      // Only what the user has not been offered before: a named feature they deselected stays deselected.
      const fresh = (event.named ?? []).filter((title) => !state.suggestions.some((s) => sameTitle(s, title)));
      const room = Math.max((event.limit ?? Number.POSITIVE_INFINITY) - state.selected.length, 0);
      return {
        ...state,
        step: 'features',
        suggestions: appendUnique([], event.features),
        selected: appendUnique(state.selected, distinctTitles(fresh, state.selected).slice(0, room)),
        depth: event.depth ?? state.depth,
        reading: event.reading ?? state.reading,
      };
    }
    case 'CHOOSE_FIELD':
      if (state.step !== 'features') return state;
      return { ...state, step: 'suggesting-features', field: event.field };
    case 'MORE_OK':
      return { ...state, suggestions: appendUnique(state.suggestions, event.features) };
    case 'CHOOSE_WORK':
      if (state.step !== 'features' || event.work === state.work) return state;
      // A new project has no repository: choosing it drops the one brought.
      return {
        ...state,
        step: 'suggesting-features',
        work: event.work,
        codebase: event.work === 'new' ? null : state.codebase,
      };
    case 'SET_CODEBASE':
      if (state.step !== 'features') return state;
      // A repository means work on an existing app: a feature unless the user said otherwise.
      return {
        ...state,
        step: 'suggesting-features',
        codebase: event.codebase,
        work: event.codebase && state.work === 'new' ? 'feature' : state.work,
      };
    case 'ANSWER_SETTLED': {
      const settled = state.settled.find((s) => s.text === event.text);
      if (state.step !== 'review' || !settled) return state;
      const answers = Object.fromEntries(Object.entries(state.answers).filter(([text]) => text !== event.text));
      return { ...state, answers: event.answer === settled.answer ? answers : { ...answers, [event.text]: event.answer } };
    }
    case 'PREFILL':
      return {
        ...state,
        step: 'features',
        suggestions: appendUnique([], event.titles),
        selected: appendUnique([], event.titles),
      };
    case 'TOGGLE': {
      const selected = state.selected.some((s) => sameTitle(s, event.title))
        ? state.selected.filter((s) => !sameTitle(s, event.title))
        : appendUnique(state.selected, [event.title]);
      return { ...state, selected };
    }
    case 'ADD_CUSTOM': {
      const title = event.title.trim();
      if (!title) return state;
      return { ...state, suggestions: appendUnique(state.suggestions, [title]), selected: appendUnique(state.selected, [title]) };
    }
    case 'REMOVE':
      return { ...state, selected: state.selected.filter((s) => !sameTitle(s, event.title)) };
    case 'QUESTIONS_START':
      if (state.selected.length === 0) return state;
      return { ...state, ...NO_INTERVIEW, step: 'generating-questions' };
    case 'QUESTIONS_OK':
      // An empty first batch cannot start an interview: back to the features, as for a failure.
      if (event.questions.length === 0) return { ...state, step: 'features' };
      return {
        ...state,
        step: 'questions',
        questions: event.questions,
        index: 0,
        estimatedTotal: event.estimatedTotal || INITIAL_ESTIMATED_TOTAL,
        exhausted: event.questions.length === 0,
        settled: event.settled ?? [],
      };
    case 'QUESTIONS_FAIL':
      return { ...state, step: 'features' };
    case 'MORE_QUESTIONS': {
      const known = new Set(state.questions.map((q) => titleKey(q.text)));
      const fresh = event.questions.filter((q) => !known.has(titleKey(q.text)));
      // An empty batch that may be followed by more (follow-ups waiting for an answer): ask again after the next one.
      const waiting = fresh.length === 0 && event.more === true;
      const next = {
        ...state,
        questions: [...state.questions, ...fresh],
        estimatedTotal: event.estimatedTotal || state.estimatedTotal,
        exhausted: fresh.length === 0 && !waiting,
        // Past the last question already: every answer is in, so ask again at once.
        retryAt: waiting ? (state.index >= state.questions.length ? state.index : state.index + 1) : null,
      };
      // The user already went past the last question while this batch loaded, and nothing more is coming.
      if (next.step === 'questions' && next.exhausted && next.index >= next.questions.length) {
        return {
          ...next,
          step: 'generating-prompt',
          index: Math.max(next.questions.length - 1, 0),
          result: '',
          streaming: false,
        };
      }
      return next;
    }
    case 'ANSWER': {
      const question = state.questions[state.index];
      if (state.step !== 'questions' || !question) return state;
      return advance(answered(state, question.text, event.answer));
    }
    case 'SKIP': {
      const question = state.questions[state.index];
      if (state.step !== 'questions' || !question) return state;
      return advance(skipped(state, question.text));
    }
    case 'BACK':
      if (state.step !== 'questions' || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'REVIEW':
      return state.step === 'questions' ? { ...state, step: 'review' } : state;
    case 'REVIEW_DONE':
      return state.step === 'review' ? { ...state, step: 'questions' } : state;
    case 'ANSWER_AT':
      return state.step === 'review' && isAsked(state, event.text) ? answered(state, event.text, event.answer) : state;
    case 'SKIP_AT':
      return state.step === 'review' && isAsked(state, event.text) ? skipped(state, event.text) : state;
    case 'FINISH':
      if ((state.step !== 'review' && state.step !== 'questions') || answeredSoFar(state).length === 0) return state;
      return { ...state, step: 'generating-prompt', result: '', streaming: false };
    case 'USE_RECOMMENDED': {
      if (state.step !== 'questions') return state;
      // Every question still open gets its recommendation; the server fills what the interview did not reach.
      const open = state.questions
        .slice(state.index)
        .filter((q) => !Object.hasOwn(state.answers, q.text) && !state.dismissed.includes(q.text));
      return {
        ...state,
        answers: { ...state.answers, ...Object.fromEntries(open.map((q) => [q.text, q.recommended])) },
        recommended: [...state.recommended, ...open.map((q) => q.text)],
        acceptRecommended: true,
        step: 'generating-prompt',
        result: '',
        streaming: false,
      };
    }
    case 'PROMPT_START':
      return { ...state, step: 'generating-prompt', result: '', streaming: false, promptId: null };
    case 'PROMPT_CHUNK':
      return { ...state, step: 'result', result: state.result + event.text, streaming: true };
    case 'PROMPT_DONE':
      return { ...state, step: 'result', streaming: false, promptId: event.promptId };
    case 'PROMPT_FAIL':
      // Back to the last question, answers kept, so a retry is one click away.
      return {
        ...state,
        step: 'questions',
        result: '',
        streaming: false,
        index: Math.min(state.index, Math.max(state.questions.length - 1, 0)),
      };
    case 'ADD_MORE_FEATURES':
      return { ...state, ...NO_INTERVIEW, step: 'features', basePrompt: state.result || state.basePrompt };
  }
}
