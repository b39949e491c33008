import type { InteractionInput } from '../records';

/**
 * People put their name down and wait weeks, months or years until a place frees up and is offered to them: an
 * allotment plot, a nursery or school place, a club membership with a cap, a mooring or marina berth, a season ticket,
 * a studio space, a housing co-op flat, a caravan pitch. Not a same-day queue where people take a number
 * (queues-waitlists) nor a waitlist on a full class or time slot (bookings). A bare "waiting list" is what a full
 * class or event has too, so it only hints: what a long list says ("years on the list", "when a plot falls vacant",
 * "offered to the next on the list") recognises it.
 */
export default {
  id: 'waiting-lists',
  name: 'Waiting lists for a place',
  noun: 'waiting list app',
  verbs: [
    // "offer plots to the next on the list", "when a tenant vacates a plot": their object is the place waited for.
    ['vacate', 3],
    ['offer', 2],
  ],
  // No nouns: "waitlist" and "queue" are the same-day queue's, and "place", "plot" or "list" alone say nothing.
  phrases: [
    // A waiting list that is the app's own, or is for a place people wait long for. (A bare "waiting list" is also a
    // full class's: a hint that needs a second cue.)
    ['waiting list', 3],
    ['long waiting list', 5],
    ['our waiting list', 4],
    ['manage the waiting list', 5],
    ['manage our waiting list', 5],
    ['run the waiting list', 5],
    ['run our waiting list', 5],
    ['keep the waiting list', 5],
    ['keep a waiting list', 4],
    ['waiting list app', 5],
    ['waiting list system', 5],
    ['allotment waiting list', 6],
    ['plot waiting list', 6],
    ['nursery waiting list', 6],
    ['school waiting list', 6],
    ['membership waiting list', 6],
    ['mooring waiting list', 6],
    ['berth waiting list', 6],
    ['pitch waiting list', 6],
    ['season ticket waiting list', 6],
    ['housing waiting list', 6],
    ['studio waiting list', 5],
    ['waiting list for allotment', 6],
    ['waiting list for an allotment', 6],
    ['waiting list for a plot', 6],
    ['waiting list for plot', 6],
    ['waiting list for * plot', 6],
    ['waiting list for * plots', 6],
    ['waiting list for a mooring', 6],
    ['waiting list for mooring', 6],
    ['waiting list for a berth', 6],
    ['waiting list for berth', 6],
    ['waiting list for membership', 6],
    ['waiting list for season ticket', 6],
    ['waiting list for a nursery place', 6],
    ['waiting list for a place', 5],
    ['waiting list for place', 5],
    // Where someone stands on a long list.
    ['years on the list', 6],
    ['years on the waiting list', 6],
    ['months on the list', 5],
    ['top of the waiting list', 6],
    ['next on the waiting list', 6],
    ['position on the waiting list', 6],
    ['place on the waiting list', 6],
    ['position on the list', 5],
    ['place on the list', 5],
    ['list in date order', 6],
    ['top of the list', 3],
    ['next on the list', 3],
    ['moves down the list', 3],
    ['move down the list', 3],
    ['moves up the list', 3],
    ['move up the list', 3],
    ['bottom of the list', 3],
    ['stay on the list', 3],
    ['remain on the list', 3],
    ['on the list', 2],
    // A place that frees up. ("when a machine comes free" is a live status: only a hint on its own.)
    ['falls vacant', 6],
    ['fall vacant', 6],
    ['becomes vacant', 5],
    ['become vacant', 5],
    ['plot comes up', 5],
    ['mooring comes up', 5],
    ['berth comes up', 5],
    ['place comes up', 4],
    ['vacancy comes up', 4],
    ['vacancy arises', 5],
    ['vacancies arise', 5],
    ['gives up their plot', 5],
    ['give up their plot', 5],
    ['gives up a plot', 5],
    ['becomes free', 3],
    ['become free', 3],
    ['comes free', 3],
    ['come free', 3],
    // The place offered down the list.
    ['offered the next', 5],
    ['offered to the next', 5],
    ['offer it to the next', 5],
    ['offers it to the next', 5],
    ['offered a plot', 5],
    ['offered a mooring', 5],
    ['offered a berth', 5],
    ['offered a place', 4],
    ['offer of a place', 4],
    ['offer of a plot', 5],
    ['days to accept', 5],
    ['weeks to accept', 5],
    ['turn down the offer', 4],
    ['turns down the offer', 4],
    ['turned down the offer', 4],
    ['decline the offer', 4],
    ['declines the offer', 4],
    // Years of waiting, and the order of joining.
    ['waited years', 5],
    ['wait for years', 5],
    ['waited for years', 5],
    ['waiting for years', 5],
    ['years of waiting', 5],
    ['year wait', 4],
    ['years wait', 4],
    ['order they joined', 4],
    ['date they joined', 4],
    ['order they applied', 4],
    ['date they applied', 4],
    ['order of application', 5],
    ['date of application', 4],
    ['first refusal', 3],
    // Whether they still want one.
    ['confirm they still want', 5],
    ['confirm their interest', 5],
    ['still interested', 3],
  ],
  // Written without accents: the words are matched folded, and a keyword is weighed as it is written.
  recognise: {
    de: [
      // (A "Warteliste" is also a full course's: a hint that needs a second cue.)
      ['warteliste', 3],
      ['lange warteliste', 5],
      ['wartelistenplatz*', 5],
      ['wartelistenposition', 5],
      ['nachruck*', 4],
      ['platz wird frei', 5],
      ['platz frei wird', 5],
      ['frei wird', 3],
      ['frei geworden', 3],
      ['ruckt nach', 4],
      ['rucken nach', 4],
      ['nachste auf der liste', 5],
      ['frei werdende*', 5],
      ['freiwerdende*', 5],
      ['parzellenvergabe', 6],
      ['platzvergabe', 5],
      ['anmeldedatum', 4],
      ['reihenfolge der anmeldung', 5],
      ['jahre warten', 5],
      ['jahrelang warten', 5],
      ['wartezeit von jahren', 5],
      ['interesse bestatigen', 4],
    ],
    es: [
      ['lista de espera', 3],
      ['larga lista de espera', 5],
      ['plaza libre', 4],
      ['plazas libres', 3],
      ['quede libre', 5],
      ['queda libre', 5],
      ['quede vacante', 5],
      ['queda vacante', 5],
      ['se libere una plaza', 5],
      ['se libera una plaza', 5],
      ['ofrecer la plaza', 5],
      ['ofrece la plaza', 5],
      ['por orden de inscripcion', 5],
      ['orden de antiguedad', 4],
      ['anos de espera', 5],
      ['anos en la lista', 6],
    ],
    fr: [
      ["liste d'attente", 3],
      ["longue liste d'attente", 5],
      ['place se libere', 5],
      ['place qui se libere', 5],
      ['une place se libere', 5],
      ['place vacante', 4],
      ['places vacantes', 4],
      ['proposer la place', 5],
      ['propose la place', 5],
      ["ordre d'inscription", 5],
      ["ordre d'anciennete", 5],
      ["date d'inscription", 4],
      ["ans d'attente", 5],
      ["annees d'attente", 5],
      ['attribution des parcelles', 6],
      ['attribution des places', 5],
    ],
    pt: [
      ['lista de espera', 3],
      ['longa lista de espera', 5],
      ['surgir uma vaga', 5],
      ['surgir vaga', 5],
      ['abrir uma vaga', 4],
      ['abrir vaga', 4],
      ['vaga ficar livre', 5],
      ['vaga livre', 4],
      ['oferecer a vaga', 5],
      ['oferece a vaga', 5],
      ['ordem de inscricao', 5],
      ['anos de espera', 5],
      ['anos na lista', 6],
    ],
  },
  // "walk-ins take a number", "when a class is fully booked": a same-day queue or a full time slot, not a long list.
  unlessSaid: [
    'walk-in',
    'walk-ins',
    'take a number',
    'get a number',
    'fully booked',
    'sold out',
    'class is full',
    'session is full',
    'event is full',
    'ohne termin',
    'ausgebucht',
    'sin cita',
    'sans rendez-vous',
    'sem marcacao',
  ],
  thing: 'place',
  things: 'places',
  features: [
    {
      id: 'waiting-lists-list',
      title: 'Waiting List in Date Order',
      description:
        'Everyone waiting for a {thing}, in the order the list’s rules give (the date joined first), with how long each has waited.',
      done: [
        {
          when: 'someone is added to the waiting list',
          then: 'record the date and time they joined, place them by the list’s order rules and give them a reference number',
        },
        {
          when: 'staff open the waiting list',
          then: 'show everyone waiting in order, with the date they joined, any priority they have, how long they have waited and any offer open',
        },
      ],
    },
    {
      id: 'waiting-lists-offers',
      title: 'Offers of Vacant {Things}',
      description:
        'A {thing} marked as vacant is offered to whoever is next on the list, with the offer and its answer recorded.',
      done: [
        {
          when: 'staff mark a {thing} as vacant',
          then: 'show who is next on the list for it, start an offer to them and tell them how and by when to answer',
        },
        {
          when: 'the person offered accepts',
          then: 'give them the {thing}, take them off the list, record the date and tell staff',
        },
      ],
    },
    {
      id: 'waiting-lists-applicants',
      title: 'Applicant Sign-up and Position',
      description:
        'Applicants join the list with their details and what they are waiting for, then see where they stand and update or leave.',
      done: [
        {
          when: 'an applicant joins the list',
          then: 'take their name, contact details and any choices (such as site or size), and send a confirmation with the date they joined',
        },
        {
          when: 'an applicant opens their entry',
          then: 'show the date they joined and where they stand, and let them change their contact details or leave the list',
        },
      ],
    },
    {
      id: 'waiting-lists-renewal',
      title: 'Yearly Confirmation of Interest',
      description:
        'Once a year everyone waiting is asked to confirm they still want a {thing}; those who do not answer are followed up.',
      done: [
        {
          when: 'a year has passed since someone joined or last confirmed',
          then: 'email them a link to stay on the list in one click, with a date to answer by',
        },
        {
          when: 'someone has not confirmed by that date',
          then: 'send one reminder, then mark them as lapsed so they are skipped for offers, and tell them how to rejoin',
        },
      ],
    },
    {
      id: 'waiting-lists-deadlines',
      title: 'Offer Deadlines and Declines',
      description:
        'Every offer has a date to answer by; a decline or no answer moves the {thing} on to the next person without delay.',
      done: [
        {
          when: 'an offer’s deadline passes without an answer',
          then: 'treat it as declined, apply the list’s rule for declines and offer the {thing} to the next person',
        },
        {
          when: 'someone declines an offer',
          then: 'record the decline with the date and any reason, apply the list’s rule for declines and offer the {thing} to the next person',
        },
      ],
    },
    {
      id: 'waiting-lists-history',
      title: 'Waiting List History',
      description:
        'Every change to each entry (joined, moved, offered, declined, confirmed, removed) with its date and who made it.',
      done: [
        {
          when: 'staff open an applicant’s history',
          then: 'show every change to their entry in date order, with who made it and why',
        },
        {
          when: 'someone asks why a {thing} went to another person',
          then: 'show the order of the list on the day it was offered and every offer made for that {thing}',
        },
      ],
    },
    {
      id: 'waiting-lists-figures',
      title: 'Average Wait and List Length',
      description:
        'How many are waiting, how many {things} came free and were taken this year, and how long people wait on average.',
      done: [
        {
          when: 'staff open the figures',
          then: 'show how many are waiting, the {things} offered and taken in the last year, the share declined and the average wait from joining to an offer',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'waiting-lists-order',
      category: 'user-flow',
      text: 'In what order are {things} offered to the people on the list?',
      options: [
        'Strictly by the date they joined',
        'Priority groups first, then by date joined',
        'Points for need, with the date joined breaking ties',
      ],
      recommended: 'Strictly by the date they joined',
      reason: 'Date order is what people on a long list see as fair, and nobody ever has to explain why they were passed over.',
      recommendedWhen: [
        {
          if: { says: ['nursery', 'nurseries', 'school', 'schools', 'siblings', 'catchment', 'kita', 'guarderia', 'creche'] },
          recommended: 'Priority groups first, then by date joined',
          reason:
            'Nurseries and schools usually put siblings or local families first; within each group the date joined keeps it fair.',
        },
      ],
      impact: 9,
      decision: 'Order of the list',
      says: {
        'Strictly by the date they joined':
          'The list is kept strictly in the order people joined (date and time); {things} are offered from the top, and nobody can be moved up by hand.',
        'Priority groups first, then by date joined':
          'The list has priority groups set by {owner} (such as local residents or members’ children); {things} go to the first person in the highest group, by date joined within each group.',
        'Points for need, with the date joined breaking ties':
          'Each applicant is given points against set criteria (such as need or distance); {things} go to the highest score, the earlier joining date breaking ties, and staff see why each has their points.',
      },
      settledBy: {
        'Strictly by the date they joined': [
          'date order',
          'order they joined',
          'date they joined',
          'order they applied',
          'order of application',
          'first come, first served',
          'reihenfolge der anmeldung',
          'nach anmeldedatum',
          'por orden de inscripción',
          "par ordre d'inscription",
          'por ordem de inscrição',
        ],
        'Priority groups first, then by date joined': [
          'residents first',
          'local people first',
          'siblings first',
          'members first',
          "members' children",
          'members children',
          'first refusal',
          'get priority',
          'given priority',
          'have priority',
          'vorrang',
          'tienen prioridad',
          'ont la priorité',
          'têm prioridade',
        ],
        'Points for need, with the date joined breaking ties': ['points system', 'points based', 'points-based', 'by need'],
      },
    },
    {
      id: 'waiting-lists-offer',
      category: 'user-flow',
      text: 'How is a {thing} that comes free offered?',
      options: [
        'To the next person, by email with a deadline',
        'A committee member offers it by hand',
        'To several at once; the first to accept gets it',
      ],
      recommended: 'To the next person, by email with a deadline',
      reason:
        'One offer at a time keeps to the list’s order, and an emailed deadline stops a {thing} standing empty while someone thinks.',
      impact: 9,
      decision: 'How vacant {things} are offered',
      says: {
        'To the next person, by email with a deadline':
          'When a {thing} is marked vacant it is offered to the next person on the list by email, with a link to accept or decline by the deadline; a decline or no answer passes it to the next.',
        'A committee member offers it by hand':
          'When a {thing} is marked vacant the app shows who is next; a committee member contacts them by phone or email and records the offer and the answer in the app.',
        'To several at once; the first to accept gets it':
          'When a {thing} is marked vacant it is offered by email to the next few people on the list at once (three by default); the first to accept gets it and the others keep their places.',
      },
      settledBy: {
        'To several at once; the first to accept gets it': ['first to accept', 'first to reply', 'first to respond'],
        'A committee member offers it by hand': [
          'secretary offers',
          'secretary contacts',
          'committee offers',
          'phone the next',
          'phones the next',
          'ring the next',
          'rings the next',
          'contact the next',
          'contacts the next',
        ],
      },
    },
    {
      id: 'waiting-lists-lists',
      category: 'scope',
      text: 'Is there one list, or a separate list for each site, size or type of {thing}?',
      options: [
        'One list for everything',
        'Separate lists; each person joins just one',
        'Separate lists; a person may join several',
      ],
      recommended: 'One list for everything',
      reason:
        'A single list is the simplest to run and to explain; separate lists pay off only where people wait for different {things}.',
      recommendedWhen: [
        {
          if: {
            says: [
              'sites',
              'each site',
              'several sites',
              'two sites',
              'three sites',
              'berth sizes',
              'plot sizes',
              'half plots',
              'age groups',
            ],
          },
          recommended: 'Separate lists; a person may join several',
          reason:
            'With several sites or sizes people wait for the one they want; joining several lets them take whichever comes first, each in its own order.',
        },
      ],
      impact: 8,
      decision: 'One list or several',
      says: {
        'One list for everything': 'There is one waiting list; every {thing} that comes free is offered from it.',
        'Separate lists; each person joins just one':
          'There is a separate list for each site, size or type of {thing}; each person joins one of them and can move to another only by rejoining it.',
        'Separate lists; a person may join several':
          'There is a separate list for each site, size or type of {thing}; a person can join several, each in its own order, and taking a {thing} from one takes them off the others.',
      },
    },
    {
      id: 'waiting-lists-declines',
      category: 'edge-cases',
      text: 'What happens when someone turns down an offered {thing} or does not answer in time?',
      options: [
        'They go to the bottom of the list',
        'They keep their place once; a second time removes them',
        'Removed, with no second chance',
      ],
      recommended: 'They keep their place once; a second time removes them',
      reason:
        'A first refusal is often bad timing (a move, a new baby); one pass is fair, and a second shows the {thing} is no longer needed.',
      impact: 8,
      decision: 'Declined and unanswered offers',
      feature: 'waiting-lists-deadlines',
      says: {
        'They go to the bottom of the list':
          'Someone who declines an offer or does not answer by the deadline goes to the bottom of the list with a new joining date; they are told so.',
        'They keep their place once; a second time removes them':
          'Someone who declines an offer or does not answer keeps their place the first time; a second decline or no answer takes them off the list, and they are told so each time.',
        'Removed, with no second chance':
          'Someone who declines an offer or does not answer by the deadline is taken off the list and told how to rejoin.',
      },
      settledBy: {
        'They go to the bottom of the list': [
          'bottom of the list',
          'back of the list',
          'end of the list',
          'back to the bottom',
          'ans ende der liste',
          'al final de la lista',
          'en fin de liste',
          'no fim da lista',
        ],
        'They keep their place once; a second time removes them': [
          'second refusal',
          'two refusals',
          'refuse twice',
          'refuses twice',
          'decline twice',
          'declines twice',
          'turn down twice',
          'turns down twice',
        ],
        'Removed, with no second chance': ['lose their place', 'loses their place', 'struck off', 'taken off the list'],
      },
    },
    {
      id: 'waiting-lists-deadline',
      category: 'edge-cases',
      text: 'How long does someone have to accept an offered {thing}?',
      options: ['7 days', '14 days', '28 days'],
      recommended: '14 days',
      reason: 'Two weeks covers a holiday or a slow reply without leaving a {thing} empty for long; a month can lose a season.',
      impact: 7,
      decision: 'Time to accept an offer',
      feature: 'waiting-lists-deadlines',
      says: {
        '7 days': 'An offer must be accepted within 7 days; a reminder goes out after 5, and no answer counts as a decline.',
        '14 days': 'An offer must be accepted within 14 days; a reminder goes out after 10, and no answer counts as a decline.',
        '28 days': 'An offer must be accepted within 28 days; a reminder goes out after 21, and no answer counts as a decline.',
      },
      settledBy: {
        '7 days': [
          '7 days to accept',
          'seven days to accept',
          'a week to accept',
          'one week to accept',
          '7 days to reply',
          'a week to reply',
          '7 days to respond',
          'a week to respond',
          '7 tage',
          '7 dias para',
          '7 jours pour',
        ],
        '14 days': [
          '14 days to accept',
          'fourteen days to accept',
          'two weeks to accept',
          '2 weeks to accept',
          'a fortnight to accept',
          '14 days to reply',
          'two weeks to reply',
          '14 days to respond',
          'two weeks to respond',
          '14 tage',
          'zwei wochen',
          '14 dias para',
          '14 jours pour',
        ],
        '28 days': [
          '28 days to accept',
          'four weeks to accept',
          '4 weeks to accept',
          'a month to accept',
          '28 days to reply',
          'a month to reply',
          '28 days to respond',
          'a month to respond',
          '28 tage',
          '28 dias para',
          '28 jours pour',
        ],
      },
    },
    {
      id: 'waiting-lists-renewal',
      category: 'user-flow',
      text: 'Must people on the list confirm each year that they still want a {thing}?',
      options: ['Yes, a yearly email to stay on the list', 'No, they stay on until they leave'],
      recommended: 'Yes, a yearly email to stay on the list',
      reason:
        'Long lists fill with people who moved away or lost interest; a yearly click keeps offers going to people who still want one.',
      impact: 7,
      decision: 'Yearly confirmation',
      says: {
        'Yes, a yearly email to stay on the list':
          'Once a year everyone waiting gets an email with a one-click link to stay on the list; no answer within 28 days, after one reminder, takes them off.',
        'No, they stay on until they leave':
          'People stay on the list until they take a {thing}, leave it themselves or are removed by staff.',
      },
      settledBy: {
        'Yes, a yearly email to stay on the list': [
          'confirm each year',
          'confirm every year',
          'confirm annually',
          'renew each year',
          'renew every year',
          'reconfirm',
          're-confirm',
          'still interested',
          'confirm they still want',
          'jährlich bestätigen',
          'confirmar cada año',
          'confirmer chaque année',
          'confirmar todo ano',
        ],
      },
    },
    {
      id: 'waiting-lists-position',
      category: 'data',
      text: 'What can people on the list see of where they stand?',
      options: [
        'Their place in the list, such as 12th',
        'A rough wait, such as 1 to 2 years',
        'Nothing; only staff see the list',
      ],
      recommended: 'Their place in the list, such as 12th',
      reason: 'Their number answers the question staff are asked most, and an open order is what makes a long list trusted.',
      recommendedWhen: [
        {
          if: { says: ['nursery', 'nurseries', 'school', 'schools', 'siblings', 'catchment', 'kita', 'guarderia', 'creche'] },
          recommended: 'A rough wait, such as 1 to 2 years',
          reason:
            'With siblings or local families put first, a family’s number can go back as well as forward; a rough wait promises nothing it cannot keep.',
        },
      ],
      impact: 6,
      decision: 'What applicants see of their place',
      feature: 'waiting-lists-applicants',
      says: {
        'Their place in the list, such as 12th':
          'Each person on the list can see their current place (such as 12th of 40) and the date they joined, updated whenever the list changes.',
        'A rough wait, such as 1 to 2 years':
          'Each person on the list sees a rough wait (such as under a year, 1 to 2 years, over 2 years) worked out from recent offers, never their exact place.',
        'Nothing; only staff see the list':
          'Only staff see the list and its order; people on it see only that they are on it and the date they joined.',
      },
      settledBy: {
        'Their place in the list, such as 12th': [
          'see their position',
          'see their place',
          'see where they are',
          'see how far up',
          'what number they are',
        ],
      },
    },
    {
      id: 'waiting-lists-managers',
      category: 'roles',
      text: 'Who adds people to the list and offers the {things}?',
      options: [
        'One secretary does it all by hand',
        'A committee, sharing the work',
        'People sign up online; staff make the offers',
      ],
      recommended: 'People sign up online; staff make the offers',
      reason:
        'Online sign-up stamps the joining date and saves retyping forms; leaving the offers with staff keeps the judgement calls with people.',
      impact: 7,
      decision: 'Who runs the list',
      says: {
        'One secretary does it all by hand':
          'One person (such as the secretary) adds every applicant, marks {things} vacant and makes the offers; applicants do not sign in.',
        'A committee, sharing the work':
          'Several committee members share the list: each can add applicants, mark {things} vacant and make offers, and every change shows who made it.',
        'People sign up online; staff make the offers':
          'Applicants join the list themselves through an online form (their joining date stamped automatically) and manage their own entry; staff mark {things} vacant and make the offers.',
      },
      settledBy: {
        'One secretary does it all by hand': [
          'the secretary',
          'our secretary',
          'i keep the list',
          'i manage the list',
          'i run the list',
          'just me',
        ],
        'A committee, sharing the work': ['the committee', 'committee members', 'lettings committee', 'allocations committee'],
        'People sign up online; staff make the offers': [
          'sign up online',
          'apply online',
          'join online',
          'online form',
          'online application',
          'sign themselves up',
          'add themselves',
          'online anmelden',
          'inscribirse en línea',
          "s'inscrire en ligne",
          'inscrever-se online',
        ],
      },
    },
    {
      id: 'waiting-lists-fee',
      category: 'scope',
      text: 'Does it cost anything to join the list or to stay on it?',
      options: ['No, it is free to join', 'A small yearly fee to stay on the list', 'A deposit, returned when placed'],
      recommended: 'No, it is free to join',
      reason: 'A free list is the simplest and the fairest; a fee means payments and refunds for people who may wait for years.',
      recommendedWhen: [
        {
          if: { says: ['season ticket', 'season tickets', 'marina', 'mooring', 'moorings', 'berth', 'berths'] },
          recommended: 'A small yearly fee to stay on the list',
          reason:
            'Marinas and clubs with long lists often charge a small yearly fee: it pays for running the list and clears out people who no longer want one.',
        },
      ],
      impact: 6,
      decision: 'Cost of joining the list',
      says: {
        'No, it is free to join': 'Joining and staying on the list is free; nothing is charged until a {thing} is taken up.',
        'A small yearly fee to stay on the list':
          'Staying on the list costs a small yearly fee set by {owner}, paid online on joining and at each renewal; anyone who has not paid 28 days after a reminder is taken off.',
        'A deposit, returned when placed':
          'Joining the list takes a refundable deposit paid online; it is paid back when the person is given a {thing} or leaves the list.',
      },
      settledBy: {
        'No, it is free to join': ['free to join', 'no fee to join', 'costs nothing to join'],
        'A small yearly fee to stay on the list': [
          'yearly fee to stay',
          'annual fee to stay',
          'waiting list fee',
          'fee to stay on',
        ],
        'A deposit, returned when placed': ['refundable deposit', 'deposit to join', 'returnable deposit'],
      },
    },
  ],
} satisfies InteractionInput;
