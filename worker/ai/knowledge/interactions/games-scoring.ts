import type { InteractionInput } from '../records';

export default {
  id: 'games-scoring',
  name: 'Games and scoring',
  noun: 'scoring and leaderboard app',
  verbs: [
    ['compete', 5],
    ['score', 4],
    ['rank', 4],
    ['challenge', 3],
    ['play', 2],
    ['win', 2],
    ['beat', 2],
  ],
  nouns: [
    ['tournament', 6],
    ['league', 4],
    ['challenge', 2],
    ['competition', 4],
    ['leaderboard', 6],
    ['scoreboard', 6],
    ['ranking', 4],
  ],
  recognise: {
    de: [
      ['rangliste*', 6],
      ['bestenliste*', 6],
      ['turnier*', 6],
      ['punktestand', 5],
      ['wettbewerb*', 4],
      ['tabelle', 2],
    ],
    es: [
      ['torneo*', 6],
      ['clasificación', 4],
      ['puntuación', 5],
      ['marcador', 5],
      ['liga', 4],
      ['competir', 4],
    ],
    fr: [
      ['tournoi*', 6],
      ['classement*', 5],
      ['championnat*', 5],
      ['compétition*', 4],
      ['score*', 4],
    ],
    pt: [
      ['torneio*', 6],
      ['classificação', 4],
      ['pontuação', 5],
      ['placar', 5],
      ['campeonato*', 5],
      ['ranking', 4],
    ],
  },
  thing: 'competition',
  things: 'competitions',
  features: [
    {
      id: 'games-scoring-standings',
      title: 'Live {Thing} Standings',
      description: 'The current ranking with points, games played and recent form, updated as soon as a score is in.',
      done: [
        {
          when: 'a score is confirmed',
          then: 'recalculate the standings and show the new order within a minute, with ties broken by the set rules',
        },
      ],
    },
    {
      id: 'games-scoring-entry',
      title: 'Score Entry and Confirmation',
      description: 'A quick form to enter a result on a phone, confirmed by the other side or an organiser.',
      done: [
        {
          when: 'someone enters a result',
          then: 'hold it as unconfirmed and ask the other side or an organiser to confirm it',
        },
        {
          when: 'a result is confirmed',
          then: 'lock it and add it to the standings',
        },
      ],
    },
    {
      id: 'games-scoring-fixtures',
      title: 'Fixtures and Brackets',
      description: 'Who plays whom and when, as a fixture list or a knockout bracket that fills in as results arrive.',
      done: [
        {
          when: 'a knockout result is confirmed',
          then: 'move the winner into the next round of the bracket',
        },
      ],
    },
    {
      id: 'games-scoring-seasons',
      title: 'Seasons and Past Standings',
      description: 'Standings that start afresh each season, with past seasons and their winners kept.',
      done: [
        {
          when: 'an organiser closes a season',
          then: 'freeze its final standings in the archive and start the new season at zero',
        },
      ],
    },
    {
      id: 'games-scoring-profiles',
      title: 'Player Profiles and Stats',
      description: 'Each player or team with results, wins and losses, best scores and position over time.',
      done: [
        {
          when: 'someone opens a player profile',
          then: 'show their results, win rate, best score and position in the current standings',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'games-scoring-format',
      category: 'scope',
      text: 'What format does the {thing} take?',
      options: [
        'A running leaderboard: best score wins',
        'A league: everyone plays everyone',
        'A knockout with brackets',
        'Challenges that earn points over time',
      ],
      recommended: 'A running leaderboard: best score wins',
      reason:
        'A running leaderboard works with any number of {actors} and needs no fixtures; leagues and brackets need scheduling.',
      impact: 10,
      decision: 'Competition format',
      says: {
        'A running leaderboard: best score wins':
          'Rank {actors} by their best (or total) score; anyone can post a score at any time.',
        'A league: everyone plays everyone':
          'Run a league: generate fixtures so everyone meets everyone, award points per result and rank by points.',
        'A knockout with brackets':
          'Run a knockout: seed a bracket, and each confirmed result moves the winner to the next round.',
        'Challenges that earn points over time':
          'Run challenges: each completed challenge earns set points, and {actors} are ranked by points over the period.',
      },
      settledBy: {
        'A knockout with brackets': [
          'knockout',
          'bracket',
          'elimination',
          'k.o.-system',
          'eliminatoria',
          'élimination directe',
          'mata-mata',
        ],
        'A league: everyone plays everyone': ['league', 'round robin', 'round-robin', 'liga', 'ligue'],
        'A running leaderboard: best score wins': ['high score', 'highscore', 'bestenliste'],
      },
    },
    {
      id: 'games-scoring-entry',
      category: 'roles',
      text: 'Who enters the scores for the {thing}, and who confirms them?',
      options: [
        'Each player enters their own',
        'One side enters and the other confirms',
        'Only organisers enter scores',
        'Recorded automatically by the game itself',
      ],
      recommended: 'One side enters and the other confirms',
      reason: 'Confirmation by the other side catches most mistakes and cheating without an organiser entering every result.',
      impact: 9,
      decision: 'Entering and confirming scores',
    },
    {
      id: 'games-scoring-points',
      category: 'data',
      text: 'How are points given in the {thing}?',
      options: ['The raw score: highest or fastest wins', 'Fixed points per result', 'A rating that weighs the opponent (Elo)'],
      recommended: 'The raw score: highest or fastest wins',
      reason: 'A raw score is understood at a glance; points tables and ratings need explaining before people trust them.',
      impact: 8,
      decision: 'Scoring rules',
      settledBy: {
        'A rating that weighs the opponent (Elo)': ['elo', 'rating system', 'glicko', 'ladder'],
      },
    },
    {
      id: 'games-scoring-seasons',
      category: 'data',
      text: 'Does the {thing} start afresh each season?',
      options: [
        'No: all-time standings only',
        'Yes: each season starts at zero, past ones kept',
        'Both: all-time and this season',
      ],
      recommended: 'Yes: each season starts at zero, past ones kept',
      reason: 'Fresh seasons give newcomers a chance; all-time tables freeze once the leaders pull far ahead.',
      impact: 6,
      decision: 'Seasons',
    },
    {
      id: 'games-scoring-disputes',
      category: 'edge-cases',
      text: 'What happens when a score in a {thing} is disputed?',
      options: ['An organiser corrects it with a note', 'The game is replayed', 'Confirmed scores are final'],
      recommended: 'An organiser corrects it with a note',
      reason: 'A visible correction with a reason settles disputes fairly and keeps the standings trusted.',
      impact: 6,
      decision: 'Disputed scores',
    },
    {
      id: 'games-scoring-visibility',
      category: 'roles',
      text: 'Who can see the standings of a {thing}?',
      options: ['Only those taking part', 'Everyone in {owner}', 'Anyone on a public page'],
      recommended: 'Everyone in {owner}',
      reason: 'Standings seen by the whole group motivate; public pages need care with the names of {actors}.',
      impact: 5,
      decision: 'Who sees the standings',
    },
  ],
} satisfies InteractionInput;
