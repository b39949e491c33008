import type { WorkInput } from './work-record';

/** A feature for an existing app: the parts of the change, extending what exists without rewriting it. */
export default {
  id: 'feature',
  lead: 'named',
  asks: 'all',
  features: [
    {
      id: 'change-data-model',
      title: 'Data Model Changes',
      description: 'The new tables or fields the feature needs, added by a migration that leaves every existing row valid.',
      match: ['data model', 'migration', 'new table', 'new field', 'schema'],
      done: [
        {
          when: 'the migration runs on a copy of the current database',
          then: 'add what the feature needs and keep every existing row valid',
        },
        { when: 'the migration is rolled back', then: 'leave the database as it was before' },
      ],
    },
    {
      id: 'change-server',
      title: 'API and Server Changes',
      description: 'The routes, actions or jobs the feature adds, following the patterns the existing ones use.',
      match: ['api', 'endpoint', 'route', 'server', 'backend'],
      done: [
        {
          when: 'a client calls a new route with valid input',
          then: 'answer in the same shape and error format as the existing routes',
        },
        { when: 'a client calls a new route without permission', then: 'refuse it as the existing routes do' },
      ],
    },
    {
      id: 'change-screens',
      title: 'Screens and Components',
      description: 'The pages and components the feature adds or changes, built from the app’s existing components and styles.',
      match: ['screen', 'page', 'component', 'interface', 'ui'],
      done: [
        { when: 'a user opens the new or changed screen', then: 'see it in the app’s existing layout, components and styles' },
      ],
    },
    {
      id: 'change-permissions',
      title: 'Permissions for the Feature',
      description: 'Who may use the feature, enforced on the server with the app’s existing roles and checks.',
      match: ['permission', 'access', 'role'],
      done: [
        {
          when: 'a user without access calls the feature directly',
          then: 'refuse it on the server, not only hide it in the interface',
        },
      ],
    },
    {
      id: 'change-tests',
      title: 'Tests for the Change',
      description: 'Tests for every new behaviour in the repository’s own test setup, and the existing suite kept green.',
      match: ['tests', 'testing', 'coverage'],
      done: [
        {
          when: 'the full test suite runs after the change',
          then: 'pass, including new tests for the feature’s main path and a failure case',
        },
      ],
    },
    {
      id: 'change-feature-flag',
      title: 'Feature Flag',
      description: 'The feature ships switched off behind a flag and is turned on when it is ready.',
      match: ['feature flag', 'flag', 'toggle', 'rollout'],
      done: [
        { when: 'the flag is off', then: 'behave exactly as the app did before the change' },
        { when: 'the flag is on', then: 'show the feature to the people it is meant for' },
      ],
    },
    {
      id: 'change-docs',
      title: 'Documentation Update',
      description: 'The README, changelog and any agent files updated with what the feature adds and how to use it.',
      match: ['documentation', 'docs', 'readme', 'changelog'],
      done: [{ when: 'someone reads the README after the change', then: 'find how to use and configure the new feature' }],
    },
  ],
  questions: [
    {
      id: 'change-place',
      category: 'user-flow',
      text: 'Where does the new feature fit in the existing app?',
      options: ['A new page or screen', 'Inside an existing page', 'Behind the scenes (API, job or integration)'],
      recommended: 'A new page or screen',
      reason: 'A page of its own is the least likely to disturb what works; say so if it belongs inside one people already use.',
      impact: 7,
      decision: 'Where it fits',
      says: {
        'A new page or screen': 'Add the feature as a new page or screen, reached from the app’s existing navigation.',
        'Inside an existing page': 'Add the feature inside an existing page; keep everything else on that page as it is.',
        'Behind the scenes (API, job or integration)':
          'The feature works behind the scenes (API, job or integration); the interface does not change unless a decision says so.',
      },
    },
    {
      id: 'change-data',
      category: 'data',
      text: 'Does the feature change the data the app stores?',
      options: ['Adds new tables or fields only', 'Changes existing tables (with a migration)', 'No data changes'],
      recommended: 'Adds new tables or fields only',
      reason: 'Adding beside what exists keeps every current record valid and the change easy to roll back.',
      impact: 8,
      decision: 'Data changes',
      says: {
        'Adds new tables or fields only':
          'Add new tables or fields only, through a new migration; existing tables and columns keep their meaning.',
        'Changes existing tables (with a migration)':
          'Change existing tables through a new, reversible migration that converts the current rows; never edit an old migration.',
        'No data changes': 'The feature stores nothing new: the data model stays as it is.',
      },
    },
    {
      id: 'change-compat',
      category: 'scope',
      text: 'Must everything that works today keep working exactly as it does?',
      recommended: 'Yes',
      reason: 'A feature that changes nothing else can ship without re-testing the whole app by hand.',
      impact: 7,
      decision: 'Existing behaviour',
      says: {
        Yes: 'Everything that works today keeps working exactly as it does: existing pages, routes and responses do not change.',
        No: 'Existing behaviour may change where the feature needs it; list every such change in the summary.',
      },
    },
    {
      id: 'change-access',
      category: 'roles',
      text: 'Who may use the new feature?',
      options: ['Everyone who can use the app today', 'Only some roles', 'Only admins'],
      recommended: 'Everyone who can use the app today',
      reason: 'The same access as the rest of the app needs no new permission; narrow it only when the feature is sensitive.',
      impact: 6,
      decision: 'Who may use it',
      says: {
        'Everyone who can use the app today':
          'Everyone who can use the app today may use the feature, with the access checks the app already has.',
        'Only some roles': 'Only some roles may use the feature: enforce it on the server with the app’s existing role checks.',
        'Only admins': 'Only admins may use the feature: enforce it on the server with the app’s existing admin check.',
      },
    },
    {
      id: 'change-flag',
      category: 'launch',
      text: 'Should the feature ship behind a feature flag?',
      recommended: 'No',
      reason: 'A flag pays off for a risky or partial release; a small, finished feature can simply ship.',
      impact: 4,
      decision: 'Feature flag',
      says: {
        Yes: 'Ship the feature behind a flag, off by default; with the flag off the app behaves exactly as before.',
        No: 'The feature ships on, without a flag.',
      },
    },
  ],
  skip: [
    'audience',
    'first-release',
    'sign-in',
    'sign-in-methods',
    'api-auth',
    'online-payments',
    'devices',
    'mobile-platforms',
    'visual-style',
    'brand-assets',
    'languages',
    'expected-scale',
    'accessibility',
    'admin-area',
    'seo',
    'usage-analytics',
    'offline-use',
    'error-monitoring',
  ],
} satisfies WorkInput;
