import { MONEY_WORDS } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'approvals-workflows',
  name: 'Approvals and workflows',
  noun: 'approval workflow tool',
  // ("a portal per job where the customer … has to tap 'approve' on each bit"): the client's approval is the portal's.
  partOf: ['client-portals'],
  // ("the referrer collects the bags … a collection sign-off": a handover signed for, nothing approved.)
  notIn: ['collection sign-off', 'delivery sign-off', 'handover sign-off', 'sign-off on collection'],
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
    // "emergency changes need two ECAB approvers", "standard changes are pre-approved".
    ['approver', 5],
    ['pre-approved', 4],
    ['sign-off', 5],
    ['workflow', 4],
    ['authorisation', 4],
    ['authorization', 4],
  ],
  recognise: {
    de: [
      ['genehmig*', 5],
      ['freigeb*', 5],
      ['freigibt', 5],
      ['freigegeben', 5],
      ['freigabe*', 5],
      ['workflow', 4],
      ['abzeichn*', 4],
      ['abgezeichnet', 4],
      ['*antrag', 3],
      ['ablehn*', 3],
      ['abgelehnt', 3],
      ['zustimm*', 3],
      ['zugestimmt', 3],
      ['bewillig*', 5],
      ['urlaubsantr*', 5],
      ['vier augen prinzip', 6],
      ['unterschrift*', 2],
      ['abnahme', 2],
    ],
    es: [
      ['aprobar', 5],
      ['aprobacion*', 5],
      ['autorizar', 4],
      ['flujo de trabajo', 4],
      ['aprob*', 5],
      ['aprueb*', 5],
      ['autoriz*', 4],
      ['rechaz*', 3],
      ['solicitudes de vacaciones', 5],
      ['visto bueno', 5],
      ['validar', 3],
      ['valida', 3],
      ['validamos', 3],
      ['validad*', 3],
      ['firmar', 2],
      ['firma', 2],
      ['firmamos', 2],
      ['firmad*', 2],
      ['solicitud de compra', 4],
    ],
    fr: [
      ['approuver', 5],
      ['valider', 4],
      ['valide', 4],
      ['valident', 4],
      ['validons', 4],
      ['validation', 3],
      ['approbation', 5],
      ['circuit de validation', 6],
      ['approuv*', 5],
      ['refus*', 3],
      ['rejet*', 3],
      ['autoris*', 4],
      ['demande de congé*', 5],
      ['demandes de congé*', 5],
      ['feu vert', 4],
      ['workflow', 4],
      ['signature*', 2],
    ],
    pt: [
      ['aprovar', 5],
      ['aprovacao', 5],
      ['autorizar', 4],
      ['fluxo de aprovacao', 6],
      ['aprova*', 5],
      ['autoriz*', 4],
      ['rejeit*', 3],
      ['recusar', 3],
      ['recus*', 3],
      ['pedido de férias', 5],
      ['pedidos de férias', 5],
      ['validar', 3],
      ['validam', 3],
      ['validamos', 3],
      ['valide', 3],
      ['fluxo de trabalho', 4],
      ['workflow', 4],
    ],
  },
  // "Under £100 the agent can approve it themselves, over £1,000 also needs the finance manager": tiers of approvers.
  phrases: [
    ['approved by', 5],
    ['needs approval', 6],
    ['need approval', 6],
    ['needs sign-off', 6],
    ['can approve', 5],
    ['approve it', 5],
    ['approves it', 5],
    ['needs the * manager', 4],
    ['needs a * manager', 4],
    ['also needs the', 3],
    ['needs a team lead', 4],
    ['needs a vote', 4],
  ],
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
      // Artwork, documents, leave: without money there is no amount to set a second approver by.
      recommendedWhen: [
        {
          if: { not: { says: [...MONEY_WORDS] } },
          recommended: 'A fixed person or team for every {thing}',
          reason: 'Without amounts, the people who own the result sign every {thing} off the same way.',
        },
      ],
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
      // A family's sign-off on a proof has no amount, receipt or cost centre.
      askIf: { says: [...MONEY_WORDS] },
      reason: 'Approvers decide faster and audits go smoothly when the evidence travels with the {thing}.',
      impact: 7,
      decision: 'What a {thing} includes',
      settledBy: {
        'Plus receipts or documents attached': [
          'photos of the receipts',
          'photo of the receipt',
          'photos of receipts',
          'receipts attached',
          'with the receipts',
          'upload receipts',
          'upload the receipt',
          'scan of the receipt',
        ],
      },
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
      recommendedWhen: [
        {
          if: { not: { says: [...MONEY_WORDS] } },
          recommended: 'Someone acts on it and marks it done',
          reason: 'An approved {thing} is usually the go-ahead for the next step; marking it done closes the loop.',
        },
      ],
      impact: 6,
      decision: 'After approval',
    },
    {
      id: 'approvals-workflows-routes',
      category: 'scope',
      text: 'Do different kinds of {thing} follow different approval routes?',
      options: [
        'One route for every {thing}',
        'A route per kind of {thing}, set by an admin',
        'Routes picked by rules such as amount and team',
      ],
      recommended: 'A route per kind of {thing}, set by an admin',
      reason:
        'Most organisations soon have two or three kinds with their own approvers; a route per kind covers that without a rules engine.',
      impact: 7,
      decision: 'Approval routes',
      says: {
        'One route for every {thing}': 'Every {thing} follows the same approval route.',
        'A route per kind of {thing}, set by an admin':
          'Each {thing} has a kind, chosen from a list admins keep; admins set the approvers and their order for each kind.',
        'Routes picked by rules such as amount and team':
          'Admins define rules (by amount, team, kind or other fields) that pick the approvers of each {thing} when it is submitted; the route is shown before sending.',
      },
    },
    {
      id: 'approvals-workflows-changes',
      category: 'edge-cases',
      text: 'Can a {thing} be changed once it is submitted or approved?',
      options: [
        'No: it is withdrawn and submitted again',
        'Edits until a decision; changes after approval need approval again',
        'Edits at any time, every change logged',
      ],
      recommended: 'Edits until a decision; changes after approval need approval again',
      reason:
        'An approval must cover what was approved; approving again after a change stops a {thing} growing once it is signed off.',
      impact: 7,
      decision: 'Changing a {thing}',
      says: {
        'No: it is withdrawn and submitted again':
          'A submitted {thing} cannot be edited; the submitter withdraws it and submits a corrected one, linked to the first.',
        'Edits until a decision; changes after approval need approval again':
          'The submitter can edit a {thing} until it is decided, and the approver sees what changed; any change after approval sends it back for approval, keeping both versions.',
        'Edits at any time, every change logged':
          'A {thing} can be edited at any time, even after approval; every change is logged with who, when and the old value, and the approver is told.',
      },
    },
    {
      id: 'approvals-workflows-own',
      category: 'roles',
      text: 'Who decides on a {thing} submitted by someone who would normally approve it?',
      options: ['No extra rule: they approve it themselves', 'It goes one level up', 'A named second person, set per approver'],
      recommended: 'A named second person, set per approver',
      reason:
        'Nobody should sign off their own {thing}; a named second person works even at the top, where there is nobody further up.',
      impact: 6,
      decision: 'Approvers’ own {things}',
      says: {
        'No extra rule: they approve it themselves':
          'Approvers may approve their own {things}; such approvals are marked as self-approved in the history.',
        'It goes one level up':
          'An approver’s own {thing} goes to the person above them; {things} from the person at the top go to a named stand-in.',
        'A named second person, set per approver':
          'Nobody can approve their own {thing}; it goes to a second person that an admin names for each approver.',
      },
    },
    {
      id: 'approvals-workflows-cancel',
      category: 'user-flow',
      text: 'What happens when an approved {thing} is no longer needed?',
      options: [
        'It stays approved; nothing to do',
        'The submitter cancels it and the approver is told',
        'Cancelling needs the approver’s agreement',
      ],
      recommended: 'The submitter cancels it and the approver is told',
      reason:
        'Plans change after sign-off; a recorded cancellation keeps reports true and frees whatever the approval held, such as days or budget.',
      impact: 5,
      decision: 'Cancelling approved {things}',
      says: {
        'It stays approved; nothing to do': 'An approved {thing} stays approved; nothing can be cancelled in the app.',
        'The submitter cancels it and the approver is told':
          'The submitter can cancel an approved {thing} with a reason; it is marked cancelled, left out of approved totals, and the approver is told.',
        'Cancelling needs the approver’s agreement':
          'The submitter can ask to cancel an approved {thing}; it is cancelled only once the approver agrees, and both steps are recorded.',
      },
    },
  ],
} satisfies InteractionInput;
