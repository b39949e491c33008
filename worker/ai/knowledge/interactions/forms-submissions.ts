import type { InteractionInput } from '../records';

export default {
  id: 'forms-submissions',
  name: 'Forms and submissions',
  noun: 'forms app',
  verbs: [
    ['apply', 4],
    ['fill', 3],
    ['submit', 3],
    ['enrol', 3],
    ['enroll', 3],
    ['collect', 2],
    ['register', 2],
  ],
  nouns: [
    ['form', 5],
    ['questionnaire', 5],
    ['submission', 5],
    ['enrolment', 4],
    ['enrollment', 4],
    ['survey', 4],
    ['registration', 3],
    ['application', 2],
  ],
  phrases: [
    ['entries close', 5],
    ['entry form', 6],
    ['enter online', 4],
    ['closing date', 4],
  ],
  recognise: {
    de: [
      ['formular*', 6],
      ['fragebogen', 5],
      ['anmeldung*', 4],
      ['bewerbung*', 4],
      ['einreich*', 3],
      ['*formular', 6],
      ['ausfüll*', 4],
      ['antrag*', 3],
      ['eingereicht', 3],
      ['einsendung*', 4],
      ['erhebung*', 2],
      ['aufnahmebogen', 5],
    ],
    es: [
      ['formulario*', 6],
      ['cuestionario*', 5],
      ['inscripcion*', 4],
      ['solicitud*', 3],
      ['encuesta*', 3],
      ['rellenar', 4],
      ['llenar', 3],
      ['completar', 2],
      ['postulacion*', 4],
      ['candidatura*', 4],
      ['recoger datos', 3],
      ['recopilar datos', 3],
      ['ficha de inscripcion', 5],
    ],
    fr: [
      ['formulaire*', 6],
      ['questionnaire*', 5],
      ['inscription*', 4],
      ['candidature*', 4],
      ['remplir', 4],
      ['soumettre', 3],
      ['dossier de candidature', 4],
      ['enquête*', 3],
      ['collecter', 2],
      ['dépôt de dossier', 4],
      ['fiche d inscription', 4],
      ['postuler', 4],
    ],
    pt: [
      ['formulario*', 6],
      ['questionario*', 5],
      ['inscric*', 4],
      ['candidatura*', 4],
      ['preencher', 4],
      ['submeter', 3],
      ['enviar respostas', 3],
      ['pesquisa de satisfação', 4],
      ['cadastro*', 2],
      ['ficha de inscrição', 5],
      ['candidatar', 4],
      ['coletar dados', 3],
    ],
  },
  thing: 'submission',
  things: 'submissions',
  features: [
    {
      id: 'forms-submissions-form',
      title: '{Thing} Form',
      description: 'A short form, easy on a phone, that checks each answer as it is typed and confirms when it has been sent.',
      done: [
        {
          when: 'someone sends a {thing} with every required answer',
          then: 'save it, show a confirmation on screen and email a copy of the answers to the sender',
        },
        {
          when: 'an answer is missing or in the wrong format',
          then: 'point to that answer, say what is expected and keep everything typed so far',
        },
      ],
    },
    {
      id: 'forms-submissions-inbox',
      title: '{Things} Inbox',
      description: 'Every {thing} received, newest first, filterable by status, with its answers and attachments one click away.',
      done: [
        {
          when: 'a new {thing} arrives',
          then: 'list it as new at the top of the inbox and notify the people who handle {things}',
        },
      ],
    },
    {
      id: 'forms-submissions-status',
      title: '{Thing} Status for Senders',
      description: 'The sender sees whether their {thing} was received, is being looked at, accepted or declined.',
      done: [
        {
          when: 'someone handling {things} changes the status of one',
          then: 'show the new status to the sender and email them, with the message written for that status',
        },
      ],
    },
    {
      id: 'forms-submissions-builder',
      title: 'Editable Form Questions',
      description: 'Admins add, reorder and retire questions on the form without a developer, and mark which are required.',
      done: [
        {
          when: 'an admin adds a question to the form',
          then: 'show it on the form from then on, and leave the {things} sent before unchanged',
        },
      ],
    },
    {
      id: 'forms-submissions-export',
      title: '{Thing} Spreadsheet Export',
      description: 'All {things} of a period as a spreadsheet, one row each and one column per question.',
      done: [
        {
          when: 'someone exports the {things} of a period',
          then: 'download a spreadsheet with one row per {thing} and one column per question',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'forms-submissions-after',
      category: 'user-flow',
      text: 'What happens after a {thing} is sent?',
      options: [
        'It is stored for {owner} to read',
        'Someone reviews it and sets a status the sender sees',
        'It creates the record it is for at once',
      ],
      recommended: 'Someone reviews it and sets a status the sender sees',
      reason: 'A visible status (received, accepted, declined) answers the sender’s first question and saves follow-up emails.',
      impact: 10,
      decision: 'After a {thing} is sent',
      says: {
        'It is stored for {owner} to read':
          'A sent {thing} is stored and listed for {owner} to read; the sender gets a confirmation.',
        'Someone reviews it and sets a status the sender sees':
          'Each {thing} is reviewed and given a status (received, in review, accepted, declined) that the sender sees and is emailed about.',
        'It creates the record it is for at once':
          'A sent {thing} creates the record it is for at once (for example a member or a booking), and the sender is told.',
      },
    },
    {
      id: 'forms-submissions-questions',
      category: 'data',
      text: 'How are the questions on the form for a {thing} set up?',
      options: [
        'Built into the app for good',
        'A fixed core plus questions admins can add',
        'Entirely built by admins in a form builder',
      ],
      recommended: 'A fixed core plus questions admins can add',
      reason: 'A fixed core keeps {things} comparable and easy to process; a few added questions cover what changes each time.',
      impact: 8,
      decision: 'Form questions',
    },
    {
      id: 'forms-submissions-sender',
      category: 'roles',
      text: 'Who fills in a {thing}?',
      options: ['Anyone without an account', 'Anyone and an account is made for them', 'Only people who are signed in'],
      recommended: 'Anyone without an account',
      reason: 'Asking for an account first loses many senders; a confirmation email is enough to reach them later.',
      impact: 8,
      decision: 'Who sends {things}',
      says: {
        'Anyone without an account': 'Anyone can send a {thing} without an account; they give an email address for replies.',
        'Anyone and an account is made for them':
          'Sending a {thing} creates an account for the sender, where they can follow its status and send more later.',
        'Only people who are signed in': 'Only signed-in people can send a {thing}; their details are filled in for them.',
      },
    },
    {
      id: 'forms-submissions-validation',
      category: 'data',
      text: 'How strictly should a {thing} be checked before it is accepted?',
      options: [
        'Required answers only',
        'Required answers and formats such as email and dates',
        'Formats plus a confirmed email address',
      ],
      recommended: 'Required answers and formats such as email and dates',
      reason: 'Checking formats while typing catches most mistakes at the source, while the sender can still fix them.',
      impact: 7,
      decision: 'Checks on a {thing}',
    },
    {
      id: 'forms-submissions-attachments',
      category: 'data',
      text: 'Does a {thing} need documents or photos attached?',
      recommended: 'No',
      reason: 'Uploads add storage, size limits and privacy work; ask for them only when the decision needs the document.',
      impact: 6,
      decision: 'Attachments on a {thing}',
      says: {
        Yes: 'A {thing} can carry attached files (PDF or images, up to 10 MB each), stored privately and shown only to those who handle it.',
        No: 'A {thing} holds answers only, no attachments.',
      },
      settledBy: {
        Yes: [
          'upload',
          'attach',
          'attachment',
          'résumé',
          'a copy of',
          'copy of their',
          'photo of their',
          'photo of the',
          'scan of',
          'certificate',
          'hochlad*',
          'anhäng*',
          'adjunt*',
          'pièce jointe',
          'anex*',
        ],
      },
    },
    {
      id: 'forms-submissions-export',
      category: 'integrations',
      text: 'Where else should {things} go?',
      options: ['Nowhere else', 'A spreadsheet export now and then', 'Sent on automatically to another tool'],
      recommended: 'A spreadsheet export now and then',
      reason:
        'An export covers most needs at no cost; an automatic link is worth it only when {things} are handled in another tool daily.',
      impact: 5,
      decision: 'Where {things} go',
    },
    {
      id: 'forms-submissions-handler',
      category: 'roles',
      text: 'Who deals with each {thing} once it arrives?',
      options: [
        'One person handles them all',
        'A shared inbox where someone claims each {thing}',
        'Sent to the right person by its answers',
      ],
      recommended: 'A shared inbox where someone claims each {thing}',
      reason:
        'Claiming from a shared inbox shows who is on each {thing} and covers holidays; routing rules pay off once several teams handle them.',
      impact: 6,
      decision: 'Handling {things}',
      askIf: { not: { audience: ['private'] } },
      says: {
        'One person handles them all': 'One named person receives and handles every {thing}; others can be given read access.',
        'A shared inbox where someone claims each {thing}':
          'New {things} land in a shared inbox; a handler claims one, which shows their name on it, and can pass it to a colleague with a note.',
        'Sent to the right person by its answers':
          'Rules on the answers (such as the topic or area chosen) send each {thing} to a named person or team, who is notified; {things} no rule matches go to a shared inbox.',
      },
    },
    {
      id: 'forms-submissions-changes',
      category: 'edge-cases',
      text: 'Can the sender change a {thing} after sending it?',
      options: [
        'No: they send a new one instead',
        'Yes, until someone starts handling it',
        'Only when it is sent back to them for changes',
      ],
      recommended: 'Yes, until someone starts handling it',
      reason:
        'Letting senders fix their own mistakes saves emails back and forth; locking it once handling starts keeps what was decided on fixed.',
      impact: 6,
      decision: 'Changing a sent {thing}',
      says: {
        'No: they send a new one instead':
          'A sent {thing} cannot be changed; to correct it, the sender sends a new one and the handler closes the old one.',
        'Yes, until someone starts handling it':
          'The sender can change a {thing} from the link in their confirmation email (or their account) until a handler starts on it; then it is locked, and every change is kept with its time.',
        'Only when it is sent back to them for changes':
          'A sent {thing} is locked; a handler can send it back with a note, and the sender then changes and resends it, with the earlier answers kept.',
      },
    },
    {
      id: 'forms-submissions-window',
      category: 'scope',
      text: 'When can {things} be sent?',
      options: [
        'Always open, unless an admin closes it',
        'Between opening and closing dates an admin sets',
        'Until a set number have arrived',
      ],
      recommended: 'Always open, unless an admin closes it',
      reason:
        'Most forms take {things} all year; a switch covers pauses, and dates are worth setting only for rounds with a deadline.',
      impact: 5,
      decision: 'When {things} can be sent',
      says: {
        'Always open, unless an admin closes it':
          'The form takes {things} at any time; an admin can close it with a message shown in its place, and reopen it.',
        'Between opening and closing dates an admin sets':
          'Each round of the form has opening and closing dates set by an admin; the form shows the deadline, closes itself at it, and shows when it reopens.',
        'Until a set number have arrived':
          'The form closes by itself once a set number of {things} has arrived, showing how many places are left until then.',
      },
      settledBy: {
        'Between opening and closing dates an admin sets': [
          'application deadline',
          'submission deadline',
          'closing date',
          'einsendeschluss',
          'bewerbungsfrist',
          'fecha límite',
          'date limite de dépôt',
          'prazo de inscrição',
        ],
        'Until a set number have arrived': ['first come first served', 'first-come, first-served'],
      },
    },
    {
      id: 'forms-submissions-duplicates',
      category: 'edge-cases',
      text: 'What happens when the same person sends a {thing} twice?',
      options: [
        'Both are kept as separate {things}',
        'The second is flagged as a likely duplicate',
        'The newer one replaces the earlier one',
      ],
      recommended: 'The second is flagged as a likely duplicate',
      reason:
        'Double sends are common after a slow page or a second thought; flagging them keeps both while stopping them being handled twice.',
      impact: 5,
      decision: 'Duplicate {things}',
      says: {
        'Both are kept as separate {things}': 'Every {thing} sent is kept and handled on its own, even from the same sender.',
        'The second is flagged as a likely duplicate':
          'A {thing} from an email address that sent one in the last 30 days (or in the same round) is flagged as a likely duplicate and linked to the earlier one, for the handler to merge or dismiss.',
        'The newer one replaces the earlier one':
          'Each sender has one {thing} per round: sending again replaces the earlier one, which is kept in its history, and the sender is told.',
      },
    },
  ],
} satisfies InteractionInput;
