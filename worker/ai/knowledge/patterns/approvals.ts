import type { FeaturePatternInput } from '../records';

export default {
  id: 'approvals',
  match: [
    'approval',
    'approvals',
    'approve',
    'sign-off',
    'authorization request',
    'genehmigung',
    'freigabe',
    'freigabeprozess',
    'aprobacion',
    'aprobar',
    'autorizacion',
    'approbation',
    'validation hierarchique',
    'aprovacao',
    'aprovar',
    'autorizacao',
  ],
  description:
    'Requests go to the right approver, who approves or rejects with a comment; every decision is kept with who and when.',
  done: [
    { when: 'a request is submitted', then: 'set it to pending, notify the approver and block the action until it is decided' },
    { when: 'an approver approves or rejects', then: 'record who, when and the comment, and notify the requester' },
    { when: 'a request waits longer than the set time', then: 'remind the approver, then escalate to their deputy' },
  ],
  questions: [
    {
      id: 'pattern-approval-steps',
      category: 'user-flow',
      text: 'How many approval steps does a request pass?',
      options: ['One approver', 'Two steps in a fixed order', 'Steps depend on the amount or type'],
      recommended: 'One approver',
      reason: 'One approver keeps requests moving; rules by amount or type are worth it once volumes justify them.',
      impact: 6,
      decision: 'Approval steps',
      feature: 'approvals',
      says: {
        'One approver': 'Each request needs one approval, from the requester’s manager or a named approver.',
        'Two steps in a fixed order':
          'Each request passes two approvers in order; the second sees the first’s decision and comment.',
        'Steps depend on the amount or type':
          'Approval rules depend on amount and type (for example, above a set amount a second approver is required); admins edit the rules.',
      },
    },
  ],
} satisfies FeaturePatternInput;
