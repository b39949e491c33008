import type { DetectorInput } from '../detector-record';

/** Plain SQL schema and migration files (Supabase, Flyway, hand-written): the tables they create. */
export default {
  id: 'sql',
  name: 'SQL migrations',
  kind: 'tool',
  evidence: [{ path: '**/migrations/*.sql' }, { path: '**/schema.sql' }, { path: '**/structure.sql' }],
  facts: [{ when: [{ path: 'supabase/**' }], set: { database: 'Supabase (PostgreSQL)' } }],
  folders: [
    { path: 'supabase/migrations', role: 'migrations' },
    { path: 'migrations', role: 'migrations' },
    { path: 'db/migrations', role: 'migrations' },
  ],
  tables: [
    {
      file: '**/{schema,structure,*migrations/*}.sql',
      pattern: 'create\\s+table\\s+(?:if\\s+not\\s+exists\\s+)?(?:"?\\w+"?\\.)?"?(\\w+)"?',
    },
  ],
} satisfies DetectorInput;
