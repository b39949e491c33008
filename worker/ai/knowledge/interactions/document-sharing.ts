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
    ['pdf', 5],
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
    ],
    es: [
      ['documento*', 4],
      ['archivos', 3],
      ['subir archivos', 6],
      ['carpeta*', 4],
      ['compart*', 3],
    ],
    fr: [
      ['document*', 4],
      ['fichier*', 4],
      ['partage de fichiers', 6],
      ['partag*', 3],
      ['telecharg*', 3],
    ],
    pt: [
      ['documento*', 4],
      ['arquivo*', 4],
      ['ficheiro*', 4],
      ['compartilh*', 3],
      ['partilh*', 3],
    ],
  },
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
  ],
} satisfies InteractionInput;
