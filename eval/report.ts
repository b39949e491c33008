/** eval/RESULTS.md: the figures beside their goals and definitions, every description's line, and the worst interviews. */
import type { CaseResult, EvalSummary } from './harness';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const two = (x: number) => x.toFixed(2);

export function renderReport(
  generator: string,
  corpus: string,
  results: readonly CaseResult[],
  s: EvalSummary,
  /** A blind judge's counts, kept in eval/JUDGEMENT.md, shown as they are. */
  judgement?: string,
): string {
  const languages = [...new Set(results.map((r) => r.language))].map(
    (l) => `${l} ${results.filter((r) => r.language === l).length}`,
  );
  const rows: [string, string, string, boolean, string][] = [
    [
      'Field precision',
      two(s.fieldPrecision),
      '≥ 0.95',
      s.fieldPrecision >= 0.95,
      `Of the labelled descriptions (${s.labelled}) that got a field, the share whose field is the expected one (or one also right).`,
    ],
    [
      '“None” recall',
      two(s.noneRecall),
      '≥ 0.90',
      s.noneRecall >= 0.9,
      'Of the labelled descriptions that no field fits (outside every field, or a near-miss of one), the share that got none.',
    ],
    [
      'Field recall',
      two(s.fieldRecall),
      '—',
      true,
      'Of the labelled descriptions that a field fits, the share that got it (the rest get an interview from what they describe).',
    ],
    [
      'Questions in the description’s nouns',
      two(s.nounSpeaking),
      '≥ 0.60',
      s.nounSpeaking >= 0.6,
      'Share of asked questions whose own words (feature titles removed) hold one of the description’s own nouns (as wink tags them; outside English, its meaningful words).',
    ],
    [
      'Fragment titles, first round',
      `${s.fragmentTitles.count} of ${s.fragmentTitles.of}`,
      '0',
      s.fragmentTitles.count === 0,
      'First-round titles that are not feature names: a pronoun, a leading verb of the sentence, or a lone adjective.',
    ],
    [
      'Term coverage, first round',
      two(s.termCoverage),
      '≥ 0.85',
      s.termCoverage >= 0.85,
      'Share of the corpus terms (2–4 per description, written before the knowledge) that a first-round suggestion reflects.',
    ],
    [
      'Named things offered',
      two(s.namedOffered),
      '≥ 0.95',
      s.namedOffered >= 0.95,
      'Share of the things a description itself names that a first-round suggestion carries (two thirds of its meaningful words).',
    ],
    [
      'Generic share',
      two(s.genericShare),
      '≤ 0.20',
      s.genericShare <= 0.2,
      'Share of first-round titles that appear in at least a quarter of all first rounds.',
    ],
    [
      'Template repetition',
      two(s.templateRepetition),
      '≤ 0.10',
      s.templateRepetition <= 0.1,
      'Share of asked questions that, feature titles removed, are the same sentence as another question in the interview.',
    ],
    [
      'Domain-speaking questions',
      two(s.domainSpeaking),
      '≥ 0.60',
      s.domainSpeaking >= 0.6,
      'Share of asked questions whose own words (feature titles removed) share a meaningful word with the description or its terms.',
    ],
    [
      'Questions asked, five features',
      `${s.askedForFive.min}–${s.askedForFive.max} (median ${s.askedForFive.median})`,
      '12–25',
      s.askedForFive.min >= 12 && s.askedForFive.max <= 25,
      'Questions shown in a full interview with five features selected.',
    ],
    [
      'Within ±20% of the first estimate',
      pct(s.withinEstimate),
      '100%',
      s.withinEstimate === 1,
      'Share of full interviews whose length is within 20% of the first batch’s estimatedTotal.',
    ],
    [
      'Prompt completeness',
      pct(s.completeness),
      '100%',
      s.completeness === 1,
      'Every selected feature, answer, accepted recommendation, recommended default and skipped question stated in the prompt.',
    ],
    [
      `Quality score (${s.quality.target})`,
      `${s.quality.average.toFixed(1)} (min ${s.quality.min})`,
      '≥ 90 average',
      s.quality.average >= 90,
      'The quality check (`common/quality/`) on the generator’s own prompt: the weighted share of the rules for the target that pass, 0–100.',
    ],
    [
      'Duplicate lines',
      pct(s.duplicateLines),
      '≤ 5%',
      s.duplicateLines <= 0.05,
      'Lines of the prompt that repeat another line word for word.',
    ],
  ];
  const table = rows.map(
    ([name, value, goal, ok, def]) => `| ${name} | ${value} | ${goal} | ${ok ? 'met' : '**missed**'} | ${def} |`,
  );
  const artefactRows: [string, string][] = [
    [
      'renders',
      'Every artefact renders, none empty: the prompt, AGENTS.md, CLAUDE.md, the Cursor rule, requirements, design, tasks and 3–6 phased prompts.',
    ],
    [
      'cursorYaml',
      '`.cursor/rules/project.mdc` front matter parses as YAML, with a string `description` and `globs` and a boolean `alwaysApply`.',
    ],
    [
      'ears',
      'Every numbered requirement line in `spec/requirements.md` matches `N.M WHEN … THE SYSTEM SHALL …`, every feature numbered (Gherkin: a numbered scenario per criterion).',
    ],
    [
      'tasksNameRequirements',
      'Every task in `spec/tasks.md` names at least one requirement, and only ones `spec/requirements.md` has.',
    ],
    ['featuresPresent', 'Every selected feature appears in every artefact.'],
    [
      'decisionsPresent',
      'Every decision appears where it belongs: all in every artefact, project-wide ones in `spec/design.md`.',
    ],
    ['zip', '“Download all” unzips to exactly the listed paths, each once.'],
  ];
  const artefactTable = artefactRows.map(
    ([check, def]) => `| ${check} | ${pct(s.artefacts.passRate[check as keyof typeof s.artefacts.passRate])} | ${def} |`,
  );
  const quality = s.quality;
  const qualityTargets = quality.byTarget.map((t) => `| ${t.target} | ${t.average.toFixed(1)} | ${t.min} |`);
  const qualityFailed = quality.mostFailed.map(
    (r) =>
      `| ${r.id} | ${r.label} | ${r.failed} of ${r.checked} (${pct(r.failed / r.checked)}) | ${r.example.replace(/\|/g, '\\|')} |`,
  );
  const artefactFailures = results.flatMap((r) => r.artefacts.failures.map((f) => `- ${r.id}: ${f}`)).slice(0, 20);
  const perCase = results.map((r) => {
    const speaking = r.asked === 0 ? '–' : two(r.speaking / r.asked);
    const field = r.field ? `${r.field.applied}${r.field.right ? '' : ` (expected ${r.field.expected})`}` : (r.domain ?? '—');
    return `| ${r.id} | ${r.language} | ${field} / ${r.kind} | ${r.terms.reflected}/${r.terms.total} | ${r.named.offered}/${r.named.total} | ${r.asked}/${r.firstEstimate}${r.usedRecommended ? ' (rest recommended)' : ''} | ${speaking} | ${r.completeness.found}/${r.completeness.expected} | ${r.duplicates.duplicates}/${r.duplicates.lines} | ${r.quality.own.score} |`;
  });
  const worst = [...results]
    .filter((r) => r.asked > 0)
    .sort((a, b) => a.speaking / a.asked - b.speaking / b.asked)
    .slice(0, 5)
    .map(
      (r) =>
        `### ${r.id} (${r.domain ?? 'no domain'}, ${two(r.speaking / r.asked)} domain-speaking)\n\n> ${r.description}\n\nFirst round: ${r.firstRound.join(' · ')}\n\n${r.questions.map((q, i) => `${i + 1}. ${q.text} _(recommended: ${q.recommended})_`).join('\n')}`,
    );
  const misses = results.flatMap((r) => [
    ...(r.field && !r.field.right ? [`- ${r.id}: field ${r.field.applied}, expected ${r.field.expected}`] : []),
    ...r.fragments.map((f) => `- ${r.id}: not a feature name: ${f}`),
    ...r.terms.missed.map((t) => `- ${r.id}: term not reflected: ${t}`),
    ...r.named.missed.map((n) => `- ${r.id}: named thing not offered: "${n}"`),
    ...r.completeness.missing.map((m) => `- ${r.id}: missing from the prompt: ${m}`),
  ]);
  return `# Evaluation: ${generator}

Written by \`npm run eval${generator === 'composer' ? '' : ` -- --generator ${generator}`}\` over ${results.length} descriptions (\`${corpus}\`; ${languages.join(', ')}), each driven through the whole guided flow as the web client drives it: suggestions, the first five suggestions selected, the interview answered mostly with the recommendations (every fifth question with the last option, every seventh skipped; every fourth description takes "Use recommended answers for the rest" after six questions), then the prompt for Lovable. The corpus (\`eval/corpus.ts\`) was written without looking at the knowledge; \`eval/holdout.ts\` is kept back to check the figures on descriptions the knowledge was not tuned on.

| Figure | Value | Goal | | Definition |
| --- | --- | --- | --- | --- |
${table.join('\n')}

Median time per call: suggestions ${s.composerMs.suggest.toFixed(2)} ms, a batch of questions ${s.composerMs.questions.toFixed(2)} ms, the prompt ${s.composerMs.prompt.toFixed(2)} ms.

## Artefacts

Each description’s brief rendered for every target (${s.artefacts.combos / results.length / 2}) in both criteria formats: ${s.artefacts.combos} combinations. Rendering the whole set for one target takes ${s.artefacts.renderMs.median.toFixed(2)} ms (median), ${s.artefacts.renderMs.p95.toFixed(2)} ms at the 95th percentile and ${s.artefacts.renderMs.max.toFixed(2)} ms at most (goal < 20 ms).

| Check | Passed | Definition |
| --- | --- | --- |
${artefactTable.join('\n')}

${artefactFailures.length ? `Failures:\n\n${artefactFailures.join('\n')}` : 'No failures.'}

## Quality check

Each description’s prompt scored by the rules in \`common/quality/rules.ts\`, each taken from the target’s own published prompting guide: for ${quality.target}, the generator’s own prompt, average **${quality.average.toFixed(1)}** and minimum ${quality.min} (goal: average ≥ 90); over every target’s prompt for the same briefs (${results.length} × ${quality.byTarget.length}), average ${quality.allTargets.average.toFixed(1)} and minimum ${quality.allTargets.min}. A score is 100 only when every rule for that target passes.

| Target | Average | Minimum |
| --- | --- | --- |
${qualityTargets.join('\n')}

${
  qualityFailed.length > 0
    ? `The rules failed most often, over every target’s prompts:\n\n| Rule | Asks | Failed | First example |\n| --- | --- | --- | --- |\n${qualityFailed.join('\n')}`
    : 'No rule failed.'
}

## Every description

| Case | Lang. | Field / kind | Terms | Named | Asked / first estimate | Domain-speaking | Complete | Duplicate lines | Quality |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${perCase.join('\n')}

## What was missed

${misses.length ? misses.join('\n') : 'Nothing.'}

## Answered by the description

Questions the description already answers are not asked; the brief states them as the user's. ${results.filter((r) => r.settled.length > 0).length} of ${results.length} descriptions settled at least one:

${results
  .filter((r) => r.settled.length > 0)
  .map((r) => `- ${r.id}: ${r.settled.join('; ')}`)
  .join('\n')}

${judgement ? `## Blind judgement\n\n${judgement}\n\n` : ''}## The five interviews that speak the domain least

Read these by hand after a change: a figure that rises while these read worse is measuring the wrong thing.

${worst.join('\n\n')}
`;
}
