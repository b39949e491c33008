/** Interview constants and rules shared by the Worker and the flow (spec sections 4 and 9). */

/** The estimate a generator gives when it gives none. */
export const DEFAULT_ESTIMATED_TOTAL = 25;
/** The flow's estimate before the first batch arrives. */
export const INITIAL_ESTIMATED_TOTAL = 20;
/** The interview ends after the answer at index `estimatedTotal - FINISH_MARGIN`. */
export const FINISH_MARGIN = 3;

/** The one taxonomy every question is filed under (composer and LLM), in the order decisions are grouped. */
export const CATEGORIES = [
  'scope',
  'user-flow',
  'data',
  'roles',
  'integrations',
  'edge-cases',
  'security',
  'performance',
  'design',
  'launch',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  scope: 'Scope',
  'user-flow': 'User flow',
  data: 'Data',
  roles: 'Roles and permissions',
  integrations: 'Integrations',
  'edge-cases': 'Failure and edge cases',
  security: 'Security and privacy',
  performance: 'Performance and scale',
  design: 'Design',
  launch: 'Launch',
};

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** How deep an interview goes: 1 a small project (a one-page site), 2 typical, 3 large (two-sided, multi-role). */
export type InterviewDepth = 1 | 2 | 3;

const BASE: Readonly<Record<InterviewDepth, number>> = { 1: 7, 2: 10, 3: 13 };
const PER_FEATURE: Readonly<Record<InterviewDepth, number>> = { 1: 1, 2: 1.4, 3: 1.8 };

/**
 * How many questions an interview asks: more for a larger project and for more features, never past 30. Five
 * features give 12 (depth 1), 17 (depth 2) or 22 (depth 3). The composer asks exactly this many when it has them,
 * and the loading screen names the same number.
 */
export function interviewLength(featureCount: number, depth: InterviewDepth): number {
  const features = Math.max(1, Math.min(featureCount, 10));
  return Math.min(30, Math.round(BASE[depth] + PER_FEATURE[depth] * features));
}

/** The estimate that makes the flow's ending rule (total minus 3) stop after exactly `asked` questions. */
export function estimateFor(asked: number): number {
  return asked + FINISH_MARGIN - 1;
}
