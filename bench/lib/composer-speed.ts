// The built-in composer's own speed, in process: suggestions, one batch of questions and the full prompt for every
// description of the evaluation corpus (eval/corpus.ts), with the knowledge loaded once as the Worker holds it.
import { performance } from 'node:perf_hooks';
import corpus from '../../eval/corpus.ts';
import { loadKnowledgeFromDisk } from '../../eval/harness.ts';
import { composePrompt, generateQuestions, suggestFeatures } from '../../worker/ai/composer/index.ts';
import { summary } from './stats.ts';

export interface ComposerSpeed {
  repetitions: number;
  descriptions: number;
  /** Milliseconds per call, median and p99 over every description and repetition. */
  suggest: { median: number; p99: number };
  questions: { median: number; p99: number };
  prompt: { median: number; p99: number };
}

function timed<T>(samples: number[], fn: () => T): T {
  const start = performance.now();
  const value = fn();
  samples.push(performance.now() - start);
  return value;
}

export async function measureComposer(repetitions = 20, target = 'chatgpt'): Promise<ComposerSpeed> {
  const knowledge = await loadKnowledgeFromDisk();
  const suggest: number[] = [];
  const questions: number[] = [];
  const prompt: number[] = [];
  for (let rep = -3; rep < repetitions; rep++) {
    // The first repetitions warm the JIT and are not counted.
    const sink = rep < 0 ? [] : null;
    for (const { description } of corpus) {
      // A new description each time, so the analysis cache does not make later calls look faster than a user's.
      const projectDescription = `${description} ${rep}`;
      const { features } = timed(sink ?? suggest, () =>
        suggestFeatures(knowledge, { projectDescription, target, existingFeatures: [] }),
      );
      const selected = features.slice(0, 5).map((title) => ({ title }));
      const batch = timed(sink ?? questions, () =>
        generateQuestions(knowledge, {
          projectDescription,
          target,
          features: selected,
          previousAnswers: {},
          questionIndex: 0,
          dismissedQuestions: [],
        }),
      );
      const answers = Object.fromEntries(batch.questions.map((q) => [q.text, q.recommended]));
      const askedQuestions = batch.questions.map(({ id, text }) => ({ id, text }));
      const text = timed(sink ?? prompt, () =>
        composePrompt(knowledge, {
          projectDescription,
          target,
          features: selected,
          answers,
          dismissedQuestions: [],
          askedQuestions,
        }),
      );
      if (!text.includes(description)) throw new Error(`The composed prompt lost the description "${description}".`);
    }
  }
  return {
    repetitions,
    descriptions: corpus.length,
    suggest: summary(suggest, 3),
    questions: summary(questions, 3),
    prompt: summary(prompt, 3),
  };
}
