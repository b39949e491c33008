import type { DetectorInput } from '../detector-record';

/** Continuous integration: which service runs the repository's checks. */
export default {
  id: 'ci',
  name: 'Continuous integration',
  kind: 'tool',
  evidence: [
    { path: '.github/workflows/*.{yml,yaml}' },
    { path: '.gitlab-ci.yml' },
    { path: '.circleci/config.yml' },
    { path: 'azure-pipelines.yml' },
    { path: 'bitbucket-pipelines.yml' },
  ],
  facts: [
    { when: [{ path: '.github/workflows/*.{yml,yaml}' }], set: { ci: 'GitHub Actions' } },
    { when: [{ path: '.gitlab-ci.yml' }], set: { ci: 'GitLab CI' } },
    { when: [{ path: '.circleci/config.yml' }], set: { ci: 'CircleCI' } },
    { when: [{ path: 'azure-pipelines.yml' }], set: { ci: 'Azure Pipelines' } },
    { when: [{ path: 'bitbucket-pipelines.yml' }], set: { ci: 'Bitbucket Pipelines' } },
  ],
} satisfies DetectorInput;
