/** The quota as the API enforces it: reserving a prompt for a generation, and the errors that explain a refusal. */
import type { SubscriptionDto } from '../db/dto';
import { reservePrompt } from '../db/queries/quota';
import { ApiError } from '../lib/errors';

export { releasePrompt, settlePrompt } from '../db/queries/quota';

/**
 * How long a reservation stays open before the cron gives it back, in seconds: far longer than any generation runs
 * (a first token within 20 s, at most 30 s between chunks), so only a Worker that died mid-stream leaves one behind.
 * QUOTA_RESERVATION_SECONDS shortens it for the kill test (bench/kill.ts).
 */
export function reservationSeconds(env: Env): number {
  const configured = Number(env.QUOTA_RESERVATION_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : 600;
}

/** Reserves one prompt of the monthly quota; answers the reservation's id, or throws 429 quota_exceeded. */
export async function reserve(env: Env, subscription: SubscriptionDto): Promise<string> {
  const id = crypto.randomUUID();
  if (!(await reservePrompt(env.DB, subscription.user_id, id, reservationSeconds(env)))) throw quotaExceeded(subscription);
  return id;
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function quotaExceeded(subscription: SubscriptionDto): ApiError {
  if (subscription.max_prompts <= 0) {
    return new ApiError(429, 'quota_exceeded', 'Your account has no prompts available. Upgrade your plan to generate prompts.');
  }
  const renews = formatDate(subscription.current_period_end);
  const plural = subscription.max_prompts === 1 ? 'prompt' : 'prompts';
  return new ApiError(
    429,
    'quota_exceeded',
    `You have used all ${subscription.max_prompts.toLocaleString('en-US')} ${plural} of your ${subscription.plan} plan this month.` +
      (renews ? ` Your quota renews on ${renews}.` : '') +
      ' Upgrade your plan for more.',
  );
}

/** Throws 403 feature_limit when more features are selected than the plan allows per prompt. */
export function checkFeatureLimit(subscription: SubscriptionDto, selected: number): void {
  if (selected > subscription.max_features) throw featureLimit(subscription, selected);
}

function featureLimit(subscription: SubscriptionDto, selected: number): ApiError {
  if (subscription.max_features <= 0) {
    return new ApiError(403, 'feature_limit', 'Your account has no active plan. Upgrade your plan to generate prompts.');
  }
  return new ApiError(
    403,
    'feature_limit',
    `Your ${subscription.plan} plan allows up to ${subscription.max_features.toLocaleString('en-US')} features per prompt; you selected ${selected}. Remove some features or upgrade your plan.`,
  );
}
