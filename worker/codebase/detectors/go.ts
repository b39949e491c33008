import type { DetectorInput } from '../detector-record';

/** Go modules: go.mod at the module's root. */
export default {
  id: 'go',
  name: 'Go',
  kind: 'ecosystem',
  evidence: [{ path: '**/go.mod' }],
  priority: 8,
  language: 'Go',
  extensions: ['go'],
  manifests: [{ path: '**/go.mod', patterns: ['^\\s*(?:require\\s+)?([a-z0-9.-]+\\.[a-z]{2,}/[^\\s]+)\\s+v'] }],
  packageManagers: [{ name: 'Go modules', install: 'go mod download', exec: '{command}' }],
  commands: {
    dev: [{ run: 'go run .', when: [{ path: 'main.go' }] }],
    build: [{ run: 'go build ./...' }],
    test: [{ run: 'go test ./...' }],
    lint: [
      { run: 'golangci-lint run', when: [{ path: '.golangci.{yml,yaml,toml}' }, { path: 'golangci.{yml,yaml,toml}' }] },
      { run: 'go vet ./...' },
    ],
  },
  sets: { testFramework: 'Go testing package' },
  facts: [
    { when: [{ dependency: 'github.com/stretchr/testify' }], set: { testFramework: 'Go testing with testify' } },
    { when: [{ dependency: 'gorm.io/gorm' }], set: { orm: 'GORM' } },
    { when: [{ dependency: 'entgo.io/ent' }], set: { orm: 'ent' } },
    { when: [{ dependency: 'github.com/pocketbase/dbx' }], set: { orm: 'dbx' } },
    { when: [{ dependency: 'github.com/jackc/pgx*' }, { dependency: 'github.com/lib/pq' }], set: { database: 'PostgreSQL' } },
    { when: [{ dependency: 'github.com/go-sql-driver/mysql' }], set: { database: 'MySQL' } },
    { when: [{ dependency: 'modernc.org/sqlite' }, { dependency: 'github.com/mattn/go-sqlite3' }], set: { database: 'SQLite' } },
    { when: [{ dependency: 'github.com/golang-jwt/jwt*' }], set: { auth: 'JWT tokens (golang-jwt)' } },
  ],
  folders: [
    { path: 'cmd', role: 'source' },
    { path: 'internal', role: 'lib' },
    { path: 'pkg', role: 'lib' },
    { path: 'api', role: 'api' },
    { path: 'migrations', role: 'migrations' },
  ],
} satisfies DetectorInput;
