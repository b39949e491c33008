import type { InteractionInput } from '../records';

export default {
  id: 'checklists-inspections',
  name: 'Checklists and inspections',
  noun: 'inspection checklist app',
  // "an audit trail of who looked at what": a log of access, no audit carried out.
  notIn: ['audit trail', 'audit log', 'audit history'],
  listedBy: ['check', 'checks', 'inspection', 'inspections', 'checklist', 'walkaround'],
  verbs: [
    ['inspect', 6],
    // "we test about 260 systems a year … per test point": equipment tested on site.
    ['test', 2],
    ['audit', 4],
    ['check', 3],
    ['tick', 2],
    ['verify', 2],
  ],
  nouns: [
    ['checklist', 6],
    ['inspection', 5],
    ['walkaround', 5],
    ['audit', 3],
    ['check', 3],
    ['inspector', 3],
  ],
  // "check-in and check-out reports … room by room … tap a condition": a property's state inspected and reported.
  phrases: [
    ['condition report', 3],
    ['test point', 4],
    ['test report', 4],
    ['visual check', 4],
    ['earth resistance', 5],
    ['schedule of condition', 6],
    ['check-in report', 5],
    ['check-out report', 5],
    ['check-in and check-out report', 6],
    ['inventory report', 5],
    ['room by room', 3],
    ['tap a condition', 5],
    ['mark the condition', 5],
    ['rate the condition', 5],
  ],
  recognise: {
    de: [
      ['checkliste*', 6],
      ['prüfliste*', 6],
      ['inspektion*', 5],
      ['kontrollgang', 5],
      ['begehung*', 4],
      ['überprüf*', 4],
      ['abhak*', 4],
      ['abgehakt', 4],
      ['kontrollier*', 3],
      ['kontrolle*', 2],
      ['prüfprotokoll*', 5],
      ['mängel', 3],
      ['sicherheitsprüfung*', 5],
      ['audit*', 4],
      ['prüfpunkt*', 5],
      ['abnahmeprotokoll*', 5],
      ['rundgang', 3],
    ],
    es: [
      ['lista de verificacion', 6],
      ['checklist', 6],
      ['inspeccion*', 5],
      ['revision*', 3],
      ['verificar', 3],
      ['verific*', 3],
      ['lista de control', 6],
      ['lista de comprobacion', 6],
      ['auditoria*', 4],
      ['revisar', 3],
      ['revisan', 3],
      ['revisamos', 3],
      ['revise', 3],
      ['revisad*', 3],
      ['comprobar', 3],
      ['comprueb*', 3],
      ['comprobamos', 3],
      ['comprobad*', 3],
      ['inspector*', 4],
      ['puntos de control', 4],
      ['control de calidad', 4],
      ['defectos', 3],
    ],
    fr: [
      ['liste de controle', 6],
      ['check-list', 6],
      ['checklist', 6],
      ['inspect*', 5],
      ['verification*', 3],
      ['liste de vérification', 6],
      ['audit*', 4],
      ['cocher', 3],
      ['coche', 3],
      ['cochent', 3],
      ['contrôler', 3],
      ['contrôlent', 3],
      ['contrôlons', 3],
      ['contrôle qualité', 4],
      ['état des lieux', 5],
      ['points de contrôle', 4],
      ['vérifier', 3],
      ['vérifi*', 3],
      ['défauts', 3],
    ],
    pt: [
      ['lista de verificacao', 6],
      ['checklist', 6],
      ['inspec*', 5],
      ['vistoria*', 5],
      ['verificar', 3],
      ['verific*', 3],
      ['auditoria*', 4],
      ['lista de controle', 6],
      ['conferir', 3],
      ['confere', 3],
      ['conferem', 3],
      ['conferimos', 3],
      ['conferid*', 3],
      ['marcar itens', 3],
      ['marca itens', 3],
      ['marcam itens', 3],
      ['marcamos itens', 3],
      ['controle de qualidade', 4],
      ['pontos de verificação', 4],
      ['inspetor*', 4],
      ['defeitos', 2],
      ['ronda*', 2],
    ],
  },
  // "only a duty manager can release it, after checking ID": a person's papers checked, no inspection of things.
  unlessSaid: [
    'checking id',
    'check id',
    'checks id',
    'checking their id',
    'check their id',
    'checking photo id',
    'check photo id',
  ],
  thing: 'inspection',
  things: 'inspections',
  features: [
    {
      id: 'checklists-inspections-checklist',
      title: '{Thing} Checklists',
      description: 'The checklist for each {thing}, gone through item by item on a phone, with pass, fail and a note per item.',
      done: [
        {
          when: 'someone opens the checklist for a {thing}',
          then: 'show it item by item and save each answer as it is given',
        },
        {
          when: 'someone submits the checklist for a {thing} with items left unanswered',
          then: 'point to the unanswered items and keep the answers given so far',
        },
      ],
    },
    {
      id: 'checklists-inspections-follow-ups',
      title: 'Follow-ups from Failed {Things}',
      description: 'Every failed item becomes a follow-up with a person in charge, a due date and a note of how it was fixed.',
      done: [
        {
          when: 'an item on the checklist for a {thing} fails',
          then: 'create a follow-up for it, assign it to the person in charge and notify them',
        },
        {
          when: 'the person in charge marks a follow-up as fixed',
          then: 'record who fixed it, when and how, and close the follow-up',
        },
      ],
    },
    {
      id: 'checklists-inspections-due',
      title: 'Due and Overdue {Things}',
      description: 'Which {things} are due for their checklist today, this week or overdue, so none is skipped.',
      done: [
        {
          when: 'a {thing} passes its due date without a completed checklist',
          then: 'list it as overdue and remind the person responsible',
        },
      ],
    },
    {
      id: 'checklists-inspections-sign-off',
      title: '{Thing} Sign-off',
      description: 'Who went through the checklist for each {thing}, who signed it off and when, kept with the results.',
      done: [
        {
          when: 'someone signs off the completed checklist for a {thing}',
          then: 'lock its answers and record who signed it off and when',
        },
      ],
    },
    {
      id: 'checklists-inspections-history',
      title: '{Thing} History and Reports',
      description:
        'Every completed checklist with its results, filterable by {thing}, person and date, ready to export for an audit.',
      done: [
        {
          when: 'someone exports the completed checklists of a period',
          then: 'download a file with every checklist of that period, its answers, failures and sign-offs',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'checklists-inspections-failed',
      category: 'edge-cases',
      text: 'What should happen when a {thing} fails?',
      options: [
        'The failure is recorded and nothing more',
        'A follow-up is assigned to someone to fix it',
        'A follow-up is assigned, and the item is out of use until fixed',
      ],
      recommended: 'A follow-up is assigned, and the item is out of use until fixed',
      reason: 'A failed item that stays in use is the very risk the check exists to catch; a named follow-up gets it fixed.',
      impact: 9,
      decision: 'Failed {things}',
      says: {
        'The failure is recorded and nothing more':
          'Record failed items with the checklist for the {thing}; nothing else happens automatically.',
        'A follow-up is assigned to someone to fix it':
          'Turn every failed item of a {thing} into a follow-up assigned to the person in charge, who is notified and marks it fixed.',
        'A follow-up is assigned, and the item is out of use until fixed':
          'Turn every failed item of a {thing} into a follow-up for the person in charge, and mark the item out of use until the follow-up is closed.',
      },
      settledBy: {
        'A follow-up is assigned, and the item is out of use until fixed': [
          'out of service',
          'out of use',
          'außer betrieb',
          'fuera de servicio',
          'hors service',
          'fora de serviço',
        ],
      },
    },
    {
      id: 'checklists-inspections-answers',
      category: 'data',
      text: 'How is each item on the checklist for a {thing} answered?',
      options: ['Pass and fail only', 'Pass and fail plus a note and photo for failures', 'Also measured readings'],
      recommended: 'Pass and fail plus a note and photo for failures',
      reason: 'A note and a photo on each failure tell whoever fixes it what is wrong without a second visit.',
      impact: 8,
      decision: 'Checklist answers',
      examples: ['Measured readings: a pressure, a temperature, a tread depth'],
      says: {
        'Pass and fail only': 'Each checklist item of a {thing} is answered pass or fail.',
        'Pass and fail plus a note and photo for failures':
          'Each checklist item of a {thing} is answered pass, fail or not applicable; a failure asks for a note and allows a photo.',
        'Also measured readings':
          'Checklist items of a {thing} are answered pass, fail or not applicable, or with a measured reading checked against its allowed range.',
      },
    },
    {
      id: 'checklists-inspections-sign-off',
      category: 'roles',
      text: 'Who signs off the checklist for a {thing}?',
      options: [
        'The person who filled it in',
        'A supervisor who checks the results',
        'The person who filled it in, plus a supervisor on failures',
      ],
      recommended: 'The person who filled it in, plus a supervisor on failures',
      reason: 'Self sign-off keeps routine checks quick; a second signature where something failed is where it matters.',
      impact: 7,
      decision: 'Checklist sign-off',
      says: {
        'The person who filled it in':
          'The person who goes through the checklist for a {thing} signs it off; their name and the time are recorded.',
        'A supervisor who checks the results':
          'The checklist for a {thing} counts as done only once a supervisor has signed it off after the person who filled it in.',
        'The person who filled it in, plus a supervisor on failures':
          'The person who goes through the checklist for a {thing} signs it off; a checklist with failed items also needs a supervisor’s sign-off.',
      },
    },
    {
      id: 'checklists-inspections-schedule',
      category: 'scope',
      text: 'When is the checklist for a {thing} due?',
      options: ['Whenever someone decides to', 'Right before each use', 'On a fixed schedule, such as weekly or yearly'],
      recommended: 'On a fixed schedule, such as weekly or yearly',
      reason: 'A schedule lets the app flag what is overdue; checks left to memory are the ones that get skipped.',
      impact: 7,
      decision: 'When checklists are due',
      says: {
        'Whenever someone decides to':
          'The checklist for a {thing} is gone through whenever someone decides to; there is no schedule.',
        'Right before each use':
          'The checklist for a {thing} is due right before each use, and the item cannot be used until it has passed.',
        'On a fixed schedule, such as weekly or yearly':
          'Each {thing} has an interval (daily, weekly, monthly or yearly); the app shows what is due and reminds about overdue ones.',
      },
      settledBy: {
        'Right before each use': ['before each use', 'before every use', 'pre-use', 'vor jeder benutzung', 'antes de cada uso'],
        'On a fixed schedule, such as weekly or yearly': [
          'daily check',
          'weekly check',
          'monthly check',
          'annual inspection',
          'yearly inspection',
          'tägliche kontrolle',
          'inspección anual',
          'contrôle annuel',
          'inspeção anual',
        ],
      },
    },
    {
      id: 'checklists-inspections-templates',
      category: 'data',
      text: 'Who sets up the checklist for a {thing}?',
      options: ['Built into the app once', 'Admins create and edit checklists in the app'],
      recommended: 'Admins create and edit checklists in the app',
      reason: 'Checklists change as rules and items change; letting admins edit them avoids a developer for every new item.',
      impact: 6,
      decision: 'Checklist setup',
      says: {
        'Built into the app once': 'The checklist for a {thing} is fixed in the app.',
        'Admins create and edit checklists in the app':
          'Admins create and edit checklists in the app (items, answer type, required or not); a change applies to checklists started afterwards.',
      },
    },
    {
      id: 'checklists-inspections-offline',
      category: 'user-flow',
      text: 'Where do {actors} usually fill in the checklist for a {thing}?',
      options: ['On a phone with signal', 'On a phone that sometimes has no signal', 'On paper and typed in afterwards'],
      recommended: 'On a phone that sometimes has no signal',
      reason: 'Checks happen in basements, garages and outdoors where signal drops; saving on the phone means none is lost.',
      impact: 6,
      decision: 'Where checklists are filled in',
      replaces: 'offline-use',
      says: {
        'On a phone with signal': 'The checklist for a {thing} is filled in on a phone, online.',
        'On a phone that sometimes has no signal':
          'The checklist for a {thing} can be filled in on a phone without signal; answers are kept on the device and sent once back online.',
        'On paper and typed in afterwards':
          'The checklist for a {thing} is filled in on paper and typed in afterwards at a desk.',
      },
      settledBy: {
        'On a phone that sometimes has no signal': [
          'offline',
          'no signal',
          'without internet',
          'ohne internet',
          'sin conexión',
          'hors ligne',
        ],
      },
    },
    {
      id: 'checklists-inspections-subjects',
      category: 'data',
      text: 'What is each {thing} carried out on?',
      options: [
        'Named items from a register, each with its own history',
        'Areas of a site, walked round in a set order',
        'Whatever is at hand, named on the spot',
      ],
      recommended: 'Named items from a register, each with its own history',
      reason:
        'A register lets the app show each item’s last result and next due date; names typed freely split one item’s history in two.',
      impact: 7,
      decision: 'What {things} are carried out on',
      says: {
        'Named items from a register, each with its own history':
          'Keep a register of the items that are checked (name, location, ID or tag); each {thing} is done on one item and shows in that item’s history.',
        'Areas of a site, walked round in a set order':
          'Keep a list of areas; a {thing} goes through them in a set order, with a section of the checklist per area.',
        'Whatever is at hand, named on the spot':
          'There is no register: whoever fills in the checklist for a {thing} names what was checked.',
      },
      settledBy: {
        'Named items from a register, each with its own history': [
          'asset register',
          'equipment register',
          'asset list',
          'registro de equipos',
          'registre des équipements',
        ],
        'Areas of a site, walked round in a set order': ['site walk', 'walk-round', 'walkround', 'patrol round'],
      },
    },
    {
      id: 'checklists-inspections-result',
      category: 'data',
      text: 'How is the overall result of a {thing} decided?',
      options: ['Any failed item fails it', 'Only failures on critical items fail it', 'A score with a pass mark'],
      recommended: 'Only failures on critical items fail it',
      reason:
        'Marking items as critical or minor keeps a scuffed label from failing a whole {thing}, while a real danger always does.',
      impact: 6,
      decision: 'Overall result',
      says: {
        'Any failed item fails it': 'A {thing} passes only when every item passes; a single failed item fails it.',
        'Only failures on critical items fail it':
          'Each checklist item is marked critical or minor; a failed critical item fails the {thing}, while failed minor items pass it with remarks.',
        'A score with a pass mark':
          'Items carry points; a {thing} scores the share of points earned and passes at or above a set pass mark.',
      },
    },
    {
      id: 'checklists-inspections-proof',
      category: 'security',
      text: 'How must {actors} show that a {thing} was really done on the spot?',
      options: ['Only their name and the time', 'The phone’s location is recorded too', 'A QR tag on the spot must be scanned'],
      recommended: 'Only their name and the time',
      reason:
        'Location checks ask for permissions and fail indoors; add tags only where skipped checks have been a real problem.',
      impact: 6,
      decision: 'Proof of being there',
      says: {
        'Only their name and the time':
          'Record who filled in the checklist for a {thing} and when each answer was given; nothing else proves presence.',
        'The phone’s location is recorded too':
          'Record the phone’s location with the checklist for a {thing} and flag it when it is far from where the item is kept.',
        'A QR tag on the spot must be scanned':
          'Each item or place has a QR tag; the checklist for a {thing} can only be started by scanning it on the spot.',
      },
      settledBy: {
        'A QR tag on the spot must be scanned': ['qr tag', 'qr code', 'nfc tag', 'scan a tag'],
      },
    },
    {
      id: 'checklists-inspections-recheck',
      category: 'edge-cases',
      text: 'Once a failure found in a {thing} is fixed, must it be checked again?',
      options: [
        'No, marking it fixed closes it',
        'The failed items are rechecked and signed off',
        'The whole checklist is done again',
      ],
      recommended: 'The failed items are rechecked and signed off',
      reason: 'A quick recheck of just the failed items proves the fix worked without repeating everything else.',
      impact: 5,
      decision: 'Rechecks after fixes',
      askIf: { answer: 'checklists-inspections-failed', isNot: ['The failure is recorded and nothing more'] },
      says: {
        'No, marking it fixed closes it': 'A failure is closed when the person in charge marks it fixed; no recheck is needed.',
        'The failed items are rechecked and signed off':
          'A fixed failure stays open until someone rechecks that item and signs it off; the recheck is kept with the original {thing}.',
        'The whole checklist is done again':
          'A {thing} with failures is done again in full once they are fixed; the new {thing} is linked to the failed one.',
      },
    },
  ],
} satisfies InteractionInput;
