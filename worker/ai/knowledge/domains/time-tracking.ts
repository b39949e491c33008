import type { DomainInput } from '../records';

export default {
  id: 'time-tracking',
  name: 'Time tracking and timesheets',
  noun: 'time tracking app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['time tracking', 6],
      ['time tracker', 6],
      ['track time', 5],
      ['track hours', 5],
      ['track my hours', 5],
      ['timesheet', 6],
      ['weekly timesheet', 3],
      ['time off', 2],
      ['time sheet', 5],
      ['billable hours', 5],
      ['billable time', 5],
      ['billable', 3],
      ['non-billable', 4],
      ['time entries', 5],
      ['hours per project', 5],
      ['time per project', 5],
      ['project time', 4],
      ['hours worked', 3],
      ['hourly rate', 3],
      ['utilization', 3],
      ['utilisation', 3],
      ['timer', 3],
      ['timesheet approval', 4],
      ['toggl', 6],
      ['clockify', 6],
      ['everhour', 6],
      ['harvest app', 5],
      ['tempo timesheets', 6],
      ['hours', 1],
    ],
    de: [
      ['zeiterfassung', 5],
      ['projektzeit*', 6],
      ['stundenzettel', 6],
      ['stundenerfassung', 6],
      ['stundennachweis', 6],
      ['zeitnachweis', 5],
      ['leistungsnachweis', 5],
      ['tatigkeitsnachweis', 5],
      ['abrechenbare stunden', 6],
      ['stundensatz', 3],
      ['arbeitsstunden', 3],
    ],
    es: [
      ['control de horas', 6],
      ['registro de horas', 6],
      ['horas facturables', 6],
      ['hoja de horas', 6],
      ['parte de horas', 6],
      ['seguimiento del tiempo', 6],
      ['horas por proyecto', 5],
      ['horas trabajadas', 3],
      ['tarifa por hora', 3],
      ['cronometro', 3],
    ],
    fr: [
      ['suivi du temps', 6],
      ['suivi des temps', 6],
      ['saisie des temps', 6],
      ['feuille de temps', 5],
      ['heures facturables', 6],
      ['temps passe', 5],
      ['imputation des temps', 6],
      ['heures par projet', 5],
      ['taux horaire', 3],
      ['chronometre', 3],
    ],
    pt: [
      ['controle de horas', 6],
      ['registro de horas', 6],
      ['horas faturaveis', 6],
      ['apontamento de horas', 6],
      ['folha de horas', 6],
      ['horas por projeto', 5],
      ['horas trabalhadas', 3],
      ['valor hora', 3],
      ['cronometro', 3],
    ],
  },
  exclude: [
    'real time',
    'real-time',
    'delivery time',
    'response time',
    'screen time',
    'lead time',
    'travel time',
    'cooking time',
    'wait time',
    'egg timer',
    'kitchen timer',
    'workout timer',
    'interval timer',
    'pomodoro timer',
    'meditation timer',
  ],
  entities: [
    {
      name: 'Time Entry',
      fields: [
        'person → Person',
        'project → Project',
        'task → Task',
        'date',
        'duration',
        'start and end (timer)',
        'note',
        'billable',
        'status (open, submitted, approved, invoiced)',
      ],
    },
    {
      name: 'Project',
      fields: [
        'name',
        'client → Client',
        'billing (hourly, fixed fee, non-billable)',
        'budget (hours or money)',
        'manager → Person',
        'status',
      ],
    },
    { name: 'Task', fields: ['name (design, development, meetings…)', 'project → Project', 'billable by default', 'rate'] },
    { name: 'Client', fields: ['name', 'contact', 'currency', 'default rate', 'invoicing address'] },
    {
      name: 'Person',
      fields: ['name', 'email', 'role', 'manager → Person', 'weekly hours', 'billable rate', 'cost rate'],
    },
    {
      name: 'Timesheet',
      fields: ['person → Person', 'week', 'total hours', 'status (open, submitted, approved, rejected)', 'approved by → Person'],
    },
    { name: 'Time Off', fields: ['person → Person', 'type (holiday, sick, unpaid)', 'from', 'to', 'hours', 'status'] },
    { name: 'Invoice', fields: ['client → Client', 'entries → Time Entry', 'period', 'amount', 'status', 'sent to accounting'] },
  ],
  roles: [
    { name: 'Admin', can: 'manage people, clients, projects, rates and settings, and see every report' },
    { name: 'Project manager', can: 'manage their projects and budgets, see and approve the hours logged on them' },
    { name: 'Team member', can: 'track time on their projects, submit weekly timesheets and request time off' },
    { name: 'Finance', can: 'see approved billable hours, create invoices and export to accounting' },
  ],
  features: [
    {
      id: 'timer-entries',
      title: 'Timer and Manual Time Entries',
      description:
        'Start and stop a timer on a project and task, or type a duration for a day; each entry has a note and a billable flag.',
      match: [
        'timer',
        'stopwatch',
        'track time',
        'time entry',
        'zeit erfassen',
        'stoppuhr',
        'cronometro',
        'registrar horas',
        'chronometre',
        'saisir le temps',
        'apontar horas',
      ],
      done: [
        {
          when: 'a person starts a timer while another one is running',
          then: 'stop the running timer and save its entry before starting the new one',
        },
        {
          when: 'a timer has been running for more than 10 hours',
          then: 'ask the person whether it was left on by mistake before saving the entry',
        },
      ],
    },
    {
      id: 'weekly-timesheets',
      title: 'Weekly Timesheets',
      description: 'A week grid of projects and tasks by day where people fill in or correct hours and submit the week.',
      match: [
        'timesheet',
        'time sheet',
        'weekly hours',
        'stundenzettel',
        'wochenubersicht',
        'hoja de horas',
        'parte de horas',
        'feuille de temps',
        'folha de horas',
      ],
      done: [
        {
          when: 'a person submits a week',
          then: 'mark all its entries submitted, total the hours against their contracted hours and notify the approver',
        },
      ],
    },
    {
      id: 'projects-clients',
      title: 'Projects, Clients and Tasks',
      description:
        'Clients with their projects, each project with its tasks, billing type (hourly, fixed fee, non-billable) and the people allowed on it.',
      match: ['projects', 'clients', 'tasks', 'projekte', 'kunden', 'proyectos', 'clientes', 'projets', 'projetos'],
      done: [
        {
          when: 'a project is archived',
          then: 'hide it from the timer and timesheet while keeping its entries in reports',
        },
      ],
    },
    {
      id: 'billable-rates',
      title: 'Billable Hours and Rates',
      description:
        'Billable and non-billable time, hourly rates per person, project or task, and the billable amount of every entry.',
      match: [
        'billable',
        'hourly rate',
        'rates',
        'abrechenbar',
        'stundensatz',
        'facturable',
        'tarifa',
        'taux horaire',
        'faturavel',
        'valor hora',
      ],
      done: [
        {
          when: 'a billable entry is saved',
          then: 'price it with the rate that applies (task, then project, then person) and store that rate on the entry',
        },
        {
          when: 'a rate changes',
          then: 'apply the new rate to entries from its start date only and leave invoiced entries unchanged',
        },
      ],
    },
    {
      id: 'timesheet-approvals',
      title: 'Timesheet Approvals',
      description: 'Approvers check submitted weeks, approve them or send them back with a comment; approved hours are locked.',
      match: ['approval', 'approve', 'sign-off', 'freigabe', 'genehmigung', 'aprobacion', 'validation', 'aprovacao'],
      done: [
        {
          when: 'an approver rejects a week',
          then: 'reopen it for the person with the approver’s comment and notify them',
        },
        {
          when: 'someone edits an entry in an approved week',
          then: 'refuse unless an approver has reopened the week',
        },
      ],
    },
    {
      id: 'budgets',
      title: 'Project Budgets and Alerts',
      description: 'A budget in hours or money per project, the share used so far, and alerts at 80 and 100 percent.',
      match: ['budget', 'over budget', 'budgetwarnung', 'presupuesto', 'depassement', 'orcamento'],
      done: [
        {
          when: 'logged time reaches 80 percent of a project’s budget',
          then: 'alert the project manager once with hours used, hours left and who logged the most',
        },
      ],
    },
    {
      id: 'invoicing',
      title: 'Invoices from Tracked Time',
      description:
        'Turn a client’s approved, uninvoiced billable hours for a period into an invoice, and mark those entries invoiced.',
      match: ['invoice', 'invoicing', 'billing', 'rechnung', 'abrechnung', 'factura', 'facture', 'fatura', 'cobranca'],
      done: [
        {
          when: 'an invoice is created for a client and period',
          then: 'include only approved, uninvoiced billable entries, grouped by project and task, and mark them invoiced',
        },
        {
          when: 'an invoice is deleted before it is sent',
          then: 'release its entries so they can be invoiced again',
        },
      ],
    },
    {
      id: 'reports',
      title: 'Reports by Client, Project and Person',
      description:
        'Hours and amounts by client, project, task and person, billable ratio and utilisation, filterable by period and exportable.',
      match: ['report', 'utilisation', 'utilization', 'analytics', 'auswertung', 'auslastung', 'informe', 'rapport', 'relatorio'],
      done: [
        {
          when: 'a manager runs a report for a month',
          then: 'show hours, billable share and amounts per client, project and person, with an export to CSV and Excel',
        },
      ],
    },
    {
      id: 'missing-reminders',
      title: 'Reminders for Missing Hours',
      description:
        'People who have not logged or submitted their hours by the deadline get a reminder, and their approver a list.',
      match: ['reminder', 'missing hours', 'erinnerung', 'fehlende stunden', 'recordatorio', 'rappel', 'lembrete'],
      done: [
        {
          when: 'the weekly deadline passes and a person has not submitted their week',
          then: 'remind the person and list them for their approver',
        },
      ],
    },
    {
      id: 'time-off',
      title: 'Time Off and Holidays',
      description:
        'Holiday, sick and other leave requests with balances and approval; approved time off fills the timesheet automatically.',
      match: [
        'time off',
        'vacation',
        'holiday',
        'leave',
        'pto',
        'urlaub',
        'abwesenheit',
        'vacaciones',
        'ausencias',
        'conges',
        'absences',
        'ferias',
        'folgas',
      ],
      done: [
        {
          when: 'a time-off request is approved',
          then: 'reduce the person’s balance and add the hours to their timesheet as non-billable time off',
        },
      ],
    },
    {
      id: 'working-time',
      title: 'Overtime and Working-time Balance',
      description: 'Contracted hours per person, the running balance of overtime or hours owed, and public holidays per region.',
      match: [
        'overtime',
        'working time',
        'flexitime',
        'uberstunden',
        'arbeitszeitkonto',
        'gleitzeit',
        'horas extra',
        'heures supplementaires',
        'banco de horas',
      ],
      done: [
        {
          when: 'a week is approved',
          then: 'add the difference between logged and contracted hours to the person’s balance',
        },
      ],
    },
    {
      id: 'calendar-import',
      title: 'Time from Calendar and Jira',
      description:
        'Suggested entries from calendar meetings and tickets worked on in Jira or Asana, which people confirm with one click.',
      match: ['calendar', 'jira', 'google calendar', 'outlook', 'integration', 'kalender', 'calendario', 'calendrier'],
      done: [
        {
          when: 'a person opens a day in their timesheet',
          then: 'show that day’s calendar events as suggested entries that are not counted until confirmed',
        },
      ],
    },
    {
      id: 'expenses',
      title: 'Project Expenses',
      description: 'Expenses with receipts recorded on projects, marked billable to add them to the client’s invoice.',
      match: ['expenses', 'receipts', 'ausgaben', 'spesen', 'gastos', 'frais', 'despesas'],
      done: [
        {
          when: 'a billable expense is approved',
          then: 'add it to the next invoice for that client with the receipt attached',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Xero and QuickBooks Online', for: 'sending invoices built from approved billable hours' },
    { name: 'Google Calendar and Outlook', for: 'suggesting entries from meetings' },
    { name: 'Jira and Asana', for: 'tracking time against tickets and suggesting entries from work done' },
    { name: 'Slack', for: 'timer commands and reminders about missing hours' },
    { name: 'Stripe', for: 'clients paying invoices online by card or bank debit' },
  ],
  pages: [
    { name: 'Track', purpose: 'the running timer and today’s entries, start another with one tap' },
    { name: 'Timesheet', purpose: 'the week grid by project and task, totals and submit' },
    { name: 'Approvals', purpose: 'submitted weeks waiting for the approver, with entry details' },
    { name: 'Projects', purpose: 'clients and projects with budgets used, rates and team' },
    { name: 'Reports', purpose: 'hours and amounts by client, project, task and person; export' },
    { name: 'Invoices', purpose: 'uninvoiced billable hours per client and the invoices made from them' },
    { name: 'Time off', purpose: 'requests, balances and the team’s absences calendar' },
  ],
  design:
    'quiet and fast, built around the running timer and the week grid, with keyboard entry everywhere, totals that update as you type and clear billable versus non-billable colours',
  questions: [
    {
      id: 'tt-audience',
      category: 'scope',
      text: 'Whose hours will it track?',
      options: ['Just my own, as a freelancer', 'Our team or agency', 'A time-tracking product for many companies'],
      recommended: 'Our team or agency',
      reason:
        'A team brings approvals, rates per person and reports; a solo tracker needs none of that, a product adds workspaces.',
      impact: 9,
      decision: 'Whose hours',
      replaces: 'audience',
      says: {
        'Just my own, as a freelancer':
          'Build it for one freelancer: no teams or approvals, just clients, projects, timers, reports and invoices.',
        'Our team or agency': 'Build it for one company’s team, with people, roles and approvals.',
        'A time-tracking product for many companies':
          'Build it as a multi-company product: each company signs up, gets its own workspace and sees only its own people, clients and hours.',
      },
    },
    {
      id: 'tt-purpose',
      category: 'scope',
      text: 'What are the tracked hours mainly used for?',
      options: [
        'Billing clients by the hour',
        'Knowing what projects really cost',
        'Payroll and working-time records',
        'Billing clients and knowing project costs',
      ],
      recommended: 'Billing clients and knowing project costs',
      reason: 'Agencies bill hours and need to see which fixed-fee projects lose money; both come from the same entries.',
      impact: 10,
      decision: 'Purpose of tracked hours',
      says: {
        'Billing clients by the hour':
          'Hours are tracked to bill clients: every entry is billable or not, priced by its rate, and approved hours become invoices.',
        'Knowing what projects really cost':
          'Hours are tracked to know project costs: every person has a cost rate and projects show cost against budget; there is no client billing.',
        'Payroll and working-time records':
          'Hours are tracked for payroll and working-time records: entries show worked time per day with breaks, overtime and a monthly export for payroll.',
        'Billing clients and knowing project costs':
          'Hours are tracked both to bill clients (billable rate) and to know project costs (cost rate per person), so every project shows revenue, cost and margin.',
      },
    },
    {
      id: 'tt-entry-method',
      category: 'user-flow',
      text: 'How do people record their time?',
      options: [
        'A start-stop timer',
        'Filling in a weekly timesheet',
        'Timer or timesheet, as each person prefers',
        'Suggested from calendar and activity, then confirmed',
      ],
      recommended: 'Timer or timesheet, as each person prefers',
      reason: 'Some people run timers, others fill in Friday afternoon; forcing one way means missing hours.',
      impact: 8,
      decision: 'Time entry',
      says: {
        'A start-stop timer': 'People record time with a start-stop timer; durations can be corrected afterwards.',
        'Filling in a weekly timesheet': 'People record time by typing hours into a weekly grid of projects and days.',
        'Timer or timesheet, as each person prefers':
          'People can run a timer or type hours into the weekly grid; both create the same entries.',
        'Suggested from calendar and activity, then confirmed':
          'Suggest entries from calendar events and tickets worked on; people confirm or correct them, and only confirmed entries count.',
      },
    },
    {
      id: 'tt-rates',
      category: 'data',
      text: 'How are hourly rates set for clients?',
      options: [
        'One rate for everyone',
        'A rate per person, overridable per project',
        'A rate per type of work (design, development…)',
        'Fixed-price projects; hours only show cost',
      ],
      recommended: 'A rate per person, overridable per project',
      reason: 'Seniority sets the usual rate, and a negotiated project rate must win over it; both cover most agencies.',
      impact: 8,
      decision: 'Billable rates',
      askIf: { answer: 'tt-purpose', is: ['Billing clients by the hour', 'Billing clients and knowing project costs'] },
      says: {
        'One rate for everyone': 'One hourly rate applies to all billable time.',
        'A rate per person, overridable per project':
          'Each person has a default hourly rate; a project can set its own rate for everyone or per person, which wins.',
        'A rate per type of work (design, development…)':
          'Rates are set per task type; a project can override a task type’s rate.',
        'Fixed-price projects; hours only show cost':
          'Projects are sold at a fixed price; hours are not billed but compared with the price to show margin.',
      },
    },
    {
      id: 'tt-rounding',
      category: 'data',
      text: 'How should billable time be rounded on invoices?',
      options: [
        'No rounding, exact minutes',
        'Up to the next 6 minutes',
        'Up to the next 15 minutes',
        'To the nearest 15 minutes',
      ],
      recommended: 'Up to the next 15 minutes',
      reason:
        'Quarter hours are what most clients expect; keeping exact minutes stored and rounding only on invoices stays fair.',
      impact: 4,
      decision: 'Rounding',
      askIf: { answer: 'tt-purpose', is: ['Billing clients by the hour', 'Billing clients and knowing project costs'] },
      says: {
        'No rounding, exact minutes': 'Bill exact minutes; no rounding anywhere.',
        'Up to the next 6 minutes':
          'Store exact minutes; round each billable entry up to the next 6 minutes (0.1 hour) in reports and invoices.',
        'Up to the next 15 minutes':
          'Store exact minutes; round each billable entry up to the next 15 minutes in reports and invoices.',
        'To the nearest 15 minutes':
          'Store exact minutes; round each billable entry to the nearest 15 minutes in reports and invoices.',
      },
    },
    {
      id: 'tt-sign-in',
      category: 'security',
      text: 'Who signs in besides the people tracking time?',
      options: ['Nobody else', 'Managers and finance, to approve and bill', 'Clients too, to see the hours on their projects'],
      recommended: 'Managers and finance, to approve and bill',
      reason: 'Approvers and whoever invoices need their own views; client access invites disputes over every entry.',
      impact: 8,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Nobody else': 'Everyone who tracks time signs in; there are no other roles.',
        'Managers and finance, to approve and bill':
          'Team members, project managers and finance sign in, each with their own rights (track, approve, invoice).',
        'Clients too, to see the hours on their projects':
          'Besides the team, clients can sign in to see approved hours and budgets of their own projects, read-only.',
      },
    },
    {
      id: 'tt-sign-in-method',
      category: 'security',
      text: 'How will your team sign in to log their hours?',
      options: ['With their Google or Microsoft work account', 'Email and password', 'Company single sign-on (SAML)'],
      recommended: 'With their Google or Microsoft work account',
      reason: 'Agencies live in Google Workspace or Microsoft 365; one click to sign in means one less excuse not to log hours.',
      impact: 4,
      decision: 'Sign-in methods',
      replaces: 'sign-in-methods',
      askIf: { answer: 'tt-audience', isNot: ['Just my own, as a freelancer'] },
    },
    {
      id: 'tt-approval',
      category: 'roles',
      text: 'Who approves the hours before they are billed or paid?',
      options: [
        'Nobody, hours count as entered',
        'Each person’s manager approves the whole week',
        'Project managers approve the hours on their projects',
      ],
      recommended: 'Each person’s manager approves the whole week',
      reason: 'One approver per week catches missing days simply; project managers still see every hour on their projects.',
      impact: 7,
      decision: 'Timesheet approval',
      says: {
        'Nobody, hours count as entered': 'There is no approval step; entries count as soon as they are saved.',
        'Each person’s manager approves the whole week':
          'People submit each week; their manager approves or rejects it with a comment.',
        'Project managers approve the hours on their projects':
          'People submit each week; each project manager approves the entries on their projects, and the week is approved when all are.',
      },
    },
    {
      id: 'tt-locking',
      category: 'edge-cases',
      text: 'Can people change their hours after a week is approved?',
      options: ['Yes, any time', 'Only after an approver reopens the week', 'Never; corrections go into the current week'],
      recommended: 'Only after an approver reopens the week',
      reason: 'Locked weeks keep invoices and payroll stable, and a reopen covers honest mistakes with a trace.',
      impact: 6,
      decision: 'Changes after approval',
      askIf: { answer: 'tt-approval', isNot: ['Nobody, hours count as entered'] },
      says: {
        'Yes, any time': 'Entries stay editable after approval, except entries on a sent invoice.',
        'Only after an approver reopens the week':
          'Approved weeks are locked; an approver can reopen one, which is logged. Entries on a sent invoice can never change.',
        'Never; corrections go into the current week':
          'Approved weeks are locked for good; corrections are added as entries in the current week with a reference.',
      },
    },
    {
      id: 'tt-missing-hours',
      category: 'edge-cases',
      text: 'What happens when someone has not filled in their hours by the end of the week?',
      options: [
        'Nothing; managers check the reports',
        'A reminder on Friday afternoon and Monday morning',
        'Reminders, and the manager is told after two working days',
      ],
      recommended: 'Reminders, and the manager is told after two working days',
      reason: 'Hours logged days later are guesses; a nudge plus a manager list keeps billing on time.',
      impact: 5,
      decision: 'Missing hours',
      says: {
        'Nothing; managers check the reports': 'No reminders; reports show who is missing hours.',
        'A reminder on Friday afternoon and Monday morning':
          'Remind people who have not submitted their week on Friday afternoon and again on Monday morning.',
        'Reminders, and the manager is told after two working days':
          'Remind people who have not submitted their week on Friday afternoon and Monday morning; after two working days, tell their manager.',
      },
    },
    {
      id: 'tt-invoicing-tool',
      category: 'integrations',
      text: 'Where will invoices for the billable hours be made?',
      options: [
        'In this app, and clients can pay online',
        'In our accounting software (Xero, QuickBooks…)',
        'By hand, from a report',
      ],
      recommended: 'In our accounting software (Xero, QuickBooks…)',
      reason: 'Your accountant already works there; sending approved hours across avoids a second invoice numbering.',
      impact: 7,
      decision: 'Invoicing',
      replaces: 'online-payments',
      askIf: { answer: 'tt-purpose', is: ['Billing clients by the hour', 'Billing clients and knowing project costs'] },
      says: {
        'In this app, and clients can pay online':
          'Create invoices in the app from approved billable hours, with sequential numbers and tax, and let clients pay online by card through Stripe.',
        'In our accounting software (Xero, QuickBooks…)':
          'Send approved billable hours per client and period to the accounting software as a draft invoice; mark those entries invoiced.',
        'By hand, from a report':
          'Produce a billable hours report per client and period to invoice from; mark entries invoiced by hand.',
      },
    },
    {
      id: 'tt-time-off',
      category: 'scope',
      text: 'Should people also book holidays and sick days in it?',
      recommended: 'Yes',
      reason: 'Weeks only add up when absences show in the timesheet; a separate leave tool leaves gaps in every report.',
      impact: 6,
      decision: 'Time off',
      askIf: { not: { feature: ['time-off'] } },
      says: {
        Yes: 'People request holidays and record sick days in the app; approved time off fills their timesheet as non-billable time.',
        No: 'Time off is managed elsewhere; people log absences as a non-billable task if needed.',
      },
    },
    {
      id: 'tt-working-time',
      category: 'data',
      text: 'Should it also track contracted hours and overtime for each person?',
      options: [
        'No, only time on projects',
        'Yes, contracted hours and an overtime balance',
        'Yes, and check legal limits on daily hours and breaks',
      ],
      recommended: 'Yes, contracted hours and an overtime balance',
      reason:
        'Comparing logged with contracted hours shows overwork and missing time early; legal checks matter mainly in the EU.',
      impact: 5,
      decision: 'Working time',
      askIf: { not: { feature: ['working-time'] } },
      says: {
        'No, only time on projects': 'Track time on projects only; no contracted hours or overtime.',
        'Yes, contracted hours and an overtime balance':
          'Each person has contracted weekly hours; approved weeks update a running overtime balance.',
        'Yes, and check legal limits on daily hours and breaks':
          'Each person has contracted weekly hours and an overtime balance; warn when a day exceeds the legal maximum or lacks the required break.',
      },
    },
    {
      id: 'tt-budget-unit',
      category: 'data',
      text: 'What do project budgets count?',
      options: ['Hours', 'Money (hours times rates)', 'Hours and money'],
      recommended: 'Money (hours times rates)',
      reason: 'With different rates per person, an hours budget hides overruns; money matches what the client agreed to pay.',
      impact: 5,
      decision: 'Budget unit',
      feature: 'budgets',
    },
  ],
} satisfies DomainInput;
