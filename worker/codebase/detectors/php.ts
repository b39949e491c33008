import type { DetectorInput } from '../detector-record';

/** PHP with Composer: packages listed in composer.json, scripts run with `composer run`. */
export default {
  id: 'php',
  name: 'PHP',
  kind: 'ecosystem',
  evidence: [{ path: '**/composer.json' }],
  priority: 8,
  language: 'PHP',
  extensions: ['php'],
  manifests: [{ path: '**/composer.json', json: ['require', 'require-dev'] }],
  packageManagers: [
    {
      name: 'Composer',
      install: 'composer install',
      run: 'composer run {script}',
      test: 'composer test',
      exec: 'vendor/bin/{command}',
    },
  ],
  scripts: {
    path: 'composer.json',
    json: 'scripts',
    names: { dev: ['dev', 'serve'], test: ['test'], lint: ['lint', 'cs', 'phpcs', 'analyse'] },
  },
  commands: {
    test: [
      { run: 'pest', exec: true, when: [{ dependency: 'pestphp/pest' }] },
      { run: 'phpunit', exec: true, when: [{ dependency: 'phpunit/phpunit' }, { path: 'phpunit.xml*' }] },
    ],
    lint: [
      { run: 'pint --test', exec: true, when: [{ dependency: 'laravel/pint' }] },
      { run: 'phpstan analyse', exec: true, when: [{ dependency: 'phpstan/phpstan' }, { dependency: 'larastan/larastan' }] },
      { run: 'php-cs-fixer fix --dry-run', exec: true, when: [{ dependency: 'friendsofphp/php-cs-fixer' }] },
      { run: 'phpcs', exec: true, when: [{ dependency: 'squizlabs/php_codesniffer' }] },
    ],
  },
  facts: [
    { when: [{ dependency: 'pestphp/pest' }], set: { testFramework: 'Pest' } },
    { when: [{ dependency: 'phpunit/phpunit' }], set: { testFramework: 'PHPUnit' } },
    { when: [{ dependency: 'doctrine/orm' }], set: { orm: 'Doctrine ORM' } },
  ],
  folders: [
    { path: 'src', role: 'source' },
    { path: 'tests', role: 'tests' },
  ],
} satisfies DetectorInput;
