import type { DomainInput } from '../records';

export default {
  id: 'wineries-breweries',
  name: 'Wineries, breweries and distilleries',
  noun: 'winery and taproom app',
  complexity: 2,
  recognise: {
    en: [
      ['winery', 6],
      ['wine estate', 6],
      ['winemaker', 5],
      ['wine club', 6],
      ['tasting room', 6],
      ['wine tasting', 5],
      ['cellar door', 6],
      ['brewery', 6],
      ['craft brewery', 6],
      ['microbrewery', 6],
      ['brewpub', 6],
      ['taproom', 6],
      ['tap list', 5],
      ['beer club', 6],
      ['craft beer', 5],
      ['brewing', 4],
      ['distillery', 6],
      ['craft spirits', 5],
      ['cidery', 6],
      ['meadery', 6],
      ['growler fill', 5],
      ['crowler', 6],
      ['tasting', 4],
      ['fermentation', 3],
      ['vineyard', 4],
      ['barrel', 3],
      ['keg', 3],
      ['wine', 3],
      ['beer', 3],
    ],
    de: [
      ['weingut', 6],
      ['winzer*', 6],
      ['weinprobe', 6],
      ['weinverkostung', 6],
      ['weinclub', 6],
      ['weinkeller', 4],
      ['brauerei*', 6],
      ['bierverkostung', 6],
      ['brennerei', 6],
      ['destillerie', 6],
      ['wein', 3],
      ['bier', 3],
    ],
    es: [
      ['bodega de vinos', 6],
      ['bodega', 4],
      ['cata de vinos', 6],
      ['club de vinos', 6],
      ['enoturismo', 6],
      ['cerveceria artesanal', 6],
      ['cerveza artesanal', 6],
      ['destileria', 6],
      ['sala de catas', 6],
      ['vinos', 3],
    ],
    fr: [
      ['domaine viticole', 6],
      ['vigneron*', 6],
      ['caveau', 5],
      ['degustation', 5],
      ['club de vin', 6],
      ['microbrasserie', 6],
      ['brasserie artisanale', 6],
      ['biere artisanale', 6],
      ['distillerie', 6],
      ['oenotourisme', 6],
    ],
    pt: [
      ['vinicola', 6],
      ['adega', 5],
      ['degustacao', 5],
      ['clube do vinho', 6],
      ['cervejaria', 6],
      ['cerveja artesanal', 6],
      ['destilaria', 6],
      ['alambique', 5],
      ['chope', 3],
    ],
  },
  exclude: ['wine list', 'wine bar', 'wine pairing', 'beer garden', 'homebrew', 'brew install', 'wine on linux', 'wine emulator'],
  entities: [
    {
      name: 'Product',
      fields: ['name', 'type (wine, beer, spirit)', 'vintage or batch → Batch', 'style', 'ABV', 'formats and prices', 'stock'],
    },
    {
      name: 'Tasting',
      fields: ['experience (flight, tour, private)', 'date and time', 'capacity', 'price', 'guests booked', 'host'],
    },
    {
      name: 'Reservation',
      fields: ['guest → Guest', 'tasting → Tasting', 'party size', 'status (booked, arrived, no-show)', 'paid', 'notes'],
    },
    {
      name: 'Club Membership',
      fields: ['member → Guest', 'tier', 'shipments per year', 'discount', 'card on file', 'pickup or ship', 'status'],
    },
    {
      name: 'Club Release',
      fields: ['tier', 'release date', 'selection', 'customisation deadline', 'charge date', 'orders'],
    },
    {
      name: 'Batch',
      fields: ['product → Product', 'vessel (tank, barrel)', 'brew or harvest date', 'readings', 'packaged on', 'volume'],
    },
    { name: 'Guest', fields: ['name', 'email', 'date of birth', 'address', 'club member', 'purchase history'] },
  ],
  roles: [
    { name: 'Owner', can: 'manage products, tastings, club tiers and releases, prices and see sales' },
    { name: 'Tasting room staff', can: 'check in reservations, run the taproom, sell bottles and sign up club members' },
    { name: 'Club manager', can: 'run club releases, handle member changes, failed cards and pickups' },
    { name: 'Production staff', can: 'log batches, readings and packaging, and update stock' },
    { name: 'Guest or member', can: 'book tastings, buy bottles, join the club and manage their shipments' },
  ],
  features: [
    {
      id: 'tasting-reservations',
      title: 'Tasting Reservations',
      description:
        'Guests book tastings and tours by time slot with party size; each slot has a capacity and large groups need approval.',
      match: [
        'tasting',
        'reservation',
        'tour',
        'weinprobe',
        'verkostung',
        'cata',
        'reserva',
        'degustation',
        'visite',
        'degustacao',
      ],
      done: [
        {
          when: 'a guest books a tasting slot with enough seats left',
          then: 'confirm the booking, reduce the seats left and send the details with directions',
        },
        {
          when: 'two parties try to book the last seats of a slot at the same time',
          then: 'confirm only the first and offer the other the next free slots',
        },
      ],
    },
    {
      id: 'club-memberships',
      title: 'Wine and Beer Club Memberships',
      description:
        'Club tiers with a number of releases a year, member discounts and perks; members join online or at the tasting bar.',
      match: [
        'wine club',
        'beer club',
        'club',
        'membership',
        'weinclub',
        'mitgliedschaft',
        'club de vinos',
        'membresia',
        'club de vin',
        'clube do vinho',
      ],
      done: [
        {
          when: 'a guest joins the club at the tasting bar',
          then: 'save their card and date of birth, apply the member discount at once and send the welcome email',
        },
      ],
    },
    {
      id: 'club-releases',
      title: 'Club Release Processing',
      description:
        'Each release has a selection, a window for members to customise, one charge run and pick lists for shipping or pickup.',
      match: ['club release', 'shipment', 'allocation', 'versand', 'envio', 'expedition', 'remessa'],
      done: [
        {
          when: 'the release charge run starts',
          then: 'charge each active member once, hold orders with declined cards and list them for follow-up',
        },
        {
          when: 'a member customises their release before the deadline',
          then: 'update the bottles and price and reserve the stock',
        },
      ],
    },
    {
      id: 'online-shop',
      title: 'Bottle Shop with Age Check',
      description:
        'Bottles, cans and merchandise sold online for shipping or pickup, with date of birth at checkout and ID on handover.',
      match: [
        'online shop',
        'webshop',
        'bottle shop',
        'e-commerce',
        'onlineshop',
        'tienda online',
        'boutique en ligne',
        'loja online',
      ],
      done: [
        {
          when: 'a customer under the legal drinking age tries to check out',
          then: 'refuse the order and explain why',
        },
        {
          when: 'a customer enters a shipping address where the business may not ship alcohol',
          then: 'block shipping there before payment and offer pickup',
        },
      ],
    },
    {
      id: 'member-portal',
      title: 'Member Portal',
      description: 'Members see upcoming releases, customise them, switch pickup or shipping, update their card and see perks.',
      match: ['member portal', 'my account', 'mitgliederbereich', 'area de socios', 'espace membre', 'area do socio'],
      done: [
        {
          when: 'a member changes from shipping to pickup before a release',
          then: 'remove the shipping fee and add them to the pickup list',
        },
      ],
    },
    {
      id: 'events-releases',
      title: 'Events and Release Parties',
      description: 'Ticketed events such as release parties, dinners and pickup parties, with member pricing.',
      match: ['events', 'release party', 'pickup party', 'veranstaltung', 'eventos', 'evenements'],
      done: [
        {
          when: 'a club member buys an event ticket',
          then: 'apply the member price and count it against the event capacity',
        },
      ],
    },
    {
      id: 'tap-list',
      title: 'Live Tap List and Pour Menu',
      description:
        'What is pouring now with style, ABV and prices, updated by staff and shown on the website and taproom screens.',
      match: ['tap list', 'menu', 'on tap', 'pour list', 'getrankekarte', 'carta', 'carte', 'cardapio'],
      done: [
        {
          when: 'staff mark a keg as empty',
          then: 'remove it from the tap list on the website and screens at once',
        },
      ],
    },
    {
      id: 'finished-stock',
      title: 'Bottle and Keg Stock',
      description:
        'Finished stock by product and format, reserved for club releases, with kegs out at bars tracked until returned.',
      match: ['stock', 'inventory', 'kegs', 'lagerbestand', 'fasser', 'inventario', 'barriles', 'stocks', 'estoque'],
      done: [
        {
          when: 'stock of a product falls below what the next club release needs',
          then: 'warn the owner before the release is published',
        },
      ],
    },
    {
      id: 'batch-tracking',
      title: 'Batch and Vintage Tracking',
      description:
        'Brews, harvests and distillations logged by vessel with readings, transfers and packaging, linked to the products sold.',
      match: [
        'batch',
        'vintage',
        'brew log',
        'fermentation',
        'tanks',
        'barrels',
        'sud',
        'lote',
        'cosecha',
        'cuvee',
        'lote de producao',
      ],
      done: [
        {
          when: 'a batch is packaged',
          then: 'add the packaged volume to finished stock by format and close the batch',
        },
      ],
    },
    {
      id: 'taproom-tabs',
      title: 'Taproom Orders and Tabs',
      description: 'Guests order at the bar or table by QR code and keep a tab open until they leave.',
      match: ['tab', 'bar tab', 'qr order', 'table order', 'deckel', 'cuenta', 'addition', 'comanda'],
      done: [
        {
          when: 'a guest closes their tab',
          then: 'total the orders, apply member discounts and take payment',
        },
      ],
    },
    {
      id: 'wholesale-accounts',
      title: 'Wholesale and Distributor Orders',
      description: 'Bars, restaurants and shops order at trade prices; orders, deliveries and kegs out are tracked per account.',
      match: ['wholesale', 'distributor', 'trade', 'grosshandel', 'gastronomie', 'distribuidor', 'distributeur', 'distribuidora'],
      done: [
        {
          when: 'a wholesale order is delivered with kegs',
          then: 'record the kegs out against that account until they are returned',
        },
      ],
    },
    {
      id: 'excise-reports',
      title: 'Production and Excise Reports',
      description: 'Monthly production, stock and removals reports for excise returns, built from batches and sales.',
      match: [
        'excise',
        'ttb',
        'compliance',
        'duty',
        'alkoholsteuer',
        'biersteuer',
        'impuestos especiales',
        'droits d accises',
        'impostos',
      ],
      done: [
        {
          when: 'the owner opens the excise report for a month',
          then: 'show produced, packaged and removed volumes by product type ready for the return',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Square', for: 'tasting room and taproom point of sale, tabs and card payments' },
    { name: 'Stripe', for: 'club charges, online orders and tasting deposits' },
    { name: 'Commerce7 or WineDirect', for: 'wine club and direct-to-consumer sales for wineries' },
    { name: 'Ekos or vintrace', for: 'production, batches and excise data in breweries and wineries' },
    { name: 'ShipCompliant', for: 'checking alcohol shipping rules and taxes per destination' },
    { name: 'Untappd', for: 'publishing the tap list and beer details' },
  ],
  pages: [
    { name: 'Visit', purpose: 'tasting experiences, tours and events with times to book' },
    { name: 'Shop', purpose: 'bottles and cans with age check, shipping or pickup' },
    { name: 'Tap list', purpose: 'what is pouring now, with style, ABV and prices' },
    { name: 'Join the club', purpose: 'club tiers, perks and sign-up' },
    { name: 'Member portal', purpose: 'upcoming release, customise, pickup or ship, card and history' },
    { name: 'Tasting room', purpose: 'today’s reservations and check-ins, walk-ins and club sign-ups' },
    { name: 'Club releases', purpose: 'build a release, customisation window, charge run and pick lists' },
    { name: 'Production', purpose: 'batches by vessel, readings and packaging' },
  ],
  design:
    'warm and crafted, with earthy colours and real photos of the cellar or brewhouse, and a clear, dignified age check before anything alcoholic is sold',
  questions: [
    {
      id: 'cellar-focus',
      category: 'scope',
      text: 'What should the app run first for the business?',
      options: [
        'Visits: tastings and the taproom',
        'The club and its releases',
        'Visits and the club together',
        'Production: batches, vessels and packaging',
      ],
      recommended: 'Visits and the club together',
      reason: 'Tasting-room visitors are where club members come from; joining at the bar in one tap is how clubs grow.',
      impact: 10,
      decision: 'Main focus',
      replaces: 'online-payments',
      says: {
        'Visits: tastings and the taproom':
          'The app centres on visits: tasting reservations, the tap list and the tasting room’s check-ins and sales.',
        'The club and its releases':
          'The app centres on the club: tiers, sign-up, release processing with customisation, charges and pickups or shipping.',
        'Visits and the club together':
          'The app runs tasting reservations and the club together, so guests can join the club during or after their visit.',
        'Production: batches, vessels and packaging':
          'The app centres on production: batches by vessel, readings, transfers, packaging and finished stock.',
      },
    },
    {
      id: 'cellar-club-model',
      category: 'scope',
      text: 'How does the club work for members?',
      options: [
        'Releases several times a year, members can swap bottles before the charge',
        'Fixed releases, no changes',
        'A monthly subscription',
        'A discount membership only, no releases',
      ],
      recommended: 'Releases several times a year, members can swap bottles before the charge',
      reason: 'A customisation window lowers cancellations after a release members did not like, the main cause of club churn.',
      impact: 9,
      decision: 'Club model',
      askIf: {
        answer: 'cellar-focus',
        isNot: ['Visits: tastings and the taproom', 'Production: batches, vessels and packaging'],
      },
      says: {
        'Releases several times a year, members can swap bottles before the charge':
          'Club tiers get releases several times a year; members can swap bottles within the tier value during a customisation window before one charge.',
        'Fixed releases, no changes': 'Club tiers get fixed releases several times a year, charged automatically.',
        'A monthly subscription': 'The club is a monthly subscription with a set number of bottles, charged each month.',
        'A discount membership only, no releases':
          'The club is a paid membership with discounts and perks; there are no releases.',
      },
    },
    {
      id: 'cellar-age-check',
      category: 'security',
      text: 'How are ages checked before alcohol is sold?',
      options: [
        'Date of birth at checkout, ID checked at pickup or delivery',
        'Third-party ID verification online',
        'A confirmation checkbox only',
      ],
      recommended: 'Date of birth at checkout, ID checked at pickup or delivery',
      reason:
        'Selling alcohol requires proof of age; staff or the carrier check ID at handover, which a checkbox alone does not replace.',
      impact: 9,
      decision: 'Age checks',
      says: {
        'Date of birth at checkout, ID checked at pickup or delivery':
          'Ask for the date of birth at checkout and sign-up and refuse anyone under the legal age; ID is checked at pickup or by the carrier on delivery.',
        'Third-party ID verification online':
          'Verify age with a third-party ID check before the first alcohol order or club sign-up is accepted.',
        'A confirmation checkbox only': 'Buyers confirm they are of legal drinking age with a checkbox before checkout.',
      },
    },
    {
      id: 'cellar-tasting-booking',
      category: 'user-flow',
      text: 'How do visitors book tastings?',
      options: [
        'Time slots with a group-size limit, paid when booking',
        'Time slots, paid on the day',
        'Walk-ins only, no booking',
      ],
      recommended: 'Time slots with a group-size limit, paid when booking',
      reason: 'Prepaid slots end no-shows on busy weekends; the fee can be waived when guests buy bottles or join the club.',
      impact: 8,
      decision: 'Tasting bookings',
      askIf: { answer: 'cellar-focus', isNot: ['The club and its releases', 'Production: batches, vessels and packaging'] },
      says: {
        'Time slots with a group-size limit, paid when booking':
          'Guests book a tasting slot and pay when booking; each slot has a seat limit and the fee is credited against bottle purchases.',
        'Time slots, paid on the day': 'Guests book a tasting slot without paying; they pay in the tasting room.',
        'Walk-ins only, no booking': 'There are no tasting reservations; the app shows opening hours and what is pouring.',
      },
    },
    {
      id: 'cellar-accounts',
      category: 'security',
      text: 'Who needs an account?',
      options: [
        'Club members and staff; visitors book as guests',
        'Everyone, including visitors booking a tasting',
        'Staff only',
      ],
      recommended: 'Club members and staff; visitors book as guests',
      reason: 'Members manage releases and cards often; visitors book once a year and should not face a sign-up.',
      impact: 7,
      decision: 'Accounts',
      replaces: 'sign-in',
      says: {
        'Club members and staff; visitors book as guests':
          'Club members and staff sign in; visitors book tastings and buy bottles as guests with name, email and date of birth.',
        'Everyone, including visitors booking a tasting': 'Everyone signs in, including visitors booking a tasting.',
        'Staff only': 'Only staff sign in; guests and members use links sent by email.',
      },
    },
    {
      id: 'cellar-shipping',
      category: 'scope',
      text: 'Where may the business ship bottles?',
      options: [
        'Pickup only, no shipping',
        'Within our own state or country',
        'To several states or countries, with rules per destination',
      ],
      recommended: 'Within our own state or country',
      reason: 'Alcohol shipping is licensed per destination; starting at home avoids compliance work until demand justifies it.',
      impact: 7,
      decision: 'Shipping',
      says: {
        'Pickup only, no shipping': 'Nothing is shipped; online orders and club releases are picked up at the cellar door.',
        'Within our own state or country':
          'Ship only to addresses in the home state or country, with an adult signature on delivery; block other addresses at checkout.',
        'To several states or countries, with rules per destination':
          'Ship to a list of allowed destinations, each with its own limits, taxes and licence, checked before payment.',
      },
    },
    {
      id: 'cellar-failed-card',
      category: 'edge-cases',
      text: 'What happens when a member’s card is declined on release day?',
      options: ['Retry for a week, then hold the release', 'Skip the member for this release', 'Staff call the member'],
      recommended: 'Retry for a week, then hold the release',
      reason: 'Most declines are expired cards; a week of retries and an update-card email recover most releases without calls.',
      impact: 7,
      decision: 'Declined club charges',
      askIf: {
        all: [
          { answer: 'cellar-focus', isNot: ['Visits: tastings and the taproom', 'Production: batches, vessels and packaging'] },
          { answer: 'cellar-club-model', isNot: ['A discount membership only, no releases'] },
        ],
      },
    },
    {
      id: 'cellar-pos',
      category: 'integrations',
      text: 'Which payment and point-of-sale system should the app use?',
      options: ['Square', 'Stripe', 'Toast', 'Commerce7 or WineDirect'],
      recommended: 'Square',
      reason: 'Square is common in tasting rooms and taprooms; bar sales, tabs and online orders then share one payment account.',
      impact: 6,
      decision: 'Payments and point of sale',
      replaces: 'payment-provider',
    },
    {
      id: 'cellar-team',
      category: 'roles',
      text: 'Who works in the app?',
      options: [
        'Owner and tasting room staff',
        'Owner, tasting room staff and a club manager',
        'Also production staff such as brewers or cellar hands',
      ],
      recommended: 'Owner and tasting room staff',
      reason: 'Small producers run the club from the office; separate roles can follow once someone owns each area.',
      impact: 7,
      decision: 'Staff roles',
      says: {
        'Owner and tasting room staff':
          'The owner manages everything; tasting room staff check in reservations, sell and sign up club members.',
        'Owner, tasting room staff and a club manager':
          'The owner manages everything; tasting room staff run visits; a club manager runs releases, member changes and pickups.',
        'Also production staff such as brewers or cellar hands':
          'Besides owner and tasting room staff, production staff log batches, readings and packaging but see no customer data.',
      },
    },
    {
      id: 'cellar-production',
      category: 'data',
      text: 'Should the app track production too?',
      options: [
        'No, customers and sales only',
        'Batches and packaging only',
        'Full batch log with vessel readings, transfers and packaging',
      ],
      recommended: 'No, customers and sales only',
      reason: 'Dedicated production software (Ekos, vintrace, InnoVint) already does this well; start with what customers see.',
      impact: 6,
      decision: 'Production tracking',
      askIf: { answer: 'cellar-focus', isNot: ['Production: batches, vessels and packaging'] },
    },
    {
      id: 'cellar-excise',
      category: 'data',
      text: 'Should the app prepare the excise and production reports?',
      recommended: 'Yes',
      reason: 'Producers file monthly or quarterly excise returns from the same batch and removal data the app already holds.',
      impact: 5,
      decision: 'Excise reports',
      askIf: { answer: 'cellar-production', isNot: ['No, customers and sales only'] },
      says: {
        Yes: 'Prepare monthly production, stock and removals figures in the form the excise return needs.',
        No: 'Excise returns are prepared outside the app.',
      },
    },
    {
      id: 'cellar-groups',
      category: 'edge-cases',
      text: 'How are large groups handled in the tasting room?',
      options: ['Groups over 8 send a request that staff confirm', 'Groups book like anyone else', 'No groups over 8'],
      recommended: 'Groups over 8 send a request that staff confirm',
      reason: 'Large groups and bachelorette parties need a host and a table; a request lets staff plan or politely decline.',
      impact: 5,
      decision: 'Large groups',
      askIf: { answer: 'cellar-focus', isNot: ['The club and its releases', 'Production: batches, vessels and packaging'] },
    },
    {
      id: 'cellar-club-pickup',
      category: 'user-flow',
      text: 'How do club members receive their releases?',
      options: ['Shipped, or picked up at a pickup party', 'Shipped only', 'Picked up only'],
      recommended: 'Shipped, or picked up at a pickup party',
      reason: 'Pickup parties bring members back to buy more; shipping keeps distant members in the club.',
      impact: 5,
      decision: 'Club pickup and shipping',
      askIf: {
        all: [
          { answer: 'cellar-focus', isNot: ['Visits: tastings and the taproom', 'Production: batches, vessels and packaging'] },
          { answer: 'cellar-club-model', isNot: ['A discount membership only, no releases'] },
        ],
      },
    },
    {
      id: 'cellar-tap-screens',
      category: 'user-flow',
      text: 'Where should the tap list or pour list appear?',
      options: ['On the website and on taproom screens', 'On the website only', 'Printed menus only'],
      recommended: 'On the website and on taproom screens',
      reason: 'One list updated from the bar keeps the screens and website right when a keg blows mid-evening.',
      impact: 4,
      decision: 'Tap list display',
      feature: 'tap-list',
    },
  ],
} satisfies DomainInput;
