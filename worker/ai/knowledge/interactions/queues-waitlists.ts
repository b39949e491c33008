import type { InteractionInput } from '../records';

export default {
  id: 'queues-waitlists',
  name: 'Queues and waitlists',
  noun: 'queue app',
  // ("we had people queuing down the lane": the crowd a booking page ends, not a queue to run.)
  // ("between 12 and 1:30 the queue is out the door": the crowd the app is to spare, no queue it keeps.)
  notIn: [
    'queuing down',
    'queueing down',
    'queuing down the lane',
    'queuing down the road',
    'queuing round the block',
    'queue is out the door',
    'queue out the door',
    'queues out the door',
    'queue is out of the door',
    'queue goes out the door',
    'queue round the block',
  ],
  verbs: [
    ['queue', 6],
    ['wait', 2],
    ['join', 1],
  ],
  nouns: [
    ['queue', 6],
    ['waitlist', 6],
    ['walk-in', 3],
  ],
  recognise: {
    de: [
      ['warteschlange', 6],
      ['warteliste', 6],
      ['wartenummer', 6],
      ['anstehen', 4],
      ['wartezeit*', 3],
      ['nachrück*', 4],
      ['nachgerückt', 4],
      ['als nächstes dran', 4],
      ['aufgerufen', 4],
      ['aufrufen', 3],
      ['aufruft', 3],
      ['nummer ziehen', 5],
      ['nummer zieht', 5],
      ['wartebereich', 4],
      ['schlange', 4],
      ['ohne termin', 4],
      ['reihenfolge', 2],
      ['warten', 2],
    ],
    es: [
      ['cola de espera', 6],
      ['lista de espera', 6],
      ['hacer cola', 5],
      ['hace cola', 5],
      ['hacen cola', 5],
      ['hacemos cola', 5],
      ['numero de turno', 5],
      ['turnos', 3],
      ['cola', 3],
      ['esperar', 2],
      ['espera', 2],
      ['tiempo de espera', 4],
      ['sin cita', 4],
      ['llamar al siguiente', 5],
      ['llama al siguiente', 5],
      ['llaman al siguiente', 5],
      ['llamamos al siguiente', 5],
      ['coger numero', 5],
      ['coge numero', 5],
      ['cogen numero', 5],
      ['sacar numero', 5],
      ['saca numero', 5],
      ['sacan numero', 5],
      ['fila', 2],
      ['en espera', 3],
    ],
    fr: [
      ['file d’attente', 6],
      ['liste d’attente', 6],
      ['faire la queue', 5],
      ['fait la queue', 5],
      ['font la queue', 5],
      ['faisons la queue', 5],
      ['ticket d’attente', 5],
      ['files d attente', 6],
      ['listes d attente', 6],
      ['temps d attente', 4],
      ['attente', 2],
      ['sans rendez-vous', 4],
      ['appeler le suivant', 5],
      ['appelle le suivant', 5],
      ['appellent le suivant', 5],
      ['appelons le suivant', 5],
      ['prendre un ticket', 5],
      ['prend un ticket', 5],
      ['prennent un ticket', 5],
      ['numéro de passage', 5],
      ['patienter', 3],
      ['patientent', 3],
      ['patientons', 3],
      ['queue', 4],
    ],
    pt: [
      ['fila de espera', 6],
      ['lista de espera', 6],
      ['fila virtual', 6],
      ['tirar senha', 5],
      ['tira senha', 5],
      ['tiram senha', 5],
      ['fila', 4],
      ['senha de atendimento', 5],
      ['tempo de espera', 4],
      ['chamar o próximo', 5],
      ['chama o próximo', 5],
      ['chamam o próximo', 5],
      ['chamamos o próximo', 5],
      ['aguardar', 3],
      ['aguard*', 3],
      ['espera', 2],
      ['ordem de chegada', 5],
      ['quem é o próximo', 4],
    ],
  },
  // "get a number when they arrive … call the next person": a queue, whatever the word for it.
  phrases: [
    ['get a number', 5],
    ['take a number', 5],
    ['call the next', 5],
    ['next in line', 5],
    ['jumps to the front', 5],
    ['jump the queue', 5],
    ['how long the wait', 5],
    ['how long they will wait', 5],
    ['place in the queue', 6],
    ['place in line', 6],
  ],
  // "a queue of approved refunds to action": work waiting for staff, not people waiting their turn.
  unlessSaid: [
    'queue of approved',
    'queue of requests',
    'queue of tickets',
    'queue of orders',
    'queue of jobs',
    'queue of refunds',
    'queue of tasks',
    'queue of cases',
    'queue of claims',
    'work queue',
    'review queue',
    'print queue',
  ],
  thing: 'queue',
  things: 'queues',
  features: [
    {
      id: 'queues-waitlists-sign-up',
      title: '{Thing} Sign-up by QR Code',
      description:
        'A QR code or link to get in line from anywhere with a name and a phone number, and the place in line shown at once.',
      done: [
        {
          when: 'someone signs up for the {thing}',
          then: 'give them a number, their place in line and the expected wait',
        },
      ],
    },
    {
      id: 'queues-waitlists-position',
      title: 'Live Place in Line',
      description: 'Each person sees their place and the expected wait update as the line moves, without refreshing.',
      done: [
        {
          when: 'the person ahead is served or leaves',
          then: 'move everyone behind up one place and update their expected wait within seconds',
        },
      ],
    },
    {
      id: 'queues-waitlists-console',
      title: 'Staff {Thing} Screen',
      description: 'The staff view of the {thing}: call the next person, mark them served or missed, and add walk-ins by hand.',
      done: [
        {
          when: 'staff call the next person',
          then: 'tell that person it is their turn and start the time they have to turn up',
        },
        { when: 'staff add a walk-in', then: 'put them at the end of the line with the same expected wait as everyone else' },
      ],
    },
    {
      id: 'queues-waitlists-alerts',
      title: 'Next-in-Line Alerts',
      description: 'A message when someone is nearly up and another when it is their turn, so nobody has to stand and wait.',
      done: [{ when: 'only two people are ahead of someone', then: 'send them a heads-up that their turn is near' }],
    },
    {
      id: 'queues-waitlists-stats',
      title: 'Waiting Times and No-shows',
      description: 'Average wait, people served per hour and the share of no-shows by day and hour, to plan staff.',
      done: [
        {
          when: 'someone opens the figures for a day',
          then: 'show the average wait, people served per hour and the share of no-shows, hour by hour',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'queues-waitlists-where',
      category: 'scope',
      text: 'Where do {actors} wait once they have joined the {thing}?',
      options: [
        'On site, in a line they can see',
        'Anywhere; they get a message when it is their turn',
        'Either, as each person prefers',
      ],
      recommended: 'Anywhere; they get a message when it is their turn',
      reason: 'Waiting elsewhere empties the waiting area, and people come back on time when they are told to.',
      impact: 9,
      decision: 'Where people wait',
      says: {
        'On site, in a line they can see': 'People wait on site; a screen shows the numbers being called and how many are ahead.',
        'Anywhere; they get a message when it is their turn':
          'People can wait anywhere: they follow their place on their phone and get a message when it is their turn.',
        'Either, as each person prefers':
          'People can wait on site, following a screen, or anywhere, following their place on their phone.',
      },
      settledBy: {
        'Anywhere; they get a message when it is their turn': [
          'virtual queue',
          'remote queue',
          'virtuelle warteschlange',
          'cola virtual',
          'file d’attente virtuelle',
          'fila virtual',
        ],
      },
    },
    {
      id: 'queues-waitlists-order',
      category: 'user-flow',
      text: 'In what order are people served from the {thing}?',
      options: [
        'Strictly first come, first served',
        'First come, with some people given priority',
        'Whoever fits what comes free, such as by group size',
      ],
      recommended: 'Strictly first come, first served',
      reason: 'A strict order is what people see as fair, and staff never have to explain why someone was skipped.',
      impact: 9,
      decision: 'Order of service',
      says: {
        'Strictly first come, first served':
          'People are served strictly in the order they joined; staff cannot reorder the line.',
        'First come, with some people given priority':
          'People are served in the order they joined, except those staff mark as priority, who go to the front with a reason.',
        'Whoever fits what comes free, such as by group size':
          'Staff call the first person in line who fits what has come free (such as group size); others keep their place.',
      },
      settledBy: { 'Strictly first come, first served': ['first come, first served', 'first-come'] },
    },
    {
      id: 'queues-waitlists-no-show',
      category: 'edge-cases',
      text: 'What happens when the person called from the {thing} does not turn up?',
      options: ['Removed from the {thing}', 'Moved back a few places once, then removed', 'Staff decide each time'],
      recommended: 'Moved back a few places once, then removed',
      reason: 'One second chance forgives a late arrival without holding up everyone behind.',
      impact: 8,
      decision: 'No-shows',
      says: {
        'Removed from the {thing}':
          'When someone called does not turn up within the set time, remove them and call the next person.',
        'Moved back a few places once, then removed':
          'When someone called does not turn up in time, move them back three places once; a second miss removes them.',
        'Staff decide each time':
          'When someone called does not turn up in time, staff choose to wait, move them back or remove them.',
      },
    },
    {
      id: 'queues-waitlists-alert-channel',
      category: 'integrations',
      text: 'How is someone in the {thing} told it is their turn?',
      options: ['Text message (SMS)', 'Notification in the browser or app', 'Number called on a screen on site'],
      recommended: 'Text message (SMS)',
      reason: 'A text reaches every phone without an install, and it is what makes waiting elsewhere work.',
      impact: 7,
      decision: 'How people are called',
      replaces: 'notification-channel',
      says: {
        'Text message (SMS)':
          'Send a text when someone is nearly up and when it is their turn, with a link to say they are coming.',
        'Notification in the browser or app':
          'Send a browser or app notification when someone is nearly up and when it is their turn, with the screen as fallback.',
        'Number called on a screen on site': 'Show the number called on a screen on site, with a sound when it changes.',
      },
      settledBy: { 'Text message (SMS)': ['sms', 'text message', 'texts them', 'per sms', 'por sms', 'par sms'] },
    },
    {
      id: 'queues-waitlists-estimate',
      category: 'data',
      text: 'What should people in the {thing} see about how long they will wait?',
      options: ['Only their place in line', 'An estimate from the recent time per person', 'An estimate that staff set'],
      recommended: 'An estimate from the recent time per person',
      reason: 'An honest estimate is what lets people leave and come back; a place number alone does not.',
      impact: 6,
      decision: 'Wait estimate',
      says: {
        'Only their place in line': 'Show each person their place in line, without a time estimate.',
        'An estimate from the recent time per person':
          'Show an expected wait worked out from how long the last few people took, updated as the line moves.',
        'An estimate that staff set': 'Show an expected wait that staff set and update by hand.',
      },
    },
    {
      id: 'queues-waitlists-joining',
      category: 'roles',
      text: 'Who adds people to the {thing}?',
      options: ['People join on their own phones', 'Staff add them at the desk', 'Both'],
      recommended: 'Both',
      reason: 'Self sign-up saves staff time, and staff can still add anyone who arrives without a phone.',
      impact: 6,
      decision: 'Joining the {thing}',
      replaces: 'sign-in',
      says: {
        'People join on their own phones':
          'People join by scanning a QR code or opening a link and giving a name and phone number; no account is needed.',
        'Staff add them at the desk': 'Only staff add people, at the desk; people get a number on paper or by text.',
        Both: 'People join by QR code or link without an account, and staff can add people at the desk.',
      },
    },
    {
      id: 'queues-waitlists-lines',
      category: 'scope',
      text: 'Is there one {thing} for everything, or a separate one for each service or desk?',
      options: [
        'One {thing} for everything',
        'A separate one for each service, chosen when joining',
        'Separate ones, with staff moving people between them',
      ],
      recommended: 'One {thing} for everything',
      reason:
        'A single line is the easiest to run and to explain; separate lines pay off only when different people serve different needs.',
      impact: 7,
      decision: 'One or several {things}',
      says: {
        'One {thing} for everything': 'There is one {thing}; everyone joins it and is called in turn by whoever is free.',
        'A separate one for each service, chosen when joining':
          'There is a {thing} per service or desk, each with its own staff screen and wait estimate; people choose the service when they join.',
        'Separate ones, with staff moving people between them':
          'There is a {thing} per service or desk; people choose one when joining, and staff can move someone to another, keeping the time they joined.',
      },
    },
    {
      id: 'queues-waitlists-closing',
      category: 'edge-cases',
      text: 'When does the {thing} stop taking new people?',
      options: [
        'Only when staff close it',
        'At a set time before closing, set by staff',
        'When the expected wait runs past closing time',
      ],
      recommended: 'When the expected wait runs past closing time',
      reason:
        'Closing by the expected wait stops people joining a line they will never reach, which is the complaint that hurts most.',
      impact: 7,
      decision: 'When joining closes',
      says: {
        'Only when staff close it':
          'The {thing} takes new people until staff close it by hand; people can join right up to that moment.',
        'At a set time before closing, set by staff':
          'The {thing} stops taking people at a set time before closing (such as 30 minutes, set by staff); anyone trying later is told when it opens again.',
        'When the expected wait runs past closing time':
          'The {thing} stops taking people once the expected wait would run past closing time; anyone trying is told why and when it opens again, and staff can reopen it.',
      },
    },
    {
      id: 'queues-waitlists-self-service',
      category: 'user-flow',
      text: 'What can people do about their own place once they are in the {thing}?',
      options: ['Only leave the {thing}', 'Leave, and let others go ahead once if running late', 'No changes: they ask staff'],
      recommended: 'Leave, and let others go ahead once if running late',
      reason:
        'A late arrival who can step back a few places is not a no-show, and a person who leaves frees the line for everyone behind.',
      impact: 6,
      decision: 'Changing one’s own place',
      says: {
        'Only leave the {thing}':
          'People can leave the {thing} from their phone in one tap, and everyone behind moves up; they cannot change their place otherwise.',
        'Leave, and let others go ahead once if running late':
          'People can leave the {thing} in one tap, or once say they are running late, which lets the next few people go ahead while they keep a place.',
        'No changes: they ask staff': 'People cannot change their place themselves; staff remove or move them on request.',
      },
    },
    {
      id: 'queues-waitlists-history',
      category: 'data',
      text: 'What is kept once people have been served from the {thing}?',
      options: [
        'Nothing: the {thing} is cleared each day',
        'Figures only; names and numbers are deleted',
        'Each person’s visits, to recognise returning people',
      ],
      recommended: 'Figures only; names and numbers are deleted',
      reason:
        'Waiting times and no-shows are what plan staffing; names and phone numbers kept past the day are a privacy risk with no use.',
      impact: 6,
      decision: 'What is kept after the day',
      says: {
        'Nothing: the {thing} is cleared each day':
          'The {thing} is cleared at the end of each day; nothing about who waited is kept.',
        'Figures only; names and numbers are deleted':
          'At the end of each day names and phone numbers are deleted; only anonymous figures (waits, people served, no-shows by hour) are kept.',
        'Each person’s visits, to recognise returning people':
          'Each person’s visits are kept by phone number, so staff see past visits and no-shows of returning people; details are deleted after a set time without a visit.',
      },
    },
  ],
} satisfies InteractionInput;
