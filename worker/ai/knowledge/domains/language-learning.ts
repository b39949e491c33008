import type { DomainInput } from '../records';

export default {
  id: 'language-learning',
  name: 'Language learning',
  noun: 'language learning app',
  complexity: 2,
  recognise: {
    en: [
      ['language learning', 6],
      ['language learners', 6],
      ['learn a language', 6],
      ['learning languages', 6],
      ['language app', 6],
      ['language school', 6],
      ['language course', 6],
      ['language exchange', 6],
      ['language tutor', 6],
      ['foreign language', 6],
      ['learn english', 6],
      ['learn spanish', 6],
      ['vocabulary trainer', 6],
      ['vocabulary', 4],
      ['vocab', 4],
      ['grammar', 4],
      ['pronunciation', 5],
      ['fluency', 4],
      ['native speakers', 5],
      ['speaking practice', 4],
      ['conversation practice', 5],
      ['duolingo', 6],
      ['babbel', 6],
      ['cefr', 6],
      ['esl', 5],
      ['tefl', 5],
      ['ielts', 5],
      ['toefl', 5],
      ['jlpt', 5],
      ['spaced repetition', 2],
    ],
    de: [
      ['sprachschule', 6],
      ['sprachkurs*', 6],
      ['sprachen lernen', 6],
      ['sprachlern*', 6],
      ['fremdsprache*', 6],
      ['vokabel*', 5],
      ['grammatik', 4],
      ['aussprache', 5],
      ['deutschkurs*', 6],
      ['englisch lernen', 6],
      ['muttersprachler', 5],
      ['sprachniveau', 5],
    ],
    es: [
      ['aprender idiomas', 6],
      ['academia de idiomas', 6],
      ['escuela de idiomas', 6],
      ['idioma', 3],
      ['vocabulario', 5],
      ['gramatica', 4],
      ['pronunciacion', 5],
      ['curso de ingles', 6],
      ['clases de ingles', 6],
      ['hablantes nativos', 5],
      ['intercambio de idiomas', 6],
    ],
    fr: [
      ['apprendre une langue', 6],
      ['apprendre l anglais', 6],
      ['ecole de langues', 6],
      ['cours de langue', 6],
      ['cours d anglais', 6],
      ['langue etrangere', 6],
      ['vocabulaire', 5],
      ['grammaire', 4],
      ['prononciation', 5],
      ['locuteurs natifs', 5],
    ],
    pt: [
      ['escola de idiomas', 6],
      ['aprender ingles', 6],
      ['curso de idiomas', 6],
      ['lingua estrangeira', 6],
      ['vocabulario', 5],
      ['pronuncia', 5],
      ['falantes nativos', 5],
      ['aulas de ingles', 6],
      ['intercambio de idiomas', 6],
    ],
  },
  exclude: [
    'programming language',
    'programming languages',
    'body language',
    'language model',
    'large language model',
    'query language',
  ],
  entities: [
    { name: 'Course', fields: ['target language', 'base language', 'level (A1 to C2)', 'units → Unit'] },
    { name: 'Unit', fields: ['course → Course', 'title', 'position', 'can-do goal', 'lessons → Lesson'] },
    { name: 'Lesson', fields: ['unit → Unit', 'new words → Word', 'grammar point', 'exercises → Exercise'] },
    {
      name: 'Exercise',
      fields: [
        'lesson → Lesson',
        'type (translate, fill gap, listen and type, speak, match)',
        'prompt',
        'accepted answers',
        'audio',
      ],
    },
    { name: 'Word', fields: ['text', 'translation', 'part of speech', 'gender', 'example sentence', 'audio'] },
    { name: 'Word Review', fields: ['learner → Learner', 'word → Word', 'due at', 'stability', 'difficulty', 'last result'] },
    { name: 'Learner', fields: ['name', 'base language', 'target language', 'level', 'daily goal', 'streak', 'premium until'] },
    { name: 'Tutor Lesson', fields: ['tutor → Tutor', 'learner → Learner', 'start time', 'duration', 'status', 'tutor notes'] },
  ],
  roles: [
    { name: 'Learner', can: 'take lessons, review words, practise speaking, track progress and manage their plan' },
    { name: 'Content editor', can: 'write and review lessons, exercises, word lists and audio for a course' },
    { name: 'Teacher or tutor', can: 'see their learners’ progress, assign lessons and hold live lessons' },
    { name: 'Admin', can: 'manage courses, prices, teachers and see learning and revenue reports' },
  ],
  features: [
    {
      id: 'lesson-path',
      title: 'Lessons by Level',
      description:
        'A path of short lessons grouped in units per level, each introducing a few words and one grammar point, then practising them.',
      match: [
        'lessons',
        'course path',
        'levels',
        'units',
        'lektionen',
        'niveaus',
        'lecciones',
        'niveles',
        'leçons',
        'niveaux',
        'licoes',
        'niveis',
      ],
      done: [
        {
          when: 'a learner finishes a lesson',
          then: 'record the result, add its new words to their reviews and unlock the next lesson',
        },
        { when: 'a learner opens the path', then: 'show units per level with completed, current and locked lessons' },
      ],
    },
    {
      id: 'vocab-trainer',
      title: 'Vocabulary Trainer with Spaced Repetition',
      description:
        'Words come back for review just before they would be forgotten; each review takes seconds and reschedules the word.',
      match: [
        'vocabulary',
        'vocabulary trainer',
        'word list',
        'spaced repetition',
        'vokabeltrainer',
        'vokabeln',
        'vocabulario',
        'vocabulaire',
        'palavras',
      ],
      done: [
        {
          when: 'a learner answers a due word correctly',
          then: 'schedule the next review further out according to the review algorithm',
        },
        { when: 'a learner gets a word wrong', then: 'show it again later in the same session and shorten its next interval' },
      ],
    },
    {
      id: 'exercise-feedback',
      title: 'Exercises with Instant Feedback',
      description:
        'Translate, fill the gap, listen and type, match pairs; each answer is checked at once with the correct form and a short explanation.',
      match: [
        'exercises',
        'practice',
        'feedback',
        'übungen',
        'ejercicios',
        'exercices',
        'exercicios',
        'correction',
        'corrección',
        'correção',
      ],
      done: [
        {
          when: 'a learner submits an answer with a small typo or missing accent',
          then: 'accept it, highlight the difference and show the correct spelling',
        },
        {
          when: 'a learner submits a wrong answer',
          then: 'show the correct answer with a one-line explanation and repeat the exercise later in the lesson',
        },
      ],
    },
    {
      id: 'pronunciation',
      title: 'Listening and Pronunciation Practice',
      description:
        'Native audio for every word and sentence; learners record themselves and get a score per word on their pronunciation.',
      match: [
        'pronunciation',
        'speaking',
        'listening',
        'audio',
        'aussprache',
        'hören',
        'pronunciacion',
        'prononciation',
        'pronuncia',
        'escuta',
      ],
      done: [
        { when: 'a learner records a sentence', then: 'score the pronunciation per word and mark the words to repeat' },
        {
          when: 'the microphone is unavailable or denied',
          then: 'skip speaking exercises for the session and say how to enable the microphone',
        },
      ],
    },
    {
      id: 'placement-test',
      title: 'Placement Test',
      description: 'A short adaptive test for new learners that places them at the right level instead of the first lesson.',
      match: [
        'placement test',
        'level test',
        'einstufungstest',
        'prueba de nivel',
        'test de niveau',
        'teste de nivelamento',
        'teste de nivel',
      ],
      done: [
        { when: 'a new learner finishes the placement test', then: 'set their level and mark the lessons below it as completed' },
      ],
    },
    {
      id: 'streaks-goals',
      title: 'Daily Goals and Streaks',
      description:
        'Learners pick a daily goal; a streak counts the days in a row they reach it, with a reminder at their chosen time.',
      match: [
        'streak',
        'daily goal',
        'gamification',
        'xp',
        'reminder',
        'serie',
        'tagesziel',
        'racha',
        'meta diaria',
        'série',
        'objectif quotidien',
        'sequencia',
        'ofensiva',
      ],
      done: [
        { when: 'a learner reaches the daily goal', then: 'extend the streak by one day in the learner’s own time zone' },
        {
          when: 'the reminder time arrives and the goal is not reached',
          then: 'send one reminder with a link to a short lesson',
        },
      ],
    },
    {
      id: 'skill-progress',
      title: 'Progress by Skill and Level',
      description:
        'Learners see progress toward their next level in reading, listening, speaking and writing, and the words they know.',
      match: ['progress', 'statistics', 'level', 'fortschritt', 'statistik', 'progreso', 'progrès', 'progresso'],
      done: [
        {
          when: 'a learner opens their progress',
          then: 'show level progress per skill, words learned and days practised this month',
        },
      ],
    },
    {
      id: 'conversation-practice',
      title: 'Conversation Practice',
      description:
        'Role-play conversations about everyday situations with an AI partner that stays within the learner’s level and corrects gently.',
      match: [
        'conversation',
        'chat practice',
        'ai tutor',
        'role play',
        'konversation',
        'gespräch',
        'conversacion',
        'conversation',
        'conversação',
      ],
      done: [
        {
          when: 'a learner finishes a role-play conversation',
          then: 'show the corrections for their messages and save new words to their reviews',
        },
        {
          when: 'a learner writes something unsafe or off-topic',
          then: 'steer the conversation back to the scenario without continuing the topic',
        },
      ],
    },
    {
      id: 'graded-reading',
      title: 'Graded Stories with Tap-to-Translate',
      description:
        'Short stories and dialogues written for each level; tapping a word shows its translation and adds it to the vocabulary trainer.',
      match: [
        'stories',
        'reading',
        'graded reader',
        'texts',
        'geschichten',
        'lesetexte',
        'historias',
        'lecturas',
        'histoires',
        'lecture',
        'leitura',
      ],
      done: [
        {
          when: 'a learner taps a word in a story',
          then: 'show its translation in context and offer to add it to their reviews',
        },
      ],
    },
    {
      id: 'tutor-sessions',
      title: 'Live Lessons with Native Tutors',
      description:
        'Learners book video lessons with native-speaking tutors in their free slots and pay per lesson or from a package.',
      match: [
        'tutor',
        'live lessons',
        'native speaker',
        'video lessons',
        'nachhilfe',
        'muttersprachler',
        'profesor nativo',
        'clases en vivo',
        'professeur natif',
        'professor nativo',
      ],
      done: [
        {
          when: 'a learner books a tutor’s free slot',
          then: 'confirm the lesson in both time zones, send a video link and block the slot',
        },
        {
          when: 'two learners book the same slot at once',
          then: 'confirm only the first and offer the other the tutor’s next free slots',
        },
      ],
    },
    {
      id: 'teacher-classes',
      title: 'Classes for Teachers and Schools',
      description:
        'Teachers create a class, invite learners with a code, assign lessons with due dates and see each learner’s results.',
      match: [
        'classroom',
        'teacher dashboard',
        'class',
        'school',
        'klasse',
        'lehrer',
        'clase',
        'profesor',
        'classe',
        'professeur',
        'turma',
        'professor',
      ],
      done: [
        {
          when: 'a teacher assigns a lesson to a class',
          then: 'show it to each learner with the due date and show the teacher who has finished it',
        },
      ],
    },
    {
      id: 'offline-lessons',
      title: 'Offline Lesson Downloads',
      description:
        'Learners download units with their audio to practise without a connection; results sync when they are back online.',
      match: [
        'offline',
        'download',
        'herunterladen',
        'descargar',
        'sin conexion',
        'hors ligne',
        'télécharger',
        'baixar',
        'sem internet',
      ],
      done: [
        {
          when: 'a learner finishes lessons offline and reconnects',
          then: 'sync the results and reviews without losing or double-counting any',
        },
      ],
    },
    {
      id: 'premium-plan',
      title: 'Free Tier and Premium Plan',
      description:
        'Core lessons stay free; a monthly or yearly premium plan unlocks extras such as unlimited practice, offline use and no ads.',
      match: ['premium', 'subscription', 'paywall', 'freemium', 'abo', 'suscripcion', 'abonnement', 'assinatura'],
      done: [
        {
          when: 'a learner buys premium in the app store or on the web',
          then: 'unlock premium on every device signed in to the same account',
        },
        {
          when: 'a premium renewal fails',
          then: 'keep premium for a short grace period and ask the learner to update the payment method',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'language school app',
      match: [
        'language school',
        'language academy',
        'language centre',
        'language center',
        'sprachschule',
        'sprachinstitut',
        'academia de idiomas',
        'escuela de idiomas',
        'école de langues',
        'centre de langues',
        'escola de línguas',
        'escola de idiomas',
        'curso de idiomas',
      ],
      features: ['teacher-classes', 'placement-test', 'skill-progress'],
      recommend: [
        {
          question: 'lang-product',
          answer: 'A language school with courses and teachers',
          reason: 'You teach classes with your own teachers; the app serves the school, not learners studying alone.',
        },
        {
          question: 'lang-business-model',
          answer: 'Course fees paid to the school',
          reason: 'Students pay the school for their course or term; there is no app subscription to sell.',
        },
        {
          question: 'lang-learners',
          answer: 'Students in a class with a teacher',
          reason: 'Your students learn in classes with their teachers; the app follows the class.',
        },
        {
          question: 'lang-speaking',
          answer: 'Live lessons with a teacher',
          reason: 'Your teachers already practise speaking with students in class; nothing to score by machine.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Azure AI Speech', for: 'neural text-to-speech voices and per-word pronunciation assessment' },
    { name: 'OpenAI or Anthropic API', for: 'role-play conversations, answer explanations and exercise drafts' },
    { name: 'RevenueCat', for: 'premium subscriptions across the App Store, Google Play and the web' },
    { name: 'Stripe', for: 'web subscriptions, course fees and tutor lesson packages' },
    { name: 'Zoom or Daily', for: 'video calls for live tutor lessons' },
  ],
  pages: [
    { name: 'Learning path', purpose: 'units and lessons per level with the next lesson highlighted' },
    { name: 'Lesson', purpose: 'one exercise at a time with instant feedback and a progress bar' },
    { name: 'Review', purpose: 'due words in a quick session' },
    { name: 'Progress', purpose: 'streak, level progress per skill and words learned' },
    { name: 'Stories', purpose: 'graded texts with tap-to-translate' },
    { name: 'Tutors', purpose: 'tutor profiles, free slots and booked lessons' },
    { name: 'Course editor', purpose: 'units, lessons, exercises, words and audio for editors' },
  ],
  design:
    'friendly and encouraging, phone-first with one exercise per screen, big answer buttons, immediate green or red feedback with sound, and progress always visible',
  questions: [
    {
      id: 'lang-product',
      category: 'scope',
      text: 'What kind of language product is it?',
      options: [
        'A self-study app',
        'A language school with courses and teachers',
        'A marketplace of tutors',
        'A vocabulary trainer only',
      ],
      recommended: 'A self-study app',
      reason: 'Self-study scales without teacher time; live lessons or a school portal can be added once learners stay.',
      impact: 10,
      decision: 'Product type',
      says: {
        'A self-study app': 'Learners study on their own through lessons, exercises and reviews; no teachers are involved.',
        'A language school with courses and teachers':
          'The app serves a language school: courses with groups and teachers, homework and progress, alongside self-study lessons.',
        'A marketplace of tutors':
          'Independent tutors list their profile, price and free slots; learners book and pay for live lessons.',
        'A vocabulary trainer only':
          'The app trains vocabulary: word lists and spaced-repetition reviews, without a lesson path.',
      },
      settledBy: {
        'A language school with courses and teachers': [
          'language school',
          'language academy',
          'sprachschule',
          'academia de idiomas',
          'escuela de idiomas',
          'école de langues',
          'escola de línguas',
          'escola de idiomas',
        ],
      },
    },
    {
      id: 'lang-pairs',
      category: 'scope',
      text: 'Which languages will learners study, and from which language?',
      options: [
        'One target language from one base language',
        'Several target languages from one base language',
        'Many language pairs',
      ],
      recommended: 'One target language from one base language',
      reason: 'Course content is the real cost; one language done well proves the method before you multiply it.',
      impact: 9,
      decision: 'Language pairs',
      says: {
        'One target language from one base language':
          'There is one course, one target language taught from one base language; still store the language pair on every course.',
        'Several target languages from one base language':
          'Offer several target languages, all taught from the same base language; a learner can study more than one.',
        'Many language pairs':
          'Every course is a pair of target and base language; translations, hints and audio are stored per pair.',
      },
      examples: ['Spanish for English speakers', 'German for Arabic speakers', 'English for Portuguese speakers'],
    },
    {
      id: 'lang-content-source',
      category: 'scope',
      text: 'Who writes the lessons and exercises?',
      options: [
        'Our own teachers write every lesson',
        'AI drafts, teachers review before publishing',
        'AI generates them on the fly',
        'Learners bring their own texts and word lists',
      ],
      recommended: 'AI drafts, teachers review before publishing',
      reason:
        'AI drafts cut content cost; a teacher’s review catches unnatural phrasing and wrong answers that learners would copy.',
      impact: 9,
      decision: 'Lesson content',
      says: {
        'Our own teachers write every lesson':
          'Editors write all lessons, exercises and word lists in a course editor; nothing is generated.',
        'AI drafts, teachers review before publishing':
          'Editors generate draft exercises and example sentences with AI, then correct and approve them; only approved content reaches learners.',
        'AI generates them on the fly':
          'Exercises are generated by AI for each learner at their level; validate every generated item against a word list and answer key.',
        'Learners bring their own texts and word lists':
          'Learners add their own texts and word lists; the app turns them into exercises and reviews.',
      },
    },
    {
      id: 'lang-business-model',
      category: 'scope',
      text: 'How do learners pay?',
      options: [
        'Free with a premium subscription',
        'One-off purchase per course',
        'Course fees paid to the school',
        'Free, paid for by a school or employer',
      ],
      recommended: 'Free with a premium subscription',
      reason:
        'Free lessons bring learners in; a subscription for extras matches daily use and is what the category has trained people to expect.',
      impact: 8,
      decision: 'Business model',
      replaces: 'online-payments',
      says: {
        'Free with a premium subscription':
          'Core lessons are free; a monthly or yearly premium plan unlocks extras, sold through the app stores and by card on the web.',
        'One-off purchase per course': 'Each course is bought once and stays unlocked; the first unit is free to try.',
        'Course fees paid to the school':
          'Students pay course fees online to the school per term or course, with invoices; the app itself is included.',
        'Free, paid for by a school or employer': 'Learners pay nothing; organisations buy seats and invite their learners.',
      },
    },
    {
      id: 'lang-sign-in',
      category: 'security',
      text: 'Can learners start a lesson before creating an account?',
      options: [
        'Account first',
        'First lesson without an account, then sign up to save progress',
        'Fully usable without an account',
      ],
      recommended: 'First lesson without an account, then sign up to save progress',
      reason: 'Letting people start at once converts far better; asking after the first lesson still saves their progress.',
      // (A school's students are given their accounts; their teachers check their work.)
      askIf: { answer: 'lang-product', isNot: ['A language school with courses and teachers'] },
      impact: 7,
      decision: 'Learner accounts',
      replaces: 'sign-in',
      says: {
        'Account first': 'Learners create an account before the first lesson.',
        'First lesson without an account, then sign up to save progress':
          'New learners can start at once; after the first lesson they are asked to sign up, and their progress moves into the new account.',
        'Fully usable without an account':
          'Everything works without an account; progress stays on the device unless the learner signs up to sync.',
      },
    },
    {
      id: 'lang-learners',
      category: 'scope',
      text: 'Who are the learners?',
      options: ['Adults learning on their own', 'Students in a class with a teacher', 'Employees learning for work', 'Children'],
      recommended: 'Adults learning on their own',
      reason: 'Adults decide and pay for themselves; classes need teacher tools, children need parent consent and no open chat.',
      impact: 7,
      decision: 'Learners',
      replaces: 'audience',
      says: {
        'Adults learning on their own': 'Learners are adults studying on their own for travel, work or interest.',
        'Students in a class with a teacher':
          'Learners study in classes led by a teacher who assigns lessons and follows their progress.',
        'Employees learning for work':
          'Learners are employees; their company pays and sees progress reports, with work-related topics in the lessons.',
        Children:
          'Learners are children: a parent creates and controls the account, there is no open chat with strangers and no data is used for ads.',
      },
    },
    {
      id: 'lang-teacher-view',
      category: 'roles',
      text: 'Will teachers assign lessons and follow their learners’ progress in the app?',
      recommended: 'Yes',
      reason: 'Teachers who can see who practised keep classes studying between lessons.',
      impact: 7,
      decision: 'Teacher tools',
      askIf: {
        any: [
          { answer: 'lang-learners', is: ['Students in a class with a teacher', 'Employees learning for work'] },
          { answer: 'lang-product', is: ['A language school with courses and teachers'] },
        ],
      },
      says: {
        Yes: 'Teachers create classes, invite learners by code, assign lessons with due dates and see results per learner.',
        No: 'Teachers have no view in the app; learners study on their own.',
      },
    },
    {
      id: 'lang-speaking',
      category: 'scope',
      text: 'How will learners practise speaking?',
      options: [
        'Not in the first version',
        'Repeat after audio with pronunciation scoring',
        'Conversations with an AI partner',
        'Live lessons with a teacher',
      ],
      recommended: 'Repeat after audio with pronunciation scoring',
      reason:
        'Speech scoring is cheap per learner and works at every level; AI conversation adds per-minute costs and moderation.',
      impact: 7,
      decision: 'Speaking practice',
      says: {
        'Not in the first version':
          'No speaking exercises in the first version; listening exercises use recorded or synthetic audio.',
        'Repeat after audio with pronunciation scoring':
          'Learners repeat words and sentences after the audio and get a pronunciation score per word.',
        'Conversations with an AI partner':
          'Learners hold spoken or typed role-play conversations with an AI partner kept to their level and scenario, with corrections afterwards.',
        'Live lessons with a teacher': 'Speaking is practised in live video lessons with a teacher or tutor.',
      },
    },
    {
      id: 'lang-answer-checking',
      category: 'user-flow',
      text: 'How strictly are typed answers checked?',
      options: ['Exact match only', 'Small typos and missing accents accepted but pointed out', 'Free answers judged by AI'],
      recommended: 'Small typos and missing accents accepted but pointed out',
      reason: 'Rejecting “cafe” for “café” frustrates learners; accepting it and pointing it out still teaches.',
      // (A school's students are given their accounts; their teachers check their work.)
      askIf: { answer: 'lang-product', isNot: ['A language school with courses and teachers'] },
      impact: 6,
      decision: 'Answer checking',
      says: {
        'Exact match only':
          'A typed answer is correct only if it matches an accepted answer exactly, ignoring case and extra spaces.',
        'Small typos and missing accents accepted but pointed out':
          'Accept answers within one typo or a missing accent of an accepted answer, mark them correct and highlight the difference; a wrong word is never a typo.',
        'Free answers judged by AI':
          'Free-text answers are judged by AI against the intended meaning, with a short explanation; cache judgements per answer.',
      },
    },
    {
      id: 'lang-audio-source',
      category: 'integrations',
      text: 'Where does the audio for words and sentences come from?',
      options: [
        'Recorded by native speakers',
        'Neural text-to-speech voices',
        'Text-to-speech first, recordings for core lessons later',
      ],
      recommended: 'Neural text-to-speech voices',
      reason: 'Today’s neural voices sound natural, cover every sentence at once and cost a fraction of studio recordings.',
      impact: 5,
      decision: 'Audio',
      says: {
        'Recorded by native speakers':
          'Every word and sentence has a recording by a native speaker, uploaded in the course editor.',
        'Neural text-to-speech voices':
          'Generate audio with neural text-to-speech when content is published and store the files; do not synthesise on every play.',
        'Text-to-speech first, recordings for core lessons later':
          'Generate audio with neural text-to-speech now; a native recording, when uploaded, replaces the generated audio for that item.',
      },
    },
    {
      id: 'lang-level-scale',
      category: 'data',
      text: 'How are levels described to learners?',
      options: [
        'CEFR levels A1 to C2',
        'Beginner, intermediate and advanced',
        'Levels of a specific exam such as IELTS, DELE or JLPT',
      ],
      recommended: 'CEFR levels A1 to C2',
      reason: 'Learners, schools and employers know CEFR, and most exams map to it.',
      impact: 5,
      decision: 'Level scale',
    },
    {
      id: 'lang-review-algorithm',
      category: 'data',
      text: 'How should the app decide when a word comes back for review?',
      options: ['FSRS spaced repetition', 'Fixed steps after 1, 3, 7 and 21 days', 'Leitner boxes'],
      recommended: 'FSRS spaced repetition',
      reason: 'FSRS adapts to each learner and word, needs fewer reviews for the same recall and is open source.',
      impact: 5,
      decision: 'Review scheduling',
      feature: 'vocab-trainer',
      says: {
        'FSRS spaced repetition':
          'Schedule reviews with the open-source FSRS algorithm, storing stability and difficulty per learner and word.',
        'Fixed steps after 1, 3, 7 and 21 days':
          'Review each word after 1, 3, 7 and 21 days; a wrong answer starts the steps again.',
        'Leitner boxes':
          'Words move through five Leitner boxes reviewed at growing intervals; a wrong answer sends a word back to box one.',
      },
    },
    {
      id: 'lang-streak-miss',
      category: 'edge-cases',
      text: 'What happens to a learner’s streak when they miss a day?',
      options: ['It resets to zero', 'A streak freeze saves it', 'Weekly goals instead of a daily streak'],
      recommended: 'A streak freeze saves it',
      reason: 'Losing a long streak to one busy day makes people quit; a freeze keeps them coming back.',
      impact: 4,
      decision: 'Missed days',
      feature: 'streaks-goals',
      says: {
        'It resets to zero': 'A missed day resets the streak to zero.',
        'A streak freeze saves it':
          'Learners earn streak freezes; one is used automatically on a missed day and the streak continues.',
        'Weekly goals instead of a daily streak':
          'Count weeks in which the learner reached their weekly goal instead of a daily streak.',
      },
    },
    {
      id: 'lang-tutor-trial',
      category: 'user-flow',
      text: 'Do new learners get a trial lesson with a tutor?',
      options: ['No trial lesson', 'Discounted 30-minute trial lesson', 'Free 15-minute introduction call'],
      recommended: 'Discounted 30-minute trial lesson',
      reason: 'A paid trial cuts no-shows; free intro calls cost tutors time that often never turns into bookings.',
      impact: 4,
      decision: 'Trial lessons',
      feature: 'tutor-sessions',
    },
  ],
} satisfies DomainInput;
