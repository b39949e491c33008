/** Project kinds: how each is recognised in a description and what the composer knows about it. */

import { containsPhrase, wordsOf } from './text';

export type ProjectKind =
  | 'dashboard'
  | 'landing-page'
  | 'internal-tool'
  | 'e-commerce'
  | 'saas'
  | 'mobile-app'
  | 'api'
  | 'ai-app'
  | 'portfolio-blog'
  | 'game'
  | 'generic';

/** Which stack family a kind is built with: picks stack options and the repository layout. */
export type StackFamily = 'web' | 'api' | 'mobile' | 'game';

export interface KindProfile {
  id: ProjectKind;
  /** Singular noun for prompts: 'a {noun}'. */
  noun: string;
  /** Completes "You are …" in the role section. */
  role: string;
  stack: StackFamily;
  /** No user interface of its own (an API). */
  headless: boolean;
  /** Weighted words and phrases; each counts once. Plural forms of the last word match too. */
  keywords: readonly (readonly [phrase: string, weight: number])[];
  /** Design direction when the user did not choose one. */
  designHint: string;
  /** Examples for "what data does X work with?". */
  dataExamples: readonly string[];
  /** Examples for "does X connect to an outside service?". */
  integrationExamples: readonly string[];
}

const KINDS: readonly KindProfile[] = [
  {
    id: 'ai-app',
    noun: 'AI assistant',
    role: 'a senior full-stack engineer who builds reliable, well-grounded AI assistants',
    stack: 'web',
    headless: false,
    keywords: [
      ['chatbot', 5],
      ['chat bot', 5],
      ['llm', 4],
      ['artificial intelligence', 4],
      ['ai', 3],
      ['gpt', 3],
      ['openai', 3],
      ['rag', 3],
      ['machine learning', 3],
      ['assistant', 2],
      ['answers questions', 2],
      ['generative', 2],
      ['agent', 2],
      ['chat', 1],
    ],
    designHint: 'a calm, readable chat layout with clear separation between user and assistant messages and visible sources',
    dataExamples: ['Help-center articles', 'Uploaded PDFs', 'Past conversations'],
    integrationExamples: ['OpenAI or Anthropic API', 'A vector database', 'Slack', 'Zendesk'],
  },
  {
    id: 'game',
    noun: 'browser game',
    role: 'a game developer who builds polished, responsive browser games',
    stack: 'game',
    headless: false,
    keywords: [
      ['game', 5],
      ['gameplay', 3],
      ['arcade', 3],
      ['platformer', 3],
      ['rpg', 3],
      ['puzzle', 2],
      ['quiz', 2],
      ['trivia', 2],
      ['multiplayer', 2],
      ['player', 1],
    ],
    designHint: 'a cohesive look with readable on-screen text, clear feedback for every player action and smooth animation',
    dataExamples: ['Scores and progress', 'Level definitions', 'Player settings'],
    integrationExamples: ['An online leaderboard service', 'Cloud saves', 'Analytics'],
  },
  {
    id: 'api',
    noun: 'API',
    role: 'a senior backend engineer who designs clean, well-documented APIs',
    stack: 'api',
    headless: true,
    keywords: [
      ['graphql', 5],
      ['api', 4],
      ['endpoint', 4],
      ['microservice', 4],
      ['rest api', 3],
      ['rest', 2],
      ['backend', 3],
      ['back end', 3],
      ['server', 2],
      ['webhook', 2],
      ['database', 1],
    ],
    designHint: 'consistent resource naming, predictable JSON shapes and one error format everywhere',
    dataExamples: ['Records in its own database', 'Data from another service', 'Uploaded files'],
    integrationExamples: ['A payment provider', 'An email service', 'Another internal service', 'Object storage such as S3'],
  },
  {
    id: 'mobile-app',
    noun: 'mobile app',
    role: 'a senior mobile engineer who builds fast, friendly cross-platform apps',
    stack: 'mobile',
    headless: false,
    keywords: [
      ['mobile app', 5],
      ['react native', 4],
      ['flutter', 4],
      ['mobile', 3],
      ['ios', 3],
      ['android', 3],
      ['iphone', 3],
      ['smartphone', 2],
      ['app store', 2],
      ['play store', 2],
      ['phone', 1],
    ],
    designHint: 'native-feeling navigation, large touch targets and a layout that works one-handed',
    dataExamples: ['Entries the user logs', 'Data synced from a server', 'Device data such as location or health'],
    integrationExamples: ['Apple Health or Google Fit', 'Push notification service', 'Sign in with Apple or Google'],
  },
  {
    id: 'e-commerce',
    noun: 'online store',
    role: 'a senior e-commerce engineer who builds trustworthy, high-converting online stores',
    stack: 'web',
    headless: false,
    keywords: [
      ['online store', 5],
      ['ecommerce', 5],
      ['e commerce', 5],
      ['shop', 4],
      ['store', 3],
      ['cart', 3],
      ['checkout', 3],
      ['sell', 3],
      ['selling', 3],
      ['marketplace', 3],
      ['shopify', 3],
      ['product', 2],
      ['merch', 2],
      ['order', 1],
    ],
    designHint: 'product photos first, a clean grid, prices and the add-to-cart action always easy to find',
    dataExamples: ['Products, prices and stock', 'Orders and customers', 'Shipping rates'],
    integrationExamples: ['Stripe or PayPal', 'A shipping carrier', 'Mailchimp or Klaviyo', 'Shopify'],
  },
  {
    id: 'internal-tool',
    noun: 'internal tool',
    role: 'a senior full-stack engineer who builds dependable internal tools for operations teams',
    stack: 'web',
    headless: false,
    keywords: [
      ['internal tool', 5],
      ['back office', 4],
      ['backoffice', 4],
      ['admin panel', 4],
      ['internal', 3],
      ['admin dashboard', 3],
      ['admin', 2],
      ['support team', 2],
      ['approval', 2],
      ['crud', 2],
      ['crm', 2],
      ['ticketing', 2],
      ['manage', 1],
      ['staff', 1],
      ['employee', 1],
      ['workflow', 1],
      ['tool', 1],
    ],
    designHint: 'dense but uncluttered tables and forms, obvious primary actions and confirmation before destructive steps',
    dataExamples: ['Records from our own database', 'Customer and order details', 'Requests submitted by staff'],
    integrationExamples: ['Stripe', 'Zendesk or Intercom', 'Slack', 'Google Sheets'],
  },
  {
    id: 'dashboard',
    noun: 'dashboard',
    role: 'a senior full-stack engineer and data-visualization specialist who builds clear, fast dashboards',
    stack: 'web',
    headless: false,
    keywords: [
      ['dashboard', 4],
      ['analytics', 3],
      ['kpi', 3],
      ['metric', 2],
      ['chart', 2],
      ['statistics', 2],
      ['stats', 2],
      ['reporting', 2],
      ['visualization', 2],
      ['visualisation', 2],
      ['sales', 1],
      ['report', 1],
      ['insights', 1],
      ['monitoring', 1],
    ],
    designHint:
      'a data-dense but readable layout: key numbers at the top, charts below, consistent colors for the same metric everywhere',
    dataExamples: ['Revenue and deal counts', 'Rows from a spreadsheet', 'Events from a database'],
    integrationExamples: ['A CRM such as HubSpot or Salesforce', 'Google Sheets', 'A Postgres database', 'Stripe'],
  },
  {
    id: 'saas',
    noun: 'SaaS application',
    role: 'a senior full-stack engineer who builds secure, multi-tenant SaaS products',
    stack: 'web',
    headless: false,
    keywords: [
      ['saas', 5],
      ['software as a service', 5],
      ['multi tenant', 3],
      ['web app', 2],
      ['web application', 2],
      ['workspace', 2],
      ['b2b', 2],
      ['subscription', 2],
      ['freelancer', 1],
      ['startup', 1],
      ['platform', 1],
      ['invoice', 1],
      ['billing', 1],
    ],
    designHint: 'a clean app shell with a sidebar, consistent forms and tables, and friendly empty states that guide new users',
    dataExamples: ['Records each customer creates', 'Account and billing data', 'Imported spreadsheets'],
    integrationExamples: ['Stripe', 'Google or Microsoft sign-in', 'Slack', 'Zapier'],
  },
  {
    id: 'landing-page',
    noun: 'landing page',
    role: 'a senior front-end engineer and conversion-focused web designer',
    stack: 'web',
    headless: false,
    keywords: [
      ['landing page', 5],
      ['marketing site', 4],
      ['marketing page', 4],
      ['landing', 3],
      ['launch page', 3],
      ['marketing', 2],
      ['homepage', 2],
      ['web page', 2],
      ['website', 2],
      ['one page', 2],
      ['waitlist', 2],
      ['coming soon', 2],
    ],
    designHint: 'a strong hero with one clear call to action, generous whitespace, real photos and fast loading',
    dataExamples: ['Form submissions', 'Newsletter sign-ups', 'Opening hours and prices'],
    integrationExamples: ['Mailchimp', 'Google Maps', 'Calendly', 'Google Analytics or Plausible'],
  },
  {
    id: 'portfolio-blog',
    noun: 'portfolio site',
    role: 'a front-end engineer and designer who builds elegant, fast personal sites',
    stack: 'web',
    headless: false,
    keywords: [
      ['portfolio', 5],
      ['blog', 5],
      ['personal website', 4],
      ['personal site', 4],
      ['resume', 3],
      ['cv', 3],
      ['photographer', 2],
      ['artist', 2],
      ['writer', 2],
      ['showcase', 2],
      ['gallery', 2],
      ['article', 2],
      ['designer', 1],
      ['post', 1],
    ],
    designHint: 'let the work speak: large images, restrained typography and a simple, consistent navigation',
    dataExamples: ['Project images and captions', 'Blog posts', 'Contact messages'],
    integrationExamples: ['A headless CMS such as Sanity', 'Instagram', 'Formspree or Resend for the contact form'],
  },
];

const GENERIC: KindProfile = {
  id: 'generic',
  noun: 'application',
  role: 'a senior full-stack engineer and product designer',
  stack: 'web',
  headless: false,
  keywords: [],
  designHint: 'a clean, consistent interface with clear navigation and obvious primary actions',
  dataExamples: ['Data users enter', 'Data imported from a file', 'Data from another service'],
  integrationExamples: ['Stripe', 'Google sign-in', 'An email service', 'Slack'],
};

/** Every kind with keywords, in tie-break order: the more specific kinds come first. */
export const DETECTABLE_KINDS: readonly KindProfile[] = KINDS;

export function kindProfile(kind: ProjectKind): KindProfile {
  return KINDS.find((profile) => profile.id === kind) ?? GENERIC;
}

function score(words: readonly string[], profile: KindProfile): number {
  return profile.keywords.reduce((sum, [phrase, weight]) => (containsPhrase(words, phrase) ? sum + weight : sum), 0);
}

/** The best-scoring kind for a description; ties go to the kind listed first, no match gives 'generic'. */
export function detectProjectKind(description: string): ProjectKind {
  const words = wordsOf(description);
  let best: ProjectKind = 'generic';
  let bestScore = 0;
  for (const profile of KINDS) {
    const kindScore = score(words, profile);
    if (kindScore > bestScore) {
      best = profile.id;
      bestScore = kindScore;
    }
  }
  return best;
}
