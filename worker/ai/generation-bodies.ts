import { z } from 'zod';
import { CATEGORIES, DEFAULT_ESTIMATED_TOTAL } from '../../common/interview';
import { DESCRIPTION_MAX } from '../../common/limits';
import { text, token } from '../lib/input';
import { codebaseProfileSchema, workKind } from '../codebase/wire';

/**
 * Request and response schemas of the three generation endpoints. The response schemas double as the
 * structured-output schemas the LLM must satisfy, so a reply the API could not return is an error.
 */
const LIMITS = {
  description: DESCRIPTION_MAX,
  platform: 40,
  featureTitle: 120,
  featureDescription: 500,
  features: 100,
  questionText: 500,
  answer: 500,
  answers: 100,
  questionIndex: 500,
  questionId: 80,
  reason: 300,
  basePrompt: 30_000,
} as const;

/** What a person typed, on one line (a title, an answer, a question), never blank. */
const line = (max: number) => text({ max, blank: 'Must not be blank.' });

const description = text({
  max: LIMITS.description,
  multiline: true,
  blank: 'Please describe what you want to build',
  long: `Describe your project in at most ${LIMITS.description.toLocaleString('en-US')} characters.`,
});

const platform = text({ max: LIMITS.platform, blank: 'Choose an AI engine.' })
  .transform((s) => s.toLowerCase())
  // Any engine id or name (e.g. 'chatgpt', 'v0 (vercel)'), but no markup.
  .refine((s) => /^[^<>`]+$/u.test(s), 'Use an engine id such as chatgpt, claude or cursor.');

const featureDetail = z.object({
  title: line(LIMITS.featureTitle),
  description: text({ max: LIMITS.featureDescription }).optional(),
});

/** A feature on the wire: `{ title, description }`, or (generate-questions, spec section 7) just its title. */
const featureOrTitle = z.union([line(LIMITS.featureTitle).transform((title) => ({ title })), featureDetail]);

/** A question's text, as a key of the answers and in the lists of skipped and recommended questions. */
const questionText = line(LIMITS.questionText);

/** Answers keyed by question text (spec section 4): keys and answers are normalised alike. */
const answersByQuestion = z
  .record(questionText, text({ max: LIMITS.answer }))
  .optional()
  .default({})
  .refine((r) => Object.keys(r).length <= LIMITS.answers, `At most ${LIMITS.answers} answers.`);

const skippedQuestions = z.array(questionText).max(LIMITS.answers).optional().default([]);

/** The questions the client holds, with their ids: answers and skips are matched by these, not by re-deriving text. */
const askedQuestions = z
  .array(
    z.object({
      id: token(LIMITS.questionId),
      text: questionText,
      category: text({ max: 40 }).optional(),
      recommended: text({ max: 200 }).optional(),
      reason: text({ max: LIMITS.reason }).optional(),
      /** The answers offered, so a later review can offer them again (yes-no questions omit them). */
      options: z.array(line(200)).max(8).optional(),
    }),
  )
  .max(LIMITS.answers)
  .optional();

/** The field chosen in the read-back: a knowledge domain's id, or 'none' (an unknown id is read automatically). */
const field = text({ max: 60 })
  .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a field id from the suggestions, or none.'))
  .optional();

export const suggestFeaturesBody = z.object({
  projectDescription: description,
  platform,
  existingFeatures: z
    .array(text({ max: LIMITS.featureTitle }))
    .max(LIMITS.features)
    .optional()
    .default([]),
  field,
  work: workKind,
  codebase: codebaseProfileSchema.optional(),
});

export const generateQuestionsBody = z.object({
  projectDescription: description,
  platform,
  details: z.array(featureOrTitle).min(1, 'Select at least one feature.').max(LIMITS.features),
  previousAnswers: answersByQuestion,
  questionIndex: z.number().int().min(0).max(LIMITS.questionIndex).optional().default(0),
  dismissedQuestions: skippedQuestions,
  askedQuestions,
  field,
  work: workKind,
  codebase: codebaseProfileSchema.optional(),
});

export const generatePromptBody = z.object({
  projectDescription: description,
  platform,
  details: z.array(featureDetail).min(1, 'Select at least one feature.').max(LIMITS.features),
  answers: answersByQuestion,
  dismissedQuestions: skippedQuestions,
  askedQuestions,
  /** Questions answered with "Use recommended answers for the rest" (their texts, a subset of the answers). */
  recommendedAnswers: z.array(questionText).max(LIMITS.answers).optional().default([]),
  /** Fill what the interview did not reach with its recommendations. */
  acceptRecommended: z.boolean().optional().default(false),
  basePrompt: text({ max: LIMITS.basePrompt, multiline: true }).optional(),
  field,
  /** What the work is (absent: a new project), and the profile of the repository it is done in. */
  work: workKind,
  codebase: codebaseProfileSchema.optional(),
});

/** A generation request as validated: stored with each version so a review can change it and regenerate. */
export type PromptRequest = z.output<typeof generatePromptBody>;

export const suggestionsSchema = z.object({
  features: z.array(z.string().min(1).max(LIMITS.featureTitle)).min(1).max(30),
});

/** A question as the API sends it: every question carries an id, a category, a recommended answer and its reason. */
export const questionSchema = z.object({
  id: z.string().min(1).max(LIMITS.questionId),
  text: z.string().min(1).max(LIMITS.questionText),
  type: z.enum(['yes-no', 'multiple-choice']),
  options: z.array(z.string().min(1).max(200)).max(8).optional(),
  examples: z.array(z.string().min(1).max(300)).max(6).optional(),
  category: z.enum(CATEGORIES),
  recommended: z.string().min(1).max(200),
  reason: z.string().max(LIMITS.reason),
});

export type Question = z.infer<typeof questionSchema>;

/**
 * What an LLM must reply for a batch of questions. The new fields are asked for but optional, so a model that omits
 * them still gives a usable batch: normalize.ts fills an id, a category, the first option as the recommendation.
 */
export const llmQuestionsSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().max(LIMITS.questionId).optional(),
        text: z.string().min(1).max(LIMITS.questionText),
        type: z.enum(['yes-no', 'multiple-choice']),
        options: z.array(z.string().min(1).max(200)).max(8).optional(),
        examples: z.array(z.string().min(1).max(300)).max(6).optional(),
        category: z.string().max(40).optional(),
        recommended: z.string().max(200).optional(),
        reason: z.string().max(LIMITS.reason).optional(),
      }),
    )
    .max(20),
  estimatedTotal: z.number().int().min(1).max(100).optional().default(DEFAULT_ESTIMATED_TOTAL),
});

export type LlmQuestions = z.infer<typeof llmQuestionsSchema>;
