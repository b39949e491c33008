import { LAUNDRY } from '../languages';
import type { DomainInput } from '../records';

export default {
  id: 'cleaning-laundry',
  name: 'Cleaning and laundry services',
  noun: 'cleaning service app',
  complexity: 2,
  recognise: {
    en: [
      ['cleaning company', 6],
      ['cleaning business', 6],
      ['cleaning service', 6],
      ['house cleaning', 6],
      ['home cleaning', 6],
      ['office cleaning', 6],
      ['commercial cleaning', 6],
      ['janitorial', 6],
      ['maid service', 6],
      ['cleaner', 4],
      ['cleaning', 3],
      ['deep clean', 5],
      ['end of tenancy', 5],
      ['move-out cleaning', 6],
      ['airbnb cleaning', 6],
      ['turnover cleaning', 6],
      ['cleaning checklist', 6],
      ['recurring cleaning', 6],
      ['laundry', 6],
      ['laundry service', 6],
      ['laundry pickup', 6],
      ['dry cleaning', 6],
      ['dry cleaner', 6],
      ['laundromat', 6],
      ['wash and fold', 6],
      ['ironing', 5],
      ['garment', 3],
    ],
    de: [
      ['reinigungsfirma', 6],
      ['reinigungsdienst', 6],
      ['gebaudereinigung', 6],
      ['putzfirma', 6],
      ['putzkraft', 5],
      ['putzhilfe', 5],
      ['unterhaltsreinigung', 6],
      ['grundreinigung', 5],
      ['reinigung', 3],
      ['wascherei', 6],
      ['textilreinigung', 6],
      ['hemdenservice', 5],
      ['waschsalon', 6],
      ['reinigungsplan', 4],
    ],
    es: [
      ['empresa de limpieza', 6],
      ['servicio de limpieza', 6],
      ['limpieza de oficinas', 6],
      ['limpieza a domicilio', 6],
      ['limpiadora', 5],
      ['limpieza', 3],
      ['lavanderia', 6],
      ['tintoreria', 6],
      ['planchado', 5],
    ],
    fr: [
      ['entreprise de nettoyage', 6],
      ['societe de nettoyage', 6],
      ['femme de menage', 6],
      ['aide menagere', 5],
      ['nettoyage', 3],
      ['menage', 3],
      ['pressing', 6],
      ['blanchisserie', 6],
      ['laverie', 6],
      ['repassage', 5],
    ],
    pt: [
      ['empresa de limpeza', 6],
      ['servico de limpeza', 6],
      ['limpeza de escritorios', 6],
      ['higienizacao', 4],
      ['faxina', 5],
      ['diarista', 5],
      ['tinturaria', 6],
      ['passadoria', 6],
      ['lavagem de roupa', 6],
      // Portugal's word, beside Brazil's "lavanderia".
      ['lavandaria', 6],
      ['lavanderia', 6],
      ['engomar', 4],
      ['passar a ferro', 4],
    ],
  },
  exclude: [
    'data cleaning',
    'data cleansing',
    'cleaning up',
    'clean up',
    'money laundering',
    'cleaning the data',
    'limpieza de datos',
    'nettoyage des donnees',
    'limpeza de dados',
  ],
  entities: [
    {
      name: 'Customer',
      fields: ['name', 'phone', 'email', 'addresses', 'access notes', 'pets', 'preferred cleaner → Cleaner'],
    },
    {
      name: 'Service',
      fields: ['name (regular, deep clean, end of tenancy, wash and fold)', 'pricing basis', 'duration', 'checklist'],
    },
    {
      name: 'Visit',
      fields: [
        'customer → Customer',
        'address',
        'service → Service',
        'date and time window',
        'cleaners → Cleaner',
        'status (scheduled, in progress, done, missed)',
        'price',
      ],
    },
    {
      name: 'Recurring Plan',
      fields: ['customer → Customer', 'frequency', 'weekday and time', 'service → Service', 'price', 'paused until'],
    },
    {
      name: 'Laundry Order',
      fields: [
        'customer → Customer',
        'pickup window',
        'return window',
        'bags and items',
        'ticket number',
        'status (booked, collected, cleaning, ready, delivered)',
        'weight or item count',
      ],
    },
    { name: 'Cleaner', fields: ['name', 'phone', 'areas', 'working hours', 'skills', 'keys held'] },
    { name: 'Checklist', fields: ['service → Service', 'rooms', 'tasks', 'photo required'] },
    { name: 'Issue', fields: ['visit or order', 'type (damage, missed spot, lost item)', 'photos', 'resolution'] },
  ],
  roles: [
    { name: 'Owner or office', can: 'manage services, prices, customers, cleaners and schedules, and handle complaints' },
    {
      name: 'Cleaner or driver',
      can: 'see their day’s jobs with addresses and access notes, tick checklists and mark jobs done',
    },
    { name: 'Customer', can: 'book and reschedule visits or pickups, skip a visit, pay and rate the service' },
  ],
  features: [
    {
      id: 'recurring-visits',
      title: 'Recurring Cleaning Visits',
      description:
        'Weekly, fortnightly or monthly visits are planned from each customer’s plan, with the same cleaner wherever possible.',
      match: [
        'recurring',
        'regular cleaning',
        'weekly cleaning',
        'fortnightly',
        'regelmassig',
        'wochentlich',
        'recurrente',
        'limpieza semanal',
        'regulier',
        'menage hebdomadaire',
        'recorrente',
      ],
      done: [
        {
          when: 'a customer sets up a fortnightly plan',
          then: 'create the visits for the coming weeks with their usual cleaner and time window',
        },
        {
          when: 'a customer skips one visit of a plan',
          then: 'cancel only that visit and keep the rest of the plan unchanged',
        },
      ],
    },
    {
      id: 'instant-quote-booking',
      title: 'Instant Quote and Online Booking',
      description:
        'Customers enter bedrooms, bathrooms and extras (oven, windows, fridge), see the price at once and book a free time.',
      match: [
        'quote',
        'online booking',
        'price calculator',
        'book a clean',
        'angebot',
        'buchung',
        'presupuesto',
        'reserva',
        'devis',
        'orcamento',
      ],
      done: [
        {
          when: 'a customer changes the number of rooms or extras',
          then: 'update the price and estimated duration at once',
        },
        {
          when: 'two customers book the last free window of a cleaner',
          then: 'confirm only one and offer the other the next free windows',
        },
      ],
    },
    {
      id: 'checklists',
      title: 'Room-by-room Checklists',
      description: 'Each service has a checklist by room; cleaners tick tasks on their phone and the office sees what was done.',
      match: [
        'checklist',
        'task list',
        'checkliste',
        'reinigungsplan',
        'lista de tareas',
        'lista de verificacion',
        'liste de controle',
        'lista de verificacao',
      ],
      done: [
        {
          when: 'a cleaner tries to mark a visit done with unticked tasks',
          then: 'ask for a reason for each open task and pass it to the office',
        },
      ],
    },
    {
      id: 'cleaner-schedule',
      title: 'Cleaner Schedules and Assignment',
      description:
        'A day plan per cleaner or team with travel between homes; the office moves jobs by drag and drop and nobody is double-booked.',
      match: ['schedule', 'dispatch', 'assign', 'rota', 'einsatzplan', 'dienstplan', 'planificacion', 'planning', 'escala'],
      done: [
        {
          when: 'the office assigns a job that overlaps another of the same cleaner',
          then: 'refuse it and show the cleaner’s free windows that day',
        },
        {
          when: 'a cleaner opens the app in the morning',
          then: 'show the day’s jobs in order with addresses, access notes and checklists',
        },
      ],
    },
    {
      id: 'laundry-pickup',
      title: 'Laundry Pickup and Delivery Slots',
      description:
        'Customers choose a pickup and a return window; drivers get the day’s collections and drop-offs in route order.',
      match: [
        'pickup and delivery',
        'laundry pickup',
        'collection',
        'abholung',
        'abhol- und lieferservice',
        'recogida y entrega',
        'collecte et livraison',
        'coleta e entrega',
      ],
      done: [
        {
          when: 'a customer books a pickup window that is full',
          then: 'offer the nearest windows with space',
        },
        {
          when: 'a driver collects an order',
          then: 'record the number of bags and send the customer a collected message',
        },
      ],
    },
    {
      id: 'garment-tracking',
      title: 'Garment Tags and Order Tracking',
      description:
        'Every bag or item gets a ticket number; the order moves through collected, cleaning, ready and delivered, visible to the customer.',
      match: ['tracking', 'garment', 'ticket', 'tag', 'status', 'auftragsverfolgung', 'seguimiento', 'suivi', 'rastreamento'],
      done: [
        {
          when: 'staff scan or enter an order’s ticket at a new stage',
          then: 'update the order status and show it to the customer',
        },
      ],
    },
    {
      id: 'price-list',
      title: 'Price List by Item and Weight',
      description: 'Prices per item (shirt, suit, duvet) and per kilo for wash and fold, with express surcharges.',
      match: ['price list', 'pricing', 'per kilo', 'per item', 'preisliste', 'lista de precios', 'tarifs', 'tabela de precos'],
      done: [
        {
          when: 'staff weigh or count an order at the shop',
          then: 'calculate the final price from the price list and charge the customer’s card',
        },
      ],
    },
    {
      id: 'access-keys',
      title: 'Access Notes and Key Tracking',
      description:
        'Entry instructions, key-safe codes and alarm notes per home, shown only to the assigned cleaner, and a log of keys held.',
      match: ['keys', 'access', 'key safe', 'alarm code', 'schlussel', 'llaves', 'acceso', 'cles', 'chaves'],
      done: [
        {
          when: 'a cleaner opens a job on the day of the visit',
          then: 'show that home’s access notes, and hide them again once the job is done',
        },
      ],
    },
    {
      id: 'payments-card-on-file',
      title: 'Card on File and Automatic Charges',
      description: 'The customer’s card is saved at booking and charged automatically after each visit or laundry order.',
      match: ['payment', 'card on file', 'billing', 'zahlung', 'pago', 'paiement', 'pagamento'],
      done: [
        {
          when: 'a visit is marked done',
          then: 'charge the saved card and email the receipt',
        },
        {
          when: 'the charge fails',
          then: 'email the customer a payment link and flag the account before the next visit',
        },
      ],
    },
    {
      id: 'visit-photos',
      title: 'Before-and-after Photos',
      description: 'Cleaners add photos at the start and end of a job, kept with the visit for quality checks and complaints.',
      match: ['photos', 'before and after', 'proof of work', 'fotos', 'vorher nachher', 'antes y despues', 'avant apres'],
      done: [
        {
          when: 'a cleaner finishes a job that requires photos',
          then: 'ask for the after photos before the job can be marked done',
        },
      ],
    },
    {
      id: 'customer-portal',
      title: 'Customer Portal for Changes',
      description: 'Customers reschedule, skip, add extras or leave notes for the next visit or pickup without calling.',
      match: [
        'customer portal',
        'my account',
        'reschedule',
        'kundenportal',
        'portal del cliente',
        'espace client',
        'area do cliente',
      ],
      done: [
        {
          when: 'a customer reschedules a visit inside the short-notice period',
          then: 'show the late-change fee before they confirm',
        },
      ],
    },
    {
      id: 'job-clock-in',
      title: 'Clock-in at the Job',
      description: 'Cleaners start and end each job in the app, with location, so hours are known for pay and for the customer.',
      match: ['clock in', 'time tracking', 'timesheet', 'zeiterfassung', 'fichaje', 'pointage', 'ponto'],
      done: [
        {
          when: 'a cleaner clocks in far from the job address',
          then: 'record the distance and flag it for the office',
        },
      ],
    },
    {
      id: 'ratings-reclean',
      title: 'Ratings and Re-clean Requests',
      description: 'After each job the customer rates it; a low rating opens a re-clean or re-wash request for the office.',
      match: ['rating', 'feedback', 'complaint', 'reclean', 'bewertung', 'reclamacion', 'avis', 'reclamacao'],
      done: [
        {
          when: 'a customer rates a visit two stars or lower',
          then: 'open an issue for the office with the visit, cleaner and photos attached',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'laundry app',
      match: [...LAUNDRY, 'pressing'],
      features: ['garment-tracking', 'price-list', 'laundry-pickup'],
      unless: ['cleaning company', 'house cleaning', 'office cleaning', 'limpeza de escritorios', 'faxina'],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'saved cards and automatic charges after each job' },
    { name: 'Google Maps', for: 'addresses, travel times between jobs and driver routes' },
    { name: 'Twilio', for: 'on-the-way and ready-for-delivery text messages' },
    { name: 'QuickBooks or Xero', for: 'invoices for office and commercial clients' },
    { name: 'Label printers (Zebra or Brother)', for: 'printing laundry ticket tags' },
  ],
  pages: [
    { name: 'Book', purpose: 'service, home size and extras with live price, then a free time or pickup window' },
    { name: 'My visits', purpose: 'upcoming visits or orders, skip, reschedule, notes and receipts' },
    { name: 'Today', purpose: 'a cleaner’s or driver’s jobs in order with access notes and checklists' },
    { name: 'Schedule', purpose: 'the office’s day and week board of cleaners and jobs' },
    { name: 'Orders board', purpose: 'laundry orders by stage, from collected to delivered' },
    { name: 'Customers', purpose: 'homes, plans, access notes, history and issues' },
    { name: 'Settings', purpose: 'services, prices, checklists, areas and time windows' },
  ],
  design:
    'fresh and trustworthy, with plenty of white space, a live price as customers build their booking, and a simple one-hand job list for cleaners and drivers',
  questions: [
    {
      id: 'clean-business',
      category: 'scope',
      text: 'What does the business mainly do for customers?',
      options: ['Home cleaning', 'Office and commercial cleaning', 'Laundry and dry cleaning', 'Holiday-let turnover cleaning'],
      recommended: 'Home cleaning',
      reason: 'Residential cleaning with regular visits is the most common case; it decides the booking, pricing and staff flow.',
      impact: 10,
      decision: 'Type of business',
      // "a laundrette with a service wash", "uma lavandaria": the business is named.
      settledBy: {
        'Laundry and dry cleaning': [...LAUNDRY, 'pressing'],
      },
      says: {
        'Home cleaning':
          'The app runs a home cleaning business: customers book one-off or regular visits, cleaners work from a day list.',
        'Office and commercial cleaning':
          'The app runs commercial cleaning: contracts per site with fixed schedules, site checklists and monthly invoices.',
        'Laundry and dry cleaning':
          'The app runs a laundry and dry-cleaning service: tagged orders tracked through each stage until they are collected or delivered.',
        'Holiday-let turnover cleaning':
          'The app runs turnover cleaning for holiday lets: jobs follow guest check-outs, with photo checklists and linen counts.',
      },
    },
    {
      id: 'clean-pricing',
      category: 'scope',
      text: 'How are cleaning jobs priced?',
      options: ['By the hour', 'Flat price from rooms and extras', 'A custom quote after a walkthrough'],
      recommended: 'Flat price from rooms and extras',
      reason: 'Customers book without a call when they see a price at once, and flat prices reward efficient cleaners.',
      impact: 8,
      decision: 'Pricing cleaning',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
      says: {
        'By the hour':
          'Jobs are priced by the hour: the booking estimates hours from the home size and the customer pays for time worked.',
        'Flat price from rooms and extras':
          'Jobs have a flat price from bedrooms, bathrooms and extras, shown live while the customer books.',
        'A custom quote after a walkthrough':
          'Customers request a walkthrough; the office sends a quote the customer accepts online before any visit is booked.',
      },
    },
    {
      id: 'clean-laundry-pricing',
      category: 'scope',
      text: 'How is the laundry priced?',
      options: ['Per item from a price list', 'By weight for wash and fold, per item for dry cleaning', 'A flat price per bag'],
      recommended: 'By weight for wash and fold, per item for dry cleaning',
      reason: 'It is how customers compare laundries, and it keeps the price fair for both bulky washing and suits.',
      impact: 8,
      decision: 'Pricing laundry',
      askIf: { answer: 'clean-business', is: ['Laundry and dry cleaning'] },
      says: {
        'Per item from a price list':
          'Every item is priced from a price list; the final total is set when staff count the order.',
        'By weight for wash and fold, per item for dry cleaning':
          'Wash and fold is priced per kilo, weighed at the shop; dry cleaning is priced per item from a price list.',
        'A flat price per bag': 'Each bag of a set size has a flat price, whatever is inside.',
      },
    },
    {
      id: 'clean-regulars',
      category: 'user-flow',
      text: 'Do customers mostly book regular visits or one-off jobs?',
      options: ['Mostly regular, weekly or fortnightly', 'Mostly one-off jobs', 'Both, with regulars at a lower price'],
      recommended: 'Both, with regulars at a lower price',
      reason: 'Regular customers are the steady income; a lower price per visit is what turns a one-off clean into a plan.',
      impact: 8,
      decision: 'Regular and one-off work',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
      says: {
        'Mostly regular, weekly or fortnightly':
          'Customers sign up for regular visits or pickups on a fixed weekday; one-off bookings are the exception.',
        'Mostly one-off jobs': 'Customers book one-off jobs; there are no recurring plans.',
        'Both, with regulars at a lower price':
          'Customers book one-off or regular weekly, fortnightly or monthly plans; regular plans get a lower price per visit.',
      },
    },
    {
      id: 'clean-assignment',
      category: 'roles',
      text: 'Who decides which cleaner goes to which home?',
      options: [
        'The office assigns every job',
        'Same cleaner for each regular customer, the office fills gaps',
        'Cleaners pick open jobs themselves',
      ],
      recommended: 'Same cleaner for each regular customer, the office fills gaps',
      reason: 'Customers trust the person with their keys; keeping the same cleaner is the main reason they stay.',
      impact: 8,
      decision: 'Assigning cleaners',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
      says: {
        'The office assigns every job': 'The office assigns every job to a cleaner or team on the schedule board.',
        'Same cleaner for each regular customer, the office fills gaps':
          'Regular customers keep their own cleaner automatically; the office assigns one-off jobs and covers absences.',
        'Cleaners pick open jobs themselves':
          'Open jobs are listed for cleaners in the area, who claim them; the first to claim gets the job.',
      },
    },
    {
      id: 'clean-accounts',
      category: 'security',
      text: 'Who signs in to the app?',
      options: ['Office and cleaners only; customers use links by email', 'Customers too, to book and manage their visits'],
      recommended: 'Customers too, to book and manage their visits',
      reason:
        'Regular customers skip, reschedule and update notes often; doing it themselves saves the office most of its calls.',
      impact: 7,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Office and cleaners only; customers use links by email':
          'Only office staff and cleaners sign in; customers book and change visits through links sent by email.',
        'Customers too, to book and manage their visits':
          'Customers, cleaners and office staff each have an account with their own view of visits, jobs and schedules.',
      },
    },
    {
      id: 'clean-payment',
      category: 'scope',
      text: 'When are customers charged?',
      options: [
        'Saved card, charged after each job',
        'Monthly invoice',
        'Paid to the cleaner or driver on the day',
        'Prepaid when booking',
      ],
      recommended: 'Saved card, charged after each job',
      reason: 'No cash handling or chasing invoices, and the price can still change if extras were added on the day.',
      impact: 8,
      decision: 'Charging customers',
      replaces: 'online-payments',
      says: {
        'Saved card, charged after each job':
          'Customers save a card when booking; it is charged automatically when the job is marked done.',
        'Monthly invoice': 'Customers receive one invoice a month for all jobs, payable online by card or bank transfer.',
        'Paid to the cleaner or driver on the day': 'Customers pay on the day; the app records cash or card payments per job.',
        'Prepaid when booking': 'Customers pay in full when they book.',
      },
    },
    {
      id: 'clean-access',
      category: 'security',
      text: 'How should key-safe codes and entry instructions be kept?',
      options: ['Shown to the assigned cleaner on the day only', 'Visible to all cleaners', 'Not stored in the app'],
      recommended: 'Shown to the assigned cleaner on the day only',
      reason: 'A code seen by everyone is a burglary risk; limiting it to the day and the person is what customers expect.',
      impact: 7,
      decision: 'Access codes',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
      says: {
        'Shown to the assigned cleaner on the day only':
          'Store access notes and codes encrypted; show them only to the assigned cleaner on the day of the job and log each view.',
        'Visible to all cleaners': 'Access notes are visible to every cleaner.',
        'Not stored in the app': 'Do not store codes or entry instructions; the office passes them on outside the app.',
      },
    },
    {
      id: 'clean-proof',
      category: 'user-flow',
      text: 'What do cleaners record at each visit?',
      options: [
        'Only that the job is done',
        'A ticked room-by-room checklist',
        'A ticked checklist with before-and-after photos',
      ],
      recommended: 'A ticked room-by-room checklist',
      reason: 'A checklist keeps quality even across cleaners; photos are worth the extra time mainly for holiday-let turnovers.',
      impact: 6,
      decision: 'Proof of work',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
    },
    {
      id: 'clean-short-notice',
      category: 'edge-cases',
      text: 'What happens when a customer cancels a visit or pickup at short notice?',
      options: ['No charge', 'A late-cancel fee inside 24 hours', 'The full price inside 24 hours'],
      recommended: 'A late-cancel fee inside 24 hours',
      reason: 'The cleaner’s time is already planned; a fee covers part of it without punishing customers hard.',
      impact: 6,
      decision: 'Short-notice cancellations',
    },
    {
      id: 'clean-sick-cover',
      category: 'edge-cases',
      text: 'What happens to the day’s jobs when a cleaner calls in sick?',
      options: [
        'The office reassigns them by hand',
        'The app suggests free cleaners nearby to the office',
        'The jobs move to another day and customers are told',
      ],
      recommended: 'The app suggests free cleaners nearby to the office',
      reason: 'Sick days happen weekly in a cleaning team; suggestions make covering a morning a few clicks.',
      impact: 6,
      decision: 'Covering absences',
      askIf: { answer: 'clean-business', isNot: ['Laundry and dry cleaning'] },
    },
    {
      id: 'clean-complaints',
      category: 'edge-cases',
      text: 'How are complaints about missed spots, damage or lost items handled?',
      options: [
        'Free re-clean or re-wash within 48 hours, logged with photos',
        'Logged with photos for the office to decide',
        'Handled outside the app',
      ],
      recommended: 'Free re-clean or re-wash within 48 hours, logged with photos',
      reason: 'A clear guarantee settles most complaints quickly, and the log shows which cleaner or process needs attention.',
      impact: 5,
      decision: 'Complaints',
    },
    {
      id: 'clean-pickup-windows',
      category: 'user-flow',
      text: 'How do laundry customers choose pickup and return times?',
      options: [
        'A one-hour window on any day',
        'An evening window on set days for their area',
        'They drop off and collect at the shop',
      ],
      recommended: 'An evening window on set days for their area',
      reason: 'Grouping collections by area keeps one van efficient, and evenings are when most customers are at home.',
      impact: 7,
      decision: 'Pickup windows',
      askIf: { answer: 'clean-business', is: ['Laundry and dry cleaning'] },
    },
    {
      id: 'clean-turnaround',
      category: 'user-flow',
      text: 'How fast is laundry returned?',
      options: ['Next day, same day for a surcharge', 'Within 48 hours', 'Set per service'],
      recommended: 'Within 48 hours',
      reason: 'Two days covers washing, drying and pressing with room for a busy week; express can be added as a paid option.',
      impact: 6,
      decision: 'Turnaround',
      askIf: { answer: 'clean-business', is: ['Laundry and dry cleaning'] },
    },
  ],
} satisfies DomainInput;
