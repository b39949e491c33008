import { describe, expect, it } from 'vitest';
import { iconKey } from '@/components/TargetIcon';
import { targetParam } from '@/lib/targets';
import { nextTypingStep, TYPING_TIMINGS, type TypingState } from '@/lib/typing';
import { homeSubmitError } from '@/pages/Home';

describe('home submit validation', () => {
  const engine = { id: '1', name: 'Claude', api_endpoint: 'claude' };
  it('rejects blank text first, then a missing engine', () => {
    expect(homeSubmitError('   \n ', engine)).toBe('Please describe what you want to build');
    expect(homeSubmitError('', undefined)).toBe('Please describe what you want to build');
    expect(homeSubmitError('a dashboard', undefined)).toBe('Please select an AI engine');
    expect(homeSubmitError('a dashboard', engine)).toBeNull();
  });

  it('counts as the server does: invisible characters are blank, an emoji is one character, 4,000 is the limit', () => {
    expect(homeSubmitError('\u200B\u200C\u200D\uFEFF \u2060', engine)).toBe('Please describe what you want to build');
    expect(homeSubmitError('😀'.repeat(4000), engine)).toBeNull();
    expect(homeSubmitError(`${'a'.repeat(4000)}\u200B`, engine)).toBeNull();
    expect(homeSubmitError('😀'.repeat(4001), engine)).toBe('Describe your project in at most 4,000 characters.');
  });
});

describe('targetParam', () => {
  it('uses api_endpoint, else the lowercased name, else general', () => {
    expect(targetParam({ name: 'GPT-5', api_endpoint: 'gpt-5' })).toBe('gpt-5');
    expect(targetParam({ name: 'Bolt New', api_endpoint: null })).toBe('bolt new');
    expect(targetParam({ name: ' ', api_endpoint: '' })).toBe('general');
    expect(targetParam(undefined)).toBe('general');
  });
});

describe('engine icons', () => {
  it('match the six engines by name, case-insensitively, with a default otherwise', () => {
    expect(['ChatGPT', 'Claude', 'Gemini', 'Lovable', 'Cursor', 'GPT-5'].map(iconKey)).toEqual([
      'chatgpt',
      'claude',
      'gemini',
      'lovable',
      'cursor',
      'gpt-5',
    ]);
    expect(iconKey('Mistral')).toBe('default');
  });
});

describe('typing animation', () => {
  const phrases = ['ab', 'c'];
  it('types at 80 ms, pauses 500 ms, deletes at 40 ms and moves to the next phrase', () => {
    let state: TypingState = { phrase: 0, length: 0, deleting: false };
    const trace: [string, number][] = [];
    for (let i = 0; i < 8; i++) {
      const step = nextTypingStep(state, phrases);
      state = step.state;
      trace.push([(phrases[state.phrase] ?? '').slice(0, state.length) + (state.deleting ? '<' : ''), step.delay]);
    }
    expect(trace).toEqual([
      ['a', TYPING_TIMINGS.typeMs],
      ['ab', 80],
      ['ab<', 500],
      ['a<', 40],
      ['<', 40],
      ['', 500],
      ['c', 80],
      ['c<', 500],
    ]);
  });
});
