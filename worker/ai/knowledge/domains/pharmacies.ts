import type { DomainInput } from '../records';

export default {
  id: 'pharmacies',
  name: 'Pharmacies',
  noun: 'pharmacy app',
  complexity: 3,
  recognise: {
    en: [
      ['pharmacy', 6],
      ['pharmacist', 6],
      ['community pharmacy', 6],
      ['independent pharmacy', 6],
      ['compounding pharmacy', 6],
      ['online pharmacy', 6],
      ['chemist', 4],
      ['drugstore', 5],
      ['apothecary', 4],
      ['dispensary', 5],
      ['dispensing', 5],
      ['prescription', 3],
      ['repeat prescription', 6],
      ['prescription refill', 6],
      ['refill', 3],
      ['e-prescription', 4],
      ['controlled substance', 5],
      ['controlled drug', 5],
      ['over-the-counter', 4],
      ['otc medicine', 5],
      ['medication', 2],
      ['medicine', 3],
      ['flu shot', 3],
    ],
    de: [
      ['apotheke*', 6],
      ['versandapotheke', 6],
      ['e-rezept', 6],
      ['rezept einlosen', 6],
      ['rezeptpflichtig*', 6],
      ['verschreibungspflichtig*', 5],
      ['arzneimittel*', 5],
      ['medikament*', 4],
      ['betaubungsmittel*', 6],
      ['freiverkauflich*', 4],
    ],
    es: [
      ['farmacia', 6],
      ['farmaceutico', 6],
      ['receta medica', 6],
      ['receta electronica', 6],
      ['recetas medicas', 6],
      ['dispensacion', 6],
      ['medicamento', 4],
      ['estupefaciente', 5],
      ['parafarmacia', 6],
      ['sin receta', 4],
    ],
    fr: [
      ['pharmacie', 6],
      ['pharmacien', 6],
      ['ordonnance', 4],
      ['ordonnance electronique', 5],
      ['medicament', 4],
      ['stupefiant', 5],
      ['parapharmacie', 6],
      ['delivrance', 3],
    ],
    pt: [
      ['drogaria', 6],
      ['farmacia de manipulacao', 6],
      ['receita medica', 6],
      ['receituario', 5],
      ['receitas medicas', 6],
      ['dispensacao', 6],
      ['remedio', 4],
      ['medicamentos controlados', 6],
      ['balconista de farmacia', 6],
    ],
  },
  exclude: ['pharmacy benefit', 'drug discovery', 'clinical trial', 'medication tracker', 'medication reminder app'],
  entities: [
    {
      name: 'Patient',
      fields: ['name', 'date of birth', 'contact details', 'allergies', 'conditions', 'insurance', 'preferred branch'],
    },
    {
      name: 'Prescription',
      fields: [
        'patient → Patient',
        'prescriber',
        'medicine → Medicine',
        'dose and instructions',
        'quantity',
        'refills left',
        'source (electronic, paper, transfer)',
        'status',
      ],
    },
    {
      name: 'Order',
      fields: [
        'patient → Patient',
        'items (prescriptions, OTC products)',
        'branch',
        'pickup or delivery',
        'status (received, checked, ready, collected)',
        'amount due',
      ],
    },
    {
      name: 'Medicine',
      fields: ['name', 'strength and form', 'code (NDC, PZN)', 'schedule or class', 'prescription only', 'price'],
    },
    { name: 'Stock Batch', fields: ['medicine → Medicine', 'branch', 'batch number', 'expiry date', 'quantity'] },
    {
      name: 'Controlled Drug Entry',
      fields: [
        'medicine → Medicine',
        'received or supplied',
        'quantity',
        'running balance',
        'patient or supplier',
        'by',
        'witness',
      ],
    },
    {
      name: 'Service Appointment',
      fields: ['patient → Patient', 'service (vaccination, health check)', 'time', 'pharmacist', 'consent'],
    },
  ],
  roles: [
    { name: 'Pharmacist', can: 'verify and approve prescriptions, check interactions, hand over controlled drugs, run services' },
    {
      name: 'Pharmacy technician',
      can: 'receive requests, prepare orders, manage stock and deliveries, never give final approval',
    },
    { name: 'Pharmacy manager', can: 'manage staff, branches, stock, services and reports, and review the audit log' },
    { name: 'Patient', can: 'send prescriptions, request refills, see order status, book services and manage their profile' },
  ],
  features: [
    {
      id: 'prescription-intake',
      title: 'Prescription Upload and Transfer',
      description:
        'Patients send an e-prescription code, a photo of a paper prescription or a transfer request; staff match it to the patient.',
      match: [
        'prescription upload',
        'send prescription',
        'e-prescription',
        'transfer',
        'e-rezept',
        'rezept',
        'receta',
        'ordonnance',
        'receita',
      ],
      done: [
        {
          when: 'a patient uploads a photo of a paper prescription',
          then: 'add it to the pharmacist’s queue and tell the patient the original is needed at pickup',
        },
        {
          when: 'the same prescription is submitted twice',
          then: 'flag the duplicate so it is never dispensed twice',
        },
      ],
    },
    {
      id: 'refills',
      title: 'Refill Requests',
      description:
        'Patients reorder repeat medicines in one tap; the app tracks refills left and asks the prescriber when none remain.',
      match: [
        'refill',
        'repeat prescription',
        'reorder',
        'folgerezept',
        'dauermedikation',
        'renovacion',
        'renouvellement',
        'renovacao',
      ],
      done: [
        {
          when: 'a patient requests a refill with refills left',
          then: 'create an order for the pharmacist to check and show the expected ready time',
        },
        {
          when: 'a patient requests a refill with none left',
          then: 'send a renewal request to the prescriber and tell the patient',
        },
      ],
    },
    {
      id: 'pharmacist-check',
      title: 'Pharmacist Verification Queue',
      description:
        'Every prescription is checked by a pharmacist against the patient’s allergies and current medicines before it is dispensed.',
      match: [
        'verification',
        'pharmacist check',
        'clinical check',
        'interactions',
        'prufung',
        'validacion',
        'validation',
        'validacao',
      ],
      done: [
        {
          when: 'a prescription interacts with a current medicine or allergy',
          then: 'show the warning to the pharmacist and require a recorded decision before approval',
        },
        {
          when: 'a technician tries to approve a prescription',
          then: 'refuse it: only a pharmacist can give the final approval',
        },
      ],
    },
    {
      id: 'ready-for-pickup',
      title: 'Ready-for-Pickup Messages',
      description: 'Patients are told when their order is ready, which branch, and what to bring (ID, original prescription).',
      match: [
        'ready for pickup',
        'pickup',
        'notification',
        'abholbereit',
        'listo para recoger',
        'pret a retirer',
        'pronto para retirada',
      ],
      done: [
        {
          when: 'staff mark an order ready',
          then: 'notify the patient without naming the medicine, with the branch and what to bring',
        },
        {
          when: 'an order is not collected within 10 days',
          then: 'remind the patient once, then list it for staff to return to stock',
        },
      ],
    },
    {
      id: 'medicine-stock',
      title: 'Medicine Stock and Expiry',
      description: 'Stock by medicine, batch and expiry per branch, with reorder alerts and first-expiry-first-out picking.',
      match: [
        'stock',
        'inventory',
        'expiry',
        'lagerbestand',
        'verfall',
        'inventario',
        'caducidad',
        'stocks',
        'peremption',
        'validade',
      ],
      done: [
        {
          when: 'a batch is within three months of expiry',
          then: 'flag it for use first and list it in the expiry report',
        },
        {
          when: 'an order would take stock below zero',
          then: 'stop the order and show it as needing a delivery from the wholesaler',
        },
      ],
    },
    {
      id: 'controlled-register',
      title: 'Controlled Drugs Register',
      description:
        'Every receipt and supply of a controlled drug is recorded with a running balance, who did it and a witness where required.',
      match: [
        'controlled drugs',
        'controlled substances',
        'cd register',
        'btm-buch',
        'betaubungsmittel',
        'estupefacientes',
        'stupefiants',
        'controlados',
      ],
      done: [
        {
          when: 'a controlled drug is handed to a patient',
          then: 'record the supply, the ID check and the new balance in an entry that cannot be edited afterwards',
        },
        {
          when: 'a stock count differs from the register balance',
          then: 'record the discrepancy and alert the pharmacy manager',
        },
      ],
    },
    {
      id: 'patient-profiles',
      title: 'Patient Profiles and Medication History',
      description:
        'Each patient’s allergies, conditions, current medicines and dispensing history, also for family members they manage.',
      match: [
        'patient profile',
        'medication history',
        'patientenakte',
        'medikationsplan',
        'historial',
        'dossier pharmaceutique',
        'historico',
      ],
      done: [
        {
          when: 'a pharmacist opens a patient',
          then: 'show allergies first, then current medicines and the last dispensings',
        },
      ],
    },
    {
      id: 'otc-shop',
      title: 'Over-the-Counter Shop',
      description: 'Non-prescription products online; pharmacy-only medicines need a short questionnaire a pharmacist approves.',
      match: [
        'otc',
        'over the counter',
        'shop',
        'webshop',
        'freiverkauflich',
        'sin receta',
        'parafarmacia',
        'sans ordonnance',
        'sem receita',
      ],
      done: [
        {
          when: 'a customer orders a pharmacy-only medicine',
          then: 'ask the questionnaire and hold the order until a pharmacist approves it',
        },
        {
          when: 'a customer orders more than the allowed pack limit of a medicine',
          then: 'refuse the extra quantity and explain the limit',
        },
      ],
    },
    {
      id: 'home-delivery',
      title: 'Prescription Home Delivery',
      description:
        'Orders delivered by the pharmacy’s drivers or courier, handed only to the patient or a named adult with a signature.',
      match: ['delivery', 'home delivery', 'lieferung', 'botendienst', 'entrega a domicilio', 'livraison', 'entrega'],
      done: [
        {
          when: 'a driver hands over a delivery',
          then: 'record who received it with their signature and time',
        },
        {
          when: 'nobody is home to receive a delivery',
          then: 'bring it back to the branch and tell the patient how to rebook; never leave medicines unattended',
        },
      ],
    },
    {
      id: 'pharmacy-services',
      title: 'Vaccinations and Pharmacy Services',
      description:
        'Patients book flu shots, travel vaccines and health checks in slots, with consent and the record of what was given.',
      match: [
        'vaccination',
        'flu shot',
        'health check',
        'impfung',
        'vacunacion',
        'vaccination',
        'vacinacao',
        'servicos farmaceuticos',
      ],
      done: [
        {
          when: 'a pharmacist records a vaccination',
          then: 'store the product, batch, site and time with the patient’s consent',
        },
      ],
    },
    {
      id: 'refill-reminders',
      title: 'Refill Reminders',
      description: 'A reminder before a repeat medicine runs out, with a one-tap refill request.',
      match: ['reminder', 'erinnerung', 'recordatorio', 'rappel', 'lembrete'],
      done: [
        {
          when: 'a repeat medicine is due to run out in five days',
          then: 'remind the patient with a one-tap refill link',
        },
      ],
    },
    {
      id: 'audit-log',
      title: 'Audit Log of Patient Records',
      description:
        'Every view and change of a patient’s records is logged with user and time and can be reviewed by the manager.',
      match: [
        'audit log',
        'audit trail',
        'access log',
        'protokoll',
        'registro de auditoria',
        'journal d audit',
        'trilha de auditoria',
      ],
      done: [
        {
          when: 'a staff member opens a patient’s record',
          then: 'log who, when and what was viewed in an append-only log',
        },
      ],
    },
  ],
  integrations: [
    {
      name: 'Pharmacy system (PioneerRx, Pharmacy Manager, ADG)',
      for: 'sending requests into the dispensing system and reading prescription and stock status back',
    },
    { name: 'E-prescription service (Surescripts, NHS EPS, gematik)', for: 'receiving electronic prescriptions' },
    { name: 'Stripe', for: 'online payment for OTC orders, delivery fees and co-pays' },
    { name: 'Twilio', for: 'ready-for-pickup and refill texts without medicine names' },
    { name: 'Drug interaction database (First Databank, Medi-Span)', for: 'interaction and allergy checks' },
  ],
  pages: [
    { name: 'Send a prescription', purpose: 'e-prescription code, photo upload or transfer, and pickup or delivery choice' },
    { name: 'My medicines', purpose: 'current medicines, refills left and one-tap refill' },
    { name: 'My orders', purpose: 'status of each order, branch and what to bring' },
    { name: 'Pharmacist queue', purpose: 'prescriptions to check with warnings, approve or query' },
    { name: 'Orders board', purpose: 'orders by status from received to collected' },
    { name: 'Stock and expiry', purpose: 'stock by batch and branch, reorders and expiring batches' },
    { name: 'Controlled drugs register', purpose: 'entries and running balances per drug, counts and discrepancies' },
    { name: 'Pharmacy admin', purpose: 'staff, branches, services, audit log and settings' },
  ],
  design:
    'clean, calm and clinical, with large readable type for older patients, order status in plain words, and no medicine names in notifications or on lock screens',
  questions: [
    {
      id: 'rx-scope',
      category: 'scope',
      text: 'What should patients mainly do in the pharmacy app?',
      options: [
        'Send prescriptions and refills, picked up at the pharmacy',
        'Send prescriptions and refills, with home delivery',
        'Prescriptions plus an over-the-counter shop with delivery',
      ],
      recommended: 'Send prescriptions and refills, picked up at the pharmacy',
      reason:
        'Skipping the wait at the counter is what patients value most; delivery adds drivers, handover rules and cold chain.',
      impact: 10,
      decision: 'What the app does',
      says: {
        'Send prescriptions and refills, picked up at the pharmacy':
          'Patients send prescriptions and refill requests and collect their medicines at the branch when told they are ready.',
        'Send prescriptions and refills, with home delivery':
          'Patients send prescriptions and refill requests and choose pickup or home delivery.',
        'Prescriptions plus an over-the-counter shop with delivery':
          'Patients send prescriptions and refills and also buy over-the-counter products, with pickup or delivery.',
      },
    },
    {
      id: 'rx-intake',
      category: 'user-flow',
      text: 'How do prescriptions reach the pharmacy?',
      options: [
        'Electronic prescriptions only',
        'Photo of the paper prescription, original checked at pickup',
        'Both electronic and photo uploads',
        'Refills of prescriptions already on file only',
      ],
      recommended: 'Both electronic and photo uploads',
      reason: 'Electronic prescriptions are growing but paper ones remain common; accepting both keeps every patient in the app.',
      impact: 9,
      decision: 'Prescription intake',
      says: {
        'Electronic prescriptions only':
          'Patients send electronic prescriptions by code or from the national e-prescription service; paper ones are handed in at the counter.',
        'Photo of the paper prescription, original checked at pickup':
          'Patients upload a photo of the paper prescription; staff prepare the order and check the original at pickup before handing it over.',
        'Both electronic and photo uploads':
          'Patients send electronic prescriptions or a photo of a paper one; for photos the original is checked at pickup.',
        'Refills of prescriptions already on file only':
          'Patients can only request refills of prescriptions the pharmacy already holds.',
      },
    },
    {
      id: 'rx-verification',
      category: 'roles',
      text: 'Who may approve a prescription for dispensing?',
      options: [
        'Only a pharmacist, who also prepares it',
        'Technicians prepare, a pharmacist gives the final check',
        'Pharmacists at any branch, from a shared queue',
      ],
      recommended: 'Technicians prepare, a pharmacist gives the final check',
      reason:
        'It is how most pharmacies work and what the rules require: the pharmacist’s final check is recorded on every item.',
      impact: 9,
      decision: 'Prescription approval',
      says: {
        'Only a pharmacist, who also prepares it': 'Only pharmacists handle prescriptions, from intake to approval.',
        'Technicians prepare, a pharmacist gives the final check':
          'Technicians receive and prepare orders; only a pharmacist can give the final approval, recorded with their name and time.',
        'Pharmacists at any branch, from a shared queue':
          'Prescriptions from all branches go into one queue any pharmacist can check; the order is prepared at the patient’s branch.',
      },
    },
    {
      id: 'rx-accounts',
      category: 'security',
      text: 'How sure must the pharmacy be of who a patient is before showing their prescriptions?',
      options: [
        'Sign-in plus a one-time code on each new device',
        'Identity checked with ID first, then two-factor sign-in',
        'No patient accounts; requests by form and phone',
      ],
      recommended: 'Sign-in plus a one-time code on each new device',
      reason: 'Prescriptions are health data; a second factor protects them without an ID check for every patient.',
      impact: 8,
      decision: 'Patient sign-in',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Sign-in plus a one-time code on each new device':
          'Patients sign in and confirm each new device with a one-time code by text or app; carers can manage family members linked to them.',
        'Identity checked with ID first, then two-factor sign-in':
          'Patients verify their identity with an ID check before any prescription data is shown, then sign in with two factors.',
        'No patient accounts; requests by form and phone':
          'Patients have no accounts; they send requests by form and are contacted by phone. Only staff sign in.',
      },
    },
    {
      id: 'rx-controlled',
      category: 'security',
      text: 'How are controlled drugs handled in the app?',
      options: [
        'Requested in the app, handed over in person with ID and a register entry',
        'Not handled in the app at all',
        'Delivered too, with ID check and signature',
      ],
      recommended: 'Requested in the app, handed over in person with ID and a register entry',
      reason:
        'Controlled drugs need a register entry and ID at handover; keeping handover in person avoids stricter delivery rules.',
      impact: 8,
      decision: 'Controlled drugs',
      says: {
        'Requested in the app, handed over in person with ID and a register entry':
          'Controlled drugs can be requested in the app but are only handed over in person, with an ID check recorded in the controlled drugs register.',
        'Not handled in the app at all':
          'Controlled drugs cannot be requested in the app; patients are told to bring the prescription to the counter.',
        'Delivered too, with ID check and signature':
          'Controlled drugs may be delivered; the driver checks ID and takes a signature, and each supply is recorded in the register.',
      },
    },
    {
      id: 'rx-pms',
      category: 'integrations',
      text: 'Does the app need to connect to the pharmacy’s dispensing system?',
      options: [
        'Yes, send requests in and read status back',
        'No, staff copy requests into it by hand',
        'No, the app is the only system',
      ],
      recommended: 'Yes, send requests in and read status back',
      reason: 'The dispensing system stays the record of truth; syncing with it avoids typing every request twice.',
      impact: 8,
      decision: 'Dispensing system',
      says: {
        'Yes, send requests in and read status back':
          'Connect to the pharmacy management system: send prescriptions and refill requests in and read status and stock back.',
        'No, staff copy requests into it by hand':
          'The app does not connect to the dispensing system; staff copy requests across and update status in the app.',
        'No, the app is the only system':
          'The app is the pharmacy’s only system: it holds prescriptions, dispensing records, stock and registers.',
      },
    },
    {
      id: 'rx-payment',
      category: 'scope',
      text: 'How do patients pay?',
      options: [
        'At pickup',
        'Online once the pharmacist has priced the order',
        'Co-pays online, insurance billed by the pharmacy',
      ],
      recommended: 'At pickup',
      reason:
        'The final price depends on the pharmacist’s check and insurance; paying at pickup avoids refunds and part-charges.',
      impact: 7,
      decision: 'Paying',
      replaces: 'online-payments',
      says: {
        'At pickup': 'Nothing is paid in the app; patients pay at the counter when they collect.',
        'Online once the pharmacist has priced the order':
          'After the pharmacist checks and prices an order, the patient receives a payment link; delivery orders ship once paid.',
        'Co-pays online, insurance billed by the pharmacy':
          'The pharmacy bills insurance through its own system; patients pay only their co-pay online when the order is ready.',
      },
    },
    {
      id: 'rx-branches',
      category: 'scope',
      text: 'How many branches does the pharmacy have?',
      options: ['One', 'A few, each with its own stock', 'A chain with central purchasing'],
      recommended: 'One',
      reason: 'Most independents run one branch; a branch on every order and stock batch keeps a second one easy to add.',
      impact: 7,
      decision: 'Branches',
    },
    {
      id: 'rx-out-of-stock',
      category: 'edge-cases',
      text: 'What happens when a requested medicine is out of stock?',
      options: [
        'Tell the patient the expected date and order it in',
        'Offer another branch that has it',
        'The pharmacist contacts the patient about an alternative',
      ],
      recommended: 'Tell the patient the expected date and order it in',
      reason:
        'Wholesalers deliver once or twice a day; an honest ready date stops the patient calling or walking in for nothing.',
      impact: 7,
      decision: 'Out-of-stock medicines',
    },
    {
      id: 'rx-audit',
      category: 'security',
      text: 'Must every view of a patient’s records be logged for audits?',
      recommended: 'Yes',
      reason: 'Health-data rules (HIPAA, GDPR) and pharmacy inspectors expect a record of who looked at patient data.',
      impact: 7,
      decision: 'Access logging',
      says: {
        Yes: 'Log every view and change of patient records with user, time and record in an append-only audit log.',
        No: 'Log changes to patient records only.',
      },
    },
    {
      id: 'rx-refill-flow',
      category: 'user-flow',
      text: 'How do patients get their repeat medicines?',
      options: [
        'They request each refill, with a reminder when due',
        'Automatic refills on a schedule, with an opt-out',
        'Each refill needs a new prescription from the doctor',
      ],
      recommended: 'They request each refill, with a reminder when due',
      reason: 'Requested refills avoid preparing medicines nobody collects; a reminder keeps patients on schedule.',
      impact: 7,
      decision: 'Repeat medicines',
    },
    {
      id: 'rx-delivery-handover',
      category: 'edge-cases',
      text: 'Who may receive a delivered prescription?',
      options: ['Only the patient, with ID', 'The patient or a named adult, with a signature', 'Anyone at the address'],
      recommended: 'The patient or a named adult, with a signature',
      reason: 'Medicines must not be left with children or on the doorstep; a named adult covers carers and family.',
      impact: 6,
      decision: 'Delivery handover',
      askIf: { answer: 'rx-scope', isNot: ['Send prescriptions and refills, picked up at the pharmacy'] },
    },
    {
      id: 'rx-pharmacy-only',
      category: 'security',
      text: 'How are pharmacy-only medicines sold online?',
      options: ['After a short questionnaire a pharmacist approves', 'Not sold online', 'Like any other product'],
      recommended: 'After a short questionnaire a pharmacist approves',
      reason: 'Pharmacy-only medicines need a pharmacist’s judgement; a questionnaire makes that possible online.',
      impact: 6,
      decision: 'Pharmacy-only medicines',
      askIf: { answer: 'rx-scope', is: ['Prescriptions plus an over-the-counter shop with delivery'] },
    },
    {
      id: 'rx-services',
      category: 'scope',
      text: 'Should patients book services such as vaccinations or health checks?',
      recommended: 'Yes',
      reason: 'Vaccinations and checks are a growing share of pharmacy income and need slots, consent and records.',
      impact: 5,
      decision: 'Pharmacy services',
      says: {
        Yes: 'Patients book vaccinations and health checks in slots per pharmacist, give consent online, and the pharmacist records what was given.',
        No: 'There is no service booking; the app covers prescriptions and orders only.',
      },
    },
  ],
} satisfies DomainInput;
