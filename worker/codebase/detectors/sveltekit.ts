import type { DetectorInput } from '../detector-record';

/** SvelteKit: Svelte with file-system routing under `src/routes`. */
export default {
  id: 'sveltekit',
  name: 'SvelteKit',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: '@sveltejs/kit' }],
  priority: 80,
  extensions: ['svelte', 'ts', 'js'],
  commands: {
    dev: [{ run: 'vite dev', exec: true }],
    build: [{ run: 'vite build', exec: true }],
    test: [{ run: 'vitest run', exec: true, when: [{ dependency: 'vitest' }] }],
  },
  facts: [
    { when: [{ dependency: '@sveltejs/adapter-vercel' }], set: { hosting: 'Vercel' } },
    { when: [{ dependency: '@sveltejs/adapter-netlify' }], set: { hosting: 'Netlify' } },
    { when: [{ dependency: '@sveltejs/adapter-cloudflare' }], set: { hosting: 'Cloudflare Pages' } },
    { when: [{ dependency: '@sveltejs/adapter-node' }], set: { hosting: 'A Node.js server' } },
  ],
  folders: [
    { path: 'src/routes', role: 'routes' },
    { path: 'src/lib', role: 'lib' },
    { path: 'src/lib/components', role: 'components' },
    { path: 'src/lib/server', role: 'services' },
    { path: 'static', role: 'assets' },
  ],
} satisfies DetectorInput;
