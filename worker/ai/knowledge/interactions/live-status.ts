import type { InteractionInput } from '../records';

export default {
  id: 'live-status',
  name: 'Live status',
  noun: 'live status board',
  verbs: [
    ['monitor', 4],
    ['see', 2],
    ['show', 2],
    ['check', 2],
    ['know', 2],
    ['watch', 2],
  ],
  // ("notes anything broken or missing": damage found, no state shown live.)
  notIn: ['anything broken', 'something broken', 'broken or missing', 'missing or broken', 'damaged or broken'],
  // A state a clause gives the thing ("which lanes are free"), or the thing's live status named outright.
  nouns: [
    ['free', 3],
    ['busy', 3],
    ['available', 2],
    ['occupied', 4],
    ['vacant', 4],
    ['broken', 3],
    ['occupancy', 5],
    ['availability', 2],
  ],
  // Which dates are free is a booking calendar, not a live state.
  unlessSaid: [
    'free advice',
    'free money',
    'free legal',
    'free debt',
    'money advice',
    'for free',
    'free of charge',
    'which days',
    'what days',
    'book the days',
    'which dates',
    'what dates',
    'availability calendar',
    'booking calendar',
    'which nights',
    'which weekends',
    // "see when the extractor is free, book it for a weekend": free to book later, no state right now.
    'book it for',
    'book them for',
    'free to book',
    'when it is free',
    "when it's free",
    // "which parks have free spots … for a 10 year term": a spot held for years is a vacancy, not a state right now.
    'year term',
    'year lease',
    'year tenancy',
    'annual tenancy',
    'renewal letters',
    'renewal reminders',
    'until it expires',
  ],
  recognise: {
    de: [
      ['echtzeit', 3],
      ['belegung*', 5],
      ['frei oder belegt', 6],
      ['frei sind', 4],
      ['verfügbarkeit*', 4],
      ['außer betrieb', 4],
      ['belegt', 4],
      ['besetzt', 4],
      ['auslastung', 5],
      ['aktueller status', 4],
      ['frei ist', 4],
      ['wie voll', 5],
      ['ampel*', 3],
      ['verfügbar', 2],
      ['live', 2],
    ],
    es: [
      ['tiempo real', 3],
      ['ocupación', 4],
      ['libre o ocupado', 6],
      ['están libres', 4],
      ['disponibilidad', 4],
      ['fuera de servicio', 4],
      ['ocupad*', 4],
      ['está libre', 4],
      ['estado actual', 4],
      ['aforo', 5],
      ['qué tan lleno', 4],
      ['cuántos quedan', 4],
      ['en vivo', 2],
      ['semáforo', 3],
      ['libres', 2],
    ],
    fr: [
      ['temps réel', 3],
      ['occupation', 4],
      ['libre ou occupé', 6],
      ['sont libres', 4],
      ['disponibilité*', 4],
      ['hors service', 4],
      ['occupée', 4],
      ['occupés', 4],
      ['est libre', 4],
      ['affluence', 5],
      ['état actuel', 4],
      ['statut en direct', 5],
      ['taux de remplissage', 5],
      ['en direct', 2],
      ['places restantes', 3],
    ],
    pt: [
      ['tempo real', 3],
      ['ocupação', 4],
      ['livre ou ocupado', 6],
      ['estão livres', 4],
      ['disponibilidade', 4],
      ['fora de serviço', 4],
      ['ocupad*', 4],
      ['está livre', 4],
      ['lotação', 5],
      ['status atual', 4],
      ['estado atual', 4],
      ['quão cheio', 5],
      ['ao vivo', 2],
      ['semáforo', 3],
      ['livres', 2],
    ],
  },
  thing: 'item',
  things: 'items',
  features: [
    {
      id: 'live-status-board',
      title: 'Free {Things} at a Glance',
      description: 'Every {thing} with its state right now (free, busy, closed or out of order), colour-coded and easy to scan.',
      done: [
        {
          when: 'the state of a {thing} changes',
          then: 'show the new state on every open screen within a few seconds, without a refresh',
        },
      ],
    },
    {
      id: 'live-status-updates',
      title: 'Status Changes by Staff',
      description: 'One tap for staff to set a {thing} as free, busy, closed or out of order, with who changed it and when.',
      done: [
        {
          when: 'staff change the state of a {thing}',
          then: 'save the new state with who changed it and when, and show it everywhere at once',
        },
      ],
    },
    {
      id: 'live-status-faults',
      title: 'Out-of-order {Things}',
      description: 'The {things} reported broken, by whom and since when, and whether a repair is on the way.',
      done: [
        {
          when: 'someone reports a {thing} as broken',
          then: 'mark it out of order everywhere and notify whoever fixes it',
        },
        { when: 'a repair is marked done', then: 'set the {thing} back to free and record how long it was out of order' },
      ],
    },
    {
      id: 'live-status-screen',
      title: 'Big-screen Status Board',
      description: 'A full-screen view for a TV or kiosk on site, readable from a distance and refreshing by itself.',
      done: [
        {
          when: 'the board has been open for hours',
          then: 'keep showing the current state, and show a clear warning if it loses its connection',
        },
      ],
    },
    {
      id: 'live-status-usage',
      title: '{Thing} Usage by Hour',
      description: 'How busy each {thing} was by hour and day, to plan opening hours, staff and maintenance.',
      done: [
        {
          when: 'someone opens the usage for a week',
          then: 'show how long each {thing} was busy per day and the busiest hours of the week',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'live-status-source',
      category: 'data',
      text: 'What tells the app whether a {thing} is free or busy?',
      options: ['Staff set it by hand', 'Check-in and check-out, plus staff overrides', 'Sensors or another system report it'],
      recommended: 'Check-in and check-out, plus staff overrides',
      reason: 'A status that follows from check-in and check-out stays right without anyone remembering to update it.',
      impact: 10,
      decision: 'Source of the status',
      says: {
        'Staff set it by hand': 'Staff set the state of each {thing} by hand; the app shows when it was last changed.',
        'Check-in and check-out, plus staff overrides':
          'A {thing} becomes busy when someone checks in and free when they check out; staff can override any state.',
        'Sensors or another system report it':
          'The state of each {thing} comes from sensors or another system through an API; stale readings are flagged.',
      },
      settledBy: {
        'Sensors or another system report it': ['sensor', 'iot', 'sensoren', 'sensores', 'capteur', 'capteurs'],
      },
    },
    {
      id: 'live-status-states',
      category: 'data',
      text: 'Which states can a {thing} be in?',
      options: ['Free or busy', 'Free, busy or out of order', 'Free, busy, booked soon or out of order'],
      recommended: 'Free, busy or out of order',
      reason: 'Out of order is what people most need to know before they walk over; more states can come later.',
      impact: 8,
      decision: 'States of a {thing}',
      says: {
        'Free or busy': 'A {thing} is either free or busy.',
        'Free, busy or out of order': 'A {thing} is free, busy or out of order; out-of-order ones cannot be used or taken.',
        'Free, busy, booked soon or out of order':
          'A {thing} is free, busy, booked soon (a booking starts within a set time) or out of order.',
      },
    },
    {
      id: 'live-status-where',
      category: 'user-flow',
      text: 'Where do people look at the status of the {things}?',
      options: ['On their own phones', 'On a kiosk or wall screen on site', 'Both'],
      recommended: 'Both',
      reason: 'A screen on site serves people who walk in, and the same view on a phone saves a wasted trip.',
      impact: 8,
      decision: 'Where the status is shown',
      says: {
        'On their own phones': 'The status is a mobile page that anyone can open, with no sign-in needed.',
        'On a kiosk or wall screen on site':
          'The status is shown full-screen on a screen or kiosk on site, readable from a distance.',
        Both: 'The status is shown full-screen on site and on a mobile page people can open from anywhere.',
      },
      settledBy: {
        'On a kiosk or wall screen on site': [
          'kiosk',
          'wall screen',
          'tv screen',
          'big screen',
          'infobildschirm',
          'écran d’affichage',
        ],
      },
    },
    {
      id: 'live-status-freshness',
      category: 'performance',
      text: 'How quickly must a change in the status of a {thing} show up for everyone?',
      options: ['Within a few seconds, without a refresh', 'Within a minute or so', 'When the page is reloaded'],
      recommended: 'Within a few seconds, without a refresh',
      reason: 'A status that lags sends people to a {thing} someone has just taken; being current is the point here.',
      impact: 7,
      decision: 'Status freshness',
      replaces: 'live-updates',
      says: {
        'Within a few seconds, without a refresh':
          'Push status changes to every open screen within a few seconds, without a refresh.',
        'Within a minute or so': 'Open screens fetch the status again every 30 to 60 seconds.',
        'When the page is reloaded': 'The status is fetched when a page is opened or reloaded.',
      },
      settledBy: {
        'Within a few seconds, without a refresh': [
          'real-time',
          'realtime',
          'real time',
          'echtzeit',
          'tiempo real',
          'temps réel',
          'tempo real',
        ],
      },
    },
    {
      id: 'live-status-who',
      category: 'roles',
      text: 'Who can change the status of a {thing}?',
      options: ['Staff only', 'Staff, and anyone can report a problem', 'Anyone who uses it'],
      recommended: 'Staff, and anyone can report a problem',
      reason: 'Staff keep the status reliable, while reports from the people using the {things} catch faults sooner.',
      impact: 6,
      decision: 'Who changes the status',
      says: {
        'Staff only': 'Only signed-in staff can change the state of a {thing}.',
        'Staff, and anyone can report a problem':
          'Staff change states; anyone can report a {thing} as broken with a note, which staff confirm or clear.',
        'Anyone who uses it': 'Anyone using a {thing} can set it busy or free and report it broken; every change is logged.',
      },
    },
    {
      id: 'live-status-busy',
      category: 'scope',
      text: 'What should people see about a {thing} that is busy?',
      options: ['Only that it is busy', 'When it should be free again', 'Free-again time plus a queue or booking'],
      recommended: 'When it should be free again',
      reason: 'An expected free time lets people plan instead of checking again and again.',
      impact: 6,
      decision: 'Busy {things}',
      says: {
        'Only that it is busy': 'A busy {thing} shows only that it is busy.',
        'When it should be free again':
          'A busy {thing} shows when it should be free again, from its booking or usual length of use.',
        'Free-again time plus a queue or booking':
          'A busy {thing} shows when it should be free again and lets people join a queue or book the next free time.',
      },
    },
    {
      id: 'live-status-stale',
      category: 'edge-cases',
      text: 'What should happen when a {thing} has shown as busy for much longer than usual?',
      options: [
        'Nothing: it stays busy until changed',
        'Staff are alerted to check it',
        'It is set free again after a time limit',
      ],
      recommended: 'Staff are alerted to check it',
      reason:
        'A forgotten check-out is the commonest reason a status is wrong; an alert lets a person fix it without freeing a {thing} still in use.',
      impact: 6,
      decision: 'Stuck statuses',
      says: {
        'Nothing: it stays busy until changed': 'A busy {thing} stays busy until someone changes it, however long that takes.',
        'Staff are alerted to check it':
          'Each {thing} (or type) has a normal longest time in use; when it stays busy past that, staff are alerted and it is flagged on the board as needing a check.',
        'It is set free again after a time limit':
          'Each {thing} (or type) has a time limit; past it, the {thing} is set free automatically and the change is logged as automatic.',
      },
    },
    {
      id: 'live-status-overview',
      category: 'design',
      text: 'How should the {things} be laid out when there are many of them?',
      options: [
        'One list, free ones first',
        'Grouped by area, with a count of free ones per group',
        'On a floor plan showing where each one is',
      ],
      recommended: 'Grouped by area, with a count of free ones per group',
      reason:
        'Grouping answers “is anything free near me?” at a glance; a floor plan looks good but must be redrawn whenever things move.',
      impact: 6,
      decision: 'Layout of the board',
      says: {
        'One list, free ones first':
          'Show all {things} in one list, free ones first, then busy ones by when they should be free.',
        'Grouped by area, with a count of free ones per group':
          'Group the {things} by area (or type), each group headed by how many are free right now; opening a group shows its {things}.',
        'On a floor plan showing where each one is':
          'Show the {things} on an uploaded floor plan or site map, each as a coloured marker at its place; admins place the markers.',
      },
      settledBy: {
        'On a floor plan showing where each one is': ['floor plan', 'floorplan', 'grundriss', 'lageplan', 'planta baixa'],
      },
    },
    {
      id: 'live-status-hours',
      category: 'data',
      text: 'Do the {things} have opening hours or planned closures?',
      options: [
        'No: they can be used at any time',
        'Opening hours, shown as closed outside them',
        'Opening hours plus planned closures with a reason',
      ],
      recommended: 'Opening hours plus planned closures with a reason',
      reason:
        'Showing closed outside opening hours and during planned closures stops people coming for a {thing} that was never going to be free.',
      impact: 5,
      decision: 'Opening hours and closures',
      says: {
        'No: they can be used at any time': 'The {things} have no opening hours; their state is shown at all times.',
        'Opening hours, shown as closed outside them':
          'Each {thing} (or area) has opening hours; outside them it shows as closed, with when it opens next.',
        'Opening hours plus planned closures with a reason':
          'Each {thing} (or area) has opening hours, and staff can plan closures ahead (such as cleaning or a private event) with a reason; during them it shows as closed with the reason and when it reopens.',
      },
    },
    {
      id: 'live-status-alert-free',
      category: 'user-flow',
      text: 'Can people ask to be told when a busy {thing} becomes free?',
      options: [
        'No: they check the status themselves',
        'An alert when one chosen {thing} is free',
        'An alert when any in a chosen group is free',
      ],
      recommended: 'An alert when any in a chosen group is free',
      reason: 'People rarely need one particular {thing}; an alert when any nearby one frees up saves them watching the screen.',
      impact: 5,
      decision: 'Alerts when free',
      askIf: { answer: 'live-status-busy', isNot: ['Free-again time plus a queue or booking'] },
      says: {
        'No: they check the status themselves': 'There are no alerts; people check the status of the {things} themselves.',
        'An alert when one chosen {thing} is free':
          'On a busy {thing}, people can ask to be told when it is free and get one alert when it is; the request then ends.',
        'An alert when any in a chosen group is free':
          'People can ask for one alert when any {thing} in a chosen area or type becomes free; the request ends with that alert or after a few hours.',
      },
    },
  ],
} satisfies InteractionInput;
