import type { Plan } from '../../common/plans';
import { Badge } from '@/components/ui/Badge';
import { formatDate, type Subscription } from '@/lib/account';

export function PlanBadge({ plan }: { plan: Plan }) {
  return <Badge tone={plan === 'free' ? 'neutral' : 'brand'}>{plan}</Badge>;
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl bg-zinc-50 px-4 py-3">
      <dt className="text-xs font-medium text-zinc-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-zinc-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const n = (v: number) => v.toLocaleString('en-US');

/** Plan, prompts used / max, remaining, max features and (when known) the next billing date. */
export function SubscriptionSummary({
  subscription,
  showFeatures = true,
}: {
  subscription: Subscription;
  showFeatures?: boolean;
}) {
  const remaining = Math.max(subscription.max_prompts - subscription.prompts_used, 0);
  const renews = formatDate(subscription.current_period_end);
  return (
    <div>
      <div className="flex items-center gap-2">
        <span className="text-sm text-zinc-600">Plan</span>
        <PlanBadge plan={subscription.plan} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          label="Prompts used"
          value={`${n(subscription.prompts_used)} / ${n(subscription.max_prompts)}`}
          testId="prompts-used"
        />
        <Stat label="Remaining" value={n(remaining)} testId="prompts-remaining" />
        {showFeatures && <Stat label="Max features" value={n(subscription.max_features)} testId="max-features" />}
      </dl>
      {/* A free plan is never billed: its date is when the prompts renew. */}
      {renews && (
        <p className="mt-3 text-sm text-zinc-600" data-testid="period-end">
          {subscription.plan === 'free' ? `Your prompts renew on ${renews}` : `Next billing date: ${renews}`}
        </p>
      )}
    </div>
  );
}
