import type { FeaturePatternInput } from '../records';

export default {
  id: 'audit-log',
  match: [
    'audit log',
    'audit trail',
    'activity log',
    'change history',
    'aktivitatsprotokoll',
    'anderungsprotokoll',
    'anderungsverlauf',
    'registro de auditoria',
    'historial de cambios',
    'journal d audit',
    'historique des modifications',
    'piste d audit',
    'log de auditoria',
    'historico de alteracoes',
    'trilha de auditoria',
  ],
  description: 'An append-only record of who did what and when, with old and new values, searchable by admins.',
  done: [
    {
      when: 'a record is created, changed or deleted',
      then: 'write who, what, when and the old and new values in the same transaction',
    },
    { when: 'anyone tries to change or delete a log entry', then: 'refuse it; entries are append-only' },
  ],
  questions: [
    {
      id: 'pattern-audit-retention',
      category: 'security',
      text: 'How long must the change history be kept?',
      options: ['90 days', '1 year', '7 years or longer (legal retention)'],
      recommended: '1 year',
      reason:
        'A year answers nearly every "who changed this?" question; legal retention applies mainly to financial and health data.',
      impact: 3,
      decision: 'History retention',
      feature: 'audit-log',
    },
  ],
} satisfies FeaturePatternInput;
