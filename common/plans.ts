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
