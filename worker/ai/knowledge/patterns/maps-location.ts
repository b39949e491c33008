import type { FeaturePatternInput } from '../records';

export default {
  id: 'maps-location',
  match: [
    'map',
    'live location',
    'driver location',
    'gps tracking',
    'nearby',
    'near me',
    'gps',
    'geolocation',
    'directions',
    'landkarte',
    'auf der karte',
    'karte der',
    'standortsuche',
    'mapa',
    'geolocalizacion',
    'cerca de mi',
    'carte interactive',
    'geolocalisation',
    'geolocalizacao',
    'perto de mim',
  ],
  description: 'Places on an interactive map, with address search, distance from the person and directions in their map app.',
  done: [
    { when: 'a person opens the map', then: 'show the places in view as markers, grouped into clusters where they are dense' },
    { when: 'a person allows location access', then: 'centre on them and list the nearest places first with their distance' },
    { when: 'a person denies location access', then: 'ask for an address or postcode instead, without nagging again' },
  ],
  questions: [
    {
      id: 'pattern-map-provider',
      category: 'integrations',
      text: 'Which map provider should it use?',
      options: ['Google Maps', 'Mapbox', 'OpenStreetMap with Leaflet'],
      recommended: 'Google Maps',
      reason: 'The best address search and the map people know; the monthly free usage covers a typical small app.',
      impact: 4,
      decision: 'Map provider',
      feature: 'maps-location',
      says: {
        'Google Maps':
          'Use the Google Maps JavaScript API with Places autocomplete for addresses and the Geocoding API, with the key restricted to our domains.',
        Mapbox: 'Use Mapbox GL JS for maps and the Mapbox Geocoding API for address search.',
        'OpenStreetMap with Leaflet':
          'Use Leaflet with OpenStreetMap tiles from a hosted tile provider and a geocoder such as Nominatim or Photon.',
      },
    },
  ],
} satisfies FeaturePatternInput;
