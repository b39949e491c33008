import type { DetectorInput } from '../detector-record';

/** Prisma: the data model in `schema.prisma`, its provider the database. */
export default {
  id: 'prisma',
  name: 'Prisma',
  kind: 'tool',
  ecosystem: 'node',
  evidence: [{ path: '**/schema.prisma' }, { dependency: 'prisma' }],
  facts: [
    { when: [{ path: '**/schema.prisma' }], set: { orm: 'Prisma' } },
    { when: [{ file: '**/schema.prisma', contains: 'provider = "postgresql"' }], set: { database: 'PostgreSQL' } },
    { when: [{ file: '**/schema.prisma', contains: 'provider = "sqlite"' }], set: { database: 'SQLite' } },
    { when: [{ file: '**/schema.prisma', contains: 'provider = "mysql"' }], set: { database: 'MySQL' } },
    { when: [{ file: '**/schema.prisma', contains: 'provider = "mongodb"' }], set: { database: 'MongoDB' } },
  ],
  folders: [{ path: 'prisma', role: 'migrations' }],
  tables: [{ file: '**/schema.prisma', pattern: '^model\\s+(\\w+)\\s*\\{' }],
} satisfies DetectorInput;
