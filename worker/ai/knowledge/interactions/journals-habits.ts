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
    ['diary', 2],
    ['streak', 6],
  ],
  recognise: {
    de: [
      ['gewohnheit*', 6],
      ['tagebuch', 5],
      ['stimmung*', 5],
      ['dankbarkeit*', 5],
      ['routine*', 2],
      ['habit tracker', 6],
      ['*tagebuch', 3],
      ['streak*', 5],
      ['reflektier*', 4],
      ['achtsamkeit', 4],
      ['befinden', 3],
      ['vorsatz', 4],
      ['morgenroutine', 4],
      ['gefühle', 3],
      ['journaling', 6],
    ],
    es: [
      ['hábito*', 6],
      ['estado de ánimo', 5],
      ['racha*', 5],
      ['gratitud', 5],
      ['diario personal', 5],
      ['diario', 2],
      ['rutina*', 2],
      ['reflexion*', 4],
      ['emociones', 3],
      ['bienestar', 3],
      ['mindfulness', 4],
      ['propositos', 3],
      ['metas diarias', 4],
      ['habit tracker', 6],
      ['journaling', 6],
    ],
    fr: [
      ['habitude*', 6],
      ['journal intime', 6],
      ['humeur*', 5],
      ['gratitude', 5],
      ['routine*', 2],
      ['journaling', 6],
      ['bien être', 3],
      ['émotions', 3],
      ['réflexion*', 3],
      ['jours d affilée', 5],
      ['méditation', 3],
      ['résolutions', 4],
      ['habit tracker', 6],
      ['journal', 2],
    ],
    pt: [
      ['hábito*', 6],
      ['diário pessoal', 5],
      ['humor', 4],
      ['gratidão', 5],
      ['sequência*', 3],
      ['diário', 2],
      ['rotina*', 2],
      ['emoções', 3],
      ['bem estar', 3],
      ['reflexão', 3],
      ['reflexões', 3],
      ['meditação', 3],
      ['metas diárias', 4],
      ['habit tracker', 6],
      ['journaling', 6],
      ['estado de espírito', 5],
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
    {
      id: 'journals-habits-tracks',
      category: 'data',
      text: 'Does each person record just one thing, or several side by side, such as sleep, mood and exercise?',
      options: [
        'One, the same for everyone',
        'Several, picked from a list {owner} provides',
        'Several, each person adds their own',
      ],
      recommended: 'Several, each person adds their own',
      reason:
        'People rarely track just one thing; letting them add their own, starting from a few suggestions, fits each person without an admin.',
      impact: 7,
      decision: 'What each person records',
      says: {
        'One, the same for everyone': 'Everyone records the same single kind of {thing}; there is nothing to set up.',
        'Several, picked from a list {owner} provides':
          'Each person picks what to record from a list {owner} maintains, each item with its type (such as a tick or a rating); admins add to the list.',
        'Several, each person adds their own':
          'Each person adds what they want to record, each with a name, a type (tick, number or rating) and how often, starting from a few suggestions; each has its own streak and trends.',
      },
    },
    {
      id: 'journals-habits-past-days',
      category: 'edge-cases',
      text: 'Can a {thing} be added or changed for a day that has passed?',
      options: ['Only today’s can be recorded', 'Up to two days back', 'Any past day, shown as added later'],
      recommended: 'Up to two days back',
      reason:
        'A short grace period catches the evening someone forgot, without letting weeks be filled in from memory and streaks lose their meaning.',
      impact: 5,
      decision: 'Filling in past days',
      says: {
        'Only today’s can be recorded': 'A {thing} can only be recorded for today; past days cannot be filled in or changed.',
        'Up to two days back': 'A {thing} can be added or changed for today and the two days before; older days are read-only.',
        'Any past day, shown as added later':
          'A {thing} can be added or changed for any past day; one added more than a day late is marked as filled in later.',
      },
    },
    {
      id: 'journals-habits-day-end',
      category: 'edge-cases',
      text: 'When does one day end and the next begin for {things} recorded late at night?',
      options: [
        'At midnight where the person is',
        'At a time each person chooses, such as 4 am',
        'At midnight in one fixed time zone for everyone',
      ],
      recommended: 'At midnight where the person is',
      reason:
        'Midnight in each person’s own time zone is what people expect, also when travelling; a later cut-off matters mainly for night workers.',
      impact: 5,
      decision: 'End of day',
      says: {
        'At midnight where the person is':
          'A day runs from midnight to midnight in each person’s own time zone, taken from their device, so it moves with them when they travel.',
        'At a time each person chooses, such as 4 am':
          'Each person chooses when their day ends (midnight by default, up to 6 am); {things} recorded before that count for the previous day.',
        'At midnight in one fixed time zone for everyone':
          'A day runs from midnight to midnight in the time zone of {owner}, the same for everyone.',
      },
    },
    {
      id: 'journals-habits-sources',
      category: 'integrations',
      text: 'Should some {things} fill themselves in from the phone’s health data or a wearable?',
      options: [
        'No: everything is entered by hand',
        'Yes: read from Apple Health and Health Connect',
        'Yes, plus direct links to wearables such as Garmin',
      ],
      recommended: 'No: everything is entered by hand',
      reason:
        'Entering by hand works for anything people record; health-data links need native apps and their own privacy review, so add them when asked for.',
      impact: 6,
      decision: 'Health data sync',
      says: {
        'No: everything is entered by hand':
          'Every {thing} is entered by hand in the app; nothing is read from other apps or devices.',
        'Yes: read from Apple Health and Health Connect':
          'Readings such as steps, sleep or weight are read daily from Apple Health (iOS) and Health Connect (Android) with the person’s permission and fill in the matching {things}; people can still correct them.',
        'Yes, plus direct links to wearables such as Garmin':
          'Readings are read from Apple Health and Health Connect, and people can also connect wearable accounts (such as Garmin, Fitbit or Oura) directly; they fill in the matching {things} and can still be corrected.',
      },
      settledBy: {
        'Yes: read from Apple Health and Health Connect': ['apple health', 'healthkit', 'health connect', 'google fit'],
        'Yes, plus direct links to wearables such as Garmin': ['garmin', 'fitbit', 'oura', 'whoop'],
      },
    },
  ],
} satisfies InteractionInput;
