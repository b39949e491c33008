import type { FeaturePatternInput } from '../records';

export default {
  id: 'messaging',
  match: [
    'messaging',
    'message',
    'messages',
    'chat',
    'inbox',
    'direct message',
    'conversation',
    'nachricht',
    'nachrichten',
    'postfach',
    'mensaje',
    'mensajeria',
    'bandeja de entrada',
    'messagerie',
    'discussion instantanee',
    'mensagem',
    'mensagens',
    'conversa',
    'bate-papo',
  ],
  description:
    'One-to-one and group conversations with unread counts, delivered in real time and notified when the person is away.',
  done: [
    {
      when: 'a person sends a message',
      then: 'show it to the recipients within a few seconds and notify those who are not in the app',
    },
    { when: 'a person opens a conversation', then: 'mark its messages as read and update the unread count everywhere' },
    { when: 'a person blocks or reports another', then: 'stop their messages from arriving and send the report to moderators' },
  ],
  questions: [
    {
      id: 'pattern-messaging-who',
      category: 'roles',
      text: 'Who can start a conversation with whom?',
      options: [
        'Only between customers and staff',
        'Between people who share an order, booking or group',
        'Anyone can message anyone',
      ],
      recommended: 'Between people who share an order, booking or group',
      reason: 'Tying conversations to a real relationship stops spam and harassment without blocking genuine questions.',
      impact: 6,
      decision: 'Who can message whom',
      feature: 'messaging',
      says: {
        'Only between customers and staff':
          'Customers can message the business and staff reply; customers cannot message each other.',
        'Between people who share an order, booking or group':
          'People can message only those they share an order, booking or group with; each conversation links to that context.',
        'Anyone can message anyone':
          'Anyone can message any other member; add blocking, reporting and a limit on first messages to strangers.',
      },
    },
  ],
} satisfies FeaturePatternInput;
