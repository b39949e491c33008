import type { InteractionInput } from '../records';

export default {
  id: 'integrations-sync',
  name: 'Integrations and sync',
  noun: 'integration tool',
  verbs: [
    ['sync', 6],
    ['synchronise', 6],
    ['synchronize', 6],
    ['integrate', 4],
    ['mirror', 4],
    ['connect', 3],
    ['import', 3],
    ['migrate', 3],
    ['push', 2],
    ['pull', 2],
  ],
  nouns: [['sync', 5]],
  recognise: {
    de: [
      ['synchronisier*', 6],
      ['abgleich*', 5],
      ['schnittstelle*', 4],
      ['anbind*', 4],
      ['integration', 4],
    ],
    es: [
      ['sincroniz*', 6],
      ['integrar', 4],
      ['integración', 4],
      ['conectar', 3],
    ],
    fr: [
      ['synchronis*', 6],
      ['intégrer', 4],
      ['intégration', 4],
      ['connecter', 3],
    ],
    pt: [
      ['sincroniz*', 6],
      ['integrar', 4],
      ['integração', 4],
      ['conectar', 3],
    ],
  },
  thing: 'record',
  things: 'records',
  features: [
    {
      id: 'integrations-sync-connections',
      title: 'Connected Tools Settings',
      description: 'One page to connect each tool (sign-in or API key), see whether it works and disconnect it.',
      done: [
        {
          when: 'an admin connects a tool',
          then: 'store its credentials encrypted, test the connection and show whether it works',
        },
      ],
    },
    {
      id: 'integrations-sync-mapping',
      title: '{Thing} Field Mapping',
      description: 'Which field in one tool goes to which field in the other, with defaults and simple conversions.',
      done: [
        {
          when: 'an admin maps a field and saves',
          then: 'use that mapping from the next sync on and show a preview of one {thing} as it will arrive',
        },
      ],
    },
    {
      id: 'integrations-sync-log',
      title: 'Synchronisation Log and Errors',
      description: 'Every sync run with how many {things} were created, changed or skipped, and why any failed.',
      done: [
        {
          when: 'a sync run ends',
          then: 'record the counts of {things} created, changed, skipped and failed, with the reason for each failure',
        },
        {
          when: 'a {thing} fails to sync',
          then: 'keep it in a retry list and let an admin retry or skip it from the log',
        },
      ],
    },
    {
      id: 'integrations-sync-conflicts',
      title: 'Conflict Review',
      description: 'The {things} changed on both sides since the last sync, side by side, for a person to decide.',
      done: [
        {
          when: 'the same {thing} was changed in both tools since the last sync',
          then: 'apply the conflict rule, or hold it for review with both versions shown side by side',
        },
      ],
    },
    {
      id: 'integrations-sync-backfill',
      title: 'First Import and Backfill',
      description: 'A one-time import of the existing {things}, with matching of those already present, before syncing begins.',
      done: [
        {
          when: 'an admin runs the first import',
          then: 'match {things} already on both sides, create the rest, and report the numbers before regular syncing starts',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'integrations-sync-direction',
      category: 'scope',
      text: 'Which way should {things} flow between the tools?',
      options: ['One way, from one tool into the other', 'One way, with a few fields written back', 'Both ways, kept in step'],
      recommended: 'One way, from one tool into the other',
      reason: 'One-way sync has one source of truth and no conflicts; two-way doubles the work and the ways it can go wrong.',
      impact: 10,
      decision: 'Sync direction',
      says: {
        'One way, from one tool into the other':
          'Sync one way: the source tool is the truth; {things} in the target are overwritten and never edited there.',
        'One way, with a few fields written back':
          'Sync one way, and write back only the named fields (such as a status) to the source tool.',
        'Both ways, kept in step':
          'Sync both ways: changes on either side reach the other, with a rule for {things} changed on both sides.',
      },
      settledBy: {
        'Both ways, kept in step': [
          'two-way',
          'two way',
          'bidirectional',
          'both ways',
          'bidirektional',
          'in beide richtungen',
          'bidireccional',
          'bidirectionnel',
          'bidirecional',
        ],
        'One way, from one tool into the other': [
          'one-way',
          'one way',
          'unidirectional',
          'einseitig',
          'unidireccional',
          'unidirectionnel',
        ],
      },
    },
    {
      id: 'integrations-sync-frequency',
      category: 'performance',
      text: 'How soon must a change to a {thing} reach the other tool?',
      options: ['Within seconds', 'Within about 15 minutes', 'Once a day', 'Only when someone presses sync'],
      recommended: 'Within about 15 minutes',
      reason: 'Polling every few minutes works with every API and is easy to retry; add webhooks where seconds really matter.',
      impact: 8,
      decision: 'Sync frequency',
      says: {
        'Within seconds': 'Sync on webhooks from each tool within seconds, with a regular catch-up run for missed events.',
        'Within about 15 minutes': 'Sync every 15 minutes, fetching only {things} changed since the last run.',
        'Once a day': 'Sync once a night, fetching only {things} changed since the last run.',
        'Only when someone presses sync': 'Sync only when an admin presses “Sync now”, with a preview of what will change.',
      },
      settledBy: {
        'Within seconds': [
          'real-time',
          'realtime',
          'real time',
          'instantly',
          'echtzeit',
          'tiempo real',
          'temps réel',
          'tempo real',
        ],
        'Once a day': [
          'nightly',
          'every night',
          'once a day',
          'einmal täglich',
          'una vez al día',
          'une fois par jour',
          'uma vez por dia',
        ],
      },
    },
    {
      id: 'integrations-sync-conflicts',
      category: 'edge-cases',
      text: 'What happens when the same {thing} was changed in both tools?',
      options: ['The latest change wins', 'One tool always wins, field by field', 'It waits for a person to decide'],
      recommended: 'One tool always wins, field by field',
      reason: 'A named source per field is predictable; “latest wins” silently loses edits when clocks or delays differ.',
      impact: 8,
      decision: 'Conflicts',
      askIf: { answer: 'integrations-sync-direction', isNot: ['One way, from one tool into the other'] },
    },
    {
      id: 'integrations-sync-matching',
      category: 'data',
      text: 'How is a {thing} in one tool matched to the same {thing} in the other?',
      options: [
        'An ID from each side stored on the other',
        'A shared key such as email or order number',
        'Matched by hand the first time',
      ],
      recommended: 'An ID from each side stored on the other',
      reason: 'Stored IDs survive renames and typos; matching by email or name creates duplicates the first time one changes.',
      impact: 7,
      decision: 'Matching {things}',
    },
    {
      id: 'integrations-sync-failures',
      category: 'edge-cases',
      text: 'What should happen when a {thing} fails to sync?',
      options: ['Retry quietly and log it', 'Retry and then alert a named person', 'Stop everything until someone looks'],
      recommended: 'Retry and then alert a named person',
      reason: 'Most failures are brief outages a retry fixes; the rest need a person before the tools drift apart.',
      impact: 6,
      decision: 'Failed syncs',
    },
    {
      id: 'integrations-sync-deletions',
      category: 'data',
      text: 'When a {thing} is deleted in one tool, what happens in the other?',
      options: ['It is deleted there too', 'It is kept there but marked as deleted', 'It is left alone'],
      recommended: 'It is kept there but marked as deleted',
      reason: 'A mistaken delete should not wipe two tools; archiving keeps the history and can be undone.',
      impact: 6,
      decision: 'Deletions',
    },
  ],
} satisfies InteractionInput;
