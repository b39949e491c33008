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
  recognise: {
    de: [
      ['arbeitsschritt*', 4],
      ['produktionsschritt*', 5],
      ['durchlauf*', 4],
      ['stationen', 3],
      ['phasen', 3],
      ['strichcode', 2],
    ],
    es: [
      ['etapas', 4],
      ['fases', 3],
      ['estaciones', 3],
      ['en que etapa', 5],
      ['codigo de barras', 2],
    ],
    fr: [
      ['etapes', 4],
      ['suivi de production', 5],
      ['a quelle etape', 5],
      ['postes', 2],
      ['code-barres', 2],
    ],
    pt: [
      ['etapas', 4],
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
  ],
} satisfies InteractionInput;
