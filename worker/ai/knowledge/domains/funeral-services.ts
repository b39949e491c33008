import type { DomainInput } from '../records';

export default {
  id: 'funeral-services',
  name: 'Funeral homes and memorials',
  noun: 'funeral home app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['funeral home', 6],
      ['funeral director', 6],
      ['funeral parlour', 6],
      ['funeral parlor', 6],
      ['funeral services', 6],
      ['mortuary', 6],
      ['undertaker', 6],
      ['funeral', 5],
      ['obituary', 6],
      ['memorial page', 6],
      ['memorial website', 6],
      ['online memorial', 6],
      ['memorial', 3],
      ['condolences', 6],
      ['condolence', 6],
      ['in memoriam', 5],
      ['cremation', 6],
      ['crematorium', 6],
      ['burial', 5],
      ['cemetery', 5],
      ['cemetery management', 6],
      ['burial plots', 6],
      ['grave plots', 6],
      ['plot management', 2],
      ['graveyard', 5],
      ['deceased', 5],
      ['bereaved', 5],
      ['bereavement', 4],
      ['celebration of life', 6],
      ['casket', 6],
      ['pre-need', 6],
      ['death certificate', 5],
      ['grief', 2],
      ['tribute', 2],
    ],
    de: [
      ['bestattung*', 6],
      ['bestatter*', 6],
      ['beerdigung*', 6],
      ['trauerfeier*', 6],
      ['traueranzeige*', 6],
      ['trauerportal*', 6],
      ['gedenkseite*', 6],
      ['kondolenz*', 6],
      ['beileid*', 5],
      ['friedhof*', 5],
      ['verstorbene*', 5],
      ['krematorium', 6],
      ['sterbefall*', 5],
      ['hinterbliebene*', 5],
    ],
    es: [
      ['funeraria', 6],
      ['servicios funerarios', 6],
      ['velorio', 6],
      ['tanatorio', 6],
      ['esquela*', 6],
      ['obituario', 6],
      ['condolencias', 6],
      ['pesame', 6],
      ['cementerio', 5],
      ['cremacion', 6],
      ['difunto', 5],
      ['fallecido', 5],
      ['sepelio', 6],
    ],
    fr: [
      ['pompes funebres', 6],
      ['obseques', 6],
      ['funerarium', 6],
      ['avis de deces', 6],
      ['condoleances', 6],
      ['espace hommage', 6],
      ['page hommage', 6],
      ['cimetiere', 5],
      ['defunt', 5],
      ['inhumation', 6],
      ['conseiller funeraire', 6],
      ['deuil', 4],
    ],
    pt: [
      ['funeraria', 6],
      ['servicos funerarios', 6],
      ['velorio', 6],
      ['cemiterio', 5],
      ['cremacao', 6],
      ['falecido', 5],
      ['sepultamento', 6],
      ['plano funerario', 6],
      ['luto', 4],
      ['homenagem', 2],
      ['obituario', 6],
    ],
  },
  exclude: [
    'funeral flowers',
    'sympathy flowers',
    'trauerfloristik',
    'memorial day',
    'memorial hospital',
    'memorial stadium',
    'memorial library',
    'memorial tournament',
    'grief counselling',
    'grief counseling',
  ],
  entities: [
    {
      name: 'Case',
      fields: [
        'deceased → Deceased',
        'case number',
        'director → Staff',
        'status (first call, arranged, booked, done, closed)',
        'service type (burial, cremation, direct cremation)',
        'package and total',
        'paid so far',
      ],
    },
    {
      name: 'Deceased',
      fields: [
        'full name',
        'dates of birth and death',
        'place of death',
        'religion or belief',
        'doctor',
        'cause of death (restricted)',
        'implants such as pacemakers',
        'current location',
      ],
    },
    {
      name: 'Family Contact',
      fields: ['case → Case', 'name', 'relationship', 'phone and email', 'role (informant, payer, executor)'],
    },
    {
      name: 'Service Event',
      fields: [
        'case → Case',
        'type (viewing, service, committal, reception)',
        'date and time',
        'venue or chapel → Resource',
        'celebrant',
        'vehicles → Resource',
        'staff → Staff',
      ],
    },
    { name: 'Resource', fields: ['name', 'type (chapel, hearse, limousine, preparation room)', 'location', 'capacity'] },
    {
      name: 'Arrangement Item',
      fields: ['case → Case', 'product or service', 'price', 'quantity', 'third-party cost (crematorium, cemetery)'],
    },
    {
      name: 'Case Document',
      fields: ['case → Case', 'type (death certificate, cremation form, burial permit)', 'status', 'file', 'signed by'],
    },
    {
      name: 'Memorial Page',
      fields: ['case → Case', 'obituary', 'photos', 'service details', 'visibility', 'family approver'],
    },
    {
      name: 'Condolence',
      fields: ['memorial page → Memorial Page', 'author name', 'message', 'photo', 'status (pending, approved, hidden)'],
    },
    { name: 'Plot', fields: ['section, row and number', 'status', 'rights holder', 'interments', 'headstone'] },
  ],
  roles: [
    { name: 'Owner or manager', can: 'set prices and packages, see every case, payments and reports, and manage staff' },
    {
      name: 'Funeral director or arranger',
      can: 'take first calls, run arrangements with families, book services and complete paperwork for their cases',
    },
    { name: 'Funeral staff', can: 'see their duties, removals, vehicles and service times, and tick off their tasks' },
    {
      name: 'Family',
      can: 'through a private link, fill in details, upload photos, approve the obituary and moderate condolences',
    },
    { name: 'Visitor', can: 'read memorial pages, leave a condolence, light a candle and find service times' },
  ],
  features: [
    {
      id: 'fun-cases',
      title: 'Case Board from First Call',
      description:
        'Every death as a case from the first call (place of death, removal, informant) through arrangements, service and closing.',
      match: [
        'cases',
        'case management',
        'first call',
        'removals',
        'sterbefalle',
        'auftrage',
        'expedientes',
        'servicios',
        'dossiers',
        'atendimentos',
      ],
      done: [
        {
          when: 'a director records a first call',
          then: 'create the case with the deceased, place of death and informant, and alert the staff on duty for the removal',
        },
        {
          when: 'a case moves to a new stage',
          then: 'show it in that column of the case board with the next task and who owns it',
        },
      ],
    },
    {
      id: 'fun-arrangements',
      title: 'Arrangement Planner and Quote',
      description:
        'Choose the service, coffin or urn, extras and third-party costs with the family, and produce the itemised quote.',
      match: [
        'arrangements',
        'arrangement conference',
        'quote',
        'packages',
        'planning the funeral',
        'beratungsgesprach',
        'kostenvoranschlag',
        'presupuesto',
        'devis',
        'orcamento',
      ],
      done: [
        {
          when: 'the director adds an item to the arrangement',
          then: 'update the itemised total, showing the home’s own charges apart from third-party costs',
        },
        {
          when: 'the family accepts the arrangement',
          then: 'produce the signed statement of goods and services and lock the prices agreed',
        },
      ],
    },
    {
      id: 'fun-memorial-pages',
      title: 'Online Memorial Pages',
      description:
        'A memorial page per person with the obituary, photos, service times and directions, linked from the funeral home’s website.',
      match: [
        'memorial pages',
        'memorial page',
        'online memorial',
        'tribute pages',
        'gedenkseite',
        'trauerportal',
        'pagina conmemorativa',
        'espace hommage',
        'page hommage',
        'memorial online',
      ],
      done: [
        {
          when: 'the family approves the obituary',
          then: 'publish the memorial page with the service times and directions, with the visibility the family chose',
        },
        {
          when: 'a service time changes',
          then: 'update the memorial page at once and email visitors who asked to be told',
        },
      ],
    },
    {
      id: 'fun-condolences',
      title: 'Moderated Condolence Book',
      description:
        'Visitors leave messages, photos and candles on the memorial page; the family or staff approve them before they appear.',
      match: [
        'condolences',
        'guestbook',
        'guest book',
        'condolence book',
        'kondolenzbuch',
        'kondolenzen',
        'libro de condolencias',
        'condolencias',
        'livre de condoleances',
        'livro de condolencias',
      ],
      done: [
        {
          when: 'a visitor submits a condolence',
          then: 'hold it for approval, check it for spam and tell the family approver there is a message waiting',
        },
        {
          when: 'the family asks for the condolences',
          then: 'export all approved messages and photos as a printable book',
        },
      ],
    },
    {
      id: 'fun-obituaries',
      title: 'Obituary Writing and Approval',
      description: 'Draft the obituary from the case details, send it to the family to edit and approve, and publish it.',
      match: [
        'obituary',
        'obituaries',
        'death notice',
        'traueranzeige',
        'nachruf',
        'esquela',
        'obituario',
        'avis de deces',
        'necrologie',
        'nota de falecimento',
      ],
      done: [
        {
          when: 'the director starts an obituary',
          then: 'fill in name, dates and service details from the case so only the life story is left to write',
        },
        {
          when: 'the family edits the draft',
          then: 'keep each version and show the director what changed before publishing',
        },
      ],
    },
    {
      id: 'fun-service-schedule',
      title: 'Service and Resource Calendar',
      description: 'Chapels, hearses, staff, celebrants and crematorium or cemetery times on one calendar, without clashes.',
      match: [
        'calendar',
        'schedule',
        'chapel booking',
        'hearse',
        'staff rota',
        'kalender',
        'terminplanung',
        'agenda',
        'planning',
        'calendario',
      ],
      done: [
        {
          when: 'a director books a chapel or hearse already taken at that time',
          then: 'refuse the booking and show the free times and the other case using it',
        },
        {
          when: 'a service is booked',
          then: 'put it on the calendars of the staff and vehicles assigned and send each person the details',
        },
      ],
    },
    {
      id: 'fun-paperwork',
      title: 'Permits and Death Paperwork',
      description:
        'The forms each case needs (death registration, cremation forms, burial permits) with status, files and deadlines.',
      match: [
        'paperwork',
        'permits',
        'death certificate',
        'cremation forms',
        'forms',
        'formalitaten',
        'sterbeurkunde',
        'tramites',
        'certificado de defuncion',
        'demarches',
        'certidao de obito',
      ],
      done: [
        {
          when: 'a case is set to cremation',
          then: 'add the cremation forms to its checklist and block the service date from being confirmed until they are complete',
        },
        {
          when: 'a document is still missing two days before the service',
          then: 'alert the director of the case',
        },
      ],
    },
    {
      id: 'fun-family-portal',
      title: 'Private Family Link',
      description:
        'One private link per family to fill in details, upload photos for the slideshow, approve the obituary and see the schedule.',
      match: [
        'family portal',
        'family link',
        'families',
        'photo upload',
        'angehorige',
        'familias',
        'familles',
        'familia',
        'familiares',
      ],
      done: [
        {
          when: 'a family member opens the private link',
          then: 'show what is still needed from the family, the agreed schedule and what they can approve, without any sign-up',
        },
        {
          when: 'family members upload photos',
          then: 'add them to the case’s slideshow folder in the order uploaded, ready for staff to arrange',
        },
      ],
    },
    {
      id: 'fun-price-list',
      title: 'Price List and Packages',
      description:
        'The home’s itemised prices and packages in one place, published as the price list families and regulators expect.',
      match: [
        'price list',
        'prices',
        'general price list',
        'packages',
        'preisliste',
        'lista de precios',
        'tarifs',
        'tabela de precos',
      ],
      done: [
        {
          when: 'the manager changes a price',
          then: 'update the published price list and new quotes, leaving accepted arrangements at their agreed prices',
        },
      ],
    },
    {
      id: 'fun-livestream',
      title: 'Service Livestream and Recording',
      description:
        'A private livestream of the service on the memorial page for those who cannot attend, and the recording after.',
      match: [
        'livestream',
        'live stream',
        'webcast',
        'streaming',
        'live-ubertragung',
        'transmision en vivo',
        'retransmission',
        'transmissao ao vivo',
      ],
      done: [
        {
          when: 'the service starts',
          then: 'show the live stream on the memorial page to those with the family’s link, and keep the recording for the family',
        },
      ],
    },
    {
      id: 'fun-pre-need',
      title: 'Pre-planned and Pre-paid Funerals',
      description:
        'People plan and pay for their own funeral ahead, with their wishes on file and the plan turned into a case when needed.',
      match: [
        'pre-need',
        'pre-planning',
        'prepaid funeral',
        'funeral plans',
        'vorsorge',
        'bestattungsvorsorge',
        'prevision funeraria',
        'prevoyance obseques',
        'plano funerario',
      ],
      done: [
        {
          when: 'a planholder dies',
          then: 'open a case from the plan with their wishes, chosen items and the amount already paid',
        },
      ],
    },
    {
      id: 'fun-donations-flowers',
      title: 'Donations and Sympathy Flowers',
      description:
        'Memorial pages point visitors to the family’s chosen charity or to flower orders delivered in time for the service.',
      match: [
        'donations',
        'in lieu of flowers',
        'flowers',
        'charity',
        'spenden',
        'blumen',
        'donaciones',
        'flores',
        'dons',
        'fleurs',
        'doacoes',
      ],
      done: [
        {
          when: 'the family names a charity',
          then: 'show a donation link on the memorial page in place of flower orders',
        },
      ],
    },
    {
      id: 'fun-aftercare',
      title: 'Aftercare for Families',
      description: 'A follow-up after the funeral with grief support, and anniversary messages only for families who agree.',
      match: [
        'aftercare',
        'follow-up',
        'grief support',
        'trauerbegleitung',
        'nachsorge',
        'acompanamiento en el duelo',
        'accompagnement du deuil',
        'acompanhamento do luto',
      ],
      done: [
        {
          when: 'a case has been closed for four weeks',
          then: 'remind the director to contact the family, with the grief resources to share',
        },
      ],
    },
    {
      id: 'fun-plots',
      title: 'Cemetery Plot Map',
      description: 'Sections, rows and plots on a map with status, rights holders and who is interred where.',
      match: [
        'plots',
        'graves',
        'plot map',
        'burial plots',
        'graber',
        'grabstellen',
        'parcelas',
        'tumbas',
        'concessions',
        'sepulturas',
        'jazigos',
      ],
      done: [
        {
          when: 'staff reserve a plot',
          then: 'mark it reserved at once so it cannot be sold twice, and record the rights holder',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'cemetery management app',
      match: [
        'cemetery',
        'cemeteries',
        'graveyard',
        'crematorium',
        'burial plots',
        'grave plots',
        'memorial park',
        'friedhof*',
        'krematorium',
        'cementerio',
        'cimetiere',
        'cemiterio',
      ],
      features: ['fun-plots', 'fun-service-schedule', 'fun-cases', 'fun-paperwork', 'fun-memorial-pages'],
      recommend: [
        {
          question: 'fun-who',
          answer: 'A cemetery or crematorium',
          reason: 'A cemetery or crematorium books slots for many funeral homes and keeps plots and records for generations.',
        },
      ],
      unless: ['funeral home', 'funeral director', 'bestatter*', 'funeraria', 'pompes funebres'],
    },
    {
      noun: 'online memorial site',
      match: [
        'memorial website',
        'online memorial',
        'memorial page',
        'memorial pages',
        'tribute page',
        'in memoriam',
        'gedenkseite*',
        'trauerportal*',
        'page hommage',
        'espace hommage',
        'pagina conmemorativa',
        'memorial online',
      ],
      features: ['fun-memorial-pages', 'fun-condolences', 'fun-obituaries', 'fun-livestream', 'fun-donations-flowers'],
      recommend: [
        {
          question: 'fun-who',
          answer: 'A memorial website for families',
          reason:
            'You described memorial pages: obituaries, condolences and photos for families, without the funeral home’s case work.',
        },
      ],
      unless: ['funeral home', 'funeral homes', 'funeral director', 'bestatter*', 'funeraria', 'pompes funebres'],
    },
    {
      noun: 'funeral planning app',
      match: [
        'pre-need',
        'pre-planning',
        'preplanning',
        'funeral plans',
        'funeral plan',
        'prepaid funeral',
        'bestattungsvorsorge',
        'plano funerario',
        'prevoyance obseques',
        'seguro de decesos',
      ],
      features: ['fun-pre-need', 'fun-price-list', 'fun-arrangements', 'fun-cases'],
    },
    {
      noun: 'online funeral arrangement app',
      match: [
        'direct cremation',
        'arrange online',
        'online funeral',
        'cremation online',
        'direktbestattung',
        'cremacion directa',
        'cremation directe',
      ],
      features: ['fun-arrangements', 'fun-price-list', 'fun-family-portal', 'fun-paperwork', 'fun-cases'],
      recommend: [
        {
          question: 'fun-online-arranging',
          answer: 'Direct cremation can be arranged and paid online',
          reason:
            'Direct cremation is a fixed, simple package; families choosing it often prefer to arrange it without a meeting.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'deposits and payments by card from families, and pre-paid plan instalments' },
    { name: 'Dropbox Sign or DocuSign', for: 'families signing arrangements and authorisation forms remotely' },
    { name: 'Legacy.com or local newspapers', for: 'publishing obituaries and death notices beyond the home’s website' },
    { name: 'Vimeo or OneRoom', for: 'private livestreams and recordings of services' },
    { name: 'Twilio', for: 'text messages to on-call staff for first calls and to families about times' },
    { name: 'Xero or QuickBooks', for: 'invoices and payments per case in the home’s accounting' },
  ],
  pages: [
    { name: 'Case board', purpose: 'every open case by stage, with the next task, director and service date' },
    { name: 'Case', purpose: 'deceased, family, arrangement, paperwork, schedule and payments of one case' },
    { name: 'Calendar', purpose: 'services, chapels, vehicles and staff by day and week' },
    { name: 'Price list', purpose: 'items and packages with prices, and the published price list' },
    { name: 'Memorial page', purpose: 'the public page: obituary, photos, service times, condolences and candles' },
    { name: 'Condolence review', purpose: 'messages waiting for approval, for staff and family approvers' },
    { name: 'Family link', purpose: 'what the family still needs to give, approve or read, without an account' },
  ],
  design:
    'quiet, dignified and warm: soft neutral colours, a classic serif for names and dates, generous space and no bright alerts on family and public pages; the staff side is a clear case board by stage',
  questions: [
    {
      id: 'fun-who',
      category: 'scope',
      text: 'Who is it for?',
      options: [
        'A funeral home',
        'A group of funeral homes with several branches',
        'A cemetery or crematorium',
        'A memorial website for families',
      ],
      recommended: 'A funeral home',
      reason: 'Most such apps serve one funeral home: its cases, services and the memorial pages it publishes for families.',
      impact: 10,
      decision: 'Who it is for',
      replaces: 'audience',
      says: {
        'A funeral home':
          'Build it for one funeral home: cases from first call to aftercare, arrangements, services and memorial pages.',
        'A group of funeral homes with several branches':
          'Build it for a group of funeral homes: branches share prices and staff, each branch sees its own cases, and managers see all.',
        'A cemetery or crematorium':
          'Build it for a cemetery or crematorium: service slots booked by funeral homes, plots and rights holders, and interment records.',
        'A memorial website for families':
          'Build it as a memorial website: families create pages with the obituary, photos and service details, and visitors leave condolences.',
      },
    },
    {
      id: 'fun-first-scope',
      category: 'scope',
      text: 'What should the first version do for the funeral home?',
      options: [
        'Run cases from first call to aftercare',
        'Memorial pages and obituaries on the website',
        'Both, with memorial pages published from each case',
      ],
      recommended: 'Both, with memorial pages published from each case',
      reason:
        'Names, dates and service times are entered once in the case and published; separate tools mean retyping them under time pressure.',
      impact: 9,
      decision: 'First version',
      askIf: { answer: 'fun-who', is: ['A funeral home', 'A group of funeral homes with several branches'] },
      says: {
        'Run cases from first call to aftercare':
          'Focus the first version on case work: first calls, arrangements, paperwork, scheduling and payments.',
        'Memorial pages and obituaries on the website':
          'Focus the first version on the public side: memorial pages, obituaries and condolences on the funeral home’s website.',
        'Both, with memorial pages published from each case':
          'Run cases in the app and publish each case’s memorial page from it, so names, dates and service times are entered once.',
      },
    },
    {
      id: 'fun-family-access',
      category: 'roles',
      text: 'How do families take part?',
      options: [
        'They do not; staff enter everything',
        'A private link to fill in details, upload photos and approve',
        'Family members create accounts',
      ],
      recommended: 'A private link to fill in details, upload photos and approve',
      reason:
        'Grieving families should not have to create accounts; a private link per case lets them help without another password.',
      impact: 9,
      decision: 'Family access',
      replaces: 'sign-in',
      says: {
        'They do not; staff enter everything': 'Only staff sign in; families give details in person or by phone.',
        'A private link to fill in details, upload photos and approve':
          'Only staff sign in; each family gets a private link to fill in details, upload photos, approve the obituary and see the schedule, which staff can revoke.',
        'Family members create accounts':
          'Family members create accounts to fill in details, upload photos and approve the obituary.',
      },
    },
    {
      id: 'fun-condolence-moderation',
      category: 'security',
      text: 'Are condolence messages checked before they appear on a memorial page?',
      options: [
        'Published at once',
        'Held until the family or staff approve them',
        'Published at once, with a spam filter and a report button',
      ],
      recommended: 'Held until the family or staff approve them',
      reason: 'One cruel or spam message on a memorial page is unforgivable; families want to choose what is shown.',
      impact: 8,
      decision: 'Condolence moderation',
      askIf: { answer: 'fun-first-scope', isNot: ['Run cases from first call to aftercare'] },
      says: {
        'Published at once': 'Condolences appear on the memorial page as soon as they are sent.',
        'Held until the family or staff approve them':
          'Condolences are held until a family approver or staff member approves them; spam is filtered out before they see it.',
        'Published at once, with a spam filter and a report button':
          'Condolences appear at once after a spam check; the family and staff can hide any message and visitors can report one.',
      },
    },
    {
      id: 'fun-online-arranging',
      category: 'scope',
      text: 'Can families arrange and pay for a funeral online?',
      options: [
        'No, arrangements are made in person or by phone',
        'Direct cremation can be arranged and paid online',
        'Any package can be started online, then finished with a director',
      ],
      recommended: 'Any package can be started online, then finished with a director',
      reason:
        'Many families start searching at night; letting them choose and price online, then talk to a director, keeps the personal contact.',
      impact: 7,
      decision: 'Arranging online',
      askIf: { answer: 'fun-who', is: ['A funeral home', 'A group of funeral homes with several branches'] },
      says: {
        'No, arrangements are made in person or by phone':
          'Arrangements are made with a director in person or by phone; the website shows prices and contact details.',
        'Direct cremation can be arranged and paid online':
          'Families can arrange a direct cremation online: details of the deceased, the informant, the package and payment, then a director calls to confirm.',
        'Any package can be started online, then finished with a director':
          'Families can choose a package and options online and see the price; the request opens a case and a director contacts them to complete it.',
      },
    },
    {
      id: 'fun-price-rules',
      category: 'data',
      text: 'Must the app produce the itemised price list and statement that funeral rules require (US FTC Funeral Rule, UK CMA order)?',
      recommended: 'Yes',
      reason:
        'Regulators in the US and UK require itemised or standardised price lists; making them from the same prices avoids mismatched quotes.',
      impact: 7,
      decision: 'Regulated price lists',
      says: {
        Yes: 'Produce the required itemised price list from the home’s prices, publish it online, and give each family an itemised statement of goods and services.',
        No: 'No regulated price list is needed; quotes list the package and any extras.',
      },
    },
    {
      id: 'fun-payment',
      category: 'scope',
      text: 'How do families pay for the funeral?',
      options: [
        'Invoice after the funeral, paid by transfer',
        'Deposit by card, balance before the service',
        'Card, transfer or insurance assignment, tracked per case',
      ],
      recommended: 'Deposit by card, balance before the service',
      reason: 'The home pays crematorium, cemetery and celebrant fees up front; a deposit covers them before the service.',
      impact: 6,
      decision: 'Family payments',
      replaces: 'online-payments',
      askIf: { answer: 'fun-who', isNot: ['A memorial website for families'] },
      says: {
        'Invoice after the funeral, paid by transfer':
          'Send the family an invoice after the funeral and record payments by bank transfer against the case.',
        'Deposit by card, balance before the service':
          'Take a deposit by card when the arrangement is accepted and the balance before the service, with receipts per case.',
        'Card, transfer or insurance assignment, tracked per case':
          'Accept card, bank transfer and assignments of life insurance policies, tracking what each payer owes and has paid per case.',
      },
    },
    {
      id: 'fun-memorial-visibility',
      category: 'security',
      text: 'Who can see a memorial page?',
      options: [
        'Anyone, listed in search engines',
        'Anyone with the link, hidden from search engines',
        'The family chooses for each page',
      ],
      recommended: 'The family chooses for each page',
      reason: 'Most families want the page found by friends, but some deaths are private matters; the choice should be theirs.',
      impact: 6,
      decision: 'Memorial page visibility',
      askIf: { answer: 'fun-first-scope', isNot: ['Run cases from first call to aftercare'] },
      says: {
        'Anyone, listed in search engines': 'Memorial pages are public and listed in search engines.',
        'Anyone with the link, hidden from search engines':
          'Memorial pages open to anyone with the link and are kept out of search engines.',
        'The family chooses for each page':
          'For each memorial page the family chooses public and searchable, link only, or private with a password; the default is link only.',
      },
    },
    {
      id: 'fun-memorial-lifetime',
      category: 'data',
      text: 'How long do memorial pages stay online?',
      options: ['For a year, then archived', 'Permanently', 'Permanently, unless the family asks to remove them'],
      recommended: 'Permanently, unless the family asks to remove them',
      reason:
        'Families return on anniversaries and birthdays; taking a page down without asking hurts, and they must be able to.',
      impact: 5,
      decision: 'Memorial page lifetime',
      askIf: { answer: 'fun-first-scope', isNot: ['Run cases from first call to aftercare'] },
      says: {
        'For a year, then archived':
          'Memorial pages stay online for a year, then move to an archive the family can still open by link.',
        Permanently: 'Memorial pages stay online permanently.',
        'Permanently, unless the family asks to remove them':
          'Memorial pages stay online permanently; the family approver can ask for removal, and condolences can be exported first.',
      },
    },
    {
      id: 'fun-sensitive-details',
      category: 'security',
      text: 'Will cases hold the cause of death and medical details of the deceased?',
      recommended: 'Yes',
      reason: 'Cremation forms need the cause of death and implants such as pacemakers; only directors should see these details.',
      impact: 5,
      decision: 'Medical details',
      replaces: 'personal-data',
      askIf: { answer: 'fun-who', isNot: ['A memorial website for families'] },
      says: {
        Yes: 'Store cause of death, doctor and implants in restricted fields that only directors see; they never appear on family links or memorial pages.',
        No: 'Cases hold no medical details; families’ own data can be exported and deleted on request.',
      },
    },
    {
      id: 'fun-obituary-approval',
      category: 'user-flow',
      text: 'Who approves the obituary before it is published?',
      options: ['The funeral director', 'The family, through their link', 'The family, then a director checks it'],
      recommended: 'The family, then a director checks it',
      reason: 'The words must be the family’s, but a director catches wrong dates and service times before they go public.',
      impact: 5,
      decision: 'Obituary approval',
      feature: 'fun-obituaries',
      says: {
        'The funeral director': 'The director writes and publishes the obituary after talking with the family.',
        'The family, through their link':
          'The family edits and approves the obituary through their link; it publishes on approval.',
        'The family, then a director checks it':
          'The family edits and approves the obituary through their link; a director checks names, dates and times and then publishes it.',
      },
    },
    {
      id: 'fun-clashes',
      category: 'edge-cases',
      text: 'What must the calendar keep from clashing?',
      options: ['Staff only', 'Chapels, vehicles and staff', 'Chapels, vehicles, staff and crematorium or cemetery slots'],
      recommended: 'Chapels, vehicles, staff and crematorium or cemetery slots',
      reason: 'Hearse, chapel and crematorium times must line up; a clash found on the day happens in front of the family.',
      impact: 6,
      decision: 'Calendar clashes',
      feature: 'fun-service-schedule',
      says: {
        'Staff only': 'Check staff bookings for clashes.',
        'Chapels, vehicles and staff': 'Check chapels, vehicles and staff for clashes and refuse double bookings.',
        'Chapels, vehicles, staff and crematorium or cemetery slots':
          'Check chapels, vehicles and staff for clashes, and record the crematorium or cemetery slot with travel time so the whole day lines up.',
      },
    },
    {
      id: 'fun-livestream-access',
      category: 'integrations',
      text: 'How are services streamed?',
      options: [
        'A public YouTube or Vimeo link',
        'A private stream opened with the family’s link',
        'Recorded and shared afterwards only',
      ],
      recommended: 'A private stream opened with the family’s link',
      reason: 'Public streams attract strangers and get blocked for copyrighted music; a private link respects the family.',
      impact: 4,
      decision: 'Livestream',
      feature: 'fun-livestream',
      says: {
        'A public YouTube or Vimeo link':
          'Stream services publicly on YouTube or Vimeo and embed the stream on the memorial page.',
        'A private stream opened with the family’s link':
          'Stream services privately; only people with the family’s link can watch, and the family receives the recording.',
        'Recorded and shared afterwards only': 'Services are recorded and the recording is shared with the family afterwards.',
      },
    },
    {
      id: 'fun-donations',
      category: 'scope',
      text: 'Should memorial pages take donations in lieu of flowers?',
      options: ['No', 'A link to the family’s chosen charity', 'Collect donations and pass them on'],
      recommended: 'A link to the family’s chosen charity',
      reason:
        'Collecting money for charities brings receipts, tax rules and trust duties; a link to the charity’s own page avoids them.',
      impact: 4,
      decision: 'Donations',
      feature: 'fun-donations-flowers',
      says: {
        No: 'Memorial pages take no donations.',
        'A link to the family’s chosen charity':
          'Memorial pages show a link to the charity the family chose; the app takes no money.',
        'Collect donations and pass them on':
          'Visitors donate by card on the memorial page; donations are listed for the family and paid out to the charity with a statement.',
      },
    },
    {
      id: 'fun-aftercare-contact',
      category: 'user-flow',
      text: 'What should aftercare send families after the funeral?',
      options: [
        'Nothing automatic',
        'A check-in after a month with grief support',
        'Check-ins plus an anniversary message, if they agree',
      ],
      recommended: 'A check-in after a month with grief support',
      reason: 'A personal check-in is welcomed; anniversary messages can hurt, so only families who opt in should get them.',
      impact: 3,
      decision: 'Aftercare',
      feature: 'fun-aftercare',
      says: {
        'Nothing automatic': 'No aftercare messages are sent automatically.',
        'A check-in after a month with grief support':
          'Remind the director to check in with the family a month after the funeral, with local grief support to share.',
        'Check-ins plus an anniversary message, if they agree':
          'Remind the director to check in after a month, and send an anniversary message only to families who agreed to it.',
      },
    },
  ],
} satisfies DomainInput;
