import type { DetectorInput } from '../detector-record';

/** React Native without Expo: native `android/` and `ios/` projects beside the JavaScript. */
export default {
  id: 'react-native',
  name: 'React Native',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'react-native' }],
  priority: 60,
  extensions: ['ts', 'tsx', 'js', 'jsx'],
  commands: {
    dev: [{ run: 'react-native start', exec: true }],
  },
  folders: [
    { path: 'src/screens', role: 'pages' },
    { path: 'src/components', role: 'components' },
    { path: 'src/navigation', role: 'routes' },
  ],
} satisfies DetectorInput;
