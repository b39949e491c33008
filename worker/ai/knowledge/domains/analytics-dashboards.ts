import type { DomainInput } from '../records';

export default {
  id: 'analytics-dashboards',
  name: 'Analytics and KPI dashboards',
  noun: 'KPI dashboard',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['business intelligence', 6],
      ['bi tool', 6],
      ['bi platform', 6],
      ['kpi', 5],
      ['key performance indicators', 6],
      ['kpi dashboard', 6],
      ['analytics dashboard', 5],
      ['embedded analytics', 6],
      ['product analytics', 5],
      ['web analytics', 5],
      ['marketing analytics', 5],
      ['analytics', 3],
      ['data visualization', 4],
      ['data visualisation', 4],
      ['data warehouse', 5],
      ['bigquery', 5],
      ['snowflake', 3],
      ['metabase', 5],
      ['looker', 4],
      ['power bi', 5],
      ['tableau', 2],
      ['google analytics', 4],
      ['metrics', 3],
      ['scorecard', 4],
      ['cohort', 4],
      ['mrr', 5],
      ['churn', 4],
      ['ltv', 4],
      ['arpu', 5],
      ['saas metrics', 6],
      ['subscription metrics', 6],
      ['recurring revenue', 4],
      ['funnel', 3],
      ['reporting', 3],
      ['management report', 4],
      ['charts', 2],
      ['dashboard', 2],
    ],
    de: [
      ['kennzahl*', 5],
      ['berichtswesen', 4],
      ['controlling', 4],
      ['datenanalyse', 4],
      ['datenvisualisierung', 4],
      ['auswertung*', 3],
      ['umsatzzahlen', 4],
      ['geschaftszahlen', 4],
      ['management-cockpit', 5],
      ['diagramm*', 2],
    ],
    es: [
      ['inteligencia de negocios', 6],
      ['indicadores clave', 5],
      ['analitica', 4],
      ['analisis de datos', 4],
      ['visualizacion de datos', 4],
      ['informes', 3],
      ['reportes', 3],
      ['cuadro de mando', 3],
      ['metricas', 3],
    ],
    fr: [
      ['informatique decisionnelle', 6],
      ['indicateurs cles', 5],
      ['indicateurs de performance', 6],
      ['analyse de donnees', 4],
      ['visualisation de donnees', 4],
      ['pilotage', 4],
      ['rapports', 3],
      ['reporting', 3],
    ],
    pt: [
      ['inteligencia de negocios', 6],
      ['indicadores-chave', 5],
      ['indicadores de desempenho', 6],
      ['analise de dados', 4],
      ['visualizacao de dados', 4],
      ['relatorios gerenciais', 5],
      ['relatorios', 3],
      ['metricas', 3],
      ['painel', 1],
    ],
  },
  exclude: ['bi-weekly', 'bi weekly', 'bi-monthly', 'bi monthly', 'funnel cake', 'snowflake schema', 'tableau de chasse'],
  entities: [
    {
      name: 'Data Source',
      fields: [
        'type (database, warehouse, spreadsheet, SaaS API)',
        'connection details (encrypted)',
        'sync schedule',
        'last synced at',
        'status',
      ],
    },
    {
      name: 'Metric',
      fields: [
        'name',
        'definition (formula or SQL)',
        'source → Data Source',
        'unit and format',
        'owner',
        'target',
        'good direction (up or down)',
      ],
    },
    { name: 'Dashboard', fields: ['title', 'tiles → Tile', 'default date range', 'default filters', 'owner', 'shared with'] },
    {
      name: 'Tile',
      fields: ['dashboard → Dashboard', 'metric → Metric', 'chart type', 'breakdown', 'filters', 'position and size'],
    },
    {
      name: 'Alert',
      fields: ['metric → Metric', 'condition (above, below, change by)', 'threshold', 'channel', 'recipients', 'last fired at'],
    },
    {
      name: 'Report Subscription',
      fields: ['dashboard → Dashboard', 'recipients', 'schedule', 'format (email, PDF)', 'filters'],
    },
    { name: 'Annotation', fields: ['date', 'text', 'author', 'metrics affected'] },
    { name: 'Viewer', fields: ['name', 'email', 'role', 'row filter (region, store, team)', 'last seen at'] },
  ],
  roles: [
    { name: 'Data admin', can: 'connect data sources, define metrics and targets, and manage who sees which data' },
    { name: 'Editor', can: 'build and change dashboards from the defined metrics and share them' },
    { name: 'Viewer', can: 'open shared dashboards, filter, drill down, export and subscribe to reports' },
    { name: 'External viewer', can: 'see only their own organisation’s data in dashboards embedded in the product' },
  ],
  features: [
    {
      id: 'kpi-tiles',
      title: 'KPI Summary Cards',
      description:
        'Headline numbers (revenue, new customers, churn) with a sparkline, the change against the comparison period and progress to target.',
      match: [
        'kpi',
        'kpis',
        'key figures',
        'scorecard',
        'targets',
        'kennzahlen',
        'indicadores',
        'indicateurs',
        'metas',
        'objectifs',
      ],
      done: [
        {
          when: 'a viewer opens the overview',
          then: 'show each KPI with its value, change against the comparison period and progress to target',
        },
        { when: 'a KPI has no data for the selected period', then: 'show "no data" instead of zero' },
      ],
    },
    {
      id: 'data-connections',
      title: 'Data Source Connections',
      description: 'Connect databases, a warehouse, Google Sheets and tools like Stripe or HubSpot, and sync them on a schedule.',
      match: [
        'data sources',
        'connectors',
        'integrations',
        'import',
        'sync',
        'datenquellen',
        'fuentes de datos',
        'sources de donnees',
        'fontes de dados',
      ],
      done: [
        {
          when: 'an admin connects a data source',
          then: 'test the connection, store credentials encrypted and run a first sync',
        },
        { when: 'a scheduled sync fails', then: 'keep the last good data, mark the source as failing and notify the data admin' },
      ],
    },
    {
      id: 'metric-definitions',
      title: 'Metric Definitions',
      description:
        'Each metric is defined once (formula, filters, unit, owner) and reused by every chart, so "revenue" means the same everywhere.',
      match: [
        'metric definitions',
        'semantic layer',
        'calculations',
        'formulas',
        'definitionen',
        'definiciones',
        'definitions',
        'definicoes',
      ],
      done: [
        {
          when: 'an admin changes a metric’s definition',
          then: 'update every chart that uses it and record the change with date and author',
        },
      ],
    },
    {
      id: 'date-filters',
      title: 'Date Range and Period Comparison',
      description:
        'A date range picker with presets, comparison to the previous period or last year, and filters by region, product or channel.',
      match: [
        'filters',
        'date range',
        'compare',
        'segments',
        'filter',
        'zeitraum',
        'rango de fechas',
        'periode',
        'periodo',
        'comparar',
      ],
      done: [
        {
          when: 'a viewer changes the date range or a filter',
          then: 'apply it to every tile on the dashboard and keep it in the page address for sharing',
        },
      ],
    },
    {
      id: 'drill-down',
      title: 'Drill-Down to the Underlying Rows',
      description: 'Clicking a bar or number opens the breakdown behind it, down to the individual orders, deals or sessions.',
      match: ['drill down', 'drill-down', 'details', 'breakdown', 'detailansicht', 'desglose', 'detail', 'detalhamento'],
      done: [
        { when: 'a viewer clicks a data point', then: 'show the breakdown and rows behind it with the same filters applied' },
      ],
    },
    {
      id: 'scheduled-reports',
      title: 'Scheduled Email Reports',
      description: 'Dashboards are emailed as a summary with a PDF or image snapshot on a schedule to chosen recipients.',
      match: [
        'scheduled report',
        'email report',
        'weekly report',
        'digest',
        'pdf report',
        'bericht',
        'informe',
        'rapport',
        'relatorio',
      ],
      done: [
        {
          when: 'a report is due',
          then: 'send each recipient a snapshot of the dashboard with only the data they are allowed to see',
        },
      ],
    },
    {
      id: 'metric-alerts',
      title: 'Threshold Alerts',
      description: 'Alerts fire when a metric crosses a threshold or changes sharply, with a link to the chart.',
      match: ['alerts', 'alerting', 'threshold', 'anomaly', 'warnung', 'alertas', 'alertes', 'alarme'],
      done: [
        {
          when: 'a metric crosses an alert threshold after a sync',
          then: 'notify the recipients once with the value and a link, and not again until it recovers',
        },
      ],
    },
    {
      id: 'row-level-access',
      title: 'Row-level Access by Team or Region',
      description: 'Each viewer sees only the rows they are entitled to (their region, store, team or customer account).',
      match: [
        'permissions',
        'row-level security',
        'access control',
        'berechtigungen',
        'permisos',
        'droits d acces',
        'permissoes',
      ],
      done: [{ when: 'a regional manager opens a dashboard', then: 'filter every tile, drill-down and export to their region' }],
    },
    {
      id: 'chart-builder',
      title: 'Chart and Dashboard Builder',
      description: 'Editors add tiles by picking a metric, chart type, breakdown and filter, and arrange them on a grid.',
      match: [
        'chart builder',
        'custom charts',
        'report builder',
        'diagramme erstellen',
        'graficos personalizados',
        'graphiques',
        'graficos',
      ],
      done: [
        {
          when: 'an editor adds a tile from a metric',
          then: 'preview it with live data and save it to the chosen position on the dashboard',
        },
      ],
    },
    {
      id: 'data-export',
      title: 'CSV and PDF Export',
      description: 'Any table can be downloaded as CSV and any dashboard as PDF, with the active filters stated.',
      match: ['export', 'csv', 'excel', 'download', 'exportieren', 'exportar', 'exporter'],
      done: [{ when: 'a viewer exports a chart', then: 'download its data with the active filters and column names as shown' }],
    },
    {
      id: 'data-freshness',
      title: 'Data Freshness Indicator',
      description: 'Each dashboard says when its data was last updated and warns when a source is behind.',
      match: ['last updated', 'freshness', 'stale data', 'aktualitat', 'actualizacion', 'fraicheur', 'atualizacao'],
      done: [
        { when: 'a source has not synced within its schedule', then: 'show a stale-data warning on every tile that uses it' },
      ],
    },
    {
      id: 'annotations',
      title: 'Chart Annotations',
      description:
        'Team members mark events (a campaign launch, a price change, an outage) on the timeline so spikes explain themselves.',
      match: ['annotations', 'notes on charts', 'events', 'anmerkungen', 'anotaciones', 'annotations graphiques', 'anotacoes'],
      done: [{ when: 'someone adds an annotation on a date', then: 'show a marker on every time chart of the affected metrics' }],
    },
    {
      id: 'embedded-dashboards',
      title: 'Dashboards Embedded for Customers',
      description: 'Dashboards shown inside the product to each customer, with their own data only, in the product’s look.',
      match: ['embedded', 'customer dashboard', 'client reporting', 'einbetten', 'integrado', 'integre', 'embutido'],
      done: [
        {
          when: 'a customer opens their embedded dashboard',
          then: 'use a signed token for their account and never return another customer’s rows',
        },
      ],
    },
    {
      id: 'subscription-metrics',
      title: 'MRR, Churn and LTV Metrics',
      description:
        'Monthly recurring revenue with new, expansion, contraction and churned parts, churn rates, ARPU and customer lifetime value.',
      match: [
        'mrr',
        'arr',
        'churn',
        'ltv',
        'arpu',
        'subscription metrics',
        'saas metrics',
        'recurring revenue',
        'lifetime value',
      ],
      done: [
        {
          when: 'a subscription is upgraded, downgraded, cancelled or refunded in the billing data',
          then: 'move its amount into the matching MRR part for that month and recompute churn and LTV',
        },
        {
          when: 'a payment is in a foreign currency',
          then: 'count it in the reporting currency at that day’s rate, never mixing currencies in one total',
        },
      ],
    },
    {
      id: 'cohort-retention',
      title: 'Cohort Retention Charts',
      description:
        'Customers grouped by the month they started, showing what share is still active or paying in each month after.',
      match: ['cohort', 'cohorts', 'retention', 'kohorten', 'cohortes', 'retencion', 'retention des clients', 'retencao'],
      done: [
        {
          when: 'a user opens the retention chart',
          then: 'show one row per start month with the share still active in each later month, by customers or by revenue',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'SaaS metrics dashboard',
      match: ['mrr', 'arr', 'churn', 'ltv', 'arpu', 'saas metrics', 'subscription metrics', 'recurring revenue', 'stripe data'],
      features: [
        'subscription-metrics',
        'cohort-retention',
        'data-connections',
        'kpi-tiles',
        'date-filters',
        'drill-down',
        'metric-definitions',
      ],
    },
  ],
  integrations: [
    { name: 'PostgreSQL or MySQL', for: 'reading the app’s own database through a read-only replica' },
    { name: 'Google BigQuery or Snowflake', for: 'querying the company data warehouse' },
    { name: 'Google Sheets', for: 'targets and manual figures kept in spreadsheets' },
    { name: 'Stripe and HubSpot', for: 'revenue, subscriptions and pipeline figures' },
    { name: 'Google Analytics 4 Data API', for: 'website traffic and conversions' },
    { name: 'Slack and Microsoft Teams', for: 'delivering metric alerts and report summaries' },
  ],
  pages: [
    { name: 'Overview', purpose: 'the headline KPIs with trend, comparison and target' },
    { name: 'Dashboard', purpose: 'a themed set of charts with shared date range and filters' },
    { name: 'Metric detail', purpose: 'one metric over time, its breakdowns, definition and annotations' },
    { name: 'Dashboard editor', purpose: 'add, arrange and configure tiles' },
    { name: 'Data sources', purpose: 'connections, sync schedules, last sync and errors' },
    { name: 'Alerts and reports', purpose: 'threshold alerts and scheduled report subscriptions' },
    { name: 'Access settings', purpose: 'viewers, roles and which rows each may see' },
  ],
  design:
    'calm and numbers-first: large KPI figures with a plain sparkline, one accent color for the focus metric, green and red only for good and bad change, consistent number formats and a compact grid that prints well',
  questions: [
    {
      id: 'bi-mrr-rules',
      category: 'data',
      text: 'How should annual plans, discounts and refunds count in MRR?',
      options: [
        'Annual plans spread over 12 months, net of discounts',
        'Counted in the month they are paid',
        'As Stripe’s own dashboard counts them',
      ],
      recommended: 'Annual plans spread over 12 months, net of discounts',
      reason: 'Booking a yearly plan in one month makes MRR jump and fall; spreading it shows the business as it really recurs.',
      impact: 7,
      decision: 'MRR rules',
      feature: 'subscription-metrics',
      says: {
        'Annual plans spread over 12 months, net of discounts':
          'Normalise every plan to a monthly amount (annual ÷ 12) after discounts; refunds reduce MRR from the refund date.',
        'Counted in the month they are paid': 'Count revenue in the month it is paid, annual plans included.',
        'As Stripe’s own dashboard counts them': 'Follow Stripe’s own MRR definition so the numbers match the Stripe dashboard.',
      },
    },
    {
      id: 'bi-churn-rule',
      category: 'data',
      text: 'When does a customer count as churned?',
      options: [
        'As soon as they cancel',
        'When the paid period ends after cancelling',
        'When a failed payment is not recovered within 30 days',
      ],
      recommended: 'When the paid period ends after cancelling',
      reason: 'Customers keep paying until their period ends; counting them then matches the revenue actually lost.',
      impact: 6,
      decision: 'Churn definition',
      feature: 'subscription-metrics',
      says: {
        'As soon as they cancel': 'A customer counts as churned on the day they cancel.',
        'When the paid period ends after cancelling':
          'A customer counts as churned when their last paid period ends after cancelling; failed payments count once dunning gives up.',
        'When a failed payment is not recovered within 30 days':
          'Cancellations count when the period ends, and a failed payment counts as churn if not recovered within 30 days.',
      },
    },
    {
      id: 'bi-readers',
      category: 'scope',
      text: 'Who will read these dashboards?',
      options: [
        'Owners and managers',
        'Every team, each with its own view',
        'Our customers, inside our product',
        'Anyone, as a public page',
      ],
      recommended: 'Owners and managers',
      reason:
        'A focused management view answers the questions that matter first; team views follow once the metrics are trusted.',
      impact: 10,
      decision: 'Dashboard readers',
      replaces: 'audience',
      says: {
        'Owners and managers':
          'The dashboards serve owners and managers: one overview of the company’s key figures with drill-down.',
        'Every team, each with its own view':
          'Each team (sales, marketing, support, finance) gets its own dashboard built from shared metric definitions.',
        'Our customers, inside our product':
          'The dashboards are embedded in our product for customers; every query is limited to the signed-in customer’s account.',
        'Anyone, as a public page':
          'The dashboards are public pages with aggregated figures only; no personal or customer-level data.',
      },
    },
    {
      id: 'bi-data-origin',
      category: 'data',
      text: 'Where do the numbers come from today?',
      options: [
        'Our own app’s database',
        'SaaS tools (Stripe, HubSpot, Google Analytics)',
        'Spreadsheets and CSV exports',
        'A data warehouse (BigQuery, Snowflake)',
      ],
      recommended: 'SaaS tools (Stripe, HubSpot, Google Analytics)',
      reason:
        'Most small and mid-size companies keep revenue, pipeline and traffic in a few SaaS tools; their APIs are the first connectors.',
      impact: 9,
      decision: 'Main data source',
      askIf: { not: { kind: ['dashboard'] } },
      says: {
        'Our own app’s database':
          'Read from the app’s own database through a read-only replica or reporting user, never the primary write connection.',
        'SaaS tools (Stripe, HubSpot, Google Analytics)':
          'Pull data from the SaaS tools’ APIs on a schedule into the app’s own store, respecting each API’s rate limits.',
        'Spreadsheets and CSV exports':
          'Import figures from Google Sheets or uploaded CSV files, validating columns and types on every import.',
        'A data warehouse (BigQuery, Snowflake)':
          'Query the existing data warehouse directly with a read-only service account; cache results per dashboard.',
      },
    },
    {
      id: 'bi-build-or-embed',
      category: 'scope',
      text: 'Should the charts be built into the app, or should an existing BI tool be embedded?',
      options: [
        'Custom charts built into the app',
        'Embed Metabase, Looker Studio or Power BI',
        'Custom KPIs, plus a BI tool for ad-hoc questions',
      ],
      recommended: 'Custom charts built into the app',
      reason:
        'A fixed set of KPIs is quick to build and fits the product; a BI tool pays off only when people ask new questions daily.',
      impact: 8,
      decision: 'Build or embed',
      says: {
        'Custom charts built into the app':
          'Build the charts in the app with a charting library (ECharts or Recharts) over the defined metrics.',
        'Embed Metabase, Looker Studio or Power BI':
          'Build dashboards in the chosen BI tool and embed them with signed embedding; the app handles sign-in, navigation and access.',
        'Custom KPIs, plus a BI tool for ad-hoc questions':
          'Build the headline KPIs in the app and link to a BI tool on the same data for ad-hoc exploration.',
      },
    },
    {
      id: 'bi-metric-owner',
      category: 'roles',
      text: 'Who decides how a metric such as "revenue" or "active customer" is calculated?',
      options: ['One data person, in code', 'Admins, in a settings screen', 'Every editor, per chart'],
      recommended: 'Admins, in a settings screen',
      reason:
        'One shared definition ends "which number is right?" meetings; a settings screen avoids a developer for each change.',
      impact: 8,
      decision: 'Metric definitions',
      says: {
        'One data person, in code':
          'Metric definitions live in code (SQL or a semantic layer file) and change through reviewed commits.',
        'Admins, in a settings screen':
          'Admins define each metric once in a settings screen (source, formula, filters, unit, target); charts can only use defined metrics.',
        'Every editor, per chart':
          'Editors define calculations per chart; show the formula under each chart so differences can be traced.',
      },
    },
    {
      id: 'bi-viewer-sign-in',
      category: 'security',
      text: 'How do people get into the dashboards?',
      options: [
        'Company sign-in (Google or Microsoft)',
        'Email and password accounts',
        'A secret link, no sign-in',
        'Through our product’s existing sign-in',
      ],
      recommended: 'Company sign-in (Google or Microsoft)',
      reason: 'Business figures should follow the company account: when someone leaves, their access goes with it.',
      impact: 8,
      decision: 'Viewer sign-in',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Company sign-in (Google or Microsoft)':
          'Viewers sign in with Google Workspace or Microsoft accounts of the allowed company domains only.',
        'Email and password accounts':
          'Viewers are invited by email and sign in with a password; admins can remove access at any time.',
        'A secret link, no sign-in':
          'Dashboards open through an unguessable link that admins can revoke; no personal data is shown on them.',
        'Through our product’s existing sign-in':
          'Use the product’s existing sign-in and pass the account to the dashboards in a signed token.',
      },
    },
    {
      id: 'bi-row-limits',
      category: 'security',
      text: 'Should each person see only the data for their own region, store or team?',
      recommended: 'Yes',
      reason: 'Managers of one branch rarely should see another’s figures, and adding this later means rechecking every query.',
      impact: 7,
      decision: 'Row-level access',
      askIf: {
        all: [
          { answer: 'bi-readers', is: ['Every team, each with its own view', 'Our customers, inside our product'] },
          { not: { kind: ['dashboard'] } },
        ],
      },
      says: {
        Yes: 'Each viewer has a data scope (region, store, team or customer account) applied to every query, drill-down, export and emailed report.',
        No: 'Every signed-in viewer sees all data.',
      },
    },
    {
      id: 'bi-refresh',
      category: 'performance',
      text: 'How fresh do the numbers need to be?',
      options: ['Live, within a minute', 'Updated every hour', 'Once a day, overnight'],
      recommended: 'Updated every hour',
      reason:
        'Hourly feels current during the working day and stays well within source API limits; live data costs far more to build.',
      impact: 7,
      decision: 'Data refresh',
      askIf: { not: { kind: ['dashboard'] } },
      says: {
        'Live, within a minute':
          'Numbers update within a minute of the source changing; use change events or short polling and cache per query.',
        'Updated every hour': 'Sync sources every hour and show the last update time on each dashboard.',
        'Once a day, overnight':
          'Load all sources once a night so every chart shows the same cut-off; show the data date on each dashboard.',
      },
    },
    {
      id: 'bi-sync-failure',
      category: 'edge-cases',
      text: 'When a data source fails to update, what should the dashboards show?',
      options: [
        'The last good numbers with a stale warning',
        'Hide the affected charts',
        'The numbers as they are, without a warning',
      ],
      recommended: 'The last good numbers with a stale warning',
      reason: 'A silent gap looks like a sales drop; a visible warning stops decisions being made on half-loaded data.',
      impact: 6,
      decision: 'Failed data updates',
      says: {
        'The last good numbers with a stale warning':
          'When a source fails to sync, keep its last good data, mark every affected tile as stale with the last update time, and alert the data admin.',
        'Hide the affected charts': 'When a source fails to sync, hide its charts with a message until the next successful sync.',
        'The numbers as they are, without a warning': 'Show whatever data is loaded without staleness warnings.',
      },
    },
    {
      id: 'bi-comparison',
      category: 'user-flow',
      text: 'What should each KPI be compared against by default?',
      options: ['The previous period', 'The same period last year', 'A target set by management', 'No comparison'],
      recommended: 'The previous period',
      reason: 'It is always available and answers "are we up or down?"; last year needs a full year of history first.',
      impact: 5,
      decision: 'Default comparison',
      says: {
        'The previous period': 'Compare each KPI with the previous period of the same length, shown as a percentage change.',
        'The same period last year': 'Compare each KPI with the same period last year, so seasonal businesses see real change.',
        'A target set by management': 'Compare each KPI with its target for the period and show progress towards it.',
        'No comparison': 'Show KPIs without a comparison.',
      },
    },
    {
      id: 'bi-screens',
      category: 'design',
      text: 'Where will the dashboards mostly be looked at?',
      options: ['On desktop at work', 'On phones, between meetings', 'On a TV screen in the office'],
      recommended: 'On desktop at work',
      reason: 'Drill-down and filters work best with a mouse and room; phones get a compact KPI list.',
      impact: 5,
      decision: 'Viewing screens',
      replaces: 'devices',
      says: {
        'On desktop at work': 'Design for desktop first with a multi-column grid; on phones, stack tiles into a single KPI list.',
        'On phones, between meetings':
          'Design mobile-first: KPIs as a vertical list, charts full width, filters in a bottom sheet.',
        'On a TV screen in the office':
          'Add a TV mode: full-screen, large type, no interaction needed, rotating dashboards and refreshing on its own.',
      },
    },
    {
      id: 'bi-time-zone',
      category: 'edge-cases',
      text: 'Which time zone decides the day a sale or sign-up counts on?',
      options: ['The company’s head-office time zone', 'Each viewer’s own time zone', 'UTC'],
      recommended: 'The company’s head-office time zone',
      reason: 'Daily totals must match the finance and sales reports; totals that shift with the viewer cause endless confusion.',
      impact: 4,
      decision: 'Reporting time zone',
      says: {
        'The company’s head-office time zone':
          'Bucket all dates by the company’s head-office time zone and state it on every dashboard.',
        'Each viewer’s own time zone': 'Bucket dates by each viewer’s time zone; exports state the zone used.',
        UTC: 'Bucket all dates in UTC and state it on every dashboard.',
      },
    },
    {
      id: 'bi-week-start',
      category: 'data',
      text: 'How do your reporting weeks and years run?',
      options: ['Weeks start Monday, calendar year', 'Weeks start Sunday, calendar year', 'A custom fiscal year'],
      recommended: 'Weeks start Monday, calendar year',
      reason: 'It is the ISO standard most finance teams use; a fiscal year is only worth it if the accounts already run on one.',
      impact: 3,
      decision: 'Reporting calendar',
    },
    {
      id: 'bi-alert-channel',
      category: 'integrations',
      text: 'Where should metric alerts be sent?',
      options: ['Email', 'Slack or Microsoft Teams', 'Both'],
      recommended: 'Slack or Microsoft Teams',
      reason: 'Alerts in a team channel get seen and discussed; email alerts are easily filtered away.',
      impact: 4,
      decision: 'Alert channel',
      feature: 'metric-alerts',
    },
    {
      id: 'bi-report-rhythm',
      category: 'user-flow',
      text: 'How often should the emailed report go out?',
      options: ['Every morning', 'Weekly, on Monday morning', 'Monthly, after month end'],
      recommended: 'Weekly, on Monday morning',
      reason: 'A Monday summary is read before the week’s meetings; daily reports soon go unread.',
      impact: 3,
      decision: 'Report schedule',
      feature: 'scheduled-reports',
    },
  ],
} satisfies DomainInput;
