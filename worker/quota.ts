import type { SubscriptionDto } from './auth/users';
import { ApiError } from './lib/errors';

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const EXPIRED = `(current_period_end IS NOT NULL AND current_period_end <= ${NOW})`;

/**
 * Takes one prompt from the monthly quota in a single atomic statement; a period that has ended starts anew
 * (count reset) on this use. Throws 429 quota_exceeded when nothing is left.
 */
export async function reservePrompt(db: D1Database, subscription: SubscriptionDto): Promise<void> {
  const row = await db
    .prepare(
      `UPDATE subscriptions SET
         prompts_used = CASE WHEN ${EXPIRED} THEN 1 ELSE prompts_used + 1 END,
         current_period_start = CASE WHEN ${EXPIRED} THEN ${NOW} ELSE current_period_start END,
         current_period_end = CASE WHEN ${EXPIRED} THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month') ELSE current_period_end END,
         updated_at = ${NOW}
       WHERE user_id = ?1 AND max_prompts > 0 AND (${EXPIRED} OR prompts_used < max_prompts)
       RETURNING prompts_used`,
    )
    .bind(subscription.user_id)
    .first<{ prompts_used: number }>();
  if (!row) throw quotaExceeded(subscription);
}

/** Gives a reserved prompt back after a failed generation. */
export async function refundPrompt(db: D1Database, userId: string): Promise<void> {
  await db
    .prepare(`UPDATE subscriptions SET prompts_used = MAX(prompts_used - 1, 0), updated_at = ${NOW} WHERE user_id = ?1`)
    .bind(userId)
    .run();
}

/** Starts a new quota period for every subscription whose period has ended (used by the cron). */
export async function rollOverExpiredPeriods(db: D1Database): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE subscriptions SET prompts_used = 0, current_period_start = ${NOW},
         current_period_end = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month'), updated_at = ${NOW}
       WHERE ${EXPIRED}`,
    )
    .run();
  return result.meta.changes ?? 0;
}

export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function quotaExceeded(subscription: SubscriptionDto): ApiError {
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
