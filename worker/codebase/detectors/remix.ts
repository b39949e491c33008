import type { DetectorInput } from '../detector-record';

/** Remix (and React Router's framework mode, its successor): routes as modules under `app/routes`. */
export default {
  id: 'remix',
  name: 'Remix',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: '@remix-run/*' }, { path: 'remix.config.{js,mjs,cjs}' }],
  priority: 80,
  extensions: ['ts', 'tsx', 'js', 'jsx'],
  commands: {
    dev: [{ run: 'remix dev', exec: true }],
    build: [{ run: 'remix build', exec: true }],
  },
  folders: [
    { path: 'app/routes', role: 'routes' },
    { path: 'app/components', role: 'components' },
    { path: 'app/models', role: 'models' },
    { path: 'app', role: 'source' },
    { path: 'public', role: 'assets' },
  ],
} satisfies DetectorInput;
