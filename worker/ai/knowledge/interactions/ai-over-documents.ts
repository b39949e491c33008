import type { InteractionInput } from '../records';

export default {
  id: 'ai-over-documents',
  name: 'AI over your own documents',
  noun: 'AI document assistant',
  verbs: [
    ['chat', 2],
    ['summarise', 5],
    ['summarize', 5],
    ['query', 4],
    ['search', 3],
    ['extract', 3],
    ['index', 3],
  ],
  nouns: [
    ['pdf', 2],
    ['document', 3],
    ['handbook', 3],
    ['manual', 2],
    ['policy', 2],
    ['transcript', 2],
    ['rag', 6],
  ],
  // "ask questions like '…' and get answers with the paragraph cited": questions answered from the user's documents.
  phrases: [
    ['ask questions', 3],
    ['ask it questions', 4],
    ['answers with', 3],
    ['with the paragraph cited', 6],
    ['paragraph cited', 5],
    ['cite the source', 5],
    ['cites the source', 5],
    ['with sources', 4],
    ['with citations', 5],
    ['cited', 2],
    ['chat with our documents', 6],
    ['chat with the documents', 6],
  ],
  recognise: {
    de: [
      ['zusammenfass*', 5],
      ['zusammengefasst', 5],
      ['wissensdatenbank', 5],
      ['semantische suche', 6],
      ['durchsuch*', 3],
      ['dokumente', 2],
      ['fragen beantwort*', 4],
      ['chatbot', 3],
      ['handbuch', 3],
      ['pdf', 2],
      ['richtlinie*', 2],
      ['wissensbasis', 5],
      ['volltextsuche', 4],
      ['extrahier*', 3],
      ['transkript*', 3],
    ],
    es: [
      ['resumir', 5],
      ['resuma', 5],
      ['resumimos', 5],
      ['resumid*', 5],
      ['base de conocimiento*', 5],
      ['búsqueda semántica', 6],
      ['buscar en', 3],
      ['busca en', 3],
      ['buscan en', 3],
      ['buscamos en', 3],
      ['documentos', 2],
      ['resumen*', 3],
      ['hacer preguntas', 4],
      ['hace preguntas', 4],
      ['hacen preguntas', 4],
      ['hacemos preguntas', 4],
      ['preguntas sobre', 3],
      ['chatbot', 3],
      ['manuales', 3],
      ['pdf', 2],
      ['extraer', 3],
      ['extrae', 3],
      ['extraiga', 3],
      ['extraid*', 3],
      ['transcripcion*', 3],
      ['búsqueda inteligente', 5],
      ['base documental', 5],
    ],
    fr: [
      ['résumer', 5],
      ['résument', 5],
      ['résumons', 5],
      ['base de connaissances', 5],
      ['recherche sémantique', 6],
      ['poser des questions', 4],
      ['pose des questions', 4],
      ['posent des questions', 4],
      ['posons des questions', 4],
      ['documents', 2],
      ['résume', 3],
      ['résumé automatique', 5],
      ['questions sur', 3],
      ['chatbot', 3],
      ['manuels', 3],
      ['pdf', 2],
      ['extraire', 3],
      ['extrait', 3],
      ['extraient', 3],
      ['extrayons', 3],
      ['extraite', 3],
      ['transcription*', 3],
      ['recherche intelligente', 5],
      ['base documentaire', 5],
    ],
    pt: [
      ['resumir', 5],
      ['resume', 5],
      ['resumem', 5],
      ['resumimos', 5],
      ['resumid*', 5],
      ['base de conhecimento', 5],
      ['busca semântica', 6],
      ['pesquisar', 3],
      ['pesquisamos', 3],
      ['documentos', 2],
      ['resumo*', 3],
      ['fazer perguntas', 4],
      ['faz perguntas', 4],
      ['fazem perguntas', 4],
      ['fazemos perguntas', 4],
      ['perguntas sobre', 3],
      ['chatbot', 3],
      ['manuais', 3],
      ['pdf', 2],
      ['extrair', 3],
      ['extrai', 3],
      ['extraem', 3],
      ['extraímos', 3],
      ['extraíd*', 3],
      ['transcriç*', 3],
      ['base documental', 5],
      ['busca inteligente', 5],
    ],
  },
  thing: 'document',
  things: 'documents',
  features: [
    {
      id: 'ai-over-documents-library',
      title: '{Thing} Library and Upload',
      description: 'Every {thing} the AI may use, with its source, date and processing status, and a way to add or remove one.',
      done: [
        {
          when: 'someone adds a {thing}',
          then: 'process it for search, show its status until it is ready and make it answerable within minutes',
        },
        {
          when: 'someone removes a {thing}',
          then: 'remove it and every passage taken from it, so no later answer can quote it',
        },
      ],
    },
    {
      id: 'ai-over-documents-answers',
      title: 'Answers with Cited Sources',
      description: 'Questions in plain language, answered only from the {things}, each claim linked to the passage behind it.',
      done: [
        {
          when: 'someone asks a question the {things} can answer',
          then: 'answer from the {things} only and link each statement to the {thing} and passage it came from',
        },
        {
          when: 'someone asks a question the {things} do not answer',
          then: 'say that no answer was found and show the closest passages instead of guessing',
        },
      ],
    },
    {
      id: 'ai-over-documents-search',
      title: '{Thing} Search by Meaning',
      description: 'Search by meaning as well as by exact words, with the matching passage highlighted in each result.',
      done: [
        {
          when: 'someone searches for a topic in other words than the {things} use',
          then: 'still list the {things} about that topic, best match first, with the matching passage highlighted',
        },
      ],
    },
    {
      id: 'ai-over-documents-summaries',
      title: '{Thing} Summaries',
      description: 'A short summary and the key points of each {thing}, with links back to where each point is made.',
      done: [
        {
          when: 'someone opens a {thing}',
          then: 'show a short summary and its key points, each linked to the place in the {thing} it comes from',
        },
      ],
    },
    {
      id: 'ai-over-documents-feedback',
      title: 'Feedback on Answers',
      description: 'A thumbs up or down on every answer, and a list of poor answers for an admin to review.',
      done: [
        {
          when: 'someone marks an answer as wrong',
          then: 'store the question, the answer, the passages used and the comment in a review list for admins',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'ai-over-documents-job',
      category: 'scope',
      text: 'What should the AI mainly do with the {things}?',
      options: [
        'Answer questions, with citations',
        'Find the right {thing} (search)',
        'Summaries and key fields pulled out',
        'All of these',
      ],
      recommended: 'Answer questions, with citations',
      reason: 'Cited answers are what people expect first; search comes with them, summaries and extraction can follow.',
      impact: 9,
      decision: 'Main AI job',
      says: {
        'Answer questions, with citations':
          'The core is a question box: answer from the {things} only, with every statement linked to its source passage.',
        'Find the right {thing} (search)':
          'The core is search by meaning: results list the matching {things} with the relevant passage highlighted.',
        'Summaries and key fields pulled out':
          'The core is processing each {thing}: a summary and key fields extracted into a table people can check and correct.',
        'All of these': 'Offer cited answers, search by meaning, and a summary with key fields for each {thing}.',
      },
    },
    {
      id: 'ai-over-documents-privacy',
      category: 'security',
      text: 'Where may the {things} be sent for AI processing?',
      options: [
        'A major AI provider’s API that does not train on our data',
        'An EU-hosted model in our own cloud account',
        'Only a model running on our own machines',
      ],
      recommended: 'A major AI provider’s API that does not train on our data',
      reason: 'Business API terms exclude training on your data and answer best; self-hosting costs far more for weaker answers.',
      impact: 9,
      decision: 'Where the AI runs',
      says: {
        'A major AI provider’s API that does not train on our data':
          'Use a major provider’s business API whose terms exclude training on our data; keep the {things} in our own storage.',
        'An EU-hosted model in our own cloud account':
          'Use a model hosted in the EU or in our own cloud account; no {thing} text leaves that region.',
        'Only a model running on our own machines':
          'Run an open model on our own servers; no {thing} text or question may leave our network.',
      },
      settledBy: {
        'Only a model running on our own machines': [
          'on-premise',
          'on premise',
          'on-prem',
          'self-hosted model',
          'local model',
          'local llm',
          'ollama',
        ],
        'An EU-hosted model in our own cloud account': ['eu-hosted', 'hosted in the eu', 'azure openai', 'aws bedrock'],
      },
    },
    {
      id: 'ai-over-documents-access',
      category: 'roles',
      text: 'Who can get answers drawn from which {things}?',
      options: [
        'Open to everyone who signs in',
        'Each person only from {things} they may open',
        'Private: each person only from their own uploads',
      ],
      recommended: 'Each person only from {things} they may open',
      reason: 'An answer can quote anything it searched, so the search must follow the same access rules as the {things}.',
      impact: 8,
      decision: 'Access to {things} in answers',
      replaces: 'webapp-data-sharing',
      says: {
        'Open to everyone who signs in': 'Every signed-in person can get answers from every {thing}.',
        'Each person only from {things} they may open':
          'Filter the search by the asker’s permissions before the AI sees anything; never quote a {thing} they may not open.',
        'Private: each person only from their own uploads':
          'Each person’s {things} are private: search and answers use only their own uploads.',
      },
    },
    {
      id: 'ai-over-documents-not-found',
      category: 'edge-cases',
      text: 'What should happen when the answer is not in the {things}?',
      options: [
        'Say so and show the closest passages',
        'Answer from general knowledge, clearly marked',
        'Pass the question to a person',
      ],
      recommended: 'Say so and show the closest passages',
      reason: 'Saying “not found” keeps trust; a made-up answer that fills the gap is the failure people remember.',
      impact: 8,
      decision: 'No answer in the {things}',
      says: {
        'Say so and show the closest passages':
          'When no passage supports an answer, say so plainly and show the closest passages; never answer without a source.',
        'Answer from general knowledge, clearly marked':
          'When the {things} do not answer, the AI may answer from general knowledge, marked as not from the {things}.',
        'Pass the question to a person':
          'When the {things} do not answer, say so and offer to send the question to a named person, who replies in the app.',
      },
    },
    {
      id: 'ai-over-documents-source',
      category: 'integrations',
      text: 'How should the {things} get into the app?',
      options: [
        'Uploaded by hand',
        'Synced from a shared drive (Google Drive, SharePoint, Notion…)',
        'Pulled from a database through its API',
      ],
      recommended: 'Synced from a shared drive (Google Drive, SharePoint, Notion…)',
      reason: 'Synced {things} stay current without anyone re-uploading; uploaded copies go stale within weeks.',
      impact: 7,
      decision: 'Where the {things} come from',
      settledBy: {
        'Synced from a shared drive (Google Drive, SharePoint, Notion…)': [
          'google drive',
          'sharepoint',
          'onedrive',
          'notion',
          'dropbox',
          'confluence',
        ],
      },
    },
    {
      id: 'ai-over-documents-formats',
      category: 'data',
      text: 'What kinds of files must the app read the {things} from?',
      options: ['Text documents and PDFs', 'Plus scanned pages and photos (OCR)', 'Plus spreadsheets and tables'],
      recommended: 'Text documents and PDFs',
      reason: 'Text and PDFs cover most collections; OCR and tables add cost, so add them when the files need them.',
      impact: 6,
      decision: 'File formats',
      settledBy: {
        'Plus scanned pages and photos (OCR)': [
          'ocr',
          'scanned',
          'scans',
          'handwritten',
          'gescannt*',
          'escaneado*',
          'numérisé*',
          'digitalizado*',
        ],
      },
    },
    {
      id: 'ai-over-documents-versions',
      category: 'data',
      text: 'When a newer version of a {thing} arrives, what should answers draw on?',
      options: [
        'Only the newest; older versions are archived',
        'The newest by default, older ones when asked',
        'Every version, each labelled with its date',
      ],
      recommended: 'Only the newest; older versions are archived',
      reason:
        'Answers quoting a replaced {thing} are the commonest complaint; an archive keeps old versions for reference without misleading anyone.',
      impact: 7,
      decision: 'Old versions of {things}',
      says: {
        'Only the newest; older versions are archived':
          'Recognise a new version of a {thing} (same name or source), answer only from the newest, and move older versions to an archive that search and answers skip.',
        'The newest by default, older ones when asked':
          'Answer from the newest version of each {thing}; people can ask about an earlier version or date, and every answer says which version it used.',
        'Every version, each labelled with its date':
          'Keep every version of a {thing} searchable; each cited passage shows the version it comes from and its date.',
      },
    },
    {
      id: 'ai-over-documents-conflicts',
      category: 'edge-cases',
      text: 'What should an answer do when two {things} say different things?',
      options: [
        'Prefer the most recent {thing}',
        'Show both and point out that they disagree',
        'Prefer {things} an admin marks as authoritative',
      ],
      recommended: 'Show both and point out that they disagree',
      reason:
        'Picking one side silently hides a real problem; showing the conflict lets people judge and tells {owner} which {thing} to fix.',
      impact: 6,
      decision: 'Conflicting {things}',
      says: {
        'Prefer the most recent {thing}':
          'When passages from several {things} disagree, answer from the most recently updated one and mention that an older {thing} says otherwise.',
        'Show both and point out that they disagree':
          'When passages from several {things} disagree, give both with their sources, say plainly that they conflict, and list the pair for an admin to resolve.',
        'Prefer {things} an admin marks as authoritative':
          'Admins can mark {things} as authoritative; when passages disagree, answer from those and mention the others only as older or unofficial.',
      },
    },
    {
      id: 'ai-over-documents-follow-ups',
      category: 'user-flow',
      text: 'Can people ask follow-up questions, and are their conversations kept?',
      options: [
        'Single questions, nothing kept',
        'A chat with follow-ups, kept for the person who asked',
        'A chat with follow-ups that can be shared with colleagues',
      ],
      recommended: 'A chat with follow-ups, kept for the person who asked',
      reason:
        'People refine a question two or three times; keeping their own chats lets them come back to an answer, and sharing can wait.',
      impact: 6,
      decision: 'Follow-up questions',
      says: {
        'Single questions, nothing kept':
          'Each question is answered on its own, without memory of earlier ones; nothing is stored once the answer is shown.',
        'A chat with follow-ups, kept for the person who asked':
          'Answer follow-up questions in the context of the conversation; keep each person’s conversations in a private list they can reopen or delete.',
        'A chat with follow-ups that can be shared with colleagues':
          'Answer follow-ups in context and keep conversations; a person can share one by link with colleagues, who see only what their own access to the {things} allows.',
      },
    },
    {
      id: 'ai-over-documents-question-log',
      category: 'security',
      text: 'What may admins see of the questions people ask about the {things}?',
      options: [
        'Nothing: questions stay private to the asker',
        'Questions without names, to find gaps in the {things}',
        'Questions with names, for review',
      ],
      recommended: 'Questions without names, to find gaps in the {things}',
      reason: 'Unanswered questions show which {things} are missing; names add little to that and make people wary of asking.',
      impact: 5,
      decision: 'Admin view of questions',
      says: {
        'Nothing: questions stay private to the asker':
          'Admins cannot see what people ask; questions are stored only in the asker’s own history, if at all.',
        'Questions without names, to find gaps in the {things}':
          'Show admins the questions asked without who asked them, unanswered ones first, so missing {things} can be added.',
        'Questions with names, for review':
          'Admins can review every question and answer with who asked and when; tell people so before they ask.',
      },
    },
  ],
} satisfies InteractionInput;
