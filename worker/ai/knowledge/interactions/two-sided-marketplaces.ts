import { NO_PAYMENT, PAID_OUTSIDE } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'two-sided-marketplaces',
  name: 'Two-sided marketplaces',
  noun: 'marketplace',
  // ("Tickets are sold through WooCommerce, so people can buy a ticket": a business selling its own, no second side.)
  onlyIfSaid: [
    ...'marketplace seller sellers vendor vendors freelancer freelancers listing listings ad ads advert adverts'.split(' '),
    ...'classified classifieds wanted swap swaps members providers hosts buyers traders makers commission'.split(' '),
    'for sale',
    'both sides',
    ...'marktplatz verkäufer käufer anbieter inserat inserate kleinanzeigen mitglieder provision'.split(' '),
    ...'vendedores compradores anuncios proveedores socios comisión mercado'.split(' '),
    ...'vendeurs acheteurs annonces prestataires membres adhérents commission'.split(' '),
    ...'vendedores compradores anúncios prestadores sócios membros comissão'.split(' '),
  ],
  verbs: [
    ['sell', 3],
    ['list', 3],
    ['connect', 3],
    ['buy', 2],
    ['hire', 2],
    ['find', 2],
    ['offer', 2],
    ['match', 2],
  ],
  nouns: [
    ['marketplace', 6],
    ['listing', 4],
    ['seller', 2],
    ['vendor', 2],
    ['freelancer', 2],
  ],
  recognise: {
    de: [
      ['marktplatz', 6],
      ['käufer und verkäufer', 6],
      ['vermittl*', 4],
      ['vermittelt', 4],
      ['anbieter', 2],
      ['provision', 2],
      ['*marktplatz', 6],
      ['käufer', 3],
      ['verkäufer', 3],
      ['inserat*', 4],
      ['inserier*', 4],
      ['kleinanzeige*', 5],
      ['dienstleister finden', 4],
      ['angebot und nachfrage', 5],
      ['anbieter und', 3],
    ],
    es: [
      ['marketplace', 6],
      ['compradores y vendedores', 6],
      ['intermediación', 4],
      ['comisión', 2],
      ['mercado online', 5],
      ['mercado en línea', 5],
      ['compradores', 3],
      ['vendedores', 3],
      ['anuncios', 3],
      ['clasificados', 5],
      ['publicar anuncios', 5],
      ['publica anuncios', 5],
      ['publican anuncios', 5],
      ['publicamos anuncios', 5],
      ['proveedores', 2],
      ['ofertantes', 4],
      ['plataforma que conecta', 5],
    ],
    fr: [
      ['place de marché', 6],
      ['marketplace', 6],
      ['acheteurs et vendeurs', 6],
      ['mise en relation', 5],
      ['commission', 2],
      ['acheteurs', 3],
      ['vendeurs', 3],
      ['annonces', 3],
      ['petites annonces', 5],
      ['prestataires', 3],
      ['met en relation', 5],
      ['mettre en relation', 5],
      ['mettent en relation', 5],
      ['mettons en relation', 5],
      ['déposer une annonce', 5],
      ['dépose une annonce', 5],
      ['déposent une annonce', 5],
      ['particuliers', 2],
    ],
    pt: [
      ['marketplace', 6],
      ['compradores e vendedores', 6],
      ['intermediação', 4],
      ['comissão', 2],
      ['compradores', 3],
      ['vendedores', 3],
      ['anúncios', 3],
      ['classificados', 5],
      ['prestadores', 3],
      ['plataforma que conecta', 5],
      ['anunciar', 3],
      ['anunci*', 3],
      ['comissões', 2],
      ['mercado online', 5],
    ],
  },
  thing: 'listing',
  things: 'listings',
  features: [
    {
      id: 'two-sided-marketplaces-search',
      title: '{Thing} Search and Filters',
      description: 'Search across every {thing} on offer by place, price, date and rating, with a detail page for each.',
      done: [
        {
          when: 'a buyer searches with a place and a price range',
          then: 'list the matching {things} from approved sellers only, with price and rating, nearest first',
        },
      ],
    },
    {
      id: 'two-sided-marketplaces-onboarding',
      title: 'Seller Sign-up and Vetting',
      description:
        'Sign-up for sellers and providers with the details buyers need, checked before their first listing goes live.',
      done: [
        {
          when: 'a new seller submits a first listing',
          then: 'hold it for review and publish it only once staff have approved the seller',
        },
      ],
    },
    {
      id: 'two-sided-marketplaces-payouts',
      paid: true,
      title: 'Payments, Fees and Payouts',
      description:
        'Buyers pay in the app; the platform keeps its fee and pays the rest out to the seller after the deal is done.',
      done: [
        {
          when: 'a buyer pays for a {thing}',
          then: 'hold the money, show the fee and the seller’s share, and pay the share out once the deal is completed',
        },
      ],
    },
    {
      id: 'two-sided-marketplaces-reviews',
      title: 'Two-way Reviews',
      description:
        'Buyers and sellers review each other after a deal; both reviews appear once both are written or the time is up.',
      done: [
        {
          when: 'both sides have reviewed a deal, or the review period has ended',
          then: 'publish the reviews together and update both ratings',
        },
      ],
    },
    {
      id: 'two-sided-marketplaces-disputes',
      paid: true,
      title: 'Disputes and Refunds',
      description: 'A way for either side to raise a problem with a deal, with messages, evidence and a staff decision.',
      done: [
        {
          when: 'a buyer opens a dispute on a deal',
          then: 'pause the payout, notify the seller and staff, and keep the messages and evidence with the dispute',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'two-sided-marketplaces-money',
      category: 'scope',
      text: 'Does the money for a {thing} go through the platform, or do the two sides settle it themselves?',
      options: [
        'Through the platform, which keeps a commission',
        'Between themselves; sellers pay a listing or subscription fee',
        'Between themselves; the platform is free for now',
      ],
      recommended: 'Through the platform, which keeps a commission',
      reason: 'Taking payment in the app is what makes a commission collectable and keeps deals from moving off the platform.',
      impact: 10,
      decision: 'Money flow and revenue',
      replaces: 'online-payments',
      says: {
        'Through the platform, which keeps a commission':
          'Buyers pay in the app; the platform keeps a commission and pays the rest to the seller (e.g. with Stripe Connect).',
        'Between themselves; sellers pay a listing or subscription fee':
          'Buyers pay sellers directly, outside the app; sellers pay the platform a fee per listing or a monthly subscription.',
        'Between themselves; the platform is free for now':
          'Buyers pay sellers directly, outside the app; nobody pays the platform yet, so leave payments out.',
      },
      settledBy: {
        'Through the platform, which keeps a commission': ['commission', 'provision', 'comisión', 'comissão'],
        'Between themselves; sellers pay a listing or subscription fee': ['listing fee', 'subscription fee'],
        'Between themselves; the platform is free for now': [...NO_PAYMENT, ...PAID_OUTSIDE],
      },
    },
    {
      id: 'two-sided-marketplaces-deal',
      category: 'user-flow',
      text: 'How does a deal for a {thing} come about?',
      options: [
        'Instant purchase or booking at the listed price',
        'A request the seller must accept',
        'A buyer posts a need and sellers send offers',
      ],
      recommended: 'Instant purchase or booking at the listed price',
      reason: 'Instant deals convert best; every step of waiting for an answer is where buyers drift away.',
      impact: 9,
      decision: 'How deals happen',
      says: {
        'Instant purchase or booking at the listed price':
          'Buyers buy or book a {thing} at once at its listed price; the seller is notified and the deal is confirmed.',
        'A request the seller must accept':
          'Buyers send a request for a {thing}; the seller accepts or declines within a set time, and payment follows.',
        'A buyer posts a need and sellers send offers':
          'Buyers post what they need; sellers send offers with a price, and the buyer accepts one, which makes the deal.',
      },
    },
    {
      id: 'two-sided-marketplaces-vetting',
      category: 'security',
      text: 'Who may start offering {things} on the platform?',
      options: ['Open to anyone who signs up', 'Approved by staff before going live', 'Invited sellers only'],
      recommended: 'Approved by staff before going live',
      reason: 'A quick check before going live keeps out fakes and scams, and trust is what buyers judge a young platform on.',
      impact: 8,
      decision: 'Seller vetting',
      feature: 'two-sided-marketplaces-onboarding',
      says: {
        'Open to anyone who signs up':
          'Anyone can sign up as a seller and publish at once; staff can remove listings afterwards.',
        'Approved by staff before going live':
          'New sellers sign up with their details and documents; staff approve them before their first listing goes live.',
        'Invited sellers only': 'Sellers join only by invitation from staff; buyers sign up freely.',
      },
    },
    {
      id: 'two-sided-marketplaces-disputes',
      category: 'edge-cases',
      text: 'What happens when a buyer says a {thing} was not as described?',
      options: [
        'The two sides sort it out themselves',
        'Payment is held until the buyer confirms, and staff decide disputes',
        'An automatic refund within a set time',
      ],
      recommended: 'Payment is held until the buyer confirms, and staff decide disputes',
      reason:
        'Holding the money until the buyer confirms gives staff a fair way to settle disputes without refunding every complaint.',
      impact: 7,
      decision: 'Disputes',
      feature: 'two-sided-marketplaces-disputes',
      says: {
        'The two sides sort it out themselves':
          'Buyers and sellers settle problems between themselves; the platform only records the deal.',
        'Payment is held until the buyer confirms, and staff decide disputes':
          'Payment is held until the buyer confirms or a set time passes; a dispute pauses the payout and staff decide.',
        'An automatic refund within a set time':
          'Buyers get a refund if they report a problem within a set time; the seller is not paid.',
      },
    },
    {
      id: 'two-sided-marketplaces-contact',
      category: 'user-flow',
      text: 'Can the two sides contact each other before a deal for a {thing}?',
      options: ['In-app messages with contact details hidden', 'Contact details shown openly', 'No, only after a deal'],
      recommended: 'In-app messages with contact details hidden',
      reason: 'Messages in the app answer questions before a deal and keep the deal on the platform.',
      impact: 6,
      decision: 'Contact between the two sides',
      says: {
        'In-app messages with contact details hidden':
          'Buyers and sellers message each other in the app; phone numbers and emails are masked until a deal is made.',
        'Contact details shown openly': 'Each seller’s contact details are shown to signed-in buyers.',
        'No, only after a deal': 'Buyers and sellers can message each other only once a deal is made.',
      },
    },
    {
      id: 'two-sided-marketplaces-reviews',
      category: 'data',
      text: 'Who reviews whom after a deal for a {thing}?',
      options: ['Buyers review sellers', 'Both review each other, shown once both have written', 'No reviews'],
      recommended: 'Both review each other, shown once both have written',
      reason: 'Two-way reviews shown together stay honest, and they protect sellers from bad buyers too.',
      impact: 5,
      decision: 'Reviews',
      feature: 'two-sided-marketplaces-reviews',
      says: {
        'Buyers review sellers': 'After a deal the buyer can rate and review the seller; the seller may reply once.',
        'Both review each other, shown once both have written':
          'After a deal both sides review each other; reviews appear once both are written or 14 days have passed.',
        'No reviews': 'There are no reviews.',
      },
    },
    {
      id: 'two-sided-marketplaces-quantity',
      category: 'data',
      text: 'Can the same {thing} lead to more than one deal?',
      options: [
        'No, it is a single item, gone once sold',
        'Yes, a stock that counts down',
        'Yes, booked again and again by date or time',
      ],
      recommended: 'No, it is a single item, gone once sold',
      reason:
        'Single items keep {things} simple; stock counts or calendars are worth building only where sellers offer the same again and again.',
      impact: 7,
      decision: 'Deals per {thing}',
      says: {
        'No, it is a single item, gone once sold':
          'Each {thing} is one item: once a deal is made it is marked as sold and leaves the search.',
        'Yes, a stock that counts down':
          'Each {thing} has a quantity set by the seller that goes down with each deal; at zero it shows as sold out.',
        'Yes, booked again and again by date or time':
          'Each {thing} has a calendar of free dates or time slots set by the seller; each deal books one, and a booked slot cannot be taken again.',
      },
      settledBy: {
        'No, it is a single item, gone once sold': [
          'second-hand',
          'secondhand',
          'pre-loved',
          'gebrauchtwaren',
          'segunda mano',
          'seconde main',
          'segunda mão',
        ],
        'Yes, booked again and again by date or time': [
          'time slots',
          'book a slot',
          'zeitfenster',
          'franjas horarias',
          'créneaux horaires',
          'horários disponíveis',
        ],
      },
    },
    {
      id: 'two-sided-marketplaces-moderation',
      category: 'security',
      text: 'Is each new {thing} checked before buyers can see it?',
      options: [
        'No: live at once, reported ones reviewed',
        'Only the first few from each new seller',
        'Every new and changed {thing} is checked',
      ],
      recommended: 'No: live at once, reported ones reviewed',
      reason: 'Once sellers are known, a report button and a staff review catch bad {things} without slowing every new one down.',
      impact: 6,
      decision: 'Checking new {things}',
      says: {
        'No: live at once, reported ones reviewed':
          'New and changed {things} go live at once; buyers can report a {thing}, and one reported several times is hidden until staff review it.',
        'Only the first few from each new seller':
          'The first few {things} of each new seller wait for staff approval; after that they go live at once, and buyers can report any {thing}.',
        'Every new and changed {thing} is checked':
          'Every new {thing}, and every change to its text, photos or price, waits for staff approval before buyers see it.',
      },
    },
    {
      id: 'two-sided-marketplaces-expiry',
      category: 'edge-cases',
      text: 'How long does a {thing} stay up once it is published?',
      options: [
        'Until the seller takes it down',
        'A set period, with a reminder to renew it',
        'Until the seller has been inactive for a while',
      ],
      recommended: 'A set period, with a reminder to renew it',
      reason:
        'Expiring {things} keep search free of stale offers from sellers who moved on; a renewal reminder keeps the active ones up.',
      impact: 5,
      decision: 'How long {things} stay up',
      says: {
        'Until the seller takes it down': 'A {thing} stays up until its seller takes it down or it can no longer be had.',
        'A set period, with a reminder to renew it':
          '{Things} expire after a set period (such as 60 days); the seller is reminded a few days before and can renew with one click.',
        'Until the seller has been inactive for a while':
          'A {thing} stays up while its seller is active; after a set time without the seller signing in or answering, their {things} are hidden.',
      },
    },
    {
      id: 'two-sided-marketplaces-cancellation',
      category: 'edge-cases',
      text: 'What happens when either side cancels a deal for a {thing} before it is completed?',
      options: [
        'A full refund, whoever cancels',
        'One cancellation policy for the whole platform',
        'Each seller picks from a few set policies',
      ],
      recommended: 'One cancellation policy for the whole platform',
      reason:
        'One clear policy shown before every deal is easy to trust and to enforce; per-seller policies can come once sellers ask for them.',
      impact: 6,
      decision: 'Cancelling a deal',
      askIf: { answer: 'two-sided-marketplaces-money', is: ['Through the platform, which keeps a commission'] },
      says: {
        'A full refund, whoever cancels':
          'Whoever cancels a deal before it is completed, the buyer gets a full refund and the seller is not paid.',
        'One cancellation policy for the whole platform':
          'One cancellation policy applies to every deal (for example a full refund up to 48 hours before, half after), shown before the buyer commits; sellers who cancel often are flagged to staff.',
        'Each seller picks from a few set policies':
          'Each seller picks one of a few set cancellation policies (flexible, moderate, strict), shown on each {thing} before the buyer commits.',
      },
    },
  ],
} satisfies InteractionInput;
