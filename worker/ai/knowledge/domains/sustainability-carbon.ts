import type { DomainInput } from '../records';

export default {
  id: 'sustainability-carbon',
  name: 'Sustainability and carbon accounting',
  noun: 'carbon accounting app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['carbon footprint', 6],
      ['carbon accounting', 6],
      ['ghg emissions', 6],
      ['ghg protocol', 6],
      ['greenhouse gas', 5],
      ['co2 emissions', 6],
      ['co2e', 6],
      ['emission factors', 6],
      ['emissions', 4],
      ['scope 1', 5],
      ['scope 2', 5],
      ['scope 3', 6],
      ['esg', 5],
      ['esg reporting', 6],
      ['csrd', 6],
      ['sustainability report', 6],
      ['sustainability reporting', 6],
      ['sustainability', 3],
      ['net zero', 5],
      ['decarbonisation', 6],
      ['decarbonization', 6],
      ['sbti', 6],
      ['science-based targets', 6],
      ['carbon offsets', 5],
      ['carbon credits', 5],
      ['carbon neutral', 5],
      ['carbon', 3],
      ['cdp', 3],
      ['climate', 2],
      ['footprint', 2],
    ],
    de: [
      ['co2 bilanz*', 6],
      ['co2 fussabdruck', 6],
      ['fussabdruck', 3],
      ['klimabilanz*', 6],
      ['treibhausgas*', 6],
      ['emissionen', 4],
      ['nachhaltigkeitsbericht*', 6],
      ['nachhaltigkeit*', 3],
      ['klimaneutral*', 5],
      ['dekarbonisierung', 6],
      ['klimaziel*', 4],
      ['esg bericht*', 6],
    ],
    es: [
      ['huella de carbono', 6],
      ['emisiones de co2', 6],
      ['gases de efecto invernadero', 6],
      ['informe de sostenibilidad', 6],
      ['sostenibilidad', 3],
      ['descarbonizacion', 6],
      ['emisiones', 4],
      ['neutralidad de carbono', 5],
      ['alcance 3', 5],
      ['creditos de carbono', 5],
    ],
    fr: [
      ['bilan carbone', 6],
      ['empreinte carbone', 6],
      ['gaz a effet de serre', 6],
      ['bilan ges', 6],
      ['rapport rse', 6],
      ['rse', 4],
      ['developpement durable', 4],
      ['decarbonation', 6],
      ['emissions de co2', 6],
      ['neutralite carbone', 5],
    ],
    pt: [
      ['pegada de carbono', 6],
      ['emissoes de carbono', 6],
      ['gases de efeito estufa', 6],
      ['inventario de emissoes', 6],
      ['relatorio de sustentabilidade', 6],
      ['sustentabilidade', 3],
      ['descarbonizacao', 6],
      ['emissoes', 4],
      ['neutralidade de carbono', 5],
      ['creditos de carbono', 5],
    ],
  },
  exclude: [
    'scope creep',
    'project scope',
    'carbon copy',
    'carbon fiber',
    'carbon fibre',
    'digital footprint',
    'memory footprint',
    'small footprint',
    'light emission',
  ],
  entities: [
    { name: 'Site', fields: ['name', 'country', 'legal entity', 'floor area', 'employees', 'included from and to'] },
    {
      name: 'Activity Record',
      fields: [
        'site → Site',
        'category (electricity, gas, fuel, travel, purchases, waste…)',
        'period',
        'quantity and unit',
        'supplier or tariff',
        'evidence file',
        'entered by → User',
        'status (draft, submitted, approved)',
      ],
    },
    {
      name: 'Emission Factor',
      fields: ['source (DESNZ, EPA, ADEME…)', 'year', 'region', 'activity type', 'unit', 'kg CO2e per unit'],
    },
    {
      name: 'Emission',
      fields: [
        'activity → Activity Record',
        'factor → Emission Factor',
        'scope (1, 2, 3)',
        'scope 3 category',
        'tonnes CO2e',
        'method (location or market-based)',
      ],
    },
    {
      name: 'Target',
      fields: ['base year', 'base emissions', 'target year', 'reduction %', 'scopes covered', 'type (absolute or intensity)'],
    },
    {
      name: 'Initiative',
      fields: ['title', 'owner → User', 'expected savings (t CO2e a year)', 'cost', 'status', 'start date'],
    },
    {
      name: 'Supplier',
      fields: ['name', 'annual spend', 'category', 'data request status', 'reported emissions', 'has a target'],
    },
    { name: 'Report', fields: ['framework', 'period', 'status', 'approved by → User', 'exported file'] },
  ],
  roles: [
    {
      name: 'Sustainability lead',
      can: 'set up sites, factors and targets, assign data collection, approve data and publish reports',
    },
    {
      name: 'Data owner',
      can: 'enter and upload the activity data of their site or department and attach evidence (facilities, finance, HR)',
    },
    { name: 'Executive', can: 'see the dashboard, targets and reports, and approve reports before publishing' },
    { name: 'Consultant', can: 'set up and check the footprint for several client companies' },
    { name: 'Auditor', can: 'read figures, evidence, factors and the change history, read-only' },
  ],
  features: [
    {
      id: 'carb-activity-data',
      title: 'Activity Data Collection',
      description:
        'Data owners enter or upload energy, fuel, travel, purchases and waste per site and period, with the bill or file as evidence.',
      match: [
        'data collection',
        'activity data',
        'energy bills',
        'fuel',
        'business travel',
        'datenerfassung',
        'verbrauchsdaten',
        'recopilacion de datos',
        'collecte des donnees',
        'coleta de dados',
      ],
      done: [
        {
          when: 'a data owner enters a quantity far outside the same site’s earlier periods',
          then: 'ask them to confirm the value and unit before it is saved',
        },
        {
          when: 'a collection period closes with data missing',
          then: 'list the missing sites and categories for the sustainability lead and remind their owners',
        },
      ],
    },
    {
      id: 'carb-scopes',
      title: 'Scope 1, 2 and 3 Emissions',
      description:
        'Every record turned into tonnes CO2e with its factor, grouped by scope and GHG Protocol category, per site and period.',
      match: [
        'scope 1',
        'scope 2',
        'scope 3',
        'scopes',
        'emissions',
        'ghg protocol',
        'emissionen',
        'emisiones',
        'alcances',
        'emissions de ges',
        'emissoes',
        'escopos',
      ],
      done: [
        {
          when: 'an activity record is approved',
          then: 'calculate its emissions with the factor for its type, region and year and add them to the right scope and category',
        },
        {
          when: 'an emission factor is corrected',
          then: 'recalculate every emission that used it and log the change with before and after totals',
        },
      ],
    },
    {
      id: 'carb-dashboard',
      title: 'Carbon Footprint Dashboard',
      description: 'Total footprint, trend against the base year, biggest sources, and intensity per employee or per revenue.',
      match: [
        'dashboard',
        'footprint',
        'carbon footprint',
        'overview',
        'charts',
        'co2 fussabdruck',
        'huella de carbono',
        'bilan carbone',
        'empreinte carbone',
        'pegada de carbono',
      ],
      done: [
        {
          when: 'someone opens the dashboard',
          then: 'show the footprint by scope and category for the chosen year, the change from the base year and the largest sources',
        },
      ],
    },
    {
      id: 'carb-emission-factors',
      title: 'Emission Factor Library',
      description:
        'Emission factors by source, year and country, updated yearly and never changed in place, so past results stay reproducible.',
      match: [
        'emission factors',
        'conversion factors',
        'factors',
        'emissionsfaktoren',
        'factores de emision',
        'facteurs d emission',
        'fatores de emissao',
      ],
      done: [
        {
          when: 'a new year’s factor set is added',
          then: 'use it for periods in that year and keep earlier years on their own factors',
        },
      ],
    },
    {
      id: 'carb-targets',
      title: 'Reduction Targets and Pathway',
      description: 'A base year, target year and reduction, drawn as a pathway against actual emissions year by year.',
      match: [
        'targets',
        'reduction targets',
        'net zero',
        'sbti',
        'pathway',
        'reduktionsziele',
        'klimaziele',
        'objetivos de reduccion',
        'objectifs de reduction',
        'metas de reducao',
      ],
      done: [
        {
          when: 'a year’s emissions are final',
          then: 'compare them with the pathway and show whether the company is on track and by how much',
        },
        {
          when: 'the company adds a site or sells one',
          then: 'flag the base year for recalculation so the target compares like with like',
        },
      ],
    },
    {
      id: 'carb-initiatives',
      title: 'Reduction Initiatives Tracker',
      description:
        'Projects that cut emissions (heat pumps, green tariffs, fleet changes) with owner, cost, expected savings and status.',
      match: [
        'initiatives',
        'reduction measures',
        'action plan',
        'projects',
        'massnahmen',
        'iniciativas',
        'medidas',
        'plan d action',
        'acoes',
      ],
      done: [
        {
          when: 'an initiative is marked done',
          then: 'add its expected savings to the forecast pathway and compare them with the actual change in its category',
        },
      ],
    },
    {
      id: 'carb-supplier-data',
      title: 'Supplier Emissions Requests',
      description:
        'Ask key suppliers for their emissions and targets through a short form, falling back to spend-based estimates.',
      match: [
        'suppliers',
        'supply chain',
        'supplier engagement',
        'lieferanten',
        'lieferkette',
        'proveedores',
        'fournisseurs',
        'fornecedores',
      ],
      done: [
        {
          when: 'a supplier answers the request',
          then: 'use their reported emissions allocated to the company’s spend instead of the spend-based estimate, and show which was used',
        },
        {
          when: 'a supplier has not answered within thirty days',
          then: 'send one reminder and keep the spend-based estimate',
        },
      ],
    },
    {
      id: 'carb-spend-import',
      title: 'Spend Data Import from Accounting',
      description:
        'Import purchases from accounting by account code and map them to emission categories for spend-based estimates.',
      match: [
        'accounting import',
        'spend data',
        'xero',
        'quickbooks',
        'datev',
        'import',
        'buchhaltung',
        'contabilidad',
        'comptabilite',
        'contabilidade',
      ],
      done: [
        {
          when: 'a spend file is imported',
          then: 'map each account code to an emission category, ask about codes not mapped yet, and skip rows already imported',
        },
      ],
    },
    {
      id: 'carb-esg-reports',
      title: 'ESG and CSRD Report Builder',
      description:
        'Reports built from the approved data for GHG Protocol, CSRD (ESRS E1), CDP or customer questionnaires, exported to PDF and Excel.',
      match: [
        'reports',
        'esg report',
        'csrd',
        'esrs',
        'cdp',
        'sustainability report',
        'nachhaltigkeitsbericht',
        'informe de sostenibilidad',
        'rapport rse',
        'relatorio de sustentabilidade',
      ],
      done: [
        {
          when: 'the sustainability lead generates a report',
          then: 'fill it only from approved data, list any gaps and estimates, and keep the generated version',
        },
      ],
    },
    {
      id: 'carb-audit-trail',
      title: 'Evidence and Audit Trail',
      description: 'Every figure traces back to its source file, factor and the people who entered and approved it.',
      match: [
        'audit trail',
        'evidence',
        'assurance',
        'verification',
        'nachweise',
        'prufung',
        'evidencias',
        'verificacion',
        'preuves',
        'evidencias',
      ],
      done: [
        {
          when: 'an auditor opens a total',
          then: 'show the records, factors and evidence files behind it and the history of changes to each',
        },
      ],
    },
    {
      id: 'carb-esg-metrics',
      title: 'ESG Metrics Beyond Carbon',
      description: 'Water, waste, energy, workforce and governance figures collected alongside emissions for ESG reports.',
      match: [
        'esg metrics',
        'esg kpis',
        'water',
        'waste',
        'diversity',
        'kennzahlen',
        'indicadores esg',
        'indicateurs esg',
        'indicadores',
      ],
      done: [
        {
          when: 'a metric is collected for a period',
          then: 'store it with its unit, site and evidence and show it against the previous period',
        },
      ],
    },
    {
      id: 'carb-offsets',
      title: 'Carbon Credits Register',
      description: 'Credits bought, with registry, project type, vintage and retirement, reported apart from emissions.',
      match: [
        'offsets',
        'carbon credits',
        'credits',
        'kompensation',
        'zertifikate',
        'compensacion',
        'creditos de carbono',
        'compensation carbone',
        'compensacao',
      ],
      done: [
        {
          when: 'credits are recorded as retired',
          then: 'store the registry serial numbers and show the credits next to, never subtracted from, gross emissions',
        },
      ],
    },
    {
      id: 'carb-product-footprint',
      title: 'Product Carbon Footprints',
      description: 'A footprint per product from materials, production energy, packaging and transport, to share with customers.',
      match: [
        'product footprint',
        'product carbon footprint',
        'pcf',
        'lca',
        'produkt co2',
        'huella de producto',
        'empreinte produit',
        'pegada do produto',
      ],
      done: [
        {
          when: 'a customer asks for a product’s footprint',
          then: 'export it with the method, boundaries and data year used',
        },
      ],
    },
    {
      id: 'carb-personal-calculator',
      title: 'Personal Footprint Calculator',
      description:
        'A short questionnaire on home, travel, food and shopping that estimates a person’s yearly footprint and best changes.',
      match: [
        'personal footprint',
        'footprint calculator',
        'carbon calculator',
        'co2 rechner',
        'calculadora de huella',
        'calculateur d empreinte',
        'calculadora de pegada',
      ],
      done: [
        {
          when: 'a person completes the questionnaire',
          then: 'show their yearly estimate against their country’s average and the three changes that would cut it most',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'carbon accounting platform for consultants',
      match: [
        'sustainability consultant',
        'sustainability consultants',
        'sustainability consultancy',
        'carbon consultant',
        'client companies',
        'nachhaltigkeitsberatung',
        'consultoria de sostenibilidad',
        'cabinet de conseil rse',
        'consultoria de sustentabilidade',
      ],
      features: ['carb-activity-data', 'carb-scopes', 'carb-esg-reports', 'carb-audit-trail', 'carb-supplier-data'],
      recommend: [
        {
          question: 'carb-who',
          answer: 'Client companies, for a consultancy',
          reason: 'A consultancy runs many clients’ footprints side by side; each client needs its own workspace and data.',
        },
      ],
    },
    {
      noun: 'personal carbon footprint app',
      match: [
        'my carbon footprint',
        'personal carbon footprint',
        'personal footprint',
        'greener lifestyle',
        'eco habits',
        'mein co2 fussabdruck',
        'personlicher co2 fussabdruck',
        'mi huella de carbono',
        'mon empreinte carbone',
        'minha pegada de carbono',
      ],
      features: ['carb-personal-calculator', 'carb-targets', 'carb-initiatives', 'carb-dashboard'],
      recommend: [
        {
          question: 'carb-who',
          answer: 'People tracking their personal footprint',
          reason:
            'You described a personal footprint: a calculator and a few pledged changes matter more than scopes and audits.',
        },
      ],
    },
    {
      noun: 'ESG reporting app',
      match: [
        'csrd',
        'esrs',
        'esg reporting',
        'esg report',
        'double materiality',
        'sustainability report',
        'nachhaltigkeitsbericht*',
        'informe de sostenibilidad',
        'rapport rse',
        'relatorio de sustentabilidade',
      ],
      features: ['carb-esg-reports', 'carb-esg-metrics', 'carb-scopes', 'carb-audit-trail', 'carb-supplier-data', 'carb-targets'],
      recommend: [
        {
          question: 'carb-traceable',
          answer: 'Yes',
          reason: 'ESG and CSRD reports go to external assurance; auditors sample figures and ask for the source behind each.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Climatiq', for: 'emission factors by activity, country and year through an API' },
    { name: 'UK DESNZ, US EPA and ADEME factor sets', for: 'free government emission factors, loaded each year' },
    { name: 'Xero, QuickBooks or DATEV', for: 'importing spend by account code for spend-based scope 3 estimates' },
    { name: 'Electricity Maps', for: 'grid carbon intensity per country for location-based scope 2' },
    { name: 'Excel and Google Sheets', for: 'activity data templates that data owners fill in and upload' },
    { name: 'Navan or TravelPerk', for: 'business travel bookings with distances for travel emissions' },
  ],
  pages: [
    { name: 'Dashboard', purpose: 'footprint by scope and category, trend against the base year and the target pathway' },
    { name: 'Data collection', purpose: 'what each data owner must enter this period, with missing items first' },
    { name: 'Activity data', purpose: 'records per site, category and period with evidence and approval status' },
    { name: 'Emissions', purpose: 'results by scope, category and site, with the factor behind each line' },
    { name: 'Targets and initiatives', purpose: 'targets, the pathway and the initiatives expected to reach it' },
    { name: 'Suppliers', purpose: 'key suppliers by spend with their data request status and reported emissions' },
    { name: 'Reports', purpose: 'generate, review, approve and export reports per framework and year' },
  ],
  design:
    'calm, credible and data-first: muted greens and greys with no leaf-and-globe imagery, charts by scope and category with the numbers beside them, and every figure one click from its source and factor',
  questions: [
    {
      id: 'carb-who',
      category: 'scope',
      text: 'Whose footprint will it measure?',
      options: ['Our own company’s', 'Client companies, for a consultancy', 'People tracking their personal footprint'],
      recommended: 'Our own company’s',
      reason:
        'Most carbon tools start with one company measuring itself; consultancies need client workspaces, and personal apps are a different product.',
      impact: 10,
      decision: 'Whose footprint',
      replaces: 'audience',
      says: {
        'Our own company’s': 'Build it for one company measuring, reducing and reporting its own emissions across its sites.',
        'Client companies, for a consultancy':
          'Build it for a consultancy: each client company is its own workspace with sites, data, results and reports, and consultants work across them.',
        'People tracking their personal footprint':
          'Build it for individuals: a personal footprint estimate, pledged changes and progress, without company scopes or audits.',
      },
    },
    {
      id: 'carb-purpose',
      category: 'scope',
      text: 'What does the company mainly need its footprint for?',
      options: [
        'Answering customers’ and tenders’ questionnaires',
        'A mandatory report (CSRD, SECR, California SB 253)',
        'Its own reduction targets',
        'Investors’ ESG requests',
      ],
      recommended: 'Answering customers’ and tenders’ questionnaires',
      reason:
        'Most small and mid-sized firms measure because big customers ask for it; a clean scope 1 and 2 figure answers most of them.',
      impact: 9,
      decision: 'Purpose of the footprint',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'Answering customers’ and tenders’ questionnaires':
          'Aim the first version at a yearly footprint by scope that answers customer and tender questionnaires, with an exportable summary.',
        'A mandatory report (CSRD, SECR, California SB 253)':
          'Aim the first version at the mandatory report: its required figures, methods, evidence and an audit trail for assurance.',
        'Its own reduction targets':
          'Aim the first version at reduction: monthly data, targets, initiatives and progress against the pathway.',
        'Investors’ ESG requests':
          'Aim the first version at investor ESG requests: emissions plus the ESG metrics investors ask for.',
      },
    },
    {
      id: 'carb-scope3-depth',
      category: 'scope',
      text: 'How far into scope 3 should the first version go?',
      options: [
        'Scopes 1 and 2 only',
        'Scopes 1 and 2 plus travel, commuting and waste',
        'All relevant scope 3 categories, purchases included',
      ],
      recommended: 'Scopes 1 and 2 plus travel, commuting and waste',
      reason:
        'Scopes 1 and 2 come from a few bills; travel, commuting and waste are easy next steps, while purchases need supplier or spend data.',
      impact: 8,
      decision: 'Scope 3 coverage',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'Scopes 1 and 2 only':
          'Measure scope 1 (fuels, refrigerants, company vehicles) and scope 2 (purchased electricity, heat).',
        'Scopes 1 and 2 plus travel, commuting and waste':
          'Measure scopes 1 and 2, plus scope 3 business travel, employee commuting (from a staff survey) and waste.',
        'All relevant scope 3 categories, purchases included':
          'Measure scopes 1 and 2 and every relevant scope 3 category of the GHG Protocol, with a screening that marks which categories are relevant.',
      },
    },
    {
      id: 'carb-purchases-method',
      category: 'data',
      text: 'How should emissions from purchased goods and services be measured?',
      options: [
        'Spend-based, from accounting data',
        'Supplier-specific data only',
        'Spend-based first, replaced by supplier data over time',
      ],
      recommended: 'Spend-based first, replaced by supplier data over time',
      reason:
        'Spend-based estimates cover everything at once; swapping in suppliers’ own figures for the biggest ones improves accuracy where it counts.',
      impact: 7,
      decision: 'Purchases method',
      askIf: { answer: 'carb-scope3-depth', is: ['All relevant scope 3 categories, purchases included'] },
      says: {
        'Spend-based, from accounting data':
          'Estimate purchased goods and services from spend per category and spend-based factors.',
        'Supplier-specific data only':
          'Use only suppliers’ reported emissions, allocated by the company’s share of their revenue.',
        'Spend-based first, replaced by supplier data over time':
          'Estimate purchases from spend, and replace the estimate with a supplier’s own figures when they provide them; show which method each line uses.',
      },
    },
    {
      id: 'carb-data-owners',
      category: 'roles',
      text: 'Who enters and approves the data?',
      options: [
        'One sustainability lead does everything',
        'Data owners per site or department enter, the lead approves',
        'Data owners enter, the lead approves, auditors read',
      ],
      recommended: 'Data owners per site or department enter, the lead approves',
      reason:
        'Facilities, finance and HR hold the bills and numbers; one lead chasing every figure is why footprints take months.',
      impact: 8,
      decision: 'Who enters data',
      replaces: 'sign-in',
      says: {
        'One sustainability lead does everything': 'One sustainability lead signs in and enters, checks and reports everything.',
        'Data owners per site or department enter, the lead approves':
          'Data owners sign in to enter their site’s or department’s data for each period; the sustainability lead reviews and approves it before it counts.',
        'Data owners enter, the lead approves, auditors read':
          'Data owners enter data, the sustainability lead approves it, and external auditors sign in read-only to check figures and evidence.',
      },
    },
    {
      id: 'carb-data-entry',
      category: 'user-flow',
      text: 'How does activity data get in?',
      options: [
        'Typed in from bills each period',
        'Spreadsheets uploaded in a fixed template',
        'Imported from accounting, utility and travel tools',
      ],
      recommended: 'Spreadsheets uploaded in a fixed template',
      reason:
        'Data owners already keep meter readings and mileage in spreadsheets; a checked template beats building a dozen integrations first.',
      impact: 7,
      decision: 'Data entry',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'Typed in from bills each period':
          'Data owners type quantities from bills into forms per site, category and period, attaching the bill.',
        'Spreadsheets uploaded in a fixed template':
          'Data owners download a template per site and period, fill it in and upload it; every row is checked for units, periods and duplicates before import.',
        'Imported from accounting, utility and travel tools':
          'Import spend from accounting, consumption from utility portals and trips from the travel tool, with manual entry for the rest.',
      },
    },
    {
      id: 'carb-factor-source',
      category: 'data',
      text: 'Which emission factors should the calculations use?',
      options: [
        'Free government factors for our country',
        'An emission factor API such as Climatiq',
        'A licensed database such as ecoinvent',
      ],
      recommended: 'Free government factors for our country',
      reason:
        'Government factors (DESNZ, EPA, ADEME, UBA) are free, accepted by auditors and updated yearly; APIs pay off across many countries.',
      impact: 7,
      decision: 'Emission factors',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'Free government factors for our country':
          'Use the government conversion factors for the company’s country, loaded each year as a new set; results keep the set they used.',
        'An emission factor API such as Climatiq':
          'Get emission factors from the Climatiq API by activity, country and year, storing the factor used with every result.',
        'A licensed database such as ecoinvent':
          'Use the licensed ecoinvent database for factors, storing the dataset and version used with every result.',
      },
    },
    {
      id: 'carb-sites',
      category: 'scope',
      text: 'How is the company organised for reporting?',
      options: ['One entity with one site', 'Several sites or offices', 'Several legal entities in several countries'],
      recommended: 'Several sites or offices',
      reason:
        'Data is collected where the meters are; sites let each owner enter their own and show which site drives the footprint.',
      impact: 6,
      decision: 'Reporting structure',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'One entity with one site': 'The company has one site; no consolidation is needed.',
        'Several sites or offices': 'Data is entered per site and rolled up to the company, with results shown per site.',
        'Several legal entities in several countries':
          'Sites belong to legal entities in different countries, each with its own factors; results roll up by operational control with entities shown apart.',
      },
    },
    {
      id: 'carb-period',
      category: 'data',
      text: 'How often is activity data collected?',
      options: ['Once a year', 'Quarterly', 'Monthly'],
      recommended: 'Monthly',
      reason: 'Monthly entries spread the work, show progress against targets and catch missing bills long before year end.',
      impact: 5,
      decision: 'Collection period',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        'Once a year': 'Data is collected once a year for the reporting year.',
        Quarterly: 'Data is collected per quarter and summed into the reporting year.',
        Monthly: 'Data is collected per month, summed into quarters and the reporting year, with missing months flagged.',
      },
    },
    {
      id: 'carb-traceable',
      category: 'security',
      text: 'Must every figure trace back to its source document and emission factor for an auditor?',
      recommended: 'Yes',
      reason:
        'Customers and auditors increasingly ask how a number was made; keeping the bill and factor with each entry costs little now.',
      impact: 6,
      decision: 'Traceable figures',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        Yes: 'Every figure keeps its evidence file, factor, who entered and approved it, and a history of changes; approved periods are locked.',
        No: 'Figures keep their factor; evidence files and change history are optional.',
      },
    },
    {
      id: 'carb-scope2-methods',
      category: 'data',
      text: 'Should electricity be reported both location-based and market-based?',
      recommended: 'Yes',
      reason:
        'The GHG Protocol asks for both; market-based is the only way green tariffs and certificates show up in the figures.',
      impact: 5,
      decision: 'Scope 2 methods',
      askIf: { answer: 'carb-who', isNot: ['People tracking their personal footprint'] },
      says: {
        Yes: 'Report scope 2 both location-based (grid average) and market-based (supplier tariff, certificates), and record each site’s contracts.',
        No: 'Report scope 2 location-based only, with grid average factors.',
      },
    },
    {
      id: 'carb-credits',
      category: 'scope',
      text: 'How should carbon credits appear in the results?',
      options: ['Not at all', 'Listed separately, never subtracted', 'Subtracted to show a net figure'],
      recommended: 'Listed separately, never subtracted',
      reason: 'Standards require gross emissions, and EU rules now restrict “carbon neutral” claims based on offsets.',
      impact: 4,
      decision: 'Carbon credits',
      says: {
        'Not at all': 'Carbon credits are not recorded.',
        'Listed separately, never subtracted':
          'Record retired carbon credits with registry, project and vintage, shown next to gross emissions and never subtracted from them.',
        'Subtracted to show a net figure':
          'Show gross emissions, credits retired and a net figure, always with gross emissions first.',
      },
    },
    {
      id: 'carb-consultancy-clients',
      category: 'roles',
      text: 'What do client companies do in the app?',
      options: [
        'Nothing; consultants enter everything',
        'Clients upload their data, consultants check and calculate',
        'Clients only see their dashboard and reports',
      ],
      recommended: 'Clients upload their data, consultants check and calculate',
      reason: 'Clients hold the bills; having them upload directly saves the consultancy weeks of emailing spreadsheets.',
      impact: 7,
      decision: 'Client access',
      askIf: { answer: 'carb-who', is: ['Client companies, for a consultancy'] },
      says: {
        'Nothing; consultants enter everything': 'Only consultants sign in; clients receive reports as files.',
        'Clients upload their data, consultants check and calculate':
          'Client users sign in to their own workspace to upload data and see results; consultants review, calculate and publish.',
        'Clients only see their dashboard and reports': 'Client users sign in to see their dashboard and reports, read-only.',
      },
    },
    {
      id: 'carb-personal-tracking',
      category: 'user-flow',
      text: 'How do people track their personal footprint?',
      options: [
        'A questionnaire, redone now and then',
        'Logging trips, meals and purchases day by day',
        'Estimated from bank card transactions',
      ],
      recommended: 'A questionnaire, redone now and then',
      reason: 'Daily logging fades within weeks; a good questionnaire plus a few pledged changes keeps people longer.',
      impact: 8,
      decision: 'Personal tracking',
      askIf: { answer: 'carb-who', is: ['People tracking their personal footprint'] },
      says: {
        'A questionnaire, redone now and then':
          'People answer a questionnaire on home, travel, food and shopping; the estimate updates when they redo it, and they pledge changes to track.',
        'Logging trips, meals and purchases day by day':
          'People log trips, meals and purchases each day and see their running footprint for the week and year.',
        'Estimated from bank card transactions':
          'People connect a bank account through an open banking provider; purchases are estimated by merchant category, with consent and disconnect at any time.',
      },
    },
    {
      id: 'carb-report-framework',
      category: 'integrations',
      text: 'Which framework must the reports follow?',
      options: [
        'A GHG Protocol inventory',
        'CSRD (ESRS E1) disclosures',
        'CDP and customer questionnaires',
        'Several frameworks from one data set',
      ],
      recommended: 'A GHG Protocol inventory',
      reason:
        'Every framework builds on a GHG Protocol inventory; getting that right first makes CSRD and CDP a mapping exercise.',
      impact: 5,
      decision: 'Reporting framework',
      feature: 'carb-esg-reports',
      says: {
        'A GHG Protocol inventory':
          'Produce a GHG Protocol inventory report: boundaries, methods, factors, results by scope and category, and exclusions.',
        'CSRD (ESRS E1) disclosures':
          'Produce the ESRS E1 climate disclosures: gross scopes 1, 2 and 3, intensity, targets, transition plan and credits, tagged for digital filing.',
        'CDP and customer questionnaires':
          'Produce answers in the structure of the CDP climate questionnaire, reusable for customer questionnaires.',
        'Several frameworks from one data set':
          'Map each figure once to GHG Protocol, ESRS and CDP, and produce each report from the same approved data.',
      },
    },
    {
      id: 'carb-target-type',
      category: 'data',
      text: 'What kind of reduction target does the company set?',
      options: [
        'An absolute cut by a target year',
        'An intensity target (per employee or per revenue)',
        'A science-based target through SBTi',
      ],
      recommended: 'An absolute cut by a target year',
      reason:
        'An absolute target is simplest to explain and track; intensity targets can hide growth, and SBTi adds validation rules.',
      impact: 4,
      decision: 'Target type',
      feature: 'carb-targets',
      says: {
        'An absolute cut by a target year':
          'Targets are an absolute percentage cut from a base year by a target year, with a straight-line pathway.',
        'An intensity target (per employee or per revenue)':
          'Targets are a cut in emissions per employee or per revenue from a base year; absolute emissions are shown alongside.',
        'A science-based target through SBTi':
          'Targets follow the SBTi near-term criteria for the company’s size, covering the required scopes, with the pathway and submission data.',
      },
    },
  ],
} satisfies DomainInput;
