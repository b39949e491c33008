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
      ['kurs*', 3],
      ['unterricht*', 4],
      ['weiterbildung*', 5],
      ['fortbildung*', 5],
      ['karteikarte*', 5],
      ['vokabel*', 4],
      ['lehrplan', 5],
      ['e-learning', 6],
      ['lehrer', 2],
      ['schüler', 2],
    ],
    es: [
      ['curso*', 5],
      ['lección', 5],
      ['lecciones', 5],
      ['aprender', 4],
      ['formación', 4],
      ['practicar', 3],
      ['aprend*', 4],
      ['enseñar', 4],
      ['clases', 2],
      ['flashcards', 5],
      ['fichas de estudio', 5],
      ['e-learning', 6],
      ['capacitacion*', 5],
      ['temario', 5],
      ['estudiar', 3],
      ['alumnos', 1],
      ['plataforma educativa', 6],
    ],
    fr: [
      ['cours en ligne', 6],
      ['leçon*', 5],
      ['formation*', 4],
      ['apprendre', 4],
      ['exercice*', 3],
      ['cours', 2],
      ['apprentissage', 4],
      ['enseigner', 4],
      ['réviser', 4],
      ['fiches de révision', 6],
      ['flashcards', 5],
      ['e-learning', 6],
      ['programme de formation', 5],
      ['étudier', 3],
      ['apprenants', 4],
      ['élèves', 2],
    ],
    pt: [
      ['curso*', 5],
      ['lição', 5],
      ['lições', 5],
      ['aulas', 4],
      ['aprender', 4],
      ['praticar', 3],
      ['aprend*', 4],
      ['ensinar', 4],
      ['treinamento*', 4],
      ['capacitação', 5],
      ['flashcards', 5],
      ['e-learning', 6],
      ['estudar', 3],
      ['aula', 4],
      ['plataforma de ensino', 6],
      ['alunos', 2],
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
      settledByAccess: { own: 'The learner and their teacher' },
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
    {
      id: 'learning-courses-enrolment',
      category: 'user-flow',
      text: 'How does a learner get onto a course of {things}?',
      options: [
        'Every course is open to all who sign in',
        'Learners enrol themselves in the courses they want',
        'Assigned to them by the person in charge',
      ],
      recommended: 'Learners enrol themselves in the courses they want',
      reason: 'Self-enrolment takes no admin time, and gives each learner a dashboard of just the courses they chose.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Assigned to them by the person in charge',
          reason: 'Training at work is usually assigned by a manager, who then needs to see who has not started yet.',
        },
      ],
      impact: 7,
      decision: 'Getting onto a course',
      says: {
        'Every course is open to all who sign in': 'Every signed-in learner can open every course; there is no enrolment step.',
        'Learners enrol themselves in the courses they want':
          'Learners browse the courses and enrol themselves in one tap; their courses then appear on their own dashboard.',
        'Assigned to them by the person in charge':
          'Teachers or managers enrol learners in courses, one by one or as a group, optionally with a due date; learners see the courses assigned to them first.',
      },
    },
    {
      id: 'learning-courses-pace',
      category: 'scope',
      text: 'Do learners go through the {things} at their own pace, or together as a group?',
      options: [
        'At their own pace, no dates',
        'Own pace, with a date to finish by',
        'Together: a group with a start date and weekly releases',
      ],
      recommended: 'At their own pace, no dates',
      reason:
        'Self-paced learning fits around people’s lives and needs no timetable; groups with set dates suit courses with live sessions.',
      recommendedWhen: [
        {
          if: { audience: ['work'] },
          recommended: 'Own pace, with a date to finish by',
          reason: 'Required training at work has a deadline; a finish-by date with reminders gets it done without chasing.',
        },
      ],
      impact: 6,
      decision: 'Course format',
      says: {
        'At their own pace, no dates':
          'Learners start any time and work through the {things} at their own pace, with no dates or deadlines.',
        'Own pace, with a date to finish by':
          'Learners work at their own pace, but each enrolment can have a finish-by date; they are reminded as it nears, and overdue learners are listed for their teacher or manager.',
        'Together: a group with a start date and weekly releases':
          'Courses run as groups with a start date; {things} are released on a schedule (such as one module a week) and the group moves through them together.',
      },
      settledBy: {
        'At their own pace, no dates': [
          'self-paced',
          'own pace',
          'eigenen tempo',
          'a su propio ritmo',
          'à son rythme',
          'no seu ritmo',
        ],
        'Together: a group with a start date and weekly releases': ['cohort', 'cohorts', 'kohorte*', 'cohorte*', 'coorte*'],
      },
    },
    {
      id: 'learning-courses-help',
      category: 'user-flow',
      text: 'How can a learner get help when stuck on a {thing}?',
      options: [
        'Not in the app: the material stands alone',
        'Private questions to the teacher on each {thing}',
        'A discussion under each {thing} that all learners see',
      ],
      recommended: 'Private questions to the teacher on each {thing}',
      reason:
        'A question asked right on the {thing} reaches the person who can answer with its context; open threads need moderation and many learners.',
      impact: 6,
      decision: 'Student questions',
      says: {
        'Not in the app: the material stands alone':
          'There is no way to ask questions in the app; each {thing} stands on its own.',
        'Private questions to the teacher on each {thing}':
          'Under each {thing} a learner can ask a private question; the teacher (or author) is notified, answers in the app, and the learner is told.',
        'A discussion under each {thing} that all learners see':
          'Each {thing} has a discussion all its learners can read and post in; teachers are notified, can mark the best answer and can remove posts.',
      },
    },
    {
      id: 'learning-courses-retakes',
      category: 'edge-cases',
      text: 'What happens when a learner fails the exercises of a {thing}?',
      options: [
        'Unlimited retries, straight away',
        'A set number of attempts, then the teacher is told',
        'Retry only after going through the {thing} again',
      ],
      recommended: 'Unlimited retries, straight away',
      reason:
        'Unlimited retries turn mistakes into practice; limits matter only when finishing leads to a certificate that must mean something.',
      impact: 5,
      decision: 'Retakes',
      askIf: { answer: 'learning-courses-completion', is: ['Passing its exercises'] },
      says: {
        'Unlimited retries, straight away':
          'A learner who fails can retry the exercises of a {thing} at once, as often as they like; questions are shuffled and the best score counts.',
        'A set number of attempts, then the teacher is told':
          'A learner has a set number of attempts (such as three) at the exercises of a {thing}; after the last failed one, their teacher is told and can allow more.',
        'Retry only after going through the {thing} again':
          'After a failed attempt, the learner must go through the {thing} again before its exercises unlock for another try.',
      },
    },
  ],
} satisfies InteractionInput;
