import type { DomainInput } from '../records';

export default {
  id: 'tattoo-body-art',
  name: 'Tattoo and piercing studios',
  noun: 'tattoo studio booking app',
  complexity: 2,
  recognise: {
    en: [
      ['tattoo*', 6],
      ['tattoo studio', 6],
      ['tattoo shop', 6],
      ['tattoo parlor', 6],
      ['tattoo parlour', 6],
      ['tattoo artist', 6],
      ['tattooist', 6],
      ['tattooing', 6],
      ['piercing', 6],
      ['piercing studio', 6],
      ['body piercing', 6],
      ['piercer', 6],
      ['body art', 5],
      ['body modification', 6],
      ['flash designs', 5],
      ['flash day', 5],
      ['tattoo removal', 6],
      ['guest artist', 4],
      ['guest spot', 4],
      ['cover-up', 3],
      ['microblading', 4],
      ['permanent makeup', 4],
      ['aftercare', 3],
      ['walk-ins', 2],
      ['consent form', 2],
    ],
    de: [
      ['tattoostudio', 6],
      ['tattoost*', 2],
      ['tatowier*', 6],
      ['piercingstudio', 6],
      ['ohrlochstechen', 5],
      ['wunschmotiv', 5],
      ['tattoovorlage', 6],
      ['pflegehinweise', 3],
      ['einverstandniserklarung', 2],
    ],
    es: [
      ['tatuaje*', 6],
      ['tatuador*', 6],
      ['estudio de tatuajes', 6],
      ['perforador', 5],
      ['perforaciones', 4],
      ['micropigmentacion', 4],
      ['cuidados posteriores', 3],
      ['consentimiento informado', 2],
    ],
    fr: [
      ['studio de piercing', 6],
      ['tatouage*', 6],
      ['tatoueur*', 6],
      ['tatoueuse', 6],
      ['salon de tatouage', 6],
      ['perceur', 6],
      ['percage', 4],
      ['dermographe', 6],
      ['soins apres tatouage', 5],
    ],
    pt: [
      ['estudio de piercing', 6],
      ['tatuar', 5],
      ['tatuagem', 6],
      ['estudio de tatuagem', 6],
      ['body piercer', 6],
      ['micropigmentacao', 4],
      ['cuidados pos tatuagem', 5],
      ['termo de consentimento', 2],
    ],
  },
  exclude: ['temporary tattoo', 'tattoo removal cream'],
  entities: [
    {
      name: 'Artist',
      fields: [
        'name',
        'styles',
        'portfolio images',
        'books open or closed',
        'hourly or day rate',
        'deposit amount',
        'working days',
      ],
    },
    {
      name: 'Booking Request',
      fields: [
        'client → Client',
        'idea',
        'placement',
        'size',
        'colour or black and grey',
        'reference images',
        'preferred artist → Artist',
        'budget',
        'status (new, accepted, declined, booked)',
      ],
    },
    {
      name: 'Appointment',
      fields: [
        'client → Client',
        'artist → Artist',
        'type (consultation, session, piercing, touch-up)',
        'start and end',
        'station',
        'deposit → Payment',
        'status',
      ],
    },
    { name: 'Design', fields: ['appointment → Appointment', 'drawing files', 'revision', 'client approval', 'notes'] },
    {
      name: 'Client',
      fields: ['name', 'date of birth', 'ID checked', 'phone', 'email', 'allergies and health notes', 'past work'],
    },
    {
      name: 'Consent Form',
      fields: ['client → Client', 'appointment → Appointment', 'health answers', 'ID image', 'signature', 'signed at'],
    },
    { name: 'Payment', fields: ['appointment → Appointment', 'type (deposit, balance)', 'amount', 'status', 'refundable'] },
  ],
  roles: [
    { name: 'Studio owner', can: 'manage artists, stations, deposit rules, prices and see all bookings and takings' },
    { name: 'Artist', can: 'manage their own requests, calendar, designs and clients, and open or close their books' },
    { name: 'Front desk', can: 'answer requests, book and move appointments, take payments and check IDs' },
    { name: 'Client', can: 'send a request, pay the deposit, approve the design, sign the consent form and see aftercare' },
  ],
  features: [
    {
      id: 'booking-requests',
      title: 'Tattoo Booking Requests',
      description:
        'Clients describe idea, placement, size, colour and budget with reference images and pick an artist; the artist accepts or declines.',
      match: [
        'booking request',
        'tattoo request',
        'enquiry form',
        'inquiry',
        'anfrage',
        'terminanfrage',
        'solicitud',
        'demande de projet',
        'solicitacao',
        'orcamento de tatuagem',
      ],
      done: [
        {
          when: 'a client submits a request with reference images',
          then: 'send it to the chosen artist’s inbox and confirm to the client when to expect an answer',
        },
        {
          when: 'an artist accepts a request',
          then: 'send the client a link to pick a time and pay the deposit',
        },
      ],
    },
    {
      id: 'artist-profiles',
      title: 'Artist Profiles and Portfolios',
      description:
        'Each artist shows styles, healed work, rates and whether their books are open, so clients pick the right one.',
      match: [
        'artist profile',
        'portfolio',
        'artists',
        'kunstler',
        'tatowierer',
        'artistas',
        'artistes',
        'portfolio de l artiste',
      ],
      done: [
        {
          when: 'an artist closes their books',
          then: 'hide their request button and show when the books open again',
        },
      ],
    },
    {
      id: 'deposits',
      title: 'Deposits and Balance Payments',
      description:
        'A deposit secures the appointment and counts toward the final price; the balance is paid in the studio after the session.',
      match: ['deposit', 'anzahlung', 'deposito', 'senal', 'acompte', 'arrhes', 'sinal', 'caucao'],
      done: [
        {
          when: 'a client pays the deposit',
          then: 'confirm the appointment, block the artist’s time and email the deposit terms',
        },
        {
          when: 'the session is paid off',
          then: 'subtract the deposit from the final price and record the payment for the artist',
        },
      ],
    },
    {
      id: 'artist-calendars',
      title: 'Artist Calendars and Stations',
      description:
        'Each artist has a calendar of sessions and consultations; stations and artists are never double-booked, and big pieces span sessions.',
      match: ['calendar', 'schedule', 'appointments', 'kalender', 'termine', 'agenda', 'calendario', 'citas', 'rendez-vous'],
      done: [
        {
          when: 'two clients try to book the same artist for overlapping times',
          then: 'confirm only the first and offer the other the next free times',
        },
      ],
    },
    {
      id: 'consent-forms',
      title: 'Digital Consent and Health Forms',
      description:
        'Before the session the client confirms age with ID, answers health questions and signs the consent; the form stays with the appointment.',
      match: [
        'consent form',
        'waiver',
        'release form',
        'health form',
        'einverstandniserklarung',
        'einwilligung',
        'consentimiento',
        'decharge',
        'consentement',
        'termo de consentimento',
      ],
      done: [
        {
          when: 'a client opens the consent link before the appointment',
          then: 'collect ID, health answers and signature, and flag answers the artist must review',
        },
        {
          when: 'an artist starts a session whose consent form is not signed',
          then: 'block the start and ask for the form on the studio tablet',
        },
      ],
    },
    {
      id: 'design-approval',
      title: 'Design Sharing and Approval',
      description:
        'The artist shares the drawing before the session; the client approves it or asks for changes within a set number of revisions.',
      match: ['design', 'drawing', 'sketch', 'stencil', 'entwurf', 'vorlage', 'boceto', 'diseno', 'dessin', 'croquis', 'desenho'],
      done: [
        {
          when: 'the artist uploads a design',
          then: 'notify the client and let them approve it or request one change with a comment',
        },
      ],
    },
    {
      id: 'consultations',
      title: 'Consultations',
      description: 'Short in-studio or video consultations for large or cover-up pieces, booked before the first session.',
      match: ['consultation', 'consult', 'beratung', 'beratungstermin', 'consulta', 'consultation', 'consulta previa'],
      done: [
        {
          when: 'an artist marks a request as needing a consultation',
          then: 'send the client consultation times instead of session times',
        },
      ],
    },
    {
      id: 'aftercare',
      title: 'Aftercare Instructions and Check-ins',
      description:
        'Aftercare for the tattoo or piercing type is sent after the session, with check-ins while it heals and a touch-up offer.',
      match: ['aftercare', 'healing', 'pflege', 'pflegehinweise', 'cuidados', 'soins', 'cicatrisation', 'cuidados pos'],
      done: [
        {
          when: 'a session is marked done',
          then: 'send the aftercare for that tattoo or piercing type and schedule the healing check-ins',
        },
      ],
    },
    {
      id: 'walk-ins-flash',
      title: 'Walk-in Queue and Flash Days',
      description: 'Flash designs with fixed prices that can be claimed once, and a first-come queue for walk-ins on the day.',
      match: ['walk-in', 'walk-ins', 'flash', 'flash day', 'laufkundschaft', 'sin cita', 'sans rendez-vous', 'sem agendamento'],
      done: [
        {
          when: 'a client claims a one-off flash design',
          then: 'mark it taken for everyone else at once',
        },
      ],
    },
    {
      id: 'piercing-menu',
      title: 'Piercing Menu and Jewellery',
      description: 'Piercing services with durations and prices, and the jewellery options in stock for each.',
      match: ['piercing menu', 'jewellery', 'jewelry', 'schmuck', 'joyeria', 'bijoux', 'joias'],
      done: [
        {
          when: 'a client books a piercing with a jewellery choice',
          then: 'reserve that piece from stock and show it on the appointment',
        },
      ],
    },
    {
      id: 'touch-ups',
      title: 'Touch-up Requests',
      description: 'Clients send a photo of the healed tattoo to request a touch-up, free within the studio’s touch-up period.',
      match: ['touch-up', 'touch up', 'nachstechen', 'retoque', 'retouche'],
      done: [
        {
          when: 'a client requests a touch-up inside the free period',
          then: 'offer the original artist’s free times at no charge',
        },
      ],
    },
    {
      id: 'session-reminders',
      title: 'Session Reminders with Preparation Tips',
      description: 'Reminders before each session with how to prepare (eat, rest, no alcohol) and the deposit terms.',
      match: ['reminder', 'erinnerung', 'recordatorio', 'rappel', 'lembrete'],
      done: [
        {
          when: 'a session is two days away',
          then: 'send a reminder with time, artist, preparation tips and a link to the consent form',
        },
      ],
    },
    {
      id: 'client-records',
      title: 'Client Records and History',
      description:
        'Every client’s past work, healed photos, signed forms and notes in one place, kept as long as the law requires.',
      match: ['client records', 'client history', 'kundenkartei', 'historial', 'fiche client', 'ficha do cliente'],
      done: [
        {
          when: 'an artist opens a returning client',
          then: 'show past sessions with photos, signed forms and health notes',
        },
      ],
    },
    {
      id: 'artist-payouts',
      title: 'Artist Commission and Payouts',
      description: 'Each payment is split between studio and artist by their commission, with a payout summary per period.',
      match: ['commission', 'payout', 'split', 'provision', 'abrechnung', 'comision', 'reversement', 'comissao'],
      done: [
        {
          when: 'the owner closes a pay period',
          then: 'show each artist’s takings, the studio share and the amount owed to them',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Square', for: 'deposits, in-studio card payments and tips' },
    { name: 'Stripe', for: 'online deposits and refunds by the deposit rules' },
    { name: 'Instagram', for: 'showing artists’ latest work and linking to the request form' },
    { name: 'Twilio', for: 'text reminders and the consent form link' },
    { name: 'Google Calendar', for: 'artists’ own calendars in sync with their bookings' },
  ],
  pages: [
    { name: 'Artists', purpose: 'each artist’s styles, portfolio, rates and whether books are open' },
    { name: 'Request a tattoo', purpose: 'idea, placement, size, references and artist choice' },
    { name: 'Book and pay deposit', purpose: 'pick a time offered by the artist and pay the deposit' },
    { name: 'My appointments', purpose: 'upcoming sessions, designs to approve, consent form, aftercare' },
    { name: 'Artist inbox', purpose: 'new requests to accept, decline or answer, and designs to share' },
    { name: 'Studio calendar', purpose: 'all artists and stations by day, walk-in queue' },
    { name: 'Studio admin', purpose: 'artists, deposit rules, prices, forms and payouts' },
  ],
  design:
    'dark, image-first and confident, letting artists’ work fill the screen, with plain and calm forms for consent and health questions',
  questions: [
    {
      id: 'tat-services',
      category: 'scope',
      text: 'What does the studio offer?',
      options: ['Tattoos only', 'Tattoos and piercings', 'Piercings only', 'Tattoos, piercings and laser removal'],
      recommended: 'Tattoos and piercings',
      reason: 'Most studios pierce alongside tattooing; piercings are short, fixed-price bookings next to long custom sessions.',
      impact: 10,
      decision: 'Services',
      says: {
        'Tattoos only': 'The studio offers tattoos only.',
        'Tattoos and piercings':
          'The studio offers custom tattoos by request and piercings as fixed-price services with jewellery choices.',
        'Piercings only': 'The studio offers piercings only: fixed services with durations, prices and jewellery choices.',
        'Tattoos, piercings and laser removal':
          'The studio offers tattoos, piercings and laser removal; removal is booked as a course of sessions weeks apart.',
      },
    },
    {
      id: 'tat-booking-flow',
      category: 'user-flow',
      text: 'How do clients book tattoo work with the studio?',
      options: [
        'Request first, the artist replies with times and a price',
        'Clients book a time directly on the artist’s calendar',
        'Request for custom work, direct booking for flash and piercings',
      ],
      recommended: 'Request for custom work, direct booking for flash and piercings',
      reason:
        'Custom pieces need the artist to judge size and time first; fixed-price work books faster without a back-and-forth.',
      impact: 9,
      decision: 'Booking flow',
      askIf: { answer: 'tat-services', isNot: ['Piercings only'] },
      says: {
        'Request first, the artist replies with times and a price':
          'Every tattoo starts as a request; the artist replies with an estimate and times to choose from.',
        'Clients book a time directly on the artist’s calendar':
          'Clients pick a session length and book a free time on the artist’s calendar directly.',
        'Request for custom work, direct booking for flash and piercings':
          'Custom tattoos start as a request the artist answers with times and an estimate; flash and piercings are booked directly.',
      },
    },
    {
      id: 'tat-deposit',
      category: 'scope',
      text: 'How much deposit secures an appointment?',
      options: ['A fixed amount set by each artist', 'A percentage of the estimated price', 'No deposit, pay on the day'],
      recommended: 'A fixed amount set by each artist',
      reason: 'Deposits stop no-shows on hours of blocked chair time; a fixed amount per artist is easy to explain.',
      impact: 9,
      decision: 'Deposits',
      replaces: 'online-payments',
      says: {
        'A fixed amount set by each artist':
          'Each appointment needs a deposit paid online, a fixed amount set per artist, deducted from the final price.',
        'A percentage of the estimated price':
          'Each appointment needs a deposit paid online, a set percentage of the estimate, deducted from the final price.',
        'No deposit, pay on the day': 'No deposit is taken; everything is paid in the studio.',
      },
    },
    {
      id: 'tat-deposit-rules',
      category: 'edge-cases',
      text: 'What happens to the deposit when a client cancels or moves the appointment?',
      options: ['Moved once with 48 hours’ notice, otherwise kept', 'Refunded with 7 days’ notice', 'Never refunded or moved'],
      recommended: 'Moved once with 48 hours’ notice, otherwise kept',
      reason: 'It is fair to clients with a real reason and still pays the artist for drawing time and an empty chair.',
      impact: 8,
      decision: 'Deposit rules',
      askIf: { answer: 'tat-deposit', isNot: ['No deposit, pay on the day'] },
      says: {
        'Moved once with 48 hours’ notice, otherwise kept':
          'A client may move an appointment once with at least 48 hours’ notice and keep the deposit; later changes or no-shows lose it.',
        'Refunded with 7 days’ notice':
          'Deposits are refunded for cancellations at least 7 days ahead; later cancellations and no-shows lose them.',
        'Never refunded or moved': 'Deposits are never refunded or moved; state this before payment.',
      },
    },
    {
      id: 'tat-artists',
      category: 'roles',
      text: 'How do artists work with the studio?',
      options: [
        'Resident artists on commission, the studio runs bookings',
        'Chair renters who run their own bookings and prices',
        'Residents plus visiting guest artists',
      ],
      recommended: 'Resident artists on commission, the studio runs bookings',
      reason:
        'Most studios book centrally and split each payment with the artist; guest spots can be added as short-term artists.',
      impact: 8,
      decision: 'Artists and the studio',
      says: {
        'Resident artists on commission, the studio runs bookings':
          'Artists are resident; the front desk and artists share one booking system and every payment is split by commission.',
        'Chair renters who run their own bookings and prices':
          'Each artist runs their own requests, prices, deposits and payments; the studio sees stations and the chair rent owed.',
        'Residents plus visiting guest artists':
          'Resident artists work on commission; guest artists get a profile and calendar only for the dates of their guest spot.',
      },
    },
    {
      id: 'tat-consent',
      category: 'security',
      text: 'What must a client complete before being tattooed or pierced?',
      options: [
        'Consent form with health questions and signature',
        'Consent form plus a photo ID check for age',
        'Nothing in the app, paper forms at the studio',
      ],
      recommended: 'Consent form plus a photo ID check for age',
      reason:
        'Studios must prove age and informed consent for every procedure; health inspectors and insurers ask for these records.',
      impact: 8,
      decision: 'Consent and ID',
      says: {
        'Consent form with health questions and signature':
          'Every client completes a consent form with health questions and a signature before each session.',
        'Consent form plus a photo ID check for age':
          'Every client completes a consent form with health questions and signature, and staff record a photo ID check of their age.',
        'Nothing in the app, paper forms at the studio':
          'Consent forms stay on paper at the studio; the app only records that the form was signed.',
      },
    },
    {
      id: 'tat-accounts',
      category: 'security',
      text: 'Do clients need an account to book with the studio?',
      options: [
        'No, they book with email and phone',
        'An account created with the first booking',
        'Account required before sending a request',
      ],
      recommended: 'An account created with the first booking',
      reason:
        'Clients return to approve designs, sign forms and read aftercare; an account made at booking keeps it all together.',
      impact: 7,
      decision: 'Client accounts',
      replaces: 'sign-in',
      says: {
        'No, they book with email and phone':
          'Clients have no account; they receive links by email for the deposit, design approval and consent form.',
        'An account created with the first booking':
          'An account is created with the client’s first booking and opened by a link by email; it holds appointments, designs, forms and aftercare.',
        'Account required before sending a request': 'Clients must create an account before they can send a request.',
      },
    },
    {
      id: 'tat-minors',
      category: 'edge-cases',
      text: 'Does the studio work on clients under 18?',
      options: [
        'Never, adults only',
        'Piercings only, with a guardian present and signing',
        'Tattoos and piercings with guardian consent where the law allows',
      ],
      recommended: 'Piercings only, with a guardian present and signing',
      reason: 'Most places ban tattoos under 18 but allow some piercings with a parent’s written consent and ID.',
      impact: 6,
      decision: 'Clients under 18',
      askIf: { answer: 'tat-services', isNot: ['Tattoos only'] },
      says: {
        'Never, adults only': 'Refuse bookings from anyone under 18, checked by date of birth and ID.',
        'Piercings only, with a guardian present and signing':
          'Clients under 18 may book piercings only; a guardian must attend, show ID and sign the consent form too.',
        'Tattoos and piercings with guardian consent where the law allows':
          'Clients under 18 need a guardian’s ID and signed consent for any booking, within the local age limits.',
      },
    },
    {
      id: 'tat-design-sharing',
      category: 'user-flow',
      text: 'When does the client see the design?',
      options: [
        'Before the session, with up to two rounds of changes',
        'Only on the day, at the studio',
        'Before the session, with unlimited changes',
      ],
      recommended: 'Before the session, with up to two rounds of changes',
      reason: 'Approving ahead saves chair time; a limit on changes protects the artist’s unpaid drawing hours.',
      impact: 6,
      decision: 'Design approval',
      says: {
        'Before the session, with up to two rounds of changes':
          'The artist shares the design before the session; the client approves it or asks for changes, at most twice.',
        'Only on the day, at the studio': 'Designs are shown and adjusted on the day; the app does not share them in advance.',
        'Before the session, with unlimited changes':
          'The artist shares the design before the session and the client can request changes until they approve it.',
      },
    },
    {
      id: 'tat-multi-session',
      category: 'user-flow',
      text: 'How are large pieces that need several sessions booked?',
      options: ['Each session booked on its own', 'All sessions booked up front', 'First session booked, the next after healing'],
      recommended: 'First session booked, the next after healing',
      reason: 'Healing decides when the next sitting can happen; booking after each one avoids constant rescheduling.',
      impact: 6,
      decision: 'Multi-session pieces',
      askIf: { answer: 'tat-services', isNot: ['Piercings only'] },
      says: {
        'Each session booked on its own': 'Each session is a separate booking with no link between them.',
        'All sessions booked up front':
          'Large pieces are a project whose sessions are all booked up front, a set number of weeks apart.',
        'First session booked, the next after healing':
          'Large pieces are a project: the first session is booked, and the artist offers the next one at the end of each sitting.',
      },
    },
    {
      id: 'tat-walk-ins',
      category: 'scope',
      text: 'Does the studio take walk-ins?',
      options: ['No, appointments only', 'Yes, on a first-come queue', 'Only on flash days'],
      recommended: 'Only on flash days',
      reason: 'Walk-ins fit when flash designs are ready to go; on normal days custom bookings fill the artists’ time.',
      impact: 5,
      decision: 'Walk-ins',
      says: {
        'No, appointments only': 'There are no walk-ins; every session is booked ahead.',
        'Yes, on a first-come queue':
          'Walk-ins join a queue at the front desk; staff assign them to free artists and text them when it is their turn.',
        'Only on flash days': 'On flash days the studio publishes flash designs and takes walk-ins in a first-come queue.',
      },
    },
    {
      id: 'tat-aftercare',
      category: 'user-flow',
      text: 'How should clients get their aftercare instructions?',
      options: [
        'An email right after the session',
        'An email, then check-ins while it heals and a touch-up offer',
        'Printed at the studio only',
      ],
      recommended: 'An email, then check-ins while it heals and a touch-up offer',
      reason: 'Check-ins catch healing problems early and bring clients back for touch-ups and their next piece.',
      impact: 5,
      decision: 'Aftercare',
    },
    {
      id: 'tat-touch-ups',
      category: 'edge-cases',
      text: 'Are touch-ups free, and for how long?',
      options: ['Free within 3 months', 'Free within 6 months', 'Always charged'],
      recommended: 'Free within 3 months',
      reason: 'Healing issues show within weeks; a clear window avoids free rework on tattoos that faded from sun years later.',
      impact: 4,
      decision: 'Touch-ups',
      askIf: { answer: 'tat-services', isNot: ['Piercings only'] },
    },
    {
      id: 'tat-payment-provider',
      category: 'integrations',
      text: 'Which payment provider should take deposits and payments?',
      options: ['Square', 'Stripe', 'PayPal'],
      recommended: 'Square',
      reason: 'Many studios already use Square at the counter; deposits and in-studio payments then sit in one place.',
      impact: 4,
      decision: 'Payment provider',
      replaces: 'payment-provider',
      askIf: { answer: 'tat-deposit', isNot: ['No deposit, pay on the day'] },
    },
  ],
} satisfies DomainInput;
