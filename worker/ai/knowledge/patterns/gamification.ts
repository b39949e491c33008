import type { FeaturePatternInput } from '../records';

export default {
  id: 'gamification',
  match: [
    'gamification',
    'badges',
    'streaks',
    'streak',
    'achievements',
    'leaderboard',
    'xp',
    'challenges',
    'abzeichen',
    'bestenliste',
    'rangliste',
    'insignias',
    'logros',
    'racha',
    'succes',
    'classement',
    'conquistas',
    'ranking',
    'sequencia',
  ],
  description: 'Streaks, points and badges that reward the actions that matter, with instant feedback and a progress screen.',
  done: [
    {
      when: 'a person completes a qualifying action',
      then: 'award the points or extend the streak at once with a short celebration',
    },
    {
      when: 'a person misses a day',
      then: 'reset the streak, or use a streak freeze if they have one, and encourage rather than scold',
    },
    { when: 'the same action is repeated only to collect points', then: 'count it once per the rule’s limit' },
  ],
  questions: [
    {
      id: 'pattern-leaderboard-scope',
      category: 'user-flow',
      text: 'Should people compare themselves with others?',
      options: ['No, progress is personal', 'A leaderboard among friends or a team', 'A public leaderboard for everyone'],
      recommended: 'A leaderboard among friends or a team',
      reason: 'Small-group leaderboards motivate without discouraging beginners, who never top a public one.',
      impact: 4,
      decision: 'Leaderboards',
      feature: 'gamification',
    },
  ],
} satisfies FeaturePatternInput;
