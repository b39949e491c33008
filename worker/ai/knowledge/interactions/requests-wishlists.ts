import type { InteractionInput } from '../records';

export default {
  id: 'requests-wishlists',
  name: 'Requests and wishlists',
  noun: 'request and wishlist app',
  verbs: [
    ['wish', 5],
    ['request', 4],
    ['suggest', 3],
    ['propose', 3],
    ['upvote', 3],
  ],
  nouns: [
    ['wishlist', 6],
    ['wish', 5],
    ['must', 4],
    ['suggestion', 3],
    ['request', 3],
    ['dedication', 2],
  ],
  recognise: {
    de: [
      ['wunschliste*', 6],
      ['musikwunsch*', 6],
      ['wunsch*', 4],
      ['vorschlag*', 3],
      ['feature-request*', 5],
    ],
    es: [
      ['lista de deseos', 6],
      ['peticion*', 4],
      ['deseo*', 3],
      ['sugerencia*', 3],
      ['imprescindible*', 3],
    ],
    fr: [
      ['liste de souhaits', 6],
      ['liste d envies', 6],
      ['souhait*', 4],
      ['dedicace*', 4],
      ['suggestion*', 3],
      ['incontournable*', 3],
    ],
    pt: [
      ['lista de desejos', 6],
      ['pedidos de musica', 6],
      ['desejo*', 4],
      ['sugest*', 3],
      ['indispensave*', 3],
    ],
  },
  thing: 'request',
  things: 'requests',
  features: [
    {
      id: 'requests-wishlists-lists',
      title: '{Thing} Lists',
      description:
        'Each person adds their {things} in one place, with a note for each, and can change them until the list closes.',
      done: [
        {
          when: 'someone adds a {thing}',
          then: 'save it to their list with their name and the time, and show how many they have left to add',
        },
        {
          when: 'someone adds a {thing} that is already on their list',
          then: 'point to the existing one instead of adding it twice',
        },
      ],
    },
    {
      id: 'requests-wishlists-priorities',
      title: '{Thing} Priorities',
      description: 'Each {thing} marked must-have or nice-to-have, with a separate list of what people do not want at all.',
      done: [
        {
          when: 'someone marks what they do not want',
          then: 'keep it on a separate do-not list shown beside their {things}',
        },
      ],
    },
    {
      id: 'requests-wishlists-overview',
      title: 'All {Things} in One View',
      description: 'Every {thing} from everyone, grouped, counted and with duplicates merged, ready for {owner} to act on.',
      done: [
        {
          when: '{owner} opens the overview',
          then: 'show all {things} grouped by priority, with how many people asked for each',
        },
      ],
    },
    {
      id: 'requests-wishlists-status',
      title: '{Thing} Status and Replies',
      description: 'Each {thing} shows whether it was seen, planned, done or declined, with a short reply when useful.',
      done: [
        {
          when: '{owner} changes the status of a {thing}',
          then: 'show the new status to the person who added it and notify them',
        },
      ],
    },
    {
      id: 'requests-wishlists-deadline',
      title: '{Thing} Deadline and Lock',
      description: 'A closing date after which {things} can no longer be changed, with a reminder before it.',
      done: [
        {
          when: 'the closing date for {things} passes',
          then: 'lock every list, tell the people who added them, and keep the final version for {owner}',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'requests-wishlists-limit',
      category: 'scope',
      text: 'What limit is there on the {things} each person can add?',
      options: ['As many as they like', 'Up to a set number each', 'Any number with a ranked top five'],
      recommended: 'Up to a set number each',
      reason: 'A limit makes people choose what really matters, so every {thing} can actually be honoured.',
      impact: 9,
      decision: 'Limit on {things}',
      says: {
        'As many as they like': 'People can add as many {things} as they like.',
        'Up to a set number each':
          'Each person can add up to a set number of {things} (10 by default, changeable by {owner}); the form shows how many are left.',
        'Any number with a ranked top five':
          'People can add any number of {things} and rank their top five, which {owner} sees first.',
      },
    },
    {
      id: 'requests-wishlists-kinds',
      category: 'data',
      text: 'What can people say beyond listing their {things}?',
      options: ['Nothing beyond the list', 'A must-have or nice-to-have mark on each', 'A separate do-not list as well'],
      recommended: 'A must-have or nice-to-have mark on each',
      reason: 'A priority on each {thing} tells whoever acts on them what to honour first when not everything fits.',
      impact: 8,
      decision: 'Priorities and do-nots',
      says: {
        'Nothing beyond the list': 'People only list their {things}; there are no priorities and no do-not list.',
        'A must-have or nice-to-have mark on each':
          'Each {thing} is marked must-have or nice-to-have, and {owner} sees the must-haves first.',
        'A separate do-not list as well':
          'Besides their {things}, people keep a separate do-not list that {owner} sees next to them.',
      },
      settledBy: {
        'A separate do-not list as well': [
          'do-not',
          'do not play',
          'don’t play',
          'do-not-play',
          'no-go list',
          'blacklist',
          'nicht spielen',
          'no tocar',
          'ne pas jouer',
          'não tocar',
        ],
      },
    },
    {
      id: 'requests-wishlists-visibility',
      category: 'roles',
      text: 'Who can see the {things} people add?',
      options: [
        'Only the person who added them and {owner}',
        'Everyone taking part but anonymously',
        'Everyone taking part with names shown',
      ],
      recommended: 'Only the person who added them and {owner}',
      reason: 'People ask more honestly when only {owner} sees their {things}; sharing can be switched on for public lists.',
      impact: 8,
      decision: 'Who sees {things}',
      replaces: 'webapp-data-sharing',
      says: {
        'Only the person who added them and {owner}': 'Only the person who added them and {owner} can see someone’s {things}.',
        'Everyone taking part but anonymously': 'Everyone taking part can see all {things}, without who added them.',
        'Everyone taking part with names shown': 'Everyone taking part can see all {things} and who added each one.',
      },
    },
    {
      id: 'requests-wishlists-response',
      category: 'user-flow',
      text: 'What do people hear back about their {things}?',
      options: ['Nothing beyond the list itself', 'A short status for each one', 'A status plus a personal reply'],
      recommended: 'A short status for each one',
      reason: 'A simple status stops people asking twice and shows that their {things} were taken seriously.',
      impact: 7,
      decision: 'Answers to {things}',
    },
    {
      id: 'requests-wishlists-deadline',
      category: 'edge-cases',
      text: 'Until when can {things} be added or changed?',
      options: ['Whenever they like', 'Until a set deadline, then the list is locked', 'Until {owner} closes the list by hand'],
      recommended: 'Until a set deadline, then the list is locked',
      reason: 'A deadline gives whoever acts on the {things} time to prepare, and leaves one final list that everyone agreed on.',
      impact: 6,
      decision: 'Closing of {things}',
    },
    {
      id: 'requests-wishlists-entry',
      category: 'integrations',
      text: 'Do people type {things} freely, or pick them from a catalogue?',
      options: [
        'Typed freely, with an optional link',
        'Picked from a list that {owner} keeps',
        'Searched in an outside music or product catalogue',
      ],
      recommended: 'Typed freely, with an optional link',
      reason: 'Free text lets people ask for anything; a catalogue is worth adding once duplicates and typos pile up.',
      impact: 6,
      decision: 'Entering {things}',
    },
  ],
} satisfies InteractionInput;
