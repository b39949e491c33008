import type { DomainInput } from '../records';

export default {
  id: 'document-management',
  name: 'Document and contract management',
  noun: 'document management app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['document management', 6],
      ['dms', 5],
      ['contract management', 5],
      ['contract lifecycle', 6],
      ['contract repository', 6],
      ['contract renewals', 5],
      ['supplier contracts', 5],
      ['notice period', 3],
      ['document repository', 6],
      ['document control', 6],
      ['controlled documents', 6],
      ['document approval', 6],
      ['document versions', 5],
      ['version history', 3],
      ['records management', 5],
      ['retention policy', 5],
      ['retention period', 4],
      ['legal hold', 5],
      ['e-signature', 3],
      ['scanned documents', 4],
      ['ocr', 3],
      ['paperless', 4],
      ['contracts', 2],
      ['documents', 2],
      ['sharepoint', 4],
      ['docuware', 6],
      ['m-files', 6],
      ['signed contracts', 5],
      ['sop', 4],
      ['versioned', 2],
    ],
    de: [
      ['dokumentenmanagement', 6],
      ['dokumentenverwaltung', 6],
      ['dokumentenmanagementsystem', 6],
      ['vertragsverwaltung', 6],
      ['vertragsmanagement', 5],
      ['vertragsdatenbank', 6],
      ['vertrage', 3],
      ['dokumentenlenkung', 6],
      ['aufbewahrungsfrist*', 5],
      ['revisionssicher*', 6],
      ['digitale akte', 5],
      ['papierlos*', 4],
      ['dokumente', 2],
    ],
    es: [
      ['gestion documental', 6],
      ['gestor documental', 6],
      ['gestion de documentos', 6],
      ['gestion de contratos', 6],
      ['repositorio de documentos', 6],
      ['control de versiones', 3],
      ['firma electronica', 3],
      ['digitalizacion de documentos', 5],
      ['archivo digital', 4],
    ],
    fr: [
      ['gestion documentaire', 6],
      ['gestion electronique des documents', 6],
      ['ged', 5],
      ['gestion des contrats', 6],
      ['base documentaire', 5],
      ['dematerialisation', 5],
      ['signature electronique', 3],
      ['duree de conservation', 5],
      ['classement des documents', 4],
    ],
    pt: [
      ['gestao documental', 6],
      ['gestao de documentos', 6],
      ['gerenciamento de documentos', 6],
      ['gestao de contratos', 6],
      ['repositorio de documentos', 6],
      ['digitalizacao de documentos', 5],
      ['assinatura eletronica', 3],
      ['controle de versoes', 3],
      ['arquivo digital', 4],
    ],
  },
  exclude: [
    'api documentation',
    'api docs',
    'chat with your documents',
    'git version control',
    'source code version control',
    'contract developer',
    'smart contract',
    'smart contracts',
    'employment contracts of players',
  ],
  entities: [
    {
      name: 'Document',
      fields: [
        'title',
        'type (contract, policy, invoice…)',
        'folder → Folder',
        'owner → User',
        'status (draft, in review, approved, signed, archived)',
        'current version → Version',
        'tags',
        'confidential',
        'retention until',
      ],
    },
    {
      name: 'Version',
      fields: [
        'document → Document',
        'number',
        'file',
        'uploaded by → User',
        'uploaded at',
        'change note',
        'checksum',
        'extracted text',
      ],
    },
    { name: 'Folder', fields: ['name', 'parent → Folder', 'permissions', 'default document type'] },
    {
      name: 'Contract',
      fields: [
        'document → Document',
        'counterparty',
        'value',
        'start date',
        'end date',
        'notice period',
        'auto-renews',
        'owner → User',
      ],
    },
    {
      name: 'Approval',
      fields: ['document → Document', 'version → Version', 'approver → User', 'step', 'decision', 'comment', 'decided at'],
    },
    { name: 'Signature Request', fields: ['version → Version', 'signers', 'status', 'sent at', 'completed at', 'signed file'] },
    {
      name: 'Retention Rule',
      fields: ['document type', 'keep for (years)', 'counted from (created, contract end)', 'action at end'],
    },
    {
      name: 'Audit Event',
      fields: ['document → Document', 'user → User', 'action (viewed, downloaded, changed, shared, deleted)', 'time'],
    },
  ],
  roles: [
    { name: 'Admin', can: 'manage folders, permissions, document types, retention rules and users' },
    { name: 'Document owner', can: 'upload and version their documents, send them for approval or signature, share them' },
    { name: 'Approver', can: 'review documents sent to them, approve or reject with comments' },
    { name: 'Reader', can: 'find and read the documents they have access to' },
    { name: 'External signer or reviewer', can: 'open a shared document through a link, comment or sign it' },
  ],
  features: [
    {
      id: 'repository',
      title: 'Document Repository with Folders and Tags',
      description:
        'Upload files into folders, give each a document type, owner and tags, and find them by browsing or filtering.',
      match: [
        'repository',
        'folders',
        'file storage',
        'upload documents',
        'ablage',
        'ordner',
        'repositorio',
        'carpetas',
        'classement',
        'dossiers',
        'pastas',
      ],
      done: [
        {
          when: 'someone uploads a file with the same name into the same folder',
          then: 'offer to add it as a new version of the existing document instead of creating a duplicate',
        },
      ],
    },
    {
      id: 'versions',
      title: 'Version History and Check-out',
      description:
        'Every change is a new numbered version with a note; earlier versions can be compared and restored, and a checked-out document is locked for others.',
      match: [
        'version',
        'versioning',
        'version history',
        'check-out',
        'versionierung',
        'versionen',
        'versiones',
        'historial de versiones',
        'versions',
        'versoes',
      ],
      done: [
        {
          when: 'a new version is uploaded',
          then: 'keep the previous versions unchanged, number the new one and record who uploaded it and why',
        },
        {
          when: 'someone tries to upload a new version of a document checked out by another person',
          then: 'refuse and show who has it checked out since when',
        },
      ],
    },
    {
      id: 'document-approvals',
      title: 'Approval Workflows',
      description:
        'Send a document version for review to one or more approvers in order; each approves or rejects with a comment.',
      match: [
        'approval',
        'review',
        'workflow',
        'sign-off',
        'freigabe',
        'genehmigung',
        'aprobacion',
        'flujo de aprobacion',
        'validation',
        'circuit de validation',
        'aprovacao',
      ],
      done: [
        {
          when: 'a version is sent for approval',
          then: 'lock that version, notify the first approver and show the document as in review',
        },
        {
          when: 'a new version is uploaded while an approval is running',
          then: 'cancel the running approval and tell the approvers that it must restart on the new version',
        },
      ],
    },
    {
      id: 'contract-signing',
      title: 'E-signature for Contracts',
      description: 'Send the approved version for signing, track who has signed, and store the signed PDF with its certificate.',
      match: [
        'e-signature',
        'esignature',
        'signature',
        'sign',
        'docusign',
        'unterschrift',
        'signatur',
        'firma',
        'firma electronica',
        'signature electronique',
        'assinatura',
      ],
      done: [
        {
          when: 'every signer has signed',
          then: 'store the signed PDF and completion certificate as a new final version and set the document to signed',
        },
        {
          when: 'a signer declines or the request expires',
          then: 'tell the owner and keep the document unsigned',
        },
      ],
    },
    {
      id: 'search-ocr',
      title: 'Full-text Search with OCR',
      description:
        'Search the text inside every file, including scans and photos read by OCR, filtered by type, folder, date and tags.',
      match: [
        'search',
        'full-text',
        'ocr',
        'text recognition',
        'suche',
        'volltextsuche',
        'texterkennung',
        'busqueda',
        'recherche',
        'reconnaissance de texte',
        'busca',
      ],
      done: [
        {
          when: 'a scanned PDF or photo is uploaded',
          then: 'read its text by OCR in the background and make it searchable within minutes',
        },
        {
          when: 'someone searches',
          then: 'show only documents they are allowed to open, with the matching passage highlighted',
        },
      ],
    },
    {
      id: 'contract-register',
      title: 'Contract Register and Renewal Alerts',
      description:
        'Each contract with counterparty, value, start and end dates, notice period and renewal terms, and alerts before the notice deadline.',
      match: [
        'contract register',
        'contracts',
        'renewal',
        'notice period',
        'vertrage',
        'kundigungsfrist',
        'contratos',
        'renovacion',
        'contrats',
        'preavis',
        'renovacao',
      ],
      done: [
        {
          when: 'a contract’s notice deadline is 60 days away',
          then: 'alert the contract owner with the deadline, the renewal terms and a link to the contract',
        },
        {
          when: 'a contract ends without renewal',
          then: 'mark it expired and start its retention period',
        },
      ],
    },
    {
      id: 'permissions-sharing',
      title: 'Permissions and Secure Sharing',
      description:
        'Access by folder, team or person, confidential documents for named people, and expiring share links for outsiders.',
      match: [
        'permissions',
        'access rights',
        'sharing',
        'share link',
        'berechtigungen',
        'freigeben',
        'permisos',
        'compartir',
        'droits d acces',
        'partage',
        'permissoes',
        'compartilhar',
      ],
      done: [
        {
          when: 'a share link expires or is revoked',
          then: 'refuse access through it at once and record the attempt',
        },
      ],
    },
    {
      id: 'retention',
      title: 'Retention Rules and Legal Hold',
      description: 'A retention period per document type, deletion or review when it ends, and legal holds that stop deletion.',
      match: [
        'retention',
        'archive',
        'legal hold',
        'records',
        'aufbewahrung',
        'archivierung',
        'retencion',
        'archivo',
        'conservation',
        'archivage',
        'retencao',
        'arquivamento',
      ],
      done: [
        {
          when: 'a document’s retention period ends',
          then: 'put it on the review list for deletion unless it is under legal hold',
        },
        {
          when: 'someone tries to delete a document under legal hold',
          then: 'refuse and name the hold',
        },
      ],
    },
    {
      id: 'audit-trail',
      title: 'Audit Trail of Views and Changes',
      description: 'Who viewed, downloaded, changed, shared, approved or deleted each document, and when; read-only.',
      match: [
        'audit trail',
        'audit log',
        'history',
        'protokoll',
        'revisionssicher',
        'auditoria',
        'registro de actividad',
        'piste d audit',
        'trilha de auditoria',
      ],
      done: [
        {
          when: 'someone opens a document’s history',
          then: 'list every view, download, change, share and approval with user and time, which nobody can edit',
        },
      ],
    },
    {
      id: 'templates',
      title: 'Templates and Document Generation',
      description: 'Contract and letter templates with fields that fill from a form or a record, producing a draft document.',
      match: ['template', 'generate documents', 'document generation', 'vorlage', 'vorlagen', 'plantilla', 'modele', 'modelo'],
      done: [
        {
          when: 'someone creates a document from a template',
          then: 'fill the fields from the form, refuse to finish while required fields are empty and save the result as version 1',
        },
      ],
    },
    {
      id: 'capture',
      title: 'Inbox for Scanned and Emailed Documents',
      description: 'Documents sent to a mailbox or dropped by a scanner land in an inbox to be typed, tagged and filed.',
      match: [
        'scanner',
        'scan',
        'email inbox',
        'capture',
        'posteingang',
        'scannen',
        'escaner',
        'bandeja de entrada',
        'numerisation',
        'digitalizacao',
      ],
      done: [
        {
          when: 'an email with attachments arrives at the document mailbox',
          then: 'add each attachment to the inbox with the sender and subject, ready to be filed',
        },
      ],
    },
    {
      id: 'comments',
      title: 'Comments on Versions',
      description: 'Comments and mentions on a document version, kept with that version.',
      match: ['comments', 'annotations', 'mentions', 'kommentare', 'comentarios', 'commentaires', 'anotacoes'],
      done: [
        {
          when: 'someone is mentioned in a comment',
          then: 'notify them with a link to the document version and the comment',
        },
      ],
    },
    {
      id: 'ai-extraction',
      title: 'Key Terms Read from Contracts',
      description:
        'Parties, dates, value, notice period and renewal terms suggested from the contract text for the owner to confirm.',
      match: [
        'ai extraction',
        'extract',
        'metadata extraction',
        'ai',
        'ki',
        'extraktion',
        'extraccion',
        'extraction',
        'extracao',
      ],
      done: [
        {
          when: 'a contract is uploaded',
          then: 'suggest its key terms with the passage each came from, and save them only once the owner confirms',
        },
      ],
    },
  ],
  integrations: [
    { name: 'DocuSign or Dropbox Sign', for: 'sending contracts for e-signature and storing the signed PDF and certificate' },
    {
      name: 'Microsoft 365 and Google Workspace',
      for: 'sign-in, and editing Word and Google documents before they are versioned',
    },
    { name: 'SharePoint or Google Drive', for: 'importing existing files and folders' },
    { name: 'Amazon S3 (or compatible) with object lock', for: 'encrypted file storage that cannot be altered during retention' },
    { name: 'Amazon Textract or Google Document AI', for: 'OCR of scans and reading key terms from contracts' },
  ],
  pages: [
    { name: 'Documents', purpose: 'folders and documents with filters by type, owner, status and tags' },
    { name: 'Document detail', purpose: 'preview, versions, approvals, signatures, comments and history' },
    { name: 'Search', purpose: 'full-text search with filters and highlighted matches' },
    { name: 'My tasks', purpose: 'documents waiting for my approval or signature' },
    { name: 'Contracts', purpose: 'contract register with upcoming notice deadlines and renewals' },
    { name: 'Inbox', purpose: 'scanned and emailed documents waiting to be filed' },
    { name: 'Admin', purpose: 'folders, permissions, document types, retention rules and users' },
  ],
  design:
    'sober and trustworthy, document-first with a large preview, version and status always visible next to the title, and clear warnings before anything is shared outside or deleted',
  questions: [
    {
      id: 'dms-audience',
      category: 'scope',
      text: 'Whose documents will it hold?',
      options: [
        'Our own company’s documents',
        'Our clients’ documents (we are a firm or agency)',
        'A document product for many companies',
      ],
      recommended: 'Our own company’s documents',
      reason: 'One company means one folder tree and permission model; client files or many companies need strict separation.',
      impact: 9,
      decision: 'Whose documents',
      replaces: 'audience',
      says: {
        'Our own company’s documents': 'Build it for one company’s documents and staff.',
        'Our clients’ documents (we are a firm or agency)':
          'Build it for a firm that keeps documents per client: every document belongs to a client, staff access is per client, and clients may see their own files.',
        'A document product for many companies':
          'Build it as a multi-company product: each company signs up, gets its own workspace and storage, and sees only its own documents.',
      },
    },
    {
      id: 'dms-pricing',
      category: 'scope',
      text: 'How will companies pay for your document product?',
      options: ['Per user per month', 'By storage used', 'Flat plans with user and storage limits'],
      recommended: 'Per user per month',
      reason: 'Document tools are bought per seat; storage is cheap enough to include a generous limit per user.',
      impact: 7,
      decision: 'Pricing model',
      replaces: 'online-payments',
      askIf: { answer: 'dms-audience', is: ['A document product for many companies'] },
      says: {
        'Per user per month': 'Charge each company per user per month through Stripe Billing, with storage included per user.',
        'By storage used': 'Charge each company monthly by storage used, metered through Stripe Billing.',
        'Flat plans with user and storage limits':
          'Sell flat plans with user and storage limits through Stripe Billing; warn at 80 percent of a limit.',
      },
    },
    {
      id: 'dms-document-types',
      category: 'scope',
      text: 'Which documents matter most to you?',
      options: [
        'Contracts with customers and suppliers',
        'Policies and procedures that must be approved and reviewed',
        'Invoices, receipts and business records',
        'All kinds of company documents',
      ],
      recommended: 'Contracts with customers and suppliers',
      reason: 'Contracts carry the money and the deadlines; a missed notice period costs more than any misplaced file.',
      impact: 10,
      decision: 'Main documents',
      says: {
        'Contracts with customers and suppliers':
          'Contracts are the main documents: each has counterparty, value, dates, notice period and renewal terms, and goes through approval and signature.',
        'Policies and procedures that must be approved and reviewed':
          'Controlled documents are the main ones: each policy or procedure has an owner, an approval before publishing, a review date and a record of who has read it.',
        'Invoices, receipts and business records':
          'Business records are the main documents: they are filed by type, supplier and date, kept for their legal period and found quickly for the accountant.',
        'All kinds of company documents':
          'Hold all company documents with types and custom fields per type; contracts and policies get their own fields and workflows.',
      },
    },
    {
      id: 'dms-sign-in',
      category: 'security',
      text: 'Who signs in besides your staff?',
      options: [
        'Only our staff',
        'Staff and a few outside reviewers, such as lawyers or auditors',
        'Staff, and every client or supplier through a portal',
      ],
      recommended: 'Only our staff',
      reason: 'Outsiders rarely need an account; a signing request or expiring link covers them without managing their logins.',
      impact: 8,
      decision: 'Who signs in',
      replaces: 'sign-in',
      says: {
        'Only our staff': 'Only staff sign in; outsiders receive signing requests or share links, never accounts.',
        'Staff and a few outside reviewers, such as lawyers or auditors':
          'Staff sign in; outside reviewers get guest accounts limited to the folders shared with them, with an end date.',
        'Staff, and every client or supplier through a portal':
          'Staff sign in; each client or supplier has portal accounts that see only their own documents and can upload into their own folder.',
      },
    },
    {
      id: 'dms-access',
      category: 'security',
      text: 'How is access to your documents controlled?',
      options: [
        'Everyone sees everything',
        'By folder or department',
        'By folder, plus confidential documents for named people only',
      ],
      recommended: 'By folder, plus confidential documents for named people only',
      reason: 'Folders match how teams work; HR files and board papers still need a lock that folder rights alone do not give.',
      impact: 8,
      decision: 'Access control',
      says: {
        'Everyone sees everything': 'Every signed-in user can see every document; editing is limited to owners and admins.',
        'By folder or department': 'Access is granted per folder to departments or people and inherited by subfolders.',
        'By folder, plus confidential documents for named people only':
          'Access is granted per folder and inherited; a document marked confidential is visible only to the people named on it, whatever the folder rights.',
      },
    },
    {
      id: 'dms-storage',
      category: 'integrations',
      text: 'Where should the document files themselves be stored?',
      options: [
        'In the app’s own encrypted storage',
        'In our Google Drive or SharePoint, with the app as the index',
        'On our own servers',
      ],
      recommended: 'In the app’s own encrypted storage',
      reason:
        'Only storage the app controls can guarantee versions, retention and audit; drives let files change behind its back.',
      impact: 7,
      decision: 'File storage',
      says: {
        'In the app’s own encrypted storage':
          'Store files in the app’s own object storage, encrypted at rest, never overwritten: each version is a new object.',
        'In our Google Drive or SharePoint, with the app as the index':
          'Keep files in Google Drive or SharePoint; the app stores metadata, workflows and links, and detects changes made in the drive.',
        'On our own servers':
          'Store files on the company’s own servers (S3-compatible storage), encrypted at rest; the app must be deployable on premises.',
      },
    },
    {
      id: 'dms-editing',
      category: 'user-flow',
      text: 'How do people edit a document that colleagues may also be working on?',
      options: [
        'Download, edit and upload a new version',
        'Check it out to lock it, then check it back in',
        'Edit together online in Word or Google Docs',
      ],
      recommended: 'Check it out to lock it, then check it back in',
      reason: 'Locking stops two people from overwriting each other, the most common version mess in shared drives.',
      impact: 6,
      decision: 'Editing documents',
      feature: 'versions',
      says: {
        'Download, edit and upload a new version':
          'People download, edit and upload a new version; warn when someone else uploaded a newer version since their download.',
        'Check it out to lock it, then check it back in':
          'People check a document out to edit it, which locks it for others, and check it back in as a new version; admins can break a lock.',
        'Edit together online in Word or Google Docs':
          'Documents are edited together online in Microsoft 365 or Google Docs; saving a milestone creates a new version in the app.',
      },
    },
    {
      id: 'dms-approval-route',
      category: 'user-flow',
      text: 'How does a document find its approvers?',
      options: [
        'The author picks the approvers each time',
        'A fixed chain per document type',
        'Rules by type and value, such as legal above a set amount',
      ],
      recommended: 'A fixed chain per document type',
      reason:
        'A chain per type (say, sales contracts go to sales lead then legal) is predictable and needs no setup per document.',
      impact: 6,
      decision: 'Approval routing',
      feature: 'document-approvals',
      says: {
        'The author picks the approvers each time':
          'The author picks one or more approvers, in order, when sending for approval.',
        'A fixed chain per document type':
          'Each document type has a fixed chain of approvers set by an admin; authors cannot skip steps.',
        'Rules by type and value, such as legal above a set amount':
          'Admins set approval rules by document type and contract value (for example, legal and finance above 10,000); the app builds the chain from them.',
      },
    },
    {
      id: 'dms-renewal-alerts',
      category: 'edge-cases',
      text: 'What should happen before a contract renews on its own or its notice period ends?',
      options: [
        'Nothing; the dates are only stored',
        'Remind the owner before the notice deadline',
        'Remind the owner, then their manager if nobody acts',
      ],
      recommended: 'Remind the owner, then their manager if nobody acts',
      reason:
        'Owners go on holiday or leave; unnoticed auto-renewals of unwanted contracts are the classic cost of a contract drawer.',
      impact: 7,
      decision: 'Renewal alerts',
      feature: 'contract-register',
      says: {
        'Nothing; the dates are only stored': 'Store contract dates and show them in the register; no alerts.',
        'Remind the owner before the notice deadline': 'Remind the contract owner 60 and 14 days before the notice deadline.',
        'Remind the owner, then their manager if nobody acts':
          'Remind the contract owner 60 and 14 days before the notice deadline; if the owner has not marked a decision (renew, renegotiate, cancel) 7 days before it, alert their manager.',
      },
    },
    {
      id: 'dms-retention',
      category: 'data',
      text: 'How long must your documents be kept?',
      options: [
        'Forever; nothing is deleted',
        'A period per document type, then deleted after a review',
        'A period per document type, then deleted automatically',
      ],
      recommended: 'A period per document type, then deleted after a review',
      reason:
        'Tax and HR records have legal keep periods; a review before deletion avoids destroying a file someone still needs.',
      impact: 6,
      decision: 'Retention',
      says: {
        'Forever; nothing is deleted':
          'Keep every document and version forever; only admins may delete, and deletions are logged.',
        'A period per document type, then deleted after a review':
          'Each document type has a retention period; when it ends, documents go to a review list where an admin confirms deletion, unless under legal hold.',
        'A period per document type, then deleted automatically':
          'Each document type has a retention period; when it ends, documents are deleted automatically unless under legal hold, and the deletion is logged.',
      },
    },
    {
      id: 'dms-scans',
      category: 'data',
      text: 'Will many of your documents arrive as scans or photos of paper?',
      recommended: 'Yes',
      reason:
        'Signed paper contracts and supplier letters arrive as scans; without text recognition they are invisible to search.',
      impact: 5,
      decision: 'Scanned documents',
      askIf: { not: { feature: ['search-ocr'] } },
      says: {
        Yes: 'Run OCR on every scanned PDF and image so its text is searchable.',
        No: 'Index the text of digital files only; scans are stored without text recognition.',
      },
    },
    {
      id: 'dms-external-share',
      category: 'security',
      text: 'Can people share a document with someone outside the company?',
      options: ['No, internal only', 'Yes, with expiring view-only links', 'Yes, with expiring links that allow download'],
      recommended: 'Yes, with expiring view-only links',
      reason: 'Outsiders need to read drafts; a view-only link that expires keeps copies from spreading.',
      impact: 6,
      decision: 'Sharing outside',
      says: {
        'No, internal only': 'Documents cannot be shared outside the company.',
        'Yes, with expiring view-only links':
          'Owners can share a document through a view-only link that expires (7 days by default), optionally with a password; every view is logged.',
        'Yes, with expiring links that allow download':
          'Owners can share a document through an expiring link that allows viewing and downloading; every view and download is logged.',
      },
    },
    {
      id: 'dms-deletion',
      category: 'edge-cases',
      text: 'What happens when someone deletes a document by mistake?',
      options: ['It is gone', 'It goes to a bin for 30 days', 'Only admins can delete; others archive'],
      recommended: 'It goes to a bin for 30 days',
      reason: 'Mistaken deletes are common and a bin fixes them without calling an admin; retention rules still apply.',
      impact: 5,
      decision: 'Deleting documents',
      says: {
        'It is gone': 'Deleting a document removes it and all its versions at once, after a confirmation.',
        'It goes to a bin for 30 days':
          'Deleted documents go to a bin for 30 days, where the owner or an admin can restore them; after that they are removed for good.',
        'Only admins can delete; others archive':
          'Only admins can delete documents; everyone else can archive them, which hides them from lists but keeps them searchable for admins.',
      },
    },
    {
      id: 'dms-signature-method',
      category: 'integrations',
      text: 'How should your contracts be signed?',
      options: [
        'A simple built-in signature (typed or drawn)',
        'Through DocuSign or Dropbox Sign',
        'A qualified electronic signature (eIDAS)',
      ],
      recommended: 'Through DocuSign or Dropbox Sign',
      reason:
        'A signing service gives a recognised audit trail and sealed PDFs without building them; qualified signatures only where law demands.',
      impact: 5,
      decision: 'Signature method',
      feature: 'contract-signing',
      says: {
        'A simple built-in signature (typed or drawn)':
          'Signers type or draw their signature; stamp it into the PDF with name, time and IP address and store a hash of the signed file.',
        'Through DocuSign or Dropbox Sign':
          'Send documents for signing through the DocuSign or Dropbox Sign API and store the signed PDF and certificate it returns.',
        'A qualified electronic signature (eIDAS)':
          'Use a qualified trust service provider for eIDAS qualified signatures, including its identity check.',
      },
    },
  ],
} satisfies DomainInput;
