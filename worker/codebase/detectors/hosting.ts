import type { DetectorInput } from '../detector-record';

/** Where a repository deploys, from its platform's own configuration file. */
export default {
  id: 'hosting',
  name: 'Hosting configuration',
  kind: 'tool',
  evidence: [
    { path: 'vercel.json' },
    { path: 'netlify.toml' },
    { path: 'fly.toml' },
    { path: 'render.yaml' },
    { path: 'railway.json' },
    { path: 'wrangler.{toml,json,jsonc}' },
    { path: 'firebase.json' },
    { path: 'app.yaml' },
    { path: 'Procfile' },
    { path: 'k8s/**' },
    { path: 'Dockerfile' },
  ],
  facts: [
    { when: [{ path: 'vercel.json' }], set: { hosting: 'Vercel' } },
    { when: [{ path: 'netlify.toml' }], set: { hosting: 'Netlify' } },
    { when: [{ path: 'fly.toml' }], set: { hosting: 'Fly.io' } },
    { when: [{ path: 'render.yaml' }], set: { hosting: 'Render' } },
    { when: [{ path: 'railway.json' }], set: { hosting: 'Railway' } },
    { when: [{ path: 'wrangler.{toml,json,jsonc}' }], set: { hosting: 'Cloudflare Workers' } },
    { when: [{ path: 'firebase.json' }], set: { hosting: 'Firebase Hosting' } },
    { when: [{ path: 'app.yaml' }], set: { hosting: 'Google App Engine' } },
    { when: [{ path: 'Procfile' }], set: { hosting: 'Heroku (Procfile)' } },
    { when: [{ path: 'k8s/**' }], set: { hosting: 'Kubernetes' } },
    { when: [{ path: 'Dockerfile' }], set: { hosting: 'Docker containers' } },
  ],
} satisfies DetectorInput;
