import type { DomainInput } from '../records';

export default {
  id: 'dating',
  name: 'Dating and matchmaking',
  noun: 'dating app',
  complexity: 3,
  recognise: {
    en: [
      ['dating', 6],
      ['dating app', 6],
      ['online dating', 6],
      ['speed dating', 6],
      ['matchmaker', 6],
      ['matchmaking agency', 6],
      ['matrimonial', 6],
      ['singles', 4],
      ['swipe', 4],
      ['swiping', 4],
      ['tinder', 5],
      ['bumble', 5],
      ['hinge', 3],
      ['soulmate', 5],
      ['romance', 3],
      ['romantic', 3],
      ['find a partner', 5],
      ['find love', 5],
      ['mutual match', 5],
      ['compatibility', 3],
      ['relationship', 2],
      ['meet new people', 3],
      ['first date', 4],
      ['flirt', 4],
      ['rishta', 5],
    ],
    de: [
      ['partnersuche', 6],
      ['partnervermittlung', 6],
      ['singleborse', 6],
      ['dating-plattform', 6],
      ['flirt*', 4],
      ['kennenlernen', 3],
      ['verlieben', 4],
      ['beziehung', 2],
      ['partnerschaft', 2],
    ],
    es: [
      ['app de citas', 6],
      ['citas online', 6],
      ['aplicacion de citas', 6],
      ['buscar pareja', 6],
      ['encontrar pareja', 6],
      ['solteros', 4],
      ['ligar', 4],
      ['agencia matrimonial', 6],
      ['pareja', 2],
    ],
    fr: [
      ['site de rencontre', 6],
      ['application de rencontre', 6],
      ['appli de rencontre', 6],
      ['celibataires', 5],
      ['trouver l amour', 5],
      ['agence matrimoniale', 6],
      ['rencontres amoureuses', 6],
      ['rencontre', 2],
      ['drague', 4],
    ],
    pt: [
      ['app de namoro', 6],
      ['aplicativo de namoro', 6],
      ['site de namoro', 6],
      ['namoro', 5],
      ['solteiros', 4],
      ['paquera', 5],
      ['encontrar um parceiro', 5],
      ['agencia matrimonial', 6],
      ['relacionamento', 2],
    ],
  },
  exclude: [
    'carbon dating',
    'radiocarbon dating',
    'dating back',
    'dating from',
    'customer relationship',
    'customer relationships',
    'client relationships',
    'relationship management',
    'client relationship',
    'relacionamento com o cliente',
    'relation client',
    'door hinge',
  ],
  entities: [
    {
      name: 'Member',
      fields: [
        'first name',
        'date of birth',
        'gender',
        'interested in',
        'intention (serious, casual, friends)',
        'approximate location',
        'verified',
        'status',
      ],
    },
    {
      name: 'Profile',
      fields: ['member → Member', 'photos (ordered)', 'bio', 'prompt answers', 'interests', 'job and education', 'hidden'],
    },
    { name: 'Preferences', fields: ['member → Member', 'age range', 'distance', 'genders', 'intentions', 'dealbreakers'] },
    {
      name: 'Like',
      fields: ['from → Member', 'to → Member', 'type (like, pass, super like)', 'comment on photo or prompt', 'at'],
    },
    { name: 'Match', fields: ['members → Member', 'created at', 'status (active, unmatched, expired)', 'last message at'] },
    { name: 'Message', fields: ['match → Match', 'sender → Member', 'text or photo', 'sent at', 'read at', 'flagged'] },
    {
      name: 'Report',
      fields: ['reporter → Member', 'reported → Member', 'reason', 'evidence (messages, photos)', 'status', 'action taken'],
    },
    { name: 'Subscription', fields: ['member → Member', 'plan', 'store (App Store, Google Play, web)', 'renews on', 'status'] },
  ],
  roles: [
    { name: 'Member', can: 'build a profile, browse and like profiles, chat with matches, block and report' },
    { name: 'Premium member', can: 'see who liked them, send more likes and use advanced filters' },
    { name: 'Moderator', can: 'review reports and flagged photos and messages, warn, suspend or ban members' },
    { name: 'Matchmaker', can: 'review member profiles and propose introductions by hand' },
    { name: 'Admin', can: 'manage plans, limits, moderators and see growth and safety figures' },
  ],
  features: [
    {
      id: 'dating-profiles',
      title: 'Profiles with Photos and Prompts',
      description:
        'Members add photos, a short bio, answers to a few prompts, intentions and interests, with a completeness nudge.',
      match: ['profile', 'photos', 'bio', 'prompts', 'profil', 'fotos', 'perfil', 'photos de profil'],
      done: [
        {
          when: 'a member tries to go live with no photo or no first name',
          then: 'keep the profile hidden and show what is missing',
        },
        { when: 'a member reorders or removes photos', then: 'show the new order to others at once' },
      ],
    },
    {
      id: 'discovery',
      title: 'Discovery with Filters',
      description:
        'Browse or swipe through profiles that fit age, distance, gender and intention, never showing the same profile twice in a row.',
      match: ['discover', 'swipe', 'browse', 'feed', 'filters', 'entdecken', 'descubrir', 'decouvrir', 'descobrir'],
      done: [
        {
          when: 'a member opens discovery',
          then: 'show only profiles that fit both people’s preferences and that neither has blocked, passed or matched',
        },
        {
          when: 'no profiles are left that fit the filters',
          then: 'say so and suggest widening distance or age range instead of showing an empty screen',
        },
      ],
    },
    {
      id: 'mutual-matches',
      title: 'Mutual Likes and Matches',
      description: 'A like turns into a match only when both people like each other; both are told at once.',
      match: ['match', 'matches', 'likes', 'mutual', 'matching', 'coincidencia', 'correspondance', 'combinacao'],
      done: [
        {
          when: 'two members like each other',
          then: 'create one match, even if both likes arrive at the same moment, and notify both',
        },
      ],
    },
    {
      id: 'match-chat',
      title: 'Chat between Matches',
      description: 'Private one-to-one chat that opens with a match, with read receipts, photos and icebreaker suggestions.',
      match: ['chat', 'messages', 'messaging', 'nachrichten', 'mensajes', 'messagerie', 'mensagens'],
      done: [
        {
          when: 'a member sends a message to a match',
          then: 'deliver it in real time and notify the other member if they are not in the chat',
        },
        { when: 'either member unmatches', then: 'close the conversation for both and remove each from the other’s lists' },
      ],
    },
    {
      id: 'block-report',
      title: 'Block, Report and Unmatch',
      description: 'From any profile or chat, a member can block, report with a reason, or unmatch in two taps.',
      match: ['block', 'report', 'unmatch', 'safety', 'blockieren', 'melden', 'bloquear', 'denunciar', 'bloquer', 'signaler'],
      done: [
        {
          when: 'a member blocks someone',
          then: 'hide each from the other everywhere at once and end any conversation between them',
        },
        {
          when: 'a member reports someone',
          then: 'store the report with the recent messages as evidence and add it to the moderation queue',
        },
      ],
    },
    {
      id: 'photo-verification',
      title: 'Selfie Verification Badge',
      description: 'Members take a selfie in a requested pose; when it matches their photos they get a verified badge.',
      match: [
        'verification',
        'verified',
        'selfie',
        'fake profiles',
        'verifizierung',
        'verificacion',
        'verification photo',
        'verificacao',
      ],
      done: [
        {
          when: 'a verification selfie matches the profile photos',
          then: 'show the verified badge and store only the result, not the selfie',
        },
        { when: 'a verified member changes their main photo', then: 'ask them to verify again before the badge shows' },
      ],
    },
    {
      id: 'location-privacy',
      title: 'Distance without Exact Location',
      description:
        'Others see a rounded distance or the town, never coordinates; distance is computed on the server from a blurred location.',
      match: [
        'location',
        'distance',
        'nearby',
        'near me',
        'standort',
        'entfernung',
        'ubicacion',
        'cerca',
        'localisation',
        'localizacao',
      ],
      done: [
        {
          when: 'a profile shows distance',
          then: 'round it to whole kilometres or miles from a blurred location so the exact spot cannot be worked out',
        },
      ],
    },
    {
      id: 'premium',
      title: 'Premium Membership',
      description: 'A paid plan that shows who liked you, lifts the daily like limit, adds advanced filters and a weekly boost.',
      match: ['premium', 'subscription', 'gold', 'paid plan', 'abo', 'suscripcion', 'abonnement', 'assinatura'],
      done: [
        {
          when: 'a premium purchase is confirmed by the store',
          then: 'unlock the premium perks at once on every device of the member',
        },
        { when: 'a subscription lapses', then: 'return the member to free limits without hiding their matches or messages' },
      ],
    },
    {
      id: 'moderation-queue',
      title: 'Moderation Queue',
      description:
        'Reports, flagged photos and flagged messages in one queue with the evidence and one-click warn, suspend or ban.',
      match: ['moderation', 'moderators', 'review reports', 'moderacion', 'moderation des profils', 'moderacao'],
      done: [
        {
          when: 'a moderator bans a member',
          then: 'sign them out everywhere, hide their profile and block new sign-ups with the same phone number',
        },
      ],
    },
    {
      id: 'daily-picks',
      title: 'Daily Curated Picks',
      description: 'A small set of well-matched profiles each day, chosen by shared interests, intentions and past likes.',
      match: [
        'daily picks',
        'curated',
        'recommendations',
        'suggestions',
        'vorschlage',
        'sugerencias',
        'recommandations',
        'sugestoes',
      ],
      done: [
        {
          when: 'the daily picks are released',
          then: 'give each member the same number of picks and never repeat a profile they already passed',
        },
      ],
    },
    {
      id: 'date-safety',
      title: 'Date Safety Sharing',
      description: 'Before meeting, a member can share the date’s time, place and match’s first name with a trusted friend.',
      match: ['date safety', 'safety check', 'share my date', 'sicherheit', 'seguridad', 'securite', 'seguranca'],
      done: [
        {
          when: 'a member shares a date plan with a friend',
          then: 'send the friend the time, place and match’s first name and profile photo by text message',
        },
      ],
    },
    {
      id: 'video-call',
      title: 'In-app Video Call',
      description: 'Matches can video call inside the app without sharing phone numbers; either can end or report the call.',
      match: ['video call', 'video chat', 'videoanruf', 'videollamada', 'appel video', 'chamada de video'],
      done: [
        {
          when: 'a member starts a video call',
          then: 'ring the match only if they have chatted before, and never reveal either phone number',
        },
      ],
    },
    {
      id: 'incognito',
      title: 'Pause and Incognito Mode',
      description: 'Members can pause their profile or only be seen by people they have liked, while keeping their matches.',
      match: [
        'pause',
        'incognito',
        'hide profile',
        'snooze',
        'pausieren',
        'ocultar perfil',
        'masquer le profil',
        'esconder perfil',
      ],
      done: [
        { when: 'a member pauses their profile', then: 'remove them from discovery at once and keep their existing chats open' },
      ],
    },
  ],
  integrations: [
    { name: 'Twilio Verify', for: 'phone number sign-up and one-time codes' },
    { name: 'Amazon Rekognition or Hive Moderation', for: 'nudity and violence checks on photos and selfie face matching' },
    { name: 'Stream Chat or Sendbird', for: 'real-time chat with read receipts and moderation hooks' },
    { name: 'RevenueCat', for: 'premium subscriptions through the App Store and Google Play' },
    { name: 'Agora or Daily', for: 'in-app video calls' },
    { name: 'Veriff or Onfido', for: 'optional ID checks for age and identity' },
  ],
  pages: [
    { name: 'Onboarding', purpose: 'sign-up, age check, photos, prompts, intentions and preferences' },
    { name: 'Discover', purpose: 'profiles to like or pass, with filters' },
    { name: 'Likes', purpose: 'people who liked the member (blurred for free members)' },
    { name: 'Matches and chats', purpose: 'new matches and ongoing conversations' },
    { name: 'Profile editor', purpose: 'photos, prompts, details, verification and preview as others see it' },
    { name: 'Safety and privacy settings', purpose: 'pause, incognito, blocked members, data download and account deletion' },
    { name: 'Premium', purpose: 'plans, perks and current subscription' },
    { name: 'Moderation console', purpose: 'reports and flagged content with evidence and actions' },
  ],
  design:
    'warm and photo-led: large portrait photos, one thumb-reachable like and pass action, friendly copy on empty states, and safety tools (report, block) always one tap away but never in the way',
  questions: [
    {
      id: 'date-meeting-format',
      category: 'scope',
      text: 'How do members meet each other?',
      options: [
        'Swiping through nearby profiles',
        'A few curated matches each day',
        'Matchmakers introduce people by hand',
        'Singles events and speed dating',
      ],
      recommended: 'A few curated matches each day',
      reason: 'With a small member base, a few thoughtful daily matches feel full, where a swipe deck runs empty in a day.',
      impact: 10,
      decision: 'How members meet',
      says: {
        'Swiping through nearby profiles':
          'Members swipe through nearby profiles that fit their preferences; a mutual like makes a match.',
        'A few curated matches each day':
          'Each member gets a small set of curated profiles per day, chosen by preferences, intentions and shared interests; a mutual like makes a match.',
        'Matchmakers introduce people by hand':
          'Matchmakers review member profiles and propose introductions; both members must accept before they can chat.',
        'Singles events and speed dating':
          'Members sign up for singles events; after each event they mark whom they liked and mutual choices become matches.',
      },
    },
    {
      id: 'date-revenue',
      category: 'scope',
      text: 'How will the dating app make money?',
      options: [
        'Free for everyone',
        'Free, with a premium subscription',
        'Paid membership to join',
        'Pay per event or introduction',
      ],
      recommended: 'Free, with a premium subscription',
      reason: 'A free core fills the member pool that makes matching work; premium perks pay for it.',
      impact: 9,
      decision: 'Revenue model',
      replaces: 'online-payments',
      says: {
        'Free for everyone': 'Everything is free; there are no payments in the app.',
        'Free, with a premium subscription':
          'The core is free; a monthly premium subscription unlocks extra perks, sold through the app stores on mobile and by card on the web.',
        'Paid membership to join':
          'Members pay a membership fee before their profile goes live; take payment by card and renew monthly.',
        'Pay per event or introduction': 'Members pay per event ticket or per introduction; take payment by card at booking.',
      },
    },
    {
      id: 'date-community',
      category: 'scope',
      text: 'Who is the dating community for?',
      options: ['Everyone, all orientations', 'A specific faith, culture or interest', 'People over 50', 'LGBTQ+ people'],
      recommended: 'A specific faith, culture or interest',
      reason: 'New dating apps win in a niche the big apps serve badly; a clear community also helps marketing and trust.',
      impact: 8,
      decision: 'Community',
      says: {
        'Everyone, all orientations': 'The app is for all adults of every orientation.',
        'A specific faith, culture or interest':
          'The app serves one community; onboarding asks community-specific questions and these appear on profiles and filters.',
        'People over 50':
          'The app serves people over 50: larger text, simple navigation, fewer gestures and clear safety guidance.',
        'LGBTQ+ people': 'The app serves LGBTQ+ people: inclusive genders and pronouns, and care with location and visibility.',
      },
    },
    {
      id: 'date-first-contact',
      category: 'user-flow',
      text: 'Can members message someone before they have matched?',
      options: ['Only after a mutual match', 'One short note attached to a like', 'Anyone can message anyone'],
      recommended: 'Only after a mutual match',
      reason: 'Mutual consent before any message is the single biggest protection against unwanted messages and harassment.',
      impact: 8,
      decision: 'First contact',
      says: {
        'Only after a mutual match': 'Nobody can message a member until both have liked each other.',
        'One short note attached to a like': 'A like can carry one short note; further messages open only after a mutual match.',
        'Anyone can message anyone':
          'Members can message any profile; new senders land in a separate requests inbox the recipient can ignore.',
      },
    },
    {
      id: 'date-sign-up',
      category: 'security',
      text: 'How do members sign up?',
      options: ['Phone number with a code', 'Google or Apple sign-in', 'Email and password'],
      recommended: 'Phone number with a code',
      reason: 'A verified phone number makes fake accounts costly and lets a ban stick when someone tries to return.',
      impact: 8,
      decision: 'Member sign-up',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Phone number with a code':
          'Members sign up with a phone number confirmed by a one-time code; a banned number cannot sign up again.',
        'Google or Apple sign-in': 'Members sign up with Google or Apple; ask for a phone number before their profile goes live.',
        'Email and password': 'Members sign up with email and password, confirmed by a link.',
      },
    },
    {
      id: 'date-verification',
      category: 'security',
      text: 'How do you make sure profiles belong to real people?',
      options: ['Phone number only', 'Selfie verification with a badge', 'ID document check for everyone'],
      recommended: 'Selfie verification with a badge',
      reason: 'A selfie check removes most catfishing at little friction; an ID check for everyone loses many honest sign-ups.',
      impact: 8,
      decision: 'Profile verification',
      says: {
        'Phone number only': 'Verification is the confirmed phone number; there is no photo or ID check.',
        'Selfie verification with a badge':
          'Members can verify with a selfie in a requested pose, compared with their photos; verified profiles get a badge and can filter for verified only.',
        'ID document check for everyone': 'Every member passes an ID document and liveness check before their profile goes live.',
      },
    },
    {
      id: 'date-gender-options',
      category: 'data',
      text: 'How can members describe their gender and who they want to meet?',
      options: ['Woman or man, interested in women, men or both', 'Inclusive list of genders, with optional pronouns'],
      recommended: 'Inclusive list of genders, with optional pronouns',
      reason: 'An inclusive list costs little to build now and a lot to retrofit into matching and filters later.',
      impact: 6,
      decision: 'Gender and orientation',
      says: {
        'Woman or man, interested in women, men or both':
          'Members choose woman or man and whether they want to meet women, men or both.',
        'Inclusive list of genders, with optional pronouns':
          'Members pick from an inclusive list of genders (or write their own), add optional pronouns and choose who they want to meet.',
      },
    },
    {
      id: 'date-after-report',
      category: 'edge-cases',
      text: 'What happens the moment someone reports another member?',
      options: [
        'Nothing until a moderator reviews it',
        'The reported member is hidden from the reporter at once',
        'Hidden from the reporter at once, and from everyone after several reports',
      ],
      recommended: 'Hidden from the reporter at once, and from everyone after several reports',
      reason: 'The reporter must feel safe immediately, and repeated reports should stop harm before a moderator is free.',
      impact: 7,
      decision: 'After a report',
      says: {
        'Nothing until a moderator reviews it': 'Reports wait for a moderator; nothing changes before the review.',
        'The reported member is hidden from the reporter at once':
          'A report blocks the reported member for the reporter at once; a moderator reviews it afterwards.',
        'Hidden from the reporter at once, and from everyone after several reports':
          'A report blocks the reported member for the reporter at once; after three reports from different members the profile is hidden from everyone until a moderator reviews it.',
      },
    },
    {
      id: 'date-moderators',
      category: 'roles',
      text: 'Who checks reports, photos and flagged messages?',
      options: ['The founders, by hand', 'A moderation team with a review queue', 'Automatic filters first, then a person'],
      recommended: 'Automatic filters first, then a person',
      reason: 'Filters catch nudity and abuse in seconds at any hour; people handle the judgement calls.',
      impact: 6,
      decision: 'Moderation',
      says: {
        'The founders, by hand': 'The founders review every report and flagged item in a simple admin queue.',
        'A moderation team with a review queue':
          'Moderators work a shared queue with evidence, notes and warn, suspend and ban actions, all logged.',
        'Automatic filters first, then a person':
          'Check photos and messages automatically for nudity, violence and abuse; flagged items and all reports go to a moderator queue.',
      },
    },
    {
      id: 'date-distance-shown',
      category: 'security',
      text: 'How precisely can members see where someone else is?',
      options: ['Rounded distance in km or miles', 'Town or neighbourhood only', 'Not shown at all'],
      recommended: 'Rounded distance in km or miles',
      reason: 'People want to know a match is near; rounding on a blurred location stops anyone pinpointing a home.',
      impact: 6,
      decision: 'Location shown',
      says: {
        'Rounded distance in km or miles':
          'Show distance rounded to whole kilometres or miles, computed on the server from a blurred location; never send coordinates to other members.',
        'Town or neighbourhood only': 'Show the member’s town or neighbourhood, never a distance or coordinates.',
        'Not shown at all': 'Location is used only for matching and never shown to other members.',
      },
    },
    {
      id: 'date-free-likes',
      category: 'scope',
      text: 'How many likes can a free member send per day?',
      options: ['10', '25', '50', 'Unlimited'],
      recommended: '25',
      reason: 'A limit makes each like considered and keeps premium worth buying, while 25 is enough for honest daily use.',
      impact: 4,
      decision: 'Daily likes for free members',
      feature: 'premium',
      askIf: { answer: 'date-revenue', is: ['Free, with a premium subscription'] },
    },
    {
      id: 'date-photo-check',
      category: 'data',
      text: 'When a member uploads a photo, when does it become visible to others?',
      options: [
        'At once; reported photos are reviewed',
        'After an automatic check for nudity and violence',
        'After a person approves it',
      ],
      recommended: 'After an automatic check for nudity and violence',
      reason: 'An automatic check takes seconds and keeps explicit photos off the feed; approving each by hand does not scale.',
      impact: 5,
      decision: 'Photo review',
      says: {
        'At once; reported photos are reviewed': 'New photos show at once; reported photos go to the moderation queue.',
        'After an automatic check for nudity and violence':
          'New photos pass an automatic nudity and violence check before they show; doubtful ones wait for a moderator.',
        'After a person approves it': 'New photos show only after a moderator approves them; tell the member it is pending.',
      },
    },
    {
      id: 'date-deleted-member',
      category: 'data',
      text: 'When someone deletes their account, what happens to their conversations?',
      options: ['The conversations disappear for both sides', 'Messages stay, shown as from a deleted member'],
      recommended: 'The conversations disappear for both sides',
      reason: 'People expect a deleted dating profile to be gone; keep reports and evidence only as long as safety needs.',
      impact: 4,
      decision: 'Deleted accounts',
      replaces: 'personal-data',
      says: {
        'The conversations disappear for both sides':
          'Deleting an account removes the profile, photos, likes, matches and messages for everyone; keep only report evidence for a set safety period.',
        'Messages stay, shown as from a deleted member':
          'Deleting an account removes the profile and photos; messages stay in the other member’s chat marked as from a deleted member.',
      },
    },
    {
      id: 'date-opener',
      category: 'user-flow',
      text: 'Who can send the first message after a match?',
      options: [
        'Either person',
        'In a woman–man match, the woman',
        'Either person, and the match expires after 24 hours without one',
      ],
      recommended: 'Either person',
      reason: 'It is simplest and fits every orientation; expiring matches add urgency but frustrate busy members.',
      impact: 4,
      decision: 'First message',
      feature: 'match-chat',
      askIf: { answer: 'date-first-contact', isNot: ['Anyone can message anyone'] },
    },
  ],
} satisfies DomainInput;
