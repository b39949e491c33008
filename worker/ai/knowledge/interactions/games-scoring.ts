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
  phrases: [
    ['random draw', 5],
    // (A show has one too: it backs up other cues, never names a competition alone.)
    ['running order', 2],
    ['post results', 4],
    ['publish results', 4],
    ['league table', 6],
    ['results table', 5],
  ],
  // "patients score their pain 0–10": a score with nobody playing, nothing to win and no one to beat is a rating.
  onlyIfSaid: [
    ...'game games match matches player players tournament league leagues points round rounds compete competing'.split(' '),
    ...'competition competitions fixture fixtures leaderboard scoreboard ranking rankings quiz contest race races'.split(' '),
    ...'racing trial trials judge judges judging win wins winner winners heat heats trophy shoot bout bouts'.split(' '),
    ...'spiel spiele spieler turnier liga wettkampf wettbewerb rangliste punkte sieger'.split(' '),
    ...'partido partidos partida jugador jugadores torneo liga competición puntos ganador'.split(' '),
    ...'partie parties joueur joueurs tournoi championnat compétition concours classement points gagnant'.split(' '),
    ...'jogo jogos jogador jogadores torneio campeonato competição placar ranking pontos vencedor bolão'.split(' '),
  ],
  recognise: {
    de: [
      ['rangliste*', 6],
      ['bestenliste*', 6],
      ['turnier*', 6],
      ['punktestand', 5],
      ['wettbewerb*', 4],
      ['tabelle', 2],
      ['punkte', 2],
      ['punkte sammeln', 3],
      ['punkte sammelt', 3],
      ['punkte gesammelt', 3],
      ['highscore*', 6],
      ['spielstand*', 5],
      ['ergebnisse', 2],
      ['liga', 4],
      ['spieltag*', 4],
      ['wertung*', 3],
      ['gewinner', 3],
      ['gegeneinander', 4],
    ],
    es: [
      ['torneo*', 6],
      ['clasificación', 4],
      ['puntuación', 5],
      ['marcador', 5],
      ['liga', 4],
      ['competir', 4],
      ['compite', 4],
      ['competimos', 4],
      ['clasificaciones', 4],
      ['ranking*', 4],
      ['puntos', 2],
      ['puntuaciones', 5],
      ['competicion*', 4],
      ['partidas', 2],
      ['resultados', 2],
      ['ganador*', 3],
      ['retos', 3],
      ['desafio*', 2],
    ],
    fr: [
      ['tournoi*', 6],
      ['classement*', 5],
      ['championnat*', 5],
      ['compétition*', 4],
      ['score*', 4],
      ['points', 2],
      ['ligue*', 4],
      ['gagnant*', 3],
      ['défi', 3],
      ['résultats', 2],
      ['tableau des scores', 6],
      ['meilleur score', 5],
      ['s affronter', 4],
      ['s affronte', 4],
      ['s affrontent', 4],
      ['matchs', 3],
      ['ranking', 4],
    ],
    pt: [
      ['torneio*', 6],
      ['classificação', 4],
      ['pontuação', 5],
      ['placar', 5],
      ['campeonato*', 5],
      ['ranking', 4],
      ['pontos', 2],
      ['liga', 4],
      ['competir', 4],
      ['competem', 4],
      ['competimos', 4],
      ['competição', 4],
      ['competições', 4],
      ['vencedor*', 3],
      ['desafio*', 2],
      ['partidas', 3],
      ['resultados', 2],
      ['pontuações', 5],
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
    {
      id: 'games-scoring-teams',
      category: 'data',
      text: 'Do individuals or teams take part in a {thing}?',
      options: ['Individuals only', 'Teams with a fixed list of players', 'Both, set per {thing}'],
      recommended: 'Individuals only',
      reason: 'Individual entries are the simplest to score and rank; teams need rosters, captains and results split by player.',
      impact: 7,
      decision: 'Who registers',
      says: {
        'Individuals only': 'Every entry in a {thing} is one person; results and standings are per person.',
        'Teams with a fixed list of players':
          'Entries in a {thing} are teams, each with a captain and a list of players; results count for the team, and captains can change the list until a set date.',
        'Both, set per {thing}':
          'When a {thing} is set up, the organiser chooses whether individuals or teams (with a captain and a list of players) take part.',
      },
      settledBy: {
        'Teams with a fixed list of players': ['team captain', 'team captains', 'team league', 'mannschaft*'],
      },
    },
    {
      id: 'games-scoring-divisions',
      category: 'scope',
      text: 'Do all {actors} compete against each other in a {thing}, or in separate groups?',
      options: [
        'Everyone in one table',
        'One table, with handicaps to even out levels',
        'Separate divisions, each ranked on its own',
      ],
      recommended: 'Everyone in one table',
      reason:
        'One table is the simplest to run and explain; divisions and handicaps are worth it once {actors} differ widely in level.',
      impact: 6,
      decision: 'Divisions',
      says: {
        'Everyone in one table': 'Rank everyone taking part in a {thing} in a single table.',
        'One table, with handicaps to even out levels':
          'Rank everyone in one table, with a handicap per player or team set by an organiser and applied to each result; show both the raw and the adjusted score.',
        'Separate divisions, each ranked on its own':
          'A {thing} can have divisions (by level, age or category), each ranked on its own; an organiser moves players or teams between divisions between seasons.',
      },
      settledBy: {
        'One table, with handicaps to even out levels': ['handicap', 'handicaps', 'hándicap'],
        'Separate divisions, each ranked on its own': [
          'first division',
          'age groups',
          'age categories',
          'altersklasse*',
          'spielklasse*',
          'primera división',
          'première division',
        ],
      },
    },
    {
      id: 'games-scoring-withdrawals',
      category: 'edge-cases',
      text: 'What happens when a player or team drops out of a {thing} part-way through?',
      options: [
        'Results so far stand; games left are walkovers',
        'All their results are removed',
        'An organiser decides each time',
      ],
      recommended: 'Results so far stand; games left are walkovers',
      reason:
        'Walkovers keep everyone else’s fixtures meaningful and are the rule most leagues already play by; an organiser can still step in.',
      impact: 5,
      decision: 'Dropping out',
      askIf: {
        answer: 'games-scoring-format',
        is: ['A league: everyone plays everyone', 'A knockout with brackets'],
      },
      says: {
        'Results so far stand; games left are walkovers':
          'When a player or team withdraws, their results so far stay and each game left is recorded as a walkover for the opponent; in a knockout the opponent goes through.',
        'All their results are removed':
          'When a player or team withdraws, all their results are removed and the standings recalculated as if they had never taken part.',
        'An organiser decides each time':
          'When a player or team withdraws, an organiser chooses whether their results stand or are removed, and the choice is shown with a note on the standings.',
      },
    },
    {
      id: 'games-scoring-ties',
      category: 'data',
      text: 'How are ties in the standings of a {thing} broken?',
      options: [
        'They share the place',
        'Whoever reached the score first ranks higher',
        'By a tie-break order the organiser sets per {thing}',
      ],
      recommended: 'By a tie-break order the organiser sets per {thing}',
      reason:
        'Every game breaks ties its own way (head-to-head, score difference, an earlier finish); a set order avoids disputes at the top of the table.',
      impact: 5,
      decision: 'Tiebreakers',
      says: {
        'They share the place': 'Entries level on points share the same place in the standings, shown as equal.',
        'Whoever reached the score first ranks higher':
          'When two entries are level, the one who reached that score first ranks higher.',
        'By a tie-break order the organiser sets per {thing}':
          'Each {thing} has a tie-break order its organiser picks from a list (head-to-head, score difference, most wins, earlier score); the standings apply it in that order and show which rule split a tie.',
      },
    },
  ],
} satisfies InteractionInput;
