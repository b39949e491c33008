import type { DetectorInput } from '../detector-record';

/** Laravel: MVC under `app/`, routes in `routes/`, Eloquent models and migrations, run through `php artisan`. */
export default {
  id: 'laravel',
  name: 'Laravel',
  kind: 'framework',
  ecosystem: 'php',
  evidence: [{ dependency: 'laravel/framework' }, { path: 'artisan' }],
  priority: 80,
  extensions: ['php', 'js', 'ts', 'vue'],
  commands: {
    dev: [{ run: 'php artisan serve' }],
    test: [{ run: 'php artisan test' }],
  },
  sets: { orm: 'Eloquent' },
  facts: [
    { when: [{ dependency: 'laravel/breeze' }], set: { auth: 'Laravel Breeze' } },
    { when: [{ dependency: 'laravel/jetstream' }], set: { auth: 'Laravel Jetstream' } },
    { when: [{ dependency: 'laravel/fortify' }], set: { auth: 'Laravel Fortify' } },
    { when: [{ dependency: 'laravel/sanctum' }], set: { auth: 'Laravel Sanctum' } },
    { when: [{ dependency: 'livewire/livewire' }], set: { styling: 'Livewire with Blade' } },
    { when: [{ file: 'package.json', contains: '"tailwindcss"' }], set: { styling: 'Tailwind CSS' } },
  ],
  folders: [
    { path: 'app/Http/Controllers', role: 'controllers' },
    { path: 'app/Models', role: 'models' },
    { path: 'routes', role: 'routes' },
    { path: 'resources/views', role: 'views' },
    { path: 'resources/js', role: 'components' },
    { path: 'database/migrations', role: 'migrations' },
    { path: 'app', role: 'source' },
    { path: 'tests', role: 'tests' },
    { path: 'config', role: 'config' },
  ],
} satisfies DetectorInput;
