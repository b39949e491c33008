import type { FeaturePatternInput } from '../records';

export default {
  id: 'integrations-webhooks',
  match: [
    'integration',
    'integrations',
    'webhook',
    'webhooks',
    'zapier',
    'api access',
    'slack',
    'connect with',
    'connector',
    'integrationen',
    'schnittstelle',
    'anbindung',
    'integracion',
    'integraciones',
    'integration avec',
    'connecteur',
    'integracao',
    'integracoes',
  ],
  description: 'Connections to the tools people already use, and signed outgoing webhooks so other systems learn about changes.',
  done: [
    { when: 'a subscribed event happens', then: 'POST a signed payload to each registered URL within seconds' },
    { when: 'a delivery fails', then: 'retry with growing delays for up to a day and show every attempt to the admin' },
    { when: 'a connected tool’s access expires', then: 'pause the connection and ask an admin to reconnect it' },
  ],
  questions: [
    {
      id: 'pattern-integration-approach',
      category: 'integrations',
      text: 'How should it connect to other tools first?',
      options: [
        'Webhooks and an API; Zapier or Make do the rest',
        'Built-in integrations with two or three named tools',
        'A Zapier app',
      ],
      recommended: 'Webhooks and an API; Zapier or Make do the rest',
      reason: 'Webhooks and an API reach thousands of tools through Zapier and Make without maintaining each integration.',
      impact: 5,
      decision: 'Integration approach',
      feature: 'integrations-webhooks',
      says: {
        'Webhooks and an API; Zapier or Make do the rest':
          'Offer signed outgoing webhooks and a documented API with keys; point users to Zapier or Make for other tools.',
        'Built-in integrations with two or three named tools':
          'Build native integrations with the named tools through OAuth, with a settings page to connect and disconnect each one.',
        'A Zapier app': 'Publish a Zapier app with triggers for the main events and actions for the main records.',
      },
    },
  ],
} satisfies FeaturePatternInput;
