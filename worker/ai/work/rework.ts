import type { WorkInput } from './work-record';

/** A rework of a part: the same behaviour, pinned by tests first, in a better structure, step by step. */
export default {
  id: 'rework',
  lead: 'work',
  asks: 'work',
  features: [
    {
      id: 'rework-characterisation-tests',
      title: 'Characterisation Tests',
      description: 'Tests that pin what the part does today, written before anything in it changes.',
      match: ['characterisation tests', 'characterization tests', 'pin behaviour', 'tests first'],
      done: [
        { when: 'the new tests run against the code before the rework', then: 'pass, describing what it does today' },
        { when: 'the new tests run after each step of the rework', then: 'still pass' },
      ],
    },
    {
      id: 'rework-preserve',
      title: 'Behaviour to Preserve',
      description: 'The list of what the part must keep doing: its inputs, outputs, errors and side effects.',
      match: ['behaviour', 'behavior', 'keep working', 'preserve'],
      done: [{ when: 'the reworked part gets the same input as before', then: 'give the same output, errors and side effects' }],
    },
    {
      id: 'rework-target',
      title: 'Target Structure',
      description: 'The modules, names and boundaries the part should end with, and why that is better.',
      match: ['structure', 'architecture', 'modules', 'split', 'refactor'],
      done: [
        {
          when: 'the rework is finished',
          then: 'leave the part in the target structure, with each module named after what it holds',
        },
      ],
    },
    {
      id: 'rework-steps',
      title: 'Step-by-Step Migration',
      description: 'The rework in small steps, each leaving the app working and the tests green.',
      match: ['step by step', 'incremental', 'small steps', 'migration'],
      done: [{ when: 'any one step of the rework is merged on its own', then: 'leave the app working with every test passing' }],
    },
    {
      id: 'rework-dead-code',
      title: 'Dead Code Removal',
      description: 'Code the rework makes unused is deleted, not left behind commented out.',
      match: ['dead code', 'unused code', 'cleanup', 'clean up'],
      done: [{ when: 'the rework is finished', then: 'leave no unused function, file or dependency from the old structure' }],
    },
    {
      id: 'rework-baseline',
      title: 'Performance Baseline',
      description: 'The part’s speed or resource use measured before and after, so the rework shows what it gained.',
      match: ['performance', 'faster', 'slow', 'speed', 'memory'],
      done: [
        { when: 'the measurement runs after the rework', then: 'show the part is at least as fast as the baseline taken before' },
      ],
    },
  ],
  questions: [
    {
      id: 'rework-goal',
      category: 'scope',
      text: 'What is the rework for?',
      options: [
        'Readability and structure',
        'Performance',
        'Replacing a library or framework',
        'Splitting a module that grew too large',
      ],
      recommended: 'Readability and structure',
      reason: 'Most reworks make a part easier to change; naming the goal keeps the rework from growing into a rewrite.',
      impact: 8,
      decision: 'Goal of the rework',
      says: {
        'Readability and structure':
          'The rework is for readability and structure: clearer names, smaller functions, one concern per module.',
        Performance: 'The rework is for performance: measure a baseline first and keep only the changes that beat it.',
        'Replacing a library or framework':
          'The rework replaces a library or framework: wrap the old one behind an interface, then switch the implementation.',
        'Splitting a module that grew too large':
          'The rework splits a module that grew too large into smaller ones along its real boundaries.',
      },
    },
    {
      id: 'rework-behaviour',
      category: 'scope',
      text: 'May the app’s behaviour change?',
      options: ['No, it must stay identical', 'Small changes, each listed'],
      recommended: 'No, it must stay identical',
      reason: 'A rework that changes nothing users see can be checked by the tests alone.',
      impact: 8,
      decision: 'Behaviour',
      says: {
        'No, it must stay identical': 'The app’s behaviour stays identical: same inputs, outputs, errors and side effects.',
        'Small changes, each listed': 'Small behaviour changes are allowed; list each one with its reason.',
      },
    },
    {
      id: 'rework-tests',
      category: 'launch',
      text: 'How well do tests cover this part today?',
      options: ['Well covered', 'Partly covered', 'Not covered'],
      recommended: 'Partly covered',
      reason: 'Reworking untested code safely starts with tests that pin what it does now.',
      impact: 7,
      decision: 'Test coverage today',
      says: {
        'Well covered': 'The part is well covered by tests: keep them passing after every step.',
        'Partly covered':
          'The part is partly covered: add characterisation tests for what the existing ones miss before changing it.',
        'Not covered': 'The part has no tests: write characterisation tests that pin today’s behaviour before changing anything.',
      },
    },
    {
      id: 'rework-steps-how',
      category: 'launch',
      text: 'How should the rework land?',
      options: ['In small steps, each releasable', 'In one change'],
      recommended: 'In small steps, each releasable',
      reason: 'Small steps can be reviewed and reverted one at a time; one large change hides its mistakes.',
      impact: 6,
      decision: 'How it lands',
      says: {
        'In small steps, each releasable': 'Land the rework in small steps, each releasable on its own with the tests green.',
        'In one change': 'Land the rework in one change, with the whole suite passing at the end.',
      },
    },
    {
      id: 'rework-callers',
      category: 'integrations',
      text: 'May the code that calls this part change too?',
      recommended: 'No',
      reason:
        'Keeping the part’s interface lets the rest of the code stay as it is; change callers only when the interface must go.',
      impact: 6,
      decision: 'Callers',
      says: {
        Yes: 'The code that calls the part may change where the new interface needs it; update every caller in the same step.',
        No: 'The part keeps its interface: the code that calls it does not change.',
      },
    },
  ],
  skip: [],
} satisfies WorkInput;
