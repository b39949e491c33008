import type { FeaturePatternInput } from '../records';

export default {
  id: 'file-uploads',
  match: [
    'upload',
    'attachment',
    'file upload',
    'file sharing',
    'file storage',
    'hochladen',
    'dateiablage',
    'datei-upload',
    'anhang',
    'subir',
    'archivos adjuntos',
    'adjunto',
    'televersement',
    'fichiers',
    'piece jointe',
    'pieces jointes',
    'arquivos',
    'anexo',
    'enviar arquivos',
  ],
  description:
    'Drag-and-drop uploads with progress and type and size checks, stored privately and opened through expiring links.',
  done: [
    {
      when: 'a person uploads an allowed file',
      then: 'show its progress, store it privately and list it with name, size and uploader',
    },
    {
      when: 'a person picks a file that is too large or of a type not allowed',
      then: 'refuse it before uploading and state the limits',
    },
    { when: 'someone opens a file link', then: 'check they may see the file and serve it through a link that expires' },
  ],
  questions: [
    {
      id: 'pattern-upload-size',
      category: 'performance',
      text: 'What is the largest file people need to upload?',
      options: ['Up to 10 MB (documents and photos)', 'Up to 100 MB', 'Larger, such as videos or archives'],
      recommended: 'Up to 10 MB (documents and photos)',
      reason: 'Documents and phone photos fit under 10 MB; larger files need resumable uploads and cost more storage.',
      impact: 4,
      decision: 'Largest upload',
      feature: 'file-uploads',
      says: {
        'Up to 10 MB (documents and photos)': 'Accept files up to 10 MB; compress images in the browser before uploading.',
        'Up to 100 MB': 'Accept files up to 100 MB, uploaded straight to storage with signed upload URLs.',
        'Larger, such as videos or archives':
          'Accept large files with resumable, chunked uploads straight to storage, and show progress that survives a dropped connection.',
      },
    },
  ],
} satisfies FeaturePatternInput;
