import { NO_PAYMENT } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'subscriptions-memberships',
  name: 'Subscriptions and memberships',
  noun: 'membership app',
  verbs: [
    ['subscribe', 6],
    ['renew', 4],
    ['pause', 3],
    ['join', 2],
    ['cancel', 1],
  ],
  // "We don't need payments, membership fees go through Archery GB": no plans or renewals to charge.
  unlessSaid: [...NO_PAYMENT],
  nouns: [
    ['subscription', 6],
    ['membership', 6],
    ['pass', 2],
  ],
  // Members are whom a club has ("adhérents", "socios", "Mitglieder"); as in English, only the membership itself,
  // its fee or plan, is this pattern.
  recognise: {
    de: [
      ['mitgliedschaft*', 6],
      ['mitgliedsbeitr*', 6],
      ['abonnement*', 6],
      ['abo', 5],
      ['verlänger*', 2],
      ['*abo', 5],
      ['abonnier*', 6],
      ['mitgliedsausweis*', 5],
      ['jahresbeitrag', 5],
      ['monatsbeitrag', 5],
      ['kündig*', 3],
      ['gekündigt', 3],
      ['mitglied werden', 5],
      ['mitglied wird', 5],
      ['beitritt*', 4],
      ['premium', 2],
    ],
    es: [
      ['suscripci*', 6],
      ['membresía', 6],
      ['cuota mensual', 5],
      ['suscrib*', 6],
      ['suscrit*', 6],
      ['cuota*', 3],
      ['hacerse socio', 5],
      ['se hace socio', 5],
      ['se hacen socio', 5],
      ['abono*', 3],
      ['renovar', 3],
      ['renuev*', 3],
      ['renovamos', 3],
      ['darse de baja', 3],
      ['se da de baja', 3],
      ['se dan de baja', 3],
      ['plan mensual', 4],
      ['carnet de socio', 5],
      ['premium', 2],
    ],
    fr: [
      ['abonnement*', 6],
      ['adhésion*', 6],
      ['cotisation*', 5],
      ['abonne*', 6],
      ['adhérer', 3],
      ['adhère', 3],
      ['adhérons', 3],
      ['renouvel*', 3],
      ['résilier', 3],
      ['résili*', 3],
      ['carte de membre', 5],
      ['forfait*', 3],
      ['mensuel*', 2],
      ['premium', 2],
    ],
    pt: [
      ['assinatura*', 4],
      ['planos de assinatura', 6],
      ['mensalidade*', 5],
      ['assinante*', 5],
      ['assinar', 3],
      ['assina', 3],
      ['assinam', 3],
      ['assinamos', 3],
      ['renovar', 3],
      ['renova', 3],
      ['renovam', 3],
      ['renovamos', 3],
      ['clube de assinatura', 6],
      ['anuidade*', 5],
      ['carteirinha', 4],
      ['plano mensal', 4],
      ['premium', 2],
    ],
  },
  thing: 'subscription',
  things: 'subscriptions',
  features: [
    {
      id: 'subscriptions-memberships-plans',
      title: '{Thing} Plans and Prices',
      description: 'The plans on offer with price, billing period and what each includes, and sign-up in a few steps.',
      done: [
        {
          when: 'someone picks a plan and pays',
          then: 'start the {thing} at once, email a confirmation with the next renewal date, and show it in their account',
        },
      ],
    },
    {
      id: 'subscriptions-memberships-billing',
      title: 'Recurring Payments and Renewals',
      description: 'Automatic charges each period, receipts by email, and retries with a reminder when a card fails.',
      done: [
        {
          when: 'a renewal payment fails',
          then: 'retry over the following days, ask the member to update their card, and pause only after the last retry',
        },
        { when: 'a renewal is a week away on a yearly plan', then: 'email the member the date and the amount' },
      ],
    },
    {
      id: 'subscriptions-memberships-self-service',
      title: 'Self-service {Thing} Changes',
      description: 'Members upgrade, downgrade, pause or cancel on their own, with the rules shown before they confirm.',
      done: [
        {
          when: 'a member cancels',
          then: 'keep the {thing} active until the end of the paid period, confirm by email and stop the renewals',
        },
      ],
    },
    {
      id: 'subscriptions-memberships-members',
      title: 'Member List and Status',
      description:
        'Everyone with a {thing}: their plan, status (active, paused, lapsed) and renewal date, searchable and exportable.',
      done: [
        {
          when: 'staff filter the members by status',
          then: 'list the matching members with plan, status and renewal date, ready to export',
        },
      ],
    },
    {
      id: 'subscriptions-memberships-churn',
      title: 'Active {Things} and Churn',
      description: 'Active {things}, new ones and cancellations per month, and the regular income they bring.',
      done: [
        {
          when: 'the owner opens the figures for a month',
          then: 'show active {things}, new ones, cancellations and the monthly recurring income',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'subscriptions-memberships-billing',
      category: 'scope',
      text: 'How do {actors} pay for a {thing}?',
      options: [
        'Charged automatically every period',
        'Paid once per period, renewed by hand',
        'Paid outside the app; it only tracks who is a member',
      ],
      recommended: 'Charged automatically every period',
      reason: 'Automatic renewal is what keeps members; a renewal that needs action loses a share of them every period.',
      impact: 10,
      decision: 'Payment for {things}',
      replaces: 'online-payments',
      says: {
        'Charged automatically every period':
          'Members pay by card or direct debit, charged automatically each period until they cancel (e.g. Stripe Billing).',
        'Paid once per period, renewed by hand':
          'Members pay for one period at a time; before it ends they get a reminder with a link to renew and pay.',
        'Paid outside the app; it only tracks who is a member':
          'Payment happens outside the app; staff record who paid until when, and the app flags {things} that have lapsed.',
      },
      settledBy: {
        'Charged automatically every period': [
          'recurring payment',
          'direct debit',
          'auto-renew',
          'lastschrift',
          'domiciliación',
          'prélèvement',
        ],
      },
    },
    {
      id: 'subscriptions-memberships-benefits',
      category: 'data',
      text: 'What does a {thing} give the person who holds it?',
      options: [
        'Access at any time while it is active',
        'A set number of visits or credits per period',
        'A delivery each period',
        'Members-only content or discounts',
      ],
      recommended: 'Access at any time while it is active',
      reason:
        'Plain access is the simplest to run and explain; credits and deliveries add tracking that pays off only when needed.',
      impact: 9,
      decision: 'What a {thing} includes',
      says: {
        'Access at any time while it is active':
          'An active {thing} gives unlimited access for its period; the app checks it is active at every visit or login.',
        'A set number of visits or credits per period':
          'Each {thing} comes with a number of credits per period, used up by each visit; unused credits expire at renewal.',
        'A delivery each period':
          'Each period creates an order to deliver to the member, with a cut-off date for changes and skips.',
        'Members-only content or discounts': 'An active {thing} unlocks members-only content and discounts across the app.',
      },
    },
    {
      id: 'subscriptions-memberships-changes',
      category: 'edge-cases',
      text: 'Can {actors} pause or cancel a {thing} on their own?',
      options: [
        'Pause and cancel themselves, effective at period end',
        'Cancel themselves; pausing goes through staff',
        'Only through staff, with a notice period',
      ],
      recommended: 'Pause and cancel themselves, effective at period end',
      reason: 'A pause button saves many would-be cancellations, and online cancelling is now required by law in many places.',
      impact: 8,
      decision: 'Pausing and cancelling',
      feature: 'subscriptions-memberships-self-service',
      says: {
        'Pause and cancel themselves, effective at period end':
          'Members can pause (up to a set number of months) or cancel in their account, from the end of the paid period.',
        'Cancel themselves; pausing goes through staff':
          'Members can cancel in their account, effective at period end; pauses are requested and approved by staff.',
        'Only through staff, with a notice period':
          'Members ask staff to cancel or pause; a notice period applies and staff record the change in the app.',
      },
    },
    {
      id: 'subscriptions-memberships-periods',
      category: 'data',
      text: 'Which billing periods are offered for a {thing}?',
      options: ['Monthly only', 'Monthly and yearly, with a yearly discount', 'Yearly only', 'Fixed seasons with set dates'],
      recommended: 'Monthly and yearly, with a yearly discount',
      reason: 'Monthly lowers the barrier to join, and a yearly discount brings money up front and fewer cancellations.',
      impact: 7,
      decision: 'Billing periods',
      says: {
        'Monthly only': 'Every plan renews monthly.',
        'Monthly and yearly, with a yearly discount': 'Each plan is offered monthly and yearly; the yearly price is discounted.',
        'Yearly only': 'Every plan renews yearly, with a reminder a few weeks before the renewal.',
        'Fixed seasons with set dates':
          'Plans run for a fixed season or term with set start and end dates; late joiners pay pro rata.',
      },
      settledBy: {
        'Yearly only': ['annual fee', 'yearly fee', 'jahresbeitrag', 'cuota anual', 'cotisation annuelle', 'anuidade'],
        'Fixed seasons with set dates': [
          'season pass',
          'season ticket',
          'saisonkarte',
          'abono de temporada',
          'abonnement saison',
        ],
      },
    },
    {
      id: 'subscriptions-memberships-joining',
      category: 'user-flow',
      text: 'How does someone start a {thing}?',
      options: ['Sign up and pay online at once', 'Apply online; staff approve', 'Staff add them'],
      recommended: 'Sign up and pay online at once',
      reason: 'Instant sign-up is what converts; an approval step only suits groups with entry rules.',
      impact: 7,
      decision: 'Starting a {thing}',
      says: {
        'Sign up and pay online at once': 'Anyone can pick a plan, pay and start at once, with no staff step.',
        'Apply online; staff approve':
          'People apply online with the details asked for; staff approve or decline, and payment is taken on approval.',
        'Staff add them': 'Only staff create {things}; members get an invitation to set up their account.',
      },
      settledBy: {
        'Apply online; staff approve': ['membership application', 'aufnahmeantrag', 'solicitud de alta', 'demande d’adhésion'],
      },
    },
    {
      id: 'subscriptions-memberships-failed',
      category: 'edge-cases',
      text: 'What happens when the renewal payment for a {thing} fails?',
      options: ['Retries and reminders before a pause', 'Staff are told and follow up', 'It lapses at once'],
      recommended: 'Retries and reminders before a pause',
      reason: 'Most failed payments are expired cards; automatic retries with a reminder win most of them back.',
      impact: 6,
      decision: 'Failed renewals',
      askIf: { answer: 'subscriptions-memberships-billing', is: ['Charged automatically every period'] },
      says: {
        'Retries and reminders before a pause':
          'Retry a failed renewal over about two weeks, asking the member to update the card; pause after the last retry.',
        'Staff are told and follow up':
          'A failed renewal is listed for staff, who contact the member; the {thing} stays active meanwhile.',
        'It lapses at once': 'A failed renewal ends the {thing} at once; the member is told how to restart it.',
      },
    },
    {
      id: 'subscriptions-memberships-plan-change',
      category: 'edge-cases',
      text: 'What happens when someone moves a {thing} to a different plan part-way through a period?',
      options: [
        'Every change takes effect at the next renewal',
        'Upgrades at once with the difference charged; downgrades at renewal',
        'Any change at once, charged or credited pro rata',
      ],
      recommended: 'Upgrades at once with the difference charged; downgrades at renewal',
      reason:
        'Members get an upgrade straight away and pay only the difference, while downgrades wait so nobody is refunded mid-period.',
      impact: 6,
      decision: 'Changing plans',
      says: {
        'Every change takes effect at the next renewal':
          'A change of plan is saved at once but takes effect at the next renewal; until then the current plan applies.',
        'Upgrades at once with the difference charged; downgrades at renewal':
          'An upgrade applies at once and the difference for the rest of the period is charged; a downgrade applies at the next renewal.',
        'Any change at once, charged or credited pro rata':
          'Any change of plan applies at once; the unused part of the old plan is credited and the new plan charged pro rata.',
      },
    },
    {
      id: 'subscriptions-memberships-shared',
      category: 'data',
      text: 'Can one {thing} cover more than one person?',
      options: [
        'One person per {thing}',
        'Household {things} covering a set number of people',
        'Group {things} where one contact adds and removes people',
      ],
      recommended: 'One person per {thing}',
      reason:
        'One holder per {thing} keeps access checks and renewals simple; households and groups need a main holder and rules on who counts.',
      impact: 6,
      decision: 'People per {thing}',
      says: {
        'One person per {thing}': 'Each {thing} belongs to one person; everyone who uses it needs their own.',
        'Household {things} covering a set number of people':
          'A household {thing} covers up to a set number of people at one address; the main holder adds them and pays, and each gets their own access.',
        'Group {things} where one contact adds and removes people':
          'A group {thing} (a company or a school) has one contact who adds and removes people, up to the number paid for.',
      },
      settledBy: {
        'Household {things} covering a set number of people': [
          'family membership',
          'family plan',
          'familienmitgliedschaft',
          'membresía familiar',
          'cuota familiar',
          'adhésion familiale',
          'plano família',
        ],
        'Group {things} where one contact adds and removes people': [
          'corporate membership',
          'team plan',
          'firmenmitgliedschaft',
          'membresía corporativa',
          'adhésion entreprise',
          'plano empresarial',
        ],
      },
    },
    {
      id: 'subscriptions-memberships-import',
      category: 'data',
      text: 'Are there existing {things} to bring into the app when it starts?',
      options: [
        'No, everyone signs up anew',
        'Imported with their renewal dates, kept as they are',
        'Imported, and members are asked to set up payment before renewal',
      ],
      recommended: 'Imported, and members are asked to set up payment before renewal',
      reason:
        'Importing keeps everyone’s paid-up dates; asking members to add a card before renewal moves them over with no double charge.',
      impact: 6,
      decision: 'Existing {things}',
      says: {
        'No, everyone signs up anew': 'There are no existing {things} to bring in; everyone signs up in the app.',
        'Imported with their renewal dates, kept as they are':
          'Import existing {things} from a spreadsheet (name, email, plan, paid until); members get an invitation to their account and keep their dates.',
        'Imported, and members are asked to set up payment before renewal':
          'Import existing {things} from a spreadsheet with their paid-until dates; each member is invited to set up payment, and the first charge falls on their renewal date.',
      },
      // The sheet the user keeps today is asked about by name (the common kept-data question).
      askIf: { not: { keptData: true } },
    },
    {
      id: 'subscriptions-memberships-proof',
      category: 'user-flow',
      text: 'How do {actors} show that their {thing} is active?',
      options: ['Simply by signing in', 'A digital card with a QR code that staff scan', 'Staff check a member list at the door'],
      recommended: 'A digital card with a QR code that staff scan',
      reason:
        'A card on the phone works at the door, at events and at partner shops, and a scan shows at once whether the {thing} is active.',
      impact: 5,
      decision: 'Proof of {thing}',
      says: {
        'Simply by signing in': 'Members show nothing: what a {thing} gives is unlocked when they sign in.',
        'A digital card with a QR code that staff scan':
          'Each member has a digital card with a QR code (which can be added to the phone’s wallet); staff scan it to see at once whether the {thing} is active.',
        'Staff check a member list at the door':
          'Staff check a list of active {things} at the door, searchable by name and showing status and expiry.',
      },
      settledBy: {
        'A digital card with a QR code that staff scan': [
          'membership card',
          'member card',
          'mitgliedsausweis',
          'carné de socio',
          'carte de membre',
          'carteirinha',
          'cartão de sócio',
        ],
      },
    },
  ],
} satisfies InteractionInput;
