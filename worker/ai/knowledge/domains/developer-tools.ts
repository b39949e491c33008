import type { DomainInput } from '../records';

export default {
  id: 'developer-tools',
  name: 'Developer tools and API platforms',
  noun: 'developer platform',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['developer tool', 6],
      ['devtools', 6],
      ['developer portal', 6],
      ['developer platform', 6],
      ['developer experience', 5],
      ['for developers', 4],
      ['developers', 2],
      ['programmers', 3],
      ['sdk', 5],
      ['cli', 5],
      ['command line', 5],
      ['command-line tool', 6],
      ['api keys', 4],
      ['api documentation', 5],
      ['api docs', 5],
      ['public api', 4],
      ['api', 1],
      ['webhooks', 3],
      ['npm package', 5],
      ['ci/cd', 5],
      ['code review', 5],
      ['bug tracker', 4],
      ['bug tracking', 4],
      ['bugs', 2],
      ['feature flags', 5],
      ['observability', 5],
      ['error tracking', 4],
      ['vs code extension', 6],
      ['github', 3],
      ['open source', 2],
    ],
    de: [
      ['entwicklerportal', 6],
      ['entwicklerwerkzeug*', 6],
      ['entwicklertool*', 6],
      ['entwickler', 3],
      ['fur entwickler', 4],
      ['kommandozeile*', 5],
      ['api-dokumentation', 5],
      ['api-schlussel', 4],
      ['programmierer*', 3],
      ['quellcode', 2],
    ],
    es: [
      ['herramienta para desarrolladores', 6],
      ['herramientas para desarrolladores', 6],
      ['portal de desarrolladores', 6],
      ['para desarrolladores', 4],
      ['desarrolladores', 3],
      ['linea de comandos', 5],
      ['documentacion de la api', 5],
      ['claves de api', 4],
      ['programadores', 3],
      ['codigo abierto', 2],
    ],
    fr: [
      ['outil pour developpeurs', 6],
      ['outils pour developpeurs', 6],
      ['portail developpeur', 6],
      ['pour les developpeurs', 4],
      ['developpeurs', 3],
      ['ligne de commande', 5],
      ['documentation de l api', 5],
      ['cles d api', 4],
      ['programmeurs', 3],
      ['logiciel libre', 2],
    ],
    pt: [
      ['ferramenta para desenvolvedores', 6],
      ['ferramentas para desenvolvedores', 6],
      ['portal do desenvolvedor', 6],
      ['para desenvolvedores', 4],
      ['desenvolvedores', 3],
      ['linha de comando', 5],
      ['documentacao da api', 5],
      ['chaves de api', 4],
      ['programadores', 3],
      ['codigo aberto', 2],
    ],
  },
  exclude: [
    'real estate developer',
    'property developer',
    'property developers',
    'land developer',
    'photo developer',
    'promotor inmobiliario',
    'promoteur immobilier',
  ],
  entities: [
    { name: 'Organisation', fields: ['name', 'plan', 'billing email', 'members → Developer', 'created at'] },
    { name: 'Developer', fields: ['name', 'email', 'GitHub id', 'role in organisation', 'last active at'] },
    {
      name: 'API Key',
      fields: [
        'organisation → Organisation',
        'name',
        'mode (test, live)',
        'scopes',
        'prefix',
        'hashed secret',
        'last used at',
        'expires at',
      ],
    },
    {
      name: 'Request Log',
      fields: ['key → API Key', 'method', 'path', 'status code', 'latency', 'request id', 'error code', 'at'],
    },
    {
      name: 'Webhook Endpoint',
      fields: ['organisation → Organisation', 'URL', 'event types', 'signing secret', 'status (active, disabled)'],
    },
    {
      name: 'Webhook Delivery',
      fields: ['endpoint → Webhook Endpoint', 'event', 'attempt', 'response status', 'next retry at', 'delivered at'],
    },
    { name: 'Usage Record', fields: ['organisation → Organisation', 'metric (requests, builds, seats)', 'quantity', 'period'] },
    {
      name: 'Changelog Entry',
      fields: ['title', 'version', 'type (added, changed, deprecated, removed)', 'published at', 'breaking'],
    },
  ],
  roles: [
    { name: 'Organisation owner', can: 'manage billing, members, live keys and organisation settings' },
    { name: 'Developer', can: 'create test keys, read request logs, configure webhooks and follow the docs' },
    { name: 'Read-only member', can: 'see usage, logs and settings without changing keys or billing' },
    { name: 'Platform staff', can: 'support customers, see organisations and usage, publish docs and changelog entries' },
  ],
  features: [
    {
      id: 'api-docs',
      title: 'API Reference and Guides',
      description:
        'Docs with a quickstart, how-to guides and an API reference generated from the OpenAPI spec, with a try-it console using the reader’s test key.',
      match: [
        'docs',
        'documentation',
        'api reference',
        'quickstart',
        'dokumentation',
        'documentacion',
        'documentation api',
        'documentacao',
      ],
      done: [
        {
          when: 'a signed-in developer opens a code sample',
          then: 'fill in their own test key and show the sample in the chosen language',
        },
        {
          when: 'the OpenAPI spec changes',
          then: 'rebuild the reference so every endpoint, parameter and error code matches the deployed API',
        },
      ],
    },
    {
      id: 'api-keys',
      title: 'Self-serve API Keys',
      description:
        'Developers create, name, scope, rotate and revoke keys themselves; a secret is shown once and stored only as a hash.',
      match: ['api key', 'api keys', 'tokens', 'credentials', 'api-schlussel', 'claves de api', 'cles api', 'chaves de api'],
      done: [
        {
          when: 'a developer creates a key',
          then: 'show the full secret once, store only its hash and prefix, and list it with name, scopes and last use',
        },
        { when: 'a key is revoked', then: 'reject every later request made with it within one minute' },
      ],
    },
    {
      id: 'test-mode',
      title: 'Test Mode and Sandbox',
      description: 'Separate test keys and data that behave like live but never touch real money, messages or customers.',
      match: ['sandbox', 'test mode', 'testmodus', 'modo de prueba', 'mode test', 'modo de teste', 'staging'],
      done: [
        {
          when: 'a request uses a test key',
          then: 'run it against test data only and label it as test in logs and the dashboard',
        },
      ],
    },
    {
      id: 'usage-dashboard',
      title: 'Usage and Rate-limit Dashboard',
      description:
        'Each organisation sees requests, errors and latency over time, its current rate limits and how close it is to them.',
      match: ['usage', 'rate limit', 'quota', 'nutzung', 'uso', 'consommation', 'limite de requisicoes'],
      done: [
        {
          when: 'a client exceeds its rate limit',
          then: 'answer with status 429 and a Retry-After header and count the rejection in the dashboard',
        },
      ],
    },
    {
      id: 'request-logs',
      title: 'Request Logs for Debugging',
      description:
        'Searchable logs of each API request with status, latency, request id and the error body, kept for a set number of days.',
      match: ['logs', 'request logs', 'debugging', 'protokolle', 'registros', 'journaux', 'depuracion'],
      done: [
        {
          when: 'a developer searches logs by request id',
          then: 'show that request with its status, timing and error details, secrets redacted',
        },
      ],
    },
    {
      id: 'webhooks',
      title: 'Webhooks with Delivery Log',
      description:
        'Customers register endpoints for events; deliveries are signed, retried with backoff and visible with each attempt.',
      match: ['webhook', 'webhooks', 'callbacks', 'events', 'ereignisse', 'eventos', 'evenements'],
      done: [
        {
          when: 'an event occurs',
          then: 'deliver it with a signature header to every subscribed endpoint and record the response',
        },
        {
          when: 'an endpoint answers with an error or times out',
          then: 'retry with growing delays and let the developer resend the event by hand',
        },
      ],
    },
    {
      id: 'sdks',
      title: 'Official SDKs',
      description:
        'Typed client libraries for the main languages, generated from the API spec and published to their package registries.',
      match: ['sdk', 'client library', 'library', 'package', 'bibliothek', 'libreria', 'bibliotheque', 'biblioteca'],
      done: [
        {
          when: 'the API spec gets a new endpoint',
          then: 'regenerate the SDKs and publish a new minor version with a changelog entry',
        },
      ],
    },
    {
      id: 'cli',
      title: 'Command-line Tool',
      description:
        'A CLI to sign in, manage resources, tail logs and trigger test events from the terminal, usable in CI scripts.',
      match: ['cli', 'command line', 'terminal', 'kommandozeile', 'linea de comandos', 'ligne de commande', 'linha de comando'],
      done: [
        {
          when: 'a developer runs a command without being signed in',
          then: 'open the browser sign-in flow and continue the command afterwards',
        },
        {
          when: 'a command runs in CI without a terminal',
          then: 'read the key from an environment variable and never prompt for input',
        },
      ],
    },
    {
      id: 'changelog-versioning',
      title: 'Changelog and API Versioning',
      description:
        'A public changelog, versioned API behaviour and deprecation notices sent to the organisations still using old versions.',
      match: [
        'changelog',
        'versioning',
        'deprecation',
        'release notes',
        'versionierung',
        'versionado',
        'versionnement',
        'versionamento',
      ],
      done: [
        {
          when: 'an endpoint version is deprecated',
          then: 'email organisations that called it in the last 30 days with the removal date',
        },
      ],
    },
    {
      id: 'usage-billing',
      title: 'Usage-based Billing',
      description:
        'Metered usage is reported to the billing provider; invoices, plan limits and upcoming charges are visible in the dashboard.',
      match: ['billing', 'metered', 'pay as you go', 'abrechnung', 'facturacion', 'facturation', 'cobranca'],
      done: [
        { when: 'a billing period closes', then: 'report the period’s metered usage once per organisation and show the invoice' },
        { when: 'an organisation nears its spending cap', then: 'email the owner at 80 and 100 percent of the cap' },
      ],
    },
    {
      id: 'team-workspaces',
      title: 'Organisations and Team Roles',
      description:
        'Developers belong to organisations with owner, developer and read-only roles; keys and bills belong to the organisation.',
      match: ['team', 'organisation', 'organization', 'members', 'workspace', 'teams', 'equipo', 'equipe'],
      done: [
        {
          when: 'a member leaves an organisation',
          then: 'remove their access at once while keys they created keep working until revoked',
        },
      ],
    },
    {
      id: 'status-page',
      title: 'Status Page and Incidents',
      description:
        'A public page with uptime per component, current incidents and their updates, and subscriptions to status alerts.',
      match: ['status page', 'uptime', 'incidents', 'statusseite', 'pagina de estado', 'page de statut', 'pagina de status'],
      done: [{ when: 'staff post an incident update', then: 'show it on the status page and notify subscribers' }],
    },
    {
      id: 'feature-flags',
      title: 'Feature Flags per Environment',
      description:
        'Flags created once and switched on or off separately in development, staging and production, with a default per environment.',
      match: [
        'feature flags',
        'feature flag',
        'flags',
        'toggles',
        'feature toggles',
        'environments',
        'schalter',
        'banderas',
        'drapeaux',
      ],
      done: [
        {
          when: 'a developer turns a flag on in production',
          then: 'serve the new value to every SDK within seconds without a redeploy, and record who changed it',
        },
        {
          when: 'an SDK cannot reach the service',
          then: 'keep evaluating flags from its last known rules, or from the coded default if it never had any',
        },
      ],
    },
    {
      id: 'flag-targeting',
      title: 'Percentage Rollouts and Targeting Segments',
      description:
        'Turn a flag on for a percentage of users or for segments by attributes (plan, country, email), the same user always getting the same value.',
      match: ['percentage rollouts', 'rollouts', 'rollout', 'targeting', 'segments', 'gradual rollout', 'canary'],
      done: [
        {
          when: 'a flag is rolled out to 10% of users',
          then: 'give each user the same value on every evaluation, and keep those users in when raising it to 50%',
        },
      ],
    },
    {
      id: 'flag-history',
      title: 'Flag Change History and Stale Flags',
      description:
        'Every flag change with who, when and why, and a list of flags unchanged for months that should be removed from code.',
      match: ['audit log', 'flag history', 'stale flags', 'cleanup'],
      done: [
        {
          when: 'a flag has served the same value everywhere for 30 days',
          then: 'mark it as stale and suggest removing it from the code',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'feature flag service',
      match: ['feature flag', 'feature flags', 'feature toggle', 'feature toggles', 'feature-flag*', 'launchdarkly', 'rollouts'],
      features: ['feature-flags', 'flag-targeting', 'sdks', 'flag-history', 'api-keys', 'team-workspaces', 'usage-billing'],
    },
  ],
  integrations: [
    { name: 'GitHub OAuth', for: 'developer sign-up and sign-in' },
    { name: 'Stripe Billing', for: 'metered usage, plans and invoices' },
    { name: 'Stainless or Speakeasy', for: 'generating typed SDKs from the OpenAPI spec' },
    { name: 'Mintlify or Redocly', for: 'hosting the docs and API reference' },
    { name: 'Sentry', for: 'error tracking in the API and dashboard' },
    { name: 'Instatus or Atlassian Statuspage', for: 'the public status page and incident notifications' },
  ],
  pages: [
    { name: 'Docs and quickstart', purpose: 'first successful request in minutes, then guides by task' },
    { name: 'API reference', purpose: 'every endpoint with parameters, errors, examples and a try-it console' },
    { name: 'Dashboard home', purpose: 'requests, errors and usage for the organisation at a glance' },
    { name: 'API keys', purpose: 'create, scope, rotate and revoke test and live keys' },
    { name: 'Request logs', purpose: 'search requests by id, status or path to debug an integration' },
    { name: 'Webhooks', purpose: 'endpoints, subscribed events and each delivery attempt with resend' },
    { name: 'Billing and usage', purpose: 'plan, metered usage, invoices and spending cap' },
    { name: 'Changelog', purpose: 'dated changes, deprecations and migration notes' },
  ],
  design:
    'precise and developer-first: monospace for keys, ids and code, copy buttons on every snippet, a language switcher that sticks across pages, dense tables for logs, and a light and dark theme',
  questions: [
    {
      id: 'dev-flag-evaluation',
      category: 'performance',
      text: 'Where should feature flags be evaluated?',
      options: ['In the SDK, from rules streamed to it', 'By a call to our API on every check', 'At the edge, close to the user'],
      recommended: 'In the SDK, from rules streamed to it',
      reason: 'Evaluating in the SDK adds no latency to every check and keeps working if the flag service is down.',
      impact: 7,
      decision: 'Flag evaluation',
      feature: 'feature-flags',
      says: {
        'In the SDK, from rules streamed to it':
          'SDKs download the flag rules, keep them in memory, get changes streamed (SSE) and evaluate flags locally.',
        'By a call to our API on every check': 'Every flag check calls the flag API; SDKs cache results for a few seconds.',
        'At the edge, close to the user':
          'Flags are evaluated in edge functions near the user from rules replicated to every region.',
      },
    },
    {
      id: 'dev-product-type',
      category: 'scope',
      text: 'What do developers actually use from you?',
      options: [
        'A public API with a developer portal',
        'An SDK or library they add to their code',
        'A command-line tool',
        'A hosted platform (deploys, CI or monitoring)',
        'An editor or IDE extension',
      ],
      recommended: 'A public API with a developer portal',
      reason: 'The API and its portal are the product most dev-tool companies sell; SDKs and a CLI sit on top of it.',
      impact: 10,
      decision: 'Core developer product',
      says: {
        'A public API with a developer portal':
          'The product is a public HTTP API; the portal around it gives docs, keys, logs and usage to the developers who integrate it.',
        'An SDK or library they add to their code':
          'The product is a library developers install from a package registry; docs, examples and versioned releases matter most.',
        'A command-line tool':
          'The product is a CLI run in terminals and CI; it installs with one command and prints output that scripts can parse.',
        'A hosted platform (deploys, CI or monitoring)':
          'The product is a hosted platform that runs or watches the customer’s code, with a dashboard, CLI and API over the same resources.',
        'An editor or IDE extension':
          'The product is an extension for VS Code and JetBrains IDEs, published to their marketplaces.',
      },
    },
    {
      id: 'dev-pricing',
      category: 'scope',
      text: 'How do developers and their companies pay?',
      options: [
        'Free and open source',
        'Free tier, then pay for usage',
        'Flat monthly plans by tier',
        'Annual contracts through sales',
      ],
      recommended: 'Free tier, then pay for usage',
      reason: 'Developers adopt what they can try without a card; usage pricing grows with the customer’s success.',
      impact: 9,
      decision: 'Pricing model',
      replaces: 'online-payments',
      says: {
        'Free and open source': 'The tool is free and open source; there is no billing, only a public repository and releases.',
        'Free tier, then pay for usage':
          'Every organisation starts on a free tier; usage above it is metered and billed monthly by card, with a spending cap the owner sets.',
        'Flat monthly plans by tier':
          'Organisations pick a monthly plan with fixed limits; exceeding a limit asks them to upgrade.',
        'Annual contracts through sales':
          'Customers sign annual contracts; staff set limits per organisation and invoices are sent outside the app.',
      },
    },
    {
      id: 'dev-accounts',
      category: 'security',
      text: 'Who owns API keys and usage: single developers or their companies?',
      options: ['Personal developer accounts only', 'Organisations with members and roles', 'No accounts; it runs locally'],
      recommended: 'Organisations with members and roles',
      reason: 'Keys and bills belong to companies, and people leave; organisations from day one avoid a painful migration.',
      impact: 8,
      decision: 'Accounts and ownership',
      replaces: 'sign-in',
      says: {
        'Personal developer accounts only':
          'Each developer has a personal account that owns its keys and usage; there are no shared teams.',
        'Organisations with members and roles':
          'Developers sign in (GitHub or email) and belong to organisations; keys, usage and billing belong to the organisation, with owner, developer and read-only roles.',
        'No accounts; it runs locally': 'There are no accounts: the tool runs locally and needs no sign-in.',
      },
    },
    {
      id: 'dev-sign-in-method',
      category: 'security',
      text: 'How do developers sign in to the dashboard?',
      options: [
        'GitHub sign-in, with email as a fallback',
        'GitHub and Google sign-in',
        'Email and password',
        'GitHub, plus company SSO on enterprise plans',
      ],
      recommended: 'GitHub sign-in, with email as a fallback',
      reason: 'Nearly every developer has GitHub open already; SSO matters once companies buy seats, not on day one.',
      impact: 4,
      decision: 'Developer sign-in',
      replaces: 'sign-in-methods',
      askIf: { answer: 'dev-accounts', isNot: ['No accounts; it runs locally'] },
      says: {
        'GitHub sign-in, with email as a fallback':
          'Developers sign in with GitHub; an email sign-in link is the fallback for those without a GitHub account.',
        'GitHub and Google sign-in': 'Developers sign in with GitHub or Google; there are no passwords to manage.',
        'Email and password': 'Developers sign in with email and password, with email verification and a password reset.',
        'GitHub, plus company SSO on enterprise plans':
          'Developers sign in with GitHub; organisations on enterprise plans can require SSO through their identity provider (SAML or OpenID Connect).',
      },
    },
    {
      id: 'dev-breaking-changes',
      category: 'edge-cases',
      text: 'How will the API change without breaking integrations already in production?',
      options: ['Version in the URL (/v1, /v2)', 'Dated versions pinned per organisation', 'No versions, additive changes only'],
      recommended: 'Version in the URL (/v1, /v2)',
      reason: 'URL versions are easy to explain and route; within a version only add fields, never remove or rename them.',
      impact: 7,
      decision: 'API versioning',
      askIf: { any: [{ answer: 'dev-product-type', is: ['A public API with a developer portal'] }, { kind: ['api'] }] },
      says: {
        'Version in the URL (/v1, /v2)':
          'Put the major version in the URL; within a version only add optional fields and endpoints, and announce a new major version with a migration guide.',
        'Dated versions pinned per organisation':
          'Pin each organisation to the API version of its first request; a request header can pick another dated version, and changes ship as new dated versions.',
        'No versions, additive changes only':
          'There is one API version; changes are only ever additive and nothing is removed or renamed.',
      },
    },
    {
      id: 'dev-key-scopes',
      category: 'security',
      text: 'How much can a single API key do?',
      options: [
        'Full access to the organisation',
        'Scoped keys (read-only or per resource)',
        'Short-lived OAuth tokens for third-party apps',
      ],
      recommended: 'Scoped keys (read-only or per resource)',
      reason: 'A leaked read-only key does far less harm, and customers increasingly ask for least-privilege keys in reviews.',
      impact: 6,
      decision: 'API key permissions',
      askIf: { answer: 'dev-accounts', isNot: ['No accounts; it runs locally'] },
      says: {
        'Full access to the organisation': 'Each key has full access to its organisation’s resources.',
        'Scoped keys (read-only or per resource)':
          'Keys carry scopes (read or write per resource); requests outside a key’s scopes are refused with a clear 403 error naming the missing scope.',
        'Short-lived OAuth tokens for third-party apps':
          'Besides keys, third-party apps use OAuth 2.0 with consent screens and short-lived tokens that users can revoke.',
      },
    },
    {
      id: 'dev-rate-limits',
      category: 'performance',
      text: 'What should happen when a client sends too many requests?',
      options: ['Reject with 429 and a Retry-After header', 'Queue and slow the requests down', 'Allow it and bill the overage'],
      recommended: 'Reject with 429 and a Retry-After header',
      reason: 'A clear 429 protects the service for everyone and every HTTP client and SDK knows how to back off from it.',
      impact: 6,
      decision: 'Rate limiting',
      says: {
        'Reject with 429 and a Retry-After header':
          'Limit requests per key and per organisation; over the limit, answer 429 with Retry-After and rate-limit headers on every response.',
        'Queue and slow the requests down':
          'Over the limit, queue requests and serve them more slowly instead of rejecting them.',
        'Allow it and bill the overage':
          'Do not reject traffic over the plan; count it and bill the overage at the end of the period.',
      },
    },
    {
      id: 'dev-test-mode-choice',
      category: 'user-flow',
      text: 'Should developers get test keys that never touch live data?',
      recommended: 'Yes',
      reason: 'Developers build and run CI against test mode; without it they test in production or not at all.',
      impact: 6,
      decision: 'Test mode',
      askIf: { answer: 'dev-accounts', isNot: ['No accounts; it runs locally'] },
      says: {
        Yes: 'Every organisation gets test and live keys; test requests use separate data and never trigger real-world effects.',
        No: 'There is only live mode; document how to test safely against it.',
      },
    },
    {
      id: 'dev-hosting-model',
      category: 'scope',
      text: 'Can customers run it on their own infrastructure?',
      options: ['Cloud only', 'Cloud, plus self-hosted for enterprise customers', 'Self-hosted and open source first'],
      recommended: 'Cloud only',
      reason: 'One hosted version ships and learns fastest; self-hosting means supporting versions you do not control.',
      impact: 7,
      decision: 'Cloud or self-hosted',
      askIf: {
        answer: 'dev-product-type',
        isNot: ['An SDK or library they add to their code', 'A command-line tool', 'An editor or IDE extension'],
      },
      says: {
        'Cloud only': 'The product runs only as our hosted service.',
        'Cloud, plus self-hosted for enterprise customers':
          'Offer the hosted service and a self-hosted package (Docker image and Helm chart) with a licence key for enterprise customers.',
        'Self-hosted and open source first':
          'The product is open source and self-hosted with one Docker Compose file; a hosted version may follow.',
      },
    },
    {
      id: 'dev-docs-source',
      category: 'data',
      text: 'Where do the API docs come from?',
      options: ['Generated from an OpenAPI spec', 'Written by hand in Markdown', 'Generated reference plus hand-written guides'],
      recommended: 'Generated reference plus hand-written guides',
      reason:
        'A generated reference never drifts from the API; guides explain the why and the first steps that a reference cannot.',
      impact: 5,
      decision: 'Docs source',
      feature: 'api-docs',
      says: {
        'Generated from an OpenAPI spec': 'Generate the whole API reference from the OpenAPI spec kept in the repository.',
        'Written by hand in Markdown': 'Write the docs by hand in Markdown (MDX) in the repository, reviewed like code.',
        'Generated reference plus hand-written guides':
          'Generate the reference from the OpenAPI spec and write the quickstart and guides by hand in MDX, in the same repository.',
      },
    },
    {
      id: 'dev-sdk-languages',
      category: 'scope',
      text: 'Which languages need an official SDK first?',
      options: [
        'TypeScript only',
        'TypeScript and Python',
        'TypeScript, Python, Go and Java',
        'None, plain HTTP examples are enough',
      ],
      recommended: 'TypeScript and Python',
      reason: 'Those two cover most new integrations; each extra SDK is a product to keep in step with the API.',
      impact: 5,
      decision: 'SDK languages',
      feature: 'sdks',
    },
    {
      id: 'dev-webhook-failures',
      category: 'edge-cases',
      text: 'When a customer’s webhook endpoint keeps failing, what happens to the events?',
      options: [
        'Retry with backoff for 3 days, then disable the endpoint',
        'Retry a few times within an hour, then drop',
        'No retries; events can be resent by hand',
      ],
      recommended: 'Retry with backoff for 3 days, then disable the endpoint',
      reason:
        'Endpoints go down for deploys and outages; days of retries keep events from being lost, and disabling stops endless noise.',
      impact: 5,
      decision: 'Webhook retries',
      feature: 'webhooks',
      says: {
        'Retry with backoff for 3 days, then disable the endpoint':
          'Retry failed deliveries with exponential backoff for up to 3 days; then disable the endpoint and email the organisation owner.',
        'Retry a few times within an hour, then drop':
          'Retry a failed delivery up to five times within an hour, then mark it failed.',
        'No retries; events can be resent by hand':
          'Deliver each event once; failed deliveries can be resent from the delivery log.',
      },
    },
    {
      id: 'dev-telemetry',
      category: 'security',
      text: 'Should the CLI, SDK or extension send usage telemetry back to you?',
      options: ['No telemetry', 'Anonymous telemetry, with an opt-out', 'Only after the developer opts in'],
      recommended: 'Anonymous telemetry, with an opt-out',
      reason: 'Knowing which commands fail guides the roadmap; stating it on first run and honouring an opt-out keeps trust.',
      impact: 4,
      decision: 'Client telemetry',
      askIf: {
        answer: 'dev-product-type',
        is: ['An SDK or library they add to their code', 'A command-line tool', 'An editor or IDE extension'],
      },
      says: {
        'No telemetry': 'The client sends no telemetry of any kind.',
        'Anonymous telemetry, with an opt-out':
          'Send anonymous usage events (command, version, success) with no code, paths or secrets; say so on first run and honour an environment variable to opt out.',
        'Only after the developer opts in': 'Send anonymous usage events only after the developer explicitly opts in.',
      },
    },
    {
      id: 'dev-cli-install',
      category: 'launch',
      text: 'How should developers install the CLI?',
      options: ['npm', 'Homebrew, Scoop and a single binary download', 'pip', 'All of these'],
      recommended: 'Homebrew, Scoop and a single binary download',
      reason: 'A single binary works on every machine and in CI without a language runtime installed.',
      impact: 4,
      decision: 'CLI distribution',
      feature: 'cli',
    },
    {
      id: 'dev-support',
      category: 'launch',
      text: 'Where do developers get help when an integration does not work?',
      options: ['GitHub issues and discussions', 'A Discord or Slack community', 'Email support with response times per plan'],
      recommended: 'GitHub issues and discussions',
      reason: 'Public answers are found by the next developer through search, which cuts repeat questions.',
      impact: 3,
      decision: 'Developer support channel',
    },
  ],
} satisfies DomainInput;
