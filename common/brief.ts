/**
 * The build brief: everything an interview decided about a project, as data. Every output (the prompt for each
 * target, and the files of later artefacts) is a pure rendering of it.
 */
import type { CodebaseProfile, WorkKind } from './codebase';
import type { Category } from './interview';

/**
 * Who decided: the user, the user by accepting the expert's recommendation, the user's own description (which already
 * said it, so it was not asked), the user's repository (likewise), or nobody (left to the builder).
 */
export type DecisionSource = 'answered' | 'recommended' | 'description' | 'repository' | 'judgement';

export interface BriefDecision {
  /** The question's stable id. */
  id: string;
  category: Category;
  /** The question as asked. */
  question: string;
  /** A short label: "Payment model". */
  label: string;
  /** The answer; absent when the question was left to judgement. */
  answer?: string;
  /** The requirement as the prompt states it: "Full classes take a waitlist…". For judgement, the question. */
  statement: string;
  source: DecisionSource;
  /** What an expert would choose, and why (shown for judgement calls). */
  recommended?: string;
  reason?: string;
  /** The answers the question offers ("Yes" and "No" for a yes-no question); absent when unknown. */
  options?: string[];
  /** The title of the feature this decision belongs to. */
  feature?: string;
}

export interface BriefConflict {
  /** The question whose answer no longer applies. */
  id: string;
  /** The question whose answer makes it pointless. */
  with: string;
  text: string;
}

/** WHEN `when` THE SYSTEM SHALL `then`. */
export interface BriefCriterion {
  when: string;
  then: string;
}

/** A feature as the user picked it and as it is stored with a prompt: its title and, when given, a description. */
export interface Feature {
  title: string;
  description?: string;
}

export interface BriefFeature {
  title: string;
  description: string | null;
  /** Named in the description, picked from the suggestions, or added by the user. */
  origin: 'named' | 'suggested' | 'custom';
  /** "As a student, I want …". */
  story: string;
  criteria: BriefCriterion[];
}

export interface Brief {
  version: 1;
  /** The user's own words. */
  description: string;
  /** The target the brief was written for (its prompt can be rendered for any other). */
  target: { key: string; label: string };
  /** What the project is: "a booking app for a yoga studio". */
  name: string;
  /** The language the app's interface uses (the description's). */
  language: { code: string; name: string };
  domain: { id: string; name: string } | null;
  kind: { id: string; noun: string; stack: string; headless: boolean; role: string };
  /** Who mainly uses it, as decided (or the domain's roles). */
  audience: string | null;
  /** The stack, when decided. */
  stack: string | null;
  features: BriefFeature[];
  /** Every decision; those about one feature name it in `feature`. */
  decisions: BriefDecision[];
  /** A typical data model, roles, pages and integrations for the domain: defaults, not requirements. */
  entities: { name: string; fields: string[] }[];
  roles: { name: string; can: string }[];
  pages: { name: string; purpose: string }[];
  integrations: { name: string; for: string }[];
  /** The design direction when the user chose none. */
  design: string;
  /** Answers that contradict each other: an answer given to a question that another answer made pointless. */
  conflicts: BriefConflict[];
  /** An earlier prompt this one extends ("Add More Features"). */
  basePrompt?: string;
  /** Work on an existing app (a feature, a fix, a rework); absent for a new project. */
  work?: WorkKind;
  /** The profile of the repository the work is done in, when the user brought it (never its files). */
  codebase?: CodebaseProfile;
}
