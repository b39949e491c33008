import { NO_PAYMENT, PAID_IN_PERSON } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'bookings',
  name: 'Bookings and reservations',
  noun: 'booking app',
  verbs: [
    ['book', 6],
    ['reserve', 6],
    ['reschedule', 4],
    ['schedule', 3],
    ['sign up', 2],
    ['cancel', 2],
  ],
  nouns: [
    ['booking', 5],
    ['reservation', 6],
    ['appointment', 5],
    ['timeslot', 5],
  ],
  phrases: [
    ['availability calendar', 5],
    ['booking calendar', 6],
    ['request a stay', 5],
    ['request a booking', 5],
    ['which dates', 3],
    ['what dates', 3],
  ],
  recognise: {
    de: [
      ['reservier*', 6],
      ['buchen', 5],
      ['buchung*', 5],
      ['buchbar', 4],
      ['termin*', 4],
      ['zeitfenster', 3],
      ['bucht', 5],
      ['gebucht', 5],
      ['*buchung', 5],
      ['*reservierung', 6],
      ['freie termine', 3],
      ['stornier*', 3],
      ['umbuch*', 4],
      ['sprechstunde*', 3],
      ['belegungsplan', 3],
    ],
    es: [
      ['reserv*', 5],
      ['cita previa', 5],
      ['agendar', 4],
      ['franja horaria', 3],
      ['cita', 4],
      ['pedir cita', 6],
      ['sacar turno', 5],
      ['agendamiento', 5],
      ['horarios disponibles', 4],
      ['reprogramar', 4],
      ['cancelar', 2],
      ['plazas', 2],
      ['booking', 5],
    ],
    fr: [
      ['reserv*', 5],
      ['prise de rendez-vous', 6],
      ['rendez-vous', 4],
      ['creneau*', 3],
      ['rdv', 4],
      ['prendre rendez-vous', 5],
      ['prise de rdv', 6],
      ['places disponibles', 3],
      ['annuler', 2],
      ['booking', 5],
    ],
    pt: [
      ['reserv*', 5],
      ['agendamento*', 5],
      ['agendar', 4],
      ['marcacao', 4],
      ['agendad*', 4],
      ['marcar consulta*', 6],
      ['marcar horário', 5],
      ['marcam horário', 5],
      ['marcar um horário', 5],
      ['horários disponíveis', 4],
      ['marcacoes', 4],
      ['remarcar', 4],
      ['cancelar', 2],
      ['booking', 5],
    ],
  },
  thing: 'time slot',
  things: 'time slots',
  features: [
    {
      id: 'bookings-calendar',
      title: '{Thing} Calendar',
      description: 'Free and taken times by day and week, with the places left, so {actors} see what is open before they book.',
      done: [
        {
          when: 'someone opens the calendar for a day',
          then: 'show every bookable time with the places left, and mark full and closed times',
        },
      ],
    },
    {
      id: 'bookings-online',
      title: 'Online Booking and Confirmation',
      description: 'Booking in a few taps, confirmed at once by email with the date, the time and a link to change or cancel.',
      done: [
        {
          when: 'someone books a free time',
          then: 'hold the place at once so nobody else can take it, and send a confirmation with a link to cancel',
        },
        {
          when: 'two people try to book the last place at the same moment',
          then: 'confirm only the first and offer the second the nearest free times',
        },
      ],
    },
    {
      id: 'bookings-waitlist',
      title: 'Waitlist When Fully Booked',
      description: 'A waitlist on full times that offers a freed place to the next person in line.',
      done: [
        {
          when: 'a booking on a full time is cancelled',
          then: 'offer the place to the first person on the waitlist and move on to the next if they do not accept in time',
        },
      ],
    },
    {
      id: 'bookings-cancellation',
      title: 'Cancellation and No-show Rules',
      description: 'A cancellation window, what a late cancellation or a no-show costs, and a record of who did not turn up.',
      done: [
        {
          when: 'someone cancels inside the cancellation window',
          then: 'tell them what the late cancellation costs before they confirm it',
        },
        { when: 'staff mark a booking as a no-show', then: 'record it on the person and apply the no-show rule' },
      ],
    },
    {
      id: 'bookings-hours',
      title: 'Opening Hours and Closures',
      description: 'When each {thing} can be booked: opening hours, breaks, holidays and one-off closures, set by staff.',
      done: [
        {
          when: 'staff close a day or a time that already has bookings',
          then: 'hide it from booking and tell everyone booked then, with a link to pick another time',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'bookings-capacity',
      category: 'data',
      text: 'Is a {thing} booked by one party at a time, or shared by several people up to a limit?',
      options: ['One party at a time', 'Several people up to a set number', 'Both, set per {thing}'],
      recommended: 'Both, set per {thing}',
      reason:
        'A capacity on each {thing} (1 for private use) covers both cases at almost no extra cost and avoids a rebuild later.',
      impact: 9,
      decision: 'Capacity per {thing}',
      says: {
        'One party at a time': 'Each {thing} takes one booking at a time; a booked time is no longer available to anyone else.',
        'Several people up to a set number':
          'Each {thing} has a capacity; people book single places until it is full, and the places left are shown.',
        'Both, set per {thing}':
          'Each {thing} has its own capacity: 1 for private use, more for shared use; the places left are shown.',
      },
      settledBy: {
        'Several people up to a set number': [
          'places left',
          'spots left',
          'max participants',
          'people per slot',
          'people per session',
          'places per session',
          'spaces per session',
          'per slot',
          'teilnehmerzahl',
          'plazas disponibles',
          'places disponibles',
          'vagas disponiveis',
        ],
      },
    },
    {
      id: 'bookings-time',
      category: 'data',
      text: 'How is the time divided when {actors} book?',
      options: ['Fixed slots of a set length', 'Free start time and length', 'Sessions at set times on a timetable'],
      recommended: 'Fixed slots of a set length',
      reason: 'Fixed slots keep the calendar readable and make clashes and capacity easy to check; most places work this way.',
      impact: 9,
      decision: 'How booking time is divided',
      says: {
        'Fixed slots of a set length':
          'Booking is in fixed slots of a set length (such as 30 or 60 minutes) within opening hours; staff set the length.',
        'Free start time and length':
          'People choose any start time and a length; the app checks that the whole period is free before confirming.',
        'Sessions at set times on a timetable':
          'Staff publish sessions at set times on a timetable; people book a place in a session rather than a time.',
      },
      settledBy: {
        'Fixed slots of a set length': [
          'time slot',
          'timeslot',
          'minute slots',
          'minute slot',
          'half-day slots',
          'half-day slot',
          'half day slots',
          'full-day slots',
          'mornings or afternoons',
          'morning or afternoon',
          'hour slots',
          'hour slot',
          'zeitfenster',
          'franja horaria',
          'creneau',
          'creneaux',
        ],
        'Sessions at set times on a timetable': [
          'timetable',
          'class schedule',
          'stundenplan',
          'kursplan',
          'horario de clases',
          'planning des cours',
          'grade de horarios',
        ],
      },
    },
    {
      id: 'bookings-payment',
      category: 'scope',
      text: 'When do {actors} pay for a {thing}?',
      options: [
        'In full when booking',
        'A deposit when booking plus the rest on the day',
        'On the day, not in the app',
        'Nothing to pay',
      ],
      recommended: 'In full when booking',
      reason: 'Paying when booking all but ends no-shows and saves handling money on the day.',
      recommendedWhen: [
        {
          if: { audience: ['team', 'private'] },
          recommended: 'Nothing to pay',
          reason: 'People of your own group book what the group already has; money stays out of the app.',
        },
        {
          // Volunteers signing up for a shift give their time; nobody pays for it.
          if: { says: ['volunteer', 'volunteers', 'shift', 'shifts', 'rota', 'bénévoles', 'ehrenamtliche', 'voluntarios'] },
          recommended: 'Nothing to pay',
          reason: 'Volunteers give their time; a place on a shift costs nothing, so money stays out of the app.',
        },
      ],
      impact: 8,
      decision: 'Payment for {things}',
      replaces: 'online-payments',
      says: {
        'In full when booking': 'People pay the full price online when they book; a booking is confirmed only once paid.',
        'A deposit when booking plus the rest on the day':
          'People pay a deposit online when they book and the rest on the day; the deposit counts towards the price.',
        'On the day, not in the app': 'Nothing is paid in the app; bookings hold the place and payment is taken on the day.',
        'Nothing to pay': 'Bookings are free; leave payment out of the app.',
      },
      settledBy: {
        'A deposit when booking plus the rest on the day': ['deposit', 'anzahlung', 'senal', 'deposito', 'acompte', 'sinal'],
        'In full when booking': [
          'prepay',
          'pay upfront',
          'pay in advance',
          'vorkasse',
          'im voraus bezahlen',
          'pago por adelantado',
          'paiement a l avance',
          'pagamento antecipado',
        ],
        'Nothing to pay': [...NO_PAYMENT],
        'On the day, not in the app': [...PAID_IN_PERSON],
      },
    },
    {
      id: 'bookings-full',
      category: 'user-flow',
      text: 'What happens when {actors} want a time that is fully booked?',
      options: [
        'They pick another time instead',
        'They join a waitlist and get a freed place automatically',
        'They join a waitlist and staff offer freed places',
      ],
      recommended: 'They join a waitlist and get a freed place automatically',
      reason: 'Automatic promotion refills cancelled places without staff work, which wins back most lost bookings.',
      impact: 8,
      decision: 'Fully booked times',
      feature: 'bookings-waitlist',
      says: {
        'They pick another time instead': 'A full time cannot be booked; show the nearest free times instead.',
        'They join a waitlist and get a freed place automatically':
          'People can join a waitlist on a full time; when a place frees up, the first in line is booked and told at once.',
        'They join a waitlist and staff offer freed places':
          'People can join a waitlist on a full time; staff see it in order and offer freed places by hand.',
      },
      settledBy: {
        'They pick another time instead': [
          'stop taking bookings',
          'stops taking bookings',
          'no waitlist',
          'no waiting list',
          'keine warteliste',
          'sin lista de espera',
          "pas de liste d'attente",
          'sem lista de espera',
        ],
      },
    },
    {
      id: 'bookings-cancel',
      category: 'edge-cases',
      text: 'How late can {actors} cancel a booked {thing} without a charge?',
      options: ['Any time before it starts', 'Up to 2 hours before', 'Up to 24 hours before', 'Up to 48 hours before'],
      recommended: 'Up to 24 hours before',
      reason: 'A day’s notice is what most people accept, and it leaves time to fill the place from a waitlist.',
      impact: 7,
      decision: 'Cancellation window',
      feature: 'bookings-cancellation',
      says: {
        'Any time before it starts': 'People can cancel free of charge any time before the start.',
        'Up to 2 hours before': 'Cancelling is free up to 2 hours before the start; later cancellations count as late.',
        'Up to 24 hours before': 'Cancelling is free up to 24 hours before the start; later cancellations count as late.',
        'Up to 48 hours before': 'Cancelling is free up to 48 hours before the start; later cancellations count as late.',
      },
    },
    {
      id: 'bookings-account',
      category: 'security',
      text: 'Do {actors} need an account to book?',
      options: [
        'No, name, email and phone are enough',
        'An account made at the first booking',
        'Only staff book; {actors} never sign in',
      ],
      recommended: 'An account made at the first booking',
      reason: 'One quick account lets people see, move and cancel their bookings, and keeps no-show history with the person.',
      impact: 7,
      decision: 'Accounts for booking',
      replaces: 'sign-in',
      settledByAccess: { everyone: 'An account made at the first booking', staff: 'No, name, email and phone are enough' },
      says: {
        'No, name, email and phone are enough':
          'People book as guests with name, email and phone; each booking is managed through a link in its confirmation.',
        'An account made at the first booking':
          'The first booking creates an account (email link or Google), which lists the person’s bookings and history.',
        'Only staff book; {actors} never sign in':
          'Only staff sign in and book on behalf of people who call or walk in; people get confirmations by email.',
      },
      settledBy: {
        'No, name, email and phone are enough': [
          'guest booking',
          'without an account',
          'ohne konto',
          'sin registro',
          'sans compte',
          'sem cadastro',
        ],
      },
    },
    {
      id: 'bookings-resources',
      category: 'scope',
      text: 'Does booking a {thing} also need a particular person or piece of equipment to be free?',
      options: [
        'No, only the {thing} itself',
        'Also a staff member, chosen or assigned',
        'Also equipment or a room, assigned automatically',
      ],
      recommended: 'No, only the {thing} itself',
      reason:
        'Checking one calendar is simple and reliable; booking a person or kit alongside means checking several calendars for every booking.',
      impact: 7,
      decision: 'What else a booking needs',
      says: {
        'No, only the {thing} itself': 'A booking takes only the {thing}; no staff or equipment calendars are checked.',
        'Also a staff member, chosen or assigned':
          'Each booking also takes a staff member, chosen by the person or assigned automatically; a time is offered only when both the {thing} and a suitable staff member are free.',
        'Also equipment or a room, assigned automatically':
          'Each booking also needs equipment or a room, assigned automatically from what is free; a time is offered only when everything it needs is free.',
      },
    },
    {
      id: 'bookings-window',
      category: 'user-flow',
      text: 'How far ahead, and how close to the start, can {actors} book a {thing}?',
      options: [
        'Any future time, up to the start',
        'Within a set window, such as 4 weeks ahead until 2 hours before',
        'Released in batches, such as next week’s every Monday',
      ],
      recommended: 'Within a set window, such as 4 weeks ahead until 2 hours before',
      reason:
        'A window stops a few people booking up the whole season and gives staff notice before each start; batches suit only very popular times.',
      impact: 6,
      decision: 'Booking window',
      says: {
        'Any future time, up to the start': '{Things} can be booked at any time in the future, right up to the start.',
        'Within a set window, such as 4 weeks ahead until 2 hours before':
          'Staff set how far ahead {things} open for booking and how long before the start booking closes; times outside the window are shown but cannot be booked.',
        'Released in batches, such as next week’s every Monday':
          'Staff release {things} in batches at a set time (such as next week’s every Monday at 9:00); until then each shows when it opens.',
      },
    },
    {
      id: 'bookings-per-person',
      category: 'edge-cases',
      text: 'How many {things} may one person hold at the same time?',
      options: ['No limit', 'Only a set number of upcoming bookings', 'A limit per week, set per membership type'],
      recommended: 'Only a set number of upcoming bookings',
      reason: 'A cap on upcoming bookings stops a few keen people taking every popular time, and it is easy to explain.',
      impact: 6,
      decision: 'Bookings per person',
      says: {
        'No limit': 'People can hold as many bookings as they like.',
        'Only a set number of upcoming bookings':
          'Each person can hold a set number of upcoming bookings (such as 3); once one has passed or been cancelled they can book another.',
        'A limit per week, set per membership type':
          'Each person can book up to a set number of {things} per week; the number depends on their membership type, and staff can change it per person.',
      },
      // "a limit of two slots per household", "max 2 bookings each": the description sets the number.
      settledBy: {
        'Only a set number of upcoming bookings': [
          'per household',
          'per family',
          'bookings per person',
          'slots per person',
          'bookings each',
          'limit of one',
          'limit of two',
          'limit of three',
          'pro haushalt',
          'por familia',
          'par foyer',
          'por família',
        ],
        'No limit': ['no limit on bookings', 'as many as they like', 'unlimited bookings'],
      },
    },
    {
      id: 'bookings-confirmation',
      category: 'user-flow',
      text: 'Is a booking confirmed at once, or does someone accept it first?',
      options: ['Confirmed at once', 'A request that staff must accept', 'At once for known people, a request for newcomers'],
      recommended: 'Confirmed at once',
      reason:
        'Instant confirmation is what people expect and saves staff a step; requests suit only {things} that need a judgement call first.',
      impact: 6,
      decision: 'Confirming bookings',
      says: {
        'Confirmed at once': 'A booking of a free {thing} is confirmed at once, with no staff step.',
        'A request that staff must accept':
          'A booking is a request: the {thing} is held while staff accept or decline it, the person is told either way, and unanswered requests expire after a set time.',
        'At once for known people, a request for newcomers':
          'Bookings from people who have booked before are confirmed at once; a newcomer’s first booking waits for staff to accept it.',
      },
      settledBy: {
        'A request that staff must accept': [
          'booking request',
          'request a booking',
          'buchungsanfrage',
          'solicitud de reserva',
          'demande de réservation',
          'pedido de reserva',
        ],
      },
    },
  ],
} satisfies InteractionInput;
