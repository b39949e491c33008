import type { FeaturePatternInput } from '../records';

export default {
  id: 'social-feed',
  match: [
    'feed',
    'news feed',
    'activity feed',
    'social wall',
    'community feed',
    'followers',
    'likes',
    'pinnwand',
    'neuigkeiten-feed',
    'muro',
    'seguidores',
    'fil d actualite',
    'abonnes',
    'curtidas',
  ],
  description: 'A feed of posts from followed people and groups, newest first, with likes, comments and reporting.',
  done: [
    {
      when: 'a person opens the feed',
      then: 'show the newest posts from people and groups they follow, loading more as they scroll',
    },
    { when: 'a post is reported by several people', then: 'hide it until a moderator reviews it and tell the author' },
  ],
  questions: [
    {
      id: 'pattern-feed-moderation',
      category: 'security',
      text: 'How should posts be moderated?',
      options: ['Published at once, removed when reported', 'Automatic filter, then reports', 'Checked before publishing'],
      recommended: 'Automatic filter, then reports',
      reason: 'A profanity and spam filter catches the worst at no staff cost, and reports handle the rest.',
      impact: 5,
      decision: 'Post moderation',
      feature: 'social-feed',
      says: {
        'Published at once, removed when reported':
          'Posts appear at once; reported posts go to a moderation queue and can be removed.',
        'Automatic filter, then reports':
          'Run posts through a spam and content filter before publishing; held posts and reports go to a moderation queue.',
        'Checked before publishing': 'Posts wait in a moderation queue and appear only after a moderator approves them.',
      },
    },
    {
      id: 'pattern-feed-order',
      category: 'design',
      text: 'How should the feed be ordered?',
      options: ['Newest first', 'Ranked by relevance'],
      recommended: 'Newest first',
      reason: 'Chronological is predictable and trusted; ranking needs engagement data the app does not have yet.',
      impact: 3,
      decision: 'Feed order',
      feature: 'social-feed',
    },
  ],
} satisfies FeaturePatternInput;
