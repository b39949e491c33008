import type { InteractionInput } from '../records';

/**
 * Goods a business delivers with its own vans, trucks or drivers: a builders' merchant's sand and blocks, a hay or feed
 * merchant's loads, logs and coal, linen hire, bottled water, furniture. Orders come in at the counter, by phone or by
 * message; the app plans each day's drops by vehicle and driver, the driver marks each one delivered with a photo or
 * a signature, and the office answers "has it left yet?" at a glance. A takeaway's menu and basket are another
 * pattern (ordering), so this one needs a word of the business's own vehicles or drivers.
 */
export default {
  id: 'deliveries',
  name: 'Deliveries with our own vehicles',
  noun: 'delivery planning app',
  onlyIfSaid: [
    ...'truck trucks lorry lorries van vans driver drivers vehicle vehicles fleet wagon tipper flatbed'.split(' '),
    ...'lkw lkws fahrer fahrerin fahrern transporter fahrzeug fahrzeuge'.split(' '),
    ...'camión camiones camioneta furgoneta furgonetas conductor conductores repartidor repartidores chófer'.split(' '),
    ...'camion camions camionnette chauffeur chauffeurs livreur livreurs véhicule véhicules'.split(' '),
    ...'caminhão caminhões camião camiões caminhonete motorista motoristas carrinha veículo veículos caçamba'.split(' '),
  ],
  verbs: [['deliver', 3]],
  // No nouns: "proof of delivery photos" or "delivery notes" are no thing delivered; the thing stays "delivery".
  phrases: [
    ['proof of delivery', 6],
    ['delivery note', 5],
    ['delivery notes', 5],
    ['delivery sheet', 5],
    ['delivery run', 5],
    ['delivery runs', 5],
    ['delivery schedule', 5],
    ['delivery day', 3],
    ['delivery days', 3],
    ['delivery address', 3],
    ['load sheet', 5],
    ['loading list', 5],
    ['which truck', 5],
    ['which lorry', 5],
    ['which van', 5],
    ['which vehicle', 4],
    ['which driver', 4],
    ['marks it delivered', 6],
    ['mark it delivered', 6],
    ['marked delivered', 6],
    ['mark delivered', 6],
    ['marks delivered', 6],
    ['marked as delivered', 6],
    ['drivers count', 5],
    ['driver counts', 5],
    ['signs for it', 4],
    ['sign for the delivery', 5],
    ['multi-drop', 5],
    ['has it left', 4],
    ['left the yard', 5],
    ['out for delivery', 4],
    ['deliveries', 3],
    ['delivery', 2],
  ],
  recognise: {
    de: [
      ['lieferschein*', 5],
      ['auslieferung*', 5],
      ['ausliefer*', 4],
      ['liefertour*', 6],
      ['liefertermin*', 4],
      ['welcher lkw', 5],
      ['welcher fahrer', 4],
      ['zugestellt', 4],
      ['zustellung*', 3],
      ['anlieferung*', 4],
      ['lieferung*', 3],
      ['abgeliefert', 4],
    ],
    es: [
      ['albarán', 5],
      ['albaranes', 5],
      ['reparto*', 4],
      ['ruta de reparto', 6],
      ['qué camión', 5],
      ['que camión', 5],
      ['entregado con foto', 6],
      ['marca entregado', 6],
      ['entrega*', 3],
      ['prueba de entrega', 6],
    ],
    fr: [
      ['bon de livraison', 5],
      ['bons de livraison', 5],
      ['tournée de livraison', 6],
      ['tournées de livraison', 6],
      ['preuve de livraison', 6],
      ['quel camion', 5],
      ['livraison*', 3],
      ['livrer', 3],
      ['livré', 3],
      ['livrée', 3],
    ],
    pt: [
      ['marca entregue', 6],
      ['marcar entregue', 6],
      ['marca como entregue', 6],
      ['qual caminhão', 6],
      ['qual camião', 6],
      ['turno da entrega', 5],
      ['dia da entrega', 4],
      ['romaneio*', 5],
      ['comprovante de entrega', 6],
      ['entrega*', 3],
      ['entregue', 3],
    ],
  },
  thing: 'delivery',
  things: 'deliveries',
  features: [
    {
      id: 'deliveries-orders',
      title: '{Things} with Address and Directions',
      description:
        'Each {thing} taken at the counter or by phone: the customer, what goes, the address with directions, and the day.',
      done: [
        {
          when: 'staff save a new {thing}',
          then: 'keep the customer, the items and quantities, the address with its directions and the day, and list it under that day',
        },
      ],
    },
    {
      id: 'deliveries-day-plan',
      title: 'Day Plan by Vehicle',
      description: 'Each day’s {things} given to a vehicle, a driver and a slot, so the office sees every load at a glance.',
      done: [
        {
          when: 'the office opens a day',
          then: 'show each vehicle with its driver and its {things} in order, and the {things} not yet given to any',
        },
        {
          when: 'a {thing} is moved to another vehicle or day',
          then: 'update both plans at once and show the change on the drivers’ phones',
        },
      ],
    },
    {
      id: 'deliveries-driver-run',
      title: 'Driver’s Run on the Phone',
      description: 'The driver’s {things} for the day in order, with the address, directions and what to unload at each.',
      done: [
        {
          when: 'a driver opens the app',
          then: 'show only their {things} for today in order, each with the address, directions and items',
        },
      ],
    },
    {
      id: 'deliveries-proof',
      title: 'Proof of Delivery',
      description: 'The driver marks each {thing} delivered with the time and a photo or the customer’s signature.',
      done: [
        {
          when: 'the driver marks a {thing} delivered',
          then: 'record the time, the driver and the photo or signature, and show it as delivered to the office at once',
        },
      ],
    },
    {
      id: 'deliveries-status',
      title: '{Thing} Status at a Glance',
      description: 'Whether each {thing} is waiting, loaded, on its way or delivered, for the office and the customer.',
      done: [
        {
          when: 'a customer calls to ask about their {thing}',
          then: 'let staff find it by name or phone and see at once whether it is waiting, on its way or delivered, and when',
        },
      ],
    },
    {
      id: 'deliveries-failed',
      title: 'Failed Drops and Redelivery',
      description: 'A {thing} that could not be delivered, with the reason, back on the list for another day.',
      done: [
        {
          when: 'a driver marks a {thing} not delivered with a reason',
          then: 'put it back among the {things} to plan, with the reason shown, and tell the office',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'deliveries-intake',
      category: 'user-flow',
      text: 'How do {things} come in to be planned?',
      options: [
        'Staff type them in from the counter, the phone or messages',
        'Customers order online, and staff add phone orders',
        'They come from the till or order system we already use',
      ],
      recommended: 'Staff type them in from the counter, the phone or messages',
      reason:
        'When sales stay at the counter and on the phone, a quick form for staff is all the app needs; online ordering can come later.',
      impact: 9,
      decision: 'Where {things} come from',
      feature: 'deliveries-orders',
      says: {
        'Staff type them in from the counter, the phone or messages':
          'Staff enter each {thing} from the counter, the phone or messages; customers do not order in the app.',
        'Customers order online, and staff add phone orders':
          'Customers can order for delivery online, and staff add the orders they take by phone.',
        'They come from the till or order system we already use':
          '{Things} are read from the till or order system already in use; the app only plans and tracks them.',
      },
      settledBy: {
        'Staff type them in from the counter, the phone or messages': [
          'no balcão',
          'at the counter',
          'over the phone',
          'by phone',
          'no zap',
          'whatsapp',
          'nada de loja virtual',
        ],
        'Customers order online, and staff add phone orders': [
          'order online',
          'order in the app',
          'ihre bestellung',
          'bestellung aufgeben',
          'bestellung für den nächsten',
          'pedir online',
          'pedido online',
          'commander en ligne',
        ],
      },
    },
    {
      id: 'deliveries-slots',
      category: 'user-flow',
      text: 'How is a {thing} given its time?',
      options: [
        'A day and a morning or afternoon slot',
        'A day only; the driver sets the order on the day',
        'A time window agreed with the customer',
      ],
      recommended: 'A day and a morning or afternoon slot',
      reason:
        'A half-day slot is what customers can plan around and drivers can keep; exact windows only pay off with many drops a day.',
      impact: 8,
      decision: 'Delivery times',
      feature: 'deliveries-day-plan',
      says: {
        'A day and a morning or afternoon slot': 'Each {thing} gets a day and a morning or afternoon slot.',
        'A day only; the driver sets the order on the day':
          'Each {thing} gets a day; the driver decides the order of the run on the day.',
        'A time window agreed with the customer': 'Each {thing} gets a day and a time window agreed with the customer.',
      },
      settledBy: {
        'A day and a morning or afternoon slot': [
          'dia e turno',
          'turno da entrega',
          'morning or afternoon',
          'am or pm',
          'mañana o tarde',
          'matin ou après-midi',
          'vormittags oder nachmittags',
        ],
      },
    },
    {
      id: 'deliveries-vehicles',
      category: 'user-flow',
      text: 'How are {things} given to vehicles and drivers?',
      options: [
        'The office puts each on a vehicle',
        'Drivers take theirs from the day’s list',
        'The app suggests loads by area, and the office adjusts',
      ],
      recommended: 'The office puts each on a vehicle',
      reason: 'With a few vehicles the office knows what fits where; a suggested plan earns its keep only with many drops a day.',
      impact: 8,
      decision: 'Loads',
      feature: 'deliveries-day-plan',
      says: {
        'The office puts each on a vehicle': 'The office puts each {thing} on a vehicle and its driver for the day.',
        'Drivers take theirs from the day’s list': 'Drivers pick the {things} they take from the day’s list.',
        'The app suggests loads by area, and the office adjusts':
          'The app groups the day’s {things} into loads by area and vehicle; the office adjusts them before drivers set off.',
      },
      settledBy: {
        'The office puts each on a vehicle': ['qual caminhão', 'which truck', 'which lorry', 'which van', 'qué camión'],
      },
    },
    {
      id: 'deliveries-proof',
      category: 'data',
      text: 'What does the driver record when a {thing} is dropped off?',
      options: ['Delivered, with the time', 'Delivered, with a photo', 'A photo and the customer’s signature on the phone'],
      recommended: 'Delivered, with a photo',
      reason: 'A photo of the load where it was left settles most "it never came" calls, without waiting for someone to sign.',
      impact: 9,
      decision: 'Proof of delivery',
      feature: 'deliveries-proof',
      says: {
        'Delivered, with the time': 'The driver marks each {thing} delivered; the time is recorded.',
        'Delivered, with a photo': 'The driver marks each {thing} delivered with a photo of the load where it was left.',
        'A photo and the customer’s signature on the phone':
          'The driver takes a photo and the customer signs on the driver’s phone before the {thing} is marked delivered.',
      },
      settledBy: {
        'Delivered, with a photo': ['entregue com foto', 'entregado con foto', 'delivered with a photo', 'photo of the drop'],
        'A photo and the customer’s signature on the phone': [
          'signing on screen',
          'sign on screen',
          'signs on the screen',
          'sign on the phone',
          'signature on the phone',
        ],
      },
    },
    {
      id: 'deliveries-customers',
      category: 'user-flow',
      text: 'How do customers find out where their {thing} is?',
      options: [
        'They call, and staff see the status at a glance',
        'A text when it leaves, and another when it is delivered',
        'A link to follow it live',
      ],
      recommended: 'A text when it leaves, and another when it is delivered',
      reason: 'Two texts answer most "has it left yet?" calls before they are made; a live map costs far more for little more.',
      impact: 7,
      decision: 'Telling customers',
      feature: 'deliveries-status',
      says: {
        'They call, and staff see the status at a glance':
          'Customers are not messaged; staff see each {thing}’s status at a glance when they call.',
        'A text when it leaves, and another when it is delivered':
          'Customers get a text when their {thing} leaves and another when it is delivered.',
        'A link to follow it live': 'Customers get a link that shows their {thing}’s status and the vehicle’s position.',
      },
    },
    {
      id: 'deliveries-failed',
      category: 'edge-cases',
      text: 'What happens when a {thing} cannot be dropped off?',
      options: [
        'The driver marks it failed with a reason; it goes back on the list',
        'The office calls the customer and books another day',
        'It is left at a safe place with a photo',
      ],
      recommended: 'The driver marks it failed with a reason; it goes back on the list',
      reason: 'A reason recorded on the spot stops the argument later, and nothing undelivered is forgotten on the truck.',
      impact: 7,
      decision: 'Failed drops',
      feature: 'deliveries-failed',
      says: {
        'The driver marks it failed with a reason; it goes back on the list':
          'A driver who cannot deliver marks the {thing} failed with a reason; it goes back among the {things} to plan.',
        'The office calls the customer and books another day':
          'A failed {thing} is flagged to the office, which calls the customer and books another day.',
        'It is left at a safe place with a photo':
          'When nobody is there, the driver leaves the {thing} at a safe place and records a photo of it.',
      },
    },
    {
      id: 'deliveries-offline',
      category: 'scope',
      text: 'Should the driver’s run work on a phone without signal?',
      options: ['Yes: entries are kept and sent once back in signal', 'No: drivers always have signal'],
      recommended: 'Yes: entries are kept and sent once back in signal',
      reason: 'Yards, farms and new builds often have no signal; a delivery marked there must not be lost.',
      impact: 6,
      decision: 'Without signal',
      feature: 'deliveries-driver-run',
      says: {
        'Yes: entries are kept and sent once back in signal':
          'The driver’s run works without signal; what the driver records is kept on the phone and sent once back in signal.',
        'No: drivers always have signal': 'The driver’s run needs signal; drivers always have it.',
      },
    },
    {
      id: 'deliveries-capacity',
      category: 'edge-cases',
      text: 'Does each vehicle have a load limit the plan must keep to?',
      options: ['No: the office judges it', 'A weight or volume per vehicle, with a warning when over'],
      recommended: 'A weight or volume per vehicle, with a warning when over',
      reason: 'A warning when a load is over the limit is cheap to build and stops a second trip or an overloaded vehicle.',
      impact: 5,
      decision: 'Load limits',
      feature: 'deliveries-day-plan',
      says: {
        'No: the office judges it': 'Vehicles have no set load limit; the office judges each load.',
        'A weight or volume per vehicle, with a warning when over':
          'Each vehicle has a weight or volume limit; the day plan warns when a load goes over it.',
      },
    },
  ],
} satisfies InteractionInput;
