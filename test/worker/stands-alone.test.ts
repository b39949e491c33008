import { describe, expect, it } from 'vitest';
import { generateQuestions, suggestFeatures } from '../../worker/ai/composer';
import { asWritten, standsAlone } from '../../worker/ai/composer/stands-alone';
import { knowledge } from './composer-flow';

function firstRound(projectDescription: string) {
  const suggestion = suggestFeatures(knowledge, { projectDescription, target: 'lovable', existingFeatures: [] });
  return generateQuestions(knowledge, {
    projectDescription,
    target: 'lovable',
    features: suggestion.features.slice(0, 5).map((title) => ({ title })),
    previousAnswers: {},
    questionIndex: 0,
    dismissedQuestions: [],
  });
}

describe('an app that connects to nothing else', () => {
  it('reads what the description says it need not connect to', () => {
    expect(standsAlone('It does NOT need to talk to our PMR system (ProScript), we keep dispensing in that.')).toBe(
      'our pmr system',
    );
    expect(standsAlone('No integrations please, it just has to work.')).toBe('');
    expect(standsAlone('It should talk to our booking system every night.')).toBeUndefined();
    expect(standsAlone('It doesn’t need to talk to customers.')).toBeUndefined();
  });

  it('a question about connecting to the system the user named is answered from the description, not recommended “Yes”', () => {
    const description =
      'We’re a village pharmacy with 3 dispensers. We want a web app where patients order their repeat prescriptions and we mark when they’re ready. It doesn’t need to connect to our dispensing software, we’ll keep that separate.';
    const round = firstRound(description);
    expect(round.questions.map((q) => q.id)).not.toContain('rx-pms');
    const settled = round.settled?.find((s) => s.id === 'rx-pms');
    expect(settled?.answer).toMatch(/^No\b/);
  });

  it('names the system back as the user wrote it', () => {
    const description = 'It does NOT need to talk to our PMR system (ProScript).';
    expect(asWritten(description, standsAlone(description)!)).toBe('your PMR system');
  });
});
