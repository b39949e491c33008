/**
 * Checks the composer's knowledge files and shows how a description is recognised.
 *   npm run knowledge:check                      every record, with every problem found
 *   npm run knowledge:check -- --try "text"      the domains and kinds that text is recognised as
 */
import { prepare, score, withoutPhrases } from '../worker/ai/composer/match.ts';
import { LANGUAGES, type Keyword } from '../worker/ai/knowledge/records.ts';
import { checkKnowledge } from '../worker/ai/knowledge/validate.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';

const { parsed, problems } = checkKnowledge(await readKnowledgeFiles());

const tryAt = process.argv.indexOf('--try');
if (tryAt > 0) {
  const text = process.argv.slice(tryAt + 1).join(' ');
  const prepared = prepare(text);
  const rank = (records: { id: string; recognise: Record<string, Keyword[]>; exclude: string[] }[]) =>
    records
      .map((r) => {
        const words = withoutPhrases(prepared, r.exclude);
        const found = score(
          words,
          LANGUAGES.flatMap((l) => r.recognise[l] ?? []),
        );
        return { id: r.id, ...found };
      })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 5);
  console.log(`"${text}"`);
  console.log('domains:', rank(parsed.domains));
  console.log('kinds:  ', rank(parsed.kinds));
}

console.log(
  `${parsed.domains.length} domains, ${parsed.kinds.length} kinds, ${parsed.patterns.length} feature patterns, ${parsed.interactions.length} interactions, ${parsed.common.length} common questions`,
);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('No problems found.');
