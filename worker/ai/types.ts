/** The contract both generators (the LLM and the built-in composer) fulfil. */
import type { Feature } from '../db/schema';
import type { Question } from './schemas';

export type { Feature, Question };

export interface SuggestInput {
  projectDescription: string;
  /** The target's api_endpoint, lowercased name or 'general' (e.g. 'chatgpt', 'lovable', 'cursor'). */
  target: string;
  /** Titles already shown to the user; suggestions must not repeat them (see common/titles.ts). */
  existingFeatures: string[];
}

export interface QuestionsInput {
  projectDescription: string;
  target: string;
  /** The selected features (at least one). */
  features: Feature[];
  /** Answers so far, keyed by question text. */
  previousAnswers: Record<string, string>;
  /** How many questions the user has already been given; the batch continues from here. */
  questionIndex: number;
  /** Questions the user skipped: never asked again either. */
  dismissedQuestions: string[];
}

export interface QuestionsResult {
  questions: Question[];
  /** Estimated total number of questions in the interview (default 25). */
  estimatedTotal: number;
}

export interface PromptInput {
  projectDescription: string;
  target: string;
  features: Feature[];
  /** Answers keyed by question text. */
  answers: Record<string, string>;
  /** Questions the user skipped: left to the target's judgement. */
  dismissedQuestions: string[];
  /** An earlier prompt for the same project that this one extends ('Add More Features'). */
  basePrompt?: string;
}

/** What produces suggestions, questions and prompts: the built-in composer or an LLM. */
export interface Generator {
  readonly name: 'llm' | 'composer';
  /** 8 to 12 short, distinct feature titles, none repeating existingFeatures. */
  suggestFeatures(input: SuggestInput, signal?: AbortSignal): Promise<string[]>;
  generateQuestions(input: QuestionsInput, signal?: AbortSignal): Promise<QuestionsResult>;
  /** The final prompt, chunk by chunk, as soon as each chunk exists. Throws (or errors the stream) on failure. */
  streamPrompt(input: PromptInput, signal?: AbortSignal): AsyncIterable<string>;
}

export { DEFAULT_ESTIMATED_TOTAL } from '../../common/interview';
