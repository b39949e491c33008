/** The layering is enforced by lint (eslint.config.js): a deliberate violation in each layer must fail it. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint reports for `code`, linted as if it were the file at `path`. */
async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['web/pages/Example.tsx', "import { PLAN_LIMITS } from '../../worker/services/quota';\nexport const x = PLAN_LIMITS;"],
    ['web/lib/api.ts', "import { app } from '../../worker/app';\nexport const x = app;"],
    ['common/example.ts', "import type { SubscriptionDto } from '../worker/db/dto';\nexport type X = SubscriptionDto;"],
    ['common/example.ts', "import { useMe } from '../web/lib/auth';\nexport const x = useMe;"],
    ['worker/routes/example.ts', "import { profiles } from '../db/schema';\nexport const x = profiles;"],
    ['worker/ai/composer/example.ts', "import { insertPrompt } from '../../db/queries/prompts';\nexport const x = insertPrompt;"],
    ['worker/ai/knowledge/example.ts', "import { ai } from '../../routes/ai';\nexport const x = ai;"],
  ])('%s: a forbidden import fails lint', async (path, code) => {
    expect(await violations(path, code)).not.toEqual([]);
  });

  it.each([
    ['web/lib/api.ts', "import type { AppType } from '../../worker/app';\nexport type X = AppType;"],
    ['web/pages/Example.tsx', "import { PLANS } from '../../common/plans';\nexport const x = PLANS;"],
    ['worker/routes/example.ts', "import { insertPrompt } from '../db/queries/prompts';\nexport const x = insertPrompt;"],
    ['worker/ai/composer/example.ts', "import { PLANS } from '../../../common/plans';\nexport const x = PLANS;"],
  ])('%s: an allowed import passes', async (path, code) => {
    expect(await violations(path, code)).toEqual([]);
  });
});
