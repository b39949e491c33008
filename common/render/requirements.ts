/**
 * `spec/requirements.md`: one numbered requirement per feature, a user story and acceptance criteria in EARS
 * ("WHEN <trigger> THE SYSTEM SHALL <response>", Mavin et al., 2009) or, on request, Gherkin scenarios.
 */
import type { Brief } from '../brief';
import {
  bullets,
  criteriaOf,
  decisionLine,
  DEFAULT_OPTIONS,
  earsLine,
  featureDecisions,
  gherkinLines,
  judgementLine,
  labelledDecision,
  languageLine,
  madeDecisions,
  mainRole,
  nameAsTitle,
  paragraphs,
  projectDecisions,
  quoted,
  section,
  type RenderOptions,
} from './shared';
import { safeBrief } from './safe';

/** A requirement line: "1.2 WHEN … THE SYSTEM SHALL …" (what `npm run eval` checks). */
export const EARS_LINE = /^\d+\.\d+ WHEN \S.* THE SYSTEM SHALL \S.*$/;

export function renderRequirements(input: Brief, options: RenderOptions = DEFAULT_OPTIONS): string {
  const brief = safeBrief(input);
  const requirements = brief.features.map((feature, i) => {
    const n = i + 1;
    const criteria = criteriaOf(feature);
    const body =
      options.criteria === 'gherkin'
        ? ['```gherkin', ...criteria.flatMap((c, j) => gherkinLines(c, mainRole(brief), `${n}.${j + 1}`)), '```'].join('\n')
        : criteria.map((c, j) => `${n}.${j + 1} ${earsLine(c)}`).join('\n');
    const decisions = featureDecisions(brief, feature.title);
    return paragraphs(
      `## Requirement ${n}: ${feature.title}`,
      `**User story:** ${feature.story}`,
      `### Acceptance criteria\n\n${body}`,
      decisions.length > 0 && `### Decisions\n\n${bullets(decisions.map(decisionLine))}`,
    );
  });
  const project = projectDecisions(brief);
  const made = madeDecisions(project);
  const open = project.filter((d) => d.source === 'judgement');
  return `${paragraphs(
    `# Requirements: ${nameAsTitle(brief.name)}`,
    section(
      'Introduction',
      paragraphs(
        'The project in its owner’s words:',
        quoted(brief.description),
        brief.audience && `Main audience: ${brief.audience}.`,
        languageLine(brief),
        `Acceptance criteria are written in ${options.criteria === 'gherkin' ? 'Gherkin (Given / When / Then)' : 'EARS (WHEN … THE SYSTEM SHALL …)'}; each is numbered for spec/tasks.md.`,
      ),
    ),
    ...requirements,
    made.length > 0 && section('Project-wide decisions', bullets(made.map(labelledDecision))),
    open.length > 0 && section('Open questions', bullets(open.map(judgementLine))),
  )}\n`;
}
