import type { FeaturePatternInput } from '../records';

export default {
  id: 'media-gallery',
  match: [
    'gallery',
    'photos',
    'photo album',
    'images',
    'pictures',
    'lightbox',
    'galerie',
    'fotos',
    'bilder',
    'fotoalbum',
    'galeria',
    'imagenes',
    'album de fotos',
    'albums photo',
    'galeria de fotos',
    'imagens',
  ],
  description: 'Photos in a responsive grid with a full-screen viewer, resized on upload so every screen loads a fitting size.',
  done: [
    { when: 'a photo is uploaded', then: 'create thumbnail and display sizes, and remove location data from the file' },
    { when: 'a person taps a photo', then: 'open it full screen with swipe and arrow-key navigation and a visible close button' },
  ],
  questions: [
    {
      id: 'pattern-gallery-visibility',
      category: 'security',
      text: 'Who can see the photos?',
      options: ['Every visitor', 'Signed-in members only', 'Set per album: public or private'],
      recommended: 'Set per album: public or private',
      reason: 'Per-album visibility covers showcase photos and private ones with one simple setting.',
      impact: 4,
      decision: 'Photo visibility',
      feature: 'media-gallery',
      says: {
        'Every visitor': 'Photos are public to every visitor and may be indexed by search engines.',
        'Signed-in members only': 'Photos are visible only to signed-in members and served through expiring links.',
        'Set per album: public or private':
          'Each album is public or private; private albums are visible only to the people it is shared with, through expiring links.',
      },
    },
  ],
} satisfies FeaturePatternInput;
