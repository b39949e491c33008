import type { FeaturePatternInput } from '../records';

export default {
  id: 'sharing-links',
  match: [
    'share',
    'shareable link',
    'share link',
    'public link',
    'teilen',
    'link teilen',
    'freigabelink',
    'compartir',
    'enlace compartido',
    'partager',
    'lien de partage',
    'compartilhar',
    'partilhar',
    'link compartilhavel',
  ],
  description:
    'Links that open a read-only view of one item for anyone with the link, revocable at any time and optionally expiring.',
  done: [
    { when: 'a person creates a share link', then: 'generate an unguessable URL that shows only that item, read-only' },
    { when: 'a person revokes a share link', then: 'make the link stop working at once' },
  ],
  questions: [
    {
      id: 'pattern-share-access',
      category: 'security',
      text: 'Who can open a shared link?',
      options: ['Anyone with the link', 'Anyone with the link and a password', 'Only signed-in people it was shared with'],
      recommended: 'Anyone with the link',
      reason: 'Open links are what people expect when they share; add a password or expiry for sensitive items.',
      impact: 5,
      decision: 'Shared link access',
      feature: 'sharing-links',
      says: {
        'Anyone with the link':
          'Anyone with the link can view the shared item; links are unguessable, can expire and can be revoked.',
        'Anyone with the link and a password':
          'Shared links also need a password set by the sharer; wrong attempts are rate limited.',
        'Only signed-in people it was shared with':
          'Items are shared with named people by email; they must sign in to open them.',
      },
    },
  ],
} satisfies FeaturePatternInput;
