/** Ten kinds of project, one description each: the composer tests and `npm run bench` share them. */

export interface KindCase {
  description: string;
  kind: string;
  /** Words at least three first-round suggestions should contain. */
  onTopic: string[];
  /** Signature words of clearly different kinds that no first-round suggestion may contain. */
  offTopic: string[];
}

export const KIND_CASES: KindCase[] = [
  {
    description: 'a sales dashboard for a small team',
    kind: 'dashboard',
    onTopic: ['kpi', 'chart', 'charts', 'filters', 'export', 'csv', 'report', 'metric', 'drill', 'period'],
    offTopic: ['cart', 'checkout', 'blog', 'post', 'leaderboard', 'level', 'gameplay', 'hero'],
  },
  {
    description: 'a landing page for my bakery',
    kind: 'landing-page',
    onTopic: ['hero', 'testimonials', 'contact', 'newsletter', 'faq', 'pricing', 'gallery', 'hours', 'section'],
    offTopic: ['cart', 'checkout', 'kpi', 'leaderboard', 'endpoint', 'chatbot', 'invitations'],
  },
  {
    description: 'an internal tool for our support team to manage refunds',
    kind: 'internal-tool',
    onTopic: ['records', 'record', 'approval', 'audit', 'bulk', 'status', 'assignment', 'notes', 'workflow'],
    offTopic: ['cart', 'checkout', 'leaderboard', 'blog', 'hero', 'gameplay'],
  },
  {
    description: 'an online store selling handmade candles',
    kind: 'e-commerce',
    onTopic: ['product', 'cart', 'checkout', 'payment', 'order', 'inventory', 'discount', 'catalog'],
    offTopic: ['kpi', 'leaderboard', 'blog', 'endpoint', 'hero', 'gameplay'],
  },
  {
    description: 'a SaaS app for freelancers to track invoices',
    kind: 'saas',
    onTopic: ['subscription', 'billing', 'workspaces', 'invitations', 'onboarding', 'plan', 'login', 'invoice'],
    offTopic: ['cart', 'leaderboard', 'hero', 'gameplay', 'blog'],
  },
  {
    description: 'a mobile app for tracking workouts',
    kind: 'mobile-app',
    onTopic: ['push', 'offline', 'onboarding', 'screens', 'reminders', 'tracking', 'logging', 'streaks', 'workout'],
    offTopic: ['cart', 'checkout', 'blog', 'endpoint', 'hero', 'kpi'],
  },
  {
    description: 'a REST API for a library catalogue',
    kind: 'api',
    onTopic: ['endpoints', 'endpoint', 'api', 'openapi', 'pagination', 'validation', 'rate', 'versioning', 'migrations'],
    offTopic: ['cart', 'hero', 'leaderboard', 'blog', 'dark', 'testimonials'],
  },
  {
    description: 'an AI chatbot that answers questions about our docs',
    kind: 'ai-app',
    onTopic: ['chat', 'answers', 'citations', 'conversation', 'document', 'streaming', 'questions', 'knowledge'],
    offTopic: ['cart', 'leaderboard', 'kpi', 'hero', 'checkout'],
  },
  {
    description: 'a portfolio site for a photographer',
    kind: 'portfolio-blog',
    onTopic: ['gallery', 'about', 'contact', 'lightbox', 'work', 'blog', 'testimonials', 'booking'],
    offTopic: ['cart', 'checkout', 'kpi', 'leaderboard', 'endpoint', 'invitations'],
  },
  {
    description: 'a browser puzzle game',
    kind: 'game',
    onTopic: ['gameplay', 'level', 'score', 'controls', 'difficulty', 'sound', 'pause', 'game', 'tutorial'],
    offTopic: ['cart', 'checkout', 'kpi', 'blog', 'endpoint', 'testimonials'],
  },
];
