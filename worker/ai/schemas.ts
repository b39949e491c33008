import { z } from 'zod';
import { DEFAULT_ESTIMATED_TOTAL } from '../../common/interview';

/**
 * Request and response schemas of the three generation endpoints. The response schemas double as the
 * structured-output schemas the LLM must satisfy, so a reply the API could not return is an error.
 */
const LIMITS = {
  description: 4000,
  platform: 40,
  featureTitle: 120,
  featureDescription: 500,
  features: 100,
  questionText: 500,
  answer: 500,
  answers: 100,
  questionIndex: 500,
  basePrompt: 30_000,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

const description = z
  .string()
  .max(LIMITS.description, `Describe your project in at most ${LIMITS.description.toLocaleString('en-US')} characters.`)
  .refine((s) => s.trim().length > 0, 'Please describe what you want to build')
  .transform((s) => s.trim());

const platform = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(LIMITS.platform)
  // Any engine id or name (e.g. 'chatgpt', 'v0 (vercel)'), but no control characters or markup.
  .regex(/^[^\p{Cc}<>`]+$/u, 'Use an engine id such as chatgpt, claude or cursor.');

const featureDetail = z.object({
  title: text(LIMITS.featureTitle),
  description: z.string().trim().max(LIMITS.featureDescription).optional(),
});

/** A feature on the wire: `{ title, description }`, or (generate-questions, spec section 7) just its title. */
const featureOrTitle = z.union([text(LIMITS.featureTitle).transform((title) => ({ title })), featureDetail]);

/** Answers keyed by question text (spec section 4). */
const answersByQuestion = z
  .record(z.string().max(LIMITS.questionText), z.string().max(LIMITS.answer))
  .optional()
  .default({})
  .refine((r) => Object.keys(r).length <= LIMITS.answers, `At most ${LIMITS.answers} answers.`);

const skippedQuestions = z.array(z.string().max(LIMITS.questionText)).max(LIMITS.answers).optional().default([]);

export const suggestFeaturesBody = z.object({
  projectDescription: description,
  platform,
  existingFeatures: z.array(z.string().max(LIMITS.featureTitle)).max(LIMITS.features).optional().default([]),
});

export const generateQuestionsBody = z.object({
  projectDescription: description,
  platform,
  details: z.array(featureOrTitle).min(1, 'Select at least one feature.').max(LIMITS.features),
  previousAnswers: answersByQuestion,
  questionIndex: z.number().int().min(0).max(LIMITS.questionIndex).optional().default(0),
  dismissedQuestions: skippedQuestions,
});

export const generatePromptBody = z.object({
  projectDescription: description,
  platform,
  details: z.array(featureDetail).min(1, 'Select at least one feature.').max(LIMITS.features),
  answers: answersByQuestion,
  dismissedQuestions: skippedQuestions,
  basePrompt: z.string().trim().max(LIMITS.basePrompt).optional(),
});

export const suggestionsSchema = z.object({
  features: z.array(z.string().min(1).max(LIMITS.featureTitle)).min(1).max(30),
});

export const questionSchema = z.object({
  text: z.string().min(1).max(LIMITS.questionText),
  type: z.enum(['yes-no', 'multiple-choice']),
  options: z.array(z.string().min(1).max(200)).max(8).optional(),
  examples: z.array(z.string().min(1).max(300)).max(6).optional(),
});

export const questionsSchema = z.object({
  questions: z.array(questionSchema).max(20),
  estimatedTotal: z.number().int().min(1).max(100).optional().default(DEFAULT_ESTIMATED_TOTAL),
});

export type Question = z.infer<typeof questionSchema>;
