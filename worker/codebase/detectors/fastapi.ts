import type { DetectorInput } from '../detector-record';

/** FastAPI: typed HTTP APIs with Pydantic models, served by Uvicorn. */
export default {
  id: 'fastapi',
  name: 'FastAPI',
  kind: 'framework',
  ecosystem: 'python',
  evidence: [{ dependency: 'fastapi' }],
  priority: 70,
  extensions: ['py'],
  commands: {
    dev: [
      {
        run: 'fastapi dev',
        exec: true,
        when: [{ dependency: 'fastapi-cli' }, { file: '**/pyproject.toml', contains: 'fastapi[standard' }],
      },
      { run: 'uvicorn main:app --reload', exec: true },
    ],
  },
  facts: [{ when: [{ dependency: 'alembic' }], set: { orm: 'SQLAlchemy with Alembic migrations' } }],
  folders: [
    { path: 'app', role: 'source' },
    { path: 'app/api', role: 'api' },
    { path: 'app/routers', role: 'routes' },
    { path: 'app/models', role: 'models' },
    { path: 'alembic', role: 'migrations' },
  ],
} satisfies DetectorInput;
