import type { FeaturePatternInput } from '../records';

export default {
  id: 'calendar-scheduling',
  match: [
    'calendar',
    'schedule',
    'scheduling',
    'timetable',
    'agenda',
    'planner',
    'kalender',
    'zeitplan',
    'terminplanung',
    'dienstplan',
    'kursplan',
    'stundenplan',
    'wochenplan',
    'schichtplan',
    'calendario',
    'horario',
    'calendrier',
    'planning',
    'emploi du temps',
    'cronograma',
  ],
  description: 'A day, week and month view of what is planned, with times shown in each person’s own time zone.',
  done: [
    {
      when: 'a person opens the calendar',
      then: 'show the entries of the current week in their time zone, with today highlighted',
    },
    {
      when: 'two entries for the same person or resource overlap',
      then: 'flag the clash when the second one is saved and ask whether to keep both',
    },
    {
      when: 'an entry repeats weekly and one occurrence is changed',
      then: 'change only that occurrence unless the person chooses all future ones',
    },
  ],
  questions: [
    {
      id: 'pattern-calendar-sync',
      category: 'integrations',
      text: 'Should entries appear in people’s own Google or Outlook calendars?',
      options: ['No, only in the app', 'Yes, one way through a calendar feed', 'Yes, two-way sync with Google and Outlook'],
      recommended: 'Yes, one way through a calendar feed',
      reason: 'An iCal feed puts dates in every calendar app without the sign-in setup and conflict handling of two-way sync.',
      impact: 5,
      decision: 'Calendar sync',
      feature: 'calendar-scheduling',
      says: {
        'No, only in the app': 'Entries live only in the app; offer a single-event .ics download where useful.',
        'Yes, one way through a calendar feed':
          'Give each person a private iCal feed URL that Google, Apple and Outlook calendars can subscribe to.',
        'Yes, two-way sync with Google and Outlook':
          'Sync two ways with Google Calendar and Microsoft Outlook through their APIs: entries appear there, and busy times there block slots here.',
      },
    },
  ],
} satisfies FeaturePatternInput;
