/** The contract both generators (the LLM and the built-in composer) fulfil. */
import type { Brief } from '../../common/brief';
import type { CodebaseProfile, WorkKind } from '../../common/codebase';
import type { InterviewDepth } from '../../common/interview';
import type { Feature } from '../../common/brief';
import type { Question } from './generation-bodies';

export type { Feature, Question };

/** A question the client was given, sent back so answers are matched by id, never by re-deriving text. */
export interface AskedQuestion {
  id: string;
  text: string;
  category?: string;
  recommended?: string;
  reason?: string;
  options?: string[];
}

/** Work on an existing app: what the work is and, when the user brought it, the repository's profile. */
export interface ExistingApp {
  /** A new project (the default), a feature, a fix or a rework. */
  work?: WorkKind;
  /** The profile of the repository the user brought (common/codebase.ts). */
  codebase?: CodebaseProfile;
}

export interface SuggestInput extends ExistingApp {
  projectDescription: string;
  /** The target's api_endpoint, lowercased name or 'general' (e.g. 'chatgpt', 'lovable', 'cursor'). */
  target: string;
  /** Titles already shown to the user; suggestions must not repeat them (see common/titles.ts). */
  existingFeatures: string[];
  /** The field the user chose in the read-back (a knowledge domain id, or 'none'); absent: read automatically. */
  field?: string;
}

/** What the generator understood of the description, shown above the suggestions so the user can correct it. */
export interface ReadBack {
  /** One line: "A record-keeping app for a scuba diving club: log dives, buddy pairs and equipment checks." */
  summary: string;
  /** The field that applies, or null (an honest general interview). */
  field: { id: string; name: string } | null;
  /** Fields the user may choose instead (the applied one first); "none of these" is always possible. */
  candidates: { id: string; name: string }[];
  /** The user's own choice, when they made one ('none' or a field id). */
  chosen: string | null;
}

export interface SuggestResult {
  /** 8 to 12 short, distinct feature titles, none repeating the ones already shown. */
  features: string[];
  /**
   * The titles among `features` that stand for what the description itself names ("with class schedules and
   * memberships"), in order; they come first. The client preselects them.
   */
  named: string[];
  /** How deep the interview will go (common/interview.ts interviewLength). */
  depth: InterviewDepth;
  /** The description's language (ISO 639-1). */
  language: string;
  reading: ReadBack;
}

export interface QuestionsInput extends ExistingApp {
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
  /** Every question the client holds (answered, skipped or still to come), with its id. */
  askedQuestions?: AskedQuestion[];
  /** The field the user chose in the read-back (a knowledge domain id, or 'none'); absent: read automatically. */
  field?: string;
}

/**
 * A question not asked because the description or the repository already answers it: shown in the review ("Answered
 * by your description", "From your repository"), changeable.
 */
export interface SettledQuestion {
  id: string;
  text: string;
  answer: string;
  /** What the user may choose instead. */
  options: string[];
  source: 'description' | 'repository';
  /** What the question would have recommended, and why. */
  recommended?: string;
  reason?: string;
}

export interface QuestionsResult {
  questions: Question[];
  /** Questions the description or the repository already answers: not asked, the review shows them. */
  settled?: SettledQuestion[];
  /** Estimated total number of questions in the interview (default 25). */
  estimatedTotal: number;
  /** An empty batch that is not the end: follow-up questions wait for answers still to come. */
  more?: boolean;
}

export interface Revision {
  previous: string;
  /** One line per change (common/changes.ts describeChange). */
  changes: string[];
}

export interface PromptInput extends ExistingApp {
  projectDescription: string;
  target: string;
  features: Feature[];
  /** Answers keyed by question text (the user's own and accepted recommendations). */
  answers: Record<string, string>;
  /** Questions the user skipped: left to the target's judgement. */
  dismissedQuestions: string[];
  askedQuestions?: AskedQuestion[];
  /** Question texts whose answer is the recommendation, accepted with "Use recommended answers for the rest". */
  recommendedAnswers?: string[];
  /** Fill the questions the interview did not reach with their recommendations. */
  acceptRecommended?: boolean;
  /** An earlier prompt for the same project that this one extends ('Add More Features'). */
  basePrompt?: string;
  /** The field the user chose in the read-back (a knowledge domain id, or 'none'); absent: read automatically. */
  field?: string;
}

/** What produces suggestions, questions and prompts: the built-in composer or an LLM. */
export interface Generator {
  readonly name: 'llm' | 'composer';
  suggestFeatures(input: SuggestInput, signal?: AbortSignal): Promise<SuggestResult>;
  generateQuestions(input: QuestionsInput, signal?: AbortSignal): Promise<QuestionsResult>;
  /** The brief a prompt is written from: built once, stored with the prompt, then handed to `streamPrompt`. */
  buildBrief(input: PromptInput, signal?: AbortSignal): Promise<Brief>;
  /**
   * The final prompt written from `brief` (for its target), chunk by chunk, as soon as each chunk exists; a
   * regeneration passes what changed. Throws (or errors the stream) on failure.
   */
  streamPrompt(brief: Brief, signal?: AbortSignal, revision?: Revision): AsyncIterable<string>;
}

export { DEFAULT_ESTIMATED_TOTAL } from '../../common/interview';
