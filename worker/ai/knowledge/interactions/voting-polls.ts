import type { InteractionInput } from '../records';

export default {
  id: 'voting-polls',
  name: 'Voting and polls',
  noun: 'voting app',
  verbs: [
    ['vote', 6],
    ['elect', 6],
    ['poll', 5],
    ['upvote', 4],
    ['nominate', 4],
    ['rank', 2],
  ],
  nouns: [
    ['poll', 6],
    ['ballot', 6],
    ['referendum', 6],
    ['election', 5],
    ['vote', 5],
    ['voter', 5],
    ['voting', 5],
    ['quorum', 4],
    ['candidate', 2],
    ['survey', 2],
  ],
  recognise: {
    de: [
      ['abstimm*', 6],
      ['umfrage*', 5],
      ['stimmabgabe', 6],
      ['voting', 5],
      ['wahl', 3],
      ['wahlen', 3],
    ],
    es: [
      ['vot*', 5],
      ['votacion*', 6],
      ['sondeo*', 5],
      ['encuesta*', 4],
      ['eleccion*', 4],
    ],
    fr: [
      ['voter', 6],
      ['vote*', 5],
      ['scrutin*', 6],
      ['sondage*', 5],
      ['election*', 4],
    ],
    pt: [
      ['vot*', 5],
      ['votac*', 6],
      ['enquete*', 5],
      ['sondagem', 5],
      ['eleic*', 4],
    ],
  },
  thing: 'poll',
  things: 'polls',
  features: [
    {
      id: 'voting-polls-setup',
      title: '{Thing} Setup',
      description: 'A {thing} with its question, its choices, who may vote, and when voting opens and closes.',
      done: [
        {
          when: 'someone creates a {thing} with an opening and closing time',
          then: 'open it for voting at the opening time and close it at the closing time without anyone acting',
        },
      ],
    },
    {
      id: 'voting-polls-ballot',
      title: 'One Vote per Person',
      description: 'Each person who may vote does so once, gets a confirmation, and cannot vote twice in the same {thing}.',
      done: [
        {
          when: 'someone who may vote casts their vote',
          then: 'record it, confirm it to them and mark them as having voted',
        },
        {
          when: 'someone tries to vote a second time in the same {thing}',
          then: 'refuse the second vote and show that they have already voted',
        },
      ],
    },
    {
      id: 'voting-polls-results',
      title: '{Thing} Results',
      description: 'Counts and shares per choice, turnout and the outcome, shown when the rules of the {thing} allow.',
      done: [
        {
          when: 'a {thing} closes',
          then: 'count the votes, show each choice with its count and share, the turnout and the outcome',
        },
      ],
    },
    {
      id: 'voting-polls-turnout',
      title: 'Turnout and Voting Reminders',
      description: 'How many have voted so far, and a reminder to those who have not before the {thing} closes.',
      done: [
        {
          when: 'a {thing} is a day from closing',
          then: 'remind everyone who may vote and has not voted yet',
        },
      ],
    },
    {
      id: 'voting-polls-archive',
      title: 'Past {Things} and Decisions',
      description: 'Every closed {thing} with its question, result and date, kept as the record of what was decided.',
      done: [
        {
          when: 'someone searches past {things}',
          then: 'list the closed {things} that match with their results and closing dates',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'voting-polls-secrecy',
      category: 'security',
      text: 'Is voting on {things} open or secret?',
      options: [
        'Open: names shown with each vote',
        'Secret: who voted is recorded but not how',
        'Fully anonymous: no sign-in and no names',
      ],
      recommended: 'Secret: who voted is recorded but not how',
      reason: 'A secret ballot protects honest votes while still making sure each person votes only once.',
      impact: 10,
      decision: 'Ballot secrecy',
      says: {
        'Open: names shown with each vote': 'Votes are open: everyone who may see the results sees who voted for what.',
        'Secret: who voted is recorded but not how':
          'Votes are secret: the app records who has voted, to allow one vote each, but stores each choice without a name.',
        'Fully anonymous: no sign-in and no names':
          'Anyone with the link can vote without signing in; repeat votes are only limited per device.',
      },
      settledBy: {
        'Secret: who voted is recorded but not how': [
          'secret ballot',
          'secret vote',
          'anonymous vote',
          'anonymous voting',
          'geheime wahl',
          'geheime abstimmung',
          'voto secreto',
          'vote secret',
          'vote à bulletin secret',
          'voto secreto',
        ],
      },
    },
    {
      id: 'voting-polls-who',
      category: 'roles',
      text: 'Who can vote on {things}?',
      options: ['Anyone with the link', 'Signed-in {actors} only', 'Only those on a list of eligible voters'],
      recommended: 'Signed-in {actors} only',
      reason: 'Signing in is what makes one vote per person possible without extra steps for anyone.',
      impact: 9,
      decision: 'Who may vote',
      replaces: 'sign-in',
      says: {
        'Anyone with the link': 'Anyone with the link can vote, without an account.',
        'Signed-in {actors} only': 'Voters sign in, and each account can vote once per {thing}.',
        'Only those on a list of eligible voters':
          'Only people on the list of eligible voters for a {thing} can vote; they sign in and vote once.',
      },
      settledBy: {
        'Only those on a list of eligible voters': [
          'eligible',
          'voting rights',
          'stimmberechtig*',
          'derecho a voto',
          'droit de vote',
          'direito a voto',
        ],
      },
    },
    {
      id: 'voting-polls-results-when',
      category: 'user-flow',
      text: 'When do people see the results of voting on a {thing}?',
      options: ['Live as votes come in', 'Only once voting has closed', 'Only when {owner} publishes them'],
      recommended: 'Only once voting has closed',
      reason: 'Hiding results until the end stops early numbers from swaying later votes.',
      impact: 8,
      decision: 'When results are shown',
      settledBy: {
        'Live as votes come in': ['live results', 'real-time results', 'results in real time', 'live-ergebnis*'],
      },
    },
    {
      id: 'voting-polls-method',
      category: 'data',
      text: 'How do people vote on a {thing}?',
      options: ['A single choice each', 'Several choices each up to a limit', 'Ranking the choices in order'],
      recommended: 'A single choice each',
      reason: 'One choice per person is what everyone understands; ranking pays off only for elections with many candidates.',
      impact: 7,
      decision: 'Voting method',
      says: {
        'A single choice each':
          'Each person picks one choice per {thing}; abstaining is a choice of its own where the question needs it.',
        'Several choices each up to a limit': 'Each person can pick several choices in a {thing}, up to the limit set for it.',
        'Ranking the choices in order':
          'People rank the choices of a {thing} in order; the result is counted by instant run-off.',
      },
    },
    {
      id: 'voting-polls-validity',
      category: 'edge-cases',
      text: 'What makes the result of voting on a {thing} count?',
      options: ['The most votes wins', 'The most votes if enough people voted', 'A quorum and majority set per {thing}'],
      recommended: 'The most votes wins',
      reason: 'Most polls need nothing more; quorums and special majorities matter only where statutes demand them.',
      impact: 6,
      decision: 'Valid result',
      settledBy: {
        'A quorum and majority set per {thing}': [
          'quorum',
          'beschlussfähig*',
          'quórum',
          'two-thirds',
          'zwei drittel',
          'deux tiers',
        ],
      },
    },
    {
      id: 'voting-polls-change',
      category: 'edge-cases',
      text: 'Can someone change their vote before voting on a {thing} closes?',
      recommended: 'Yes',
      reason: 'Letting people change their mind until the close costs nothing and avoids asking {owner} to fix mistakes.',
      impact: 5,
      decision: 'Changing a vote',
    },
  ],
} satisfies InteractionInput;
