import type { DetectorInput } from '../detector-record';

/** Ruby on Rails: MVC under `app/`, the schema in `db/schema.rb`, run through `bin/rails`. */
export default {
  id: 'rails',
  name: 'Ruby on Rails',
  kind: 'framework',
  ecosystem: 'ruby',
  evidence: [{ dependency: 'rails' }, { dependency: 'railties' }, { path: 'config/application.rb' }],
  priority: 80,
  extensions: ['rb', 'erb', 'haml', 'slim'],
  commands: {
    dev: [{ run: 'bin/dev', when: [{ path: 'bin/dev' }] }, { run: 'bin/rails server' }],
    test: [{ run: 'bin/rails test' }],
  },
  sets: { orm: 'Active Record', testFramework: 'Minitest' },
  folders: [
    { path: 'app/controllers', role: 'controllers' },
    { path: 'app/models', role: 'models' },
    { path: 'app/views', role: 'views' },
    { path: 'app/javascript', role: 'components' },
    { path: 'app/jobs', role: 'services' },
    { path: 'app/mailers', role: 'services' },
    { path: 'db/migrate', role: 'migrations' },
    { path: 'config', role: 'config' },
  ],
  tables: [{ file: '**/db/schema.rb', pattern: '^\\s*create_table\\s+"(\\w+)"' }],
} satisfies DetectorInput;
