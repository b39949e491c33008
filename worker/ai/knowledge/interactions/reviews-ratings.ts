import type { InteractionInput } from '../records';

export default {
  id: 'reviews-ratings',
  name: 'Reviews and ratings',
  noun: 'review site',
  verbs: [
    ['rate', 5],
    ['review', 3],
    ['recommend', 2],
  ],
  nouns: [
    ['rating', 4],
    ['testimonial', 4],
    ['review', 3],
    ['reviewer', 3],
    ['star', 1],
  ],
  recognise: {
    de: [
      ['bewert*', 5],
      ['rezension*', 6],
      ['erfahrungsbericht*', 4],
      ['kundenmeinung*', 4],
      ['sterne', 2],
      ['*bewertung', 5],
      ['feedback', 3],
      ['testimonial*', 4],
      ['meinungen', 2],
      ['empfehl*', 2],
      ['gästebuch', 3],
    ],
    es: [
      ['reseña*', 6],
      ['valoracion*', 5],
      ['valorar', 5],
      ['calific*', 4],
      ['opiniones', 3],
      ['estrellas', 2],
      ['valoren', 5],
      ['puntuar', 4],
      ['opinar', 3],
      ['testimonio*', 4],
      ['recomendar', 2],
      ['feedback', 3],
      ['opinión', 3],
    ],
    fr: [
      ['avis', 4],
      ['notation', 4],
      ['critique*', 4],
      ['evalu*', 3],
      ['etoiles', 2],
      ['donner une note', 5],
      ['laisser un avis', 5],
      ['témoignage*', 4],
      ['recommand*', 2],
      ['feedback', 3],
      ['retours clients', 4],
      ['avis clients', 3],
      ['livre d or', 4],
    ],
    pt: [
      ['avalia*', 5],
      ['resenha*', 6],
      ['opinioes', 3],
      ['classific*', 3],
      ['estrelas', 2],
      ['depoimento*', 4],
      ['feedback', 3],
      ['recomendar', 2],
      ['opinião', 3],
      ['dar nota', 4],
      ['pontuar', 3],
    ],
  },
  thing: 'item',
  things: 'items',
  features: [
    {
      id: 'reviews-ratings-write',
      title: '{Thing} Ratings and Reviews',
      description: 'A star rating and a written review for a {thing}, with the reviewer’s display name and the date.',
      done: [
        {
          when: 'someone submits a rating and review for a {thing}',
          then: 'save it with their display name and date, and update the average rating of that {thing}',
        },
        {
          when: 'someone reviews the same {thing} a second time',
          then: 'offer to update their earlier review instead of adding a new one',
        },
      ],
    },
    {
      id: 'reviews-ratings-summary',
      title: 'Rating Summary per {Thing}',
      description: 'The average rating, the number of reviews and the spread of stars, at the top of the page of each {thing}.',
      done: [
        {
          when: 'someone opens the page of a {thing}',
          then: 'show its average rating, the number of reviews and how many gave each number of stars',
        },
      ],
    },
    {
      id: 'reviews-ratings-moderation',
      title: 'Moderation of Reported Reviews',
      description: 'A report button on each review and a queue where a moderator keeps, edits or removes reported ones.',
      done: [
        {
          when: 'a review is reported',
          then: 'put it in the moderation queue with the reason given and notify a moderator',
        },
        {
          when: 'a moderator removes a review',
          then: 'hide it, recalculate the average rating and tell the reviewer why',
        },
      ],
    },
    {
      id: 'reviews-ratings-replies',
      title: 'Public Replies to Reviews',
      description: 'One public reply under each review from the business or person that was reviewed.',
      done: [
        {
          when: 'the business or person reviewed replies to a review',
          then: 'show the reply under the review and notify the reviewer',
        },
      ],
    },
    {
      id: 'reviews-ratings-top',
      title: 'Top-rated {Things}',
      description: 'The best-rated {things}, ranked fairly so that a handful of reviews cannot beat a long track record.',
      done: [
        {
          when: 'someone sorts {things} by rating',
          then: 'rank them by a rating that weighs the number of reviews, and show that number next to each',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'reviews-ratings-who',
      category: 'roles',
      text: 'Who can review a {thing}?',
      options: ['Anyone without signing in', 'Anyone who has signed in', 'Only verified customers with proof of use'],
      recommended: 'Anyone who has signed in',
      reason:
        'Signing in stops most fake and repeat reviews; proof of use is worth it where the app already sees bookings or sales.',
      impact: 9,
      decision: 'Who may review',
      says: {
        'Anyone without signing in':
          'Anyone can leave a review without an account; a confirmed email is asked for to limit spam.',
        'Anyone who has signed in': 'Only signed-in people can leave a review, one per {thing}, which they can update later.',
        'Only verified customers with proof of use':
          'Only people with a completed booking or purchase for a {thing} can review it; each review is marked as verified.',
      },
      settledBy: {
        'Only verified customers with proof of use': [
          'verified review',
          'verified reviews',
          'verified customers',
          'verified buyers',
          'verifizierte bewertung*',
          'reseñas verificadas',
          'avis vérifiés',
          'avaliações verificadas',
        ],
      },
    },
    {
      id: 'reviews-ratings-moderation',
      category: 'edge-cases',
      text: 'Are reviews of a {thing} checked before they appear?',
      options: [
        'No check: they appear at once',
        'They appear at once and reported ones are checked',
        'Every review is approved before it appears',
      ],
      recommended: 'They appear at once and reported ones are checked',
      reason: 'Reviews that appear at once keep people writing; a report button and a quick check handle the few bad ones.',
      impact: 8,
      decision: 'Review moderation',
    },
    {
      id: 'reviews-ratings-contents',
      category: 'data',
      text: 'What does a review of a {thing} hold?',
      options: ['Stars alone with no text', 'Stars and a written comment', 'Stars for each aspect and a comment'],
      recommended: 'Stars and a written comment',
      reason: 'Stars make {things} comparable at a glance; the comment says why, and that is what readers trust.',
      impact: 8,
      decision: 'What a review holds',
      examples: ['Aspects: price, service, cleanliness, punctuality'],
      says: {
        'Stars alone with no text': 'A review is a rating from 1 to 5 stars, without text.',
        'Stars and a written comment': 'A review is a rating from 1 to 5 stars with a written comment, and optional photos.',
        'Stars for each aspect and a comment':
          'A review rates each aspect that {owner} sets from 1 to 5 stars, with an overall rating and a written comment.',
      },
    },
    {
      id: 'reviews-ratings-replies',
      category: 'user-flow',
      text: 'Who can reply in public to a review of a {thing}?',
      options: ['No one', 'The reviewed party only', 'Anyone in a discussion thread'],
      recommended: 'The reviewed party only',
      reason: 'A calm public reply often turns a bad review into trust, and readers expect to hear the other side.',
      impact: 6,
      decision: 'Replies to reviews',
    },
    {
      id: 'reviews-ratings-ranking',
      category: 'design',
      text: 'How should {things} be ranked by their ratings?',
      options: ['A plain average of stars', 'An average that needs a minimum number of reviews', 'Newest reviews weigh more'],
      recommended: 'An average that needs a minimum number of reviews',
      reason: 'A plain average lets one five-star review beat fifty honest ones; a minimum count keeps the ranking fair.',
      impact: 6,
      decision: 'Ranking by rating',
    },
    {
      id: 'reviews-ratings-identity',
      category: 'security',
      text: 'How is a reviewer shown next to their review of a {thing}?',
      options: ['Full name', 'First name and initial', 'A nickname they choose'],
      recommended: 'First name and initial',
      reason: 'A first name and initial makes reviews feel real while sparing reviewers unwanted attention.',
      impact: 5,
      decision: 'Reviewer names',
    },
    {
      id: 'reviews-ratings-asking',
      category: 'user-flow',
      text: 'How are people asked to review a {thing}?',
      options: [
        'They find the review form themselves',
        'One request, a set time after they used it',
        'A request, plus one reminder if they do not answer',
      ],
      recommended: 'One request, a set time after they used it',
      reason:
        'Most satisfied people never think to review unless asked; one timely request brings more reviews, and more balanced ones.',
      impact: 7,
      decision: 'Asking for reviews',
      says: {
        'They find the review form themselves': 'Each {thing} has a review form on its page; nobody is asked to leave a review.',
        'One request, a set time after they used it':
          'A set time after someone used a {thing} (a booking ended or a purchase arrived, or when staff send it), send one request with a link straight to the review form.',
        'A request, plus one reminder if they do not answer':
          'Send a review request a set time after use and one reminder a few days later if there is still no review; never more.',
      },
    },
    {
      id: 'reviews-ratings-edits',
      category: 'edge-cases',
      text: 'Can a reviewer change or delete their review of a {thing} later?',
      options: [
        'No: a review is final once posted',
        'Yes, with an edited mark and date shown',
        'Delete only; to change it they write a new one',
      ],
      recommended: 'Yes, with an edited mark and date shown',
      reason: 'People update reviews when a problem is put right, which helps everyone; the mark shows readers that it changed.',
      impact: 5,
      decision: 'Changing a posted review',
      says: {
        'No: a review is final once posted':
          'A posted review cannot be edited or deleted by its author; only a moderator can remove it.',
        'Yes, with an edited mark and date shown':
          'Reviewers can edit or delete their review at any time; an edited review shows “edited” with the date, the average rating updates, and earlier versions are kept for moderators.',
        'Delete only; to change it they write a new one':
          'Reviewers can delete their review but not edit it; a new review replaces it, and the average rating updates.',
      },
    },
    {
      id: 'reviews-ratings-disputes',
      category: 'roles',
      text: 'What can the party being reviewed do about a review they think is false or unfair?',
      options: [
        'Only reply to it in public',
        'Report it; it stays up while a moderator decides',
        'Report it; it is hidden until a moderator decides',
      ],
      recommended: 'Report it; it stays up while a moderator decides',
      reason: 'Hiding on request lets anyone bury bad reviews; keeping it up until a moderator decides is fair to both sides.',
      impact: 6,
      decision: 'Disputed reviews',
      says: {
        'Only reply to it in public':
          'The reviewed party cannot have a review removed; they can only answer it with a public reply.',
        'Report it; it stays up while a moderator decides':
          'The reviewed party can report a review with a reason; it stays visible while a moderator decides to keep, edit or remove it, and both sides are told the outcome.',
        'Report it; it is hidden until a moderator decides':
          'The reviewed party can report a review with a reason; it is hidden until a moderator decides, and both sides are told the outcome.',
      },
    },
    {
      id: 'reviews-ratings-order',
      category: 'design',
      text: 'Which reviews of a {thing} are shown first?',
      options: ['Newest first', 'Most helpful first, as voted by readers', 'Most detailed first, such as those with photos'],
      recommended: 'Newest first',
      reason: 'Newest first is what readers trust as current; helpful votes only work once a {thing} has dozens of reviews.',
      impact: 5,
      decision: 'Order of reviews',
      says: {
        'Newest first': 'Reviews of a {thing} are listed newest first, with a filter by number of stars.',
        'Most helpful first, as voted by readers':
          'Readers can mark a review helpful, once each; reviews are listed by helpful votes, with newest first as the other sort and a filter by stars.',
        'Most detailed first, such as those with photos':
          'Reviews with photos and longer text are listed first, then the rest newest first, with a filter by stars.',
      },
    },
  ],
} satisfies InteractionInput;
