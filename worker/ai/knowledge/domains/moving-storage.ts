import type { DomainInput } from '../records';

export default {
  id: 'moving-storage',
  name: 'Moving and storage companies',
  noun: 'moving company app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['removals company', 6],
      ['moving company', 6],
      ['movers', 6],
      ['removals', 6],
      ['removal company', 6],
      ['house removals', 6],
      ['house move', 5],
      ['man and van', 6],
      ['moving quote', 6],
      ['moving estimate', 6],
      ['moving box', 5],
      ['moving day', 4],
      ['office move', 5],
      ['furniture removal', 5],
      ['piano moving', 6],
      ['packing service', 4],
      ['relocation', 2],
      ['self storage', 6],
      ['storage unit', 6],
      ['storage facility', 6],
      ['storage company', 6],
      ['container storage', 5],
      ['climate-controlled storage', 6],
      ['valet storage', 6],
      ['storage', 2],
      ['moving', 2],
      ['moving house', 6],
      ['moving business', 6],
      ['cubic feet', 3],
      ['cubic metres', 3],
    ],
    de: [
      ['umzug*', 6],
      ['umzugsspedition', 6],
      ['umzugsfirma', 6],
      ['umzugsunternehmen', 6],
      ['umzugskarton*', 6],
      ['mobelpacker', 6],
      ['selfstorage', 6],
      ['lagerraum', 5],
      ['lagerbox', 5],
      ['einlagerung', 6],
      ['mobellager*', 6],
      ['entrumpelung', 4],
    ],
    es: [
      ['mudanza*', 6],
      ['empresa de mudanzas', 6],
      ['presupuesto de mudanza', 6],
      ['cajas de mudanza', 6],
      ['trastero', 6],
      ['alquiler de trasteros', 6],
      ['guardamuebles', 6],
      ['almacenaje', 4],
    ],
    fr: [
      ['demenagement*', 6],
      ['demenageur*', 6],
      ['devis demenagement', 6],
      ['cartons de demenagement', 6],
      ['garde-meubles', 6],
      ['self stockage', 6],
      ['box de stockage', 6],
      ['location de box', 5],
    ],
    pt: [
      ['empresa de mudancas', 6],
      ['mudancas residenciais', 6],
      ['transportadora de mudancas', 6],
      ['frete de mudanca', 6],
      ['carreto', 5],
      ['guarda-moveis', 6],
      ['box de armazenamento', 5],
      ['mudanca', 3],
    ],
  },
  exclude: [
    'cloud storage',
    'local storage',
    'localstorage',
    'file storage',
    'data storage',
    'object storage',
    'storage bucket',
    'storage buckets',
    'storage layer',
    'session storage',
    'moving average',
    'moving forward',
    'moving parts',
    'gestao de mudancas',
  ],
  entities: [
    {
      name: 'Move',
      fields: [
        'customer → Customer',
        'from and to addresses with floors and access',
        'move date',
        'inventory → Inventory Item',
        'volume',
        'crew → Crew',
        'truck → Truck',
        'price or hourly rate',
        'status (quoted, booked, in progress, done)',
      ],
    },
    { name: 'Quote', fields: ['move → Move', 'line items', 'estimated hours or fixed price', 'valid until', 'accepted at'] },
    {
      name: 'Inventory Item',
      fields: ['move → Move', 'room', 'item', 'volume', 'special handling', 'condition at pickup', 'condition at delivery'],
    },
    { name: 'Crew', fields: ['lead', 'members', 'date', 'truck → Truck'] },
    { name: 'Truck', fields: ['registration', 'capacity in cubic metres', 'licence class needed', 'availability'] },
    {
      name: 'Storage Unit',
      fields: ['number', 'size', 'monthly price', 'climate control', 'status (free, reserved, rented, overlocked)'],
    },
    {
      name: 'Storage Rental',
      fields: ['tenant → Customer', 'unit → Storage Unit', 'move-in date', 'billing day', 'gate code', 'balance', 'status'],
    },
    { name: 'Customer', fields: ['name', 'phone', 'email', 'address', 'ID checked'] },
  ],
  roles: [
    { name: 'Office or dispatcher', can: 'quote moves, book dates, assign crews and trucks, and manage storage rentals' },
    { name: 'Crew lead', can: 'see the day’s job sheet, check the inventory, record conditions, times and signatures' },
    { name: 'Facility manager', can: 'manage units, move-ins and move-outs, gate codes, overdue accounts and lien steps' },
    { name: 'Customer', can: 'request and accept quotes, pay, follow their move, and rent and pay for storage' },
  ],
  features: [
    {
      id: 'inventory-quotes',
      title: 'Moving Quotes from Room Inventories',
      description:
        'Customers list their items room by room; the app works out volume, crew size, hours and a price the office can adjust.',
      match: [
        'quote',
        'estimate',
        'inventory',
        'item list',
        'angebot',
        'umzugsgutliste',
        'presupuesto',
        'inventario',
        'devis',
        'orcamento',
      ],
      done: [
        {
          when: 'a customer completes their room-by-room list',
          then: 'show the estimated volume, crew, truck and price and send the quote to the office for review',
        },
        {
          when: 'a customer accepts a quote',
          then: 'hold the move date and ask for the deposit',
        },
      ],
    },
    {
      id: 'move-calendar',
      title: 'Move Calendar and Daily Capacity',
      description:
        'Dates show how many crews and trucks are free; a date is full when either runs out, so no truck is booked twice.',
      match: ['calendar', 'schedule', 'availability', 'kalender', 'calendario', 'disponibilidad', 'planning', 'agenda'],
      done: [
        {
          when: 'all trucks are booked on a date',
          then: 'show the date as full to customers and refuse new bookings for it',
        },
      ],
    },
    {
      id: 'crew-job-sheets',
      title: 'Crew Assignment and Job Sheets',
      description:
        'Crews and trucks are assigned to each move; the crew lead’s phone shows addresses, access, inventory and notes.',
      match: ['crew', 'job sheet', 'dispatch', 'team', 'kolonne', 'umzugshelfer', 'cuadrilla', 'equipe', 'equipo'],
      done: [
        {
          when: 'the dispatcher assigns a crew member already on another move that day',
          then: 'warn about the overlap before saving',
        },
        {
          when: 'a crew lead opens the day',
          then: 'show each move with addresses, floors and access, the inventory and the customer’s phone',
        },
      ],
    },
    {
      id: 'condition-reports',
      title: 'Item Condition Reports and Signatures',
      description:
        'The crew records the condition of valuable items with photos at pickup and delivery; the customer signs at both ends.',
      match: [
        'condition report',
        'photos',
        'signature',
        'damage',
        'zustand',
        'unterschrift',
        'estado',
        'firma',
        'etat des lieux',
        'assinatura',
      ],
      done: [
        {
          when: 'the crew finishes loading',
          then: 'ask the customer to sign the inventory with recorded conditions and email them a copy',
        },
      ],
    },
    {
      id: 'deposits-balance',
      title: 'Online Deposits and Final Invoice',
      description:
        'A deposit books the move; the final invoice adds extra hours, materials or stairs and is paid by card on the day.',
      match: ['deposit', 'payment', 'invoice', 'anzahlung', 'rechnung', 'deposito', 'factura', 'acompte', 'facture', 'sinal'],
      done: [
        {
          when: 'the crew lead closes a move',
          then: 'build the final invoice from the quote and recorded extras and send the customer a payment link',
        },
      ],
    },
    {
      id: 'storage-units',
      title: 'Storage Unit Availability and Online Rental',
      description:
        'Unit sizes with prices and live availability; customers pick a size, sign the rental agreement and pay online.',
      match: ['storage units', 'unit sizes', 'self storage', 'lagerraum', 'trastero', 'box de stockage', 'box'],
      done: [
        {
          when: 'two customers rent the last unit of a size at the same time',
          then: 'give it to the first payment and offer the other the next size or a waitlist',
        },
      ],
    },
    {
      id: 'storage-billing',
      title: 'Recurring Storage Billing and Late Fees',
      description: 'Monthly rent charged automatically, with late fees, reminders and each overdue step recorded.',
      match: ['rent', 'billing', 'late fee', 'autopay', 'miete', 'mahnung', 'alquiler', 'loyer', 'aluguel'],
      done: [
        {
          when: 'a rent charge fails',
          then: 'email the tenant a payment link, add the late fee after the grace days and record the step',
        },
      ],
    },
    {
      id: 'gate-access',
      title: 'Gate Access Codes',
      description: 'Each tenant has their own gate code, blocked automatically when the account is overdue.',
      match: ['gate code', 'access control', 'zugangscode', 'codigo de acceso', 'code d acces', 'codigo de acesso'],
      done: [
        {
          when: 'a tenant’s account passes the overdue limit',
          then: 'block their gate code and tell them how to restore access',
        },
      ],
    },
    {
      id: 'packing-materials',
      title: 'Packing Service and Box Sales',
      description: 'Optional packing by the crew and sales of boxes, tape and wardrobe boxes, delivered before the move.',
      match: ['packing', 'boxes', 'packing materials', 'kartons', 'verpackung', 'embalaje', 'cajas', 'emballage', 'caixas'],
      done: [
        {
          when: 'a customer adds packing materials to a move',
          then: 'add them to the quote and schedule their delivery before the move date',
        },
      ],
    },
    {
      id: 'move-day-updates',
      title: 'Move-day Updates for Customers',
      description: 'Texts when the crew sets off, an arrival time, and a message when loading and delivery are done.',
      match: ['tracking', 'eta', 'status updates', 'sendungsverfolgung', 'seguimiento', 'suivi', 'acompanhamento'],
      done: [
        {
          when: 'the crew lead marks the crew on the way',
          then: 'text the customer with the estimated arrival time',
        },
      ],
    },
    {
      id: 'damage-claims',
      title: 'Damage Claims',
      description: 'Customers report damage with photos within the claim period; the claim is matched to the condition report.',
      match: ['claims', 'damage claim', 'schadensmeldung', 'reclamacion', 'reclamation', 'reclamacao', 'sinistro'],
      done: [
        {
          when: 'a customer files a claim for an item',
          then: 'show the office the item’s recorded conditions and photos next to the claim',
        },
      ],
    },
    {
      id: 'job-timer',
      title: 'Hourly Job Timer',
      description: 'For hourly moves the crew lead starts and stops the clock, with breaks and travel time, for the final bill.',
      match: ['timer', 'hours', 'time tracking', 'zeiterfassung', 'horas', 'heures', 'horas trabalhadas'],
      done: [
        {
          when: 'the crew lead stops the timer',
          then: 'calculate billable time with the minimum hours and travel time and show it to the customer to sign',
        },
      ],
    },
  ],
  // A storage facility and a removals firm share a field but little else: each leads with its own, and the other's
  // features stay out unless the description names that business too.
  focuses: [
    {
      noun: 'self storage app',
      match: [
        'self storage',
        'self-storage',
        'storage unit',
        'storage units',
        'storage facility',
        'lock-up',
        'lockups',
        'selbstlager*',
        'trastero*',
        'garde-meuble*',
        'guarda-volumes',
      ],
      features: ['storage-units', 'storage-billing', 'gate-access'],
    },
    {
      noun: 'removals app',
      match: [
        'removals',
        'removal company',
        'moving company',
        'movers',
        'man and van',
        'house move',
        'moving house',
        'office move',
        'umzug*',
        'mudanza*',
        'déménagement*',
        'mudança*',
      ],
      features: [
        'inventory-quotes',
        'move-calendar',
        'crew-job-sheets',
        'condition-reports',
        'deposits-balance',
        'job-timer',
        'move-day-updates',
        'damage-claims',
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'move deposits, final payments and recurring storage rent' },
    { name: 'Google Maps', for: 'distances, drive times and addresses with access notes' },
    { name: 'Twilio', for: 'move-day texts and rent reminders' },
    { name: 'Noke or PTI Security', for: 'gate and smart-lock access codes at storage facilities' },
    { name: 'Yembo', for: 'video surveys that build the inventory automatically' },
  ],
  pages: [
    { name: 'Get a quote', purpose: 'addresses, date and a room-by-room item list with a live estimate' },
    { name: 'My move', purpose: 'quote, date, payments, inventory and move-day status' },
    { name: 'Storage units', purpose: 'sizes, prices and availability, rent online' },
    { name: 'My storage', purpose: 'unit, gate code, payments and move-out notice' },
    { name: 'Dispatch board', purpose: 'moves by day with crews and trucks assigned' },
    { name: 'Crew job sheet', purpose: 'the crew lead’s move with inventory, conditions, timer and signatures' },
    { name: 'Facility admin', purpose: 'units, tenants, overdue accounts and lien steps' },
  ],
  design:
    'sturdy and reassuring, with clear prices and dates, a step-by-step quote builder with room icons, and a large-button job sheet crews can use with gloves on',
  questions: [
    {
      id: 'move-business',
      category: 'scope',
      text: 'What does the company offer?',
      options: [
        'Home and office moves',
        'Self-storage units',
        'Moves plus storage between moves',
        'Full-service storage we collect and return',
      ],
      recommended: 'Home and office moves',
      reason: 'Moving is the most common case; storage adds its own rental, billing and access system.',
      impact: 10,
      decision: 'Services',
      says: {
        'Home and office moves': 'The app runs a moving company: quotes, bookings, crews and trucks, and move-day work.',
        'Self-storage units':
          'The app runs a self-storage facility: unit availability, online rental, monthly billing and gate access.',
        'Moves plus storage between moves':
          'The app runs moves and storage: quotes and crews for moves, plus storage rentals for goods held between moves.',
        'Full-service storage we collect and return':
          'The app runs full-service storage: the crew collects items, records each one with photos, stores them and returns them on request.',
      },
    },
    {
      id: 'move-pricing',
      category: 'scope',
      text: 'How are moves priced?',
      options: ['Hourly for crew and truck, with an estimate', 'Fixed price from the item inventory', 'By volume and distance'],
      recommended: 'Fixed price from the item inventory',
      reason: 'Customers compare fixed prices; an itemised inventory makes the quote reliable and disputes rare.',
      impact: 9,
      decision: 'Pricing moves',
      askIf: { answer: 'move-business', isNot: ['Self-storage units'] },
      says: {
        'Hourly for crew and truck, with an estimate':
          'Moves are billed by the hour for crew and truck, with a minimum; the quote shows estimated hours from the inventory.',
        'Fixed price from the item inventory':
          'Moves have a fixed price worked out from the item inventory, floors and access; extra items on the day are charged per item.',
        'By volume and distance': 'Moves are priced by the volume in cubic metres and the distance driven.',
      },
    },
    {
      id: 'move-survey',
      category: 'user-flow',
      text: 'How do you see what needs moving before quoting?',
      options: [
        'The customer fills in a room-by-room list',
        'A video walkthrough or video call',
        'An in-home survey by an estimator',
      ],
      recommended: 'The customer fills in a room-by-room list',
      reason:
        'It needs no appointment and gives an itemised inventory the crew uses on the day; big homes can still get a visit.',
      impact: 8,
      decision: 'Surveying the move',
      askIf: { answer: 'move-business', isNot: ['Self-storage units'] },
    },
    {
      id: 'move-payment',
      category: 'scope',
      text: 'How do customers pay for a move?',
      options: ['A deposit to book, the balance on the day', 'Full payment before the move', 'Invoice after the move'],
      recommended: 'A deposit to book, the balance on the day',
      reason: 'The deposit stops customers booking three movers and cancelling two; the balance on the day covers extras.',
      impact: 8,
      decision: 'Paying for moves',
      replaces: 'online-payments',
      askIf: { answer: 'move-business', isNot: ['Self-storage units'] },
      says: {
        'A deposit to book, the balance on the day':
          'A deposit paid online confirms the date; the balance with any extras is paid by card when the move is done.',
        'Full payment before the move': 'The full price is paid online before the move date.',
        'Invoice after the move': 'Customers receive an invoice after the move and pay online within the terms.',
      },
    },
    {
      id: 'move-crew-app',
      category: 'roles',
      text: 'What do the crews use on move day?',
      options: ['A printed job sheet', 'The crew lead uses the app on a phone', 'Every crew member has the app'],
      recommended: 'The crew lead uses the app on a phone',
      reason: 'One phone per move is enough for the inventory, photos, timer and the customer’s signature.',
      impact: 7,
      decision: 'Crews on move day',
      askIf: { answer: 'move-business', isNot: ['Self-storage units'] },
      says: {
        'A printed job sheet': 'Crews work from a printed job sheet; the office records times and extras afterwards.',
        'The crew lead uses the app on a phone':
          'The crew lead uses a phone view with the job sheet, inventory, condition photos, timer and signatures.',
        'Every crew member has the app':
          'Every crew member has the phone view: their day’s moves, start times and addresses; the crew lead also closes the job.',
      },
    },
    {
      id: 'move-accounts',
      category: 'security',
      text: 'Do customers need an account?',
      options: ['No, they use secure links by email', 'Yes, an account for quotes, moves and storage'],
      recommended: 'No, they use secure links by email',
      reason: 'People move every few years; a link to accept the quote and pay beats one more password.',
      impact: 7,
      decision: 'Customer accounts',
      replaces: 'sign-in',
      says: {
        'No, they use secure links by email':
          'Customers have no password; each quote, move and rental has a secure link sent by email. Staff and crews sign in.',
        'Yes, an account for quotes, moves and storage':
          'Customers sign in to see quotes, moves, storage rentals and payments; staff and crews have their own accounts.',
      },
    },
    {
      id: 'move-damage',
      category: 'edge-cases',
      text: 'How are damage claims handled?',
      options: ['Reported in the app within 7 days, checked against the condition report', 'By phone and email, outside the app'],
      recommended: 'Reported in the app within 7 days, checked against the condition report',
      reason: 'A claim next to the photos taken at loading is settled in minutes instead of an argument.',
      impact: 5,
      decision: 'Damage claims',
      askIf: { answer: 'move-business', isNot: ['Self-storage units'] },
    },
    {
      id: 'move-unit-rental',
      category: 'user-flow',
      text: 'Can customers rent a storage unit fully online?',
      options: ['Yes: choose a size, sign and pay online', 'They reserve online and complete the rental on site', 'Enquiry only'],
      recommended: 'Yes: choose a size, sign and pay online',
      reason:
        'Most storage is rented at short notice and out of hours; online move-in wins the customer before a competitor does.',
      impact: 8,
      decision: 'Renting units',
      askIf: { answer: 'move-business', isNot: ['Home and office moves'] },
    },
    {
      id: 'move-storage-billing',
      category: 'scope',
      text: 'How is storage rent charged?',
      options: [
        'Monthly by card from the move-in date',
        'Monthly on the 1st, first month prorated',
        'Prepaid terms with a discount',
      ],
      recommended: 'Monthly by card from the move-in date',
      reason: 'Charging on the move-in anniversary needs no proration and spreads payments across the month.',
      impact: 7,
      decision: 'Storage rent',
      askIf: { answer: 'move-business', isNot: ['Home and office moves'] },
    },
    {
      id: 'move-overdue',
      category: 'edge-cases',
      text: 'What happens when a storage tenant stops paying?',
      options: [
        'Late fee, then access blocked',
        'Late fee, access blocked, then the legal lien steps',
        'Reminders only, the manager decides',
      ],
      recommended: 'Late fee, access blocked, then the legal lien steps',
      reason: 'Storage laws allow selling contents only after set notices; recording each step protects the facility.',
      impact: 7,
      decision: 'Overdue tenants',
      askIf: { answer: 'move-business', isNot: ['Home and office moves'] },
      says: {
        'Late fee, then access blocked':
          'After the grace days add a late fee; after a set number of days block the tenant’s gate code until paid.',
        'Late fee, access blocked, then the legal lien steps':
          'Add a late fee, block access, then walk the manager through the notice steps the law requires before a lien sale, recording each one.',
        'Reminders only, the manager decides': 'Overdue tenants get reminders; the manager decides any further steps by hand.',
      },
    },
    {
      id: 'move-gate-access',
      category: 'security',
      text: 'How do storage tenants get into the facility?',
      options: ['Personal gate code', 'Smart locks opened from the phone', 'Staff let them in during office hours'],
      recommended: 'Personal gate code',
      reason: 'Codes work with most existing gates, record who entered, and can be blocked for overdue accounts.',
      impact: 6,
      decision: 'Facility access',
      askIf: { answer: 'move-business', isNot: ['Home and office moves'] },
      settledBy: {
        'Personal gate code': ['gate pin', 'gate code', 'gate codes', 'access code', 'keypad', 'pin for the gate'],
        'Smart locks opened from the phone': ['smart lock', 'smart locks', 'open the gate from', 'opens the gate from'],
      },
    },
    {
      id: 'move-cover',
      category: 'scope',
      text: 'Can customers buy extra cover for their goods?',
      options: [
        'No, standard liability only',
        'Optional cover at booking, priced by declared value',
        'Cover required on every move or unit',
      ],
      recommended: 'Optional cover at booking, priced by declared value',
      reason: 'Cover is a real source of margin for movers and storage sites, and a declared value settles claims quickly.',
      impact: 6,
      decision: 'Goods cover',
      says: {
        'No, standard liability only': 'Only the standard legal liability applies; show its limits at booking.',
        'Optional cover at booking, priced by declared value':
          'Offer optional cover at booking: the customer declares the value of their goods and the premium is added to the price.',
        'Cover required on every move or unit':
          'Every move or storage rental needs cover: the customer declares a value or shows their own insurance at booking.',
      },
    },
    {
      id: 'move-sites',
      category: 'scope',
      text: 'How many depots or storage sites does the company run?',
      options: ['One', 'Several, each with its own crews, trucks or units', 'Several, with crews and trucks shared between them'],
      recommended: 'One',
      reason: 'Most movers and storage operators start from one site; a site on every job, truck and unit keeps growth easy.',
      impact: 6,
      decision: 'Depots and sites',
      says: {
        One: 'There is one depot or site; still store the site on every move, truck and unit so more can be added.',
        'Several, each with its own crews, trucks or units':
          'Each depot or site has its own crews, trucks, units and calendar; the office sees all sites together.',
        'Several, with crews and trucks shared between them':
          'Crews and trucks can be booked from any depot; capacity is checked across sites and travel from the depot is priced in.',
      },
    },
    {
      id: 'move-business-customers',
      category: 'user-flow',
      text: 'Do you also work for businesses that pay by invoice?',
      recommended: 'Yes',
      reason:
        'Office moves, relocation firms and estate agents bring repeat work and expect invoices on account, not card payments.',
      impact: 5,
      decision: 'Business customers',
      says: {
        Yes: 'Business customers have an account with contacts and payment terms; their moves and rentals are invoiced instead of paid by card.',
        No: 'All customers are private and pay by card.',
      },
    },
  ],
} satisfies DomainInput;
