import { BY_TEXT, NO_PAYMENT, NO_SIGN_IN, OFFLINE_WORDS, PAID_ONLINE, PAID_OUTSIDE, SMALL_CREW, WORKFORCE } from './languages';
import type { QuestionRecord } from './records';

/**
 * Cross-cutting questions, asked once per interview when their conditions hold. A domain may replace one with its
 * own phrasing (`replaces`). Impact decides where they fall among the domain's questions.
 */
export default [
  {
    id: 'audience',
    category: 'scope',
    text: 'Who will mainly use {project}?',
    options: ['Just me or my own team', 'Staff across our company', 'Customers or the general public', 'Other businesses (B2B)'],
    recommended: 'Customers or the general public',
    reason: 'Most products are built for people outside the team; it sets the tone, sign-in and support needs.',
    recommendedWhen: [
      {
        if: { all: [{ audience: ['work'] }, { kind: ['saas'] }] },
        recommended: 'Other businesses (B2B)',
        reason: 'A product for teams is bought by companies: it sets workspaces, roles, company sign-in and invoices.',
      },
      {
        if: { audience: ['work'] },
        recommended: 'Staff across our company',
        reason: 'A work tool is used by colleagues first; it sets roles, company sign-in and how much polish pays off.',
      },
      {
        // "a simple public page", "customers pick a slot": people beyond the user's own are named.
        // "drivers see only the patient's first name": volunteers are the group's own people, whoever they serve.
        // "the delivery driver sees his round" and no patient is said to use it (audience team): the user's own do.
        if: {
          any: [
            {
              all: [
                { audience: ['team'] },
                {
                  not: {
                    says: [
                      'public page',
                      'public website',
                      'for the public',
                      'members of the public',
                      'anyone',
                      'book online',
                      'online booking',
                    ],
                  },
                },
              ],
            },
            {
              all: [
                { noDomain: true },
                {
                  any: [
                    {
                      not: {
                        says: [
                          'public',
                          'anyone',
                          'customers',
                          'clients',
                          'parents',
                          'families',
                          'visitors',
                          'guests',
                          'patients',
                          'applicants',
                          'book online',
                          'online booking',
                          'book a slot',
                        ],
                      },
                    },
                    // "me and one lad… customers get a text the day before": the few who do the work use it.
                    {
                      all: [
                        { says: [...SMALL_CREW] },
                        {
                          not: {
                            says: [
                              'book online',
                              'online booking',
                              'customers book',
                              'clients book',
                              'customers order',
                              'public page',
                            ],
                          },
                        },
                      ],
                    },
                    // ("3 electricians … a link I can text customers", "somos cinco técnicos"): the crew who do the
                    // work use it; the customers only get what it sends.
                    {
                      all: [
                        {
                          says: [
                            ...'electricians technicians engineers installers mechanics plumbers surveyors'.split(' '),
                            ...'técnicos tecnicos techniciens techniker monteure installateurs instaladores'.split(' '),
                          ],
                        },
                        {
                          not: {
                            says: [
                              'public page',
                              'book online',
                              'online booking',
                              'customers book',
                              'clients book',
                              'customers order',
                            ],
                          },
                        },
                      ],
                    },
                    {
                      all: [
                        { says: ['volunteer', 'volunteers', 'bénévoles', 'ehrenamtliche', 'voluntarios', 'voluntários'] },
                        { not: { says: ['public page', 'book online', 'online booking', 'customers book', 'clients book'] } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        recommended: 'Just me or my own team',
        reason: 'Nothing in the description opens it to the public: it is for the people who run it and do the work.',
      },
    ],
    impact: 6,
    // An app builder designs every screen for whoever it is told uses them.
    impactWhen: [{ if: { targetFamily: ['app-builder'] }, impact: 9 }],
    decision: 'Main audience',
    settledByAccess: { team: 'Just me or my own team', group: 'Just me or my own team' },
    // "our club", "the 24 tenants of our building": a group the user belongs to is whom it is for.
    settledBy: {
      'Customers or the general public': [
        'public page',
        'public website',
        'for the public',
        'members of the public',
        'the general public',
        'pagina publica',
        'page publique',
        'offentliche seite',
      ],
      'Just me or my own team': [
        'just for me',
        'only for me',
        'for myself',
        'just me',
        'only me',
        'members only',
        'only members',
        'our club',
        'our members',
        'club members',
        'our team',
        'our group',
        'our choir',
        'our society',
        'our building',
        'our tenants',
        'our volunteers',
        'our association',
        'unsere mitglieder',
        'unseren verein',
        'nuestro club',
        'notre club',
        'nosso clube',
      ],
    },
    // The description already says whom it is for when it is private life.
    // The user's own team is settled from the description (settledByAccess) and stated, not skipped.
    askIf: { all: [{ not: { kind: ['api', 'internal-tool', 'browser-extension'] } }, { not: { audience: ['private'] } }] },
  },
  {
    id: 'first-release',
    category: 'launch',
    text: 'How complete should the first version of {project} be?',
    options: ['A clickable prototype', 'A working MVP', 'Production-ready'],
    recommended: 'A working MVP',
    reason: 'A working MVP puts real use in front of people without polishing what may change.',
    impact: 7,
    decision: 'First version',
    says: {
      'A clickable prototype':
        'Build a clickable prototype with realistic sample data; persistence and integrations can be faked.',
      'A working MVP':
        'Build a working MVP: real data and sign-in, the core flows complete, polish kept to what users see first.',
      'Production-ready':
        'Build it production-ready: complete validation, error handling, tests, monitoring and deployment configuration.',
    },
  },
  {
    id: 'sign-in',
    category: 'security',
    text: 'Will people need to sign in to {project}?',
    options: ['Yes, everyone signs in', 'Only staff or admins sign in', 'No sign-in at all'],
    recommended: 'Yes, everyone signs in',
    reason: 'Anything personal or saved per person needs an account.',
    impact: 8,
    decision: 'Sign-in',
    settledByAccess: { everyone: 'Yes, everyone signs in', staff: 'Only staff or admins sign in', own: 'Yes, everyone signs in' },
    // "no accounts", "parents don't log in": the description says who signs in.
    settledBy: {
      'No sign-in at all': [...NO_SIGN_IN],
      // "ideally members log in with their existing membership email".
      'Yes, everyone signs in': [
        'members log in',
        'members sign in',
        'members login',
        'log in with their existing',
        'sign in with their existing',
        'log in with their membership',
        'sign in with their membership',
      ],
      'Only staff or admins sign in': [
        // "Please don't add logins for volunteers": the people named do not sign in; whoever runs it does.
        "don't add logins for",
        'dont add logins for',
        'without logins for',
        'not add logins for',
        "don't log in",
        'dont log in',
        "don't need to log in",
        "doesn't log in",
        'never log in',
        'staff only',
        'only staff',
        'nao precisam de login',
        'não precisam de login',
        'no necesitan cuenta',
        "n'ont pas besoin de compte",
        'brauchen keinen login',
      ],
    },
    askIf: { not: { kind: ['website', 'api'] } },
  },
  {
    id: 'sign-in-methods',
    category: 'security',
    text: 'Which sign-in methods should {project} offer?',
    options: [
      'Email and password',
      'Google and Apple sign-in',
      'Magic link by email',
      'Work Google or Microsoft accounts',
      'Company single sign-on (SSO)',
    ],
    recommended: 'Google and Apple sign-in',
    reason: 'Social sign-in removes passwords to forget and most people have one of the two.',
    recommendedWhen: [
      {
        if: { audience: ['work'] },
        recommended: 'Work Google or Microsoft accounts',
        reason:
          'Most teams already work in Google Workspace or Microsoft 365: no new passwords, and leavers lose access with their work account.',
      },
      {
        // "the chefs fill these in on the kitchen tablet": staff of a small business, often on a shared device.
        if: {
          all: [
            { says: [...WORKFORCE, 'own pin', 'their own pin', 'shared tablet', 'kitchen tablet', 'shared device'] },
            { not: { says: ['customers log in', 'clients log in', 'customers sign in', 'clients sign in', 'sign up'] } },
          ],
        },
        recommended: 'Email and password',
        reason: 'Staff sign in as themselves on shared devices too; nothing depends on a personal Google or Apple account.',
      },
      {
        // A club's or a volunteer group's members: every one of them has an email, not all a Google or Apple account.
        // ("members log in with their existing membership email": the email they are known by signs them in.)
        if: {
          any: [
            { audience: ['team'] },
            {
              says: [
                'membership email',
                'existing email',
                'log in with their email',
                'log in with email',
                'login with their email',
                'sign in with their email',
                'sign in with email',
                'with their email address',
              ],
            },
          ],
        },
        recommended: 'Magic link by email',
        reason: 'Every member has an email address; a link sent to it signs them in with no password to forget.',
      },
    ],
    impact: 4,
    decision: 'Sign-in methods',
    says: {
      'Email and password': 'Sign people in with email and password, with email verification and a password reset.',
      'Google and Apple sign-in': 'Offer Sign in with Google and Sign in with Apple, with email sign-in as a fallback.',
      'Magic link by email': 'Sign people in with a one-time link sent to their email; there are no passwords.',
      'Work Google or Microsoft accounts':
        'Sign people in with their Google Workspace or Microsoft 365 work account; no separate passwords.',
      'Company single sign-on (SSO)':
        'Sign people in through the company identity provider (Okta, Microsoft Entra ID) over SAML or OpenID Connect.',
    },
    askIf: { answer: 'sign-in', isNot: ['No sign-in at all'] },
  },
  {
    id: 'api-auth',
    category: 'security',
    text: 'How should API clients authenticate?',
    options: ['API keys', 'OAuth 2.0 or JWT bearer tokens', 'No authentication (public API)'],
    recommended: 'API keys',
    reason: 'Keys are the simplest secure choice for server-to-server clients and easy to rotate.',
    impact: 8,
    decision: 'Client authentication',
    askIf: { kind: ['api'] },
  },
  {
    id: 'online-payments',
    category: 'scope',
    text: 'Will {project} take payments online?',
    recommended: 'Yes',
    reason: 'Taking payment online removes manual invoicing and no-shows.',
    recommendedWhen: [
      {
        if: { all: [{ audience: ['work'] }, { not: { kind: ['saas'] } }] },
        recommended: 'No',
        reason: 'A tool the team works in rarely charges anyone through it; billing stays in your accounting or payment system.',
      },
      {
        if: { all: [{ noDomain: true }, { not: { kind: ['saas'] } }] },
        recommended: 'No',
        reason: 'The description names nothing that is sold or paid for; payment can be added once something is.',
      },
    ],
    impact: 5,
    decision: 'Online payments',
    says: {
      Yes: 'Take payments online by card, with receipts; never store card numbers yourself.',
      No: 'Nothing is paid online; leave payment out of the app.',
    },
    settledBy: {
      No: [...NO_PAYMENT, ...PAID_OUTSIDE],
      // "pay a £30 deposit online": said outright.
      Yes: [...PAID_ONLINE],
    },
    // With a payments feature selected the answer is known; otherwise it is worth asking once.
    askIf: {
      all: [
        { not: { feature: ['payments'] } },
        { not: { kind: ['api', 'internal-tool', 'game', 'browser-extension'] } },
        // A journal just for me, a flat's rota: nothing is sold.
        { not: { audience: ['private', 'team'] } },
      ],
    },
  },
  {
    id: 'payment-provider',
    category: 'integrations',
    text: 'Which payment provider should {project} use?',
    options: ['Stripe', 'PayPal', 'Mollie', 'Square'],
    recommended: 'Stripe',
    reason: 'Stripe covers cards, wallets and subscriptions with one integration and good test tools.',
    impact: 5,
    decision: 'Payment provider',
    askIf: { any: [{ answer: 'online-payments', is: ['Yes'] }, { feature: ['payments'] }] },
  },
  {
    id: 'devices',
    category: 'design',
    text: 'Where will people mostly use {project}?',
    options: ['Mostly on phones', 'Mostly on desktop computers', 'Equally on both'],
    recommended: 'Equally on both',
    reason: 'A layout designed for both from the start avoids a later mobile rewrite.',
    impact: 6,
    decision: 'Devices',
    // "scan a code at their seat", "pay on the phone": the description says where it is used.
    settledBy: {
      'Mostly on phones': [
        'on phones',
        'phone-friendly',
        'phone friendly',
        'mobile-friendly',
        'mobile friendly',
        'phone only',
        'only on my phone',
        'from my phone',
        'on my iphone',
        'on their phones',
        'on the phone',
        'on their phone',
        'on their phones',
        'on my phone',
        'on your phone',
        'scan a code',
        'scan the code',
        'scan a qr',
        'scan the qr',
        'phone app',
        'mobile first',
        'on a phone',
        'from a phone',
        'from their phone',
        'from there phone',
        'from the phone',
        'on their mobile',
        'on their mobiles',
        'on the go',
        'en el movil',
        'desde el movil',
        'en su movil',
        'no celular',
        'pelo celular',
        'no telemovel',
        'am handy',
        'vom handy',
        'auf dem handy',
        'sur leur telephone',
        'sur le telephone',
        'depuis leur telephone',
        'sur son telephone',
      ],
    },
    askIf: { not: { kind: ['api', 'mobile-app', 'browser-extension'] } },
    says: {
      'Mostly on phones': 'Design mobile-first: one-handed use, large tap targets, no hover-only controls.',
      'Mostly on desktop computers':
        'Design for desktop first, with dense tables and keyboard shortcuts; keep it usable on phones.',
      'Equally on both': 'Design responsive from phone to desktop widths; every flow works on both.',
    },
  },
  {
    id: 'mobile-platforms',
    category: 'scope',
    text: 'Which platforms must {project} run on?',
    options: ['iOS and Android', 'iOS only', 'Android only', 'A progressive web app (PWA)'],
    recommended: 'iOS and Android',
    reason: 'One cross-platform codebase reaches both stores for little extra work.',
    impact: 8,
    decision: 'Platforms',
    askIf: { kind: ['mobile-app'] },
    // "it'll be on an old ipad on the bench": the device is said. (Both said, neither settles it.)
    settledBy: {
      'iOS only': ['ipad', 'ipads', 'iphone', 'iphones', 'ios only'],
      'Android only': ['android only', 'android tablet', 'android tablets'],
      'iOS and Android': ['ios and android', 'android and ios', 'android and iphone'],
      'A progressive web app (PWA)': ['pwa', 'progressive web app'],
    },
  },
  {
    id: 'visual-style',
    category: 'design',
    text: 'Which visual style fits {project} best?',
    options: ['Clean and minimal', 'Warm and friendly', 'Bold and colorful', 'Corporate and professional', 'Dark and technical'],
    recommended: 'Clean and minimal',
    reason: 'A clean look ages well and keeps attention on the content.',
    impact: 5,
    // App builders design the whole interface from the prompt: the look is theirs to get right the first time.
    impactWhen: [{ if: { targetFamily: ['app-builder'] }, impact: 10 }],
    decision: 'Visual style',
    askIf: { not: { kind: ['api'] } },
  },
  {
    id: 'brand-assets',
    category: 'design',
    text: 'Do you already have brand colors, fonts or a logo to use?',
    recommended: 'No',
    reason: 'Without them the builder picks one accent color and a system font, which is fine to start.',
    impact: 3,
    decision: 'Existing brand assets',
    says: {
      Yes: 'Use the existing brand colors, fonts and logo (ask for them if they are not attached).',
      No: 'There is no brand yet: pick one accent color, a neutral palette and a system font stack.',
    },
    askIf: { all: [{ not: { kind: ['api'] } }, { not: { audience: ['private', 'team'] } }] },
  },
  {
    id: 'languages',
    category: 'scope',
    text: 'Does {project} need to support more than one language?',
    recommended: 'No',
    reason: 'One language first; keep texts in one place so translation can follow.',
    impact: 4,
    decision: 'More than one language',
    says: {
      Yes: 'Support several interface languages from the start; keep every text in translation files.',
      No: 'One interface language for now; keep texts in one place so translation can be added later.',
    },
  },
  {
    id: 'notification-channel',
    category: 'integrations',
    text: 'How should {project} notify people?',
    options: ['Email only', 'Email and push notifications', 'Email and SMS', 'In the app only'],
    recommended: 'Email only',
    reason: 'Email reaches everyone without an app install or per-message SMS costs.',
    impact: 4,
    decision: 'Notifications',
    settledBy: {
      'Email and SMS': [...BY_TEXT],
      'Email only': ['by email only', 'email only'],
    },
    askIf: { feature: ['notifications'] },
  },
  {
    id: 'expected-scale',
    category: 'performance',
    text: 'How many people do you expect to use {project} in the first year?',
    options: ['Fewer than 100', '100 to 10,000', 'More than 10,000'],
    recommended: '100 to 10,000',
    reason: 'Plan for a healthy launch; the same simple architecture holds up to tens of thousands.',
    recommendedWhen: [
      {
        if: { any: [{ noDomain: true }, { all: [{ audience: ['work'] }, { not: { kind: ['saas'] } }] }] },
        recommended: 'Fewer than 100',
        reason: 'It starts with the people who asked for it; the same architecture grows when more come.',
      },
    ],
    impact: 3,
    decision: 'Expected users in year one',
    askIf: { not: { audience: ['private', 'team'] } },
  },
  {
    id: 'accessibility',
    category: 'design',
    text: 'Should {project} meet the WCAG 2.2 AA accessibility guidelines?',
    recommended: 'Yes',
    reason: 'AA is the legal bar in many markets and costs little when built in from the start.',
    impact: 3,
    decision: 'WCAG 2.2 AA accessibility',
    says: {
      Yes: 'Meet WCAG 2.2 AA: semantic markup, keyboard access, visible focus, labelled fields and sufficient contrast.',
      No: 'Formal WCAG conformance is not required; still use semantic markup and labelled fields.',
    },
    askIf: { not: { kind: ['api'] } },
  },
  {
    id: 'personal-data',
    category: 'security',
    text: 'Will {project} store personal data that people must be able to export or delete?',
    recommended: 'Yes',
    reason: 'Under GDPR and similar laws, people may ask for their data or its deletion.',
    impact: 4,
    decision: 'Personal data rights',
    says: {
      Yes: 'Let each person export their data and delete their account with everything stored about them.',
      No: 'No personal data is stored beyond what is needed to run the service.',
    },
    askIf: { not: { kind: ['website', 'game'] } },
  },
  {
    id: 'admin-area',
    category: 'roles',
    text: 'Does {project} need an admin area to manage content and users?',
    recommended: 'Yes',
    reason: 'Someone will have to fix data and help users; without an admin area that means database access.',
    impact: 5,
    decision: 'Admin area',
    askIf: {
      all: [
        { not: { kind: ['internal-tool', 'api', 'website', 'browser-extension', 'game'] } },
        { not: { audience: ['private'] } },
        // ("only me and my assistant use it": the two who use it are its admins.)
        { not: { says: [...SMALL_CREW] } },
      ],
    },
  },
  {
    id: 'seo',
    category: 'launch',
    text: 'Does {project} need to be found through search engines?',
    recommended: 'Yes',
    reason: 'Public pages that rank bring visitors for free.',
    recommendedWhen: [
      {
        if: { all: [{ audience: ['work'] }, { not: { kind: ['website', 'saas'] } }] },
        recommended: 'No',
        reason: 'A tool people sign in to for work has nothing to rank; its pages stay out of search engines.',
      },
      {
        if: { all: [{ noDomain: true }, { not: { kind: ['website'] } }] },
        recommended: 'No',
        reason: 'Nothing in the description says strangers must find it; the people who use it get the link.',
      },
    ],
    impact: 4,
    decision: 'Search engine visibility',
    says: {
      Yes: 'Public pages are server-rendered or prerendered, with titles, descriptions and a sitemap.',
      No: 'Search engine visibility does not matter; pages may be client-rendered and kept out of search.',
    },
    askIf: { all: [{ kind: ['website', 'web-app', 'saas'] }, { not: { audience: ['private', 'team'] } }] },
  },
  {
    id: 'usage-analytics',
    category: 'launch',
    text: 'Should {project} track usage analytics?',
    recommended: 'Yes',
    reason: 'Privacy-friendly analytics show which features are used without a cookie banner.',
    recommendedWhen: [
      {
        if: { any: [{ noDomain: true }, { audience: ['work'] }] },
        recommended: 'No',
        reason: 'The people who use it can say what they miss; analytics pay off once strangers arrive.',
      },
    ],
    impact: 2,
    decision: 'Usage analytics',
    says: {
      Yes: 'Track page views and key actions with a privacy-friendly tool such as Plausible or PostHog.',
      No: 'No usage analytics.',
    },
    examples: ['Plausible', 'PostHog', 'Google Analytics'],
    askIf: { not: { audience: ['private', 'team'] } },
  },
  {
    id: 'hosting',
    category: 'launch',
    text: 'Where should {project} be deployed?',
    options: ['Vercel', 'Netlify', 'Cloudflare', 'Our own servers or cloud account'],
    recommended: 'Vercel',
    reason: 'Zero-config deploys with preview links per change suit a first version.',
    impact: 2,
    decision: 'Hosting',
    askIf: {
      all: [{ not: { targetFamily: ['app-builder'] } }, { not: { kind: ['mobile-app', 'browser-extension', 'desktop-app'] } }],
    },
  },
  {
    id: 'existing-codebase',
    category: 'scope',
    text: 'Is there an existing codebase to build on?',
    recommended: 'No',
    reason: 'A fresh repository lets the agent set up structure, tooling and tests its own way.',
    impact: 6,
    decision: 'Existing codebase',
    says: {
      Yes: 'Work inside the existing repository: follow its structure, conventions and tooling.',
      No: 'Start a new repository with the structure below.',
    },
    askIf: { targetFamily: ['code-agent'] },
  },
  {
    id: 'kept-data',
    category: 'scope',
    // {keptData}: the sheet or file the description keeps its data in today ("the Google Sheet", "the CSV export").
    text: 'What should happen to {keptData} you use today?',
    options: [
      'Import it once, then the app takes over',
      'Keep it: the app reads it and adds to it',
      'Leave it as it is: the app only reads from it',
      'Start fresh: nothing is imported',
    ],
    recommended: 'Import it once, then the app takes over',
    reason: 'One place for the data stops two copies drifting apart, and importing keeps the history.',
    impact: 8,
    decision: 'Data kept today',
    says: {
      'Import it once, then the app takes over':
        'Import the data kept today once: match duplicates, report what came in and what was skipped; from then on the app is the one place it is kept.',
      'Keep it: the app reads it and adds to it':
        'Keep the current sheet or file: the app reads its history and writes each new entry back to it, so it stays complete.',
      'Leave it as it is: the app only reads from it':
        'Leave the current data where it is: the app reads it (each time it is updated or exported) and never writes to it.',
      'Start fresh: nothing is imported': 'Start with empty records: nothing is imported from the current sheet or files.',
    },
    settledBy: {
      'Import it once, then the app takes over': [
        'import it',
        'import them',
        'import that',
        'import those',
        'import the',
        'import our',
        'import my',
        'as a starting point',
        'upload that',
        'upload the',
        'bring it over',
        'bring them over',
        'move it over',
        'importieren',
        'importar',
        'importer',
      ],
      'Keep it: the app reads it and adds to it': [
        'build on it',
        'build on the',
        'build on top of',
        'keep the sheet',
        'keep the spreadsheet',
        'keep using the',
        'write back to',
        'writes back to',
        'add to the sheet',
        'adds to the sheet',
      ],
      'Leave it as it is: the app only reads from it': [
        'export nightly',
        'exports nightly',
        'nightly export',
        'nightly csv',
        'read from the',
        'reads from the',
        'pull from the',
        'pulls from the',
        'pulled from the',
        'just see the data',
        'see the data better',
      ],
    },
    askIf: { keptData: true },
  },
  {
    id: 'automated-tests',
    category: 'launch',
    text: 'Should automated tests be written with each part?',
    recommended: 'Yes',
    reason: 'Tests let the builder change one feature without breaking another.',
    impact: 4,
    decision: 'Automated tests',
    says: {
      Yes: 'Write automated tests with each feature: the main path and at least one failure case.',
      No: 'Automated tests are not required for this version.',
    },
    askIf: { not: { targetFamily: ['app-builder'] } },
  },
  {
    id: 'answer-format',
    category: 'launch',
    text: 'How should the answer be delivered?',
    options: [
      'A plan first, then complete code',
      'Complete code for every file in one go',
      'Architecture and plan only, no code',
    ],
    recommended: 'A plan first, then complete code',
    reason: 'A plan first catches misunderstandings before hundreds of lines are written.',
    impact: 5,
    decision: 'Answer format',
    askIf: { targetFamily: ['chat-model'] },
  },
  {
    id: 'offline-use',
    category: 'edge-cases',
    text: 'Should {project} keep working without an internet connection?',
    recommended: 'No',
    reason: 'Offline sync is a large piece of work; most apps can show a clear "you are offline" state instead.',
    impact: 5,
    decision: 'Offline use',
    says: {
      Yes: 'Work offline: keep data on the device and sync changes when the connection returns, resolving conflicts.',
      No: 'An internet connection is required; show a clear message when it is missing.',
    },
    // "qui marche sans connexion, parce que le wifi au boulodrome c'est zéro": said, whatever the kind of app.
    settledBy: { Yes: OFFLINE_WORDS },
    askIf: { any: [{ kind: ['mobile-app'] }, { says: OFFLINE_WORDS }] },
  },
  {
    id: 'live-updates',
    category: 'performance',
    text: 'Should changes appear for other people at once, without a refresh?',
    recommended: 'No',
    reason: 'Refreshing on navigation is enough for most apps; live sync adds infrastructure.',
    impact: 3,
    decision: 'Live updates',
    settledBy: {
      Yes: [
        'real time',
        'real-time',
        'live status',
        'live updates',
        'updates live',
        'instantly',
        'shows up on a screen',
        'appears on a screen',
        'at a glance which',
      ],
    },
    says: {
      Yes: 'Changes made by one person appear for everyone else within seconds, without a refresh.',
      No: 'Data refreshes when a page is opened or reloaded; no live sync is needed.',
    },
    askIf: { all: [{ not: { kind: ['website', 'api', 'game', 'browser-extension'] } }, { not: { audience: ['private'] } }] },
  },
  {
    id: 'error-monitoring',
    category: 'launch',
    text: 'Should errors be reported to a monitoring service?',
    recommended: 'Yes',
    reason: 'You learn about failures before users write in.',
    impact: 2,
    decision: 'Error monitoring',
    says: {
      Yes: 'Report errors to a monitoring service such as Sentry, without personal data in the reports.',
      No: 'No external error monitoring; log errors on the server.',
    },
    askIf: { not: { kind: ['website'] } },
  },
] satisfies QuestionRecord[];
