-- Seed the AI engines (spec section 3). INSERT OR IGNORE keeps re-runs harmless.
INSERT OR IGNORE INTO `ai_engines` (`name`, `api_endpoint`, `is_active`) VALUES
  ('ChatGPT', 'chatgpt', 1),
  ('Claude', 'claude', 1),
  ('Gemini', 'gemini', 1),
  ('Lovable', 'lovable', 1),
  ('Cursor', 'cursor', 1),
  ('GPT-5', 'gpt-5', 1);
