import { REPLYING } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'attendance-rsvp',
  name: 'Attendance and RSVPs',
  noun: 'attendance app',
  verbs: [
    ['attend', 6],
    ['rsvp', 6],
    ['check in', 3],
    ['confirm', 2],
    ['sign up', 2],
    ['come', 1],
  ],
  nouns: [
    ['attendance', 6],
    ['rsvp', 6],
    ['rehearsal', 4],
  ],
  // "people tick if theyre coming weds, squire taps who actually turned up": who comes and who came.
  phrases: [
    ["who's coming", 5],
    ['whos coming', 5],
    ['who is coming', 5],
    ["if they're coming", 5],
    ['if theyre coming', 5],
    ['if they are coming', 5],
    ["whether they're coming", 5],
    ['whether they are coming', 5],
    ['who can make it', 5],
    ['who turned up', 5],
    ['who * turned up', 5],
    ['who showed up', 5],
    ['who * showed up', 5],
    // "members tick available or not for each gig".
    ["who's available for each", 5],
    ['whos available for each', 5],
    ['who is available for each', 5],
    ['tick available', 5],
    ["tick if they're available", 5],
    ['tick if they are available', 5],
    ['available or not', 4],
    // "someone can't make it… members mark themselves unavailable".
    ["can't make it", 4],
    ['cant make it', 4],
    ['cannot make it', 4],
    ['mark themselves unavailable', 5],
    ['mark themselves available', 5],
    ['mark themselves as unavailable', 5],
    ['mark themselves as available', 5],
  ],
  recognise: {
    de: [
      ['anwesenheit*', 6],
      ['wer kommt', 5],
      ['zur probe kommt', 5],
      ['zur probe kommen', 5],
      ['zum training kommt', 5],
      ['zum training kommen', 5],
      ['zusage*', 4],
      ['zusagt', 4],
      ['zugesagt', 4],
      ['absage*', 3],
      ['absagt', 3],
      ['abgesagt', 3],
      ['teilnahme', 3],
      ['anwesend*', 5],
      ['gefehlt', 3],
      ['teilnehmerliste*', 4],
      ['abwesenheit*', 3],
      ['fehlzeit*', 4],
      ['wer dabei ist', 5],
      ['teilnehm*', 3],
      ['teilnimmt', 3],
      ['teilgenommen', 3],
      ['abmeld*', 3],
      ['abgemeldet', 3],
      ['präsenzliste*', 6],
      ['einchecken', 3],
      ['eincheckt', 3],
      ['eingecheckt', 3],
      ['rückmeldung*', 2],
    ],
    es: [
      ['asistencia', 6],
      ['confirmar asistencia', 6],
      ['confirma asistencia', 6],
      ['confirman asistencia', 6],
      ['confirmen asistencia', 6],
      ['confirmamos asistencia', 6],
      ['quién viene', 5],
      ['ausencias', 3],
      ['asistentes', 3],
      ['pasar lista', 6],
      ['pasa lista', 6],
      ['pasamos lista', 6],
      ['pasan lista', 6],
      ['faltas', 3],
      ['ausente*', 3],
      ['quién va a venir', 5],
      ['confirmen', 3],
      ['confirmar', 2],
      ['confirm*', 2],
      ['apuntarse', 3],
      ['se apunta', 3],
      ['nos apuntamos', 3],
    ],
    fr: [
      ['feuille de présence', 6],
      ['confirmer sa présence', 6],
      ['confirme sa présence', 6],
      ['confirment leur présence', 6],
      ['présence*', 5],
      // ("une brebis qui vient de mettre bas": "vient de" is "has just", no one coming.)
      ['qui vient à', 5],
      ['qui vient au', 5],
      ['qui vient aux', 5],
      ['qui vient ou', 5],
      ['qui vient et', 5],
      ['qui vient ce', 5],
      ['qui vient le', 5],
      ['qui viendra', 5],
      ['qui viennent à', 5],
      ['qui viennent au', 5],
      ['qui sera là', 5],
      ['absences', 3],
      ['absent*', 3],
      ['faire l appel', 6],
      ['fait l appel', 6],
      ['font l appel', 6],
      ['faisons l appel', 6],
      ['participants', 3],
      ['participer', 2],
      ['particip*', 2],
      ['qui sera là', 5],
      ['qui participe', 5],
      ['émargement', 6],
      ['confirmer', 2],
      ['confirm*', 2],
      ['inscrits', 2],
    ],
    pt: [
      ['lista de presença', 6],
      ['confirmar presença', 6],
      ['confirma presença', 6],
      ['confirmam presença', 6],
      ['confirmem presença', 6],
      ['presença*', 5],
      // "o aluno faz check-in na aula": who came to a class.
      ['faz check-in', 5],
      ['fazem check-in', 5],
      ['check-in na aula', 6],
      ['quem vem', 5],
      ['faltas', 3],
      ['fazer a chamada', 6],
      ['faz a chamada', 6],
      ['fazem a chamada', 6],
      ['fazemos a chamada', 6],
      ['chamada', 2],
      ['ausente*', 3],
      ['ausência*', 3],
      ['participantes', 3],
      ['quem vai', 4],
      ['frequência', 3],
      ['confirmem', 3],
      ['confirmar', 2],
      ['confirm*', 2],
    ],
  },
  // "we promise to attend alarm callouts within 30 mins": the business turning out to a job, not people replying.
  unlessSaid: [
    'we attend',
    'to attend alarm',
    'attend callouts',
    'attend call-outs',
    'attend alarms',
    'attend incidents',
    'attend emergencies',
    'attend jobs',
    // "see who's coming up to a year since their last sweep": what falls due, no one coming.
    'coming up to',
    'coming up for',
    // "reserve boxes for collection … a list of who's coming and what to put aside": customers collecting goods.
    'for collection',
    'collection day',
  ],
  thing: 'session',
  things: 'sessions',
  features: [
    {
      id: 'attendance-rsvp-replies',
      title: '{Thing} RSVPs',
      description:
        'Each person answers yes, no or maybe for each {thing}, from a link or in the app, and can change it until a cut-off.',
      done: [
        {
          when: 'someone replies to a {thing}',
          then: 'save the reply with the time, update the headcount, and let them change it until the cut-off',
        },
      ],
    },
    {
      id: 'attendance-rsvp-headcount',
      title: 'Headcount per {Thing}',
      description: 'For each {thing}: who is coming, who is not, who has not replied, with totals per group or section.',
      done: [
        {
          when: 'a leader opens a {thing}',
          then: 'show the number coming, not coming and not replied, split by group, with the names behind each number',
        },
      ],
    },
    {
      id: 'attendance-rsvp-check-in',
      title: 'Check-in at Each {Thing}',
      description: 'A quick way to record who actually turned up, next to who said they would.',
      done: [
        {
          when: 'a leader ticks someone as present',
          then: 'record the attendance with the time and show who replied yes but has not arrived',
        },
      ],
    },
    {
      id: 'attendance-rsvp-absences',
      title: 'Absences and Attendance History',
      description: 'Who missed which {things}, with or without notice, and attendance rates per person over a season.',
      done: [
        {
          when: 'a leader opens the attendance history',
          then: 'show each person’s attendance rate and absences without notice for the chosen period',
        },
      ],
    },
    {
      id: 'attendance-rsvp-chasing',
      title: 'Reminders to Reply',
      description:
        'A nudge to everyone who has not answered a few days before each {thing}, and a reminder on the day to those coming.',
      done: [
        {
          when: 'a {thing} is three days away',
          then: 'remind everyone who has not replied, with one-tap yes and no buttons',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'attendance-rsvp-default',
      category: 'user-flow',
      text: 'How is it known who is coming to a {thing}?',
      options: [
        'Each person replies yes or no',
        'Everyone is expected; people report absences',
        'People sign up for a limited number of places',
      ],
      recommended: 'Each person replies yes or no',
      reason: 'A clear yes or no from each person is a headcount you can plan on; silence counts as unknown, not as coming.',
      askIf: { says: [...REPLYING] },
      impact: 9,
      decision: 'How attendance is announced',
      says: {
        'Each person replies yes or no':
          'Each person replies yes, no or maybe to every {thing} they are invited to; those yet to reply are shown apart.',
        'Everyone is expected; people report absences':
          'Everyone invited is counted as coming unless they report an absence, ideally with a reason.',
        'People sign up for a limited number of places':
          'Each {thing} has a number of places; people sign up until it is full, and further sign-ups join a waitlist.',
      },
      settledBy: {
        'Everyone is expected; people report absences': [
          'report absences',
          'abmelden',
          'abmeldung',
          'avisar ausencias',
          'signaler une absence',
        ],
      },
    },
    {
      id: 'attendance-rsvp-check-in',
      category: 'data',
      text: 'How is actual attendance recorded at a {thing}?',
      options: [
        'Not at all; the replies are enough',
        'A leader ticks people off a list',
        'People check themselves in with a QR code',
      ],
      recommended: 'A leader ticks people off a list',
      reason: 'A tick list on a phone is quick and reliable for groups; self check-in pays off only for large crowds.',
      impact: 8,
      decision: 'Recording attendance',
      feature: 'attendance-rsvp-check-in',
      says: {
        'Not at all; the replies are enough': 'Attendance is taken from the replies; nobody records who actually came.',
        'A leader ticks people off a list':
          'A leader ticks people present on a phone list of everyone invited, with yes replies on top; walk-ins can be added.',
        'People check themselves in with a QR code':
          'People check themselves in by scanning a QR code shown at the venue; leaders see arrivals live and can correct them.',
      },
      settledBy: {
        'People check themselves in with a QR code': ['qr code', 'qr-code', 'self check-in'],
      },
    },
    {
      id: 'attendance-rsvp-visibility',
      category: 'roles',
      text: 'Who can see who is coming to a {thing}?',
      options: ['Everyone in {owner}', 'Only leaders; everyone else sees the count', 'Only leaders'],
      recommended: 'Everyone in {owner}',
      reason: 'Seeing who else is coming helps people plan (parts, lifts, partners) and nudges the late repliers.',
      askIf: { says: [...REPLYING] },
      impact: 7,
      decision: 'Who sees the replies',
      replaces: 'webapp-data-sharing',
      says: {
        'Everyone in {owner}':
          'Every member sees who replied what for each {thing}; reasons for absence are visible to leaders only.',
        'Only leaders; everyone else sees the count':
          'Leaders see every reply; members see only how many are coming and their own reply.',
        'Only leaders': 'Only leaders see replies and counts; members see only their own reply.',
      },
    },
    {
      id: 'attendance-rsvp-absence',
      category: 'edge-cases',
      text: 'What happens when someone misses a {thing}?',
      options: [
        'It is only recorded',
        'A leader is told about absences without notice',
        'A leader is told after a set number of absences',
      ],
      recommended: 'A leader is told about absences without notice',
      reason: 'Flagging absences without notice lets a leader check in early, before someone quietly drops out.',
      impact: 7,
      decision: 'Absences',
      feature: 'attendance-rsvp-absences',
      says: {
        'It is only recorded': 'Absences are recorded in the attendance history; nobody is alerted.',
        'A leader is told about absences without notice':
          'When someone who did not report an absence misses a {thing}, the leader is told after it ends.',
        'A leader is told after a set number of absences':
          'When someone reaches a set number of absences in a period, the leader is told.',
      },
    },
    {
      id: 'attendance-rsvp-groups',
      category: 'scope',
      text: 'Who is invited to a {thing}?',
      options: ['The whole group, every time', 'Chosen sub-groups per {thing}', 'Named people per {thing}'],
      recommended: 'Chosen sub-groups per {thing}',
      reason: 'Most groups split into sections or teams sooner or later; marking whom each {thing} is for costs little up front.',
      askIf: { says: [...REPLYING] },
      impact: 6,
      decision: 'Who is invited',
      says: {
        'The whole group, every time': 'Every {thing} is for the whole group; everyone is asked to reply.',
        'Chosen sub-groups per {thing}':
          'Members belong to sub-groups (sections, teams); each {thing} is for the whole group or chosen sub-groups only.',
        'Named people per {thing}': 'Each {thing} has its own list of invited people, picked by a leader.',
      },
    },
    {
      id: 'attendance-rsvp-cutoff',
      category: 'user-flow',
      text: 'Until when can people change whether they are coming to a {thing}?',
      options: ['Any time until it starts', 'Until a set time before, then through a leader', 'Not after replying'],
      recommended: 'Until a set time before, then through a leader',
      reason: 'A cut-off gives leaders a fixed headcount to plan on, while late changes still reach them.',
      askIf: { says: [...REPLYING] },
      impact: 5,
      decision: 'Changing a reply',
      says: {
        'Any time until it starts': 'People can change their reply at any time until the {thing} starts; leaders see the latest.',
        'Until a set time before, then through a leader':
          'Replies can be changed until a set time (such as 24 hours) before the {thing}; after that only a leader can.',
        'Not after replying': 'A reply is final once given; only a leader can change it.',
      },
    },
    {
      id: 'attendance-rsvp-series',
      category: 'user-flow',
      text: 'For {things} that repeat, do people reply to each one or once for the series?',
      options: [
        'To each {thing} separately',
        'Once for the series, with changes for single dates',
        'Once for the series, and that is binding',
      ],
      recommended: 'Once for the series, with changes for single dates',
      reason:
        'Replying to every weekly {thing} gets tiresome and replies dry up; one reply for the series, changed per date, keeps headcounts right.',
      askIf: { says: [...REPLYING] },
      impact: 7,
      decision: 'Replies for repeating {things}',
      says: {
        'To each {thing} separately': 'Each {thing}, repeating or not, gets its own reply from each person.',
        'Once for the series, with changes for single dates':
          'People reply once for a repeating series of {things}; the reply applies to every date, and they change it for single dates when their plans differ.',
        'Once for the series, and that is binding':
          'People sign up once for a whole series of {things} and are expected at every date; missing a single date is reported as an absence, not a new reply.',
      },
    },
    {
      id: 'attendance-rsvp-moved',
      category: 'edge-cases',
      text: 'What happens to the replies when a {thing} is moved or called off?',
      options: [
        'Everyone is told; replies carry over to the new time',
        'Everyone is told and asked to reply again',
        'Moving is not allowed: it is called off and a new {thing} set up',
      ],
      recommended: 'Everyone is told and asked to reply again',
      reason: 'A yes for the old time says nothing about the new one; asking again gives a headcount leaders can trust.',
      askIf: { says: [...REPLYING] },
      impact: 6,
      decision: 'Moved or cancelled {things}',
      says: {
        'Everyone is told; replies carry over to the new time':
          'When a {thing} is moved, everyone invited is told and their replies carry over; when it is called off, everyone who replied is told at once.',
        'Everyone is told and asked to reply again':
          'When a {thing} is moved, everyone invited is told and all replies are reset so each person replies again; when it is called off, everyone who replied is told at once.',
        'Moving is not allowed: it is called off and a new {thing} set up':
          'A {thing} cannot be moved, only called off, and everyone who replied is told at once; a new {thing} is set up for the new time.',
      },
    },
    {
      id: 'attendance-rsvp-proxy',
      category: 'roles',
      text: 'Can someone reply to a {thing} on behalf of another person?',
      options: [
        'No, everyone replies for themselves',
        'Family members linked to one account reply for each other',
        'Leaders can also reply for anyone',
      ],
      recommended: 'Leaders can also reply for anyone',
      reason:
        'People still text a leader “can’t make it”; letting leaders record that keeps the headcount right without chasing anyone.',
      askIf: { says: [...REPLYING] },
      impact: 6,
      decision: 'Replying for others',
      says: {
        'No, everyone replies for themselves':
          'Each person replies only for themselves; leaders see replies but cannot change them.',
        'Family members linked to one account reply for each other':
          'Accounts can be linked as a family (such as a parent and children); any linked person can reply for the others, and each reply shows who gave it.',
        'Leaders can also reply for anyone':
          'Leaders can record or change a reply for anyone invited, for example after a phone call; the reply shows that a leader entered it.',
      },
      settledBy: {
        'Family members linked to one account reply for each other': [
          'their children',
          'for their kids',
          'parents reply',
          'ihre kinder',
          'sus hijos',
          'leurs enfants',
          'seus filhos',
        ],
      },
    },
    {
      id: 'attendance-rsvp-minimum',
      category: 'edge-cases',
      text: 'What happens when too few people are coming to a {thing}?',
      options: [
        'No minimum: it always goes ahead',
        'Leaders are warned below a set minimum',
        'It is called off automatically below a minimum',
      ],
      recommended: 'Leaders are warned below a set minimum',
      reason:
        'A warning in time lets leaders rally people or call it off themselves; automatic cancelling misfires when late replies come in.',
      askIf: { says: [...REPLYING] },
      impact: 5,
      decision: 'Too few coming',
      says: {
        'No minimum: it always goes ahead': 'There is no minimum: a {thing} goes ahead however many are coming.',
        'Leaders are warned below a set minimum':
          'Each {thing} can have a minimum number; if fewer have replied yes by a set time before it, leaders are warned so they can chase people or call it off.',
        'It is called off automatically below a minimum':
          'Each {thing} can have a minimum number; if fewer have replied yes by a set time before it, it is called off and everyone invited is told.',
      },
    },
  ],
} satisfies InteractionInput;
