import type { DetectorInput } from '../detector-record';

/** Docker Compose: the services a repository runs beside its code name its database. */
export default {
  id: 'compose',
  name: 'Docker Compose',
  kind: 'tool',
  evidence: [{ path: '{docker-compose,compose}.{yml,yaml}' }],
  facts: [
    { when: [{ file: '{docker-compose,compose}.{yml,yaml}', contains: 'image: postgres' }], set: { database: 'PostgreSQL' } },
    { when: [{ file: '{docker-compose,compose}.{yml,yaml}', contains: 'image: mysql' }], set: { database: 'MySQL' } },
    { when: [{ file: '{docker-compose,compose}.{yml,yaml}', contains: 'image: mariadb' }], set: { database: 'MariaDB' } },
    { when: [{ file: '{docker-compose,compose}.{yml,yaml}', contains: 'image: mongo' }], set: { database: 'MongoDB' } },
  ],
} satisfies DetectorInput;
