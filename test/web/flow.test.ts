import { describe, expect, it } from 'vitest';
import {
  answeredSoFar,
  badgeFor,
  flowReducer,
  initialFlow,
  needsMoreQuestions,
  plannedQuestions,
  progress,
  promptRequest,
  questionsRequest,
  requestPhase,
  shouldFinish,
  type FlowEvent,
  type FlowState,
  type Question,
} from '@/lib/flow';

const q = (n: number): Question => ({
  id: `q-${n}`,
  text: `Question ${n}?`,
  type: 'yes-no',
  category: 'scope',
  recommended: n % 2 === 0 ? 'Yes' : 'No',
  reason: 'Because.',
});
const qs = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => q(from + i));

function run(state: FlowState, ...events: FlowEvent[]) {
  return events.reduce(flowReducer, state);
}

const atFeatures = () =>
  run(initialFlow('A sales dashboard', 'claude'), { type: 'SUGGEST_OK', features: ['KPI Cards', 'CSV Export', 'kpi cards'] });

describe('flow transitions (spec section 4)', () => {
  it('starts by suggesting features, then shows them (deduplicated)', () => {
    const start = initialFlow('A sales dashboard', 'claude');
    expect(start.step).toBe('suggesting-features');
    expect(start.estimatedTotal).toBe(20);
    const s = atFeatures();
    expect(s.step).toBe('features');
    expect(s.suggestions).toEqual(['KPI Cards', 'CSV Export']);
  });

  it('selects what the description names at once, as far as the plan allows; a deselected one stays deselected', () => {
    const named = ['Class Schedules', 'Memberships', 'Waitlist'];
    const features = [...named, 'Instructor Profiles', 'Reviews'];
    let s = run(initialFlow('yoga', 'lovable'), { type: 'SUGGEST_OK', features, named, limit: 5 });
    expect(s.selected).toEqual(named);
    expect(run(initialFlow('yoga', 'lovable'), { type: 'SUGGEST_OK', features, named, limit: 2 }).selected).toEqual(
      named.slice(0, 2),
    );
    // The user deselects one, then changes the field: the suggestions come again, the choice stands.
    s = run(s, { type: 'TOGGLE', title: 'Waitlist' }, { type: 'CHOOSE_FIELD', field: 'none' });
    s = run(s, { type: 'SUGGEST_OK', features, named, limit: 5 });
    expect(s.selected).toEqual(['Class Schedules', 'Memberships']);
  });

  it('prefilled details skip suggestion and open feature selection with those titles selected', () => {
    const s = run(initialFlow('A shop', 'lovable'), { type: 'PREFILL', titles: ['Cart', 'Checkout'] });
    expect(s.step).toBe('features');
    expect(s.selected).toEqual(['Cart', 'Checkout']);
    expect(s.suggestions).toEqual(['Cart', 'Checkout']);
  });

  it('toggling selects and deselects; more suggestions append; custom features are trimmed, blank ignored; chips remove', () => {
    let s = run(atFeatures(), { type: 'TOGGLE', title: 'KPI Cards' }, { type: 'TOGGLE', title: 'CSV Export' });
    expect(s.selected).toEqual(['KPI Cards', 'CSV Export']);
    s = run(s, { type: 'TOGGLE', title: 'KPI Cards' });
    expect(s.selected).toEqual(['CSV Export']);
    s = run(s, { type: 'MORE_OK', features: ['Alerts', 'csv export'] });
    expect(s.suggestions).toEqual(['KPI Cards', 'CSV Export', 'Alerts']);
    s = run(s, { type: 'ADD_CUSTOM', title: '  Slack Digest  ' }, { type: 'ADD_CUSTOM', title: '   ' });
    expect(s.selected).toEqual(['CSV Export', 'Slack Digest']);
    expect(s.suggestions.at(-1)).toBe('Slack Digest');
    s = run(s, { type: 'REMOVE', title: 'CSV Export' });
    expect(s.selected).toEqual(['Slack Digest']);
  });

  it('generating questions needs a selected feature; failure returns to features', () => {
    expect(run(atFeatures(), { type: 'QUESTIONS_START' }).step).toBe('features');
    const s = run(atFeatures(), { type: 'TOGGLE', title: 'KPI Cards' }, { type: 'QUESTIONS_START' });
    expect(s.step).toBe('generating-questions');
    expect(run(s, { type: 'QUESTIONS_FAIL' }).step).toBe('features');
    const ok = run(s, { type: 'QUESTIONS_OK', questions: qs(0, 8), estimatedTotal: 25 });
    expect(ok).toMatchObject({ step: 'questions', index: 0, estimatedTotal: 25 });
  });

  it('answers are stored by question text; skips are recorded as dismissed', () => {
    let s = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 8), estimatedTotal: 25 },
    );
    s = run(s, { type: 'ANSWER', answer: 'Yes' }, { type: 'SKIP' }, { type: 'ANSWER', answer: 'Managers only' });
    expect(s.answers).toEqual({ 'Question 0?': 'Yes', 'Question 2?': 'Managers only' });
    expect(s.dismissed).toEqual(['Question 1?']);
    expect(s.index).toBe(3);
  });

  it('moves to generating-prompt after the answer at index total − 3', () => {
    let s = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 30), estimatedTotal: 25 },
    );
    for (let i = 0; i < 22; i++) s = run(s, { type: 'ANSWER', answer: 'Yes' });
    expect(s).toMatchObject({ step: 'questions', index: 22 });
    s = run(s, { type: 'ANSWER', answer: 'No' });
    expect(s.step).toBe('generating-prompt');
    expect(Object.keys(s.answers)).toHaveLength(23);
  });

  it('finishes at the last question once no more will come, and skipping the last question finishes too', () => {
    let s = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 2), estimatedTotal: 25 },
    );
    s = run(s, { type: 'MORE_QUESTIONS', questions: [], estimatedTotal: 25 });
    expect(s.exhausted).toBe(true);
    const answered = run(s, { type: 'ANSWER', answer: 'Yes' }, { type: 'ANSWER', answer: 'Yes' });
    expect(answered.step).toBe('generating-prompt');
    const skipped = run(s, { type: 'ANSWER', answer: 'Yes' }, { type: 'SKIP' });
    expect(skipped.step).toBe('generating-prompt');
    expect(skipped.dismissed).toEqual(['Question 1?']);
  });

  it('prefetches when three or fewer questions are left, appending only new ones', () => {
    let s = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 6), estimatedTotal: 25 },
    );
    expect(needsMoreQuestions(s)).toBe(false);
    s = run(s, { type: 'ANSWER', answer: 'Yes' }, { type: 'ANSWER', answer: 'Yes' }, { type: 'ANSWER', answer: 'Yes' });
    expect(needsMoreQuestions(s)).toBe(true);
    s = run(s, { type: 'MORE_QUESTIONS', questions: [q(5), ...qs(6, 12)], estimatedTotal: 26 });
    expect(s.questions).toHaveLength(12);
    expect(s.estimatedTotal).toBe(26);
    expect(needsMoreQuestions(s)).toBe(false);
  });

  it('streams the prompt into the result; a failure returns to the questions', () => {
    const base = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 1), estimatedTotal: 3 },
      { type: 'ANSWER', answer: 'Yes' },
    );
    expect(base.step).toBe('generating-prompt');
    let s = run(base, { type: 'PROMPT_CHUNK', text: '# Prompt' });
    expect(s).toMatchObject({ step: 'result', result: '# Prompt', streaming: true });
    s = run(s, { type: 'PROMPT_CHUNK', text: '\nMore' }, { type: 'PROMPT_DONE', promptId: 'p1' });
    expect(s).toMatchObject({ step: 'result', result: '# Prompt\nMore', streaming: false, promptId: 'p1' });
    expect(run(s, { type: 'PROMPT_START' }).promptId).toBeNull();
    // The request keeps its phase while chunks stream into the result, and only ends with the stream.
    expect(requestPhase(base)).toBe('generating-prompt');
    expect(requestPhase(run(base, { type: 'PROMPT_CHUNK', text: 'x' }))).toBe('generating-prompt');
    expect(requestPhase(s)).toBe('result');
    const failed = run(base, { type: 'PROMPT_CHUNK', text: 'half' }, { type: 'PROMPT_FAIL' });
    expect(failed).toMatchObject({ step: 'questions', result: '' });
    expect(failed.answers).toEqual({ 'Question 0?': 'Yes' });
  });

  it("'Add More Features' returns to features with questions and answers cleared, selection and prompt kept", () => {
    const done = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 1), estimatedTotal: 3 },
      { type: 'SKIP' },
      { type: 'PROMPT_CHUNK', text: 'The prompt' },
      { type: 'PROMPT_DONE', promptId: 'p1' },
    );
    const s = run(done, { type: 'ADD_MORE_FEATURES' });
    expect(s).toMatchObject({
      step: 'features',
      questions: [],
      answers: {},
      dismissed: [],
      index: 0,
      result: 'The prompt',
      selected: ['KPI Cards'],
    });
  });
});

describe('recommendations, ids and follow-ups', () => {
  const started = (questions = qs(0, 5)) =>
    run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions, estimatedTotal: 19 },
    );

  it('"Use recommended answers for the rest" answers what is open with its recommendation and ends the interview', () => {
    const s = run(started(), { type: 'ANSWER', answer: 'No' }, { type: 'SKIP' }, { type: 'USE_RECOMMENDED' });
    expect(s.step).toBe('generating-prompt');
    expect(s.answers).toEqual({ 'Question 0?': 'No', 'Question 2?': 'Yes', 'Question 3?': 'No', 'Question 4?': 'Yes' });
    expect(s.dismissed).toEqual(['Question 1?']);
    expect(s.recommended).toEqual(['Question 2?', 'Question 3?', 'Question 4?']);
    expect(s.acceptRecommended).toBe(true);
    const request = promptRequest(s);
    expect(request).toMatchObject({
      recommendedAnswers: s.recommended,
      acceptRecommended: true,
      dismissedQuestions: ['Question 1?'],
    });
  });

  it('sends every question’s id back with the answers, for the next batch and for the prompt', () => {
    const s = run(started(), { type: 'ANSWER', answer: 'Yes' });
    expect(questionsRequest(s).askedQuestions?.map((a) => a.id)).toEqual(['q-0', 'q-1', 'q-2', 'q-3', 'q-4']);
    expect(questionsRequest(s)).toMatchObject({
      platform: 'claude',
      details: ['KPI Cards'],
      previousAnswers: { 'Question 0?': 'Yes' },
    });
    expect(promptRequest(s).details).toEqual([{ title: 'KPI Cards', description: '' }]);
  });

  it('an empty batch that says more may come asks again after the next answer, not at once', () => {
    let s = run(started(qs(0, 3)), { type: 'ANSWER', answer: 'Yes' });
    expect(needsMoreQuestions(s)).toBe(true);
    s = run(s, { type: 'MORE_QUESTIONS', questions: [], estimatedTotal: 19, more: true });
    expect(s.exhausted).toBe(false);
    expect(needsMoreQuestions(s)).toBe(false);
    s = run(s, { type: 'ANSWER', answer: 'Yes' });
    expect(needsMoreQuestions(s)).toBe(true);
  });

  it('names the number of questions the interview will ask while it is prepared', () => {
    const s = run(initialFlow('A yoga studio', 'claude'), { type: 'SUGGEST_OK', features: ['A', 'B', 'C', 'D', 'E'], depth: 3 });
    const five = run(s, ...['A', 'B', 'C', 'D', 'E'].map((title): FlowEvent => ({ type: 'TOGGLE', title })));
    expect(plannedQuestions(five)).toBe(22);
  });
});

describe('going back and reviewing before the prompt (issue 17)', () => {
  const interview = () =>
    run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 8), estimatedTotal: 20 },
    );

  it('back to the previous question keeps every answer; answering it again replaces only that answer', () => {
    let s = run(interview(), { type: 'ANSWER', answer: 'Yes' }, { type: 'SKIP' }, { type: 'ANSWER', answer: 'No' });
    expect(s.index).toBe(3);
    s = run(s, { type: 'BACK' }, { type: 'BACK' });
    expect(s.index).toBe(1);
    expect(s.answers).toEqual({ 'Question 0?': 'Yes', 'Question 2?': 'No' });
    s = run(s, { type: 'ANSWER', answer: 'Yes' });
    expect(s.index).toBe(2);
    expect(s.answers).toEqual({ 'Question 0?': 'Yes', 'Question 1?': 'Yes', 'Question 2?': 'No' });
    expect(s.dismissed).toEqual([]);
    expect(run(interview(), { type: 'BACK' }).index).toBe(0);
  });

  it('the review lists what was answered or skipped; a change there keeps the place in the interview', () => {
    let s = run(interview(), { type: 'ANSWER', answer: 'Yes' }, { type: 'SKIP' }, { type: 'USE_RECOMMENDED' });
    expect(s.step).toBe('generating-prompt');
    s = run(interview(), { type: 'ANSWER', answer: 'Yes' }, { type: 'SKIP' }, { type: 'REVIEW' });
    expect(s.step).toBe('review');
    expect(answeredSoFar(s).map((x) => x.text)).toEqual(['Question 0?', 'Question 1?']);
    s = run(s, { type: 'ANSWER_AT', text: 'Question 1?', answer: 'No' }, { type: 'SKIP_AT', text: 'Question 0?' });
    expect(s.answers).toEqual({ 'Question 1?': 'No' });
    expect(s.dismissed).toEqual(['Question 0?']);
    // A question not reached yet cannot be answered from the review.
    expect(run(s, { type: 'ANSWER_AT', text: 'Question 5?', answer: 'Yes' })).toBe(s);
    s = run(s, { type: 'REVIEW_DONE' });
    expect(s).toMatchObject({ step: 'questions', index: 2 });
    s = run(s, { type: 'REVIEW' }, { type: 'FINISH' });
    expect(s.step).toBe('generating-prompt');
    expect(promptRequest(s)).toMatchObject({ answers: { 'Question 1?': 'No' }, dismissedQuestions: ['Question 0?'] });
  });

  it('an answer chosen by hand is no longer an accepted recommendation', () => {
    let s = run(interview(), { type: 'ANSWER', answer: 'Yes' }, { type: 'REVIEW' });
    s = { ...s, recommended: ['Question 0?'] };
    s = run(s, { type: 'ANSWER_AT', text: 'Question 0?', answer: 'No' });
    expect(s.recommended).toEqual([]);
  });
});

describe('edge cases that must never strand the user', () => {
  const started = () =>
    run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 2), estimatedTotal: 25 },
    );

  it('answering past the last loaded question, then learning nothing more comes, moves on to the prompt', () => {
    let s = run(started(), { type: 'ANSWER', answer: 'Yes' }, { type: 'ANSWER', answer: 'No' });
    expect(s).toMatchObject({ step: 'questions', index: 2 }); // waiting for the next batch
    s = run(s, { type: 'MORE_QUESTIONS', questions: [q(0)], estimatedTotal: 25 }); // only a repeat came back
    expect(s.step).toBe('generating-prompt');
    expect(s.answers).toEqual({ 'Question 0?': 'Yes', 'Question 1?': 'No' });
  });

  it('a batch arriving while the user waits continues the interview', () => {
    let s = run(started(), { type: 'ANSWER', answer: 'Yes' }, { type: 'ANSWER', answer: 'No' });
    s = run(s, { type: 'MORE_QUESTIONS', questions: qs(2, 4), estimatedTotal: 25 });
    expect(s).toMatchObject({ step: 'questions', index: 2 });
    expect(s.questions[s.index]?.text).toBe('Question 2?');
  });

  it('an empty first batch returns to the features', () => {
    const s = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: [], estimatedTotal: 25 },
    );
    expect(s.step).toBe('features');
  });

  it("'Add More Features' keeps the prompt as the base through the next generation and its retries", () => {
    let s = run(started(), { type: 'SKIP' }, { type: 'SKIP' }, { type: 'MORE_QUESTIONS', questions: [], estimatedTotal: 25 });
    s = run(
      s,
      { type: 'PROMPT_CHUNK', text: 'First prompt' },
      { type: 'PROMPT_DONE', promptId: 'p1' },
      { type: 'ADD_MORE_FEATURES' },
    );
    expect(s.basePrompt).toBe('First prompt');
    s = run(s, { type: 'PROMPT_START' }, { type: 'PROMPT_FAIL' }, { type: 'PROMPT_START' });
    expect(s.basePrompt).toBe('First prompt');
  });
});

describe('badges and progress (spec section 9)', () => {
  it("'Getting Started' for the first 5, 'Core Features' below index 15, else 'Advanced Options'", () => {
    expect([0, 4, 5, 14, 15, 30].map(badgeFor)).toEqual([
      'Getting Started',
      'Getting Started',
      'Core Features',
      'Core Features',
      'Advanced Options',
      'Advanced Options',
    ]);
  });

  it('shows question i of ~total with a percentage', () => {
    expect(progress({ index: 0, estimatedTotal: 25 })).toEqual({ number: 1, total: 25, percent: 4 });
    expect(progress({ index: 12, estimatedTotal: 25 })).toEqual({ number: 13, total: 25, percent: 52 });
    expect(progress({ index: 30, estimatedTotal: 25 })).toEqual({ number: 31, total: 31, percent: 100 });
  });

  it('shouldFinish follows the total − 3 rule', () => {
    expect(shouldFinish({ index: 21, estimatedTotal: 25, questions: qs(0, 30), exhausted: false })).toBe(false);
    expect(shouldFinish({ index: 22, estimatedTotal: 25, questions: qs(0, 30), exhausted: false })).toBe(true);
    expect(shouldFinish({ index: 4, estimatedTotal: 25, questions: qs(0, 5), exhausted: false })).toBe(false);
    expect(shouldFinish({ index: 4, estimatedTotal: 25, questions: qs(0, 5), exhausted: true })).toBe(true);
  });
});

describe('the read-back and what the description settles', () => {
  const reading = { summary: 'A choir app.', field: { id: 'music', name: 'Music' }, candidates: [], chosen: null };

  it('keeps the read-back; choosing another field asks for suggestions again with it, the selection kept', () => {
    const features = run(initialFlow('a choir app', 'claude'), { type: 'SUGGEST_OK', features: ['Rehearsals'], reading });
    expect(features.reading).toEqual(reading);
    const chosen = run(features, { type: 'TOGGLE', title: 'Rehearsals' }, { type: 'CHOOSE_FIELD', field: 'none' });
    expect(chosen.step).toBe('suggesting-features');
    expect(chosen.field).toBe('none');
    expect(chosen.selected).toEqual(['Rehearsals']);
    expect(questionsRequest({ ...chosen, step: 'questions' }).field).toBe('none');
    expect(promptRequest(chosen).field).toBe('none');
    expect(questionsRequest(features)).not.toHaveProperty('field');
  });

  it('holds what the description settled; the review can change it, and the change is sent as an answer', () => {
    const settled = [{ id: 'q-9', text: 'Question 9?', answer: 'Yes', options: ['Yes', 'No'], source: 'description' as const }];
    const asked = run(
      atFeatures(),
      { type: 'TOGGLE', title: 'KPI Cards' },
      { type: 'QUESTIONS_START' },
      { type: 'QUESTIONS_OK', questions: qs(0, 5), estimatedTotal: 5, settled },
      { type: 'ANSWER', answer: 'Yes' },
      { type: 'REVIEW' },
    );
    expect(asked.settled).toEqual(settled);
    expect(promptRequest(asked).answers).not.toHaveProperty('Question 9?');
    const changed = run(asked, { type: 'ANSWER_AT', text: 'Question 9?', answer: 'No' });
    expect(promptRequest(changed).answers?.['Question 9?']).toBe('No');
  });
});
