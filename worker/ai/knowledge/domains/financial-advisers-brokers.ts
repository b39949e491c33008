import type { DomainInput } from '../records';

export default {
  id: 'financial-advisers-brokers',
  name: 'Financial advisers and mortgage brokers',
  noun: 'adviser client portal',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['mortgage broker', 6],
      ['mortgage brokers', 6],
      ['mortgage brokerage', 6],
      ['mortgage adviser', 6],
      ['mortgage advisor', 6],
      ['mortgage advice', 6],
      ['loan officer', 6],
      ['financial adviser', 6],
      ['financial advisor', 6],
      ['independent financial adviser', 6],
      ['financial planner', 6],
      ['financial planning firm', 6],
      ['wealth manager', 6],
      ['wealth management', 6],
      ['registered investment adviser', 6],
      ['investment advice', 5],
      ['paraplanner', 6],
      ['fact-find', 6],
      ['fact find', 6],
      ['factfind', 6],
      ['suitability report', 6],
      ['mortgage calculator', 6],
      ['affordability calculator', 6],
      ['borrowing calculator', 6],
      ['remortgage', 6],
      ['mortgage applications', 5],
      ['pension transfer', 6],
      ['retirement planning', 5],
      ['consumer duty', 6],
      ['accountancy practice', 6],
      ['accounting firm', 6],
      ['accountancy firm', 6],
      ['tax returns', 3],
      ['advice firm', 5],
      ['ifa', 4],
      ['lenders', 3],
      ['mortgage', 3],
      ['mortgages', 3],
      ['financial planning', 3],
      ['annual review', 2],
      ['document collection', 3],
      ['adviser', 2],
      ['advisers', 2],
      ['intelliflo', 6],
    ],
    de: [
      ['finanzberater*', 6],
      ['finanzberatung', 6],
      ['baufinanzierung*', 6],
      ['immobilienfinanzierung', 6],
      ['kreditvermittler*', 6],
      ['hypothekenvermittler*', 6],
      ['darlehensvermittler*', 6],
      ['vermogensberater*', 6],
      ['vermogensverwaltung', 6],
      ['honorarberater*', 6],
      ['anlageberatung', 6],
      ['beratungsprotokoll', 6],
      ['selbstauskunft', 5],
      ['steuerkanzlei', 6],
      ['steuerberatungskanzlei', 6],
      ['steuerberater kanzlei', 6],
      ['belege hochladen', 5],
      ['hypothek*', 4],
    ],
    es: [
      ['asesor financiero', 6],
      ['asesores financieros', 6],
      ['asesoria financiera', 6],
      ['planificador financiero', 6],
      ['broker hipotecario', 6],
      ['intermediario hipotecario', 6],
      ['intermediario de credito', 5],
      ['simulador de hipoteca', 6],
      ['calculadora de hipoteca', 6],
      ['gestion patrimonial', 6],
      ['hipoteca', 4],
      ['hipotecas', 4],
      ['asesoria fiscal', 4],
      ['gestoria', 4],
    ],
    fr: [
      ['conseiller financier', 6],
      ['conseillers financiers', 6],
      ['gestion de patrimoine', 6],
      ['conseiller en gestion de patrimoine', 6],
      ['cgp', 5],
      ['courtier en credit', 6],
      ['courtier en pret immobilier', 6],
      ['courtier immobilier', 5],
      ['simulateur de pret', 6],
      ['capacite d emprunt', 6],
      ['pret immobilier', 5],
      ['devoir de conseil', 6],
      ['cabinet comptable', 4],
      ['lettre de mission', 3],
    ],
    pt: [
      ['assessor financeiro', 6],
      ['assessores financeiros', 6],
      ['assessoria de investimentos', 6],
      ['assessor de investimentos', 6],
      ['planejador financeiro', 6],
      ['correspondente bancario', 6],
      ['financiamento imobiliario', 6],
      ['credito imobiliario', 5],
      ['simulador de financiamento', 6],
      ['consultor financeiro', 6],
      ['gestao de patrimonio', 6],
      ['suitability', 4],
    ],
  },
  exclude: ['insurance broker', 'insurance brokers', 'insurance brokerage', 'corretor de seguros', 'corredor de seguros'],
  entities: [
    {
      name: 'Client',
      fields: [
        'name and contact',
        'household and joint applicant → Client',
        'source (website, introducer, referral)',
        'adviser',
        'status (lead, active, completed, in review)',
        'vulnerability flag and notes',
        'consents given',
      ],
    },
    {
      name: 'Fact-find',
      fields: [
        'client → Client',
        'income and employment',
        'monthly outgoings',
        'assets and savings',
        'debts and credit history',
        'dependants',
        'goals and timescales',
        'attitude to risk',
        'existing mortgages, pensions and policies',
      ],
    },
    {
      name: 'Case',
      fields: [
        'client → Client',
        'type (purchase, remortgage, pension, investment, tax return)',
        'stage',
        'lender or provider',
        'amount',
        'key dates (offer, completion, deal end)',
        'adviser and case handler',
      ],
    },
    {
      name: 'Document Request',
      fields: [
        'case → Case',
        'type (ID, payslips, bank statements, tax return)',
        'status (requested, uploaded, accepted, rejected)',
        'rejection reason',
        'files',
        'due date',
      ],
    },
    {
      name: 'Recommendation',
      fields: [
        'case → Case',
        'product recommended',
        'reasons and risks',
        'alternatives considered',
        'report file',
        'signed by client at',
      ],
    },
    {
      name: 'Compliance Record',
      fields: [
        'case → Case',
        'ID and AML check result',
        'disclosures sent at',
        'call and meeting notes',
        'file check (pass, fail, actions)',
        'checked by',
      ],
    },
    {
      name: 'Fee',
      fields: [
        'case → Case',
        'type (client fee, commission, ongoing charge)',
        'amount',
        'due',
        'received',
        'clawback risk until',
      ],
    },
    { name: 'Introducer', fields: ['name and firm', 'agreement', 'referral fee', 'clients referred → Client'] },
  ],
  roles: [
    {
      name: 'Adviser or broker',
      can: 'work their clients and cases, complete fact-finds, give recommendations and see their fees',
    },
    {
      name: 'Administrator or paraplanner',
      can: 'chase documents, prepare cases and reports, and update case stages for the advisers they support',
    },
    { name: 'Compliance officer', can: 'see every file, run file checks, approve recommendations and export audit trails' },
    {
      name: 'Client',
      can: 'complete the fact-find, upload documents, follow their case, sign reports and message their adviser',
    },
    { name: 'Introducer', can: 'refer clients and see the stage of the cases they referred' },
  ],
  features: [
    {
      id: 'fadv-lead-capture',
      title: 'Enquiry Capture and Adviser Assignment',
      description:
        'Website enquiries and calculator results become leads with what the client needs, assigned to an adviser who is alerted at once.',
      match: [
        'lead capture',
        'leads',
        'enquiries',
        'enquiry form',
        'contact form',
        'anfragen',
        'interessenten',
        'captacion de clientes',
        'solicitudes',
        'prospects',
        'demandes',
        'captacao de clientes',
        'leads qualificados',
      ],
      done: [
        {
          when: 'a visitor submits an enquiry',
          then: 'create a lead with their need and contact details, assign it to an adviser and alert them within a minute',
        },
        {
          when: 'an enquiry comes from an email or phone already on file',
          then: 'attach it to the existing client instead of creating a duplicate, and tell their adviser',
        },
      ],
    },
    {
      id: 'fadv-calculators',
      title: 'Mortgage and Affordability Calculators',
      description:
        'How much can I borrow, monthly repayments and stamp duty calculators on the website, with a clear route to speak to an adviser.',
      match: [
        'calculator',
        'calculators',
        'mortgage calculator',
        'affordability',
        'rechner',
        'baufinanzierungsrechner',
        'simulador',
        'calculadora',
        'simulateur',
        'capacite d emprunt',
        'simulador de financiamento',
      ],
      done: [
        {
          when: 'a visitor enters income, deposit and outgoings',
          then: 'show an indicative borrowing range and monthly repayment with the assumptions used and a risk warning',
        },
        {
          when: 'a visitor asks to speak to an adviser from the result',
          then: 'create a lead carrying the figures they entered so the adviser does not ask again',
        },
      ],
    },
    {
      id: 'fadv-fact-find',
      title: 'Online Fact-find',
      description:
        'Clients complete income, outgoings, assets, debts, dependants and goals online, save and return, joint applicants each adding their part.',
      match: [
        'fact-find',
        'fact find',
        'factfind',
        'client questionnaire',
        'selbstauskunft',
        'bedarfsanalyse',
        'cuestionario del cliente',
        'recueil d informations',
        'questionnaire client',
        'perfil do cliente',
        'suitability',
      ],
      done: [
        {
          when: 'a client leaves the fact-find halfway',
          then: 'save every answer and let them continue later from the same step',
        },
        {
          when: 'a client submits the fact-find',
          then: 'lock the submitted version, notify the adviser and keep later edits as new versions',
        },
      ],
    },
    {
      id: 'fadv-documents',
      title: 'Secure Document Collection',
      description:
        'A checklist of documents per case; clients upload ID, payslips and bank statements, staff accept or reject each, and reminders chase the rest.',
      match: [
        'document upload',
        'documents',
        'document collection',
        'upload documents',
        'unterlagen',
        'dokumente',
        'belege',
        'documentacion',
        'documentos',
        'pieces justificatives',
        'justificatifs',
        'envio de documentos',
      ],
      done: [
        {
          when: 'a client uploads a document',
          then: 'store it encrypted against its request and move the request to uploaded for staff to review',
        },
        {
          when: 'staff reject a document',
          then: 'tell the client the reason and reopen that request without losing the other uploads',
        },
        {
          when: 'a requested document is still missing after three days',
          then: 'remind the client with the list of what is still needed',
        },
      ],
    },
    {
      id: 'fadv-pipeline',
      title: 'Case Pipeline from Enquiry to Completion',
      description:
        'Every case on a board by stage (fact-find, advice, application, offer, completion), with the next action and who owns it.',
      match: [
        'pipeline',
        'case management',
        'case tracking',
        'cases',
        'vorgange',
        'falle',
        'expedientes',
        'seguimiento de casos',
        'dossiers',
        'suivi des dossiers',
        'processos',
        'acompanhamento de processos',
      ],
      done: [
        {
          when: 'a case moves to a new stage',
          then: 'record who moved it and when, create that stage’s standard tasks and update the client’s portal',
        },
        {
          when: 'a case has had no activity for 10 days',
          then: 'flag it as stalled to its adviser and case handler',
        },
      ],
    },
    {
      id: 'fadv-compliance-file',
      title: 'Compliance File and Audit Trail',
      description:
        'Every disclosure, consent, fact-find version, note, recommendation and approval kept per case with time and author, ready for file checks.',
      match: [
        'compliance',
        'audit trail',
        'compliance records',
        'file checks',
        'regulatory',
        'dokumentationspflicht',
        'beratungsprotokoll',
        'cumplimiento normativo',
        'conformite',
        'devoir de conseil',
        'conformidade',
      ],
      done: [
        {
          when: 'anything is added or changed on a case',
          then: 'append it to the case’s audit trail with time and author; entries can never be edited or deleted',
        },
        {
          when: 'the compliance officer fails a file check',
          then: 'record the findings, assign the actions to the adviser and block completion until they are closed',
        },
      ],
    },
    {
      id: 'fadv-recommendations',
      title: 'Recommendations and Suitability Reports',
      description:
        'The adviser records the product recommended and why; the app drafts the suitability report from the fact-find for the client to read and sign.',
      match: [
        'suitability report',
        'recommendation',
        'advice report',
        'beratungsdokumentation',
        'geeignetheitserklarung',
        'informe de idoneidad',
        'recomendacion',
        'rapport d adequation',
        'lettre de recommandation',
        'relatorio de suitability',
        'recomendacao',
      ],
      done: [
        {
          when: 'the adviser finalises a recommendation',
          then: 'generate the report from the fact-find and reasons, and send it to the client to sign electronically',
        },
        {
          when: 'the client signs the report',
          then: 'store the signed copy in the compliance file and move the case to the next stage',
        },
      ],
    },
    {
      id: 'fadv-client-portal',
      title: 'Client Portal with Case Progress',
      description:
        'Clients see where their case is, what they still need to do or send, their signed documents and messages with their adviser.',
      match: [
        'client portal',
        'customer portal',
        'portal',
        'mandantenportal',
        'kundenportal',
        'portal del cliente',
        'espace client',
        'portail client',
        'area do cliente',
        'portal do cliente',
      ],
      done: [
        {
          when: 'a client opens the portal',
          then: 'show their case stage, outstanding tasks and document requests first, then completed steps and documents',
        },
      ],
    },
    {
      id: 'fadv-secure-messages',
      title: 'Secure Messaging with Clients',
      description:
        'Messages and files between clients and their adviser inside the portal instead of email, kept on the case record.',
      match: ['secure messaging', 'messages', 'chat', 'nachrichten', 'mensajes', 'messagerie securisee', 'mensagens'],
      done: [
        {
          when: 'a client sends a message',
          then: 'add it to the case record, alert the adviser and case handler, and email the client only a notice, never the content',
        },
      ],
    },
    {
      id: 'fadv-id-checks',
      title: 'ID and Anti-money-laundering Checks',
      description:
        'Electronic identity checks with a document and selfie, plus sanctions and politically exposed person screening, recorded per client.',
      match: [
        'id check',
        'id verification',
        'kyc',
        'aml',
        'anti-money laundering',
        'identitatsprufung',
        'geldwasche',
        'verificacion de identidad',
        'blanqueo',
        'verification d identite',
        'lcb-ft',
        'verificacao de identidade',
      ],
      done: [
        {
          when: 'a client completes the electronic ID check',
          then: 'store the result and report on the client and let the case continue only on a pass',
        },
        {
          when: 'a check returns a sanctions or PEP match',
          then: 'stop the case and alert the compliance officer to review before anyone contacts the client further',
        },
      ],
    },
    {
      id: 'fadv-renewals',
      title: 'Rate Expiry and Annual Review Reminders',
      description:
        'The adviser is reminded months before a client’s mortgage deal ends and when annual reviews are due, with the client invited to book.',
      match: [
        'renewals',
        'annual review',
        'product expiry',
        'rate expiry',
        'reviews',
        'anschlussfinanzierung',
        'jahresgesprach',
        'revision anual',
        'renovacion',
        'revue annuelle',
        'revisao anual',
      ],
      done: [
        {
          when: 'a client’s mortgage deal is six months from its end date',
          then: 'create a remortgage case for their adviser and invite the client to book a review',
        },
        {
          when: 'a client’s annual review falls due',
          then: 'send an invitation to update the fact-find and book the meeting, and show it on the adviser’s due list',
        },
      ],
    },
    {
      id: 'fadv-fees',
      title: 'Fees and Commission Tracking',
      description:
        'Client fees, lender or provider commission and ongoing charges per case, expected against received, with clawback periods.',
      match: [
        'fees',
        'commission',
        'procuration fees',
        'ongoing charges',
        'provision',
        'courtage',
        'honorare',
        'comisiones',
        'honorarios',
        'commissions',
        'honoraires',
        'comissoes',
      ],
      done: [
        {
          when: 'a case completes',
          then: 'mark its expected fees and commission as due and list them until they are received',
        },
        {
          when: 'a policy or mortgage is cancelled within the clawback period',
          then: 'record the commission clawed back against the adviser and the case',
        },
      ],
    },
    {
      id: 'fadv-introducers',
      title: 'Introducer Referrals',
      description:
        'Estate agents, accountants and solicitors refer clients through their own link and see how their referrals progress, with referral fees tracked.',
      match: [
        'introducers',
        'referrals',
        'referral partners',
        'tippgeber',
        'empfehlungen',
        'referidos',
        'apporteurs d affaires',
        'indicacoes',
      ],
      done: [
        {
          when: 'an introducer refers a client',
          then: 'create a lead linked to the introducer, assign an adviser and confirm receipt to the introducer',
        },
        {
          when: 'a referred case completes',
          then: 'record the referral fee due to the introducer under their agreement',
        },
      ],
    },
    {
      id: 'fadv-appointments',
      title: 'Meetings with Advisers',
      description:
        'Clients book a phone, video or office meeting in their adviser’s free times, with the fact-find link sent ahead.',
      match: [
        'appointments',
        'meetings',
        'book a call',
        'termine',
        'terminbuchung',
        'citas',
        'rendez-vous',
        'reunioes',
        'agendamento',
      ],
      done: [
        {
          when: 'a client books a first meeting',
          then: 'put it in the adviser’s calendar with a video link and send the client the fact-find to start beforehand',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'mortgage broker app',
      match: [
        'mortgage',
        'mortgages',
        'mortgage broker',
        'remortgage',
        'loan officer',
        'baufinanzierung*',
        'hypothek*',
        'kreditvermittler*',
        'hipoteca',
        'hipotecas',
        'broker hipotecario',
        'courtier en credit',
        'pret immobilier',
        'courtier en pret immobilier',
        'financiamento imobiliario',
        'credito imobiliario',
        'correspondente bancario',
      ],
      features: [
        'fadv-calculators',
        'fadv-lead-capture',
        'fadv-fact-find',
        'fadv-documents',
        'fadv-pipeline',
        'fadv-renewals',
        'fadv-introducers',
        'fadv-fees',
      ],
      recommend: [
        {
          question: 'fadv-firm-type',
          answer: 'Mortgages and protection',
          reason: 'Brokers live on lead speed, document chasing and lender stages; the app is built around the mortgage case.',
        },
        {
          question: 'fadv-returning-clients',
          answer: 'Reminders months before a mortgage deal ends',
          reason:
            'Most broker income is repeat business; catching clients before their fixed rate ends beats losing them to the lender.',
        },
      ],
    },
    {
      noun: 'financial adviser client portal',
      match: [
        'financial adviser',
        'financial advisor',
        'financial planner',
        'wealth manager',
        'wealth management',
        'paraplanner',
        'investment advice',
        'pension transfer',
        'retirement planning',
        'ifa',
        'finanzberater*',
        'vermogensberater*',
        'honorarberater*',
        'asesor financiero',
        'gestion patrimonial',
        'conseiller en gestion de patrimoine',
        'gestion de patrimoine',
        'cgp',
        'assessor de investimentos',
        'planejador financeiro',
      ],
      features: [
        'fadv-fact-find',
        'fadv-client-portal',
        'fadv-documents',
        'fadv-recommendations',
        'fadv-compliance-file',
        'fadv-renewals',
        'fadv-id-checks',
        'fadv-appointments',
      ],
      recommend: [
        {
          question: 'fadv-firm-type',
          answer: 'Financial planning, investments and pensions',
          reason: 'Planning firms earn ongoing fees from reviews; the fact-find, suitability reports and annual reviews lead.',
        },
        {
          question: 'fadv-fee-model',
          answer: 'An ongoing charge as a percentage of assets',
          reason:
            'Most planners charge an initial fee and an ongoing percentage; the app must tie the ongoing charge to a yearly review.',
        },
        {
          question: 'fadv-returning-clients',
          answer: 'Annual review invitations with an updated fact-find',
          reason:
            'An ongoing charge obliges a yearly review; inviting clients with their fact-find keeps the evidence in the file.',
        },
      ],
      unless: ['mortgage', 'mortgages', 'hypothek*', 'hipoteca'],
    },
    {
      noun: 'accounting practice client portal',
      match: [
        'accountancy practice',
        'accounting firm',
        'accountants',
        'our accountancy',
        'tax returns',
        'bookkeeping clients',
        'steuerkanzlei',
        'steuerberater*',
        'mandanten',
        'gestoria',
        'asesoria fiscal',
        'cabinet comptable',
        'expert-comptable',
        'escritorio de contabilidade',
      ],
      features: [
        'fadv-client-portal',
        'fadv-documents',
        'fadv-secure-messages',
        'fadv-lead-capture',
        'fadv-id-checks',
        'fadv-pipeline',
        'fadv-appointments',
      ],
      recommend: [
        {
          question: 'fadv-firm-type',
          answer: 'Accounting and tax for clients',
          reason:
            'An accountant’s client side is about collecting records and tax documents on time, then showing where each return stands.',
        },
        {
          question: 'fadv-fee-model',
          answer: 'Fixed or hourly fees billed to the client',
          reason: 'Practices charge fixed monthly or per-return fees; there is no product commission to track.',
        },
        {
          question: 'fadv-fact-find-mode',
          answer: 'The client online before the first meeting, checked by the adviser',
          reason:
            'A new client questionnaire and engagement letter signed online saves the first meeting for the real questions.',
        },
        {
          question: 'fadv-client-payments',
          answer: 'Yes, by monthly direct debit',
          reason:
            'Practices on fixed monthly fees collect them by direct debit; failed payments flagged early avoid chasing at year end.',
        },
      ],
    },
  ],
  integrations: [
    {
      name: 'Onfido, Credas or Experian',
      for: 'electronic ID verification, AML, sanctions and PEP screening of clients',
    },
    { name: 'DocuSign or Dropbox Sign', for: 'signing suitability reports, engagement letters and disclosures' },
    {
      name: 'Intelliflo, Xplan or Salesforce Financial Services Cloud',
      for: 'syncing clients and cases with an existing adviser back office',
    },
    { name: 'Twenty7tec or Mortgage Brain', for: 'mortgage sourcing and lender criteria for brokers' },
    {
      name: 'TrueLayer or Plaid (open banking)',
      for: 'verifying income and spending from bank accounts with the client’s consent',
    },
    { name: 'Calendly or Microsoft Bookings', for: 'booking meetings in advisers’ calendars with video links' },
    { name: 'Twilio', for: 'one-time codes for client sign-in and document reminders by SMS' },
  ],
  pages: [
    { name: 'Calculators', purpose: 'public borrowing, repayment and other calculators with a route to an adviser' },
    { name: 'Enquiry', purpose: 'public form for what the client needs and how to reach them' },
    { name: 'Client portal', purpose: 'the client’s case stage, tasks, document requests, signed documents and messages' },
    { name: 'Fact-find', purpose: 'step-by-step questionnaire for income, outgoings, assets, debts and goals' },
    { name: 'Pipeline', purpose: 'all cases by stage with next action, owner and days in stage' },
    { name: 'Client record', purpose: 'everything about one client: fact-finds, cases, documents, notes and audit trail' },
    { name: 'Compliance', purpose: 'file checks due, failed checks with actions, and audit trail export' },
    { name: 'Reviews and renewals', purpose: 'deals ending and annual reviews due, by adviser' },
    { name: 'Fees', purpose: 'expected and received fees and commission by case and adviser, with clawback risk' },
  ],
  design:
    'calm and trustworthy: plain language, generous spacing and clear progress through every step of the fact-find and document list for clients; the staff side dense, with the compliance status visible on every case',
  questions: [
    {
      id: 'fadv-firm-type',
      category: 'scope',
      text: 'What kind of advice does the firm give its clients?',
      options: [
        'Mortgages and protection',
        'Financial planning, investments and pensions',
        'Accounting and tax for clients',
        'Several of these',
      ],
      recommended: 'Mortgages and protection',
      reason:
        'The advice decides the case stages, the documents needed and the regulator’s rules; mortgage broking is the most common.',
      impact: 10,
      decision: 'Kind of advice',
      replaces: 'audience',
      says: {
        'Mortgages and protection':
          'Build it for a mortgage and protection broker: cases are purchases and remortgages that move through lender stages to completion.',
        'Financial planning, investments and pensions':
          'Build it for financial planners: clients have fact-finds, risk profiles, recommendations with suitability reports and annual reviews.',
        'Accounting and tax for clients':
          'Build it for an accounting practice: clients send records and tax documents, sign engagement letters and follow each return or set of accounts.',
        'Several of these':
          'Support mortgage, planning and accounting cases side by side, each case type with its own stages, documents and checks.',
      },
    },
    {
      id: 'fadv-who-uses',
      category: 'scope',
      text: 'Who uses the app: only your advisers and staff, or your clients too?',
      options: [
        'Only advisers and staff',
        'Staff, plus a portal for clients',
        'Staff, a client portal, and public calculators that bring in leads',
      ],
      recommended: 'Staff, plus a portal for clients',
      reason:
        'Chasing fact-finds and documents by email is most of the admin; a client portal removes it and keeps it off email.',
      impact: 9,
      decision: 'Who uses it',
      says: {
        'Only advisers and staff': 'Only the firm’s advisers and staff use the app; clients are contacted outside it.',
        'Staff, plus a portal for clients':
          'Staff work cases in the app; clients use a portal to complete the fact-find, upload documents, sign and follow their case.',
        'Staff, a client portal, and public calculators that bring in leads':
          'Besides the staff side and the client portal, the public website has calculators and an enquiry form that create leads in the pipeline.',
      },
    },
    {
      id: 'fadv-client-sign-in',
      category: 'security',
      text: 'How do clients sign in to see their case and upload documents?',
      options: [
        'Email and password with a one-time code by SMS or app',
        'Magic link by email plus a one-time code by SMS',
        'No client accounts; a secure upload link per request',
      ],
      recommended: 'Magic link by email plus a one-time code by SMS',
      reason:
        'Clients sign in a few times per case; no password to forget, and the second factor protects payslips and bank statements.',
      impact: 8,
      decision: 'Client sign-in',
      replaces: ['sign-in', 'sign-in-methods'],
      askIf: { answer: 'fadv-who-uses', isNot: ['Only advisers and staff'] },
      says: {
        'Email and password with a one-time code by SMS or app':
          'Clients sign in with email and password plus a one-time code by SMS or authenticator app; staff sign in with two-factor authentication too.',
        'Magic link by email plus a one-time code by SMS':
          'Clients sign in with a magic link by email and a one-time code by SMS; staff sign in with their work accounts and two-factor authentication.',
        'No client accounts; a secure upload link per request':
          'Clients have no accounts; each document request is a secure, expiring upload link. Only staff sign in, with two-factor authentication.',
      },
    },
    {
      id: 'fadv-fact-find-mode',
      category: 'user-flow',
      text: 'Who fills in the client’s fact-find?',
      options: [
        'The adviser, during the meeting',
        'The client online before the first meeting, checked by the adviser',
        'The client starts online; the adviser completes it in the meeting',
      ],
      recommended: 'The client starts online; the adviser completes it in the meeting',
      reason:
        'Clients know their income and debts best, but goals and attitude to risk need a conversation; sharing it saves an hour.',
      impact: 8,
      decision: 'Fact-find',
      says: {
        'The adviser, during the meeting':
          'Advisers complete the fact-find in the app during the meeting; clients do not fill it in.',
        'The client online before the first meeting, checked by the adviser':
          'Clients complete the whole fact-find online before the first meeting; the adviser reviews and confirms it.',
        'The client starts online; the adviser completes it in the meeting':
          'Clients fill in the factual sections online (income, outgoings, assets, debts); the adviser completes goals and attitude to risk in the meeting.',
      },
    },
    {
      id: 'fadv-documents-needed',
      category: 'data',
      text: 'How do you decide which documents a client must send?',
      options: [
        'Only ID and proof of address',
        'A checklist per case type (ID, payslips, bank statements, tax returns)',
        'The adviser asks case by case',
      ],
      recommended: 'A checklist per case type (ID, payslips, bank statements, tax returns)',
      reason:
        'Each case type needs the same documents every time; a ready checklist per type stops cases stalling on a missing payslip.',
      impact: 7,
      decision: 'Documents requested',
      says: {
        'Only ID and proof of address':
          'Collect ID and proof of address from each client; other documents are handled outside the app.',
        'A checklist per case type (ID, payslips, bank statements, tax returns)':
          'Each case type has a document checklist (for a purchase: ID, proof of address, three payslips, three months of bank statements); advisers can add items.',
        'The adviser asks case by case': 'Advisers add document requests to each case by hand.',
      },
    },
    {
      id: 'fadv-records-retention',
      category: 'security',
      text: 'How long must client files and documents be kept, and where?',
      options: [
        'In the app, encrypted, for the regulator’s retention period',
        'Handed to our existing document system after completion',
        'Deleted soon after the case completes',
      ],
      recommended: 'In the app, encrypted, for the regulator’s retention period',
      reason:
        'Advice files are your defence in a complaint years later; deleting early loses it, keeping them forever breaks GDPR.',
      impact: 7,
      decision: 'Record keeping',
      replaces: 'personal-data',
      says: {
        'In the app, encrypted, for the regulator’s retention period':
          'Store files encrypted in the app and keep each case for a retention period set per case type; then delete it and log the deletion.',
        'Handed to our existing document system after completion':
          'On completion, export the case file and audit trail to the existing document system and remove the documents from the app.',
        'Deleted soon after the case completes':
          'Delete uploaded documents a set number of days after completion, keeping only the audit trail.',
      },
    },
    {
      id: 'fadv-compliance-checks',
      category: 'roles',
      text: 'Who checks advice files for compliance, and when?',
      options: [
        'No separate checks',
        'A compliance officer samples completed files',
        'Pre-approval for new advisers, sampling for the rest',
        'An external network or compliance firm checks files',
      ],
      recommended: 'Pre-approval for new advisers, sampling for the rest',
      reason:
        'Regulators expect supervision in proportion to risk; checking every file of new advisers and a sample of others is the norm.',
      impact: 7,
      decision: 'Compliance checks',
      askIf: { answer: 'fadv-firm-type', isNot: ['Accounting and tax for clients'] },
      says: {
        'No separate checks': 'There is no file-checking workflow; the audit trail is kept for every case.',
        'A compliance officer samples completed files':
          'The compliance officer picks completed files to check against a checklist; failed checks create actions for the adviser.',
        'Pre-approval for new advisers, sampling for the rest':
          'Recommendations by advisers marked as supervised need compliance approval before going to the client; others are sampled after completion.',
        'An external network or compliance firm checks files':
          'External compliance reviewers get read-only access to assigned files and record their checks and actions in the app.',
      },
    },
    {
      id: 'fadv-id-verification',
      category: 'integrations',
      text: 'How do you verify clients’ identity and run anti-money-laundering checks?',
      options: [
        'Staff check documents by hand',
        'Electronic ID and AML checks through a provider (Onfido, Credas, Experian)',
        'Our network or the lender does it',
      ],
      recommended: 'Electronic ID and AML checks through a provider (Onfido, Credas, Experian)',
      reason:
        'Electronic checks take the client two minutes, screen sanctions and PEP lists, and leave a record the regulator accepts.',
      impact: 6,
      decision: 'ID and AML checks',
      says: {
        'Staff check documents by hand': 'Staff check ID documents by hand and record who checked what and when on the client.',
        'Electronic ID and AML checks through a provider (Onfido, Credas, Experian)':
          'Clients complete an electronic ID check (document and selfie) with sanctions and PEP screening; store the result and block the case until it passes.',
        'Our network or the lender does it':
          'ID and AML checks happen outside the app; record the outcome and date on the client.',
      },
    },
    {
      id: 'fadv-fee-model',
      category: 'scope',
      text: 'How is the firm paid for its advice?',
      options: [
        'Commission from lenders or providers only',
        'A client fee plus commission',
        'An ongoing charge as a percentage of assets',
        'Fixed or hourly fees billed to the client',
      ],
      recommended: 'A client fee plus commission',
      reason: 'Most brokers take a lender procuration fee plus a client fee; both must be disclosed and tracked until received.',
      impact: 6,
      decision: 'How the firm is paid',
      says: {
        'Commission from lenders or providers only':
          'Track expected and received commission per case, with clawback periods; clients pay no fee.',
        'A client fee plus commission':
          'Track the disclosed client fee and the lender or provider commission per case, both expected and received.',
        'An ongoing charge as a percentage of assets':
          'Track initial fees and ongoing charges as a percentage of assets per client, linked to the annual review they pay for.',
        'Fixed or hourly fees billed to the client': 'Track fixed and hourly fees per client and case; there is no commission.',
      },
    },
    {
      id: 'fadv-client-payments',
      category: 'scope',
      text: 'Do clients pay their fees through the app?',
      options: [
        'No, fees are invoiced or deducted outside the app',
        'Yes, by card at set stages of the case',
        'Yes, by monthly direct debit',
      ],
      recommended: 'No, fees are invoiced or deducted outside the app',
      reason:
        'Fees are usually paid on completion or deducted from investments; taking card payments adds refunds for little gain.',
      impact: 5,
      decision: 'Client payments',
      replaces: 'online-payments',
      says: {
        'No, fees are invoiced or deducted outside the app': 'Clients do not pay in the app; fees are recorded as received.',
        'Yes, by card at set stages of the case':
          'Clients pay their fee by card in the portal at the stage set for the case type (for example on application), with a receipt.',
        'Yes, by monthly direct debit':
          'Clients set up a monthly direct debit in the portal for their fee; failed collections are flagged to the firm.',
      },
    },
    {
      id: 'fadv-returning-clients',
      category: 'user-flow',
      text: 'How should the app bring clients back for renewals and reviews?',
      options: [
        'No reminders',
        'Reminders months before a mortgage deal ends',
        'Annual review invitations with an updated fact-find',
        'Both deal-end reminders and annual reviews',
      ],
      recommended: 'Both deal-end reminders and annual reviews',
      reason:
        'Repeat business is the cheapest client; a reminder at the right moment keeps them from going straight to the lender.',
      impact: 6,
      decision: 'Renewals and reviews',
      askIf: { answer: 'fadv-firm-type', isNot: ['Accounting and tax for clients'] },
      says: {
        'No reminders': 'There are no renewal or review reminders.',
        'Reminders months before a mortgage deal ends':
          'Record each mortgage’s deal end date; six months before, create a remortgage case for the adviser and invite the client to a review.',
        'Annual review invitations with an updated fact-find':
          'Invite each ongoing client to an annual review, asking them to update the fact-find first; show reviews due per adviser.',
        'Both deal-end reminders and annual reviews':
          'Remind advisers and clients six months before a mortgage deal ends, and invite ongoing clients to a yearly review with an updated fact-find.',
      },
    },
    {
      id: 'fadv-introducer-access',
      category: 'roles',
      text: 'Should estate agents, accountants or other introducers refer clients through the app?',
      options: [
        'No, referrals come by phone or email',
        'Yes, with a referral link and the fee owed tracked',
        'Yes, and they see the stage of the cases they referred',
      ],
      recommended: 'Yes, with a referral link and the fee owed tracked',
      reason:
        'Introducers are a broker’s biggest source of cases; a referral link records the source and the fee without spreadsheets.',
      impact: 5,
      decision: 'Introducers',
      says: {
        'No, referrals come by phone or email': 'Staff record the introducer on the lead by hand; introducers have no access.',
        'Yes, with a referral link and the fee owed tracked':
          'Each introducer has a referral link or form; referred leads carry the introducer, and referral fees due on completion are tracked.',
        'Yes, and they see the stage of the cases they referred':
          'Introducers sign in to refer clients and see the stage (not the details) of the cases they referred, once the client consents.',
      },
    },
    {
      id: 'fadv-calculator-set',
      category: 'scope',
      text: 'Which calculators should visitors be able to use on the website?',
      options: [
        'How much can I borrow, and monthly repayments',
        'Borrowing, repayments, stamp duty and remortgage savings',
        'Pension and savings projections',
      ],
      recommended: 'How much can I borrow, and monthly repayments',
      reason: 'These two answer what most visitors come for; each extra calculator needs rates and rules kept up to date.',
      impact: 5,
      decision: 'Calculators',
      askIf: {
        any: [
          { answer: 'fadv-who-uses', is: ['Staff, a client portal, and public calculators that bring in leads'] },
          { feature: ['fadv-calculators'] },
        ],
      },
      says: {
        'How much can I borrow, and monthly repayments':
          'Offer a borrowing calculator (income multiple, deposit, outgoings) and a monthly repayment calculator, with assumptions and a risk warning.',
        'Borrowing, repayments, stamp duty and remortgage savings':
          'Offer borrowing, repayment, stamp duty and remortgage savings calculators; rates and tax bands are editable by staff.',
        'Pension and savings projections':
          'Offer pension and savings projection calculators with editable growth and inflation assumptions and a clear risk warning.',
      },
    },
    {
      id: 'fadv-calculator-gate',
      category: 'user-flow',
      text: 'Must visitors leave their details to see a calculator result?',
      options: [
        'No; results are open, with a button to speak to an adviser',
        'Yes, contact details before the result',
        'Results open; details needed for a full report by email',
      ],
      recommended: 'Results open; details needed for a full report by email',
      reason:
        'Gating the result drives visitors away; offering a detailed report by email still turns the serious ones into leads.',
      impact: 4,
      decision: 'Calculator lead capture',
      feature: 'fadv-calculators',
      says: {
        'No; results are open, with a button to speak to an adviser':
          'Calculator results are shown to everyone, with a button to book a call or send an enquiry.',
        'Yes, contact details before the result': 'Visitors enter name, email and phone before a calculator shows its result.',
        'Results open; details needed for a full report by email':
          'Calculator results are open; visitors leave name and email to receive a detailed report, which creates a lead with their figures.',
      },
    },
    {
      id: 'fadv-vulnerable-clients',
      category: 'edge-cases',
      text: 'What should happen when a client is in vulnerable circumstances (ill health, bereavement, debt problems)?',
      options: [
        'Nothing special',
        'A flag with notes that everyone on the case sees',
        'A flag with notes, and compliance reviews the advice before it goes out',
      ],
      recommended: 'A flag with notes, and compliance reviews the advice before it goes out',
      reason: 'Regulators expect firms to spot and adapt to vulnerable clients and prove it; a flag plus a review is that proof.',
      impact: 5,
      decision: 'Vulnerable clients',
      says: {
        'Nothing special': 'There is no special handling for vulnerable clients.',
        'A flag with notes that everyone on the case sees':
          'Staff can flag a client as vulnerable with notes on the needs to adapt to; the flag shows on every screen about that client.',
        'A flag with notes, and compliance reviews the advice before it goes out':
          'Staff can flag a client as vulnerable with notes; recommendations for flagged clients need compliance approval before they are sent.',
      },
    },
    {
      id: 'fadv-joint-clients',
      category: 'data',
      text: 'How are couples and joint applicants handled?',
      options: [
        'One client per case only',
        'Joint clients share a case; one of them does everything',
        'Joint clients share a case, each with their own login and documents',
      ],
      recommended: 'Joint clients share a case, each with their own login and documents',
      reason: 'Most mortgages and many plans are joint; each applicant must consent and upload their own payslips and ID.',
      impact: 5,
      decision: 'Joint clients',
      says: {
        'One client per case only': 'Each case has one client.',
        'Joint clients share a case; one of them does everything':
          'A case can have two clients; the lead client completes the fact-find and uploads documents for both.',
        'Joint clients share a case, each with their own login and documents':
          'A case can have joint clients; each has their own sign-in, completes their part of the fact-find, gives their own consents and uploads their own documents.',
      },
    },
    {
      id: 'fadv-existing-systems',
      category: 'integrations',
      text: 'Which system already holds your clients and cases?',
      options: [
        'None; this app becomes our main system',
        'An adviser back office (Intelliflo, Xplan)',
        'A mortgage CRM or sourcing system',
        'A general CRM or spreadsheets',
      ],
      recommended: 'None; this app becomes our main system',
      reason:
        'Running cases in two systems doubles entry and errors; if a back office stays, sync clients and cases with it instead.',
      impact: 5,
      decision: 'Existing systems',
      says: {
        'None; this app becomes our main system': 'The app is the firm’s main system for clients and cases.',
        'An adviser back office (Intelliflo, Xplan)':
          'Sync clients, fact-finds and cases two ways with the existing adviser back office; the app adds the client portal and document collection.',
        'A mortgage CRM or sourcing system':
          'Sync clients and cases with the existing mortgage CRM, and pass fact-find figures to the sourcing system.',
        'A general CRM or spreadsheets':
          'Import existing clients and cases from the CRM or spreadsheets once, then run them in the app.',
      },
    },
  ],
} satisfies DomainInput;
