/** The quota as the API enforces it: taking a prompt, and the errors that explain a refusal. */
import type { SubscriptionDto } from './db/dto';
import { takePrompt } from './db/queries/quota';
import { ApiError } from './lib/errors';

export { giveBackPrompt } from './db/queries/quota';

/** Takes one prompt from the monthly quota; throws 429 quota_exceeded when nothing is left. */
export async function reservePrompt(db: D1Database, subscription: SubscriptionDto): Promise<void> {
  if (!(await takePrompt(db, subscription.user_id))) throw quotaExceeded(subscription);
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

export function featureLimit(subscription: SubscriptionDto, selected: number): ApiError {
  if (subscription.max_features <= 0) {
    return new ApiError(403, 'feature_limit', 'Your account has no active plan. Upgrade your plan to generate prompts.');
  }
  return new ApiError(
    403,
    'feature_limit',
    `Your ${subscription.plan} plan allows up to ${subscription.max_features.toLocaleString('en-US')} features per prompt; you selected ${selected}. Remove some features or upgrade your plan.`,
  );
}
