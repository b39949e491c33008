import type { DomainInput } from '../records';

export default {
  id: 'crowdfunding-fundraising',
  name: 'Crowdfunding and fundraising campaigns',
  noun: 'crowdfunding platform',
  complexity: 3,
  audience: 'public',
  recognise: {
    en: [
      ['crowdfunding', 6],
      ['crowd funding', 6],
      ['crowdfund', 6],
      ['crowdfunding platform', 6],
      ['kickstarter', 6],
      ['indiegogo', 6],
      ['gofundme', 6],
      ['justgiving', 5],
      ['backers', 5],
      ['pledge', 4],
      ['reward tiers', 6],
      ['pledge tiers', 6],
      ['stretch goals', 6],
      ['funding goal', 6],
      ['all-or-nothing', 4],
      ['peer-to-peer fundraising', 6],
      ['fundraising page', 5],
      ['fundraiser page', 5],
      ['fundraiser', 3],
      ['sponsor me', 5],
      ['sponsored walk', 5],
      ['charity run', 3],
      ['raise money', 3],
      ['raise funds', 3],
      ['money pool', 4],
      ['group gift', 3],
      ['medical bills', 2],
      ['pre-order campaign', 5],
      ['campaign page', 3],
      ['early bird pledge', 3],
      ['equity crowdfunding', 6],
      ['crowdinvesting', 6],
      ['fundraising', 2],
    ],
    de: [
      ['schwarmfinanzierung', 6],
      ['startnext', 6],
      ['spendenaktion*', 3],
      ['spendenlauf', 4],
      ['spendenseite', 4],
      ['unterstutzer*', 3],
      ['dankeschon*', 3],
      ['finanzierungsziel', 6],
      ['geld sammeln', 4],
      ['sammelaktion', 4],
      ['betterplace', 5],
      ['vorbestellung*', 2],
    ],
    es: [
      ['micromecenazgo', 6],
      ['financiacion colectiva', 6],
      ['verkami', 6],
      ['mecenas', 4],
      ['recompensas', 3],
      ['meta de financiacion', 6],
      ['aportaciones', 3],
      ['vaquita', 5],
      ['colecta', 4],
      ['campana solidaria', 4],
      ['carrera solidaria', 4],
    ],
    fr: [
      ['financement participatif', 6],
      ['cagnotte*', 6],
      ['ulule', 6],
      ['kisskissbankbank', 6],
      ['leetchi', 6],
      ['contreparties', 5],
      ['contributeurs', 3],
      ['objectif de collecte', 5],
      ['paliers', 3],
      ['course solidaire', 4],
    ],
    pt: [
      ['financiamento coletivo', 6],
      ['vaquinha', 6],
      ['vakinha', 6],
      ['catarse', 6],
      ['benfeitoria', 6],
      ['apoiadores', 4],
      ['recompensas', 3],
      ['meta de arrecadacao', 6],
      ['apoia.se', 6],
      ['corrida solidaria', 4],
      ['despesas medicas', 2],
    ],
  },
  exclude: ['fundraising round', 'funding round', 'seed round', 'pledge of allegiance', 'tiers of service'],
  entities: [
    {
      name: 'Campaign',
      fields: [
        'title',
        'owner → Campaign Owner',
        'story and video',
        'category',
        'goal and currency',
        'start and end dates',
        'funding rule (all-or-nothing, keep what you raise)',
        'status (draft, in review, live, funded, failed, cancelled)',
        'raised so far and backer count',
      ],
    },
    {
      name: 'Reward Tier',
      fields: [
        'campaign → Campaign',
        'title and description',
        'minimum pledge',
        'quantity limit and claimed',
        'estimated delivery',
        'ships to (countries and shipping cost)',
      ],
    },
    {
      name: 'Pledge',
      fields: [
        'backer → Backer',
        'campaign → Campaign',
        'tier → Reward Tier',
        'amount and tip',
        'status (authorised, charged, failed, cancelled, refunded)',
        'payment reference',
        'shown as (name, anonymous)',
      ],
    },
    { name: 'Backer', fields: ['name', 'email', 'shipping address', 'pledges → Pledge', 'follows → Campaign'] },
    {
      name: 'Fundraising Page',
      fields: [
        'campaign → Campaign',
        'fundraiser → Backer',
        'personal story and photo',
        'personal target',
        'raised so far',
        'team → Team',
      ],
    },
    { name: 'Team', fields: ['name', 'captain → Backer', 'pages → Fundraising Page', 'team target', 'total raised'] },
    { name: 'Update', fields: ['campaign → Campaign', 'title', 'body and media', 'visible to (everyone, backers)', 'sent at'] },
    {
      name: 'Payout',
      fields: ['campaign → Campaign', 'amount raised', 'platform and card fees', 'amount paid out', 'status', 'paid on'],
    },
  ],
  roles: [
    {
      name: 'Campaign owner',
      can: 'create and edit their campaigns, reward tiers and updates, see backers and pledges, and receive payouts',
    },
    { name: 'Backer or donor', can: 'pledge or give to campaigns, follow them, manage their pledges and answer backer surveys' },
    { name: 'Fundraiser', can: 'create a personal or team fundraising page under a campaign and share it with friends' },
    {
      name: 'Platform admin',
      can: 'review campaigns before they go live, handle reports and refunds, and see fees and payouts',
    },
  ],
  features: [
    {
      id: 'crowd-campaign-page',
      title: 'Campaign Page with Goal and Progress',
      description:
        'A campaign page with the story and video, goal, amount raised, number of backers and days left, updated live as pledges come in.',
      match: [
        'campaign page',
        'project page',
        'progress bar',
        'funding goal',
        'goal',
        'kampagnenseite',
        'projektseite',
        'finanzierungsziel',
        'pagina de la campana',
        'meta',
        'page de campagne',
        'page projet',
        'objectif',
        'pagina da campanha',
        'meta de arrecadacao',
      ],
      done: [
        {
          when: 'a pledge is confirmed',
          then: 'add it to the amount raised and the backer count on the campaign page within seconds',
        },
        {
          when: 'a campaign reaches its end date',
          then: 'close it to new pledges and show whether it was funded, with the final total',
        },
      ],
    },
    {
      id: 'crowd-reward-tiers',
      title: 'Reward Tiers with Limited Quantities',
      description:
        'Pledge levels with a minimum amount, what the backer gets, an estimated delivery date, shipping by country and optional limited quantities.',
      match: [
        'reward tiers',
        'rewards',
        'pledge tiers',
        'pledge levels',
        'perks',
        'early bird',
        'dankeschons',
        'belohnungen',
        'recompensas',
        'niveles de aportacion',
        'contreparties',
        'paliers',
        'niveis de apoio',
      ],
      done: [
        {
          when: 'a backer picks a reward tier',
          then: 'require at least its minimum amount plus shipping to the backer’s country before the pledge is saved',
        },
        {
          when: 'two backers claim the last unit of a limited tier at the same moment',
          then: 'give it to the first confirmed pledge only and offer the other backer a different tier',
        },
      ],
    },
    {
      id: 'crowd-checkout',
      title: 'Pledge and Donation Checkout',
      description:
        'A short checkout on the campaign page: amount or tier, card or wallet, an optional tip and whether to appear as anonymous.',
      match: [
        'checkout',
        'pledge',
        'pledges',
        'back a project',
        'donate',
        'payments',
        'unterstutzen',
        'zahlung',
        'aportar',
        'pago',
        'contribuer',
        'paiement',
        'apoiar',
        'pagamento',
      ],
      done: [
        {
          when: 'a backer completes the checkout',
          then: 'record the pledge, email a confirmation with the amount and tier, and never store the card number',
        },
        {
          when: 'a backer pledges after the campaign has ended',
          then: 'refuse the pledge and show that the campaign is closed',
        },
      ],
    },
    {
      id: 'crowd-all-or-nothing',
      title: 'All-or-nothing Funding Deadline',
      description:
        'Backers’ cards are saved when they pledge and charged only if the campaign reaches its goal by the deadline; otherwise nobody pays.',
      match: ['all-or-nothing', 'all or nothing', 'deadline', 'alles oder nichts', 'todo o nada', 'tout ou rien', 'tudo ou nada'],
      done: [
        {
          when: 'a campaign ends at or above its goal',
          then: 'charge every saved pledge and mark the campaign as funded',
        },
        {
          when: 'a campaign ends below its goal',
          then: 'release every saved pledge without charging anyone and email backers that the campaign was not funded',
        },
      ],
    },
    {
      id: 'crowd-updates',
      title: 'Campaign Updates to Backers',
      description:
        'Owners post progress updates on the campaign page; they are emailed to backers, and some can be for backers only.',
      match: [
        'updates',
        'news',
        'announcements',
        'neuigkeiten',
        'updates an unterstutzer',
        'novedades',
        'actualizaciones',
        'actualites',
        'nouvelles',
        'novidades',
        'atualizacoes',
      ],
      done: [
        {
          when: 'an owner publishes an update',
          then: 'show it on the campaign page and email it to every backer who has not opted out',
        },
        {
          when: 'an update is marked for backers only',
          then: 'show its title to everyone and its content only to signed-in backers of that campaign',
        },
      ],
    },
    {
      id: 'crowd-p2p-pages',
      title: 'Peer-to-peer Fundraising Pages',
      description:
        'Supporters create their own page under a main campaign, for a run or a birthday, with a personal target; every gift counts towards both.',
      match: [
        'peer-to-peer',
        'p2p',
        'fundraising page',
        'fundraiser page',
        'personal page',
        'sponsor me',
        'spendenseite',
        'eigene spendenaktion',
        'pagina personal de recaudacion',
        'page de collecte personnelle',
        'pagina pessoal de arrecadacao',
      ],
      done: [
        {
          when: 'a supporter creates a fundraising page',
          then: 'publish it under the main campaign with their name, story, target and a share link',
        },
        {
          when: 'someone gives on a supporter’s page',
          then: 'credit the gift to that page, its team and the main campaign at once, and notify the page owner',
        },
      ],
    },
    {
      id: 'crowd-owner-verification',
      title: 'Campaign Review and Owner Verification',
      description:
        'Owners verify their identity and bank account before they can receive money, and staff review each campaign before it goes live.',
      match: [
        'verification',
        'kyc',
        'identity check',
        'review',
        'approval',
        'moderation',
        'prufung',
        'verifizierung',
        'verificacion',
        'revision',
        'verification d identite',
        'verificacao',
        'aprovacao',
      ],
      done: [
        {
          when: 'an owner submits a campaign',
          then: 'put it in the review queue and keep it unpublished until staff approve it or ask for changes',
        },
        {
          when: 'an owner has not completed identity and bank verification',
          then: 'let them edit the campaign but block its launch and any payout, saying what is missing',
        },
      ],
    },
    {
      id: 'crowd-payouts',
      title: 'Payouts to Campaign Owners',
      description:
        'After a campaign is funded, the money raised minus platform and card fees is paid to the owner’s verified bank account, with a statement.',
      match: [
        'payouts',
        'payout',
        'auszahlung*',
        'pagos a creadores',
        'transferencia de fondos',
        'versements',
        'reversement',
        'repasse',
        'saques',
      ],
      done: [
        {
          when: 'the charges of a funded campaign have settled',
          then: 'pay out the amount raised minus fees to the owner and send a statement listing pledges, fees and failures',
        },
        {
          when: 'a backer disputes a charge after the payout',
          then: 'record the dispute against the campaign and show the owner the amount that will be deducted',
        },
      ],
    },
    {
      id: 'crowd-stretch-goals',
      title: 'Stretch Goals',
      description:
        'Further goals above the main one that unlock extras for all backers, shown as milestones on the progress bar.',
      match: [
        'stretch goals',
        'stretch goal',
        'milestones',
        'zusatzziele',
        'metas extra',
        'objectifs bonus',
        'paliers bonus',
        'metas estendidas',
      ],
      done: [
        {
          when: 'the amount raised passes a stretch goal',
          then: 'mark it as unlocked on the campaign page and tell backers in an update draft the owner can send',
        },
      ],
    },
    {
      id: 'crowd-backer-survey',
      title: 'Backer Surveys and Reward Fulfilment',
      description:
        'After a funded campaign, backers confirm their shipping address and choices such as size or colour; owners track what has shipped.',
      match: [
        'backer survey',
        'fulfilment',
        'fulfillment',
        'shipping',
        'pledge manager',
        'versand',
        'umfrage',
        'envios',
        'encuesta',
        'expedition',
        'questionnaire',
        'envio',
        'pesquisa',
      ],
      done: [
        {
          when: 'a campaign is funded',
          then: 'send each backer with a physical reward a survey for their address and reward choices, and remind those who have not answered after seven days',
        },
        {
          when: 'the owner marks rewards as shipped',
          then: 'email each backer the tracking number and show the reward as shipped in their pledges',
        },
      ],
    },
    {
      id: 'crowd-teams',
      title: 'Fundraising Teams and Leaderboard',
      description:
        'Fundraisers join teams such as a company or a running club; team totals and the top fundraisers are ranked on the campaign.',
      match: [
        'teams',
        'leaderboard',
        'ranking',
        'top fundraisers',
        'bestenliste',
        'equipos',
        'clasificacion',
        'equipes',
        'classement',
        'placar',
      ],
      done: [
        {
          when: 'a gift is made on a team member’s page',
          then: 'add it to the member’s total, the team total and the leaderboard at once',
        },
      ],
    },
    {
      id: 'crowd-discover',
      title: 'Campaign Discovery by Category',
      description: 'Browse live campaigns by category, popularity, newest and ending soon, with search by name and place.',
      match: [
        'discover',
        'browse',
        'explore',
        'categories',
        'entdecken',
        'kategorien',
        'explorar',
        'categorias',
        'decouvrir',
        'descobrir',
      ],
      done: [
        {
          when: 'a visitor opens the discovery page',
          then: 'list only live, approved campaigns, with sorting by popular, newest and ending soon',
        },
      ],
    },
    {
      id: 'crowd-sharing',
      title: 'Share Links and Embeddable Widget',
      description:
        'One-tap sharing to messaging apps and social networks, a short link per campaign, and a widget that shows progress on other websites.',
      match: ['share', 'sharing', 'widget', 'embed', 'teilen', 'compartir', 'partager', 'compartilhar'],
      done: [
        {
          when: 'a visitor shares a campaign',
          then: 'give a link with a preview image, title and progress that looks right in messaging apps and social networks',
        },
      ],
    },
    {
      id: 'crowd-refunds',
      title: 'Refunds and Cancelled Campaigns',
      description:
        'Staff can cancel a campaign that breaks the rules and refund its backers, and backers can cancel pledges while allowed.',
      match: ['refunds', 'refund', 'cancel pledge', 'ruckerstattung*', 'reembolsos', 'remboursements'],
      done: [
        {
          when: 'staff cancel a campaign',
          then: 'release or refund every pledge, email each backer, and take the campaign off the discovery page',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'peer-to-peer fundraising platform',
      match: [
        'peer-to-peer',
        'peer to peer',
        'p2p fundraising',
        'sponsor me',
        'sponsored walk',
        'charity run',
        'fundraising page',
        'fundraising pages',
        'fundraiser page',
        'team fundraising',
        'spendenlauf',
        'spendenseite',
        'carrera solidaria',
        'course solidaire',
        'corrida solidaria',
      ],
      features: ['crowd-p2p-pages', 'crowd-teams', 'crowd-checkout', 'crowd-campaign-page', 'crowd-sharing', 'crowd-updates'],
      recommend: [
        {
          question: 'crowd-model',
          answer: 'Nothing: they donate to a cause or person',
          reason: 'Peer-to-peer fundraising collects gifts for a cause; supporters give because a friend asks, not for a reward.',
        },
        {
          question: 'crowd-goal-rule',
          answer: 'Keep what you raise',
          reason: 'A charity event’s target is a motivation, not a budget; every gift helps even when a page falls short.',
        },
        {
          question: 'crowd-fees',
          answer: 'Optional tips from backers, no platform fee',
          reason: 'Donors expect their gift to reach the cause in full; JustGiving and GoFundMe moved to optional tips for this.',
        },
      ],
    },
    {
      noun: 'online fundraiser app',
      match: [
        'gofundme',
        'leetchi',
        'cagnotte',
        'vaquinha',
        'vakinha',
        'vaquita',
        'medical bills',
        'money pool',
        'group gift',
        'collect money',
        'geld sammeln',
        'sammelaktion',
        'colecta',
      ],
      features: [
        'crowd-campaign-page',
        'crowd-checkout',
        'crowd-updates',
        'crowd-sharing',
        'crowd-payouts',
        'crowd-owner-verification',
      ],
      recommend: [
        {
          question: 'crowd-model',
          answer: 'Nothing: they donate to a cause or person',
          reason: 'A money pool for a person or a gift has no rewards; people chip in because they know the organiser.',
        },
        {
          question: 'crowd-goal-rule',
          answer: 'Keep what you raise',
          reason:
            'Medical bills or a group gift need whatever comes in; an all-or-nothing rule would leave the organiser empty-handed.',
        },
        {
          question: 'crowd-fees',
          answer: 'Optional tips from backers, no platform fee',
          reason: 'Personal fundraisers are shared on goodwill; a visible platform cut puts givers off, optional tips do not.',
        },
      ],
    },
    {
      noun: 'reward crowdfunding platform',
      match: [
        'kickstarter',
        'indiegogo',
        'reward tiers',
        'rewards',
        'backers',
        'stretch goals',
        'pre-orders',
        'board game',
        'ulule',
        'startnext',
        'catarse',
        'verkami',
        'contreparties',
        'recompensas',
      ],
      features: [
        'crowd-campaign-page',
        'crowd-reward-tiers',
        'crowd-checkout',
        'crowd-all-or-nothing',
        'crowd-stretch-goals',
        'crowd-backer-survey',
        'crowd-updates',
      ],
    },
  ],
  integrations: [
    { name: 'Stripe Connect', for: 'pledges by card and wallet, saved cards for all-or-nothing, owner verification and payouts' },
    { name: 'PayPal', for: 'pledges from backers who prefer PayPal' },
    { name: 'Postmark or Resend', for: 'pledge confirmations, campaign updates, backer surveys and failed-payment emails' },
    { name: 'YouTube or Vimeo', for: 'the campaign video on the campaign page' },
    { name: 'Cloudflare Images or S3', for: 'campaign images, reward photos and update media' },
    { name: 'Meta Pixel and Google Analytics', for: 'measuring which ads and shares bring pledges, with consent' },
  ],
  pages: [
    { name: 'Discover', purpose: 'live campaigns by category, popular, newest and ending soon' },
    { name: 'Campaign page', purpose: 'story, video, goal, raised, backers, days left, reward tiers, updates and comments' },
    { name: 'Checkout', purpose: 'tier or amount, shipping country, tip, anonymity and payment in one short step' },
    {
      name: 'Campaign builder',
      purpose: 'owner creates the story, goal, dates, tiers and payout details, then submits for review',
    },
    { name: 'Owner dashboard', purpose: 'pledges over time, backers, tiers claimed, updates and survey answers' },
    { name: 'My pledges', purpose: 'a backer’s pledges with status, reward, address and changes allowed' },
    { name: 'Fundraising page', purpose: 'a supporter’s personal page under a campaign with their target and gifts' },
    { name: 'Admin review', purpose: 'campaigns waiting for review, reports, refunds and payouts' },
  ],
  design:
    'a confident campaign page with the video, progress bar, amount raised and days left above the fold and reward tiers in a column beside it; a calm, trustworthy checkout with no distractions',
  questions: [
    {
      id: 'crowd-who',
      category: 'scope',
      text: 'Who launches campaigns on the platform?',
      options: [
        'Only we do, for our own project or cause',
        'Creators and organisers, after we review each campaign',
        'Anyone, live at once with checks afterwards',
      ],
      recommended: 'Creators and organisers, after we review each campaign',
      reason: 'Reviewing each campaign before launch keeps scams and banned items off, the biggest risk for a new platform.',
      impact: 10,
      decision: 'Who runs campaigns',
      replaces: 'audience',
      says: {
        'Only we do, for our own project or cause':
          'Only our own team creates campaigns; there is no sign-up for campaign owners.',
        'Creators and organisers, after we review each campaign':
          'Anyone can sign up and build a campaign, but it goes live only after staff approve it.',
        'Anyone, live at once with checks afterwards':
          'Anyone can launch a campaign at once; staff check new campaigns afterwards and can take them down.',
      },
    },
    {
      id: 'crowd-model',
      category: 'scope',
      text: 'What do backers get for their money?',
      options: [
        'Rewards by pledge tier',
        'Nothing: they donate to a cause or person',
        'A pre-order of the product',
        'Shares or interest (investment crowdfunding)',
      ],
      recommended: 'Rewards by pledge tier',
      reason: 'Reward tiers are what most creators launch with; donations need no tiers, investment needs a licence.',
      impact: 9,
      decision: 'What backers get',
      replaces: 'online-payments',
      says: {
        'Rewards by pledge tier':
          'Backers pledge to a reward tier or any amount; tiers promise a reward with an estimated delivery date.',
        'Nothing: they donate to a cause or person':
          'Supporters give donations of any amount with suggested amounts; there are no rewards.',
        'A pre-order of the product':
          'Backers pre-order the product at a campaign price, choosing variants, with shipping by country.',
        'Shares or interest (investment crowdfunding)':
          'Investment crowdfunding is regulated (ECSP in the EU, Reg CF in the US): build the campaign pages and investor interest list, and leave the investing itself to a licensed partner.',
      },
    },
    {
      id: 'crowd-goal-rule',
      category: 'user-flow',
      text: 'What happens when a campaign ends below its goal?',
      options: ['All-or-nothing: nobody is charged', 'Keep what you raise', 'The campaign owner picks per campaign'],
      recommended: 'All-or-nothing: nobody is charged',
      reason: 'Backers trust a goal that must be met, and owners are not left owing rewards they cannot afford to make.',
      impact: 9,
      decision: 'Funding rule',
      says: {
        'All-or-nothing: nobody is charged':
          'Campaigns are all-or-nothing: pledges are collected only if the goal is reached by the end date.',
        'Keep what you raise': 'Owners keep whatever is raised, whether or not the goal is reached.',
        'The campaign owner picks per campaign':
          'Each owner chooses all-or-nothing or keep what you raise when creating the campaign; the page states which applies.',
      },
    },
    {
      id: 'crowd-charge-timing',
      category: 'user-flow',
      text: 'When are backers charged in an all-or-nothing campaign?',
      options: ['Card saved at pledge, charged when the campaign succeeds', 'Charged at once, refunded if the goal is missed'],
      recommended: 'Card saved at pledge, charged when the campaign succeeds',
      reason: 'Refunds cost card fees that are not returned; saving the card costs nothing when a campaign fails.',
      impact: 7,
      decision: 'When pledges are charged',
      askIf: { answer: 'crowd-goal-rule', isNot: ['Keep what you raise'] },
      says: {
        'Card saved at pledge, charged when the campaign succeeds':
          'Save the backer’s card at pledge time (a setup intent, not a charge) and charge all pledges when a campaign ends funded.',
        'Charged at once, refunded if the goal is missed':
          'Charge backers when they pledge and refund every pledge automatically if the campaign ends below its goal.',
      },
    },
    {
      id: 'crowd-fees',
      category: 'scope',
      text: 'How does the platform earn from the campaigns?',
      options: [
        'A percentage of the money raised',
        'Optional tips from backers, no platform fee',
        'A fixed fee to launch a campaign',
      ],
      recommended: 'A percentage of the money raised',
      reason: 'A cut of successful campaigns (often 5%) costs owners nothing up front, so more of them launch.',
      impact: 8,
      decision: 'Platform fees',
      askIf: { answer: 'crowd-who', isNot: ['Only we do, for our own project or cause'] },
      says: {
        'A percentage of the money raised':
          'The platform takes a set percentage of the money raised from funded campaigns, plus card fees, deducted before payout.',
        'Optional tips from backers, no platform fee':
          'There is no platform fee: at checkout backers may add an optional tip for the platform, shown separately.',
        'A fixed fee to launch a campaign': 'Owners pay a fixed fee when their campaign is approved; nothing is deducted later.',
      },
    },
    {
      id: 'crowd-payout-route',
      category: 'integrations',
      text: 'How do campaign owners receive the money raised?',
      options: [
        'Stripe Connect, after Stripe verifies their identity',
        'We collect it and pay owners by bank transfer',
        'PayPal, straight to the owner’s account',
      ],
      recommended: 'Stripe Connect, after Stripe verifies their identity',
      reason: 'Holding other people’s money needs a licence in many countries; Connect verifies owners and pays them for you.',
      impact: 7,
      decision: 'Payouts',
      replaces: 'payment-provider',
      askIf: { answer: 'crowd-who', isNot: ['Only we do, for our own project or cause'] },
      says: {
        'Stripe Connect, after Stripe verifies their identity':
          'Use Stripe Connect: owners onboard with Stripe (identity and bank account), pledges are charged on the platform and paid out to them minus fees.',
        'We collect it and pay owners by bank transfer':
          'All pledges go to the platform’s account; staff pay owners by bank transfer and record each payout in the app.',
        'PayPal, straight to the owner’s account':
          'Backers pay through PayPal directly to the owner’s connected PayPal account; the platform fee is taken as a partner fee.',
      },
    },
    {
      id: 'crowd-provider',
      category: 'integrations',
      text: 'Which payment provider should take the pledges for your campaign?',
      options: ['Stripe', 'PayPal', 'Mollie'],
      recommended: 'Stripe',
      reason: 'Stripe can save cards for all-or-nothing pledges and handles cards and wallets in one integration.',
      impact: 5,
      decision: 'Payment provider',
      askIf: { answer: 'crowd-who', is: ['Only we do, for our own project or cause'] },
    },
    {
      id: 'crowd-accounts',
      category: 'security',
      text: 'Do backers need an account to pledge?',
      options: [
        'No, they pledge as guests with an email',
        'Guest checkout, with an account offered after pledging',
        'Yes, an account before pledging',
      ],
      recommended: 'Guest checkout, with an account offered after pledging',
      reason: 'Every extra step loses backers at checkout; an account offered afterwards still lets them follow their pledges.',
      impact: 8,
      decision: 'Backer accounts',
      replaces: 'sign-in',
      says: {
        'No, they pledge as guests with an email':
          'Backers never need an account: they pledge with an email and manage pledges through emailed links; owners and staff sign in.',
        'Guest checkout, with an account offered after pledging':
          'Backers can pledge as guests; after pledging they can set a password to follow campaigns and manage pledges. Owners and staff sign in.',
        'Yes, an account before pledging': 'Backers create an account before their first pledge; owners and staff sign in too.',
      },
    },
    {
      id: 'crowd-review-checks',
      category: 'roles',
      text: 'What does your team check before a campaign goes live?',
      options: [
        'The owner’s identity only, through the payment provider',
        'Identity, plus the story, goal and rewards',
        'Identity, story and a working prototype for product campaigns',
      ],
      recommended: 'Identity, plus the story, goal and rewards',
      reason: 'A look at the goal and rewards catches impossible promises and banned items that an identity check misses.',
      impact: 6,
      decision: 'Campaign review',
      askIf: { answer: 'crowd-who', isNot: ['Only we do, for our own project or cause'] },
      says: {
        'The owner’s identity only, through the payment provider':
          'Campaigns go live once the owner’s identity is verified by the payment provider; staff do not review content.',
        'Identity, plus the story, goal and rewards':
          'Staff review each submitted campaign’s story, goal and reward tiers, and approve it or return it with comments.',
        'Identity, story and a working prototype for product campaigns':
          'Staff review each campaign, and product campaigns must show a working prototype on video before approval.',
      },
    },
    {
      id: 'crowd-pledge-changes',
      category: 'user-flow',
      text: 'Can backers change or cancel their pledge?',
      options: ['Yes, until the campaign ends', 'Only within 24 hours, with a refund', 'No, pledges are final'],
      recommended: 'Yes, until the campaign ends',
      reason:
        'Backers pledge more readily when they can change their mind, and in all-or-nothing nobody is charged before the end.',
      impact: 5,
      decision: 'Changing pledges',
      askIf: { answer: 'crowd-goal-rule', isNot: ['Keep what you raise'] },
      says: {
        'Yes, until the campaign ends':
          'Backers can raise, lower, change tier or cancel their pledge until the campaign ends; after that it is locked.',
        'Only within 24 hours, with a refund':
          'Backers can cancel a pledge within 24 hours and are refunded; after that it is final.',
        'No, pledges are final': 'Pledges cannot be changed or cancelled by backers; staff handle exceptions.',
      },
    },
    {
      id: 'crowd-failed-charges',
      category: 'edge-cases',
      text: 'What happens when a backer’s card fails as a funded campaign is charged?',
      options: [
        'The pledge is dropped',
        'Retry for seven days and email the backer to update the card',
        'The owner decides pledge by pledge',
      ],
      recommended: 'Retry for seven days and email the backer to update the card',
      reason: 'Up to one pledge in twenty fails at the end; a week of retries and a card update link recovers most of them.',
      impact: 6,
      decision: 'Failed charges',
      askIf: { answer: 'crowd-charge-timing', is: ['Card saved at pledge, charged when the campaign succeeds'] },
      says: {
        'The pledge is dropped': 'A pledge whose charge fails is dropped and its reward released; the backer is told by email.',
        'Retry for seven days and email the backer to update the card':
          'When a charge fails, email the backer a link to update their card and retry for seven days; after that drop the pledge and release its reward.',
        'The owner decides pledge by pledge':
          'Failed charges are listed for the owner, who can ask the backer to pay again or drop the pledge.',
      },
    },
    {
      id: 'crowd-fulfilment',
      category: 'data',
      text: 'When do backers give their shipping address and reward choices, such as size or colour?',
      options: ['At checkout, when they pledge', 'In a backer survey after the campaign is funded'],
      recommended: 'In a backer survey after the campaign is funded',
      reason: 'Rewards ship months later and addresses change; a survey once funded also settles sizes and colours per backer.',
      impact: 5,
      decision: 'Collecting addresses',
      askIf: { answer: 'crowd-model', is: ['Rewards by pledge tier', 'A pre-order of the product'] },
      says: {
        'At checkout, when they pledge':
          'Ask for the shipping address and reward choices at checkout; backers can edit them until rewards ship.',
        'In a backer survey after the campaign is funded':
          'Ask only the shipping country at checkout; once funded, send backers a survey for their address and reward choices, and lock answers when shipping starts.',
      },
    },
    {
      id: 'crowd-limited-tiers',
      category: 'data',
      text: 'How should reward tiers handle limited stock and shipping costs?',
      options: [
        'Unlimited tiers, shipping included in the price',
        'Limited quantities per tier, shipping added by country',
        'Limited quantities, shipping charged later',
      ],
      recommended: 'Limited quantities per tier, shipping added by country',
      reason: 'Early-bird tiers only work with a cap, and shipping priced per country up front prevents losses on heavy rewards.',
      impact: 5,
      decision: 'Tier limits and shipping',
      feature: 'crowd-reward-tiers',
      says: {
        'Unlimited tiers, shipping included in the price': 'Tiers have no quantity limit and their price includes shipping.',
        'Limited quantities per tier, shipping added by country':
          'Owners can cap each tier’s quantity and set shipping costs per country or region, added to the pledge at checkout.',
        'Limited quantities, shipping charged later':
          'Owners can cap tier quantities; shipping is charged separately in the backer survey once the campaign is funded.',
      },
    },
    {
      id: 'crowd-team-pages',
      category: 'scope',
      text: 'How do supporters raise money on behalf of a campaign?',
      options: ['A personal page each under the campaign', 'Personal pages and teams with team totals'],
      recommended: 'Personal pages and teams with team totals',
      reason: 'Company and club teams raise far more than lone fundraisers because members push each other up the table.',
      impact: 6,
      decision: 'Peer-to-peer structure',
      feature: 'crowd-p2p-pages',
      says: {
        'A personal page each under the campaign':
          'Supporters create a personal fundraising page under a campaign; each page has its own target and total.',
        'Personal pages and teams with team totals':
          'Supporters create personal pages and can create or join a team; the campaign shows team totals and the top fundraisers.',
      },
    },
    {
      id: 'crowd-backer-visibility',
      category: 'security',
      text: 'What may the campaign page show about the people who pledged?',
      options: ['Names and amounts', 'Names only, amounts hidden', 'Each backer chooses: name, amount or anonymous'],
      recommended: 'Each backer chooses: name, amount or anonymous',
      reason: 'Some people give only if they stay anonymous, others like the credit; a choice at checkout suits both.',
      impact: 4,
      decision: 'Backer visibility',
      says: {
        'Names and amounts': 'The campaign page lists recent backers with their names and amounts.',
        'Names only, amounts hidden': 'The campaign page lists backers’ names without amounts.',
        'Each backer chooses: name, amount or anonymous':
          'At checkout backers choose to show their name and amount, their name only, or appear as anonymous.',
      },
    },
  ],
} satisfies DomainInput;
