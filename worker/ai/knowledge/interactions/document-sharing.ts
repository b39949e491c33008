import type { InteractionInput } from '../records';

export default {
  id: 'document-sharing',
  name: 'Document sharing',
  noun: 'document-sharing app',
  verbs: [
    ['upload', 3],
    ['share', 4],
    ['distribute', 3],
    ['download', 3],
    ['attach', 2],
    ['scan', 1],
  ],
  nouns: [
    ['document', 4],
    ['pdf', 3],
    ['folder', 4],
    ['handout', 4],
    ['file', 3],
    ['attachment', 3],
    ['version', 2],
    ['template', 2],
  ],
  recognise: {
    de: [
      ['dokument*', 4],
      ['datei*', 4],
      ['unterlagen', 4],
      ['dateiablage', 6],
      ['hochlad*', 5],
      ['teilen', 2],
      ['hochgeladen*', 5],
      ['herunterlad*', 4],
      ['heruntergeladen', 4],
      ['download*', 3],
      ['upload*', 4],
      ['ordner*', 4],
      ['ablage', 3],
      ['pdf', 4],
      ['anhang', 3],
      ['vorlage*', 2],
      ['bereitstellen', 3],
    ],
    es: [
      ['documento*', 4],
      ['archivos', 3],
      ['subir archivos', 6],
      ['carpeta*', 4],
      ['compart*', 3],
      ['archivo', 3],
      ['subir', 2],
      ['subir documentos', 6],
      ['descargar', 3],
      ['pdf', 4],
      ['adjunt*', 2],
      ['fichero*', 4],
      ['plantilla*', 2],
      ['versiones', 2],
    ],
    fr: [
      ['document*', 4],
      ['fichier*', 4],
      ['partage de fichiers', 6],
      ['partag*', 3],
      ['telecharg*', 3],
      ['dossier*', 3],
      ['pdf', 4],
      ['déposer', 3],
      ['mettre en ligne', 3],
      ['pièces jointes', 3],
      ['pièce jointe', 3],
      ['upload*', 4],
      ['versions', 2],
    ],
    pt: [
      ['documento*', 4],
      ['arquivo*', 4],
      ['ficheiro*', 4],
      ['compartilh*', 3],
      ['partilh*', 3],
      ['pasta', 2],
      ['enviar documentos', 5],
      ['upload*', 4],
      ['baixar', 3],
      ['download*', 3],
      ['pdf', 4],
      ['anexo*', 2],
      ['versões', 2],
    ],
  },
  // "upload the card machine CSV files": data to report on, not documents to share.
  unlessSaid: ['csv', 'csvs'],
  thing: 'document',
  things: 'documents',
  features: [
    {
      id: 'document-sharing-library',
      title: '{Thing} Library',
      description: 'All shared {things} in one place, organised and searchable by name, with a preview before downloading.',
      done: [
        {
          when: 'someone searches the library by name',
          then: 'list the matching {things} they are allowed to see, newest first',
        },
        {
          when: 'someone opens shared {things}',
          then: 'show a preview in the browser with a download button',
        },
      ],
    },
    {
      id: 'document-sharing-access',
      title: '{Thing} Access by Group',
      description: 'Each folder or upload shared with the groups that need it, and hidden from everyone else.',
      done: [
        {
          when: 'someone who is not in the right group tries to open shared {things}',
          then: 'refuse access and show who to ask for it',
        },
      ],
    },
    {
      id: 'document-sharing-versions',
      title: '{Thing} Versions and History',
      description: 'A new upload replaces the current version for everyone, while earlier versions stay one click away.',
      done: [
        {
          when: 'someone uploads a newer version',
          then: 'make it the current one for everyone, keep the earlier versions and note who uploaded which and when',
        },
      ],
    },
    {
      id: 'document-sharing-offline',
      title: '{Things} Saved for Offline',
      description:
        'Chosen {things} kept on the phone or tablet, readable without internet and updated when a newer version arrives.',
      done: [
        {
          when: 'someone saves shared {things} for offline use and later loses connection',
          then: 'still open them from the device',
        },
        {
          when: 'a newer version of saved {things} is uploaded',
          then: 'replace the saved copy the next time the device is online',
        },
      ],
    },
    {
      id: 'document-sharing-alerts',
      title: 'Alerts for New {Things}',
      description: 'A notice to the right group when someone shares new or updated {things} with them.',
      done: [
        {
          when: 'someone shares new {things} with a group',
          then: 'notify the members of that group with a link to open them',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'document-sharing-access',
      category: 'roles',
      text: 'Who can see which {things}?',
      options: ['Everyone in {owner} sees everything', 'Each group sees what is shared with it', 'Individually to named people'],
      recommended: 'Each group sees what is shared with it',
      reason: 'Groups follow how {owner} is organised, so access follows the team or section instead of being set file by file.',
      impact: 10,
      decision: 'Access to {things}',
      replaces: 'webapp-data-sharing',
      examples: ['Groups: a team, a section, a class, a committee'],
      says: {
        'Everyone in {owner} sees everything': 'Everyone who signs in can see all {things}.',
        'Each group sees what is shared with it':
          'Admins put people into groups; each folder or upload is shared with one or more groups, and only they can see it.',
        'Individually to named people': 'Each upload is shared with named people; only they and the uploader can see it.',
      },
      askIf: { not: { audience: ['private'] } },
    },
    {
      id: 'document-sharing-versions',
      category: 'data',
      text: 'What happens when a newer version of a {thing} is uploaded?',
      options: ['It replaces the old one', 'It replaces it and old versions stay in a history', 'Both stay side by side'],
      recommended: 'It replaces it and old versions stay in a history',
      reason: 'Everyone sees the current version, and nothing is lost when someone uploads the wrong one.',
      impact: 8,
      decision: 'Newer versions',
    },
    {
      id: 'document-sharing-offline',
      category: 'user-flow',
      text: 'Do {actors} need the {things} when they have no internet?',
      options: ['No, online is fine', 'Yes, chosen ones saved on the device', 'Yes, everything synced to the device'],
      recommended: 'Yes, chosen ones saved on the device',
      reason: 'Saving what someone needs on their device works in basements and on trains without filling up their phone.',
      impact: 8,
      decision: 'Offline {things}',
      replaces: 'offline-use',
      says: {
        'No, online is fine': 'The {things} are opened online; there is no offline copy.',
        'Yes, chosen ones saved on the device':
          'People can save chosen {things} on their device to open without internet; saved copies update when online again.',
        'Yes, everything synced to the device':
          'All {things} someone can see are kept on their device and synced whenever it is online.',
      },
      settledBy: {
        'Yes, chosen ones saved on the device': [
          'offline',
          'without internet',
          'ohne internet',
          'sin conexión',
          'hors ligne',
          'sem internet',
        ],
      },
    },
    {
      id: 'document-sharing-uploaders',
      category: 'roles',
      text: 'Who can upload {things}?',
      options: ['Admins and nobody else', 'Admins and named people such as group leaders', 'Everyone who signs in'],
      recommended: 'Admins and named people such as group leaders',
      reason: 'A few named uploaders keep the library tidy and trustworthy while taking the load off a single admin.',
      impact: 7,
      decision: 'Who uploads {things}',
      askIf: { not: { audience: ['private'] } },
    },
    {
      id: 'document-sharing-organise',
      category: 'data',
      text: 'How should the {things} be organised?',
      options: ['In folders with search', 'By tags with search', 'Linked to the date they are for'],
      recommended: 'In folders with search',
      reason: 'Folders are what everyone already understands; searching by name covers the rest.',
      impact: 6,
      decision: 'Organising {things}',
      examples: ['Linked to dates: the music for next Tuesday, the minutes of a meeting'],
    },
    {
      id: 'document-sharing-formats',
      category: 'data',
      text: 'Which file types must the app handle for {things}?',
      options: ['PDFs only', 'PDFs, images and office files', 'Also audio and video'],
      recommended: 'PDFs, images and office files',
      reason: 'Most shared files are PDFs, photos and office files; audio and video need streaming and far more storage.',
      impact: 5,
      decision: 'File types',
      settledBy: {
        'Also audio and video': ['audio', 'video', 'recording', 'mp3', 'aufnahme*', 'grabacion*', 'enregistrement*', 'gravacao'],
      },
    },
    {
      id: 'document-sharing-editing',
      category: 'scope',
      text: 'Are the {things} finished files that people upload, or are they written and edited inside the app?',
      options: [
        'Finished files, uploaded and downloaded',
        'Written and edited as pages in the app',
        'Linked from Google Docs and Microsoft 365',
      ],
      recommended: 'Finished files, uploaded and downloaded',
      reason:
        'Uploading files covers what most groups share; an editor in the app, or a link to office suites, is a much larger build.',
      impact: 7,
      decision: 'Editing documents',
      says: {
        'Finished files, uploaded and downloaded':
          'A {thing} is a file made elsewhere: people upload it, preview it in the browser and download it; there is no editing in the app.',
        'Written and edited as pages in the app':
          'A {thing} is written and edited in the app as a formatted page (headings, lists, images, links), with its earlier versions kept, and can be downloaded as a PDF.',
        'Linked from Google Docs and Microsoft 365':
          'A {thing} stays in Google Docs or Microsoft 365 and is listed in the app with its title, folder and a link; editing happens there under its own sharing settings.',
      },
      settledBy: {
        'Linked from Google Docs and Microsoft 365': [
          'google docs',
          'google drive',
          'onedrive',
          'sharepoint',
          'microsoft 365',
          'office 365',
        ],
        'Written and edited as pages in the app': ['wiki', 'wiki pages', 'edit together online'],
      },
    },
    {
      id: 'document-sharing-outside',
      category: 'security',
      text: 'Can a {thing} be shared with someone outside {owner} who has no account?',
      options: ['No: only people who sign in', 'By a private link that expires', 'By a public link anyone can pass on'],
      recommended: 'By a private link that expires',
      reason:
        'Sooner or later a {thing} must reach a supplier, parent or auditor; a link that expires does it without an account or a copy by email.',
      impact: 7,
      decision: 'Sharing outside',
      says: {
        'No: only people who sign in':
          'A {thing} can only be opened by signed-in people who are allowed to see it; there are no share links.',
        'By a private link that expires':
          'People allowed to share can create a link to a {thing} that opens without an account, expires after a chosen number of days and can be revoked at any time; every opening is logged.',
        'By a public link anyone can pass on':
          'A {thing} can be given a public link that anyone can open without an account until it is switched off.',
      },
      settledBy: {
        'By a public link anyone can pass on': [
          'public link',
          'öffentlicher link',
          'enlace público',
          'lien public',
          'link público',
        ],
        'By a private link that expires': ['expiring link', 'expiring links', 'link that expires'],
      },
    },
    {
      id: 'document-sharing-read-confirmation',
      category: 'user-flow',
      text: 'Does {owner} need to know who has read a {thing}?',
      options: [
        'No, nobody is tracked',
        'Admins see who opened each {thing}',
        'Chosen {things} must be confirmed as read, with reminders',
      ],
      recommended: 'Chosen {things} must be confirmed as read, with reminders',
      reason:
        'Rules, safety notes and policies need proof that people read them; tracking every file for everyone feels like being watched.',
      impact: 6,
      decision: 'Read confirmation',
      says: {
        'No, nobody is tracked': 'Do not record who opens or downloads a {thing}.',
        'Admins see who opened each {thing}': 'Record who opened or downloaded each {thing} and when, visible to admins only.',
        'Chosen {things} must be confirmed as read, with reminders':
          'Uploaders can mark a {thing} as must-read for a group; each member confirms with one tap that they have read it, is reminded until they do, and admins see who has and who has not.',
      },
      settledBy: {
        'Chosen {things} must be confirmed as read, with reminders': [
          'read confirmation',
          'confirm they have read',
          'lesebestätigung',
          'confirmación de lectura',
          'accusé de lecture',
          'confirmação de leitura',
        ],
      },
    },
    {
      id: 'document-sharing-out-of-date',
      category: 'data',
      text: 'What should the app do about {things} that may have gone out of date?',
      options: [
        'Nothing: they stay until someone removes them',
        'A review date that reminds whoever is responsible',
        'An expiry date after which it is archived',
      ],
      recommended: 'A review date that reminds whoever is responsible',
      reason:
        'An old form or procedure that still looks current is the main risk of a shared library; a review date puts a name on checking it.',
      impact: 6,
      decision: 'Out-of-date {things}',
      says: {
        'Nothing: they stay until someone removes them':
          'A {thing} stays in the library until someone deletes it; there are no review or expiry dates.',
        'A review date that reminds whoever is responsible':
          'Each {thing} can have a review date and a person responsible, who is reminded on that date to confirm, replace or archive it; the library shows when each was last checked.',
        'An expiry date after which it is archived':
          'Each {thing} can have an expiry date; after it, the {thing} moves to an archive that only admins see.',
      },
    },
  ],
} satisfies InteractionInput;
