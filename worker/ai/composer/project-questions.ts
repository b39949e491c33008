/** Project-level questions: per kind, per target engine, and a shared pool filtered by what applies. */

import type { TargetConventions } from '../conventions';
import type { KindProfile, ProjectKind, StackFamily } from './kinds';
import { choice, yesNo, type ComposerQuestion } from './question-model';

export interface QuestionContext {
  kind: KindProfile;
  conventions: TargetConventions;
}

export const AUDIENCE_QUESTION = choice('Who will mainly use it?', 'Main audience', 'audience', [
  'Just me or my own team',
  'Staff across our company',
  'Customers or the general public',
  'Other businesses (B2B)',
]);

export function visualStyleQuestion({ kind }: QuestionContext): ComposerQuestion | undefined {
  if (kind.headless || kind.id === 'game') return undefined;
  return choice('Which visual style fits best?', 'Visual style', 'design', [
    'Clean and minimal',
    'Bold and colorful',
    'Corporate and professional',
    'Playful and friendly',
    'Dark and technical',
  ]);
}

export function signInQuestion({ kind }: QuestionContext): ComposerQuestion {
  if (kind.headless) {
    return choice('How should API clients authenticate?', 'Client authentication', 'auth', [
      'API keys',
      'OAuth 2.0 or JWT bearer tokens',
      'No authentication (public API)',
      'Let the engine decide',
    ]);
  }
  return yesNo('Will users need to sign in?', 'Sign-in required', 'auth');
}

const KIND_QUESTIONS: Readonly<Record<ProjectKind, readonly ComposerQuestion[]>> = {
  dashboard: [
    choice('Where does the data come from today?', 'Data source', 'data', [
      'A spreadsheet',
      'A database we own',
      'A SaaS tool such as a CRM',
      'It will be entered in the app',
    ]),
    choice('How often should the data refresh?', 'Data refresh', 'data', [
      'Live, as it changes',
      'Every few minutes',
      'Hourly or daily',
      'Only when the page is reloaded',
    ]),
    choice('Which time ranges matter most?', 'Key time ranges', 'scope', [
      'Today and this week',
      'Monthly and quarterly',
      'Year over year',
      'Custom ranges',
    ]),
    yesNo('Should each user be able to choose which charts they see?', 'Per-user chart choice', 'scope'),
  ],
  'landing-page': [
    choice('What is the main call to action?', 'Main call to action', 'scope', [
      'Buy or order now',
      'Contact us',
      'Book a call or a visit',
      'Join a waitlist or newsletter',
      'Sign up for the product',
    ]),
    choice('How long should the page be?', 'Page length', 'design', [
      'A short single screen',
      'Three to five sections',
      'A long page with many sections',
    ]),
    yesNo('Should sign-ups or enquiries go into a tool such as Mailchimp or a CRM?', 'Leads sent to a tool', 'data'),
    yesNo('Will more pages follow later, such as About or Contact?', 'More pages later', 'scope'),
  ],
  'internal-tool': [
    choice('Which system holds the records today?', 'Current system of record', 'data', [
      'A spreadsheet',
      'Our own database',
      'A third-party tool such as Zendesk or Stripe',
      'Nothing yet; this tool will hold them',
    ]),
    yesNo('Do some actions need approval by a second person?', 'Second-person approval', 'scope'),
    yesNo('Should every change be recorded with who made it and when?', 'Change history', 'data'),
    yesNo('Will staff use it mainly on desktop computers?', 'Mainly desktop use', 'design'),
  ],
  'e-commerce': [
    choice('How many products will the store start with?', 'Initial catalog size', 'scope', [
      'Fewer than 20',
      '20 to 200',
      'More than 200',
    ]),
    choice('What should power the store?', 'Store platform', 'stack', [
      'A custom build',
      'Shopify as a headless backend',
      'Stripe Checkout with a custom catalog',
      'Let the engine decide',
    ]),
    yesNo('Will you ship physical products?', 'Ships physical products', 'scope'),
    choice('Where will you sell?', 'Sales region', 'scope', ['One country', 'Several countries', 'Worldwide']),
  ],
  saas: [
    choice('How will customers pay?', 'Pricing model', 'scope', [
      'Monthly or yearly subscription',
      'Usage-based pricing',
      'One-off payment',
      'Free for now',
    ]),
    yesNo('Will customers work in teams that share data?', 'Shared team data', 'data'),
    yesNo('Should there be a free trial?', 'Free trial', 'scope'),
    choice('How many plans do you plan to offer?', 'Number of plans', 'scope', [
      'A single plan',
      'A free plan and a paid plan',
      'Three tiers',
    ]),
  ],
  'mobile-app': [
    choice('Which platforms must the app run on?', 'Target platforms', 'stack', [
      'iOS and Android',
      'iOS only',
      'Android only',
      'A progressive web app (PWA)',
    ]),
    yesNo('Should the app work without an internet connection?', 'Works offline', 'data'),
    yesNo('Will it be published on the App Store and Google Play?', 'Published in app stores', 'scope'),
    yesNo('Should it send push notifications?', 'Push notifications', 'scope'),
  ],
  api: [
    choice('Which API style should it use?', 'API style', 'stack', ['REST with JSON', 'GraphQL', 'Both REST and GraphQL']),
    choice('Which database should it use?', 'Database', 'data', [
      'PostgreSQL',
      'MySQL',
      'SQLite',
      'MongoDB',
      'Let the engine decide',
    ]),
    yesNo('Should the API be documented with OpenAPI (Swagger)?', 'OpenAPI documentation', 'output'),
    yesNo('Should requests be rate-limited per client?', 'Per-client rate limits', 'quality'),
    yesNo('Should the API be versioned, for example under /v1?', 'Versioned URLs', 'stack'),
  ],
  'ai-app': [
    choice('Which content should the AI answer from?', 'Knowledge source', 'data', [
      'Our documentation site',
      'Uploaded PDFs and files',
      'A database or help-desk articles',
      'General knowledge only',
    ]),
    yesNo('Should answers cite their sources?', 'Cites sources', 'scope'),
    choice('What should it do when it does not know the answer?', 'When it does not know', 'scope', [
      'Say so honestly',
      'Offer to contact a human',
      'Suggest related articles',
    ]),
    yesNo('Should conversations be saved for users to revisit?', 'Saved conversations', 'data'),
  ],
  'portfolio-blog': [
    choice('What should visitors do after seeing your work?', 'Visitor goal', 'scope', [
      'Contact me',
      'Book a session',
      'Buy prints or products',
      'Follow me on social media',
    ]),
    choice('How will you add new work or posts?', 'Content editing', 'data', [
      'By editing files in the code',
      'Through a simple admin page',
      'With a headless CMS such as Sanity or Contentful',
      'As Markdown files',
    ]),
    yesNo('Should images be protected from easy downloading?', 'Image download protection', 'scope'),
    yesNo('Will you publish written posts as well as show work?', 'Written posts', 'scope'),
  ],
  game: [
    choice('Which devices should the game support?', 'Devices', 'stack', [
      'Desktop browsers',
      'Phones and tablets',
      'Both desktop and mobile',
    ]),
    choice('What should the game look like?', 'Art style', 'design', [
      'Minimal and flat',
      'Pixel art',
      'Hand-drawn',
      'Neon arcade',
    ]),
    choice('How long should a typical play session be?', 'Session length', 'scope', [
      'Under 5 minutes',
      '5 to 20 minutes',
      'As long as the player likes',
    ]),
    yesNo('Should players compete on a shared online leaderboard?', 'Online leaderboard', 'scope'),
  ],
  generic: [
    choice('What is the main thing users should be able to do?', 'Main user goal', 'scope', [
      'Create and manage their own data',
      'Browse and find information',
      'Communicate with others',
      'Buy or book something',
    ]),
    choice('Is this a web app, a mobile app or both?', 'Form factor', 'stack', ['A web app', 'A mobile app', 'Both']),
    yesNo('Will it take payments?', 'Takes payments', 'scope'),
  ],
};

export function kindQuestions({ kind }: QuestionContext): readonly ComposerQuestion[] {
  return KIND_QUESTIONS[kind.id];
}

const STACK_OPTIONS: Readonly<Record<StackFamily, readonly string[]>> = {
  web: ['React + TypeScript + Vite', 'Next.js (App Router)', 'Vue or Nuxt', 'SvelteKit', 'Let the engine decide'],
  api: ['Node.js + TypeScript', 'Python + FastAPI', 'Go', 'Java or Kotlin with Spring Boot', 'Let the engine decide'],
  mobile: ['React Native with Expo', 'Flutter', 'Native Swift and Kotlin', 'Let the engine decide'],
  game: ['Plain HTML Canvas + TypeScript', 'Phaser', 'PixiJS', 'Let the engine decide'],
};

/** Questions about the target engine itself; the first one is asked early, the rest after the features. */
export function targetQuestions({ kind, conventions }: QuestionContext): ComposerQuestion[] {
  const { label, backend } = conventions;
  const stack = (text: string) => choice(text, 'Stack', 'stack', STACK_OPTIONS[kind.stack]);
  switch (conventions.family) {
    case 'app-builder':
      return [
        yesNo(
          `Should ${label} use ${backend ?? 'its built-in backend'} for the database, sign-in and file storage?`,
          `Use ${backend}`,
          'data',
        ),
        yesNo(`Should ${label} start with realistic sample data before real data is connected?`, 'Sample data first', 'scope'),
      ];
    case 'code-agent':
      return [
        yesNo(`Is there an existing codebase for ${label} to work in?`, 'Existing codebase', 'stack'),
        stack(`Which stack should ${label} use?`),
        yesNo(`Should ${label} write automated tests with each task?`, 'Tests with each task', 'quality'),
      ];
    case 'chat-model':
      return [
        choice(`How should ${label} deliver its answer?`, 'Answer format', 'output', [
          'A plan first, then complete code',
          'Complete code for every file in one go',
          'Architecture and plan only, no code',
        ]),
        stack(`Which stack should ${label} use?`),
      ];
    case 'general':
      return [
        stack('Which stack should be used?'),
        yesNo('Should the result include setup and deployment instructions?', 'Setup and deployment instructions', 'output'),
      ];
  }
}

interface PoolEntry {
  question: ComposerQuestion;
  applies?: (context: QuestionContext) => boolean;
}

const hasUi = ({ kind }: QuestionContext) => !kind.headless;
const notKinds =
  (...kinds: ProjectKind[]) =>
  ({ kind }: QuestionContext) =>
    !kinds.includes(kind.id);
const both =
  (...checks: ((context: QuestionContext) => boolean)[]) =>
  (context: QuestionContext) =>
    checks.every((check) => check(context));

/** Cross-cutting questions, most useful first: the flow may end before the last few are asked. */
const POOL: readonly PoolEntry[] = [
  {
    question: choice('How complete should the first version be?', 'First version', 'scope', [
      'A clickable prototype',
      'A working MVP',
      'Production-ready',
    ]),
  },
  {
    question: choice('Where should the data be stored?', 'Data storage', 'data', [
      'A hosted database such as Supabase or Firebase',
      'Our existing database',
      'In the browser only, no server',
      'Let the engine decide',
    ]),
    applies: ({ conventions, kind }) => conventions.family !== 'app-builder' && kind.id !== 'api',
  },
  { question: yesNo('Are there different user roles, such as admin and member?', 'Separate user roles', 'auth') },
  {
    question: yesNo('Must it work well on phones as well as desktops?', 'Works on phones and desktops', 'design'),
    applies: both(hasUi, notKinds('mobile-app')),
  },
  {
    question: choice('How many users do you expect in the first year?', 'Expected users in year one', 'scope', [
      'Fewer than 100',
      '100 to 10,000',
      'More than 10,000',
    ]),
  },
  {
    question: yesNo('Should it meet the WCAG 2.2 AA accessibility guidelines?', 'WCAG 2.2 AA accessibility', 'quality'),
    applies: hasUi,
  },
  {
    question: yesNo('Do you already have brand colors, fonts or a logo to use?', 'Existing brand assets', 'design'),
    applies: hasUi,
  },
  {
    question: choice('Where should it be deployed?', 'Hosting', 'stack', [
      'Vercel',
      'Netlify',
      'Cloudflare',
      'Our own servers or cloud account',
      'Let the engine decide',
    ]),
    applies: ({ conventions, kind }) => conventions.family !== 'app-builder' && kind.id !== 'mobile-app',
  },
  {
    question: yesNo(
      'Will it store personal data that users must be able to export or delete?',
      'Personal data export and deletion',
      'data',
    ),
    applies: notKinds('landing-page', 'game'),
  },
  {
    question: yesNo('Should it send emails to users?', 'Sends emails', 'scope', {
      examples: ['Welcome email', 'Password reset', 'Weekly summary'],
    }),
  },
  {
    question: yesNo('Should changes appear live for other users without a refresh?', 'Live updates', 'data'),
    applies: notKinds('landing-page', 'portfolio-blog', 'game'),
  },
  { question: yesNo('Should it offer a dark mode?', 'Dark mode', 'design'), applies: hasUi },
  {
    question: yesNo('Does it need to be found through search engines (SEO)?', 'Search engine visibility', 'scope'),
    applies: both(hasUi, notKinds('internal-tool', 'dashboard', 'mobile-app')),
  },
  {
    question: choice('Who will write and update the content?', 'Content editing', 'scope', [
      'Me, by editing the code',
      'Me, through a simple admin page',
      'A team of editors',
      'The content rarely changes',
    ]),
    applies: ({ kind }) => ['landing-page', 'e-commerce', 'generic'].includes(kind.id),
  },
  {
    question: yesNo('Do you need an admin area to manage content and users?', 'Admin area', 'scope'),
    applies: notKinds('internal-tool', 'api', 'landing-page'),
  },
  { question: yesNo('Does it need to support more than one language?', 'More than one language', 'scope') },
  {
    question: yesNo('Should it track usage analytics?', 'Usage analytics', 'scope', {
      examples: ['Plausible', 'PostHog', 'Google Analytics'],
    }),
  },
  {
    question: yesNo('Is fast loading on slow mobile connections a priority?', 'Fast on slow connections', 'quality'),
    applies: hasUi,
  },
  {
    question: yesNo('Should the build include automated tests?', 'Automated tests', 'quality'),
    applies: ({ conventions }) => conventions.family !== 'code-agent',
  },
  {
    question: yesNo('Should errors be reported to a monitoring service?', 'Error monitoring', 'quality', {
      examples: ['Sentry', 'Better Stack'],
    }),
  },
  {
    question: yesNo('Should data be backed up automatically?', 'Automatic backups', 'data'),
    applies: notKinds('landing-page', 'portfolio-blog', 'game'),
  },
];

export function poolQuestions(context: QuestionContext): ComposerQuestion[] {
  return POOL.filter((entry) => entry.applies?.(context) ?? true).map((entry) => entry.question);
}
