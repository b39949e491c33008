import type { InteractionInput } from '../records';

export default {
  id: 'records-logs',
  name: 'Records and logs',
  noun: 'record-keeping app',
  verbs: [
    ['log', 6],
    ['record', 5],
    ['document', 4],
    ['note', 3],
    ['journal', 5],
    ['register', 3],
    ['keep', 2],
    ['track', 4],
  ],
  nouns: [
    ['logbook', 6],
    ['log', 4],
    ['record', 3],
    ['register', 5],
    ['journal', 3],
    ['diary', 3],
    ['sighting', 4],
    ['entry', 2],
  ],
  recognise: {
    de: [
      ['protokollier*', 4],
      ['erfass*', 4],
      ['dokumentier*', 4],
      ['logbuch', 6],
      ['tagebuch', 3],
      ['aufzeichn*', 4],
    ],
    es: [
      ['registrar', 4],
      ['registro de', 4],
      ['bitacora', 6],
      ['anotar', 3],
      ['apuntar', 3],
    ],
    fr: [
      ['enregistrer', 4],
      ['consigner', 5],
      ['journal de bord', 6],
      ['noter', 3],
      ['registre', 4],
    ],
    pt: [
      ['registrar', 4],
      ['registar', 4],
      ['diario de bordo', 6],
      ['anotar', 3],
      ['registo de', 4],
    ],
  },
  thing: 'entry',
  things: 'entries',
  features: [
    {
      id: 'records-logs-entry',
      title: '{Thing} Log',
      description: 'A quick form to record each {thing} (date, who, the details that matter), kept in one log newest first.',
      done: [
        {
          when: 'someone records a {thing}',
          then: 'save it with the date and the person who recorded it, and show it at the top of the log',
        },
        { when: 'a required detail of a {thing} is missing', then: 'keep what was typed and point to the missing detail' },
      ],
    },
    {
      id: 'records-logs-history',
      title: '{Thing} History and Search',
      description: 'Every {thing} recorded so far, filterable by date, person and detail, with each one a click away.',
      done: [
        {
          when: 'someone filters the {things} by date or person',
          then: 'list only the matching {things}, newest first, with their count',
        },
      ],
    },
    {
      id: 'records-logs-totals',
      title: '{Thing} Totals and Trends',
      description: 'Totals per week, month and person, and how they change over time.',
      done: [
        {
          when: 'someone opens the totals for a period',
          then: 'show how many {things} were recorded per week and per person in that period',
        },
      ],
    },
    {
      id: 'records-logs-photos',
      title: 'Photos on Each {Thing}',
      description: 'Photos taken on the spot and attached to the {thing} they belong to.',
      done: [
        {
          when: 'someone adds a photo to a {thing}',
          then: 'store it with the {thing} and show a thumbnail in the log',
        },
      ],
    },
    {
      id: 'records-logs-export',
      title: '{Thing} Export',
      description: 'A CSV or PDF of the {things} of a period, for reports, insurers or the annual meeting.',
      done: [
        {
          when: 'someone exports the {things} of a period',
          then: 'download a file with every {thing} of that period and all its details',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'records-logs-contents',
      category: 'data',
      text: 'What should one {thing} record hold?',
      options: [
        'The essentials: date, place and a note',
        'Essentials plus measurements and photos',
        'A full record that a second person signs off',
      ],
      recommended: 'Essentials plus measurements and photos',
      reason: 'Measurements and photos make {things} worth looking back at without slowing down whoever records them.',
      impact: 8,
      decision: 'What a {thing} record holds',
      settledByFields: true,
      says: {
        'The essentials: date, place and a note': 'Each {thing} record holds its date, place and a free-text note.',
        'Essentials plus measurements and photos':
          'Each {thing} record holds its date, place, the measurements that matter for it, photos and a note.',
        'A full record that a second person signs off':
          'Each {thing} record holds its full details and counts only once a second person has signed it off.',
      },
    },
    {
      id: 'records-logs-visibility',
      category: 'roles',
      text: 'Who can see the {things} someone records?',
      options: ['Only the person who recorded them', 'The people they work or go out with', 'Everyone in {owner}'],
      recommended: 'Everyone in {owner}',
      reason: 'Shared {things} are what a group plans and learns from; private notes can still be kept private.',
      recommendedWhen: [
        {
          if: { audience: ['private'] },
          recommended: 'Only the person who recorded them',
          reason: 'A log kept for yourself stays yours; sharing can be added if someone else ever needs it.',
        },
      ],
      impact: 7,
      decision: 'Who sees the {things}',
      replaces: 'webapp-data-sharing',
      settledBy: {
        'Only the person who recorded them': [
          'just for me',
          'only for me',
          'for myself',
          'see their own',
          'see only their own',
          'only see their own',
        ],
      },
    },
    {
      id: 'records-logs-edits',
      category: 'data',
      text: 'Can a {thing} be changed after it is saved?',
      options: ['Yes, freely', 'Yes, and every change is kept in a history', 'No, it is locked once saved'],
      recommended: 'Yes, and every change is kept in a history',
      reason: 'People fix typos, and a history keeps {things} trustworthy when several people rely on them.',
      impact: 5,
      decision: 'Changing a saved {thing}',
    },
    {
      id: 'records-logs-where',
      category: 'user-flow',
      text: 'Where are {things} usually recorded?',
      options: ['At a desk, afterwards', 'On a phone, on the spot', 'On the spot, sometimes without signal'],
      recommended: 'On a phone, on the spot',
      reason: 'Details recorded on the spot are the accurate ones; a phone-first form is what makes that happen.',
      impact: 6,
      decision: 'Where {things} are recorded',
      settledBy: {
        'On the spot, sometimes without signal': ['offline', 'no signal', 'without internet', 'no connection'],
      },
    },
    {
      id: 'records-logs-review',
      category: 'scope',
      text: 'What do people mostly do with the {things} afterwards?',
      options: ['Look one up when needed', 'See totals and trends over time', 'Send a report to someone outside'],
      recommended: 'See totals and trends over time',
      reason: 'Trends are what turn a log into decisions; a lookup alone rarely brings people back.',
      impact: 5,
      decision: 'Use of recorded {things}',
    },
  ],
} satisfies InteractionInput;
