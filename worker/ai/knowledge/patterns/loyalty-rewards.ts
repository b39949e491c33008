import type { FeaturePatternInput } from '../records';

export default {
  id: 'loyalty-rewards',
  match: [
    'loyalty',
    'rewards',
    'reward points',
    'collect points',
    'stamp card',
    'punch card',
    'cashback',
    'treueprogramm',
    'treuepunkte',
    'bonuspunkte',
    'stempelkarte',
    'fidelizacion',
    'programa de fidelidad',
    'acumular puntos',
    'recompensas',
    'fidelite',
    'carte de fidelite',
    'programme de fidelite',
    'fidelidade',
    'programa de pontos',
  ],
  description:
    'Customers collect points or stamps with each purchase and redeem them for rewards, with their balance always visible.',
  done: [
    { when: 'a purchase is completed', then: 'credit the points or stamp at once and show the new balance' },
    {
      when: 'a customer redeems a reward',
      then: 'deduct the points in the same transaction so the balance can never go below zero',
    },
    { when: 'a purchase is refunded', then: 'take back the points it earned' },
  ],
  questions: [
    {
      id: 'pattern-loyalty-earning',
      category: 'scope',
      text: 'How do customers earn rewards?',
      options: ['Points for every amount spent', 'A stamp per visit (the tenth is free)', 'Tiers by yearly spend'],
      recommended: 'Points for every amount spent',
      reason:
        'Points per amount reward bigger baskets fairly and are simple to explain; stamp cards suit single-item shops such as cafes.',
      impact: 5,
      decision: 'How rewards are earned',
      feature: 'loyalty-rewards',
      // Customers earning from spending: a family's rewards (pocket money, chores) are no loyalty scheme.
      askIf: { not: { audience: ['private', 'team'] } },
    },
  ],
} satisfies FeaturePatternInput;
