import type { DomainInput } from '../records';

export default {
  id: 'social-media-management',
  name: 'Social media management',
  noun: 'social media planner',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['social media management', 6],
      ['social media management tool', 4],
      ['social media manager', 5],
      ['social media scheduling', 6],
      ['social media scheduler', 6],
      ['social media calendar', 6],
      ['social media planner', 6],
      ['social media agency', 6],
      ['schedule social media posts', 6],
      ['schedule posts', 4],
      ['social media posts', 4],
      ['social posts', 4],
      ['posting schedule', 5],
      ['content calendar', 4],
      ['social accounts', 5],
      ['social inbox', 5],
      ['link in bio', 5],
      ['influencer', 5],
      ['influencer marketing', 6],
      ['ugc creators', 5],
      ['brand deals', 5],
      ['reels', 4],
      ['captions', 3],
      ['hashtags', 4],
      ['instagram', 4],
      ['linkedin', 3],
      ['tiktok', 3],
      ['pinterest', 3],
      ['posts', 2],
      ['client approvals', 4],
      ['hootsuite', 6],
      ['sprout social', 6],
      ['later.com', 5],
      ['metricool', 6],
      ['planoly', 6],
      ['agorapulse', 6],
      ['social media', 3],
      ['content creator', 2],
    ],
    de: [
      ['social-media-planung', 6],
      ['social-media-redaktionsplan', 6],
      ['social-media-agentur', 6],
      ['posts planen', 5],
      ['beitrage planen', 4],
      ['redaktionsplan', 3],
      ['influencer-kampagne*', 6],
      ['influencer*', 5],
      ['kooperationsanfrage*', 4],
      ['freigabeprozess', 2],
    ],
    es: [
      ['gestion de redes sociales', 6],
      ['calendario de publicaciones', 6],
      ['agencia de redes sociales', 6],
      ['programar publicaciones', 4],
      ['community manager', 4],
      ['influenciadores', 5],
      ['influencers', 5],
      ['redes sociales', 4],
      ['publicaciones', 2],
      ['creadores de contenido', 2],
    ],
    fr: [
      ['gestion des reseaux sociaux', 6],
      ['calendrier de publication', 6],
      ['planifier des publications', 5],
      ['community manager', 4],
      ['influenceur*', 5],
      ['marketing d influence', 6],
      ['reseaux sociaux', 4],
      ['publications', 2],
    ],
    pt: [
      ['gestao de redes sociais', 6],
      ['calendario de postagens', 6],
      ['agencia de social media', 6],
      ['agendar posts', 4],
      ['agendamento de posts', 4],
      ['postagens', 4],
      ['influenciadores', 5],
      ['redes sociais', 4],
      ['publis', 3],
    ],
  },
  exclude: [
    'social media app',
    'social media apps',
    'social media platform',
    'social network',
    'social networking',
    'share on social media',
    'share to social media',
    'social media login',
    'social media links',
    'social media icons',
    'instagram-like',
    'like instagram',
    'instagram clone',
    'tiktok-like',
    'like tiktok',
    'tiktok clone',
  ],
  entities: [
    {
      name: 'Workspace',
      fields: ['brand or client name', 'time zone', 'members → Member', 'accounts → Social Account', 'approval rule'],
    },
    {
      name: 'Social Account',
      fields: ['network', 'handle', 'connection status and token expiry', 'time zone', 'posting slots', 'workspace → Workspace'],
    },
    {
      name: 'Post',
      fields: [
        'workspace → Workspace',
        'caption per network',
        'media → Media Asset',
        'accounts → Social Account',
        'scheduled at',
        'status (draft, in review, scheduled, published, failed)',
        'campaign or theme',
        'live post link',
      ],
    },
    { name: 'Approval', fields: ['post → Post', 'reviewer → Member', 'decision', 'comment', 'decided at'] },
    {
      name: 'Media Asset',
      fields: ['file', 'type and aspect ratio', 'tags', 'source (own, customer, creator)', 'usage rights until'],
    },
    {
      name: 'Inbox Item',
      fields: [
        'account → Social Account',
        'type (comment, message, mention)',
        'author handle',
        'text',
        'post → Post',
        'assigned to → Member',
        'status',
      ],
    },
    {
      name: 'Influencer',
      fields: ['name and handles', 'networks and followers', 'engagement rate', 'usual rate', 'contact', 'past collaborations'],
    },
    {
      name: 'Collaboration',
      fields: [
        'influencer → Influencer',
        'campaign',
        'brief',
        'deliverables and due dates',
        'fee or products',
        'content approval',
        'status',
      ],
    },
  ],
  roles: [
    { name: 'Admin', can: 'connect social accounts, manage workspaces, members and approval rules' },
    { name: 'Social media manager', can: 'write, schedule and publish posts, answer the inbox and see analytics' },
    { name: 'Approver or client', can: 'review, comment on and approve posts for their brand, and see reports' },
    { name: 'Influencer', can: 'see their brief, upload drafts for approval and confirm when their posts are live' },
  ],
  features: [
    {
      id: 'smm-composer',
      title: 'Post Composer with Network Versions',
      description:
        'Write a post once, then adapt caption, media and first comment per network, with live previews and each network’s limits checked.',
      match: [
        'composer',
        'create posts',
        'write posts',
        'post editor',
        'captions',
        'beitrage erstellen',
        'posts erstellen',
        'crear publicaciones',
        'editor de publicaciones',
        'creer des publications',
        'criar posts',
        'criar postagens',
      ],
      done: [
        {
          when: 'a caption is longer than a chosen network allows',
          then: 'mark that network’s version as too long and block scheduling for it until it is shortened',
        },
        {
          when: 'a video or image does not meet a chosen network’s format, length or aspect ratio',
          then: 'say what is wrong for that network and offer a crop or another file, before the post can be scheduled',
        },
      ],
    },
    {
      id: 'smm-publishing',
      title: 'Scheduled Publishing to Social Accounts',
      description:
        'Connected Instagram, Facebook, LinkedIn, TikTok and other accounts; posts go out at their time through each network’s official API.',
      match: [
        'schedule posts',
        'scheduling',
        'auto publish',
        'auto-post',
        'publishing',
        'posts planen',
        'beitrage planen',
        'veroffentlichen',
        'programar publicaciones',
        'publicacion automatica',
        'planifier des publications',
        'publication automatique',
        'agendar posts',
        'agendamento',
      ],
      done: [
        {
          when: 'a scheduled post’s time comes',
          then: 'publish it to each chosen account, store the link to the live post and mark it published',
        },
        {
          when: 'an account’s connection has expired',
          then: 'hold that account’s posts, alert the author and the admin with a reconnect link, and never post twice after reconnecting',
        },
      ],
    },
    {
      id: 'smm-calendar',
      title: 'Content Calendar by Account',
      description:
        'Every draft, scheduled and published post on a month, week and list view by account and campaign, with drag-to-reschedule.',
      match: [
        'content calendar',
        'social media calendar',
        'editorial calendar',
        'calendar',
        'redaktionsplan',
        'redaktionskalender',
        'calendario de contenidos',
        'calendario de publicaciones',
        'calendrier editorial',
        'calendrier de publication',
        'calendario editorial',
        'calendario de postagens',
      ],
      done: [
        {
          when: 'a scheduled post is dragged to another day',
          then: 'move its publishing time, keep the time of day and ask again for approval if the rules require it',
        },
      ],
    },
    {
      id: 'smm-approvals',
      title: 'Post Approvals by Managers and Clients',
      description:
        'Posts go to a manager or the client for approval with comments on the preview; only approved posts are published.',
      match: [
        'approval',
        'approvals',
        'client approval',
        'review',
        'freigabe',
        'freigaben',
        'aprobacion',
        'aprobaciones',
        'validation',
        'validation client',
        'aprovacao',
        'aprovacoes',
      ],
      done: [
        {
          when: 'an approver rejects a post with a comment',
          then: 'return it to draft, show the comment on the post and notify the author',
        },
        {
          when: 'an approved post is edited',
          then: 'send it back for approval and take it off the schedule until it is approved again',
        },
        {
          when: 'a post reaches its publishing time without approval',
          then: 'not publish it, and alert the author and approver that it missed its slot',
        },
      ],
    },
    {
      id: 'smm-workspaces',
      title: 'Brand Workspaces and Connected Accounts',
      description:
        'A workspace per brand or client with its own social accounts, members, time zone and approval rule, so nothing posts to the wrong brand.',
      match: [
        'workspaces',
        'brands',
        'clients',
        'multiple accounts',
        'connected accounts',
        'marken',
        'kunden',
        'marcas',
        'clientes',
        'cuentas',
        'marques',
        'comptes',
        'contas',
      ],
      done: [
        {
          when: 'a member opens the composer',
          then: 'offer only the accounts of the workspace they are in and show the brand name on every preview',
        },
      ],
    },
    {
      id: 'smm-media-library',
      title: 'Media Library with Brand Assets',
      description:
        'Images and videos by tag and campaign, with usage rights for customer and creator content, reused straight from the composer.',
      match: [
        'media library',
        'asset library',
        'brand assets',
        'images',
        'mediathek',
        'bilder',
        'biblioteca de medios',
        'imagenes',
        'mediatheque',
        'biblioteca de midia',
        'imagens',
      ],
      done: [
        {
          when: 'someone adds an asset whose usage rights end on a date',
          then: 'block scheduling it after that date and warn about posts already scheduled later',
        },
      ],
    },
    {
      id: 'smm-analytics',
      title: 'Post and Account Analytics',
      description:
        'Reach, engagement, clicks and follower growth per post, account and campaign, fetched from each network, with the best times to post.',
      match: [
        'analytics',
        'insights',
        'reach',
        'engagement',
        'metrics',
        'reichweite',
        'auswertung',
        'alcance',
        'metricas',
        'estadisticas',
        'statistiques',
        'portee',
        'engajamento',
      ],
      done: [
        {
          when: 'a post has been live for a day',
          then: 'fetch its reach and engagement from the network and refresh them daily for the next 30 days',
        },
      ],
    },
    {
      id: 'smm-inbox',
      title: 'Unified Inbox for Comments and Messages',
      description:
        'Comments, mentions and direct messages from every account in one list, assigned to a team member and marked done when answered.',
      match: [
        'inbox',
        'comments',
        'direct messages',
        'dms',
        'community management',
        'posteingang',
        'kommentare',
        'nachrichten',
        'bandeja de entrada',
        'comentarios',
        'mensajes',
        'boite de reception',
        'commentaires',
        'caixa de entrada',
        'mensagens',
      ],
      done: [
        {
          when: 'a new comment or message arrives',
          then: 'add it to the inbox under its account and post within a minute, unassigned and open',
        },
        {
          when: 'two members start replying to the same comment',
          then: 'show the second that a colleague is already replying, so the customer gets one answer',
        },
      ],
    },
    {
      id: 'smm-influencers',
      title: 'Influencer Collaborations and Deliverables',
      description:
        'A list of creators with handles and rates, and per collaboration the brief, agreed posts, due dates, draft approval and fee.',
      match: [
        'influencers',
        'influencer',
        'creators',
        'collaborations',
        'brand deals',
        'ugc',
        'kooperationen',
        'creator',
        'influenciadores',
        'colaboraciones',
        'influenceurs',
        'parcerias',
        'publis',
      ],
      done: [
        {
          when: 'a creator uploads a draft for a deliverable',
          then: 'send it to the brand for approval and record the decision and any requested changes',
        },
        {
          when: 'a deliverable passes its due date without a live link',
          then: 'mark it overdue and remind the creator and the campaign owner',
        },
      ],
    },
    {
      id: 'smm-queue',
      title: 'Posting Queue with Time Slots',
      description:
        'Each account has weekly posting slots; adding a post to the queue puts it in the next free slot, and the queue refills when a post moves.',
      match: [
        'queue',
        'time slots',
        'posting times',
        'best time to post',
        'warteschlange',
        'cola',
        'horarios',
        'file d attente',
        'creneaux',
        'fila',
      ],
      done: [
        {
          when: 'a post is added to an account’s queue',
          then: 'schedule it in the next free slot and show the time it got',
        },
      ],
    },
    {
      id: 'smm-client-reports',
      title: 'Monthly Client Reports',
      description: 'A branded report per workspace with the month’s posts, reach, engagement and growth, shared by link or PDF.',
      match: [
        'reports',
        'client reports',
        'monthly report',
        'berichte',
        'reporting',
        'informes',
        'reportes',
        'rapports',
        'relatorios',
      ],
      done: [
        {
          when: 'a month ends',
          then: 'prepare each workspace’s report from the stored metrics for the manager to check and send',
        },
      ],
    },
    {
      id: 'smm-hashtags',
      title: 'Caption Templates and Hashtag Sets',
      description: 'Saved hashtag groups, caption templates and signatures per brand, inserted in one click.',
      match: ['hashtags', 'hashtag sets', 'templates', 'vorlagen', 'plantillas', 'modeles', 'modelos'],
      done: [
        {
          when: 'a hashtag set is added to an Instagram caption',
          then: 'warn if the caption would pass the network’s hashtag limit',
        },
      ],
    },
    {
      id: 'smm-link-in-bio',
      title: 'Link-in-bio Page',
      description: 'A simple page for the profile link that lists recent posts with the link each one promotes.',
      match: ['link in bio', 'link-in-bio', 'bio link', 'linktree', 'enlace en la bio', 'lien en bio', 'link na bio'],
      done: [
        {
          when: 'a post with a link is published to Instagram',
          then: 'add it with its link to the top of the account’s link-in-bio page',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'social media agency app',
      match: [
        'agency',
        'agencies',
        'our clients',
        'client accounts',
        'freelance social media manager',
        'agentur*',
        'agencia',
        'agence',
        'agence social media',
        'clientes',
      ],
      features: ['smm-workspaces', 'smm-calendar', 'smm-composer', 'smm-approvals', 'smm-publishing', 'smm-client-reports'],
      recommend: [
        {
          question: 'smm-whose',
          answer: 'Our clients’ accounts, as an agency or freelancer',
          reason: 'An agency runs many brands at once; a workspace per client keeps accounts, approvals and reports apart.',
        },
        {
          question: 'smm-approval',
          answer: 'Our manager, then the client',
          reason:
            'Clients expect to see every post before it goes out; an internal check first means they only see polished drafts.',
        },
        {
          question: 'smm-planning',
          answer: 'A monthly plan on the calendar, approved as a whole',
          reason: 'Agencies plan a client’s month in one go and get it approved in one review, not post by post.',
        },
        {
          question: 'smm-team',
          answer: 'Our team, and clients who approve and see reports',
          reason: 'Clients approve their posts and read their reports in the app, which saves the monthly round of emailed PDFs.',
        },
      ],
    },
    {
      noun: 'influencer campaign app',
      match: [
        'influencer',
        'influencers',
        'influencer marketing',
        'ugc creators',
        'brand deals',
        'creator collaborations',
        'influencer-kampagne*',
        'influenciadores',
        'influenceur*',
        'marketing d influence',
      ],
      features: ['smm-influencers', 'smm-approvals', 'smm-media-library', 'smm-analytics', 'smm-calendar', 'smm-client-reports'],
    },
  ],
  integrations: [
    {
      name: 'Meta Graph API',
      for: 'publishing to and reading insights and comments from Instagram business accounts and Facebook pages',
    },
    { name: 'LinkedIn Community Management API', for: 'posting to company pages and profiles and reading their statistics' },
    { name: 'TikTok Content Posting API', for: 'uploading and publishing videos to TikTok accounts' },
    { name: 'YouTube Data API', for: 'publishing Shorts and videos and reading their statistics' },
    { name: 'Canva Connect', for: 'bringing designs from Canva into the media library and composer' },
    { name: 'Cloudflare R2 or S3', for: 'storing images and videos until they are published' },
    { name: 'Slack', for: 'approval requests and failed-post alerts in the team’s channel' },
  ],
  pages: [
    { name: 'Calendar', purpose: 'posts by day and account, with drafts, approvals, scheduled and failed states' },
    { name: 'Composer', purpose: 'write a post, adapt it per network, add media and schedule or queue it' },
    { name: 'Approvals', purpose: 'posts waiting for review, with previews, comments and approve or reject' },
    { name: 'Media library', purpose: 'images and videos by tag and campaign, with usage rights' },
    { name: 'Inbox', purpose: 'comments and messages from all accounts, assigned and marked done' },
    { name: 'Analytics', purpose: 'reach, engagement and growth by post, account and campaign' },
    { name: 'Influencers', purpose: 'creators, collaborations, deliverables and their status' },
    { name: 'Accounts and workspaces', purpose: 'connected accounts with connection health, members and rules' },
  ],
  design:
    'a calm, dense work tool with the calendar as home; post previews that look like each network’s real post, small network marks on every item, and unmistakable draft, approved, scheduled and failed states',
  questions: [
    {
      id: 'smm-whose',
      category: 'scope',
      text: 'Whose social media accounts will it manage?',
      options: [
        'Our own brand’s accounts',
        'Our clients’ accounts, as an agency or freelancer',
        'A product any business can sign up for',
        'Just mine, as a creator',
      ],
      recommended: 'Our own brand’s accounts',
      reason: 'One brand means one set of connected accounts and no client workspaces; agencies and products add both.',
      recommendedWhen: [
        {
          if: { kind: ['saas'] },
          recommended: 'A product any business can sign up for',
          reason: 'A SaaS serves many businesses: each signs up, connects its own accounts and sees only its own posts.',
        },
      ],
      impact: 10,
      decision: 'Whose accounts',
      replaces: 'audience',
      says: {
        'Our own brand’s accounts': 'Build it for one brand and its own social accounts, used by our team.',
        'Our clients’ accounts, as an agency or freelancer':
          'Build it for an agency: each client is a workspace with its own accounts, members, approvals and reports; the team switches between them.',
        'A product any business can sign up for':
          'Build it as a product: each business signs up, connects its own accounts and manages its own team; plans limit accounts and members.',
        'Just mine, as a creator': 'Build it for one creator managing their own accounts, with no team features.',
      },
    },
    {
      id: 'smm-networks',
      category: 'integrations',
      text: 'Which networks must posts be published to?',
      options: [
        'Instagram and Facebook',
        'Instagram, Facebook and LinkedIn',
        'Instagram, TikTok and YouTube Shorts',
        'All major networks, including TikTok, X and Pinterest',
      ],
      recommended: 'Instagram, Facebook and LinkedIn',
      reason: 'These cover most brands, and each network needs its own API access and app review, so fewer ship faster.',
      impact: 9,
      decision: 'Social networks',
      says: {
        'Instagram and Facebook': 'Publish to Instagram business accounts and Facebook pages through the Meta Graph API.',
        'Instagram, Facebook and LinkedIn':
          'Publish to Instagram business accounts and Facebook pages (Meta Graph API) and to LinkedIn pages and profiles.',
        'Instagram, TikTok and YouTube Shorts':
          'Publish short videos and posts to Instagram (Meta Graph API), TikTok (Content Posting API) and YouTube Shorts (YouTube Data API).',
        'All major networks, including TikTok, X and Pinterest':
          'Publish to Instagram, Facebook, LinkedIn, TikTok, YouTube, X and Pinterest, each through its own API and app review.',
      },
    },
    {
      id: 'smm-publish-mode',
      category: 'user-flow',
      text: 'How should posts go out when their time comes?',
      options: [
        'Published automatically through the networks’ APIs',
        'A phone reminder to post by hand',
        'Automatic where the API allows, reminders for the rest',
      ],
      recommended: 'Automatic where the API allows, reminders for the rest',
      reason: 'Some formats, such as Stories with stickers or TikTok posts with trending sounds, cannot be posted by API.',
      impact: 8,
      decision: 'Publishing',
      says: {
        'Published automatically through the networks’ APIs':
          'Publish every scheduled post automatically through the networks’ official APIs; formats the APIs cannot post are not offered.',
        'A phone reminder to post by hand':
          'At the scheduled time, send the author a push notification with the caption copied and the media ready to post by hand.',
        'Automatic where the API allows, reminders for the rest':
          'Publish automatically through the APIs where the format allows; for the rest, send the author a phone reminder with caption and media ready to post.',
      },
    },
    {
      id: 'smm-approval',
      category: 'roles',
      text: 'Who approves a post before it is published?',
      options: ['Nobody, authors publish directly', 'A manager on our team', 'Our manager, then the client'],
      recommended: 'A manager on our team',
      reason: 'A second pair of eyes catches typos, wrong tags and off-brand replies before thousands of followers see them.',
      impact: 8,
      decision: 'Approvals',
      says: {
        'Nobody, authors publish directly': 'Authors schedule and publish their posts without approval.',
        'A manager on our team':
          'Posts need a manager’s approval before they are scheduled; editing an approved post sends it back for approval.',
        'Our manager, then the client':
          'Posts are approved by our manager and then by the client through a review link or client login; only posts approved by both are published.',
      },
    },
    {
      id: 'smm-team',
      category: 'security',
      text: 'Who signs in to plan and publish posts?',
      options: [
        'Just me',
        'Our team, with roles such as writer, approver and admin',
        'Our team, and clients who approve and see reports',
      ],
      recommended: 'Our team, with roles such as writer, approver and admin',
      reason: 'Only admins should connect accounts, since a connected account can post to the whole audience.',
      impact: 7,
      decision: 'Team and sign-in',
      replaces: 'sign-in',
      says: {
        'Just me': 'One person signs in; there are no team roles.',
        'Our team, with roles such as writer, approver and admin':
          'Team members sign in with roles: writers draft and schedule, approvers approve, admins connect accounts and manage members.',
        'Our team, and clients who approve and see reports':
          'Team members sign in with roles; clients get a limited login to approve posts and see their reports.',
      },
    },
    {
      id: 'smm-formats',
      category: 'scope',
      text: 'Which kinds of posts must the app support?',
      options: [
        'Text and single images',
        'Images, carousels and short videos (Reels, Shorts, TikTok)',
        'All of these, plus Stories',
      ],
      recommended: 'Images, carousels and short videos (Reels, Shorts, TikTok)',
      reason: 'Short video is where most reach is now; Stories last a day and are mostly posted live from the phone.',
      impact: 7,
      decision: 'Post formats',
      says: {
        'Text and single images': 'Posts are text with at most one image.',
        'Images, carousels and short videos (Reels, Shorts, TikTok)':
          'Posts can be text, single images, carousels of up to ten images or videos, and short vertical videos (Reels, Shorts, TikTok) with a cover image.',
        'All of these, plus Stories':
          'Posts can be text, images, carousels, short videos and Stories; Stories that need stickers go out as phone reminders.',
      },
    },
    {
      id: 'smm-inbox-scope',
      category: 'scope',
      text: 'Should the team also answer comments and direct messages in the app?',
      options: ['No, planning and publishing only', 'Comments on our posts', 'Comments and direct messages in one inbox'],
      recommended: 'No, planning and publishing only',
      reason: 'Reading messages needs extra permissions and app review per network; planning and publishing pay off first.',
      impact: 6,
      decision: 'Comments and messages',
      askIf: { not: { feature: ['smm-inbox'] } },
      says: {
        'No, planning and publishing only': 'The app does not read or answer comments and messages.',
        'Comments on our posts': 'Show comments on our published posts under each post and let the team reply from the app.',
        'Comments and direct messages in one inbox':
          'Collect comments, mentions and direct messages from all accounts in one inbox, assigned to team members and marked done when answered.',
      },
    },
    {
      id: 'smm-planning',
      category: 'user-flow',
      text: 'How does the team plan posts ahead?',
      options: [
        'Each post scheduled for its own date and time',
        'A queue that fills each account’s fixed time slots',
        'A monthly plan on the calendar, approved as a whole',
      ],
      recommended: 'A queue that fills each account’s fixed time slots',
      reason:
        'Writers add posts without picking times and each account keeps a steady rhythm; any post can still get an exact time.',
      impact: 6,
      decision: 'Planning',
      says: {
        'Each post scheduled for its own date and time': 'Every post gets its own publishing date and time.',
        'A queue that fills each account’s fixed time slots':
          'Each account has weekly posting slots; posts added to the queue take the next free slot, and any post can be pinned to an exact time.',
        'A monthly plan on the calendar, approved as a whole':
          'Posts are planned per month on the calendar by theme and campaign; the whole month is sent for approval at once.',
      },
    },
    {
      id: 'smm-failed-posts',
      category: 'edge-cases',
      text: 'What should happen when a scheduled post fails, for example after an expired account login or a rejected video?',
      options: [
        'Retry a few times, then alert the author',
        'Alert the author and admin at once, with a reconnect link',
        'Only show it as failed in the calendar',
      ],
      recommended: 'Alert the author and admin at once, with a reconnect link',
      reason:
        'Most failures are expired logins or rejected media that no retry fixes; a quick alert still saves time-bound posts.',
      impact: 6,
      decision: 'Failed posts',
      says: {
        'Retry a few times, then alert the author':
          'Retry a failed post three times over 15 minutes, then mark it failed and alert the author with the network’s reason.',
        'Alert the author and admin at once, with a reconnect link':
          'Mark a failed post at once with the network’s reason and alert the author and admin; for an expired login include a reconnect link, then publish once reconnected.',
        'Only show it as failed in the calendar': 'Show failed posts in red on the calendar with the network’s reason.',
      },
    },
    {
      id: 'smm-metrics',
      category: 'data',
      text: 'What should the numbers show once posts are live?',
      options: [
        'No analytics in the first version',
        'Reach and engagement per post',
        'Per post, plus follower growth and monthly reports',
      ],
      recommended: 'Reach and engagement per post',
      reason: 'Per-post numbers show what works; growth charts and reports matter most once clients or a boss ask for them.',
      impact: 6,
      decision: 'Analytics',
      says: {
        'No analytics in the first version': 'Do not fetch statistics; link to each live post instead.',
        'Reach and engagement per post':
          'Fetch reach, likes, comments, shares, saves and clicks for each published post and show them on the post and in a list.',
        'Per post, plus follower growth and monthly reports':
          'Fetch per-post statistics and daily follower counts per account, and build a monthly report per workspace.',
      },
    },
    {
      id: 'smm-accounts-count',
      category: 'performance',
      text: 'How many social accounts will be connected in the first year?',
      options: ['Up to 10', '10 to 100', 'More than 100'],
      recommended: 'Up to 10',
      reason: 'A brand has a handful of accounts; beyond 100 the networks’ rate limits need a publishing queue per network.',
      recommendedWhen: [
        {
          if: { kind: ['saas'] },
          recommended: 'More than 100',
          reason: 'A product for many businesses passes 100 accounts quickly; plan a queue per network for their rate limits.',
        },
      ],
      impact: 4,
      decision: 'Connected accounts',
      replaces: 'expected-scale',
      says: {
        'Up to 10': 'Expect up to 10 connected accounts.',
        '10 to 100': 'Expect 10 to 100 connected accounts; fetch statistics in batches within each network’s rate limits.',
        'More than 100':
          'Expect more than 100 connected accounts: publish and fetch through a queue per network that respects its rate limits.',
      },
    },
    {
      id: 'smm-time-zones',
      category: 'data',
      text: 'Which time zone should scheduled posting times use?',
      options: ['Our own time zone', 'Each account’s audience time zone'],
      recommended: 'Each account’s audience time zone',
      reason: 'A team in Berlin posting for US followers thinks in the followers’ time; each account carries its own zone.',
      impact: 4,
      decision: 'Time zones',
      says: {
        'Our own time zone': 'All posting times are in the team’s time zone.',
        'Each account’s audience time zone':
          'Each account has its own time zone; posting times are set and shown in it, with the team’s local time beside.',
      },
    },
    {
      id: 'smm-influencer-side',
      category: 'scope',
      text: 'Which side of influencer work is it for?',
      options: ['A brand or agency hiring creators', 'Creators managing their brand deals'],
      recommended: 'A brand or agency hiring creators',
      reason:
        'Brands run many creators per campaign and need briefs, approvals and due dates; creators need a simpler deal tracker.',
      impact: 6,
      decision: 'Influencer side',
      feature: 'smm-influencers',
      says: {
        'A brand or agency hiring creators':
          'Brands keep a list of creators, send briefs, approve drafts and track deliverables and fees per campaign.',
        'Creators managing their brand deals':
          'Creators track their brand deals: briefs, deliverables, due dates, approval, invoices and payments received.',
      },
    },
    {
      id: 'smm-creator-pay',
      category: 'data',
      text: 'How are creators paid for their posts?',
      options: [
        'Outside the app; fees are only tracked',
        'Free products only (gifting)',
        'Paid through the app once the post is live',
      ],
      recommended: 'Outside the app; fees are only tracked',
      reason:
        'Paying creators in-app means tax forms and payouts in many countries; tracking agreed fees and invoices is enough at first.',
      impact: 5,
      decision: 'Creator payments',
      feature: 'smm-influencers',
      askIf: { answer: 'smm-influencer-side', is: ['A brand or agency hiring creators'] },
      says: {
        'Outside the app; fees are only tracked':
          'Record the agreed fee, invoice and payment status per collaboration; payment happens outside the app.',
        'Free products only (gifting)':
          'Collaborations are paid in products: record what was sent, the shipping and the tracking number.',
        'Paid through the app once the post is live':
          'Pay creators through Stripe Connect once the live link is confirmed, after they complete Stripe’s onboarding.',
      },
    },
    {
      id: 'smm-inbox-assign',
      category: 'roles',
      text: 'How are comments and messages shared out in the team?',
      options: ['Everyone sees everything and replies', 'Each item is assigned to one person, who marks it done'],
      recommended: 'Each item is assigned to one person, who marks it done',
      reason: 'Without an owner, two people answer the same customer or nobody does; assignment shows what is still open.',
      impact: 4,
      decision: 'Inbox assignment',
      feature: 'smm-inbox',
      says: {
        'Everyone sees everything and replies': 'Everyone sees the whole inbox and can reply to anything.',
        'Each item is assigned to one person, who marks it done':
          'Inbox items are assigned to one person (by hand or by account rules); they reply and mark them done, and open items are counted per person.',
      },
    },
  ],
} satisfies DomainInput;
