import type { InteractionInput } from '../records';

export default {
  id: 'reports-over-data',
  name: 'Reports over existing data',
  noun: 'reporting dashboard',
  verbs: [
    ['visualise', 5],
    ['visualize', 5],
    ['chart', 4],
    // "residents can report a problem": reporting an issue is no report over data.
    ['report', 1],
    ['analyse', 3],
    ['analyze', 3],
    ['monitor', 2],
    ['aggregate', 3],
  ],
  nouns: [
    ['kpi', 6],
    ['metric', 4],
    ['report', 2],
    ['chart', 3],
    ['dashboard', 6],
  ],
  recognise: {
    de: [
      ['dashboard', 6],
      ['kennzahl*', 6],
      ['auswertung*', 5],
      ['bericht*', 3],
      ['reporting', 5],
      ['visualisier*', 5],
      ['auswerten', 5],
      ['auswertet', 5],
      ['ausgewertet', 5],
      ['diagramm*', 4],
      ['statistik*', 4],
      ['kpi', 6],
      ['analyse*', 3],
      ['analysier*', 3],
      ['*bericht', 3],
      ['controlling', 4],
      ['trends', 3],
      ['übersicht', 2],
    ],
    es: [
      ['panel de control', 6],
      ['cuadro de mando', 6],
      ['indicadores', 4],
      ['informe*', 3],
      ['visualizar', 4],
      ['visualiz*', 4],
      ['dashboard', 6],
      ['kpi', 6],
      ['estadistica*', 4],
      ['gráfico*', 3],
      ['analizar', 3],
      ['analiz*', 3],
      ['análisis', 3],
      ['métricas', 4],
      ['reportes', 3],
      ['tendencias', 3],
    ],
    fr: [
      ['tableau de bord', 6],
      ['indicateur*', 4],
      ['rapport*', 3],
      ['reporting', 5],
      ['visualiser', 4],
      ['visualis*', 4],
      ['dashboard', 6],
      ['kpi', 6],
      ['statistique*', 4],
      ['graphique*', 4],
      ['analyser', 3],
      ['analyse*', 3],
      ['analysons', 3],
      ['métrique*', 4],
      ['tendances', 3],
      ['synthèse*', 3],
      ['bilan*', 3],
    ],
    pt: [
      ['painel', 4],
      ['indicadores', 4],
      ['relatório*', 3],
      ['dashboard', 6],
      ['visualizar', 4],
      ['visualiz*', 4],
      ['kpi', 6],
      ['estatística*', 4],
      ['gráfico*', 4],
      ['analisar', 3],
      ['analis*', 3],
      ['análise*', 3],
      ['métricas', 4],
      ['tendências', 3],
      ['paineis', 4],
    ],
  },
  // ("we just need a CSV out", "export a CSV for Sage": data the app hands on, not data it reports over.)
  notIn: ['csv out', 'export a csv', 'export to csv', 'export as csv', 'download a csv'],
  // "upload the CSV files … takings by site, machine and hour": figures over data that already exists.
  phrases: [
    ['csv', 4],
    ['csvs', 4],
    ['csv files', 5],
    ['by site', 3],
    ['per machine', 3],
    ['by machine', 3],
    ['by hour', 3],
    ['by month', 2],
    ['takings by', 4],
    ['compared to the same', 4],
    ['same month last year', 5],
  ],
  thing: 'report',
  things: 'reports',
  features: [
    {
      id: 'reports-over-data-overview',
      title: 'Key Figures at a Glance',
      description: 'One screen with the figures that matter most, each with its trend against the previous period.',
      done: [
        {
          when: 'someone opens the overview',
          then: 'show each key figure for the current period next to the previous one, with the time of the last refresh',
        },
      ],
    },
    {
      id: 'reports-over-data-filters',
      title: 'Period and Segment Filters',
      description: 'Filters by date range and by segment (team, location, product…) that every chart follows at once.',
      done: [
        {
          when: 'someone changes the date range or a segment',
          then: 'redraw every chart and total for that selection and keep it in the page address for sharing',
        },
      ],
    },
    {
      id: 'reports-over-data-refresh',
      title: 'Scheduled Data Refresh',
      description: 'A connection to each source system that pulls new data on a schedule and reports when it fails.',
      done: [
        {
          when: 'a scheduled refresh runs',
          then: 'load the new data from the source, update the {things} and record when it finished',
        },
        {
          when: 'a refresh fails',
          then: 'keep the last good data on screen, mark it as stale and notify whoever looks after the connection',
        },
      ],
    },
    {
      id: 'reports-over-data-access',
      title: 'Role-based Access to Figures',
      description: 'Each person sees only the teams, locations or clients their role allows, enforced on the server.',
      done: [
        {
          when: 'someone opens {things} covering data outside their role',
          then: 'leave that data out of every chart, total and export instead of showing it',
        },
      ],
    },
    {
      id: 'reports-over-data-export',
      title: '{Thing} Exports and Email Digests',
      description: 'A CSV or PDF of what is on screen, and a scheduled email with the key figures.',
      done: [
        {
          when: 'someone exports the current view',
          then: 'download exactly the figures on screen with the filters that produced them',
        },
        {
          when: 'a scheduled digest is due',
          then: 'email each recipient the key figures they are allowed to see, with a link to the full view',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'reports-over-data-source',
      category: 'integrations',
      text: 'Where does the data behind the {things} live today?',
      options: [
        'Spreadsheets or CSV exports',
        'A database we run',
        'Business tools with an API (Shopify, HubSpot, Stripe…)',
        'A mix of these',
      ],
      recommended: 'A mix of these',
      reason: 'Most figures are spread over a few tools; planning for several sources from the start avoids a rebuild later.',
      impact: 10,
      decision: 'Data sources',
      replaces: 'webapp-data-storage',
      says: {
        'Spreadsheets or CSV exports':
          'Read the data from spreadsheets or CSV exports (upload or a linked Google Sheet) and check columns on every import.',
        'A database we run':
          'Read from the existing database with a read-only user; never change its schema; keep only settings and caches.',
        'Business tools with an API (Shopify, HubSpot, Stripe…)':
          'Pull the data from the tools’ APIs into our own store on a schedule, respecting their rate limits.',
        'A mix of these':
          'Bring every source into one store with a connector per source, so figures from different tools can be combined.',
      },
      settledBy: {
        'Spreadsheets or CSV exports': [
          'spreadsheet',
          'excel',
          'google sheets',
          'csv',
          'tabellenkalkulation',
          'hoja de cálculo',
          'tableur',
          'planilha',
        ],
        'A database we run': ['postgres', 'postgresql', 'mysql', 'sql server', 'our database', 'data warehouse', 'bigquery'],
        'Business tools with an API (Shopify, HubSpot, Stripe…)': [
          'shopify',
          'hubspot',
          'stripe',
          'salesforce',
          'google analytics',
          'quickbooks',
          'xero',
        ],
      },
    },
    {
      id: 'reports-over-data-freshness',
      category: 'performance',
      text: 'How fresh must the figures in the {things} be?',
      options: [
        'Within a minute of any change',
        'Refreshed every hour',
        'Refreshed once a day',
        'Updated when someone uploads a file',
      ],
      recommended: 'Refreshed every hour',
      reason: 'Hourly feels current for day-to-day decisions without loading the source system or paying for streaming.',
      impact: 8,
      decision: 'Data freshness',
      replaces: 'live-updates',
      says: {
        'Within a minute of any change':
          'Stream changes from the sources (webhooks or change feeds) so figures are at most a minute old.',
        'Refreshed every hour': 'Refresh the data from every source once an hour and show the time of the last refresh.',
        'Refreshed once a day': 'Refresh the data once a night and show the date of the last refresh on every screen.',
        'Updated when someone uploads a file':
          'Update the figures whenever someone uploads a new export; show which file they come from.',
      },
      settledBy: {
        'Within a minute of any change': [
          'real-time',
          'realtime',
          'real time',
          'live data',
          'echtzeit',
          'tiempo real',
          'temps réel',
          'tempo real',
        ],
        'Refreshed every hour': ['hourly', 'every hour', 'stündlich', 'cada hora', 'toutes les heures', 'a cada hora'],
        'Refreshed once a day': [
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
      id: 'reports-over-data-access',
      category: 'roles',
      text: 'Who sees which figures in the {things}?',
      options: [
        'Everyone sees everything',
        'Teams see their own; managers see all',
        'Each person sees only their own figures',
        'Outside clients see theirs through their own login',
      ],
      recommended: 'Teams see their own; managers see all',
      reason: 'Most {things} mix team and company figures; scoping by team from day one avoids numbers leaking later.',
      impact: 8,
      decision: 'Who sees which figures',
      replaces: 'webapp-data-sharing',
      says: {
        'Everyone sees everything':
          'Every signed-in person sees all figures; keep roles only for who manages sources and settings.',
        'Teams see their own; managers see all':
          'Filter every query by the viewer’s team on the server; managers and admins see all teams and the company totals.',
        'Each person sees only their own figures':
          'Filter every query to the viewer’s own records on the server; admins see all.',
        'Outside clients see theirs through their own login':
          'Give each client a login that sees only their own data; staff see every client.',
      },
    },
    {
      id: 'reports-over-data-definitions',
      category: 'data',
      text: 'How is each figure in the {things} defined?',
      options: [
        'Exactly as the source system shows it',
        'Defined once in the app with a written definition',
        'Each person builds their own charts',
      ],
      recommended: 'Defined once in the app with a written definition',
      reason: 'One agreed definition per figure stops two {things} showing two different totals for the same month.',
      impact: 7,
      decision: 'Figure definitions',
      says: {
        'Exactly as the source system shows it': 'Show each figure as the source system calculates it; do not recompute totals.',
        'Defined once in the app with a written definition':
          'Define each figure once (formula, filters, time zone), show its definition on hover and reuse it everywhere.',
        'Each person builds their own charts':
          'Let people build their own charts from the available fields and save them; mark the shared, agreed ones.',
      },
    },
    {
      id: 'reports-over-data-write-back',
      category: 'scope',
      text: 'Do people only read the {things}, or also change data through them?',
      options: ['Read only: changes happen in the source system', 'Small corrections are written back to the source'],
      recommended: 'Read only: changes happen in the source system',
      reason: 'Writing back turns the {things} into a second front end to the source; read-only keeps one place of truth.',
      impact: 6,
      decision: 'Read-only or write-back',
    },
    {
      id: 'reports-over-data-alerts',
      category: 'user-flow',
      text: 'What should happen when a figure in the {things} crosses a limit?',
      options: ['Nothing: people check the {things}', 'An alert to whoever owns the figure', 'A daily digest of what changed'],
      recommended: 'An alert to whoever owns the figure',
      reason: 'An alert at the moment a figure goes wrong is worth more than any chart nobody happened to open.',
      impact: 5,
      decision: 'Threshold alerts',
    },
    {
      id: 'reports-over-data-history',
      category: 'data',
      text: 'How far back should the {things} go from the first day?',
      options: ['Only from launch onwards', 'The last two years, loaded at the start', 'All the history the sources hold'],
      recommended: 'The last two years, loaded at the start',
      reason:
        'Two years lets every month be compared with the same month last year from the first day, without loading data nobody reads.',
      impact: 7,
      decision: 'History loaded at the start',
      says: {
        'Only from launch onwards': 'Collect data from the day the app goes live; earlier periods are empty and say so.',
        'The last two years, loaded at the start':
          'Load the last two years from every source at the start, in batches within each source’s limits, so year-on-year comparisons work from the first day.',
        'All the history the sources hold':
          'Load all the history every source holds at the start, in batches within each source’s limits, and index it so long date ranges stay fast.',
      },
    },
    {
      id: 'reports-over-data-drill-down',
      category: 'scope',
      text: 'Can people open a figure in the {things} to see the records behind it?',
      options: [
        'No: totals and charts only',
        'Yes: a list of the records behind it',
        'Yes, with a link to each record in its source',
      ],
      recommended: 'Yes: a list of the records behind it',
      reason:
        'The first question about any odd number is “which ones?”; without the records behind it, people go back to the source to check.',
      impact: 7,
      decision: 'Records behind a figure',
      says: {
        'No: totals and charts only': 'Show totals and charts only; the records behind them are not kept or shown.',
        'Yes: a list of the records behind it':
          'Clicking a figure or a bar in a chart lists the records behind it, with the same filters, to sort and export.',
        'Yes, with a link to each record in its source':
          'Clicking a figure lists the records behind it, each with a link that opens it in the source system.',
      },
    },
    {
      id: 'reports-over-data-targets',
      category: 'data',
      text: 'Should figures in the {things} be shown against targets?',
      options: [
        'No targets: actual figures only',
        'A target per figure and period, typed in',
        'Targets imported from a budget spreadsheet',
      ],
      recommended: 'A target per figure and period, typed in',
      reason:
        'A figure means little until it sits next to what was hoped for; typing a few targets a year is quick and needs no import.',
      impact: 6,
      decision: 'Targets',
      says: {
        'No targets: actual figures only': 'Show actual figures and trends only; there are no targets.',
        'A target per figure and period, typed in':
          'Staff type a target per figure and period (month, quarter or year); each figure shows its target and how far ahead or behind it is.',
        'Targets imported from a budget spreadsheet':
          'Targets per figure and period are imported from a budget spreadsheet, and imported again when the budget changes; each figure shows its target and the gap.',
      },
    },
    {
      id: 'reports-over-data-restatements',
      category: 'edge-cases',
      text: 'What happens when data for a period already reported is corrected in the source?',
      options: [
        'Figures update quietly to match',
        'Figures update, with a note that the period changed',
        'Closed periods stay frozen as first reported',
      ],
      recommended: 'Figures update, with a note that the period changed',
      reason:
        'Numbers that change without a word destroy trust in the {things}; a note on the changed period answers the question before it is asked.',
      impact: 6,
      decision: 'Corrections to past figures',
      says: {
        'Figures update quietly to match':
          'Past periods are recalculated from the source on each refresh; nothing marks that they changed.',
        'Figures update, with a note that the period changed':
          'Past periods are recalculated on each refresh; when a figure for a past period changes, it is marked with the date of the change and the previous value.',
        'Closed periods stay frozen as first reported':
          'Staff close a period once it is reported; its figures are saved and no longer recalculated, and later corrections show as an adjustment in the current period.',
      },
    },
  ],
} satisfies InteractionInput;
