import { describe, expect, it } from 'vitest';
import type { PromptVersion } from '@/lib/account';
import {
  addFeature,
  answerQuestion,
  initialRequest,
  removeFeature,
  reviewChanges,
  reviewItems,
  skipQuestion,
} from '@/lib/review';
import { fixtureBrief } from '../common/brief-fixture';

const brief = fixtureBrief({
  decisions: [
    ...fixtureBrief().decisions,
    {
      id: 'cancel-window',
      category: 'edge-cases',
      question: 'How late can a student cancel?',
      label: 'Cancel window',
      answer: '12 hours before',
      statement: 'Free cancellation until 12 hours before.',
      source: 'recommended',
      recommended: '12 hours before',
      options: ['2 hours before', '12 hours before', 'Any time'],
    },
  ],
});

/** The stored request: one answer, one skip, one accepted recommendation; the rest filled by "use recommended". */
const version = {
  number: 1,
  brief,
  request: {
    projectDescription: brief.description,
    platform: 'lovable',
    details: brief.features.map((f) => ({ title: f.title })),
    answers: { 'full-class?': 'Waitlist', 'payment-model?': 'Both' },
    dismissedQuestions: ['Can students book as guests?'],
    askedQuestions: [{ id: 'full-class', text: 'full-class?' }],
    recommendedAnswers: ['payment-model?'],
    acceptRecommended: true,
  },
} as unknown as PromptVersion;

describe('the review of a saved prompt', () => {
  const start = initialRequest(version);
  const item = (id: string, request = start) => reviewItems(brief, request).find((i) => i.id === id)!;

  it('lists every decision as the request answers it: answered, recommended (accepted or filled in) or skipped', () => {
    expect(start).not.toHaveProperty('projectDescription');
    expect(reviewItems(brief, start).map((i) => [i.id, i.status, i.answer])).toEqual([
      ['payment-model', 'recommended', 'Both'],
      ['full-class', 'answered', 'Waitlist'],
      ['data-home', 'recommended', 'EU'],
      ['guest-booking', 'skipped', undefined],
      ['cancel-window', 'recommended', '12 hours before'],
    ]);
    expect(item('cancel-window').options).toEqual(['2 hours before', '12 hours before', 'Any time']);
    expect(item('data-home').options).toEqual(['Yes', 'No']);
  });

  it('a changed answer is the user’s own, travels with its id and options, and is the one change named', () => {
    const next = answerQuestion(start, item('cancel-window'), 'Any time');
    expect(next.answers['How late can a student cancel?']).toBe('Any time');
    expect(next.askedQuestions).toContainEqual(
      expect.objectContaining({ id: 'cancel-window', options: ['2 hours before', '12 hours before', 'Any time'] }),
    );
    expect(item('cancel-window', next)).toMatchObject({ status: 'answered', answer: 'Any time' });
    expect(reviewChanges(brief, start, next)).toEqual({ questions: ['cancel-window'], added: [], removed: [], count: 1 });
    // Setting it back is no change.
    expect(reviewChanges(brief, start, answerQuestion(next, item('cancel-window', next), '12 hours before')).count).toBe(0);
  });

  it('skipping leaves a question to the builder; answering a skipped one takes it back', () => {
    const skipped = skipQuestion(start, item('full-class'));
    expect(skipped.answers).not.toHaveProperty('full-class?');
    expect(skipped.dismissedQuestions).toContain('full-class?');
    expect(item('full-class', skipped).status).toBe('skipped');
    const answered = answerQuestion(start, item('guest-booking'), 'Account required');
    expect(answered.dismissedQuestions).toEqual([]);
    expect(item('guest-booking', answered)).toMatchObject({ status: 'answered', answer: 'Account required' });
  });

  it('features are added once and removed; questions about a removed feature drop out', () => {
    const fewer = removeFeature(start, 'Class Booking');
    expect(fewer.details.map((f) => f.title)).toEqual(['Class Schedules', 'Gift Cards']);
    expect(reviewItems(brief, fewer).some((i) => i.id === 'full-class')).toBe(false);
    const more = addFeature(addFeature(fewer, '  Waitlist  '), 'waitlist');
    expect(more.details.map((f) => f.title)).toEqual(['Class Schedules', 'Gift Cards', 'Waitlist']);
    expect(reviewChanges(brief, start, more)).toMatchObject({ added: ['Waitlist'], removed: ['Class Booking'], count: 2 });
  });
});
