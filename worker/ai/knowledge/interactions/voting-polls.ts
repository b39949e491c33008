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
      ['abgestimmt', 6],
      ['umfrage*', 5],
      ['stimmabgabe', 6],
      ['voting', 5],
      ['wahl', 3],
      ['wahlen', 3],
      ['*umfrage', 5],
      ['stimmzettel', 6],
      ['wahlzettel', 6],
      ['mehrheit*', 3],
      ['beschluss*', 3],
      ['beschlussfassung', 5],
      ['votum', 4],
      ['quorum', 4],
      ['kandidat*', 2],
    ],
    es: [
      ['vot*', 5],
      ['votacion*', 6],
      ['sondeo*', 5],
      ['encuesta*', 4],
      ['eleccion*', 4],
      ['papeleta*', 6],
      ['urna*', 3],
      ['mayoría', 3],
      ['quórum', 4],
      ['candidat*', 2],
      ['elegir', 2],
      ['elige', 2],
      ['elegimos', 2],
      ['elijan', 2],
      ['referéndum', 6],
      ['consulta popular', 5],
      ['escrutinio', 5],
    ],
    fr: [
      ['voter', 6],
      ['vote*', 5],
      ['votons', 5],
      ['scrutin*', 6],
      ['sondage*', 5],
      ['election*', 4],
      ['votation*', 6],
      ['majorité', 3],
      ['quorum', 4],
      ['candidat*', 2],
      ['élire', 5],
      ['élisent', 5],
      ['élisons', 5],
      ['référendum', 6],
      ['consultation', 2],
      ['décider ensemble', 3],
      ['décide ensemble', 3],
      ['décident ensemble', 3],
      ['décidons ensemble', 3],
      ['urne*', 3],
    ],
    pt: [
      ['vot*', 5],
      ['votac*', 6],
      ['enquete*', 5],
      ['sondagem', 5],
      ['eleic*', 4],
      ['cédula*', 3],
      ['urna*', 3],
      ['maioria', 3],
      ['quórum', 4],
      ['candidat*', 2],
      ['eleger', 5],
      ['elege', 5],
      ['elegem', 5],
      ['elegemos', 5],
      ['plebiscito', 6],
      ['referendo', 6],
      ['pesquisa de opinião', 5],
      ['assembleia', 2],
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
    {
      id: 'voting-polls-weight',
      category: 'data',
      text: 'Does every vote on a {thing} count the same?',
      options: [
        'One equal vote per person',
        'Weighted, such as by shares or units owned',
        'Delegates cast a set number of votes each',
      ],
      recommended: 'One equal vote per person',
      reason:
        'Equal votes suit most groups; weights by shares or units matter only for co-operatives and owners’ associations whose rules say so.',
      impact: 6,
      decision: 'Vote weight',
      says: {
        'One equal vote per person': 'Every person who may vote has one vote of equal weight.',
        'Weighted, such as by shares or units owned':
          'Each voter has a weight (such as shares or units owned) set by the organisers; results are counted by weight and show both weighted and head counts.',
        'Delegates cast a set number of votes each':
          'Delegates vote on behalf of groups, each casting the number of votes set for them; results count the votes cast.',
      },
      settledBy: {
        'Weighted, such as by shares or units owned': [
          'weighted vote',
          'weighted voting',
          'voting weight',
          'stimmgewicht',
          'miteigentumsanteil*',
          'voto ponderado',
          'vote pondéré',
          'tantièmes',
          'votação ponderada',
        ],
        'Delegates cast a set number of votes each': ['delegate vote', 'delegates vote', 'delegiertenversammlung'],
      },
    },
    {
      id: 'voting-polls-offline',
      category: 'user-flow',
      text: 'How can people who are not using the app take part in a {thing}?',
      options: [
        'They cannot: all votes are cast in the app',
        'Organisers add paper and in-room votes by hand',
        'They name a proxy who votes for them',
      ],
      recommended: 'Organisers add paper and in-room votes by hand',
      reason:
        'Many groups still vote at meetings or have members without the app; counting their votes alongside gives one complete result.',
      impact: 6,
      decision: 'Votes outside the app',
      says: {
        'They cannot: all votes are cast in the app':
          'Votes can only be cast in the app; everyone who may vote needs an account.',
        'Organisers add paper and in-room votes by hand':
          'Organisers can add votes cast on paper or at a meeting, per voter or as totals per choice; the result shows how many came from each, and nobody can vote twice.',
        'They name a proxy who votes for them':
          'A voter can name another voter as their proxy for a {thing}; the proxy votes for both, up to a set number of proxies each.',
      },
      settledBy: {
        'Organisers add paper and in-room votes by hand': [
          'paper ballot',
          'postal vote',
          'hybrid meeting',
          'briefwahl',
          'voto por correo',
          'vote par correspondance',
          'voto por correspondência',
        ],
        'They name a proxy who votes for them': [
          'proxy vote',
          'proxy voting',
          'by proxy',
          'stimmrechtsvollmacht',
          'voto por poder',
          'vote par procuration',
          'voto por procuração',
        ],
      },
    },
    {
      id: 'voting-polls-choices',
      category: 'scope',
      text: 'Can people add their own choices to a {thing}?',
      options: [
        'No: the choices are fixed when it is set up',
        'Yes, during a nomination period before voting opens',
        'Yes, also while voting is open',
      ],
      recommended: 'No: the choices are fixed when it is set up',
      reason:
        'Choices added mid-vote cannot be picked by those who voted early; a nomination period is the fair way for members to propose them.',
      impact: 5,
      decision: 'Adding choices',
      says: {
        'No: the choices are fixed when it is set up':
          'Only whoever sets up a {thing} adds its choices; they cannot change once voting opens.',
        'Yes, during a nomination period before voting opens':
          'A {thing} can open first for nominations, when people propose choices (organisers may approve them), then for voting on the final list.',
        'Yes, also while voting is open':
          'People can add choices while a {thing} is open; new choices appear for everyone, and those who already voted may change their vote.',
      },
      settledBy: {
        'Yes, during a nomination period before voting opens': [
          'nominations',
          'nominate candidates',
          'kandidatenvorschläge',
          'nominaciones',
          'appel à candidatures',
        ],
      },
    },
    {
      id: 'voting-polls-tie',
      category: 'edge-cases',
      text: 'What happens when voting on a {thing} ends in a tie?',
      options: [
        'It is shown as a tie for organisers to settle',
        'A run-off vote between the tied choices opens',
        'A casting vote by the chair decides',
      ],
      recommended: 'It is shown as a tie for organisers to settle',
      reason:
        'Ties are rare and the rules for them differ between groups; showing the tie and letting organisers act avoids coding a rule that may not apply.',
      impact: 5,
      decision: 'Ties',
      says: {
        'It is shown as a tie for organisers to settle':
          'A tie is shown as such in the result; organisers decide what follows and can start a new {thing}.',
        'A run-off vote between the tied choices opens':
          'When the top choices tie, a run-off {thing} between them opens at once for a set time, for the same voters.',
        'A casting vote by the chair decides':
          'When the top choices tie, the chair (a role set by organisers) is asked for a casting vote, recorded with the result.',
      },
      settledBy: {
        'A run-off vote between the tied choices opens': ['run-off vote', 'runoff vote', 'stichwahl', 'segunda vuelta'],
        'A casting vote by the chair decides': [
          'casting vote',
          'stichentscheid',
          'voto de calidad',
          'voix prépondérante',
          'voto de qualidade',
          'voto de minerva',
        ],
      },
    },
  ],
} satisfies InteractionInput;
