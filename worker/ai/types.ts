/** The contract both prompt engines (the LLM one and the built-in composer) fulfil. */

export type QuestionType = 'yes-no' | 'multiple-choice';

export interface Question {
  text: string;
  type: QuestionType;
  /** Multiple-choice only: 2 to 5 options. */
  options?: string[];
  /** Optional examples that help the user answer. */
  examples?: string[];
}

export interface FeatureDetail {
  title: string;
  description?: string;
}

export interface SuggestInput {
  projectDescription: string;
  /** The target engine's api_endpoint, lowercased name or 'general' (e.g. 'chatgpt', 'lovable', 'cursor'). */
  platform: string;
  /** Titles already shown to the user; suggestions must not repeat them (case-insensitively). */
  existingFeatures: string[];
}

export interface QuestionsInput {
  projectDescription: string;
  platform: string;
  /** Selected feature titles (at least one). */
  details: string[];
  /** Answers so far, keyed by question text. */
  previousAnswers: Record<string, string>;
  /** How many questions the user has already been given; the batch continues from here. */
  questionIndex: number;
  /** Questions the user skipped: never asked again either. */
  dismissedQuestions?: string[];
}

export interface QuestionsResult {
  questions: Question[];
  /** Estimated total number of questions in the flow (default 25). */
  estimatedTotal: number;
}

export interface PromptInput {
  projectDescription: string;
  platform: string;
  details: FeatureDetail[];
  /** Answers keyed by question text. */
  answers: Record<string, string>;
  /** Questions the user skipped: left to the target engine's judgement. */
  dismissedQuestions: string[];
  /** An earlier prompt for the same project that this one extends ('Add More Features'). */
  basePrompt?: string;
}

export interface PromptEngine {
  readonly name: 'llm' | 'composer';
  /** 8 to 12 short, distinct feature titles, none repeating existingFeatures. */
  suggestFeatures(input: SuggestInput, signal?: AbortSignal): Promise<string[]>;
  generateQuestions(input: QuestionsInput, signal?: AbortSignal): Promise<QuestionsResult>;
  /** The final prompt, chunk by chunk, as soon as each chunk exists. Throws (or errors the stream) on failure. */
  streamPrompt(input: PromptInput, signal?: AbortSignal): AsyncIterable<string>;
}

export const DEFAULT_ESTIMATED_TOTAL = 25;
