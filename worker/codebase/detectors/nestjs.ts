import type { DetectorInput } from '../detector-record';

/** NestJS: a Node.js server framework of modules, controllers and providers. */
export default {
  id: 'nestjs',
  name: 'NestJS',
  kind: 'framework',
  ecosystem: 'node',
  evidence: [{ dependency: '@nestjs/core' }, { path: 'nest-cli.json' }],
  priority: 70,
  extensions: ['ts', 'js'],
  commands: {
    dev: [{ run: 'nest start --watch', exec: true }],
    build: [{ run: 'nest build', exec: true }],
  },
  folders: [
    { path: 'src', role: 'source' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
