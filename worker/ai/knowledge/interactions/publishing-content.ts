import type { InteractionInput } from '../records';

export default {
  id: 'publishing-content',
  name: 'Publishing content',
  noun: 'publishing platform',
  verbs: [
    ['publish', 3],
    ['blog', 5],
    ['syndicate', 4],
    ['post', 3],
    ['broadcast', 3],
    ['write', 2],
    ['edit', 2],
  ],
  nouns: [
    ['article', 4],
    ['post', 2],
    ['newsletter', 6],
    ['blog', 6],
    ['podcast', 4],
    ['magazine', 4],
    ['editorial', 5],
    ['cms', 6],
  ],
  recognise: {
    de: [
      ['veröffentlich*', 3],
      ['newsletter', 6],
      ['blog', 6],
      ['artikel', 4],
      ['redaktion*', 5],
      ['redaktionsplan', 6],
    ],
    es: [
      ['publicar', 3],
      ['boletín', 5],
      ['blog', 6],
      ['artículo*', 4],
      ['editorial', 4],
    ],
    fr: [
      ['publier', 3],
      ['newsletter', 6],
      ['lettre d information', 6],
      ['blog', 6],
      ['article*', 4],
      ['rédaction', 4],
    ],
    pt: [
      ['publicar', 3],
      ['newsletter', 6],
      ['blog', 6],
      ['artigo*', 4],
      ['editorial', 4],
    ],
  },
  thing: 'article',
  things: 'articles',
  features: [
    {
      id: 'publishing-content-editor',
      title: '{Thing} Editor with Drafts',
      description: 'A writing editor with headings, images and links, saving drafts as people write, with a preview.',
      done: [
        {
          when: 'someone writes in a {thing}',
          then: 'save the draft automatically every few seconds and keep earlier versions',
        },
        { when: 'someone previews a {thing}', then: 'show it exactly as readers will see it, on a phone and a desktop' },
      ],
    },
    {
      id: 'publishing-content-review',
      title: '{Thing} Review before Publishing',
      description: 'A {thing} goes to an editor, who comments, asks for changes or approves it.',
      done: [
        {
          when: 'an author sends a {thing} for review',
          then: 'notify the editors and lock publishing until one of them approves it',
        },
      ],
    },
    {
      id: 'publishing-content-schedule',
      title: 'Scheduled Publishing',
      description: 'A date and time for each {thing} to go live, with a calendar of what is planned.',
      done: [
        {
          when: 'the scheduled time of a {thing} arrives',
          then: 'publish it, and send it to subscribers if it is set to be emailed',
        },
      ],
    },
    {
      id: 'publishing-content-email',
      title: '{Thing} Emails to Subscribers',
      description: 'Sign-up, double opt-in, sending to subscribers and one-click unsubscribe.',
      done: [
        {
          when: 'a {thing} is sent to subscribers',
          then: 'email every confirmed subscriber, with an unsubscribe link that works in one click',
        },
      ],
    },
    {
      id: 'publishing-content-archive',
      title: '{Thing} Archive with Tags',
      description: 'Every published {thing}, searchable and browsable by tag, author and date.',
      done: [
        {
          when: 'a reader opens a tag',
          then: 'list the published {things} with that tag, newest first',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'publishing-content-channels',
      category: 'scope',
      text: 'Where should {things} go once they are published?',
      options: [
        'On the website only',
        'Website and an email newsletter',
        'Email newsletter only',
        'Website, newsletter and social media',
      ],
      recommended: 'Website and an email newsletter',
      reason: 'A web page gives each {thing} a permanent home; email is what brings readers back to it.',
      impact: 10,
      decision: 'Publishing channels',
      says: {
        'On the website only': 'Publish {things} as pages on the website with an RSS feed; no email sending.',
        'Website and an email newsletter': 'Publish {things} on the website and email them (or a digest) to subscribers.',
        'Email newsletter only': 'Send {things} as emails to subscribers, with a public web archive of past issues.',
        'Website, newsletter and social media':
          'Publish {things} on the website, email them to subscribers and post a link with image and summary to social accounts.',
      },
    },
    {
      id: 'publishing-content-review',
      category: 'user-flow',
      text: 'Does a {thing} need a second pair of eyes before it goes out?',
      options: ['No: authors publish directly', 'Yes: an editor reviews and publishes', 'Only for new authors'],
      recommended: 'Yes: an editor reviews and publishes',
      reason: 'A quick review catches mistakes that cost far more once published, and an email cannot be unsent.',
      impact: 9,
      decision: 'Review before publishing',
    },
    {
      id: 'publishing-content-authors',
      category: 'roles',
      text: 'Who writes the {things}?',
      options: ['One person', 'A small team of named authors', 'Outside contributors, invited one at a time'],
      recommended: 'A small team of named authors',
      reason: 'Named authors with their own accounts keep track of who wrote what without opening the door to anyone.',
      impact: 8,
      decision: 'Who writes {things}',
    },
    {
      id: 'publishing-content-readers',
      category: 'scope',
      text: 'Who can read the {things}?',
      options: ['Free for everyone', 'Some for paying subscribers only', 'Members and staff only'],
      recommended: 'Free for everyone',
      reason: 'Free {things} reach the most readers; a paywall needs accounts, payments and a steady flow of new {things}.',
      impact: 8,
      decision: 'Who reads {things}',
      says: {
        'Free for everyone': 'Every published {thing} is public and free to read; no reader accounts are needed.',
        'Some for paying subscribers only':
          'Each {thing} is marked free or paid; paid {things} show a preview and ask readers to subscribe by card.',
        'Members and staff only': 'Only signed-in members or staff can read the {things}; nothing is public.',
      },
      settledBy: {
        'Some for paying subscribers only': ['paywall', 'paid subscribers', 'premium content', 'bezahlschranke', 'muro de pago'],
        'Members and staff only': ['internal newsletter', 'intranet', 'staff only', 'members only', 'nur für mitglieder'],
      },
    },
    {
      id: 'publishing-content-timing',
      category: 'user-flow',
      text: 'When should {things} go out?',
      options: ['As soon as they are published', 'At a scheduled date and time', 'Gathered into a regular issue'],
      recommended: 'At a scheduled date and time',
      reason: 'Scheduling lets {things} be finished early and go out when readers are there.',
      impact: 6,
      decision: 'Publishing times',
      settledBy: {
        'Gathered into a regular issue': ['weekly newsletter', 'monthly newsletter', 'digest', 'weekly issue', 'monthly issue'],
      },
    },
  ],
} satisfies InteractionInput;
