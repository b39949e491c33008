/**
 * The targets `migrations/0001_seed_engines.sql` seeds, in the order `/api/engines` answers (by name, case-insensitive).
 * The prerendered home shows them before any script runs, and the app until `/api/engines` answers; a Worker test
 * checks them against the seeded database.
 */
export const SEEDED_TARGETS = [
  { name: 'ChatGPT', api_endpoint: 'chatgpt' },
  { name: 'Claude', api_endpoint: 'claude' },
  { name: 'Cursor', api_endpoint: 'cursor' },
  { name: 'Gemini', api_endpoint: 'gemini' },
  { name: 'GPT-5', api_endpoint: 'gpt-5' },
  { name: 'Lovable', api_endpoint: 'lovable' },
] as const;
