import type { DomainInput } from '../records';

export default {
  id: 'marketplaces',
  name: 'Two-sided marketplaces',
  noun: 'marketplace platform',
  complexity: 3,
  recognise: {
    en: [
      ['marketplace', 6],
      ['two-sided', 6],
      ['multi-vendor', 6],
      ['buyers and sellers', 6],
      ['clients and providers', 5],
      ['peer-to-peer', 4],
      ['sellers', 3],
      ['vendors', 3],
      ['service providers', 3],
      ['connects', 2],
      ['connecting', 2],
      ['commission', 3],
      ['we take a fee', 5],
      ['we take a commission', 5],
      ['send offers', 4],
      ['freelancers', 2],
      ['payouts', 3],
      ['airbnb for', 6],
      ['uber for', 6],
      ['airbnb', 2],
      ['uber', 2],
      ['to each other', 3],
      ['rent out their', 4],
      ['fiverr', 5],
      ['upwork', 5],
      ['etsy', 4],
      ['classifieds', 6],
      ['second-hand', 4],
      ['listings', 2],
    ],
    de: [
      ['marktplatz', 6],
      ['marketplace*', 5],
      ['vermittlungsplattform', 6],
      ['vermittlung*', 4],
      ['anbieter und kunden', 5],
      ['verkaufer', 3],
      ['kaufer', 2],
      ['provision', 3],
      ['kleinanzeigen', 6],
      ['gebrauchtwaren', 4],
      ['dienstleister finden', 5],
    ],
    es: [
      ['mercado en linea', 5],
      ['plataforma que conecta', 5],
      ['vendedores', 3],
      ['compradores', 3],
      ['comision', 3],
      ['segunda mano', 5],
      ['anuncios clasificados', 5],
      ['proveedores de servicios', 3],
      ['intermediacion', 4],
    ],
    fr: [
      ['place de marche', 6],
      ['mise en relation', 5],
      ['vendeurs', 3],
      ['acheteurs', 3],
      ['petites annonces', 5],
      ['seconde main', 4],
      ['prestataires', 3],
      ['commission', 3],
    ],
    pt: [
      ['plataforma que conecta', 5],
      ['vendedores', 3],
      ['compradores', 3],
      ['comissao', 3],
      ['classificados', 5],
      ['segunda mao', 4],
      ['prestadores de servico', 4],
      ['intermediacao', 4],
    ],
  },
  exclude: [
    'aws marketplace',
    'azure marketplace',
    'plugin marketplace',
    'extension marketplace',
    'vs code marketplace',
    'app marketplace',
    'github marketplace',
    'pattern matching',
  ],
  entities: [
    { name: 'User', fields: ['name', 'email', 'can buy', 'can sell', 'rating', 'verified', 'joined at'] },
    {
      name: 'Seller Profile',
      fields: ['user → User', 'display name', 'bio', 'location', 'payout account id', 'verification status', 'response time'],
    },
    {
      name: 'Listing',
      fields: [
        'seller → Seller Profile',
        'title',
        'category',
        'description',
        'photos',
        'price',
        'location',
        'availability or stock',
        'status (draft, in review, live, paused, removed)',
      ],
    },
    {
      name: 'Transaction',
      fields: [
        'listing → Listing',
        'buyer → User',
        'seller → Seller Profile',
        'amount',
        'platform fee',
        'status (requested, paid, completed, disputed, refunded)',
        'payout date',
      ],
    },
    { name: 'Conversation', fields: ['listing → Listing', 'buyer → User', 'seller → Seller Profile', 'messages', 'flagged'] },
    { name: 'Review', fields: ['transaction → Transaction', 'author → User', 'about → User', 'rating', 'text', 'published at'] },
    {
      name: 'Dispute',
      fields: ['transaction → Transaction', 'opened by', 'reason', 'evidence', 'status', 'resolution (refund, partial, release)'],
    },
    {
      name: 'Payout',
      fields: ['seller → Seller Profile', 'transactions', 'amount', 'status (pending, paid, failed)', 'paid at'],
    },
  ],
  roles: [
    { name: 'Buyer', can: 'search listings, message sellers, buy or book, pay, review and open disputes' },
    { name: 'Seller', can: 'create listings, accept requests, message buyers, fulfil deals and see earnings and payouts' },
    { name: 'Platform operator', can: 'set categories and fees, approve sellers and listings, see all transactions and payouts' },
    { name: 'Moderator', can: 'review reported listings, messages and users, and decide disputes' },
  ],
  features: [
    {
      id: 'seller-onboarding',
      title: 'Seller Onboarding and Verification',
      description: 'Sellers sign up, build a profile, verify identity and connect a payout account before their first sale.',
      match: [
        'seller onboarding',
        'seller signup',
        'become a seller',
        'verification',
        'verkauferkonto',
        'registro de vendedores',
        'inscription vendeur',
        'cadastro de vendedor',
      ],
      done: [
        {
          when: 'a seller completes sign-up',
          then: 'let them create listings but publish them only once identity and payout account are verified',
        },
      ],
    },
    {
      id: 'listings',
      title: 'Listings with Photos and Prices',
      description: 'Sellers create listings with title, photos, category, price, location and availability; drafts can be saved.',
      match: ['listings', 'create listing', 'ads', 'inserat', 'anzeige', 'anuncios', 'annonces', 'anuncios de produtos'],
      done: [
        {
          when: 'a seller publishes a listing',
          then: 'check required fields and photos, then make it searchable or send it to review as configured',
        },
      ],
    },
    {
      id: 'listing-search',
      title: 'Search with Filters and Map',
      description: 'Buyers search by keyword, category, price, distance and rating, with results on a list and a map.',
      match: ['search', 'filters', 'map', 'suche', 'karte', 'busqueda', 'mapa', 'recherche', 'carte', 'busca'],
      done: [
        {
          when: 'a buyer searches within a distance of their location',
          then: 'show only live listings inside that radius, sorted by relevance or distance',
        },
      ],
    },
    {
      id: 'buyer-seller-messaging',
      title: 'Buyer and Seller Messaging',
      description: 'Buyers ask sellers questions about a listing in an in-app conversation, with notifications and reporting.',
      match: ['messaging', 'chat', 'messages', 'nachrichten', 'mensajes', 'messagerie', 'mensagens'],
      done: [
        { when: 'a buyer messages a seller', then: 'notify the seller and show the conversation linked to the listing for both' },
      ],
    },
    {
      id: 'split-payments',
      title: 'Checkout with Commission and Payouts',
      description:
        'Buyers pay on the platform; the platform keeps its commission and pays the rest to the seller when the deal completes.',
      match: [
        'payments',
        'commission',
        'payouts',
        'split payment',
        'escrow',
        'auszahlung',
        'provision',
        'pagos',
        'comision',
        'paiements',
        'pagamentos',
        'repasse',
      ],
      done: [
        {
          when: 'a buyer pays for a deal',
          then: 'charge the buyer, record the platform fee and hold the seller’s share until the deal completes',
        },
        {
          when: 'a deal is marked complete',
          then: 'schedule the payout of the seller’s share minus the fee and show it in their earnings',
        },
      ],
    },
    {
      id: 'deal-requests',
      title: 'Requests that Sellers Accept',
      description:
        'Buyers request an item, date or job; the seller accepts or declines within a time limit, otherwise it expires.',
      match: ['request', 'booking request', 'offer', 'anfrage', 'angebot', 'solicitud', 'oferta', 'demande', 'proposta'],
      done: [
        {
          when: 'a seller does not answer a request within the time limit',
          then: 'expire it, release any payment hold and suggest similar listings to the buyer',
        },
        {
          when: 'two buyers request the same single item or time slot',
          then: 'let the seller accept only one and decline the other automatically',
        },
      ],
    },
    {
      id: 'two-way-reviews',
      title: 'Two-way Ratings and Reviews',
      description: 'After each completed deal buyer and seller rate each other; ratings show on profiles and listings.',
      match: ['reviews', 'ratings', 'reputation', 'bewertungen', 'resenas', 'valoraciones', 'avis', 'avaliacoes'],
      done: [
        {
          when: 'a deal is completed',
          then: 'invite both sides to review and publish both reviews once both are in or the review window closes',
        },
      ],
    },
    {
      id: 'seller-dashboard',
      title: 'Seller Dashboard with Earnings',
      description: 'Sellers see their listings, open requests and orders, messages, earnings, fees and upcoming payouts.',
      match: ['seller dashboard', 'earnings', 'verkauferbereich', 'panel de vendedor', 'espace vendeur', 'painel do vendedor'],
      done: [
        {
          when: 'a seller opens the dashboard',
          then: 'show open requests first, then active deals, earnings this month and the next payout',
        },
      ],
    },
    {
      id: 'disputes',
      title: 'Disputes and Refunds',
      description: 'Buyers open a dispute on a deal within a set window; the payout is held while the platform decides.',
      match: ['dispute', 'refund', 'claim', 'reklamation', 'erstattung', 'disputa', 'reembolso', 'litige', 'remboursement'],
      done: [
        {
          when: 'a buyer opens a dispute before the payout',
          then: 'hold the seller’s payout, notify both sides and ask each for evidence',
        },
      ],
    },
    {
      id: 'trust-safety',
      title: 'Listing Moderation and Reports',
      description:
        'Users report listings, messages and profiles; moderators review a queue and remove content or suspend accounts.',
      match: [
        'moderation',
        'report',
        'trust and safety',
        'fraud',
        'moderierung',
        'moderacion',
        'denuncia',
        'moderacao',
        'denunciar',
      ],
      done: [
        {
          when: 'a listing is reported several times',
          then: 'hide it from search pending review and put it at the top of the moderation queue',
        },
      ],
    },
    {
      id: 'favourites',
      title: 'Favourites and Saved Searches',
      description: 'Buyers save listings and searches and are told when a saved search has new matches or a price drops.',
      match: ['favourites', 'favorites', 'wishlist', 'saved search', 'merkliste', 'favoritos', 'favoris', 'alertas'],
      done: [
        {
          when: 'a new listing matches a buyer’s saved search',
          then: 'notify the buyer once a day at most with the new matches',
        },
      ],
    },
    {
      id: 'fee-settings',
      title: 'Commission and Fee Settings',
      description: 'Operators set commission rates per category or seller, buyer service fees and fee-free promotions.',
      match: ['fees', 'commission rate', 'service fee', 'gebuhren', 'tarifas', 'frais', 'taxas'],
      done: [
        {
          when: 'an operator changes a commission rate',
          then: 'apply it to new deals only and keep the old rate on deals already started',
        },
      ],
    },
    {
      id: 'provider-profiles',
      title: 'Provider Profiles with Portfolio',
      description:
        'Each provider’s page with services, rates, portfolio of past work, availability and reviews, so buyers can choose.',
      match: [
        'portfolio',
        'portfolios',
        'provider profile',
        'profiles',
        'work samples',
        'profil',
        'arbeitsproben',
        'perfil',
        'portafolio',
        'portfolio de travaux',
      ],
      done: [
        {
          when: 'a provider publishes their profile',
          then: 'show it in search only once the required fields, a photo and at least one portfolio item are filled',
        },
      ],
    },
    {
      id: 'job-posts-proposals',
      title: 'Job Posts and Proposals',
      description:
        'Buyers post a brief with budget and deadline; providers send proposals with price and timing; the buyer hires one.',
      match: [
        'brief',
        'job post',
        'post a job',
        'proposals',
        'bids',
        'bidding',
        'ausschreibung',
        'angebote',
        'propuestas',
        'ofertas',
        'appel d offres',
        'devis',
        'propostas',
      ],
      done: [
        {
          when: 'a buyer posts a brief',
          then: 'show it to providers in the matching category and notify those who follow it',
        },
        {
          when: 'the buyer hires one provider',
          then: 'turn that proposal into a deal with its price and dates and tell the other providers the job is filled',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'services marketplace',
      match: [
        'freelance',
        'freelancer*',
        'hire',
        'services',
        'service providers',
        'providers',
        'professionals',
        'gigs',
        'dienstleister',
        'auftrag*',
        'prestataires',
        'freelances',
        'profesionales',
        'autonomos',
        'prestadores',
        'servicos',
      ],
      features: [
        'provider-profiles',
        'job-posts-proposals',
        'split-payments',
        'fee-settings',
        'two-way-reviews',
        'buyer-seller-messaging',
        'disputes',
      ],
    },
  ],
  integrations: [
    { name: 'Stripe Connect', for: 'seller onboarding with identity checks, split payments, held funds and payouts' },
    { name: 'Stripe Identity or Onfido', for: 'ID document checks for sellers where trust requires more than payout checks' },
    { name: 'Algolia or Typesense', for: 'fast listing search with filters and geo search' },
    { name: 'Mapbox or Google Maps Platform', for: 'listing locations, map results and distance filters' },
    { name: 'Postmark or SendGrid', for: 'transactional emails for requests, messages, payouts and disputes' },
  ],
  pages: [
    { name: 'Home and search', purpose: 'search box, categories and featured listings' },
    { name: 'Search results', purpose: 'listings with filters, sorting and a map' },
    { name: 'Listing detail', purpose: 'photos, price, seller rating, availability and request or buy' },
    { name: 'Seller profile', purpose: 'seller’s bio, listings, reviews and verification badges' },
    { name: 'Messages', purpose: 'conversations per listing with both sides' },
    { name: 'Seller dashboard', purpose: 'listings, requests, deals, earnings and payouts' },
    { name: 'Checkout', purpose: 'price breakdown with fees, payment and confirmation' },
    { name: 'Operator console', purpose: 'seller approvals, moderation queue, disputes, fees and platform revenue' },
  ],
  design:
    'trust-first: real photos, seller ratings and verified badges next to every price, search as the home screen, and a clear status for each deal from request to payout',
  questions: [
    {
      id: 'mkt-what-traded',
      category: 'scope',
      text: 'What do buyers get from sellers on the marketplace?',
      options: [
        'Physical goods shipped or collected',
        'Services booked by time or job',
        'Rentals of items or spaces',
        'Digital products',
      ],
      recommended: 'Services booked by time or job',
      reason:
        'Most new marketplaces connect clients with local providers; the answer shapes booking, payment release and reviews.',
      impact: 10,
      decision: 'What is traded',
      says: {
        'Physical goods shipped or collected':
          'Sellers list physical goods; deals complete when the buyer confirms receipt or the tracking shows delivery.',
        'Services booked by time or job':
          'Providers list services; buyers book a time or request a job, and the deal completes when the service has been delivered.',
        'Rentals of items or spaces':
          'Owners list items or spaces for rent by date; availability calendars prevent overlapping rentals.',
        'Digital products': 'Sellers list digital products; buyers get a secure download after payment.',
      },
    },
    {
      id: 'mkt-revenue',
      category: 'scope',
      text: 'How does the platform make money?',
      options: [
        'Commission on each deal',
        'Monthly subscription for sellers',
        'Fees for listings',
        'Buyer service fee plus seller commission',
      ],
      recommended: 'Commission on each deal',
      reason: 'Commission costs sellers nothing until they earn, which makes it easiest to attract the first supply.',
      impact: 9,
      decision: 'Revenue model',
      says: {
        'Commission on each deal': 'The platform keeps a percentage commission from each completed deal, set per category.',
        'Monthly subscription for sellers': 'Sellers pay a monthly subscription to list; deals carry no commission.',
        'Fees for listings': 'Sellers pay a fee per listing published or promoted; deals carry no commission.',
        'Buyer service fee plus seller commission':
          'Buyers pay a service fee shown at checkout and sellers pay a commission; show both fees transparently.',
      },
    },
    {
      id: 'mkt-money-flow',
      category: 'user-flow',
      text: 'How does money move between buyers and sellers?',
      options: [
        'Through the platform, paid out after delivery',
        'Through the platform, paid out at once',
        'Buyers pay sellers directly, outside the platform',
      ],
      recommended: 'Through the platform, paid out after delivery',
      reason: 'Holding funds until delivery protects buyers, funds refunds and keeps deals from moving off the platform.',
      impact: 9,
      decision: 'Money flow',
      replaces: 'online-payments',
      says: {
        'Through the platform, paid out after delivery':
          'Buyers pay on the platform; the seller’s share is held until the deal is complete and then paid out minus the commission.',
        'Through the platform, paid out at once':
          'Buyers pay on the platform; the seller’s share is paid out right away minus the commission.',
        'Buyers pay sellers directly, outside the platform':
          'No money passes through the platform; buyers and sellers settle directly.',
      },
    },
    {
      id: 'mkt-payout-provider',
      category: 'integrations',
      text: 'Which payment service should handle seller payouts?',
      options: ['Stripe Connect', 'PayPal Commerce Platform', 'Adyen for Platforms', 'Mangopay'],
      recommended: 'Stripe Connect',
      reason: 'It onboards and verifies sellers (KYC) and splits payments, so the platform never holds client money itself.',
      impact: 7,
      decision: 'Payout provider',
      replaces: 'payment-provider',
      askIf: { answer: 'mkt-money-flow', isNot: ['Buyers pay sellers directly, outside the platform'] },
    },
    {
      id: 'mkt-deal-flow',
      category: 'user-flow',
      text: 'How does a buyer get a deal confirmed?',
      options: [
        'Instant purchase or booking',
        'Request, seller accepts within a time limit',
        'Buyer posts a job, sellers send offers',
      ],
      recommended: 'Request, seller accepts within a time limit',
      reason: 'Sellers keep control of their time and stock; a limit such as 24 hours stops buyers waiting for an answer.',
      impact: 8,
      decision: 'Deal flow',
      says: {
        'Instant purchase or booking': 'Buyers buy or book instantly when the listing is available; sellers cannot decline.',
        'Request, seller accepts within a time limit':
          'Buyers send a request with payment authorised; the seller accepts or declines within 24 hours, otherwise it expires and the hold is released.',
        'Buyer posts a job, sellers send offers':
          'Buyers post what they need; sellers send offers with price and timing, and the buyer accepts one.',
      },
    },
    {
      id: 'mkt-accounts',
      category: 'security',
      text: 'Can one account both buy and sell?',
      options: [
        'One account that can buy and sell',
        'Separate buyer and seller sign-ups',
        'Only sellers have accounts; buyers check out as guests',
      ],
      recommended: 'One account that can buy and sell',
      reason: 'Buyers often become sellers and back; one account with an optional seller profile avoids duplicate sign-ups.',
      impact: 8,
      decision: 'Accounts',
      replaces: 'sign-in',
      says: {
        'One account that can buy and sell':
          'Everyone has one account; turning on a seller profile lets them list and sell as well.',
        'Separate buyer and seller sign-ups': 'Buyers and sellers sign up separately, with different onboarding and dashboards.',
        'Only sellers have accounts; buyers check out as guests':
          'Only sellers sign in; buyers check out as guests and follow their deal through an emailed link.',
      },
    },
    {
      id: 'mkt-seller-approval',
      category: 'roles',
      text: 'Who can start selling on the marketplace?',
      options: [
        'Anyone, listings go live at once',
        'Anyone, first listings reviewed by the team',
        'Only approved sellers after an application',
      ],
      recommended: 'Anyone, first listings reviewed by the team',
      reason: 'Low friction grows supply, while checking each new seller’s first listings catches spam and fakes early.',
      impact: 8,
      decision: 'Seller approval',
      says: {
        'Anyone, listings go live at once': 'Anyone can sell; listings go live at once and are moderated after reports.',
        'Anyone, first listings reviewed by the team':
          'Anyone can sell; a new seller’s first listings wait in a review queue, later ones go live at once.',
        'Only approved sellers after an application':
          'Sellers apply with details and documents; only approved sellers can publish listings.',
      },
    },
    {
      id: 'mkt-geography',
      category: 'scope',
      text: 'Is the marketplace local or nationwide?',
      options: ['One city or region', 'One country', 'International'],
      recommended: 'One city or region',
      reason: 'Marketplaces win city by city: enough sellers in one place beats thin supply everywhere.',
      impact: 7,
      decision: 'Geography',
      says: {
        'One city or region': 'Launch in one city or region; listings have a location and buyers search by distance.',
        'One country': 'Cover one country with one currency; buyers filter by region or distance.',
        International: 'Cover several countries with currencies, languages, tax rules and payouts per country.',
      },
    },
    {
      id: 'mkt-off-platform',
      category: 'edge-cases',
      text: 'How do you stop buyers and sellers from taking deals off the platform?',
      options: [
        'No restrictions',
        'Contact details hidden until a deal is paid',
        'Contact details hidden and filtered out of messages',
      ],
      recommended: 'Contact details hidden until a deal is paid',
      reason: 'Leakage is what kills commission marketplaces; hiding contact details until payment is the usual defence.',
      impact: 6,
      decision: 'Off-platform deals',
      askIf: { answer: 'mkt-money-flow', isNot: ['Buyers pay sellers directly, outside the platform'] },
      says: {
        'No restrictions': 'Buyers and sellers may share contact details freely.',
        'Contact details hidden until a deal is paid':
          'Phone numbers and emails are shown to the other side only after a deal is paid.',
        'Contact details hidden and filtered out of messages':
          'Contact details are shown only after payment, and phone numbers, emails and links are masked in messages before then.',
      },
    },
    {
      id: 'mkt-disputes',
      category: 'edge-cases',
      text: 'What happens when a buyer says the item or service was not as described?',
      options: [
        'Buyer and seller sort it out themselves',
        'Buyer opens a dispute, the platform decides',
        'Automatic refund within a guarantee period',
      ],
      recommended: 'Buyer opens a dispute, the platform decides',
      reason: 'A clear dispute path with funds held is what lets strangers trust each other; decide case by case at first.',
      impact: 6,
      decision: 'Disputes',
      says: {
        'Buyer and seller sort it out themselves': 'The platform does not mediate; buyers contact sellers and can report abuse.',
        'Buyer opens a dispute, the platform decides':
          'Buyers can open a dispute within a set window after completion; the payout is held and a moderator decides on refund or release.',
        'Automatic refund within a guarantee period':
          'Buyers get an automatic refund if they claim within the guarantee period; the platform recovers it from the seller.',
      },
    },
    {
      id: 'mkt-seller-checks',
      category: 'security',
      text: 'How are sellers checked before they get paid?',
      options: [
        'Email and phone only',
        'Identity check by the payment provider',
        'Identity check plus licences or background checks',
      ],
      recommended: 'Identity check by the payment provider',
      reason: 'Payouts legally need identity checks anyway; the payment provider does them, so you store no ID documents.',
      impact: 6,
      decision: 'Seller checks',
      says: {
        'Email and phone only': 'Sellers confirm email and phone; no identity check beyond that.',
        'Identity check by the payment provider':
          'Sellers pass the payment provider’s identity check before their first payout; store only the verification status.',
        'Identity check plus licences or background checks':
          'Sellers pass an identity check and upload licences or certificates that the team reviews; show a verified badge once approved.',
      },
    },
    {
      id: 'mkt-first-supply',
      category: 'launch',
      text: 'How will the first listings get onto the marketplace?',
      options: [
        'Sellers sign up on their own',
        'Our team creates listings for the first sellers',
        'Sellers upload many listings at once by CSV',
      ],
      recommended: 'Our team creates listings for the first sellers',
      reason: 'Buyers leave an empty marketplace and rarely return; seeding the first listings by hand is how most start.',
      impact: 6,
      decision: 'First listings',
      says: {
        'Sellers sign up on their own': 'Sellers create all listings themselves from the start.',
        'Our team creates listings for the first sellers':
          'Operators can create and edit listings on behalf of a seller and hand the profile over with an invitation link.',
        'Sellers upload many listings at once by CSV':
          'Sellers can import many listings at once from a CSV file with validation and a preview.',
      },
    },
    {
      id: 'mkt-review-timing',
      category: 'user-flow',
      text: 'When should reviews of a deal be published?',
      options: ['As soon as each side writes one', 'When both sides have reviewed, or after 14 days'],
      recommended: 'When both sides have reviewed, or after 14 days',
      reason: 'Blind reviews, as Airbnb does them, stop revenge ratings and make both sides more honest.',
      impact: 4,
      decision: 'Review publishing',
      feature: 'two-way-reviews',
    },
  ],
} satisfies DomainInput;
