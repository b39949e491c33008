import type { DetectorInput } from '../detector-record';

/** Nuxt: Vue with file-system routing (`pages/`) and server routes (`server/`). */
export default {
  id: 'nuxt',
  name: 'Nuxt',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'nuxt' }, { path: 'nuxt.config.{js,mjs,ts}' }],
  priority: 80,
  extensions: ['vue', 'ts', 'js'],
  commands: {
    dev: [{ run: 'nuxt dev', exec: true }],
    build: [{ run: 'nuxt build', exec: true }],
  },
  folders: [
    { path: 'pages', role: 'pages' },
    { path: 'app/pages', role: 'pages' },
    { path: 'components', role: 'components' },
    { path: 'app/components', role: 'components' },
    { path: 'composables', role: 'lib' },
    { path: 'server/api', role: 'api' },
    { path: 'server', role: 'services' },
    { path: 'public', role: 'assets' },
  ],
} satisfies DetectorInput;
