import type { DomainInput } from '../records';

export default {
  id: 'hospitality',
  name: 'Hotels and guest accommodation',
  noun: 'hotel booking app',
  complexity: 3,
  recognise: {
    en: [
      ['hotel', 6],
      ['boutique hotel', 6],
      ['bed and breakfast', 6],
      ['b&b', 6],
      ['guesthouse', 6],
      ['guest house', 6],
      ['hostel', 6],
      ['motel', 6],
      ['lodge', 4],
      ['resort', 4],
      ['holiday home', 5],
      ['holiday apartments', 5],
      ['vacation rental', 5],
      ['vacation home', 5],
      ['short-term rental', 4],
      ['airbnb host', 5],
      ['airbnb', 2],
      ['campsite', 5],
      ['glamping', 6],
      ['accommodation', 5],
      ['lodging', 5],
      ['room booking', 3],
      ['rooms', 2],
      ['front desk', 3],
      ['housekeeping', 4],
      ['channel manager', 6],
      ['property management system', 5],
      ['occupancy', 3],
      ['booking.com', 4],
    ],
    de: [
      ['hotelzimmer', 6],
      ['hotelbuchung', 6],
      ['pension', 3],
      ['gastehaus', 6],
      ['ferienwohnung*', 6],
      ['ferienhaus', 6],
      ['unterkunft', 5],
      ['ubernachtung*', 5],
      ['zimmerbuchung', 6],
      ['zimmerreservierung', 6],
      ['rezeption', 4],
      ['zimmer', 2],
      ['jugendherberge', 6],
      ['campingplatz', 5],
      ['gastgeber', 3],
    ],
    es: [
      ['hostal', 6],
      ['casa rural', 6],
      ['alojamiento', 5],
      ['apartamentos turisticos', 6],
      ['habitaciones', 3],
      ['huespedes', 4],
      ['reserva de habitaciones', 6],
      ['albergue', 5],
      ['pernoctaciones', 5],
      ['recepcion del hotel', 6],
    ],
    fr: [
      ["chambre d'hote", 6],
      ["chambres d'hotes", 6],
      ['gite', 6],
      ['hebergement', 5],
      ['auberge', 5],
      ['location saisonniere', 5],
      ['nuitees', 4],
      ['reservation de chambres', 6],
      ['camping', 4],
      ['hotellerie', 6],
    ],
    pt: [
      ['pousada', 6],
      ['hospedagem', 5],
      ['alojamento local', 6],
      ['alojamento', 5],
      ['hospedes', 4],
      ['reserva de quartos', 6],
      ['quartos', 2],
      ['recepcao', 3],
      ['diarias', 4],
      ['hotelaria', 6],
    ],
  },
  exclude: [
    'meeting room',
    'meeting rooms',
    'conference room',
    'conference rooms',
    'chat room',
    'chat rooms',
    'escape room',
    'room for improvement',
    'showroom',
    'camping gear',
    'camping equipment',
    'guest checkout',
    'guest user',
    'guest mode',
    'guest post',
    'pension fund',
    'pension plan',
    'pensionskasse',
    'hotel management school',
  ],
  entities: [
    {
      name: 'Room Type',
      fields: [
        'name (double, suite…)',
        'description',
        'photos',
        'max adults and children',
        'beds',
        'amenities',
        'number of rooms',
      ],
    },
    { name: 'Room', fields: ['number', 'room type → Room Type', 'floor', 'status (clean, dirty, inspected, out of order)'] },
    {
      name: 'Rate Plan',
      fields: [
        'name (flexible, non-refundable)',
        'room type → Room Type',
        'price per night by date',
        'minimum stay',
        'cancellation policy',
        'breakfast included',
      ],
    },
    {
      name: 'Reservation',
      fields: [
        'guest → Guest',
        'room type → Room Type',
        'room → Room',
        'arrival and departure',
        'adults and children',
        'rate plan → Rate Plan',
        'total and paid',
        'status (booked, in house, checked out, cancelled, no-show)',
        'source (direct, Booking.com…)',
      ],
    },
    { name: 'Guest', fields: ['name', 'email', 'phone', 'country', 'ID details if required', 'preferences', 'past stays'] },
    {
      name: 'Payment',
      fields: ['reservation → Reservation', 'amount', 'type (deposit, balance, refund, no-show fee)', 'method', 'at'],
    },
    {
      name: 'Extra',
      fields: ['name (breakfast, parking, late check-out)', 'price', 'per night or per stay', 'limited quantity'],
    },
  ],
  roles: [
    { name: 'Owner or manager', can: 'set rooms, rates, policies and extras, see occupancy and revenue, and manage staff' },
    { name: 'Front desk', can: 'create and change reservations, check guests in and out, take payments and assign rooms' },
    { name: 'Housekeeping', can: 'see rooms to clean today and mark them clean or report a fault' },
    { name: 'Guest', can: 'check availability, book and pay, manage or cancel their booking and check in online' },
  ],
  features: [
    {
      id: 'availability-calendar',
      title: 'Room Availability Calendar',
      description: 'A room-by-night calendar of every stay, free room and blocked date, the main working view for staff.',
      match: [
        'availability',
        'calendar',
        'tape chart',
        'belegungsplan',
        'belegungskalender',
        'disponibilidad',
        'calendrier',
        'disponibilidade',
      ],
      done: [
        {
          when: 'staff open the calendar',
          then: 'show rooms down the side and nights across, with each stay as a bar coloured by status',
        },
        {
          when: 'a stay is dragged to another room',
          then: 'move it only if that room is free for every night and keep the guest’s rate',
        },
      ],
    },
    {
      id: 'booking-engine',
      title: 'Direct Booking on the Hotel Website',
      description: 'Guests pick dates and guests, see the rooms free for every night with their total price, and book and pay.',
      match: [
        'booking engine',
        'direct booking',
        'book online',
        'buchungsmaschine',
        'direktbuchung',
        'motor de reservas',
        'moteur de reservation',
        'reserva direta',
      ],
      done: [
        {
          when: 'a guest searches dates',
          then: 'show only room types free for every night of the stay, with the total price for those dates',
        },
        {
          when: 'two guests book the last room for overlapping nights at the same time',
          then: 'confirm exactly one booking and tell the other before payment is taken',
        },
      ],
    },
    {
      id: 'rate-plans',
      title: 'Room Rates and Seasons',
      description:
        'Prices per room type by season, weekday and number of guests, with flexible and non-refundable rates and minimum stays.',
      match: [
        'rates',
        'prices',
        'seasons',
        'rate plans',
        'preise',
        'saison',
        'tarifas',
        'temporadas',
        'tarifs',
        'saisons',
        'precos',
      ],
      done: [{ when: 'a stay crosses two seasons', then: 'price each night at its own season’s rate and show the breakdown' }],
    },
    {
      id: 'channel-sync',
      title: 'Booking.com and Airbnb Sync',
      description:
        'Availability, prices and bookings stay in step with Booking.com, Airbnb and Expedia through a channel manager.',
      match: [
        'channel manager',
        'booking.com',
        'airbnb',
        'expedia',
        'ical',
        'sync',
        'synchronisation',
        'sincronizacion',
        'sincronizacao',
      ],
      done: [
        {
          when: 'a booking arrives from Booking.com',
          then: 'add it to the calendar and reduce availability on every other channel within a minute',
        },
      ],
    },
    {
      id: 'check-in-out',
      title: 'Front Desk Check-in and Check-out',
      description: 'Today’s arrivals and departures, room assignment, payment of the balance and the final invoice.',
      match: [
        'check-in',
        'check-out',
        'arrivals',
        'front desk',
        'anreise',
        'abreise',
        'rezeption',
        'llegadas',
        'arrivees',
        'recepcao',
      ],
      done: [
        {
          when: 'a guest checks out',
          then: 'show the balance with extras, take payment, issue the invoice and mark the room dirty',
        },
      ],
    },
    {
      id: 'housekeeping',
      title: 'Housekeeping Room Board',
      description: 'Housekeepers see which rooms to clean today, departures first, and mark them clean from a phone.',
      match: ['housekeeping', 'cleaning', 'room status', 'zimmerreinigung', 'limpieza', 'menage', 'governanca', 'limpeza'],
      done: [
        {
          when: 'a housekeeper marks a room clean',
          then: 'show it as ready to the front desk so an arriving guest can be given it',
        },
      ],
    },
    {
      id: 'deposits',
      title: 'Deposits and Card Guarantees',
      description: 'Take a deposit or store a card guarantee at booking, charge the balance later, and refund by the policy.',
      match: ['deposit', 'prepayment', 'card guarantee', 'anzahlung', 'kaution', 'deposito', 'senal', 'acompte', 'sinal'],
      done: [
        {
          when: 'a guest cancels inside the free cancellation period',
          then: 'refund the deposit in full and release the room on every channel',
        },
      ],
    },
    {
      id: 'guest-messages',
      title: 'Pre-arrival Guest Messages',
      description:
        'Automatic messages before arrival with directions, check-in time and door codes, and after departure with a review link.',
      match: [
        'guest messages',
        'pre-arrival',
        'guest communication',
        'gastekommunikation',
        'mensajes a huespedes',
        'messages aux clients',
        'mensagens aos hospedes',
      ],
      done: [
        { when: 'an arrival is two days away', then: 'send the guest directions, check-in time and a link to pre-check-in' },
      ],
    },
    {
      id: 'online-check-in',
      title: 'Online Check-in and Guest Registration',
      description: 'Guests fill in the registration form before arrival, including the ID details local law requires.',
      match: [
        'online check-in',
        'registration form',
        'meldeschein',
        'registro de viajeros',
        'fiche de police',
        'ficha de hospede',
      ],
      done: [
        {
          when: 'a guest completes online check-in',
          then: 'attach the registration to the reservation and show it as ready at the desk',
        },
      ],
    },
    {
      id: 'extras',
      title: 'Extras and Add-ons',
      description: 'Breakfast, parking, late check-out and other extras offered while booking and added to the bill.',
      match: [
        'extras',
        'add-ons',
        'upsell',
        'breakfast',
        'zusatzleistungen',
        'fruhstuck',
        'extras y suplementos',
        'supplements',
        'adicionais',
      ],
      done: [
        {
          when: 'a guest adds breakfast for two adults for three nights',
          then: 'add six breakfasts to the total and to the kitchen’s daily count',
        },
      ],
    },
    {
      id: 'guest-profiles',
      title: 'Guest Profiles and Stay History',
      description: 'One record per guest with contact details, preferences and past stays, so returning guests are recognised.',
      match: [
        'guest profile',
        'guest history',
        'crm',
        'gastekartei',
        'ficha del huesped',
        'fiche client',
        'cadastro de hospedes',
      ],
      done: [
        {
          when: 'a returning guest books',
          then: 'link the booking to their profile and show past stays and preferences to the front desk',
        },
      ],
    },
    {
      id: 'occupancy-reports',
      title: 'Occupancy and Revenue Reports',
      description: 'Occupancy, average daily rate, revenue per available room and bookings by channel for any period.',
      match: ['reports', 'occupancy', 'revenue', 'adr', 'revpar', 'auslastung', 'ocupacion', 'taux d occupation', 'ocupacao'],
      done: [
        { when: 'the manager opens a month’s report', then: 'show occupancy, average daily rate, RevPAR and revenue by channel' },
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'deposits, saved card guarantees, balance payments and refunds' },
    {
      name: 'SiteMinder or Channex',
      for: 'channel manager sync of availability, rates and bookings with Booking.com, Expedia and Airbnb',
    },
    { name: 'Google Hotel Center', for: 'free booking links and prices in Google search and Maps' },
    { name: 'Nuki or igloohome', for: 'door codes per booking for self check-in' },
    { name: 'WhatsApp Business Platform or Twilio', for: 'pre-arrival messages and guest questions' },
  ],
  pages: [
    { name: 'Home and date search', purpose: 'property photos, dates and guests picker' },
    { name: 'Room results', purpose: 'room types free for the dates with rates and total price' },
    { name: 'Booking checkout', purpose: 'guest details, extras, policy and payment' },
    { name: 'Manage booking', purpose: 'change, cancel, pay the balance and check in online' },
    { name: 'Calendar', purpose: 'rooms by night with every stay, the staff home screen' },
    { name: 'Arrivals and departures', purpose: 'today’s check-ins and check-outs with balances' },
    { name: 'Housekeeping board', purpose: 'rooms to clean today and their status' },
    { name: 'Rates and rooms', purpose: 'room types, seasons, rate plans and minimum stays' },
    { name: 'Reports', purpose: 'occupancy, average rate, RevPAR and revenue by channel' },
  ],
  design:
    'calm and photo-led for guests, with dates and guests asked first and the full price shown before payment; staff screens centred on a room-by-night calendar with colour-coded stays',
  questions: [
    {
      id: 'hotel-property-type',
      category: 'scope',
      text: 'What kind of property is it?',
      options: [
        'Small hotel or B&B (under 30 rooms)',
        'Hotel with 30 rooms or more',
        'Holiday homes or apartments',
        'Hostel with beds in shared rooms',
      ],
      recommended: 'Small hotel or B&B (under 30 rooms)',
      reason: 'Most independent properties are small; the answer decides whether you sell rooms, whole units or single beds.',
      impact: 10,
      decision: 'Property type',
      says: {
        'Small hotel or B&B (under 30 rooms)':
          'The property is a small hotel or B&B with a handful of room types; guests book room types, staff assign rooms.',
        'Hotel with 30 rooms or more':
          'The property is a hotel with 30 or more rooms; plan for room types, floors, group bookings and several staff per shift.',
        'Holiday homes or apartments':
          'The property is a set of holiday homes or apartments, each booked as a whole unit with its own calendar, cleaning fee and house rules.',
        'Hostel with beds in shared rooms':
          'The property is a hostel selling single beds in shared rooms as well as private rooms.',
      },
    },
    {
      id: 'hotel-app-purpose',
      category: 'scope',
      text: 'What should the app do first: take bookings from guests, or run the property day to day?',
      options: [
        'Direct bookings from guests',
        'Running the property (front desk, housekeeping)',
        'Both bookings and operations',
        'A guest app for stays in progress',
      ],
      recommended: 'Direct bookings from guests',
      reason:
        'Direct bookings save the 15–25% commission Booking.com and Expedia take; operations are often covered by an existing PMS.',
      impact: 9,
      decision: 'Main purpose',
      says: {
        'Direct bookings from guests':
          'The app is a direct booking engine: guests check availability, book and pay; staff manage bookings, rooms and rates in an admin.',
        'Running the property (front desk, housekeeping)':
          'The app runs the property: calendar, reservations, check-in and check-out, housekeeping and reports for staff.',
        'Both bookings and operations':
          'The app takes direct bookings from guests and runs front desk, housekeeping and reports for staff.',
        'A guest app for stays in progress':
          'The app serves guests during their stay: check-in, door codes, property information, extras and messages to the desk.',
      },
    },
    {
      id: 'hotel-channels',
      category: 'integrations',
      text: 'Are the rooms also sold on Booking.com, Airbnb or Expedia?',
      options: ['No, direct bookings only', 'Yes, synced through a channel manager', 'Yes, synced by calendar (iCal) links'],
      recommended: 'Yes, synced through a channel manager',
      reason: 'Without a live sync the same room sells twice; iCal links update only every few hours and carry no prices.',
      impact: 9,
      decision: 'Online travel agencies',
      says: {
        'No, direct bookings only': 'Rooms are sold only through this app and by phone; there is no channel sync.',
        'Yes, synced through a channel manager':
          'Connect a channel manager so availability and rates push out and OTA bookings come in within a minute; the app is the source of truth.',
        'Yes, synced by calendar (iCal) links':
          'Import and export iCal calendars per room with each channel, and warn staff that a gap of up to a few hours can cause double bookings.',
      },
    },
    {
      id: 'hotel-payment-timing',
      category: 'scope',
      text: 'When do guests pay for their stay?',
      options: [
        'In full when booking',
        'Deposit now, balance on arrival',
        'Card guarantee, pay at the property',
        'Guest picks a flexible rate or a cheaper prepaid one',
      ],
      recommended: 'Guest picks a flexible rate or a cheaper prepaid one',
      reason: 'Two rates per room is the hotel standard: the flexible rate fills early, the non-refundable one locks in revenue.',
      impact: 8,
      decision: 'Payment timing',
      replaces: 'online-payments',
      says: {
        'In full when booking': 'Guests pay the full stay when booking.',
        'Deposit now, balance on arrival': 'Guests pay a deposit when booking and the balance on arrival or at check-out.',
        'Card guarantee, pay at the property':
          'Guests save a card as a guarantee when booking; nothing is charged unless they cancel late or do not show, and they pay at the property.',
        'Guest picks a flexible rate or a cheaper prepaid one':
          'Offer two rates per room: a flexible rate with a card guarantee and free cancellation, and a cheaper non-refundable rate paid at booking.',
      },
    },
    {
      id: 'hotel-confirmation',
      category: 'user-flow',
      text: 'Are bookings confirmed instantly or on request?',
      options: ['Instant confirmation', 'Request, we confirm within 24 hours'],
      recommended: 'Instant confirmation',
      reason: 'Guests book elsewhere when they have to wait; instant confirmation converts far better on direct sites.',
      impact: 7,
      decision: 'Booking confirmation',
      askIf: {
        answer: 'hotel-app-purpose',
        isNot: ['Running the property (front desk, housekeeping)', 'A guest app for stays in progress'],
      },
      says: {
        'Instant confirmation': 'Bookings are confirmed instantly when rooms are free for every night and payment succeeds.',
        'Request, we confirm within 24 hours':
          'Bookings are requests; staff confirm or decline within 24 hours, and a card is charged only after confirmation.',
      },
    },
    {
      id: 'hotel-cancellation',
      category: 'edge-cases',
      text: 'Until when can guests cancel a flexible booking for free?',
      options: ['24 hours before arrival', '48 hours before arrival', '7 days before arrival', 'No free cancellation'],
      recommended: '48 hours before arrival',
      reason: 'Long enough to resell the room, short enough to compete with the flexible rates guests see on Booking.com.',
      impact: 7,
      decision: 'Free cancellation',
      says: {
        '24 hours before arrival':
          'Flexible bookings can be cancelled free until 24 hours before arrival; later, the first night is charged.',
        '48 hours before arrival':
          'Flexible bookings can be cancelled free until 48 hours before arrival; later, the first night is charged.',
        '7 days before arrival':
          'Flexible bookings can be cancelled free until 7 days before arrival; later, the first night is charged.',
        'No free cancellation': 'Bookings cannot be cancelled free of charge.',
      },
    },
    {
      id: 'hotel-pricing',
      category: 'data',
      text: 'How do room prices change?',
      options: [
        'One price per room type',
        'By season and weekend',
        'A price for every night, set in a calendar',
        'By season plus number of guests',
      ],
      recommended: 'By season and weekend',
      reason: 'Season and weekend rates capture most of the price difference without pricing each night by hand.',
      impact: 7,
      decision: 'Room pricing',
      says: {
        'One price per room type': 'Each room type has one nightly price all year.',
        'By season and weekend':
          'Prices are set per room type by season, with a separate weekend price; each night is priced on its own.',
        'A price for every night, set in a calendar':
          'Staff set a price per room type for every night in a calendar, with bulk edits for ranges.',
        'By season plus number of guests':
          'Prices are set by season and depend on the number of guests, with extra-person and child prices.',
      },
    },
    {
      id: 'hotel-guest-accounts',
      category: 'security',
      text: 'Do guests need an account to book?',
      options: ['No, they book with name, email and card', 'Account optional for faster rebooking', 'Account required'],
      recommended: 'No, they book with name, email and card',
      reason:
        'Guests book a hotel a few times a year; a sign-up step loses bookings, and an emailed link is enough to manage one.',
      impact: 7,
      decision: 'Guest accounts',
      replaces: 'sign-in',
      says: {
        'No, they book with name, email and card':
          'Guests book without an account and manage their booking through a secure link in the confirmation email; only staff sign in.',
        'Account optional for faster rebooking':
          'Guests can book without an account or create one that saves details and past stays.',
        'Account required': 'Guests must create an account before booking.',
      },
    },
    {
      id: 'hotel-staff-roles',
      category: 'roles',
      text: 'Who on the team works in the system?',
      options: [
        'The owner runs everything',
        'Owner and front desk',
        'Front desk, housekeeping and management with separate access',
      ],
      recommended: 'Owner and front desk',
      reason:
        'Small properties run with an owner and a few reception staff; housekeeping access can be added when there is a team.',
      impact: 6,
      decision: 'Staff access',
      says: {
        'The owner runs everything': 'One owner account manages bookings, rates and settings.',
        'Owner and front desk':
          'The owner manages rates and settings; front desk staff manage reservations, check-ins and payments.',
        'Front desk, housekeeping and management with separate access':
          'Managers set rates and see reports; front desk manages reservations and payments; housekeeping sees and updates room status only.',
      },
    },
    {
      id: 'hotel-registration',
      category: 'security',
      text: 'How are guest registration details collected where local law requires them?',
      options: [
        'Not required here',
        'Form filled in at the desk',
        'Online pre-check-in, ID shown at the desk',
        'Online pre-check-in with ID photo upload',
      ],
      recommended: 'Online pre-check-in, ID shown at the desk',
      reason:
        'Many countries require guest registration; collecting it before arrival speeds up check-in without storing ID scans.',
      impact: 5,
      decision: 'Guest registration',
      says: {
        'Not required here': 'No guest registration is collected beyond booking details.',
        'Form filled in at the desk': 'Staff fill in the registration form at check-in on a tablet and the guest signs it.',
        'Online pre-check-in, ID shown at the desk':
          'Guests fill in the registration form online before arrival; staff check the ID at the desk. Keep registrations only as long as the law requires.',
        'Online pre-check-in with ID photo upload':
          'Guests fill in the registration form and upload an ID photo before arrival; encrypt the images and delete them after the legal period.',
      },
    },
    {
      id: 'hotel-arrival-access',
      category: 'user-flow',
      text: 'How do guests get in when they arrive?',
      options: ['Keys from the front desk', 'Key box or door code sent before arrival', 'Smart locks with a code per booking'],
      recommended: 'Keys from the front desk',
      reason: 'A staffed arrival is simplest to build; self check-in needs code handling and a fallback when a code fails.',
      impact: 5,
      decision: 'Arrival',
      says: {
        'Keys from the front desk':
          'Guests collect keys at the front desk during reception hours; late arrivals must be announced.',
        'Key box or door code sent before arrival':
          'Send the key box or door code with the pre-arrival message once the booking is paid, plus a phone number for problems.',
        'Smart locks with a code per booking':
          'Create a smart-lock code per booking valid from check-in to check-out time and send it before arrival; revoke it on cancellation.',
      },
    },
    {
      id: 'hotel-min-stay',
      category: 'data',
      text: 'Do you need minimum stays, such as two nights at weekends?',
      recommended: 'Yes',
      reason: 'Minimum stays protect weekends and peak dates from one-night gaps that are hard to sell.',
      impact: 4,
      decision: 'Minimum stays',
      feature: 'rate-plans',
      says: {
        Yes: 'Rates can set a minimum stay by date range and arrival weekday; searches that break it show the nearest valid stay.',
        No: 'Any number of nights can be booked.',
      },
    },
    {
      id: 'hotel-housekeeping-flow',
      category: 'user-flow',
      text: 'How does a room become ready for the next guest?',
      options: [
        'Front desk updates the status',
        'Housekeepers tick rooms off on a phone',
        'Housekeepers clean, a supervisor inspects and releases',
      ],
      recommended: 'Housekeepers tick rooms off on a phone',
      reason: 'The front desk sees ready rooms without phone calls, and it needs no extra role to inspect.',
      impact: 4,
      decision: 'Room readiness',
      feature: 'housekeeping',
    },
  ],
} satisfies DomainInput;
