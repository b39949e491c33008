import { Link } from 'wouter';
import { promptsLeft, type QuotaState } from '../../common/plans';

interface Props {
  subscription: QuotaState & { plan: string };
  className?: string;
}

const day = (iso: string | null) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    : null;
};

/**
 * How many prompts the plan has left, where the user decides to start one. With none left the user learns it now,
 * before the interview, with the plans one click away (the server still refuses the prompt itself).
 */
export function PromptsLeft({ subscription, className = '' }: Props) {
  const left = promptsLeft(subscription);
  if (left > 0) {
    return (
      <p data-testid="prompts-left" className={`text-sm text-zinc-600 ${className}`}>
        {left.toLocaleString('en-US')} of {subscription.max_prompts.toLocaleString('en-US')}{' '}
        {subscription.max_prompts === 1 ? 'prompt' : 'prompts'} left this month
      </p>
    );
  }
  const renews = day(subscription.current_period_end);
  return (
    <div
      role="status"
      data-testid="prompts-left"
      className={`rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <p>
        <span className="font-semibold">No prompts left this month.</span> Your {subscription.plan} plan’s prompts are used up
        {renews ? ` until ${renews}` : ''}, so a new prompt cannot be generated yet.
      </p>
      <Link href="/subscription" className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline">
        View plans
      </Link>
    </div>
  );
}
