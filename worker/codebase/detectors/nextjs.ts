import type { DetectorInput } from '../detector-record';

/** Next.js: React with file-system routing (the App Router's `app/`, the Pages Router's `pages/`). */
export default {
  id: 'nextjs',
  name: 'Next.js',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'next' }, { path: 'next.config.{js,mjs,cjs,ts}' }],
  priority: 80,
  extensions: ['ts', 'tsx', 'js', 'jsx', 'mdx'],
  commands: {
    dev: [{ run: 'next dev', exec: true }],
    build: [{ run: 'next build', exec: true }],
    lint: [{ run: 'next lint', exec: true }],
  },
  facts: [{ when: [{ path: 'vercel.json' }], set: { hosting: 'Vercel' } }],
  folders: [
    { path: 'app', role: 'routes' },
    { path: 'src/app', role: 'routes' },
    { path: 'app/api', role: 'api' },
    { path: 'src/app/api', role: 'api' },
    { path: 'pages', role: 'pages' },
    { path: 'src/pages', role: 'pages' },
    { path: 'pages/api', role: 'api' },
    { path: 'components', role: 'components' },
    { path: 'src/components', role: 'components' },
    { path: 'lib', role: 'lib' },
    { path: 'src/lib', role: 'lib' },
    { path: 'public', role: 'assets' },
  ],
} satisfies DetectorInput;
