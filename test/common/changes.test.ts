import { describe, expect, it } from 'vitest';
import { briefChanges, describeChange } from '../../common/changes';
import { fixtureBrief } from './brief-fixture';

describe('what changed between two briefs', () => {
  const before = fixtureBrief();

  it('names nothing when nothing changed, and accepting a recommendation already in place is no change', () => {
    expect(briefChanges(before, before)).toEqual([]);
    const accepted = fixtureBrief({
      decisions: before.decisions.map((d) => (d.id === 'payment-model' ? { ...d, source: 'answered' as const } : d)),
    });
    expect(briefChanges(before, accepted)).toEqual([]);
  });

  it('names a changed answer, a skipped question, features added and removed, and the target', () => {
    const after = fixtureBrief({
      target: { key: 'cursor', label: 'Cursor' },
      features: [...before.features.slice(1), { ...before.features[0]!, title: 'Waitlist' }],
      decisions: before.decisions.map((d) =>
        d.id === 'data-home'
          ? { ...d, source: 'judgement' as const, answer: undefined }
          : d.id === 'full-class'
            ? { ...d, answer: 'No waitlist' }
            : d,
      ),
    });
    expect(briefChanges(before, after).map(describeChange)).toEqual([
      'Target: Lovable → Cursor',
      'Feature added: Waitlist',
      'Feature removed: Class Schedules',
      'full-class? Waitlist → No waitlist',
      'data-home? EU → left open',
    ]);
  });
});
