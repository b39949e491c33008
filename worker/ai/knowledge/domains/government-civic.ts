import type { DomainInput } from '../records';

export default {
  id: 'government-civic',
  name: 'Government and civic services',
  noun: 'civic services app',
  complexity: 3,
  audience: 'public',
  recognise: {
    en: [
      ['local government', 6],
      ['city council', 6],
      ['town council', 6],
      ['county council', 6],
      ['borough council', 6],
      ['municipality', 6],
      ['municipal', 5],
      ['city hall', 6],
      ['town hall', 4],
      ['public sector', 5],
      ['government agency', 6],
      ['government', 4],
      ['govtech', 6],
      ['e-government', 6],
      ['civic', 5],
      ['civic tech', 6],
      ['citizen services', 6],
      ['citizens', 4],
      ['constituents', 5],
      ['councillor', 6],
      ['councilor', 6],
      ['mayor', 5],
      ['pothole', 6],
      ['report a problem', 4],
      ['street light', 5],
      ['streetlight', 5],
      ['fly-tipping', 6],
      ['illegal dumping', 6],
      ['graffiti', 4],
      ['311', 5],
      ['building permit', 6],
      ['planning permission', 6],
      ['planning application', 6],
      ['permit application', 6],
      ['permits', 3],
      ['business licence', 6],
      ['business license', 6],
      ['public consultation', 6],
      ['participatory budgeting', 6],
      ['freedom of information', 6],
      ['foia', 6],
      ['public records request', 6],
    ],
    de: [
      ['gemeindeverwaltung', 6],
      ['stadtverwaltung', 6],
      ['kommunalverwaltung', 6],
      ['rathaus', 6],
      ['burgeramt', 6],
      ['burgerservice', 6],
      ['burgerportal', 6],
      ['burgerbeteiligung', 6],
      ['kommune', 5],
      ['kommunal*', 5],
      ['behorde*', 5],
      ['landratsamt', 6],
      ['stadtrat', 6],
      ['gemeinderat', 6],
      ['bauantrag', 6],
      ['baugenehmigung', 6],
      ['mangelmelder', 6],
      ['schlagloch*', 6],
      ['onlinezugangsgesetz', 6],
    ],
    es: [
      ['ayuntamiento', 6],
      ['municipio', 6],
      ['municipalidad', 6],
      ['alcaldia', 6],
      ['gobierno local', 6],
      ['administracion publica', 6],
      ['sede electronica', 6],
      ['tramites municipales', 6],
      ['tramites', 4],
      ['ciudadanos', 4],
      ['vecinos', 2],
      ['baches', 6],
      ['licencia de obra', 6],
      ['licencias municipales', 6],
      ['participacion ciudadana', 6],
    ],
    fr: [
      ['mairie', 6],
      ['hotel de ville', 6],
      ['collectivite*', 5],
      ['services municipaux', 6],
      ['conseil municipal', 6],
      ['administration publique', 6],
      ['demarches administratives', 6],
      ['citoyens', 4],
      ['administres', 5],
      ['nids de poule', 6],
      ['nid de poule', 6],
      ['permis de construire', 6],
      ['budget participatif', 6],
      ['signalement', 2],
    ],
    pt: [
      ['prefeitura', 6],
      ['camara municipal', 6],
      ['gestao publica', 6],
      ['setor publico', 5],
      ['servicos publicos', 5],
      ['cidadaos', 4],
      ['cidadao', 4],
      ['zeladoria', 6],
      ['ouvidoria', 6],
      ['buracos na rua', 6],
      ['alvara', 6],
      ['orcamento participativo', 6],
    ],
  },
  exclude: [
    'strata council',
    'student council',
    'government id',
    'government-issued id',
    'government issued id',
    'citizen developer',
    'citizen developers',
    'work permit',
    'work permits',
    'parking permit',
    'parking permits',
    'en commun',
  ],
  entities: [
    {
      name: 'Service Request',
      fields: [
        'reference number',
        'category → Category',
        'description',
        'photos',
        'location (map pin and address)',
        'reporter → Resident',
        'status (received, assigned, in progress, fixed, closed)',
        'department → Department',
        'duplicate of → Service Request',
      ],
    },
    {
      name: 'Category',
      fields: [
        'name (pothole, street light, graffiti, missed bin)',
        'department → Department',
        'target days to fix',
        'form questions',
      ],
    },
    { name: 'Department', fields: ['name', 'areas covered', 'staff → Staff', 'work queue'] },
    {
      name: 'Permit Application',
      fields: [
        'reference number',
        'permit type → Permit Type',
        'applicant → Resident',
        'answers',
        'documents',
        'fee paid',
        'status (submitted, incomplete, in review, approved, refused)',
        'decision due by',
        'officer → Staff',
      ],
    },
    { name: 'Permit Type', fields: ['name', 'form', 'required documents', 'fee', 'decision deadline in days', 'validity'] },
    { name: 'Resident', fields: ['name', 'email', 'phone', 'address', 'identity verified', 'requests → Service Request'] },
    { name: 'Consultation', fields: ['title', 'area', 'opens and closes', 'questions or proposals', 'responses', 'outcome'] },
  ],
  roles: [
    { name: 'Resident', can: 'report problems, apply for permits, follow their requests and take part in consultations' },
    {
      name: 'Contact Centre Agent',
      can: 'log reports and applications for residents who phone or visit, and answer status questions',
    },
    { name: 'Case Officer', can: 'review applications in their department, ask for information and record decisions' },
    { name: 'Field Crew', can: 'see the jobs assigned to them on a phone and close them with a photo of the fix' },
    { name: 'Service Administrator', can: 'manage categories, departments, permit types, forms, fees and staff access' },
  ],
  features: [
    {
      id: 'civic-issue-reports',
      title: 'Problem Reports with Photos and Map',
      description:
        'Residents report potholes, broken street lights, graffiti or fly-tipping with a category, photos and a pin on the map.',
      match: [
        'report a problem',
        'report issues',
        'reports',
        'pothole',
        'potholes',
        'fix my street',
        'mangelmelder',
        'meldung',
        'schaden melden',
        'reportar incidencias',
        'incidencias',
        'baches',
        'signalement',
        'signaler',
        'denuncia',
        'buracos',
        'solicitacoes',
      ],
      done: [
        {
          when: 'a resident submits a report with a map pin',
          then: 'give it a reference number, route it to the department for its category and area, and confirm by email',
        },
        {
          when: 'a resident drops the pin outside the council’s area',
          then: 'refuse the report and say which authority covers that place',
        },
      ],
    },
    {
      id: 'civic-request-status',
      title: 'Status Updates to Residents',
      description:
        'Residents follow each report or application from received to fixed or decided, with a note and photo at each step.',
      match: [
        'status updates',
        'track my request',
        'status',
        'bearbeitungsstand',
        'estado de la solicitud',
        'suivi',
        'acompanhamento',
      ],
      done: [
        {
          when: 'staff change the status of a report or application',
          then: 'show the new status and note on the resident’s request page and email the resident',
        },
        {
          when: 'a report is closed as fixed',
          then: 'attach the crew’s photo of the fix and let the resident reopen it within 14 days if it is not fixed',
        },
      ],
    },
    {
      id: 'civic-work-queues',
      title: 'Department Work Queues and Triage',
      description:
        'Each department sees its open reports and applications by age and target date, assigns them to staff or crews, and moves misrouted ones.',
      match: [
        'triage',
        'work queue',
        'work orders',
        'back office',
        'case management',
        'sachbearbeitung',
        'bandeja de trabajo',
        'back-office',
        'fila de atendimento',
      ],
      done: [
        {
          when: 'a report passes its target days without being fixed',
          then: 'mark it overdue in the department’s queue and include it in the manager’s daily summary',
        },
        {
          when: 'an officer moves a report to another department',
          then: 'require a reason, keep the history and tell the resident only if the expected fix date changes',
        },
      ],
    },
    {
      id: 'civic-permit-applications',
      title: 'Online Permit and Licence Applications',
      description:
        'A guided form per permit type that asks only what applies, collects documents and fees, and saves drafts to finish later.',
      match: [
        'permits',
        'permit applications',
        'licences',
        'licenses',
        'applications',
        'antrag',
        'antrage',
        'genehmigung',
        'solicitudes',
        'licencias',
        'permisos',
        'demandes',
        'permis',
        'alvaras',
        'licencas',
      ],
      done: [
        {
          when: 'an applicant submits an application missing a required document',
          then: 'refuse the submission and list the missing documents, keeping the rest of the draft',
        },
        {
          when: 'an application is submitted complete',
          then: 'give it a reference number, start the decision deadline and email a receipt with the answers',
        },
      ],
    },
    {
      id: 'civic-application-review',
      title: 'Application Review and Decisions',
      description:
        'Officers check applications, ask the applicant for more information, record a decision with conditions, and issue the permit document.',
      match: [
        'review',
        'approval',
        'approvals',
        'decisions',
        'prufung',
        'bescheid',
        'revision',
        'aprobacion',
        'instruction',
        'decision',
        'analise',
        'aprovacao',
      ],
      done: [
        {
          when: 'an officer asks the applicant for more information',
          then: 'pause the decision deadline where the rules allow, email the applicant and restart it when they reply',
        },
        {
          when: 'an officer approves an application',
          then: 'generate the permit document with its number, conditions and validity and make it downloadable for the applicant',
        },
      ],
    },
    {
      id: 'civic-service-directory',
      title: 'Service Directory A to Z',
      description: 'Every council service in plain language with who it is for, what it costs, what to bring and how to apply.',
      match: [
        'service directory',
        'services a to z',
        'a-z',
        'dienstleistungen',
        'leistungen',
        'catalogo de tramites',
        'guichet',
        'carta de servicos',
      ],
      done: [
        {
          when: 'a resident searches for a service in their own words',
          then: 'show matching services by synonyms too (bin, rubbish, trash) with the online form first when there is one',
        },
      ],
    },
    {
      id: 'civic-public-map',
      title: 'Public Map of Reports and Roadworks',
      description:
        'A map of open reports, planned roadworks and closures, so residents see what is already known before reporting.',
      match: ['map', 'public map', 'roadworks', 'karte', 'baustellen', 'mapa', 'obras', 'carte', 'travaux'],
      done: [
        {
          when: 'a resident opens the map',
          then: 'show open reports and roadworks near them with category and status, never the reporter’s name',
        },
      ],
    },
    {
      id: 'civic-appointments',
      title: 'Appointment Booking at Service Counters',
      description:
        'Book a slot at the service counter for the right service (ID card, registration, certificates), with what to bring.',
      match: [
        'appointments',
        'book an appointment',
        'counter',
        'termin',
        'terminvergabe',
        'cita previa',
        'citas',
        'rendez-vous',
        'agendamento',
      ],
      done: [
        {
          when: 'a resident books a counter appointment',
          then: 'hold the slot for that service’s duration, email the confirmation with the documents to bring and a cancel link',
        },
        {
          when: 'two residents try to book the last slot at the same time',
          then: 'give it to the first confirmed booking and offer the other the next free slots',
        },
      ],
    },
    {
      id: 'civic-alerts',
      title: 'Service Alerts by Area',
      description: 'Road closures, bin collection changes, water works and storm warnings sent to residents who follow an area.',
      match: ['alerts', 'notifications', 'warnings', 'news', 'warnmeldungen', 'hinweise', 'avisos', 'alertas', 'alertes', 'avis'],
      done: [
        {
          when: 'staff publish an alert for an area',
          then: 'notify residents who follow that area by their chosen channel and show it on the home page until it ends',
        },
      ],
    },
    {
      id: 'civic-fees',
      title: 'Fees and Online Payment',
      description:
        'Pay permit, licence and service fees online with a receipt, and see refunds when an application is withdrawn.',
      match: [
        'fees',
        'payments',
        'pay online',
        'gebuhren',
        'bezahlung',
        'tasas',
        'pagos',
        'frais',
        'paiement',
        'taxas',
        'pagamento',
      ],
      done: [
        {
          when: 'a fee payment succeeds',
          then: 'mark the application as paid, email a receipt and only then send it to the officers’ queue',
        },
      ],
    },
    {
      id: 'civic-consultations',
      title: 'Public Consultations and Participatory Budgets',
      description:
        'Residents comment on plans, answer consultations and vote on proposals for the local budget, with published results.',
      match: [
        'consultations',
        'consultation',
        'participation',
        'participatory budget',
        'burgerbeteiligung',
        'umfrage',
        'participacion',
        'consulta publica',
        'concertation',
        'participation citoyenne',
        'consulta publica',
      ],
      done: [
        {
          when: 'a consultation closes',
          then: 'stop new responses, show the number of responses at once and publish the outcome when staff add it',
        },
        {
          when: 'a resident votes on a budget proposal',
          then: 'allow one vote per verified resident per proposal round and let them change it until voting closes',
        },
      ],
    },
    {
      id: 'civic-meetings',
      title: 'Council Meetings, Agendas and Minutes',
      description: 'Upcoming meetings with agendas and papers, published minutes and decisions, searchable by topic and date.',
      match: [
        'council meetings',
        'agendas',
        'minutes',
        'sitzungen',
        'ratsinformation',
        'actas',
        'plenos',
        'deliberations',
        'proces-verbaux',
        'atas',
        'sessoes',
      ],
      done: [
        {
          when: 'a clerk publishes a meeting',
          then: 'list it with its agenda and papers and notify residents who follow that committee',
        },
      ],
    },
    {
      id: 'civic-inspections',
      title: 'Inspection Booking for Permits',
      description:
        'Applicants book site inspections for approved building work, and inspectors record results with photos on site.',
      match: ['inspections', 'inspection', 'site visit', 'abnahme', 'begehung', 'inspecciones', 'visite de controle', 'vistoria'],
      done: [
        {
          when: 'an inspector records a failed inspection',
          then: 'list the defects with photos for the applicant and let them book a re-inspection once fixed',
        },
      ],
    },
    {
      id: 'civic-records-requests',
      title: 'Public Records Requests',
      description:
        'Freedom of information requests logged with their legal deadline, assigned to an officer and answered with documents.',
      match: [
        'freedom of information',
        'foi',
        'foia',
        'records requests',
        'informationsfreiheit',
        'transparencia',
        'acces aux documents',
        'acesso a informacao',
      ],
      done: [
        {
          when: 'a records request is logged',
          then: 'set its legal response deadline, assign it and warn the officer five working days before it is due',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'problem reporting app',
      match: [
        'pothole',
        'potholes',
        'report a problem',
        'report problems',
        'fix my street',
        'fly-tipping',
        'street light',
        'streetlight',
        'graffiti',
        '311',
        'mangelmelder',
        'schlagloch*',
        'schaden melden',
        'baches',
        'incidencias',
        'nids de poule',
        'nid de poule',
        'signalement',
        'buracos',
        'zeladoria',
      ],
      features: ['civic-issue-reports', 'civic-request-status', 'civic-work-queues', 'civic-public-map', 'civic-alerts'],
      recommend: [
        {
          question: 'civic-first-service',
          answer: 'Reporting problems in the streets',
          reason:
            'Residents asked to report problems; a quick, mapped report and a visible fix build trust in the whole service.',
        },
      ],
    },
    {
      noun: 'permit and licensing portal',
      match: [
        'permit',
        'permits',
        'licence application',
        'licence applications',
        'license application',
        'building permit',
        'planning application',
        'planning permission',
        'business licence',
        'business license',
        'bauantrag',
        'baugenehmigung',
        'genehmigung*',
        'licencia de obra',
        'licencias municipales',
        'permis de construire',
        'alvara',
      ],
      features: [
        'civic-permit-applications',
        'civic-application-review',
        'civic-fees',
        'civic-request-status',
        'civic-inspections',
      ],
      recommend: [
        {
          question: 'civic-first-service',
          answer: 'Applying for permits and licences',
          reason:
            'Permits are what the description is about; guided forms and a clear review flow cut the paper and the phone calls.',
        },
        {
          question: 'civic-resident-access',
          answer: 'Residents create an account with their email',
          reason:
            'Applicants save drafts, upload documents and come back for the decision; that needs an account, not a one-off form.',
        },
      ],
    },
    {
      noun: 'civic participation platform',
      match: [
        'public consultation',
        'consultations',
        'participatory budgeting',
        'participatory budget',
        'civic engagement',
        'council meetings',
        'burgerbeteiligung',
        'participacion ciudadana',
        'presupuestos participativos',
        'budget participatif',
        'concertation',
        'orcamento participativo',
      ],
      features: ['civic-consultations', 'civic-meetings', 'civic-alerts', 'civic-service-directory'],
      recommend: [
        {
          question: 'civic-first-service',
          answer: 'Taking part in consultations and decisions',
          reason:
            'Participation is the point here; consultations and votes need verified residents and published results from day one.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'National digital identity', for: 'verified sign-in (GOV.UK One Login, Login.gov, BundID, FranceConnect, Cl@ve)' },
    { name: 'GOV.UK Pay or Stripe', for: 'permit, licence and service fees paid online by card' },
    { name: 'GOV.UK Notify or Twilio', for: 'emails and text messages on status changes and service alerts' },
    { name: 'OpenStreetMap or Esri ArcGIS', for: 'base maps, council boundaries, streets and asset layers for pins' },
    { name: 'Open311 or the existing CRM', for: 'passing reports to the council’s current case or asset system' },
    { name: 'Cloudflare Turnstile', for: 'keeping bots out of anonymous reports without puzzles for residents' },
  ],
  pages: [
    { name: 'Home', purpose: 'the most used services first, a search box, and current alerts for the area' },
    { name: 'Report a problem', purpose: 'category, map pin, photos and details in a few short steps' },
    { name: 'Apply for a permit', purpose: 'permit types with what is needed, then the guided application form' },
    { name: 'My requests', purpose: 'the resident’s reports and applications with status and messages' },
    { name: 'Map', purpose: 'open reports, roadworks and closures near a place' },
    { name: 'Work queue', purpose: 'staff: a department’s reports and applications by age, target and officer' },
    { name: 'Application review', purpose: 'staff: answers, documents, checks, messages and the decision' },
    { name: 'Consultations', purpose: 'open consultations and budget votes, and results of closed ones' },
    { name: 'Service settings', purpose: 'admins: categories, departments, permit types, forms and fees' },
  ],
  design:
    'plain and trustworthy in the GOV.UK style: large readable type, high contrast, one question per page in forms, no decorative images, the council’s crest and colour used sparingly',
  questions: [
    {
      id: 'civic-first-service',
      category: 'scope',
      text: 'Which service should residents be able to use first?',
      options: [
        'Reporting problems in the streets',
        'Applying for permits and licences',
        'Booking appointments at the service counter',
        'Taking part in consultations and decisions',
      ],
      recommended: 'Reporting problems in the streets',
      reason:
        'Problem reports are the service residents use most and the quickest to launch; permits follow on the same accounts.',
      impact: 10,
      decision: 'First service',
      replaces: 'audience',
      says: {
        'Reporting problems in the streets':
          'Start with reporting problems: residents report potholes, lights, graffiti and dumping on a map, departments fix them and residents follow the status.',
        'Applying for permits and licences':
          'Start with permits and licences: guided applications with documents and fees, reviewed and decided by officers, with the permit issued online.',
        'Booking appointments at the service counter':
          'Start with counter appointments: residents book a slot for a service, see what to bring, and can cancel or move it.',
        'Taking part in consultations and decisions':
          'Start with participation: consultations, comments and budget votes from verified residents, with results published.',
      },
    },
    {
      id: 'civic-resident-access',
      category: 'security',
      text: 'What must residents do before they can report a problem or apply for something?',
      options: [
        'Nothing: report with an email for updates',
        'Residents create an account with their email',
        'Residents sign in with the national digital identity',
      ],
      recommended: 'Nothing: report with an email for updates',
      reason: 'Asking for an account loses many reports; an email is enough to send updates, and staff sign in separately.',
      impact: 9,
      decision: 'Resident access',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Nothing: report with an email for updates':
          'Residents report without an account, leaving an email for updates and a link to follow the report; only staff sign in, with their work accounts.',
        'Residents create an account with their email':
          'Residents create an account with email and a one-time code to save drafts and follow all their requests; staff sign in with their work accounts.',
        'Residents sign in with the national digital identity':
          'Residents sign in through the national digital identity service, so applications carry a verified name and address; staff sign in with their work accounts.',
      },
    },
    {
      id: 'civic-routing',
      category: 'roles',
      text: 'How do reports and applications reach the right department?',
      options: [
        'One central team triages everything',
        'Routed automatically by category and area',
        'Each department picks from a shared inbox',
      ],
      recommended: 'Routed automatically by category and area',
      reason:
        'Routing by category and ward gets a pothole to the roads team the same day; a central inbox becomes the bottleneck.',
      impact: 8,
      decision: 'Routing to departments',
      says: {
        'One central team triages everything':
          'Every new report and application lands with a central team, who check it and assign it to a department.',
        'Routed automatically by category and area':
          'Route each report and application to a department by its category and the area of its location; staff can move misrouted ones with a reason.',
        'Each department picks from a shared inbox':
          'New reports and applications wait in one shared inbox where each department claims its own.',
      },
    },
    {
      id: 'civic-permit-types',
      category: 'scope',
      text: 'Which permits and licences should go online first?',
      options: ['Events, street use and skips', 'Business and trade licences', 'Building and planning permits'],
      recommended: 'Events, street use and skips',
      reason:
        'Short forms and quick decisions make a good first online service; building permits need plan reviews and statutory consultees.',
      impact: 8,
      decision: 'First permit types',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Applying for permits and licences'] },
          { feature: ['civic-permit-applications'] },
        ],
      },
      says: {
        'Events, street use and skips':
          'Put event, street use and skip permits online first: short forms, a site plan or map, a fee and a decision within days.',
        'Business and trade licences': 'Put business and trade licences online first, with renewals reminded before they expire.',
        'Building and planning permits':
          'Put building and planning applications online first, with plan drawings, neighbour notification and consultee comments.',
      },
    },
    {
      id: 'civic-review-steps',
      category: 'user-flow',
      text: 'How is a permit application decided?',
      options: [
        'One officer checks and decides',
        'Checked for completeness, then decided by an officer',
        'Several departments comment before a decision',
      ],
      recommended: 'Checked for completeness, then decided by an officer',
      reason: 'A completeness check first stops the decision clock wasting days on applications that were never ready.',
      impact: 7,
      decision: 'Decision steps',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Applying for permits and licences'] },
          { feature: ['civic-permit-applications', 'civic-application-review'] },
        ],
      },
      says: {
        'One officer checks and decides': 'One officer checks each application and records the decision.',
        'Checked for completeness, then decided by an officer':
          'Each application is first checked for completeness (and sent back if incomplete), then reviewed and decided by an officer.',
        'Several departments comment before a decision':
          'The case officer sends the application to the departments that must comment (highways, environment, fire) and decides once all have answered or their time is up.',
      },
    },
    {
      id: 'civic-decision-deadline',
      category: 'edge-cases',
      text: 'What should happen when an application nears its legal decision deadline?',
      options: [
        'Nothing; officers keep track themselves',
        'Warn the officer and their manager in advance',
        'Warn ahead, and show the applicant if it passes undecided',
      ],
      recommended: 'Warn the officer and their manager in advance',
      reason:
        'Missed statutory deadlines lead to complaints and, in some places, approval by default; a warning days ahead avoids both.',
      impact: 6,
      decision: 'Decision deadlines',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Applying for permits and licences'] },
          { feature: ['civic-permit-applications', 'civic-application-review'] },
        ],
      },
      says: {
        'Nothing; officers keep track themselves': 'Show each application’s decision date; there are no deadline warnings.',
        'Warn the officer and their manager in advance':
          'Warn the officer five working days before an application’s decision deadline and their manager two days before.',
        'Warn ahead, and show the applicant if it passes undecided':
          'Warn officers before the deadline; if it passes undecided, show the applicant what that means under the rules and what they can do.',
      },
    },
    {
      id: 'civic-report-updates',
      category: 'user-flow',
      text: 'What do residents hear back after reporting a problem?',
      options: [
        'A reference number only',
        'An email at each status change, with a photo when fixed',
        'Status emails, and the report on a public page others can follow',
      ],
      recommended: 'An email at each status change, with a photo when fixed',
      reason: 'Residents who hear nothing report again and phone the council; a status email and a photo of the fix stop both.',
      impact: 7,
      decision: 'Updates to reporters',
      askIf: {
        any: [{ answer: 'civic-first-service', is: ['Reporting problems in the streets'] }, { feature: ['civic-issue-reports'] }],
      },
      says: {
        'A reference number only': 'Residents get a reference number to quote when they call; no further updates are sent.',
        'An email at each status change, with a photo when fixed':
          'Email the reporter when the report is received, assigned, scheduled and fixed, with the crew’s photo of the fix.',
        'Status emails, and the report on a public page others can follow':
          'Email the reporter at each status change, and publish each report on a public page where others can follow it instead of reporting again.',
      },
    },
    {
      id: 'civic-duplicates',
      category: 'edge-cases',
      text: 'What happens when several residents report the same pothole or broken light?',
      options: [
        'Each report is handled separately',
        'Nearby reports of the same kind are shown before submitting',
        'Staff merge duplicates by hand',
      ],
      recommended: 'Nearby reports of the same kind are shown before submitting',
      reason: 'Showing open reports near the pin lets residents follow the existing one instead; crews get one job, not ten.',
      impact: 6,
      decision: 'Duplicate reports',
      askIf: {
        any: [{ answer: 'civic-first-service', is: ['Reporting problems in the streets'] }, { feature: ['civic-issue-reports'] }],
      },
      says: {
        'Each report is handled separately': 'Every report is its own case, even when it describes the same problem.',
        'Nearby reports of the same kind are shown before submitting':
          'Before a report is sent, show open reports of the same category within about 50 metres; the resident can follow one instead, which adds them to its updates.',
        'Staff merge duplicates by hand':
          'Staff can merge duplicate reports into one case; everyone who reported it gets the updates.',
      },
    },
    {
      id: 'civic-report-visibility',
      category: 'security',
      text: 'Can the public see the problems residents have reported?',
      options: [
        'Yes, on a public map, without the reporter’s name',
        'Yes, once staff have checked the report',
        'No, only staff see them',
      ],
      recommended: 'Yes, once staff have checked the report',
      reason: 'Photos can show faces or number plates and some reports are abusive; a quick check before publishing avoids both.',
      impact: 6,
      decision: 'Public reports',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Reporting problems in the streets'] },
          { feature: ['civic-issue-reports', 'civic-public-map'] },
        ],
      },
      says: {
        'Yes, on a public map, without the reporter’s name':
          'Show every report on the public map at once with category, photo and status, never the reporter’s name or contact details.',
        'Yes, once staff have checked the report':
          'Show reports on the public map once staff have checked them, with faces and number plates in photos blurred; never show who reported.',
        'No, only staff see them': 'Reports are visible only to the reporter and staff.',
      },
    },
    {
      id: 'civic-field-crews',
      category: 'roles',
      text: 'Do road and maintenance crews update the jobs themselves from the street?',
      options: [
        'No, office staff close the jobs',
        'Yes, on a phone, closing each job with a photo',
        'Jobs go to a contractor’s own system',
      ],
      recommended: 'Yes, on a phone, closing each job with a photo',
      reason: 'Crews closing jobs on site with a photo keeps the status true and gives residents proof of the fix.',
      impact: 6,
      decision: 'Field crews',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Reporting problems in the streets'] },
          { feature: ['civic-issue-reports', 'civic-work-queues'] },
        ],
      },
      says: {
        'No, office staff close the jobs': 'Office staff update and close jobs after crews report back.',
        'Yes, on a phone, closing each job with a photo':
          'Crews see their assigned jobs on a phone with the map location, and close each one with a photo and a note.',
        'Jobs go to a contractor’s own system':
          'Jobs are sent to the contractor’s system and their completion is read back to update the report.',
      },
    },
    {
      id: 'civic-other-channels',
      category: 'integrations',
      text: 'How else do residents report problems or apply today?',
      options: [
        'Only online, through this service',
        'Also by phone and at the counter, entered by staff',
        'Through an existing CRM or case system we keep',
      ],
      recommended: 'Also by phone and at the counter, entered by staff',
      reason: 'Many residents still phone or visit; staff entering those in the same system keeps one queue and one status.',
      impact: 5,
      decision: 'Other channels',
      says: {
        'Only online, through this service': 'Residents use only this service; there is no assisted channel.',
        'Also by phone and at the counter, entered by staff':
          'Contact centre staff can log reports and applications for residents who phone or visit, marked with the channel they came in by.',
        'Through an existing CRM or case system we keep':
          'New reports and applications are passed to the existing CRM or case system (Open311 or its API), and status changes are read back.',
      },
    },
    {
      id: 'civic-fees-payment',
      category: 'scope',
      text: 'How are permit and service fees paid?',
      options: [
        'Online by card when applying',
        'Invoiced after approval',
        'At the counter or by bank transfer',
        'There are no fees',
      ],
      recommended: 'Online by card when applying',
      reason: 'Paying when applying means officers only see paid applications, and no one chases fees after a decision.',
      impact: 6,
      decision: 'Fees',
      replaces: 'online-payments',
      askIf: {
        any: [
          { answer: 'civic-first-service', is: ['Applying for permits and licences'] },
          { feature: ['civic-permit-applications', 'civic-fees'] },
        ],
      },
      says: {
        'Online by card when applying':
          'Take the fee by card at the end of the application; only paid applications reach the officers, and refunds follow the council’s rules.',
        'Invoiced after approval': 'Send an invoice with the approval; the permit is issued once it is paid.',
        'At the counter or by bank transfer':
          'Fees are paid at the counter or by bank transfer with the reference number; staff mark applications as paid.',
        'There are no fees': 'The services are free; there is no payment step.',
      },
    },
    {
      id: 'civic-accessibility',
      category: 'design',
      text: 'Must the service meet WCAG 2.2 AA and publish an accessibility statement, as public bodies usually must?',
      recommended: 'Yes',
      reason:
        'Public sector websites are legally bound to accessibility rules in the EU, UK and US; retrofitting costs far more.',
      impact: 6,
      decision: 'Accessibility',
      replaces: 'accessibility',
      says: {
        Yes: 'Meet WCAG 2.2 AA on every page and form, test with a screen reader and keyboard, and publish an accessibility statement.',
        No: 'Formal conformance is not required; still use semantic markup, labelled fields and sufficient contrast.',
      },
    },
    {
      id: 'civic-participation-voting',
      category: 'security',
      text: 'Who may take part in consultations and vote on budget proposals?',
      options: [
        'Anyone, without signing in',
        'Anyone with a confirmed email and postcode',
        'Only residents verified by the national identity service',
      ],
      recommended: 'Anyone with a confirmed email and postcode',
      reason: 'A confirmed email and postcode limit repeat voting enough for most councils without shutting out residents.',
      impact: 6,
      decision: 'Who takes part',
      feature: 'civic-consultations',
      says: {
        'Anyone, without signing in': 'Anyone can answer consultations and vote without signing in; results are indicative only.',
        'Anyone with a confirmed email and postcode':
          'Participants confirm their email and give a postcode inside the area; each email votes once per round.',
        'Only residents verified by the national identity service':
          'Only residents verified through the national identity service with an address in the area can vote, once per round.',
      },
    },
  ],
} satisfies DomainInput;
