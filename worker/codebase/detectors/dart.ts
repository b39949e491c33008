import type { DetectorInput } from '../detector-record';

/** Dart with pub: packages listed in pubspec.yaml. */
export default {
  id: 'dart',
  name: 'Dart',
  kind: 'ecosystem',
  evidence: [{ path: '**/pubspec.yaml' }],
  priority: 8,
  language: 'Dart',
  extensions: ['dart'],
  manifests: [{ path: '**/pubspec.yaml', patterns: ['^  ([a-z_][a-z0-9_]*):'] }],
  packageManagers: [
    { name: 'pub (Flutter)', when: [{ dependency: 'flutter' }], install: 'flutter pub get', exec: '{command}' },
    { name: 'pub', install: 'dart pub get', exec: 'dart run {command}' },
  ],
  commands: {
    test: [{ run: 'dart test' }],
    lint: [{ run: 'dart analyze' }],
  },
  folders: [
    { path: 'lib', role: 'source' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
