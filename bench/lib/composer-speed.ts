// The built-in composer's own speed, in process: suggest, one batch of questions and the full prompt
// for each of the ten project descriptions the engine tests use.
import { performance } from 'node:perf_hooks';
import { KIND_CASES } from '../../test/support/composer-cases.ts';
import { composePrompt, generateQuestions, suggestFeatures } from '../../worker/ai/composer/index.ts';
import type { Question } from '../../worker/ai/types.ts';
import { summary } from './stats.ts';

export interface ComposerSpeed {
  repetitions: number;
  descriptions: number;
  /** Milliseconds per call, median and p99 over every description and repetition. */
  suggest: { median: number; p99: number };
  questions: { median: number; p99: number };
  prompt: { median: number; p99: number };
}

const answerFor = (q: Question) => (q.type === 'yes-no' ? 'Yes' : (q.options?.[0] ?? 'Yes'));

function timed<T>(samples: number[], fn: () => T): T {
  const start = performance.now();
  const value = fn();
  samples.push(performance.now() - start);
  return value;
}

export function measureComposer(repetitions = 50, target = 'chatgpt'): ComposerSpeed {
  const suggest: number[] = [];
  const questions: number[] = [];
  const prompt: number[] = [];
  for (let rep = -5; rep < repetitions; rep++) {
    // The first five repetitions warm the JIT and are not counted.
    const sink = rep < 0 ? [] : null;
    for (const { description } of KIND_CASES) {
      const features = timed(sink ?? suggest, () =>
        suggestFeatures({ projectDescription: description, target, existingFeatures: [] }),
      );
      const selected = features.slice(0, 3).map((title) => ({ title }));
      const batch = timed(sink ?? questions, () =>
        generateQuestions({
          projectDescription: description,
          target,
          features: selected,
          previousAnswers: {},
          questionIndex: 0,
          dismissedQuestions: [],
        }),
      );
      const answers = Object.fromEntries(batch.questions.map((q) => [q.text, answerFor(q)]));
      const text = timed(sink ?? prompt, () =>
        composePrompt({
          projectDescription: description,
          target,
          features: selected,
          answers,
          dismissedQuestions: [],
        }),
      );
      if (!text.includes(description)) throw new Error(`The composed prompt lost the description "${description}".`);
    }
  }
  return {
    repetitions,
    descriptions: KIND_CASES.length,
    suggest: summary(suggest, 3),
    questions: summary(questions, 3),
    prompt: summary(prompt, 3),
  };
}
