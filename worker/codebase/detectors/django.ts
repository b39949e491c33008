import type { DetectorInput } from '../detector-record';

/** Django: apps of models, views, templates and migrations, run through manage.py. */
export default {
  id: 'django',
  name: 'Django',
  kind: 'framework',
  ecosystem: 'python',
  evidence: [{ dependency: 'django' }, { path: 'manage.py' }],
  priority: 80,
  extensions: ['py', 'html'],
  commands: {
    dev: [{ run: 'python manage.py runserver', exec: true, when: [{ path: 'manage.py' }] }],
    test: [{ run: 'python manage.py test', exec: true, when: [{ path: 'manage.py' }] }],
  },
  sets: { orm: 'Django ORM', auth: 'Django authentication (django.contrib.auth)', testFramework: 'Django test runner' },
  folders: [
    { path: 'templates', role: 'views' },
    { path: 'static', role: 'assets' },
  ],
} satisfies DetectorInput;
