import type { InteractionInput } from '../records';

/** A group shares a duty and takes turns: a school-run carpool, a flat's cleaning rota, a club's volunteer duties. */
export default {
  id: 'taking-turns',
  name: 'Taking turns',
  noun: 'rota for taking turns',
  verbs: [
    ['take turns', 6],
    ['rotate', 5],
    ['carpool', 6],
    ['drive', 2],
  ],
  nouns: [
    ['carpool', 6],
    // The tagger knows no plural of it: "sign up for carpools".
    ['carpools', 6],
    ['chore', 5],
    ['duty', 4],
    ['rotation', 4],
    ['lift', 3],
    ['rota', 5],
  ],
  recognise: {
    de: [
      ['fahrgemeinschaft*', 6],
      ['putzplan*', 6],
      ['reihum', 5],
      ['abwechselnd', 4],
      ['dienste', 2],
      ['abwechseln', 4],
      ['abwechselt', 4],
      ['wer ist dran', 5],
      ['wer dran ist', 5],
      ['an der reihe', 5],
      ['rotation*', 4],
      ['rotier*', 4],
      ['mitfahr*', 4],
      ['turnus', 5],
      ['im wechsel', 5],
      ['fahrdienst*', 3],
    ],
    es: [
      ['por turnos', 5],
      ['compartir coche', 6],
      ['comparte coche', 6],
      ['comparten coche', 6],
      ['compartimos coche', 6],
      ['tareas de casa', 5],
      ['turnarnos', 5],
      ['turnar*', 5],
      ['a quién le toca', 6],
      ['le toca', 4],
      ['rotación', 4],
      ['rotar', 4],
      ['rotan', 4],
      ['rotamos', 4],
      ['coche compartido', 6],
      ['carpool*', 6],
      ['rotativo', 4],
      ['equitativ*', 3],
    ],
    fr: [
      ['covoiturage', 6],
      ['à tour de rôle', 6],
      ['corvées', 5],
      ['tour de rôle', 6],
      ['chacun son tour', 6],
      ['à qui le tour', 6],
      ['c est au tour', 5],
      ['alterner', 4],
      ['alterne', 4],
      ['alternent', 4],
      ['alternons', 4],
      ['rotation*', 4],
      ['par roulement', 5],
      ['tournante', 4],
      ['équitablement', 3],
      ['carpool*', 6],
    ],
    pt: [
      ['carona*', 6],
      ['revezamento', 5],
      ['rodízio', 5],
      ['tarefas da casa', 5],
      ['revez*', 5],
      ['de quem é a vez', 6],
      ['é a vez de', 5],
      ['rotação', 4],
      ['alternar', 4],
      ['alterna', 4],
      ['alternam', 4],
      ['alternamos', 4],
      ['alternad*', 4],
      ['boleia*', 6],
      ['carpool*', 6],
      ['por turnos', 4],
      // "uma escala das limpezas que rode todas as semanas".
      ['escala das limpezas', 6],
      ['escala de limpeza*', 6],
      ['que rode', 4],
      ['roda todas as semanas', 5],
      ['à vez', 4],
    ],
  },
  thing: 'turn',
  things: 'turns',
  features: [
    {
      id: 'taking-turns-plan',
      title: 'Fair {Thing} Plan',
      description: 'A plan of who takes which {thing}, proposed from everyone’s availability so the load stays even.',
      done: [
        {
          when: 'the organiser asks for next week’s plan',
          then: 'propose one from everyone’s availability with the {things} spread evenly, and let the organiser adjust it',
        },
      ],
    },
    {
      id: 'taking-turns-availability',
      title: 'Availability for {Things}',
      description: 'Each person marks the days and times they can take a {thing}, as a standing week with exceptions.',
      done: [
        {
          when: 'someone marks a day they cannot do',
          then: 'keep them out of {things} that day and flag any {thing} already planned for them',
        },
      ],
    },
    {
      id: 'taking-turns-swaps',
      title: '{Thing} Swaps',
      description: 'A way to hand a {thing} to someone else, with the others asked until one takes it.',
      done: [
        {
          when: 'someone gives up a {thing}',
          then: 'ask the others who are free, give it to the first who accepts and tell everyone concerned',
        },
      ],
    },
    {
      id: 'taking-turns-tally',
      title: '{Thing} Count per Person',
      description: 'How many {things} each person has taken this term, so nobody does more than their share.',
      done: [
        {
          when: 'anyone opens the tally',
          then: 'show the {things} each person has done and has planned, with anyone far above or below the rest marked',
        },
      ],
    },
    {
      id: 'taking-turns-reminders',
      title: '{Thing} Reminders',
      description: 'A reminder to whoever has the next {thing}, and a note to the others of who it is.',
      done: [
        {
          when: 'a {thing} is due tomorrow',
          then: 'remind the person who has it and tell the people it is for who will do it',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'taking-turns-deciding',
      category: 'user-flow',
      text: 'How is it decided who takes each {thing}?',
      options: [
        'Everyone picks their own {things}',
        'The app proposes a fair plan from everyone’s availability',
        'One organiser assigns them',
      ],
      recommended: 'The app proposes a fair plan from everyone’s availability',
      reason: 'A proposal from availability spares the organiser the puzzle while people still see and change it.',
      impact: 10,
      decision: 'Deciding {things}',
      says: {
        'Everyone picks their own {things}': 'People claim the {things} they want; open {things} are shown to everyone.',
        'The app proposes a fair plan from everyone’s availability':
          'The app proposes who takes each {thing} from everyone’s availability, spreading them evenly; the organiser can adjust it.',
        'One organiser assigns them': 'One organiser assigns every {thing}; the others see and receive theirs.',
      },
      settledBy: {
        'The app proposes a fair plan from everyone’s availability': [
          'fair plan',
          'fair weekly plan',
          'fair rota',
          'makes a plan',
        ],
      },
    },
    {
      id: 'taking-turns-fair',
      category: 'data',
      text: 'What makes the {thing} plan fair?',
      options: [
        'The same number of {things} for everyone',
        'In proportion to how much each person uses it',
        'Whoever has done the fewest goes next',
      ],
      recommended: 'Whoever has done the fewest goes next',
      reason: 'Counting what each person has done evens things out over weeks even when availability differs.',
      impact: 9,
      decision: 'Fairness rule',
      says: {
        'The same number of {things} for everyone': 'Everyone takes the same number of {things} over a term.',
        'In proportion to how much each person uses it':
          'Each person takes {things} in proportion to how much they use it (for example, how many children ride).',
        'Whoever has done the fewest goes next': 'The next {thing} goes to whoever available has done the fewest so far.',
      },
    },
    {
      id: 'taking-turns-availability',
      category: 'user-flow',
      text: 'How do people say when they can take a {thing}?',
      options: [
        'They tick the days they can, each week',
        'A standing weekly pattern, with exceptions',
        'They only mark the days they cannot',
      ],
      recommended: 'A standing weekly pattern, with exceptions',
      reason: 'Most people’s weeks repeat; a standing pattern means a change only when something is different.',
      impact: 8,
      decision: 'Availability',
      feature: 'taking-turns-availability',
      says: {
        'They tick the days they can, each week': 'Each week everyone ticks the days they can take a {thing}, by a deadline.',
        'A standing weekly pattern, with exceptions':
          'Everyone sets the days they can usually take a {thing} and marks exceptions for particular dates.',
        'They only mark the days they cannot': 'Everyone is available unless they mark a day they cannot do.',
      },
    },
    {
      id: 'taking-turns-dropout',
      category: 'edge-cases',
      text: 'What happens when someone cannot do their {thing} after all?',
      options: [
        'They swap with someone directly',
        'They give it up and the others are asked in turn',
        'The organiser finds a replacement',
      ],
      recommended: 'They give it up and the others are asked in turn',
      reason: 'Asking the others automatically finds cover fast without one person chasing everyone.',
      impact: 8,
      decision: 'When someone drops out',
      says: {
        'They swap with someone directly': 'Whoever cannot make it swaps with someone; both confirm in the app.',
        'They give it up and the others are asked in turn':
          'A {thing} someone gives up is offered to the others who are free; the first to accept takes it and everyone concerned is told.',
        'The organiser finds a replacement': 'The organiser is told and assigns someone else.',
      },
    },
    {
      id: 'taking-turns-limit',
      category: 'data',
      text: 'Is there a limit on what one {thing} can take, such as seats or places?',
      options: ['No limit', 'A set number for every {thing}', 'Each person says how many they can take'],
      recommended: 'Each person says how many they can take',
      reason: 'What one person can take differs (a small car, a big one); the plan must never give someone more than that.',
      impact: 7,
      decision: 'Capacity per {thing}',
      settledBy: {
        'Each person says how many they can take': ['how many seats', 'how many places', 'how many they can take'],
      },
    },
    {
      id: 'taking-turns-told',
      category: 'integrations',
      text: 'How are people told whose {thing} it is?',
      options: ['A weekly summary', 'A reminder the day before', 'Both'],
      recommended: 'Both',
      reason: 'The summary lets families plan the week; the reminder catches what was forgotten.',
      impact: 6,
      decision: 'Telling people',
      replaces: 'notification-channel',
      says: {
        'A weekly summary': 'Everyone gets a summary of the week’s {things} when the plan is set.',
        'A reminder the day before': 'Whoever has a {thing} is reminded the day before; the people it is for are told who.',
        Both: 'Everyone gets the week’s plan when it is set, and a reminder the day before their {thing}.',
      },
    },
    {
      id: 'taking-turns-missed',
      category: 'edge-cases',
      text: 'What happens when someone misses their {thing} without warning?',
      options: [
        'It simply passes, unrecorded',
        'It is marked as missed and does not count as done',
        'It is marked as missed and they take the next free one',
      ],
      recommended: 'It is marked as missed and does not count as done',
      reason:
        'Marking missed {things} keeps the count honest, so the fairness rule gives that person their share again without an argument.',
      impact: 6,
      decision: 'Missed {things}',
      says: {
        'It simply passes, unrecorded': 'A missed {thing} is not recorded; the plan simply moves on.',
        'It is marked as missed and does not count as done':
          'Anyone concerned can mark a {thing} as missed; it stays in the history as missed and does not count towards that person’s share.',
        'It is marked as missed and they take the next free one':
          'A {thing} marked as missed does not count, and the person who missed it is put first in line for the next free {thing}.',
      },
    },
    {
      id: 'taking-turns-newcomers',
      category: 'edge-cases',
      text: 'How does the count of {things} treat someone who joins the group part-way through?',
      options: [
        'They start at zero like everyone did',
        'They start at the group’s average so far',
        'The organiser sets their starting count',
      ],
      recommended: 'They start at the group’s average so far',
      reason:
        'Starting at zero would hand a newcomer {thing} after {thing} until they catch up; the average lets them join the rotation evenly.',
      impact: 6,
      decision: 'Newcomers and the count',
      says: {
        'They start at zero like everyone did':
          'Someone who joins starts with no {things} counted, so they take the next ones until they catch up.',
        'They start at the group’s average so far':
          'Someone who joins starts with the group’s average count so far; someone who leaves is taken out of future {things}, and their past ones stay in the history.',
        'The organiser sets their starting count':
          'The organiser sets the starting count of someone who joins; someone who leaves is taken out of future {things}.',
      },
    },
    {
      id: 'taking-turns-weight',
      category: 'data',
      text: 'Do all {things} count the same towards someone’s share?',
      options: [
        'Every {thing} counts as one',
        'Some {things} count more, such as long or weekend ones',
        'Counted by the time each one takes',
      ],
      recommended: 'Every {thing} counts as one',
      reason:
        'Plain counts are what people can check at a glance; weights help only where some {things} are clearly heavier than others.',
      impact: 5,
      decision: 'Weight of a {thing}',
      says: {
        'Every {thing} counts as one': 'Every {thing} counts as one towards a person’s share.',
        'Some {things} count more, such as long or weekend ones':
          'Each kind of {thing} has a weight (for example a weekend one counts double); shares and the fairness rule use the weighted total.',
        'Counted by the time each one takes':
          'Each {thing} counts by the time it takes; shares and the fairness rule use the total time.',
      },
    },
    {
      id: 'taking-turns-who-takes',
      category: 'roles',
      text: 'Does a {thing} go to one person, or to a household or pair?',
      options: ['Always one person', 'A whole household, whoever in it is free', 'A pair of people who do it together'],
      recommended: 'Always one person',
      reason:
        'One named person per {thing} makes it clear who is responsible; households suit families who share the load among themselves.',
      impact: 6,
      decision: 'Who a {thing} goes to',
      says: {
        'Always one person': 'Each {thing} goes to one named person and counts towards that person’s share.',
        'A whole household, whoever in it is free':
          'A {thing} goes to a household; anyone in it can take it, and it counts towards the household’s share.',
        'A pair of people who do it together':
          'A {thing} goes to a pair who do it together; it counts towards the share of both.',
      },
      settledBy: {
        'A whole household, whoever in it is free': [
          'per family',
          'each family',
          'per household',
          'jede familie',
          'cada familia',
          'chaque famille',
          'cada família',
        ],
      },
    },
  ],
} satisfies InteractionInput;
