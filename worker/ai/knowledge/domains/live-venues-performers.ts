import type { DomainInput } from '../records';

export default {
  id: 'live-venues-performers',
  name: 'Live venues, comedy clubs and performers',
  noun: 'venue lineup app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['comedy club', 6],
      ['comedy night', 6],
      ['comedy nights', 6],
      ['stand-up comedy', 6],
      ['standup comedy', 6],
      ['stand-up', 4],
      ['comedian', 5],
      ['comedians', 5],
      ['comics', 3],
      ['open mic', 6],
      ['open mics', 6],
      ['open mic night', 6],
      ['improv', 5],
      ['live music venue', 6],
      ['music venue', 6],
      ['live venue', 6],
      ['gig venue', 6],
      ['grassroots venue', 6],
      ['jazz club', 5],
      ['theatre', 4],
      ['theater', 4],
      ['playhouse', 5],
      ['fringe venue', 6],
      ['cabaret', 5],
      ['drag show', 5],
      ['burlesque', 5],
      ['spoken word', 5],
      ['poetry slam', 6],
      ['lineup', 5],
      ['line-up', 5],
      ['running order', 6],
      ['set times', 6],
      ['performer sign-up', 6],
      ['performer sign-ups', 6],
      ['performers', 4],
      ['headliner', 5],
      ['support act', 5],
      ['compere', 5],
      ['emcee', 4],
      ['door list', 6],
      ['green room', 5],
      ['soundcheck', 5],
      ['tech rider', 6],
      ['hospitality rider', 6],
      ['promoter', 4],
      ['booker', 2],
      ['venue', 2],
      ['acts', 1],
      ['gigs', 2],
      ['tickets', 1],
    ],
    de: [
      ['comedyclub', 6],
      ['kleinkunst*', 6],
      ['kabarett*', 5],
      ['theater*', 4],
      ['spielstatte', 5],
      ['livemusik*', 5],
      ['musikclub', 5],
      ['konzertlocation', 5],
      ['buhnenprogramm', 5],
      ['auftrittsplan', 6],
      ['auftrittszeiten', 6],
      ['kunstlerbetreuung', 5],
      ['kunstler', 2],
    ],
    es: [
      ['club de comedia', 6],
      ['comedia en vivo', 6],
      ['micro abierto', 6],
      ['monologuistas', 6],
      ['humoristas', 4],
      ['sala de conciertos', 6],
      ['musica en vivo', 5],
      ['orden de actuacion', 6],
      ['teatro', 4],
      ['cartel', 3],
      ['escenario', 3],
      ['artistas', 2],
    ],
    fr: [
      ['club de comedie', 6],
      ['scene ouverte', 6],
      ['humoristes', 5],
      ['salle de concert', 6],
      ['salle de spectacle', 6],
      ['cafe-theatre', 6],
      ['cafe theatre', 6],
      ['ordre de passage', 6],
      ['programmation', 3],
      ['fiche technique', 4],
      ['artistes', 2],
    ],
    pt: [
      ['clube de comedia', 6],
      ['comedia stand-up', 6],
      ['microfone aberto', 6],
      ['casa de shows', 6],
      ['casa de espetaculos', 6],
      ['musica ao vivo', 5],
      ['ordem de apresentacao', 6],
      ['teatro', 4],
      ['palco', 3],
      ['artistas', 2],
    ],
  },
  exclude: [
    'home theater',
    'home theatre',
    'operating theatre',
    'operating theater',
    'stand-up meeting',
    'stand-up meetings',
    'daily stand-up',
    'startup lineup',
    'product lineup',
  ],
  entities: [
    {
      name: 'Show',
      fields: [
        'name',
        'date',
        'doors, start and curfew times',
        'stage or room',
        'format (showcase, open mic, headline, concert)',
        'capacity',
        'ticket link and tickets sold',
        'status (draft, announced, on sale, done)',
      ],
    },
    {
      name: 'Performer',
      fields: [
        'stage name',
        'real name and contact',
        'act type (comic, band, solo, host)',
        'clips and links',
        'tech needs',
        'internal notes and rating',
        'past slots → Slot',
      ],
    },
    {
      name: 'Slot',
      fields: [
        'show → Show',
        'performer → Performer',
        'position in the running order',
        'set length',
        'start time',
        'role (host, opener, middle, headliner)',
        'status (offered, confirmed, dropped out)',
        'deal → Deal',
      ],
    },
    {
      name: 'Application',
      fields: [
        'performer → Performer',
        'show or open mic → Show',
        'dates available',
        'clip link',
        'status (new, shortlisted, booked, declined)',
      ],
    },
    {
      name: 'Deal',
      fields: ['type (unpaid, flat fee, door split, guarantee plus split)', 'amount or percentage', 'expenses', 'paid on'],
    },
    {
      name: 'Door List Entry',
      fields: ['show → Show', 'name', 'guest of → Performer', 'type (performer guest, comp, press)', 'plus-ones', 'checked in'],
    },
    {
      name: 'Date Hold',
      fields: ['date', 'stage', 'act or promoter', 'hold rank (first, second, third)', 'expires on'],
    },
  ],
  roles: [
    {
      name: 'Booker or venue manager',
      can: 'plan shows, build lineups, offer spots, set deals, publish the programme and see the night’s settlement',
    },
    { name: 'Host or stage manager', can: 'run the running order on the night, mark who performed and shift late set times' },
    { name: 'Door staff', can: 'see the door list and guest numbers for tonight and check names in' },
    { name: 'Sound and light tech', can: 'see the running order, set times and every act’s tech needs' },
    { name: 'Performer', can: 'keep a profile, apply or sign up for spots, confirm offers, see set times and add guests' },
  ],
  features: [
    {
      id: 'lvp-lineup',
      title: 'Show Lineups and Running Order',
      description:
        'The booker builds each show’s lineup, drags acts into the running order with set lengths, and start times follow automatically.',
      match: [
        'lineup',
        'line-up',
        'running order',
        'bill',
        'auftrittsplan',
        'reihenfolge',
        'cartel',
        'orden de actuacion',
        'ordre de passage',
        'programmation',
        'ordem de apresentacao',
      ],
      done: [
        {
          when: 'the booker moves an act in the running order',
          then: 'recalculate every start time from the show start and set lengths and warn if the last set passes the curfew',
        },
        {
          when: 'the running order changes after performers confirmed',
          then: 'tell each performer whose start time moved, with the new time',
        },
      ],
    },
    {
      id: 'lvp-offers',
      title: 'Spot Offers and Confirmations',
      description:
        'The booker offers spots with date, set length and fee; performers confirm or decline by link, and reminders chase the unconfirmed.',
      match: ['offers', 'confirmations', 'confirm', 'zusage', 'bestatigung', 'confirmacion', 'confirmation', 'confirmacao'],
      done: [
        {
          when: 'a performer confirms an offered spot',
          then: 'mark the slot confirmed, add the show to the performer’s list and show it in the lineup',
        },
        {
          when: 'an offer is unanswered two days before its deadline',
          then: 'remind the performer, and tell the booker when the deadline passes',
        },
      ],
    },
    {
      id: 'lvp-programme',
      title: 'Public Show Programme',
      description:
        'A what’s-on page of upcoming shows with the announced acts, doors and start times, prices and a button to the ticket page.',
      match: [
        'programme',
        'program',
        'what’s on',
        'whats on',
        'events calendar',
        'listings',
        'spielplan',
        'veranstaltungskalender',
        'agenda',
        'cartelera',
        'programme des spectacles',
        'programacao',
      ],
      done: [
        {
          when: 'the booker announces a show',
          then: 'publish it on the programme with the confirmed acts, photos, times and ticket link',
        },
        {
          when: 'a show sells out or is cancelled',
          then: 'mark it sold out or cancelled on the programme at once',
        },
      ],
    },
    {
      id: 'lvp-performers',
      title: 'Performer Profiles and History',
      description:
        'Each act’s stage name, contact, clips, tech needs and fee, with every past and upcoming spot and private notes from the bookers.',
      match: [
        'performers',
        'acts',
        'artists',
        'comedians',
        'bands',
        'kunstler',
        'artistas',
        'artistes',
        'humoristas',
        'humoristes',
      ],
      done: [
        {
          when: 'the booker opens a performer',
          then: 'show their clips, tech needs, past spots with the bookers’ notes, and upcoming confirmed shows',
        },
      ],
    },
    {
      id: 'lvp-door-list',
      title: 'Door List and Guest Check-in',
      description:
        'Performers’ guests, comps and press on one list per show, with a limit per performer; door staff tick names off on a phone.',
      match: ['door list', 'guest list', 'comps', 'gasteliste', 'lista de invitados', 'liste des invites', 'lista de convidados'],
      done: [
        {
          when: 'a performer adds guests beyond their allowance',
          then: 'refuse the extra names and show how many guests they have left',
        },
        {
          when: 'door staff check a name in',
          then: 'mark it checked in with its plus-ones and update the count of guests in for that show',
        },
      ],
    },
    {
      id: 'lvp-set-times',
      title: 'Set Times and Stage Timer',
      description:
        'On the night the host sees each act’s set length and a timer that signals when to wrap up; late starts shift the later times.',
      match: [
        'set times',
        'stage timer',
        'the light',
        'auftrittszeiten',
        'horarios de actuacion',
        'horaires de passage',
        'horarios',
      ],
      done: [
        {
          when: 'the host starts an act’s set',
          then: 'run a timer for the set length and signal one minute before the end and at the end',
        },
        {
          when: 'a set runs over',
          then: 'shift the next start times and show how far the show is from its curfew',
        },
      ],
    },
    {
      id: 'lvp-applications',
      title: 'Performer Applications for Spots',
      description:
        'Performers apply for shows with a clip link, credits and the dates they can do; the booker shortlists, books or declines in one inbox.',
      match: [
        'applications',
        'performer sign-up',
        'booking requests',
        'submissions',
        'bewerbungen',
        'anfragen',
        'solicitudes',
        'inscripciones',
        'candidatures',
        'inscricoes',
      ],
      done: [
        {
          when: 'a performer applies for a show',
          then: 'add the application to the booker’s inbox with the clip and past spots, and confirm receipt to the performer',
        },
        {
          when: 'the booker declines an application',
          then: 'send the performer a polite standard reply and keep the application on their history',
        },
      ],
    },
    {
      id: 'lvp-open-mic',
      title: 'Open Mic Sign-up List',
      description:
        'Performers claim a spot on the open mic list when it opens, with a limited number of spots and a reserve list for drop-outs.',
      match: ['open mic', 'sign-up list', 'open mic list', 'offene buhne', 'micro abierto', 'scene ouverte', 'microfone aberto'],
      done: [
        {
          when: 'two performers claim the last open mic spot at the same time',
          then: 'give it to exactly one and put the other first on the reserve list',
        },
        {
          when: 'a performer drops out of the open mic list',
          then: 'offer the spot to the first performer on the reserve list and tell them by SMS or email',
        },
      ],
    },
    {
      id: 'lvp-deals',
      title: 'Performer Fees and Door Splits',
      description:
        'Each slot carries its deal: unpaid spot, flat fee, door split or guarantee plus split; the night’s settlement sheet shows who is owed what.',
      match: [
        'fees',
        'payouts',
        'door split',
        'settlement',
        'gagen',
        'abrechnung',
        'cachet',
        'cachets',
        'reparto de taquilla',
        'feuille de reglement',
        'pagamento dos artistas',
      ],
      done: [
        {
          when: 'the booker closes a show with its ticket and door takings',
          then: 'work out every performer’s payment from their deal and list it on the settlement sheet',
        },
        {
          when: 'a performer is marked paid',
          then: 'record the date and amount and remove them from the unpaid list',
        },
      ],
    },
    {
      id: 'lvp-day-sheet',
      title: 'Show Day Sheet',
      description: 'Load-in, soundcheck, doors, set times and curfew for the day, with contacts, sent to every act and the crew.',
      match: ['day sheet', 'schedule for the day', 'tagesablauf', 'hoja de ruta', 'feuille de route', 'roteiro do dia'],
      done: [
        {
          when: 'the booker sends the day sheet',
          then: 'email each act and crew member the times for the day, the address, parking and the contact on the night',
        },
      ],
    },
    {
      id: 'lvp-tech-riders',
      title: 'Tech Riders and Stage Needs',
      description:
        'Acts list backline, inputs, microphones, screens and hospitality needs; the tech sees them per show in running order.',
      match: [
        'tech rider',
        'rider',
        'stage plot',
        'backline',
        'technische anforderungen',
        'rider tecnico',
        'fiche technique',
        'mapa de palco',
      ],
      done: [
        {
          when: 'a confirmed act uploads or changes its tech needs',
          then: 'attach them to the act’s slot and tell the sound tech of the change before the show',
        },
      ],
    },
    {
      id: 'lvp-holds',
      title: 'Date Holds for Acts and Promoters',
      description:
        'First, second and third holds on dates for acts, agents and promoters, with expiry dates and a challenge when a firmer offer comes in.',
      match: ['holds', 'date holds', 'avails', 'optionen', 'reservas de fecha', 'options sur dates', 'reserva de datas'],
      done: [
        {
          when: 'the booker confirms a date held by someone else first',
          then: 'refuse it until the first hold is released or challenged and its deadline passes',
        },
        {
          when: 'a hold reaches its expiry date',
          then: 'release it and move the next hold up, telling the booker',
        },
      ],
    },
    {
      id: 'lvp-ticket-counts',
      title: 'Ticket Sales Link and Counts',
      description:
        'Each show links to its ticket page on the ticketing platform, and sold counts flow back to the booker against capacity.',
      match: ['tickets', 'ticket sales', 'box office', 'tickets sold', 'ticketverkauf', 'entradas', 'billetterie', 'ingressos'],
      done: [
        {
          when: 'the ticketing platform reports new sales',
          then: 'update the show’s sold count and warn the booker when it passes 90% of capacity',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'comedy club lineup app',
      match: [
        'comedy',
        'comedy club',
        'comedy night',
        'stand-up',
        'standup',
        'comedian',
        'comedians',
        'open mic',
        'open mics',
        'improv',
        'poetry slam',
        'comedyclub',
        'club de comedia',
        'micro abierto',
        'monologuistas',
        'club de comedie',
        'scene ouverte',
        'humoristes',
        'clube de comedia',
        'microfone aberto',
      ],
      features: [
        'lvp-lineup',
        'lvp-open-mic',
        'lvp-applications',
        'lvp-offers',
        'lvp-set-times',
        'lvp-performers',
        'lvp-programme',
      ],
      recommend: [
        {
          question: 'lvp-venue-type',
          answer: 'Comedy nights and open mics',
          reason: 'Comedy lineups change weekly and fill from many new acts; sign-ups and running orders come first.',
        },
      ],
    },
    {
      noun: 'live music venue booking app',
      match: [
        'live music',
        'music venue',
        'live music venue',
        'gig venue',
        'grassroots venue',
        'jazz club',
        'concerts',
        'bands',
        'livemusik*',
        'musikclub',
        'konzertlocation',
        'sala de conciertos',
        'musica en vivo',
        'salle de concert',
        'casa de shows',
        'musica ao vivo',
      ],
      features: [
        'lvp-holds',
        'lvp-lineup',
        'lvp-day-sheet',
        'lvp-tech-riders',
        'lvp-deals',
        'lvp-programme',
        'lvp-ticket-counts',
        'lvp-door-list',
      ],
      recommend: [
        {
          question: 'lvp-venue-type',
          answer: 'Live music with touring and local acts',
          reason: 'Music venues book dates months ahead with agents; holds, day sheets and riders are the daily work.',
        },
        {
          question: 'lvp-who-fills',
          answer: 'The booker invites acts and agents offer tours',
          reason: 'Touring acts come through agents; local supports are invited by the booker rather than open sign-ups.',
        },
        {
          question: 'lvp-deals',
          answer: 'A door split or a guarantee plus split',
          reason: 'Music deals are usually a guarantee against a share of the door; the settlement must show the maths.',
        },
        {
          question: 'lvp-performer-accounts',
          answer: 'Forms and emailed links only; staff sign in',
          reason: 'Touring acts and agents work by email; links to confirm, add guests and upload riders do without accounts.',
        },
      ],
    },
    {
      noun: 'theatre programming app',
      match: [
        'theatre',
        'theater',
        'playhouse',
        'fringe',
        'cabaret',
        'theater*',
        'kleinkunst*',
        'kabarett*',
        'teatro',
        'cafe-theatre',
        'salle de spectacle',
        'casa de espetaculos',
      ],
      features: ['lvp-holds', 'lvp-programme', 'lvp-day-sheet', 'lvp-tech-riders', 'lvp-deals', 'lvp-ticket-counts'],
      recommend: [
        {
          question: 'lvp-venue-type',
          answer: 'Theatre and touring productions',
          reason: 'A receiving theatre programmes visiting companies by run of dates; holds, tech needs and splits lead.',
        },
        {
          question: 'lvp-who-fills',
          answer: 'The booker invites acts and agents offer tours',
          reason: 'Touring companies and producers pitch runs to the programmer; open sign-ups do not fit a theatre season.',
        },
        {
          question: 'lvp-deals',
          answer: 'A door split or a guarantee plus split',
          reason: 'Visiting companies usually play for a share of the box office, sometimes against a guarantee.',
        },
        {
          question: 'lvp-performer-accounts',
          answer: 'Forms and emailed links only; staff sign in',
          reason: 'Companies and producers deal with the programmer by email; links to confirm and send tech needs are enough.',
        },
      ],
      unless: ['comedy', 'open mic', 'stand-up', 'comedians'],
    },
  ],
  integrations: [
    { name: 'Eventbrite, DICE or Ticket Tailor', for: 'linking each show to its ticket page and reading sold counts' },
    { name: 'Twilio', for: 'SMS offers, open mic spot alerts and running-order changes on show day' },
    { name: 'Resend or Postmark', for: 'offers, confirmations, day sheets and application replies by email' },
    { name: 'YouTube and Spotify embeds', for: 'performer clips and tracks on applications and profiles' },
    { name: 'Google Calendar', for: 'the venue’s show and hold calendar for the booking team' },
    { name: 'Xero or QuickBooks', for: 'exporting the nightly settlement and performer payments' },
  ],
  pages: [
    { name: 'Shows', purpose: 'calendar of shows and holds by stage, with confirmed acts and tickets sold' },
    { name: 'Show', purpose: 'lineup builder with running order, set times, deals, door list and day sheet' },
    { name: 'Applications', purpose: 'inbox of performer applications with clips, to shortlist, book or decline' },
    { name: 'Performers', purpose: 'directory of acts with clips, tech needs, notes and past spots' },
    { name: 'Open mic sign-up', purpose: 'the public list where performers claim a spot or join the reserve list' },
    { name: 'What’s on', purpose: 'the public programme of upcoming shows with acts, times and ticket links' },
    { name: 'Tonight', purpose: 'the host’s running order with stage timer, and the door list for door staff' },
    { name: 'Settlement', purpose: 'the night’s takings, each performer’s deal and what is paid or owed' },
  ],
  design:
    'backstage-practical: a dark theme that reads in dim venues, a running order in large type legible from the side of the stage, and a poster-like public programme led by performer photos',
  questions: [
    {
      id: 'lvp-venue-type',
      category: 'scope',
      text: 'What kind of shows does the venue put on?',
      options: [
        'Comedy nights and open mics',
        'Live music with touring and local acts',
        'Theatre and touring productions',
        'A mix of comedy, music and other nights',
      ],
      recommended: 'Comedy nights and open mics',
      reason:
        'Lineups that change every week with many new acts need the most from an app; music and theatre add holds and riders.',
      impact: 10,
      decision: 'Kind of shows',
      replaces: 'audience',
      says: {
        'Comedy nights and open mics':
          'Build it for a comedy venue: weekly shows and open mics with hosts, short sets and many changing acts.',
        'Live music with touring and local acts':
          'Build it for a live music venue: dates held and booked with acts and agents, support slots, soundchecks, riders and door deals.',
        'Theatre and touring productions':
          'Build it for a receiving theatre: runs of dates for visiting companies, with holds, tech needs and box-office splits.',
        'A mix of comedy, music and other nights':
          'Support comedy, music and other nights; each show chooses its format (open mic, showcase, concert, run of dates).',
      },
    },
    {
      id: 'lvp-who-fills',
      category: 'user-flow',
      text: 'How do performers get onto a lineup?',
      options: [
        'The booker invites acts and agents offer tours',
        'Performers apply for spots and the booker picks',
        'Open sign-up, first come first served',
        'A mix: invited headliners, applications for the rest',
      ],
      recommended: 'A mix: invited headliners, applications for the rest',
      reason: 'Headliners are booked directly; openers and new acts apply, which gives the booker a pool without chasing.',
      impact: 9,
      decision: 'Filling lineups',
      says: {
        'The booker invites acts and agents offer tours':
          'Only the booker adds acts to lineups, by offering them spots; there is no public application form.',
        'Performers apply for spots and the booker picks':
          'Performers apply for shows through a form with a clip; the booker books spots from the applications.',
        'Open sign-up, first come first served':
          'Performers sign up for free spots themselves, first come first served, up to the show’s number of spots.',
        'A mix: invited headliners, applications for the rest':
          'The booker offers headline and host spots directly; other spots are filled from performer applications.',
      },
    },
    {
      id: 'lvp-performer-accounts',
      category: 'security',
      text: 'Do performers get their own accounts, or only forms and emailed links?',
      options: [
        'Forms and emailed links only; staff sign in',
        'Performer profiles with a magic link by email',
        'Performer profiles with Google or Apple sign-in',
      ],
      recommended: 'Performer profiles with a magic link by email',
      reason:
        'Regular acts apply and confirm every week; a profile keeps their clips and history, and a magic link has no password to lose.',
      impact: 8,
      decision: 'Performer accounts',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Forms and emailed links only; staff sign in':
          'Only venue staff sign in; performers apply through a form and confirm offers through emailed links.',
        'Performer profiles with a magic link by email':
          'Performers sign in with a magic link by email to a profile with their clips, applications, confirmed spots and guests; staff sign in with email and password.',
        'Performer profiles with Google or Apple sign-in':
          'Performers sign in with Google or Apple to a profile with their clips, applications, confirmed spots and guests.',
      },
    },
    {
      id: 'lvp-deals',
      category: 'scope',
      text: 'How are performers paid for their sets?',
      options: [
        'Unpaid spots only',
        'A flat fee per set',
        'A door split or a guarantee plus split',
        'It varies by show and slot',
      ],
      recommended: 'It varies by show and slot',
      reason: 'Most venues pay headliners and hosts, split the door on some nights and run unpaid spots for new acts.',
      impact: 7,
      decision: 'Performer pay',
      says: {
        'Unpaid spots only': 'Performers are not paid; slots carry no deal.',
        'A flat fee per set': 'Each slot has a flat fee; the settlement lists every performer’s fee for the night.',
        'A door split or a guarantee plus split':
          'Each act has a deal of a door split or a guarantee plus a share above costs; the settlement works out each payment from the takings.',
        'It varies by show and slot':
          'Each slot carries its own deal (unpaid, flat fee, door split, guarantee plus split); the settlement works out what each performer is owed.',
      },
    },
    {
      id: 'lvp-payouts',
      category: 'integrations',
      text: 'How are performers paid after the show?',
      options: [
        'Recorded in the app, paid outside it',
        'A settlement sheet exported to the accounts',
        'Paid out through the app (Stripe Connect)',
      ],
      recommended: 'A settlement sheet exported to the accounts',
      reason:
        'Venues pay by bank transfer or cash on the night; an exported settlement keeps the books straight without payout fees.',
      impact: 4,
      decision: 'Paying performers',
      askIf: { answer: 'lvp-deals', isNot: ['Unpaid spots only'] },
      says: {
        'Recorded in the app, paid outside it':
          'Record what each performer is owed and mark it paid; payments happen outside the app.',
        'A settlement sheet exported to the accounts':
          'Produce a settlement sheet per show (takings, costs, each deal and payment) and export it to Xero or QuickBooks.',
        'Paid out through the app (Stripe Connect)':
          'Performers connect a Stripe account and are paid out through Stripe Connect after the settlement is approved.',
      },
    },
    {
      id: 'lvp-ticketing',
      category: 'integrations',
      text: 'How are tickets for your shows sold?',
      options: [
        'No tickets: free entry or pay at the door',
        'On a ticketing platform we link to (Eventbrite, DICE, Ticket Tailor)',
        'Sold in this app',
      ],
      recommended: 'On a ticketing platform we link to (Eventbrite, DICE, Ticket Tailor)',
      reason:
        'Ticketing means payments, refunds, fees and door scanning; a platform does that today and the app reads sold counts.',
      impact: 7,
      decision: 'Ticket sales',
      replaces: 'online-payments',
      says: {
        'No tickets: free entry or pay at the door': 'There is no ticketing; shows are free or paid at the door.',
        'On a ticketing platform we link to (Eventbrite, DICE, Ticket Tailor)':
          'Tickets are sold on an existing ticketing platform: link each show to its ticket page and read sold counts back into the show.',
        'Sold in this app':
          'Sell tickets in the app with card payments, capacity per show, e-tickets with QR codes and scanning at the door.',
      },
    },
    {
      id: 'lvp-open-mic-signup',
      category: 'user-flow',
      text: 'How do comics claim a spot on the open mic list?',
      options: [
        'Online, first come first served when the list opens',
        'Online, then a random draw',
        'On the night at the venue',
        'Most spots online, a few kept for the night',
      ],
      recommended: 'Most spots online, a few kept for the night',
      reason:
        'Regulars want to plan their week; keeping two or three spots for the night still gives walk-in newcomers a chance.',
      impact: 7,
      decision: 'Open mic sign-up',
      askIf: {
        any: [
          { answer: 'lvp-venue-type', is: ['Comedy nights and open mics', 'A mix of comedy, music and other nights'] },
          { feature: ['lvp-open-mic'] },
        ],
      },
      says: {
        'Online, first come first served when the list opens':
          'The open mic list opens online at a set time before each show; spots go first come first served, then a reserve list.',
        'Online, then a random draw':
          'Performers enter online until a cut-off; a random draw fills the spots and the rest go on the reserve list in draw order.',
        'On the night at the venue':
          'Performers sign up at the venue on the night; the host enters names into the running order on a phone.',
        'Most spots online, a few kept for the night':
          'Most open mic spots are claimed online when the list opens; a set number is kept for sign-up at the venue on the night.',
      },
    },
    {
      id: 'lvp-spot-limits',
      category: 'data',
      text: 'How often may the same performer get a spot?',
      options: ['No limit', 'Once a week', 'Once a month per show', 'Set per show'],
      recommended: 'Set per show',
      reason:
        'Open mics allow weekly spots, while showcase nights keep the audience fresh by booking an act once a month or less.',
      impact: 4,
      decision: 'Spots per performer',
      askIf: { answer: 'lvp-venue-type', isNot: ['Live music with touring and local acts', 'Theatre and touring productions'] },
      says: {
        'No limit': 'Performers can take spots as often as they are offered or sign up.',
        'Once a week': 'A performer can hold at most one spot per week across all shows.',
        'Once a month per show': 'A performer can hold at most one spot per show per calendar month.',
        'Set per show':
          'Each show sets how often the same performer may appear (for example weekly for the open mic, monthly for the showcase).',
      },
    },
    {
      id: 'lvp-drop-outs',
      category: 'edge-cases',
      text: 'What happens when a booked performer drops out or has not confirmed close to the show?',
      options: [
        'The booker sorts it out by hand',
        'Unconfirmed spots are released 48 hours before and offered to the reserve list',
        'Drop-outs are offered to the reserve list at once, first to accept gets it',
      ],
      recommended: 'Unconfirmed spots are released 48 hours before and offered to the reserve list',
      reason: 'A deadline stops silent no-shows, and a reserve list fills the gap without the booker texting ten people.',
      impact: 6,
      decision: 'Drop-outs',
      askIf: { answer: 'lvp-venue-type', isNot: ['Theatre and touring productions'] },
      says: {
        'The booker sorts it out by hand': 'Flag drop-outs and unconfirmed spots to the booker, who fills them by hand.',
        'Unconfirmed spots are released 48 hours before and offered to the reserve list':
          'Spots not confirmed 48 hours before the show are released; free spots are offered in order to the reserve list, and the booker sees the result.',
        'Drop-outs are offered to the reserve list at once, first to accept gets it':
          'When a spot frees up, message everyone on the reserve list at once; the first to accept gets it and the others are told it is gone.',
      },
    },
    {
      id: 'lvp-lineup-public',
      category: 'user-flow',
      text: 'How much of a show’s lineup does the audience see before the night?',
      options: [
        'Only the show name and date',
        'Headliners only',
        'Every confirmed act',
        'Every confirmed act, with set times on the day',
      ],
      recommended: 'Every confirmed act, with set times on the day',
      reason: 'Names sell tickets; set times keep changing until soundcheck, so they are published on the day.',
      impact: 5,
      decision: 'Lineup shown to the public',
      says: {
        'Only the show name and date': 'The programme shows the show name, date and times; the lineup stays internal.',
        'Headliners only': 'The programme shows only acts marked as headliners; the rest of the lineup stays internal.',
        'Every confirmed act': 'The programme shows every confirmed act; unconfirmed acts never appear.',
        'Every confirmed act, with set times on the day':
          'The programme shows every confirmed act; set times appear on the show’s page from the morning of the show.',
      },
    },
    {
      id: 'lvp-staff',
      category: 'roles',
      text: 'Who on the venue team works in the app on a show night?',
      options: [
        'The booker alone',
        'The booker plus hosts who run the running order',
        'Booker, hosts, door staff and sound tech, each with their own view',
      ],
      recommended: 'The booker plus hosts who run the running order',
      reason:
        'Small clubs run on a booker and a host; door and tech can use a shared link to tonight’s list until the team grows.',
      impact: 6,
      decision: 'Venue team',
      replaces: 'admin-area',
      says: {
        'The booker alone': 'Only the booker signs in on the venue side and runs everything.',
        'The booker plus hosts who run the running order':
          'The booker manages shows, acts and deals; hosts see their shows’ running order, mark who performed and shift times.',
        'Booker, hosts, door staff and sound tech, each with their own view':
          'The booker manages everything; hosts run the running order; door staff see only the door list; techs see the running order and tech needs.',
      },
    },
    {
      id: 'lvp-running-late',
      category: 'edge-cases',
      text: 'What should happen to later set times when a show runs late?',
      options: [
        'Set times stay as planned',
        'Later sets shift and performers see their new times',
        'Later sets shift, and the host is warned when the show will pass the curfew',
      ],
      recommended: 'Later sets shift, and the host is warned when the show will pass the curfew',
      reason: 'Licences and neighbours make curfews hard limits; the host needs to know early which set to cut short.',
      impact: 5,
      decision: 'Running late',
      says: {
        'Set times stay as planned': 'Set times do not change on the night.',
        'Later sets shift and performers see their new times':
          'When a set runs over, shift later start times and show performers their new times.',
        'Later sets shift, and the host is warned when the show will pass the curfew':
          'When a set runs over, shift later start times and warn the host as soon as the last set would end past the curfew.',
      },
    },
    {
      id: 'lvp-door-guests',
      category: 'data',
      text: 'Who goes on the door list for a show?',
      options: [
        'No door list',
        'Performers’ guests, up to a set number each',
        'Performers’ guests, comps and press, each marked by type',
      ],
      recommended: 'Performers’ guests, up to a set number each',
      reason: 'Acts bring a partner or friend; a fixed allowance avoids arguments at the door and empty paid seats.',
      impact: 4,
      decision: 'Door list',
      says: {
        'No door list': 'There is no door list; everyone needs a ticket.',
        'Performers’ guests, up to a set number each':
          'Each confirmed performer can add guests up to the show’s allowance (for example two); door staff tick them in.',
        'Performers’ guests, comps and press, each marked by type':
          'The door list holds performers’ guests, staff comps and press, each marked by type and counted against capacity.',
      },
    },
    {
      id: 'lvp-holds-rules',
      category: 'user-flow',
      text: 'How do you hold dates for acts that are not confirmed yet?',
      options: [
        'No holds: a date is free or booked',
        'First, second and third holds with a challenge',
        'Pencil holds that expire after a set number of days',
      ],
      recommended: 'First, second and third holds with a challenge',
      reason:
        'Agents expect ranked holds; a challenge lets a firm offer push the first hold to decide, as promoters are used to.',
      impact: 5,
      decision: 'Date holds',
      feature: 'lvp-holds',
      says: {
        'No holds: a date is free or booked': 'Dates are either free or booked; there are no holds.',
        'First, second and third holds with a challenge':
          'Dates can carry ranked holds; a lower hold can challenge the first, which then has a set number of days to confirm or release.',
        'Pencil holds that expire after a set number of days':
          'A date can be pencilled for one act; the hold expires after a set number of days unless it is confirmed.',
      },
    },
    {
      id: 'lvp-application-clips',
      category: 'data',
      text: 'What should performers send with an application?',
      options: ['A short note only', 'A clip link and their credits', 'A clip link, credits and the dates they are free'],
      recommended: 'A clip link, credits and the dates they are free',
      reason: 'Bookers judge acts by a clip and book by date; asking for free dates up front saves a round of emails per act.',
      impact: 4,
      decision: 'Application details',
      feature: 'lvp-applications',
      says: {
        'A short note only': 'Applications carry the performer’s name, contact and a short note.',
        'A clip link and their credits':
          'Applications require a clip link (YouTube, Instagram, Spotify) and a short list of credits.',
        'A clip link, credits and the dates they are free':
          'Applications require a clip link, credits and the dates the performer can do, so the booker can book straight from them.',
      },
    },
    {
      id: 'lvp-performer-messages',
      category: 'user-flow',
      text: 'How should performers hear about offers, open spots and running-order changes?',
      options: ['Email only', 'Email, and SMS on show day', 'WhatsApp messages', 'Push notifications in an app'],
      recommended: 'Email, and SMS on show day',
      reason: 'Offers can wait in an inbox, but a spot freed at 6 pm or a moved set time must reach a performer on the move.',
      impact: 4,
      decision: 'Messages to performers',
      replaces: 'notification-channel',
      says: {
        'Email only': 'Send offers, confirmations and changes to performers by email.',
        'Email, and SMS on show day':
          'Send offers and confirmations by email; send same-day changes (freed spots, moved set times) by SMS too.',
        'WhatsApp messages': 'Send offers, confirmations and changes to performers as WhatsApp messages.',
        'Push notifications in an app': 'Send offers, confirmations and changes as push notifications to the performer app.',
      },
    },
    {
      id: 'lvp-stages',
      category: 'scope',
      text: 'How many stages or venues run shows through it?',
      options: ['One stage', 'Several stages or rooms in one venue', 'Several venues or a night touring cities'],
      recommended: 'One stage',
      reason: 'Start with one stage; keeping a stage on every show from day one makes a second room data, not a rewrite.',
      impact: 5,
      decision: 'Stages and venues',
      says: {
        'One stage': 'There is one stage; keep a stage reference on each show so a second room can be added later.',
        'Several stages or rooms in one venue':
          'The venue has several stages or rooms; shows, holds and door lists belong to a stage, and the calendar filters by stage.',
        'Several venues or a night touring cities':
          'Shows run at several venues, each with its own address, capacity, curfew and team; bookers see all or one.',
      },
    },
  ],
} satisfies DomainInput;
