import type { FeaturePatternInput } from '../records';

export default {
  id: 'reports-analytics',
  match: [
    'reports',
    'sales report',
    'monthly report',
    'reporting',
    'analytics',
    'statistics',
    'stats',
    'insights',
    'kpi',
    'berichte',
    'auswertung',
    'statistik',
    'informes',
    'estadisticas',
    'analitica',
    'rapports',
    'statistiques',
    'relatorios',
    'estatisticas',
    'indicadores',
  ],
  description:
    'Key numbers and trends for a chosen period, compared with the previous period, with the rows behind each number one click away.',
  done: [
    {
      when: 'a person picks a period',
      then: 'show the totals and trend for it next to the previous period, in under two seconds',
    },
    { when: 'a period has no data', then: 'say there is no data for it instead of showing zeros' },
  ],
  questions: [
    {
      id: 'pattern-report-freshness',
      category: 'performance',
      text: 'How up to date must the report numbers be?',
      options: ['Live, to the second', 'Within the hour', 'Up to yesterday'],
      recommended: 'Within the hour',
      reason: 'Totals computed every hour load instantly and are fresh enough for day-to-day decisions.',
      impact: 4,
      decision: 'Report freshness',
      feature: 'reports-analytics',
      says: {
        'Live, to the second':
          'Compute report numbers live from the data on every view, with indexes that keep it under two seconds.',
        'Within the hour': 'Pre-compute report totals every hour and show when they were last updated.',
        'Up to yesterday': 'Pre-compute report totals nightly; reports cover data up to the end of yesterday.',
      },
    },
  ],
} satisfies FeaturePatternInput;
