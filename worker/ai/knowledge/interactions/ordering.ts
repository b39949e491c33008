import { LAUNDRY, NO_PAYMENT, PAID_IN_PERSON } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'ordering',
  // ("o motorista marca entregue": what a business's own vehicles deliver is planned as deliveries, not taken as a menu order.)
  partOf: ['deliveries'],
  name: 'Ordering',
  // ("the referrer collects the bags … a packing list per bag": goods handed over are no order without a word of one.)
  onlyIfSaid: [
    ...'order orders ordered ordering pre-order preorder menu basket takeaway take-away reserve reserved'.split(' '),
    'click and collect',
    ...'bestell* pedid* pidan pide piden pedir encomend* command* encarg* cardápio cardapio carta speisekarte comanda* ementa'.split(
      ' ',
    ),
    ...'delivery entrega* livraison* liefer* reparto*'.split(' '),
  ],
  noun: 'ordering app',
  verbs: [
    ['order', 6],
    ['pre-order', 6],
    ['preorder', 6],
    ['pick up', 2],
    // "reserve boxes online and collect them on Saturday": goods collected are goods ordered.
    ['collect', 3],
    ['deliver', 2],
  ],
  nouns: [
    ['order', 3],
    ['pre-order', 5],
    ['takeaway', 4],
  ],
  // An order of things ("the running order of the dogs") is no purchase.
  // "teachers raise a PO", "purchase orders": buying in for the organisation, approved, no food ordered.
  // ("before we order from the engraver": the business buying in from a supplier.)
  // ("so I can order the cloth badges from Scout Store in one go": the user buying supplies, not taking orders.)
  notIn: [
    // ("me seeing what to order from the distributor": supplies the user buys, no orders taken.)
    // ("parts ordered + who from + whether they've turned up": supplies bought in for a job.)
    'parts ordered',
    'what to order from',
    'order from the distributor',
    'order from the supplier',
    'order from our supplier',
    'order from suppliers',
    'purchase order',
    'raise a po',
    'raise po',
    'po number',
    'we order from',
    'i order from',
    'before we order',
    'so i can order',
    'so we can order',
    'i can order',
    'we can order',
    'i need to order',
    'we need to order',
    'i have to order',
    'we have to order',
    // ("which lab, order date, promised date" of glasses "once they're ordered": bought in from a supplier.)
    'ordered from',
    'once ordered',
    "once they're ordered",
    'once they are ordered',
    // "we cut to order - beams, cladding boards": made to each customer's measure, quoted rather than picked from a menu.
    'cut to order',
    'made to order',
    'built to order',
    'make to order',
    // (The same outside English: "painéis por encomenda", "muebles por encargo", "sur commande", "auf Bestellung".)
    'por encomenda',
    'sob encomenda',
    'por encargo',
    'sur commande',
    'auf bestellung',
    'nach mass',
    // German folders ("alles in Ordnern") are one letter from "ordern".
    'ordner',
    'ordnern',
  ],
  unlessSaid: [
    'running order',
    'batting order',
    'order of play',
    'order of service',
    'pecking order',
    // "suggests an order with no repeats": the order things come in.
    'suggest an order',
    'suggests an order',
    'in what order',
    'in which order',
    'order in which',
    'order they go',
    'order they come',
    'court order',
    'restraining order',
    // A laundry's orders are bags and garments taken in and tracked, not a menu ordered from.
    ...LAUNDRY,
  ],
  phrases: [
    ['click and collect', 6],
    ['reserve and collect', 5],
    ['collect and pay', 4],
    ['pay on collection', 5],
    ['pay at collection', 5],
    ['pay when they collect', 5],
    ['pick list', 4],
    ['packing list', 3],
  ],
  recognise: {
    de: [
      ['bestell*', 6],
      ['vorbestell*', 6],
      ['zum mitnehmen', 4],
      ['speisekarte', 3],
      ['onlinebestellung*', 6],
      ['sammelbestellung*', 6],
      ['ordern', 4],
      ['ordert', 4],
      ['lieferdienst', 4],
      ['lieferung*', 3],
      ['abholung', 4],
      ['abhol*', 3],
      ['abgeholt', 3],
      ['warenkorb', 3],
      ['am tisch', 3],
      ['getränke', 2],
    ],
    es: [
      ['pedido*', 4],
      ['hacer pedidos', 5],
      ['hace pedidos', 5],
      ['hacen pedidos', 5],
      ['hacemos pedidos', 5],
      ['para llevar', 3],
      ['encargar', 4],
      ['encargan', 4],
      ['encargamos', 4],
      ['encargue', 4],
      ['comida para llevar', 3],
      ['encargo*', 4],
      ['a domicilio', 4],
      ['recoger en', 3],
      ['recoge en', 3],
      ['recogen en', 3],
      ['carrito', 3],
      ['comandas', 5],
      ['delivery', 4],
      ['menú', 2],
      ['carta', 2],
      ['pedir', 2],
      ['pide', 2],
      ['pedimos', 2],
      ['pidan', 3],
      ['desde la mesa', 3],
      ['ordenar', 2],
      ['ordena', 2],
      ['ordenamos', 2],
    ],
    fr: [
      ['command*', 4],
      ['à emporter', 4],
      ['click and collect', 4],
      ['carte du restaurant', 3],
      ['precommand*', 6],
      ['livraison*', 3],
      ['retrait en magasin', 4],
      ['panier', 3],
      ['menu', 2],
      ['plats', 2],
      ['sur place', 2],
    ],
    pt: [
      ['pedido*', 4],
      ['encomend*', 5],
      ['para viagem', 4],
      ['cardápio', 3],
      ['delivery', 4],
      ['entrega*', 3],
      ['retirar na loja', 4],
      ['retira na loja', 4],
      ['retiram na loja', 4],
      ['retirada', 3],
      ['carrinho', 3],
      ['comanda*', 4],
      ['ementa', 3],
      ['takeaway', 4],
      ['menu', 2],
      ['pratos', 2],
      ['pedir', 2],
      ['pede', 2],
      ['pedem', 2],
      ['pedimos', 2],
    ],
  },
  thing: 'order',
  things: 'orders',
  features: [
    {
      id: 'ordering-menu',
      title: 'Menu with Prices and Options',
      description: 'Everything that can be ordered, with photos, prices, options and extras, and sold-out items hidden.',
      done: [
        {
          when: 'someone opens the menu',
          then: 'show what can be ordered right now with prices, and hide or grey out what is sold out',
        },
      ],
    },
    {
      id: 'ordering-checkout',
      title: 'Basket and Checkout',
      description: 'A basket to review, add a note and say where it goes, then pay or send it in one step.',
      done: [
        {
          when: 'someone sends an order',
          then: 'confirm it with a number and the expected time, and pass it at once to whoever prepares it',
        },
      ],
    },
    {
      id: 'ordering-screen',
      title: 'Incoming {Things} Screen',
      description: 'A screen for the people who prepare the {things}: each new order, how long it has waited and where it goes.',
      done: [
        {
          when: 'a new order comes in',
          then: 'show it at the end of the open list with a sound, its age and where it must go',
        },
        { when: 'staff mark an order ready', then: 'move it out of the open list and update its status for the customer' },
      ],
    },
    {
      id: 'ordering-status',
      title: '{Thing} Status Updates',
      description: 'Received, being prepared, ready or on its way: the status of each order, live, for the person who ordered.',
      done: [
        {
          when: 'the status of an order changes',
          then: 'show the new status to the person who ordered within seconds, and send a message when it is ready',
        },
      ],
    },
    {
      id: 'ordering-sales',
      title: 'Sales by Item and Hour',
      description: 'What sold, when and for how much, by day and hour, to plan stock and staff.',
      done: [
        {
          when: 'someone opens the sales for a day',
          then: 'show the number sold and takings per item and per hour, with the busiest hour first',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'ordering-where',
      category: 'scope',
      text: 'Where do {actors} get what they ordered?',
      options: [
        'Brought to them by staff',
        'Picked up at a counter when ready',
        'Delivered to an address',
        'Either, as each person chooses',
      ],
      recommended: 'Picked up at a counter when ready',
      reason: 'Pickup needs no runner and no seat numbers; serving to a table or spot can follow once ordering works.',
      impact: 9,
      decision: 'Where orders go',
      says: {
        'Brought to them by staff':
          'Each order carries where the person is (table, lane or room, from a QR code there), and staff bring it over.',
        'Picked up at a counter when ready':
          'Orders are picked up at a counter: each has a number, and people are told when theirs is ready.',
        'Delivered to an address': 'Orders are delivered to an address within a set area, with a delivery fee and time.',
        'Either, as each person chooses':
          'People choose when ordering whether it is brought to their spot (number from a QR code there) or picked up.',
      },
      settledBy: {
        'Brought to them by staff': [
          'to their table',
          'to the table',
          'at the table',
          'to their lane',
          'to the lane',
          'to their room',
          'room service',
          'to their seat',
          'an den tisch',
          'am tisch',
          'a la mesa',
          'en la mesa',
          'na mesa',
        ],
        'Picked up at a counter when ready': [
          'pickup',
          'pick-up',
          'click and collect',
          'takeaway',
          'take-away',
          'abholung',
          'abholen',
          'recogida',
          'retrait',
          'à emporter',
          'retirada',
        ],
        'Delivered to an address': [
          'delivery',
          'home delivery',
          'we deliver',
          'lieferung',
          'lieferdienst',
          'lieferservice',
          'heimlieferservice',
          'liefertag',
          'a domicilio',
          'reparto a domicilio',
          'livraison',
          'livraison à domicile',
          'entrega em casa',
          'entrega ao domicílio',
        ],
      },
    },
    {
      id: 'ordering-payment',
      category: 'scope',
      text: 'When do {actors} pay for what they order?',
      options: ['When ordering, in the app', 'On a running tab paid at the end', 'To staff or at the counter, not in the app'],
      recommended: 'When ordering, in the app',
      reason: 'Paying up front leaves no unpaid orders to chase; a tab only suits places where people stay for hours.',
      impact: 9,
      decision: 'When orders are paid',
      replaces: 'online-payments',
      says: {
        'When ordering, in the app':
          'People pay by card or wallet when they send the order; an order is passed on only once paid.',
        'On a running tab paid at the end':
          'Orders go on a tab per table, lane or person, opened with a card; the tab is paid in the app or to staff at the end.',
        'To staff or at the counter, not in the app':
          'Nothing is paid in the app; orders are sent straight through and paid to staff or at the counter.',
      },
      settledBy: {
        'On a running tab paid at the end': [
          'running tab',
          'open tab',
          'pay at the end',
          'deckel',
          'cuenta abierta',
          'note ouverte',
        ],
        'When ordering, in the app': ['pay online', 'pay in the app', 'online bezahlen', 'pagar online', 'payer en ligne'],
        // "pagamento só no pix na entrega": paid to whoever hands it over, outside the app.
        'To staff or at the counter, not in the app': [
          'pay on delivery',
          'paid on delivery',
          'cash on delivery',
          'pay on collection',
          'pay when they collect',
          'bei lieferung',
          'bei abholung',
          'contra reembolso',
          'al recoger',
          'à la livraison',
          'au retrait',
          'na entrega',
          'na retirada',
          // "Pas besoin de paiement en ligne": whatever is paid is paid outside the app.
          ...NO_PAYMENT,
          ...PAID_IN_PERSON,
        ],
      },
    },
    {
      id: 'ordering-kitchen',
      category: 'integrations',
      text: 'How should the people who prepare the {things} learn of a new order?',
      options: ['On a screen where they work', 'As a printed ticket', 'As an alert on their phones'],
      recommended: 'On a screen where they work',
      reason: 'A screen shows every open order and how long it has waited, and one tap marks it ready; paper cannot do either.',
      impact: 8,
      decision: 'How orders reach preparation',
      feature: 'ordering-screen',
      says: {
        'On a screen where they work':
          'New orders appear on a screen where they are prepared (kitchen, bar, stock room), oldest first; one tap marks ready.',
        'As a printed ticket':
          'New orders print as a ticket on a printer where they are prepared; staff mark them ready in the app.',
        'As an alert on their phones':
          'New orders arrive as alerts on staff phones, where one of them accepts and marks it ready.',
      },
      settledBy: {
        'On a screen where they work': [
          'kitchen display',
          'kitchen screen',
          'bar screen',
          'kds',
          'küchenmonitor',
          'pantalla de cocina',
          'écran en cuisine',
          'tela na cozinha',
        ],
        'As a printed ticket': [
          'printer',
          'printed ticket',
          'bondrucker',
          'küchendrucker',
          'impresora',
          'imprimante',
          'impressora',
        ],
      },
    },
    {
      id: 'ordering-status',
      category: 'user-flow',
      text: 'What do {actors} see once their order is sent?',
      options: ['A confirmation only', 'Live status from received to ready', 'Live status plus a message when ready'],
      recommended: 'Live status plus a message when ready',
      reason: 'A ready message stops people queuing at the counter to ask, and live status ends the “where is it” calls.',
      impact: 7,
      decision: 'Order status for the customer',
      feature: 'ordering-status',
      says: {
        'A confirmation only': 'People get a confirmation with an order number; no status is shown afterwards.',
        'Live status from received to ready':
          'People see the status of their order (received, being prepared, ready) update without refreshing.',
        'Live status plus a message when ready':
          'People see the status of their order update live and get a message the moment it is ready.',
      },
    },
    {
      id: 'ordering-sold-out',
      category: 'edge-cases',
      text: 'What happens when something on the menu runs out and {actors} can still order it?',
      options: ['Staff switch it off on the menu', 'Stock counts switch it off by themselves', 'Staff tell whoever ordered it'],
      recommended: 'Staff switch it off on the menu',
      reason: 'One tap to hide a sold-out item is all most places need; counting stock pays off only for limited items.',
      impact: 6,
      decision: 'Sold-out items',
      says: {
        'Staff switch it off on the menu':
          'Staff can mark any item sold out in one tap; it disappears from the menu until switched back on.',
        'Stock counts switch it off by themselves':
          'Each item can have a stock count that goes down with every order; at zero it shows as sold out.',
        'Staff tell whoever ordered it':
          'When an ordered item is not available, staff mark it and the person is told and offered a swap or a refund.',
      },
    },
    {
      id: 'ordering-account',
      category: 'security',
      text: 'Do {actors} need an account to order?',
      options: ['No, they order as guests', 'Guest ordering with an optional account', 'Yes, an account is required'],
      recommended: 'Guest ordering with an optional account',
      reason: 'Forcing sign-up loses orders on the first screen; an optional account keeps favourites and receipts for regulars.',
      impact: 6,
      decision: 'Accounts for ordering',
      replaces: 'sign-in',
      settledByAccess: { everyone: 'Yes, an account is required', staff: 'No, they order as guests' },
      says: {
        'No, they order as guests': 'People order without an account; the order is followed through a link or on screen.',
        'Guest ordering with an optional account':
          'People can order as guests; an optional account keeps past orders, favourites and receipts.',
        'Yes, an account is required':
          'People sign in (email link or Google) before ordering; their orders and receipts stay in the account.',
      },
    },
    {
      id: 'ordering-ahead',
      category: 'user-flow',
      text: 'Can {actors} order ahead for a later time, or only for as soon as possible?',
      options: [
        'Only for as soon as possible',
        'For now, with a later time of their choice',
        'Only ahead, before a cut-off such as the day before',
      ],
      recommended: 'For now, with a later time of their choice',
      reason:
        'A later time spreads the rush and wins orders planned in advance; taking orders only ahead suits goods made to order.',
      impact: 7,
      decision: 'Ordering ahead',
      says: {
        'Only for as soon as possible':
          'Orders are for as soon as possible only; the confirmation shows the expected time from the orders already open.',
        'For now, with a later time of their choice':
          'People order for as soon as possible or pick a later time, today or on a coming day; the order reaches whoever prepares it in time for that.',
        'Only ahead, before a cut-off such as the day before':
          'Orders are taken only in advance for a set date and close at a cut-off (for example noon the day before, set by staff), so everything can be made to order.',
      },
      settledBy: {
        'For now, with a later time of their choice': [
          'choose a pickup time',
          'pick a pickup time',
          'choose a collection time',
          'choose a delivery time',
          'abholzeit wählen',
          'elegir la hora de recogida',
          'choisir l’heure de retrait',
          'escolher o horário de retirada',
        ],
        'Only ahead, before a cut-off such as the day before': [
          'order the day before',
          'for the next day',
          'hard cut-off',
          'order cut-off',
          'order deadline',
          'orders close on',
          'bestellschluss',
          'fecha límite de pedido',
          'date limite de commande',
          'prazo para encomendas',
          'next day',
          'für den nächsten tag',
          'para el día siguiente',
          'pour le lendemain',
          'dia seguinte',
        ],
      },
    },
    {
      id: 'ordering-changes',
      category: 'edge-cases',
      text: 'Can {actors} change or cancel an order after sending it?',
      options: [
        'No: staff make any change on request',
        'Only until staff start preparing it',
        'Only until a set cut-off before it is due',
      ],
      recommended: 'Only until staff start preparing it',
      reason: 'Changes cost nothing until work starts; locking the order from then on avoids waste and arguments at hand-over.',
      impact: 6,
      decision: 'Changing or cancelling an order',
      says: {
        'No: staff make any change on request':
          'People cannot change or cancel a sent order themselves; they ask staff, who can edit or cancel it and refund any payment.',
        'Only until staff start preparing it':
          'People can change or cancel an order until staff start preparing it, with any payment refunded in full; after that it is locked and only staff can change it.',
        'Only until a set cut-off before it is due':
          'People can change or cancel an order until a set cut-off before it is due (set by staff), with any payment refunded in full; after that it is locked.',
      },
    },
    {
      id: 'ordering-busy',
      category: 'edge-cases',
      text: 'What happens when more orders come in than can be prepared in time?',
      options: [
        'Every order is taken; the wait time grows',
        'A set number of orders per time slot, then the slot is full',
        'Staff pause ordering for a while with one tap',
      ],
      recommended: 'Staff pause ordering for a while with one tap',
      reason:
        'A pause button copes with a rush in any small team; a cap per time slot pays off once most orders are placed ahead.',
      impact: 6,
      decision: 'When too many orders come in',
      says: {
        'Every order is taken; the wait time grows':
          'Every order is accepted; the expected time shown before sending grows with the number of open orders.',
        'A set number of orders per time slot, then the slot is full':
          'Each time slot takes a set number of orders (set by staff); a full slot cannot be chosen and people are offered the next free one.',
        'Staff pause ordering for a while with one tap':
          'Staff can pause new orders with one tap (for 15, 30 or 60 minutes, or until switched back on); people see when ordering opens again.',
      },
    },
    {
      id: 'ordering-choices',
      category: 'data',
      text: 'How much can {actors} adjust what they order?',
      options: [
        'Not at all: items as listed',
        'Set choices per item, such as size and extras',
        'Set choices plus a free-text note for each item',
      ],
      recommended: 'Set choices per item, such as size and extras',
      reason:
        'Set choices reach the people preparing orders clearly and can carry a price; free-text notes get misread and cannot.',
      impact: 7,
      decision: 'Choices on ordered items',
      says: {
        'Not at all: items as listed':
          'Items are ordered exactly as listed, with a quantity only; there are no choices or notes.',
        'Set choices per item, such as size and extras':
          'Each item can have groups of set choices (such as size, extras or leave-outs), each with its own price change, shown clearly to whoever prepares the order.',
        'Set choices plus a free-text note for each item':
          'Each item can have groups of set choices with their own price changes, plus a short free-text note, shown highlighted to whoever prepares the order.',
      },
    },
  ],
} satisfies InteractionInput;
