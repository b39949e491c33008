import type { FeaturePatternInput } from '../records';

export default {
  id: 'comments',
  match: [
    'comments',
    'comment',
    'discussion',
    'mentions',
    'kommentar',
    'kommentare',
    'comentarios',
    'comentario',
    'commentaires',
    'commentaire',
    'comentarios internos',
  ],
  description:
    'Threaded comments with mentions and notifications to the people involved; authors can edit, moderators can remove.',
  done: [
    { when: 'a person posts a comment', then: 'show it in the thread at once and notify the item’s owner and anyone mentioned' },
    { when: 'a comment with replies is deleted', then: 'replace its text with a "deleted" note and keep the replies in place' },
  ],
  questions: [
    {
      id: 'pattern-comment-visibility',
      category: 'roles',
      text: 'Who can read the comments on an item?',
      options: ['Only staff (internal notes)', 'Everyone who can see the item', 'Each comment is marked internal or public'],
      recommended: 'Everyone who can see the item',
      reason: 'Comments that follow the item’s own visibility are simple and predictable; internal notes suit staff-only tools.',
      impact: 5,
      decision: 'Comment visibility',
      feature: 'comments',
      says: {
        'Only staff (internal notes)': 'Comments are internal notes visible only to staff, never to customers.',
        'Everyone who can see the item': 'Comments are visible to everyone who can see the item.',
        'Each comment is marked internal or public':
          'Staff choose per comment whether it is an internal note or public; internal ones are clearly marked and never shown to customers.',
      },
    },
  ],
} satisfies FeaturePatternInput;
