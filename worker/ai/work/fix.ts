import type { WorkInput } from './work-record';

/** A bug fix: reproduce it, pin it with a failing test, fix its cause and nothing else. */
export default {
  id: 'fix',
  lead: 'work',
  asks: 'work',
  features: [
    {
      id: 'fix-failing-test',
      title: 'Failing Test First',
      description: 'An automated test that reproduces the bug and fails on the current code, written before any fix.',
      match: ['failing test', 'regression test', 'test first'],
      done: [
        {
          when: 'the new test runs against the code before the fix',
          then: 'fail, showing the wrong behaviour the bug report describes',
        },
        { when: 'the new test runs after the fix', then: 'pass, together with every test that passed before' },
      ],
    },
    {
      id: 'fix-reproduction',
      title: 'Bug Reproduction',
      description: 'The exact steps, input and state that make the bug happen, written down before anything changes.',
      match: ['reproduce', 'reproduction', 'steps to reproduce', 'repro'],
      done: [
        {
          when: 'someone follows the reproduction steps on the current code',
          then: 'see the bug happen as described, every time',
        },
      ],
    },
    {
      id: 'fix-expected-actual',
      title: 'Expected vs Actual Behaviour',
      description: 'What should happen and what happens instead, stated precisely enough to test.',
      match: ['expected', 'actual', 'should happen', 'instead'],
      done: [
        {
          when: 'the reproduction steps run on the fixed code',
          then: 'show the expected behaviour and no longer the actual one reported',
        },
      ],
    },
    {
      id: 'fix-root-cause',
      title: 'Root Cause Fix',
      description: 'The cause is fixed where it starts, not hidden where it shows, with a one-line note of what it was.',
      match: ['root cause', 'cause', 'fix'],
      done: [
        { when: 'the fix is reviewed', then: 'change the code that causes the bug and explain the cause in one line' },
        { when: 'the same input reaches the code by another path', then: 'behave correctly there too' },
      ],
    },
    {
      id: 'fix-scope',
      title: 'Scope of the Fix',
      description: 'Only the code on the bug’s path changes; behaviour elsewhere and public interfaces stay as they are.',
      match: ['scope', 'side effects', 'nothing else'],
      done: [{ when: 'the whole test suite and the linter run after the fix', then: 'pass, with no change to unrelated files' }],
    },
    {
      id: 'fix-regression-guard',
      title: 'Regression Guard',
      description: 'The new test stays in the suite and runs in CI, so the bug cannot come back unnoticed.',
      match: ['regression', 'come back', 'again'],
      done: [{ when: 'a later change brings the bug back', then: 'fail the new test in the suite' }],
    },
    {
      id: 'fix-data-repair',
      title: 'Repair of Wrong Data',
      description: 'Records the bug already wrote wrongly are found and corrected by a one-off, reversible script.',
      match: ['wrong data', 'corrupted', 'repair data', 'data fix'],
      done: [
        { when: 'the repair script runs in a dry-run mode', then: 'list the records it would change and change none' },
        { when: 'the repair script runs for real', then: 'correct only those records and log what it changed' },
      ],
    },
  ],
  questions: [
    {
      id: 'fix-frequency',
      category: 'edge-cases',
      text: 'How often does the bug happen?',
      options: ['Every time', 'Sometimes, not predictably', 'Only for some users or some data', 'Only in production'],
      recommended: 'Every time',
      reason: 'A bug that happens every time can be pinned by a test at once; an intermittent one needs its trigger found first.',
      impact: 8,
      decision: 'How often it happens',
      says: {
        'Every time': 'The bug happens every time the steps are followed: reproduce it with a test that fails deterministically.',
        'Sometimes, not predictably':
          'The bug is intermittent: look for timing, ordering, caching or shared state, and make the failing test deterministic.',
        'Only for some users or some data':
          'The bug happens only for some users or data: find what those have in common and build the failing test from such a case.',
        'Only in production':
          'The bug shows only in production: compare configuration, data volume and environment with development before changing code.',
      },
    },
    {
      id: 'fix-where',
      category: 'user-flow',
      text: 'Where does the bug show itself?',
      options: ['In the interface', 'In an API response', 'In stored data', 'In a background job or integration'],
      recommended: 'In the interface',
      reason: 'Where the bug shows decides which test catches it: a component or end-to-end test, an API test, or a data check.',
      impact: 7,
      decision: 'Where it shows',
      says: {
        'In the interface': 'The bug shows in the interface: catch it with a component or end-to-end test of that screen.',
        'In an API response':
          'The bug shows in an API response: catch it with a test that calls that endpoint and checks the response.',
        'In stored data': 'The bug shows in stored data: catch it with a test that checks what is written to the database.',
        'In a background job or integration':
          'The bug shows in a background job or integration: catch it with a test that runs the job with the failing input.',
      },
    },
    {
      id: 'fix-error',
      category: 'edge-cases',
      text: 'Is there an error message or a stack trace to start from?',
      recommended: 'No',
      reason: 'Without one, the bug is found by reproducing it; when you have an error message, paste it into the description.',
      impact: 6,
      decision: 'Error message',
      says: {
        Yes: 'Start from the error message and stack trace in the description: find the line they point to before changing code.',
        No: 'There is no error message: find the cause by reproducing the bug and following the code on its path.',
      },
    },
    {
      id: 'fix-reach',
      category: 'scope',
      text: 'How far may the fix reach?',
      options: [
        'Only the code on the bug’s path',
        'The module around it, if the cause is there',
        'Whatever the root cause needs',
      ],
      recommended: 'The module around it, if the cause is there',
      reason: 'Fixing the cause beats patching the symptom, but a fix that reaches past its module has become a rework.',
      impact: 7,
      decision: 'Reach of the fix',
      says: {
        'Only the code on the bug’s path':
          'Change only the code on the bug’s path; anything else worth changing goes in a note, not the fix.',
        'The module around it, if the cause is there':
          'Fix the cause within its module; if it lies further, stop and say where before changing more.',
        'Whatever the root cause needs':
          'Fix the root cause wherever it lies, and list every file the fix touches with the reason.',
      },
    },
    {
      id: 'fix-data',
      category: 'data',
      text: 'Has the bug already written wrong data?',
      options: ['No', 'Yes, and it must be repaired', 'Yes, but it can stay as it is'],
      recommended: 'No',
      reason: 'Most bugs show wrong results without storing them; if records are already wrong, their repair is part of the fix.',
      impact: 6,
      decision: 'Data already written',
      says: {
        No: 'The bug has written no wrong data: the fix changes code only.',
        'Yes, and it must be repaired':
          'The bug has written wrong data: add a one-off, reversible repair script with a dry run, beside the code fix.',
        'Yes, but it can stay as it is':
          'The bug has written wrong data that stays as it is: the fix must handle those records without failing.',
      },
    },
    {
      id: 'fix-since',
      category: 'edge-cases',
      text: 'Did it work before a recent change?',
      options: ['Yes, it broke recently', 'No, it never worked', 'Not sure'],
      recommended: 'Not sure',
      reason: 'A bug that came with a recent change is found fastest by finding that change first.',
      impact: 5,
      decision: 'When it started',
      says: {
        'Yes, it broke recently': 'It worked before a recent change: find the change that broke it (git bisect) before fixing.',
        'No, it never worked':
          'It never worked: treat the fix as finishing the behaviour, with tests for each case it should handle.',
        'Not sure': 'When it started is unknown: check the recent history of the code on its path before fixing.',
      },
    },
    {
      id: 'fix-hotfix',
      category: 'launch',
      text: 'Is this a hotfix that must reach production on its own?',
      recommended: 'No',
      reason: 'A hotfix is kept to the smallest safe change; most fixes can go out with the next release.',
      impact: 5,
      decision: 'Hotfix',
      says: {
        Yes: 'This is a hotfix: make the smallest safe change, released on its own; note any fuller cleanup for later.',
        No: 'This fix goes out with the next regular release.',
      },
    },
  ],
  skip: [],
} satisfies WorkInput;
