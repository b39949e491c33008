import type { InteractionInput } from '../records';

export default {
  id: 'maintenance-servicing',
  name: 'Maintenance and servicing',
  noun: 'maintenance tracker',
  verbs: [
    ['service', 5],
    ['repair', 5],
    ['overhaul', 5],
    ['calibrate', 5],
    ['maintain', 3],
    ['fix', 3],
    ['refurbish', 3],
  ],
  nouns: [
    ['maintenance', 6],
    ['servicing', 6],
    ['upkeep', 5],
    ['calibration', 5],
    ['repair', 4],
    ['breakdown', 4],
    ['overhaul', 4],
    ['fault', 3],
    ['technician', 3],
    ['downtime', 3],
    ['warranty', 2],
  ],
  recognise: {
    de: [
      ['wartung*', 6],
      ['instandhalt*', 6],
      ['reparatur*', 5],
      ['störung*', 3],
      ['tüv', 4],
      ['servic*', 3],
    ],
    es: [
      ['mantenimiento*', 6],
      ['reparacion*', 5],
      ['averia*', 4],
      ['servicio tecnico', 4],
    ],
    fr: [
      ['maintenance', 6],
      ['entretien*', 5],
      ['reparation*', 5],
      ['panne*', 4],
    ],
    pt: [
      ['manutenc*', 6],
      ['reparo*', 5],
      ['reparacao', 5],
      ['avaria*', 4],
      ['conserto*', 4],
    ],
  },
  thing: 'asset',
  things: 'assets',
  features: [
    {
      id: 'maintenance-servicing-register',
      title: '{Thing} Register',
      description: 'Every {thing} with its make, model, serial number, location, warranty date and documents.',
      done: [
        {
          when: 'someone adds a {thing} with its service interval',
          then: 'save it and work out the date of its next service',
        },
      ],
    },
    {
      id: 'maintenance-servicing-schedule',
      title: '{Thing} Service Schedule',
      description:
        'The next service of each {thing}, worked out from its interval and its last service, on a calendar and a list.',
      done: [
        {
          when: 'a service is recorded as done',
          then: 'set the date of the next one from the interval of that {thing}',
        },
      ],
    },
    {
      id: 'maintenance-servicing-overdue',
      title: 'Overdue {Thing} Services',
      description: 'What is due soon and what is overdue, with reminders to the person responsible before the due date.',
      done: [
        {
          when: 'a service comes within its reminder period',
          then: 'remind the person responsible for that {thing}, and again once it is overdue',
        },
      ],
    },
    {
      id: 'maintenance-servicing-faults',
      title: '{Thing} Fault Reports',
      description: 'A fault reported from the spot with a photo, assigned to whoever fixes it and followed until it is closed.',
      done: [
        {
          when: 'someone reports a fault on a {thing}',
          then: 'create a repair job with the photo and description, and notify the person who handles repairs',
        },
        {
          when: 'a repair job is closed',
          then: 'add it to the history of that {thing} and tell the person who reported it',
        },
      ],
    },
    {
      id: 'maintenance-servicing-history',
      title: '{Thing} Service History',
      description: 'Every service and repair of a {thing}: date, who did it, what was done, parts, cost and certificates.',
      done: [
        {
          when: 'someone opens the history of a {thing}',
          then: 'list every service and repair newest first with its cost, and the total cost to date',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'maintenance-servicing-due',
      category: 'scope',
      text: 'What makes a service due for a {thing}?',
      options: ['A calendar interval in months', 'Usage such as running hours', 'Whichever comes first of the two'],
      recommended: 'A calendar interval in months',
      reason:
        'Dates are what most service rules and makers give, and need no meter readings; usage can be added where it matters.',
      impact: 10,
      decision: 'When a service is due',
      says: {
        'A calendar interval in months':
          'Each {thing} has a service interval in months; the next service date follows from the last service.',
        'Usage such as running hours':
          'Each {thing} has a service interval in hours, kilometres or cycles; people enter readings and the app works out when the next service is due.',
        'Whichever comes first of the two':
          'Each {thing} has a service interval in months and one in usage (hours, kilometres or cycles); a service is due at whichever comes first.',
      },
      settledBy: {
        'Usage such as running hours': [
          'mileage',
          'operating hours',
          'hours of use',
          'betriebsstunden',
          'kilometerstand',
          'kilometraje',
          'horas de uso',
          'kilométrage',
          'quilometragem',
        ],
      },
    },
    {
      id: 'maintenance-servicing-who-fixes',
      category: 'roles',
      text: 'Who carries out services and repairs on {things}?',
      options: ['Our in-house team', 'Outside contractors', 'Both, depending on the job'],
      recommended: 'Both, depending on the job',
      reason: 'Most places do small jobs in-house and call contractors for certified work; the app should track both.',
      impact: 9,
      decision: 'Who does the work',
      says: {
        'Our in-house team':
          'Services and repairs are assigned to in-house people (staff or volunteers), who see their jobs in the app.',
        'Outside contractors':
          'Services and repairs go to outside contractors; the app keeps their contacts, sends them the job and records their report.',
        'Both, depending on the job':
          'Each service or repair is assigned either to an in-house person or to an outside contractor whose contact and report the app keeps.',
      },
      askIf: { not: { audience: ['private'] } },
    },
    {
      id: 'maintenance-servicing-faults',
      category: 'user-flow',
      text: 'How is a fault on a {thing} reported?',
      options: [
        'Told to someone in charge who logs it',
        'Reported in the app by anyone with a photo',
        'Reported by scanning a QR code on the {thing}',
      ],
      recommended: 'Reported in the app by anyone with a photo',
      reason: 'Reporting from the spot with a photo gets faults fixed sooner than a message that has to be passed along.',
      impact: 8,
      decision: 'Reporting faults',
      settledBy: {
        'Reported by scanning a QR code on the {thing}': ['qr code', 'qr-code', 'qr codes', 'qr label'],
      },
      askIf: { not: { audience: ['private'] } },
    },
    {
      id: 'maintenance-servicing-out-of-use',
      category: 'edge-cases',
      text: 'Is a {thing} taken out of use when a service is overdue or a fault is open?',
      options: ['No, a warning is shown', 'Yes, it is marked out of use until fixed', 'Only for faults marked as a safety risk'],
      recommended: 'Only for faults marked as a safety risk',
      reason: 'Blocking only safety faults keeps {things} usable through minor issues while stopping the dangerous ones.',
      impact: 7,
      decision: 'Out of use',
      askIf: { not: { audience: ['private'] } },
    },
    {
      id: 'maintenance-servicing-history',
      category: 'data',
      text: 'What should the service history of a {thing} keep?',
      options: ['The date and what was done', 'Plus who did it with parts and cost', 'Plus certificates and invoices attached'],
      recommended: 'Plus who did it with parts and cost',
      reason: 'Costs and parts per {thing} show when repairing stops paying and replacing becomes cheaper.',
      impact: 7,
      decision: 'Service history',
    },
    {
      id: 'maintenance-servicing-reminders',
      category: 'user-flow',
      text: 'How early should reminders go out before a {thing} is due for service?',
      options: ['A week before', 'A month before', 'Chosen separately per {thing}'],
      recommended: 'Chosen separately per {thing}',
      reason:
        'A filter change needs a week’s notice, a certified inspection a month to book; one setting per {thing} covers both.',
      impact: 5,
      decision: 'Service reminders',
    },
  ],
} satisfies InteractionInput;
