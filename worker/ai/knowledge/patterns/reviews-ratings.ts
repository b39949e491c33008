import type { FeaturePatternInput } from '../records';

export default {
  id: 'reviews-ratings',
  match: [
    'customer review',
    'leave a review',
    'reviews',
    'rating',
    'ratings',
    'stars',
    'testimonial',
    'bewertung',
    'rezension',
    'sterne',
    'resena',
    'valoracion',
    'opiniones',
    'avis',
    'etoiles',
    'avaliacoes de clientes',
    'estrelas',
  ],
  description:
    'Star ratings with a written review, shown with the average and count; only people who actually used it can review.',
  done: [
    {
      when: 'a person who completed a purchase, visit or booking submits a review',
      then: 'save it, update the average and count, and show it under their first name',
    },
    {
      when: 'a person who has not used the item tries to review it',
      then: 'refuse and explain that reviews come from customers only',
    },
    { when: 'a review is reported', then: 'send it to moderation and let the owner reply publicly once' },
  ],
  questions: [
    {
      id: 'pattern-review-moderation',
      category: 'user-flow',
      text: 'Are reviews published at once, or checked first?',
      options: ['Published at once, removed if reported', 'Checked by staff before publishing'],
      recommended: 'Published at once, removed if reported',
      reason:
        'Instant publishing looks honest and needs no daily staff work; verified-customer rules already keep most abuse out.',
      impact: 5,
      decision: 'Review moderation',
      feature: 'reviews-ratings',
      says: {
        'Published at once, removed if reported':
          'Publish reviews at once; reported reviews are hidden after review by staff if they break the rules.',
        'Checked by staff before publishing':
          'Hold new reviews for staff approval; publish approved ones and never edit their text or rating.',
      },
    },
  ],
} satisfies FeaturePatternInput;
