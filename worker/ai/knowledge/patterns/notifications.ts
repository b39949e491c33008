import type { FeaturePatternInput } from '../records';

export default {
  id: 'notifications',
  match: [
    'notification',
    'reminder',
    'alert',
    'push',
    'digest',
    'benachrichtigung',
    'erinnerung',
    'hinweis',
    'notificacion',
    'recordatorio',
    'aviso',
    'rappel',
    'alerte',
    'notificacao',
    'lembrete',
    'alerta',
  ],
  description:
    'Timely notices about what changed for each person, sent only to the people concerned, with settings to choose which ones they get.',
  done: [
    {
      when: 'an event concerns a person',
      then: 'notify only that person, through the channels they have turned on, with a link to the item',
    },
    { when: 'a person has turned off a type of notification', then: 'send them none of that type' },
    {
      when: 'many events of the same type happen within minutes',
      then: 'group them into one notification instead of sending one each',
    },
  ],
  questions: [
    {
      id: 'pattern-notification-preferences',
      category: 'user-flow',
      text: 'Should people choose which kinds of notifications they receive?',
      recommended: 'Yes',
      reason: 'Letting people mute what they do not need keeps the important messages read and out of spam folders.',
      impact: 3,
      decision: 'Notification preferences',
      feature: 'notifications',
      says: {
        Yes: 'Give each person notification settings per type and channel; security and account messages cannot be turned off.',
        No: 'Send every notification type to everyone concerned; include an unsubscribe link in emails as the law requires.',
      },
    },
  ],
} satisfies FeaturePatternInput;
