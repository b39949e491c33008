import type { DomainInput } from '../records';

export default {
  id: 'newsletters-email',
  name: 'Newsletters and email platforms',
  noun: 'newsletter platform',
  complexity: 2,
  audience: 'public',
  recognise: {
    en: [
      ['newsletter platform', 6],
      ['newsletter tool', 6],
      ['newsletter app', 5],
      ['newsletter software', 6],
      ['email newsletter', 6],
      ['send newsletters', 5],
      ['newsletter', 4],
      ['paid newsletter', 5],
      ['paid subscribers', 5],
      ['free and paid tiers', 4],
      ['subscriber list', 5],
      ['email subscribers', 5],
      ['subscribers', 2],
      ['email list', 3],
      ['mailing list', 3],
      ['double opt-in', 4],
      ['unsubscribe', 3],
      ['open rate', 3],
      ['deliverability', 5],
      ['email service provider', 6],
      ['bulk email', 5],
      ['mass email', 5],
      ['email blast', 5],
      ['weekly digest', 4],
      ['welcome sequence', 5],
      ['autoresponder', 5],
      ['substack', 5],
      ['beehiiv', 6],
      ['convertkit', 6],
      ['buttondown', 6],
      ['mailerlite', 6],
      ['mailchimp', 4],
      ['amazon ses', 4],
    ],
    de: [
      ['newsletter-plattform', 6],
      ['e-mail-newsletter', 6],
      ['bezahlnewsletter', 6],
      ['newsletter-abo*', 5],
      ['newsletterversand', 5],
      ['abonnenten', 4],
      ['e-mail-verteiler', 5],
      ['rundmail*', 5],
      ['rundbrief*', 5],
      ['abmeldelink', 4],
    ],
    es: [
      ['plataforma de newsletters', 6],
      ['newsletter de pago', 6],
      ['boletin de noticias', 5],
      ['boletin*', 3],
      ['suscriptores', 4],
      ['lista de suscriptores', 6],
      ['envio masivo de correos', 6],
      ['correo masivo', 5],
      ['darse de baja', 3],
    ],
    fr: [
      ['infolettre', 5],
      ['newsletter payante', 6],
      ['liste d abonnes', 5],
      ['envoi de newsletters', 6],
      ['lettre d information', 3],
      ['abonnes', 3],
      ['desinscription', 4],
      ['desabonnement', 4],
    ],
    pt: [
      ['newsletter paga', 6],
      ['boletim informativo', 5],
      ['lista de assinantes', 6],
      ['lista de inscritos', 5],
      ['envio de newsletters', 6],
      ['assinantes', 3],
      ['descadastro', 4],
    ],
  },
  exclude: [
    'newsletter signup',
    'newsletter sign-up',
    'newsletter signup form',
    'newsletter subscription form',
    'newsletter box',
    'subscribe to our newsletter',
    'sign up for our newsletter',
    'youtube subscribers',
    'channel subscribers',
    'subscription box',
    'subscription boxes',
  ],
  entities: [
    {
      name: 'Publication',
      fields: ['name', 'sender name and address', 'sending domain', 'branding', 'tiers → Tier', 'writers → Writer'],
    },
    {
      name: 'Subscriber',
      fields: [
        'email',
        'name',
        'status (unconfirmed, active, unsubscribed, bounced)',
        'tier → Tier',
        'topics chosen',
        'tags',
        'signup source and consent time',
        'referred by → Subscriber',
      ],
    },
    { name: 'Tier', fields: ['name (free, paid, founding)', 'monthly and yearly price', 'what it includes', 'Stripe price id'] },
    {
      name: 'Issue',
      fields: [
        'title and subject line',
        'preview text',
        'body',
        'audience (everyone, paid, segment → Segment)',
        'status (draft, scheduled, sending, sent)',
        'sent at',
        'web page and slug',
      ],
    },
    { name: 'Segment', fields: ['name', 'rules (tier, topics, tags, activity)', 'count at send time'] },
    {
      name: 'Delivery',
      fields: [
        'issue → Issue',
        'subscriber → Subscriber',
        'status (sent, delivered, bounced, complained)',
        'opened',
        'clicked links',
      ],
    },
    { name: 'Sponsor Slot', fields: ['issue → Issue', 'sponsor', 'copy and link', 'price', 'paid'] },
  ],
  roles: [
    { name: 'Owner', can: 'manage the publication, sending domain, tiers and payouts, and see every number' },
    { name: 'Writer', can: 'write and schedule issues, and see the stats of their issues' },
    { name: 'Editor', can: 'edit and approve issues, and send them to the whole list' },
    { name: 'Subscriber', can: 'read issues, choose topics, upgrade to paid, manage billing and unsubscribe' },
  ],
  features: [
    {
      id: 'nl-editor',
      title: 'Issue Editor with Email Preview',
      description:
        'Write an issue with headings, images, buttons and embeds; preview it as an email on desktop, phone and dark mode, and send a test.',
      match: [
        'editor',
        'write issues',
        'email editor',
        'templates',
        'preview',
        'editor de correo',
        'plantillas',
        'vorschau',
        'vorlagen',
        'editeur',
        'apercu',
        'editor de email',
        'pre-visualizacao',
      ],
      done: [
        {
          when: 'the writer sends a test',
          then: 'email the issue as subscribers will receive it to the chosen test addresses, marked as a test',
        },
        {
          when: 'an issue is scheduled',
          then: 'check the subject, sender, unsubscribe link and broken links first, and list any problem before it can be queued',
        },
      ],
    },
    {
      id: 'nl-signup',
      title: 'Sign-up Forms with Double Opt-in',
      description:
        'A subscribe page and embeddable forms; new subscribers confirm by email, and the time and source of their consent are stored.',
      match: [
        'subscribe form',
        'signup form',
        'sign-up form',
        'landing page',
        'double opt-in',
        'anmeldeformular',
        'formulario de suscripcion',
        'formulaire d inscription',
        'formulario de inscricao',
      ],
      done: [
        {
          when: 'someone subscribes through a form',
          then: 'send a confirmation email and add them to the list only after they click it, storing when and where they signed up',
        },
        {
          when: 'an address already on the list subscribes again',
          then: 'not create a duplicate, and resend the confirmation only if they never confirmed',
        },
      ],
    },
    {
      id: 'nl-subscribers',
      title: 'Subscriber List with Import',
      description:
        'Every subscriber with status, tier, topics, tags and history; import from a CSV or another platform, and export at any time.',
      match: [
        'subscribers',
        'subscriber list',
        'contacts',
        'import',
        'abonnenten',
        'kontakte',
        'suscriptores',
        'contactos',
        'abonnes',
        'assinantes',
        'inscritos',
      ],
      done: [
        {
          when: 'a CSV of subscribers is imported',
          then: 'map the columns, skip invalid and duplicate addresses, keep the original consent dates and report what was skipped',
        },
        {
          when: 'an imported address has unsubscribed or bounced before',
          then: 'keep it suppressed and never email it again because of the import',
        },
      ],
    },
    {
      id: 'nl-sending',
      title: 'Scheduled Sending at Scale',
      description:
        'Issues go out at a set time through a sending queue that respects the provider’s limits, never sends twice and stops on trouble.',
      match: [
        'sending',
        'schedule',
        'send',
        'scheduled send',
        'versand',
        'versenden',
        'envio',
        'programar envio',
        'envoi',
        'programmer l envoi',
        'disparo',
        'agendar envio',
      ],
      done: [
        {
          when: 'an issue is sent',
          then: 'send each chosen subscriber exactly one copy, skipping unsubscribed, bounced and complained addresses, even if they are in several segments',
        },
        {
          when: 'the bounce or complaint rate during a send passes a set limit',
          then: 'pause the send, alert the owner and resume only when they decide',
        },
        {
          when: 'the sending job stops halfway',
          then: 'resume from the subscribers not yet sent to, so no one gets the issue twice',
        },
      ],
    },
    {
      id: 'nl-unsubscribe',
      title: 'One-click Unsubscribe and Preferences',
      description:
        'Every email carries a one-click unsubscribe link and header, and a preference page to change topics or frequency instead.',
      match: [
        'unsubscribe',
        'preferences',
        'opt-out',
        'abmelden',
        'abbestellen',
        'darse de baja',
        'preferencias',
        'desinscription',
        'desabonnement',
        'descadastrar',
        'cancelar inscricao',
      ],
      done: [
        {
          when: 'a subscriber clicks unsubscribe in an email or their mail app',
          then: 'unsubscribe them at once without a login and stop every later email, including sends already queued',
        },
        {
          when: 'a paid subscriber unsubscribes from emails',
          then: 'keep their paid subscription and web access, and say so on the confirmation page',
        },
      ],
    },
    {
      id: 'nl-archive',
      title: 'Web Archive of Past Issues',
      description:
        'Each issue also becomes a web page on the newsletter’s site, searchable and shareable, with paid issues behind a sign-in.',
      match: [
        'archive',
        'web version',
        'website',
        'past issues',
        'archiv',
        'webversion',
        'archivo',
        'version web',
        'archives',
        'arquivo',
        'versao web',
      ],
      done: [
        {
          when: 'an issue is sent',
          then: 'publish it as a web page with a share image, unless the writer chose email only',
        },
        {
          when: 'someone without a paid tier opens a paid issue on the web',
          then: 'show the part before the paywall and a subscribe box',
        },
      ],
    },
    {
      id: 'nl-segments',
      title: 'Segments by Tier, Topic and Activity',
      description:
        'Send to everyone, a tier, readers of chosen topics, or segments built from tags and activity such as recent clicks.',
      match: [
        'segments',
        'segmentation',
        'topics',
        'tags',
        'segmente',
        'themen',
        'segmentos',
        'temas',
        'etiquetas',
        'sujets',
        'topicos',
      ],
      done: [
        {
          when: 'an issue is sent to a segment',
          then: 'work out the segment when the send starts and show its size before the writer confirms',
        },
      ],
    },
    {
      id: 'nl-paid-tiers',
      title: 'Free and Paid Subscription Tiers',
      description:
        'Readers upgrade to a monthly or yearly paid tier by card; paid-only issues and sections reach only paying subscribers.',
      match: [
        'paid tiers',
        'paid subscriptions',
        'paid newsletter',
        'premium',
        'membership',
        'bezahlabo',
        'bezahlnewsletter',
        'suscripcion de pago',
        'newsletter de pago',
        'abonnement payant',
        'newsletter payante',
        'assinatura paga',
        'newsletter paga',
      ],
      done: [
        {
          when: 'a subscriber upgrades to a paid tier',
          then: 'start the subscription by card, switch their tier at once and send a receipt and welcome email',
        },
        {
          when: 'a paid issue is sent',
          then: 'send the full issue to paid subscribers and, if the writer chose, a preview with an upgrade link to free ones',
        },
      ],
    },
    {
      id: 'nl-stats',
      title: 'Open, Click and Growth Stats',
      description:
        'Per issue: delivered, clicks per link, unsubscribes and estimated opens; for the list: growth, sources and paid conversions.',
      match: [
        'stats',
        'analytics',
        'open rate',
        'click rate',
        'growth',
        'statistiken',
        'offnungsrate',
        'estadisticas',
        'tasa de apertura',
        'statistiques',
        'taux d ouverture',
        'estatisticas',
        'taxa de abertura',
      ],
      done: [
        {
          when: 'an issue has been out for a day',
          then: 'show clicks per link, unsubscribes and opens, with opens marked as estimated because some mail apps open emails automatically',
        },
      ],
    },
    {
      id: 'nl-sending-domain',
      title: 'Sending Domain Authentication',
      description: 'The owner sends from their own domain; the app shows the SPF, DKIM and DMARC records to add and checks them.',
      match: ['sending domain', 'custom domain', 'spf', 'dkim', 'dmarc', 'absenderdomain', 'dominio de envio', 'domaine d envoi'],
      done: [
        {
          when: 'the owner adds a sending domain',
          then: 'show the DNS records to add, check them until they pass and block sending from that domain until they do',
        },
      ],
    },
    {
      id: 'nl-welcome',
      title: 'Welcome Email and Automations',
      description:
        'A welcome email or short series for new subscribers, and emails on events such as an upgrade or a cancelled paid tier.',
      match: [
        'welcome email',
        'welcome sequence',
        'automations',
        'autoresponder',
        'drip',
        'willkommensmail',
        'automatisierung',
        'correo de bienvenida',
        'email de bienvenue',
        'email de boas-vindas',
      ],
      done: [
        {
          when: 'a subscriber confirms their subscription',
          then: 'send the welcome email at once and the next emails of the series at their set delays, stopping if they unsubscribe',
        },
      ],
    },
    {
      id: 'nl-referrals',
      title: 'Subscriber Referral Rewards',
      description:
        'Each subscriber gets a personal referral link; confirmed sign-ups through it count towards rewards at set milestones.',
      match: [
        'referrals',
        'referral program',
        'refer a friend',
        'empfehlungsprogramm',
        'programa de referidos',
        'parrainage',
        'indicacao',
      ],
      done: [
        {
          when: 'someone confirms a subscription through a referral link',
          then: 'count it for the referrer and email them when they reach a reward milestone',
        },
      ],
    },
    {
      id: 'nl-sponsors',
      title: 'Sponsor Slots in Issues',
      description: 'Sell and place sponsor messages in issues, with dates booked, the copy, link clicks and what was paid.',
      match: [
        'sponsors',
        'sponsorships',
        'ads',
        'advertising',
        'werbung',
        'sponsoren',
        'patrocinios',
        'anuncios',
        'publicite',
        'patrocinio',
      ],
      done: [
        {
          when: 'an issue with a booked sponsor slot is sent',
          then: 'place the sponsor’s copy and tracked link in the slot and report its clicks to the owner',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'paid newsletter platform',
      match: [
        'paid newsletter',
        'paid subscribers',
        'paid tiers',
        'paid tier',
        'substack',
        'beehiiv',
        'bezahlnewsletter',
        'newsletter de pago',
        'newsletter payante',
        'newsletter paga',
      ],
      features: ['nl-paid-tiers', 'nl-editor', 'nl-archive', 'nl-signup', 'nl-sending', 'nl-stats', 'nl-referrals'],
      recommend: [
        {
          question: 'nltr-money',
          answer: 'Free and paid tiers',
          reason: 'A free tier grows the list that the paid tier converts from; paid-only newsletters struggle to be found.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Amazon SES, Postmark or Resend', for: 'sending issues with bounce and complaint webhooks' },
    { name: 'Stripe Billing', for: 'paid tiers with monthly and yearly plans, card updates and receipts' },
    { name: 'Cloudflare R2 or S3', for: 'images used in issues and on the web archive' },
    { name: 'Mailchimp or Substack export', for: 'importing an existing list with its consent dates' },
    { name: 'Plausible or Google Analytics', for: 'visits and sign-up sources on the web archive and subscribe page' },
  ],
  pages: [
    { name: 'Dashboard', purpose: 'subscribers, growth, paid conversions and the last issues’ results' },
    { name: 'Issue editor', purpose: 'write, preview, test, choose the audience and schedule an issue' },
    { name: 'Subscribers', purpose: 'the list with status, tier, topics and tags, import and export' },
    { name: 'Issue stats', purpose: 'delivered, clicks per link, unsubscribes and estimated opens per issue' },
    { name: 'Subscribe page', purpose: 'the public sign-up page with the free and paid tiers' },
    { name: 'Web archive', purpose: 'past issues as web pages, with paid issues behind a sign-in' },
    { name: 'Subscriber account', purpose: 'topics, tier, billing and unsubscribe for the reader' },
    { name: 'Settings', purpose: 'sender, sending domain, branding, tiers and team' },
  ],
  design:
    'calm and typographic, built around reading: a distraction-free editor with a true email preview, a clean archive that reads like a small magazine, and plain, trustworthy subscribe and upgrade pages',
  questions: [
    {
      id: 'nltr-who',
      category: 'scope',
      text: 'Who sends newsletters with it?',
      options: [
        'Just us, for our own newsletter',
        'Writers and creators who sign up, as a platform',
        'A company emailing its customers or members',
      ],
      recommended: 'Just us, for our own newsletter',
      reason:
        'One list needs no sign-up, plans or abuse checks; a platform for other senders must police spam to protect delivery.',
      recommendedWhen: [
        {
          if: { kind: ['saas'] },
          recommended: 'Writers and creators who sign up, as a platform',
          reason:
            'A SaaS serves many senders: each has its own publication, list, domain and payouts, with abuse checks on sign-up.',
        },
      ],
      impact: 10,
      decision: 'Who sends',
      replaces: 'audience',
      says: {
        'Just us, for our own newsletter':
          'Build it for our own newsletter; subscribers sign up, there is no sign-up for other senders.',
        'Writers and creators who sign up, as a platform':
          'Build it as a platform: writers sign up and run their own publication with its own list, domain and paid tiers; new senders are checked for spam before their first large send.',
        'A company emailing its customers or members':
          'Build it for one organisation emailing its customers or members, with a team of writers and editors.',
      },
    },
    {
      id: 'nltr-money',
      category: 'scope',
      text: 'How does the newsletter make money?',
      options: ['It is free', 'Free and paid tiers', 'Sponsors in each issue', 'Paid tiers and sponsors'],
      recommended: 'It is free',
      reason: 'Most newsletters start free and add a paid tier once a few thousand readers are in; billing can wait until then.',
      impact: 9,
      decision: 'Revenue',
      replaces: 'online-payments',
      says: {
        'It is free': 'The newsletter is free; nothing is paid in the app.',
        'Free and paid tiers':
          'Readers subscribe free, and can upgrade to a paid tier (monthly or yearly, by card) for paid-only issues and the full archive.',
        'Sponsors in each issue': 'The newsletter is free and carries sponsor slots; sponsors are booked and tracked in the app.',
        'Paid tiers and sponsors':
          'Readers can upgrade to a paid tier; free issues carry sponsor slots, and paid subscribers get them without sponsors.',
      },
    },
    {
      id: 'nltr-sending',
      category: 'integrations',
      text: 'How should the emails be sent?',
      options: [
        'Through a sending service (Amazon SES, Postmark, Resend)',
        'Through our existing Mailchimp, Kit or MailerLite account',
        'From our own mail server',
      ],
      recommended: 'Through a sending service (Amazon SES, Postmark, Resend)',
      reason: 'They handle bounces, complaints and reputation; newsletters sent from your own server end up in spam.',
      impact: 8,
      decision: 'Email sending',
      says: {
        'Through a sending service (Amazon SES, Postmark, Resend)':
          'Send through a sending service’s API from a queue, with its bounce and complaint webhooks updating subscriber status.',
        'Through our existing Mailchimp, Kit or MailerLite account':
          'Keep the list and sending in the existing email platform and sync subscribers and issues through its API.',
        'From our own mail server': 'Send through our own SMTP server, throttled, with bounce handling.',
      },
    },
    {
      id: 'nltr-reader-access',
      category: 'security',
      text: 'Do readers sign in to manage their subscription, and if so how?',
      options: [
        'They never sign in; links in each email identify them',
        'Magic link by email, no passwords',
        'Email and password accounts',
      ],
      recommended: 'Magic link by email, no passwords',
      reason:
        'Readers already prove their address by reading; a link by email avoids passwords they would forget between issues.',
      impact: 8,
      decision: 'Reader accounts',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'They never sign in; links in each email identify them':
          'Readers never sign in: each email carries signed links to their preferences and billing; only the team signs in.',
        'Magic link by email, no passwords':
          'Readers sign in with a one-time link sent to their email to manage topics, billing and any paid issues; the team signs in too.',
        'Email and password accounts': 'Readers and the team sign in with email and password, with a reset by email.',
      },
    },
    {
      id: 'nltr-consent',
      category: 'security',
      text: 'How do people join your list?',
      options: [
        'Single opt-in: added as soon as they sign up',
        'Double opt-in: they confirm by email first',
        'Imported from our customer records',
      ],
      recommended: 'Double opt-in: they confirm by email first',
      reason: 'Expected under GDPR, and it keeps typos, bots and spam traps off the list, which protects delivery for everyone.',
      impact: 7,
      decision: 'List consent',
      says: {
        'Single opt-in: added as soon as they sign up':
          'New subscribers are active as soon as they sign up; the welcome email says how to unsubscribe.',
        'Double opt-in: they confirm by email first':
          'New subscribers confirm by clicking a link in a confirmation email before they receive anything else; unconfirmed sign-ups expire after a week.',
        'Imported from our customer records':
          'The list is imported from customer records with the date and source of each person’s consent; new sign-ups use double opt-in.',
      },
    },
    {
      id: 'nltr-paid-content',
      category: 'user-flow',
      text: 'What do paid subscribers get that free readers do not?',
      options: [
        'Extra paid-only issues; the main issue stays free',
        'Every issue, with the second half for paid readers',
        'Recent issues free, the archive for paid readers',
      ],
      recommended: 'Extra paid-only issues; the main issue stays free',
      reason:
        'The free issue keeps growing the list and shows the quality; extra issues give paid readers a clear reason to pay.',
      impact: 7,
      decision: 'Paid content',
      askIf: { answer: 'nltr-money', is: ['Free and paid tiers', 'Paid tiers and sponsors'] },
      says: {
        'Extra paid-only issues; the main issue stays free':
          'Writers mark an issue as paid-only; free subscribers get a short preview with an upgrade link instead.',
        'Every issue, with the second half for paid readers':
          'Writers place a paywall marker in an issue; free subscribers get the part above it and an upgrade link.',
        'Recent issues free, the archive for paid readers':
          'Every issue is sent to everyone; on the web, issues older than a set number of weeks are for paid subscribers only.',
      },
    },
    {
      id: 'nltr-failed-payment',
      category: 'edge-cases',
      text: 'What happens when a paid subscriber’s card payment fails?',
      options: [
        'Downgrade to free at once',
        'Retry for two weeks with card-update emails, then downgrade to free',
        'Cancel and stop all emails',
      ],
      recommended: 'Retry for two weeks with card-update emails, then downgrade to free',
      reason:
        'Most failed payments are expired cards; retries and a card-update link win back most of them without losing the reader.',
      impact: 6,
      decision: 'Failed payments',
      askIf: { answer: 'nltr-money', is: ['Free and paid tiers', 'Paid tiers and sponsors'] },
      says: {
        'Downgrade to free at once': 'When a renewal fails, move the subscriber to the free tier at once and tell them by email.',
        'Retry for two weeks with card-update emails, then downgrade to free':
          'When a renewal fails, keep paid access for two weeks while retrying and emailing a card-update link; then move the subscriber to free.',
        'Cancel and stop all emails': 'When a renewal fails, cancel the subscription and stop all emails to that subscriber.',
      },
    },
    {
      id: 'nltr-targeting',
      category: 'data',
      text: 'How will you choose who gets each issue?',
      options: ['Everyone on the list', 'By tier and the topics readers picked', 'By tags and activity such as recent clicks'],
      recommended: 'By tier and the topics readers picked',
      reason:
        'Letting readers pick topics cuts unsubscribes, and the tier is needed for paid issues; activity segments can follow.',
      impact: 6,
      decision: 'Targeting',
      says: {
        'Everyone on the list': 'Every issue goes to every active subscriber.',
        'By tier and the topics readers picked':
          'Readers pick topics when they subscribe and on their preference page; each issue goes to a tier and chosen topics.',
        'By tags and activity such as recent clicks':
          'Writers build segments from tags, tier, topics and activity (opened or clicked in the last 90 days) and send to a segment.',
      },
    },
    {
      id: 'nltr-list-size',
      category: 'performance',
      text: 'How many subscribers will you send to within a year?',
      options: ['Up to 5,000', '5,000 to 100,000', 'More than 100,000'],
      recommended: 'Up to 5,000',
      reason: 'Most newsletters stay under 5,000 in their first year; a sending queue still leaves room to grow.',
      impact: 6,
      decision: 'List size',
      replaces: 'expected-scale',
      says: {
        'Up to 5,000': 'Expect up to 5,000 subscribers; send through a queue anyway.',
        '5,000 to 100,000':
          'Expect up to 100,000 subscribers: send in throttled batches from a queue and warm up a new sending domain over the first weeks.',
        'More than 100,000':
          'Expect more than 100,000 subscribers: send from a queue in parallel batches within the provider’s rate, on a warmed dedicated sending domain.',
      },
    },
    {
      id: 'nltr-writers',
      category: 'roles',
      text: 'Who writes and sends the issues?',
      options: ['One writer who also sends', 'A few writers; each sends their own', 'Writers draft, an editor sends'],
      recommended: 'One writer who also sends',
      reason: 'Most newsletters are one voice; roles and approvals matter once several people write for the same list.',
      impact: 6,
      decision: 'Writers and editors',
      askIf: { answer: 'nltr-who', isNot: ['Writers and creators who sign up, as a platform'] },
      says: {
        'One writer who also sends': 'One writer writes and sends; there are no roles.',
        'A few writers; each sends their own': 'Several writers can write, schedule and send issues.',
        'Writers draft, an editor sends':
          'Writers draft issues; only editors can schedule and send them to the list, after a test send.',
      },
    },
    {
      id: 'nltr-archive-web',
      category: 'scope',
      text: 'Should past issues be readable on the web?',
      options: ['No, email only', 'Yes, a public archive', 'A public archive with paid issues behind a paywall'],
      recommended: 'Yes, a public archive',
      reason:
        'Issues as web pages are found through search and shared on social media, the main way new readers find a newsletter.',
      impact: 5,
      decision: 'Web archive',
      says: {
        'No, email only': 'Issues exist only as emails; there is no public web version.',
        'Yes, a public archive':
          'Every sent issue is also a public web page with a subscribe box, listed in an archive and open to search engines.',
        'A public archive with paid issues behind a paywall':
          'Every sent issue is a web page in the archive; paid issues show a preview and ask readers to subscribe or sign in.',
      },
    },
    {
      id: 'nltr-unsubscribing',
      category: 'edge-cases',
      text: 'What happens when someone unsubscribes from your newsletter?',
      options: [
        'One click removes them from every email',
        'One click unsubscribes; a page offers topics or fewer emails instead',
      ],
      recommended: 'One click unsubscribes; a page offers topics or fewer emails instead',
      reason:
        'Gmail and Yahoo require one-click unsubscribe for bulk mail; a preference page afterwards keeps some readers on lighter terms.',
      impact: 5,
      decision: 'Unsubscribing',
      says: {
        'One click removes them from every email':
          'Every email has a one-click unsubscribe link and List-Unsubscribe header; one click removes the reader from all emails.',
        'One click unsubscribes; a page offers topics or fewer emails instead':
          'Every email has a one-click unsubscribe link and List-Unsubscribe header; the confirmation page lets the reader rejoin just some topics or a monthly digest.',
      },
    },
    {
      id: 'nltr-import',
      category: 'data',
      text: 'Do you have subscribers on another platform to bring over?',
      options: [
        'No, starting fresh',
        'Yes, a CSV from Mailchimp, Substack or similar',
        'Yes, including paid subscribers billed through Stripe',
      ],
      recommended: 'Yes, a CSV from Mailchimp, Substack or similar',
      reason:
        'Most newsletters move from another tool; importing with consent dates keeps the list without asking everyone to opt in again.',
      impact: 5,
      decision: 'Existing list',
      says: {
        'No, starting fresh': 'There is no list to import.',
        'Yes, a CSV from Mailchimp, Substack or similar':
          'Import the existing list from a CSV export with consent dates and unsubscribes, so suppressed addresses stay suppressed.',
        'Yes, including paid subscribers billed through Stripe':
          'Import the list from CSV and link paid subscribers to their existing Stripe customers and subscriptions, so billing continues without a new checkout.',
      },
    },
    {
      id: 'nltr-success',
      category: 'data',
      text: 'Which numbers should each issue report first?',
      options: ['Opens and clicks', 'Clicks, new subscribers and unsubscribes, with opens as a rough guide'],
      recommended: 'Clicks, new subscribers and unsubscribes, with opens as a rough guide',
      reason:
        'Apple Mail opens every email automatically, so open rates overstate readers; clicks and list growth are the honest signal.',
      impact: 4,
      decision: 'Issue stats',
      says: {
        'Opens and clicks': 'Report opens and clicks per issue and per link.',
        'Clicks, new subscribers and unsubscribes, with opens as a rough guide':
          'Report clicks per link, new subscribers and unsubscribes per issue first; show opens as estimated, excluding automatic opens where they can be detected.',
      },
    },
    {
      id: 'nltr-referral-rewards',
      category: 'user-flow',
      text: 'What do readers get for bringing in new subscribers?',
      options: [
        'A thank-you only',
        'Rewards at milestones, such as 3, 10 and 25 referrals',
        'A free month of the paid tier per referral',
      ],
      recommended: 'Rewards at milestones, such as 3, 10 and 25 referrals',
      reason: 'Milestones keep readers sharing after the first referral; counting only confirmed sign-ups keeps fake ones out.',
      impact: 4,
      decision: 'Referral rewards',
      feature: 'nl-referrals',
      says: {
        'A thank-you only': 'Referrals are counted and thanked by email; there are no rewards.',
        'Rewards at milestones, such as 3, 10 and 25 referrals':
          'Readers earn rewards at set milestones of confirmed referrals; the owner sets the rewards and is told when one is earned.',
        'A free month of the paid tier per referral':
          'Each confirmed referral gives the referrer a free month of the paid tier, added to their subscription.',
      },
    },
    {
      id: 'nltr-sponsor-booking',
      category: 'user-flow',
      text: 'How are sponsor slots sold?',
      options: ['Booked by hand; the app places them', 'Sponsors book and pay for dates online'],
      recommended: 'Booked by hand; the app places them',
      reason:
        'Early sponsors come through conversations and want to agree the copy; a booking page pays off once demand is steady.',
      impact: 4,
      decision: 'Sponsor booking',
      feature: 'nl-sponsors',
      says: {
        'Booked by hand; the app places them':
          'The owner enters booked sponsors with dates, copy and price; the app places them in the right issues and reports clicks.',
        'Sponsors book and pay for dates online':
          'Sponsors see open dates and prices, book and pay online and submit their copy for the owner’s approval.',
      },
    },
  ],
} satisfies DomainInput;
