import type { FeaturePatternInput } from '../records';

export default {
  id: 'referrals',
  match: [
    'referral',
    'referrals',
    'refer a friend',
    'invite friends',
    'affiliate',
    'empfehlungsprogramm',
    'freunde werben',
    'programa de referidos',
    'invita a un amigo',
    'afiliados',
    'parrainage',
    'parrainer',
    'programme d affiliation',
    'indique um amigo',
    'programa de indicacao',
  ],
  description: 'Personal invite links that reward both the referrer and the new customer once the new customer qualifies.',
  done: [
    { when: 'a new person signs up through an invite link', then: 'link them to the referrer and show both the pending reward' },
    { when: 'the referred person completes their first purchase', then: 'credit both rewards once and notify the referrer' },
    {
      when: 'a person refers themselves with a second account or the same card',
      then: 'withhold the reward and flag it for review',
    },
  ],
  questions: [
    {
      id: 'pattern-referral-reward',
      category: 'scope',
      text: 'What does a successful referral earn?',
      options: ['Credit or a discount for both', 'Cash or commission for the referrer', 'Free months or extra features'],
      recommended: 'Credit or a discount for both',
      reason: 'A two-sided reward makes the invite a favour to the friend, and credit costs less than cash.',
      impact: 4,
      decision: 'Referral reward',
      feature: 'referrals',
    },
  ],
} satisfies FeaturePatternInput;
