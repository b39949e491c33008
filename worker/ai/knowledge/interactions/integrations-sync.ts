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
      ['synchronisation', 6],
      ['sync', 5],
      ['integrier*', 4],
      ['verknüpf*', 3],
      ['importier*', 3],
      ['exportier*', 2],
      ['api', 3],
      ['verbinden', 2],
      ['migrier*', 3],
      ['webhook*', 5],
    ],
    es: [
      ['sincroniz*', 4],
      ['integrar', 4],
      ['integración', 4],
      ['conectar', 3],
      ['sync', 5],
      ['integraciones', 4],
      ['api', 3],
      ['importar', 3],
      ['exportar', 2],
      ['migrar', 3],
      ['conexion con', 3],
      ['webhook*', 5],
      ['vincular', 3],
    ],
    fr: [
      ['synchronis*', 6],
      ['intégrer', 4],
      ['intégration', 4],
      ['connecter', 3],
      ['sync', 5],
      ['api', 3],
      ['importer', 3],
      ['exporter', 2],
      ['migrer', 3],
      ['relier', 3],
      ['connexion avec', 3],
      ['webhook*', 5],
      ['interfacer', 4],
    ],
    pt: [
      ['sincroniz*', 4],
      ['integrar', 4],
      ['integração', 4],
      ['conectar', 3],
      ['sync', 5],
      ['integrações', 4],
      ['api', 3],
      ['importar', 3],
      ['exportar', 2],
      ['migrar', 3],
      ['conexão com', 3],
      ['webhook*', 5],
      ['vincular', 3],
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
    {
      id: 'integrations-sync-first-import',
      category: 'data',
      text: 'What happens to the {things} already in the tools when syncing starts?',
      options: [
        'Ignored: only changes from now on are synced',
        'All imported once, matched to those already there',
        'Only recent ones imported, such as the last year',
      ],
      recommended: 'All imported once, matched to those already there',
      reason:
        'A first import with matching avoids duplicates and gaps; without it the tools disagree about everything made before go-live.',
      impact: 7,
      decision: 'First import',
      says: {
        'Ignored: only changes from now on are synced':
          'Existing {things} are not copied; only {things} created or changed after go-live are synced.',
        'All imported once, matched to those already there':
          'Before regular syncing starts, import all existing {things} once: match those present on both sides, create the rest, and report the counts for an admin to check before going live.',
        'Only recent ones imported, such as the last year':
          'Before regular syncing starts, import the {things} created or changed in a set period (such as the last 12 months), matching those already present; older ones stay where they are.',
      },
    },
    {
      id: 'integrations-sync-scope',
      category: 'scope',
      text: 'Should every {thing} be synced, or only some?',
      options: ['Every {thing}', 'Only those matching a rule, such as a status or tag', 'Only those a person marks for syncing'],
      recommended: 'Only those matching a rule, such as a status or tag',
      reason:
        'A rule such as “active ones only” keeps drafts, test entries and old data out of the other tool without anyone ticking boxes.',
      impact: 6,
      decision: 'Which {things} sync',
      says: {
        'Every {thing}': 'Sync every {thing}, whatever its status.',
        'Only those matching a rule, such as a status or tag':
          'Sync only {things} that match a rule an admin sets (such as a status, tag or type); a {thing} that stops matching is no longer updated and is marked as such in the other tool.',
        'Only those a person marks for syncing':
          'Sync only {things} that a person has marked for syncing; unmarking one stops further updates.',
      },
    },
    {
      id: 'integrations-sync-account',
      category: 'security',
      text: 'Whose account connects each tool for syncing {things}?',
      options: [
        'A shared account owned by {owner}',
        'The account of the admin who set it up',
        'Each person connects their own account',
      ],
      recommended: 'A shared account owned by {owner}',
      reason:
        'A connection tied to one person breaks the day they leave or change their password; an account owned by {owner} survives the hand-over.',
      impact: 6,
      decision: 'Connected accounts',
      says: {
        'A shared account owned by {owner}':
          'Connect each tool with a service account or API key owned by {owner}, not by a person, with only the permissions the sync needs; credentials are stored encrypted and admins are warned before they expire.',
        'The account of the admin who set it up':
          'Connect each tool with the account of the admin who set it up; the settings show whose account it is, and another admin can reconnect it with their own.',
        'Each person connects their own account':
          'Each person connects their own account in each tool, and only their own {things} are synced, with the rights that account has.',
      },
    },
    {
      id: 'integrations-sync-unknown-values',
      category: 'edge-cases',
      text: 'What should happen when a {thing} has a value the other tool does not know, such as a new status or category?',
      options: [
        'Skipped and logged for a person to fix',
        'Synced with a default value and flagged',
        'Held back until an admin maps the new value',
      ],
      recommended: 'Synced with a default value and flagged',
      reason:
        'The rest of the {thing} stays current in the other tool, and the flag prompts someone to add the new value to the mapping.',
      impact: 5,
      decision: 'Unknown values',
      says: {
        'Skipped and logged for a person to fix':
          'A {thing} with a value the other tool does not know (such as a new status) is not synced; it is listed in the sync log for a person to fix.',
        'Synced with a default value and flagged':
          'A value the other tool does not know is replaced by a default set per field; the {thing} is synced, flagged in the sync log, and an admin can add the value to the mapping.',
        'Held back until an admin maps the new value':
          'A {thing} with an unknown value waits in a review list until an admin maps the new value; it then syncs with the next run.',
      },
    },
  ],
} satisfies InteractionInput;
