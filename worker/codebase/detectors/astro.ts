import type { DetectorInput } from '../detector-record';

/** Astro: content-driven sites with pages under `src/pages`. */
export default {
  id: 'astro',
  name: 'Astro',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: 'astro' }, { path: 'astro.config.{js,mjs,ts}' }],
  priority: 70,
  extensions: ['astro', 'ts', 'tsx', 'js', 'md', 'mdx'],
  commands: {
    dev: [{ run: 'astro dev', exec: true }],
    build: [{ run: 'astro build', exec: true }],
    lint: [{ run: 'astro check', exec: true, when: [{ dependency: '@astrojs/check' }] }],
  },
  facts: [
    { when: [{ dependency: '@astrojs/vercel' }], set: { hosting: 'Vercel' } },
    { when: [{ dependency: '@astrojs/netlify' }], set: { hosting: 'Netlify' } },
    { when: [{ dependency: '@astrojs/cloudflare' }], set: { hosting: 'Cloudflare Pages' } },
  ],
  folders: [
    { path: 'src/pages', role: 'pages' },
    { path: 'src/components', role: 'components' },
    { path: 'src/layouts', role: 'views' },
    { path: 'src/content', role: 'assets' },
    { path: 'public', role: 'assets' },
  ],
} satisfies DetectorInput;
