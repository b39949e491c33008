/**
 * npm run eval:transcripts [-- --corpus holdout|corpus|original] [--file DESCRIPTIONS.json] [--limit N] [--out FILE]
 * `--file` reads a JSON array of descriptions nobody has tuned for (written by someone who has not seen the knowledge).
 * Writes each interview as a user sees it (the read-back, the first round of suggestions, every question asked with
 * its options and recommendation), and nothing of the knowledge behind it: what a blind judge reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { EvalCase } from './case';
import { runEval } from './harness';
import { corpus, holdout, original } from './sets';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const file = option('file', '');
const which = file ? 'file' : option('corpus', 'holdout');
const fromFile = (path: string): EvalCase[] =>
  z
    .array(z.string().min(1))
    .parse(JSON.parse(readFileSync(path, 'utf8')))
    .map((description, i) => ({ id: `file-${i + 1}`, description, language: 'en', terms: [], named: [] }));
const set = file ? fromFile(file) : which === 'corpus' ? corpus : which === 'original' ? original : holdout;
const cases = set.slice(0, Number(option('limit', String(set.length))));
const out = option('out', `eval/transcripts-${which}.md`);

const { results } = await runEval({ generator: 'composer', cases });
const blocks = results.map((r, i) =>
  [
    `## Interview ${i + 1}`,
    '',
    `**The user wrote:** ${r.description}`,
    '',
    `**What we understood:** ${r.readBack.summary} Field: ${r.readBack.field?.name ?? 'none'}.`,
    '',
    `**Suggested features (first round):** ${r.firstRound.join(' · ')}`,
    '',
    `**Selected:** ${r.selected.join(' · ')}`,
    '',
    '**Questions asked:**',
    '',
    ...r.questions.map(
      (q, n) => `${n + 1}. ${q.text} [${(q.options ?? ['Yes', 'No']).join(' / ')}] — recommended: ${q.recommended}`,
    ),
    '',
  ].join('\n'),
);
writeFileSync(out, `# Interviews (${which}, ${results.length})\n\n${blocks.join('\n')}`);
console.log(`Written ${results.length} interviews to ${out}`);
