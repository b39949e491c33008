import type { DomainInput } from '../records';

export default {
  id: 'research-labs',
  name: 'Research and testing labs',
  noun: 'lab management app',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['research lab', 6],
      ['research laboratory', 6],
      ['wet lab', 6],
      ['lab notebook', 6],
      ['electronic lab notebook', 6],
      ['eln', 5],
      ['lims', 6],
      ['lab samples', 6],
      ['sample tracking', 5],
      ['sample management', 5],
      ['specimens', 3],
      ['reagents', 5],
      ['antibodies', 5],
      ['plasmids', 6],
      ['cell lines', 6],
      ['freezer boxes', 6],
      ['lab protocols', 5],
      ['lab inventory', 5],
      ['lab equipment', 5],
      ['instrument booking', 5],
      ['core facility', 6],
      ['shared instruments', 4],
      ['freezers', 3],
      ['microscopes', 3],
      ['principal investigator', 6],
      ['postdocs', 5],
      ['lab manager', 5],
      ['research group', 4],
      ['testing laboratory', 6],
      ['analytical lab', 6],
      ['laboratory', 4],
      ['lab', 2],
      ['experiments', 2],
      ['research grants', 3],
      ['biotech', 3],
      ['benchling', 6],
      ['quartzy', 6],
      ['labarchives', 6],
    ],
    de: [
      ['forschungslabor*', 6],
      ['laborbuch', 6],
      ['laborjournal', 6],
      ['labormanagement', 6],
      ['laborverwaltung', 6],
      ['probenverwaltung', 6],
      ['probenmanagement', 6],
      ['reagenzien', 5],
      ['laborgerat*', 5],
      ['geratebuchung', 4],
      ['pruflabor*', 6],
      ['analyselabor*', 6],
      ['arbeitsgruppe', 2],
      ['versuchsprotokoll*', 5],
      ['doktoranden', 3],
    ],
    es: [
      ['laboratorio de investigacion', 6],
      ['cuaderno de laboratorio', 6],
      ['gestion de muestras', 6],
      ['muestras de laboratorio', 6],
      ['reactivos', 5],
      ['grupo de investigacion', 5],
      ['laboratorio de analisis', 6],
      ['protocolos de laboratorio', 5],
      ['equipos de laboratorio', 5],
      ['laboratorio', 3],
      ['muestras', 2],
      ['investigadores', 2],
    ],
    fr: [
      ['laboratoire de recherche', 6],
      ['cahier de laboratoire', 6],
      ['gestion des echantillons', 6],
      ['echantillons', 3],
      ['reactifs', 5],
      ['equipe de recherche', 5],
      ['laboratoire d analyses', 6],
      ['plateforme technologique', 4],
      ['paillasse', 5],
      ['laboratoire', 3],
      ['chercheurs', 2],
    ],
    pt: [
      ['laboratorio de pesquisa', 6],
      ['caderno de laboratorio', 6],
      ['gestao de amostras', 6],
      ['amostras', 2],
      ['reagentes', 5],
      ['grupo de pesquisa', 5],
      ['laboratorio de analises', 6],
      ['equipamentos de laboratorio', 5],
      ['pesquisadores', 2],
      ['bancada', 3],
    ],
  },
  exclude: [
    'lab results',
    'lab result',
    'lab test results',
    'blood test',
    'blood tests',
    'innovation lab',
    'fab lab',
    'computer lab',
    'language lab',
    'usability lab',
    'media lab',
    'resultados de laboratorio',
    'laborwerte',
    'market research',
    'user research',
  ],
  entities: [
    {
      name: 'Sample',
      fields: [
        'sample ID and barcode',
        'type (tissue, DNA, cell line, water…)',
        'parent → Sample',
        'project → Project',
        'owner → Member',
        'position → Storage Position',
        'collected or received on',
        'status (in storage, used up, discarded)',
      ],
    },
    {
      name: 'Storage Position',
      fields: ['freezer or fridge', 'temperature', 'rack', 'box', 'row and column', 'sample → Sample'],
    },
    {
      name: 'Notebook Entry',
      fields: [
        'title',
        'author → Member',
        'project → Project',
        'protocol version → Protocol',
        'samples used → Sample',
        'observations and results',
        'data files or links',
        'signed by and on',
        'witnessed by',
      ],
    },
    { name: 'Protocol', fields: ['title', 'version', 'steps', 'reagents → Stock Item', 'author', 'approved on'] },
    {
      name: 'Stock Item',
      fields: [
        'name',
        'supplier and catalogue number',
        'lot number',
        'quantity and unit',
        'expiry date',
        'location',
        'hazard class and safety data sheet',
        'reorder level',
      ],
    },
    {
      name: 'Instrument',
      fields: [
        'name and model',
        'room',
        'manager → Member',
        'trained members → Member',
        'booking limits',
        'hourly rate',
        'next service or calibration',
      ],
    },
    {
      name: 'Booking',
      fields: ['instrument → Instrument', 'member → Member', 'start and end', 'grant or cost centre → Grant', 'used or no-show'],
    },
    {
      name: 'Grant',
      fields: ['funder', 'grant number', 'holder → Member', 'start and end dates', 'budget lines', 'spent so far', 'reports due'],
    },
  ],
  roles: [
    {
      name: 'Principal investigator',
      can: 'see all projects, samples and notebooks of the group, approve orders and spending on their grants, countersign entries',
    },
    {
      name: 'Lab manager',
      can: 'run stock, orders, storage and instruments, add and remove members, and set booking rules',
    },
    {
      name: 'Researcher',
      can: 'register and move samples, write notebook entries, book instruments they are trained on and request orders (postdocs, students, technicians)',
    },
    {
      name: 'Instrument manager',
      can: 'train and sign off users, approve bookings, log maintenance and calibration for the instruments they run',
    },
    {
      name: 'External client or collaborator',
      can: 'submit samples or see the shared projects and results they were given access to, nothing else',
    },
  ],
  features: [
    {
      id: 'rlab-samples',
      title: 'Sample Registry with Barcodes',
      description:
        'Every sample with a unique ID and printable barcode label, its type, origin, owner, project and where it is stored.',
      match: [
        'samples',
        'sample tracking',
        'sample registry',
        'specimens',
        'barcodes',
        'proben',
        'probenverwaltung',
        'muestras',
        'gestion de muestras',
        'echantillons',
        'amostras',
      ],
      done: [
        {
          when: 'a researcher registers a new sample',
          then: 'give it a unique ID, print its barcode label and ask where it is stored before it is saved',
        },
        {
          when: 'someone scans a sample’s barcode',
          then: 'open that sample with its storage position, history and the notebook entries that used it',
        },
        {
          when: 'a sample is split into aliquots',
          then: 'create one child sample per aliquot linked to the parent, each with its own ID and position',
        },
      ],
    },
    {
      id: 'rlab-storage',
      title: 'Freezer and Box Storage Map',
      description: 'Freezers, fridges and rooms down to rack, box and position, shown as a box grid with free and taken places.',
      match: [
        'freezer',
        'freezers',
        'storage',
        'boxes',
        'storage locations',
        'gefrierschrank',
        'tiefkuhltruhe',
        'lagerort',
        'congelador',
        'ubicacion',
        'congelateur',
        'emplacement',
        'freezer -80',
      ],
      done: [
        {
          when: 'a researcher opens a box',
          then: 'show its positions as a grid with the sample in each taken position and the free ones highlighted',
        },
        {
          when: 'two people place samples into the same free position at the same time',
          then: 'accept the first and ask the second to choose another position',
        },
        {
          when: 'a freezer is marked as failed or being defrosted',
          then: 'list every sample in it with owners so they can be moved, and record the move for each sample',
        },
      ],
    },
    {
      id: 'rlab-notebook',
      title: 'Electronic Lab Notebook',
      description:
        'Dated notebook entries per project with the protocol used, samples, observations, results and data files, signed when final.',
      match: [
        'lab notebook',
        'electronic lab notebook',
        'eln',
        'notebook',
        'experiments',
        'laborbuch',
        'laborjournal',
        'cuaderno de laboratorio',
        'cahier de laboratoire',
        'caderno de laboratorio',
        'experimentos',
      ],
      done: [
        {
          when: 'a researcher starts an entry from a protocol',
          then: 'copy in the protocol’s current version and link the samples and reagent lots chosen for the run',
        },
        {
          when: 'the author signs an entry',
          then: 'lock it with the date and signer; later corrections are added as linked amendments, never overwriting',
        },
      ],
    },
    {
      id: 'rlab-protocols',
      title: 'Protocol Library with Versions',
      description: 'Shared step-by-step protocols with versions, so every experiment records exactly which version was run.',
      match: [
        'protocols',
        'sops',
        'standard operating procedures',
        'methods',
        'protokolle',
        'arbeitsanweisungen',
        'protocolos',
        'procedimientos',
        'protocoles',
        'modes operatoires',
        'procedimentos',
      ],
      done: [
        {
          when: 'someone edits an approved protocol',
          then: 'save the change as a new version, keep the old one readable, and leave entries that used it pointing to it',
        },
      ],
    },
    {
      id: 'rlab-equipment-booking',
      title: 'Instrument Booking Calendar',
      description:
        'A calendar per instrument (microscopes, sequencers, cytometers) where trained members book slots within the lab’s limits.',
      match: [
        'equipment booking',
        'instrument booking',
        'book equipment',
        'book the microscope',
        'instruments',
        'geratebuchung',
        'gerate buchen',
        'reserva de equipos',
        'reservation d equipements',
        'reservation des appareils',
        'reserva de equipamentos',
      ],
      done: [
        {
          when: 'a member books a slot that overlaps an existing booking',
          then: 'refuse it and show the next free slots on that instrument',
        },
        {
          when: 'a member who is not trained on an instrument tries to book it',
          then: 'refuse the booking and tell them who can train them',
        },
      ],
    },
    {
      id: 'rlab-inventory',
      title: 'Reagent and Consumable Stock',
      description:
        'Reagents, antibodies, kits and consumables with lot numbers, expiry dates, amounts, locations and hazard data sheets.',
      match: [
        'reagents',
        'consumables',
        'chemicals',
        'antibodies',
        'lab inventory',
        'reagenzien',
        'chemikalien',
        'verbrauchsmaterial',
        'reactivos',
        'consumibles',
        'reactifs',
        'consommables',
        'reagentes',
      ],
      done: [
        {
          when: 'a researcher records use of a reagent',
          then: 'reduce its amount, and if it falls below its reorder level tell the lab manager',
        },
        {
          when: 'a reagent lot passes its expiry date',
          then: 'mark it expired in the stock list and warn anyone who links it to a new notebook entry',
        },
      ],
    },
    {
      id: 'rlab-order-requests',
      title: 'Order Requests and Approvals',
      description: 'Members request reagents and consumables, the lab manager or PI approves, and received items go into stock.',
      match: [
        'orders',
        'ordering',
        'purchase requests',
        'order requests',
        'bestellungen',
        'bestellanforderung',
        'pedidos',
        'solicitudes de compra',
        'commandes',
        'demandes d achat',
        'pedidos de compra',
      ],
      done: [
        {
          when: 'a member requests an item the lab already has unopened in stock',
          then: 'show the stock and its location before the request is sent',
        },
        {
          when: 'an approved order is received',
          then: 'add it to stock with its lot number and expiry date and tell the requester where it is',
        },
      ],
    },
    {
      id: 'rlab-training',
      title: 'Instrument Training Records',
      description: 'Who is trained on which instrument and safety course, signed off by whom, and when training runs out.',
      match: ['training', 'trained users', 'safety training', 'schulung', 'einweisung', 'formacion', 'formation', 'treinamento'],
      done: [
        {
          when: 'an instrument manager signs off a member’s training',
          then: 'let that member book the instrument from then on and record who signed them off',
        },
        {
          when: 'a member’s safety training expires',
          then: 'tell the member and the lab manager and stop new bookings that require it',
        },
      ],
    },
    {
      id: 'rlab-grants',
      title: 'Grant Budgets and Spending',
      description:
        'Each grant with its budget lines, end date and reports due; orders and instrument hours are charged to a grant.',
      match: [
        'grants',
        'grant',
        'funding',
        'budget',
        'drittmittel',
        'forderung',
        'subvenciones',
        'financiacion',
        'subventions',
        'financement',
        'financiamento',
        'bolsas',
      ],
      done: [
        {
          when: 'an order or booking is charged to a grant',
          then: 'add the cost to the grant’s budget line and show what is left',
        },
        {
          when: 'a grant report or end date is sixty days away',
          then: 'remind the grant holder and the lab manager with the spending so far',
        },
      ],
    },
    {
      id: 'rlab-maintenance',
      title: 'Instrument Maintenance and Calibration',
      description:
        'Service visits, calibrations and faults per instrument, with due dates and the instrument blocked when out of service.',
      match: [
        'maintenance',
        'calibration',
        'wartung',
        'kalibrierung',
        'mantenimiento',
        'calibracion',
        'etalonnage',
        'calibracao',
      ],
      done: [
        {
          when: 'an instrument is reported faulty',
          then: 'block new bookings, tell members with upcoming bookings and the instrument manager',
        },
        {
          when: 'a calibration falls due',
          then: 'remind the instrument manager a week before and flag results measured after the due date',
        },
      ],
    },
    {
      id: 'rlab-audit-trail',
      title: 'Audit Trail and E-signatures',
      description:
        'Every change to samples, entries and results recorded with who, when and why; approvals signed electronically.',
      match: [
        'audit trail',
        'e-signature',
        'electronic signature',
        '21 cfr part 11',
        'glp',
        'audit-trail',
        'firma electronica',
        'signature electronique',
      ],
      done: [
        {
          when: 'someone changes a recorded value',
          then: 'keep the old value, the new value, who changed it, when and the reason they must enter',
        },
        {
          when: 'a reviewer approves a record',
          then: 'ask for their password again and store the signature with its meaning (reviewed, approved)',
        },
      ],
    },
    {
      id: 'rlab-sample-intake',
      title: 'Sample Intake and Chain of Custody',
      description:
        'Samples received from clients or the field are logged with submitter, condition, requested tests and every hand-over.',
      match: [
        'sample intake',
        'sample submission',
        'chain of custody',
        'sample reception',
        'probeneingang',
        'recepcion de muestras',
        'cadena de custodia',
        'reception des echantillons',
        'recebimento de amostras',
      ],
      done: [
        {
          when: 'a batch of client samples is received',
          then: 'log each sample with its condition and requested tests, label it and send the client a receipt',
        },
        {
          when: 'a sample changes hands or location',
          then: 'record who handed it to whom, when and where in its chain of custody',
        },
      ],
    },
    {
      id: 'rlab-results-reports',
      title: 'Test Results and Certificates of Analysis',
      description:
        'Results entered or imported per sample and test, checked against limits, reviewed and released as a signed report.',
      match: [
        'test results',
        'certificate of analysis',
        'analysis reports',
        'results',
        'prufbericht',
        'analysenzertifikat',
        'informe de resultados',
        'certificado de analisis',
        'rapport d analyse',
        'laudo',
      ],
      done: [
        {
          when: 'a result falls outside the test’s limits',
          then: 'flag it for review before the report can be released',
        },
        {
          when: 'a reviewer releases a report',
          then: 'lock the results, produce the signed PDF and make it available to the client',
        },
      ],
    },
    {
      id: 'rlab-service-requests',
      title: 'Core Facility Service Requests',
      description:
        'Other groups submit service requests (sequencing runs, imaging sessions) that the facility queues, runs and bills.',
      match: [
        'service requests',
        'core facility',
        'submissions',
        'recharge',
        'auftrage',
        'solicitudes de servicio',
        'demandes de prestation',
        'solicitacoes de servico',
      ],
      done: [
        {
          when: 'a group submits a service request',
          then: 'queue it with its samples and cost centre and tell the group its place in the queue',
        },
        {
          when: 'the facility completes a request',
          then: 'attach the results, record the charge to the group’s cost centre and notify the group',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'lab sample management system (LIMS)',
      match: [
        'testing lab',
        'testing laboratory',
        'test lab',
        'analytical lab',
        'contract lab',
        'lims',
        'iso 17025',
        'water testing',
        'food testing',
        'soil testing',
        'pruflabor*',
        'analyselabor*',
        'laboratorio de analisis',
        'laboratoire d analyses',
        'laboratorio de analises',
      ],
      features: [
        'rlab-sample-intake',
        'rlab-samples',
        'rlab-results-reports',
        'rlab-audit-trail',
        'rlab-maintenance',
        'rlab-storage',
      ],
      recommend: [
        {
          question: 'rlab-lab-type',
          answer: 'A testing lab analysing clients’ samples',
          reason: 'A testing lab lives on samples coming in, results going out and a report the client can trust.',
        },
        {
          question: 'rlab-users',
          answer: 'Also external clients who submit samples',
          reason: 'Clients who submit and download reports themselves save the lab most of its phone calls and emails.',
        },
        {
          question: 'rlab-regulation',
          answer: 'ISO 17025 accredited testing',
          reason:
            'Testing labs are asked for accreditation by their clients; building its records in from the start saves the audit.',
        },
        {
          question: 'rlab-money',
          answer: 'External clients pay invoices',
          reason: 'A testing lab invoices each batch of samples; linking invoices to submissions stops unbilled work.',
        },
      ],
    },
    {
      noun: 'core facility booking app',
      match: [
        'core facility',
        'core facilities',
        'shared instruments',
        'imaging facility',
        'sequencing facility',
        'genomics core',
        'plateforme technologique',
        'plataforma tecnologica',
        'gerateplattform',
      ],
      features: ['rlab-equipment-booking', 'rlab-training', 'rlab-service-requests', 'rlab-maintenance', 'rlab-grants'],
      recommend: [
        {
          question: 'rlab-lab-type',
          answer: 'A core facility serving other groups',
          reason: 'A core facility runs shared instruments for many groups: bookings, training and recharges are its daily work.',
        },
        {
          question: 'rlab-users',
          answer: 'Also researchers from other groups',
          reason: 'The facility’s users are other groups; they need their own accounts to book, submit and see their charges.',
        },
        {
          question: 'rlab-money',
          answer: 'Other groups are recharged to their grant or cost centre',
          reason: 'Core facilities recover costs by recharging hours and runs to each group’s grant or cost centre.',
        },
        {
          question: 'rlab-first-need',
          answer: 'Instruments and their bookings',
          reason: 'For a facility the instrument calendar is the product; samples and notebooks stay with the groups.',
        },
      ],
    },
    {
      noun: 'electronic lab notebook',
      match: [
        'lab notebook',
        'electronic lab notebook',
        'eln',
        'laborbuch',
        'laborjournal',
        'cuaderno de laboratorio',
        'cahier de laboratoire',
        'caderno de laboratorio',
      ],
      features: ['rlab-notebook', 'rlab-protocols', 'rlab-samples', 'rlab-audit-trail', 'rlab-inventory'],
      recommend: [
        {
          question: 'rlab-first-need',
          answer: 'Experiments and the lab notebook',
          reason: 'You asked for a notebook: entries, protocols and the samples they use come first.',
        },
      ],
    },
    {
      noun: 'lab inventory app',
      match: [
        'lab inventory',
        'reagent inventory',
        'chemical inventory',
        'reagents',
        'quartzy',
        'reagenzien',
        'reactivos',
        'reactifs',
        'reagentes',
      ],
      features: ['rlab-inventory', 'rlab-order-requests', 'rlab-grants', 'rlab-storage', 'rlab-samples'],
      recommend: [
        {
          question: 'rlab-first-need',
          answer: 'Reagents, stock and orders',
          reason: 'Running out of an antibody mid-experiment or ordering a second one is the pain a lab inventory removes.',
        },
      ],
      unless: ['lab notebook', 'eln', 'core facility', 'lims', 'testing lab'],
    },
  ],
  integrations: [
    { name: 'Zebra or Brady label printers', for: 'printing cryo-resistant barcode and QR labels for tubes, boxes and plates' },
    {
      name: 'Microsoft Entra ID or Shibboleth (SAML)',
      for: 'signing in with the university or company account, so leavers lose access with it',
    },
    {
      name: 'OneDrive, Google Drive or network storage',
      for: 'linking large raw data files from instruments to notebook entries',
    },
    { name: 'PubChem', for: 'chemical names, formulas and hazard classes when adding a chemical to stock' },
    { name: 'protocols.io', for: 'importing published protocols into the lab’s protocol library' },
    { name: 'Stripe or the institution’s invoicing', for: 'invoicing external clients for tests or facility use' },
  ],
  pages: [
    { name: 'Lab overview', purpose: 'today’s instrument bookings, expiring reagents, pending orders and recent entries' },
    { name: 'Samples', purpose: 'search and scan samples, register new ones and print labels' },
    { name: 'Storage', purpose: 'freezers, racks and boxes with a position grid per box' },
    { name: 'Notebook', purpose: 'entries by project and author, with unsigned drafts first' },
    { name: 'Protocols', purpose: 'the protocol library with versions and who approved them' },
    { name: 'Instruments', purpose: 'booking calendars, training and maintenance per instrument' },
    { name: 'Stock and orders', purpose: 'reagents and consumables with amounts and expiry, and order requests to approve' },
    { name: 'Grants', purpose: 'budgets, spending and upcoming report dates per grant' },
  ],
  design:
    'precise and dense like a good bench tool: tables with monospace IDs and barcodes, a freezer box drawn as a grid of positions, clear colours for expired, hazardous and out-of-service, and large tap targets for tablets used with gloves',
  questions: [
    {
      id: 'rlab-lab-type',
      category: 'scope',
      text: 'What kind of lab will use it?',
      options: [
        'An academic research group',
        'A biotech or pharma R&D team',
        'A testing lab analysing clients’ samples',
        'A core facility serving other groups',
      ],
      recommended: 'An academic research group',
      reason:
        'Most lab tools start with one research group: samples, notebook and shared instruments; clients and recharges come later.',
      impact: 10,
      decision: 'Kind of lab',
      replaces: 'audience',
      says: {
        'An academic research group':
          'Build it for one academic research group: a PI, a lab manager and researchers sharing samples, stock, instruments and a notebook.',
        'A biotech or pharma R&D team':
          'Build it for a company R&D team: projects across several labs, stricter records and company sign-in.',
        'A testing lab analysing clients’ samples':
          'Build it for a testing lab: client samples come in, tests are run and reviewed, and signed reports go back to the client.',
        'A core facility serving other groups':
          'Build it for a core facility: other groups book instruments and submit service requests, and are recharged for their use.',
      },
    },
    {
      id: 'rlab-first-need',
      category: 'scope',
      text: 'Which part of the lab’s work must the first version get right?',
      options: [
        'Samples and where they are stored',
        'Experiments and the lab notebook',
        'Instruments and their bookings',
        'Reagents, stock and orders',
      ],
      recommended: 'Samples and where they are stored',
      reason:
        'Lost and unlabelled tubes in shared freezers are the commonest lab pain, and notebook entries and orders link to samples.',
      impact: 9,
      decision: 'First focus',
      says: {
        'Samples and where they are stored':
          'Make the sample registry and storage map the heart of the app; notebook, stock and bookings link to samples.',
        'Experiments and the lab notebook':
          'Make the lab notebook the heart of the app: entries by project that link protocols, samples and data.',
        'Instruments and their bookings': 'Make the instrument calendars the heart of the app, with training and maintenance.',
        'Reagents, stock and orders': 'Make stock and order requests the heart of the app, with expiry and reorder alerts.',
      },
    },
    {
      id: 'rlab-users',
      category: 'roles',
      text: 'Who signs in besides the lab’s own members?',
      options: ['Only the lab’s own members', 'Also researchers from other groups', 'Also external clients who submit samples'],
      recommended: 'Only the lab’s own members',
      reason: 'One group with its own accounts is simple to secure; other groups and clients need project-level access rules.',
      impact: 9,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Only the lab’s own members': 'Only members of the lab sign in; everything is shared within the lab, by role.',
        'Also researchers from other groups':
          'Members of other groups sign in too and see only the projects, bookings and requests shared with them or their group.',
        'Also external clients who submit samples':
          'External clients sign in to a client portal to submit samples and download their reports; they see only their own samples.',
      },
    },
    {
      id: 'rlab-regulation',
      category: 'scope',
      text: 'Does the lab work under formal quality rules?',
      options: ['No, academic good practice', 'GLP or GMP with FDA 21 CFR Part 11', 'ISO 17025 accredited testing'],
      recommended: 'No, academic good practice',
      reason: 'Most research groups have no formal regime; GLP and ISO 17025 add audit trails, e-signatures and review steps.',
      impact: 8,
      decision: 'Quality rules',
      says: {
        'No, academic good practice':
          'No formal quality regime: keep a change history on samples and entries, but no mandatory e-signatures.',
        'GLP or GMP with FDA 21 CFR Part 11':
          'Meet 21 CFR Part 11: an unalterable audit trail of every change with who, when and why, e-signatures that re-ask the password, and no deletion of records.',
        'ISO 17025 accredited testing':
          'Meet ISO 17025: record method versions, instrument calibration and analyst training for every result; results are reviewed and authorised before release.',
      },
    },
    {
      id: 'rlab-notebook-locking',
      category: 'data',
      text: 'When does a notebook entry become final?',
      options: [
        'Never; entries stay editable with history',
        'When the author signs it, then it is locked',
        'When the author and a witness have signed it',
      ],
      recommended: 'When the author signs it, then it is locked',
      reason: 'Signed, dated entries are what patent and misconduct reviews ask for; corrections become linked amendments.',
      impact: 7,
      decision: 'Notebook signing',
      feature: 'rlab-notebook',
      askIf: { answer: 'rlab-regulation', is: ['No, academic good practice'] },
      says: {
        'Never; entries stay editable with history': 'Notebook entries stay editable; every change is kept in the history.',
        'When the author signs it, then it is locked':
          'The author signs an entry when it is complete; it is then locked and corrections are added as dated amendments.',
        'When the author and a witness have signed it':
          'An entry is final when the author signs and a second member witnesses it; it is then locked for good.',
      },
    },
    {
      id: 'rlab-sample-labels',
      category: 'data',
      text: 'How are tubes and sample containers labelled?',
      options: [
        'Printed barcode or QR labels from the app',
        'Handwritten IDs the app generates',
        'Existing IDs from suppliers or clients',
      ],
      recommended: 'Printed barcode or QR labels from the app',
      reason: 'Cryo labels with a 2D code survive the freezer and scan in a second; handwriting on frosted tubes loses samples.',
      impact: 7,
      decision: 'Sample labels',
      says: {
        'Printed barcode or QR labels from the app':
          'Print barcode or QR labels for tubes, boxes and plates from the app on a label printer, and find samples by scanning them.',
        'Handwritten IDs the app generates':
          'The app generates short sample IDs for people to write on tubes; there is no printing or scanning.',
        'Existing IDs from suppliers or clients':
          'Samples keep the IDs they arrive with; the app stores them and checks they are unique.',
      },
    },
    {
      id: 'rlab-storage-detail',
      category: 'data',
      text: 'How precisely should the app know where each sample is?',
      options: ['The freezer or fridge only', 'Freezer, rack and box', 'Down to the position in the box'],
      recommended: 'Down to the position in the box',
      reason:
        'Finding one tube among 81 in a box at -80 °C costs minutes the sample should not thaw in; positions make a box map possible.',
      impact: 6,
      decision: 'Storage detail',
      says: {
        'The freezer or fridge only': 'Record only which freezer, fridge or room a sample is in.',
        'Freezer, rack and box': 'Record the freezer, rack and box for every sample.',
        'Down to the position in the box':
          'Record the freezer, rack, box and position for every sample, and show each box as a grid of taken and free positions.',
      },
    },
    {
      id: 'rlab-lineage',
      category: 'data',
      text: 'Are samples split into aliquots or turned into extracts and cultures that must trace back to the original?',
      recommended: 'Yes',
      reason:
        'Results are trusted only if each aliquot and extract leads back to its source; adding lineage later rewrites every sample.',
      impact: 6,
      decision: 'Sample lineage',
      says: {
        Yes: 'Samples can have a parent: aliquots, extracts and derived samples link to their source, and the full lineage shows on every sample.',
        No: 'Samples are recorded on their own, without parent and child links.',
      },
    },
    {
      id: 'rlab-human-samples',
      category: 'security',
      text: 'Do any samples come from patients or human donors?',
      options: ['No human material', 'Yes, pseudonymised with consent recorded', 'Yes, linked to identifiable patients'],
      recommended: 'No human material',
      reason:
        'Human material brings consent, pseudonymisation and GDPR or HIPAA duties; it is worth knowing before the data model is set.',
      impact: 7,
      decision: 'Human samples',
      replaces: 'personal-data',
      says: {
        'No human material': 'No personal data of donors or patients is stored; members’ own data can be exported and deleted.',
        'Yes, pseudonymised with consent recorded':
          'Human samples carry only a donor code and the consent given; the key to real identities stays outside the app.',
        'Yes, linked to identifiable patients':
          'Human samples are linked to identifiable patients: restrict access by project, log every view, encrypt personal fields and honour deletion requests.',
      },
    },
    {
      id: 'rlab-client-reports',
      category: 'user-flow',
      text: 'How do clients receive the results for their samples?',
      options: ['A PDF report by email after review', 'In the client portal, with reports to download', 'Both'],
      recommended: 'In the client portal, with reports to download',
      reason: 'A portal keeps every report and its status in one place for the client and ends resending lost emails.',
      impact: 7,
      decision: 'Result delivery',
      askIf: { answer: 'rlab-users', is: ['Also external clients who submit samples'] },
      says: {
        'A PDF report by email after review': 'Email the signed PDF report to the client once it is released.',
        'In the client portal, with reports to download':
          'Released reports appear in the client portal with the status of every submitted sample; the client is emailed a link.',
        Both: 'Released reports are emailed as PDF and kept in the client portal with the status of every submitted sample.',
      },
    },
    {
      id: 'rlab-money',
      category: 'scope',
      text: 'Does anyone pay for the lab’s work through the app?',
      options: [
        'No, nothing is charged',
        'Other groups are recharged to their grant or cost centre',
        'External clients pay invoices',
      ],
      recommended: 'No, nothing is charged',
      reason:
        'A research group spends its grants but charges no one; recharges and invoices belong to facilities and testing labs.',
      impact: 6,
      decision: 'Charging',
      replaces: 'online-payments',
      says: {
        'No, nothing is charged': 'Nothing is charged through the app.',
        'Other groups are recharged to their grant or cost centre':
          'Instrument hours and service requests are charged at set rates to the user’s grant or cost centre, with a monthly recharge report per group.',
        'External clients pay invoices':
          'Each client submission produces an invoice from the price list of requested tests; clients can pay by card or bank transfer.',
      },
    },
    {
      id: 'rlab-data-files',
      category: 'integrations',
      text: 'Where should raw data files from the instruments live?',
      options: [
        'Uploaded into the app with each experiment',
        'On the lab’s shared drive or server, linked from the app',
        'Not tracked in the app',
      ],
      recommended: 'On the lab’s shared drive or server, linked from the app',
      reason:
        'Microscopy and sequencing files run to gigabytes; linking the existing storage keeps results traceable without copying them.',
      impact: 6,
      decision: 'Raw data files',
      says: {
        'Uploaded into the app with each experiment':
          'Raw data files are uploaded to the notebook entry or result they belong to, in object storage, with large uploads resumable.',
        'On the lab’s shared drive or server, linked from the app':
          'Raw data stays on the lab’s storage; entries and results hold links and file checksums, not copies.',
        'Not tracked in the app': 'Raw data files are not tracked; entries hold results as text and small images.',
      },
    },
    {
      id: 'rlab-instrument-access',
      category: 'roles',
      text: 'Who may book an instrument?',
      options: [
        'Any lab member',
        'Only members trained on that instrument',
        'Trained members, each booking approved by its manager',
      ],
      recommended: 'Only members trained on that instrument',
      reason:
        'A wrong setting on a confocal or sequencer costs thousands; training sign-off guards it without slowing every booking.',
      impact: 6,
      decision: 'Instrument access',
      feature: 'rlab-equipment-booking',
      says: {
        'Any lab member': 'Any lab member can book any instrument.',
        'Only members trained on that instrument':
          'Only members signed off as trained on an instrument can book it; others see who can train them.',
        'Trained members, each booking approved by its manager':
          'Trained members request slots, and the instrument manager approves each booking before it is confirmed.',
      },
    },
    {
      id: 'rlab-booking-limits',
      category: 'user-flow',
      text: 'What limits keep one person from taking over an instrument?',
      options: [
        'No limits',
        'A maximum length per booking and per week',
        'Limits, plus releasing slots not started within 15 minutes',
      ],
      recommended: 'A maximum length per booking and per week',
      reason: 'Busy instruments need fair shares; releasing unused slots adds a check-in step that only the busiest ones need.',
      impact: 4,
      decision: 'Booking limits',
      feature: 'rlab-equipment-booking',
      says: {
        'No limits': 'Bookings have no length limits.',
        'A maximum length per booking and per week':
          'Each instrument has a maximum booking length and a weekly maximum per member, set by its manager.',
        'Limits, plus releasing slots not started within 15 minutes':
          'Each instrument has booking length limits; members check in at the instrument, and slots not started within 15 minutes are released.',
      },
    },
    {
      id: 'rlab-ordering',
      category: 'user-flow',
      text: 'How are reagent and consumable orders placed?',
      options: [
        'Members order directly and log it',
        'Members request, the lab manager approves and orders',
        'Requests go on to the institution’s purchasing system',
      ],
      recommended: 'Members request, the lab manager approves and orders',
      reason:
        'One person ordering avoids duplicate antibodies and keeps grant spending in view; direct orders lose track of both.',
      impact: 5,
      decision: 'Ordering',
      feature: 'rlab-order-requests',
      says: {
        'Members order directly and log it': 'Members place orders themselves and log them in the app.',
        'Members request, the lab manager approves and orders':
          'Members request items with supplier, catalogue number and grant; the lab manager approves, orders and marks them received.',
        'Requests go on to the institution’s purchasing system':
          'Approved requests are exported to the institution’s purchasing system with grant codes; the app tracks them until received.',
      },
    },
    {
      id: 'rlab-hazards',
      category: 'security',
      text: 'Must the stock list show hazardous chemicals with safety data sheets and amounts per room?',
      recommended: 'Yes',
      reason:
        'Safety officers and fire services ask for a chemical inventory per room; keeping it in the stock list avoids a second spreadsheet.',
      impact: 4,
      decision: 'Chemical safety records',
      feature: 'rlab-inventory',
      says: {
        Yes: 'Stock items carry hazard classes and a safety data sheet; a report lists hazardous chemicals and amounts per room.',
        No: 'Hazard data is not tracked in the stock list.',
      },
    },
    {
      id: 'rlab-grant-detail',
      category: 'data',
      text: 'How closely should spending follow each grant?',
      options: [
        'Orders tagged with a grant code',
        'Spending per grant against its budget lines',
        'Budget lines plus report dates and end dates',
      ],
      recommended: 'Spending per grant against its budget lines',
      reason: 'PIs need to know what is left per line before ordering; reports and deadlines often sit with the grants office.',
      impact: 4,
      decision: 'Grant tracking',
      feature: 'rlab-grants',
      says: {
        'Orders tagged with a grant code': 'Orders and bookings carry a grant code; there are no budgets.',
        'Spending per grant against its budget lines':
          'Each grant has budget lines; orders and bookings are charged to a line and the remaining amount is shown.',
        'Budget lines plus report dates and end dates':
          'Each grant has budget lines, report dates and an end date; spending is tracked per line and holders are reminded before dates.',
      },
    },
  ],
} satisfies DomainInput;
