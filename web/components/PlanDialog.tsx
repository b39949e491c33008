import { Check } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

/** Spec section 9: the plan dialog is display only; no payment yet. */
const PLAN_CARDS = [
  { name: 'Basic', price: '$10', prompts: 10, features: 'Up to 20 features', popular: false },
  { name: 'Pro', price: '$30', prompts: 50, features: '30 features', popular: true },
  { name: 'Premium', price: '$60', prompts: 100, features: '100 features', popular: false },
] as const;

export function PlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Choose Your Plan" wide>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLAN_CARDS.map((plan) => (
          <li
            key={plan.name}
            aria-label={plan.name}
            className={`relative flex flex-col rounded-2xl border p-5 ${plan.popular ? 'border-brand-600 ring-2 ring-brand-200' : 'border-zinc-200'}`}
          >
            {plan.popular && (
              <span className="absolute -top-3 left-5 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </span>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span className="text-3xl font-bold">{plan.price}</span>
              <span className="text-zinc-600">/month</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-zinc-700">
              {[`${plan.prompts} prompts`, plan.features, 'Priority support', 'Cancel anytime'].map((line) => (
                <li key={line} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-brand-700" />
                  {line}
                </li>
              ))}
            </ul>
            <Button
              className="mt-5 w-full"
              variant={plan.popular ? 'primary' : 'secondary'}
              onClick={() => window.alert('Payment integration coming soon!')}
            >
              Choose {plan.name}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
