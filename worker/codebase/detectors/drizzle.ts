import type { DetectorInput } from '../detector-record';

/** Drizzle ORM: its config names the dialect; migrations live beside it. */
export default {
  id: 'drizzle',
  name: 'Drizzle ORM',
  kind: 'tool',
  ecosystem: 'node',
  evidence: [{ path: 'drizzle.config.{ts,js,mjs,json}' }],
  facts: [
    {
      when: [
        { file: 'drizzle.config.*', contains: "'sqlite'" },
        { file: 'drizzle.config.*', contains: '"sqlite"' },
      ],
      set: { orm: 'Drizzle ORM', database: 'SQLite' },
    },
    { when: [{ file: 'drizzle.config.*', contains: 'postgresql' }], set: { orm: 'Drizzle ORM', database: 'PostgreSQL' } },
    { when: [{ file: 'drizzle.config.*', contains: 'mysql' }], set: { orm: 'Drizzle ORM', database: 'MySQL' } },
    { when: [{ file: 'drizzle.config.*', contains: "'turso'" }], set: { orm: 'Drizzle ORM', database: 'Turso (libSQL)' } },
  ],
  folders: [{ path: 'drizzle', role: 'migrations' }],
} satisfies DetectorInput;
