/** What the local OpenAI-compatible server answers (shared with the tests that assert on it). */
export const MOCK_PROMPT_CHUNKS = [
  '# Build prompt\n\n',
  'You are building ',
  'a sales dashboard. ',
  'Follow every decision below.\n',
];
export const MOCK_FEATURES = [
  'KPI Cards',
  'Revenue Chart',
  'Date Range Filter',
  'CSV Export',
  'Team Roles',
  'Alerts',
  'Saved Views',
  'Dark Mode',
  'kpi cards',
];
