import type { InteractionInput } from '../records';

export default {
  id: 'time-tracking',
  name: 'Time tracking',
  noun: 'time-tracking app',
  verbs: [
    ['clock', 5],
    ['bill', 3],
    ['invoice', 2],
    ['track', 2],
    ['log', 2],
  ],
  nouns: [
    ['timesheet', 6],
    ['billable', 5],
    ['hour', 3],
    ['timer', 3],
    ['clock', 4],
    ['overtime', 3],
  ],
  recognise: {
    de: [
      ['zeiterfassung', 6],
      ['stundenzettel', 6],
      ['arbeitszeit*', 5],
      ['stunden erfass*', 6],
      ['einstempeln', 6],
      ['abrechenbar*', 4],
    ],
    es: [
      ['registro de horas', 6],
      ['control horario', 6],
      ['horas trabajadas', 6],
      ['parte de horas', 6],
      ['fichar', 5],
    ],
    fr: [
      ['suivi du temps', 6],
      ['feuille de temps', 6],
      ['feuilles de temps', 6],
      ['heures travaillées', 6],
      ['pointage', 5],
    ],
    pt: [
      ['registro de horas', 6],
      ['controle de ponto', 6],
      ['horas trabalhadas', 6],
      ['folha de horas', 6],
      ['bater ponto', 6],
    ],
  },
  thing: 'time entry',
  things: 'time entries',
  features: [
    {
      id: 'time-tracking-timer',
      title: 'Timer per Project',
      description: 'A start and stop timer for the current project or task, that keeps running across devices.',
      done: [
        {
          when: 'someone stops a running timer',
          then: 'save the time for that project and task, rounded as set, in their timesheet',
        },
        {
          when: 'a timer has been running for more than 10 hours',
          then: 'ask its owner whether they forgot to stop it before the time is saved',
        },
      ],
    },
    {
      id: 'time-tracking-timesheet',
      title: 'Weekly Timesheet',
      description: 'A week grid of projects and days to type hours in or fix them, with daily and weekly totals.',
      done: [
        {
          when: 'someone enters hours for a project on a day',
          then: 'save them and update the day and week totals at once',
        },
      ],
    },
    {
      id: 'time-tracking-approval',
      title: 'Timesheet Approval',
      description: 'Weekly timesheets submitted to a manager, who approves them or sends them back with a comment.',
      done: [
        {
          when: 'a manager approves a timesheet',
          then: 'lock its {things} so they can only change through a logged correction',
        },
      ],
    },
    {
      id: 'time-tracking-billable',
      title: 'Billable Hours by Client',
      description: 'Billable and non-billable hours per client and project, with amounts at the agreed rates.',
      done: [
        {
          when: 'someone opens a client for a month',
          then: 'show the billable hours per project and person with the amount at each rate, and the non-billable hours apart',
        },
      ],
    },
    {
      id: 'time-tracking-reports',
      title: 'Hours Reports and Export',
      description: 'Hours by person, project, client and period, exported for invoicing or payroll.',
      done: [
        {
          when: 'someone exports a period',
          then: 'download every approved {thing} of that period with person, client, project, task, hours and rate',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'time-tracking-purpose',
      category: 'scope',
      text: 'What will the {things} mainly be used for?',
      options: ['Billing clients', 'Paying staff: payroll and overtime', 'Seeing where time goes on projects'],
      recommended: 'Billing clients',
      reason: 'Billing is where tracked time pays for itself, and it needs rates and approval that are hard to add later.',
      impact: 10,
      decision: 'Purpose of tracked hours',
      says: {
        'Billing clients':
          'Hours are tracked to bill clients: each {thing} has a client and project, is billable or not, and has a rate.',
        'Paying staff: payroll and overtime':
          'Hours are tracked for pay: start and end times, breaks and overtime per person, exported to payroll.',
        'Seeing where time goes on projects':
          'Hours are tracked to see where time goes: totals per project and task against estimates, with no rates or invoices.',
      },
      settledBy: {
        'Billing clients': [
          'billable',
          'bill',
          'billing',
          'invoice clients',
          'bill clients',
          'client billing',
          'abrechnen',
          'facturar',
          'facturer',
          'faturar',
        ],
        'Paying staff: payroll and overtime': [
          'payroll',
          'overtime',
          'clock in',
          'clock out',
          'lohnabrechnung',
          'überstunden',
          'nómina',
          'horas extra',
          'paie',
          'heures supplémentaires',
          'folha de pagamento',
        ],
      },
    },
    {
      id: 'time-tracking-method',
      category: 'user-flow',
      text: 'How do people record their {things}?',
      options: ['A start and stop timer', 'Hours typed into a weekly timesheet', 'Both: timers fill in the timesheet'],
      recommended: 'Both: timers fill in the timesheet',
      reason: 'Timers are accurate for desk work; a timesheet catches what was forgotten, and most people use both in a week.',
      impact: 9,
      decision: 'Recording hours',
    },
    {
      id: 'time-tracking-approval',
      category: 'roles',
      text: 'Does someone approve {things} before they count?',
      options: ['No: hours count as entered', 'A manager approves each week', 'A manager approves and the week locks'],
      recommended: 'A manager approves and the week locks',
      reason: 'Approved, locked weeks are what invoices and payroll can safely be run on; later fixes go through a correction.',
      impact: 8,
      decision: 'Approving hours',
    },
    {
      id: 'time-tracking-structure',
      category: 'data',
      text: 'What is a {thing} recorded against?',
      options: ['Project level only', 'Client with project and task', 'Plus an activity type'],
      recommended: 'Client with project and task',
      reason: 'Three levels answer where the time went without slowing anyone down; deeper trees go unused.',
      impact: 7,
      decision: 'What hours are recorded against',
    },
    {
      id: 'time-tracking-rates',
      category: 'data',
      text: 'How are {things} turned into amounts?',
      options: [
        'Personal rate for each person',
        'Agreed rate per client and project',
        'Different rates for each person within a project',
      ],
      recommended: 'Agreed rate per client and project',
      reason: 'Rates are usually agreed per client or project; per-person rates matter only when seniority is billed apart.',
      impact: 7,
      decision: 'Rates',
      askIf: { answer: 'time-tracking-purpose', is: ['Billing clients'] },
    },
    {
      id: 'time-tracking-next',
      category: 'integrations',
      text: 'Where should approved {things} go next?',
      options: ['Nowhere: reports in the app', 'Invoices made in the app', 'Exported to accounting or payroll software'],
      recommended: 'Exported to accounting or payroll software',
      reason: 'Accounting and payroll tools already handle tax and payslips; exporting hours avoids rebuilding them.',
      impact: 6,
      decision: 'After approval',
    },
  ],
} satisfies InteractionInput;
