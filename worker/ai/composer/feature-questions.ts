/** Questions about one selected feature: its data, who may use it, failure behaviour, integrations, priority. */

import type { KindProfile } from './kinds';
import { choice, yesNo, type ComposerQuestion } from './question-model';
import { containsPhrase, wordsOf } from './text';

/** A sharper first question for features about a recognisable topic; the first matching topic wins. */
const TOPIC_QUESTIONS: readonly { words: readonly string[]; ask: (quoted: string, feature: string) => ComposerQuestion }[] = [
  {
    words: ['payment', 'checkout', 'billing', 'subscription', 'paywall', 'purchase'],
    ask: (q, feature) =>
      choice(
        `Which payment provider should ${q} use?`,
        'Payment provider',
        'feature',
        ['Stripe', 'PayPal', 'Paddle', 'Lemon Squeezy'],
        {
          feature,
        },
      ),
  },
  {
    words: ['chart', 'graph', 'trend', 'over time', 'forecast', 'projection'],
    ask: (q, feature) =>
      choice(
        `Which chart types suit ${q} best?`,
        'Chart types',
        'feature',
        ['Line charts', 'Bar charts', 'A mix of line and bar charts', 'Tables with small trend lines'],
        { feature },
      ),
  },
  {
    words: ['export', 'csv', 'pdf', 'report'],
    ask: (q, feature) =>
      choice(
        `Which file formats should ${q} produce?`,
        'File formats',
        'feature',
        ['CSV', 'Excel (XLSX)', 'PDF', 'CSV and PDF'],
        {
          feature,
        },
      ),
  },
  {
    words: ['notification', 'alert', 'reminder', 'email'],
    ask: (q, feature) =>
      choice(
        `Through which channel should ${q} reach people?`,
        'Channel',
        'feature',
        ['In-app only', 'Email', 'Push notifications', 'Email and in-app'],
        { feature },
      ),
  },
  {
    words: ['login', 'sign in', 'authentication', 'account', 'sso'],
    ask: (q, feature) =>
      choice(
        `Which sign-in methods should ${q} support?`,
        'Sign-in methods',
        'feature',
        ['Email and password', 'Google sign-in', 'Magic link by email', 'Single sign-on (SSO)'],
        { feature },
      ),
  },
  {
    words: ['role', 'permission', 'access', 'invitation', 'team'],
    ask: (q, feature) =>
      choice(
        `Which roles does ${q} need?`,
        'Roles',
        'feature',
        ['Admin and member', 'Admin, editor and viewer', 'Owner, admin and member', 'Custom roles defined by admins'],
        { feature },
      ),
  },
  {
    words: ['chat', 'assistant', 'answer', 'ai', 'bot', 'prompt', 'model'],
    ask: (q, feature) =>
      choice(
        `Which AI model provider should ${q} use?`,
        'AI provider',
        'feature',
        ['OpenAI', 'Anthropic (Claude)', 'Google Gemini', 'Let the engine choose'],
        { feature },
      ),
  },
  {
    words: ['upload', 'image', 'photo', 'gallery', 'file', 'attachment'],
    ask: (q, feature) =>
      choice(
        `What is the largest file ${q} should accept?`,
        'Largest file',
        'feature',
        ['Up to 5 MB', 'Up to 25 MB', 'Up to 100 MB'],
        {
          feature,
        },
      ),
  },
  {
    words: ['search', 'filter'],
    ask: (q, feature) =>
      yesNo(`Should ${q} remember each user's last search and filters?`, 'Remembers last search', 'feature', { feature }),
  },
  {
    words: ['map', 'location', 'geographic'],
    ask: (q, feature) =>
      choice(
        `Which map provider should ${q} use?`,
        'Map provider',
        'feature',
        ['Google Maps', 'Mapbox', 'OpenStreetMap with Leaflet'],
        {
          feature,
        },
      ),
  },
  {
    words: ['calendar', 'booking', 'schedule', 'appointment', 'due date'],
    ask: (q, feature) => yesNo(`Should ${q} sync with Google or Outlook calendars?`, 'Calendar sync', 'feature', { feature }),
  },
  {
    words: ['leaderboard', 'score'],
    ask: (q, feature) => yesNo(`Should ${q} be shared online between all players?`, 'Shared online', 'feature', { feature }),
  },
];

function topicQuestion(feature: string, quoted: string): ComposerQuestion | undefined {
  const words = wordsOf(feature);
  const topic = TOPIC_QUESTIONS.find(({ words: topicWords }) => topicWords.some((word) => containsPhrase(words, word)));
  return topic?.ask(quoted, feature);
}

/** The questions for one feature, most important first; the feature title is kept verbatim. */
export function featureQuestions(feature: string, kind: KindProfile): ComposerQuestion[] {
  const q = `"${feature}"`;
  const extras = { feature };
  const failureOptions = kind.headless
    ? [
        'Return a clear error status and message',
        'Return an empty result',
        'Retry, then return an error',
        'Let the engine decide',
      ]
    : [
        'Show a clear error with a retry button',
        'Show a helpful empty state with a next step',
        'Keep the last good data and show a warning',
        'Let the engine decide',
      ];
  const questions: (ComposerQuestion | undefined)[] = [
    choice(
      `What data does ${q} work with?`,
      'Data',
      'feature',
      ['Data users enter in the app', 'Data from an existing database or API', 'Data the app generates itself', 'A mix of these'],
      { ...extras, examples: kind.dataExamples },
    ),
    topicQuestion(feature, q),
    choice(
      `Who may use and change ${q}?`,
      'Who may use and change it',
      'feature',
      kind.headless
        ? ['Any client, no key needed', 'Any client with a valid key', 'Only admin clients', 'Each client only its own data']
        : [
            'Anyone, without signing in',
            'Any signed-in user',
            'Only admins or specific roles',
            'Everyone may view; only admins may change',
          ],
      extras,
    ),
    choice(
      `What should ${q} do when something fails or there is no data yet?`,
      'When it fails or is empty',
      'feature',
      failureOptions,
      extras,
    ),
    yesNo(`Does ${q} need to connect to an outside service?`, 'Connects to an outside service', 'feature', {
      ...extras,
      examples: kind.integrationExamples,
    }),
    yesNo(`Must ${q} be in the first release?`, 'Part of the first release', 'feature', extras),
  ];
  return questions.filter((question): question is ComposerQuestion => question !== undefined);
}
