import { NO_PAYMENT } from '../languages';

/** Words that say money changes hands: without any, lending is free and nothing is charged or held. */
const MONEY_WORDS = [
  'rent',
  'rental',
  'hire',
  'price',
  'prices',
  'fee',
  'fees',
  'charge',
  'pay',
  'paid',
  'payment',
  'deposit',
  'miete',
  'mieten',
  'gebühr',
  'kaution',
  'alquiler',
  'alquilar',
  'precio',
  'fianza',
  'louer',
  'tarif',
  'caution',
  'aluguel',
  'alugar',
  'preço',
  'caução',
];
import type { InteractionInput } from '../records';

export default {
  id: 'rentals-lending',
  name: 'Rentals and lending',
  noun: 'rental app',
  verbs: [
    ['rent out', 6],
    ['rent', 5],
    ['lend', 5],
    ['borrow', 5],
    ['loan', 4],
    ['hire', 3],
    ['return', 2],
    ['check out', 2],
  ],
  nouns: [
    ['rental', 6],
    ['loan', 3],
    ['hire', 3],
  ],
  phrases: [
    ['who has which', 5],
    ["who's got which", 5],
    ['who has got which', 5],
    ['not returned', 4],
    ['not been returned', 4],
    ['not brought back', 4],
    ['due back', 5],
    ['on loan', 5],
    ['lent out', 5],
    ['borrowed by', 5],
    ['give back', 3],
    ['gives back', 3],
    ['hand back', 3],
    ['bring back', 3],
    ['brought back', 3],
    ['signed out', 3],
    ['signs out', 3],
    ['went out', 2],
    ['goes out', 2],
  ],
  recognise: {
    de: [
      ['vermiet*', 6],
      ['verleih*', 6],
      ['ausleih*', 5],
      ['mieten', 4],
      ['leihen', 4],
      ['mietdauer', 5],
      ['ausgeliehen', 5],
      ['geliehen', 4],
      ['leihgabe*', 5],
      ['*verleih', 6],
      ['*vermietung', 6],
      ['miet*', 4],
      ['rückgabe*', 3],
      ['zurückgeben', 3],
      ['kaution', 3],
      ['leihbar', 4],
      ['bibliothek', 3],
    ],
    es: [
      ['alquil*', 6],
      ['renta de', 4],
      ['prestar', 4],
      ['prestamo de', 4],
      ['préstamo*', 5],
      ['prestad*', 4],
      ['arrend*', 5],
      ['rentar', 5],
      ['pedir prestado', 5],
      ['devolver', 3],
      ['devolucion*', 2],
      ['fianza', 3],
      ['biblioteca', 3],
      ['presten', 4],
      ['prestarse', 4],
    ],
    fr: [
      ['location de', 5],
      ['louer', 5],
      ['pret de', 4],
      ['emprunt*', 4],
      ['loue*', 5],
      ['location', 4],
      ['prêter', 5],
      ['restitution', 3],
      ['caution', 3],
      ['retour du matériel', 4],
      ['bibliothèque', 3],
    ],
    pt: [
      ['alug*', 6],
      ['locacao', 5],
      ['emprestar', 4],
      ['emprest*', 5],
      ['emprestimo de', 4],
      ['empréstimo*', 5],
      ['emprestad*', 4],
      ['locacoes', 5],
      ['locar', 4],
      ['devolver', 3],
      ['devolução', 3],
      ['caução', 3],
      ['biblioteca', 3],
      ['pegar emprestado', 5],
      ['arrend*', 5],
    ],
  },
  thing: 'item',
  things: 'items',
  features: [
    {
      id: 'rentals-lending-catalogue',
      title: '{Thing} Catalogue with Availability',
      description:
        'Every {thing} with photos, the price per period and the dates it is free, so {actors} only pick what is there.',
      done: [
        {
          when: 'someone chooses a pickup and a return date',
          then: 'list only the {things} free for the whole period, each with its total price',
        },
      ],
    },
    {
      id: 'rentals-lending-periods',
      requires: MONEY_WORDS,
      title: 'Rental Periods and Prices',
      description: 'Pickup and return times, the price for the length chosen and any deposit, worked out before anyone pays.',
      done: [
        {
          when: 'someone reserves a {thing} for a period',
          then: 'show the price, the deposit and the total, and block the {thing} for that period and its turnaround time',
        },
      ],
    },
    {
      id: 'rentals-lending-handover',
      title: 'Pickup and Return Checks',
      description: 'A short check at pickup and at return: condition, photos, parts and accessories, and who took it.',
      done: [
        {
          when: 'a {thing} is handed over',
          then: 'record its condition with photos and who took it, and start the rental',
        },
        {
          when: 'a {thing} comes back',
          then: 'show the pickup record beside the return check and flag damage or missing parts',
        },
      ],
    },
    {
      id: 'rentals-lending-overdue',
      title: 'Overdue {Things}',
      description: 'The {things} not back on time, who has them and since when, with reminders to them.',
      done: [
        {
          when: 'a {thing} is not back by its return time',
          then: 'list it as overdue, remind whoever has it, and warn staff if the next rental of it is at risk',
        },
      ],
    },
    {
      id: 'rentals-lending-deposits',
      requires: MONEY_WORDS,
      title: 'Deposits and Damage Charges',
      description: 'Deposits taken at the start and released, or kept in part with a reason, after the return check.',
      done: [
        { when: 'a return check finds nothing wrong', then: 'release the deposit and close the rental' },
        {
          when: 'staff record damage at return',
          then: 'let them keep part of the deposit, with the reason and the photos sent to the renter',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'rentals-lending-period',
      category: 'scope',
      text: 'For how long is a {thing} usually rented or lent out?',
      options: ['By the hour', 'By the day', 'By the week or month', 'By the hour or the day, as the renter chooses'],
      recommended: 'By the day',
      reason: 'Daily rentals with set pickup and return times are the most common and the simplest to price, check and plan.',
      impact: 9,
      decision: 'Rental period',
      says: {
        'By the hour':
          'Rentals are booked by the hour in fixed steps within opening hours, with time between rentals for checks.',
        'By the day': 'Rentals are booked by the day, with pickup and return times within opening hours.',
        'By the week or month':
          'Rentals run for weeks or months and are charged per period, with recurring payments for long ones.',
        'By the hour or the day, as the renter chooses':
          'Rentals can be booked by the hour or by the day; the price switches to the day rate when that is cheaper.',
      },
      settledBy: {
        'By the hour': ['by the hour', 'per hour', 'hourly', 'stundenweise', 'pro stunde', 'por horas', 'a l heure', 'por hora'],
        'By the day': ['by the day', 'per day', 'tageweise', 'pro tag', 'por dias', 'a la journee', 'par jour', 'por dia'],
        'By the week or month': [
          'by the week',
          'two weeks',
          '2 weeks',
          '3 weeks',
          '4 weeks',
          '6 weeks',
          'four weeks',
          '1 month',
          '2 months',
          'weeks max',
          'month max',
          '4 wochen',
          '4 semanas',
          '4 semaines',
          'three weeks',
          'for a week',
          'for a month',
          'a fortnight',
          'by the month',
          'per month',
          'long-term',
          'langzeitmiete',
          'por meses',
          'au mois',
          'por mes',
        ],
      },
    },
    {
      id: 'rentals-lending-units',
      category: 'data',
      text: 'Do {actors} reserve one particular {thing}, or any {thing} of a kind?',
      options: [
        'One particular {thing}, each is unique',
        'Any of a kind; staff pick one at pickup',
        'Both, depending on the {thing}',
      ],
      recommended: 'Any of a kind; staff pick one at pickup',
      reason: 'Pooling identical {things} gets the most rentals out of them; unique pieces can still be reserved one by one.',
      impact: 8,
      decision: 'A particular {thing} or any of a kind',
      says: {
        'One particular {thing}, each is unique':
          'Every {thing} is unique and reserved on its own; its own calendar is its availability.',
        'Any of a kind; staff pick one at pickup':
          'People reserve a kind of {thing}; availability counts the free units of that kind, and staff pick one at pickup.',
        'Both, depending on the {thing}':
          'Each unique {thing} is reserved on its own; identical ones are reserved by kind and staff pick one at pickup.',
      },
    },
    {
      id: 'rentals-lending-payment',
      category: 'scope',
      text: 'When do {actors} pay for a rental?',
      options: [
        'In full when reserving',
        'Part when reserving, the rest at pickup',
        'At pickup, not in the app',
        'Lending is free of charge',
      ],
      recommended: 'In full when reserving',
      reason: 'Prepaid rentals are rarely no-shows, and pickup goes faster when the money is already settled.',
      recommendedWhen: [
        {
          if: { not: { says: MONEY_WORDS } },
          recommended: 'Lending is free of charge',
          reason: 'Nothing you describe is charged for: the app keeps track of who has which {thing} and when it is due back.',
        },
      ],
      impact: 8,
      decision: 'Rental payment',
      replaces: 'online-payments',
      says: {
        'In full when reserving': 'People pay the full rental online when they reserve.',
        'Part when reserving, the rest at pickup':
          'People pay part of the price online when they reserve and the rest at pickup.',
        'At pickup, not in the app':
          'Nothing is paid in the app; a reservation holds the {thing} and payment is taken at pickup.',
        'Lending is free of charge':
          'Lending is free; the app tracks who has which {thing} and when it is due back, with no payments.',
      },
      settledBy: {
        'At pickup, not in the app': [
          'walk-ups only',
          'walk-up only',
          'walk-ins only',
          'pay at the hut',
          'pay on site',
          'pay at the desk',
        ],
        'Lending is free of charge': [
          ...NO_PAYMENT,
          'lend',
          'borrow',
          'free of charge',
          'ausleihen',
          'kostenlos',
          'prestar',
          'gratis',
          'preter',
          'emprunter',
          'emprestar',
        ],
      },
    },
    {
      id: 'rentals-lending-condition',
      category: 'edge-cases',
      text: 'How is the condition of a {thing} checked when it goes out and comes back?',
      options: [
        'Staff note problems at return only',
        'Photos at pickup and at return, confirmed by the renter',
        'No condition checks',
      ],
      recommended: 'Photos at pickup and at return, confirmed by the renter',
      reason: 'Timestamped photos from both ends settle most damage arguments before they start.',
      impact: 7,
      decision: 'Condition checks',
      feature: 'rentals-lending-handover',
      says: {
        'Staff note problems at return only': 'Staff note damage or missing parts in the rental when a {thing} comes back.',
        'Photos at pickup and at return, confirmed by the renter':
          'Take timestamped photos at pickup and return, have the renter confirm the pickup condition, and keep both.',
        'No condition checks': 'Rentals record no condition checks.',
      },
    },
    {
      id: 'rentals-lending-deposit',
      category: 'edge-cases',
      text: 'How is a deposit taken for a {thing}?',
      options: ['No deposit', 'A card hold released after return', 'Charged and refunded after return', 'Cash at pickup'],
      recommended: 'A card hold released after return',
      recommendedWhen: [
        {
          if: { not: { says: MONEY_WORDS } },
          recommended: 'No deposit',
          reason: 'Nothing you describe is charged for, so a deposit would be the only payment in the app.',
        },
      ],
      reason:
        'A card hold costs nothing to release and covers damage; holds lapse after about a week, so long rentals need a charge.',
      impact: 7,
      decision: 'Deposit',
      feature: 'rentals-lending-deposits',
      says: {
        'No deposit': 'No deposit is taken.',
        'A card hold released after return':
          'Hold the deposit on the renter’s card at pickup, release it after a clean return, and capture part for damage.',
        'Charged and refunded after return':
          'Charge the deposit at pickup and refund it after the return check, minus any damage or late charges.',
        'Cash at pickup': 'Staff take the deposit in cash at pickup and record in the rental whether it was paid back.',
      },
      settledBy: { 'No deposit': ['no deposit', 'ohne kaution', 'sin fianza', 'sans caution', 'sem caucao'] },
    },
    {
      id: 'rentals-lending-late',
      category: 'edge-cases',
      text: 'What happens when a {thing} comes back late?',
      options: ['A reminder only; staff decide', 'Charged per extra hour or day', 'A short grace period, then charged'],
      recommended: 'A short grace period, then charged',
      recommendedWhen: [
        {
          if: { not: { says: MONEY_WORDS } },
          recommended: 'A reminder only; staff decide',
          reason: 'Nothing you describe is charged for: a reminder and a list of what is overdue is what gets things back.',
        },
      ],
      reason: 'A grace period avoids arguments over minutes, and a clear charge protects the next person’s rental.',
      impact: 6,
      decision: 'Late returns',
      feature: 'rentals-lending-overdue',
      says: {
        'A reminder only; staff decide': 'Flag each late return and remind the renter; staff decide on any charge.',
        'Charged per extra hour or day': 'Each started extra hour or day is charged at the rate of the {thing}.',
        'A short grace period, then charged':
          'After a short grace period, each started extra hour or day is charged; staff and the next renter are warned.',
      },
    },
    {
      id: 'rentals-lending-eligibility',
      category: 'roles',
      text: 'Who may rent or borrow a {thing}?',
      options: [
        'Anyone who signs up',
        'Only people approved once by staff',
        'Approved people, with some {things} needing a qualification',
      ],
      recommended: 'Only people approved once by staff',
      reason:
        'A one-time check (identity, membership or a signed agreement) prevents most losses, and regulars are never asked again.',
      impact: 7,
      decision: 'Who may rent',
      says: {
        'Anyone who signs up': 'Anyone with an account can reserve a {thing}; there is no approval step.',
        'Only people approved once by staff':
          'New renters are approved once by staff (identity checked, agreement signed) before their first reservation; after that they reserve freely.',
        'Approved people, with some {things} needing a qualification':
          'Renters are approved once by staff; some {things} also need a qualification or training that staff record per person, and only qualified people can reserve those.',
      },
      settledBy: {
        'Only people approved once by staff': [
          'members only',
          'only members can borrow',
          'only members can rent',
          'nur für mitglieder',
          'solo para socios',
          'réservé aux membres',
          'só para sócios',
        ],
      },
    },
    {
      id: 'rentals-lending-limit',
      category: 'scope',
      text: 'How many {things} can one person have out at the same time?',
      options: ['No limit', 'The same limit for all', 'A limit per kind of {thing}'],
      recommended: 'The same limit for all',
      reason:
        'One limit everyone knows stops a single person emptying the shelves; limits per kind can follow if one kind runs short.',
      impact: 6,
      decision: '{Things} out per person',
      says: {
        'No limit': 'People can have any number of {things} out at once, limited only by what is free.',
        'The same limit for all':
          'Each person can have up to a set number of {things} out or reserved at once (set by staff); a reservation past it is stopped with the reason.',
        'A limit per kind of {thing}':
          'Staff set a limit per kind of {thing} (such as two of one kind and five of another); a reservation past it is stopped with the reason.',
      },
    },
    {
      id: 'rentals-lending-extension',
      category: 'user-flow',
      text: 'Can a renter keep a {thing} longer than planned once the rental has started?',
      options: ['No: return it and reserve again', 'Yes, in the app, if nobody has it reserved next', 'Only by asking staff'],
      recommended: 'Yes, in the app, if nobody has it reserved next',
      reason:
        'Extending in the app turns would-be late returns into planned ones, and the check on the next reservation protects whoever comes after.',
      impact: 6,
      decision: 'Extending a rental',
      says: {
        'No: return it and reserve again':
          'A rental cannot be extended; the renter returns the {thing} and makes a new reservation if it is free.',
        'Yes, in the app, if nobody has it reserved next':
          'A renter can extend a rental in the app while it runs, as long as nobody has the {thing} reserved next; the new return time and any extra charge are shown before confirming.',
        'Only by asking staff':
          'Renters ask staff to extend; staff can move the return time, and the app warns them of any clash with the next reservation.',
      },
    },
    {
      id: 'rentals-lending-out-of-service',
      category: 'edge-cases',
      text: 'What happens when a {thing} comes back needing repair and is already reserved again?',
      options: [
        'Staff sort it out with the next renter',
        'It is blocked until repaired; the next renters are offered a swap',
        'It is blocked until repaired; the next reservations are cancelled',
      ],
      recommended: 'It is blocked until repaired; the next renters are offered a swap',
      reason:
        'Taking a broken {thing} out of use at once protects the next renter; offering a like-for-like swap keeps the reservation alive.',
      impact: 6,
      decision: '{Things} out of service',
      says: {
        'Staff sort it out with the next renter':
          'Staff can mark a {thing} as needing repair; they contact anyone with a reservation for it themselves.',
        'It is blocked until repaired; the next renters are offered a swap':
          'A {thing} marked for repair cannot be reserved until marked fixed; anyone with a reservation for it is told and offered an equivalent {thing} at no extra cost, or a refund of anything paid.',
        'It is blocked until repaired; the next reservations are cancelled':
          'A {thing} marked for repair cannot be reserved until marked fixed; reservations for it in that time are cancelled, anything paid is refunded, and the renters are told why.',
      },
    },
  ],
} satisfies InteractionInput;
