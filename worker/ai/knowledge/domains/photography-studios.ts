import type { DomainInput } from '../records';

export default {
  id: 'photography-studios',
  name: 'Photography studios and photographers',
  noun: 'photography client app',
  complexity: 2,
  recognise: {
    en: [
      ['photographer', 5],
      ['photography', 4],
      ['photography business', 6],
      ['photography studio', 6],
      ['photo studio', 6],
      ['wedding photographer', 6],
      ['wedding photography', 6],
      ['portrait photographer', 6],
      ['newborn photography', 6],
      ['family photographer', 6],
      ['boudoir', 6],
      ['headshot', 5],
      ['photo shoot', 5],
      ['photoshoot', 5],
      ['shoots', 3],
      ['mini session', 6],
      ['client gallery', 6],
      ['online gallery', 3],
      ['proofing', 6],
      ['print order', 4],
      ['retouching', 4],
      ['second shooter', 6],
      ['videographer', 4],
      ['pixieset', 6],
      ['shootproof', 6],
      ['pic-time', 6],
      ['studio ninja', 6],
    ],
    de: [
      ['fotograf*', 5],
      ['fotostudio', 6],
      ['fotoshooting', 6],
      ['hochzeitsfotograf*', 6],
      ['bewerbungsfotos', 6],
      ['babyfotos', 5],
      ['kundengalerie', 6],
      ['bildauswahl', 5],
      ['abzuge', 3],
    ],
    es: [
      ['fotografo', 5],
      ['fotografa', 5],
      ['estudio fotografico', 6],
      ['estudio de fotografia', 6],
      ['sesion de fotos', 6],
      ['fotografo de bodas', 6],
      ['fotografa de bodas', 6],
      ['reportaje de boda', 6],
      ['galeria de clientes', 6],
      ['seleccion de fotos', 5],
    ],
    fr: [
      ['photographe', 5],
      ['photographie', 4],
      ['studio photo', 6],
      ['seance photo', 6],
      ['shooting photo', 6],
      ['photographe de mariage', 6],
      ['galerie client', 6],
      ['tirages', 3],
    ],
    pt: [
      ['fotografia', 4],
      ['estudio fotografico', 6],
      ['ensaio fotografico', 6],
      ['ensaios', 4],
      ['sessao de fotos', 6],
      ['fotografo', 5],
      ['fotografa', 5],
      ['fotografo de casamento*', 6],
      ['fotografa de casamento*', 6],
      ['galeria privada', 4],
      ['fotos editadas', 4],
      ['album impresso', 3],
      ['galeria do cliente', 6],
      ['selecao de fotos', 5],
    ],
  },
  exclude: ['stock photography', 'photography portfolio', 'photo editing app', 'photo filter'],
  entities: [
    {
      name: 'Session Type',
      fields: ['name (wedding, portrait, newborn, headshot)', 'duration', 'price', 'images included', 'retainer', 'location'],
    },
    {
      name: 'Shoot',
      fields: [
        'client → Client',
        'session type → Session Type',
        'date and time',
        'location',
        'photographers',
        'status (booked, shot, editing, delivered)',
        'delivery due date',
      ],
    },
    { name: 'Client', fields: ['name', 'email', 'phone', 'partner or family names', 'notes', 'usage consent'] },
    {
      name: 'Gallery',
      fields: [
        'shoot → Shoot',
        'photos',
        'access (link, password)',
        'download settings',
        'expires on',
        'status (proofing, final)',
      ],
    },
    { name: 'Photo', fields: ['gallery → Gallery', 'file', 'preview size', 'favourited', 'selected for editing', 'edited'] },
    { name: 'Contract', fields: ['shoot → Shoot', 'template', 'signed by client at', 'signed by photographer at', 'PDF'] },
    {
      name: 'Invoice',
      fields: ['shoot → Shoot', 'retainer', 'instalments', 'balance due date', 'status', 'paid at'],
    },
    {
      name: 'Print Order',
      fields: ['client → Client', 'photos and products (print, canvas, album)', 'sizes', 'total', 'lab status'],
    },
  ],
  roles: [
    { name: 'Photographer', can: 'manage session types, shoots, clients, contracts, invoices and galleries, and see income' },
    {
      name: 'Second shooter or assistant',
      can: 'see the shoots they are booked on with timeline and location, and upload photos',
    },
    { name: 'Editor', can: 'see selected photos per shoot and upload edited ones' },
    { name: 'Client', can: 'book or enquire, sign the contract, pay, view and favourite photos, download and order prints' },
  ],
  features: [
    {
      id: 'client-galleries',
      title: 'Private Client Galleries',
      description:
        'Each shoot gets a private gallery by link and password, with fast previews, favourites, downloads and an expiry date.',
      match: [
        'client gallery',
        'gallery',
        'galleries',
        'photo delivery',
        'galerie',
        'kundengalerie',
        'galeria',
        'galeria de fotos',
        'galerie privee',
      ],
      done: [
        {
          when: 'the photographer publishes a gallery',
          then: 'email the client the link and password and show the photos as fast web-size previews',
        },
        {
          when: 'a client downloads the full gallery',
          then: 'prepare a single download in full resolution and email a link when ready',
        },
      ],
    },
    {
      id: 'proofing',
      title: 'Proofing and Photo Selection',
      description: 'Clients mark the photos they want edited, up to the number in their package, and can buy extra images.',
      match: ['proofing', 'selection', 'favourites', 'favorites', 'bildauswahl', 'seleccion', 'selection de photos', 'selecao'],
      done: [
        {
          when: 'a client submits their selection',
          then: 'lock it, list the chosen files for editing and charge for images beyond the package',
        },
        {
          when: 'a client selects more photos than the package includes',
          then: 'show the price of each extra image before they submit',
        },
      ],
    },
    {
      id: 'shoot-booking',
      title: 'Session Types and Shoot Booking',
      description:
        'Session types with duration, price and what is included; clients book free times, and the photographer is never double-booked.',
      match: [
        'booking',
        'book a session',
        'session types',
        'shoot booking',
        'termin',
        'buchung',
        'reserva de sesion',
        'reservation de seance',
        'agendamento de ensaio',
      ],
      done: [
        {
          when: 'a client books a session time',
          then: 'hold the time, send the contract and retainer invoice, and confirm once both are done',
        },
        {
          when: 'two clients try to book the same date for a wedding',
          then: 'accept only the first to sign and pay, and tell the other the date is taken',
        },
      ],
    },
    {
      id: 'contracts',
      title: 'Contracts with E-signature',
      description:
        'Contracts from templates filled with the shoot details, signed online by the client before the date is confirmed.',
      match: ['contract', 'e-signature', 'vertrag', 'contrato', 'contrat', 'signature electronique', 'assinatura digital'],
      done: [
        {
          when: 'the client signs the contract',
          then: 'store the signed PDF with timestamps and send a copy to both sides',
        },
      ],
    },
    {
      id: 'invoices-payments',
      title: 'Retainers, Invoices and Payment Plans',
      description:
        'A retainer to book, the balance before the shoot or delivery, and instalments for weddings, paid online by card.',
      match: ['invoice', 'retainer', 'payment plan', 'payment', 'rechnung', 'anzahlung', 'factura', 'facture', 'fatura'],
      done: [
        {
          when: 'an instalment is due in three days',
          then: 'email the client a reminder with a payment link',
        },
        {
          when: 'the balance is unpaid when a gallery is ready',
          then: 'keep downloads locked until it is paid',
        },
      ],
    },
    {
      id: 'print-store',
      title: 'Print and Album Orders',
      description:
        'Clients order prints, canvases and albums from their gallery; orders go to a professional lab that ships them.',
      match: ['prints', 'print store', 'print orders', 'album', 'abzuge', 'fotoabzuge', 'impresiones', 'tirages', 'impressoes'],
      done: [
        {
          when: 'a client pays for a print order',
          then: 'send the files and sizes to the lab and show the client the order status',
        },
      ],
    },
    {
      id: 'inquiries',
      title: 'Enquiry Form with Date Check',
      description:
        'New clients send an enquiry with date, type and location; the form shows at once whether the date is still free.',
      match: ['inquiry', 'enquiry', 'contact form', 'lead', 'anfrage', 'solicitud', 'demande', 'solicitacao'],
      done: [
        {
          when: 'someone enquires about a date that is already booked',
          then: 'tell them the date is taken and offer to join the waitlist or pick another date',
        },
      ],
    },
    {
      id: 'questionnaires',
      title: 'Pre-shoot Questionnaires',
      description: 'Questionnaires before the shoot: wedding timeline, must-have shots, family groups, outfits and locations.',
      match: ['questionnaire', 'shot list', 'timeline', 'fragebogen', 'cuestionario', 'questionnaire', 'questionario'],
      done: [
        {
          when: 'a shoot is four weeks away and its questionnaire is unanswered',
          then: 'remind the client and show it as missing on the shoot',
        },
      ],
    },
    {
      id: 'shoot-workflow',
      title: 'Shoot Workflow and Delivery Deadlines',
      description:
        'Each shoot moves through booked, shot, culling, editing and delivered, with the promised delivery date and what is overdue.',
      match: [
        'workflow',
        'pipeline',
        'delivery deadline',
        'status',
        'arbeitsablauf',
        'flujo de trabajo',
        'flux de travail',
        'fluxo',
      ],
      done: [
        {
          when: 'a shoot nears its promised delivery date without a published gallery',
          then: 'flag it as due soon on the photographer’s overview',
        },
      ],
    },
    {
      id: 'mini-sessions',
      title: 'Mini Session Days',
      description: 'One location and date split into short slots, each booked and paid online, with one gallery per family.',
      match: ['mini session', 'mini sessions', 'mini-shooting', 'mini sesiones', 'mini seances', 'mini ensaios'],
      done: [
        {
          when: 'the last slot of a mini session day is booked',
          then: 'show the day as full and offer the waitlist',
        },
      ],
    },
    {
      id: 'download-protection',
      title: 'Watermarks and Download Limits',
      description: 'Previews carry a watermark and downloads stay locked until paid, with per-gallery download sizes.',
      match: ['watermark', 'download limit', 'wasserzeichen', 'marca de agua', 'filigrane', 'marca d agua'],
      done: [
        {
          when: 'a gallery is viewed before payment',
          then: 'show watermarked previews only and hide the download buttons',
        },
      ],
    },
    {
      id: 'shoot-reminders',
      title: 'Shoot Reminders and Prep Guides',
      description: 'Reminders before the shoot with time, location, what to wear and how to prepare.',
      match: ['reminder', 'prep guide', 'erinnerung', 'recordatorio', 'rappel', 'lembrete'],
      done: [
        {
          when: 'a shoot is two days away',
          then: 'send the client the time, meeting point and the prep guide for that session type',
        },
      ],
    },
    {
      id: 'team-assignments',
      title: 'Second Shooters and Editors',
      description: 'Second shooters, assistants and editors are booked onto shoots and see only what they work on.',
      match: ['second shooter', 'assistant', 'editor', 'team', 'zweitfotograf', 'segundo fotografo', 'second photographe'],
      done: [
        {
          when: 'a second shooter is booked on a shoot',
          then: 'send them the date, timeline and location and block their calendar',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'retainers, instalments and print orders' },
    { name: 'Cloudflare R2 or Amazon S3', for: 'storing full-resolution photos and zipped downloads' },
    { name: 'Adobe Lightroom', for: 'publishing edited photos straight into a client gallery' },
    { name: 'WHCC or Loxley Colour', for: 'professional print and album lab fulfilment' },
    { name: 'Google Calendar', for: 'blocking shoot dates in the photographer’s own calendar' },
  ],
  pages: [
    { name: 'Session types', purpose: 'what each session includes, its price and free dates' },
    { name: 'Enquire or book', purpose: 'date check, details and booking of a session' },
    { name: 'Client portal', purpose: 'contract, invoices, questionnaire and galleries for one client' },
    { name: 'Gallery', purpose: 'full-screen photos, favourites, selection, downloads and print orders' },
    { name: 'Shoots', purpose: 'every shoot by status and delivery due date' },
    { name: 'Shoot detail', purpose: 'client, timeline, contract, payments, team and gallery of one shoot' },
    { name: 'Studio settings', purpose: 'session types, contract templates, gallery defaults and print prices' },
  ],
  design:
    'quiet and gallery-like, with neutral backgrounds, thin type and the photos edge to edge, so the client’s pictures carry the page',
  questions: [
    {
      id: 'photo-work-type',
      category: 'scope',
      text: 'What kind of photography is the business mainly booked for?',
      options: ['Weddings and events', 'Portraits, families and newborns', 'Commercial and product shoots', 'A mix of these'],
      settledBy: {
        'Weddings and events': [
          'wedding photographer',
          'weddings photographer',
          'wedding photography',
          'fotografa de casamentos',
          'fotografo de casamentos',
          'fotografa de casamento',
          'fotografo de casamento',
          'fotografa de bodas',
          'fotografo de bodas',
          'photographe de mariage',
          'hochzeitsfotograf',
          'hochzeitsfotografin',
        ],
      },
      recommended: 'Portraits, families and newborns',
      reason:
        'Most studio photographers run many short sessions; the app then centres on session types, galleries and print sales.',
      impact: 10,
      decision: 'Type of work',
      says: {
        'Weddings and events':
          'Built around weddings and events: enquiries with a date check, contracts, payment plans, questionnaires and large galleries.',
        'Portraits, families and newborns':
          'Built around portrait sessions: session types booked online, proofing galleries, extra images and print sales.',
        'Commercial and product shoots':
          'Built around commercial work: quotes, usage licences, invoices on terms and delivery of images to business clients.',
        'A mix of these':
          'Support weddings and events, portrait sessions and commercial jobs, each with its own booking and payment flow.',
      },
    },
    {
      id: 'photo-gallery-delivery',
      category: 'user-flow',
      text: 'How do clients receive their photos?',
      options: [
        'Online gallery with full-resolution downloads',
        'Online gallery, downloads bought per image or package',
        'Prints and albums, the gallery is for viewing only',
      ],
      recommended: 'Online gallery with full-resolution downloads',
      reason: 'Clients expect digital files today; the gallery still sells prints and extra images on top.',
      impact: 9,
      decision: 'Photo delivery',
      says: {
        'Online gallery with full-resolution downloads':
          'Deliver photos in a private online gallery with full-resolution downloads of the whole gallery or single photos.',
        'Online gallery, downloads bought per image or package':
          'Galleries show every photo; clients buy downloads per image or as packages.',
        'Prints and albums, the gallery is for viewing only':
          'Galleries are for viewing and choosing; clients order prints and albums, and there are no downloads.',
      },
    },
    {
      id: 'photo-payment',
      category: 'scope',
      text: 'How do clients pay for a shoot?',
      options: [
        'Full fee when booking',
        'A retainer to book, the balance before the shoot',
        'A retainer, then instalments up to the date',
        'By invoice after the shoot',
      ],
      recommended: 'A retainer to book, the balance before the shoot',
      reason:
        'The retainer secures the date against cancellations; the balance before the shoot means no chasing after delivery.',
      impact: 9,
      decision: 'Paying for shoots',
      replaces: 'online-payments',
      says: {
        'Full fee when booking': 'Clients pay the full session fee online when they book.',
        'A retainer to book, the balance before the shoot':
          'A non-refundable retainer is paid online to book; the balance is due before the shoot, with a reminder and payment link.',
        'A retainer, then instalments up to the date':
          'A retainer books the date; the rest is split into instalments charged or invoiced up to the shoot date.',
        'By invoice after the shoot': 'Clients are invoiced after the shoot and pay online within the payment terms.',
      },
    },
    {
      id: 'photo-proofing-flow',
      category: 'user-flow',
      text: 'Who chooses which photos get edited?',
      options: [
        'The photographer delivers a finished set',
        'The client picks favourites, up to the package number',
        'The client picks, and extra images cost extra',
      ],
      recommended: 'The client picks, and extra images cost extra',
      reason: 'Packages with a set number of images and paid extras are how portrait studios earn beyond the session fee.',
      impact: 8,
      decision: 'Photo selection',
      says: {
        'The photographer delivers a finished set': 'The photographer culls and edits; clients receive a finished set.',
        'The client picks favourites, up to the package number':
          'Clients pick favourites from unedited proofs, up to the number in their package, and submit the selection.',
        'The client picks, and extra images cost extra':
          'Clients pick from unedited proofs; the package covers a set number and each extra image is charged at checkout.',
      },
    },
    {
      id: 'photo-accounts',
      category: 'security',
      text: 'How do clients open their galleries and bookings?',
      options: [
        'A private link with a gallery password',
        'A client account with email and password',
        'A magic link sent by email',
      ],
      recommended: 'A private link with a gallery password',
      reason: 'Clients and their families open galleries without signing up; an email is asked only to save favourites.',
      impact: 7,
      decision: 'Client access',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'A private link with a gallery password':
          'Clients open their portal and galleries through a private link with a password; an email is asked only to save favourites or order.',
        'A client account with email and password':
          'Clients have an account with email and password holding their bookings, documents and galleries.',
        'A magic link sent by email': 'Clients sign in with a one-time link sent by email; there are no passwords.',
      },
    },
    {
      id: 'photo-contracts',
      category: 'security',
      text: 'Must clients sign a contract before the booking is confirmed?',
      recommended: 'Yes',
      reason: 'A signed contract fixes cancellation terms, usage rights and the delivery date before the date is blocked.',
      impact: 7,
      decision: 'Contracts',
      says: {
        Yes: 'A booking is confirmed only once the client has signed the contract online and paid the retainer.',
        No: 'Bookings are confirmed on payment; terms are accepted with a checkbox at checkout.',
      },
    },
    {
      id: 'photo-team',
      category: 'roles',
      text: 'Who works on the shoots?',
      options: [
        'The photographer alone',
        'Photographer with second shooters and an editor',
        'A studio with several photographers',
      ],
      recommended: 'The photographer alone',
      reason: 'Most photography businesses are one person; a second shooter can be added to a shoot without full accounts.',
      impact: 7,
      decision: 'Team',
      says: {
        'The photographer alone': 'One photographer runs everything; there are no staff accounts.',
        'Photographer with second shooters and an editor':
          'Second shooters see only their shoots’ timelines and locations; the editor sees only selections to edit.',
        'A studio with several photographers':
          'Several photographers each have their calendar and shoots; clients can choose a photographer and the owner sees all.',
      },
    },
    {
      id: 'photo-before-payment',
      category: 'security',
      text: 'What do clients see in the gallery before the balance is paid?',
      options: ['Watermarked previews, downloads locked', 'Full photos, downloads locked', 'Everything, unlocked'],
      recommended: 'Watermarked previews, downloads locked',
      reason: 'Clients can choose and share their excitement, while screenshots are useless until the balance is paid.',
      impact: 5,
      decision: 'Galleries before payment',
    },
    {
      id: 'photo-cancellation',
      category: 'edge-cases',
      text: 'What happens when a client cancels or moves a shoot?',
      options: ['Retainer kept, one free reschedule', 'Refund with 14 days’ notice', 'Retainer kept, no reschedule'],
      recommended: 'Retainer kept, one free reschedule',
      reason: 'Weather and illness move shoots often; one free move keeps goodwill, the retainer covers the lost date.',
      impact: 6,
      decision: 'Cancelling and rescheduling',
      says: {
        'Retainer kept, one free reschedule':
          'Clients may reschedule once free of charge; cancelling forfeits the retainer, stated in the contract.',
        'Refund with 14 days’ notice':
          'Cancellations at least 14 days ahead are refunded in full; later cancellations forfeit the retainer.',
        'Retainer kept, no reschedule': 'The retainer is non-refundable and bookings cannot be moved.',
      },
    },
    {
      id: 'photo-gallery-expiry',
      category: 'data',
      text: 'How long do galleries stay online?',
      options: ['3 months', '1 year', 'As long as the business runs'],
      recommended: '1 year',
      reason:
        'Long enough to download and order prints, short enough to keep storage costs down; an expiry notice also sells prints.',
      impact: 5,
      decision: 'Gallery expiry',
      says: {
        '3 months': 'Galleries expire 3 months after delivery; warn clients two weeks before, with an offer to extend.',
        '1 year': 'Galleries expire one year after delivery; warn clients two weeks before, with an offer to extend.',
        'As long as the business runs': 'Galleries never expire; plan storage for every full-resolution photo kept.',
      },
    },
    {
      id: 'photo-gallery-size',
      category: 'performance',
      text: 'How many photos does a typical gallery hold?',
      options: ['Up to 100', 'Up to 1,000', 'Several thousand, for weddings'],
      recommended: 'Up to 1,000',
      reason: 'Covers portraits and most weddings; plan bulk uploads that resume and generated previews from the start.',
      impact: 5,
      decision: 'Gallery size',
      says: {
        'Up to 100': 'Galleries hold up to about 100 photos; upload them in the browser with progress per file.',
        'Up to 1,000':
          'Galleries hold up to about 1,000 photos: resumable bulk uploads, generated web-size previews and lazy loading.',
        'Several thousand, for weddings':
          'Galleries hold several thousand photos: resumable uploads, background preview generation, sets within a gallery and lazy loading.',
      },
    },
    {
      id: 'photo-print-lab',
      category: 'integrations',
      text: 'How are print and album orders fulfilled?',
      options: [
        'Sent automatically to a pro lab that ships to the client',
        'The photographer orders from the lab and delivers',
        'No print sales',
      ],
      recommended: 'Sent automatically to a pro lab that ships to the client',
      reason: 'Automatic lab fulfilment turns print sales into income without packing or driving.',
      impact: 5,
      decision: 'Print fulfilment',
    },
    {
      id: 'photo-usage-consent',
      category: 'security',
      text: 'May the photographer use client photos in the portfolio and on social media?',
      options: ['Only if the client opts in', 'Yes, unless the client opts out in the contract', 'Never'],
      recommended: 'Only if the client opts in',
      reason: 'Photos of people are personal data; an explicit opt-in is the safe basis, above all for children and newborns.',
      impact: 4,
      decision: 'Using client photos',
      says: {
        'Only if the client opts in':
          'Ask each client to opt in to portfolio and social media use; record the choice on the client and mark their photos.',
        'Yes, unless the client opts out in the contract':
          'The contract allows portfolio use unless the client opts out; record the choice on the client.',
        Never: 'Client photos are never used publicly.',
      },
    },
    {
      id: 'photo-first-contact',
      category: 'user-flow',
      text: 'How do new clients first get in touch?',
      options: [
        'Enquiry form, the photographer replies with a quote',
        'Direct booking of a session type and time',
        'Enquiry form that checks the date at once',
      ],
      recommended: 'Direct booking of a session type and time',
      reason: 'Portrait clients book in minutes when they see free times; weddings can still start with an enquiry.',
      impact: 6,
      decision: 'First contact',
    },
  ],
} satisfies DomainInput;
