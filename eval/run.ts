/**
 * npm run eval [-- --generator composer|llm] [--corpus corpus|holdout|all] [--limit N] [--out FILE]
 * Writes eval/RESULTS.md (or FILE) and prints the summary. The LLM generator reads OPENAI_API_KEY, AI_BASE_URL and
 * AI_MODEL from the environment.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { corpus, holdout, original } from './sets';
import { runEval } from './harness';
import { renderReport } from './report';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const generator = option('generator', 'composer');
if (generator !== 'composer' && generator !== 'llm') throw new Error('--generator is composer or llm');
if (generator === 'llm' && !process.env.OPENAI_API_KEY)
  throw new Error('--generator llm needs OPENAI_API_KEY (and AI_BASE_URL, AI_MODEL).');
const which = option('corpus', 'corpus');
const all = which === 'holdout' ? holdout : which === 'original' ? original : which === 'all' ? [...corpus, ...holdout] : corpus;
const cases = all.slice(0, Number(option('limit', String(all.length))));
const out = option(
  'out',
  which === 'corpus' && generator === 'composer' ? 'eval/RESULTS.md' : `eval/RESULTS-${which}-${generator}.md`,
);

const { results, summary } = await runEval({ generator, cases, env: process.env });
const judgement = existsSync('eval/JUDGEMENT.md') ? readFileSync('eval/JUDGEMENT.md', 'utf8').trim() : undefined;
writeFileSync(
  out,
  renderReport(generator, `eval/${which === 'all' ? 'corpus + holdout' : which}.ts`, results, summary, judgement),
);
console.log(JSON.stringify(summary, null, 2));
console.log(`Written to ${out}`);
