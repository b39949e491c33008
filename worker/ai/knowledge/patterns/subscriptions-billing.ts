import type { FeaturePatternInput } from '../records';

export default {
  id: 'subscriptions-billing',
  match: [
    'subscription',
    'subscriptions',
    'billing',
    'recurring billing',
    'recurring payments',
    'pricing plans',
    'paywall',
    'membership plans',
    'abo',
    'abonnement',
    'abrechnung',
    'suscripcion',
    'facturacion recurrente',
    'cuota mensual',
    'planos de assinatura',
    'mensalidade',
    'cobranca recorrente',
  ],
  description:
    'Recurring plans billed monthly or yearly, with upgrades, downgrades, cancellation and a self-service billing page.',
  done: [
    { when: 'a person subscribes', then: 'activate the plan as soon as the first payment succeeds and email the receipt' },
    {
      when: 'a renewal payment fails',
      then: 'retry automatically, tell the person how to update their card and keep access during a grace period',
    },
    { when: 'a person cancels', then: 'keep access until the end of the paid period and stop further charges' },
  ],
  questions: [
    {
      id: 'pattern-billing-interval',
      category: 'scope',
      text: 'Which billing periods should be offered?',
      options: ['Monthly only', 'Yearly only', 'Monthly and yearly, yearly discounted'],
      recommended: 'Monthly and yearly, yearly discounted',
      reason: 'Monthly lowers the barrier; a yearly discount of about two months brings cash up front and fewer cancellations.',
      impact: 5,
      decision: 'Billing periods',
      feature: 'subscriptions-billing',
    },
    {
      id: 'pattern-plan-changes',
      category: 'edge-cases',
      text: 'When someone changes plan mid-period, when does the new price apply?',
      options: [
        'Upgrades at once (prorated), downgrades at renewal',
        'All changes at the next renewal',
        'All changes at once, prorated',
      ],
      recommended: 'Upgrades at once (prorated), downgrades at renewal',
      reason: 'People get what they pay for immediately, and downgrades never trigger awkward refunds.',
      impact: 3,
      decision: 'Plan changes',
      feature: 'subscriptions-billing',
    },
  ],
} satisfies FeaturePatternInput;
