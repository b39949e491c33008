import type { InteractionInput } from '../records';

/**
 * Games drawn from whoever turned up: a badminton club night, padel americano, a tennis social, five-a-side teams
 * picked on the night. The app makes up the next games as courts or tables come free, keeping waiting, levels and
 * partners fair.
 */
export default {
  id: 'session-draws',
  name: 'Games drawn at a session',
  noun: 'game rotation app',
  // Only where games are played: "mix people up" at a party plans no games.
  onlyIfSaid: [
    ...'game games match matches court courts table tables doubles singles team teams play plays played playing'.split(' '),
    ...'player players round rounds partner partners rink rinks pitch'.split(' '),
    ...'spiel spiele spielen spielt spieler platz plätze runde partido partidos pista pistas jugar juega jugadores'.split(' '),
    ...'partie parties terrain terrains jouer joue joueurs jogo jogos quadra quadras jogar joga jogadores'.split(' '),
  ],
  verbs: [
    ['rotate', 2],
    ['shuffle', 3],
  ],
  nouns: [
    ['pegboard', 6],
    ['americano', 5],
    ['mexicano', 5],
  ],
  phrases: [
    ['next set of doubles', 6],
    ['next set of games', 6],
    ['next round of games', 6],
    ['whichever court', 5],
    ['court comes free', 5],
    ['courts come free', 5],
    ['table comes free', 5],
    ['when a court frees', 5],
    ['peg board', 6],
    ['club night', 3],
    ['social night', 3],
    ['open play', 3],
    ['round robin', 4],
    ['balance levels', 5],
    ['balance the levels', 5],
    ['balanced teams', 5],
    ['fair teams', 5],
    ['mix people up', 5],
    ['mix everyone up', 5],
    ['playing the same people', 5],
    ['play the same people', 5],
    ['sit out too long', 5],
    ['sitting out', 4],
    ['who plays who', 5],
    ['who plays whom', 5],
    ['who plays with who', 5],
    ['who plays with whom', 5],
    ['make up the teams', 5],
    ['pick the teams', 4],
  ],
  recognise: {
    de: [
      ['wer gegen wen', 6],
      ['wer spielt gegen wen', 6],
      ['wer mit wem spielt', 6],
      ['ausgeglichene teams', 5],
      ['faire teams', 5],
      ['steckbrett', 5],
      ['nächste runde', 3],
      ['spielrunde*', 4],
      ['aussetzen', 3],
      ['setzt aus', 4],
      ['americano', 5],
    ],
    es: [
      ['quién juega con quién', 6],
      ['quién juega contra quién', 6],
      ['equipos equilibrados', 5],
      ['equipos justos', 5],
      ['americano', 5],
      ['mexicano', 5],
      ['próxima ronda', 3],
      ['pista libre', 4],
      ['se queda fuera', 3],
    ],
    fr: [
      ['qui joue avec qui', 6],
      ['qui joue contre qui', 6],
      ['équipes équilibrées', 5],
      ['équipes équitables', 5],
      ['prochaine rotation', 4],
      ['terrain libre', 4],
      ['americano', 5],
      ['attendre trop longtemps', 3],
    ],
    pt: [
      ['quem joga com quem', 6],
      ['quem joga contra quem', 6],
      ['equipas equilibradas', 5],
      ['equipes equilibradas', 5],
      ['times equilibrados', 5],
      ['americano', 5],
      ['quadra livre', 4],
      ['campo livre', 3],
      ['fica de fora', 3],
    ],
  },
  thing: 'game',
  things: 'games',
  features: [
    {
      id: 'session-draws-check-in',
      title: 'Arrival Check-in',
      description: 'People tap in when they arrive and out when they leave, so every draw uses only who is there.',
      done: [
        {
          when: 'someone taps in on arrival',
          then: 'add them to tonight’s pool at once, so they are in the next draw',
        },
        {
          when: 'someone taps out',
          then: 'leave them out of every later draw, without changing games already on',
        },
      ],
    },
    {
      id: 'session-draws-next',
      title: 'Next {Things} Drawn',
      description: 'When a court or table comes free, the next {thing} is made up from those waiting, by the fairness rules.',
      done: [
        {
          when: 'a court or table is marked free',
          then: 'draw the next {thing} from those waiting, by the fairness rules, and show it within a second',
        },
        {
          when: 'the organiser swaps someone out of a drawn {thing}',
          then: 'put in the next fairest person and keep the swapped one first in line',
        },
      ],
    },
    {
      id: 'session-draws-levels',
      title: 'Levels and Balance Rules',
      description: 'Each person’s level, and the rules the draw follows: even sides, mixed partners, fair waiting.',
      done: [
        {
          when: 'a {thing} is drawn',
          then: 'keep the two sides’ summed levels within the set gap where those waiting allow it',
        },
      ],
    },
    {
      id: 'session-draws-fairness',
      title: 'Fair Waiting and Mixing',
      description: 'How long each person has sat out and whom they have played with tonight, used by every draw.',
      done: [
        {
          when: 'people are drawn for a {thing}',
          then: 'pick first those who have sat out longest and avoid partners and opponents they have had tonight',
        },
      ],
    },
    {
      id: 'session-draws-board',
      title: 'Live {Thing} Board',
      description: 'A screen of what is on each court or table and who is up next, readable from across the hall.',
      done: [
        {
          when: 'a {thing} is drawn or finished',
          then: 'update the board at once for everyone looking at it',
        },
      ],
    },
    {
      id: 'session-draws-history',
      title: '{Thing} History',
      description: 'Who played with and against whom, session by session, to keep people mixed over the season.',
      done: [
        {
          when: 'the organiser opens a past session',
          then: 'show every {thing} played, who was in it and how long each person sat out',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'session-draws-making',
      category: 'user-flow',
      text: 'How are the next {things} made up when a court or table comes free?',
      options: [
        'The app draws them and they go up at once',
        'The app draws them and the organiser confirms',
        'The organiser picks them, with the app suggesting',
      ],
      recommended: 'The app draws them and they go up at once',
      reason:
        'On a busy night an organiser confirming every draw becomes the queue; a draw shown at once, that can still be swapped, keeps play moving.',
      impact: 10,
      decision: 'Making up {things}',
      feature: 'session-draws-next',
      says: {
        'The app draws them and they go up at once':
          'When a court or table is marked free, the app draws the next {thing} and shows it at once; the organiser can swap people afterwards.',
        'The app draws them and the organiser confirms':
          'When a court or table is marked free, the app proposes the next {thing} and the organiser confirms or changes it before it is shown.',
        'The organiser picks them, with the app suggesting':
          'The organiser makes up each {thing}; the app lists who has waited longest and suggests a fair set.',
      },
    },
    {
      id: 'session-draws-priority',
      category: 'data',
      text: 'When the rules pull apart, what should the draw put first?',
      options: [
        'Fair waiting: whoever has sat out longest plays next',
        'Even levels in every {thing}',
        'Mixing: nobody partners the same person twice in a row',
      ],
      recommended: 'Fair waiting: whoever has sat out longest plays next',
      reason:
        'Sitting out too long is what people notice and complain about first; levels and mixing are then balanced among those due to play.',
      impact: 9,
      decision: 'Draw priority',
      feature: 'session-draws-fairness',
      says: {
        'Fair waiting: whoever has sat out longest plays next':
          'Each draw takes first those who have sat out longest, then balances levels and mixes partners among them.',
        'Even levels in every {thing}':
          'Each draw puts even sides first, then picks those who have waited longest among the people who fit.',
        'Mixing: nobody partners the same person twice in a row':
          'Each draw avoids repeating partners and opponents first, then balances waiting and levels.',
      },
    },
    {
      id: 'session-draws-levels',
      category: 'data',
      text: 'How is each person’s level set?',
      options: ['Each person sets their own', 'The organiser sets it', 'The app adjusts it from results'],
      recommended: 'The organiser sets it',
      reason: 'Self-set levels drift; one person who knows the players keeps the draw balanced, and it can be changed any night.',
      impact: 8,
      decision: 'Levels',
      feature: 'session-draws-levels',
      says: {
        'Each person sets their own':
          'Each person picks their own level on a set scale when they first check in, and can change it.',
        'The organiser sets it': 'The organiser sets each person’s level on a set scale; people do not see or change it.',
        'The app adjusts it from results':
          'Levels start from the organiser’s setting and move up or down from entered results over the season.',
      },
      settledBy: {
        'Each person sets their own': ['set their level', 'set their own level', 'pick their level', 'choose their level'],
      },
    },
    {
      id: 'session-draws-check-in',
      category: 'user-flow',
      text: 'How do {actors} check in and out on the night?',
      options: ['Tap their name on a shared tablet', 'On their own phones', 'The organiser ticks them in'],
      recommended: 'Tap their name on a shared tablet',
      reason: 'A shared tablet by the courts needs no accounts or phones, and people see the next games on the same screen.',
      impact: 8,
      decision: 'Checking in',
      feature: 'session-draws-check-in',
      says: {
        'Tap their name on a shared tablet':
          'People tap their name on a shared tablet to check in and out; no personal sign-in is needed on the night.',
        'On their own phones':
          'People check in and out on their own phones with a sign-in link; the organiser sees who is there.',
        'The organiser ticks them in': 'The organiser ticks people in and out on their own device.',
      },
      settledBy: {
        'Tap their name on a shared tablet': [
          'old ipad',
          'shared ipad',
          'shared tablet',
          'ipad on the bench',
          'tablet on the bench',
        ],
      },
    },
    {
      id: 'session-draws-format',
      category: 'scope',
      text: 'Who makes up one {thing}?',
      options: ['Four people, two a side (doubles)', 'Two people, one a side (singles)', 'Two teams of a set size'],
      recommended: 'Four people, two a side (doubles)',
      reason: 'Doubles is the usual club-night format and lets the most people play at once on each court.',
      impact: 8,
      decision: 'Who plays in a {thing}',
      says: {
        'Four people, two a side (doubles)': 'Each {thing} takes four people, two a side.',
        'Two people, one a side (singles)': 'Each {thing} takes two people, one a side.',
        'Two teams of a set size': 'Each {thing} takes two teams of a size the organiser sets for the session.',
      },
      settledBy: {
        'Four people, two a side (doubles)': ['doubles'],
        'Two people, one a side (singles)': ['singles only'],
      },
    },
    {
      id: 'session-draws-short',
      category: 'edge-cases',
      text: 'What happens when too few people are waiting to fill a {thing}?',
      options: [
        'The court waits until enough are free',
        'A smaller {thing} is drawn, such as singles',
        'Those just finished are drawn again',
      ],
      recommended: 'The court waits until enough are free',
      reason:
        'Waiting a minute for the next court to finish keeps the rules simple; a smaller game suits only very quiet nights.',
      impact: 7,
      decision: 'Too few waiting',
      says: {
        'The court waits until enough are free': 'A free court stays empty until enough people are waiting; it is drawn then.',
        'A smaller {thing} is drawn, such as singles': 'With too few waiting, a smaller {thing} is drawn from those there.',
        'Those just finished are drawn again':
          'With too few waiting, those who have just finished are added to the draw, least-played first.',
      },
    },
    {
      id: 'session-draws-late',
      category: 'edge-cases',
      text: 'How are people who arrive late treated in the draw?',
      options: [
        'As if they had waited since the start',
        'Level with the others’ number of {things} so far',
        'Last in line until they have played once',
      ],
      recommended: 'Level with the others’ number of {things} so far',
      reason: 'Counting late arrivals as having played the average neither jumps them ahead nor leaves them sitting out.',
      impact: 6,
      decision: 'Late arrivals',
      says: {
        'As if they had waited since the start': 'A late arrival counts as having waited since the session began.',
        'Level with the others’ number of {things} so far':
          'A late arrival starts with the average number of {things} played so far, so they neither jump ahead nor wait longest.',
        'Last in line until they have played once': 'A late arrival joins the back of the line until they have played once.',
      },
    },
    {
      id: 'session-draws-results',
      category: 'scope',
      text: 'Are the results of {things} kept?',
      options: ['No: only who played', 'Scores entered when each {thing} ends', 'Scores, and a ladder over the season'],
      recommended: 'No: only who played',
      reason: 'A social night runs on fair play, not scores; entering them slows every court change, and they can come later.',
      impact: 6,
      decision: 'Results',
      says: {
        'No: only who played': 'No scores are kept; the app records only who played in each {thing}.',
        'Scores entered when each {thing} ends':
          'When a {thing} ends, a player enters the score before the court is drawn again.',
        'Scores, and a ladder over the season':
          'Scores are entered when each {thing} ends and build a ladder over the season, shown on request.',
      },
    },
    {
      id: 'session-draws-board',
      category: 'user-flow',
      text: 'Where do {actors} see who is on next?',
      options: ['On the same tablet they check in on', 'On a big screen in the hall', 'On their own phones'],
      recommended: 'On the same tablet they check in on',
      reason:
        'One screen for checking in and for the next games is all a first version needs; a big screen can show the same page later.',
      impact: 5,
      decision: 'Where the next {things} show',
      feature: 'session-draws-board',
      says: {
        'On the same tablet they check in on': 'The check-in tablet shows each court’s {thing} and who is up next.',
        'On a big screen in the hall': 'A big-screen page shows each court’s {thing} and who is up next, updating by itself.',
        'On their own phones': 'People see the courts and who is up next on their own phones, updating live.',
      },
    },
  ],
} satisfies InteractionInput;
