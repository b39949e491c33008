import type { DetectorInput } from '../detector-record';

/** Python: pip, uv, Poetry, Pipenv or PDM, from the lockfile or pyproject.toml beside the code. */
export default {
  id: 'python',
  name: 'Python',
  kind: 'ecosystem',
  evidence: [
    { path: '**/pyproject.toml' },
    { path: '**/requirements*.txt' },
    { path: '**/requirements/*.txt' },
    { path: '**/Pipfile' },
    { path: '**/setup.cfg' },
    { path: 'manage.py' },
  ],
  priority: 8,
  language: 'Python',
  extensions: ['py', 'pyi', 'html'],
  manifests: [
    {
      path: '**/pyproject.toml',
      patterns: [
        // PEP 621 lists and dependency groups: "django==6.1", "psycopg[binary]>=3".
        '^\\s*["\']([A-Za-z0-9][A-Za-z0-9._-]*)\\s*(?:\\[[^\\]]*\\])?\\s*(?:[<>=!~;@ ,]|["\'])',
        // Poetry tables: django = "^5.0".
        '^([A-Za-z0-9][A-Za-z0-9._-]*)\\s*=\\s*["{]',
      ],
    },
    { path: '**/requirements*.txt', patterns: ['^\\s*([A-Za-z0-9][A-Za-z0-9._-]*)'] },
    { path: '**/requirements/*.txt', patterns: ['^\\s*([A-Za-z0-9][A-Za-z0-9._-]*)'] },
    { path: '**/Pipfile', patterns: ['^([A-Za-z0-9][A-Za-z0-9._-]*)\\s*=\\s*["{*]'] },
    { path: '**/setup.cfg', patterns: ['^\\s+([A-Za-z0-9][A-Za-z0-9._-]*)\\s*(?:[<>=!~\\[]|$)'] },
  ],
  packageManagers: [
    { name: 'uv', when: [{ path: 'uv.lock' }], install: 'uv sync', exec: 'uv run {command}' },
    {
      name: 'Poetry',
      when: [{ path: 'poetry.lock' }, { file: 'pyproject.toml', contains: '[tool.poetry]' }],
      install: 'poetry install',
      exec: 'poetry run {command}',
    },
    { name: 'PDM', when: [{ path: 'pdm.lock' }], install: 'pdm install', exec: 'pdm run {command}' },
    { name: 'Pipenv', when: [{ path: 'Pipfile' }], install: 'pipenv install --dev', exec: 'pipenv run {command}' },
    { name: 'pip', when: [{ path: 'requirements.txt' }], install: 'pip install -r requirements.txt', exec: '{command}' },
    { name: 'pip', install: 'pip install -e .', exec: '{command}' },
  ],
  commands: {
    test: [
      {
        run: 'pytest',
        exec: true,
        when: [
          { dependency: 'pytest' },
          { path: 'pytest.ini' },
          { path: 'conftest.py' },
          { file: 'pyproject.toml', contains: '[tool.pytest' },
        ],
      },
      { run: 'tox', when: [{ path: 'tox.ini' }] },
    ],
    lint: [
      {
        run: 'ruff check .',
        exec: true,
        when: [
          { path: 'ruff.toml' },
          { path: '.ruff.toml' },
          { file: 'pyproject.toml', contains: '[tool.ruff' },
          { dependency: 'ruff' },
        ],
      },
      {
        run: 'flake8',
        exec: true,
        when: [{ path: '.flake8' }, { dependency: 'flake8' }, { file: 'setup.cfg', contains: '[flake8]' }],
      },
      { run: 'pylint .', exec: true, when: [{ dependency: 'pylint' }] },
    ],
  },
  facts: [
    {
      when: [{ dependency: 'pytest' }, { path: 'pytest.ini' }, { file: 'pyproject.toml', contains: '[tool.pytest' }],
      set: { testFramework: 'pytest' },
    },
    { when: [{ dependency: 'sqlmodel' }], set: { orm: 'SQLModel' } },
    { when: [{ dependency: 'sqlalchemy' }, { dependency: 'flask-sqlalchemy' }], set: { orm: 'SQLAlchemy' } },
    { when: [{ dependency: 'tortoise-orm' }], set: { orm: 'Tortoise ORM' } },
    { when: [{ dependency: 'peewee' }], set: { orm: 'Peewee' } },
    {
      when: [{ dependency: 'psycopg' }, { dependency: 'psycopg2' }, { dependency: 'psycopg2-binary' }, { dependency: 'asyncpg' }],
      set: { database: 'PostgreSQL' },
    },
    { when: [{ dependency: 'mysqlclient' }, { dependency: 'pymysql' }], set: { database: 'MySQL' } },
    { when: [{ dependency: 'pymongo' }, { dependency: 'motor' }], set: { database: 'MongoDB' } },
    { when: [{ dependency: 'django-allauth' }], set: { auth: 'django-allauth' } },
    { when: [{ dependency: 'flask-login' }], set: { auth: 'Flask-Login' } },
    { when: [{ dependency: 'pyjwt' }, { dependency: 'python-jose' }], set: { auth: 'JWT tokens' } },
  ],
  folders: [
    { path: 'src', role: 'source' },
    { path: 'tests', role: 'tests' },
    { path: 'test', role: 'tests' },
  ],
} satisfies DetectorInput;
