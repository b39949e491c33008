import type { DomainInput } from '../records';

export default {
  id: 'ai-assistants',
  name: 'AI assistants and chatbots',
  noun: 'AI assistant app',
  complexity: 2,
  recognise: {
    en: [
      ['ai assistant', 6],
      ['ai chatbot', 2],
      ['ai agent', 6],
      ['ai companion', 6],
      ['ai copilot', 6],
      ['chatbot', 6],
      ['chat bot', 5],
      ['pdfs', 2],
      ['internal documents', 2],
      ['virtual assistant', 5],
      ['voice assistant', 5],
      ['llm', 5],
      ['large language model', 6],
      ['language model', 5],
      ['chatgpt', 5],
      ['gpt', 4],
      ['openai', 5],
      ['generative ai', 5],
      ['genai', 5],
      ['retrieval augmented', 6],
      ['rag', 3],
      ['chat with your documents', 6],
      ['chat with pdf', 6],
      ['embeddings', 4],
      ['vector database', 5],
      ['prompt', 3],
      ['copilot', 4],
      ['ai writing', 5],
      ['ai', 2],
      ['artificial intelligence', 2],
    ],
    de: [
      ['ki-assistent*', 6],
      ['ki-agent*', 6],
      ['ki-chatbot*', 6],
      ['chatbot', 5],
      ['sprachmodell*', 5],
      ['virtueller assistent', 5],
      ['digitaler assistent', 5],
      ['sprachassistent*', 5],
      ['generative ki', 5],
      ['ki', 2],
      ['kunstliche intelligenz', 2],
    ],
    es: [
      ['asistente de ia', 6],
      ['asistente virtual', 5],
      ['asistente inteligente', 5],
      ['agente de ia', 6],
      ['chatbot', 5],
      ['modelo de lenguaje', 5],
      ['ia generativa', 5],
      ['asistente de voz', 5],
      ['ia', 2],
      ['inteligencia artificial', 2],
    ],
    fr: [
      ['assistant ia', 6],
      ['assistant virtuel', 5],
      ['agent conversationnel', 6],
      ['agent ia', 6],
      ['chatbot', 5],
      ['robot conversationnel', 6],
      ['modele de langage', 5],
      ['ia generative', 5],
      ['assistant vocal', 5],
      ['ia', 2],
      ['intelligence artificielle', 2],
    ],
    pt: [
      ['assistente de ia', 6],
      ['assistente virtual', 5],
      ['agente de ia', 6],
      ['chatbot', 5],
      ['robo de atendimento', 4],
      ['modelo de linguagem', 5],
      ['ia generativa', 5],
      ['assistente de voz', 5],
      ['ia', 2],
      ['inteligencia artificial', 2],
    ],
  },
  exclude: [
    'home assistant',
    'teaching assistant',
    'medical assistant',
    'dental assistant',
    'executive assistant',
    'assistant manager',
    'assistante maternelle',
    'rag doll',
    'rag rug',
    'prompt payment',
    'prompt delivery',
    'prompt service',
  ],
  entities: [
    {
      name: 'Assistant',
      fields: [
        'name',
        'instructions (system prompt)',
        'model',
        'temperature',
        'tools enabled',
        'knowledge sources → Knowledge Source',
      ],
    },
    {
      name: 'Conversation',
      fields: [
        'user → User',
        'assistant → Assistant',
        'title',
        'channel (web, widget, Slack)',
        'started at',
        'status (open, handed over, closed)',
      ],
    },
    {
      name: 'Message',
      fields: [
        'conversation → Conversation',
        'role (user, assistant, tool)',
        'content',
        'citations',
        'tokens in and out',
        'feedback (up, down, comment)',
      ],
    },
    {
      name: 'Knowledge Source',
      fields: [
        'type (file, web page, Drive folder, Notion space)',
        'title',
        'owner',
        'sync status',
        'last synced at',
        'access group',
      ],
    },
    { name: 'Document Chunk', fields: ['source → Knowledge Source', 'text', 'embedding', 'page or heading', 'updated at'] },
    { name: 'Tool', fields: ['name', 'description for the model', 'input schema', 'needs confirmation', 'connected account'] },
    { name: 'Usage Record', fields: ['user → User', 'period', 'messages', 'tokens', 'cost', 'limit'] },
    { name: 'User', fields: ['name', 'email', 'plan', 'monthly message limit', 'saved memories'] },
  ],
  roles: [
    {
      name: 'Owner',
      can: 'configure the assistant, its model, instructions, tools and limits, and see usage, cost and feedback',
    },
    { name: 'Content editor', can: 'add and remove knowledge sources, test answers and review conversations flagged as wrong' },
    { name: 'Support agent', can: 'take over conversations the assistant hands off and reply as a person' },
    { name: 'User', can: 'chat with the assistant, upload files, see and delete their own conversations and rate answers' },
  ],
  features: [
    {
      id: 'chat-streaming',
      title: 'Chat with Streaming Replies',
      description:
        'A chat where replies appear word by word as the model writes them, with a stop button, retry and Markdown, code and tables rendered.',
      match: [
        'chat',
        'chat interface',
        'conversation',
        'streaming',
        'chatfenster',
        'unterhaltung',
        'conversacion',
        'discussion',
        'conversa',
      ],
      done: [
        {
          when: 'a user sends a message',
          then: 'stream the reply into the chat as it is generated and keep the composer usable',
        },
        {
          when: 'the model call fails or times out mid-reply',
          then: 'keep the partial reply, mark it as interrupted and offer a retry',
        },
        { when: 'the user presses stop while a reply streams', then: 'cancel the model call and keep the text received so far' },
      ],
    },
    {
      id: 'knowledge-sources',
      title: 'Answers from Uploaded Documents',
      description:
        'Admins add PDFs, web pages or connected folders; the assistant searches them and answers from their content (retrieval-augmented generation).',
      match: [
        'documents',
        'knowledge',
        'upload pdf',
        'rag',
        'own data',
        'dokumente',
        'wissensbasis',
        'documentos',
        'base de conocimiento',
        'base de connaissances',
        'base de conhecimento',
      ],
      done: [
        {
          when: 'an admin uploads a document',
          then: 'split it into passages, index it and show it as ready to answer from within minutes',
        },
        {
          when: 'a source document is deleted or replaced',
          then: 'remove its old passages so the assistant no longer answers from them',
        },
      ],
    },
    {
      id: 'source-citations',
      title: 'Source Citations in Answers',
      description:
        'Every answer drawn from the documents cites the passages it used, and each citation opens the source at that place.',
      match: [
        'citations',
        'sources',
        'references',
        'quellen',
        'quellenangabe',
        'fuentes',
        'citas',
        'citations des sources',
        'fontes',
      ],
      done: [
        {
          when: 'the assistant answers from the documents',
          then: 'show numbered citations that link to the exact document and page used',
        },
        { when: 'no passage supports an answer', then: 'say so instead of citing a source that does not contain it' },
      ],
    },
    {
      id: 'conversation-history',
      title: 'Conversation History and Threads',
      description: 'Past conversations are listed by title and date, can be renamed, searched, continued or deleted.',
      match: ['history', 'chat history', 'threads', 'past conversations', 'verlauf', 'historial', 'historique', 'historico'],
      done: [
        { when: 'a user reopens a past conversation', then: 'show all its messages and continue it with the same context' },
        { when: 'a user deletes a conversation', then: 'remove it and its messages from storage, not only from the list' },
      ],
    },
    {
      id: 'assistant-instructions',
      title: 'Assistant Instructions and Persona',
      description:
        'Admins set the system prompt, tone, name, greeting and topics the assistant must stay within, and test changes before publishing.',
      match: [
        'system prompt',
        'instructions',
        'persona',
        'personality',
        'tone',
        'anweisungen',
        'personlichkeit',
        'instrucciones',
        'personnalite',
        'instrucoes',
      ],
      done: [
        {
          when: 'an admin edits the instructions',
          then: 'let them try the draft in a test chat before it goes live, keeping the previous version to roll back to',
        },
      ],
    },
    {
      id: 'tool-actions',
      title: 'Actions in Other Tools',
      description:
        'The assistant can call defined tools (create a ticket, look up an order, book a meeting) through function calling, with the result shown in the chat.',
      match: [
        'actions',
        'function calling',
        'tools',
        'agent',
        'aktionen',
        'werkzeuge',
        'acciones',
        'herramientas',
        'outils',
        'acoes',
        'ferramentas',
      ],
      done: [
        {
          when: 'the assistant decides to use a tool that changes data',
          then: 'show what it is about to do and run it only after the user confirms',
        },
        { when: 'a tool call fails', then: 'tell the user in plain words what could not be done and do not claim success' },
      ],
    },
    {
      id: 'usage-limits',
      title: 'Usage Limits and Credits',
      description:
        'Messages and tokens are counted per user and plan; limits reset monthly and the owner sees model cost per user.',
      match: [
        'usage limit',
        'credits',
        'quota',
        'tokens',
        'rate limit',
        'kontingent',
        'limite de uso',
        'creditos',
        'quota d utilisation',
      ],
      done: [
        {
          when: 'a user reaches their plan limit',
          then: 'stop sending to the model, show when the limit resets and how to raise it',
        },
        { when: 'a reply finishes', then: 'record its input and output tokens and cost against the user and the current period' },
      ],
    },
    {
      id: 'answer-feedback',
      title: 'Answer Ratings and Review',
      description: 'Users rate answers up or down with an optional comment; poor answers land in a review queue for the team.',
      match: ['feedback', 'thumbs up', 'rating', 'review answers', 'bewertung', 'valoracion', 'retour', 'avaliacao'],
      done: [
        { when: 'a user rates an answer down', then: 'ask for an optional comment and add the conversation to the review queue' },
      ],
    },
    {
      id: 'guardrails',
      title: 'Guardrails and Content Moderation',
      description:
        'Off-topic, harmful or prompt-injection requests are detected and refused politely; personal data is masked in logs.',
      match: ['moderation', 'guardrails', 'safety', 'moderation de contenu', 'moderacion', 'sicherheitsfilter', 'moderacao'],
      done: [
        {
          when: 'a user asks for something outside the allowed topics',
          then: 'decline briefly and say what the assistant can help with',
        },
        {
          when: 'a document or web page contains instructions aimed at the assistant',
          then: 'treat them as content and never follow them',
        },
      ],
    },
    {
      id: 'website-widget',
      title: 'Embeddable Website Chat Widget',
      description: 'A chat bubble any website can embed with one script tag, styled to the brand and limited to allowed domains.',
      match: ['widget', 'embed', 'chat bubble', 'website chat', 'einbetten', 'incrustar', 'integrer', 'incorporar'],
      done: [
        { when: 'the widget script loads on a domain that is not allowed', then: 'refuse to start a conversation' },
        {
          when: 'a visitor opens the widget',
          then: 'show the greeting and suggested questions and keep the conversation across page changes',
        },
      ],
    },
    {
      id: 'human-handoff',
      title: 'Handover to a Person',
      description:
        'When the assistant cannot help or the user asks for a person, the conversation goes to a support agent with its full history.',
      match: ['handoff', 'human agent', 'live agent', 'escalation', 'ubergabe', 'agente humano', 'transfert', 'atendente humano'],
      done: [
        {
          when: 'a user asks to speak to a person',
          then: 'pass the conversation with its history to the agent queue and tell the user the expected wait',
        },
      ],
    },
    {
      id: 'prompt-library',
      title: 'Saved Prompts and Templates',
      description:
        'Users and admins save reusable prompts with placeholders ("summarise this contract for {client}") and start chats from them.',
      match: ['prompt library', 'templates', 'saved prompts', 'vorlagen', 'plantillas', 'modeles', 'modelos de prompt'],
      done: [{ when: 'a user starts a chat from a template', then: 'ask for its placeholders and send the filled prompt' }],
    },
    {
      id: 'assistant-memory',
      title: 'Memory across Conversations',
      description:
        'The assistant keeps short facts a user shares (role, preferences) for later chats; users can view and delete each one.',
      match: ['memory', 'remember', 'personalisation', 'gedachtnis', 'memoria', 'memoire'],
      done: [{ when: 'a user deletes a saved memory', then: 'stop using it in every later conversation' }],
    },
    {
      id: 'voice-mode',
      title: 'Voice Input and Spoken Replies',
      description: 'Users speak instead of typing and can hear replies read aloud, with a transcript kept in the chat.',
      match: ['voice', 'speech', 'speak', 'text to speech', 'sprache', 'spracheingabe', 'voz', 'voix', 'reconnaissance vocale'],
      done: [{ when: 'a user finishes speaking', then: 'show the transcript as their message and answer it' }],
    },
    {
      id: 'meeting-bot',
      title: 'Notetaker that Joins Video Calls',
      description: 'A notetaker that joins scheduled calls from the user’s calendar, announces itself and records the meeting.',
      match: [
        'joins zoom calls',
        'zoom calls',
        'zoom',
        'google meet',
        'teams meetings',
        'meeting bot',
        'notetaker',
        'note taker',
        'joins meetings',
        'besprechungen',
        'reuniones',
        'reunions',
        'reunioes',
      ],
      done: [
        {
          when: 'a meeting the user allowed starts on their calendar',
          then: 'join it as a named notetaker, post a recording notice in the meeting chat and start recording',
        },
        {
          when: 'the host removes the notetaker from the call',
          then: 'stop recording at once and keep only what was recorded until then',
        },
      ],
    },
    {
      id: 'meeting-transcript',
      title: 'Transcripts with Speaker Names',
      description: 'A searchable transcript of every meeting, split by speaker and time-stamped, linked to the recording.',
      match: ['transcript', 'transcripts', 'transcription', 'transcribe', 'transkript*', 'transcripcion', 'transcricao'],
      done: [
        {
          when: 'a recorded meeting ends',
          then: 'produce a transcript split by speaker with timestamps within a few minutes and notify the participants who use the app',
        },
      ],
    },
    {
      id: 'meeting-summary',
      title: 'Meeting Summaries and Decisions',
      description: 'A short summary of each meeting with the topics discussed and the decisions taken, editable before sharing.',
      match: [
        'summary',
        'summaries',
        'recap',
        'meeting notes',
        'zusammenfassung',
        'protokoll',
        'resumen',
        'compte rendu',
        'resumo',
        'ata',
      ],
      done: [
        {
          when: 'a transcript is ready',
          then: 'write a summary with topics, decisions and open questions, each linked to the moment in the transcript',
        },
      ],
    },
    {
      id: 'meeting-action-items',
      title: 'Action Items with Owners',
      description: 'Tasks pulled out of the meeting with an owner and a due date, sent to each owner after the call.',
      match: ['action items', 'to-dos', 'todos', 'follow-ups', 'next steps', 'aufgaben', 'tareas', 'actions a mener', 'tarefas'],
      done: [
        {
          when: 'the summary is written',
          then: 'list each action item with its owner and due date where said, and let the host correct them before sending',
        },
      ],
    },
    {
      id: 'meeting-search',
      title: 'Ask across Past Meetings',
      description: 'Search and ask questions across all of a team’s past meetings, with answers linked to the transcript.',
      match: ['search meetings', 'ask about meetings', 'meeting history'],
      done: [
        {
          when: 'a user asks what was decided about a topic',
          then: 'answer only from meetings that user could attend or was shared, citing the meetings and moments',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'meeting notetaker app',
      match: [
        'meeting*',
        'zoom',
        'google meet',
        'notetaker',
        'note taker',
        'note-taker',
        'transcri*',
        'besprechung*',
        'reunion*',
        'reunioes',
      ],
      features: ['meeting-bot', 'meeting-transcript', 'meeting-summary', 'meeting-action-items', 'meeting-search'],
      recommend: [
        {
          question: 'ai-purpose',
          answer: 'Take notes and summaries of meetings',
          reason: 'An assistant in meetings is judged on its transcript, summary and action items; chat over notes comes after.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'OpenAI API', for: 'chat models, embeddings and the moderation endpoint' },
    { name: 'Anthropic API', for: 'Claude models as the main or fallback model' },
    { name: 'pgvector or Pinecone', for: 'storing document embeddings and searching passages by meaning' },
    { name: 'Google Drive and Notion', for: 'syncing the documents the assistant answers from' },
    { name: 'Slack', for: 'offering the assistant inside the team’s workspace' },
    { name: 'Langfuse', for: 'tracing prompts, replies, cost and evaluation runs' },
    { name: 'Stripe', for: 'subscriptions and credit packs for paid plans' },
  ],
  pages: [
    { name: 'Chat', purpose: 'the conversation with the assistant, composer, citations and suggested questions' },
    { name: 'Conversation history', purpose: 'past conversations to search, continue, rename or delete' },
    { name: 'Knowledge sources', purpose: 'documents, sites and folders the assistant answers from, with sync status' },
    { name: 'Assistant settings', purpose: 'instructions, model, tools, greeting and a test chat for drafts' },
    { name: 'Review queue', purpose: 'conversations rated down or flagged, to correct sources or instructions' },
    { name: 'Usage and plan', purpose: 'messages used this period, limits, upgrade or buy credits' },
    { name: 'Admin analytics', purpose: 'conversations, unanswered questions, ratings and model cost over time' },
  ],
  design:
    'quiet and text-first: a centred reading column for long answers with code blocks and tables, citations as small numbered chips, a visible stop button while replying and the composer always within reach',
  questions: [
    {
      id: 'ai-purpose',
      category: 'scope',
      text: 'What should the assistant mainly do for people?',
      options: [
        'Answer questions from our own documents',
        'Help write, rewrite and summarise text',
        'Carry out tasks in other tools for the user',
        'Open-ended general chat',
        'Take notes and summaries of meetings',
      ],
      recommended: 'Answer questions from our own documents',
      reason: 'A grounded assistant is what most businesses need: answers they can check, from content they already have.',
      impact: 10,
      decision: 'Main job of the assistant',
      says: {
        'Answer questions from our own documents':
          'The assistant answers from the organisation’s own documents (retrieval-augmented generation) and cites them; it does not invent facts beyond them.',
        'Help write, rewrite and summarise text':
          'The assistant is a writing aid: drafting, rewriting and summarising text the user provides, with one-click copy and regenerate.',
        'Carry out tasks in other tools for the user':
          'The assistant is an agent: it calls defined tools through function calling to look up and change data in connected systems.',
        'Open-ended general chat':
          'The assistant is a general chat on top of the chosen model, with the instructions setting its tone and limits.',
        'Take notes and summaries of meetings':
          'The assistant is a meeting notetaker: it joins or receives recorded meetings, transcribes them with speaker names and writes a summary with decisions and action items.',
      },
    },
    {
      id: 'ai-who-chats',
      category: 'security',
      text: 'Who chats with the assistant, and do they sign in?',
      options: [
        'Anonymous website visitors, no account',
        'Signed-in users who keep their history',
        'Only our own staff, through company sign-in',
      ],
      recommended: 'Signed-in users who keep their history',
      reason: 'History, usage limits and abuse control all need to know who is asking; anonymous chat is hard to cap.',
      impact: 9,
      decision: 'Who chats and sign-in',
      replaces: 'sign-in',
      says: {
        'Anonymous website visitors, no account':
          'Visitors chat without an account; limit messages per browser and IP, and keep conversations only for review by the team.',
        'Signed-in users who keep their history':
          'Users sign in to chat; their conversations, limits and settings are stored per account.',
        'Only our own staff, through company sign-in':
          'This is an internal assistant: staff sign in with the company identity provider (Google Workspace or Microsoft Entra ID).',
      },
    },
    {
      id: 'ai-pricing',
      category: 'scope',
      text: 'How do people pay for using the assistant?',
      options: [
        'Free to use',
        'Free messages each month, then a subscription',
        'Prepaid credits',
        'Included in a product they already pay for',
      ],
      recommended: 'Free messages each month, then a subscription',
      reason: 'Every reply costs model tokens; a free allowance lets people try it while the subscription covers heavy users.',
      impact: 8,
      decision: 'Pricing of the assistant',
      replaces: 'online-payments',
      says: {
        'Free to use': 'Using the assistant is free; cap messages per user per day to keep model costs bounded.',
        'Free messages each month, then a subscription':
          'Each user gets a monthly free allowance of messages; a paid subscription raises the limit. Take payment by card through a payment provider.',
        'Prepaid credits':
          'Users buy credit packs; each reply deducts credits by the tokens it used, and the balance is always visible.',
        'Included in a product they already pay for':
          'The assistant is part of an existing paid product; no separate payment, but a fair-use limit per account.',
      },
    },
    {
      id: 'ai-channels',
      category: 'scope',
      text: 'Where will people talk to the assistant?',
      options: [
        'In our own web or mobile app',
        'A chat bubble on our website',
        'Inside Slack or Microsoft Teams',
        'On WhatsApp or Telegram',
      ],
      recommended: 'In our own web or mobile app',
      reason:
        'Your own app gives full control over history, citations and limits; other channels can be added on the same backend later.',
      impact: 7,
      decision: 'Chat channel',
      askIf: { answer: 'ai-purpose', isNot: ['Take notes and summaries of meetings'] },
      says: {
        'In our own web or mobile app': 'The assistant lives in its own app with a full chat screen and conversation history.',
        'A chat bubble on our website':
          'Ship the assistant as an embeddable chat bubble for the website, loaded with one script tag.',
        'Inside Slack or Microsoft Teams':
          'Deliver the assistant as a Slack or Teams app that answers in direct messages and when mentioned in channels.',
        'On WhatsApp or Telegram':
          'Deliver the assistant through the WhatsApp Business or Telegram Bot API, answering in plain text messages.',
      },
    },
    {
      id: 'ai-meeting-platforms',
      category: 'integrations',
      text: 'Which meeting platforms must the notetaker join?',
      options: ['Zoom only', 'Zoom, Google Meet and Microsoft Teams', 'No live joining; users upload recordings'],
      recommended: 'Zoom, Google Meet and Microsoft Teams',
      reason: 'Teams meet with clients on whatever they use; a meeting-bot API such as Recall.ai covers all three at once.',
      impact: 8,
      decision: 'Meeting platforms',
      askIf: { answer: 'ai-purpose', is: ['Take notes and summaries of meetings'] },
      says: {
        'Zoom only': 'The notetaker joins Zoom meetings only, through the Zoom Meeting SDK or a meeting-bot API.',
        'Zoom, Google Meet and Microsoft Teams':
          'The notetaker joins Zoom, Google Meet and Microsoft Teams meetings through one meeting-bot API (such as Recall.ai).',
        'No live joining; users upload recordings':
          'There is no bot in meetings: users upload audio or video recordings, which are transcribed and summarised.',
      },
    },
    {
      id: 'ai-recording-consent',
      category: 'security',
      text: 'How are the people in a meeting told that it is being recorded?',
      options: [
        'The bot’s name and a chat message say so',
        'Invitees get an email before the meeting too',
        'Recording starts only after everyone agrees',
      ],
      recommended: 'The bot’s name and a chat message say so',
      reason: 'Many places require consent to record; a clearly named bot and a notice in the chat are the common baseline.',
      impact: 7,
      decision: 'Recording consent',
      askIf: { answer: 'ai-purpose', is: ['Take notes and summaries of meetings'] },
      says: {
        'The bot’s name and a chat message say so':
          'The notetaker joins under a name that says it records and posts a notice in the meeting chat; anyone can ask the host to remove it.',
        'Invitees get an email before the meeting too':
          'Besides the named bot and chat notice, invitees get an email before the meeting saying it will be recorded and how to opt out.',
        'Recording starts only after everyone agrees':
          'The notetaker records only after every participant has agreed in the chat or on a consent page.',
      },
    },
    {
      id: 'ai-action-items-go',
      category: 'user-flow',
      text: 'Where should the action items from a meeting go?',
      options: [
        'Only into the meeting summary',
        'Emailed to each owner with the summary',
        'Created as tasks in Asana, Jira or Linear',
      ],
      recommended: 'Emailed to each owner with the summary',
      reason: 'Action items get done when their owner gets them the same day; task-tool sync helps once a team relies on it.',
      impact: 5,
      decision: 'Action items',
      askIf: { answer: 'ai-purpose', is: ['Take notes and summaries of meetings'] },
      says: {
        'Only into the meeting summary': 'Action items appear in the meeting summary only.',
        'Emailed to each owner with the summary':
          'After the meeting, each owner gets an email with the summary and their action items.',
        'Created as tasks in Asana, Jira or Linear':
          'Action items become tasks in the connected task tool (Asana, Jira or Linear), assigned to their owners.',
      },
    },
    {
      id: 'ai-no-answer',
      category: 'edge-cases',
      text: 'When the documents do not contain the answer, what should the assistant do?',
      options: [
        'Say it does not know and suggest who to ask',
        'Answer from general knowledge, clearly marked',
        'Hand the conversation to a person',
      ],
      recommended: 'Say it does not know and suggest who to ask',
      reason:
        'A confident wrong answer costs more trust than an honest "I don’t know"; those questions also show what to document next.',
      impact: 8,
      decision: 'Unanswerable questions',
      askIf: {
        any: [{ answer: 'ai-purpose', is: ['Answer questions from our own documents'] }, { feature: ['knowledge-sources'] }],
      },
      says: {
        'Say it does not know and suggest who to ask':
          'When no passage supports an answer, the assistant says it does not know and points to a contact; log these questions for the team.',
        'Answer from general knowledge, clearly marked':
          'When the documents do not cover a question, the assistant may answer from general knowledge but must label that answer as not from the documents.',
        'Hand the conversation to a person':
          'When the documents do not cover a question, offer to pass the conversation to a support agent.',
      },
    },
    {
      id: 'ai-sensitive-data',
      category: 'security',
      text: 'Will people paste personal or confidential information into their chats?',
      options: ['No, general questions only', 'Yes, customer or personal data', 'Yes, regulated data (health, financial, legal)'],
      recommended: 'Yes, customer or personal data',
      reason:
        'People paste emails and contracts whatever you intend; plan for it with a no-training provider setting and masked logs.',
      impact: 7,
      decision: 'Sensitive data in chats',
      replaces: 'personal-data',
      says: {
        'No, general questions only': 'Chats hold no personal data by design; show a short notice asking users not to paste any.',
        'Yes, customer or personal data':
          'Use a model API that does not train on inputs, mask personal data in logs, and let users export and delete their conversations.',
        'Yes, regulated data (health, financial, legal)':
          'Treat chats as regulated data: a provider with a signed data processing agreement and zero data retention, regional hosting, audit logs and strict retention.',
      },
    },
    {
      id: 'ai-model-provider',
      category: 'integrations',
      text: 'Which AI model provider should the assistant run on?',
      options: [
        'OpenAI (GPT models)',
        'Anthropic (Claude models)',
        'Google (Gemini models)',
        'An open-weight model we host ourselves',
      ],
      recommended: 'OpenAI (GPT models)',
      reason:
        'Chat, embeddings and moderation in one account get a first version running fastest; keep the provider behind one adapter.',
      impact: 6,
      decision: 'Model provider',
      says: {
        'OpenAI (GPT models)':
          'Use the OpenAI API for chat and embeddings, behind a small adapter so the provider can be swapped.',
        'Anthropic (Claude models)':
          'Use the Anthropic API (Claude) for chat, with a separate embeddings provider, behind a small adapter.',
        'Google (Gemini models)':
          'Use the Google Gemini API for chat and embeddings, behind a small adapter so the provider can be swapped.',
        'An open-weight model we host ourselves':
          'Run an open-weight model (such as Llama or Mistral) on our own GPU servers through an OpenAI-compatible endpoint; no data leaves our infrastructure.',
      },
    },
    {
      id: 'ai-action-confirm',
      category: 'user-flow',
      text: 'Must the user confirm before the assistant changes something in another tool?',
      options: ['Confirm every action', 'Confirm changes and sends; look-ups run freely', 'Run actions without asking'],
      recommended: 'Confirm changes and sends; look-ups run freely',
      reason: 'Look-ups are harmless, but a sent email or cancelled order cannot be undone when the model misread the request.',
      impact: 7,
      decision: 'Confirming actions',
      feature: 'tool-actions',
      says: {
        'Confirm every action': 'Every tool call is shown to the user with its inputs and runs only after they confirm.',
        'Confirm changes and sends; look-ups run freely':
          'Read-only tools run at once; tools that create, change, delete or send show a confirmation card first.',
        'Run actions without asking': 'Tools run without confirmation; every action is logged and shown in the chat afterwards.',
      },
    },
    {
      id: 'ai-source-intake',
      category: 'data',
      text: 'How will documents get into the assistant’s knowledge?',
      options: [
        'An admin uploads files',
        'Synced from Google Drive, Notion or Confluence',
        'Crawled from our website',
        'Each user uploads their own files',
      ],
      recommended: 'An admin uploads files',
      reason: 'Uploads are the simplest source to get right; syncing and crawling can follow once answers prove useful.',
      impact: 6,
      decision: 'Document sources',
      feature: 'knowledge-sources',
      says: {
        'An admin uploads files':
          'Admins upload PDF, Word, Markdown and text files; each is indexed and can be replaced or removed.',
        'Synced from Google Drive, Notion or Confluence':
          'Connect Google Drive, Notion or Confluence and re-sync changed documents automatically, respecting who may see each one.',
        'Crawled from our website': 'Crawl the given website on a schedule, index its pages and drop pages that disappear.',
        'Each user uploads their own files':
          'Each user uploads files into their own space; a user’s documents are never used to answer anyone else.',
      },
    },
    {
      id: 'ai-document-access',
      category: 'security',
      text: 'May every user get answers from every document?',
      options: ['Yes, all documents are open to all users', 'No, answers respect each user’s access to a document'],
      recommended: 'No, answers respect each user’s access to a document',
      reason: 'An HR file or board deck leaking through a chat answer is the classic failure of company assistants.',
      impact: 7,
      decision: 'Document access',
      askIf: {
        all: [
          {
            any: [{ answer: 'ai-purpose', is: ['Answer questions from our own documents'] }, { feature: ['knowledge-sources'] }],
          },
          { answer: 'ai-who-chats', isNot: ['Anonymous website visitors, no account'] },
        ],
      },
      says: {
        'Yes, all documents are open to all users': 'All indexed documents are public to every user of the assistant.',
        'No, answers respect each user’s access to a document':
          'Filter retrieved passages by the user’s groups before they reach the model, so answers only use documents that user may open.',
      },
    },
    {
      id: 'ai-limit-reached',
      category: 'performance',
      text: 'What happens when a user has used up their messages for the month?',
      options: ['Block until the limit resets', 'Switch to a cheaper, smaller model', 'Offer an upgrade or credits'],
      recommended: 'Offer an upgrade or credits',
      reason: 'The moment of hitting the limit is when users value the assistant most; it is the natural upgrade prompt.',
      impact: 5,
      decision: 'Reaching the usage limit',
      askIf: { answer: 'ai-pricing', is: ['Free messages each month, then a subscription', 'Prepaid credits'] },
      says: {
        'Block until the limit resets': 'At the limit, further messages are refused with the date the allowance resets.',
        'Switch to a cheaper, smaller model':
          'At the limit, keep answering with a cheaper, smaller model and say so in the chat.',
        'Offer an upgrade or credits':
          'At the limit, show the plans and credit packs in the chat and continue right after payment.',
      },
    },
    {
      id: 'ai-quality-check',
      category: 'launch',
      text: 'How will you know the answers are good enough before and after launch?',
      options: [
        'Users rate answers, nothing more',
        'A fixed set of test questions run on every change',
        'Staff review a sample of conversations each week',
      ],
      recommended: 'A fixed set of test questions run on every change',
      reason: 'A prompt or model change can silently break answers that worked; a small test set catches it before users do.',
      impact: 6,
      decision: 'Answer quality checks',
      says: {
        'Users rate answers, nothing more':
          'Collect thumbs-up and thumbs-down ratings with optional comments; no other evaluation.',
        'A fixed set of test questions run on every change':
          'Keep 30 to 50 real questions with expected answers and run them against every change of prompt, model or sources, reporting which answers got worse.',
        'Staff review a sample of conversations each week':
          'Sample conversations weekly into a review screen where staff mark answers right or wrong.',
      },
    },
    {
      id: 'ai-memory-choice',
      category: 'data',
      text: 'Should the assistant remember things about a user from one conversation to the next?',
      options: ['No, each conversation starts fresh', 'Yes, facts the user can see and delete'],
      recommended: 'No, each conversation starts fresh',
      reason: 'Fresh conversations are predictable and private; memory is worth adding once people ask for it.',
      impact: 4,
      decision: 'Memory across conversations',
      askIf: {
        all: [
          { answer: 'ai-who-chats', isNot: ['Anonymous website visitors, no account'] },
          { answer: 'ai-purpose', isNot: ['Take notes and summaries of meetings'] },
        ],
      },
      says: {
        'No, each conversation starts fresh': 'Nothing carries over between conversations apart from the user’s own settings.',
        'Yes, facts the user can see and delete':
          'The assistant saves short facts the user shares and uses them later; users see every saved fact and can delete it.',
      },
    },
    {
      id: 'ai-reply-languages',
      category: 'scope',
      text: 'Which languages should the assistant reply in?',
      options: [
        'One language only',
        'The user’s language; interface in one language',
        'The user’s language; interface translated too',
      ],
      recommended: 'The user’s language; interface in one language',
      reason: 'Models reply in the user’s language at no extra cost; translating the interface can wait.',
      impact: 4,
      decision: 'Reply and interface languages',
      replaces: 'languages',
      says: {
        'One language only': 'The assistant replies in the interface language only, whatever language the user writes in.',
        'The user’s language; interface in one language':
          'The assistant replies in the language the user writes in; the interface stays in one language with texts kept in one place.',
        'The user’s language; interface translated too':
          'The assistant replies in the user’s language and the interface is translated, with every text in translation files.',
      },
    },
  ],
} satisfies DomainInput;
