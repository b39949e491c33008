import { BY_TEXT, GIVING_TIME } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'staff-scheduling',
  name: 'Staff scheduling',
  noun: 'rota app',
  verbs: [
    ['roster', 5],
    ['schedule', 3],
    ['swap', 3],
    ['staff', 3],
    ['cover', 2],
    ['assign', 2],
    // "I allocate them to rooms", "build the post allocation by hand": people placed where they work.
    ['allocate', 3],
  ],
  nouns: [
    ['shift', 6],
    ['rota', 4],
    ['roster', 5],
    ['allocation', 3],
  ],
  // "so the next shift knows", "requests get lost between shifts", "40 porters across shifts": a handover between
  // shifts, or people who work in them, is no rota to plan.
  notIn: [
    'next shift',
    'each shift',
    // ("at the start of every shift the operator does a pre-use check": when a check is done, no rota.)
    'every shift',
    'per shift',
    'start of the shift',
    'start of a shift',
    'end of the shift',
    'end of a shift',
    'previous shift',
    'last shift',
    'other shift',
    'between shifts',
    'across shifts',
    'shift handover',
    'shift change',
    'shift changes',
  ],
  recognise: {
    de: [
      ['dienstplan*', 6],
      ['schichtplan*', 6],
      ['schicht*', 4],
      ['dienste tauschen', 5],
      ['dienste tauscht', 5],
      ['dienste getauscht', 5],
      ['personalplanung', 6],
      ['einsatzplan*', 6],
      ['urlaubsplan*', 4],
      ['spätdienst', 3],
      ['frühdienst', 3],
      ['nachtdienst', 3],
      ['bereitschaft*', 4],
      ['rufbereitschaft', 5],
      ['besetzung', 3],
      ['vertretung*', 3],
      ['personal', 2],
      ['*aufsicht', 3],
      ['aufsichtsperson*', 3],
      ['wer dienst hat', 5],
      ['wer aufsicht hat', 5],
      ['einteilen', 4],
      ['eingeteilt', 4],
      ['einteilung', 4],
    ],
    es: [
      ['turnos de trabajo', 6],
      ['cuadrante', 5],
      ['horario del personal', 5],
      ['turnos', 3],
      ['planificación de turnos', 5],
      ['horarios del personal', 5],
      ['guardias', 4],
      ['intercambiar turnos', 5],
      ['intercambia turnos', 5],
      ['intercambian turnos', 5],
      ['intercambiamos turnos', 5],
      ['cambio de turno', 5],
      ['cambios de turno', 5],
      ['cambiar el turno', 5],
      ['cambia el turno', 5],
      ['cambian el turno', 5],
      ['cambiamos el turno', 5],
      ['turno de mañana', 4],
      ['turno de noche', 4],
      ['turnos de la semana', 5],
      ['los turnos de', 4],
      ['pedir cambio', 4],
      ['cambio con otro compañero', 5],
      ['cambiar turno', 5],
      ['horarios de trabajo', 4],
      ['empleados', 2],
      ['personal', 2],
      ['plantilla', 2],
    ],
    fr: [
      ['planning du personnel', 6],
      ['planning des équipes', 6],
      ['roulement', 4],
      ['horaires de travail', 4],
      ['astreinte*', 5],
      ['planning hebdomadaire', 4],
      ['quarts de travail', 6],
      ['quart de travail', 6],
      ['horaires du personnel', 5],
      ['planning', 2],
      ['équipes', 2],
      ['salariés', 2],
      ['personnel', 2],
      ['remplacement*', 2],
      ['permanence*', 5],
    ],
    pt: [
      ['escala de trabalho', 6],
      ['escala de turnos', 6],
      ['plantão', 4],
      ['turnos', 3],
      ['escala', 3],
      ['plantões', 4],
      ['troca de turno*', 5],
      ['folgas', 4],
      ['sobreaviso', 4],
      ['horário dos funcionários', 5],
      ['turno da noite', 4],
      ['funcionários', 2],
    ],
  },
  thing: 'shift',
  things: 'shifts',
  features: [
    {
      id: 'staff-scheduling-rota',
      title: 'Weekly {Thing} Plan',
      description: 'The week’s {things} by day and person, built by dragging people in, with gaps and clashes shown in colour.',
      done: [
        {
          when: 'a manager publishes the plan for a week',
          then: 'show each person their own {things} and notify everyone with an added or changed {thing}',
        },
        {
          when: 'a manager puts someone on a {thing} they marked as unavailable',
          then: 'warn the manager before saving, and save only if they confirm',
        },
      ],
    },
    {
      id: 'staff-scheduling-availability',
      title: 'Availability and Time Off',
      description: 'Each person marks when they can and cannot work, and asks for time off for a manager to approve.',
      done: [
        {
          when: 'someone asks for time off',
          then: 'notify the manager, and once approved block those days in the plan and flag any {things} affected',
        },
      ],
    },
    {
      id: 'staff-scheduling-swaps',
      title: '{Thing} Swaps and Cover',
      description: 'A way to offer a {thing} to colleagues, take over one, and have the swap approved.',
      done: [
        {
          when: 'a colleague accepts a {thing} someone offered',
          then: 'ask for approval if required, then move the {thing} to the colleague and tell both',
        },
      ],
    },
    {
      id: 'staff-scheduling-open',
      title: 'Unfilled {Things} to Claim',
      description: 'Unfilled {things} offered to everyone qualified, taken first come first served or approved by a manager.',
      done: [
        {
          when: 'a manager posts an open {thing}',
          then: 'notify the people who are qualified and available, and fill it with the first who claims it',
        },
      ],
    },
    {
      id: 'staff-scheduling-hours',
      title: 'Hours per Person',
      description: 'Planned hours per person per week and month, with overtime and limits flagged, ready to export for payroll.',
      done: [
        {
          when: 'a manager opens the hours for a month',
          then: 'show planned hours per person with overtime flagged, and export them as a spreadsheet',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'staff-scheduling-filling',
      category: 'user-flow',
      text: 'How is it decided who works a {thing}?',
      options: [
        'A manager assigns every {thing}',
        'Staff give their availability; a manager assigns',
        'Staff claim open {things}; a manager approves',
      ],
      recommended: 'Staff give their availability; a manager assigns',
      reason: 'Assigning from known availability avoids most clashes while the manager keeps the balance of skills and hours.',
      recommendedWhen: [
        {
          // "each family does at least one shift a season": volunteers sign up for the slots they can do.
          if: { says: [...GIVING_TIME] },
          recommended: 'Staff claim open {things}; a manager approves',
          reason: 'Volunteers sign up for the {things} they can do; the organiser only fills the gaps left.',
        },
      ],
      impact: 10,
      decision: 'Filling {things}',
      says: {
        'A manager assigns every {thing}': 'A manager assigns every {thing}; staff only see and receive their {things}.',
        'Staff give their availability; a manager assigns':
          'Staff enter their availability by a deadline; a manager assigns {things} from it, warned about any clashes.',
        'Staff claim open {things}; a manager approves':
          'A manager posts open {things}; qualified staff claim them and the manager approves each claim.',
      },
    },
    {
      id: 'staff-scheduling-who',
      category: 'scope',
      text: 'Who works the {things}?',
      options: ['Employees on contracts', 'Volunteers', 'A mix of employees, freelancers and volunteers'],
      recommended: 'Employees on contracts',
      reason: 'Most rotas are for paid staff, which brings contract hours, overtime and pay periods into the plan.',
      recommendedWhen: [
        {
          // "the parents' rota for the club bar": a club's, a church's or a school's people give their time.
          if: { says: [...GIVING_TIME] },
          recommended: 'Volunteers',
          reason: 'The people named give their time: the plan asks fairly and often, with no contract hours or pay.',
        },
      ],
      impact: 8,
      decision: 'Who is scheduled',
      says: {
        'Employees on contracts': 'The people scheduled are employees, each with contracted weekly hours that the plan checks.',
        Volunteers: 'The people scheduled are volunteers: no contract hours or pay, but fairness in how often each is asked.',
        'A mix of employees, freelancers and volunteers':
          'People are employees, freelancers or volunteers; limits apply per type, and only employee hours go to payroll.',
      },
      settledBy: {
        Volunteers: ['volunteer', 'ehrenamtliche', 'freiwillige', 'voluntarios', 'bénévoles', 'voluntários'],
      },
    },
    {
      id: 'staff-scheduling-rules',
      category: 'data',
      text: 'Which rules must the {thing} plan respect?',
      options: ['Only who is available', 'Availability plus the right role', 'Roles and skills, plus hours and rest-time limits'],
      recommended: 'Roles and skills, plus hours and rest-time limits',
      recommendedWhen: [
        {
          if: { says: [...GIVING_TIME] },
          recommended: 'Only who is available',
          reason: 'Volunteers have no contract hours to check: who can come is what the plan must respect.',
        },
      ],
      reason:
        'Checking roles, weekly hours and rest between {things} while planning catches breaches of working-time rules early.',
      impact: 8,
      decision: 'Planning rules',
      says: {
        'Only who is available': 'The plan checks only that people are available when they are given a {thing}.',
        'Availability plus the right role':
          'Each {thing} needs a role or skill; only available people who have it can be put on it.',
        'Roles and skills, plus hours and rest-time limits':
          'Each {thing} needs a role or skill; the plan warns when someone exceeds weekly hours or gets too little rest.',
      },
    },
    {
      id: 'staff-scheduling-swaps',
      category: 'edge-cases',
      text: 'How do people swap a {thing} they cannot work?',
      options: [
        'They ask a manager, who changes the plan',
        'They swap with a colleague; a manager approves',
        'They swap with a qualified colleague, no approval needed',
      ],
      recommended: 'They swap with a colleague; a manager approves',
      reason: 'People find their own cover, and one approval keeps the manager sure of who is actually coming.',
      impact: 7,
      decision: 'Swapping {things}',
      feature: 'staff-scheduling-swaps',
      says: {
        'They ask a manager, who changes the plan': 'Only managers change the plan; staff send a request from the {thing}.',
        'They swap with a colleague; a manager approves':
          'Staff offer a {thing} to colleagues; once one accepts, a manager approves and the plan updates.',
        'They swap with a qualified colleague, no approval needed':
          'Staff swap directly with any colleague who has the right role and is available; managers are told afterwards.',
      },
    },
    {
      id: 'staff-scheduling-notify',
      category: 'integrations',
      text: 'How do people learn about their {things} and changes to them?',
      options: ['In the app, with push notifications', 'By email', 'By text message'],
      recommended: 'In the app, with push notifications',
      reason:
        'Staff check the plan on their phones; a push for each change beats email, and the app always shows the latest plan.',
      impact: 6,
      decision: 'Telling people about {things}',
      replaces: 'notification-channel',
      // "invigilators see their own shifts and get a text the day before".
      settledBy: { 'By text message': [...BY_TEXT] },
      says: {
        'In the app, with push notifications':
          'People see their {things} in the app (installable on the phone) and get a push notification for every change.',
        'By email': 'People get an email with their {things} when a plan is published and whenever one of them changes.',
        'By text message': 'People get a text message when a plan is published and whenever one of their {things} changes.',
      },
    },
    {
      id: 'staff-scheduling-worked',
      category: 'scope',
      text: 'Besides planning {things}, should the app record the hours actually worked?',
      options: [
        'No, it only plans {things}',
        'Yes, people clock in and out in the app',
        'Yes, and hours are exported for payroll',
      ],
      recommended: 'No, it only plans {things}',
      reason:
        'Planning is the core; clocking in brings devices, locations and payroll rules that are best added once the plan works.',
      impact: 6,
      decision: 'Hours worked',
      says: {
        'No, it only plans {things}': 'The app plans {things} only; hours worked are not recorded.',
        'Yes, people clock in and out in the app':
          'People clock in and out in the app at the start and end of each {thing}; managers fix missed clock-outs.',
        'Yes, and hours are exported for payroll':
          'People clock in and out in the app; managers approve the hours each pay period and export them for payroll.',
      },
      settledBy: {
        'Yes, people clock in and out in the app': ['clock in', 'clock-in', 'stempeln', 'fichar', 'pointage', 'bater ponto'],
      },
    },
    {
      id: 'staff-scheduling-staffing',
      category: 'data',
      text: 'How does the plan know how many people each {thing} needs?',
      options: ['Always one person per {thing}', 'A target headcount per {thing}', 'A headcount per role on each {thing}'],
      recommended: 'A target headcount per {thing}',
      reason:
        'A target per {thing} lets the plan show gaps and overstaffing at a glance; counts per role pay off only when the mix matters.',
      impact: 7,
      decision: 'People needed per {thing}',
      says: {
        'Always one person per {thing}': 'Each {thing} is filled by exactly one person; a {thing} without one shows as a gap.',
        'A target headcount per {thing}':
          'Each {thing} has a number of people it needs; the plan shows {things} that are short or overstaffed in colour.',
        'A headcount per role on each {thing}':
          'Each {thing} sets how many people of each role it needs (for example one lead and two helpers); the plan shows which role is short.',
      },
    },
    {
      id: 'staff-scheduling-template',
      category: 'user-flow',
      text: 'Does the {thing} plan repeat from one week to the next?',
      options: [
        'No: it is built fresh each week',
        'A standard week copied forward and then adjusted',
        'A fixed cycle of several weeks that repeats',
      ],
      recommended: 'A standard week copied forward and then adjusted',
      reason:
        'Most rotas are largely the same each week; copying a standard week saves hours and leaves only the exceptions to fix.',
      impact: 6,
      decision: 'Repeating plans',
      says: {
        'No: it is built fresh each week': 'Each week’s {things} are planned from an empty week.',
        'A standard week copied forward and then adjusted':
          'A manager keeps a standard week of {things}; each new week starts as a copy of it and is adjusted for time off and exceptions before it is published.',
        'A fixed cycle of several weeks that repeats':
          'The plan follows a cycle of several weeks (for example a four-week rotation) that repeats; managers change single {things} without breaking the cycle.',
      },
      settledBy: {
        'A fixed cycle of several weeks that repeats': [
          'rotating roster',
          'rotating shifts',
          'rotating rota',
          'wechselschicht*',
          'turnos rotativos',
          'horaires tournants',
          'escala rotativa',
        ],
      },
    },
    {
      id: 'staff-scheduling-sites',
      category: 'scope',
      text: 'Are the {things} spread over more than one place?',
      options: ['One place only', 'Several places, each planned on its own', 'Several places, with people moving between them'],
      recommended: 'One place only',
      reason: 'Most small teams work from one place; a place on each {thing} is cheap to add later if a second site opens.',
      impact: 6,
      decision: 'Places',
      says: {
        'One place only': 'All {things} are at one place; a {thing} needs no location.',
        'Several places, each planned on its own':
          'Each {thing} belongs to a place; each place has its own plan and managers, and staff see the places they work at.',
        'Several places, with people moving between them':
          'Each {thing} belongs to a place; one plan covers all places and warns when someone is put at two places too close together in time.',
      },
      settledBy: {
        'Several places, each planned on its own': [
          'each branch',
          'each location',
          // ("Seven churches take one night each … each venue has its own team of volunteers")
          'each venue',
          'every venue',
          'each site',
          'every site',
          'every branch',
          'each shop',
          'each store',
          'each centre',
          'each center',
          'jeder standort',
          'cada local',
          'chaque lieu',
          'jede filiale',
          'cada sucursal',
          'chaque site',
          'cada filial',
        ],
        'Several places, with people moving between them': [
          'between locations',
          'between sites',
          'between branches',
          'between shops',
          'between stores',
          'zwischen den standorten',
          'entre sedes',
          'entre les sites',
          'entre as unidades',
        ],
      },
    },
    {
      id: 'staff-scheduling-late-changes',
      category: 'edge-cases',
      text: 'What happens when a {thing} is changed after the plan has been published?',
      options: [
        'The change is saved and the person is told',
        'The person must acknowledge the change',
        'Changes close to the date need the person’s agreement',
      ],
      recommended: 'The person must acknowledge the change',
      reason: 'An acknowledgement shows the manager who has actually seen a change, so nobody turns up at the old time.',
      impact: 6,
      decision: 'Changes after publishing',
      says: {
        'The change is saved and the person is told':
          'Managers can change a published {thing} at any time; the people affected are told of the change.',
        'The person must acknowledge the change':
          'A change to a published {thing} must be acknowledged by each person affected; managers see who has not acknowledged it yet.',
        'Changes close to the date need the person’s agreement':
          'Within a set notice period (such as 48 hours) a change to a published {thing} needs the person’s agreement; earlier changes need only be acknowledged.',
      },
    },
  ],
} satisfies InteractionInput;
