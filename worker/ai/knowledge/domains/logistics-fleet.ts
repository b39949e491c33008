import type { DomainInput } from '../records';

export default {
  id: 'logistics-fleet',
  name: 'Logistics, delivery and fleets',
  noun: 'delivery and fleet management app',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['logistics', 5],
      ['fleet management', 6],
      ['fleet', 4],
      ['courier', 3],
      ['courier company', 6],
      ['last mile', 5],
      ['freight', 6],
      ['haulage', 6],
      ['trucking', 6],
      ['trucks', 4],
      ['lorry', 5],
      ['delivery driver', 5],
      ['delivery route', 5],
      ['route planning', 5],
      ['route optimization', 6],
      ['route optimisation', 6],
      ['proof of delivery', 6],
      ['dispatcher', 4],
      ['delivery management', 5],
      ['driver app', 4],
      ['dispatch', 3],
      ['shipment', 4],
      ['parcel', 3],
      ['pallet', 3],
      ['telematics', 4],
      ['tachograph', 6],
      ['bill of lading', 6],
      ['vehicles', 2],
      ['vans', 2],
      ['delivery', 1],
    ],
    de: [
      ['spedition*', 6],
      ['fuhrpark*', 6],
      ['logistik*', 5],
      ['kurier*', 5],
      ['tourenplanung', 6],
      ['routenplanung', 5],
      ['disponent*', 6],
      ['frachtbrief', 6],
      ['fracht*', 5],
      ['lkw*', 5],
      ['transportunternehm*', 6],
      ['zusteller*', 4],
      ['zustellnachweis', 6],
      ['paketdienst*', 5],
      ['fahrer*', 2],
    ],
    es: [
      ['logistica', 5],
      ['flota', 5],
      ['gestion de flotas', 6],
      ['transportista', 5],
      ['paqueteria', 5],
      ['mensajeria', 3],
      ['repartidor', 4],
      ['camion*', 4],
      ['ultima milla', 5],
      ['rutas de reparto', 6],
      ['optimizacion de rutas', 6],
      ['prueba de entrega', 6],
      ['flete', 5],
    ],
    fr: [
      ['logistique', 5],
      ['flotte', 5],
      ['gestion de flotte', 6],
      ['transporteur', 5],
      ['transport routier', 6],
      ['livreur', 4],
      ['coursier', 5],
      ['fret', 6],
      ['tournees de livraison', 6],
      ['tournee de livraison', 6],
      ['optimisation de tournees', 6],
      ['preuve de livraison', 6],
      ['lettre de voiture', 6],
      ['colis', 3],
    ],
    pt: [
      ['frota', 5],
      ['gestao de frota', 6],
      ['transportadora', 6],
      ['entregador', 4],
      ['caminhao', 5],
      ['caminhoes', 5],
      ['roteirizacao', 6],
      ['motoboy', 5],
      ['comprovante de entrega', 6],
      ['ultima milha', 5],
      ['transporte de cargas', 6],
      ['rastreamento de entregas', 5],
    ],
  },
  exclude: [
    'food truck',
    'food trucks',
    'device fleet',
    'fleet of devices',
    'device driver',
    'printer driver',
    'mensajeria instantanea',
    'free shipping',
    'food delivery',
    'meal delivery',
    'grocery delivery',
  ],
  entities: [
    {
      name: 'Shipment',
      fields: [
        'reference',
        'customer → Customer',
        'pickup address',
        'delivery address',
        'time window',
        'weight, volume and pallet count',
        'delivery instructions',
        'status (unplanned, planned, in transit, delivered, failed)',
      ],
    },
    {
      name: 'Route',
      fields: [
        'date',
        'driver → Driver',
        'vehicle → Vehicle',
        'stops (in order)',
        'planned distance and duration',
        'status (draft, dispatched, in progress, done)',
      ],
    },
    {
      name: 'Stop',
      fields: [
        'route → Route',
        'shipment → Shipment',
        'type (pickup, delivery)',
        'sequence',
        'planned ETA',
        'arrived at',
        'completed at',
        'failure reason',
      ],
    },
    {
      name: 'Vehicle',
      fields: [
        'plate',
        'type (van, truck, trailer)',
        'capacity (weight, volume, pallets)',
        'odometer',
        'next service due',
        'status (available, in use, off road)',
      ],
    },
    {
      name: 'Driver',
      fields: ['name', 'phone', 'licence class', 'licence expiry', 'usual vehicle → Vehicle', 'status (on duty, off duty)'],
    },
    {
      name: 'Proof of Delivery',
      fields: ['stop → Stop', 'recipient name', 'signature', 'photos', 'GPS position', 'captured at'],
    },
    {
      name: 'Customer',
      fields: ['company name', 'contact', 'pickup addresses', 'rate card', 'proof of delivery required', 'billing terms'],
    },
    {
      name: 'Vehicle Check',
      fields: ['vehicle → Vehicle', 'driver → Driver', 'date', 'odometer', 'defects found', 'safe to drive'],
    },
  ],
  roles: [
    {
      name: 'Operations manager',
      can: 'manage customers, rates, vehicles and drivers, and see every route, cost and performance report',
    },
    {
      name: 'Dispatcher',
      can: 'take in orders, plan and dispatch routes, reassign stops during the day and handle failed deliveries',
    },
    { name: 'Driver', can: 'see their own route, navigate, complete stops with proof of delivery and report vehicle defects' },
    { name: 'Business customer', can: 'book pickups, follow their shipments and download proofs of delivery and invoices' },
  ],
  features: [
    {
      id: 'shipment-orders',
      title: 'Delivery Orders and Shipments',
      description:
        'Create delivery orders with pickup and drop-off addresses, time windows, weight, volume and notes, by hand or imported from a spreadsheet or shop.',
      match: [
        'orders',
        'shipments',
        'consignments',
        'jobs',
        'Aufträge',
        'Sendungen',
        'envíos',
        'pedidos',
        'expéditions',
        'envios',
        'remessas',
      ],
      done: [
        {
          when: 'a dispatcher imports a spreadsheet of orders',
          then: 'create one shipment per valid row, geocode each address and list rows with addresses that could not be found for correction',
        },
        { when: 'a shipment is created', then: 'show it in the unplanned list for its delivery date' },
      ],
    },
    {
      id: 'route-planning',
      title: 'Route Planning and Optimisation',
      description:
        'Group the day’s stops into routes per vehicle and order them to cut distance, respecting time windows, vehicle capacity and driver hours.',
      match: [
        'route planning',
        'route optimization',
        'routing',
        'Tourenplanung',
        'Routenplanung',
        'planificación de rutas',
        'optimización de rutas',
        'optimisation de tournées',
        'roteirização',
      ],
      done: [
        {
          when: 'a dispatcher optimises the unplanned stops of a day',
          then: 'build routes that respect each vehicle’s capacity and each stop’s time window and show the distance and finish time per route',
        },
        { when: 'a stop fits no route', then: 'leave it unplanned and say why (capacity, time window or driver hours)' },
      ],
    },
    {
      id: 'dispatch-board',
      title: 'Dispatch Board',
      description:
        'A day view of drivers, vehicles and routes where dispatchers assign, reorder and move stops by drag and drop.',
      match: [
        'dispatch',
        'dispatch board',
        'Disposition',
        'Dispo',
        'despacho',
        'tablero de despacho',
        'répartition',
        'expedição',
      ],
      done: [
        {
          when: 'a dispatcher moves a stop to another route',
          then: 'update both routes, recalculate their ETAs and push the change to both drivers’ apps',
        },
        {
          when: 'two dispatchers change the same route at the same time',
          then: 'save the first change and ask the second dispatcher to review the updated route before saving theirs',
        },
      ],
    },
    {
      id: 'driver-app',
      title: 'Driver App with Stop List',
      description: 'Drivers see their route in order, navigate to each stop and mark stops arrived, delivered or failed.',
      match: [
        'driver app',
        'mobile app for drivers',
        'Fahrer-App',
        'app del conductor',
        'app para repartidores',
        'application chauffeur',
        'app do motorista',
      ],
      done: [
        { when: 'a driver completes a stop', then: 'record the time and position and open the next stop with navigation' },
        {
          when: 'a driver completes stops without mobile signal',
          then: 'keep the updates and photos on the phone and send them in order when the connection returns',
        },
      ],
    },
    {
      id: 'proof-of-delivery',
      title: 'Electronic Proof of Delivery',
      description: 'Signature, photos and recipient name captured at the door and stored with time and GPS position.',
      match: [
        'proof of delivery',
        'POD',
        'signature',
        'Zustellnachweis',
        'Ablieferbeleg',
        'prueba de entrega',
        'preuve de livraison',
        'comprovante de entrega',
      ],
      done: [
        {
          when: 'a driver marks a stop delivered',
          then: 'require the proof the customer’s settings demand before closing the stop, and attach it to the shipment',
        },
        { when: 'a customer opens a delivered shipment', then: 'show the signature, photos, time and position of the delivery' },
      ],
    },
    {
      id: 'live-tracking',
      title: 'Live Vehicle Tracking',
      description: 'A map of every vehicle’s current position and progress against the planned route.',
      match: [
        'tracking',
        'GPS',
        'live map',
        'Ortung',
        'Sendungsverfolgung',
        'seguimiento',
        'rastreo',
        'suivi',
        'géolocalisation',
        'rastreamento',
      ],
      done: [
        { when: 'a driver’s phone or tracker reports a position', then: 'show it on the dispatch map within a minute' },
        { when: 'a vehicle on an active route has not reported for 15 minutes', then: 'mark its position as stale on the map' },
      ],
    },
    {
      id: 'recipient-eta',
      title: 'Recipient Notifications with ETA',
      description: 'Recipients get a message when their delivery is on the way, with an ETA window and a tracking link.',
      match: ['ETA', 'delivery notification', 'tracking link', 'Zustellbenachrichtigung', 'aviso de entrega', 'avis de passage'],
      done: [
        { when: 'a driver starts a route', then: 'send each recipient on it a tracking link with an ETA window' },
        { when: 'a stop’s ETA moves outside the window already sent', then: 'send the recipient an updated window' },
      ],
    },
    {
      id: 'failed-deliveries',
      title: 'Failed Delivery Handling',
      description:
        'Drivers record why a delivery failed; the shipment goes back to planning for a retry, a depot pickup or a return to sender.',
      match: [
        'failed delivery',
        'missed delivery',
        'redelivery',
        'returns',
        'Zustellversuch',
        'entrega fallida',
        'échec de livraison',
        'entrega não realizada',
      ],
      done: [
        {
          when: 'a driver marks a stop failed',
          then: 'require a reason and a photo, notify the recipient and put the shipment back into the unplanned list for the next day',
        },
      ],
    },
    {
      id: 'vehicle-maintenance',
      title: 'Vehicle Maintenance and Daily Checks',
      description: 'Service schedules by date or mileage, daily walkaround checks by drivers and defect reports per vehicle.',
      match: [
        'maintenance',
        'vehicle check',
        'walkaround',
        'service schedule',
        'Wartung',
        'Abfahrtskontrolle',
        'mantenimiento',
        'entretien',
        'manutenção',
      ],
      done: [
        {
          when: 'a vehicle reaches its service date or mileage',
          then: 'alert the operations manager and flag the vehicle on the dispatch board',
        },
        {
          when: 'a driver reports a safety defect in the daily check',
          then: 'mark the vehicle off road and block it from routes until a manager clears the defect',
        },
      ],
    },
    {
      id: 'driver-vehicle-documents',
      title: 'Driver and Vehicle Documents',
      description: 'Licences, insurance, registration and inspection certificates with expiry dates and reminders.',
      match: [
        'documents',
        'licence',
        'license',
        'insurance',
        'Führerschein',
        'Dokumente',
        'documentos',
        'permis',
        'carteira de motorista',
      ],
      done: [
        { when: 'a document expires within 30 days', then: 'remind the operations manager and show it on the vehicle or driver' },
        {
          when: 'a driver’s licence or a vehicle’s insurance has expired',
          then: 'block assigning that driver or vehicle to a route',
        },
      ],
    },
    {
      id: 'customer-portal',
      title: 'Customer Booking Portal',
      description: 'Business customers book pickups, follow their shipments and download proofs of delivery and invoices.',
      match: [
        'customer portal',
        'shipper portal',
        'book a pickup',
        'Kundenportal',
        'portal de clientes',
        'portail client',
        'portal do cliente',
      ],
      done: [
        {
          when: 'a customer books a pickup before the daily cut-off',
          then: 'create the shipment for the same day and confirm it; after the cut-off, offer the next working day',
        },
      ],
    },
    {
      id: 'fuel-costs',
      title: 'Fuel and Running Costs',
      description: 'Fuel, tolls and repairs per vehicle, with cost per kilometre and per delivery.',
      match: ['fuel', 'costs', 'mileage', 'Tankkarte', 'Kraftstoff', 'combustible', 'carburant', 'combustível'],
      done: [
        {
          when: 'a driver adds a fuel receipt',
          then: 'record litres, price and odometer and update the vehicle’s cost per kilometre',
        },
      ],
    },
    {
      id: 'delivery-reports',
      title: 'Delivery Performance Reports',
      description: 'On-time rate, failed deliveries, stops per hour and distance per driver, route and customer.',
      match: ['reports', 'KPIs', 'on-time', 'Auswertung', 'informes', 'rapports', 'relatórios'],
      done: [
        {
          when: 'the operations manager opens a week’s report',
          then: 'show on-time rate, failed deliveries by reason and stops per hour per driver and per customer',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Google Maps Platform', for: 'geocoding addresses, travel times, navigation links and the dispatch map' },
    {
      name: 'Routific, Mapbox Optimization or Google OR-Tools',
      for: 'optimising stop order and routes under capacity and time windows',
    },
    { name: 'Samsara or Geotab', for: 'vehicle positions, mileage and engine data from installed telematics' },
    { name: 'Twilio', for: 'SMS with tracking links and updated ETAs to recipients' },
    { name: 'Shopify and WooCommerce', for: 'importing web-shop orders as shipments' },
    { name: 'QuickBooks or Xero', for: 'invoicing customers for delivered shipments' },
  ],
  pages: [
    { name: 'Dispatch board', purpose: 'today’s routes by driver beside the live map, with unplanned stops to drag in' },
    { name: 'Orders', purpose: 'all shipments by date and status, import, and create new ones' },
    { name: 'Route planner', purpose: 'optimise a day’s stops into routes and review them before dispatch' },
    { name: 'Driver app: my route', purpose: 'the day’s stops in order with navigation, proof of delivery and failure reasons' },
    { name: 'Tracking page', purpose: 'what the recipient sees: ETA window, live progress and proof once delivered' },
    { name: 'Vehicles and drivers', purpose: 'fleet list, documents, checks, service due and costs' },
    { name: 'Customer portal', purpose: 'book pickups, follow shipments, download proofs and invoices' },
    { name: 'Reports', purpose: 'on-time rate, failures, productivity and cost per delivery' },
  ],
  design:
    'operational and map-centred: a dense dispatch board beside the live map on desktop, and a one-handed driver app with large buttons, high contrast for sunlight and the next stop always on top',
  focuses: [
    {
      noun: 'haulage app',
      match: [
        'haulage',
        'haulier',
        'hauliers',
        'freight',
        'container',
        'containers',
        'pallets',
        'hgv',
        'hgvs',
        'lorries',
        'trucking',
        'spedition',
        'transport routier',
        'transporte de mercancías',
        'transporte de cargas',
      ],
      features: [
        'shipment-orders',
        'dispatch-board',
        'driver-app',
        'proof-of-delivery',
        'customer-portal',
        'live-tracking',
        'driver-vehicle-documents',
        'vehicle-maintenance',
      ],
      recommend: [
        {
          question: 'log-operation-type',
          answer: 'Pallet and freight haulage',
          reason: 'The description is about hauling loads: few stops per run, each load with its own references and deadlines.',
        },
        {
          question: 'log-planning-method',
          answer: 'Dispatcher plans every route by hand',
          reason: 'A haulier gives each truck a few loads a day; a dispatcher placing them by hand beats route optimisation.',
        },
        {
          question: 'log-recipient-messages',
          answer: 'No messages',
          reason: 'Loads go to businesses, depots and ports, not to people waiting in at home.',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'log-operation-type',
      category: 'scope',
      text: 'What kind of transport does the business run?',
      options: [
        'Parcel and last-mile delivery',
        'Pallet and freight haulage',
        'Our own vans delivering our own goods',
        'Service vehicles and field staff',
      ],
      recommended: 'Parcel and last-mile delivery',
      reason:
        'Many stops per route with time windows and proof of delivery is the most common case and shapes the whole data model.',
      settledBy: {
        'Pallet and freight haulage': [
          'haulage',
          'haulier',
          'hauliers',
          'freight haulage',
          'container haulage',
          'pallet delivery',
        ],
        'Parcel and last-mile delivery': ['parcels', 'parcel delivery', 'last-mile', 'last mile', 'courier firm'],
      },
      impact: 10,
      decision: 'Type of operation',
      says: {
        'Parcel and last-mile delivery':
          'The business delivers parcels to many addresses a day: plan dense multi-stop routes with time windows and proof of delivery at every stop.',
        'Pallet and freight haulage':
          'The business hauls pallets and freight: shipments carry weight, volume and pallet counts, routes have few stops, and consignment notes go with each load.',
        'Our own vans delivering our own goods':
          'The business delivers its own goods to its customers: orders come from its own shop or sales system and there are no external shippers or rate cards.',
        'Service vehicles and field staff':
          'The fleet carries staff to jobs rather than goods: focus on vehicles, drivers, daily checks, documents and running costs, not on parcels.',
      },
    },
    {
      id: 'log-planning-method',
      category: 'user-flow',
      text: 'How are the day’s stops planned into routes?',
      options: [
        'Dispatcher plans every route by hand',
        'Automatic optimisation, dispatcher adjusts',
        'Fixed routes that repeat every week',
      ],
      recommended: 'Automatic optimisation, dispatcher adjusts',
      reason:
        'Optimisation saves distance and planning time from about 20 stops a day; the dispatcher still knows things no algorithm does.',
      impact: 9,
      decision: 'Route planning',
      says: {
        'Dispatcher plans every route by hand':
          'Dispatchers build routes by hand: drag stops onto drivers, with distance, capacity and time-window warnings shown as they plan.',
        'Automatic optimisation, dispatcher adjusts':
          'Optimise the day’s stops into routes automatically (capacity, time windows, driver hours), then let the dispatcher move stops and lock them before dispatch.',
        'Fixed routes that repeat every week':
          'Routes are fixed rounds that repeat weekly: stops belong to a standing route with a set order, and only exceptions are planned by hand.',
      },
    },
    {
      id: 'log-sign-in',
      category: 'security',
      text: 'Who signs in: dispatchers and drivers only, or business customers too?',
      options: ['Dispatchers and drivers only', 'Dispatchers, drivers and business customers', 'Everyone, recipients included'],
      recommended: 'Dispatchers and drivers only',
      reason: 'Recipients only need a tracking link; customer accounts are worth adding once the daily operation runs smoothly.',
      impact: 8,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Dispatchers and drivers only':
          'Only staff sign in: dispatchers on the web, drivers in the driver app. Recipients get tracking links that need no account.',
        'Dispatchers, drivers and business customers':
          'Staff sign in, and each business customer has accounts that see only their own shipments, proofs and invoices. Recipients use tracking links.',
        'Everyone, recipients included':
          'Staff, business customers and recipients all have accounts; recipients can save addresses and delivery preferences.',
      },
    },
    {
      id: 'log-driver-device',
      category: 'scope',
      text: 'What will drivers use on the road?',
      options: ['Their own smartphones', 'Company phones or rugged handhelds with scanners', 'No app, a printed run sheet'],
      recommended: 'Their own smartphones',
      reason:
        'No hardware to buy: an app on the driver’s phone handles stops, photos and signatures; scanners matter only with barcoded parcels.',
      impact: 8,
      decision: 'Driver devices',
      says: {
        'Their own smartphones':
          'Drivers use their own iOS and Android phones: the driver app must install easily, use little data and sign out cleanly when they leave.',
        'Company phones or rugged handhelds with scanners':
          'Drivers use company Android handhelds: support barcode scanning of parcels at pickup and delivery, and manage the devices centrally.',
        'No app, a printed run sheet':
          'Drivers have no app: print run sheets per route, and dispatchers enter delivery results and failures in the office afterwards.',
      },
    },
    {
      id: 'log-failed-delivery',
      category: 'edge-cases',
      text: 'What happens when a driver cannot reach the recipient?',
      options: [
        'Back to the depot and rescheduled',
        'Safe place or neighbour if allowed, otherwise rescheduled',
        'Dispatcher decides case by case',
      ],
      recommended: 'Safe place or neighbour if allowed, otherwise rescheduled',
      reason:
        'Most failed first attempts end in a safe-place drop the recipient agreed to; the rest need a clean retry, not a phone call.',
      impact: 7,
      decision: 'Recipient not reached',
      says: {
        'Back to the depot and rescheduled':
          'When the recipient is not reached, the driver records the reason and a photo; the shipment returns to the depot and is planned for the next working day.',
        'Safe place or neighbour if allowed, otherwise rescheduled':
          'When the recipient is not reached, the driver may leave the parcel in the safe place or with the neighbour the recipient allowed (photo required); otherwise it is rescheduled for the next working day.',
        'Dispatcher decides case by case':
          'When the recipient is not reached, the driver reports it in the app and the dispatcher decides: retry later today, reschedule or return to sender.',
      },
    },
    {
      id: 'log-time-windows',
      category: 'user-flow',
      text: 'Do deliveries have promised time windows?',
      options: ['No, any time during the day', 'Morning or afternoon slots', 'Customer-chosen one- or two-hour windows'],
      recommended: 'Morning or afternoon slots',
      reason: 'Half-day slots keep recipients home without tying routes down the way narrow windows do.',
      impact: 7,
      decision: 'Delivery time windows',
      says: {
        'No, any time during the day': 'Deliveries have no time windows; routes are optimised for distance only.',
        'Morning or afternoon slots':
          'Each delivery has a morning or afternoon slot; routes must reach every stop inside its slot.',
        'Customer-chosen one- or two-hour windows':
          'Recipients choose a one- or two-hour window when ordering; only offer windows that routes can still meet, and plan strictly around them.',
      },
    },
    {
      id: 'log-recipient-messages',
      category: 'user-flow',
      text: 'Should recipients be told when their delivery is coming?',
      options: [
        'No messages',
        'A notice the day before with the time window',
        'A live tracking link on the day',
        'Day-before notice and live tracking link',
      ],
      recommended: 'A live tracking link on the day',
      reason: 'A live link cuts “where is my delivery” calls and failed attempts more than anything else.',
      impact: 6,
      decision: 'Recipient messages',
      askIf: { answer: 'log-operation-type', isNot: ['Service vehicles and field staff'] },
      says: {
        'No messages': 'Recipients receive no messages from the app.',
        'A notice the day before with the time window':
          'Send each recipient a message the day before with their delivery window.',
        'A live tracking link on the day':
          'When the route starts, send each recipient a tracking link with a live ETA window, updated if the ETA moves.',
        'Day-before notice and live tracking link':
          'Send each recipient their window the day before and a live tracking link when the route starts.',
      },
    },
    {
      id: 'log-position-source',
      category: 'integrations',
      text: 'Where should vehicle positions come from?',
      options: [
        'The driver app on the phone',
        'Telematics boxes already fitted in the vehicles',
        'No live positions, only stop completions',
      ],
      recommended: 'The driver app on the phone',
      reason: 'It needs no hardware; telematics from Samsara or Geotab can be connected later through their APIs.',
      impact: 6,
      decision: 'Vehicle positions',
      says: {
        'The driver app on the phone':
          'The driver app reports position every minute while a route is active, and only then; stop sending when the route is finished.',
        'Telematics boxes already fitted in the vehicles':
          'Read vehicle positions and odometer from the telematics provider’s API and match them to routes by vehicle.',
        'No live positions, only stop completions':
          'There is no live tracking; progress is shown from completed stops and their timestamps.',
      },
    },
    {
      id: 'log-pricing',
      category: 'scope',
      text: 'How are customers charged for deliveries?',
      options: [
        'Not priced in this app',
        'A flat price per delivery',
        'By zone and weight from a rate card',
        'A monthly contract rate',
      ],
      recommended: 'By zone and weight from a rate card',
      reason:
        'Rate cards by zone and weight are how couriers quote; they price each order automatically and explain the invoice.',
      impact: 6,
      decision: 'Delivery pricing',
      replaces: 'online-payments',
      askIf: {
        answer: 'log-operation-type',
        isNot: ['Our own vans delivering our own goods', 'Service vehicles and field staff'],
      },
      says: {
        'Not priced in this app': 'The app does not price deliveries; export delivered shipments for invoicing elsewhere.',
        'A flat price per delivery':
          'Each delivery has a flat price per customer; list delivered shipments per customer for monthly invoicing.',
        'By zone and weight from a rate card':
          'Price each shipment from the customer’s rate card by delivery zone and weight band, with surcharges for extra stops or failed attempts.',
        'A monthly contract rate': 'Customers pay a fixed monthly rate; count their deliveries to check against the contract.',
      },
    },
    {
      id: 'log-driver-hours',
      category: 'edge-cases',
      text: 'Should routes respect drivers’ legal driving and rest times?',
      recommended: 'Yes',
      reason: 'Heavy-goods drivers fall under tachograph rules; a route that breaks them cannot legally be driven.',
      impact: 6,
      decision: 'Driving and rest times',
      askIf: { answer: 'log-operation-type', is: ['Pallet and freight haulage'] },
      says: {
        Yes: 'Plan routes within legal driving and rest times (EU 561/2006 or local rules) and warn when a route would break them.',
        No: 'Driving-time rules are not checked when planning routes.',
      },
    },
    {
      id: 'log-subcontractors',
      category: 'roles',
      text: 'Do subcontracted drivers or partner carriers run some of the routes?',
      recommended: 'No',
      reason: 'Start with your own drivers; subcontractors need limited access, their own rates and settlement.',
      impact: 6,
      decision: 'Subcontracted drivers',
      says: {
        Yes: 'Subcontracted drivers and partner carriers get routes in the same driver app, see only their own jobs, and are settled per stop or per route.',
        No: 'All routes are run by the company’s own drivers.',
      },
    },
    {
      id: 'log-fleet-size',
      category: 'performance',
      text: 'How many vehicles will run routes each day at the start?',
      options: ['Fewer than 10 vehicles', '10 to 50 vehicles', 'More than 50 vehicles'],
      recommended: 'Fewer than 10 vehicles',
      reason:
        'Most operators who commission their own tool run a small fleet; the same design grows by adding routes, not by a rewrite.',
      impact: 5,
      decision: 'Fleet size',
      replaces: 'expected-scale',
      says: {
        'Fewer than 10 vehicles': 'Plan for fewer than 10 vehicles and a few hundred stops a day.',
        '10 to 50 vehicles':
          'Plan for 10 to 50 vehicles and up to a few thousand stops a day; route optimisation runs as a background job.',
        'More than 50 vehicles':
          'Plan for more than 50 vehicles across depots: optimisation as background jobs, dispatch board filtered by depot, position data kept in a time-series store.',
      },
    },
    {
      id: 'log-pod-proof',
      category: 'data',
      text: 'What proof do drivers collect at the door?',
      options: ['Signature only', 'Photo of the delivered goods', 'Signature and photo', 'A PIN code from the recipient'],
      recommended: 'Signature and photo',
      reason:
        'A signature names who took it and a photo shows where and in what state; together they settle almost every dispute.',
      impact: 5,
      decision: 'Proof of delivery',
      says: {
        'Signature only': 'At every delivery the driver collects the recipient’s name and signature on the phone.',
        'Photo of the delivered goods':
          'At every delivery the driver takes at least one photo of the goods where they were left.',
        'Signature and photo':
          'At every delivery the driver collects the recipient’s name and signature and takes at least one photo.',
        'A PIN code from the recipient':
          'Recipients get a one-time PIN with their tracking link; the driver enters it to complete the delivery.',
      },
      feature: 'proof-of-delivery',
    },
    {
      id: 'log-offline-driver',
      category: 'edge-cases',
      text: 'Must drivers be able to complete stops without mobile signal?',
      recommended: 'Yes',
      reason: 'Basements, loading docks and rural roads lose signal; lost stop updates turn into disputes with customers.',
      impact: 6,
      decision: 'Offline driver app',
      feature: 'driver-app',
      says: {
        Yes: 'The driver app works without signal: the route is stored on the phone, and stop results, photos and signatures sync in order when back online.',
        No: 'The driver app needs a connection; show a clear message when it is lost.',
      },
    },
  ],
} satisfies DomainInput;
