import type { DomainInput } from '../records';

export default {
  id: 'banking-fintech',
  name: 'Banking, wallets and payment apps',
  noun: 'fintech app',
  complexity: 3,
  recognise: {
    en: [
      ['fintech', 6],
      ['neobank', 6],
      ['digital bank', 6],
      ['banking app', 6],
      ['mobile banking', 6],
      ['expense cards', 6],
      ['digital wallet', 6],
      ['wallet', 3],
      ['payment app', 5],
      ['p2p payments', 6],
      ['send money', 5],
      ['money transfer', 6],
      ['remittance', 6],
      ['kyc', 6],
      ['anti-money laundering', 6],
      ['card issuing', 6],
      ['virtual cards', 5],
      ['debit card', 4],
      ['iban', 4],
      ['banking as a service', 6],
      ['baas', 5],
      ['e-money', 6],
      ['open banking', 3],
      ['banking', 2],
      ['corporate cards', 6],
      ['revolut', 6],
      ['venmo', 6],
      ['mobile money', 6],
      ['m-pesa', 6],
      ['prepaid card', 5],
    ],
    de: [
      ['neobank*', 6],
      ['onlinebank*', 6],
      ['digitale bank', 6],
      ['geldtransfer', 6],
      ['geld senden', 5],
      ['uberweisung*', 3],
      ['girokonto', 5],
      ['digitale geldborse', 6],
      ['bezahl-app', 5],
      ['geldwasche*', 5],
      ['videoident', 6],
      ['e-geld', 6],
    ],
    es: [
      ['billetera digital', 6],
      ['monedero electronico', 6],
      ['banco digital', 6],
      ['neobanco', 6],
      ['envio de dinero', 6],
      ['transferencias de dinero', 6],
      ['remesas', 6],
      ['app de pagos', 5],
      ['enviar dinero', 4],
      ['tarjeta de debito', 4],
      ['blanqueo de capitales', 5],
      ['lavado de dinero', 5],
      ['bizum', 6],
    ],
    fr: [
      ['neobanque', 6],
      ['banque en ligne', 6],
      ['portefeuille electronique', 6],
      ['porte-monnaie electronique', 6],
      ['transfert d argent', 6],
      ['envoi d argent', 6],
      ['application de paiement', 5],
      ['carte de debit', 4],
      ['monnaie electronique', 6],
      ['lutte anti-blanchiment', 6],
      ['blanchiment', 4],
    ],
    pt: [
      ['carteira digital', 6],
      ['conta digital', 6],
      ['banco digital', 6],
      ['transferencia de dinheiro', 6],
      ['envio de dinheiro', 6],
      ['remessas', 6],
      ['app de pagamentos', 5],
      ['pix', 5],
      ['cartao de debito', 4],
      ['lavagem de dinheiro', 5],
    ],
  },
  exclude: ['leather wallet', 'leather wallets', 'apple wallet', 'google wallet', 'wallet pass', 'wallet passes', 'wallet size'],
  entities: [
    {
      name: 'Customer',
      fields: [
        'name',
        'date of birth',
        'address',
        'phone and email',
        'KYC status (pending, verified, rejected, review)',
        'risk level',
        'limits tier',
        'status (active, frozen, closed)',
      ],
    },
    {
      name: 'Account',
      fields: ['customer → Customer', 'currency', 'IBAN or account number', 'available balance', 'pending holds', 'status'],
    },
    {
      name: 'Ledger Entry',
      fields: ['transaction → Transaction', 'account → Account', 'debit or credit', 'amount', 'currency', 'posted at'],
    },
    {
      name: 'Transaction',
      fields: [
        'type (top-up, transfer, card payment, withdrawal, fee, FX)',
        'amount and currency',
        'from and to',
        'status (pending, completed, failed, reversed)',
        'idempotency key',
        'reference',
        'created at',
      ],
    },
    {
      name: 'Card',
      fields: ['account → Account', 'virtual or physical', 'last four digits', 'status (active, frozen, cancelled)', 'limits'],
    },
    { name: 'Payee', fields: ['customer → Customer', 'name', 'IBAN, account number or phone', 'bank', 'verified name match'] },
    {
      name: 'Verification',
      fields: [
        'customer → Customer',
        'provider check id',
        'document type',
        'liveness result',
        'sanctions and PEP result',
        'decided at',
      ],
    },
    {
      name: 'Compliance Case',
      fields: [
        'customer → Customer',
        'transactions → Transaction',
        'reason (rule hit)',
        'status',
        'assigned to',
        'decision and notes',
      ],
    },
  ],
  roles: [
    { name: 'Customer', can: 'open an account, verify identity, hold balances, send, receive and pay, manage cards' },
    { name: 'Support agent', can: 'see customer accounts and transactions, answer questions, freeze cards on request' },
    {
      name: 'Compliance analyst',
      can: 'review KYC and flagged transactions, request documents, freeze or close accounts, file reports',
    },
    { name: 'Finance and operations', can: 'reconcile the ledger with the partner bank, handle returned payments and fees' },
    { name: 'Admin', can: 'manage staff access, limits, fees and product settings, with every change logged' },
  ],
  features: [
    {
      id: 'kyc-onboarding',
      title: 'Sign-up with Identity Verification',
      description:
        'Sign-up with phone and email, then an ID document, a selfie liveness check, address and sanctions screening before money moves.',
      match: [
        'kyc',
        'identity verification',
        'onboarding',
        'id check',
        'identitatsprufung',
        'videoident',
        'verificacion de identidad',
        'verification d identite',
        'verificacao de identidade',
      ],
      done: [
        {
          when: 'a customer completes the identity check',
          then: 'activate the account on a pass, send it to manual review on a possible match, and explain next steps on a fail',
        },
        {
          when: 'a customer who is not yet verified tries to send money',
          then: 'stop the payment and take them to the verification step',
        },
      ],
    },
    {
      id: 'accounts-balances',
      title: 'Accounts and Balances',
      description:
        'Each customer’s accounts or wallets per currency, with available balance, pending holds and account details to receive money.',
      match: ['balance', 'account', 'wallet', 'konto', 'guthaben', 'cuenta', 'saldo', 'compte', 'solde', 'conta', 'carteira'],
      done: [
        {
          when: 'a customer opens their account',
          then: 'show the available balance, pending amounts separately and the latest transactions',
        },
      ],
    },
    {
      id: 'ledger',
      title: 'Double-entry Transaction Ledger',
      description:
        'Every movement of money as balanced debit and credit entries that are never edited, with balances derived from them.',
      match: ['ledger', 'double-entry', 'transactions', 'buchungen', 'hauptbuch', 'libro mayor', 'grand livre', 'livro razao'],
      done: [
        {
          when: 'any money moves',
          then: 'write balanced debit and credit entries in one database transaction and reject it if they do not sum to zero',
        },
        {
          when: 'the same payment request arrives twice with the same idempotency key',
          then: 'process it once and return the first result to the second request',
        },
        {
          when: 'two payments try to spend the same balance at once',
          then: 'lock the account, let exactly one through when funds suffice and decline the other',
        },
      ],
    },
    {
      id: 'p2p-transfers',
      title: 'Money Transfers and Requests',
      description:
        'Send money to contacts by phone, username or QR code, request money and split a bill, with a note on each payment.',
      match: [
        'send money',
        'p2p',
        'request money',
        'split',
        'geld senden',
        'enviar dinero',
        'envoyer de l argent',
        'enviar dinheiro',
        'pix',
      ],
      done: [
        {
          when: 'a customer sends money to another customer',
          then: 'show the recipient’s verified name before confirming, move the funds at once and notify both',
        },
      ],
    },
    {
      id: 'top-ups-withdrawals',
      title: 'Top-ups and Withdrawals',
      description: 'Add money by bank transfer, open banking or card, and withdraw to the customer’s own bank account.',
      match: [
        'top up',
        'top-up',
        'add money',
        'withdraw',
        'aufladen',
        'auszahlung',
        'recargar',
        'retirar',
        'recharger',
        'retrait',
        'recarregar',
        'sacar',
      ],
      done: [
        {
          when: 'a card top-up succeeds',
          then: 'credit the balance but hold the amount back from bank withdrawals for a set period against chargebacks',
        },
        {
          when: 'a withdrawal to a bank fails or is returned',
          then: 'reverse it in the ledger, return the money to the balance and tell the customer why',
        },
      ],
    },
    {
      id: 'cards',
      title: 'Virtual and Physical Cards',
      description:
        'Debit cards issued to the account, virtual at once and physical by post, with freeze, limits, PIN and Apple Pay or Google Pay.',
      match: ['card', 'cards', 'debit card', 'virtual card', 'karte', 'tarjeta', 'carte', 'cartao'],
      done: [
        {
          when: 'a customer freezes a card',
          then: 'decline every new card payment at once until they unfreeze it',
        },
        {
          when: 'a card payment is authorised',
          then: 'place a hold on the balance and settle or release it when the merchant clears it',
        },
      ],
    },
    {
      id: 'notifications-history',
      title: 'Instant Payment Notifications',
      description:
        'A push notification for every payment in and out, and a searchable history with merchant names, categories and receipts.',
      match: [
        'notification',
        'push',
        'transaction history',
        'benachrichtigung',
        'umsatze',
        'notificacion',
        'movimientos',
        'notification',
        'historique',
        'notificacao',
        'extrato',
      ],
      done: [
        {
          when: 'a card payment, transfer or top-up happens',
          then: 'send a push notification within seconds with the amount, merchant or person and the new balance',
        },
      ],
    },
    {
      id: 'fraud-aml',
      title: 'Fraud and Money-laundering Monitoring',
      description:
        'Rules and limits that flag unusual payments, sanctions screening, and a review queue where compliance decides.',
      match: [
        'fraud',
        'aml',
        'anti-money laundering',
        'transaction monitoring',
        'betrug',
        'geldwasche',
        'fraude',
        'blanqueo',
        'blanchiment',
        'lavagem',
      ],
      done: [
        {
          when: 'a payment hits a monitoring rule',
          then: 'hold it, open a compliance case with the rule and the customer’s recent activity, and tell the customer it is being checked',
        },
        {
          when: 'a payee or customer matches a sanctions list',
          then: 'block the payment and send the case to compliance without telling the customer the reason',
        },
      ],
    },
    {
      id: 'strong-auth',
      title: 'Strong Customer Authentication',
      description:
        'Sign-in and payment approval with two factors: the bound phone plus a passcode or biometrics, and a check on every new device.',
      match: [
        '2fa',
        'two-factor',
        'biometric',
        'face id',
        'sca',
        'zwei-faktor',
        'biometrie',
        'doble factor',
        'biometria',
        'double authentification',
        'biometrie',
      ],
      done: [
        {
          when: 'a customer signs in on a new device',
          then: 'require verification through the old device or a fresh identity check before any payment is allowed',
        },
      ],
    },
    {
      id: 'fx-international',
      title: 'International Transfers and Exchange',
      description:
        'Send money abroad or exchange between currencies with the rate, fee and arrival time shown up front and the rate held for the quote.',
      match: [
        'international transfer',
        'exchange',
        'fx',
        'currency',
        'remittance',
        'auslandsuberweisung',
        'wechselkurs',
        'transferencia internacional',
        'cambio de divisas',
        'change',
        'cambio',
      ],
      done: [
        {
          when: 'a customer asks for a quote',
          then: 'show rate, fee, amount received and arrival time, and hold the rate for a set time',
        },
        {
          when: 'the customer confirms after the quote has expired',
          then: 'show a fresh quote instead of executing at the old rate',
        },
      ],
    },
    {
      id: 'limits-tiers',
      title: 'Limits by Verification Level',
      description:
        'Daily and monthly limits for payments, top-ups and withdrawals that rise as the customer completes more checks.',
      match: ['limits', 'tiers', 'limite', 'limites', 'plafond', 'limites de transacao'],
      done: [
        {
          when: 'a payment would exceed the customer’s limit',
          then: 'decline it, show the limit and what is left, and offer the step that raises it',
        },
      ],
    },
    {
      id: 'statements',
      title: 'Statements and Account Documents',
      description: 'Monthly PDF statements, proof of account details and balance confirmations the customer can download.',
      match: ['statement', 'kontoauszug', 'extracto', 'releve', 'extrato bancario'],
      done: [
        {
          when: 'a month ends',
          then: 'produce a PDF statement per account with opening and closing balance and every transaction',
        },
      ],
    },
    {
      id: 'back-office',
      title: 'Compliance and Support Back Office',
      description:
        'Staff tools to look up customers, review verification and flagged payments, freeze accounts and record every decision.',
      match: ['back office', 'admin', 'compliance', 'support tool', 'backoffice', 'cumplimiento', 'conformite', 'conformidade'],
      done: [
        {
          when: 'a staff member views a customer’s data or changes an account',
          then: 'log who, when and why, and require a reason for freezes and closures',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Swan, Solaris, Unit or Stripe Treasury', for: 'accounts, IBANs, card issuing and safeguarding of customer money' },
    { name: 'Onfido, Sumsub or Veriff', for: 'ID document, selfie liveness and address checks' },
    { name: 'ComplyAdvantage or Dow Jones Risk', for: 'sanctions, PEP and adverse media screening' },
    { name: 'Plaid, TrueLayer or Tink', for: 'open-banking top-ups and verifying the customer’s own bank account' },
    { name: 'Apple Pay and Google Pay', for: 'adding issued cards to phone wallets' },
    { name: 'Wise Platform or Currencycloud', for: 'exchange rates and international payouts' },
  ],
  pages: [
    { name: 'Home', purpose: 'balances, the latest transactions and quick actions to send, top up and pay' },
    { name: 'Send', purpose: 'choose a contact or payee, amount and note, review the name and fee, confirm' },
    { name: 'Transactions', purpose: 'searchable history with details, receipts and a way to report a problem' },
    { name: 'Cards', purpose: 'card details, freeze, limits, PIN and adding to Apple Pay or Google Pay' },
    { name: 'Verification', purpose: 'step-by-step identity check with clear status' },
    { name: 'Profile and security', purpose: 'personal details, devices, passcode, limits and statements' },
    { name: 'Back office', purpose: 'staff view of customers, accounts, flagged payments and compliance cases' },
  ],
  design:
    'trustworthy and precise, mobile-first, with the balance as the hero, amounts always shown with currency and two decimals, every money action confirmed on a review screen and clear pending versus completed states',
  questions: [
    {
      id: 'fin-product',
      category: 'scope',
      text: 'What will customers mainly do with their money in your app?',
      options: [
        'A wallet for paying and sending money between users',
        'A money transfer service (sending money abroad)',
        'A digital bank account with cards',
        'A business account or company card product',
      ],
      recommended: 'A wallet for paying and sending money between users',
      reason: 'A wallet needs the least licensing and integrations, and proves the product before cards and bank accounts.',
      impact: 10,
      decision: 'Core product',
      says: {
        'A wallet for paying and sending money between users':
          'The core product is a stored-value wallet: customers top up, hold a balance, send money to other users and withdraw to their bank.',
        'A money transfer service (sending money abroad)':
          'The core product is international money transfer: customers send money to recipients’ bank accounts or mobile wallets abroad, with quotes and tracking.',
        'A digital bank account with cards':
          'The core product is a current account with its own account number, a debit card, incoming and outgoing bank transfers and card payments.',
        'A business account or company card product':
          'The core product is a business account: a company holds funds, issues cards to employees with spending limits and collects receipts.',
      },
    },
    {
      id: 'fin-licence',
      category: 'scope',
      text: 'Who will hold the licence and your customers’ money?',
      options: [
        'A banking-as-a-service partner (Swan, Solaris, Unit, Stripe Treasury)',
        'We are, or will be, licensed ourselves',
        'Nobody yet: a prototype without real money',
      ],
      recommended: 'A banking-as-a-service partner (Swan, Solaris, Unit, Stripe Treasury)',
      reason:
        'A partner’s licence, safeguarding and card issuing take months off the launch; your own licence takes a year or more.',
      impact: 10,
      decision: 'Licence and safeguarding',
      says: {
        'A banking-as-a-service partner (Swan, Solaris, Unit, Stripe Treasury)':
          'Build on a banking-as-a-service partner’s API: it holds the licence and customer funds, issues accounts and cards; the app never holds money itself.',
        'We are, or will be, licensed ourselves':
          'The company holds its own licence: build safeguarding account reconciliation, regulatory reporting exports and direct connections to payment schemes through a sponsor bank.',
        'Nobody yet: a prototype without real money':
          'Build a prototype with simulated money: a sandbox ledger and fake top-ups, clearly labelled as a demo, ready to swap in a partner API.',
      },
    },
    {
      id: 'fin-audience',
      category: 'scope',
      text: 'Who are your customers?',
      options: ['Consumers', 'Freelancers and small businesses', 'Companies and their employees'],
      recommended: 'Consumers',
      reason:
        'Consumer KYC is one person with one ID; business onboarding adds company registers, owners and directors to verify.',
      impact: 8,
      decision: 'Customers',
      replaces: 'audience',
      says: {
        Consumers: 'Customers are individual consumers, each verified with their own ID.',
        'Freelancers and small businesses':
          'Customers are freelancers and small businesses: onboarding checks the business registration and verifies every owner above 25 percent.',
        'Companies and their employees':
          'Customers are companies: onboarding verifies the company and its owners, and admins invite employees who get cards with limits.',
      },
    },
    {
      id: 'fin-markets',
      category: 'scope',
      text: 'Where will your customers live?',
      options: ['One country', 'Several countries in one region (such as the EU)', 'Worldwide'],
      recommended: 'One country',
      reason: 'Licences, ID documents, payment rails and tax rules differ per country; one market first keeps it buildable.',
      impact: 8,
      decision: 'Markets',
      says: {
        'One country': 'Launch in one country: one currency, its ID documents, its local payment rails and its language.',
        'Several countries in one region (such as the EU)':
          'Launch in several countries of one region: per-country ID documents and languages, one passported licence and the region’s payment rails (such as SEPA).',
        Worldwide:
          'Serve customers worldwide: country-by-country onboarding rules, many currencies and payout partners; block countries not yet supported.',
      },
    },
    {
      id: 'fin-sign-in',
      category: 'security',
      text: 'How do customers sign in and approve payments?',
      options: ['Password and a one-time code by SMS', 'Passcode plus Face ID or fingerprint on their bound phone', 'Passkeys'],
      recommended: 'Passcode plus Face ID or fingerprint on their bound phone',
      reason:
        'Payment rules (PSD2 SCA) require two factors; a bound phone plus biometrics meets them without SMS codes that can be hijacked.',
      impact: 9,
      decision: 'Sign-in and payment approval',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Password and a one-time code by SMS':
          'Customers sign in with a password and a one-time SMS code; payments above a small amount need a fresh code.',
        'Passcode plus Face ID or fingerprint on their bound phone':
          'The app is bound to one phone at sign-up; customers sign in and approve payments with a passcode or Face ID or fingerprint, and a new phone must be verified before it can pay.',
        Passkeys:
          'Customers sign in and approve payments with passkeys; recovery on a new device requires a fresh identity check.',
      },
    },
    {
      id: 'fin-new-device',
      category: 'security',
      text: 'What happens when a customer signs in on a new phone?',
      options: [
        'A password and an SMS code are enough',
        'Approve it on the old phone, or repeat the selfie check',
        'Only support can move the account after a call',
      ],
      recommended: 'Approve it on the old phone, or repeat the selfie check',
      reason:
        'SIM swaps defeat SMS codes and are how most accounts are taken over; a selfie re-check stops that without a support call.',
      impact: 6,
      decision: 'New devices',
      replaces: 'sign-in-methods',
      says: {
        'A password and an SMS code are enough':
          'A new phone can be used after the password and an SMS code; payments from it are limited for the first 24 hours.',
        'Approve it on the old phone, or repeat the selfie check':
          'A new phone must be approved on the old one, or the customer repeats the selfie liveness check against their ID; until then it cannot pay or change details.',
        'Only support can move the account after a call':
          'A new phone can only be activated by support after an identity call; until then it cannot be used.',
      },
    },
    {
      id: 'fin-kyc-provider',
      category: 'integrations',
      text: 'How will you verify your customers’ identity?',
      options: [
        'Through the banking partner’s own checks',
        'A KYC service such as Onfido, Sumsub or Veriff',
        'Staff review uploaded documents by hand',
      ],
      recommended: 'A KYC service such as Onfido, Sumsub or Veriff',
      reason:
        'Document, selfie and sanctions checks come in one SDK; manual review does not scale beyond a few dozen sign-ups a day.',
      impact: 8,
      decision: 'Identity verification',
      says: {
        'Through the banking partner’s own checks':
          'Use the banking partner’s hosted verification flow and read the result from its webhook.',
        'A KYC service such as Onfido, Sumsub or Veriff':
          'Verify customers with a KYC service SDK (ID document, selfie liveness, sanctions and PEP screening); possible matches go to a manual review queue.',
        'Staff review uploaded documents by hand':
          'Customers upload an ID and a selfie; compliance staff approve or reject each one in the back office, with a reason.',
      },
    },
    {
      id: 'fin-kyc-timing',
      category: 'user-flow',
      text: 'When must customers pass the identity check?',
      options: [
        'Before they can do anything',
        'Sign up first, verify before the first payment',
        'Small limits without full checks, full checks to lift them',
      ],
      recommended: 'Sign up first, verify before the first payment',
      reason: 'People look around first; verifying before money moves keeps you compliant without losing them at the door.',
      impact: 7,
      decision: 'When identity is checked',
      says: {
        'Before they can do anything': 'Customers must pass the identity check before they see anything beyond sign-up.',
        'Sign up first, verify before the first payment':
          'Customers can sign up and explore; the identity check is required before the first top-up or payment.',
        'Small limits without full checks, full checks to lift them':
          'New customers get low limits after a light check; a full identity check raises their limits (tiers set in the back office).',
      },
    },
    {
      id: 'fin-money-in',
      category: 'user-flow',
      text: 'How will customers add money to their account?',
      options: [
        'Bank transfer to their own account details',
        'Open-banking payment from their bank app',
        'Debit card top-up',
        'All of these',
      ],
      recommended: 'Open-banking payment from their bank app',
      reason: 'Instant, cheaper than card top-ups and with far less fraud; cards can be added where open banking is missing.',
      impact: 7,
      decision: 'Adding money',
      replaces: 'online-payments',
      says: {
        'Bank transfer to their own account details':
          'Customers add money by bank transfer to their own account number or IBAN; credit the balance when the partner reports the incoming payment.',
        'Open-banking payment from their bank app':
          'Customers add money through an open-banking payment initiated from the app and approved in their bank app; credit the balance when the payment settles.',
        'Debit card top-up':
          'Customers add money with a debit card (3-D Secure required); top-ups from cards are held back from withdrawals for a set period.',
        'All of these':
          'Customers add money by bank transfer to their own account details, by open-banking payment or by debit card with 3-D Secure.',
      },
    },
    {
      id: 'fin-ledger',
      category: 'data',
      text: 'What is the source of truth for your customers’ balances?',
      options: [
        'Our own double-entry ledger, reconciled with the partner daily',
        'The banking partner’s ledger, read through its API',
      ],
      recommended: 'Our own double-entry ledger, reconciled with the partner daily',
      reason: 'Every balance must be explained by entries; your own ledger shows holds at once and catches partner mismatches.',
      impact: 8,
      decision: 'Ledger',
      says: {
        'Our own double-entry ledger, reconciled with the partner daily':
          'Keep an own double-entry ledger in integer minor units; balances derive from entries, and a daily job reconciles them with the partner’s records and flags differences.',
        'The banking partner’s ledger, read through its API':
          'Balances and transactions come from the banking partner’s API; the app caches them for display and never computes balances itself.',
      },
    },
    {
      id: 'fin-suspicious',
      category: 'edge-cases',
      text: 'What happens when a payment looks suspicious?',
      options: [
        'Let it through and flag it for later review',
        'Hold it until the compliance team reviews it',
        'Hold it and ask the customer to confirm in the app first',
      ],
      recommended: 'Hold it and ask the customer to confirm in the app first',
      reason: 'Most flagged payments are genuine; asking the customer clears those in seconds and catches hijacked accounts.',
      impact: 8,
      decision: 'Suspicious payments',
      says: {
        'Let it through and flag it for later review':
          'Flagged payments go through and open a case for compliance to review later.',
        'Hold it until the compliance team reviews it':
          'Flagged payments are held and open a compliance case; they go through only after an analyst approves them.',
        'Hold it and ask the customer to confirm in the app first':
          'Flagged payments are held and the customer must confirm them in the app, with a warning about common scams; payments that still match money-laundering rules go to compliance.',
      },
    },
    {
      id: 'fin-currencies',
      category: 'scope',
      text: 'Which currencies must accounts hold?',
      options: ['One currency', 'A few currencies, with exchange between them', 'Many currencies and transfers abroad'],
      recommended: 'One currency',
      reason: 'Each extra currency adds exchange rates, fees and reconciliation; one currency keeps the ledger simple at first.',
      impact: 7,
      decision: 'Currencies',
      says: {
        'One currency': 'Accounts hold one currency.',
        'A few currencies, with exchange between them':
          'Customers hold balances in a few currencies and exchange between them at a shown rate and fee.',
        'Many currencies and transfers abroad':
          'Customers hold many currencies, exchange between them and send money abroad through a payout partner.',
      },
    },
    {
      id: 'fin-closing-data',
      category: 'security',
      text: 'When a customer closes their account, what happens to their data?',
      options: ['Kept for the legal retention period, then deleted', 'Deleted at once', 'Kept indefinitely'],
      recommended: 'Kept for the legal retention period, then deleted',
      reason:
        'Anti-money-laundering law requires keeping identity and transaction records for years (often 5) after the account closes.',
      impact: 6,
      decision: 'Data after closing',
      replaces: 'personal-data',
      says: {
        'Kept for the legal retention period, then deleted':
          'On closure, pay out any balance, lock the account and keep identity and transaction records for the legal retention period (5 years by default), then delete them; customers can export their data at any time.',
        'Deleted at once': 'On closure, pay out any balance and delete the customer’s personal data at once.',
        'Kept indefinitely': 'Closed accounts and their records are kept indefinitely.',
      },
    },
    {
      id: 'fin-unregistered-recipient',
      category: 'edge-cases',
      text: 'What happens when someone sends money to a phone number without an account?',
      options: ['Not allowed', 'Held for 7 days while the recipient is invited, then returned', 'Sent as a claim link by SMS'],
      recommended: 'Held for 7 days while the recipient is invited, then returned',
      reason: 'It turns payments into invitations while the money stays safe with the sender if nobody claims it.',
      impact: 5,
      decision: 'Sending to non-users',
      feature: 'p2p-transfers',
    },
  ],
} satisfies DomainInput;
