import type { InteractionInput } from '../records';

/** Work that moves through stages: cases through a lab's stations, orders through production, jobs through steps. */
export default {
  id: 'stages-pipeline',
  name: 'Stages and pipelines',
  noun: 'stage tracking app',
  listedBy: ['stages', 'steps', 'stations', 'phases'],
  verbs: [
    ['progress', 3],
    ['advance', 2],
  ],
  nouns: [
    ['pipeline', 5],
    ['stage', 2],
    ['station', 2],
    ['barcode', 2],
    ['status', 2],
    ['step', 1],
  ],
  phrases: [
    ['goes through stages', 6],
    ['go through stages', 6],
    ['goes through the stages', 6],
    ['goes through these stages', 6],
    ['through the stages', 5],
    ['through each stage', 5],
    ['through its stages', 5],
    ['which stage', 5],
    ['what stage', 5],
    ['next stage', 4],
    // "a board of where each job is up to": the state every job has reached.
    ['where each job is', 5],
    ['where every job is', 5],
    ['where each order is', 5],
    ['where every order is', 5],
    ['where each job stands', 5],
    ['where it is up to', 4],
    // ("every job needs photos…, a fuse check, the notification… I want a job list with those stages"; "a Trello board").
    ['those stages', 5],
    ['these stages', 5],
    ['with stages', 4],
    ['kanban', 4],
    ['trello', 3],
  ],
  recognise: {
    de: [
      ['arbeitsschritt*', 4],
      ['jeder schritt', 4],
      ['jeden schritt', 4],
      ['produktionsschritt*', 5],
      ['durchlauf*', 4],
      ['stationen', 3],
      ['phasen', 3],
      // "eine Übersicht, wo jeder Auftrag gerade steht".
      ['wo jeder auftrag', 5],
      ['gerade steht', 4],
      ['auf welchem stand', 5],
      ['läuft das gleiche', 4],
      ['läuft immer gleich', 4],
      ['strichcode', 2],
    ],
    es: [
      ['etapas', 4],
      ['cada etapa', 5],
      ['lista de etapas', 5],
      ['fases', 3],
      ['estaciones', 3],
      ['en que etapa', 5],
      ['en qué punto está', 5],
      ['en qué punto va', 5],
      ['codigo de barras', 2],
    ],
    fr: [
      ['etapes', 4],
      ['chaque etape', 5],
      ['liste d etapes', 5],
      ['suivi de production', 5],
      ['a quelle etape', 5],
      ['où en est chaque', 5],
      ['où en sont les', 4],
      ['postes', 2],
      ['code-barres', 2],
    ],
    pt: [
      ['etapas', 4],
      ['cada etapa', 5],
      ['lista de etapas', 5],
      ['fases', 3],
      ['em que etapa', 5],
      ['estacoes', 3],
      ['codigo de barras', 2],
    ],
  },
  thing: 'job',
  things: 'jobs',
  features: [
    {
      id: 'stages-pipeline-board',
      title: '{Thing} Board by Stage',
      description: 'Every open {thing} in a column for the stage it is at, with its due date, so anyone sees where work stands.',
      done: [
        {
          when: 'someone opens the board',
          then: 'show each open {thing} under its current stage, oldest first, with its due date',
        },
      ],
    },
    {
      id: 'stages-pipeline-scan',
      title: 'Stage Moves by Scan',
      description: 'Scanning a {thing}’s barcode or QR code at a stage moves it there and records who did it and when.',
      done: [
        {
          when: 'a {thing}’s code is scanned at a stage',
          then: 'move it to that stage, record who scanned it and when, and show it on the board at once',
        },
      ],
    },
    {
      id: 'stages-pipeline-late',
      title: 'Due Today and Running Late',
      description: 'The {things} due today or tomorrow, and those past their due date or stuck too long in one stage.',
      done: [
        {
          when: 'a {thing} passes its due date before the last stage',
          then: 'list it as late, in red, with the stage it is stuck at',
        },
      ],
    },
    {
      id: 'stages-pipeline-history',
      title: '{Thing} History across Stages',
      description: 'Each {thing}’s path through the stages: when it entered and left each one, and who moved it.',
      done: [
        {
          when: 'someone opens a {thing}',
          then: 'show every stage it went through, with the times and the people who moved it',
        },
      ],
    },
    {
      id: 'stages-pipeline-times',
      title: 'Time Spent in Each Stage',
      description: 'How long {things} wait in each stage on average, to find where work piles up.',
      done: [
        {
          when: 'someone opens the stage report',
          then: 'show the average and longest time in each stage over the chosen period',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'stages-pipeline-move',
      category: 'user-flow',
      text: 'How does a {thing} move on to the next stage?',
      options: [
        'Someone drags it on a board',
        'Someone scans its barcode or QR code at the stage',
        'It moves on when the step’s task is ticked off',
      ],
      recommended: 'Someone drags it on a board',
      reason: 'A board is the quickest to set up; scanning pays off once many {things} pass through each day.',
      impact: 9,
      decision: 'How {things} move between stages',
      says: {
        'Someone drags it on a board': 'People move a {thing} to its next stage by dragging it on the board.',
        'Someone scans its barcode or QR code at the stage':
          'Each {thing} carries a barcode or QR code; scanning it at a stage moves it there and records who and when.',
        'It moves on when the step’s task is ticked off':
          'Each stage is a task; ticking it off moves the {thing} to the next stage on its own.',
      },
      settledBy: {
        'Someone scans its barcode or QR code at the stage': [
          'scan the barcode',
          'scan a barcode',
          'scans the barcode',
          'scan the qr',
          'scan its code',
          'barcode scanning',
        ],
      },
    },
    {
      id: 'stages-pipeline-stages',
      category: 'data',
      text: 'Is the list of stages the same for every {thing}?',
      options: ['Yes, one fixed list', 'One list per kind of {thing}', 'Each {thing} gets its own steps'],
      recommended: 'One list per kind of {thing}',
      reason: 'Most kinds of work skip or add a stage; a list per kind keeps that without setting steps by hand each time.',
      impact: 8,
      decision: 'Stages',
      says: {
        'Yes, one fixed list': 'Every {thing} goes through the same stages in the same order.',
        'One list per kind of {thing}': 'Each kind of {thing} has its own list of stages, set up once by an admin.',
        'Each {thing} gets its own steps': 'Stages are picked for each {thing} when it is created.',
      },
    },
    {
      id: 'stages-pipeline-late',
      category: 'edge-cases',
      text: 'When is a {thing} running late?',
      options: ['When it passes its due date', 'When it stays too long in one stage', 'Either of the two'],
      recommended: 'Either of the two',
      reason: 'A due date catches what is late; a stage limit shows where it got stuck while there is still time.',
      impact: 8,
      decision: 'Late {things}',
    },
    {
      id: 'stages-pipeline-who-sees',
      category: 'roles',
      text: 'Who needs to see where each {thing} is?',
      options: [
        'Only the people doing the work',
        'They and the front desk or office',
        'The customer too, through a tracking link',
      ],
      recommended: 'They and the front desk or office',
      reason: 'The desk answers “where is it?” without walking round; a customer link can come later.',
      impact: 7,
      decision: 'Who sees the stages',
      settledBy: {
        'They and the front desk or office': ['front desk', 'the office needs to see', 'reception needs to see'],
      },
    },
    {
      id: 'stages-pipeline-back',
      category: 'edge-cases',
      text: 'What happens when a {thing} must go back a stage?',
      options: [
        'It is moved back, nothing more',
        'It is moved back with a reason',
        'It is moved back with a reason, and the earlier stage is told',
      ],
      recommended: 'It is moved back with a reason',
      reason: 'A reason on every step back shows where remakes come from.',
      impact: 6,
      decision: '{Things} sent back',
    },
    {
      id: 'stages-pipeline-intake',
      category: 'user-flow',
      text: 'How does a new {thing} enter the first stage?',
      options: [
        'Staff create it by hand',
        'From a request form that customers fill in',
        'Created automatically from another system',
      ],
      recommended: 'Staff create it by hand',
      reason:
        'Most {things} arrive by phone, email or in person; a quick form for staff covers them all without building intake rules.',
      impact: 6,
      decision: 'New {things}',
      says: {
        'Staff create it by hand':
          'Staff add a new {thing} with a short form (for whom, what it is, due date); it starts in the first stage.',
        'From a request form that customers fill in':
          'Customers send a request through a public form; it arrives as a new {thing} before the first stage, for staff to accept or decline.',
        'Created automatically from another system':
          'New {things} are created automatically from another system (such as a shop’s orders) through an import or a link to it, and start in the first stage.',
      },
    },
    {
      id: 'stages-pipeline-owner',
      category: 'roles',
      text: 'Who is responsible for a {thing} while it moves through the stages?',
      options: [
        'The team at each stage, with no one named',
        'One person from start to finish',
        'Whoever takes it at each stage, named on it',
      ],
      recommended: 'Whoever takes it at each stage, named on it',
      reason:
        'A name on each {thing} shows whom to ask without anyone planning the work, and it passes on naturally at the next stage.',
      impact: 6,
      decision: 'Responsibility for {things}',
      says: {
        'The team at each stage, with no one named':
          'Nobody is named on a {thing}; whoever works a stage handles the {things} in it.',
        'One person from start to finish':
          'Each {thing} has one person responsible from start to finish, shown on the board and told of every move.',
        'Whoever takes it at each stage, named on it':
          'Someone takes a {thing} when they start on it at a stage and their name shows on it; when it moves on, it waits for someone at the next stage to take it.',
      },
    },
    {
      id: 'stages-pipeline-hold',
      category: 'edge-cases',
      text: 'What happens to a {thing} that is put on hold or called off part-way?',
      options: [
        'It is simply deleted',
        'It is marked on hold or cancelled and kept with its history',
        'It goes to a separate stage at the end',
      ],
      recommended: 'It is marked on hold or cancelled and kept with its history',
      reason:
        'Deleting loses the history and the count of work; a hold mark also stops a waiting {thing} from being shown as late.',
      impact: 6,
      decision: 'On hold and cancelled {things}',
      says: {
        'It is simply deleted': 'A {thing} that is called off is deleted with its history.',
        'It is marked on hold or cancelled and kept with its history':
          'A {thing} can be put on hold (it stays in its stage, greyed out, and its late warnings pause) or cancelled (it leaves the board but is kept with its history and a reason).',
        'It goes to a separate stage at the end':
          'A {thing} that is put on hold or called off moves to a separate On hold or Cancelled stage at the end of the board.',
      },
    },
    {
      id: 'stages-pipeline-priority',
      category: 'data',
      text: 'In what order should the {things} in a stage be worked on?',
      options: ['In order of arrival', 'By due date, soonest first', 'By due date, with urgent {things} flagged on top'],
      recommended: 'By due date, with urgent {things} flagged on top',
      reason: 'Due dates keep promises, and an urgent flag handles the odd rush without anyone reordering the board by hand.',
      impact: 5,
      decision: 'Order within a stage',
      says: {
        'In order of arrival': 'Within each stage, {things} are listed in the order they arrived, oldest first.',
        'By due date, soonest first': 'Within each stage, {things} are listed by due date, soonest first.',
        'By due date, with urgent {things} flagged on top':
          'Within each stage, {things} are listed by due date; a {thing} marked urgent goes to the top and stands out.',
      },
    },
  ],
} satisfies InteractionInput;
