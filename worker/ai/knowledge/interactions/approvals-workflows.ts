import type { InteractionInput } from '../records';

export default {
  id: 'approvals-workflows',
  name: 'Approvals and workflows',
  noun: 'approval workflow tool',
  verbs: [
    ['approve', 6],
    ['sign off', 6],
    ['authorise', 5],
    ['authorize', 5],
    ['reject', 3],
    ['review', 2],
    ['submit', 3],
  ],
  nouns: [
    ['approval', 5],
    ['sign-off', 5],
    ['workflow', 4],
    ['authorisation', 4],
    ['authorization', 4],
  ],
  recognise: {
    de: [
      ['genehmig*', 5],
      ['freigeb*', 5],
      ['freigabe*', 5],
      ['workflow', 4],
      ['abzeichn*', 4],
    ],
    es: [
      ['aprobar', 5],
      ['aprobacion*', 5],
      ['autorizar', 4],
      ['flujo de trabajo', 4],
    ],
    fr: [
      ['approuver', 5],
      ['valider', 4],
      ['validation', 3],
      ['approbation', 5],
      ['circuit de validation', 6],
    ],
    pt: [
      ['aprovar', 5],
      ['aprovacao', 5],
      ['autorizar', 4],
      ['fluxo de aprovacao', 6],
    ],
  },
  thing: 'request',
  things: 'requests',
  features: [
    {
      id: 'approvals-workflows-submit',
      title: '{Thing} Submission',
      description: 'A form to submit a {thing} with its details and attachments, saved as a draft until it is sent.',
      done: [
        {
          when: 'someone submits a {thing}',
          then: 'set it to waiting for approval and notify the person who approves it',
        },
      ],
    },
    {
      id: 'approvals-workflows-queue',
      title: '{Things} Waiting for Approval',
      description: 'The approver’s list of {things} to decide, oldest first, with approve and reject one click away.',
      done: [
        {
          when: 'an approver approves or rejects a {thing}',
          then: 'record who decided, when and their comment, and notify the person who submitted it',
        },
      ],
    },
    {
      id: 'approvals-workflows-status',
      title: '{Thing} Status and History',
      description: 'Where each {thing} stands (draft, waiting, approved, rejected) and every step it went through.',
      done: [
        {
          when: 'someone opens a {thing} they submitted',
          then: 'show its status and every decision on it with who made it and when',
        },
      ],
    },
    {
      id: 'approvals-workflows-reminders',
      title: 'Reminders for Overdue {Things}',
      description: 'A reminder to the approver, then their deputy, when a {thing} waits too long.',
      done: [
        {
          when: 'a {thing} waits longer than the set time',
          then: 'remind the approver, and after a second period notify their deputy',
        },
      ],
    },
    {
      id: 'approvals-workflows-report',
      title: 'Approved {Things} Report',
      description: 'The approved {things} of a period, with totals, for whoever acts on them next.',
      done: [
        {
          when: 'someone runs the report for a period',
          then: 'list every {thing} approved in that period with its totals, ready to export',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'approvals-workflows-approver',
      category: 'roles',
      text: 'Who approves a {thing}, and is there a second approver above a limit?',
      options: [
        'The submitter’s manager',
        'The manager, and a second approver above a set amount',
        'A fixed person or team for every {thing}',
      ],
      recommended: 'The manager, and a second approver above a set amount',
      reason: 'Managers know the context; a second approver for large {things} is the usual control without slowing small ones.',
      impact: 9,
      decision: 'Who approves {things}',
    },
    {
      id: 'approvals-workflows-rejected',
      category: 'user-flow',
      text: 'What happens to a rejected {thing}?',
      options: [
        'It is closed for good',
        'It goes back to the submitter to fix and resubmit',
        'The approver can edit and approve it',
      ],
      recommended: 'It goes back to the submitter to fix and resubmit',
      reason: 'Most rejections are fixable; sending the {thing} back keeps its history in one place.',
      impact: 7,
      decision: 'Rejected {things}',
    },
    {
      id: 'approvals-workflows-contents',
      category: 'data',
      text: 'What must a {thing} include before it can be submitted?',
      options: ['A description and an amount', 'Plus receipts or documents attached', 'Plus a category and a cost centre'],
      recommended: 'Plus receipts or documents attached',
      reason: 'Approvers decide faster and audits go smoothly when the evidence travels with the {thing}.',
      impact: 7,
      decision: 'What a {thing} includes',
    },
    {
      id: 'approvals-workflows-waiting',
      category: 'edge-cases',
      text: 'What should happen when an approver is away?',
      options: ['The {thing} waits for them', 'A named deputy can approve', 'It moves to the next approver after a set time'],
      recommended: 'A named deputy can approve',
      reason: 'A deputy keeps {things} moving during holidays without skipping anyone’s judgement.',
      impact: 6,
      decision: 'Approver away',
    },
    {
      id: 'approvals-workflows-after',
      category: 'integrations',
      text: 'What happens once a {thing} is approved?',
      options: [
        'Nothing more: the approval is the record',
        'It is exported for another system, such as payroll or accounting',
        'Someone acts on it and marks it done',
      ],
      recommended: 'It is exported for another system, such as payroll or accounting',
      reason: 'Approved {things} usually feed another system; an export avoids typing them in twice.',
      impact: 6,
      decision: 'After approval',
    },
  ],
} satisfies InteractionInput;
