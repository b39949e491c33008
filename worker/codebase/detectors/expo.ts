import type { DetectorInput } from '../detector-record';

/** React Native with Expo: screens under `app/` with Expo Router. */
export default {
  id: 'expo',
  name: 'React Native (Expo)',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'expo' }],
  priority: 75,
  extensions: ['ts', 'tsx', 'js', 'jsx'],
  commands: {
    dev: [{ run: 'expo start', exec: true }],
    lint: [{ run: 'expo lint', exec: true, when: [{ dependency: 'eslint-config-expo' }] }],
  },
  facts: [{ when: [{ path: 'eas.json' }], set: { hosting: 'Expo Application Services (EAS)' } }],
  folders: [
    { path: 'app', role: 'routes' },
    { path: 'src/app', role: 'routes' },
    { path: 'components', role: 'components' },
    { path: 'src/components', role: 'components' },
    { path: 'hooks', role: 'lib' },
    { path: 'assets', role: 'assets' },
  ],
} satisfies DetectorInput;
