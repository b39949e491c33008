import type { InteractionInput } from '../records';

export default {
  id: 'budgets-expenses',
  name: 'Budgets and expenses',
  noun: 'budgeting app',
  verbs: [
    ['budget', 6],
    ['reimburse', 5],
    ['expense', 5],
    ['owe', 4],
    ['split', 4],
    ['spend', 3],
    ['categorise', 3],
    ['categorize', 3],
  ],
  nouns: [
    ['expense', 5],
    ['allowance', 3],
    ['budget', 5],
    ['reimbursement', 5],
    ['spending', 5],
    ['cost', 4],
    ['bill', 3],
  ],
  recognise: {
    de: [
      ['haushaltsbuch', 6],
      ['budget*', 5],
      ['spesen', 6],
      ['auslagen', 5],
      ['kosten teil*', 5],
      ['ausgaben', 4],
      ['einnahmen', 3],
      ['kassenbuch', 6],
      ['belege', 3],
      ['quittung*', 3],
      ['rückerstatt*', 4],
      ['erstatt*', 3],
      ['finanzen', 3],
      ['wer schuldet', 5],
      ['reisekosten', 5],
      ['ausgegeben', 4],
      ['kosten', 2],
    ],
    es: [
      ['gasto*', 5],
      ['presupuesto*', 3],
      ['dividir gastos', 6],
      ['reembolso*', 4],
      ['recibo*', 3],
      ['ingresos', 3],
      ['finanzas', 3],
      ['dividir la cuenta', 5],
      ['reembolsar', 4],
      ['quién debe', 5],
      ['gasta*', 4],
      ['viáticos', 5],
      ['ahorro*', 3],
      ['presupuesto mensual', 3],
      ['dinero', 2],
    ],
    fr: [
      ['dépense*', 5],
      ['budget*', 5],
      ['note de frais', 6],
      ['partager les frais', 6],
      ['justificatif*', 3],
      ['frais', 2],
      ['revenus', 3],
      ['rembours*', 4],
      ['qui doit combien', 5],
      ['tricount', 5],
      ['faire les comptes', 5],
      ['finances', 3],
      ['tickets de caisse', 4],
      ['épargne', 3],
      ['argent', 2],
    ],
    pt: [
      ['despesa*', 5],
      ['gasto*', 5],
      ['orçamento doméstico', 6],
      ['dividir contas', 6],
      ['reembolso*', 4],
      ['gasta*', 4],
      ['finanças', 3],
      ['controle financeiro', 5],
      ['recibo*', 3],
      ['notas fiscais', 3],
      ['quem deve', 4],
      ['orçamento mensal', 5],
      ['poupança', 3],
      ['contas da casa', 4],
      ['dinheiro', 2],
    ],
  },
  thing: 'expense',
  things: 'expenses',
  features: [
    {
      id: 'budgets-expenses-entry',
      title: 'Quick {Thing} Entry',
      description: 'Amount, date, category and a note in a few taps, with a photo of the receipt if there is one.',
      done: [
        {
          when: 'someone saves a {thing} with an amount and a category',
          then: 'add it to that category’s total for the month at once',
        },
        { when: 'someone saves a {thing} without an amount', then: 'keep what was entered and ask for the amount' },
      ],
    },
    {
      id: 'budgets-expenses-budgets',
      title: 'Budgets by Category',
      description: 'A monthly or yearly budget per category, with what is spent and what is left.',
      done: [
        {
          when: 'the {things} in a category reach 80% of its budget',
          then: 'show the category as nearly spent and warn the people who follow that budget',
        },
      ],
    },
    {
      id: 'budgets-expenses-overview',
      title: 'Spending Overview by Month',
      description: 'Totals per month and category, compared with the budget and the month before.',
      done: [
        {
          when: 'someone opens a month',
          then: 'show the total of the {things} per category next to its budget and the previous month',
        },
      ],
    },
    {
      id: 'budgets-expenses-split',
      title: 'Shared Costs and Balances',
      description: 'Who paid what for the group, who owes whom, and the fewest payments that settle it.',
      done: [
        {
          when: 'someone records a shared {thing} and who shares it',
          then: 'split it as chosen (equally, by shares or by amounts) and update every balance',
        },
        {
          when: 'someone asks to settle up',
          then: 'list the fewest payments that bring every balance to zero',
        },
      ],
    },
    {
      id: 'budgets-expenses-export',
      title: '{Thing} Export for Accounting',
      description: 'A CSV or PDF of the {things} of a period with their receipts, for accounting or tax.',
      done: [
        {
          when: 'someone exports a period',
          then: 'download every {thing} of that period with category, amount, currency and a link to its receipt',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'budgets-expenses-purpose',
      category: 'scope',
      text: 'What will people mainly record {things} for?',
      options: [
        'Keeping to a personal or household budget',
        'Splitting shared costs between people',
        'Claiming money back from an organisation',
      ],
      recommended: 'Keeping to a personal or household budget',
      reason: 'Budgeting is the commonest need; splitting and claims each add balances or approvals of their own.',
      impact: 10,
      decision: 'Main purpose',
      says: {
        'Keeping to a personal or household budget':
          'The core is a budget: {things} by category against monthly limits, for one person or one household.',
        'Splitting shared costs between people':
          'The core is shared costs: each {thing} records who paid and who shares it, and balances show who owes whom.',
        'Claiming money back from an organisation':
          'The core is claims: people submit {things} with receipts, someone approves them, and approved claims are paid back.',
      },
      settledBy: {
        'Splitting shared costs between people': [
          'split',
          'splitting',
          'shared costs',
          'split costs',
          'split the bill',
          'split expenses',
          'who owes',
          'splitwise',
          'kosten teilen',
          'dividir gastos',
          'partager les frais',
          'dividir contas',
        ],
        'Claiming money back from an organisation': [
          'reimburse',
          'reimbursement',
          'expense claim',
          'expense report',
          'spesen',
          'auslagen',
          'reembolso',
          'note de frais',
        ],
        'Keeping to a personal or household budget': [
          'household budget',
          'personal budget',
          'haushaltsbuch',
          'presupuesto familiar',
          'budget familial',
          'orçamento doméstico',
        ],
      },
    },
    {
      id: 'budgets-expenses-input',
      category: 'integrations',
      text: 'How should {things} get into the app?',
      options: ['Typed in by hand', 'Typed in plus bank CSV import', 'Synced from the bank automatically'],
      recommended: 'Typed in plus bank CSV import',
      reason: 'CSV import saves most typing without the cost, contracts and consent flows of a bank data provider.',
      impact: 8,
      decision: 'Getting {things} in',
      says: {
        'Typed in by hand': 'People type in each {thing}; the form remembers recent categories and shops.',
        'Typed in plus bank CSV import':
          'People type in {things} or import a bank CSV, which skips lines already recorded and suggests categories.',
        'Synced from the bank automatically':
          'Connect bank accounts through an open-banking provider; new transactions arrive daily and only need a category.',
      },
      settledBy: {
        'Synced from the bank automatically': ['open banking', 'bank sync', 'plaid', 'gocardless', 'tink', 'nordigen'],
      },
    },
    {
      id: 'budgets-expenses-categories',
      category: 'data',
      text: 'How should {things} be sorted into categories?',
      options: ['A fixed list set up once', 'A starter list people can extend', 'Suggested automatically from the shop name'],
      recommended: 'A starter list people can extend',
      reason: 'A starter list works on day one; people’s own categories make the totals match how they think about money.',
      impact: 7,
      decision: 'Categories',
    },
    {
      id: 'budgets-expenses-currencies',
      category: 'data',
      text: 'Can the {things} be in more than one currency?',
      options: ['A single currency', 'Several currencies converted to one', 'Several currencies kept apart'],
      recommended: 'A single currency',
      reason: 'One currency keeps every total simple; add conversion only when {actors} really spend abroad.',
      impact: 7,
      decision: 'Currencies',
      says: {
        'A single currency': 'All amounts are in one currency, set once.',
        'Several currencies converted to one':
          'Each {thing} keeps its own currency and amount and is converted at that day’s rate into the main currency for totals.',
        'Several currencies kept apart': 'Each {thing} keeps its own currency; totals are shown per currency, never converted.',
      },
      settledBy: {
        'Several currencies converted to one': [
          'currencies',
          'multi-currency',
          'multiple currencies',
          'exchange rate',
          'foreign currency',
          'währungen',
          'wechselkurs',
          'divisas',
          'tipo de cambio',
          'devises',
          'taux de change',
          'moedas',
          'câmbio',
        ],
      },
    },
    {
      id: 'budgets-expenses-receipts',
      category: 'data',
      text: 'Does a {thing} need a receipt?',
      options: ['No receipt needed', 'An optional photo of the receipt', 'A required photo, with the amount read from it'],
      recommended: 'An optional photo of the receipt',
      reason: 'A photo is quick and settles questions later; requiring one only pays off when {things} are paid back.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'A required photo, with the amount read from it',
          reason: 'Claims at work need a receipt for tax and audit; reading the amount from the photo saves typing and typos.',
        },
      ],
      impact: 6,
      decision: 'Receipts',
    },
    {
      id: 'budgets-expenses-overspend',
      category: 'edge-cases',
      text: 'What happens when a budget for {things} is about to run out?',
      options: [
        'Nothing: it shows in the overview',
        'A warning at 80% and when it is passed',
        'New {things} in that category need approval',
      ],
      recommended: 'A warning at 80% and when it is passed',
      reason: 'An early warning leaves time to change course; blocking spending rarely matches how money is really spent.',
      impact: 5,
      decision: 'Budget warnings',
      askIf: { answer: 'budgets-expenses-purpose', isNot: ['Splitting shared costs between people'] },
    },
    {
      id: 'budgets-expenses-recurring',
      category: 'data',
      text: 'How should {things} that come back regularly, such as rent or subscriptions, be handled?',
      options: [
        'No special handling: entered each time',
        'Set up once, then added automatically every time',
        'Set up once, then confirmed every time it falls due',
      ],
      recommended: 'Set up once, then confirmed every time it falls due',
      reason:
        'Amounts of regular {things} drift; confirming each one keeps totals right and avoids counting it twice after a bank import.',
      impact: 6,
      decision: 'Regular {things}',
      says: {
        'No special handling: entered each time':
          'Regular {things} are entered each time like any other; there is no repeat set-up.',
        'Set up once, then added automatically every time':
          'People set up a regular {thing} once (amount, category, how often); it is added automatically on each due date.',
        'Set up once, then confirmed every time it falls due':
          'People set up a regular {thing} once (amount, category, how often); on each due date it appears as expected, to confirm or adjust, and a matching imported line is recognised instead of doubled.',
      },
    },
    {
      id: 'budgets-expenses-rollover',
      category: 'edge-cases',
      text: 'What happens to what is left or overspent in a budget at the end of its period?',
      options: ['Every period starts fresh', 'It carries over to the next period', 'Chosen per category: carried over or not'],
      recommended: 'Every period starts fresh',
      reason:
        'A fresh start keeps every month easy to read; carrying over suits saving up for yearly costs and can be switched on per category later.',
      impact: 6,
      decision: 'Leftover budget',
      askIf: { answer: 'budgets-expenses-purpose', isNot: ['Splitting shared costs between people'] },
      says: {
        'Every period starts fresh':
          'Each budget starts from its full amount every period; what was left or overspent shows in the history only.',
        'It carries over to the next period':
          'What is left in a budget at the end of a period is added to the next period’s amount, and an overspend is taken off it.',
        'Chosen per category: carried over or not':
          'Each category is set either to start fresh or to carry what is left or overspent over into the next period.',
      },
      settledBy: {
        'It carries over to the next period': ['rollover', 'roll over', 'carry over', 'envelope budget'],
      },
    },
    {
      id: 'budgets-expenses-corrections',
      category: 'data',
      text: 'Can a {thing} be changed or deleted after it has been recorded?',
      options: [
        'Freely, with no history kept',
        'Freely, with every change kept in a history',
        'Locked once a period is closed; corrections are new entries',
      ],
      recommended: 'Freely, with every change kept in a history',
      reason: 'People fix typos all the time; a history answers “who changed this amount?” without getting in the way.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Locked once a period is closed; corrections are new entries',
          reason:
            'Figures at work must not change after they are reported; closing periods and correcting by new entries keeps them auditable.',
        },
      ],
      impact: 6,
      decision: 'Changing recorded {things}',
      says: {
        'Freely, with no history kept': 'Any {thing} can be edited or deleted at any time; only the current values are kept.',
        'Freely, with every change kept in a history':
          '{Things} can be edited or deleted; every change is kept in a history with the old value, who made it and when, and deleted ones can be restored.',
        'Locked once a period is closed; corrections are new entries':
          'Once a period is closed its {things} are locked; a mistake is corrected by a new entry that refers to the original, so closed totals never change.',
      },
    },
    {
      id: 'budgets-expenses-projects',
      category: 'data',
      text: 'Besides a category, should a {thing} belong to something such as a project, an event or a trip?',
      options: ['Only a category', 'A category plus an optional project or event', 'Each in one project that has its own budget'],
      recommended: 'A category plus an optional project or event',
      reason:
        'A tag answers “what did the trip cost?” at almost no cost; separate project budgets are worth it only when projects are run that way.',
      impact: 6,
      decision: 'Projects and events',
      says: {
        'Only a category': 'A {thing} has a category only; totals are by category and period.',
        'A category plus an optional project or event':
          'A {thing} can also be tagged with a project, event or trip from a list people keep; totals can be shown per tag as well as per category.',
        'Each in one project that has its own budget':
          'Every {thing} belongs to one project; each project has its own budget by category and its own overview.',
      },
    },
  ],
} satisfies InteractionInput;
