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
    ],
    es: [
      ['gasto*', 5],
      ['presupuesto*', 3],
      ['dividir gastos', 6],
      ['reembolso*', 4],
      ['recibo*', 3],
    ],
    fr: [
      ['dépense*', 5],
      ['budget*', 5],
      ['note de frais', 6],
      ['partager les frais', 6],
      ['justificatif*', 3],
    ],
    pt: [
      ['despesa*', 5],
      ['gasto*', 5],
      ['orçamento doméstico', 6],
      ['dividir contas', 6],
      ['reembolso*', 4],
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
  ],
} satisfies InteractionInput;
