import type { InteractionInput } from '../records';

export default {
  id: 'tasks-assignments',
  name: 'Tasks and assignments',
  noun: 'task manager',
  verbs: [
    ['assign', 6],
    ['delegate', 5],
    ['tick', 3],
    ['allocate', 3],
    ['rotate', 3],
    ['complete', 2],
  ],
  nouns: [
    ['chore', 6],
    ['task', 5],
    ['todo', 5],
    ['assignment', 4],
    ['duty', 3],
    ['rota', 5],
    ['kanban', 4],
  ],
  recognise: {
    de: [
      ['aufgabe*', 5],
      ['zuweis*', 5],
      ['zuteil*', 4],
      ['putzplan', 6],
      ['haushaltsplan', 5],
      ['erledig*', 3],
      ['*aufgabe', 4],
      ['to-do', 5],
      ['todo*', 5],
      ['delegier*', 5],
      ['zugewiesen', 5],
      ['zugeteilt', 4],
      ['kanban', 4],
      ['hausarbeit*', 4],
      ['ämtli', 5],
      ['wer macht was', 5],
      ['verantwortlich*', 2],
    ],
    es: [
      ['tarea*', 5],
      ['asignar', 5],
      ['asigna', 5],
      ['asignamos', 5],
      ['quehaceres', 6],
      ['pendientes', 3],
      ['turnos de limpieza', 6],
      ['asignacion*', 5],
      ['asignad*', 5],
      ['asigne*', 5],
      ['delegar', 5],
      ['delega', 5],
      ['delegamos', 5],
      ['delegue', 5],
      ['por hacer', 4],
      ['kanban', 4],
      ['to-do', 5],
      ['repartir', 3],
      ['reparte', 3],
      ['repartimos', 3],
      ['quién hace qué', 5],
      ['responsable*', 2],
      ['completad*', 2],
    ],
    fr: [
      ['tâche*', 5],
      ['assigner', 5],
      ['attribuer', 4],
      ['corvée*', 6],
      ['liste de choses à faire', 5],
      ['assign*', 5],
      ['attribu*', 4],
      ['déléguer', 5],
      ['délèguent', 5],
      ['déléguons', 5],
      ['to-do', 5],
      ['todo*', 5],
      ['kanban', 4],
      ['qui fait quoi', 5],
      ['répartir', 3],
      ['réparti*', 3],
      ['à faire', 2],
      ['responsable*', 2],
    ],
    pt: [
      ['tarefa*', 5],
      ['atribuir', 5],
      ['afazeres', 6],
      ['pendências', 3],
      ['escala de limpeza', 6],
      ['atribui*', 5],
      ['delegar', 5],
      ['delega', 5],
      ['delegam', 5],
      ['delegamos', 5],
      ['to-do', 5],
      ['kanban', 4],
      ['quem faz o quê', 5],
      ['distribuir', 3],
      ['distribui', 3],
      ['distribuem', 3],
      ['distribuímos', 3],
      ['a fazer', 2],
      ['responsáve*', 2],
      ['concluíd*', 2],
    ],
  },
  thing: 'task',
  things: 'tasks',
  features: [
    {
      id: 'tasks-assignments-board',
      title: '{Things} by Status',
      description: 'Every {thing} with who has it, its due date and status, as a list or a board, filterable by person.',
      done: [
        {
          when: 'someone changes the status of a {thing}',
          then: 'save it with who changed it and when, and move it to its new column at once',
        },
      ],
    },
    {
      id: 'tasks-assignments-due',
      title: '{Things} Due Today',
      description: 'Each person’s own {things} for today and the overdue ones, as the first screen they see.',
      done: [
        {
          when: 'someone opens the app',
          then: 'show their own {things} due today and any overdue ones first, oldest due date on top',
        },
      ],
    },
    {
      id: 'tasks-assignments-recurring',
      title: 'Recurring {Things}',
      description: '{Things} that come back daily, weekly or monthly, created automatically for the next date.',
      done: [
        {
          when: 'a recurring {thing} is completed or its date passes',
          then: 'create the next one for the next date in the series, with the right person assigned',
        },
      ],
    },
    {
      id: 'tasks-assignments-rota',
      title: '{Thing} Rota',
      description: 'A fair rotation that hands each recurring {thing} to the next person in turn.',
      done: [
        {
          when: 'the next {thing} in a rota is created',
          then: 'assign it to the next person in the rotation, skipping anyone marked as away',
        },
      ],
    },
    {
      id: 'tasks-assignments-overdue',
      title: 'Overdue {Thing} Reminders',
      description: 'A reminder to the person responsible when a {thing} is about to be late, and when it is.',
      done: [
        {
          when: 'a {thing} passes its due date without being done',
          then: 'mark it as overdue and remind the person it is assigned to',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'tasks-assignments-who-assigns',
      category: 'roles',
      text: 'How should {things} get to the people who do them?',
      options: ['One organiser assigns every {thing}', 'Anyone can assign to anyone', 'People claim {things} from an open list'],
      recommended: 'Anyone can assign to anyone',
      reason: 'Open assignment matches how small groups really work; tighten it later if it gets noisy.',
      impact: 9,
      decision: 'Assigning {things}',
      says: {
        'One organiser assigns every {thing}':
          'Only organisers create and assign {things}; everyone else sees and updates the {things} assigned to them.',
        'Anyone can assign to anyone': 'Any member can create a {thing} and assign it to any member, who is notified.',
        'People claim {things} from an open list':
          'New {things} go to an open list; members claim one, which assigns it to them and removes it from the list.',
      },
    },
    {
      id: 'tasks-assignments-recurring',
      category: 'scope',
      text: 'Can a {thing} come back on a schedule?',
      options: ['No: every {thing} happens once', 'Yes: they repeat on a schedule', 'Yes: they repeat and rotate between people'],
      recommended: 'Yes: they repeat on a schedule',
      reason: 'Most groups have repeating {things}; re-creating them by hand each week is what makes people give up on the app.',
      impact: 8,
      decision: 'Recurring {things}',
      says: {
        'No: every {thing} happens once': 'Every {thing} happens once; nothing repeats.',
        'Yes: they repeat on a schedule':
          'A {thing} can repeat daily, weekly or monthly; the next one is created when it is completed or its date passes.',
        'Yes: they repeat and rotate between people':
          'A {thing} can repeat and rotate: each new one goes to the next person in a set order, skipping anyone who is away.',
      },
      settledBy: {
        'Yes: they repeat and rotate between people': [
          'rota',
          'rotation',
          'roster',
          'take turns',
          'in turn',
          'putzplan',
          'reihum',
          'por turnos',
          'à tour de rôle',
          'rodízio',
        ],
        'Yes: they repeat on a schedule': [
          'recurring',
          'repeating',
          'wiederkehrend*',
          'recurrente*',
          'récurrent*',
          'recorrente*',
        ],
      },
    },
    {
      id: 'tasks-assignments-statuses',
      category: 'data',
      text: 'Which statuses does a {thing} go through?',
      options: ['Two steps: open and done', 'Three steps with in progress', 'A full workflow with review and blocked'],
      recommended: 'Three steps with in progress',
      reason: 'Three statuses show who is on what without the upkeep of a full workflow.',
      impact: 8,
      decision: '{Thing} statuses',
    },
    {
      id: 'tasks-assignments-overdue',
      category: 'edge-cases',
      text: 'What happens when a {thing} is overdue?',
      options: [
        'Shown in red and nothing more',
        'The person assigned gets a reminder',
        'The person assigned and the organiser are told',
      ],
      recommended: 'The person assigned gets a reminder',
      reason: 'A nudge to whoever owns it fixes most lateness without turning it into a public matter.',
      impact: 6,
      decision: 'Overdue {things}',
    },
    {
      id: 'tasks-assignments-done',
      category: 'user-flow',
      text: 'How is a {thing} marked as done?',
      options: ['A tick by the person assigned', 'A tick plus a photo as proof', 'A tick the organiser confirms'],
      recommended: 'A tick by the person assigned',
      reason: 'A single tick keeps it quick; proof or sign-off is only worth it where {things} are often skipped.',
      impact: 5,
      decision: 'Completing a {thing}',
    },
    {
      id: 'tasks-assignments-shared',
      category: 'data',
      text: 'Can a {thing} be given to more than one person at once?',
      options: [
        'Always one person per {thing}',
        'Several people, done when any one ticks it',
        'Several people, each ticking off their own part',
      ],
      recommended: 'Always one person per {thing}',
      reason:
        'A {thing} shared by several people is easily left to the others; one person per {thing} keeps it clear who answers for it.',
      impact: 6,
      decision: 'People per {thing}',
      says: {
        'Always one person per {thing}':
          'Each {thing} is assigned to exactly one person; to share work, it is split into several {things}.',
        'Several people, done when any one ticks it':
          'A {thing} can be assigned to several people; it is done as soon as any one of them ticks it off.',
        'Several people, each ticking off their own part':
          'A {thing} can be assigned to several people; each ticks off their own part, and it is done when all have.',
      },
    },
    {
      id: 'tasks-assignments-steps',
      category: 'scope',
      text: 'Can a {thing} be broken down into smaller steps?',
      options: [
        'No, each {thing} is a single step',
        'A checklist of steps inside each {thing}',
        'Steps that are given to different people',
      ],
      recommended: 'A checklist of steps inside each {thing}',
      reason:
        'A checklist covers most multi-step {things} without the overhead of separate people, dates and statuses for every step.',
      impact: 6,
      decision: 'Steps within a {thing}',
      says: {
        'No, each {thing} is a single step':
          'Each {thing} is one step with no checklist; bigger work is entered as several {things}.',
        'A checklist of steps inside each {thing}':
          'A {thing} can hold a checklist of steps that its person ticks off; lists show how many steps are done.',
        'Steps that are given to different people':
          'A {thing} can be split into steps, each with its own person and due date; the {thing} is done when every step is done.',
      },
    },
    {
      id: 'tasks-assignments-away',
      category: 'edge-cases',
      text: 'What happens to someone’s open {things} when they are away or leave?',
      options: [
        'They stay with them until moved by hand',
        'They go back to an open list for others to take',
        'An organiser hands them over in one go',
      ],
      recommended: 'An organiser hands them over in one go',
      reason:
        'Handing everything over in one step, with the new person told, stops {things} going quietly overdue while someone is off.',
      impact: 6,
      decision: 'Hand-over when away',
      says: {
        'They stay with them until moved by hand':
          'Open {things} stay with their person while they are away; they can be moved one by one like any other change.',
        'They go back to an open list for others to take':
          'When someone is marked as away or leaves, their open {things} go back to an open list for others to claim.',
        'An organiser hands them over in one go':
          'An organiser can move all of someone’s open {things} to another person in one step when they are away or leave; the new person is told.',
      },
    },
    {
      id: 'tasks-assignments-decline',
      category: 'user-flow',
      text: 'Can someone turn down a {thing} given to them?',
      options: [
        'No: once assigned, it is theirs',
        'They can hand it back with a reason',
        'They must accept it before it counts as theirs',
      ],
      recommended: 'They can hand it back with a reason',
      reason: 'A quick way to hand a {thing} back, with a reason, brings problems up early instead of leaving it to sit undone.',
      impact: 5,
      decision: 'Turning down {things}',
      says: {
        'No: once assigned, it is theirs':
          'A {thing} belongs to the person it is assigned to; only whoever assigned it can move it to someone else.',
        'They can hand it back with a reason':
          'The person assigned can hand a {thing} back with a reason; whoever assigned it is told and reassigns it.',
        'They must accept it before it counts as theirs':
          'A new {thing} waits for its person to accept or decline it; until accepted, it shows as pending to whoever assigned it.',
      },
    },
  ],
} satisfies InteractionInput;
