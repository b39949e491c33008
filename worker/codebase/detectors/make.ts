import type { DetectorInput } from '../detector-record';

/** A Makefile: its targets are how the repository itself says to test, lint and run it. */
export default {
  id: 'make',
  name: 'Make',
  kind: 'tool',
  evidence: [{ path: 'Makefile' }],
  scripts: {
    path: 'Makefile',
    run: 'make {script}',
    names: {
      install: ['install', 'setup', 'deps'],
      dev: ['dev', 'run', 'serve', 'start'],
      build: ['build'],
      test: ['test', 'tests'],
      lint: ['lint'],
    },
  },
} satisfies DetectorInput;
