import type { DetectorInput } from '../detector-record';

/** Flutter: one Dart codebase for Android, iOS, the web and desktop, its widgets under `lib/`. */
export default {
  id: 'flutter',
  name: 'Flutter',
  kind: 'framework',
  ecosystem: 'dart',
  evidence: [{ dependency: 'flutter' }],
  priority: 80,
  extensions: ['dart'],
  commands: {
    dev: [{ run: 'flutter run' }],
    build: [{ run: 'flutter build' }],
    test: [{ run: 'flutter test' }],
    lint: [{ run: 'flutter analyze' }],
  },
  sets: { testFramework: 'flutter_test' },
  facts: [
    { when: [{ dependency: 'firebase_core' }], set: { database: 'Firebase' } },
    { when: [{ dependency: 'sqflite' }, { dependency: 'drift' }], set: { database: 'SQLite on the device' } },
    { when: [{ path: 'firebase.json' }], set: { hosting: 'Firebase Hosting' } },
  ],
  folders: [
    { path: 'lib/pages', role: 'pages' },
    { path: 'lib/screens', role: 'pages' },
    { path: 'lib/widgets', role: 'components' },
    { path: 'lib/models', role: 'models' },
    { path: 'lib/services', role: 'services' },
    { path: 'lib', role: 'source' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
