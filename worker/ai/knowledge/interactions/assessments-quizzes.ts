import type { InteractionInput } from '../records';

export default {
  id: 'assessments-quizzes',
  name: 'Assessments and quizzes',
  noun: 'assessment app',
  verbs: [
    ['quiz', 5],
    ['assess', 5],
    ['grade', 4],
    ['examine', 3],
    ['evaluate', 3],
    ['test', 3],
    ['certify', 3],
    ['score', 2],
  ],
  nouns: [
    ['quiz', 6],
    ['exam', 5],
    ['assessment', 5],
    ['test', 2],
  ],
  recognise: {
    de: [
      ['quiz', 6],
      ['prüfung*', 5],
      ['klausur*', 5],
      ['einstufungstest', 6],
      ['multiple choice', 5],
      ['test', 2],
    ],
    es: [
      ['cuestionario*', 4],
      ['examen', 5],
      ['exámenes', 5],
      ['evaluación', 4],
      ['prueba*', 3],
    ],
    fr: [
      ['quiz', 6],
      ['examen*', 5],
      ['évaluation*', 4],
      ['qcm', 6],
      ['questionnaire*', 3],
    ],
    pt: [
      ['quiz', 6],
      ['exame*', 5],
      ['prova*', 4],
      ['avaliação', 4],
      ['teste*', 3],
    ],
  },
  thing: 'quiz',
  things: 'quizzes',
  features: [
    {
      id: 'assessments-quizzes-builder',
      title: '{Thing} Builder',
      description: 'Questions, answer options, correct answers and points, drawn from a reusable question bank.',
      done: [
        {
          when: 'someone saves a {thing} with a question that has no correct answer set',
          then: 'keep it as a draft and point to the question that needs one',
        },
      ],
    },
    {
      id: 'assessments-quizzes-attempt',
      title: '{Thing} Attempts with Timer',
      description: 'One question at a time or all on one page, with an optional time limit and progress saved as people go.',
      done: [
        {
          when: 'someone loses the connection during a {thing}',
          then: 'keep the answers given so far and let them continue where they stopped',
        },
        {
          when: 'the time limit runs out',
          then: 'submit the answers given so far and score them',
        },
      ],
    },
    {
      id: 'assessments-quizzes-scoring',
      title: 'Automatic Scoring and Feedback',
      description: 'Scores worked out the moment a {thing} is submitted, with an explanation for each answer.',
      done: [
        {
          when: 'someone submits a {thing}',
          then: 'score every automatically marked question at once and show the result with the feedback set for it',
        },
      ],
    },
    {
      id: 'assessments-quizzes-results',
      title: 'Results by Person and Question',
      description: 'Who took which {thing}, their scores, and the questions most people got wrong.',
      done: [
        {
          when: 'the person who set a {thing} opens its results',
          then: 'list each attempt with its score and show, per question, the share of correct answers',
        },
      ],
    },
    {
      id: 'assessments-quizzes-certificates',
      title: '{Thing} Pass Certificates',
      description: 'A certificate with a check link for everyone who passes, when a pass means something.',
      done: [
        {
          when: 'someone reaches the pass mark',
          then: 'issue a certificate with their name, the date and a link anyone can use to check it',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'assessments-quizzes-stakes',
      category: 'scope',
      text: 'What does the result of a {thing} count for?',
      options: ['Practice only with nothing recorded', 'A score kept on record', 'A pass mark with certificates'],
      recommended: 'A score kept on record',
      reason: 'Most {things} feed a record someone looks at; that decides retakes, cheating rules and who sees results.',
      impact: 10,
      decision: 'What results count for',
      says: {
        'Practice only with nothing recorded':
          'Results are for practice only: show them to the person at once, keep their history, and skip anti-cheating measures.',
        'A score kept on record': 'Every submitted {thing} records a score that the person who set it can see and export.',
        'A pass mark with certificates':
          'A pass mark grants a certificate or access; attempts are timed and checked, and passes can be verified by others.',
      },
      settledBy: {
        'Practice only with nothing recorded': [
          'self-test',
          'self test',
          'practice quiz',
          'practice test',
          'übungstest',
          'autoevaluación',
          'auto-évaluation',
          'autoavaliação',
        ],
        'A pass mark with certificates': [
          'certificate',
          'certification',
          'zertifikat*',
          'certificado*',
          'certificat*',
          'certificação',
        ],
      },
    },
    {
      id: 'assessments-quizzes-question-types',
      category: 'data',
      text: 'Which kinds of questions must a {thing} support?',
      options: ['Multiple choice only', 'Multiple choice and short answers', 'Plus open answers marked by a person'],
      recommended: 'Multiple choice and short answers',
      reason: 'Both are scored automatically and cover most needs; open answers need a marker and a second workflow.',
      impact: 8,
      decision: 'Question types',
      says: {
        'Multiple choice only': 'Questions are multiple choice (one or several right answers), all scored automatically.',
        'Multiple choice and short answers':
          'Support multiple choice and short typed answers checked against accepted answers, all scored automatically.',
        'Plus open answers marked by a person':
          'Support open answers too: they wait in a marking queue, and the score is final once a marker has scored them.',
      },
    },
    {
      id: 'assessments-quizzes-feedback',
      category: 'user-flow',
      text: 'When does someone see the right answers to a {thing}?',
      options: [
        'Right after each question',
        'At the end of the {thing}',
        'After everyone has finished',
        'Never: only the score is shown',
      ],
      recommended: 'At the end of the {thing}',
      reason:
        'Answers at the end teach without giving the rest away; holding them back suits {things} that are reused as they are.',
      impact: 7,
      decision: 'When answers are shown',
    },
    {
      id: 'assessments-quizzes-retakes',
      category: 'edge-cases',
      text: 'Can a {thing} be taken again?',
      options: ['As often as wanted, best score kept', 'A set number of attempts', 'A single attempt'],
      recommended: 'A set number of attempts',
      reason: 'A few attempts allow for a bad day while keeping results meaningful; unlimited retakes turn scores into guessing.',
      impact: 7,
      decision: 'Retakes',
    },
    {
      id: 'assessments-quizzes-results-visibility',
      category: 'roles',
      text: 'Who sees the results of a {thing}?',
      options: ['Only the person who took it', 'That person and whoever set the {thing}', 'Everyone sees a ranking'],
      recommended: 'That person and whoever set the {thing}',
      reason: 'The setter needs results to help and adjust; public rankings put off those who score low.',
      impact: 7,
      decision: 'Who sees results',
      replaces: 'webapp-data-sharing',
    },
    {
      id: 'assessments-quizzes-integrity',
      category: 'security',
      text: 'How much should cheating on {things} be guarded against?',
      options: [
        'Shuffled questions and a time limit',
        'Plus questions drawn at random from a bank',
        'Plus webcam or locked-browser supervision',
      ],
      recommended: 'Shuffled questions and a time limit',
      reason: 'Shuffling and a timer stop most copying; supervision software is costly, intrusive and often resented.',
      impact: 6,
      decision: 'Cheating safeguards',
      askIf: { answer: 'assessments-quizzes-stakes', isNot: ['Practice only with nothing recorded'] },
    },
  ],
} satisfies InteractionInput;
