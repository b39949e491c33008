import type { DomainInput } from '../records';

export default {
  id: 'compliance-inspections',
  name: 'Safety, compliance and inspections',
  noun: 'inspection and compliance app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['safety inspection', 6],
      ['safety audit', 6],
      ['inspection checklist', 6],
      ['audit checklist', 6],
      ['inspection app', 6],
      ['inspection company', 6],
      ['fire extinguisher', 4],
      ['fire risk assessment', 6],
      ['pat testing', 6],
      ['certificates', 2],
      ['inspections', 2],
      ['inspector', 3],
      ['audits', 3],
      ['compliance', 2],
      ['corrective action', 6],
      ['capa', 4],
      ['near miss', 6],
      ['incident report', 4],
      ['accident report', 5],
      ['health and safety', 6],
      ['ehs', 6],
      ['hse', 5],
      ['osha', 6],
      ['riddor', 6],
      ['haccp', 6],
      ['food safety', 5],
      ['food hygiene', 6],
      ['hygiene audit', 6],
      ['temperature logs', 6],
      ['hygiene', 3],
      ['fire safety', 5],
      ['risk assessment', 5],
      ['toolbox talk', 6],
      ['permit to work', 6],
      ['iso 45001', 6],
      ['certificate expiry', 6],
      ['safetyculture', 6],
      ['iauditor', 6],
      ['hazards', 3],
      ['ppe', 4],
    ],
    de: [
      ['arbeitsschutz*', 6],
      ['arbeitssicherheit', 6],
      ['sicherheitsbegehung*', 6],
      ['begehung*', 4],
      ['prufprotokoll*', 5],
      ['audit*', 3],
      ['inspektion*', 4],
      ['korrekturmassnahme*', 6],
      ['beinaheunfall*', 6],
      ['unfallmeldung*', 6],
      ['gefahrdungsbeurteilung*', 6],
      ['unterweisung*', 5],
      ['brandschutz*', 5],
      ['hygienekontrolle*', 6],
    ],
    es: [
      ['inspecciones de seguridad', 6],
      ['seguridad y salud', 5],
      ['prevencion de riesgos', 6],
      ['auditorias', 4],
      ['lista de verificacion', 4],
      ['acciones correctivas', 6],
      ['casi accidente', 6],
      ['evaluacion de riesgos', 5],
      ['inspecciones', 4],
      ['appcc', 6],
      ['seguridad laboral', 6],
    ],
    fr: [
      ['inspections de securite', 6],
      ['sante et securite', 5],
      ['qhse', 6],
      ['actions correctives', 6],
      ['presqu accident', 6],
      ['document unique', 5],
      ['evaluation des risques', 5],
      ['visite de securite', 6],
      ['controles reglementaires', 6],
      ['grille d audit', 6],
      ['inspections', 2],
    ],
    pt: [
      ['inspecoes de seguranca', 6],
      ['seguranca do trabalho', 6],
      ['sst', 4],
      ['acoes corretivas', 6],
      ['quase acidente', 6],
      ['checklist de inspecao', 6],
      ['avaliacao de riscos', 5],
      ['inspecoes', 4],
      ['vistorias', 3],
      ['auditorias internas', 5],
    ],
  },
  exclude: [
    'incident management',
    'on-call',
    'seo audit',
    'code audit',
    'audit log',
    'audit logs',
    'audit trail',
    'security audit',
    'soc 2',
    'gdpr compliance',
    'pci compliance',
    'home inspection',
    'home inspections',
    'property inspection',
    'vistoria de imovel',
    'audit de seo',
  ],
  entities: [
    {
      name: 'Site',
      fields: ['name', 'address', 'areas', 'region', 'manager → User', 'latest score'],
    },
    {
      name: 'Asset',
      fields: ['site → Site', 'type (fire extinguisher, ladder, forklift…)', 'serial number', 'QR code', 'next check due'],
    },
    {
      name: 'Checklist Template',
      fields: [
        'title',
        'version',
        'sections',
        'items with answer type (yes/no/N/A, number, photo)',
        'critical items',
        'item weights',
      ],
    },
    {
      name: 'Inspection',
      fields: [
        'template version → Checklist Template',
        'site or asset → Site',
        'inspector → User',
        'started and submitted at',
        'location',
        'answers with photos and notes',
        'score and result',
        'signature',
      ],
    },
    {
      name: 'Corrective Action',
      fields: [
        'source (inspection item or incident)',
        'description',
        'owner → User',
        'due date',
        'priority',
        'status (open, done, verified)',
        'closing photo and note',
      ],
    },
    {
      name: 'Incident',
      fields: [
        'type (injury, near miss, damage, environmental)',
        'date, time and place',
        'people involved',
        'what happened',
        'severity',
        'reported by (optional)',
        'reportable to regulator',
        'investigation and root cause',
      ],
    },
    {
      name: 'Certificate',
      fields: ['for (asset, site, contractor)', 'type', 'issued by', 'issued and expiry dates', 'file'],
    },
    {
      name: 'Risk Assessment',
      fields: ['activity or area', 'hazards', 'likelihood and severity', 'controls', 'residual risk', 'review date'],
    },
  ],
  roles: [
    {
      name: 'Compliance or safety manager',
      can: 'build checklists, schedule inspections, see every site, review incidents and verify corrective actions',
    },
    {
      name: 'Site manager',
      can: 'run inspections at their sites, assign and close actions, and see their sites’ incidents and scores',
    },
    { name: 'Inspector or auditor', can: 'carry out assigned inspections on a phone or tablet and raise actions' },
    {
      name: 'Employee',
      can: 'report incidents and hazards, complete checks assigned to them, and read and sign policies',
    },
    { name: 'Client or external auditor', can: 'read the reports, certificates and actions shared with them' },
  ],
  features: [
    {
      id: 'insp-checklists',
      title: 'Inspection Checklist Builder',
      description:
        'Build checklists with sections, yes/no/N/A, numbers and photo items, critical items and weights; templates keep versions.',
      match: [
        'checklists',
        'checklist',
        'templates',
        'forms',
        'audit checklist',
        'checklisten',
        'pruflisten',
        'listas de verificacion',
        'listas de control',
        'grilles d audit',
        'listes de controle',
        'listas de verificacao',
      ],
      done: [
        {
          when: 'a manager changes a checklist that inspections already used',
          then: 'save it as a new version and leave past inspections showing the version they used',
        },
      ],
    },
    {
      id: 'insp-mobile-inspections',
      title: 'Mobile Inspections with Photos',
      description:
        'Inspectors go through the checklist on a phone or tablet, adding photos and notes per item, and sign on submit.',
      match: [
        'inspections',
        'audits',
        'site walks',
        'mobile inspections',
        'inspection app',
        'begehungen',
        'inspektionen',
        'inspecciones',
        'auditorias',
        'visites',
        'inspecoes',
        'vistorias',
      ],
      done: [
        {
          when: 'an inspector marks an item as failed',
          then: 'ask for a photo and a note before moving on, and offer to raise a corrective action',
        },
        {
          when: 'an inspector submits an inspection',
          then: 'record the time, place and signature, work out the score, and lock the answers',
        },
        {
          when: 'the phone loses signal during an inspection',
          then: 'keep every answer and photo on the device and upload them when the signal returns',
        },
      ],
    },
    {
      id: 'insp-corrective-actions',
      title: 'Corrective Actions with Due Dates',
      description: 'Every failed item or incident can raise an action with an owner, priority and due date, closed with proof.',
      match: [
        'corrective actions',
        'actions',
        'capa',
        'follow-ups',
        'findings',
        'massnahmen',
        'korrekturmassnahmen',
        'acciones correctivas',
        'actions correctives',
        'acoes corretivas',
      ],
      done: [
        {
          when: 'an action is raised',
          then: 'notify the owner with the finding, photo and due date',
        },
        {
          when: 'an action passes its due date',
          then: 'mark it overdue, remind the owner and tell the site manager',
        },
        {
          when: 'the owner closes an action',
          then: 'require a note and a photo of the fix and keep it with the original finding',
        },
      ],
    },
    {
      id: 'insp-incidents',
      title: 'Incident and Near-miss Reporting',
      description:
        'A short form for injuries, near misses, damage and hazards, with photos, place and time, reportable in under a minute.',
      match: [
        'incidents',
        'incident reporting',
        'near misses',
        'accidents',
        'hazard reporting',
        'unfallmeldung',
        'vorfalle',
        'beinaheunfalle',
        'incidentes',
        'accidentes',
        'incidents de securite',
        'acidentes',
      ],
      done: [
        {
          when: 'someone reports an incident with injury',
          then: 'alert the safety manager and site manager at once and open the incident for investigation',
        },
        {
          when: 'a report is sent without a connection',
          then: 'keep it on the device and send it as soon as the connection returns',
        },
      ],
    },
    {
      id: 'insp-schedule',
      title: 'Recurring Inspection Schedule',
      description:
        'Inspections that repeat per site, area or asset (daily, weekly, yearly), assigned to a role, with overdue ones flagged.',
      match: [
        'schedule',
        'recurring inspections',
        'due inspections',
        'planning',
        'prufplan',
        'termine',
        'calendario',
        'calendrier',
        'cronograma',
      ],
      done: [
        {
          when: 'a scheduled inspection comes due',
          then: 'put it on the assigned person’s list and remind them on the day',
        },
        {
          when: 'a scheduled inspection is not done by the end of its window',
          then: 'mark it missed, tell the site manager and show it on the dashboard',
        },
      ],
    },
    {
      id: 'insp-reports',
      title: 'Inspection Reports as PDF',
      description:
        'A branded report per inspection with score, failed items, photos, actions and signature, to share or archive.',
      match: [
        'reports',
        'pdf',
        'inspection report',
        'audit report',
        'berichte',
        'prufbericht',
        'informes',
        'rapports',
        'relatorios',
        'laudos',
      ],
      done: [
        {
          when: 'an inspection is submitted',
          then: 'produce the PDF report with failed items and photos first, and email it to the people set for that site',
        },
      ],
    },
    {
      id: 'insp-certificates',
      title: 'Certificate and Expiry Tracking',
      description:
        'Certificates for equipment, buildings and contractors (fire, gas, electrical, lifting, insurance) with expiry reminders.',
      match: [
        'certificates',
        'certifications',
        'expiry',
        'expiry dates',
        'zertifikate',
        'nachweise',
        'certificados',
        'vencimientos',
        'certificats',
        'certificados de validade',
      ],
      done: [
        {
          when: 'a certificate is sixty days from expiry',
          then: 'remind the person responsible, and again at thirty and seven days',
        },
        {
          when: 'a certificate expires without a replacement',
          then: 'show the asset or site as non-compliant on the dashboard until a new certificate is uploaded',
        },
      ],
    },
    {
      id: 'insp-risk-assessments',
      title: 'Risk Assessments with Risk Matrix',
      description:
        'Hazards per activity or area rated by likelihood and severity, with controls, residual risk and review dates.',
      match: [
        'risk assessment',
        'risk assessments',
        'risk matrix',
        'gefahrdungsbeurteilung',
        'evaluacion de riesgos',
        'evaluation des risques',
        'document unique',
        'avaliacao de riscos',
      ],
      done: [
        {
          when: 'a hazard is rated high after controls',
          then: 'flag the assessment for the safety manager before it can be approved',
        },
        {
          when: 'an incident happens in an area',
          then: 'show that area’s risk assessment for review with the incident linked',
        },
      ],
    },
    {
      id: 'insp-sites-assets',
      title: 'Sites and Assets with QR Codes',
      description: 'Sites, areas and assets in one list, each with a QR code that opens its checks, history and certificates.',
      match: [
        'sites',
        'assets',
        'equipment',
        'qr codes',
        'locations',
        'standorte',
        'anlagen',
        'sedes',
        'equipos',
        'sites et equipements',
        'equipamentos',
      ],
      done: [
        {
          when: 'an inspector scans an asset’s QR code',
          then: 'open that asset with its due checks, last results and certificates',
        },
      ],
    },
    {
      id: 'insp-dashboard',
      title: 'Compliance Dashboard by Site',
      description:
        'Scores, missed inspections, overdue actions, open incidents and expiring certificates per site and over time.',
      match: ['dashboard', 'overview', 'kpis', 'analytics', 'ubersicht', 'panel', 'tableau de bord', 'painel'],
      done: [
        {
          when: 'a manager opens the dashboard',
          then: 'show each site with its latest score, overdue actions, missed inspections and expiring certificates, worst first',
        },
      ],
    },
    {
      id: 'insp-investigations',
      title: 'Incident Investigation and Root Cause',
      description:
        'Investigate serious incidents with witness statements, a timeline, root cause (five whys) and resulting actions.',
      match: [
        'investigation',
        'root cause',
        'five whys',
        '5 whys',
        'untersuchung',
        'ursachenanalyse',
        'investigacion',
        'causa raiz',
        'enquete',
        'analyse des causes',
      ],
      done: [
        {
          when: 'an investigation is closed',
          then: 'require a root cause and at least one corrective action, and record who closed it',
        },
      ],
    },
    {
      id: 'insp-training',
      title: 'Staff Training and Competence Records',
      description: 'Safety courses, licences and inductions per person with expiry dates, and who may do which work.',
      match: [
        'training',
        'training records',
        'inductions',
        'licences',
        'schulungen',
        'unterweisungen',
        'formacion',
        'formations',
        'treinamentos',
      ],
      done: [
        {
          when: 'a person’s required training is about to expire',
          then: 'remind them and their manager thirty days before',
        },
      ],
    },
    {
      id: 'insp-policies',
      title: 'Policies with Read-and-sign',
      description: 'Safety policies and procedures with versions; staff confirm they have read each new version.',
      match: [
        'policies',
        'procedures',
        'read and sign',
        'acknowledgements',
        'richtlinien',
        'anweisungen',
        'politicas',
        'procedimientos',
        'procedures',
        'politiques',
      ],
      done: [
        {
          when: 'a new version of a policy is published',
          then: 'ask everyone it applies to to read and confirm it, and show who has not',
        },
      ],
    },
    {
      id: 'insp-reportable-logs',
      title: 'Regulator Incident Logs (OSHA, RIDDOR)',
      description:
        'Injuries that must be reported are flagged with deadlines, and the yearly logs regulators ask for are produced.',
      match: [
        'osha 300',
        'osha log',
        'riddor',
        'reportable incidents',
        'meldepflichtig',
        'berufsgenossenschaft',
        'declaracion de accidentes',
        'declaration d accident',
        'cat',
      ],
      done: [
        {
          when: 'an incident is marked reportable',
          then: 'show the legal deadline for reporting it and remind the safety manager until it is marked reported',
        },
        {
          when: 'the safety manager exports the yearly log',
          then: 'produce the regulator’s log format from the recorded injuries, with names withheld where the rules allow',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'food safety app',
      match: [
        'food safety',
        'haccp',
        'food hygiene',
        'hygiene inspections',
        'temperature logs',
        'kitchen audits',
        'appcc',
        'hygienekontrolle*',
        'lebensmittelsicherheit',
        'seguridad alimentaria',
        'securite alimentaire',
        'seguranca alimentar',
      ],
      features: [
        'insp-mobile-inspections',
        'insp-checklists',
        'insp-schedule',
        'insp-corrective-actions',
        'insp-training',
        'insp-reports',
      ],
      recommend: [
        {
          question: 'insp-field',
          answer: 'Food safety and hygiene in kitchens or stores',
          reason:
            'Food businesses are inspected on hygiene, temperatures and allergens; daily checks and records are what inspectors ask for.',
        },
        {
          question: 'insp-scoring',
          answer: 'Pass or fail, with critical items failing the whole inspection',
          reason: 'A fridge above 8 °C or a pest sighting fails a food inspection whatever else passed; weights would hide it.',
        },
      ],
    },
    {
      noun: 'inspection company app',
      match: [
        'inspection company',
        'inspection business',
        'inspection services',
        'third-party inspections',
        'fire extinguisher servicing',
        'lift inspections',
        'pat testing',
        'gas safety certificates',
        'empresa de inspeccion',
        'bureau de controle',
        'empresa de vistoria',
        'prufdienst*',
      ],
      features: ['insp-schedule', 'insp-mobile-inspections', 'insp-reports', 'insp-certificates', 'insp-sites-assets'],
      recommend: [
        {
          question: 'insp-field',
          answer: 'Clients’ properties or equipment, as an inspection company',
          reason: 'An inspection company sells its visits and reports; clients, sites and certificates are its core records.',
        },
        {
          question: 'insp-who-inspects',
          answer: 'A few safety, quality or field inspectors',
          reason: 'Your own trained inspectors do the visits; clients only read the results.',
        },
      ],
    },
    {
      noun: 'audit management app',
      match: [
        'iso 9001',
        'iso 14001',
        'iso 45001',
        'internal audits',
        'quality audits',
        'supplier audits',
        'qms',
        'audit management',
        'interne audits',
        'auditorias internas',
        'audits internes',
      ],
      features: ['insp-checklists', 'insp-corrective-actions', 'insp-policies', 'insp-dashboard', 'insp-reports'],
      recommend: [
        {
          question: 'insp-field',
          answer: 'Quality against ISO or customer standards',
          reason: 'ISO audits live on clause checklists, findings and corrective actions whose effectiveness is checked.',
        },
        {
          question: 'insp-failed-item',
          answer: 'A corrective action that the inspector must verify',
          reason:
            'ISO auditors check that each finding was fixed and the fix worked; verified close-out is the evidence they ask for.',
        },
      ],
    },
    {
      noun: 'incident reporting app',
      match: [
        'incident reporting',
        'near miss',
        'near misses',
        'accident reports',
        'accident reporting',
        'unfallmeldung*',
        'beinaheunfall*',
        'casi accidente',
        'presqu accident',
        'quase acidente',
      ],
      features: ['insp-incidents', 'insp-investigations', 'insp-corrective-actions', 'insp-reportable-logs', 'insp-dashboard'],
    },
  ],
  integrations: [
    { name: 'Microsoft Entra ID or Google Workspace', for: 'signing in staff with their work accounts' },
    { name: 'Microsoft Teams or Slack', for: 'alerts on serious incidents and overdue actions in the channels managers watch' },
    { name: 'Twilio', for: 'text message alerts for serious incidents and for staff without email' },
    { name: 'Google Maps', for: 'site locations and the place an inspection or incident was recorded' },
    {
      name: 'SharePoint or Google Drive',
      for: 'storing certificates, policies and report PDFs where the company keeps documents',
    },
    { name: 'Power BI or CSV export', for: 'compliance figures in the company’s own reporting' },
  ],
  pages: [
    { name: 'Dashboard', purpose: 'sites with scores, overdue actions, missed inspections and expiring certificates' },
    { name: 'My inspections', purpose: 'inspections due today and this week for the signed-in person, and drafts to finish' },
    { name: 'Inspection', purpose: 'the checklist on a phone, item by item, with photos, notes and signature' },
    { name: 'Actions', purpose: 'open corrective actions by owner, due date and site, overdue first' },
    { name: 'Incidents', purpose: 'reported incidents and near misses with severity, status and investigations' },
    { name: 'Certificates', purpose: 'certificates by expiry date, with missing and expired ones first' },
    { name: 'Templates', purpose: 'checklist templates with versions and the sites they are scheduled at' },
    { name: 'Sites and assets', purpose: 'sites, areas and assets with their QR codes and history' },
  ],
  design:
    'practical and high-contrast for use outdoors on phones: big yes, no and N/A buttons, photos inline, one clear red for failed and overdue; managers get a calm dashboard with sites as rows and status as columns',
  questions: [
    {
      id: 'insp-field',
      category: 'scope',
      text: 'What does the business inspect?',
      options: [
        'Its own sites for health and safety',
        'Food safety and hygiene in kitchens or stores',
        'Quality against ISO or customer standards',
        'Clients’ properties or equipment, as an inspection company',
      ],
      recommended: 'Its own sites for health and safety',
      reason:
        'Most inspection apps serve a company checking its own sites for safety; food, quality and client work add their own rules.',
      impact: 10,
      decision: 'What is inspected',
      replaces: 'audience',
      says: {
        'Its own sites for health and safety':
          'Build it for a company inspecting its own sites for health and safety: site inspections, incidents, actions and certificates.',
        'Food safety and hygiene in kitchens or stores':
          'Build it for food safety: daily opening and closing checks, temperature and cleaning records, hygiene audits and staff food hygiene training.',
        'Quality against ISO or customer standards':
          'Build it for quality audits against ISO or customer standards: clause checklists, findings, corrective actions and evidence for external auditors.',
        'Clients’ properties or equipment, as an inspection company':
          'Build it for an inspection company: clients and their sites, scheduled visits, inspections in the field, and reports and certificates issued to clients.',
      },
    },
    {
      id: 'insp-who-inspects',
      category: 'roles',
      text: 'Who carries out inspections and reports incidents?',
      options: [
        'A few safety, quality or field inspectors',
        'Site managers and supervisors',
        'Every employee, including staff without email',
      ],
      recommended: 'Site managers and supervisors',
      reason:
        'Checks done by the people running each site happen daily, not yearly; frontline staff matter most for incident reports.',
      impact: 9,
      decision: 'Who inspects',
      replaces: 'sign-in',
      says: {
        'A few safety, quality or field inspectors':
          'A small team of inspectors signs in and carries out all inspections; managers sign in to see results and own actions.',
        'Site managers and supervisors':
          'Site managers and supervisors sign in to run their sites’ inspections and close actions; the safety team oversees all sites.',
        'Every employee, including staff without email':
          'Every employee uses it: staff without email sign in with a phone number code or a site QR code and short PIN.',
      },
    },
    {
      id: 'insp-sites',
      category: 'scope',
      text: 'How many sites does the business inspect?',
      options: ['One site', 'A few sites', 'Many sites in regions, with area managers'],
      recommended: 'A few sites',
      reason:
        'Comparing sites and seeing who is behind is what managers ask for once there is more than one; regions come later.',
      impact: 7,
      decision: 'Sites',
      says: {
        'One site': 'There is one site, split into areas; no site comparison is needed.',
        'A few sites':
          'There are several sites; each person sees their own sites, and managers compare scores and overdue actions across them.',
        'Many sites in regions, with area managers':
          'Sites are grouped into regions; area managers see their region, and results roll up from site to region to company.',
      },
    },
    {
      id: 'insp-failed-item',
      category: 'user-flow',
      text: 'What happens when an inspection item fails?',
      options: [
        'It is noted in the report only',
        'A corrective action is assigned with a due date',
        'A corrective action that the inspector must verify',
      ],
      recommended: 'A corrective action is assigned with a due date',
      reason:
        'Findings without an owner and date never get fixed; a photo on closing gives auditors proof without another sign-off.',
      impact: 8,
      decision: 'Failed items',
      says: {
        'It is noted in the report only': 'Failed items are listed in the report; follow-up happens outside the app.',
        'A corrective action is assigned with a due date':
          'A failed item raises a corrective action with owner, priority and due date; the owner closes it with a note and a photo of the fix.',
        'A corrective action that the inspector must verify':
          'A failed item raises a corrective action; the owner closes it with proof and the inspector or safety manager verifies it before it counts as done.',
      },
    },
    {
      id: 'insp-incident-reporting',
      category: 'user-flow',
      text: 'Who can report an incident or near miss, and must they give their name?',
      options: [
        'Only signed-in staff, with their name',
        'Anyone on site by QR code, name required',
        'Anyone by QR code, name optional',
      ],
      recommended: 'Anyone by QR code, name optional',
      reason:
        'Near misses go unreported when reporting needs a login or a name; a QR poster per area and optional names raise reporting.',
      impact: 8,
      decision: 'Incident reporting',
      says: {
        'Only signed-in staff, with their name': 'Only signed-in staff can report incidents, always under their own name.',
        'Anyone on site by QR code, name required':
          'Anyone on site, including visitors and contractors, can report through a QR code per area without an account, giving their name and phone.',
        'Anyone by QR code, name optional':
          'Anyone on site can report through a QR code per area without an account; giving a name is optional and anonymous reports are accepted.',
      },
    },
    {
      id: 'insp-offline',
      category: 'edge-cases',
      text: 'Must inspections and reports work without mobile signal?',
      recommended: 'Yes',
      reason:
        'Plant rooms, basements, cold stores and remote sites often have no signal; a lost inspection is done twice or not at all.',
      impact: 8,
      decision: 'Working offline',
      replaces: 'offline-use',
      says: {
        Yes: 'Inspections and incident reports work offline: answers, photos and signatures are kept on the device and uploaded when back online, without duplicates.',
        No: 'A connection is needed; drafts are saved on the device so nothing is lost if it drops.',
      },
    },
    {
      id: 'insp-locked-records',
      category: 'security',
      text: 'Can an inspection be changed after it is submitted?',
      options: [
        'Yes, by the inspector',
        'No; corrections are added as notes with who and when',
        'Only by an admin, with the change logged',
      ],
      recommended: 'No; corrections are added as notes with who and when',
      reason:
        'Inspection records are evidence for regulators, insurers and courts; a record that can be edited quietly is worth nothing.',
      impact: 7,
      decision: 'Submitted records',
      says: {
        'Yes, by the inspector': 'Inspectors can edit their inspections after submitting them.',
        'No; corrections are added as notes with who and when':
          'Submitted inspections are locked; corrections are added as dated notes by named people, and the original stays visible.',
        'Only by an admin, with the change logged':
          'Only admins can change a submitted inspection; every change keeps the old value, who changed it, when and why.',
      },
    },
    {
      id: 'insp-reportable',
      category: 'data',
      text: 'Must some incidents be reported to a regulator, such as OSHA or RIDDOR?',
      recommended: 'Yes',
      reason:
        'Serious injuries must be reported within days and logged yearly; a missed deadline brings fines and a harder inspection.',
      impact: 6,
      decision: 'Reportable incidents',
      askIf: { answer: 'insp-field', isNot: ['Quality against ISO or customer standards'] },
      says: {
        Yes: 'Flag incidents that must be reported to the regulator, show the reporting deadline, remind until reported, and produce the yearly injury log.',
        No: 'No incidents need to be reported to a regulator from the app.',
      },
    },
    {
      id: 'insp-health-details',
      category: 'security',
      text: 'Will incident reports hold details of injuries and people’s health?',
      recommended: 'Yes',
      reason:
        'Injury details are health data under GDPR and similar laws; only the safety team should see them, and they have set retention periods.',
      impact: 6,
      decision: 'Injury details',
      replaces: 'personal-data',
      says: {
        Yes: 'Injury and health details in incidents are visible only to the safety team, hidden in reports shared wider, kept for the legal retention period and then deleted.',
        No: 'Incident reports hold no health details; people’s own data can be exported and deleted on request.',
      },
    },
    {
      id: 'insp-scoring',
      category: 'data',
      text: 'How are inspections scored?',
      options: [
        'Pass or fail per item, no score',
        'A percentage score with weighted items',
        'Pass or fail, with critical items failing the whole inspection',
      ],
      recommended: 'A percentage score with weighted items',
      reason:
        'A score lets managers compare sites and see trends; weighting keeps a missing fire exit from counting like a dirty sign.',
      impact: 6,
      decision: 'Scoring',
      feature: 'insp-checklists',
      says: {
        'Pass or fail per item, no score': 'Each item passes or fails; inspections have no overall score.',
        'A percentage score with weighted items':
          'Each item has a weight; the inspection score is the weighted share of items passed, N/A items left out.',
        'Pass or fail, with critical items failing the whole inspection':
          'Items pass or fail; any failed critical item fails the whole inspection, whatever the rest.',
      },
    },
    {
      id: 'insp-scheduling',
      category: 'user-flow',
      text: 'How are inspections planned?',
      options: [
        'Done when someone remembers',
        'Recurring per site and checklist, assigned to a role',
        'Recurring, plus extra ones after incidents or failed results',
      ],
      recommended: 'Recurring per site and checklist, assigned to a role',
      reason: 'Assigning to a role (duty manager) rather than a person keeps checks going through holidays and staff changes.',
      impact: 5,
      decision: 'Inspection planning',
      feature: 'insp-schedule',
      says: {
        'Done when someone remembers': 'Inspections are started by hand; there is no schedule.',
        'Recurring per site and checklist, assigned to a role':
          'Each site has recurring inspections per checklist (daily, weekly, monthly, yearly) assigned to a role there; missed ones are flagged.',
        'Recurring, plus extra ones after incidents or failed results':
          'Inspections recur per site and checklist, and a follow-up inspection is scheduled automatically after a failed inspection or a serious incident.',
      },
    },
    {
      id: 'insp-client-reports',
      category: 'roles',
      text: 'How do clients receive their inspection results?',
      options: ['A PDF report and certificate by email', 'A client portal with reports, actions and expiry dates'],
      recommended: 'A client portal with reports, actions and expiry dates',
      reason:
        'A portal where clients see every report and the next expiry ends “please resend” emails and brings back repeat visits.',
      impact: 7,
      decision: 'Client results',
      askIf: { answer: 'insp-field', is: ['Clients’ properties or equipment, as an inspection company'] },
      says: {
        'A PDF report and certificate by email':
          'Email clients the report and any certificate as PDF once the inspection is submitted.',
        'A client portal with reports, actions and expiry dates':
          'Clients sign in to a portal showing their sites, every report and certificate, open findings and when the next inspection is due.',
      },
    },
    {
      id: 'insp-client-payments',
      category: 'scope',
      text: 'Do clients pay for inspections through the app?',
      recommended: 'No',
      reason:
        'Inspection companies usually invoice monthly from their accounting software; exporting completed visits is enough at first.',
      impact: 5,
      decision: 'Client payments',
      replaces: 'online-payments',
      askIf: { answer: 'insp-field', is: ['Clients’ properties or equipment, as an inspection company'] },
      says: {
        Yes: 'Clients pay for inspections online by card when booking or from the invoice sent with the report.',
        No: 'No payments in the app; export completed inspections per client for invoicing.',
      },
    },
    {
      id: 'insp-expiry-reminders',
      category: 'user-flow',
      text: 'How early should the app warn before a certificate runs out?',
      options: ['Two weeks before', 'Thirty days before', 'Sixty, thirty and seven days before'],
      recommended: 'Sixty, thirty and seven days before',
      reason: 'Booking an outside engineer for gas, electrical or lifting checks takes weeks; one late warning is too late.',
      impact: 4,
      decision: 'Expiry reminders',
      feature: 'insp-certificates',
      says: {
        'Two weeks before': 'Remind the responsible person two weeks before a certificate expires.',
        'Thirty days before': 'Remind the responsible person thirty days before a certificate expires.',
        'Sixty, thirty and seven days before':
          'Remind the responsible person sixty, thirty and seven days before a certificate expires, and their manager at seven days.',
      },
    },
  ],
} satisfies DomainInput;
