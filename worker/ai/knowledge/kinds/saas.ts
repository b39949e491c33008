import type { KindInput } from '../records';

export default {
  id: 'saas',
  noun: 'SaaS product',
  recognise: {
    en: [
      ['saas', 6],
      ['software as a service', 6],
      ['multi-tenant', 6],
      ['multitenant', 6],
      ['b2b software', 5],
      ['b2b', 2],
      ['per seat', 3],
      ['subscription plans', 2],
      ['pricing tiers', 4],
      ['pricing plans', 2],
      ['free trial', 3],
      ['freemium', 4],
      ['self-serve', 3],
      ['startup', 1],
      ['mrr', 2],
      ['churn', 1],
    ],
    de: [
      ['saas', 6],
      ['mandantenfahig', 6],
      ['abo-modell', 3],
      ['abomodell', 3],
      ['preismodell', 2],
      ['testphase', 2],
      ['b2b-software', 5],
    ],
    es: [
      ['software como servicio', 6],
      ['saas', 6],
      ['multiinquilino', 6],
      ['multi-inquilino', 6],
      ['planes de suscripcion', 3],
      ['prueba gratuita', 3],
    ],
    fr: [
      ['logiciel en tant que service', 6],
      ['saas', 6],
      ['multi-locataire', 6],
      ['multi-tenant', 6],
      ['formules d abonnement', 3],
      ['essai gratuit', 3],
    ],
    pt: [
      ['software como servico', 6],
      ['saas', 6],
      ['multi-inquilino', 6],
      ['multilocatario', 6],
      ['planos de assinatura', 3],
      ['teste gratis', 3],
      ['periodo de teste', 3],
    ],
  },
  exclude: ['our saas', 'my saas', 'saas metrics', 'saas companies', 'saas startups'],
  role: 'a senior full-stack engineer who builds secure, multi-tenant SaaS products with subscription billing',
  stack: 'web',
  headless: false,
  depth: 3,
  design:
    'a calm app shell with a sidebar and a workspace switcher, consistent tables and forms, and friendly empty states that walk a new customer to their first result',
  pages: [
    { name: 'Marketing home and pricing', purpose: 'what the product does, plans side by side, and the sign-up button' },
    { name: 'Sign up and onboarding', purpose: 'account and workspace creation, then a short checklist to the first result' },
    { name: 'App home', purpose: 'the workspace’s main work area with what needs attention' },
    { name: 'Team members', purpose: 'invite people, change roles, remove members' },
    { name: 'Billing', purpose: 'current plan, usage against limits, invoices, upgrade and cancel' },
    { name: 'Workspace settings', purpose: 'name, logo, integrations, API keys and danger zone' },
    { name: 'Operator admin', purpose: 'for the company running the product: customers, plans, usage and support actions' },
  ],
  features: [
    {
      id: 'workspaces',
      title: 'Sign-up and Team Workspaces',
      description: 'A customer signs up, creates a workspace for their company and everything they create lives inside it.',
      match: [
        'workspace',
        'organization',
        'tenant',
        'team account',
        'arbeitsbereich',
        'mandant',
        'espacio de trabajo',
        'organizacion',
        'espace de travail',
        'espaco de trabalho',
      ],
      done: [
        {
          when: 'a new customer signs up',
          then: 'create their account and a workspace with them as owner, then start onboarding',
        },
        {
          when: 'a member of one workspace requests a record of another workspace',
          then: 'answer as if the record did not exist',
        },
      ],
    },
    {
      id: 'team-invitations',
      title: 'Team Invitations and Roles',
      description: 'Owners invite colleagues by email into the workspace as admin or member, and can change or remove them.',
      match: [
        'invite',
        'invitations',
        'team members',
        'einladen',
        'einladung',
        'invitar',
        'invitacion',
        'inviter',
        'convidar',
        'convite',
      ],
      done: [
        {
          when: 'an admin invites a colleague by email',
          then: 'send an invite link valid for seven days that adds them with the chosen role',
        },
        { when: 'the last owner tries to leave or lose the owner role', then: 'refuse and ask them to name another owner first' },
      ],
    },
    {
      id: 'subscription-billing',
      title: 'Subscription Plans and Billing',
      description:
        'Monthly and yearly plans through Stripe Billing, with upgrades, downgrades, proration and tax handled by the provider.',
      match: [
        'subscription',
        'billing',
        'plans',
        'pricing',
        'abonnement',
        'abrechnung',
        'suscripcion',
        'facturacion',
        'planos',
        'cobranca',
      ],
      done: [
        { when: 'a customer upgrades their plan', then: 'charge the prorated difference and unlock the new limits at once' },
        {
          when: 'a renewal payment fails',
          then: 'retry on the provider’s schedule, email the billing contact and keep access during a grace period',
        },
      ],
    },
    {
      id: 'free-trial',
      title: 'Free Trial',
      description: 'New workspaces get full access for a set number of days, with reminders before the trial ends.',
      match: [
        'free trial',
        'trial',
        'testphase',
        'kostenlos testen',
        'prueba gratuita',
        'essai gratuit',
        'teste gratis',
        'periodo de teste',
      ],
      done: [
        {
          when: 'a trial ends without a plan chosen',
          then: 'switch the workspace to read-only or the free plan and show how to subscribe',
        },
      ],
    },
    {
      id: 'plan-limits',
      title: 'Plan Limits and Upgrade Prompts',
      description: 'Each plan sets limits (seats, projects, usage); reaching one explains the limit and offers the upgrade.',
      match: ['plan limits', 'quota', 'usage limits', 'upgrade', 'kontingent', 'cuota', 'limites do plano'],
      done: [
        {
          when: 'a workspace reaches a plan limit',
          then: 'block only the action that exceeds it, explain the limit and offer the upgrade',
        },
      ],
    },
    {
      id: 'billing-portal',
      title: 'Customer Billing Portal',
      description: 'Customers change card, download invoices, switch plans and cancel themselves, without writing to support.',
      match: ['billing portal', 'invoices', 'payment method', 'rechnungen', 'facturas', 'factures', 'faturas'],
      done: [
        { when: 'an owner cancels the subscription', then: 'keep access until the end of the paid period and ask for a reason' },
      ],
    },
    {
      id: 'onboarding-checklist',
      title: 'Onboarding Checklist',
      description: 'A short checklist that leads a new workspace to its first real result, ticked off automatically.',
      match: [
        'onboarding',
        'getting started',
        'setup wizard',
        'einrichtung',
        'primeros pasos',
        'premiers pas',
        'primeiros passos',
      ],
      done: [{ when: 'a new workspace completes a checklist step', then: 'tick it off automatically and show the next step' }],
    },
    {
      id: 'tenant-isolation',
      title: 'Tenant Data Isolation',
      description:
        'Every query is scoped to the current workspace on the server, with tests proving no data leaks between customers.',
      match: [
        'data isolation',
        'tenant isolation',
        'row level security',
        'datentrennung',
        'aislamiento de datos',
        'isolation des donnees',
        'isolamento de dados',
      ],
      done: [
        {
          when: 'any request reads or writes data',
          then: 'scope it to the caller’s workspace on the server, never trusting a workspace id from the client alone',
        },
      ],
    },
    {
      id: 'operator-admin',
      title: 'Operator Admin Console',
      description:
        'For the company running the product: all customers, their plans and usage, and support actions such as extending a trial.',
      match: [
        'admin console',
        'super admin',
        'operator',
        'back office',
        'backoffice',
        'panel de administracion',
        'console d administration',
        'painel administrativo',
      ],
      done: [
        {
          when: 'an operator opens a customer',
          then: 'show plan, usage, members and billing status, and log every support action taken',
        },
      ],
    },
    {
      id: 'audit-log',
      title: 'Audit Log',
      description:
        'Who did what in the workspace and when, visible to owners and admins; a common requirement of business customers.',
      match: [
        'audit log',
        'audit trail',
        'activity log',
        'protokoll',
        'registro de auditoria',
        'journal d audit',
        'log de auditoria',
      ],
      done: [
        {
          when: 'a member changes settings, roles or billing',
          then: 'record who, what and when in an append-only log visible to admins',
        },
      ],
    },
    {
      id: 'transactional-emails',
      title: 'Transactional Emails',
      description:
        'Welcome, invitation, password reset, trial ending and payment failed emails, branded and sent through a delivery service.',
      match: ['transactional email', 'welcome email', 'emails', 'e-mails', 'correos', 'courriels'],
      done: [{ when: 'a trial ends in three days', then: 'email the owner with the date and a link to choose a plan' }],
    },
    {
      id: 'api-webhooks',
      title: 'API Access and Webhooks',
      description: 'Workspace API keys and outgoing webhooks so customers can connect the product to their own tools.',
      match: ['api', 'api keys', 'webhooks', 'zapier', 'integrations', 'schnittstelle', 'integraciones', 'integracoes'],
      done: [
        {
          when: 'an admin creates an API key',
          then: 'show it once, store only its hash and let the admin revoke it at any time',
        },
      ],
    },
    {
      id: 'sso',
      title: 'Single Sign-On for Companies',
      description: 'SAML or OIDC sign-in through the customer’s identity provider, usually on the top plan.',
      match: [
        'sso',
        'single sign-on',
        'saml',
        'okta',
        'azure ad',
        'entra id',
        'inicio de sesion unico',
        'authentification unique',
      ],
      done: [
        {
          when: 'a workspace enforces SSO',
          then: 'send members of its email domain to the identity provider and disable password sign-in for them',
        },
      ],
    },
    {
      id: 'product-analytics',
      title: 'Product Usage Analytics',
      description: 'Sign-ups, activation, active workspaces, conversion to paid and churn, for the team running the product.',
      match: [
        'product analytics',
        'usage analytics',
        'mrr',
        'churn',
        'activation',
        'nutzungsanalyse',
        'analitica de uso',
        'analyse d usage',
        'metricas de uso',
      ],
      done: [
        {
          when: 'the operator opens the metrics page',
          then: 'show weekly sign-ups, activation rate, paying workspaces and churn',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'saas-pricing-model',
      category: 'scope',
      text: 'How will customers pay for {project}?',
      options: ['Flat monthly plans in tiers', 'Per user (per seat)', 'By usage', 'Free for now'],
      recommended: 'Flat monthly plans in tiers',
      reason: 'Tiers are easy to understand and to build; per-seat suits team tools, usage pricing needs metering first.',
      impact: 10,
      decision: 'Pricing model',
      replaces: 'online-payments',
      says: {
        'Flat monthly plans in tiers':
          'Sell two or three plans at a flat monthly or yearly price, each with its own limits, through Stripe Billing.',
        'Per user (per seat)':
          'Charge per member: the subscription quantity follows the number of members, prorated when people are added or removed.',
        'By usage':
          'Meter usage per workspace and bill it monthly through the provider’s metered billing, with a visible usage counter.',
        'Free for now': 'No billing in this version; keep a plan field on each workspace so paid plans can be added later.',
      },
    },
    {
      id: 'saas-tenancy',
      category: 'data',
      text: 'Do customers use {project} alone or as teams sharing a workspace?',
      options: ['One person per account', 'Teams share one workspace', 'Teams, and one person can be in several workspaces'],
      recommended: 'Teams share one workspace',
      reason: 'Business customers almost always bring colleagues; retrofitting workspaces into a single-user model is a rewrite.',
      impact: 9,
      decision: 'Accounts and workspaces',
      says: {
        'One person per account': 'Each account is one person; all data belongs to that account.',
        'Teams share one workspace': 'Data belongs to a workspace; people are members of exactly one workspace with a role.',
        'Teams, and one person can be in several workspaces':
          'Data belongs to a workspace; a person can belong to several workspaces with a different role in each and switch between them.',
      },
    },
    {
      id: 'saas-trial',
      category: 'user-flow',
      text: 'How do new customers start?',
      options: [
        '14-day free trial, no card',
        'Free trial, card required',
        'A free plan forever, paid upgrades',
        'A demo call first, then access',
      ],
      recommended: '14-day free trial, no card',
      reason: 'No-card trials bring the most sign-ups for a new product; a free plan only pays off with viral or team growth.',
      impact: 7,
      decision: 'How customers start',
      askIf: { answer: 'saas-pricing-model', isNot: ['Free for now'] },
      says: {
        '14-day free trial, no card':
          'New workspaces get 14 days of the full product without a card, with reminders 3 days and 1 day before the end.',
        'Free trial, card required':
          'New workspaces enter a card to start a 14-day trial that converts to paid unless cancelled.',
        'A free plan forever, paid upgrades': 'New workspaces start on a limited free plan and upgrade when they hit its limits.',
        'A demo call first, then access':
          'Sign-up books a demo; the team enables the workspace and plan by hand from the operator console.',
      },
    },
    {
      id: 'saas-customer-admin',
      category: 'roles',
      text: 'Inside a customer’s workspace, who may invite people and manage billing?',
      options: ['The owner only', 'Owners and admins', 'Owners and admins invite, only owners handle billing'],
      recommended: 'Owners and admins invite, only owners handle billing',
      reason: 'Admins need to onboard colleagues without bothering the owner, while billing stays with the person who pays.',
      impact: 6,
      decision: 'Workspace administration',
      askIf: { answer: 'saas-tenancy', isNot: ['One person per account'] },
    },
    {
      id: 'saas-data-isolation',
      category: 'security',
      text: 'How strictly must each customer’s data be kept apart?',
      options: ['Shared database, every row scoped to its workspace', 'A separate database or schema per customer'],
      recommended: 'Shared database, every row scoped to its workspace',
      reason:
        'Row scoping with tests (or row-level security) is safe and cheap; separate databases only pay off for regulated enterprise deals.',
      impact: 6,
      decision: 'Tenant isolation',
      says: {
        'Shared database, every row scoped to its workspace':
          'Use one database; every table carries a workspace id, every query is scoped on the server, and row-level security or tests prove it.',
        'A separate database or schema per customer':
          'Give each customer its own database schema, chosen per request from the workspace; migrations run across all of them.',
      },
    },
    {
      id: 'saas-failed-payment',
      category: 'edge-cases',
      text: 'What happens when a customer’s renewal payment fails?',
      options: [
        'Retry and email, downgrade after 14 days',
        'Retry and email, lock the workspace after 7 days',
        'Keep access, the team chases it by hand',
      ],
      recommended: 'Retry and email, downgrade after 14 days',
      reason:
        'Most failed renewals are expired cards; a grace period with reminders recovers them without losing data or goodwill.',
      impact: 5,
      decision: 'Failed renewals',
      feature: 'subscription-billing',
      askIf: { answer: 'saas-pricing-model', isNot: ['Free for now'] },
    },
    {
      id: 'saas-stack',
      category: 'scope',
      text: 'Which stack should {project} be built with?',
      options: ['Next.js + TypeScript + PostgreSQL', 'React Router (Remix) + TypeScript + PostgreSQL', 'Ruby on Rails', 'Django'],
      recommended: 'Next.js + TypeScript + PostgreSQL',
      reason: 'One typed codebase for marketing pages, app and API, with mature Stripe and auth libraries.',
      impact: 6,
      decision: 'Stack',
      askIf: { targetFamily: ['code-agent', 'chat-model', 'general'] },
      says: {
        'Next.js + TypeScript + PostgreSQL':
          'Build with Next.js (App Router), TypeScript, PostgreSQL with Drizzle or Prisma migrations, and Stripe Billing.',
        'React Router (Remix) + TypeScript + PostgreSQL':
          'Build with React Router in framework mode (Remix), TypeScript, PostgreSQL with migrations, and Stripe Billing.',
        'Ruby on Rails': 'Build with Ruby on Rails 8, PostgreSQL, Hotwire for interactivity and the Pay gem for Stripe Billing.',
        Django: 'Build with Django, PostgreSQL, HTMX for interactivity and dj-stripe for billing.',
      },
    },
  ],
} satisfies KindInput;
