/** Plan limits an admin can set (spec section 9). The one source for worker and web. */
export const PLANS = ['free', 'basic', 'pro', 'pro_max'] as const;
export type Plan = (typeof PLANS)[number];

interface PlanLimits {
  maxPrompts: number;
  maxFeatures: number;
}

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  free: { maxPrompts: 5, maxFeatures: 5 },
  basic: { maxPrompts: 50, maxFeatures: 10 },
  pro: { maxPrompts: 200, maxFeatures: 20 },
  pro_max: { maxPrompts: 999999, maxFeatures: 999999 },
};

export const DEFAULT_PLAN: Plan = 'free';

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** What the quota needs of a subscription: used, allowed and when the period ends (ISO). */
export interface QuotaState {
  prompts_used: number;
  max_prompts: number;
  current_period_end: string | null;
}

/** Prompts left in the current period, as the server counts them: an ended period starts anew on its next use. */
export function promptsLeft(subscription: QuotaState, now = Date.now()): number {
  const end = subscription.current_period_end ? Date.parse(subscription.current_period_end) : NaN;
  const used = Number.isFinite(end) && end <= now ? 0 : subscription.prompts_used;
  return Math.max(subscription.max_prompts - used, 0);
}
