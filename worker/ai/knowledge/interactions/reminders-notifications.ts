import { SOLO_WORK } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'reminders-notifications',
  name: 'Reminders and notifications',
  noun: 'reminder app',
  doneByTheApp: true,
  verbs: [
    ['remind', 6],
    ['nudge', 4],
    ['snooze', 4],
    ['notify', 3],
    ['alert', 3],
    ['warn', 3],
    ['expire', 2],
  ],
  nouns: [
    ['reminder', 6],
    ['notification', 3],
    ['alert', 3],
  ],
  phrases: [
    ['due every', 5],
    ["before it's due", 5],
    ["before they're due", 5],
    ['before it is due', 5],
    ['when it is due', 4],
    ["when it's due", 4],
    ['text the', 3],
    ['text them', 3],
    ['send a text', 4],
    ['send them a text', 4],
  ],
  recognise: {
    de: [
      ['erinner*', 6],
      ['benachrichtig*', 4],
      ['fällig*', 3],
      ['rechtzeitig', 2],
      ['*erinnerung', 6],
      ['push nachricht*', 4],
      ['mahnung*', 4],
      ['nicht vergessen', 3],
      ['frist*', 3],
      ['warnung*', 3],
      ['alarm*', 3],
      ['ablaufdatum', 4],
      ['meldung*', 2],
    ],
    es: [
      ['recordatorio*', 6],
      ['recordar', 3],
      ['avisos', 3],
      ['notificaci*', 3],
      ['recuerde*', 4],
      ['avisar', 4],
      ['avise*', 4],
      ['alerta*', 3],
      ['vencimiento*', 4],
      ['caducidad', 4],
      ['no olvidar', 3],
      ['fecha límite', 3],
      ['plazos', 2],
      ['notificar', 3],
    ],
    fr: [
      ['rappel*', 6],
      ['échéance*', 4],
      ['notification*', 3],
      ['prévenir', 3],
      ['previen*', 4],
      ['alerte*', 3],
      ['avertir', 3],
      ['notifier', 3],
      ['date limite', 3],
      ['expiration', 4],
      ['ne plus oublier', 4],
      ['ne pas oublier', 3],
      ['relance*', 4],
    ],
    pt: [
      ['lembrete*', 6],
      ['lembrar', 4],
      ['vencimento*', 3],
      ['notificaç*', 3],
      ['lembre*', 4],
      ['avisar', 4],
      ['avise*', 4],
      ['alerta*', 3],
      ['notificar', 3],
      ['prazo*', 3],
      ['não esquecer', 3],
      ['data de validade', 4],
      ['expira*', 3],
      ['aviso*', 2],
      ['mando mensagem', 4],
      ['mandar mensagem', 4],
      ['mando uma mensagem', 4],
      ['quando fica pront*', 4],
    ],
  },
  thing: 'reminder',
  things: 'reminders',
  features: [
    {
      id: 'reminders-notifications-schedule',
      title: '{Thing} Schedule',
      description: 'Every date that needs a {thing}, who it is for and when each one goes out, in one list by date.',
      done: [
        {
          when: 'a date is added with a reminder rule',
          then: 'plan each {thing} for it and show them in the schedule with the time they go out',
        },
      ],
    },
    {
      id: 'reminders-notifications-repeats',
      title: 'Repeating Dates',
      description: 'Dates that come back every day, month or year, each with the next one planned as soon as this one is done.',
      done: [
        {
          when: 'a repeating date is marked done',
          then: 'plan the next date from the repeat rule and schedule its {things}',
        },
      ],
    },
    {
      id: 'reminders-notifications-actions',
      title: 'Done and Snooze Buttons',
      description: 'One tap in the message itself to mark the item done or snooze it for an hour, a day or a week.',
      done: [
        { when: 'someone taps done in a {thing}', then: 'mark the item done and cancel any {things} still planned for it' },
        { when: 'someone snoozes a {thing}', then: 'send it again after the chosen time' },
      ],
    },
    {
      id: 'reminders-notifications-overdue',
      title: 'Overdue and Missed Items',
      description: 'Everything past its date and not marked done, oldest first, with who was reminded and when.',
      done: [
        {
          when: 'an item passes its date without being marked done',
          then: 'list it as overdue with every {thing} already sent for it',
        },
      ],
    },
    {
      id: 'reminders-notifications-log',
      title: '{Thing} Delivery Log',
      description: 'Which {things} went out, to whom, by which channel, and whether they were delivered.',
      done: [
        {
          when: 'a {thing} cannot be delivered',
          then: 'record the failure, try the fallback channel and flag the person’s contact details for checking',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'reminders-notifications-timing',
      category: 'data',
      text: 'When should a {thing} go out?',
      options: [
        'At the moment the item is due',
        'A single message a set time before',
        'A series: well ahead, then close to the date',
        'Every person picks their own',
      ],
      recommended: 'A series: well ahead, then close to the date',
      reason: 'An early notice to plan and a second close to the date catch far more than a single message.',
      impact: 9,
      decision: 'Timing of {things}',
      says: {
        'At the moment the item is due': 'Each {thing} goes out at the exact time the item is due.',
        'A single message a set time before': 'Each {thing} goes out once, a set time before the date (for example one day).',
        'A series: well ahead, then close to the date':
          'Send a series: a first {thing} well ahead (such as two weeks), a second close to the date, and one on the day.',
        'Every person picks their own': 'Each person chooses how long before a date they are reminded, from a few presets.',
      },
      settledBy: {
        'At the moment the item is due': ['dose', 'medication', 'pill', 'medikament', 'medicación', 'médicament', 'medicação'],
        // "30 days before due", "a week before": one message, a set time ahead.
        'A single message a set time before': [
          'days before',
          'day before',
          'week before',
          'weeks before',
          'month before',
          'hours before',
          'tage vorher',
          'tage vor',
          'dias antes',
          'semana antes',
          'jours avant',
          'semaine avant',
        ],
      },
    },
    {
      id: 'reminders-notifications-channel',
      category: 'integrations',
      text: 'How should a {thing} reach people?',
      options: [
        'Email',
        'Push notification on the phone',
        'Text message (SMS)',
        'WhatsApp message',
        'Every person picks their own',
      ],
      recommended: 'Push notification on the phone',
      reason: 'A reminder works when it arrives where people look; a push is instant and free, with email as the fallback.',
      recommendedWhen: [
        {
          // The user's customers have no app of theirs to push to.
          if: { says: ['customers', 'clients', 'owner', 'owners', 'patients', 'parents', 'families'] },
          recommended: 'Text message (SMS)',
          reason: 'Customers will not install an app to be reminded; a text reaches every phone and is read within minutes.',
        },
        {
          // "mando mensagem no WhatsApp": where the user's people already read their messages.
          if: { says: ['whatsapp'] },
          recommended: 'WhatsApp message',
          reason: 'Your people already read WhatsApp; a message through the WhatsApp Business API arrives where they look.',
        },
      ],
      impact: 8,
      decision: 'Channel for {things}',
      replaces: 'notification-channel',
      says: {
        Email: 'Send {things} by email, with a clear subject naming the item and its date.',
        'Push notification on the phone':
          'Send {things} as push notifications (the app installs on the phone), falling back to email when push is off.',
        'Text message (SMS)': 'Send {things} by text message through an SMS provider, with a short link to the item.',
        'WhatsApp message':
          'Send {things} as WhatsApp messages through the WhatsApp Business API, from an approved message template.',
        'Every person picks their own': 'Each person chooses email, push or text for their {things} in their settings.',
      },
      settledBy: {
        'Text message (SMS)': [
          'sms',
          'text message',
          'text messages',
          'by text',
          'a text',
          'texts them',
          'text them',
          'text everyone',
          'send a text',
          'get a text',
          'owner texts',
          'texts to',
          'texts the',
          'text the',
          'text my',
          'text our',
          'text each',
          'per sms',
          'por sms',
          'par sms',
        ],
        Email: ['by email', 'per e-mail', 'por correo', 'par e-mail', 'por e-mail'],
        'Push notification on the phone': ['push notification', 'push-nachricht', 'notificación push', 'notification push'],
      },
    },
    {
      id: 'reminders-notifications-actions',
      category: 'user-flow',
      text: 'What can people do with a {thing} when it arrives?',
      options: ['Nothing; it is a message only', 'Mark the item done, or snooze', 'Mark it done, snooze, or move the date'],
      recommended: 'Mark the item done, or snooze',
      reason: 'Done and snooze in one tap keep the list honest; without them people are reminded of things already handled.',
      impact: 7,
      decision: 'Actions on a {thing}',
      feature: 'reminders-notifications-actions',
      says: {
        'Nothing; it is a message only': 'A {thing} is a message only; items are marked done in the app.',
        'Mark the item done, or snooze':
          'Each {thing} has one-tap buttons to mark the item done or snooze it (an hour, a day, a week).',
        'Mark it done, snooze, or move the date':
          'Each {thing} has one-tap buttons to mark the item done, snooze it, or move its date, which replans the {things}.',
      },
    },
    {
      id: 'reminders-notifications-ignored',
      category: 'edge-cases',
      text: 'What happens when a {thing} is ignored?',
      options: ['No follow-up', 'It repeats until the item is marked done', 'A second person is told if still ignored'],
      recommended: 'It repeats until the item is marked done',
      reason: 'Repeating until done catches what was forgotten without involving anyone else.',
      impact: 7,
      decision: 'Ignored {things}',
      says: {
        'No follow-up': 'Each {thing} is sent once; nothing follows if it is ignored.',
        'It repeats until the item is marked done': 'An ignored {thing} repeats at a set interval until the item is marked done.',
        'A second person is told if still ignored':
          'An ignored {thing} repeats once; if the item is still not done, a named second person is told.',
      },
    },
    {
      id: 'reminders-notifications-setup',
      category: 'roles',
      text: 'Who decides which {things} people get?',
      options: ['Every person for themselves', 'Staff for those they look after', 'Both'],
      recommended: 'Every person for themselves',
      reason: 'People keep reminders they set themselves; a shared setup only pays off when someone looks after others.',
      recommendedWhen: [
        {
          // "text the owner before it's due": the business reminds its customers, who set nothing up.
          if: { says: ['customers', 'clients', 'owner', 'owners', 'patients', 'parents', 'families', 'members'] },
          recommended: 'Staff for those they look after',
          reason: 'You remind the people you serve: you keep their dates and rules, and they only receive the {things}.',
        },
      ],
      impact: 7,
      decision: 'Who sets up {things}',
      says: {
        'Every person for themselves': 'Each person adds their own dates and reminder rules; nobody else sees them.',
        'Staff for those they look after':
          'Staff or an admin add dates and reminder rules for the people they look after, who receive the {things}.',
        Both: 'People add their own dates; staff can add dates for the people they look after, who see both.',
      },
    },
    {
      id: 'reminders-notifications-quiet',
      category: 'edge-cases',
      text: 'Should a {thing} wait for waking hours in the time zone of each person?',
      recommended: 'Yes',
      reason: 'A reminder at 3 a.m. gets switched off for good; quiet hours and local time keep people listening.',
      impact: 4,
      decision: 'Quiet hours',
      says: {
        Yes: 'Hold {things} during quiet hours (22:00 to 07:00 by default) in the recipient’s time zone and send them after.',
        No: 'Send {things} at the planned time whatever the hour.',
      },
    },
    {
      id: 'reminders-notifications-source',
      category: 'integrations',
      text: 'Where do the dates that need a {thing} come from?',
      options: [
        'Typed into the app by hand',
        'Imported once from a spreadsheet, then kept in the app',
        'Synced from where they already live, such as a calendar',
      ],
      recommended: 'Imported once from a spreadsheet, then kept in the app',
      reason:
        'Most dates already sit in a spreadsheet; importing them once beats typing them all, and one list in the app cannot drift from another.',
      impact: 7,
      decision: 'Where the dates come from',
      says: {
        'Typed into the app by hand':
          'Dates are entered in the app by hand, one at a time, with the reminder rule chosen for each.',
        'Imported once from a spreadsheet, then kept in the app':
          'Import existing dates once from a spreadsheet (CSV or Excel), checking each row; after that, dates are kept and edited only in the app.',
        'Synced from where they already live, such as a calendar':
          'Read the dates on a schedule from where they already live (a shared calendar or another system); changes there replan the {things}, and nothing is typed twice.',
      },
    },
    {
      id: 'reminders-notifications-changes',
      category: 'edge-cases',
      text: 'What happens to planned {things} when a date is moved or cancelled?',
      options: [
        'They follow the new date; nothing else is sent',
        'They follow the new date, and anyone already reminded is told',
        'They are dropped and must be set up again',
      ],
      recommended: 'They follow the new date, and anyone already reminded is told',
      reason: 'Someone reminded of the old date will turn up on it unless told; moving the planned {things} alone is not enough.',
      impact: 6,
      decision: 'Moved and cancelled dates',
      says: {
        'They follow the new date; nothing else is sent':
          'When a date moves, its planned {things} move with it, and when it is cancelled they are cancelled; nobody is told of the change.',
        'They follow the new date, and anyone already reminded is told':
          'When a date moves, its planned {things} move with it and anyone already reminded gets a short notice of the change; when it is cancelled, they are told it is off.',
        'They are dropped and must be set up again':
          'When a date moves or is cancelled, its planned {things} are cancelled; someone sets up new ones for any new date.',
      },
    },
    {
      id: 'reminders-notifications-stand-in',
      category: 'roles',
      text: 'What happens to {things} while the person they go to is away?',
      options: [
        'Unchanged: they keep going to that person',
        'A stand-in receives them for a set period',
        'They go to a shared team address, never to one person',
      ],
      recommended: 'A stand-in receives them for a set period',
      reason:
        'Holidays and sick days are when things get missed; a stand-in for the days away keeps {things} reaching someone who can act.',
      impact: 6,
      decision: 'Stand-ins while away',
      // Nobody stands in for someone who works alone.
      askIf: { all: [{ not: { audience: ['private'] } }, { not: { says: [...SOLO_WORK] } }] },
      says: {
        'Unchanged: they keep going to that person':
          '{Things} always go to the person they are for, whether or not that person is away.',
        'A stand-in receives them for a set period':
          'A person, or an admin for them, can name a stand-in for a period; during it their {things} go to the stand-in, marked as on their behalf, and go back afterwards.',
        'They go to a shared team address, never to one person':
          '{Things} go to a shared team address or group rather than to one person, so whoever is in picks them up.',
      },
    },
    {
      id: 'reminders-notifications-bundling',
      category: 'user-flow',
      text: 'When several {things} fall due for one person on the same day, how are they sent?',
      options: ['Each sent separately at its own time', 'Gathered into one daily summary', 'Every person picks for themselves'],
      recommended: 'Gathered into one daily summary',
      reason:
        'Five messages a morning get muted; one summary of everything due keeps people reading, and each item keeps its own buttons.',
      impact: 5,
      decision: 'Several {things} on one day',
      says: {
        'Each sent separately at its own time':
          'Each {thing} is sent on its own at its planned time, even when several go to the same person on the same day.',
        'Gathered into one daily summary':
          '{Things} due for one person on the same day are gathered into one message at a set morning time, listing each item with its own done and snooze links.',
        'Every person picks for themselves':
          'Each person chooses in their settings whether their {things} come one by one or as one daily summary.',
      },
    },
  ],
} satisfies InteractionInput;
