import type { DetectorInput } from '../detector-record';

/** Ruby with Bundler: gems listed in the Gemfile. */
export default {
  id: 'ruby',
  name: 'Ruby',
  kind: 'ecosystem',
  evidence: [{ path: '**/Gemfile' }, { path: '*.gemspec' }],
  priority: 8,
  language: 'Ruby',
  extensions: ['rb', 'erb', 'rake'],
  manifests: [{ path: '**/Gemfile', patterns: ['^\\s*gem\\s+["\']([^"\']+)["\']'] }],
  packageManagers: [{ name: 'Bundler', install: 'bundle install', exec: 'bundle exec {command}' }],
  commands: {
    test: [
      { run: 'rspec', exec: true, when: [{ dependency: 'rspec' }, { dependency: 'rspec-rails' }, { path: '.rspec' }] },
      { run: 'rake test', exec: true, when: [{ dependency: 'minitest' }, { path: 'Rakefile' }] },
    ],
    lint: [
      { run: 'standardrb', exec: true, when: [{ dependency: 'standard' }, { path: '.standard.yml' }] },
      { run: 'rubocop', exec: true, when: [{ dependency: 'rubocop' }, { dependency: 'rubocop-*' }, { path: '.rubocop.yml' }] },
    ],
  },
  facts: [
    { when: [{ dependency: 'rspec' }, { dependency: 'rspec-rails' }], set: { testFramework: 'RSpec' } },
    { when: [{ dependency: 'minitest' }], set: { testFramework: 'Minitest' } },
    { when: [{ dependency: 'pg' }], set: { database: 'PostgreSQL' } },
    { when: [{ dependency: 'mysql2' }, { dependency: 'trilogy' }], set: { database: 'MySQL' } },
    { when: [{ dependency: 'sqlite3' }], set: { database: 'SQLite' } },
    { when: [{ dependency: 'devise' }], set: { auth: 'Devise' } },
    { when: [{ dependency: 'omniauth' }, { dependency: 'omniauth-*' }], set: { auth: 'OmniAuth' } },
    { when: [{ dependency: 'bcrypt' }], set: { auth: 'has_secure_password (bcrypt)' } },
    { when: [{ dependency: 'tailwindcss-rails' }], set: { styling: 'Tailwind CSS' } },
  ],
  folders: [
    { path: 'lib', role: 'lib' },
    { path: 'spec', role: 'tests' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
