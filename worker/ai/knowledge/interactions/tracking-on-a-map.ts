import type { InteractionInput } from '../records';

export default {
  id: 'tracking-on-a-map',
  name: 'Tracking on a map',
  noun: 'map tracking app',
  // ("mit einer Karte pro Volk": a card for each colony, no map.)
  notIn: ['karte pro', 'karte für jedes', 'karte für jeden', 'karte für jede', 'karte je'],
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
    ['map', 2],
    ['tracker', 2],
    ['coordinate', 3],
    ['location', 2],
    ['route', 2],
    ['sighting', 2],
  ],
  // "a map with a pin on every roof we've done": places shown as pins, recorded where they are.
  phrases: [
    ['map with pins', 5],
    ['pin on every', 4],
    ['pins on a map', 5],
    ['pins on the map', 5],
    ['pin on a map', 5],
    ['pin on the map', 5],
    ['on a map', 3],
    ['on the map', 3],
    ['colour the pins', 4],
    ['color the pins', 4],
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
      ['auf einer karte', 5],
      ['auf der karte', 5],
      ['verfolg*', 3],
      ['route*', 3],
      ['geofenc*', 6],
      ['koordinaten', 4],
      ['position*', 2],
      ['heatmap', 5],
      ['kartier*', 5],
      ['standortverfolgung', 6],
    ],
    es: [
      ['mapa*', 4],
      ['gps', 6],
      ['geolocalizacion', 6],
      ['rastre*', 5],
      ['ubicacion*', 3],
      ['en un mapa', 4],
      ['en el mapa', 4],
      ['localizar', 4],
      ['localiza', 4],
      ['localizamos', 4],
      ['ruta', 3],
      ['coordenadas', 4],
      ['geolocaliz*', 6],
      ['seguimiento en tiempo real', 5],
      ['dónde está', 3],
      ['geocerca*', 6],
      ['mapa de calor', 5],
    ],
    fr: [
      ['gps', 6],
      ['geolocalisation', 6],
      ['suivi en temps reel', 5],
      ['localis*', 4],
      ['carte', 2],
      ['sur une carte', 5],
      ['sur la carte', 5],
      ['géolocalis*', 6],
      ['itinéraire*', 3],
      ['trajet*', 3],
      ['où se trouve', 3],
      ['où se trouvent', 3],
      ['position*', 2],
      ['cartographi*', 5],
      ['géorepérage', 6],
      ['carte de chaleur', 5],
    ],
    pt: [
      ['mapa*', 4],
      ['gps', 6],
      ['geolocalizacao', 6],
      ['rastre*', 5],
      ['localizacao', 3],
      ['no mapa', 4],
      ['num mapa', 4],
      ['em um mapa', 4],
      ['geolocaliz*', 6],
      ['localizar', 4],
      ['localiza', 4],
      ['localizam', 4],
      ['localizamos', 4],
      ['rota', 3],
      ['coordenadas', 4],
      ['onde está', 3],
      ['mapa de calor', 5],
      ['posição', 2],
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
    {
      id: 'tracking-on-a-map-basemap',
      category: 'integrations',
      text: 'What should the map under the {things} show?',
      options: [
        'Just a street map',
        'A street map with a satellite view to switch to',
        'A plan of your own site, not a world map',
      ],
      recommended: 'A street map with a satellite view to switch to',
      reason:
        'Street maps are clearest for finding a place; satellite shows fields, woods and water, where many positions have no street.',
      impact: 5,
      decision: 'Base map',
      says: {
        'Just a street map': 'Show the {things} on a standard street map (such as OpenStreetMap).',
        'A street map with a satellite view to switch to':
          'Show the {things} on a street map, with a switch to satellite imagery (from a map provider such as Mapbox or MapTiler).',
        'A plan of your own site, not a world map':
          'Show the {things} on an uploaded plan of the site (a building or grounds), lined up with real coordinates or with positions placed on the plan by hand.',
      },
      settledBy: {
        'A street map with a satellite view to switch to': [
          'satellite view',
          'satellite map',
          'satellitenbild*',
          'vista satélite',
          'vue satellite',
          'imagem de satélite',
        ],
        'A plan of your own site, not a world map': [
          'floor plan',
          'site plan',
          'lageplan',
          'grundriss',
          'plano del recinto',
          'plan du site',
          'planta do local',
        ],
      },
    },
    {
      id: 'tracking-on-a-map-stale',
      category: 'edge-cases',
      text: 'How should the map show a {thing} whose last position is old?',
      options: [
        'No different from the others',
        'Faded, with the time since its last position',
        'Hidden once it is older than a set age',
      ],
      recommended: 'Faded, with the time since its last position',
      reason:
        'An old position shown like a fresh one misleads; fading it with “2 h ago” keeps it useful while showing it may have moved.',
      impact: 5,
      decision: 'Old positions',
      says: {
        'No different from the others':
          'Every {thing} shows at its last known position in the same way, whatever its age; the time of the position is in its details.',
        'Faded, with the time since its last position':
          'A {thing} whose position is older than a set age is shown faded and labelled with the time since its last position (“2 h ago”).',
        'Hidden once it is older than a set age':
          'A {thing} whose last position is older than a set age is taken off the map; a list shows those with no recent position.',
      },
    },
    {
      id: 'tracking-on-a-map-corrections',
      category: 'data',
      text: 'Can a recorded position of a {thing} be corrected afterwards?',
      options: [
        'No, positions stay as recorded',
        'The person who recorded it can move it, with the change logged',
        'Staff can correct or hide every position',
      ],
      recommended: 'The person who recorded it can move it, with the change logged',
      reason:
        'Phone GPS is sometimes well off; letting the reporter drag the pin back, with the original kept, fixes it without losing the trail.',
      impact: 5,
      decision: 'Correcting positions',
      says: {
        'No, positions stay as recorded':
          'Recorded positions of {things} are never changed; the map always shows them as they were taken.',
        'The person who recorded it can move it, with the change logged':
          'The person who recorded a position can drag it to the right place afterwards; the original position, the new one and the time of the change are kept.',
        'Staff can correct or hide every position':
          'Staff can correct or hide any recorded position, for example an obvious GPS error; each change is logged with who made it.',
      },
    },
    {
      id: 'tracking-on-a-map-export',
      category: 'integrations',
      text: 'Should the positions of {things} be taken out to other map tools?',
      options: [
        'No, they stay in the app',
        'Download as spreadsheet, GPX and KML files',
        'A live feed that other tools can read',
      ],
      recommended: 'Download as spreadsheet, GPX and KML files',
      reason:
        'Standard files open in spreadsheets, Google Earth and mapping tools, so reports and maps can be made without building them in.',
      impact: 5,
      decision: 'Exporting positions',
      says: {
        'No, they stay in the app': 'Positions stay in the app; there is no export.',
        'Download as spreadsheet, GPX and KML files':
          'Positions of a chosen period can be downloaded as a spreadsheet (CSV) and as GPX and KML files, with the time, the {thing} and who recorded each.',
        'A live feed that other tools can read':
          'Positions are offered as a live feed (GeoJSON through an API with a key) that other map tools can read.',
      },
      settledBy: {
        'Download as spreadsheet, GPX and KML files': ['gpx', 'kml', 'google earth', 'qgis'],
        'A live feed that other tools can read': ['geojson feed', 'live feed'],
      },
    },
  ],
} satisfies InteractionInput;
