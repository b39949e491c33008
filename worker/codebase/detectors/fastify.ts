import type { DetectorInput } from '../detector-record';

/** Fastify: an HTTP server for Node.js; routes and middleware in plain modules. */
export default {
  id: 'fastify',
  name: 'Fastify',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'fastify' }],
  priority: 30,
  extensions: ['ts', 'js', 'mjs', 'cjs'],
  folders: [
    { path: 'src/routes', role: 'routes' },
    { path: 'routes', role: 'routes' },
    { path: 'src/middleware', role: 'services' },
    { path: 'src/services', role: 'services' },
    { path: 'src/models', role: 'models' },
    { path: 'models', role: 'models' },
  ],
} satisfies DetectorInput;
