import type { DomainInput } from '../records';

export default {
  id: 'writing-publishing',
  name: 'Writing and publishing',
  noun: 'writing app',
  complexity: 2,
  audience: 'public',
  recognise: {
    en: [
      ['manuscript', 6],
      ['my novel', 6],
      ['novel', 4],
      ['novelist', 6],
      ['write a book', 6],
      ['writing a book', 6],
      ['writing app', 5],
      ['writers', 3],
      ['authors', 3],
      ['chapters', 3],
      ['word count', 5],
      ['writing goals', 6],
      ['writing streak', 6],
      ['nanowrimo', 6],
      ['beta readers', 6],
      ['small publisher', 6],
      ['small press', 6],
      ['publishing house', 6],
      ['book publishing', 6],
      ['literary magazine', 6],
      ['literary agent', 6],
      ['query letter', 6],
      ['slush pile', 6],
      ['self-publishing', 6],
      ['ghostwriter', 5],
      ['screenplay', 4],
      ['screenwriting', 5],
      ['publish my book', 6],
      ['short stories', 4],
      ['poetry', 3],
      ['fiction', 3],
      ['worldbuilding', 5],
      ['scrivener', 6],
      ['copyediting', 5],
      ['proofreading', 4],
      ['royalties', 3],
      ['isbn', 3],
    ],
    de: [
      ['manuskript*', 6],
      ['roman schreiben', 6],
      ['buch schreiben', 6],
      ['schreibziel*', 6],
      ['schreibapp', 5],
      ['schreibprogramm', 5],
      ['autoren', 3],
      ['autorin*', 3],
      ['kleinverlag', 6],
      ['buchverlag', 6],
      ['verlag', 2],
      ['lektorat', 5],
      ['kapitel', 3],
      ['selfpublishing', 6],
      ['literaturzeitschrift', 6],
    ],
    es: [
      ['manuscrito', 6],
      ['escribir un libro', 6],
      ['escribir una novela', 6],
      ['novela', 4],
      ['escritor', 4],
      ['autores', 3],
      ['publicar mi libro', 6],
      ['editorial independiente', 6],
      ['editorial', 2],
      ['capitulos', 3],
      ['autopublicacion', 6],
      ['correccion de estilo', 5],
      ['revista literaria', 6],
      ['recuento de palabras', 5],
    ],
    fr: [
      ['manuscrit', 6],
      ['ecrire un roman', 6],
      ['ecrire un livre', 6],
      ['roman', 3],
      ['ecrivains', 4],
      ['auteurs', 3],
      ['maison d edition', 6],
      ['petit editeur', 6],
      ['chapitres', 3],
      ['autoedition', 6],
      ['comite de lecture', 6],
      ['revue litteraire', 6],
      ['relecture', 3],
    ],
    pt: [
      ['escrever um livro', 6],
      ['escrever um romance', 6],
      ['manuscritos', 6],
      ['editora de livros', 6],
      ['editora', 3],
      ['escritor', 4],
      ['publicar meu livro', 6],
      ['publicar seu livro', 6],
      ['livros', 2],
      ['autopublicacao', 6],
      ['revisao de texto', 4],
      ['contagem de palavras', 5],
      ['leitores beta', 6],
      ['capitulos', 3],
    ],
  },
  exclude: [
    'local chapter',
    'local chapters',
    'roman numerals',
    'word count limit',
    'isbn scanner',
    'book club',
    'book clubs',
    'reading list',
  ],
  entities: [
    {
      name: 'Manuscript',
      fields: [
        'title',
        'author → Writer',
        'genre and form',
        'target word count',
        'deadline',
        'status (drafting, revising, submitted, published)',
      ],
    },
    {
      name: 'Chapter',
      fields: [
        'manuscript → Manuscript',
        'part',
        'order',
        'title',
        'scenes with text',
        'word count',
        'status (draft, revised, final)',
      ],
    },
    { name: 'Snapshot', fields: ['chapter → Chapter', 'taken at', 'label', 'text', 'word count'] },
    { name: 'Writing Session', fields: ['writer → Writer', 'date', 'words added', 'minutes', 'manuscript → Manuscript'] },
    {
      name: 'Story Note',
      fields: [
        'manuscript → Manuscript',
        'type (character, place, timeline, research)',
        'name',
        'details',
        'appears in → Chapter',
      ],
    },
    {
      name: 'Comment',
      fields: ['chapter → Chapter', 'quoted passage', 'by (beta reader or editor)', 'text', 'resolved'],
    },
    {
      name: 'Submission',
      fields: [
        'title',
        'author name and email',
        'category (fiction, poetry, non-fiction)',
        'manuscript file',
        'cover letter',
        'received on',
        'reader votes',
        'status (new, reading, shortlist, accepted, declined)',
      ],
    },
    {
      name: 'Title',
      fields: ['author → Writer', 'ISBN per format', 'publication date', 'price', 'production stage', 'contract → Contract'],
    },
    {
      name: 'Contract',
      fields: ['author → Writer', 'title → Title', 'advance', 'royalty rates per format', 'rights granted', 'term'],
    },
  ],
  roles: [
    {
      name: 'Writer',
      can: 'write and organise their manuscripts, set goals, take snapshots and invite readers to chosen chapters',
    },
    { name: 'Beta reader', can: 'read the chapters shared with them and comment on the text, nothing else' },
    {
      name: 'Editor',
      can: 'read and edit assigned manuscripts, suggest changes and send edit rounds back to the author',
    },
    {
      name: 'Publisher or managing editor',
      can: 'run submissions, decide on manuscripts, assign editors, manage titles, contracts and royalties',
    },
    { name: 'First reader', can: 'read submissions in their queue and vote or write a short report' },
  ],
  features: [
    {
      id: 'wpub-manuscript-editor',
      title: 'Manuscript Editor by Chapters',
      description:
        'A distraction-free editor with the manuscript split into parts, chapters and scenes that can be reordered by dragging.',
      match: [
        'editor',
        'manuscript',
        'chapters',
        'scenes',
        'writing',
        'manuskript',
        'kapitel',
        'manuscrito',
        'capitulos',
        'manuscrit',
        'chapitres',
      ],
      done: [
        {
          when: 'a writer types in a chapter',
          then: 'save the text every few seconds and show that it is saved, without interrupting the typing',
        },
        {
          when: 'a writer drags a scene to another chapter',
          then: 'move it with its text and notes and update both chapters’ word counts',
        },
      ],
    },
    {
      id: 'wpub-word-goals',
      title: 'Word Count Goals and Streaks',
      description: 'Daily and deadline goals in words, progress per day and manuscript, and a streak for days the goal was met.',
      match: [
        'word count',
        'writing goals',
        'daily goal',
        'streaks',
        'progress',
        'nanowrimo',
        'schreibziel',
        'wortanzahl',
        'meta de palabras',
        'objectif de mots',
        'meta de palavras',
      ],
      done: [
        {
          when: 'a writer sets a total by a deadline',
          then: 'work out the daily target from the words left and days left, and recalculate it each day',
        },
        {
          when: 'a writer deletes text during a session',
          then: 'count net words written so the day’s total never goes below zero in the streak',
        },
      ],
    },
    {
      id: 'wpub-versions',
      title: 'Drafts and Revision Snapshots',
      description:
        'Named snapshots of a chapter or the whole manuscript before a rewrite, with a side-by-side comparison and restore.',
      match: [
        'versions',
        'revisions',
        'snapshots',
        'drafts',
        'history',
        'versionen',
        'fassungen',
        'versiones',
        'borradores',
        'brouillons',
        'rascunhos',
      ],
      done: [
        {
          when: 'a writer restores an older snapshot',
          then: 'take a snapshot of the current text first, then restore the chosen one',
        },
        { when: 'a writer compares two snapshots', then: 'show added and removed passages side by side' },
      ],
    },
    {
      id: 'wpub-story-bible',
      title: 'Characters and Story Bible',
      description:
        'Notes on characters, places, timeline and research beside the manuscript, linked to the chapters they appear in.',
      match: [
        'characters',
        'story bible',
        'worldbuilding',
        'world building',
        'plot outline',
        'outline',
        'figuren',
        'personajes',
        'personnages',
        'personagens',
      ],
      done: [
        {
          when: 'a writer opens a character’s note',
          then: 'show the chapters the character appears in and the details recorded about them',
        },
      ],
    },
    {
      id: 'wpub-beta-readers',
      title: 'Beta Reader Feedback',
      description: 'Share chosen chapters with invited readers who comment on passages; the writer sees and resolves comments.',
      match: ['beta readers', 'feedback', 'critique', 'comments', 'testleser', 'lectores beta', 'lecteurs beta', 'leitores beta'],
      done: [
        {
          when: 'a writer shares chapters with a beta reader',
          then: 'give the reader access to those chapters only, read-only with comments, until the writer revokes it',
        },
        {
          when: 'a reader comments on a passage that the writer later rewrites',
          then: 'keep the comment with the quoted passage and mark it as on changed text',
        },
      ],
    },
    {
      id: 'wpub-export',
      title: 'Export to DOCX, EPUB and PDF',
      description:
        'Compile the manuscript into standard manuscript format for agents and editors, or EPUB and print PDF for publishing.',
      match: ['export', 'epub', 'pdf', 'docx', 'compile', 'ebook', 'e-book', 'exportieren', 'exportar', 'exporter'],
      done: [
        {
          when: 'a writer exports in standard manuscript format',
          then: 'produce a DOCX with title page, word count, chapter breaks and headers with name and page number',
        },
        {
          when: 'a writer exports an EPUB',
          then: 'produce a valid EPUB with a table of contents from the chapter titles and the cover image',
        },
      ],
    },
    {
      id: 'wpub-submissions',
      title: 'Manuscript Submissions Inbox',
      description:
        'Authors submit through a form with their file and cover letter; the press sees every submission with its status.',
      match: [
        'submissions',
        'manuscript submissions',
        'submission form',
        'open call',
        'slush pile',
        'einreichungen',
        'envios',
        'recepcion de manuscritos',
        'soumissions',
        'appel a textes',
        'submissoes',
      ],
      done: [
        {
          when: 'an author submits a manuscript',
          then: 'store the file and cover letter, confirm receipt by email with a reference, and add it to the reading queue',
        },
        {
          when: 'an author submits during a closed reading period or beyond the cap',
          then: 'refuse the submission and show when the next reading period opens',
        },
        {
          when: 'an author withdraws a submission',
          then: 'mark it withdrawn, take it out of the readers’ queues and confirm to the author',
        },
      ],
    },
    {
      id: 'wpub-reader-decisions',
      title: 'Reader Votes and Decision Letters',
      description:
        'First readers vote and note each submission; the editor decides and sends templated acceptance or decline letters.',
      match: ['reader votes', 'decision letters', 'rejections', 'acceptances', 'absagen', 'rechazos', 'refus', 'recusas'],
      done: [
        {
          when: 'enough readers have voted on a submission',
          then: 'move it to the editor’s shortlist or decline pile according to the votes',
        },
        {
          when: 'the editor declines a batch of submissions',
          then: 'send each author the chosen letter with their name and title, and record the date sent',
        },
      ],
    },
    {
      id: 'wpub-editorial-workflow',
      title: 'Editing Rounds with the Author',
      description:
        'Developmental edit, copyedit and proofs as rounds between editor and author, with the file and due date of each.',
      match: [
        'editing',
        'editorial workflow',
        'copyedit',
        'proofs',
        'track changes',
        'lektorat',
        'korrektorat',
        'edicion',
        'correccion',
        'correction',
        'revisao',
      ],
      done: [
        {
          when: 'an editor sends an edit round to the author',
          then: 'attach the edited file, set the due date and notify the author',
        },
        {
          when: 'the author returns a round after its due date',
          then: 'accept it, record the delay and show it on the title’s production schedule',
        },
      ],
    },
    {
      id: 'wpub-query-tracker',
      title: 'Query and Submission Tracker',
      description: 'A writer’s list of agents, publishers and magazines queried, with what was sent, when, and each response.',
      match: [
        'query tracker',
        'queries',
        'querying',
        'literary agents',
        'agents',
        'agenturen',
        'agentes literarios',
        'agents litteraires',
      ],
      done: [
        {
          when: 'a writer logs a query',
          then: 'record the agent, date and pages sent and show when the agent’s stated response time runs out',
        },
        {
          when: 'a piece is accepted somewhere',
          then: 'remind the writer to withdraw it from the other places it is still out with',
        },
      ],
    },
    {
      id: 'wpub-production-schedule',
      title: 'Production Schedule per Title',
      description:
        'Each title’s path from contract to publication: edits, cover, typesetting, proofs and printer, with dates and owners.',
      match: ['production schedule', 'production', 'publication date', 'herstellung', 'produccion', 'fabrication', 'producao'],
      done: [
        {
          when: 'a stage of a title runs late',
          then: 'show the later stages at risk and the publication date it endangers',
        },
      ],
    },
    {
      id: 'wpub-contracts-royalties',
      title: 'Author Contracts and Royalties',
      description:
        'Contracts with advances and royalty rates per format, sales imported per period, and royalty statements per author.',
      match: [
        'contracts',
        'royalties',
        'advances',
        'royalty statements',
        'vertrage',
        'tantiemen',
        'regalias',
        'droits d auteur',
        'direitos autorais',
      ],
      done: [
        {
          when: 'sales for a period are imported',
          then: 'compute royalties per title and format from the contract, offset any unearned advance, and produce each author’s statement',
        },
      ],
    },
    {
      id: 'wpub-title-metadata',
      title: 'Title Metadata and ISBNs',
      description: 'ISBN, formats, price, description, categories and cover per title, ready for distributors and retailers.',
      match: ['isbn', 'metadata', 'onix', 'distribution', 'metadaten', 'metadatos', 'metadonnees', 'metadados'],
      done: [
        {
          when: 'a publisher assigns an ISBN to a format',
          then: 'refuse an ISBN already used by another format or title, and check its check digit',
        },
      ],
    },
    {
      id: 'wpub-advance-copies',
      title: 'Advance Copies for Reviewers',
      description: 'Send advance reader copies to reviewers and the launch team by personal link, and track who has reviewed.',
      match: [
        'arc',
        'arcs',
        'advance copies',
        'launch team',
        'street team',
        'rezensionsexemplar*',
        'ejemplares de prensa',
        'services de presse',
      ],
      done: [
        {
          when: 'a reviewer opens their advance copy link',
          then: 'let them download the book watermarked with their name, and record the download',
        },
      ],
    },
  ],
  focuses: [
    {
      noun: 'writing app',
      match: [
        'my novel',
        'my book',
        'write a book',
        'writing a book',
        'novelist',
        'novelists',
        'writing app',
        'word count',
        'writing goals',
        'nanowrimo',
        'roman schreiben',
        'buch schreiben',
        'escribir un libro',
        'escribir una novela',
        'ecrire un roman',
        'ecrire un livre',
        'escrever um livro',
        'escrever um romance',
      ],
      features: [
        'wpub-manuscript-editor',
        'wpub-word-goals',
        'wpub-versions',
        'wpub-story-bible',
        'wpub-beta-readers',
        'wpub-export',
        'wpub-query-tracker',
        'wpub-advance-copies',
      ],
      unless: [
        'publisher',
        'publishing house',
        'small press',
        'literary magazine',
        'submissions',
        'verlag',
        'editorial',
        'maison d edition',
      ],
    },
    {
      noun: 'publishing workflow app',
      match: [
        'publisher',
        'publishing house',
        'small press',
        'indie press',
        'imprint',
        'kleinverlag',
        'buchverlag',
        'editorial independiente',
        'maison d edition',
        'petit editeur',
        'editora de livros',
      ],
      features: [
        'wpub-submissions',
        'wpub-editorial-workflow',
        'wpub-production-schedule',
        'wpub-contracts-royalties',
        'wpub-title-metadata',
        'wpub-reader-decisions',
      ],
      recommend: [
        {
          question: 'wpub-who',
          answer: 'A small publisher and its authors',
          reason: 'A press runs many authors’ books at once: submissions, edits, schedules and royalties are its daily work.',
        },
        {
          question: 'wpub-outside-users',
          answer: 'Submitting authors, plus editors and readers',
          reason:
            'Authors submit and answer edits, freelance editors and readers work on their part; each needs their own access.',
        },
        {
          question: 'wpub-money',
          answer: 'Nothing is paid through the app',
          reason:
            'Books sell through distributors and royalties go out by bank transfer; the app records money rather than moving it.',
        },
      ],
    },
    {
      noun: 'submissions manager',
      match: [
        'literary magazine',
        'literary journal',
        'lit mag',
        'anthology',
        'call for submissions',
        'reading period',
        'literaturzeitschrift',
        'revista literaria',
        'revue litteraire',
      ],
      features: ['wpub-submissions', 'wpub-reader-decisions', 'wpub-editorial-workflow', 'wpub-contracts-royalties'],
      recommend: [
        {
          question: 'wpub-who',
          answer: 'A literary magazine taking submissions',
          reason: 'A magazine’s work is the reading queue: many short pieces in, a few accepted, the rest answered kindly.',
        },
        {
          question: 'wpub-outside-users',
          answer: 'Submitting authors, plus editors and readers',
          reason: 'Submitters want to see their status and withdraw; first readers need their own queue.',
        },
      ],
    },
    {
      noun: 'self-publishing app',
      match: [
        'self-publishing',
        'self publishing',
        'self-published',
        'indie author',
        'kdp',
        'selfpublishing',
        'autopublicacion',
        'autoedition',
        'autopublicacao',
      ],
      features: ['wpub-manuscript-editor', 'wpub-export', 'wpub-advance-copies', 'wpub-title-metadata', 'wpub-word-goals'],
      recommend: [
        {
          question: 'wpub-export-format',
          answer: 'EPUB and print PDF for publishing',
          reason: 'Self-published books go to KDP and IngramSpark as EPUB and print-ready PDF, not as manuscripts.',
        },
      ],
    },
    {
      noun: 'query tracker',
      match: [
        'query letter',
        'query letters',
        'querying',
        'literary agent',
        'literary agents',
        'query tracker',
        'agentes literarios',
      ],
      features: ['wpub-query-tracker', 'wpub-manuscript-editor', 'wpub-export', 'wpub-beta-readers'],
      recommend: [
        {
          question: 'wpub-export-format',
          answer: 'Standard manuscript DOCX for agents and editors',
          reason: 'Agents ask for pages in standard manuscript format as DOCX; ebook files come only after a deal.',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Pandoc', for: 'compiling manuscripts to DOCX, EPUB and PDF' },
    {
      name: 'Microsoft Word and Google Docs files',
      for: 'importing existing manuscripts and exchanging edit rounds with tracked changes',
    },
    { name: 'LanguageTool', for: 'grammar, spelling and style checks that never rewrite the writer’s text' },
    { name: 'Stripe', for: 'writer subscriptions or submission reading fees' },
    { name: 'IngramSpark and Amazon KDP', for: 'title metadata and files for print and ebook distribution' },
    { name: 'Resend or Postmark', for: 'submission receipts, decision letters and reader invitations by email' },
  ],
  pages: [
    { name: 'Writing desk', purpose: 'today’s goal and streak, the manuscripts in progress and where the writer left off' },
    { name: 'Manuscript', purpose: 'the editor with the chapter and scene outline beside it' },
    { name: 'Story bible', purpose: 'characters, places, timeline and research for one manuscript' },
    { name: 'Progress', purpose: 'words per day, sessions and the path to the deadline' },
    { name: 'Feedback', purpose: 'readers’ and editors’ comments by chapter, open ones first' },
    { name: 'Submissions', purpose: 'the press’s reading queue with status, votes and decisions' },
    { name: 'Titles', purpose: 'each book’s production schedule, metadata, contract and royalties' },
  ],
  design:
    'quiet and bookish: a calm writing surface with a serif text face, generous line height and everything else hidden while typing; publisher screens are clean tables and schedules',
  questions: [
    {
      id: 'wpub-who',
      category: 'scope',
      text: 'Who is it for?',
      options: [
        'Writers working on their own books',
        'A small publisher and its authors',
        'A literary magazine taking submissions',
        'A writing group sharing critiques',
      ],
      recommended: 'Writers working on their own books',
      reason:
        'Most writing products serve the writer at the desk first; a press or magazine brings submissions and editing rounds.',
      impact: 10,
      decision: 'Who it is for',
      replaces: 'audience',
      says: {
        'Writers working on their own books':
          'Build it for writers working on their own books: manuscripts, goals, snapshots and readers they invite.',
        'A small publisher and its authors':
          'Build it for a small publisher: submissions, editing rounds with authors, production schedules, contracts and royalties.',
        'A literary magazine taking submissions':
          'Build it for a literary magazine: submissions in reading periods, first readers’ votes, editors’ decisions and letters to authors.',
        'A writing group sharing critiques':
          'Build it for a writing group: members post pieces, critique each other’s work and meet to discuss it.',
      },
    },
    {
      id: 'wpub-forms',
      category: 'scope',
      text: 'What do the writers mostly write?',
      options: [
        'Novels and long non-fiction',
        'Short stories and poetry',
        'Screenplays and stage plays',
        'Academic or technical books',
      ],
      recommended: 'Novels and long non-fiction',
      reason:
        'Book-length work needs chapters, scenes and long-term goals; short pieces and scripts need other structures and formats.',
      impact: 8,
      decision: 'Form of writing',
      askIf: { answer: 'wpub-who', isNot: ['A literary magazine taking submissions'] },
      says: {
        'Novels and long non-fiction':
          'Writing is book-length: manuscripts in parts, chapters and scenes of tens of thousands of words.',
        'Short stories and poetry':
          'Writing is short pieces: each story or poem is its own document, grouped into collections, with line breaks kept exactly.',
        'Screenplays and stage plays':
          'Writing is scripts: format scene headings, action, character and dialogue in industry script format, with page counts.',
        'Academic or technical books':
          'Writing is academic or technical: headings, footnotes, figures, citations and a bibliography.',
      },
    },
    {
      id: 'wpub-outside-users',
      category: 'roles',
      text: 'Who signs in besides the writer or the press’s own staff?',
      options: ['Nobody else', 'Invited beta readers and editors', 'Submitting authors, plus editors and readers'],
      recommended: 'Invited beta readers and editors',
      reason:
        'Writers want a few trusted readers and an editor on the text; open accounts for submitters belong to presses and magazines.',
      impact: 9,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Nobody else': 'Only the writer signs in; everything they write is private to them.',
        'Invited beta readers and editors':
          'The writer signs in and invites readers and editors by email; invited people see only the chapters shared with them.',
        'Submitting authors, plus editors and readers':
          'Authors sign in to submit and follow their submissions; staff, freelance editors and first readers sign in with roles.',
      },
    },
    {
      id: 'wpub-ai',
      category: 'scope',
      text: 'Should AI touch the writing?',
      options: [
        'No AI anywhere near the text',
        'AI for checks and feedback only, never writing text',
        'AI drafting and rewriting on request',
      ],
      recommended: 'AI for checks and feedback only, never writing text',
      reason:
        'Many writers and publishers refuse AI-written text; checks for consistency and grammar help without touching authorship.',
      impact: 7,
      decision: 'AI and the text',
      says: {
        'No AI anywhere near the text':
          'Use no AI on the writing, and never send manuscripts to AI services; say so plainly in the app.',
        'AI for checks and feedback only, never writing text':
          'Offer optional AI checks (consistency of names and timeline, grammar, pacing notes) that comment but never write or replace text; manuscripts are never used for training.',
        'AI drafting and rewriting on request':
          'Offer AI drafting and rewriting on request, always shown as a suggestion the writer accepts; manuscripts are never used for training.',
      },
    },
    {
      id: 'wpub-money',
      category: 'scope',
      text: 'Does money change hands through the app?',
      options: [
        'Nothing is paid through the app',
        'Writers pay a subscription',
        'Authors pay a reading fee to submit',
        'Readers buy books or chapters',
      ],
      recommended: 'Writers pay a subscription',
      reason:
        'Writing tools live on a monthly or yearly plan; a free tier for one manuscript lets writers try it with real work.',
      impact: 7,
      decision: 'Payments',
      replaces: 'online-payments',
      says: {
        'Nothing is paid through the app': 'Nothing is paid through the app.',
        'Writers pay a subscription':
          'Writers pay a monthly or yearly subscription by card; a free tier allows one manuscript, and writing is never locked if a payment fails.',
        'Authors pay a reading fee to submit':
          'Authors pay a small reading fee by card when submitting, with a number of fee-free submissions per reading period.',
        'Readers buy books or chapters':
          'Readers buy books or single chapters by card and read them in the app or download them.',
      },
    },
    {
      id: 'wpub-offline',
      category: 'edge-cases',
      text: 'Must writers be able to keep writing without a connection?',
      recommended: 'Yes',
      reason:
        'Writers work on trains and in cafés; losing a paragraph to a dropped connection is the one thing they never forgive.',
      impact: 7,
      decision: 'Writing offline',
      replaces: 'offline-use',
      askIf: { answer: 'wpub-who', is: ['Writers working on their own books', 'A writing group sharing critiques'] },
      says: {
        Yes: 'Keep writing offline: save every change on the device at once and sync when back online; if the same chapter changed elsewhere, keep both versions and let the writer choose.',
        No: 'Writing needs a connection; save every few seconds, keep unsaved text in the browser and warn at once when the connection drops.',
      },
    },
    {
      id: 'wpub-import',
      category: 'data',
      text: 'Do writers bring existing manuscripts from Word, Google Docs or Scrivener?',
      recommended: 'Yes',
      reason: 'Nobody starts their book in a new app; importing with chapters split at the headings is what lets them switch.',
      impact: 6,
      decision: 'Manuscript import',
      askIf: { answer: 'wpub-who', isNot: ['A literary magazine taking submissions'] },
      says: {
        Yes: 'Import DOCX, Google Docs and Scrivener exports, splitting chapters at headings and keeping italics, scene breaks and comments.',
        No: 'Manuscripts are written in the app from the start; no import is needed.',
      },
    },
    {
      id: 'wpub-structure',
      category: 'data',
      text: 'How is a manuscript structured?',
      options: ['Chapters only', 'Parts, chapters and scenes', 'Free documents in folders'],
      recommended: 'Parts, chapters and scenes',
      reason:
        'Novelists move scenes between chapters during revision; scene-level structure makes that a drag instead of cut and paste.',
      impact: 6,
      decision: 'Manuscript structure',
      feature: 'wpub-manuscript-editor',
      says: {
        'Chapters only': 'A manuscript is a list of chapters, each one text.',
        'Parts, chapters and scenes':
          'A manuscript has optional parts, chapters and scenes; scenes can be dragged between chapters and each has its own status and notes.',
        'Free documents in folders': 'A project is folders of documents in any order, compiled into a manuscript on export.',
      },
    },
    {
      id: 'wpub-goal-type',
      category: 'user-flow',
      text: 'How do writers set their writing goals?',
      options: ['A daily word count', 'A total by a deadline, split into daily targets', 'Time spent writing per day'],
      recommended: 'A total by a deadline, split into daily targets',
      reason:
        'Deadlines from publishers or NaNoWriMo drive writers; a daily target that adjusts after a missed day keeps the date real.',
      impact: 5,
      decision: 'Writing goals',
      feature: 'wpub-word-goals',
      says: {
        'A daily word count': 'Writers set a daily word count goal and see each day’s progress.',
        'A total by a deadline, split into daily targets':
          'Writers set a word total and a deadline; the app works out the daily target from what is left and adjusts it every day.',
        'Time spent writing per day': 'Writers set a daily time goal; the app counts minutes spent writing in the editor.',
      },
    },
    {
      id: 'wpub-streak-rules',
      category: 'edge-cases',
      text: 'What happens to a writing streak when the writer misses a day?',
      options: ['The streak resets', 'Rest days the writer picks do not break it', 'No streaks, only progress'],
      recommended: 'Rest days the writer picks do not break it',
      reason: 'Streaks motivate until one missed Sunday wipes out months; planned rest days keep the habit without the guilt.',
      impact: 3,
      decision: 'Streak rules',
      feature: 'wpub-word-goals',
      says: {
        'The streak resets': 'A day without meeting the goal resets the streak to zero.',
        'Rest days the writer picks do not break it':
          'Writers choose weekly rest days that do not break the streak; any other missed day resets it.',
        'No streaks, only progress': 'There are no streaks; only words per day and progress to the goal are shown.',
      },
    },
    {
      id: 'wpub-reader-feedback',
      category: 'user-flow',
      text: 'How do beta readers give their feedback?',
      options: ['Comments on passages in the text', 'A short questionnaire per chapter', 'Both comments and a questionnaire'],
      recommended: 'Comments on passages in the text',
      reason:
        'Comments on the exact line are what writers act on; questionnaires suit a few questions about pace and characters.',
      impact: 5,
      decision: 'Reader feedback',
      feature: 'wpub-beta-readers',
      says: {
        'Comments on passages in the text':
          'Readers select a passage and comment on it; the writer resolves comments one by one.',
        'A short questionnaire per chapter':
          'After each shared chapter, readers answer the writer’s questions (where did you stop caring, what confused you).',
        'Both comments and a questionnaire':
          'Readers comment on passages and answer the writer’s questions at the end of each shared chapter.',
      },
    },
    {
      id: 'wpub-submission-window',
      category: 'user-flow',
      text: 'When can authors send in their manuscripts?',
      options: ['Open all year', 'During reading periods, with a cap on submissions', 'Only from agents or invited authors'],
      recommended: 'During reading periods, with a cap on submissions',
      reason: 'Open inboxes bury small presses; reading periods with a cap keep the queue readable and response times honest.',
      impact: 8,
      decision: 'Submission window',
      askIf: {
        any: [
          { answer: 'wpub-who', is: ['A small publisher and its authors', 'A literary magazine taking submissions'] },
          { feature: ['wpub-submissions'] },
        ],
      },
      says: {
        'Open all year': 'Submissions are open all year.',
        'During reading periods, with a cap on submissions':
          'Submissions open in reading periods set by the editors and close early when the cap is reached; one submission per author at a time.',
        'Only from agents or invited authors': 'Only agents and invited authors can submit, through a link the press sends them.',
      },
    },
    {
      id: 'wpub-reading-process',
      category: 'roles',
      text: 'Who decides on a submission?',
      options: ['The editor alone', 'First readers vote, then the editor decides', 'An editorial board votes'],
      recommended: 'First readers vote, then the editor decides',
      reason: 'Volunteer first readers thin the pile so the editor reads the best tenth; a board vote slows every decision.',
      impact: 7,
      decision: 'Reading process',
      askIf: {
        any: [
          { answer: 'wpub-who', is: ['A small publisher and its authors', 'A literary magazine taking submissions'] },
          { feature: ['wpub-submissions'] },
        ],
      },
      says: {
        'The editor alone': 'The editor reads and decides on every submission.',
        'First readers vote, then the editor decides':
          'Each submission goes to two first readers who vote yes, maybe or no with a note; the editor decides on the yes and maybe ones.',
        'An editorial board votes': 'Board members vote on each submission; it is accepted by majority.',
      },
    },
    {
      id: 'wpub-edit-rounds',
      category: 'user-flow',
      text: 'How do edits go back and forth between editor and author?',
      options: [
        'Word files with tracked changes, stored per round',
        'Suggested changes in the app’s own editor',
        'Comments only; the author makes the changes',
      ],
      recommended: 'Word files with tracked changes, stored per round',
      reason: 'Editors and authors already work in Word’s tracked changes; rebuilding that in the browser is a large project.',
      impact: 6,
      decision: 'Editing rounds',
      askIf: {
        any: [{ answer: 'wpub-who', is: ['A small publisher and its authors'] }, { feature: ['wpub-editorial-workflow'] }],
      },
      says: {
        'Word files with tracked changes, stored per round':
          'Each editing round is a Word file with tracked changes uploaded by the editor and returned by the author, kept per round with dates.',
        'Suggested changes in the app’s own editor':
          'Editors suggest changes in the app’s editor; the author accepts or rejects each one, and the history is kept.',
        'Comments only; the author makes the changes':
          'Editors comment on passages; the author makes the changes and resolves each comment.',
      },
    },
    {
      id: 'wpub-royalty-basis',
      category: 'data',
      text: 'How are authors’ royalties worked out?',
      options: ['A share of list price', 'A share of net receipts', 'Set per contract and format'],
      recommended: 'Set per contract and format',
      reason:
        'Print royalties are usually on list price and ebooks on net receipts, with rates per contract; one rule rarely fits.',
      impact: 5,
      decision: 'Royalty basis',
      feature: 'wpub-contracts-royalties',
      says: {
        'A share of list price': 'Royalties are a percentage of list price on copies sold.',
        'A share of net receipts': 'Royalties are a percentage of what the press receives after retailer discounts.',
        'Set per contract and format':
          'Each contract sets a rate and basis (list price or net receipts) per format, with rate steps after sales thresholds.',
      },
    },
    {
      id: 'wpub-export-format',
      category: 'integrations',
      text: 'Which files must a finished manuscript export to?',
      options: ['Standard manuscript DOCX for agents and editors', 'EPUB and print PDF for publishing', 'Both'],
      recommended: 'Both',
      reason:
        'Writers send DOCX to agents and editors, and self-publishers need EPUB and print PDF; both come from the same text.',
      impact: 5,
      decision: 'Export formats',
      feature: 'wpub-export',
      says: {
        'Standard manuscript DOCX for agents and editors':
          'Export a DOCX in standard manuscript format: title page with word count, double-spaced, headers with surname, title and page.',
        'EPUB and print PDF for publishing':
          'Export a valid EPUB and a print-ready PDF with the trim size, margins and fonts the writer chooses.',
        Both: 'Export standard manuscript DOCX for agents and editors, and EPUB and print-ready PDF for publishing.',
      },
    },
  ],
} satisfies DomainInput;
