import { NO_PAYMENT } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'learning-courses',
  name: 'Learning and courses',
  noun: 'learning app',
  verbs: [
    ['learn', 4],
    ['teach', 4],
    ['practise', 4],
    ['memorise', 4],
    ['memorize', 4],
    ['study', 3],
    ['practice', 3],
    ['enrol', 3],
    ['enroll', 3],
    ['train', 2],
  ],
  nouns: [
    ['lesson', 4],
    ['course', 5],
    ['flashcard', 5],
    ['tutorial', 3],
    ['curriculum', 5],
    ['syllabus', 5],
    ['lms', 6],
  ],
  recognise: {
    de: [
      ['lektion*', 5],
      ['schulung*', 5],
      ['lernplattform', 6],
      ['lern*', 4],
      ['online-kurs*', 5],
      ['üben', 3],
    ],
    es: [
      ['curso*', 5],
      ['lección', 5],
      ['lecciones', 5],
      ['aprender', 4],
      ['formación', 4],
      ['practicar', 3],
    ],
    fr: [
      ['cours en ligne', 6],
      ['leçon*', 5],
      ['formation*', 4],
      ['apprendre', 4],
      ['exercice*', 3],
    ],
    pt: [
      ['curso*', 5],
      ['lição', 5],
      ['lições', 5],
      ['aulas', 4],
      ['aprender', 4],
      ['praticar', 3],
    ],
  },
  thing: 'lesson',
  things: 'lessons',
  features: [
    {
      id: 'learning-courses-path',
      title: 'Learning Path',
      description: 'The {things} in a suggested order, grouped into modules or levels, with the next one highlighted.',
      done: [
        {
          when: 'a learner opens the learning path',
          then: 'show every {thing} in order with its status (not started, in progress, done) and highlight the next one',
        },
      ],
    },
    {
      id: 'learning-courses-player',
      title: '{Thing} Viewer with Practice',
      description: 'Each {thing} with its text, media and exercises, and instant feedback on each answer.',
      done: [
        {
          when: 'a learner answers an exercise',
          then: 'say at once whether it is right, with a short explanation, and record the attempt',
        },
      ],
    },
    {
      id: 'learning-courses-progress',
      title: 'Progress per Learner',
      description: 'What each learner finished, how they scored and where they stopped, to resume on any device.',
      done: [
        {
          when: 'a learner returns on another device',
          then: 'reopen the {thing} they stopped in, at the place they stopped',
        },
      ],
    },
    {
      id: 'learning-courses-authoring',
      title: '{Thing} Editor for Authors',
      description: 'Write and arrange {things}, add media and exercises, preview, and publish when ready.',
      done: [
        {
          when: 'an author publishes a changed {thing}',
          then: 'show the new version to learners and keep the progress of those who had already finished it',
        },
      ],
    },
    {
      id: 'learning-courses-certificates',
      title: 'Completion Certificates',
      description: 'A certificate when a learner finishes a course or level, with the date and a check link.',
      done: [
        {
          when: 'a learner completes every required {thing} of a course',
          then: 'issue a certificate with their name and the date, downloadable as a PDF',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'learning-courses-authors',
      category: 'roles',
      text: 'Who creates the {things}?',
      options: [
        'One central team',
        'Invited teachers and experts',
        'Any user can publish their own',
        'AI drafts that a person checks',
      ],
      recommended: 'One central team',
      reason: 'One author keeps quality and style even; opening authoring to others needs review tools first.',
      impact: 9,
      decision: 'Who creates {things}',
      says: {
        'One central team': 'Only admins of {owner} create and publish {things}; learners only read and practise.',
        'Invited teachers and experts':
          'Invited teachers create and publish their own {things}; admins manage who can teach and can unpublish anything.',
        'Any user can publish their own':
          'Any user can publish {things}; others can report a {thing}, and reported ones are hidden until an admin reviews them.',
        'AI drafts that a person checks':
          'An AI drafts {things} from a topic and level; learners see nothing until a person has checked and published it.',
      },
    },
    {
      id: 'learning-courses-format',
      category: 'data',
      text: 'What is a {thing} made of?',
      options: ['Text and images', 'Video with notes', 'Interactive exercises with instant feedback', 'A mix of these'],
      recommended: 'A mix of these',
      reason: 'A short explanation followed by practice is how people learn; allowing a mix per {thing} supports both.',
      impact: 8,
      decision: 'What a {thing} is made of',
      settledBy: {
        'Video with notes': ['video course', 'video lessons', 'videokurs*', 'curso en vídeo', 'cours vidéo', 'videoaula*'],
      },
    },
    {
      id: 'learning-courses-order',
      category: 'user-flow',
      text: 'How does a learner move through the {things}?',
      options: [
        'Freely in any order',
        'A suggested order, the next one highlighted',
        'A strict order: each unlocked by finishing the last',
        'By level after a placement test',
      ],
      recommended: 'A suggested order, the next one highlighted',
      reason: 'A suggested order guides beginners without locking out those who already know a part.',
      impact: 8,
      decision: 'Order of {things}',
      settledBy: {
        'By level after a placement test': [
          'placement test',
          'einstufungstest',
          'prueba de nivel',
          'test de niveau',
          'teste de nivelamento',
        ],
      },
    },
    {
      id: 'learning-courses-completion',
      category: 'data',
      text: 'What counts as finishing a {thing}?',
      options: ['Opening it to the end', 'Marking it as done', 'Passing its exercises'],
      recommended: 'Passing its exercises',
      reason: 'Passing a short check shows it was learned, not just scrolled through, and makes progress figures mean something.',
      impact: 7,
      decision: 'Finishing a {thing}',
    },
    {
      id: 'learning-courses-progress-visibility',
      category: 'roles',
      text: 'Who can see how far a learner has got through the {things}?',
      options: ['The learner alone', 'The learner and their teacher', 'Teachers plus parents and managers'],
      recommended: 'The learner and their teacher',
      reason: 'Teachers need progress to help; parents or managers see it only where they are responsible for the learner.',
      impact: 6,
      decision: 'Who sees progress',
      replaces: 'webapp-data-sharing',
    },
    {
      id: 'learning-courses-pricing',
      category: 'scope',
      text: 'Should the {things} be free or paid?',
      options: ['Everything free of charge', 'Some free with the rest paid', 'Paid per course', 'A subscription for everything'],
      recommended: 'Some free with the rest paid',
      settledBy: { 'Everything free of charge': [...NO_PAYMENT] },
      reason: 'Free {things} show what people get; charging for the rest pays for making more.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Everything free of charge',
          reason: 'Training for your own people is paid for by the organisation; a paywall would only get in the way.',
        },
      ],
      impact: 6,
      decision: 'Pricing',
      replaces: 'online-payments',
      says: {
        'Everything free of charge': 'Every {thing} is free; nothing is paid online.',
        'Some free with the rest paid': 'Some {things} are free to try; the rest unlock after a single online payment by card.',
        'Paid per course': 'Each course is bought once online by card and stays unlocked for the buyer.',
        'A subscription for everything': 'A monthly or yearly subscription, paid online by card, unlocks every {thing}.',
      },
    },
  ],
} satisfies InteractionInput;
