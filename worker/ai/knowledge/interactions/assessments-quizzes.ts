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
      ['quizz*', 6],
      ['fragenkatalog*', 5],
      ['wissenstest*', 6],
      ['lernkontrolle*', 5],
      ['benot*', 4],
      ['bestanden', 3],
      ['zertifizier*', 3],
      ['antwortmöglichkeiten', 4],
      ['noten', 2],
    ],
    es: [
      ['cuestionario*', 4],
      ['examen', 5],
      ['exámenes', 5],
      ['evaluación', 4],
      ['prueba*', 3],
      ['trivia', 5],
      ['evaluar', 4],
      ['evalu*', 4],
      ['autoevaluacion*', 5],
      ['test de conocimientos', 6],
      ['preguntas tipo test', 6],
      ['opción múltiple', 5],
      ['simulacro*', 4],
      // "que los alumnos puedan hacer los tests desde el móvil, que se corrija solo".
      ['tipo test', 5],
      ['tests', 3],
      ['corrija*', 3],
      ['corregir', 3],
      ['certificacion*', 3],
      ['calificaciones', 3],
    ],
    fr: [
      ['quiz', 6],
      ['examen*', 5],
      ['évaluation*', 4],
      ['qcm', 6],
      ['questionnaire*', 3],
      ['quizz*', 6],
      ['évaluer', 4],
      ['évalu*', 4],
      ['auto évaluation*', 5],
      ['test de connaissances', 6],
      ['tests de connaissances', 6],
      ['choix multiple*', 5],
      ['noter les copies', 5],
      ['note les copies', 5],
      ['notent les copies', 5],
      ['corriger', 3],
      ['corrig*', 3],
      ['épreuve*', 4],
      ['certification*', 3],
    ],
    pt: [
      ['quiz', 6],
      ['exame*', 5],
      ['prova', 4],
      ['avaliação', 4],
      ['teste*', 3],
      ['avaliar', 4],
      ['avalia*', 4],
      ['avaliacoes', 4],
      ['simulado*', 5],
      ['teste de conhecimento*', 6],
      ['múltipla escolha', 5],
      ['corrigir', 3],
      ['corrig*', 3],
      ['gabarito', 5],
      ['certificação', 3],
      ['perguntas e respostas', 4],
    ],
  },
  // "we test pH, phosphorus…", "test the alarms": a test of things, not of people, is no assessment.
  onlyIfSaid: [
    ...'quiz quizzes exam exams student students pupil pupils learner learners trainee trainees candidate candidates'.split(' '),
    ...'class classes course courses lesson lessons teacher teachers training questions answers score scores'.split(' '),
    ...'pass mark certificate certificates grade grades school apprentice apprentices'.split(' '),
    ...'schüler schülerin prüfung prüfungen kurs kurse fragen lernende teilnehmende azubis'.split(' '),
    ...'alumnos alumnas examen exámenes curso cursos preguntas estudiantes'.split(' '),
    ...'élèves examen examens cours questions étudiants stagiaires'.split(' '),
    ...'alunos alunas prova provas curso cursos perguntas estudantes'.split(' '),
  ],
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
      settledByAccess: { own: 'That person and whoever set the {thing}' },
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
    {
      id: 'assessments-quizzes-window',
      category: 'scope',
      text: 'When can people take a {thing}?',
      options: [
        'Any time once it is published',
        'Between an opening and a closing date',
        'Only live, all together, when a host starts it',
      ],
      recommended: 'Between an opening and a closing date',
      reason:
        'A window lets the setter remind people before the deadline and close the results; a live {thing} is a different app with a shared screen.',
      impact: 7,
      decision: 'When {things} can be taken',
      says: {
        'Any time once it is published': 'A {thing} can be taken at any time once it is published, until it is withdrawn.',
        'Between an opening and a closing date':
          'Each {thing} has an opening and a closing date; outside them it cannot be started, and those who have not taken it are reminded before it closes.',
        'Only live, all together, when a host starts it':
          'A host starts the {thing} live; everyone answers each question at the same time on their phone, while the question and the scores show on a shared screen.',
      },
      settledBy: {
        'Only live, all together, when a host starts it': [
          'pub quiz',
          'quiz night',
          'live quiz',
          'kahoot',
          'quizabend',
          'noche de trivia',
          'soirée quiz',
          'noite de quiz',
        ],
      },
    },
    {
      id: 'assessments-quizzes-corrections',
      category: 'edge-cases',
      text: 'What happens to results when a {thing} is corrected after people have taken it?',
      options: [
        'Earlier results stay as they were',
        'Earlier attempts are rescored with the correction',
        'It becomes a new version; results stay with the one taken',
      ],
      recommended: 'Earlier attempts are rescored with the correction',
      reason:
        'A wrong answer key is the usual correction; rescoring is fair to everyone, as long as people are told when their score changes.',
      impact: 6,
      decision: 'Correcting a {thing}',
      says: {
        'Earlier results stay as they were': 'Changes to a {thing} apply to new attempts only; earlier results are not touched.',
        'Earlier attempts are rescored with the correction':
          'When the setter corrects an answer or the points of a {thing}, rescore every earlier attempt, keep the old score in its history and tell those whose score changed.',
        'It becomes a new version; results stay with the one taken':
          'Editing a {thing} that has attempts makes a new version; each result stays linked to the version taken, and results can be compared per version.',
      },
    },
    {
      id: 'assessments-quizzes-marks',
      category: 'data',
      text: 'How are the marks for a {thing} worked out?',
      options: [
        'One point per right answer',
        'Points per question set by the author, with part marks',
        'Points lost for wrong answers',
      ],
      recommended: 'Points per question set by the author, with part marks',
      reason:
        'Harder questions deserve more points, and part marks for partly right answers feel fair; penalties mostly discourage people from trying.',
      impact: 6,
      decision: 'Marking',
      says: {
        'One point per right answer':
          'Every question is worth one point; the score is the number of right answers out of the total.',
        'Points per question set by the author, with part marks':
          'The author sets the points of each question; a question with several right answers earns a share of its points per right choice, less per wrong one, never below zero.',
        'Points lost for wrong answers':
          'Right answers earn points and wrong answers lose some, blank answers none, so guessing does not pay; a score never goes below zero.',
      },
      settledBy: {
        'Points lost for wrong answers': [
          'negative marking',
          'minus points',
          'minuspunkte',
          'puntos negativos',
          'points négatifs',
          'pontos negativos',
        ],
      },
    },
    {
      id: 'assessments-quizzes-exceptions',
      category: 'roles',
      text: 'Can the rules of a {thing} be relaxed for particular people, such as with extra time?',
      options: [
        'No: the same rules for everyone',
        'Per-person exceptions, such as extra time, given by the setter',
        'Set groups get adjustments automatically',
      ],
      recommended: 'Per-person exceptions, such as extra time, given by the setter',
      reason:
        'Someone always needs extra time or a second go after a lost connection; a per-person exception saves resetting the whole {thing}.',
      impact: 5,
      decision: 'Exceptions for individuals',
      says: {
        'No: the same rules for everyone': 'Everyone takes a {thing} under the same rules; there are no individual exceptions.',
        'Per-person exceptions, such as extra time, given by the setter':
          'The setter can give a person extra time, another attempt or a later closing date for a {thing}; each exception is recorded with who granted it.',
        'Set groups get adjustments automatically':
          'People can belong to groups with standing adjustments (such as 25% extra time), applied automatically to every {thing} they take.',
      },
    },
  ],
} satisfies InteractionInput;
