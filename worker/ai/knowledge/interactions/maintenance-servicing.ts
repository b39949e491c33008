import { KEPT_ON_PAPER } from '../languages';
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
    // ("a cost breakdown", "a CAT tool match breakdown": more often a sum set out than a machine broken down.)
    ['breakdown', 2],
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
      ['*wartung', 5],
      ['reparier*', 5],
      ['defekt*', 3],
      ['ausfall*', 3],
      ['schaden*', 3],
      ['ölwechsel', 5],
      ['hausmeister*', 4],
      ['techniker*', 3],
      ['kaputt*', 3],
      ['garantie*', 2],
    ],
    es: [
      ['mantenimiento*', 6],
      ['reparacion*', 5],
      ['averia*', 4],
      ['servicio tecnico', 4],
      ['reparar', 5],
      ['repara', 5],
      ['reparamos', 5],
      ['reparad*', 5],
      ['arreglar', 4],
      ['arregla', 4],
      ['arreglamos', 4],
      ['arregle', 4],
      ['arreglad*', 4],
      ['desperfecto*', 4],
      ['estropead*', 4],
      ['cambio de aceite', 5],
      ['órdenes de trabajo', 5],
      ['orden de trabajo', 5],
      ['incidencias', 3],
      ['técnico*', 2],
      ['garantía', 2],
    ],
    fr: [
      ['maintenance', 6],
      ['entretien*', 5],
      ['reparation*', 5],
      ['panne*', 4],
      ['réparer', 5],
      ['répare', 5],
      ['réparent', 5],
      ['réparons', 5],
      ['dépannage', 5],
      ['dépanner', 4],
      ['dépann*', 4],
      ['technicien*', 3],
      ['vidange', 5],
      ['révision*', 3],
      ['intervention*', 3],
      ['bon d intervention', 4],
      ['cassé*', 3],
      ['garantie*', 2],
    ],
    pt: [
      ['manutenc*', 6],
      ['reparo*', 5],
      ['reparacao', 5],
      ['avaria*', 4],
      ['conserto*', 4],
      ['consertar', 5],
      ['conserta', 5],
      ['consertam', 5],
      ['consertamos', 5],
      ['conserte', 5],
      ['consertem', 5],
      ['consertad*', 5],
      ['reparar', 5],
      ['repara', 5],
      ['reparam', 5],
      ['reparamos', 5],
      ['reparad*', 5],
      ['defeito*', 3],
      ['quebrad*', 3],
      ['troca de óleo', 5],
      ['revisões', 3],
      ['ordem de serviço', 5],
      ['ordens de serviço', 5],
      ['assistência técnica', 5],
      ['técnico*', 2],
    ],
  },
  // "a breakdown of the work", "a cost breakdown": an itemised list, not a machine that stopped.
  unlessSaid: [
    'size breakdown',
    'cost breakdown',
    'price breakdown',
    'breakdown of the work',
    'breakdown of work',
    'breakdown of the job',
    'breakdown of costs',
    'breakdown of the costs',
    'breakdown of the price',
    'cost breakdown',
    'price breakdown',
    'itemised breakdown',
    'itemized breakdown',
  ],
  thing: 'asset',
  ownedThing: true,
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
      // "we service fire extinguishers for 400 sites": the user's business does the work.
      settledBy: {
        'Our in-house team': [
          'we service',
          'we maintain',
          'we repair',
          'our engineers',
          'our technicians',
          'our mechanics',
          'our own team',
        ],
      },
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
    {
      id: 'maintenance-servicing-checklists',
      category: 'data',
      text: 'What does the person doing a service on a {thing} fill in?',
      options: ['A note saying it is done', 'A checklist set per type of {thing}', 'A checklist plus readings and photos'],
      recommended: 'A checklist set per type of {thing}',
      reason:
        'A checklist per type makes every service follow the same steps whoever does it, and shows later exactly what was checked.',
      impact: 6,
      decision: 'Service checklists',
      says: {
        'A note saying it is done': 'Recording a service takes the date, who did it and a free note; there is no checklist.',
        'A checklist set per type of {thing}':
          'Admins set a checklist per type of {thing}; recording a service means marking each step done, not needed or problem found, and a problem opens a repair job.',
        'A checklist plus readings and photos':
          'Each type of {thing} has a checklist whose steps can ask for a reading (with an allowed range) or a photo; readings outside the range are flagged and open a repair job.',
      },
    },
    {
      id: 'maintenance-servicing-late-service',
      category: 'edge-cases',
      text: 'When a service on a {thing} is done late or early, when is the next one due?',
      options: ['Counted from the day it was actually done', 'Kept to the original schedule', 'Chosen separately per {thing}'],
      recommended: 'Counted from the day it was actually done',
      reason:
        'Counting from the real date keeps intervals true to wear; a fixed schedule is only needed where rules set the inspection dates.',
      impact: 5,
      decision: 'Late and early services',
      says: {
        'Counted from the day it was actually done':
          'The next service is counted from when the last one was actually done (date or reading), so a late service moves all later ones.',
        'Kept to the original schedule':
          'Services keep their original rhythm: the next one is due when it would have been, however late or early the last one was.',
        'Chosen separately per {thing}':
          'Each {thing} is set to count its next service either from when the last one was done or from the original schedule, for inspections whose dates are fixed by rules.',
      },
    },
    {
      id: 'maintenance-servicing-parts',
      category: 'data',
      text: 'Do some {things} have parts with their own service schedule, such as an engine in a boat?',
      options: [
        'No: each {thing} is serviced as a whole',
        'Yes: parts sit under their {thing}, each with its own schedule',
        'Yes, and parts can move from one {thing} to another',
      ],
      recommended: 'No: each {thing} is serviced as a whole',
      reason:
        'A flat register is quickest to set up and search; parts are worth their own records only when they have their own service rules.',
      impact: 6,
      decision: 'Parts of {things}',
      says: {
        'No: each {thing} is serviced as a whole':
          'Each {thing} is one record with one service schedule; parts are mentioned in its service notes.',
        'Yes: parts sit under their {thing}, each with its own schedule':
          'A {thing} can have parts, each with its own service interval and history, listed under it; an overdue part makes its {thing} show as due.',
        'Yes, and parts can move from one {thing} to another':
          'A {thing} can have parts with their own schedule and history; a part can be moved to another {thing}, and its history follows it with the dates it was fitted to each.',
      },
    },
    {
      id: 'maintenance-servicing-first-import',
      category: 'data',
      text: 'How do the existing {things} and their last service dates get into the app?',
      options: ['Typed in one by one', 'Imported from a spreadsheet', 'Added on a walk-round with the phone'],
      recommended: 'Imported from a spreadsheet',
      reason:
        'Most registers already exist in a spreadsheet; importing the last service dates makes the schedule right from the first day.',
      recommendedWhen: [
        {
          // ("every job gets written in a diary in the tractor cab": what is on paper is typed in, nothing to import.)
          if: KEPT_ON_PAPER,
          recommended: 'Typed in one by one',
          reason: 'What is on paper today has to be typed in, each with its last service date so the next one can be worked out.',
        },
      ],
      impact: 6,
      decision: 'Getting existing {things} in',
      says: {
        'Typed in one by one':
          'Existing {things} are entered by hand, each with its last service date so the next one can be worked out.',
        'Imported from a spreadsheet':
          'Import existing {things} from a spreadsheet (CSV or Excel) with their details and last service date: match columns to fields, preview, flag duplicates and rows with errors, then work out each next service date.',
        'Added on a walk-round with the phone':
          'Existing {things} are added on a walk-round: a photo and a label scan on the phone create each {thing} at its place, and details and last service dates are completed later.',
      },
      settledBy: {
        'Imported from a spreadsheet': [
          'spreadsheet',
          'excel',
          'google sheet*',
          'hoja de cálculo',
          'tableur',
          'planilha',
          'folha de cálculo',
        ],
      },
      // The sheet the user keeps today is asked about by name (the common kept-data question).
      askIf: { not: { keptData: true } },
    },
  ],
} satisfies InteractionInput;
