import type { InteractionInput } from '../records';

/**
 * Jobs that come in and are offered to helpers, one of whom takes each: a volunteer driver scheme's lifts, a swarm
 * hotline's collections, an on-call rota's call-outs. Unlike a booking, the helper is found after the job arrives.
 */
export default {
  id: 'dispatching-jobs',
  name: 'Jobs offered to helpers',
  noun: 'app for offering jobs to helpers',
  verbs: [
    ['dispatch', 6],
    ['claim', 3],
  ],
  nouns: [
    ['dispatch', 5],
    ['callout', 5],
    ['call-out', 5],
    ['dispatcher', 5],
  ],
  phrases: [
    ['offer to take', 4],
    ['offers to take', 4],
    ['offer to drive', 4],
    ['offers to drive', 4],
    ['confirms who goes', 5],
    ['confirm who goes', 5],
    ['who goes', 2],
    ['first to accept', 6],
    ['claim jobs', 5],
    ['claims jobs', 5],
    ['claim * jobs', 5],
    ['claim a * job', 5],
    ['pick up jobs', 4],
    ['first * to accept', 6],
    ['first * to respond', 5],
    ['first * to reply', 5],
    ['first * to say yes', 6],
    ['first one to accept', 6],
    ['first to respond', 5],
    ['first to reply', 5],
    ['whoever accepts first', 6],
    ['first to say yes', 6],
    ['take the job', 4],
    ['takes the job', 4],
    ['take a job', 4],
    ['takes a job', 4],
    ['say they can take', 4],
    ['says they can take', 4],
    ['claim a job', 5],
    ['claims a job', 5],
    ['claim the job', 5],
    ['posts a job', 4],
    ['post a job', 4],
    ['posts the job', 4],
    ['nearest available', 5],
    ['closest available', 5],
    ['alert the nearest', 5],
    ['nearest volunteer', 5],
    ['nearest driver', 5],
    ['who is nearest', 4],
  ],
  recognise: {
    de: [
      ['wer zuerst zusagt', 6],
      ['wer zuerst annimmt', 6],
      ['auftrag annehmen', 5],
      ['einsatz übernehmen', 5],
      ['einsätze', 4],
      ['einsatzplanung', 4],
      ['disposition', 5],
      ['fahrdienst*', 3],
      ['der nächste freie', 5],
      ['nächstgelegene*', 4],
    ],
    es: [
      ['quien acepte primero', 6],
      ['el primero que acepte', 6],
      ['aceptar el encargo', 5],
      ['aceptar el servicio', 5],
      ['encargos', 3],
      ['el más cercano', 4],
      ['despach*', 4],
      ['voluntario disponible', 4],
    ],
    fr: [
      ['le premier qui accepte', 6],
      ['premier à accepter', 6],
      ['prendre la mission', 5],
      ['accepter la mission', 5],
      ['missions', 3],
      ['le plus proche', 4],
      ['bénévole disponible', 4],
      ['interventions', 3],
    ],
    pt: [
      ['o primeiro que aceitar', 6],
      ['primeiro a aceitar', 6],
      ['aceitar o pedido', 4],
      ['aceitar o serviço', 5],
      ['chamados', 4],
      ['o mais próximo', 4],
      ['despach*', 4],
      ['voluntário disponível', 4],
    ],
  },
  // "2 hours past its callout time": the time a party is due back, not a job to offer.
  unlessSaid: ['callout time', 'call-out time'],
  thing: 'job',
  things: 'jobs',
  features: [
    {
      id: 'dispatching-jobs-board',
      title: 'Open {Things} for Helpers',
      description: 'A list of the {things} nobody has taken yet, with the area, the time and what each needs.',
      done: [
        {
          when: 'a helper on duty opens the app',
          then: 'show the open {things} near them first, each with its area, time and what it needs, and a button to take it',
        },
      ],
    },
    {
      id: 'dispatching-jobs-offers',
      title: '{Thing} Offers to Nearby Helpers',
      description: 'Each new {thing} is sent to the helpers who can take it, the nearest first, until one accepts.',
      done: [
        {
          when: 'a new {thing} comes in',
          then: 'offer it to the available helpers nearest to it, and to a wider circle if nobody accepts within the set time',
        },
      ],
    },
    {
      id: 'dispatching-jobs-accept',
      title: '{Thing} Acceptance and Hand-back',
      description: 'A helper takes a {thing} with one tap, or hands it back so it is offered again.',
      done: [
        {
          when: 'two helpers accept the same {thing}',
          then: 'give it to the first, tell the second at once, and take it off everyone else’s list',
        },
        {
          when: 'a helper hands a {thing} back',
          then: 'offer it again to the others and tell the coordinator',
        },
      ],
    },
    {
      id: 'dispatching-jobs-details',
      title: 'Details Released on Acceptance',
      description: 'Names, phone numbers and exact addresses show only to the helper who took the {thing}.',
      done: [
        {
          when: 'a helper has not taken a {thing}',
          then: 'show only its area, time and what it needs, never the contact details',
        },
      ],
    },
    {
      id: 'dispatching-jobs-unanswered',
      title: 'Unanswered {Thing} Alerts',
      description: 'An alert to the coordinator when a {thing} has had no taker for longer than the set time.',
      done: [
        {
          when: 'a {thing} has been open longer than the set time',
          then: 'alert the coordinator with the {thing} and who it was offered to',
        },
      ],
    },
    {
      id: 'dispatching-jobs-history',
      title: '{Thing} Outcomes and History',
      description: 'What happened to each {thing}: who took it, when, and the helper’s note, for the coordinator’s records.',
      done: [
        {
          when: 'the coordinator looks at last month',
          then: 'list every {thing} with who took it, how long it waited and its outcome, and how many each helper did',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'dispatching-jobs-who-gets-it',
      category: 'user-flow',
      text: 'When several helpers can take a {thing}, who gets it?',
      options: ['The first to accept', 'A coordinator chooses and confirms', 'The nearest of those who said yes'],
      recommended: 'The first to accept',
      reason: 'The first to accept is fastest and needs nobody to decide; a coordinator adds a check but also a wait.',
      impact: 10,
      decision: 'Who gets a {thing}',
      says: {
        'The first to accept': 'A {thing} goes to the first helper who accepts it; everyone else sees it is taken.',
        'A coordinator chooses and confirms':
          'Helpers say they can take a {thing}; the coordinator chooses one and confirms, and the others are told.',
        'The nearest of those who said yes': 'Helpers say yes within a short window; the {thing} goes to the nearest of them.',
      },
      settledBy: {
        'The first to accept': [
          'first to accept',
          'first one to accept',
          'whoever accepts first',
          'first to say yes',
          'first to respond',
          'first to reply',
          'wer zuerst',
          'el primero que acepte',
          'quien acepte primero',
          'le premier qui accepte',
          'premier à accepter',
          'primeiro a aceitar',
          'o primeiro que aceitar',
        ],
        'A coordinator chooses and confirms': [
          'coordinator confirms',
          'coordinator chooses',
          'coordinator picks',
          'coordinator assigns',
          'organiser confirms',
          'organizer confirms',
          'dispatcher assigns',
        ],
      },
    },
    {
      id: 'dispatching-jobs-offer',
      category: 'user-flow',
      text: 'Who is a new {thing} offered to first?',
      options: ['Every available helper at once', 'The nearest helpers first, then wider', 'Only the helper a coordinator picks'],
      recommended: 'The nearest helpers first, then wider',
      reason: 'Asking the nearest first gets someone there soonest without waking everyone for every {thing}.',
      impact: 9,
      decision: 'Offering a {thing}',
      says: {
        'Every available helper at once': 'A new {thing} is offered to every helper who is available, all at once.',
        'The nearest helpers first, then wider':
          'A new {thing} is offered to the nearest available helpers first, then to a wider circle after a set time.',
        'Only the helper a coordinator picks': 'The coordinator picks a helper for each {thing}; only that helper is asked.',
      },
    },
    {
      id: 'dispatching-jobs-details',
      category: 'security',
      text: 'What does a helper see of a {thing} before taking it?',
      options: [
        'Everything, contact details included',
        'Area, time and what it needs; contact details once taken',
        'Only that there is one; the coordinator gives the details',
      ],
      recommended: 'Area, time and what it needs; contact details once taken',
      reason: 'Names and phone numbers go only to the helper who needs them, and nobody else keeps a copy.',
      impact: 9,
      decision: 'What helpers see',
      says: {
        'Everything, contact details included': 'Every available helper sees all of a {thing}, contact details included.',
        'Area, time and what it needs; contact details once taken':
          'Before taking a {thing}, helpers see only its area, time and what it needs; the contact details show only to the helper who took it.',
        'Only that there is one; the coordinator gives the details':
          'Helpers see only that a {thing} is open; the coordinator passes the details to whoever takes it.',
      },
    },
    {
      id: 'dispatching-jobs-unanswered',
      category: 'edge-cases',
      text: 'What happens when nobody takes a {thing} within a set time?',
      options: [
        'The coordinator is alerted',
        'Offered more widely, then the coordinator is alerted',
        'It stays open until someone takes it',
      ],
      recommended: 'Offered more widely, then the coordinator is alerted',
      reason: 'Widening the circle often finds someone; the alert makes sure no {thing} is quietly left waiting.',
      impact: 8,
      decision: 'Unanswered {things}',
      says: {
        'The coordinator is alerted': 'A {thing} nobody has taken within the set time alerts the coordinator.',
        'Offered more widely, then the coordinator is alerted':
          'A {thing} nobody has taken within the set time is offered to more helpers; if still nobody takes it, the coordinator is alerted.',
        'It stays open until someone takes it': 'A {thing} stays open and offered until a helper takes it.',
      },
    },
    {
      id: 'dispatching-jobs-near',
      category: 'data',
      text: 'How does the app know which helpers are near a {thing}?',
      options: [
        'Each helper sets a home area or postcode',
        'Their live location while on duty',
        'Not by distance: every {thing} goes to everyone',
      ],
      recommended: 'Each helper sets a home area or postcode',
      reason: 'A home area is enough to find who is near, and nobody is tracked.',
      impact: 7,
      decision: 'Finding nearby helpers',
      says: {
        'Each helper sets a home area or postcode':
          'Each helper sets a home area or postcode and how far they will go; a {thing} is offered by distance from it.',
        'Their live location while on duty':
          'While on duty a helper’s phone shares its location with the app; {things} are offered by distance from it.',
        'Not by distance: every {thing} goes to everyone': 'Every {thing} is offered to every available helper.',
      },
    },
    {
      id: 'dispatching-jobs-available',
      category: 'user-flow',
      text: 'How do helpers say when they can take {things}?',
      options: ['An on-duty switch', 'Set days and times each week', 'They are always asked and say no when busy'],
      recommended: 'An on-duty switch',
      reason: 'One switch is what a volunteer keeps up to date; a weekly pattern drifts from what they can really do.',
      impact: 7,
      decision: 'Helper availability',
      says: {
        'An on-duty switch': 'Each helper turns on-duty on or off; only helpers on duty are offered {things}.',
        'Set days and times each week': 'Each helper sets the days and times they can take {things}; only then are they asked.',
        'They are always asked and say no when busy': 'Every helper is offered every {thing} and declines when busy.',
      },
    },
    {
      id: 'dispatching-jobs-handback',
      category: 'edge-cases',
      text: 'What if a helper who took a {thing} cannot go after all?',
      options: [
        'They hand it back and it is offered again',
        'They tell the coordinator, who finds someone',
        'They find cover themselves',
      ],
      recommended: 'They hand it back and it is offered again',
      reason: 'Handing it back in the app puts it in front of the others at once, with the coordinator told.',
      impact: 7,
      decision: 'Handing a {thing} back',
      says: {
        'They hand it back and it is offered again':
          'A helper can hand a {thing} back; it is offered again to the others and the coordinator is told.',
        'They tell the coordinator, who finds someone':
          'A helper who cannot go tells the coordinator, who offers it to someone else.',
        'They find cover themselves': 'A helper who cannot go finds another helper, who takes the {thing} over in the app.',
      },
    },
    {
      id: 'dispatching-jobs-close',
      category: 'data',
      text: 'How is a {thing} closed once it is done?',
      options: [
        'The helper marks it done, with a note',
        'The helper marks it done and the coordinator checks it',
        'The coordinator closes it',
      ],
      recommended: 'The helper marks it done, with a note',
      reason: 'The helper knows how it went; a short note keeps the history useful without extra work.',
      impact: 6,
      decision: 'Closing a {thing}',
      feature: 'dispatching-jobs-history',
      says: {
        'The helper marks it done, with a note': 'The helper marks a {thing} done with a short note on how it went.',
        'The helper marks it done and the coordinator checks it':
          'The helper marks a {thing} done with a note; the coordinator checks and closes it.',
        'The coordinator closes it': 'The coordinator closes each {thing} once the helper reports back.',
      },
    },
    {
      id: 'dispatching-jobs-asker',
      category: 'integrations',
      text: 'Is the person who asked for the {thing} told who is coming?',
      options: ['No, only the coordinator knows', 'Yes, a first name and a rough time', 'Yes, with updates on the way'],
      recommended: 'Yes, a first name and a rough time',
      reason: 'A name and a time reassure the person waiting without sharing the helper’s number.',
      impact: 6,
      decision: 'Telling whoever asked',
      says: {
        'No, only the coordinator knows': 'Whoever asked is not told who is coming; the coordinator can tell them.',
        'Yes, a first name and a rough time':
          'Once a helper takes the {thing}, whoever asked gets a text with the helper’s first name and a rough time.',
        'Yes, with updates on the way':
          'Whoever asked gets a text when a helper takes the {thing} and again when they set off and arrive.',
      },
    },
  ],
} satisfies InteractionInput;
