import type { FeaturePatternInput } from '../records';

export default {
  id: 'offline-sync',
  match: [
    'offline',
    'offline mode',
    'works offline',
    'offline sync',
    'sync across devices',
    'offline-modus',
    'ohne internet',
    'sin conexion',
    'modo sin conexion',
    'hors ligne',
    'hors-ligne',
    'mode hors ligne',
    'modo offline',
    'sem internet',
    'sem conexao',
  ],
  description: 'Works without a connection: changes are kept on the device and synced in order when the connection returns.',
  done: [
    { when: 'a person makes a change while offline', then: 'save it on the device at once and mark it as waiting to sync' },
    { when: 'the connection returns', then: 'send the waiting changes in order and clear the waiting marks' },
    {
      when: 'the same record was changed on two devices',
      then: 'resolve it by the agreed rule and never lose a change silently',
    },
  ],
  questions: [
    {
      id: 'pattern-sync-conflicts',
      category: 'edge-cases',
      text: 'When the same record was changed on two devices, which change wins?',
      options: ['The latest change wins', 'Changes are merged field by field', 'The person chooses'],
      recommended: 'Changes are merged field by field',
      reason: 'Merging per field keeps both edits in the common case; only a clash on the same field needs a rule.',
      impact: 5,
      decision: 'Sync conflicts',
      feature: 'offline-sync',
      says: {
        'The latest change wins':
          'On conflict, the change with the latest timestamp wins; keep the overwritten version in the history.',
        'Changes are merged field by field':
          'Merge changes field by field; when both changed the same field, the latest wins and the other is kept in the history.',
        'The person chooses': 'On conflict, show both versions side by side and let the person choose or combine them.',
      },
    },
  ],
} satisfies FeaturePatternInput;
