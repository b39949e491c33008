/**
 * The composer driven as the flow drives it, for the understanding tests: suggestions, the first batch of questions
 * for one selected feature, and a whole interview answered with the recommendations.
 */
import { generateQuestions, suggestFeatures } from '../../worker/ai/composer';
import { bundledKnowledge } from '../../worker/ai/knowledge/bundled';
import type { Question } from '../../worker/ai/types';

export const knowledge = bundledKnowledge();

export const suggest = (projectDescription: string) =>
  suggestFeatures(knowledge, { projectDescription, target: 'lovable', existingFeatures: [] });

export const firstBatch = (projectDescription: string, title: string) =>
  generateQuestions(knowledge, {
    projectDescription,
    target: 'lovable',
    features: [{ title }],
    previousAnswers: {},
    questionIndex: 0,
    dismissedQuestions: [],
    askedQuestions: [],
  });

/**
 * Every question asked for the first five suggestions, each answered with its recommendation; `field` as the user
 * corrects it in the read-back.
 */
export function interviewWith(projectDescription: string, field?: string) {
  const chosen = field ? { field } : {};
  const suggestion = suggestFeatures(knowledge, { projectDescription, target: 'lovable', existingFeatures: [], ...chosen });
  const features = suggestion.features.slice(0, 5).map((title) => ({ title }));
  const asked: Question[] = [];
  const answers: Record<string, string> = {};
  for (let guard = 0; guard < 10; guard++) {
    const batch = generateQuestions(knowledge, {
      projectDescription,
      target: 'lovable',
      features,
      previousAnswers: answers,
      questionIndex: asked.length,
      dismissedQuestions: [],
      askedQuestions: asked,
      ...chosen,
    });
    if (batch.questions.length === 0) break;
    for (const q of batch.questions) {
      asked.push(q);
      answers[q.text] = q.recommended;
    }
  }
  return { suggestion, asked };
}

/** Every question asked for the first five suggestions, each answered with its recommendation. */
export function interview(projectDescription: string): Question[] {
  return interviewWith(projectDescription).asked;
}
