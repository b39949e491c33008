import type { DomainInput } from '../records';

export default {
  id: 'crm-sales',
  name: 'CRM and sales teams',
  noun: 'CRM',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['crm', 6],
      ['customer relationship management', 6],
      ['sales pipeline', 6],
      ['deal pipeline', 6],
      ['sales funnel', 5],
      ['lead management', 5],
      ['leads', 3],
      ['deals', 3],
      ['prospect', 4],
      ['prospecting', 5],
      ['sales team', 4],
      ['sales rep', 5],
      ['account executive', 4],
      ['cold outreach', 5],
      ['cold calling', 5],
      ['follow-up', 2],
      ['b2b sales', 5],
      ['hubspot', 5],
      ['salesforce', 5],
      ['pipedrive', 6],
      ['sales quota', 4],
      ['client management', 3],
      ['customer relationships', 5],
      ['key account', 5],
      ['account management', 3],
      ['sales call', 4],
      ['b2b', 2],
      ['customer database', 3],
      ['contacts', 2],
      ['sales', 2],
    ],
    de: [
      ['kundenbeziehung*', 6],
      ['kundenverwaltung', 5],
      ['kundenkartei', 5],
      ['vertrieb*', 5],
      ['verkaufschance*', 6],
      ['kaltakquise', 6],
      ['akquise', 4],
      ['interessenten', 3],
      ['aussendienst', 2],
      ['kundenkontakte', 3],
    ],
    es: [
      ['embudo de ventas', 6],
      ['gestion de clientes', 4],
      ['clientes potenciales', 5],
      ['prospectos', 5],
      ['oportunidades de venta', 6],
      ['equipo comercial', 5],
      ['seguimiento de clientes', 5],
      ['agentes comerciales', 4],
      ['ventas', 2],
    ],
    fr: [
      ['gestion de la relation client', 6],
      ['relation client', 4],
      ['prospection', 5],
      ['pipeline commercial', 6],
      ['force de vente', 6],
      ['suivi commercial', 5],
      ['commerciaux', 4],
      ['fichier clients', 4],
      ['opportunites', 3],
    ],
    pt: [
      ['funil de vendas', 6],
      ['gestao de clientes', 4],
      ['prospeccao', 5],
      ['clientes potenciais', 5],
      ['oportunidades de venda', 6],
      ['equipe comercial', 5],
      ['relacionamento com o cliente', 6],
      ['vendedores', 2],
      ['vendas', 2],
    ],
  },
  exclude: [
    'sales tax',
    'point of sale',
    'garage sale',
    'yard sale',
    'for sale',
    'daily deals',
    'best deals',
    'hot deals',
    'deals of the day',
  ],
  entities: [
    {
      name: 'Contact',
      fields: [
        'name',
        'email',
        'phone',
        'company → Company',
        'owner → Sales rep',
        'lifecycle stage (lead, prospect, customer)',
        'source',
        'marketing consent',
      ],
    },
    { name: 'Company', fields: ['name', 'website domain', 'industry', 'size', 'address', 'owner → Sales rep'] },
    {
      name: 'Deal',
      fields: [
        'title',
        'company → Company',
        'contacts → Contact',
        'stage → Pipeline stage',
        'value and currency',
        'expected close date',
        'owner → Sales rep',
        'status (open, won, lost)',
        'lost reason',
      ],
    },
    { name: 'Pipeline stage', fields: ['pipeline', 'name', 'position', 'win probability', 'required fields'] },
    {
      name: 'Activity',
      fields: [
        'type (call, email, meeting, note, task)',
        'contact → Contact',
        'deal → Deal',
        'due at',
        'done',
        'owner → Sales rep',
      ],
    },
    {
      name: 'Quote',
      fields: [
        'deal → Deal',
        'line items → Product',
        'discount',
        'total',
        'status (draft, sent, accepted, declined)',
        'valid until',
      ],
    },
    { name: 'Product', fields: ['name', 'unit price', 'currency', 'maximum discount'] },
    { name: 'Sales rep', fields: ['name', 'email', 'role', 'team', 'territory', 'quota per quarter'] },
  ],
  roles: [
    { name: 'Admin', can: 'set up pipelines, stages, custom fields, users, imports and integrations' },
    {
      name: 'Sales manager',
      can: 'see every deal of their team, reassign leads, set quotas, approve discounts and read forecasts',
    },
    { name: 'Sales rep', can: 'work their own leads and deals, log calls and emails, send quotes and manage their tasks' },
    { name: 'Viewer', can: 'look up contacts, companies and won deals (support or finance) without changing the pipeline' },
  ],
  features: [
    {
      id: 'contacts-companies',
      title: 'Contacts and Companies',
      description:
        'One shared record per person and per company, with owner, stage, tags and the full history of calls, emails and deals on one page.',
      match: ['contacts', 'address book', 'customer list', 'kontakte', 'kundendaten', 'contactos', 'fichier clients', 'contatos'],
      done: [
        {
          when: 'a rep opens a contact',
          then: 'show their details, company, open deals and the activity timeline with the newest first',
        },
        {
          when: 'someone creates a contact with an email address that already exists',
          then: 'warn before saving and offer to open or merge the existing contact',
        },
      ],
    },
    {
      id: 'deal-pipeline',
      title: 'Deal Pipeline Board',
      description:
        'Open deals as cards in stage columns, with the total value per column; dragging a card moves the deal to the next stage.',
      match: [
        'pipeline',
        'deals',
        'sales pipeline',
        'deal board',
        'verkaufschancen',
        'embudo de ventas',
        'pipeline commercial',
        'funil de vendas',
      ],
      done: [
        {
          when: 'a rep drags a deal to another stage',
          then: 'save the new stage with the date it changed and update the column totals',
        },
        { when: 'a rep marks a deal as lost', then: 'ask for the lost reason and take the deal off the open pipeline' },
      ],
    },
    {
      id: 'lead-capture',
      title: 'Lead Capture and Assignment',
      description:
        'Leads from website forms, imports and inbound emails land in one list and are assigned to a rep by the routing rule.',
      match: [
        'leads',
        'lead capture',
        'web form',
        'inbound leads',
        'round robin',
        'lead-zuweisung',
        'captacion de leads',
        'captation de leads',
        'captacao de leads',
      ],
      done: [
        {
          when: 'a website form is submitted',
          then: 'create the lead or attach it to the matching contact, assign it by the routing rule and notify the rep',
        },
        {
          when: 'an assigned lead has not been contacted within the response time',
          then: 'remind the rep and their manager, or reassign it when the rule says so',
        },
      ],
    },
    {
      id: 'activities-tasks',
      title: 'Activity Log and Follow-up Tasks',
      description:
        'Calls, meetings and notes logged on contacts and deals, each able to set the next step as a dated follow-up task.',
      match: [
        'activities',
        'follow-up',
        'call log',
        'tasks',
        'wiedervorlage',
        'aktivitaten',
        'seguimiento',
        'tareas',
        'relance',
        'acompanhamento',
      ],
      done: [
        {
          when: 'a rep logs a call with a next step',
          then: "create a follow-up task on the chosen date and show it on the rep's list for that day",
        },
        { when: 'a follow-up task passes its due date', then: "show it at the top of the rep's today list as overdue" },
      ],
    },
    {
      id: 'email-calendar-sync',
      title: 'Email and Calendar Sync',
      description:
        "Two-way sync with the rep's mailbox and calendar, so emails and meetings with contacts appear on their timeline.",
      match: [
        'email sync',
        'gmail',
        'outlook',
        'calendar sync',
        'e-mail-integration',
        'sincronizacion de correo',
        'synchronisation des emails',
        'sincronizacao de email',
      ],
      done: [
        {
          when: "an email is sent to or received from a known contact's address",
          then: 'attach it to that contact and to their open deal without duplicating it',
        },
        {
          when: "a meeting with a contact is booked in the rep's calendar",
          then: 'log it as a meeting on the contact and the deal',
        },
      ],
    },
    {
      id: 'quotes',
      title: 'Quotes from Deals',
      description:
        'Quotes built on the deal from the product list, sent as a PDF or link, with accepted or declined tracked on the deal.',
      match: ['quotes', 'proposals', 'quotation', 'angebote', 'cotizaciones', 'propuestas', 'devis', 'propostas', 'orcamentos'],
      done: [
        {
          when: 'a rep sends a quote',
          then: 'generate the PDF with line items, discount, total and validity date, and log it on the deal',
        },
        {
          when: 'a rep gives a discount above the allowed limit',
          then: 'hold the quote until a manager approves the discount',
        },
        { when: 'the customer accepts a quote', then: 'mark it accepted, notify the rep and move the deal to won' },
      ],
    },
    {
      id: 'sales-forecast',
      title: 'Sales Forecast and Reports',
      description: 'Weighted pipeline by close month, win rate and conversion per stage, and each rep against quota.',
      match: [
        'forecast',
        'sales reports',
        'win rate',
        'quota',
        'umsatzprognose',
        'prognose',
        'pronostico de ventas',
        'previsions',
        'previsao de vendas',
        'relatorios',
      ],
      done: [
        {
          when: 'a manager opens the forecast for a quarter',
          then: 'show open deal value weighted by stage probability per month, and each rep against their quota',
        },
      ],
    },
    {
      id: 'import-dedupe',
      title: 'Import and Duplicate Merge',
      description:
        'Import contacts and companies from spreadsheets or an old CRM with column mapping, and merge duplicates safely.',
      match: ['import', 'csv', 'excel', 'duplicates', 'merge', 'dubletten', 'importar', 'duplicados', 'doublons', 'importacao'],
      done: [
        {
          when: 'an admin imports a CSV file',
          then: 'show the column mapping with a preview, create the records and list skipped rows with the reason',
        },
        {
          when: 'an imported row matches an existing contact by email',
          then: 'update or skip it as the admin chose, never create a silent duplicate',
        },
      ],
    },
    {
      id: 'email-sequences',
      title: 'Email Templates and Sequences',
      description:
        'Saved templates with merge fields, and multi-step follow-up sequences that stop as soon as the contact replies.',
      match: [
        'templates',
        'sequences',
        'cadence',
        'outreach',
        'drip',
        'e-mail-vorlagen',
        'plantillas',
        'secuencias',
        'modeles',
        'sequences de relance',
        'cadencia',
      ],
      done: [
        {
          when: 'a contact in a sequence replies',
          then: 'stop the sequence for that contact and create a task for the rep',
        },
        { when: 'a contact has unsubscribed', then: 'never send them a sequence or template email again' },
      ],
    },
    {
      id: 'custom-fields-pipelines',
      title: 'Custom Fields and Pipelines',
      description: 'Admins add fields to contacts, companies and deals, and set up several pipelines with their own stages.',
      match: ['custom fields', 'several pipelines', 'benutzerdefinierte felder', 'campos personalizados', 'champs personnalises'],
      done: [
        {
          when: 'a stage has a required field that a deal leaves empty',
          then: 'block moving the deal into that stage and say which field is missing',
        },
      ],
    },
    {
      id: 'teams-territories',
      title: 'Teams, Territories and Visibility',
      description:
        'Reps belong to teams and territories; who sees and edits which contacts and deals follows the visibility rule.',
      match: ['territories', 'sales teams', 'visibility', 'permissions', 'gebiete', 'territorios', 'territoires'],
      done: [
        {
          when: 'a rep opens a deal owned by someone else',
          then: 'show or hide it, and allow or block editing, as the visibility rule says',
        },
      ],
    },
    {
      id: 'products-price-lists',
      title: 'Products and Price Lists',
      description: 'A catalogue of products and services with prices, currencies and the largest discount a rep may give.',
      match: ['products', 'price list', 'catalogue', 'preisliste', 'lista de precios', 'catalogue produits', 'tabela de precos'],
      done: [
        {
          when: 'a rep adds a product to a deal or quote',
          then: 'fill in the list price and recalculate the deal value',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Google Workspace (Gmail and Calendar)', for: 'two-way email and meeting sync with contact timelines' },
    { name: 'Microsoft 365 (Outlook)', for: 'email and calendar sync for teams on Outlook' },
    { name: 'Aircall or Twilio', for: 'click-to-call from a contact, with calls logged and recorded on the timeline' },
    { name: 'DocuSign', for: 'signing accepted quotes and contracts' },
    { name: 'Mailchimp', for: 'newsletters to segments of contacts, with unsubscribes synced back' },
    { name: 'Zapier', for: 'leads from website forms and other tools without custom code' },
  ],
  pages: [
    { name: 'Today', purpose: "the rep's overdue and due tasks, new leads and deals closing soon" },
    { name: 'Pipeline', purpose: 'deal cards by stage with column totals, filters by owner and close date' },
    { name: 'Contacts and companies', purpose: 'searchable lists with saved filters and bulk actions' },
    { name: 'Contact detail', purpose: 'details, company, deals and the full activity timeline' },
    { name: 'Deal detail', purpose: 'stage, value, contacts, quotes, next step and history' },
    { name: 'Forecast and reports', purpose: 'weighted pipeline, win rates and quota attainment' },
    { name: 'Settings', purpose: 'pipelines and stages, custom fields, users, teams, imports and integrations' },
  ],
  design:
    'dense and fast like a good spreadsheet: inline editing, keyboard shortcuts, the rep’s today list as home, and deal values and stages readable at a glance',
  questions: [
    {
      id: 'crm-product-type',
      category: 'scope',
      text: 'Is this CRM for your own sales team, or a CRM product you will sell to other companies?',
      options: ['For our own sales team', 'A CRM product for many companies'],
      recommended: 'For our own sales team',
      reason: 'A CRM for one team can fit your exact sales process and skips sign-up, plans and per-company data separation.',
      impact: 10,
      decision: 'Who the CRM is for',
      replaces: 'audience',
      says: {
        'For our own sales team':
          'Build the CRM for one company’s sales team; pipelines and fields follow its own sales process.',
        'A CRM product for many companies':
          'Build a multi-company CRM: each company signs up, invites its users and sees only its own contacts and deals.',
      },
    },
    {
      id: 'crm-sales-motion',
      category: 'scope',
      text: 'What does a typical sale look like?',
      options: [
        'One buyer, closed within days',
        'Company deals over weeks with several contacts',
        'Repeat orders from existing accounts',
      ],
      recommended: 'Company deals over weeks with several contacts',
      reason: 'Most CRMs serve B2B selling: companies with several contacts per deal and stages that last weeks.',
      impact: 9,
      decision: 'Sales motion',
      says: {
        'One buyer, closed within days':
          'Deals are short and belong to one person: keep the pipeline simple and make logging a call and closing a deal a few taps.',
        'Company deals over weeks with several contacts':
          'Deals belong to a company and can involve several contacts with their role (decision maker, user, finance); stages last weeks.',
        'Repeat orders from existing accounts':
          'Focus on accounts: each customer company has an owner, order history and reorder reminders, and deals are mostly upsells and renewals.',
      },
    },
    {
      id: 'crm-lead-routing',
      category: 'roles',
      text: 'Who gets a new lead when it comes in?',
      options: [
        'Round robin among the reps',
        'By territory or region',
        'A manager assigns each lead',
        'The first rep to claim it',
      ],
      recommended: 'Round robin among the reps',
      reason:
        'Round robin is fair, instant and needs no manager on duty; territories only matter once regions have their own reps.',
      impact: 8,
      decision: 'Lead routing',
      says: {
        'Round robin among the reps': 'Assign each new lead to the next rep in turn, skipping reps marked away.',
        'By territory or region': 'Assign each new lead to the rep who owns its territory (country, region or postcode range).',
        'A manager assigns each lead': 'New leads wait in an unassigned list until a manager assigns them.',
        'The first rep to claim it': 'New leads go to a shared list; the first rep to claim one owns it.',
      },
    },
    {
      id: 'crm-visibility',
      category: 'roles',
      text: "Can sales reps see and change each other's contacts and deals?",
      options: [
        'Everyone sees and edits everything',
        'Everyone sees, only the owner edits',
        'Reps see only their own, managers see all',
      ],
      recommended: 'Everyone sees, only the owner edits',
      reason:
        'Open records stop two reps calling the same customer, while owner-only editing keeps accounts from being taken over.',
      impact: 8,
      decision: 'Record visibility',
      says: {
        'Everyone sees and edits everything': 'Every user sees and edits every contact, company and deal.',
        'Everyone sees, only the owner edits':
          'Every user sees every record, but only its owner and managers may edit it or change its owner.',
        'Reps see only their own, managers see all':
          'Reps see only the contacts and deals they own; managers see and edit everything of their team.',
      },
    },
    {
      id: 'crm-sign-in',
      category: 'security',
      text: 'Who besides the sales reps will sign in to the CRM?',
      options: ['Nobody else', 'Support and finance colleagues, mostly reading', 'Customers, to see their quotes and orders'],
      recommended: 'Support and finance colleagues, mostly reading',
      reason: 'Support and finance look up customers every day; a read-mostly role saves them asking sales.',
      impact: 7,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Nobody else': 'Only sales reps, managers and admins sign in.',
        'Support and finance colleagues, mostly reading':
          'Besides sales, colleagues from support and finance sign in with a viewer role: they see contacts and won deals and add notes.',
        'Customers, to see their quotes and orders':
          'Customers sign in to a separate portal where they see only their own quotes and orders.',
      },
    },
    {
      id: 'crm-stages',
      category: 'data',
      text: 'Which stages does a deal go through?',
      options: [
        'Lead, Qualified, Proposal, Negotiation, Won or Lost',
        'Lead, Demo, Trial, Won or Lost',
        'Our own stages, set up by an admin',
      ],
      recommended: 'Lead, Qualified, Proposal, Negotiation, Won or Lost',
      reason: 'A proven default for B2B sales; admins can rename stages later without losing history.',
      impact: 7,
      decision: 'Deal stages',
      says: {
        'Lead, Qualified, Proposal, Negotiation, Won or Lost':
          'Start with the stages Lead, Qualified, Proposal, Negotiation, Won and Lost, each with a default win probability.',
        'Lead, Demo, Trial, Won or Lost':
          'Start with the stages Lead, Demo, Trial, Won and Lost, each with a default win probability.',
        'Our own stages, set up by an admin':
          'Admins define the stages and their win probabilities; seed a sensible default pipeline.',
      },
    },
    {
      id: 'crm-slow-lead',
      category: 'edge-cases',
      text: 'What happens when nobody contacts a new lead within a few hours?',
      options: ["It stays on the rep's list", 'The rep and their manager are reminded', 'It is reassigned to the next rep'],
      recommended: 'The rep and their manager are reminded',
      reason: 'Leads go cold within hours; a reminder fixes most delays without reshuffling ownership.',
      impact: 5,
      decision: 'Uncontacted leads',
      says: {
        "It stays on the rep's list": 'An uncontacted lead simply stays with its rep; no reminders.',
        'The rep and their manager are reminded':
          'When a new lead has no logged activity within the response time (default 4 working hours), remind the rep and their manager.',
        'It is reassigned to the next rep':
          'When a new lead has no logged activity within the response time, reassign it to the next rep and tell both reps.',
      },
    },
    {
      id: 'crm-duplicates',
      category: 'data',
      text: 'What should happen when the same customer or company is entered twice?',
      options: ['Warn when entering and let users merge', 'Merge automatically by email address', 'Allow duplicates'],
      recommended: 'Warn when entering and let users merge',
      reason: 'Automatic merging joins different people who share an inbox such as info@; a warning keeps people in control.',
      impact: 5,
      decision: 'Duplicates',
      says: {
        'Warn when entering and let users merge':
          'Detect likely duplicates by email, phone and company domain, warn before saving and offer a merge that keeps all activities.',
        'Merge automatically by email address':
          'Merge contacts with the same email address automatically, keeping all activities.',
        'Allow duplicates': 'Duplicates are allowed; no duplicate detection.',
      },
    },
    {
      id: 'crm-lost-reason',
      category: 'data',
      text: 'Must reps give a reason when a deal is lost?',
      recommended: 'Yes',
      reason: 'Lost reasons are the cheapest honest data on pricing, competitors and product gaps.',
      impact: 4,
      decision: 'Lost reasons',
      says: {
        Yes: 'Marking a deal lost requires a reason from a list the admin maintains (price, competitor, timing, no decision, other).',
        No: 'Deals can be marked lost without a reason.',
      },
    },
    {
      id: 'crm-reps-work',
      category: 'design',
      text: 'Where do your sales reps mostly work?',
      options: ['At a desk, on calls and email', 'On the road, visiting customers', 'Both'],
      recommended: 'At a desk, on calls and email',
      reason: 'Inside sales is the common case; field teams need a phone-first layout and quick logging after each visit.',
      impact: 5,
      decision: 'Where reps work',
      replaces: 'devices',
      says: {
        'At a desk, on calls and email':
          'Design for desktop first with dense lists and keyboard shortcuts; keep it usable on phones.',
        'On the road, visiting customers':
          'Design phone-first: nearby customers on a map, click-to-call, and logging a visit with a voice note in a few taps.',
        Both: 'Design responsive: the full pipeline on desktop and a quick phone view for today’s tasks, calls and visit notes.',
      },
    },
    {
      id: 'crm-consent',
      category: 'security',
      text: 'Do you contact leads in the EU or UK, so consent and opt-outs must be recorded?',
      recommended: 'Yes',
      reason:
        'GDPR requires a legal basis per contact and honouring opt-outs; recording it from day one avoids a clean-up later.',
      impact: 5,
      decision: 'Consent and GDPR',
      replaces: 'personal-data',
      says: {
        Yes: 'Record consent and its source per contact, honour unsubscribes across all emails, and let admins export or erase a contact on request.',
        No: 'No consent tracking is needed; still honour unsubscribes in every email.',
      },
    },
    {
      id: 'crm-currency',
      category: 'data',
      text: 'Do you sell in more than one currency?',
      options: ['One currency', 'Several currencies, reported in one'],
      recommended: 'One currency',
      reason: 'A single currency keeps deal values and forecasts simple; add conversion only when you really sell abroad.',
      impact: 3,
      decision: 'Currencies',
      says: {
        'One currency': 'All deal values and quotes use one currency.',
        'Several currencies, reported in one':
          'Deals and quotes carry their own currency; reports convert to the company currency at the rate of the close date.',
      },
    },
    {
      id: 'crm-mail-provider',
      category: 'integrations',
      text: 'Which email and calendar do your reps use?',
      options: ['Google Workspace (Gmail)', 'Microsoft 365 (Outlook)', 'Both'],
      recommended: 'Google Workspace (Gmail)',
      reason: 'Most small sales teams run on Google Workspace, whose APIs give two-way mail and calendar sync.',
      impact: 5,
      decision: 'Mail and calendar provider',
      feature: 'email-calendar-sync',
    },
    {
      id: 'crm-discount-approval',
      category: 'roles',
      text: 'Who must approve a discount on a quote?',
      options: ['No approval needed', 'A manager, above a set discount', 'A manager, for every discount'],
      recommended: 'A manager, above a set discount',
      reason: 'Small discounts keep deals moving; larger ones need a second look to protect margin.',
      impact: 4,
      decision: 'Discount approval',
      feature: 'quotes',
      says: {
        'No approval needed': 'Reps may give any discount without approval.',
        'A manager, above a set discount':
          'Discounts above the limit set per product (default 10%) need a manager’s approval before the quote can be sent.',
        'A manager, for every discount': 'Every discounted quote needs a manager’s approval before it can be sent.',
      },
    },
  ],
} satisfies DomainInput;
