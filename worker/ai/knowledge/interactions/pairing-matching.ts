import type { InteractionInput } from '../records';

export default {
  id: 'pairing-matching',
  name: 'Pairing and matching',
  actsOnPeople: true,
  noun: 'matching app',
  verbs: [
    ['pair', 6],
    ['match', 5],
    ['matchmake', 6],
    ['mentor', 3],
    ['connect', 2],
    ['introduce', 2],
  ],
  nouns: [
    ['pairing', 6],
    ['matchmaking', 6],
    ['mentee', 6],
    ['mentorship', 5],
    ['mentoring', 5],
    ['pair', 4],
    ['buddy', 4],
    ['roommate', 4],
    ['flatmate', 4],
    ['tandem', 4],
    ['mentor', 3],
    ['match', 2],
  ],
  recognise: {
    de: [
      ['matching', 5],
      ['mentoring', 5],
      ['tandem*', 4],
      ['buddy', 4],
      ['partnervermittlung', 6],
      ['zusammenbring*', 3],
      ['vermittl*', 3],
      ['mentor', 3],
      ['mentee*', 6],
      ['pate', 3],
      ['mitbewohner*', 4],
      ['lernpartner*', 5],
      ['paare bilden', 6],
      ['zusammenführ*', 3],
      ['matchen', 5],
      ['partner finden', 4],
      ['gleichgesinnte', 3],
    ],
    es: [
      ['emparej*', 6],
      ['mentoria*', 5],
      ['compañero de piso', 5],
      ['buddy', 4],
      ['mentor*', 3],
      ['mentee*', 6],
      ['hacer match', 5],
      ['match', 4],
      ['afinidad*', 4],
      ['compatib*', 4],
      ['padrino*', 3],
      ['intercambio de idiomas', 5],
      ['compañeros de piso', 5],
      ['encontrar pareja', 5],
      ['tandem*', 4],
      ['poner en contacto', 4],
    ],
    fr: [
      ['jumel*', 5],
      ['parrainage', 5],
      ['mentorat', 5],
      ['binome*', 5],
      ['mettre en relation', 5],
      ['colocataire*', 4],
      ['mentor*', 3],
      ['mentore*', 5],
      ['parrain*', 4],
      ['affinité*', 4],
      ['compatib*', 4],
      ['matcher', 5],
      ['matching', 5],
      ['tandem*', 4],
      ['trouver un partenaire', 5],
    ],
    pt: [
      ['emparelh*', 6],
      ['mentoria*', 5],
      ['parear', 5],
      ['dupla*', 4],
      ['colega de quarto', 4],
      ['mentor*', 3],
      ['mentorado*', 5],
      ['match', 4],
      ['afinidade*', 4],
      ['compatib*', 4],
      ['padrinho*', 3],
      ['tandem*', 4],
      ['colegas de quarto', 4],
      ['intercâmbio de idiomas', 5],
      ['pares', 2],
    ],
  },
  thing: 'match',
  things: 'matches',
  features: [
    {
      id: 'pairing-matching-profiles',
      title: 'Profiles for Matching',
      description: 'What each person fills in so {things} can be matched up well: level, availability, place and preferences.',
      done: [
        {
          when: 'someone completes their matching profile',
          then: 'make them available for matching and show who can see which details',
        },
      ],
    },
    {
      id: 'pairing-matching-suggestions',
      title: 'Suggested {Things}',
      description: 'Suggested {things} ranked by how well the profiles fit, for the organiser to confirm or change.',
      done: [
        {
          when: 'the organiser asks for suggestions',
          then: 'propose {things} that fit the matching criteria, each with the reasons it fits',
        },
        {
          when: 'a suggestion would repeat a match that was ended before',
          then: 'leave it out and explain why',
        },
      ],
    },
    {
      id: 'pairing-matching-current',
      title: 'Current {Things} and History',
      description: 'Who is matched with whom now and before, so nobody is matched up with the same person by accident.',
      done: [
        {
          when: 'someone opens the overview',
          then: 'list the current {things}, the people still waiting for a match and past {things} with their dates',
        },
      ],
    },
    {
      id: 'pairing-matching-introductions',
      title: 'Introductions for New {Things}',
      description: 'A message to both sides when they are matched up, with what they need to know to get in touch.',
      done: [
        {
          when: 'a match is confirmed',
          then: 'notify both sides with each other’s shared details and the next step',
        },
      ],
    },
    {
      id: 'pairing-matching-rematch',
      title: 'Re-matching Requests',
      description: 'A quiet way for either side to ask for a new match, seen only by the organiser.',
      done: [
        {
          when: 'someone asks to be matched again',
          then: 'notify the organiser without telling the other side, and put the request on the organiser’s list',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'pairing-matching-who-decides',
      category: 'roles',
      text: 'How are {things} matched up?',
      options: ['Everyone picks their own match', 'An organiser assigns them', 'The app suggests and an organiser confirms'],
      recommended: 'The app suggests and an organiser confirms',
      reason: 'Suggestions save the organiser hours; a person confirming catches what the criteria cannot see.',
      impact: 10,
      decision: 'How {things} are matched',
      says: {
        'Everyone picks their own match':
          'People browse each other’s profiles and pick their own match; the app shows who is still free.',
        'An organiser assigns them':
          'An organiser matches up {things} by hand from the profiles; the app shows who is still free.',
        'The app suggests and an organiser confirms':
          'The app suggests {things} from the matching criteria; an organiser confirms or changes each one before anyone is told.',
      },
    },
    {
      id: 'pairing-matching-criteria',
      category: 'data',
      text: 'What do {actors} fill in so that {things} can be matched up?',
      options: [
        'Nothing: the organiser knows them',
        'A few set fields, such as level, availability and place',
        'A questionnaire that the organiser sets up',
      ],
      recommended: 'A few set fields, such as level, availability and place',
      reason: 'The few fields that really decide a good match beat a long questionnaire that people skip.',
      impact: 9,
      decision: 'Matching criteria',
      examples: ['Experience or certification level', 'Days and times available', 'Languages spoken'],
      says: {
        'Nothing: the organiser knows them':
          'Profiles hold only names and contacts; matching is done from what the organiser knows.',
        'A few set fields, such as level, availability and place':
          'Profiles hold a few set matching fields (level, availability, place) that suggestions and filters use.',
        'A questionnaire that the organiser sets up':
          'The organiser sets up a matching questionnaire; answers are compared to rank the best fits.',
      },
    },
    {
      id: 'pairing-matching-consent',
      category: 'user-flow',
      text: 'Must both sides accept before a {thing} is confirmed?',
      recommended: 'Yes',
      reason: 'Mutual acceptance avoids matches that one side never wanted and is the natural moment to share contact details.',
      impact: 7,
      decision: 'Accepting a match',
      says: {
        Yes: 'Both sides are asked to accept a match; contact details are shared only once both have accepted.',
        No: 'A match is confirmed as soon as it is made; both sides are told.',
      },
    },
    {
      id: 'pairing-matching-duration',
      category: 'scope',
      text: 'For how long are {things} matched up?',
      options: ['One occasion only', 'A set period, such as a term', 'Until someone ends it'],
      recommended: 'A set period, such as a term',
      reason: 'A set period with a review point makes re-matching routine instead of a complaint.',
      impact: 7,
      decision: 'Length of a match',
      says: {
        'One occasion only': 'A match is for one occasion; {things} are matched up again for the next one.',
        'A set period, such as a term':
          'A match runs for a set period; near its end both sides are asked whether to continue or be matched again.',
        'Until someone ends it': 'A match lasts until either side or the organiser ends it.',
      },
    },
    {
      id: 'pairing-matching-rematch',
      category: 'edge-cases',
      text: 'Can {things} be re-matched when it does not work out, and who decides?',
      options: [
        'No, matches are fixed for the period',
        'Either side asks and the organiser decides',
        'Either side can end it and be matched again at once',
      ],
      recommended: 'Either side asks and the organiser decides',
      reason: 'A quiet request to the organiser spares an awkward conversation and keeps the other side looked after.',
      impact: 6,
      decision: 'Re-matching',
    },
    {
      id: 'pairing-matching-privacy',
      category: 'security',
      text: 'What do {actors} see about each other before they are matched up?',
      options: ['Only a first name', 'A short profile each person chooses', 'Full contact details'],
      recommended: 'A short profile each person chooses',
      reason: 'People decide better with a little context, and each person stays in control of what is shared.',
      impact: 6,
      decision: 'Profile details shown',
    },
    {
      id: 'pairing-matching-sides',
      category: 'data',
      text: 'Are there two sides to each match, such as mentors and mentees, or one pool where anyone can pair with anyone?',
      options: ['Two sides, such as mentors and mentees', 'One pool: anyone with anyone', 'Small groups drawn from one pool'],
      recommended: 'Two sides, such as mentors and mentees',
      reason:
        'Most schemes pair people who give help with people who need it; two sides decide who fills in what and how many of each are needed.',
      impact: 7,
      decision: 'Sides of a match',
      says: {
        'Two sides, such as mentors and mentees':
          'There are two sides (such as mentors and mentees), each with its own profile questions; every match joins one person from each side.',
        'One pool: anyone with anyone':
          'Everyone is in one pool with the same profile; any two people can be matched with each other.',
        'Small groups drawn from one pool':
          'People are matched into small groups of a size the organiser sets, drawn from one pool; each group has its own page.',
      },
      settledBy: {
        'Two sides, such as mentors and mentees': [
          'mentee',
          'mentees',
          'mentoring scheme',
          'mentoring programme',
          'mentoring program',
          'mentorados',
          'mentorés',
        ],
        'One pool: anyone with anyone': [
          'buddy system',
          'language exchange',
          'tandem partner',
          'sprachtandem',
          'intercambio de idiomas',
          'échange linguistique',
        ],
        'Small groups drawn from one pool': ['matched into groups', 'matched in groups', 'put into small groups'],
      },
    },
    {
      id: 'pairing-matching-capacity',
      category: 'scope',
      text: 'How many matches can one person be part of at the same time?',
      options: ['Just one at a time', 'Several, up to a limit each person sets', 'Several, up to a limit the organiser sets'],
      recommended: 'Several, up to a limit each person sets',
      reason:
        'Some people can take on more than one match and others cannot; a limit each person sets avoids overloading the keenest.',
      impact: 6,
      decision: 'Matches per person',
      says: {
        'Just one at a time':
          'Each person is in at most one current match; anyone already matched is left out of suggestions until it ends.',
        'Several, up to a limit each person sets':
          'Each person sets how many matches they can take at once (one by default); suggestions skip anyone at their limit.',
        'Several, up to a limit the organiser sets':
          'The organiser sets how many matches each person can take at once; suggestions skip anyone at their limit.',
      },
    },
    {
      id: 'pairing-matching-unmatched',
      category: 'edge-cases',
      text: 'What happens to people left without a match, for example when one side has too few people?',
      options: [
        'They wait, told so, and go first next round',
        'They are listed for the organiser to place by hand',
        'They are offered the closest fit, which they may turn down',
      ],
      recommended: 'They are listed for the organiser to place by hand',
      reason:
        'People left unmatched are the likeliest to drift away; a list in front of the organiser gets each of them a personal answer.',
      impact: 6,
      decision: 'People left without a match',
      says: {
        'They wait, told so, and go first next round':
          'People left without a match are told they are waiting and are matched first in the next round, ahead of newcomers.',
        'They are listed for the organiser to place by hand':
          'People left without a match are listed for the organiser, longest waiting first, with their nearest possible fits, to be placed by hand.',
        'They are offered the closest fit, which they may turn down':
          'People left without a match are offered the closest available fit, with what does not match shown; they can accept it or keep waiting.',
      },
    },
    {
      id: 'pairing-matching-check-ins',
      category: 'user-flow',
      text: 'How does the organiser learn whether a match is working?',
      options: [
        'They hear it if someone speaks up',
        'A short check-in to both sides at set points',
        'Both sides log each time they meet',
      ],
      recommended: 'A short check-in to both sides at set points',
      reason:
        'A two-question check-in after the first weeks catches matches that have quietly stalled, long before anyone complains.',
      impact: 6,
      decision: 'Check-ins on matches',
      says: {
        'They hear it if someone speaks up':
          'There are no check-ins; people contact the organiser, or ask to be matched again, when something is wrong.',
        'A short check-in to both sides at set points':
          'Both sides get a short check-in (how is it going, have you met) at set points, such as after two weeks and halfway; worrying or missing answers are flagged to the organiser.',
        'Both sides log each time they meet':
          'Both sides record each meeting with its date and a short note; the organiser sees matches with no meeting for a set time flagged.',
      },
    },
  ],
} satisfies InteractionInput;
