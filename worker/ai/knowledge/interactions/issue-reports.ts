import type { InteractionInput } from '../records';

/**
 * Problems people report for someone else to put right: a housing co-op's repairs, a school's broken-equipment log, an
 * office helpdesk, a campsite's "something's wrong" form. Unlike planned maintenance nothing is due on a schedule:
 * reports come in, are sorted by urgency, given to someone, and the person who reported hears back.
 */
export default {
  id: 'issue-reports',
  name: 'Issue and fault reports',
  noun: 'issue reporting app',
  verbs: [
    ['report', 3],
    ['raise', 2],
  ],
  nouns: [
    ['helpdesk', 6],
    ['help desk', 6],
    ['ticket', 3],
    ['fault', 4],
    ['defect', 4],
    ['snag', 4],
    ['issue', 3],
    ['urgency', 4],
    ['repair', 2],
    ['problem', 2],
    ['damage', 3],
  ],
  phrases: [
    ['who reported it', 6],
    ['who reported', 5],
    ['report a fault', 6],
    ['report faults', 6],
    ['report a problem', 6],
    ['report problems', 6],
    ['report an issue', 6],
    ['report issues', 6],
    ['report a repair', 6],
    ['report repairs', 6],
    ['repair requests', 6],
    ['repair request', 6],
    ['maintenance requests', 6],
    ['maintenance request', 6],
    ['fault reports', 6],
    ['fault report', 6],
    ['something is broken', 5],
    ["something's broken", 5],
    ['is broken', 3],
    ['who is dealing with it', 6],
    ["who's dealing with it", 6],
    ['who is fixing', 5],
    ["who's fixing", 5],
    ['gets lost', 2],
    // "anyone who spots damage should be able to report it", "marks it fixed": a damage reported and its repair.
    ['report damage', 6],
    ['spots damage', 5],
    ['spot damage', 5],
    ['marks it fixed', 5],
    ['mark it fixed', 5],
    ['marks it as fixed', 5],
    ['mark it as fixed', 5],
  ],
  recognise: {
    de: [
      ['mängelmeldung*', 6],
      ['schadensmeldung*', 6],
      ['störungsmeldung*', 6],
      ['reparaturanfrage*', 6],
      ['meldet', 3],
      ['melden', 3],
      ['gemeldet', 3],
      ['defekt*', 3],
      ['dringlichkeit', 4],
      ['wer kümmert sich', 5],
    ],
    es: [
      ['avería*', 4],
      ['incidencia*', 6],
      ['reportar', 4],
      ['reporta', 4],
      ['reportamos', 4],
      ['reportad*', 4],
      ['parte de avería', 6],
      ['urgencia', 3],
      ['quién lo arregla', 5],
      ['se ha roto', 4],
    ],
    fr: [
      ['signalement*', 6],
      ['signaler une panne', 6],
      ['signale une panne', 6],
      ['signalent une panne', 6],
      ['signalons une panne', 6],
      ['panne*', 4],
      ['incident*', 4],
      ['réparation*', 3],
      ['urgence', 3],
      ['qui s’en occupe', 5],
      ["qui s'en occupe", 5],
    ],
    pt: [
      ['avaria*', 4],
      ['chamado de manutenção', 6],
      ['ocorrência*', 5],
      ['reportar', 4],
      ['reporta', 4],
      ['reportam', 4],
      ['reportamos', 4],
      ['reportad*', 4],
      ['conserto*', 4],
      ['urgência', 3],
      ['quem está resolvendo', 5],
      ['quebrou', 4],
    ],
  },
  thing: 'report',
  things: 'reports',
  features: [
    {
      id: 'issue-reports-form',
      title: 'Report a Problem',
      description: 'A short form to report what is wrong, where, how urgent it is, with a photo.',
      done: [
        {
          when: 'someone reports a problem',
          then: 'record what, where, how urgent, who reported it and when, with any photo, and confirm it was received',
        },
      ],
    },
    {
      id: 'issue-reports-board',
      title: 'Open {Things} by Urgency',
      description: 'Every open {thing} on one list, the most urgent and the oldest first, with who is dealing with it.',
      done: [
        {
          when: 'someone who handles {things} opens the list',
          then: 'show every open {thing} with its urgency, age and who is dealing with it, the most urgent first',
        },
      ],
    },
    {
      id: 'issue-reports-assign',
      title: '{Thing} Assignment and Updates',
      description: 'Each {thing} is given to someone, and every update is kept on it and sent to whoever reported it.',
      done: [
        {
          when: 'a {thing} is given to someone or its status changes',
          then: 'record who and when on the {thing} and tell the person who reported it',
        },
      ],
    },
    {
      id: 'issue-reports-overdue',
      title: 'Overdue {Thing} Alerts',
      description: 'An alert when a {thing} has gone longer than its urgency allows without being put right.',
      done: [
        {
          when: 'a {thing} stays open longer than its urgency allows',
          then: 'alert whoever handles {things}, with the {thing} and how long it has been open',
        },
      ],
    },
    {
      id: 'issue-reports-history',
      title: '{Thing} History per Place',
      description: 'Every {thing} for one place or item, so a problem that keeps coming back is seen.',
      done: [
        {
          when: 'someone opens a place or item',
          then: 'list every {thing} for it with its dates, what was done and what it cost',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'issue-reports-urgency',
      category: 'data',
      text: 'How urgent can a {thing} be, and how fast must each level be dealt with?',
      options: [
        'Emergency, urgent, routine, each with a time to respond',
        'Urgent or not, set by whoever handles it',
        'No levels: in the order they come in',
      ],
      recommended: 'Emergency, urgent, routine, each with a time to respond',
      reason: 'Three levels with a time each let the app sort the list and flag what is late; the reporter’s guess is checked.',
      impact: 9,
      decision: 'Urgency levels',
      says: {
        'Emergency, urgent, routine, each with a time to respond':
          'Each {thing} has an urgency (emergency, urgent or routine), each with a time to respond; the list is sorted by it and late ones are flagged.',
        'Urgent or not, set by whoever handles it': 'Whoever handles a {thing} marks it urgent or not; urgent ones come first.',
        'No levels: in the order they come in': '{Things} are dealt with in the order they come in.',
      },
    },
    {
      id: 'issue-reports-who-reports',
      category: 'roles',
      text: 'Who can report a problem?',
      options: ['Anyone with the link, no account', 'Only signed-in members or tenants', 'Only staff, on someone’s behalf'],
      recommended: 'Only signed-in members or tenants',
      reason: 'Signed-in reports say who reported it and where they live or work, and can be answered; nobody retypes them.',
      impact: 8,
      decision: 'Who reports',
      says: {
        'Anyone with the link, no account': 'Anyone with the link can report a problem, leaving a name and a phone number.',
        'Only signed-in members or tenants':
          'Only signed-in members report problems; their name and where they are come with each {thing}.',
        'Only staff, on someone’s behalf': 'Staff enter {things} on behalf of whoever told them.',
      },
    },
    {
      id: 'issue-reports-assign',
      category: 'user-flow',
      text: 'Who decides who deals with a new {thing}?',
      options: [
        'One coordinator assigns each',
        'Whoever handles them picks it up',
        'It goes by type to a set person or contractor',
      ],
      recommended: 'One coordinator assigns each',
      reason: 'One person looking at each new {thing} catches the urgent ones and avoids two people fixing the same thing.',
      impact: 8,
      decision: 'Assigning {things}',
      feature: 'issue-reports-assign',
      says: {
        'One coordinator assigns each': 'A coordinator assigns each new {thing} to someone, who is told at once.',
        'Whoever handles them picks it up': 'Whoever handles {things} picks one up from the open list; it then shows as theirs.',
        'It goes by type to a set person or contractor':
          'Each kind of {thing} goes to a set person or contractor by itself, and the coordinator sees it.',
      },
    },
    {
      id: 'issue-reports-updates',
      category: 'integrations',
      text: 'What does the person who reported it hear back?',
      options: ['Each change of status, by email or text', 'Only when it is put right', 'Nothing: they check the app'],
      recommended: 'Each change of status, by email or text',
      reason: 'Hearing back is what stops people reporting the same thing again, or chasing in the group chat.',
      impact: 7,
      decision: 'Telling the reporter',
      says: {
        'Each change of status, by email or text':
          'The person who reported a {thing} is told, by email or text, each time its status changes.',
        'Only when it is put right': 'The person who reported a {thing} is told once it is put right.',
        'Nothing: they check the app': 'People check the app for the status of what they reported.',
      },
    },
    {
      id: 'issue-reports-duplicates',
      category: 'edge-cases',
      text: 'What happens when two people report the same problem?',
      options: [
        'The second sees the open one and adds to it',
        'Someone who handles them merges the two',
        'Both are kept as they are',
      ],
      recommended: 'The second sees the open one and adds to it',
      reason: 'Showing open {things} for the same place before a new one is sent stops most duplicates at the source.',
      impact: 6,
      decision: 'Duplicate {things}',
      says: {
        'The second sees the open one and adds to it':
          'Before sending, people see open {things} for the same place and can add to one instead.',
        'Someone who handles them merges the two':
          'Whoever handles {things} can merge two into one, keeping both reporters informed.',
        'Both are kept as they are': 'Every report is kept as its own {thing}.',
      },
    },
    {
      id: 'issue-reports-close',
      category: 'user-flow',
      text: 'When is a {thing} closed?',
      options: [
        'When whoever fixed it marks it done',
        'When the person who reported it confirms',
        'Marked done, and closed unless they object within a week',
      ],
      recommended: 'Marked done, and closed unless they object within a week',
      reason: 'The reporter can say it is not fixed, but nothing waits for ever on someone who never replies.',
      impact: 6,
      decision: 'Closing a {thing}',
      says: {
        'When whoever fixed it marks it done': 'A {thing} is closed when whoever fixed it marks it done.',
        'When the person who reported it confirms': 'A {thing} is closed once the person who reported it confirms it is fixed.',
        'Marked done, and closed unless they object within a week':
          'When a {thing} is marked done the reporter is asked to confirm; it closes by itself after a week without an objection.',
      },
    },
    {
      id: 'issue-reports-costs',
      category: 'data',
      text: 'Are costs and contractors kept on each {thing}?',
      options: ['Yes: quotes, the contractor chosen and the final cost', 'Only the final cost', 'No costs in the app'],
      recommended: 'Yes: quotes, the contractor chosen and the final cost',
      reason: 'With quotes and costs on each {thing}, spending per place and per contractor shows without a spreadsheet.',
      impact: 6,
      decision: 'Costs on {things}',
      askIf: { says: ['quote', 'quotes', 'contractor', 'contractors', 'cost', 'costs', 'invoice', 'budget'] },
      says: {
        'Yes: quotes, the contractor chosen and the final cost':
          'Each {thing} keeps its quotes, the contractor chosen and the final cost.',
        'Only the final cost': 'Each {thing} keeps its final cost.',
        'No costs in the app': 'Costs are not kept in the app.',
      },
    },
  ],
} satisfies InteractionInput;
