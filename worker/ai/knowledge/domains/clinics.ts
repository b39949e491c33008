import { NO_SIGN_IN } from '../languages';
import type { DomainInput } from '../records';

export default {
  id: 'clinics',
  name: 'Medical clinics and practices',
  noun: 'clinic patient app',
  complexity: 3,
  recognise: {
    en: [
      ['clinic', 4],
      ['medical practice', 6],
      ['doctor', 4],
      ["doctor's office", 6],
      ['gp practice', 6],
      ['patient', 4],
      ['dentist', 6],
      ['dental', 5],
      ['orthodontist', 6],
      ['physiotherapy', 6],
      ['physiotherapist', 6],
      ['physio', 5],
      ['physical therapy', 5],
      ['chiropractor', 6],
      ['osteopath', 6],
      ['therapy', 1],
      ['telehealth', 6],
      ['telemedicine', 6],
      ['ehr', 6],
      ['emr', 6],
      ['electronic health record', 6],
      ['medical record', 4],
      ['healthcare', 3],
      ['medical', 3],
      ['outpatient', 5],
      ['physical therapist', 5],
      ['speech therapy', 6],
      ['speech therapist', 6],
      ['occupational therapy', 6],
      ['hipaa', 5],
    ],
    de: [
      ['arztpraxis', 6],
      ['arzt*', 5],
      ['praxis', 2],
      ['patienten*', 3],
      ['zahnarzt*', 6],
      ['physiotherap*', 6],
      ['ergotherap*', 6],
      ['logopad*', 6],
      ['heilpraktiker', 6],
      ['sprechstunde', 5],
      ['krankenkasse', 4],
      ['patientenakte', 5],
      ['videosprechstunde', 6],
    ],
    es: [
      ['clinica', 4],
      ['consultorio', 6],
      ['medico', 4],
      ['paciente', 4],
      ['dentista', 6],
      ['odontolog*', 6],
      ['fisioterap*', 6],
      ['historia clinica', 6],
      ['cita medica', 6],
      ['telemedicina', 6],
    ],
    fr: [
      ['cabinet medical', 6],
      ['medecin*', 5],
      ['patientele', 5],
      ['dentiste', 6],
      ['kinesitherap*', 6],
      ['orthophon*', 6],
      ['osteopathe', 6],
      ['dossier medical', 6],
      ['teleconsultation', 6],
      ['clinique', 4],
      ['ordonnance', 3],
    ],
    pt: [
      ['consultorio medico', 6],
      ['clinica medica', 6],
      ['medico', 4],
      ['paciente', 4],
      ['prontuario', 6],
      ['odontolog*', 6],
      ['fisioterap*', 6],
      ['consulta medica', 5],
      ['agendamento de consultas', 5],
      ['plano de saude', 4],
      ['telemedicina', 6],
    ],
  },
  exclude: [
    'vet clinic',
    'veterinary clinic',
    'animal clinic',
    'pet clinic',
    'animal hospital',
    'clinica veterinaria',
    'clinique veterinaire',
    'be patient',
    'pet patient',
    'animal patient',
    'patient animal',
    'doctor who',
  ],
  entities: [
    {
      name: 'Patient',
      fields: ['name', 'date of birth', 'contact details', 'insurance details', 'allergies', 'medications', 'consents given'],
    },
    {
      name: 'Practitioner',
      fields: [
        'name',
        'profession (doctor, dentist, physiotherapist…)',
        'visit types offered',
        'working hours',
        'location → Location',
      ],
    },
    {
      name: 'Visit Type',
      fields: ['name (first visit, follow-up, check-up…)', 'duration', 'bookable online', 'price', 'video or in person'],
    },
    {
      name: 'Appointment',
      fields: [
        'patient → Patient',
        'practitioner → Practitioner',
        'visit type → Visit Type',
        'start time',
        'status (requested, booked, arrived, done, no-show…)',
        'reason for visit',
      ],
    },
    {
      name: 'Clinical Note',
      fields: ['appointment → Appointment', 'author → Practitioner', 'findings', 'diagnosis', 'treatment plan', 'signed at'],
    },
    { name: 'Intake Form', fields: ['patient → Patient', 'questions and answers', 'consent signature', 'submitted at'] },
    {
      name: 'Invoice',
      fields: ['patient → Patient', 'appointment → Appointment', 'amount', 'paid by (patient, insurer)', 'status'],
    },
    { name: 'Location', fields: ['name', 'address', 'rooms', 'opening hours'] },
  ],
  roles: [
    { name: 'Practice manager', can: 'manage practitioners, visit types, opening hours, prices, staff accounts and reports' },
    { name: 'Practitioner', can: 'see their own schedule, read and write notes for their patients, block time off' },
    { name: 'Receptionist', can: 'book, move and cancel appointments, check patients in, manage contact details and invoices' },
    { name: 'Patient', can: 'book and cancel appointments, fill in forms, see their own visits, documents and messages' },
  ],
  features: [
    {
      id: 'appointment-booking',
      title: 'Online Appointment Booking',
      description: 'Patients pick a practitioner, a visit type and a free slot; slot lengths follow the visit type.',
      match: [
        'appointment booking',
        'book appointments',
        'online booking',
        'terminbuchung',
        'online-termin',
        'cita online',
        'reserva de citas',
        'prise de rendez-vous',
        'agendamento online',
        'marcacao de consultas',
      ],
      done: [
        {
          when: 'a patient books a free slot',
          then: 'confirm the appointment, block the slot for the visit type’s duration and send a confirmation',
        },
        {
          when: 'two patients pick the same slot at the same time',
          then: 'confirm exactly one appointment and show the other the next free slots',
        },
      ],
    },
    {
      id: 'practitioner-calendars',
      title: 'Practitioner Calendars and Visit Types',
      description:
        'Each practitioner has working hours, breaks, time off and the visit types they offer, each with its own length.',
      match: [
        'practitioner calendar',
        'doctor schedule',
        'visit types',
        'sprechzeiten',
        'dienstplan arzt',
        'agenda medica',
        'agenda du praticien',
        'agenda do medico',
      ],
      done: [
        {
          when: 'a practitioner blocks a day off',
          then: 'remove their free slots for that day and list the booked appointments that must be moved',
        },
      ],
    },
    {
      id: 'patient-records',
      title: 'Patient Records',
      description:
        'One record per patient with contact details, medical history, allergies, medications, documents and past visits.',
      match: [
        'patient record',
        'medical record',
        'health record',
        'ehr',
        'emr',
        'patientenakte',
        'historia clinica',
        'dossier patient',
        'dossier medical',
        'prontuario',
      ],
      done: [
        {
          when: 'a practitioner opens a patient',
          then: 'show allergies and current medications at the top, then past visits newest first',
        },
        {
          when: 'anyone views or changes a record',
          then: 'write who, when and what to an access log the practice manager can read',
        },
      ],
    },
    {
      id: 'intake-forms',
      title: 'Digital Intake and Consent Forms',
      description: 'New patients fill in their health questionnaire and sign consents online before the first visit.',
      match: [
        'intake form',
        'patient form',
        'consent form',
        'anamnese',
        'anamnesebogen',
        'formulario de ingreso',
        'consentimiento',
        'questionnaire medical',
        'ficha de anamnese',
      ],
      done: [
        {
          when: 'a new patient books a first visit',
          then: 'send a link to the intake form and attach the answers to their record once submitted',
        },
      ],
    },
    {
      id: 'appointment-reminders',
      title: 'Appointment Reminders',
      description: 'Reminders by SMS or email before each appointment, with a link to confirm, move or cancel.',
      match: [
        'reminder',
        'sms reminder',
        'terminerinnerung',
        'recordatorio de cita',
        'rappel de rendez-vous',
        'lembrete de consulta',
      ],
      done: [
        {
          when: 'an appointment is due within the reminder lead time',
          then: 'send the patient a reminder with time, place and a link to confirm or cancel',
        },
      ],
    },
    {
      id: 'visit-notes',
      title: 'Visit Notes and Treatment Plans',
      description: 'Practitioners write structured notes per visit (for example SOAP) from templates, and sign them when done.',
      match: [
        'clinical notes',
        'soap notes',
        'visit notes',
        'treatment plan',
        'behandlungsplan',
        'dokumentation',
        'notas clinicas',
        'plan de tratamiento',
        'compte rendu',
        'evolucao',
      ],
      done: [
        {
          when: 'a practitioner signs a visit note',
          then: 'lock the note and record later corrections as dated addenda, never as silent edits',
        },
      ],
    },
    {
      id: 'patient-portal',
      title: 'Patient Portal',
      description: 'Patients see their upcoming and past appointments, forms, documents and invoices in one place.',
      match: ['patient portal', 'patientenportal', 'portal del paciente', 'espace patient', 'portal do paciente'],
      done: [
        {
          when: 'a patient signs in',
          then: 'show their next appointment first, with links to move it and to any forms still open',
        },
      ],
    },
    {
      id: 'front-desk',
      title: 'Front Desk Day View and Check-in',
      description:
        'Reception sees the whole day across practitioners, checks patients in and sees who is waiting and for how long.',
      match: [
        'check-in',
        'front desk',
        'reception',
        'waiting room',
        'empfang',
        'wartezimmer',
        'recepcion',
        'sala de espera',
        'accueil',
        'recepcao',
      ],
      done: [
        {
          when: 'reception checks a patient in',
          then: 'mark the appointment arrived and show the patient as waiting on the practitioner’s screen',
        },
      ],
    },
    {
      id: 'patient-messaging',
      title: 'Secure Patient Messaging',
      description: 'Patients and the practice exchange messages and documents inside the portal instead of ordinary email.',
      match: ['patient messaging', 'secure messaging', 'messages', 'nachrichten', 'mensajes', 'messagerie', 'mensagens'],
      done: [
        {
          when: 'the practice sends a message',
          then: 'notify the patient that a message is waiting without putting health details in the notification',
        },
      ],
    },
    {
      id: 'telehealth',
      title: 'Video Consultations',
      description: 'Practitioners hold video visits from the appointment; patients join from a link without installing anything.',
      match: [
        'telehealth',
        'telemedicine',
        'video consultation',
        'video visit',
        'videosprechstunde',
        'videoconsulta',
        'teleconsultation',
        'teleconsulta',
      ],
      done: [
        {
          when: 'a video appointment is about to start',
          then: 'open a private video room for that appointment only and let the patient join from their link',
        },
      ],
    },
    {
      id: 'cancellation-waitlist',
      title: 'Waitlist for Earlier Appointments',
      description: 'Patients who want an earlier slot join a waitlist and are offered cancelled slots first.',
      match: ['waitlist', 'waiting list', 'warteliste', 'lista de espera', "liste d'attente"],
      done: [
        {
          when: 'an appointment is cancelled',
          then: 'offer the slot to waitlisted patients for the same practitioner and visit type, first to accept gets it',
        },
      ],
    },
    {
      id: 'billing',
      title: 'Invoices and Insurance Details',
      description:
        'Invoices per visit with the patient’s insurance details, online payment and receipts patients can claim back.',
      match: [
        'billing',
        'invoice',
        'insurance',
        'abrechnung',
        'rechnung',
        'factura',
        'seguro medico',
        'facturation',
        'mutuelle',
        'faturamento',
        'convenio',
      ],
      done: [
        {
          when: 'a visit is completed',
          then: 'create the invoice from the visit type’s price and send it to the patient or mark it for the insurer',
        },
      ],
    },
    {
      id: 'prescription-requests',
      title: 'Prescription Refill Requests',
      description: 'Patients request repeat prescriptions; the practitioner approves or declines with a note.',
      match: ['prescription', 'refill', 'rezept', 'folgerezept', 'receta', 'ordonnance', 'receita'],
      done: [
        {
          when: 'a practitioner approves a refill request',
          then: 'record it on the patient’s record and tell the patient when and where to collect it',
        },
      ],
    },
    {
      id: 'therapy-prescriptions',
      title: 'Therapy Prescriptions and Session Counts',
      description:
        'A doctor’s prescription or referral for a series of sessions (physio, speech, occupational therapy), counted down per visit.',
      match: [
        'prescription',
        'referral',
        'verordnung',
        'rezept',
        'heilmittelverordnung',
        'receta',
        'derivacion',
        'ordonnance',
        'prescription medicale',
        'pedido medico',
        'encaminhamento',
      ],
      done: [
        {
          when: 'a session is booked against a prescription',
          then: 'count it against the sessions prescribed and warn when the last one is booked or the prescription is about to expire',
        },
        {
          when: 'a prescription expires before all sessions were used',
          then: 'stop booking against it and ask the patient for a new prescription',
        },
      ],
    },
    {
      id: 'home-exercises',
      title: 'Home Exercise Programmes',
      description: 'Therapists assign exercises with video and repetitions; patients see them in their portal and tick them off.',
      match: ['exercises', 'exercise plans', 'home exercises', 'ubungen', 'heimubungen', 'ejercicios', 'exercices', 'exercicios'],
      done: [
        {
          when: 'a therapist assigns an exercise programme',
          then: 'show it in the patient’s portal with videos and repetitions and let the patient mark each day done',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'therapy clinic app',
      match: [
        'physio*',
        'physical therapy',
        'physical therapist',
        'speech therapy',
        'occupational therapy',
        'krankengymnast*',
        'ergotherap*',
        'logopad*',
        'fisioterap*',
        'kinesitherap*',
        'kine',
        'orthophon*',
      ],
      features: [
        'appointment-booking',
        'therapy-prescriptions',
        'practitioner-calendars',
        'home-exercises',
        'patient-records',
        'appointment-reminders',
        'visit-notes',
      ],
    },
  ],
  integrations: [
    { name: 'Twilio', for: 'SMS appointment reminders and confirmation replies' },
    { name: 'Stripe', for: 'card payments for self-pay visits and no-show fees' },
    { name: 'Doxy.me or Zoom for Healthcare', for: 'video consultations under a healthcare data agreement' },
    { name: 'Google Calendar and Microsoft Outlook', for: 'showing practitioners’ appointments in their own calendars' },
    { name: 'HL7 FHIR', for: 'exchanging appointments and patient data with an existing practice or hospital system' },
  ],
  pages: [
    { name: 'Book an appointment', purpose: 'choose practitioner, visit type and a free slot' },
    { name: 'Patient portal', purpose: 'upcoming visits, forms to fill in, documents, invoices and messages' },
    { name: 'Front desk day view', purpose: 'all practitioners’ appointments for the day, check-in and waiting times' },
    { name: 'Practitioner schedule', purpose: 'own day and week, with the next patient’s key facts' },
    { name: 'Patient record', purpose: 'history, allergies, medications, visit notes and documents' },
    { name: 'Intake form', purpose: 'the questionnaire and consents a new patient fills in' },
    { name: 'Practice settings', purpose: 'practitioners, visit types, opening hours, prices and staff accounts' },
  ],
  design:
    'calm, clinical and trustworthy: white space, one accessible accent color, large readable type for older patients, and the day schedule as the staff home screen',
  questions: [
    {
      id: 'clinic-record-scope',
      category: 'scope',
      text: 'How much of the patient record should the app hold?',
      options: [
        'Booking and intake only; records stay in our current system',
        'Basic patient records and visit notes',
        'A full electronic health record',
      ],
      recommended: 'Basic patient records and visit notes',
      reason:
        'Enough for a small practice to work in one place; a full certified health record is a regulated product of its own.',
      impact: 10,
      decision: 'Clinical record scope',
      says: {
        'Booking and intake only; records stay in our current system':
          'Handle appointments, intake forms and reminders only; keep no clinical notes, the practice’s existing record system stays the source of truth.',
        'Basic patient records and visit notes':
          'Keep a basic patient record (history, allergies, medications, documents) and signed visit notes; no coded diagnoses, lab orders or e-prescribing.',
        'A full electronic health record':
          'Build a full electronic health record: coded diagnoses, lab results, prescriptions, referrals and document management, with a complete audit trail.',
      },
    },
    {
      id: 'clinic-booking-mode',
      category: 'user-flow',
      text: 'How do patients get an appointment?',
      options: [
        'Patients book free slots online themselves',
        'Returning patients book online, new patients send a request',
        'Patients send a request, staff confirm a time',
        'Only staff book, by phone or at the desk',
      ],
      recommended: 'Returning patients book online, new patients send a request',
      reason: 'New patients need triage and intake before a slot is committed; regulars can book straight away.',
      impact: 9,
      decision: 'Booking flow',
      says: {
        'Patients book free slots online themselves':
          'Every patient books free slots online directly; the appointment is confirmed at once.',
        'Returning patients book online, new patients send a request':
          'Returning patients book free slots directly; new patients send a request with their reason for visit and reception confirms a slot.',
        'Patients send a request, staff confirm a time':
          'Patients request an appointment with preferred times; reception confirms a slot and the patient is notified.',
        'Only staff book, by phone or at the desk':
          'There is no online booking for patients; reception books every appointment in the staff calendar.',
      },
    },
    {
      id: 'clinic-patient-accounts',
      category: 'security',
      text: 'Will patients have their own account, or is the app for practice staff only?',
      options: ['Patients sign in to a patient portal', 'Patients book without an account, staff sign in', 'Practice staff only'],
      recommended: 'Patients sign in to a patient portal',
      reason: 'Appointments, forms and messages about health may only be shown to a verified patient.',
      impact: 8,
      decision: 'Patient accounts',
      replaces: 'sign-in',
      says: {
        'Patients sign in to a patient portal':
          'Patients sign in to a portal (with a one-time code by email or SMS); staff sign in with roles and two-factor authentication.',
        'Patients book without an account, staff sign in':
          'Patients book with name, date of birth and a phone number verified by code; only staff have accounts, with two-factor authentication.',
        'Practice staff only':
          'Only practice staff use the app, each with their own account, a role and two-factor authentication.',
      },
      // "no passwords to remember, send it as a link": patients open what they are sent.
      settledBy: { 'Patients book without an account, staff sign in': [...NO_SIGN_IN] },
    },
    {
      id: 'clinic-health-data-law',
      category: 'security',
      text: 'Which health privacy law applies to the practice and its patients?',
      options: ['GDPR (EU or UK)', 'HIPAA (United States)', 'Both', 'Another country’s law'],
      recommended: 'GDPR (EU or UK)',
      reason:
        'It sets hosting region, consent and access logging; GDPR is the default for practices in Europe, HIPAA with a signed BAA in the US.',
      impact: 9,
      decision: 'Health data rules',
      replaces: 'personal-data',
      says: {
        'GDPR (EU or UK)':
          'Treat health data as GDPR special-category data: host in the EU, record consent, encrypt at rest, log every access and let patients request their data.',
        'HIPAA (United States)':
          'Meet HIPAA: use only vendors that sign a BAA, encrypt at rest and in transit, log every access to patient data and time out idle sessions.',
        Both: 'Meet both GDPR and HIPAA: regional hosting, consent records, BAAs with vendors, encryption and a full access log.',
        'Another country’s law':
          'Follow the local health data law: encrypt patient data at rest and in transit, log every access and keep data in the country where required.',
      },
    },
    {
      id: 'clinic-note-access',
      category: 'roles',
      text: 'Who may read a patient’s clinical notes?',
      options: [
        'Every practitioner in the practice',
        'Practitioners; reception sees contact details and appointments only',
        'Only the patient’s own practitioners',
      ],
      recommended: 'Practitioners; reception sees contact details and appointments only',
      reason: 'Need-to-know access is what privacy law expects, and the front desk rarely needs clinical notes.',
      impact: 8,
      decision: 'Access to clinical notes',
      askIf: { answer: 'clinic-record-scope', isNot: ['Booking and intake only; records stay in our current system'] },
      says: {
        'Every practitioner in the practice':
          'Every practitioner can read all patients’ notes; reception cannot read clinical notes.',
        'Practitioners; reception sees contact details and appointments only':
          'Practitioners can read all clinical notes; reception sees contact details, insurance and appointments but no clinical content.',
        'Only the patient’s own practitioners':
          'A practitioner sees notes only for patients they treat; others need a recorded reason (break-glass access) that is logged.',
      },
    },
    {
      id: 'clinic-size',
      category: 'scope',
      text: 'How many practitioners and locations will it serve?',
      options: ['One practitioner', 'Several practitioners at one location', 'Several locations'],
      recommended: 'Several practitioners at one location',
      reason: 'Shared rooms and a shared front desk are the common case; planning for them avoids a calendar rewrite.',
      impact: 7,
      decision: 'Practitioners and locations',
      says: {
        'One practitioner': 'Built for a single practitioner: one calendar, no room planning.',
        'Several practitioners at one location':
          'Several practitioners share one location: per-practitioner calendars, rooms and one front desk view.',
        'Several locations':
          'Several locations: patients choose the location first; practitioners may work at different locations on different days.',
      },
    },
    {
      id: 'clinic-payments',
      category: 'scope',
      text: 'How do patients pay for their visits?',
      options: [
        'Patients pay the practice directly (self-pay)',
        'Insurance is billed by the practice, patients pay any co-pay',
        'Nothing is paid through the app',
      ],
      recommended: 'Patients pay the practice directly (self-pay)',
      reason:
        'Self-pay with receipts patients can claim back covers private practices without building insurance claims, a large regulated job.',
      impact: 7,
      decision: 'Paying for visits',
      replaces: 'online-payments',
      says: {
        'Patients pay the practice directly (self-pay)':
          'Patients pay per visit by card online or at the desk; send an itemised receipt they can submit to their insurer.',
        'Insurance is billed by the practice, patients pay any co-pay':
          'Store each patient’s insurance, create claims per visit for the insurer and collect only the co-pay from the patient.',
        'Nothing is paid through the app': 'No payments in the app; billing stays in the practice’s existing system.',
      },
    },
    {
      id: 'clinic-payment-provider',
      category: 'integrations',
      text: 'Which payment provider should take patients’ card payments?',
      options: ['Stripe', 'Square', 'Mollie'],
      recommended: 'Stripe',
      reason: 'Stripe handles online payments, saved cards for no-show fees and in-person terminals with one integration.',
      impact: 4,
      decision: 'Payment provider',
      replaces: 'payment-provider',
      askIf: { answer: 'clinic-payments', isNot: ['Nothing is paid through the app'] },
    },
    {
      id: 'clinic-no-show',
      category: 'edge-cases',
      text: 'What happens when a patient misses an appointment without cancelling?',
      options: [
        'It is recorded, nothing more',
        'After repeated no-shows, only staff can book for them',
        'A no-show fee is charged',
      ],
      recommended: 'After repeated no-shows, only staff can book for them',
      reason:
        'Fees upset patients and are often not allowed for insured care; losing self-booking after repeated no-shows works.',
      impact: 6,
      decision: 'No-shows',
      says: {
        'It is recorded, nothing more':
          'Mark missed appointments as no-show on the record; there are no consequences in the app.',
        'After repeated no-shows, only staff can book for them':
          'Mark missed appointments as no-show; after three no-shows in a year, the patient can no longer book online and must call.',
        'A no-show fee is charged':
          'Keep a card on file at booking and charge the practice’s no-show fee when a patient misses an appointment.',
      },
    },
    {
      id: 'clinic-cancel-window',
      category: 'edge-cases',
      text: 'Until when can patients cancel or move an appointment online?',
      options: ['Up to 2 hours before', 'Up to 24 hours before', 'Up to 48 hours before'],
      recommended: 'Up to 24 hours before',
      reason: 'A day’s notice is enough to give the slot to a waiting patient; later changes go through the desk.',
      impact: 5,
      decision: 'Online cancellation window',
      askIf: { answer: 'clinic-booking-mode', isNot: ['Only staff book, by phone or at the desk'] },
    },
    {
      id: 'clinic-video-visits',
      category: 'scope',
      text: 'Will practitioners see some patients by video?',
      options: ['In person only', 'Some video visits', 'Mostly video visits'],
      recommended: 'Some video visits',
      reason: 'Follow-ups and talking therapies often go by video; a healthcare-grade video service makes it a small addition.',
      impact: 6,
      decision: 'Video visits',
      says: {
        'In person only': 'All appointments are in person; there are no video visits.',
        'Some video visits':
          'Visit types are marked in person or video; video appointments get a private join link in the confirmation.',
        'Mostly video visits':
          'The practice works mostly by video: every appointment gets a private video room, with a technical check before joining.',
      },
    },
    {
      id: 'clinic-existing-system',
      category: 'integrations',
      text: 'Must appointments or records sync with practice software you already use?',
      options: ['No, this app is the only system', 'Yes, appointments only', 'Yes, appointments and patient records'],
      recommended: 'No, this app is the only system',
      reason: 'Integrations with practice systems take months to get approved; start standalone and add an export.',
      impact: 6,
      decision: 'Existing practice software',
      says: {
        'No, this app is the only system':
          'This app is the practice’s only system; offer a CSV export of patients and appointments.',
        'Yes, appointments only': 'Sync appointments both ways with the existing practice software; patient records stay there.',
        'Yes, appointments and patient records':
          'Exchange appointments and patient data with the existing system through its API or HL7 FHIR; the existing system wins on conflicts.',
      },
    },
    {
      id: 'clinic-reminder-channel',
      category: 'integrations',
      text: 'How should patients be reminded of their appointments?',
      options: ['Email', 'SMS', 'SMS and email'],
      recommended: 'SMS and email',
      reason: 'SMS is read within minutes and cuts no-shows most; email carries directions and forms.',
      impact: 4,
      decision: 'Reminder channel',
      feature: 'appointment-reminders',
      replaces: 'notification-channel',
      says: {
        Email: 'Send reminders by email 24 hours before, with a link to confirm or cancel.',
        SMS: 'Send reminders by SMS 24 hours before; patients can reply to confirm or cancel.',
        'SMS and email':
          'Send an email reminder two days before and an SMS the day before, both with a link to confirm or cancel.',
      },
    },
    {
      id: 'clinic-intake-timing',
      category: 'user-flow',
      text: 'When do new patients fill in their intake forms?',
      options: ['Online after booking', 'On a tablet in the waiting room', 'Online, with the tablet as fallback'],
      recommended: 'Online, with the tablet as fallback',
      reason: 'Most patients fill in forms at home; a tablet at the desk catches those who did not.',
      impact: 4,
      decision: 'Intake forms',
      feature: 'intake-forms',
    },
  ],
} satisfies DomainInput;
