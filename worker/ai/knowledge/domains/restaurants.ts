import type { DomainInput } from '../records';

export default {
  id: 'restaurants',
  name: 'Restaurants and cafes',
  noun: 'restaurant ordering app',
  complexity: 2,
  recognise: {
    en: [
      ['restaurant', 6],
      ['cafe', 5],
      ['coffee shop', 5],
      ['bistro', 5],
      ['pizzeria', 6],
      ['food truck', 6],
      ['takeaway', 5],
      ['takeout', 5],
      ['diner', 4],
      ['eatery', 5],
      ['pub', 4],
      ['bar', 2],
      ['brunch', 3],
      ['sushi', 4],
      ['ghost kitchen', 6],
      ['dark kitchen', 6],
      ['menu', 3],
      ['dishes', 2],
      ['table reservation', 5],
      ['dine-in', 5],
      ['food ordering', 5],
      ['order food', 4],
      ['qr menu', 5],
      ['table ordering', 5],
      ['at the table', 3],
      ['tapas', 4],
      ['waiter', 5],
      ['kitchen display', 6],
      ['canteen', 4],
      ['food delivery', 3],
    ],
    de: [
      ['restaurantbetrieb', 6],
      ['restaurantkette', 6],
      ['gaststatte', 6],
      ['gastronomie', 5],
      ['gastrobetrieb', 6],
      ['speisekarte', 6],
      ['imbiss', 6],
      ['kneipe', 5],
      ['wirtshaus', 5],
      ['tischreservierung', 6],
      ['kellner', 5],
      ['mittagstisch', 5],
      ['lieferdienst', 4],
      ['essensbestellung', 5],
      ['gerichte', 2],
    ],
    es: [
      ['chiringuito', 5],
      ['tasca', 4],
      ['cafeteria', 5],
      ['bar de tapas', 6],
      ['taqueria', 6],
      ['comida para llevar', 5],
      ['pedidos a domicilio', 4],
      ['reserva de mesa', 6],
      ['camarero', 5],
      ['mesero', 5],
      ['comensales', 5],
      ['menu del dia', 5],
      ['platos', 2],
      ['carta del restaurante', 6],
    ],
    fr: [
      ['brasserie', 6],
      ['creperie', 6],
      ['vente a emporter', 5],
      ['a emporter', 4],
      ['reservation de table', 6],
      ['restauration rapide', 6],
      ['traiteur', 3],
      ['plats', 2],
      ['carte du restaurant', 6],
      ['salle et cuisine', 4],
    ],
    pt: [
      ['churrascaria', 6],
      ['rodizio', 4],
      ['lanchonete', 6],
      ['cardapio', 6],
      ['pizzaria', 6],
      ['hamburgueria', 6],
      ['boteco', 5],
      ['garcom', 5],
      ['comanda', 5],
      ['reserva de mesa', 6],
      ['para viagem', 4],
      ['pratos', 2],
    ],
  },
  exclude: [
    'hamburger menu',
    'menu bar',
    'navigation menu',
    'dropdown menu',
    'drop-down menu',
    'context menu',
    'side menu',
    'start menu',
    'progress bar',
    'search bar',
    'nav bar',
    'status bar',
    'tab bar',
    'app bar',
    'bar chart',
    'bar charts',
    'menu semanal',
    'cardapio semanal',
    'weekly meal plan',
  ],
  entities: [
    {
      name: 'Menu Item',
      fields: [
        'name',
        'category (starters, mains…)',
        'price',
        'description',
        'photo',
        'allergens',
        'dietary tags',
        'available today',
      ],
    },
    {
      name: 'Option Group',
      fields: [
        'menu item → Menu Item',
        'name (size, sauce, sides)',
        'required',
        'min and max choices',
        'options with extra price',
      ],
    },
    {
      name: 'Order',
      fields: [
        'guest → Guest',
        'type (pickup, delivery, table)',
        'items with chosen options',
        'requested time',
        'status (received, preparing, ready, on the way, done)',
        'total',
        'tip',
        'paid',
      ],
    },
    {
      name: 'Reservation',
      fields: [
        'guest → Guest',
        'party size',
        'date and time',
        'table → Table',
        'status (booked, seated, no-show, cancelled)',
        'notes',
      ],
    },
    { name: 'Table', fields: ['number', 'seats', 'area (terrace, inside)', 'combinable with'] },
    { name: 'Guest', fields: ['name', 'phone', 'email', 'delivery addresses', 'allergy notes', 'visits and orders'] },
    { name: 'Location', fields: ['address', 'opening hours', 'average prep time', 'delivery zones with fees', 'minimum order'] },
  ],
  roles: [
    {
      name: 'Owner or manager',
      can: 'edit the menu and prices, set opening hours and delivery zones, see sales and manage staff access',
    },
    { name: 'Kitchen staff', can: 'see incoming orders, move them from preparing to ready, and mark dishes as sold out' },
    { name: 'Front of house', can: 'manage reservations and walk-ins, seat guests, and take orders at the table' },
    { name: 'Delivery driver', can: 'see the orders assigned to them with address and phone, and mark them delivered' },
    { name: 'Guest', can: 'browse the menu, order and pay, follow the order status, and reserve a table' },
  ],
  features: [
    {
      id: 'digital-menu',
      title: 'Menu with Allergens and Photos',
      description:
        'The full menu by category with photos, prices, allergens and dietary tags, edited by staff and always current.',
      match: [
        'menu',
        'digital menu',
        'qr menu',
        'speisekarte',
        'carta',
        'menu del dia',
        'carte',
        'cardapio',
        'allergens',
        'allergene',
        'alergenos',
      ],
      done: [
        { when: 'a guest opens the menu', then: 'show dishes by category with photo, price, allergens and dietary tags' },
        {
          when: 'a manager changes a price',
          then: 'show the new price on the menu at once without affecting orders already placed',
        },
      ],
    },
    {
      id: 'online-ordering',
      title: 'Online Ordering for Pickup and Delivery',
      description:
        'Guests order from the menu, choose pickup or delivery and a time, and pay; the order lands in the kitchen at once.',
      match: [
        'online ordering',
        'order online',
        'takeaway orders',
        'pickup',
        'online-bestellung',
        'abholung',
        'pedidos online',
        'para llevar',
        'commande en ligne',
        'click and collect',
        'pedido online',
        'retirada',
      ],
      done: [
        {
          when: 'a guest places a paid pickup order',
          then: 'send it to the kitchen, confirm it to the guest with a ready time, and show it as received',
        },
        {
          when: 'a guest tries to order outside opening hours',
          then: 'offer the next available time slot instead of accepting the order for now',
        },
      ],
    },
    {
      id: 'table-reservations',
      title: 'Table Reservations',
      description: 'Guests reserve a table for a date, time and party size; staff see the evening’s bookings and seat guests.',
      match: [
        'reservation',
        'book a table',
        'table booking',
        'tischreservierung',
        'reserva de mesa',
        'reservation de table',
        'reservar mesa',
      ],
      done: [
        {
          when: 'a guest reserves a time with enough free seats',
          then: 'confirm the reservation at once and reduce the seats free in that slot',
        },
        {
          when: 'two guests reserve the last table in a slot at the same time',
          then: 'confirm exactly one and offer the other the nearest free times',
        },
      ],
    },
    {
      id: 'table-ordering',
      title: 'QR Code Ordering at the Table',
      description:
        'Each table has a QR code; guests open the menu on their phone, order rounds and pay without waiting for the bill.',
      match: [
        'qr code ordering',
        'qr',
        'scan a qr code',
        'desde la mesa',
        'order at the table',
        'table ordering',
        'tischbestellung',
        'pedido en mesa',
        'commande a table',
        'pedido na mesa',
      ],
      done: [
        {
          when: 'a guest orders from a table QR code',
          then: 'send the order to the kitchen with the table number and add it to that table’s open bill',
        },
        {
          when: 'several guests at one table pay',
          then: 'let them split the bill by items or equally and close the table when it is fully paid',
        },
      ],
    },
    {
      id: 'kitchen-display',
      title: 'Kitchen Order Screen',
      description:
        'A tablet screen in the kitchen shows new orders in time order with options and notes; cooks bump them to ready.',
      match: [
        'kitchen display',
        'kitchen screen',
        'kds',
        'order tickets',
        'kuchenmonitor',
        'pantalla de cocina',
        'ecran cuisine',
        'tela da cozinha',
      ],
      done: [
        {
          when: 'a new order arrives',
          then: 'show it on the kitchen screen with a sound, the time since it came in, every option and the guest’s notes',
        },
        { when: 'a cook marks an order ready', then: 'notify the guest or the driver and move the order off the active list' },
      ],
    },
    {
      id: 'dish-options',
      title: 'Dish Options and Extras',
      description: 'Sizes, required choices (pick a side) and paid extras per dish, so orders reach the kitchen complete.',
      match: [
        'dish options',
        'extras',
        'modifiers',
        'add-ons',
        'toppings',
        'beilagen',
        'extras y complementos',
        'supplements',
        'adicionais',
      ],
      done: [
        {
          when: 'a guest adds a dish with a required choice',
          then: 'not add it to the cart until the choice is made, and add the extra prices to the total',
        },
      ],
    },
    {
      id: 'sold-out-switch',
      title: 'Sold-out Switch for Dishes',
      description: 'Staff mark a dish or an option as sold out for today in one tap; it comes back automatically the next day.',
      match: ['sold out', 'out of stock', 'ausverkauft', 'agotado', 'epuise', 'esgotado'],
      done: [
        {
          when: 'a dish is marked sold out while guests have it in their cart',
          then: 'block checkout for that dish and ask them to remove or replace it',
        },
      ],
    },
    {
      id: 'delivery-zones',
      title: 'Delivery Zones and Fees',
      description: 'Delivery areas drawn on a map or set by distance, each with its own fee, minimum order and delivery time.',
      match: [
        'delivery zone',
        'delivery area',
        'delivery fee',
        'liefergebiet',
        'liefergebuhr',
        'zona de reparto',
        'zone de livraison',
        'taxa de entrega',
      ],
      done: [
        {
          when: 'a guest enters an address outside every zone',
          then: 'say that it is outside the delivery area and offer pickup instead',
        },
        { when: 'an order is below the zone’s minimum', then: 'show how much is missing before checkout can continue' },
      ],
    },
    {
      id: 'order-payments',
      title: 'Online Payment and Tips',
      description: 'Card, Apple Pay and Google Pay at checkout, an optional tip, and refunds for cancelled orders.',
      match: ['payment', 'pay online', 'tip', 'trinkgeld', 'propina', 'pourboire', 'gorjeta', 'pagamento'],
      done: [
        { when: 'a payment fails', then: 'keep the cart, show the reason and never send the order to the kitchen' },
        { when: 'staff cancel a paid order', then: 'refund it in full and tell the guest why' },
      ],
    },
    {
      id: 'order-status',
      title: 'Order-ready Alerts and Live Status',
      description: 'Guests follow their order from received to ready or out for delivery, by SMS or on the order page.',
      match: [
        'order status',
        'order tracking',
        'order ready',
        'ready for pickup',
        'bestellstatus',
        'estado del pedido',
        'suivi de commande',
        'status do pedido',
      ],
      done: [
        {
          when: 'an order changes status',
          then: 'update the guest’s order page and send a message when it is ready or on its way',
        },
      ],
    },
    {
      id: 'loyalty',
      title: 'Loyalty Stamps and Vouchers',
      description:
        'Regulars collect a stamp or points per order and redeem them for a free dish; gift vouchers can be sold online.',
      match: [
        'loyalty',
        'stamp card',
        'rewards',
        'vouchers',
        'stempelkarte',
        'gutschein',
        'fidelizacion',
        'fidelite',
        'fidelidade',
      ],
      done: [
        {
          when: 'a guest completes a paid order',
          then: 'add a stamp or points to their card and tell them how far they are from a reward',
        },
      ],
    },
    {
      id: 'sales-reports',
      title: 'Sales Reports by Dish and Hour',
      description: 'Owners see revenue by day, hour, channel and dish, the average order value, and which dishes sell least.',
      match: [
        'report',
        'sales report',
        'analytics',
        'umsatz',
        'auswertung',
        'informe de ventas',
        'rapport des ventes',
        'relatorio de vendas',
      ],
      done: [
        {
          when: 'the owner opens the report for a week',
          then: 'show revenue by day and hour, by pickup, delivery and table, and the top and bottom dishes',
        },
      ],
    },
    {
      id: 'floor-plan',
      title: 'Floor Plan with Table Status',
      description:
        'The dining room’s tables on a floor plan showing who is seated, booked next or free, so hosts seat and combine tables.',
      match: [
        'floor plan',
        'table management',
        'table plan',
        'seating',
        'tischplan',
        'plano de mesas',
        'gestion de mesas',
        'plan de salle',
        'mapa de mesas',
      ],
      done: [
        {
          when: 'a host seats a party at a table',
          then: 'mark the table occupied with the party’s name and expected end time on the floor plan',
        },
        {
          when: 'a host combines two tables for a large party',
          then: 'treat them as one table for that reservation and free both when the party leaves',
        },
      ],
    },
    {
      id: 'party-size-rules',
      title: 'Covers and Party Sizes per Slot',
      description:
        'Limits on covers per time slot and on the party size bookable online, with longer table times for larger parties.',
      match: ['covers', 'party size', 'group size', 'pacing', 'personenzahl', 'comensales', 'couverts', 'numero de pessoas'],
      done: [
        {
          when: 'a time slot reaches its limit of covers',
          then: 'stop offering that slot online and suggest the nearest times that still have room',
        },
        {
          when: 'a guest asks for a party larger than the online limit',
          then: 'take it as a request for staff to confirm instead of booking it at once',
        },
      ],
    },
    {
      id: 'no-show-deposits',
      title: 'No-show Deposits and Card Guarantees',
      description:
        'A card held or a deposit taken when booking, charged by the set fee when a party does not show or cancels late.',
      match: [
        'no-show',
        'no show',
        'deposit',
        'card guarantee',
        'anzahlung',
        'kreditkartengarantie',
        'deposito',
        'garantia con tarjeta',
        'acompte',
        'empreinte bancaire',
        'sinal',
      ],
      done: [
        {
          when: 'staff mark a guaranteed reservation as a no-show',
          then: 'charge the no-show fee to the held card once and email the guest a receipt',
        },
        {
          when: 'a guest cancels before the cancellation deadline',
          then: 'release the card hold or refund the deposit in full without staff action',
        },
      ],
    },
    {
      id: 'reservation-waitlist',
      title: 'Waitlist for Walk-ins and Full Nights',
      description: 'Guests join a waitlist when no table is free, online or at the door, and get a text when a table opens up.',
      match: ['waitlist', 'waiting list', 'walk-ins', 'warteliste', 'lista de espera', 'liste d attente'],
      done: [
        {
          when: 'a table frees up or a reservation is cancelled',
          then: 'offer it by text to the first party on the waitlist that fits the table and hold it for 10 minutes',
        },
      ],
    },
    {
      id: 'truck-locations',
      title: 'Truck Locations and Weekly Schedule',
      description: 'Where the food truck stands each day and when, on a map and a weekly schedule, with the menu for that stop.',
      match: ['locations', 'schedule', 'where we are', 'standort', 'standorte', 'ubicacion', 'emplacement', 'localizacao'],
      done: [
        {
          when: 'the owner moves today’s stop',
          then: 'update the map and schedule at once and notify followers of that location',
        },
        {
          when: 'a guest orders ahead',
          then: 'show only pickup times while the truck is open at a stop, at that stop’s address',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'restaurant reservation app',
      match: [
        'reservation',
        'reservations',
        'table booking',
        'table bookings',
        'book a table',
        'reserve a table',
        'reservierung*',
        'tischreservierung*',
        'reserva de mesa',
        'reservas de mesa',
        'reservar mesa',
        'reservation de table',
        'reserver une table',
      ],
      features: [
        'table-reservations',
        'floor-plan',
        'party-size-rules',
        'no-show-deposits',
        'reservation-waitlist',
        'digital-menu',
      ],
      recommend: [
        {
          question: 'rest-core-flow',
          answer: 'Reserve a table',
          reason: 'A reservation system lives on tables, covers and no-shows; online ordering can come once booking runs well.',
        },
        {
          question: 'rest-reservation-rules',
          answer: 'Instant confirmation against a table plan',
          reason: 'With tables managed in the app, booking against the real table plan avoids promising seats that do not fit.',
        },
      ],
      unless: ['ordering', 'order online', 'delivery', 'takeaway', 'take-away', 'pedidos', 'bestellung*', 'livraison', 'entrega'],
    },
    {
      noun: 'food truck ordering app',
      match: ['food truck', 'food trucks', 'foodtruck*', 'food trailer', 'imbisswagen', 'camion de comida', 'food-truck'],
      features: ['truck-locations', 'online-ordering', 'order-status', 'digital-menu', 'sold-out-switch'],
      recommend: [
        {
          question: 'rest-core-flow',
          answer: 'Order for pickup or delivery',
          reason: 'A food truck’s queue is its bottleneck; ordering ahead for pickup at the window moves it.',
        },
        {
          question: 'rest-delivery',
          answer: 'Pickup only, no delivery',
          reason: 'A truck moves and cooks to order at the window; delivery zones from a changing spot rarely pay.',
        },
      ],
    },
    {
      noun: 'table ordering app',
      match: [
        'qr',
        'order at the table',
        'order from the table',
        'table ordering',
        'am tisch',
        'tischbestellung*',
        'desde la mesa',
        'en la mesa',
        'pedido en mesa',
        'commande a table',
        'depuis la table',
        'na mesa',
        'pedido na mesa',
      ],
      features: ['table-ordering', 'digital-menu', 'kitchen-display', 'dish-options', 'order-payments', 'sold-out-switch'],
      recommend: [
        {
          question: 'rest-core-flow',
          answer: 'Order and pay at the table',
          reason: 'Ordering from a QR code at the table turns tables faster and needs no delivery or pickup logistics.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'card, Apple Pay and Google Pay payments at checkout and at the table, with tips and refunds' },
    { name: 'Square, Toast or Lightspeed POS', for: 'sending online orders into the till and keeping menu and prices in sync' },
    { name: 'Uber Direct or DoorDash Drive', for: 'on-demand couriers for delivery orders without own drivers' },
    { name: 'Google Maps Platform', for: 'address autocomplete, delivery zones and distance-based fees' },
    { name: 'Star CloudPRNT or Epson receipt printers', for: 'printing order tickets in the kitchen' },
    { name: 'Twilio', for: 'SMS when an order is ready or a reservation is coming up' },
  ],
  pages: [
    { name: 'Menu', purpose: 'dishes by category with photos, allergens and prices; add to cart' },
    { name: 'Cart and checkout', purpose: 'pickup or delivery, time, address, tip and payment' },
    { name: 'Order status', purpose: 'live progress of the guest’s order with the expected time' },
    { name: 'Reserve a table', purpose: 'date, time and party size with free times shown' },
    { name: 'Kitchen screen', purpose: 'incoming orders in time order, bump to ready' },
    { name: 'Reservations book', purpose: 'the day’s bookings by time and table for the host' },
    { name: 'Menu editor', purpose: 'dishes, options, prices, allergens and sold-out switches' },
    { name: 'Reports', purpose: 'sales by day, hour, channel and dish' },
  ],
  design:
    'appetite-led, with large dish photos and prices on the menu, a sticky cart button on phones, and a high-contrast kitchen screen readable from two metres with big bump buttons',
  questions: [
    {
      id: 'rest-core-flow',
      category: 'scope',
      text: 'What should guests mainly do with the app?',
      options: [
        'Order for pickup or delivery',
        'Reserve a table',
        'Order and pay at the table',
        'Order ahead and reserve tables',
      ],
      recommended: 'Order for pickup or delivery',
      reason: 'Direct online orders avoid the 15–30% commission delivery platforms take, which pays for the app fastest.',
      impact: 10,
      decision: 'Core guest flow',
      says: {
        'Order for pickup or delivery':
          'The core flow is online ordering: guests order from the menu for pickup or delivery, pay, and follow the order.',
        'Reserve a table':
          'The core flow is table reservations: guests reserve a time and party size; there is no online ordering.',
        'Order and pay at the table':
          'The core flow is ordering at the table: guests scan the table QR code, order rounds and pay from their phone.',
        'Order ahead and reserve tables':
          'Support both online ordering for pickup or delivery and table reservations, sharing one menu and one guest record.',
      },
    },
    {
      id: 'rest-delivery',
      category: 'user-flow',
      text: 'Who delivers the orders to guests?',
      options: [
        'Pickup only, no delivery',
        'Our own drivers',
        'On-demand couriers (Uber Direct, DoorDash Drive)',
        'Own drivers and on-demand couriers',
      ],
      recommended: 'Our own drivers',
      reason: 'Restaurants that deliver usually have drivers already; it keeps fees, zones and food quality in your hands.',
      impact: 8,
      decision: 'Delivery',
      askIf: { answer: 'rest-core-flow', is: ['Order for pickup or delivery', 'Order ahead and reserve tables'] },
      says: {
        'Pickup only, no delivery': 'Orders are for pickup only; there are no delivery addresses, zones or drivers.',
        'Our own drivers':
          'The restaurant’s own drivers deliver: assign orders to drivers, show them address and phone, and let them mark orders delivered.',
        'On-demand couriers (Uber Direct, DoorDash Drive)':
          'Delivery is done by an on-demand courier service: request a courier when the order is nearly ready and show its tracking to the guest.',
        'Own drivers and on-demand couriers':
          'Use own drivers first and request an on-demand courier when no driver is free; the guest sees one tracking page either way.',
      },
    },
    {
      id: 'rest-guest-accounts',
      category: 'security',
      text: 'Do guests need an account to order or reserve?',
      options: ['Guest checkout, account optional', 'Account required', 'No guest accounts at all'],
      recommended: 'Guest checkout, account optional',
      reason: 'Forcing sign-up at checkout loses orders; an optional account still saves addresses and makes reordering one tap.',
      impact: 8,
      decision: 'Guest accounts',
      replaces: 'sign-in',
      says: {
        'Guest checkout, account optional':
          'Guests can order and reserve with name, phone and email; an optional account saves addresses, favourites and past orders.',
        'Account required': 'Guests must create an account before ordering or reserving.',
        'No guest accounts at all':
          'Guests never sign in; only staff have accounts, and guests manage orders through links sent to them.',
      },
    },
    {
      id: 'rest-payment-timing',
      category: 'scope',
      text: 'How do guests pay for online orders?',
      options: ['Online at checkout only', 'Online, or cash on pickup and delivery', 'Always on site, nothing paid online'],
      recommended: 'Online at checkout only',
      reason: 'Prepaid orders almost never turn into no-shows, while cash on delivery invites fake and abandoned orders.',
      impact: 8,
      decision: 'Payment for orders',
      replaces: 'online-payments',
      askIf: { answer: 'rest-core-flow', isNot: ['Reserve a table'] },
      says: {
        'Online at checkout only':
          'Every order is paid online at checkout by card or wallet; an order reaches the kitchen only once paid.',
        'Online, or cash on pickup and delivery':
          'Guests pay online or choose cash on pickup or delivery; mark unpaid orders clearly for staff and drivers.',
        'Always on site, nothing paid online':
          'Nothing is paid online; orders are paid at the counter, at the table or to the driver.',
      },
    },
    {
      id: 'rest-order-timing',
      category: 'user-flow',
      text: 'Can guests order ahead for a later time?',
      options: ['As soon as possible only', 'As soon as possible or a time slot today', 'Up to several days ahead'],
      recommended: 'As soon as possible or a time slot today',
      reason: 'Lunch orders placed in the morning spread out the rush; ordering days ahead is rarely needed outside catering.',
      impact: 6,
      decision: 'Ordering ahead',
      askIf: { answer: 'rest-core-flow', isNot: ['Reserve a table', 'Order and pay at the table'] },
      says: {
        'As soon as possible only': 'Orders are for as soon as possible; show the current prep or delivery time before checkout.',
        'As soon as possible or a time slot today':
          'Guests choose as soon as possible or a time slot later today, within opening hours.',
        'Up to several days ahead':
          'Guests can choose a time slot up to several days ahead; the kitchen sees future orders on a separate list.',
      },
    },
    {
      id: 'rest-kitchen-rush',
      category: 'edge-cases',
      text: 'What should happen when the kitchen is swamped at peak time?',
      options: ['Accept every order, show a longer wait', 'Limit orders per time slot', 'Staff can pause online orders'],
      recommended: 'Limit orders per time slot',
      reason: 'A cap per 15-minute slot stops a Friday rush from turning into 60-minute waits and one-star reviews.',
      impact: 7,
      decision: 'Peak-time capacity',
      askIf: { answer: 'rest-core-flow', isNot: ['Reserve a table'] },
      says: {
        'Accept every order, show a longer wait':
          'Accept every order and raise the quoted wait time automatically as the queue grows.',
        'Limit orders per time slot':
          'Cap the number of orders per 15-minute slot; when a slot is full, offer guests the next free slot.',
        'Staff can pause online orders':
          'Staff can pause online ordering with one switch and resume it; guests see that ordering is paused.',
      },
    },
    {
      id: 'rest-reservation-rules',
      category: 'user-flow',
      text: 'How are tables given out when guests reserve?',
      options: [
        'Guests request, staff confirm',
        'Instant confirmation by seats per time slot',
        'Instant confirmation against a table plan',
      ],
      recommended: 'Instant confirmation by seats per time slot',
      reason: 'Counting seats per slot is quick to set up and needs no floor plan; most small restaurants work this way.',
      impact: 7,
      decision: 'Reservation confirmation',
      askIf: {
        any: [
          { answer: 'rest-core-flow', is: ['Reserve a table', 'Order ahead and reserve tables'] },
          { feature: ['table-reservations'] },
        ],
      },
      says: {
        'Guests request, staff confirm':
          'Reservations are requests; staff confirm or decline them and the guest is told either way.',
        'Instant confirmation by seats per time slot':
          'Confirm reservations at once while the time slot has enough seats left; staff assign tables on the evening.',
        'Instant confirmation against a table plan':
          'Confirm reservations at once only when a fitting table (or combination of tables) is free for the whole sitting.',
      },
    },
    {
      id: 'rest-party-limit',
      category: 'user-flow',
      text: 'What is the largest party guests can reserve a table for online?',
      options: ['Up to 6; larger groups call', 'Up to 8; larger groups send a request', 'Any size the restaurant can seat'],
      recommended: 'Up to 8; larger groups send a request',
      reason: 'Large parties block several tables and often need a set menu; a request lets staff plan them without phone tag.',
      impact: 6,
      decision: 'Largest party online',
      askIf: {
        any: [
          { answer: 'rest-core-flow', is: ['Reserve a table', 'Order ahead and reserve tables'] },
          { feature: ['table-reservations', 'party-size-rules'] },
        ],
      },
      says: {
        'Up to 6; larger groups call': 'Guests can reserve online for up to 6 people; larger parties are asked to call.',
        'Up to 8; larger groups send a request':
          'Guests can reserve online for up to 8 people; larger parties send a request that staff confirm or decline.',
        'Any size the restaurant can seat': 'Guests can reserve online for any party size the free tables can seat.',
      },
    },
    {
      id: 'rest-table-time',
      category: 'data',
      text: 'How long does a reservation keep its table before the next guests can book it?',
      options: ['A fixed 2 hours', 'By party size (90 minutes for two, longer for groups)', 'The whole evening, one sitting'],
      recommended: 'By party size (90 minutes for two, longer for groups)',
      reason: 'Couples leave sooner than groups; timing by party size fits a second seating without rushing anyone.',
      impact: 5,
      decision: 'Table time per reservation',
      askIf: {
        any: [
          { answer: 'rest-core-flow', is: ['Reserve a table', 'Order ahead and reserve tables'] },
          { feature: ['table-reservations', 'floor-plan'] },
        ],
      },
      says: {
        'A fixed 2 hours': 'Every reservation holds its table for 2 hours; the table can be booked again after that.',
        'By party size (90 minutes for two, longer for groups)':
          'Table time depends on party size (90 minutes for 1–2, 2 hours for 3–4, 2.5 hours for 5 or more), editable by the manager.',
        'The whole evening, one sitting': 'Each table is booked once per evening; there is no second seating.',
      },
    },
    {
      id: 'rest-full-nights',
      category: 'edge-cases',
      text: 'What happens when guests want a table on a fully booked night?',
      options: [
        'Fully booked, nothing more',
        'An online waitlist; freed tables are offered by text',
        'A waitlist for walk-ins at the door only',
      ],
      recommended: 'An online waitlist; freed tables are offered by text',
      reason: 'Cancellations free tables every night; a waitlist that texts the next party fills them without phone calls.',
      impact: 5,
      decision: 'Fully booked nights',
      askIf: {
        any: [
          { answer: 'rest-core-flow', is: ['Reserve a table', 'Order ahead and reserve tables'] },
          { feature: ['table-reservations', 'reservation-waitlist'] },
        ],
      },
      says: {
        'Fully booked, nothing more': 'A fully booked time shows as full; there is no waitlist.',
        'An online waitlist; freed tables are offered by text':
          'Guests can join a waitlist for a full time; when a table frees up, the first fitting party gets a text and 10 minutes to accept.',
        'A waitlist for walk-ins at the door only':
          'Staff keep a waitlist of walk-ins at the door and text them when a table is ready; there is no online waitlist.',
      },
    },
    {
      id: 'rest-booking-channels',
      category: 'integrations',
      text: 'Where should guests be able to reserve a table?',
      options: [
        'On the restaurant’s own website only',
        'The website plus Reserve with Google',
        'Also through OpenTable or TheFork',
      ],
      recommended: 'The website plus Reserve with Google',
      reason: 'Many guests book straight from Google Maps; platforms like TheFork bring guests but charge per cover.',
      impact: 4,
      decision: 'Reservation channels',
      askIf: {
        any: [
          { answer: 'rest-core-flow', is: ['Reserve a table', 'Order ahead and reserve tables'] },
          { feature: ['table-reservations'] },
        ],
      },
      says: {
        'On the restaurant’s own website only': 'Guests reserve only on the restaurant’s own website.',
        'The website plus Reserve with Google':
          'Guests reserve on the restaurant’s website and through Reserve with Google, both against the same availability.',
        'Also through OpenTable or TheFork':
          'Sync availability and reservations two ways with OpenTable or TheFork so no table is sold twice.',
      },
    },
    {
      id: 'rest-no-shows',
      category: 'edge-cases',
      text: 'How do you protect against guests who reserve and do not show up?',
      options: [
        'Reminder with a confirm link only',
        'Card guarantee for large groups',
        'Card guarantee for every reservation',
        'Prepaid deposit',
      ],
      recommended: 'Card guarantee for large groups',
      reason: 'Groups of six or more cause the costliest no-shows; asking every couple for a card lowers bookings.',
      impact: 6,
      decision: 'No-show protection',
      feature: 'table-reservations',
      says: {
        'Reminder with a confirm link only': 'Send a reminder the day before with a link to confirm or cancel; no card is taken.',
        'Card guarantee for large groups':
          'For parties above a set size, save a card when reserving and charge a set no-show fee if they do not come.',
        'Card guarantee for every reservation':
          'Save a card for every reservation and charge a set no-show fee if the guest does not come.',
        'Prepaid deposit': 'Take a deposit per guest when reserving and deduct it from the bill.',
      },
    },
    {
      id: 'rest-allergens',
      category: 'data',
      text: 'How much allergen and diet information does each dish need?',
      options: ['None', 'Dietary tags only (vegan, gluten-free)', 'Full allergen list per dish plus dietary tags'],
      recommended: 'Full allergen list per dish plus dietary tags',
      reason: 'EU and UK law require allergen information for every dish (14 allergens); guests also filter the menu by diet.',
      impact: 6,
      decision: 'Allergens and diets',
      says: {
        None: 'Dishes carry no allergen or diet information.',
        'Dietary tags only (vegan, gluten-free)':
          'Dishes carry dietary tags such as vegan, vegetarian and gluten-free, and guests can filter by them.',
        'Full allergen list per dish plus dietary tags':
          'Each dish records the 14 regulated allergens and dietary tags; show them on the menu and let guests filter by them.',
      },
    },
    {
      id: 'rest-locations',
      category: 'scope',
      text: 'How many restaurants will run on it?',
      options: ['One restaurant', 'A few locations sharing one menu', 'Several locations with their own menus and prices'],
      recommended: 'One restaurant',
      reason: 'Start with one; keeping a location on menus and orders from day one makes a second site data, not a rewrite.',
      impact: 7,
      decision: 'Locations',
      says: {
        'One restaurant':
          'There is one restaurant; keep a location reference on menus and orders so a second site can be added later.',
        'A few locations sharing one menu':
          'Several locations share one menu; each has its own opening hours, prep time, sold-out switches and orders.',
        'Several locations with their own menus and prices':
          'Each location has its own menu, prices, hours and staff; guests pick a location first.',
      },
    },
    {
      id: 'rest-menu-editors',
      category: 'roles',
      text: 'Who may update the menu and mark dishes as sold out?',
      options: ['The owner or manager only', 'Managers, with kitchen staff marking sold-outs', 'Any staff member'],
      recommended: 'Managers, with kitchen staff marking sold-outs',
      reason: 'The kitchen knows first when a dish runs out; waiting for the manager means orders that cannot be cooked.',
      impact: 6,
      decision: 'Menu editing',
      says: {
        'The owner or manager only': 'Only the owner or manager can change the menu, prices and availability.',
        'Managers, with kitchen staff marking sold-outs':
          'Managers edit dishes and prices; kitchen staff can only switch dishes and options to sold out and back.',
        'Any staff member': 'Every staff member can edit dishes, prices and availability.',
      },
    },
    {
      id: 'rest-kitchen-tickets',
      category: 'integrations',
      text: 'How should new orders reach the kitchen?',
      options: [
        'Kitchen screen on a tablet',
        'Printed ticket',
        'Into our till system (POS)',
        'Kitchen screen and printed ticket',
      ],
      recommended: 'Kitchen screen on a tablet',
      reason: 'A tablet shows the age and status of every order at a glance and needs no printer or POS integration to start.',
      impact: 6,
      decision: 'Orders to the kitchen',
      askIf: { answer: 'rest-core-flow', isNot: ['Reserve a table'] },
      says: {
        'Kitchen screen on a tablet': 'New orders appear on a kitchen tablet screen with a sound; cooks bump them to ready.',
        'Printed ticket':
          'Print each new order on a kitchen receipt printer through a cloud printing service, with a retry if the printer is offline.',
        'Into our till system (POS)':
          'Send each order into the existing POS so it prints and reports there; keep menu items mapped to POS items.',
        'Kitchen screen and printed ticket': 'Show new orders on a kitchen screen and also print a ticket for each one.',
      },
    },
    {
      id: 'rest-dish-options',
      category: 'data',
      text: 'How complex are the choices guests make on a dish?',
      options: ['No choices', 'Simple extras (size, extra cheese)', 'Required choices and combos (pick a side, build a bowl)'],
      recommended: 'Required choices and combos (pick a side, build a bowl)',
      reason:
        'Most menus have at least one "choose your side" dish; modelling choices as groups from the start covers all cases.',
      impact: 5,
      decision: 'Dish choices',
      feature: 'dish-options',
    },
    {
      id: 'rest-loyalty-type',
      category: 'scope',
      text: 'How should the loyalty scheme reward regulars?',
      options: ['Stamp card (every 10th coffee free)', 'Points per amount spent', 'Birthday and win-back vouchers'],
      recommended: 'Stamp card (every 10th coffee free)',
      reason: 'Stamps are understood at a glance and easy to run; points schemes need a rewards catalogue to feel worth it.',
      impact: 4,
      decision: 'Loyalty scheme',
      feature: 'loyalty',
    },
  ],
} satisfies DomainInput;
