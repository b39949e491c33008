import type { DomainInput } from '../records';

export default {
  id: 'driving-schools',
  name: 'Driving schools and instructors',
  noun: 'driving school app',
  complexity: 2,
  audience: 'public',
  recognise: {
    en: [
      ['driving school', 6],
      ['driving instructor', 6],
      ['driving lesson', 6],
      ['driving test', 6],
      ['learner driver', 6],
      ['learner drivers', 6],
      ['student driver', 6],
      ['driver training', 5],
      ['driver education', 6],
      ['drivers ed', 6],
      ['driver s ed', 6],
      ['behind the wheel', 5],
      ['learner permit', 6],
      ['learner s permit', 6],
      ['road test', 5],
      ['theory test', 5],
      ['hazard perception', 6],
      ['dual control', 6],
      ['motorcycle training', 5],
      ['motorcycle lessons', 6],
      ['pass plus', 5],
      ['dmv', 3],
      ['driving', 2],
      ['instructor', 1],
      ['lessons', 1],
    ],
    de: [
      ['fahrschul*', 6],
      ['fahrlehrer*', 6],
      ['fahrstunde*', 6],
      ['fuhrerschein*', 6],
      ['fahrprufung', 6],
      ['theorieprufung', 6],
      ['sonderfahrt*', 6],
      ['ubungsfahrt*', 5],
      ['begleitetes fahren', 6],
    ],
    es: [
      ['autoescuela', 6],
      ['auto escuela', 6],
      ['escuela de manejo', 6],
      ['clases de manejo', 6],
      ['clases de conducir', 6],
      ['practicas de conducir', 6],
      ['clases practicas', 4],
      ['profesor de autoescuela', 6],
      ['instructor de manejo', 6],
      ['examen de conducir', 6],
      ['carnet de conducir', 6],
      ['permiso de conducir', 6],
      ['licencia de conducir', 6],
    ],
    fr: [
      ['auto ecole', 6],
      ['moniteur d auto ecole', 6],
      ['lecons de conduite', 6],
      ['heures de conduite', 6],
      ['permis de conduire', 6],
      ['examen du permis', 6],
      ['code de la route', 5],
      ['conduite accompagnee', 6],
      ['eleves conducteurs', 6],
    ],
    pt: [
      ['autoescola', 6],
      ['auto escola', 6],
      ['aulas de direcao', 6],
      ['instrutor de direcao', 6],
      ['instrutor de transito', 6],
      ['carteira de motorista', 6],
      ['exame de direcao', 6],
      ['centro de formacao de condutores', 6],
      ['habilitacao', 5],
      ['cnh', 5],
    ],
  },
  exclude: [
    'driving growth',
    'driving sales',
    'driving traffic',
    'driving revenue',
    'driving engagement',
    'data-driven',
    'self-driving',
    'driving range',
    'test drive',
    'test drives',
    'delivery driver',
    'delivery drivers',
  ],
  entities: [
    {
      name: 'Learner',
      fields: [
        'name',
        'date of birth',
        'phone',
        'pickup address',
        'licence or permit number',
        'gearbox (manual, automatic)',
        'instructor → Instructor',
        'payer → Parent',
        'balance (hours or money)',
      ],
    },
    {
      name: 'Instructor',
      fields: ['name', 'licence number and expiry', 'working hours', 'holidays', 'car → Vehicle', 'learners → Learner'],
    },
    {
      name: 'Lesson',
      fields: [
        'learner → Learner',
        'instructor → Instructor',
        'vehicle → Vehicle',
        'starts at',
        'length (1, 1.5 or 2 hours)',
        'pickup and drop-off',
        'type (standard, motorway, night, mock test)',
        'status (booked, done, cancelled late, no-show)',
        'notes',
      ],
    },
    { name: 'Package', fields: ['learner → Learner', 'hours bought', 'hours used', 'price', 'paid', 'expires on'] },
    {
      name: 'Skill Rating',
      fields: [
        'learner → Learner',
        'skill (junctions, roundabouts, parking…)',
        'level (introduced, guided, independent)',
        'lesson → Lesson',
      ],
    },
    {
      name: 'Driving Test',
      fields: [
        'learner → Learner',
        'type (theory, practical)',
        'date and centre',
        'instructor and car reserved',
        'result',
        'faults',
      ],
    },
    {
      name: 'Vehicle',
      fields: ['registration', 'gearbox', 'dual controls', 'inspection due', 'insurance expiry', 'instructor → Instructor'],
    },
  ],
  roles: [
    { name: 'Learner', can: 'book and move lessons, pay, see their progress, lesson notes and test dates, and practise theory' },
    { name: 'Parent', can: 'see a young learner’s lessons and progress and pay for them' },
    {
      name: 'Instructor',
      can: 'run their diary and learners, record lesson notes and skill ratings, and mark readiness for the test',
    },
    {
      name: 'Office Admin',
      can: 'enrol learners, assign instructors and cars, book tests, handle payments and cover cancellations',
    },
    { name: 'School Owner', can: 'manage instructors, cars, prices and policies, and see bookings, income and pass rates' },
  ],
  features: [
    {
      id: 'drv-lesson-booking',
      title: 'Lesson Booking in Instructor Diaries',
      description:
        'Learners book lessons in their instructor’s free slots, with lesson length, pickup point and travel time between lessons.',
      match: [
        'lesson booking',
        'book lessons',
        'booking',
        'diary',
        'calendar',
        'scheduling',
        'fahrstunden buchen',
        'terminplanung',
        'reserva de clases',
        'agenda',
        'planning',
        'reservation de lecons',
        'agendamento de aulas',
      ],
      done: [
        {
          when: 'a learner books a lesson',
          then: 'reserve the instructor and car for the lesson plus travel time from the previous pickup, and confirm by text',
        },
        {
          when: 'two learners try to book the same instructor slot',
          then: 'confirm the first and show the second the instructor’s next free slots',
        },
      ],
    },
    {
      id: 'drv-learner-progress',
      title: 'Learner Progress by Driving Skill',
      description:
        'Each syllabus skill rated after lessons from introduced to independent, so everyone sees what is left before the test.',
      match: [
        'progress',
        'learner progress',
        'skills',
        'progress tracking',
        'ausbildungsstand',
        'fortschritt',
        'progreso',
        'progression',
        'livret d apprentissage',
        'progresso',
      ],
      done: [
        {
          when: 'an instructor rates skills after a lesson',
          then: 'update the learner’s progress chart and show which skills are not yet independent',
        },
      ],
    },
    {
      id: 'drv-packages',
      title: 'Lesson Packages and Prepaid Hours',
      description: 'Sell blocks of lessons at a discount; every lesson taken reduces the learner’s balance of hours.',
      match: [
        'packages',
        'lesson packages',
        'block booking',
        'prepaid hours',
        'pakete',
        'paquetes',
        'bonos',
        'forfaits',
        'forfait heures',
        'pacotes',
      ],
      done: [
        {
          when: 'a lesson is marked done',
          then: 'deduct its length from the learner’s prepaid hours and show the balance left',
        },
        {
          when: 'a learner with no hours left tries to book',
          then: 'ask them to top up or pay for the lesson before it is confirmed',
        },
      ],
    },
    {
      id: 'drv-tests',
      title: 'Driving Test Dates and Readiness',
      description:
        'Theory and practical test dates, the instructor’s readiness sign-off, the car and instructor held for test day, and results.',
      match: [
        'test dates',
        'driving test',
        'road test',
        'exams',
        'prufungstermine',
        'prufung',
        'examen',
        'examenes',
        'examen du permis',
        'exame',
        'provas',
      ],
      done: [
        {
          when: 'a practical test date is entered',
          then: 'block the instructor and car for the test and a warm-up lesson before it, and warn of any clash',
        },
        {
          when: 'a test result is recorded',
          then: 'save the result and faults, update the school’s pass rate and, on a pass, close the learner’s open bookings',
        },
      ],
    },
    {
      id: 'drv-pickups',
      title: 'Pickup Points and Travel Time',
      description: 'Lessons start at the learner’s home, school or work; the diary allows travel time between pickups.',
      match: [
        'pickup',
        'pick-up',
        'pickup points',
        'travel time',
        'abholung',
        'abholort',
        'recogida',
        'punto de recogida',
        'lieu de rendez-vous',
        'ponto de encontro',
        'busca',
      ],
      done: [
        {
          when: 'a learner books a slot right after another lesson',
          then: 'offer it only if the travel time between the two pickup points fits the gap',
        },
      ],
    },
    {
      id: 'drv-cancellations',
      title: 'Late Cancellation Rules and Fees',
      description:
        'Free changes up to the notice period; late cancellations and no-shows are charged and the slot is offered to others.',
      match: [
        'cancellations',
        'cancellation policy',
        'no-shows',
        'absagen',
        'stornierung',
        'cancelaciones',
        'annulations',
        'cancelamentos',
        'faltas',
      ],
      done: [
        {
          when: 'a learner cancels inside the notice period',
          then: 'charge the lesson as agreed, free the slot and offer it to learners waiting for an earlier lesson',
        },
      ],
    },
    {
      id: 'drv-lesson-notes',
      title: 'Lesson Notes and Debriefs',
      description:
        'A short debrief after each lesson with what went well, what to practise and the route driven, shared with the learner.',
      match: ['lesson notes', 'notes', 'debrief', 'feedback', 'notizen', 'notas', 'comentarios', 'compte rendu', 'observacoes'],
      done: [
        {
          when: 'an instructor saves a debrief',
          then: 'show it to the learner (and parent, if linked) with the skills practised and the focus for next time',
        },
      ],
    },
    {
      id: 'drv-required-drives',
      title: 'Mandatory Drives and Hours Log',
      description:
        'Log the lessons the law requires before the test, such as motorway, night or minimum hours, with instructor sign-off.',
      match: [
        'mandatory lessons',
        'required hours',
        'night driving',
        'motorway lessons',
        'sonderfahrten',
        'nachtfahrt',
        'autobahnfahrt',
        'uberlandfahrt',
        'horas obligatorias',
        'heures obligatoires',
        'aulas obrigatorias',
      ],
      done: [
        {
          when: 'a learner’s test is booked before their required drives are complete',
          then: 'warn the office and list the drives still missing',
        },
      ],
    },
    {
      id: 'drv-vehicles',
      title: 'Cars and Vehicle Checks',
      description: 'Dual-control cars with gearbox type, assigned instructor, and inspection and insurance dates with reminders.',
      match: [
        'cars',
        'vehicles',
        'fleet',
        'fahrzeuge',
        'fahrschulwagen',
        'vehiculos',
        'coches',
        'vehicules',
        'voitures',
        'veiculos',
        'carros',
      ],
      done: [
        {
          when: 'a car’s inspection or insurance expires within 30 days',
          then: 'remind the owner, and block lessons in that car after the expiry date',
        },
      ],
    },
    {
      id: 'drv-theory',
      title: 'Theory Test Practice',
      description:
        'Practice questions by topic and full mock tests with scores, so instructors see who is ready for the theory test.',
      match: [
        'theory',
        'theory test',
        'mock test',
        'quiz',
        'practice questions',
        'theorie',
        'theorieprufung',
        'fragebogen',
        'teorico',
        'test de teorica',
        'code de la route',
        'simulado',
        'prova teorica',
      ],
      done: [
        {
          when: 'a learner finishes a mock theory test',
          then: 'show the score, the wrong answers with explanations, and weak topics to practise next',
        },
      ],
    },
    {
      id: 'drv-payments',
      title: 'Payments and Learner Balances',
      description: 'Card payments online, cash or card in the car recorded by the instructor, and each learner’s balance.',
      match: [
        'payments',
        'pay online',
        'balance',
        'invoices',
        'zahlungen',
        'rechnungen',
        'pagos',
        'facturas',
        'paiements',
        'factures',
        'pagamentos',
      ],
      done: [
        {
          when: 'an instructor records cash taken in the car',
          then: 'add it to the learner’s balance and the instructor’s cash to hand in, with the lesson it was for',
        },
      ],
    },
    {
      id: 'drv-enrolment',
      title: 'Enrolment with Licence Details',
      description:
        'New learners enrol with their permit or licence number, eyesight and first aid where required, and parental consent under 18.',
      match: [
        'enrolment',
        'enrollment',
        'sign up',
        'registration',
        'anmeldung',
        'inscripcion',
        'matricula',
        'inscription',
        'matricula',
      ],
      done: [
        {
          when: 'a learner enrols without a valid permit or licence number',
          then: 'save the enrolment but block practical lessons until the number is added and checked',
        },
      ],
    },
    {
      id: 'drv-reminders',
      title: 'Lesson Reminders by Text',
      description: 'A text the day before each lesson with time, pickup point and instructor, and a link to move it.',
      match: ['reminders', 'text reminders', 'sms', 'erinnerungen', 'recordatorios', 'rappels', 'lembretes'],
      done: [
        {
          when: 'a lesson is due the next day',
          then: 'text the learner the time, pickup point and instructor, with a link to move it if still outside the notice period',
        },
      ],
    },
    {
      id: 'drv-instructor-diaries',
      title: 'Instructor Availability and Cover',
      description:
        'Each instructor’s working hours and holidays, and moving their learners to another instructor when they are off.',
      match: [
        'instructors',
        'availability',
        'working hours',
        'cover',
        'fahrlehrer',
        'verfugbarkeit',
        'profesores',
        'disponibilidad',
        'moniteurs',
        'disponibilites',
        'instrutores',
        'disponibilidade',
      ],
      done: [
        {
          when: 'an instructor is marked off sick for a day',
          then: 'list their lessons that day and let the office move each one to a free instructor with the right car, telling the learners',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'driving instructor app',
      match: [
        'independent instructor',
        'independent driving instructor',
        'self-employed instructor',
        'i am a driving instructor',
        'i m a driving instructor',
        'my pupils',
        'my learners',
        'my students',
        'selbststandiger fahrlehrer',
        'profesor de autoescuela autonomo',
        'moniteur independant',
        'instrutor autonomo',
      ],
      features: ['drv-lesson-booking', 'drv-learner-progress', 'drv-packages', 'drv-pickups', 'drv-lesson-notes', 'drv-payments'],
      recommend: [
        {
          question: 'drv-school-size',
          answer: 'An independent instructor on their own',
          reason:
            'A solo instructor needs a tight diary, pickups and payments; instructor roles and car pools come only with a team.',
        },
      ],
    },
    {
      noun: 'theory test practice app',
      match: [
        'theory test',
        'hazard perception',
        'mock test',
        'theorieprufung',
        'theorie lernen',
        'test teorico',
        'examen teorico',
        'code de la route',
        'simulado',
        'prova teorica',
      ],
      features: ['drv-theory', 'drv-learner-progress', 'drv-tests'],
      unless: ['lesson', 'lessons', 'fahrstunde*', 'clases', 'lecons', 'aulas', 'booking', 'diary'],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'card payments for lessons and packages, and saved cards for late-cancellation fees' },
    { name: 'Twilio', for: 'text reminders and confirmations for lessons and tests' },
    { name: 'Google Maps Platform', for: 'pickup addresses and travel time between lessons' },
    { name: 'Google Calendar or Outlook', for: 'instructors seeing lessons in their own calendar' },
    {
      name: 'Official theory question bank licence',
      for: 'real theory questions (DVSA in the UK, arge tp 21 in Germany, DGT in Spain)',
    },
    { name: 'Xero or QuickBooks', for: 'passing income and instructor payouts to the accounts' },
  ],
  pages: [
    { name: 'Diary', purpose: 'the instructor’s week with lessons, pickups, travel time, tests and free slots' },
    { name: 'Book a lesson', purpose: 'learner: free slots with their instructor, length and pickup point' },
    { name: 'Learners', purpose: 'every learner with instructor, hours left, next lesson, test date and readiness' },
    { name: 'Learner profile', purpose: 'skills chart, lesson notes, required drives, payments and tests' },
    { name: 'Tests', purpose: 'upcoming theory and practical tests, readiness, results and pass rates' },
    { name: 'Cars', purpose: 'cars with gearbox, instructor, and inspection and insurance dates' },
    { name: 'Payments', purpose: 'payments, balances, packages and cash handed in by instructors' },
    { name: 'Learner home', purpose: 'learner: next lesson, progress, balance, test date and theory practice' },
  ],
  design:
    'clear and encouraging: a road-sign palette used sparingly (one strong yellow or green accent on white), a diary readable at a glance between lessons, progress shown as skill bars learners want to fill',
  questions: [
    {
      id: 'drv-school-size',
      category: 'scope',
      text: 'Who gives the driving lessons?',
      options: [
        'An independent instructor on their own',
        'A driving school with several instructors',
        'A school with several branches or franchised instructors',
      ],
      recommended: 'A driving school with several instructors',
      reason: 'Several instructors sharing learners, cars and an office is the typical school; it sets diaries, roles and cover.',
      impact: 10,
      decision: 'Who gives lessons',
      replaces: 'audience',
      says: {
        'An independent instructor on their own':
          'Build it for one independent instructor: their diary, learners, pickups, payments and progress, with a learner app for booking.',
        'A driving school with several instructors':
          'Build it for a driving school: an office that enrols learners and assigns instructors and cars, instructor diaries, and a learner app.',
        'A school with several branches or franchised instructors':
          'Build it for a multi-branch school: each branch has its instructors, cars and learners; franchised instructors see only their own.',
      },
    },
    {
      id: 'drv-booking-flow',
      category: 'user-flow',
      text: 'How do learners book their lessons?',
      options: [
        'They book free slots in their instructor’s diary',
        'They request times; the instructor or office confirms',
        'The instructor books the next lesson at the end of each one',
      ],
      recommended: 'They book free slots in their instructor’s diary',
      reason:
        'Self-booking ends evening phone calls; limiting it to their own instructor and travel-aware slots keeps the diary workable.',
      impact: 9,
      decision: 'Booking lessons',
      says: {
        'They book free slots in their instructor’s diary':
          'Learners book lessons themselves in their own instructor’s free slots, in allowed lesson lengths, with travel time between pickups respected.',
        'They request times; the instructor or office confirms':
          'Learners request lesson times; the instructor or office confirms, changes or declines each request.',
        'The instructor books the next lesson at the end of each one':
          'Instructors book lessons for their learners, usually the next one at the end of a lesson; learners see them and can ask to move them.',
      },
    },
    {
      id: 'drv-learner-access',
      category: 'security',
      text: 'How do learners get into the app?',
      options: [
        'Invited by the school, then a one-time code by email or text',
        'They sign up themselves with Apple, Google or email',
        'Learners do not sign in; instructors manage everything',
      ],
      recommended: 'Invited by the school, then a one-time code by email or text',
      reason:
        'The school already has each learner’s details; an invitation links them to the right instructor with no passwords.',
      impact: 8,
      decision: 'Learner access',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Invited by the school, then a one-time code by email or text':
          'Learners are invited when enrolled and sign in with a one-time code by email or text; staff and instructors sign in with email and password.',
        'They sign up themselves with Apple, Google or email':
          'Learners sign up themselves with Apple, Google or email and choose an instructor or wait to be assigned one; staff sign in separately.',
        'Learners do not sign in; instructors manage everything':
          'Only instructors and office staff sign in; learners get confirmations and reminders by text with a link to view their lessons.',
      },
    },
    {
      id: 'drv-payment-model',
      category: 'scope',
      text: 'How do learners pay for their lessons?',
      options: [
        'Pay as they go, before each lesson',
        'Prepaid blocks of lessons at a discount',
        'Cash or card to the instructor, recorded in the app',
      ],
      recommended: 'Prepaid blocks of lessons at a discount',
      reason: 'Blocks commit learners for ten or more hours and end cash handling in the car; the discount pays for itself.',
      impact: 8,
      decision: 'Paying for lessons',
      replaces: 'online-payments',
      says: {
        'Pay as they go, before each lesson': 'Learners pay by card when booking each lesson; unpaid lessons are not confirmed.',
        'Prepaid blocks of lessons at a discount':
          'Learners buy blocks of hours online at a discount; each lesson taken reduces their balance, and single lessons can be paid when booking.',
        'Cash or card to the instructor, recorded in the app':
          'Learners pay the instructor in the car; the instructor records each payment and the office reconciles what instructors hand in.',
      },
    },
    {
      id: 'drv-progress',
      category: 'data',
      text: 'How is a learner’s progress recorded?',
      options: [
        'A short note after each lesson',
        'Each skill rated after lessons: introduced, guided, independent',
        'Mock test results only',
      ],
      recommended: 'Each skill rated after lessons: introduced, guided, independent',
      reason: 'Rated skills show learners and parents what is left before the test and back up the instructor’s readiness call.',
      impact: 8,
      decision: 'Progress records',
      says: {
        'A short note after each lesson': 'Instructors write a short note after each lesson, shared with the learner.',
        'Each skill rated after lessons: introduced, guided, independent':
          'Instructors rate the syllabus skills practised in each lesson as introduced, guided or independent; the learner sees a chart of all skills.',
        'Mock test results only': 'Progress is recorded as the faults from mock driving tests.',
      },
    },
    {
      id: 'drv-late-cancel',
      category: 'edge-cases',
      text: 'What happens when a learner cancels a lesson late or does not turn up?',
      options: ['No charge', 'Charged in full if cancelled within 48 hours', 'Charged in full if cancelled within 24 hours'],
      recommended: 'Charged in full if cancelled within 48 hours',
      reason: '48 hours is the usual rule for instructors: it leaves time to give the slot to another learner.',
      impact: 7,
      decision: 'Late cancellations',
      says: {
        'No charge': 'Learners can cancel at any time without charge.',
        'Charged in full if cancelled within 48 hours':
          'Lessons cancelled within 48 hours, and no-shows, are charged in full (or taken from prepaid hours) unless the instructor waives it.',
        'Charged in full if cancelled within 24 hours':
          'Lessons cancelled within 24 hours, and no-shows, are charged in full (or taken from prepaid hours) unless the instructor waives it.',
      },
    },
    {
      id: 'drv-freed-slots',
      category: 'user-flow',
      text: 'What happens to a lesson slot freed by a cancellation?',
      options: ['It simply shows as free', 'Learners who asked for earlier lessons are told first'],
      recommended: 'Learners who asked for earlier lessons are told first',
      reason: 'Learners close to their test want extra lessons; offering them freed slots first keeps the diary full.',
      impact: 5,
      decision: 'Freed slots',
      says: {
        'It simply shows as free': 'A cancelled slot shows as free in the diary for anyone to book.',
        'Learners who asked for earlier lessons are told first':
          'Learners can ask for earlier lessons; when a slot frees up, those with the same instructor are texted first, and the first to accept gets it.',
      },
    },
    {
      id: 'drv-test-booking',
      category: 'user-flow',
      text: 'Who books the practical driving test?',
      options: [
        'The school, once the instructor signs off readiness',
        'The learner books it; the app keeps the date',
        'Tests are not tracked in the app',
      ],
      recommended: 'The school, once the instructor signs off readiness',
      reason: 'In many countries the school registers learners for the test; a readiness sign-off first protects the pass rate.',
      impact: 7,
      decision: 'Booking the test',
      says: {
        'The school, once the instructor signs off readiness':
          'The instructor marks a learner ready; the office then books the test and holds the instructor and car for the test slot.',
        'The learner books it; the app keeps the date':
          'Learners book the test themselves and enter the date and centre; the app warns if the instructor or car is not free then.',
        'Tests are not tracked in the app': 'Test dates and results are not tracked.',
      },
    },
    {
      id: 'drv-required-hours',
      category: 'data',
      text: 'Does the law where you teach require set drives or a minimum number of hours before the test?',
      recommended: 'Yes',
      reason:
        'Germany, France, Spain and many US states set minimum hours or special drives; a signed log stops learners being turned away.',
      impact: 6,
      decision: 'Required drives',
      says: {
        Yes: 'Log the required drives and hours per learner (such as motorway, night and country roads), signed off by the instructor, and show what is missing before the test.',
        No: 'There are no required drives or minimum hours to log.',
      },
    },
    {
      id: 'drv-instructor-rights',
      category: 'roles',
      text: 'What may instructors see and do in the app?',
      options: [
        'Only their own diary, learners and payments',
        'Also other instructors’ diaries, to cover lessons',
        'Everything the office can do',
      ],
      recommended: 'Only their own diary, learners and payments',
      reason: 'Many instructors are self-employed and their learners and takings are their own; the office covers absences.',
      impact: 6,
      decision: 'Instructor rights',
      askIf: { answer: 'drv-school-size', isNot: ['An independent instructor on their own'] },
      says: {
        'Only their own diary, learners and payments':
          'Instructors see and manage only their own diary, learners and payments; the office sees everything.',
        'Also other instructors’ diaries, to cover lessons':
          'Instructors manage their own diary and learners and can see other instructors’ free slots to take over lessons when asked.',
        'Everything the office can do': 'Instructors have the same rights as the office.',
      },
    },
    {
      id: 'drv-gearbox',
      category: 'data',
      text: 'Do learners choose between manual and automatic cars?',
      options: ['Manual only', 'Automatic only', 'Both; each learner is matched to a car'],
      recommended: 'Both; each learner is matched to a car',
      reason:
        'Automatic learners are a fast-growing group; matching learner, car and instructor stops a lesson booked in the wrong car.',
      impact: 5,
      decision: 'Manual and automatic',
      askIf: { answer: 'drv-school-size', isNot: ['An independent instructor on their own'] },
      says: {
        'Manual only': 'All lessons are in manual cars.',
        'Automatic only': 'All lessons are in automatic cars.',
        'Both; each learner is matched to a car':
          'Each learner is marked manual or automatic and can only be booked with an instructor and car of that type.',
      },
    },
    {
      id: 'drv-parents',
      category: 'roles',
      text: 'Can parents follow a young learner’s lessons?',
      options: ['No, only the learner', 'Yes: lessons, progress and payments', 'Only the invoices'],
      recommended: 'Yes: lessons, progress and payments',
      reason:
        'Most learners are 17 to 19 and their parents pay; letting them see progress makes buying more lessons an easy yes.',
      impact: 5,
      decision: 'Parents',
      says: {
        'No, only the learner': 'Only the learner sees their lessons and progress.',
        'Yes: lessons, progress and payments':
          'A learner can link a parent who sees lessons, progress and debriefs and can pay; learners over 18 choose whether to keep the link.',
        'Only the invoices': 'A parent can be set as the payer and receives invoices and receipts only.',
      },
    },
    {
      id: 'drv-pickup-rule',
      category: 'user-flow',
      text: 'Where do lessons start?',
      options: ['Always at the school', 'At a pickup address the learner chooses', 'At a few set meeting points'],
      recommended: 'At a pickup address the learner chooses',
      reason: 'Picking learners up from home, school or work is what they expect; the diary must allow the travel time.',
      impact: 6,
      decision: 'Pickup',
      says: {
        'Always at the school': 'Every lesson starts and ends at the school.',
        'At a pickup address the learner chooses':
          'Learners choose a pickup and drop-off address per lesson from their saved places; only slots with enough travel time from the previous lesson are offered.',
        'At a few set meeting points': 'Lessons start at one of the school’s set meeting points, chosen when booking.',
      },
    },
    {
      id: 'drv-theory-source',
      category: 'integrations',
      text: 'Where do the theory practice questions come from?',
      options: [
        'The official question bank, under licence',
        'Our own practice questions',
        'We point learners to an existing theory app',
      ],
      recommended: 'The official question bank, under licence',
      reason: 'Learners want the real questions; the official bank is licensed (DVSA, arge tp 21, DGT) and updated each year.',
      impact: 5,
      decision: 'Theory questions',
      feature: 'drv-theory',
      says: {
        'The official question bank, under licence':
          'Use the official theory question bank under licence, imported with its yearly updates, grouped by topic.',
        'Our own practice questions': 'Use the school’s own practice questions, managed by staff, grouped by topic.',
        'We point learners to an existing theory app':
          'Link learners to an existing theory app; record only their mock test scores.',
      },
    },
  ],
} satisfies DomainInput;
