import type { DomainInput } from '../records';

export default {
  id: 'insurance',
  name: 'Insurance agencies and insurers',
  noun: 'insurance app',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['insurance', 4],
      ['insurance agency', 6],
      ['insurance agent', 6],
      ['insurance broker', 6],
      ['insurance brokerage', 6],
      ['insurer', 5],
      ['insurtech', 6],
      ['policyholder', 6],
      ['insurance policy', 6],
      ['insurance claim', 4],
      ['claims handling', 5],
      ['claims management', 4],
      ['claims adjuster', 6],
      ['loss adjuster', 6],
      ['first notice of loss', 6],
      ['fnol', 6],
      ['underwriting', 5],
      ['underwriter', 5],
      ['quote and bind', 6],
      ['policy renewals', 5],
      ['premiums', 2],
      ['deductible', 4],
      ['mga', 3],
      ['car insurance', 6],
      ['home insurance', 6],
      ['life insurance', 6],
      ['certificate of insurance', 5],
      ['claims', 1],
      ['report claims', 4],
      ['brokerage', 2],
    ],
    de: [
      ['versicherung*', 4],
      ['versicherungsmakler*', 6],
      ['versicherungsagentur', 6],
      ['versicherungsvertreter', 6],
      ['versicherungsnehmer', 6],
      ['versicherungspolice*', 6],
      ['versicherer', 6],
      ['schadenmeldung*', 6],
      ['schadensmeldung*', 6],
      ['schadenregulierung', 6],
      ['schadenfall', 5],
      ['maklerverwaltung*', 6],
      ['bipro', 5],
    ],
    es: [
      ['aseguradora', 6],
      ['corredor de seguros', 6],
      ['correduria de seguros', 6],
      ['agencia de seguros', 6],
      ['agente de seguros', 6],
      ['poliza de seguro', 6],
      ['polizas', 4],
      ['siniestros', 6],
      ['asegurados', 5],
      ['seguro de auto', 6],
      ['seguro de vida', 6],
      ['seguros', 4],
    ],
    fr: [
      ['assureur', 6],
      ['courtier en assurance', 6],
      ['cabinet de courtage', 6],
      ['agent general d assurance', 6],
      ['contrat d assurance', 6],
      ['declaration de sinistre', 6],
      ['sinistres', 5],
      ['assures', 3],
      ['mutuelle', 4],
      ['assurance', 4],
    ],
    pt: [
      ['seguradora', 6],
      ['corretora de seguros', 6],
      ['corretor de seguros', 6],
      ['apolice', 6],
      ['sinistro', 5],
      ['segurados', 5],
      ['seguro auto', 6],
      ['seguro de carro', 6],
      ['seguro de vida', 6],
      ['seguros', 4],
    ],
  },
  exclude: [
    'quality assurance',
    'assurance qualite',
    'pago seguro',
    'pagos seguros',
    'pagamento seguro',
    'pagamentos seguros',
    'site seguro',
    'sitio seguro',
    'accepts insurance',
    'insurance card',
    'insurance details',
    'insurance billing',
    'travel insurance add-on',
    'national insurance number',
    'claims to be',
    'claim your',
  ],
  entities: [
    {
      name: 'Client',
      fields: [
        'name',
        'type (person, business)',
        'contact details',
        'date of birth or company number',
        'assigned agent → Agent',
        'consents',
      ],
    },
    {
      name: 'Policy',
      fields: [
        'policy number',
        'client → Client',
        'insurer → Insurer',
        'line (car, home, liability…)',
        'start and end dates',
        'premium and payment plan',
        'coverages and limits',
        'deductible',
        'status (quoted, active, cancelled, lapsed, renewed)',
        'documents',
      ],
    },
    {
      name: 'Insured Object',
      fields: ['policy → Policy', 'type (vehicle, property, person)', 'details (plate, address…)', 'sum insured'],
    },
    {
      name: 'Quote',
      fields: [
        'client → Client',
        'line',
        'risk details',
        'insurer → Insurer',
        'premium',
        'valid until',
        'status (draft, sent, accepted, bound)',
      ],
    },
    {
      name: 'Claim',
      fields: [
        'claim number',
        'policy → Policy',
        'date and place of loss',
        'description',
        'photos and documents',
        'status (reported, in review, approved, paid, rejected)',
        'handler',
        'reserve and paid amount',
      ],
    },
    { name: 'Insurer', fields: ['name', 'lines offered', 'contacts', 'commission rates', 'portal or data feed'] },
    { name: 'Commission', fields: ['policy → Policy', 'expected amount', 'received amount', 'statement date', 'agent split'] },
    { name: 'Agent', fields: ['name', 'licence number and expiry', 'role', 'book of clients'] },
  ],
  roles: [
    {
      name: 'Agency owner or manager',
      can: 'see every client, policy and claim, manage agents, insurers, commissions and reports',
    },
    { name: 'Agent or account manager', can: 'manage their clients, prepare quotes, bind and renew policies, follow claims' },
    { name: 'Claims handler', can: 'review reported claims, request documents, set reserves, approve or reject and pay' },
    { name: 'Policyholder', can: 'see their policies and documents, report a claim and follow it, request changes' },
  ],
  features: [
    {
      id: 'policies',
      title: 'Client and Policy Records',
      description:
        'Each client with their policies: insurer, line, coverages, limits, deductible, premium, dates, documents and status.',
      match: [
        'policy',
        'policies',
        'clients',
        'versicherungspolice',
        'vertrage',
        'kunden',
        'polizas',
        'clientes',
        'contrats',
        'apolices',
      ],
      done: [
        {
          when: 'an agent opens a client',
          then: 'show all their policies with status, renewal dates and open claims in one view',
        },
        {
          when: 'a policy is cancelled',
          then: 'record the reason and date, stop its renewal reminders and keep it in the client’s history',
        },
      ],
    },
    {
      id: 'quotes',
      title: 'Quotes and Comparison',
      description:
        'Capture the risk details once, collect quotes from several insurers, compare price and cover side by side, and bind the chosen one.',
      match: [
        'quote',
        'quotes',
        'comparison',
        'rater',
        'angebot',
        'vergleich',
        'tarifrechner',
        'cotizacion',
        'comparador',
        'devis',
        'comparateur',
        'cotacao',
        'comparador',
      ],
      done: [
        {
          when: 'an agent compares quotes',
          then: 'show premium, deductible, limits and main exclusions of each side by side',
        },
        {
          when: 'a client accepts a quote',
          then: 'turn it into a policy with the quoted terms and ask for the signed application before binding',
        },
      ],
    },
    {
      id: 'claims-intake',
      title: 'Online Claim Reporting',
      description:
        'Policyholders report a claim online in guided steps, with date, place, what happened, photos and documents, and get a claim number.',
      match: [
        'claim',
        'report a claim',
        'fnol',
        'schadenmeldung',
        'schaden melden',
        'siniestro',
        'parte de siniestro',
        'declaration de sinistre',
        'sinistro',
        'aviso de sinistro',
      ],
      done: [
        {
          when: 'a policyholder submits a claim',
          then: 'check the policy was active on the date of loss, give a claim number and confirm by email',
        },
        {
          when: 'a claim is reported on a policy that was not active on the date of loss',
          then: 'accept the report but flag it for a handler instead of rejecting it automatically',
        },
      ],
    },
    {
      id: 'claims-handling',
      title: 'Claims Handling Workflow',
      description:
        'Claims move through review, document requests, assessment, decision and payment, with a handler, deadlines and notes.',
      match: [
        'claims handling',
        'claims management',
        'adjuster',
        'schadenbearbeitung',
        'schadenregulierung',
        'gestion de siniestros',
        'gestion des sinistres',
        'regulacao de sinistros',
      ],
      done: [
        {
          when: 'a handler requests documents from the policyholder',
          then: 'pause the claim’s deadline, tell the policyholder exactly what is missing and resume when it arrives',
        },
        {
          when: 'a claim is approved for payment',
          then: 'record the amount, the deductible applied and the payee, and notify the policyholder',
        },
      ],
    },
    {
      id: 'renewals',
      title: 'Renewals Pipeline',
      description:
        'Policies coming up for renewal in the next 90 days, with new premiums, remarketing tasks and the client’s decision.',
      match: [
        'renewal',
        'renewals',
        'verlangerung',
        'hauptfalligkeit',
        'renovacion',
        'vencimiento',
        'renouvellement',
        'echeance',
        'renovacao',
      ],
      done: [
        {
          when: 'a policy’s renewal date is 60 days away',
          then: 'put it in the renewals pipeline for its agent with the current premium and a task to review it',
        },
        {
          when: 'the renewal premium rises by more than a set percentage',
          then: 'flag the policy for remarketing with other insurers',
        },
      ],
    },
    {
      id: 'client-portal',
      title: 'Policyholder Portal',
      description:
        'Policyholders see their policies, documents and proof of insurance, report and follow claims, and request changes.',
      match: [
        'portal',
        'self-service',
        'customer portal',
        'kundenportal',
        'portal del cliente',
        'espace client',
        'area do cliente',
        'portal do cliente',
      ],
      done: [
        {
          when: 'a policyholder signs in',
          then: 'show only their own policies, documents and claims, with the next payment and renewal dates',
        },
      ],
    },
    {
      id: 'premium-payments',
      title: 'Premium Billing and Payment Plans',
      description:
        'Premiums paid yearly or in instalments by direct debit or card, with reminders for missed payments and lapse notices.',
      match: [
        'premium',
        'billing',
        'payment',
        'instalments',
        'beitrag',
        'pramie',
        'lastschrift',
        'prima',
        'cuotas',
        'cotisation',
        'premio',
        'parcelas',
      ],
      done: [
        {
          when: 'an instalment payment fails',
          then: 'retry it, tell the policyholder and start the grace period before any cancellation notice',
        },
      ],
    },
    {
      id: 'commissions',
      title: 'Commission Tracking',
      description: 'Expected commission per policy and insurer, matched against insurer statements, with splits between agents.',
      match: ['commission', 'commissions', 'provision', 'courtage', 'comision', 'comissao'],
      done: [
        {
          when: 'an insurer’s commission statement is imported',
          then: 'match each line to a policy and list missing or wrong commissions for follow-up',
        },
      ],
    },
    {
      id: 'documents',
      title: 'Policy Documents and E-signature',
      description:
        'Applications, policy schedules, proof of insurance and signed forms stored per policy, sent for e-signature where needed.',
      match: [
        'documents',
        'e-signature',
        'signature',
        'dokumente',
        'unterschrift',
        'documentos',
        'firma',
        'signature electronique',
        'assinatura',
      ],
      done: [
        {
          when: 'a signed application comes back',
          then: 'store it on the quote or policy and mark the signature step done',
        },
      ],
    },
    {
      id: 'mid-term-changes',
      title: 'Mid-term Policy Changes',
      description:
        'Changes during the term, such as a new car, driver or address, recorded as endorsements with any extra or returned premium.',
      match: [
        'endorsement',
        'policy change',
        'mid-term adjustment',
        'vertragsanderung',
        'nachtrag',
        'suplemento',
        'modificacion de poliza',
        'avenant',
        'endosso',
      ],
      done: [
        {
          when: 'an endorsement is made mid-term',
          then: 'calculate the pro-rata premium difference and issue an updated policy schedule',
        },
      ],
    },
    {
      id: 'insurers-products',
      title: 'Insurers and Products',
      description: 'The insurers the agency works with, the lines and products each offers, contacts and commission rates.',
      match: [
        'insurers',
        'carriers',
        'products',
        'versicherer',
        'gesellschaften',
        'aseguradoras',
        'compagnies',
        'assureurs',
        'seguradoras',
      ],
      done: [
        {
          when: 'an agent starts a quote for a line',
          then: 'offer only the insurers that write that line',
        },
      ],
    },
    {
      id: 'advice-records',
      title: 'Needs Analysis and Advice Records',
      description: 'A documented needs analysis and the advice given for every sale, as insurance distribution rules require.',
      match: [
        'needs analysis',
        'advice',
        'compliance',
        'idd',
        'beratungsprotokoll',
        'bedarfsanalyse',
        'analisis de necesidades',
        'devoir de conseil',
        'analise de perfil',
      ],
      done: [
        {
          when: 'an agent binds a policy',
          then: 'require a completed needs analysis and advice record signed or acknowledged by the client',
        },
      ],
    },
  ],
  integrations: [
    {
      name: 'Insurer portals and data feeds (IVANS, ACORD, BiPRO)',
      for: 'downloading policies, claims and commission statements from insurers',
    },
    { name: 'Comparative raters (EZLynx, PL Rating)', for: 'quotes from several insurers from one set of risk details' },
    { name: 'DocuSign or Dropbox Sign', for: 'signing applications, advice records and policy changes' },
    { name: 'Stripe or GoCardless', for: 'premium payments by card and direct debit, and instalment plans' },
    { name: 'Twilio', for: 'SMS updates on claims and payment reminders' },
  ],
  pages: [
    { name: 'Clients', purpose: 'search clients and open one with all policies, quotes and claims' },
    { name: 'Policy detail', purpose: 'coverages, premium, documents, changes, payments and history' },
    { name: 'Quotes', purpose: 'open quotes with compared offers and status' },
    { name: 'Claims', purpose: 'claims by status with handler, age and next step' },
    { name: 'Renewals', purpose: 'policies renewing in the next 90 days with tasks and decisions' },
    { name: 'Report a claim', purpose: 'guided claim form for policyholders with photo upload' },
    { name: 'My insurance', purpose: 'the policyholder’s policies, documents, payments and claims' },
    { name: 'Commissions', purpose: 'expected versus received commission by insurer and agent' },
  ],
  design:
    'reassuring and professional, plain language instead of insurance jargon for policyholders, dense work queues for agents, and claim status shown as clear steps with what happens next',
  questions: [
    {
      id: 'ins-business',
      category: 'scope',
      text: 'Which side of insurance is the business on?',
      options: [
        'An agency or broker selling insurers’ policies',
        'An insurer or MGA writing its own policies',
        'A comparison site or lead generator',
        'A claims service (adjusters, repairers)',
      ],
      recommended: 'An agency or broker selling insurers’ policies',
      reason:
        'Agencies are the most common buyers of such apps; insurers need rating and underwriting on top, a far bigger build.',
      impact: 10,
      decision: 'Business type',
      replaces: 'audience',
      says: {
        'An agency or broker selling insurers’ policies':
          'Build it for an insurance agency or broker: clients, their policies with several insurers, quotes, renewals, claims follow-up and commissions.',
        'An insurer or MGA writing its own policies':
          'Build it for an insurer or MGA: its own products and rating, quote and bind, policy administration, billing and claims handling.',
        'A comparison site or lead generator':
          'Build a comparison site: visitors enter risk details once, see offers from several insurers and are passed on as leads or to buy.',
        'A claims service (adjusters, repairers)':
          'Build it for a claims service: claims assigned by insurers, inspections, estimates, reports back to the insurer and invoicing.',
      },
    },
    {
      id: 'ins-lines',
      category: 'scope',
      text: 'Which kinds of insurance do you handle?',
      options: [
        'Personal: car, home, renters',
        'Commercial: business, liability, fleet',
        'Life and health',
        'Personal and commercial',
      ],
      recommended: 'Personal and commercial',
      reason: 'Most agencies write both; the data model needs people and businesses as clients and per-line risk details.',
      impact: 8,
      decision: 'Lines of insurance',
      says: {
        'Personal: car, home, renters':
          'Handle personal lines: clients are people, with vehicles, drivers and properties as insured objects.',
        'Commercial: business, liability, fleet':
          'Handle commercial lines: clients are businesses, with locations, vehicles, payroll and turnover as risk details.',
        'Life and health':
          'Handle life and health: clients are people with beneficiaries and health questionnaires; health data is stored as special-category data.',
        'Personal and commercial':
          'Handle personal and commercial lines: clients are people or businesses, with risk details per line.',
      },
    },
    {
      id: 'ins-sign-in',
      category: 'security',
      text: 'Who signs in besides your staff?',
      options: [
        'Only staff',
        'Policyholders, to see policies and report claims',
        'Policyholders and partner agents or sub-brokers',
      ],
      recommended: 'Policyholders, to see policies and report claims',
      reason: 'A portal answers the “where is my proof of insurance” calls and makes claims arrive complete, with photos.',
      impact: 8,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Only staff': 'Only staff sign in; policyholders get documents and updates by email.',
        'Policyholders, to see policies and report claims':
          'Staff sign in; policyholders sign in to a portal limited to their own policies, documents, payments and claims.',
        'Policyholders and partner agents or sub-brokers':
          'Staff sign in; policyholders have a portal, and partner agents sign in to manage only the clients they brought.',
      },
    },
    {
      id: 'ins-quoting',
      category: 'user-flow',
      text: 'How are your quotes produced?',
      options: [
        'Staff get quotes from insurers and enter them',
        'Through a comparative rater connected to insurers',
        'Calculated in the app from our own rating tables',
      ],
      recommended: 'Staff get quotes from insurers and enter them',
      reason:
        'Insurer connections need an agreement each; entering quotes keeps the first version independent, a rater can follow.',
      impact: 8,
      decision: 'Quoting',
      says: {
        'Staff get quotes from insurers and enter them':
          'Staff request quotes in insurer portals and enter premium, cover and documents in the app, which compares them and tracks the client’s decision.',
        'Through a comparative rater connected to insurers':
          'Quotes come from a comparative rater API: the app sends the risk details once and shows the returned offers side by side.',
        'Calculated in the app from our own rating tables':
          'Premiums are calculated in the app from rating tables (base rate and factors per risk detail) that underwriters maintain, with every version kept.',
      },
    },
    {
      id: 'ins-claims-role',
      category: 'roles',
      text: 'Who handles a claim after it is reported?',
      options: [
        'We pass it to the insurer and follow it up',
        'Our own claims handlers settle it',
        'An outside claims administrator',
      ],
      recommended: 'We pass it to the insurer and follow it up',
      reason:
        'Agencies rarely settle claims themselves; their value is a complete report and chasing the insurer for the client.',
      impact: 8,
      decision: 'Claims handling',
      says: {
        'We pass it to the insurer and follow it up':
          'Reported claims are checked for completeness, sent to the insurer with the claim number recorded, and followed up until closed; policyholders see each status change.',
        'Our own claims handlers settle it':
          'Claims are handled in the app: assigned to a handler, assessed, reserved, decided and paid, with every step recorded.',
        'An outside claims administrator':
          'Claims are passed to an outside claims administrator; the app tracks status, reserves and payments they report.',
      },
    },
    {
      id: 'ins-renewals',
      category: 'user-flow',
      text: 'What happens as a policy’s renewal date approaches?',
      options: [
        'It renews automatically and the client is told',
        'Staff review each renewal 60 days ahead',
        'The client must confirm before it renews',
      ],
      recommended: 'Staff review each renewal 60 days ahead',
      reason: 'Renewals are where clients leave; a review queue catches price jumps before the client shops around.',
      impact: 8,
      decision: 'Renewals',
      says: {
        'It renews automatically and the client is told':
          'Policies renew automatically; the client receives the new terms 30 days before the renewal date.',
        'Staff review each renewal 60 days ahead':
          'Every renewal appears in the agent’s queue 60 days ahead with the new premium; the agent reviews it, remarkets if needed and records the client’s decision.',
        'The client must confirm before it renews':
          'Policies renew only after the client confirms the new terms; unconfirmed policies are flagged 14 days before they lapse.',
      },
    },
    {
      id: 'ins-premium-collection',
      category: 'scope',
      text: 'Who collects the premium from your clients?',
      options: ['The insurer bills the client directly', 'We collect it and pay the insurer', 'We collect it as the insurer'],
      recommended: 'The insurer bills the client directly',
      reason: 'Direct billing keeps client money off the agency’s books and out of client-money rules; most insurers offer it.',
      impact: 7,
      decision: 'Premium collection',
      replaces: 'online-payments',
      says: {
        'The insurer bills the client directly':
          'Insurers bill clients directly; the app records premiums and payment status but takes no payments.',
        'We collect it and pay the insurer':
          'The agency collects premiums (card or direct debit, yearly or in instalments) into a separate client-money account and records what it owes each insurer.',
        'We collect it as the insurer':
          'Collect premiums by card or direct debit, yearly or in instalments, with reminders, grace periods and lapse notices.',
      },
    },
    {
      id: 'ins-missed-premium',
      category: 'edge-cases',
      text: 'What happens when a client misses a premium payment?',
      options: [
        'A reminder, then the insurer is told',
        'Reminders, then a formal cancellation notice after the grace period',
        'Staff decide case by case',
      ],
      recommended: 'Reminders, then a formal cancellation notice after the grace period',
      reason:
        'A lapsed policy with an open claim is the worst case for everyone; clear reminders and a formal notice protect the agency too.',
      impact: 6,
      decision: 'Missed premiums',
      askIf: { answer: 'ins-premium-collection', isNot: ['The insurer bills the client directly'] },
    },
    {
      id: 'ins-claim-report',
      category: 'user-flow',
      text: 'What must a policyholder provide when reporting a claim?',
      options: [
        'A short description; staff call back',
        'A guided form with date, place, photos and damage',
        'The guided form, plus police reports and invoices uploaded later',
      ],
      recommended: 'The guided form, plus police reports and invoices uploaded later',
      reason:
        'Claims reported complete settle weeks faster; letting people add documents later stops them giving up at the first step.',
      impact: 6,
      decision: 'Claim reporting',
      feature: 'claims-intake',
    },
    {
      id: 'ins-sensitive-data',
      category: 'security',
      text: 'Which sensitive data will the app hold about your clients?',
      options: ['Contact and policy details only', 'Also claim details and photos', 'Also health or medical information'],
      recommended: 'Also claim details and photos',
      reason:
        'Claims carry photos of homes and accidents and details of third parties; they need tighter access than policy data.',
      impact: 7,
      decision: 'Sensitive data',
      replaces: 'personal-data',
      says: {
        'Contact and policy details only':
          'Store contact and policy details; clients can export their data, and deletion respects the legal retention of policy records.',
        'Also claim details and photos':
          'Claim details, photos and third-party data are visible only to the client’s agent and claims staff, encrypted at rest and every access logged; retention follows legal periods.',
        'Also health or medical information':
          'Health information is special-category data: collect explicit consent, restrict it to named roles, encrypt it separately and log every access.',
      },
    },
    {
      id: 'ins-insurer-data',
      category: 'integrations',
      text: 'How does policy data get from the insurers into the app?',
      options: [
        'Staff type it in and attach the policy PDF',
        'Imported from insurer downloads (IVANS, ACORD, BiPRO)',
        'Through insurer APIs where available',
      ],
      recommended: 'Staff type it in and attach the policy PDF',
      reason:
        'Insurer feeds need an agreement per insurer; start by typing, then add downloads for the insurers with the most policies.',
      impact: 6,
      decision: 'Insurer data',
      askIf: { answer: 'ins-business', is: ['An agency or broker selling insurers’ policies'] },
    },
    {
      id: 'ins-advice-records',
      category: 'data',
      text: 'Must each sale record the client’s needs and the advice you gave?',
      recommended: 'Yes',
      reason:
        'Distribution rules (such as the EU IDD) require a documented needs analysis; missing ones are the top audit finding.',
      impact: 6,
      decision: 'Advice records',
      askIf: { not: { feature: ['advice-records'] } },
      says: {
        Yes: 'Every new policy requires a needs analysis and advice record, acknowledged by the client and stored with the policy.',
        No: 'No advice records are required.',
      },
    },
    {
      id: 'ins-commission-matching',
      category: 'data',
      text: 'How should commissions from insurers be checked?',
      options: [
        'Entered from each insurer’s statement',
        'Expected per policy and matched against statements',
        'Matched, and split between agents automatically',
      ],
      recommended: 'Expected per policy and matched against statements',
      reason: 'Insurers underpay more often than agencies notice; comparing expected with received finds it every month.',
      impact: 5,
      decision: 'Commission checking',
      feature: 'commissions',
    },
    {
      id: 'ins-changes',
      category: 'user-flow',
      text: 'How are changes during a policy term handled, like a new car or driver?',
      options: [
        'Clients ask, staff update the policy',
        'Clients request in the portal, staff approve',
        'Clients change it themselves and see the new premium at once',
      ],
      recommended: 'Clients request in the portal, staff approve',
      reason: 'Requests arrive complete and in writing, while an agent still checks cover before the insurer is told.',
      impact: 5,
      decision: 'Mid-term changes',
      feature: 'mid-term-changes',
    },
  ],
} satisfies DomainInput;
