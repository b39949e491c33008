import type { InteractionInput } from '../records';

export default {
  id: 'journals-habits',
  name: 'Journals and habits',
  noun: 'journal and habit tracker',
  verbs: [
    ['journal', 6],
    ['reflect', 4],
    ['check in', 3],
    ['track', 2],
  ],
  nouns: [
    ['habit', 6],
    ['mood', 5],
    ['affirmation', 4],
    ['routine', 2],
    ['gratitude', 5],
    ['diary', 4],
    ['streak', 6],
  ],
  recognise: {
    de: [
      ['gewohnheit*', 6],
      ['tagebuch', 5],
      ['stimmung*', 5],
      ['dankbarkeit*', 5],
      ['routine*', 2],
    ],
    es: [
      ['hábito*', 6],
      ['estado de ánimo', 5],
      ['racha*', 5],
      ['gratitud', 5],
      ['diario personal', 5],
    ],
    fr: [
      ['habitude*', 6],
      ['journal intime', 6],
      ['humeur*', 5],
      ['gratitude', 5],
      ['routine*', 2],
    ],
    pt: [
      ['hábito*', 6],
      ['diário pessoal', 5],
      ['humor', 4],
      ['gratidão', 5],
      ['sequência*', 3],
    ],
  },
  thing: 'entry',
  things: 'entries',
  features: [
    {
      id: 'journals-habits-check-in',
      title: 'Daily {Thing} Check-in',
      description: 'Today’s {things} on one screen, recorded in a tap or a few words, with yesterday still editable.',
      done: [
        {
          when: 'someone records a {thing} for today',
          then: 'save it at once, mark today as done and update the streak',
        },
        { when: 'someone fills in a missed day from yesterday', then: 'save it under yesterday’s date, not today’s' },
      ],
    },
    {
      id: 'journals-habits-streaks',
      title: '{Thing} Streaks and Calendar',
      description: 'A calendar of the days with a {thing} and the current and longest streak.',
      done: [
        {
          when: 'someone opens the calendar',
          then: 'mark every day with a {thing}, and show the current and the longest streak',
        },
      ],
    },
    {
      id: 'journals-habits-reminders',
      title: '{Thing} Reminders',
      description: 'A gentle reminder at a time each person chooses, skipped when the {thing} is already done.',
      done: [
        {
          when: 'the reminder time comes and nothing has been recorded that day',
          then: 'send one reminder, in the person’s time zone, and none if it was already recorded',
        },
      ],
    },
    {
      id: 'journals-habits-insights',
      title: '{Thing} Trends and Insights',
      description: 'Weekly and monthly views of the {things}: how often, averages, and patterns over time.',
      done: [
        {
          when: 'someone opens the trends for a month',
          then: 'show how many days had a {thing}, the averages of any ratings and how they compare with the month before',
        },
      ],
    },
    {
      id: 'journals-habits-privacy',
      title: 'Passcode Lock and Export',
      description: 'An optional passcode or biometric lock on the app, and a full export of every {thing}.',
      done: [
        {
          when: 'someone turns on the lock and reopens the app',
          then: 'ask for the passcode or biometric check before showing any {thing}',
        },
        { when: 'someone asks for an export', then: 'download every {thing} they recorded in a readable file' },
      ],
    },
  ],
  questions: [
    {
      id: 'journals-habits-contents',
      category: 'data',
      text: 'What should a {thing} hold?',
      options: [
        'A tick for done',
        'A rating on a scale (1 to 5)',
        'A quick tick or rating plus a note',
        'Free writing with photos and tags',
      ],
      recommended: 'A quick tick or rating plus a note',
      reason: 'A quick tick or number keeps recording easy; the optional note gives the trends their context.',
      impact: 9,
      decision: 'What a {thing} holds',
      says: {
        'A tick for done': 'Each {thing} is a single tick for the day: done or not done.',
        'A rating on a scale (1 to 5)': 'Each {thing} is a number or a rating (such as 1 to 5) for the day.',
        'A quick tick or rating plus a note':
          'Each {thing} is a tick or a number, as each person sets it up, with an optional short note.',
        'Free writing with photos and tags':
          'Each {thing} is free writing with optional photos and tags, searchable later; one or more per day.',
      },
    },
    {
      id: 'journals-habits-privacy',
      category: 'security',
      text: 'Who can read the {things} someone records?',
      options: [
        'Only that person, stored in their account',
        'Only that person, kept on their device',
        'Also someone they invite such as a coach',
        'Shared with a group',
      ],
      recommended: 'Only that person, stored in their account',
      reason: 'Private account storage survives a lost phone; device-only keeps {things} safe but loses them with the device.',
      impact: 9,
      decision: 'Privacy of {things}',
      replaces: 'webapp-data-sharing',
      says: {
        'Only that person, stored in their account':
          'Every {thing} is private to its author, stored in their account and encrypted at rest; staff never browse them.',
        'Only that person, kept on their device':
          'Keep every {thing} on the device only (no server copy), with an export for backups.',
        'Also someone they invite such as a coach':
          'Every {thing} is private unless its author invites someone, who can read (not change) what is shared until removed.',
        'Shared with a group': 'Members of a group see each other’s {things}; each person can still mark one as private.',
      },
      settledBy: {
        'Also someone they invite such as a coach': ['coach', 'therapist', 'therapeut*', 'terapeuta', 'thérapeute'],
      },
    },
    {
      id: 'journals-habits-reminders',
      category: 'user-flow',
      text: 'When should people be reminded to record a {thing}?',
      options: ['None at all', 'Every day at a time they choose', 'Only on days nothing is recorded yet'],
      recommended: 'Only on days nothing is recorded yet',
      reason: 'A nudge only when it is needed feels helpful; a fixed daily ping gets muted within a week.',
      impact: 7,
      decision: 'Reminders',
    },
    {
      id: 'journals-habits-missed-day',
      category: 'edge-cases',
      text: 'What happens to a streak when a day goes by without a {thing}?',
      options: ['It resets to zero', 'One free skip a week keeps it going', 'No streaks: a weekly count instead'],
      recommended: 'One free skip a week keeps it going',
      reason: 'A forgiving streak keeps people going after one bad day; a hard reset is the moment most give up.',
      impact: 6,
      decision: 'Missed days',
    },
    {
      id: 'journals-habits-insights',
      category: 'scope',
      text: 'What should people learn from their {things} over time?',
      options: [
        'A simple calendar of what they did',
        'Charts of trends and averages',
        'Links between things, such as sleep and mood',
        'Written reflections by AI',
      ],
      recommended: 'Charts of trends and averages',
      reason: 'Trends are what bring people back; links between things need months of data before they say anything true.',
      impact: 6,
      decision: 'Insights',
    },
  ],
} satisfies InteractionInput;
