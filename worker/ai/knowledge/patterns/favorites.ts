import type { FeaturePatternInput } from '../records';

export default {
  id: 'favorites',
  match: [
    'favorites',
    'favourites',
    'favorite',
    'wishlist',
    'bookmarks',
    'saved items',
    'favoriten',
    'merkliste',
    'wunschliste',
    'favoritos',
    'lista de deseos',
    'guardados',
    'favoris',
    'liste de souhaits',
    'lista de desejos',
    'salvos',
  ],
  description: 'A heart or star to save items to a personal list, synced across the person’s devices.',
  done: [
    { when: 'a person taps the heart on an item', then: 'save it at once, fill the heart and undo on a second tap' },
    {
      when: 'a saved item is no longer available',
      then: 'keep it in the list marked as unavailable instead of dropping it silently',
    },
  ],
  questions: [
    {
      id: 'pattern-favorites-guests',
      category: 'user-flow',
      text: 'Can people save favorites without an account?',
      options: ['No, saving needs an account', 'Yes, kept on this device until they sign in'],
      recommended: 'Yes, kept on this device until they sign in',
      reason: 'Saving is an early sign of interest; asking for an account at that moment loses people.',
      impact: 3,
      decision: 'Favorites without an account',
      feature: 'favorites',
    },
  ],
} satisfies FeaturePatternInput;
