import type { DetectorInput } from '../detector-record';

/** Rust with Cargo: crates listed in Cargo.toml. */
export default {
  id: 'rust',
  name: 'Rust',
  kind: 'ecosystem',
  evidence: [{ path: '**/Cargo.toml' }],
  priority: 8,
  language: 'Rust',
  extensions: ['rs'],
  manifests: [{ path: '**/Cargo.toml', patterns: ['^([A-Za-z0-9_-]+)\\s*=\\s*(?:"|\\{)'] }],
  packageManagers: [{ name: 'Cargo', install: 'cargo build', exec: 'cargo {command}' }],
  commands: {
    dev: [{ run: 'cargo run' }],
    build: [{ run: 'cargo build --release' }],
    test: [{ run: 'cargo test --workspace', when: [{ file: 'Cargo.toml', contains: '[workspace]' }] }, { run: 'cargo test' }],
    lint: [{ run: 'cargo clippy --workspace', when: [{ file: 'Cargo.toml', contains: '[workspace]' }] }, { run: 'cargo clippy' }],
  },
  sets: { testFramework: 'cargo test' },
  facts: [
    { when: [{ dependency: 'diesel' }], set: { orm: 'Diesel' } },
    { when: [{ dependency: 'sea-orm' }], set: { orm: 'SeaORM' } },
    { when: [{ dependency: 'sqlx' }], set: { orm: 'SQLx' } },
    { when: [{ dependency: 'tokio-postgres' }, { dependency: 'postgres' }], set: { database: 'PostgreSQL' } },
    { when: [{ dependency: 'rusqlite' }], set: { database: 'SQLite' } },
  ],
  folders: [
    { path: 'src', role: 'source' },
    { path: 'crates', role: 'lib' },
    { path: 'tests', role: 'tests' },
    { path: 'benches', role: 'tests' },
  ],
} satisfies DetectorInput;
