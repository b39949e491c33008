import type { InteractionInput } from '../records';

/**
 * People who go out and say when they will be back, with an alert when they are not: a caving club's trip
 * declarations, a walking group's route cards, a lone worker's home visits, a sailing club's passage plans. What it
 * keeps is a plan with an expected return; what matters is that nobody overdue goes unnoticed.
 */
export default {
  id: 'check-ins-overdue',
  name: 'Check-ins and overdue alerts',
  noun: 'check-in and overdue alert app',
  // ("reminds us to do a 3-month check-in": a review with someone, not a return from a trip.)
  notIn: [
    'month check-in',
    'monthly check-in',
    'week check-in',
    'weekly check-in',
    'annual check-in',
    'check-in call',
    'check-in visit',
  ],
  verbs: [
    ['check in', 3],
    ['declare', 3],
    ['sign out', 2],
  ],
  nouns: [
    ['callout', 3],
    ['call-out', 3],
    ['check-in', 4],
    ['lone worker', 6],
    ['route card', 6],
    ['trip plan', 6],
    ['float plan', 6],
    ['passage plan', 5],
  ],
  phrases: [
    ['callout time', 6],
    ['call-out time', 6],
    ['expected back', 6],
    ['expect to be back', 6],
    ['expect to be out', 6],
    ['expected out', 5],
    ['expected return', 6],
    ['return time', 4],
    ['not back by', 6],
    ['not back in', 5],
    ['are not back', 5],
    ["aren't back", 5],
    ['is not back', 5],
    ["isn't back", 5],
    ['past its callout', 6],
    ['past their callout', 6],
    ['past the expected', 5],
    ['hours overdue', 5],
    ['is overdue', 3],
    ['back safe', 5],
    ['back safely', 5],
    ['safe return', 5],
    ['working alone', 5],
    ['lone working', 6],
    ['check in every', 5],
    ['checks in every', 5],
    ['checked in', 3],
    ['declare trips', 6],
    ['declare a trip', 6],
    ['declare their trip', 6],
    ['who is out', 4],
    ["who's out", 4],
    ['who is underground', 6],
    ['who is on the water', 6],
    ['who is on the hill', 6],
  ],
  recognise: {
    de: [
      ['zurück sein', 4],
      ['rückkehrzeit', 6],
      ['nicht zurück', 5],
      ['überfällig', 4],
      ['alleinarbeit*', 6],
      ['alleinarbeiter*', 6],
      ['tourenmeldung*', 6],
      ['abmelden', 2],
      ['abmeldet', 2],
      ['abgemeldet', 2],
      ['zurückmelden', 5],
      ['zurückgemeldet', 5],
      ['meldet sich zurück', 5],
      ['melden sich zurück', 5],
      ['rückmeldung', 3],
    ],
    es: [
      ['hora de regreso', 6],
      ['hora de vuelta', 6],
      ['no ha vuelto', 5],
      ['no han vuelto', 5],
      ['no ha regresado', 5],
      ['trabajador solo', 5],
      ['trabaja solo', 4],
      ['trabajan solo', 4],
      ['trabajamos solo', 4],
      ['salida prevista', 3],
      ['avisar si no', 4],
      ['avisa si no', 4],
      ['avise si no', 4],
      ['avisen si no', 4],
    ],
    fr: [
      ['heure de retour', 6],
      ['heure de sortie', 4],
      ['déclaration de sortie', 6],
      ['déclarer la sortie', 6],
      ['déclarer leur sortie', 6],
      ['déclare sa sortie', 6],
      ['déclarent leur sortie', 6],
      ["n'est pas rentré*", 6],
      ['ne sont pas rentré*', 6],
      ['pas remonté*', 5],
      ['travailleur isolé', 6],
      ['travail isolé', 6],
      ['en retard de', 2],
    ],
    pt: [
      ['hora de regresso', 6],
      ['hora de retorno', 6],
      ['hora prevista de volta', 6],
      ['não voltou', 5],
      ['não voltaram', 5],
      ['não regressou', 5],
      ['trabalhador isolado', 6],
      ['trabalha sozinho', 4],
      ['trabalham sozinho', 4],
      ['trabalhamos sozinho', 4],
    ],
  },
  thing: 'trip',
  things: 'trips',
  features: [
    {
      id: 'check-ins-overdue-plan',
      title: '{Thing} Plans Before Setting Off',
      description: 'Before leaving, one person records who is going, where, and when they expect to be back.',
      done: [
        {
          when: 'someone records a {thing}',
          then: 'save who is going, where, the expected return time and an emergency contact, and show it as out',
        },
      ],
    },
    {
      id: 'check-ins-overdue-board',
      title: 'People Out Now',
      description: 'One screen with every {thing} under way, its people, where and when each is due back.',
      done: [
        {
          when: 'a member opens the board',
          then: 'list every {thing} under way with its people, place and expected return, the latest first due at the top',
        },
      ],
    },
    {
      id: 'check-ins-overdue-back',
      title: 'Back Safe Check-in',
      description: 'One tap to say the {thing} is back, which closes it and stops any alert.',
      done: [
        {
          when: 'someone marks a {thing} back',
          then: 'close it, record the time and cancel any alert that was due',
        },
      ],
    },
    {
      id: 'check-ins-overdue-alerts',
      title: 'Overdue {Thing} Alerts',
      description:
        'When a {thing} is past its expected return, the named contacts are alerted, and alerted again until one answers.',
      done: [
        {
          when: 'a {thing} passes its expected return by the set margin',
          then: 'send the alert from the server to the named contacts with who is out, where and since when, even if no one has the app open',
        },
        {
          when: 'nobody acknowledges an alert within the set time',
          then: 'send it again and to the next contact on the list',
        },
      ],
    },
    {
      id: 'check-ins-overdue-extend',
      title: 'Extend the Return Time',
      description: 'A party running late can push its expected return back before it passes.',
      done: [
        {
          when: 'someone in the party moves the expected return later',
          then: 'record the change and who made it, and move the alert with it',
        },
      ],
    },
    {
      id: 'check-ins-overdue-history',
      title: '{Thing} Log',
      description: 'Every past {thing} with its people, times and any alert, for the record and for planning.',
      done: [
        {
          when: 'someone looks at past {things}',
          then: 'list them with their people, place, times out and back, and any alert raised',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'check-ins-overdue-alerted',
      category: 'user-flow',
      text: 'Who is alerted when a {thing} is overdue, and how?',
      options: [
        'The named contacts, by text, then the next if nobody answers',
        'Everyone in the group, in the app',
        'One person on duty, by phone call',
      ],
      recommended: 'The named contacts, by text, then the next if nobody answers',
      reason: 'A text reaches someone without the app open; passing it on when nobody answers means no alert is left unread.',
      impact: 10,
      decision: 'Overdue alerts',
      feature: 'check-ins-overdue-alerts',
      says: {
        'The named contacts, by text, then the next if nobody answers':
          'When a {thing} is overdue, text its named contacts; if nobody acknowledges within the set time, text the next contact on the list.',
        'Everyone in the group, in the app': 'When a {thing} is overdue, alert everyone in the group in the app.',
        'One person on duty, by phone call': 'When a {thing} is overdue, ring the person on duty with an automated call.',
      },
      settledBy: {
        'The named contacts, by text, then the next if nobody answers': [
          'by text',
          'by sms',
          'per sms',
          'par sms',
          'por sms',
          'por mensaje',
        ],
      },
    },
    {
      id: 'check-ins-overdue-holds',
      category: 'data',
      text: 'What does one {thing} plan record before setting off?',
      options: [
        'Who, where and when they expect to be back',
        'That, plus the route, the kit taken and the cars left',
        'That, plus each person’s emergency contact and medical notes',
      ],
      recommended: 'That, plus each person’s emergency contact and medical notes',
      reason: 'When a party is overdue, whoever is alerted needs the contacts and the medical notes at once, not only the place.',
      impact: 9,
      decision: 'What a {thing} plan holds',
      feature: 'check-ins-overdue-plan',
      settledByFields: true,
      says: {
        'Who, where and when they expect to be back': 'A {thing} plan records who is going, where and the expected return time.',
        'That, plus the route, the kit taken and the cars left':
          'A {thing} plan records who is going, where, the expected return time, the route, the kit taken and where the cars are left.',
        'That, plus each person’s emergency contact and medical notes':
          'A {thing} plan records who is going, where, the expected return time, and each person’s emergency contact and medical notes, shown only to those alerted.',
      },
    },
    {
      id: 'check-ins-overdue-close',
      category: 'user-flow',
      text: 'How does a {thing} get marked back safe?',
      options: [
        'Anyone in the party taps “back”',
        'The person who recorded it closes it',
        'A contact who hears from them closes it',
      ],
      recommended: 'Anyone in the party taps “back”',
      reason: 'Whoever has signal first can close it; tying it to one person raises false alarms when their phone is flat.',
      impact: 8,
      decision: 'Marking a {thing} back',
      feature: 'check-ins-overdue-back',
      says: {
        'Anyone in the party taps “back”':
          'Anyone in the party can mark the {thing} back, which closes it and cancels its alert.',
        'The person who recorded it closes it': 'Only the person who recorded the {thing} can mark it back.',
        'A contact who hears from them closes it':
          'A named contact who hears from the party can mark the {thing} back on its behalf.',
      },
    },
    {
      id: 'check-ins-overdue-extend',
      category: 'edge-cases',
      text: 'Can a party that is running late move its expected return?',
      options: [
        'Yes, anyone in the party, before it passes',
        'Only by calling a contact, who moves it',
        'No: a late {thing} always alerts',
      ],
      recommended: 'Yes, anyone in the party, before it passes',
      reason: 'A late but safe party that can say so avoids a false alarm; the change is logged with who made it.',
      impact: 7,
      decision: 'Running late',
      feature: 'check-ins-overdue-extend',
      says: {
        'Yes, anyone in the party, before it passes':
          'Anyone in the party can move the expected return later before it passes; the change and who made it are recorded.',
        'Only by calling a contact, who moves it':
          'Only a named contact can move a {thing}’s expected return, after hearing from the party.',
        'No: a late {thing} always alerts':
          'The expected return cannot be moved once the {thing} has started; passing it always alerts.',
      },
    },
    {
      id: 'check-ins-overdue-ack',
      category: 'edge-cases',
      text: 'What happens once someone answers an overdue alert?',
      options: [
        'The others are told it is being handled, by whom',
        'Everyone keeps getting it until the {thing} is closed',
        'Nothing more: the first answer stops it',
      ],
      recommended: 'The others are told it is being handled, by whom',
      reason: 'Telling the others who is on it stops two people phoning the rescue service and nobody phoning at all.',
      impact: 7,
      decision: 'Answering an alert',
      feature: 'check-ins-overdue-alerts',
      says: {
        'The others are told it is being handled, by whom':
          'The first contact to acknowledge an overdue alert takes it on; the others are told who is handling it.',
        'Everyone keeps getting it until the {thing} is closed':
          'Every contact keeps getting the overdue alert until the {thing} is marked back.',
        'Nothing more: the first answer stops it': 'The first acknowledgement stops the overdue alert for everyone.',
      },
    },
    {
      id: 'check-ins-overdue-signal',
      category: 'edge-cases',
      text: 'Will people often be out of signal when the {thing} ends?',
      options: [
        'Yes: the plan is filed before leaving and the server keeps time',
        'Sometimes: the app queues the check-in and sends it when it can',
        'No, they always have signal',
      ],
      recommended: 'Yes: the plan is filed before leaving and the server keeps time',
      reason: 'The alert must not depend on a phone that is underground or flat; the server watches the clock.',
      impact: 8,
      decision: 'Out of signal',
      says: {
        'Yes: the plan is filed before leaving and the server keeps time':
          'The {thing} plan is filed before leaving; the server watches the expected return and sends alerts itself, whatever the phones do.',
        'Sometimes: the app queues the check-in and sends it when it can':
          'Check-ins made without signal are queued on the phone and sent as soon as it is back online.',
        'No, they always have signal': 'People are expected to have signal when they check in.',
      },
    },
    {
      id: 'check-ins-overdue-who-sees',
      category: 'security',
      text: 'Who sees the {things} that are under way?',
      options: ['Every member', 'Only those named as contacts and the party', 'Only the person on duty'],
      recommended: 'Every member',
      reason: 'In a club the board of who is out is what people look at; the medical notes stay with those alerted.',
      impact: 6,
      decision: 'Who sees {things} under way',
      feature: 'check-ins-overdue-board',
      says: {
        'Every member': 'Every member sees the {things} under way; emergency details show only to the contacts alerted.',
        'Only those named as contacts and the party': 'A {thing} under way is seen only by its party and its named contacts.',
        'Only the person on duty': 'Only the person on duty sees the {things} under way.',
      },
    },
  ],
} satisfies InteractionInput;
