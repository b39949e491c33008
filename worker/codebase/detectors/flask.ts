import type { DetectorInput } from '../detector-record';

/** Flask: a small Python web framework of blueprints and Jinja templates. */
export default {
  id: 'flask',
  name: 'Flask',
  kind: 'framework',
  ecosystem: 'python',
  evidence: [{ dependency: 'flask' }],
  priority: 60,
  extensions: ['py', 'html'],
  commands: {
    dev: [{ run: 'flask run --debug', exec: true }],
  },
  facts: [{ when: [{ dependency: 'flask-migrate' }], set: { orm: 'SQLAlchemy with Flask-Migrate' } }],
  folders: [
    { path: 'templates', role: 'views' },
    { path: 'static', role: 'assets' },
  ],
} satisfies DetectorInput;
