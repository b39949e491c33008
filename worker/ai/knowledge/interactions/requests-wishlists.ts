import type { InteractionInput } from '../records';

export default {
  id: 'requests-wishlists',
  name: 'Requests and wishlists',
  noun: 'request and wishlist app',
  verbs: [
    ['wish', 5],
    // "send booking requests", "request a collection": a request is most often for a service, which its own pattern
    // reads; alone it is no wishlist.
    ['request', 2],
    ['suggest', 3],
    ['propose', 3],
    ['upvote', 3],
  ],
  nouns: [
    ['wishlist', 6],
    ['wish', 5],
    ['must', 4],
    ['suggestion', 3],
    ['request', 2],
    ['dedication', 2],
  ],
  recognise: {
    de: [
      ['wunschliste*', 6],
      ['musikwunsch*', 6],
      ['wunsch*', 2],
      ['vorschlag*', 3],
      ['feature-request*', 5],
      ['wunschzettel', 6],
      ['liedwunsch*', 6],
      ['wünsche sammeln', 5],
      ['wünsche sammelt', 5],
      ['anfrage*', 2],
      ['ideen', 2],
      ['upvote*', 4],
      ['geschenkliste*', 5],
      ['ideen einreichen', 5],
      ['ideen einreicht', 5],
      ['must have*', 4],
    ],
    es: [
      ['lista de deseos', 6],
      ['peticion*', 4],
      ['deseo*', 3],
      ['sugerencia*', 3],
      ['imprescindible*', 3],
      ['pedir canciones', 6],
      ['pide canciones', 6],
      ['piden canciones', 6],
      ['pidan canciones', 6],
      ['sugerir', 3],
      ['suger*', 3],
      ['proponer', 3],
      ['propon*', 3],
      ['propuestas', 3],
      ['lista de regalos', 5],
      ['ideas', 2],
      ['buzón de sugerencias', 3],
      ['wishlist', 6],
    ],
    fr: [
      ['liste de souhaits', 6],
      ['liste d envies', 6],
      ['souhait*', 2],
      ['dedicace*', 4],
      ['suggestion*', 3],
      ['incontournable*', 3],
      ['souhaits', 4],
      ['suggérer', 3],
      ['suggèrent', 3],
      ['suggérons', 3],
      ['proposer des idées', 4],
      ['propose des idées', 4],
      ['proposent des idées', 4],
      ['proposons des idées', 4],
      ['boîte à idées', 5],
      ['liste de cadeaux', 5],
      ['wishlist', 6],
      ['demandes de chansons', 6],
      ['demande de chanson', 6],
      ['envies', 3],
      ['idées', 2],
    ],
    pt: [
      ['lista de desejos', 6],
      ['pedidos de musica', 6],
      ['desejo*', 4],
      ['sugest*', 3],
      ['indispensave*', 3],
      ['sugerir', 3],
      ['sugerem', 3],
      ['sugerimos', 3],
      ['sugerid*', 3],
      ['propostas', 2],
      ['lista de presentes', 5],
      ['wishlist', 6],
      ['caixa de sugestões', 3],
      ['ideias', 2],
      ['pedir músicas', 6],
      ['pede músicas', 6],
      ['pedem músicas', 6],
      ['pedimos músicas', 6],
      ['solicitações', 2],
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
      settledByAccess: { own: 'Only the person who added them and {owner}' },
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
    {
      id: 'requests-wishlists-duplicates',
      category: 'edge-cases',
      text: 'What happens when several people add the same {thing}?',
      options: [
        'They stay as separate {things}',
        'They are merged into one, with a count of who asked',
        'People back an existing {thing} instead of adding it again',
      ],
      recommended: 'They are merged into one, with a count of who asked',
      reason: 'How many asked is the clearest sign of what matters most, and merging keeps the list short enough to act on.',
      impact: 6,
      decision: 'Same {thing} from several people',
      says: {
        'They stay as separate {things}':
          'Each person’s {things} stay separate even when several ask for the same; they are shown per person.',
        'They are merged into one, with a count of who asked':
          'The app points out likely duplicates and an admin merges them into one {thing} that keeps everyone who asked and shows the count; each person still sees it on their own list.',
        'People back an existing {thing} instead of adding it again':
          'Before adding, people see matching {things} already there (without names) and can back one instead; each {thing} shows how many backed it.',
      },
    },
    {
      id: 'requests-wishlists-fulfilment',
      category: 'roles',
      text: 'Who acts on the {things}?',
      options: [
        'Only the people running it',
        'Anyone taking part, claiming one so it is not done twice',
        'Named people, each handed some {things}',
      ],
      recommended: 'Only the people running it',
      reason:
        'One small group acting on the {things} keeps answers consistent; claiming pays off when others fulfil them, as with gifts or favours.',
      impact: 7,
      decision: 'Who acts on {things}',
      says: {
        'Only the people running it':
          'Only admins act on {things} and change their status; everyone else adds {things} and follows their own.',
        'Anyone taking part, claiming one so it is not done twice':
          'Anyone taking part can claim a {thing} to fulfil it; a claimed {thing} shows as taken to others (and, if set, stays hidden from whoever asked) so nothing is done twice.',
        'Named people, each handed some {things}':
          'Admins hand each {thing} to a named person, who acts on it and updates its status; everyone sees who has it.',
      },
      settledBy: {
        'Anyone taking part, claiming one so it is not done twice': [
          'gift registry',
          'wedding registry',
          'gift list',
          'claim a gift',
          'geschenkeliste',
          'lista de regalos',
          'liste de cadeaux',
          'lista de presentes',
        ],
      },
    },
    {
      id: 'requests-wishlists-rollover',
      category: 'data',
      text: 'What happens to the {things} not met when the round or event they were for is over?',
      options: [
        'They are cleared for the next round',
        'Unmet ones carry over to the next round',
        'They stay in a history; people add them again if still wanted',
      ],
      recommended: 'Unmet ones carry over to the next round',
      reason: 'Carrying unmet {things} over shows people they were not forgotten and saves them typing the same again.',
      impact: 6,
      decision: 'Unmet {things} after a round',
      says: {
        'They are cleared for the next round':
          'When a round ends, all {things} are archived and every list starts empty for the next one.',
        'Unmet ones carry over to the next round':
          'When a round ends, {things} not met move to the next round with their original date and priority; people can remove them.',
        'They stay in a history; people add them again if still wanted':
          'When a round ends, {things} are kept in a history each person can see; anything still wanted is added again with one tap.',
      },
    },
    {
      id: 'requests-wishlists-fairness',
      category: 'user-flow',
      text: 'When not every {thing} can be met, how is it decided which ones are?',
      options: [
        'By hand, each one on its merits',
        'By popularity: most asked for first',
        'At least one per person before anyone gets a second',
      ],
      recommended: 'At least one per person before anyone gets a second',
      reason:
        'People accept a no more easily when everyone got something; the app can propose that fair pick for a person to adjust.',
      impact: 6,
      decision: 'Choosing which {things} are met',
      says: {
        'By hand, each one on its merits':
          'The people running it pick which {things} to meet by hand from the overview; the app only sorts and counts them.',
        'By popularity: most asked for first':
          'The overview ranks {things} by how many people asked for them, then by priority, and proposes the top ones to meet.',
        'At least one per person before anyone gets a second':
          'The app proposes a fair pick: each person’s top {thing} first, then second choices in turn, showing who has had nothing met yet; admins can adjust it.',
      },
    },
  ],
} satisfies InteractionInput;
