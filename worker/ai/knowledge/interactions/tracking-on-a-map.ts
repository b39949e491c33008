import type { InteractionInput } from '../records';

export default {
  id: 'tracking-on-a-map',
  name: 'Tracking on a map',
  noun: 'map tracking app',
  verbs: [
    ['geolocate', 6],
    ['map', 5],
    ['locate', 4],
    ['pin', 3],
    ['plot', 3],
    ['track', 2],
    ['trace', 2],
  ],
  nouns: [
    ['gps', 6],
    ['geolocation', 6],
    ['geofence', 6],
    ['whereabouts', 5],
    ['heatmap', 5],
    ['map', 3],
    ['tracker', 2],
    ['coordinate', 3],
    ['location', 2],
    ['route', 2],
    ['sighting', 2],
  ],
  recognise: {
    de: [
      ['landkarte*', 5],
      ['kartenansicht', 5],
      ['gps', 6],
      ['ortung', 6],
      ['live-tracking', 5],
      ['standort*', 2],
      ['karte', 2],
    ],
    es: [
      ['mapa*', 4],
      ['gps', 6],
      ['geolocalizacion', 6],
      ['rastre*', 5],
      ['ubicacion*', 3],
    ],
    fr: [
      ['gps', 6],
      ['geolocalisation', 6],
      ['suivi en temps reel', 5],
      ['localis*', 4],
      ['carte', 2],
    ],
    pt: [
      ['mapa*', 4],
      ['gps', 6],
      ['geolocalizacao', 6],
      ['rastre*', 5],
      ['localizacao', 3],
    ],
  },
  thing: 'tracked item',
  things: 'tracked items',
  features: [
    {
      id: 'tracking-on-a-map-map',
      title: '{Thing} Map',
      description: 'A map with every {thing} as a marker, filterable by type and date, each marker opening its details.',
      done: [
        {
          when: 'someone opens the map',
          then: 'show the {things} they may see as markers, clustered when zoomed out, with the time of each position',
        },
        {
          when: 'someone taps a marker',
          then: 'show the details of that {thing}, when its position was taken and by whom',
        },
      ],
    },
    {
      id: 'tracking-on-a-map-report',
      title: 'One-tap Position Reports',
      description: 'Recording a position from the phone’s GPS in one tap, with a note and a photo, also without signal.',
      done: [
        {
          when: 'someone records a position',
          then: 'take the phone’s GPS position with its accuracy, and send it as soon as there is signal',
        },
      ],
    },
    {
      id: 'tracking-on-a-map-history',
      title: '{Thing} History on the Map',
      description: 'The positions of {things} recorded over a chosen period, as trails or points, with a time slider.',
      done: [
        {
          when: 'someone picks a period',
          then: 'show the positions of that period on the map in time order, and nothing older than the keeping period',
        },
      ],
    },
    {
      id: 'tracking-on-a-map-areas',
      title: 'Areas and Area Alerts',
      description: 'Areas drawn on the map, with an alert when a {thing} shows up in one or leaves it.',
      done: [
        {
          when: 'a {thing} shows up in or leaves a watched area',
          then: 'alert the people watching that area with the time and position',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'tracking-on-a-map-live',
      category: 'scope',
      text: 'Should {things} be followed live, or recorded as points when someone reports them?',
      options: ['Followed live as they move', 'Recorded as points when reported', 'Both live and recorded points'],
      recommended: 'Recorded as points when reported',
      reason:
        'Points recorded on the spot give a reliable map without GPS running all day; live following pays off for vehicles on the move.',
      impact: 10,
      decision: 'Live or recorded positions',
      says: {
        'Followed live as they move': 'Positions of {things} update live on the map while they move, every few seconds.',
        'Recorded as points when reported': 'A position is recorded when someone reports a {thing}; the map shows those points.',
        'Both live and recorded points':
          'Active {things} move live on the map, and reported points are kept alongside them as a history.',
      },
      settledBy: {
        'Followed live as they move': [
          'live tracking',
          'live location',
          'real-time location',
          'real time location',
          'in echtzeit',
          'en tiempo real',
          'en temps réel',
          'em tempo real',
        ],
        'Recorded as points when reported': [
          'sighting',
          'sightings',
          'beobachtung*',
          'avistamiento*',
          'observation*',
          'avistamento*',
        ],
      },
    },
    {
      id: 'tracking-on-a-map-privacy',
      category: 'security',
      text: 'When may the app record where {actors} are?',
      options: ['Only while on duty', 'Only when they choose to share it', 'Never: the app places things, not people'],
      recommended: 'Only when they choose to share it',
      reason: 'Sharing a position only by choice, per trip or per report, is what people accept and what privacy law expects.',
      impact: 9,
      decision: 'Recording where people are',
      says: {
        'Only while on duty':
          'The app records where someone is only while they are on duty or have started an activity, and shows that it is doing so.',
        'Only when they choose to share it':
          'The app records where someone is only when they choose to share it (a report, a trip) and never in the background otherwise.',
        'Never: the app places things, not people':
          'The app never records where people are; positions belong to the {things} alone.',
      },
    },
    {
      id: 'tracking-on-a-map-source',
      category: 'integrations',
      text: 'Where do the positions of {things} come from?',
      options: ['The phones of the people using the app', 'GPS trackers or vehicle telematics', 'Placed by hand on the map'],
      recommended: 'The phones of the people using the app',
      reason:
        'Phones are already in every pocket; dedicated trackers pay off only for vehicles or gear that travel without a person.',
      impact: 8,
      decision: 'Source of positions',
      settledBy: {
        'GPS trackers or vehicle telematics': ['gps tracker', 'trackers', 'telematics', 'telematik', 'rastreador*', 'traceur*'],
      },
    },
    {
      id: 'tracking-on-a-map-visibility',
      category: 'roles',
      text: 'Who can see the map of {things}?',
      options: ['Only the staff in charge', 'Everyone who is signed in', 'The public with sensitive details blurred'],
      recommended: 'Everyone who is signed in',
      reason: 'A shared map makes positions useful to the whole of {owner}; publishing to everyone calls for blurred details.',
      impact: 7,
      decision: 'Who sees the map',
    },
    {
      id: 'tracking-on-a-map-accuracy',
      category: 'data',
      text: 'How precise must the position of a {thing} be?',
      options: ['A rough area is enough', 'Phone GPS, about 10 metres', 'Exact from a tracker or placed by hand'],
      recommended: 'Phone GPS, about 10 metres',
      reason:
        'Phone GPS is precise enough for almost any map and needs no extra hardware; its accuracy is stored with each point.',
      impact: 6,
      decision: 'Position accuracy',
    },
    {
      id: 'tracking-on-a-map-keeping',
      category: 'data',
      text: 'How long should past positions of {things} be kept?',
      options: ['Only the latest position', 'A set period such as 30 days', 'Kept for good for patterns over time'],
      recommended: 'A set period such as 30 days',
      reason: 'A limited history answers “where was it” questions while keeping stored movements, and the privacy risk, small.',
      impact: 6,
      decision: 'Keeping past positions',
      askIf: { answer: 'tracking-on-a-map-live', is: ['Followed live as they move', 'Both live and recorded points'] },
    },
  ],
} satisfies InteractionInput;
