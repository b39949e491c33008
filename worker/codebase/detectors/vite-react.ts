import type { DetectorInput } from '../detector-record';

/** A React single-page app built with Vite. */
export default {
  id: 'vite-react',
  name: 'React with Vite',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ file: 'package.json', contains: '"@vitejs/plugin-react' }],
  priority: 50,
  extensions: ['ts', 'tsx', 'js', 'jsx'],
  commands: {
    dev: [{ run: 'vite', exec: true }],
    build: [{ run: 'vite build', exec: true }],
  },
  folders: [
    { path: 'src/pages', role: 'pages' },
    { path: 'src/routes', role: 'routes' },
    { path: 'src/components', role: 'components' },
    { path: 'src/lib', role: 'lib' },
    { path: 'src/hooks', role: 'lib' },
    { path: 'public', role: 'assets' },
  ],
} satisfies DetectorInput;
