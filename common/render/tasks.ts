/**
 * `spec/tasks.md`: ordered checkbox tasks, each naming the requirements it satisfies (numbers from
 * spec/requirements.md), in the layout spec-driven tools such as Kiro use.
 */
import type { Brief } from '../brief';
import {
  criteriaOf,
  criterionSentence,
  featureDecisions,
  judgementLine,
  lowerFirst,
  madeDecisions,
  paragraphs,
  projectDecisions,
  sentence,
  stackCommands,
} from './shared';
import { safeBrief } from './safe';

/** "_Requirements: 1.1, 1.2_": what `npm run eval` checks each task names. */
export const TASK_REQUIREMENTS = /_Requirements: ([\d., ]+)_/;

const all = (brief: Brief) => brief.features.map((_, i) => String(i + 1)).join(', ');

export function renderTasks(input: Brief): string {
  const brief = safeBrief(input);
  const { test, lint } = stackCommands(brief);
  const project = projectDecisions(brief);
  const setup = [
    '- [ ] 1. Set up the project and its data model',
    '  - Create the repository layout from AGENTS.md and install only what the tasks below need.',
    brief.entities.length > 0 &&
      `  - Create the data model: ${brief.entities.map((e) => e.name).join(', ')} (see spec/design.md).`,
    brief.roles.length > 0 && `  - Add sign-in and the roles: ${brief.roles.map((r) => r.name).join(', ')}.`,
    ...madeDecisions(project).map((d) => `  - Apply: ${sentence(d.statement)}`),
    ...project.filter((d) => d.source === 'judgement').map((d) => `  - Decide and record: ${judgementLine(d)}`),
    `  - Check: the project installs, starts, and \`${lint}\` and \`${test}\` pass.`,
    `  - _Requirements: ${all(brief)}_`,
  ];
  const features = brief.features.map((feature, i) => {
    const n = i + 2;
    const req = i + 1;
    const criteria = criteriaOf(feature);
    const steps = [
      `Build ${feature.title}${feature.description ? `: ${lowerFirst(feature.description.replace(/\.$/, ''))}` : ''}.`,
      ...featureDecisions(brief, feature.title).map((d) =>
        d.source === 'judgement' ? `Decide and record: ${judgementLine(d)}` : `Apply: ${sentence(d.statement)}`,
      ),
      ...criteria.map((c, j) => `Test ${req}.${j + 1}: ${criterionSentence(c)}`),
    ];
    return [
      `- [ ] ${n}. ${feature.title}`,
      ...steps.map((step, j) => `  - [ ] ${n}.${j + 1} ${step}`),
      `  - _Requirements: ${criteria.map((_, j) => `${req}.${j + 1}`).join(', ')}_`,
    ];
  });
  const final = [
    `- [ ] ${brief.features.length + 2}. Final pass`,
    '  - Run every acceptance test together; fix anything that broke between features.',
    ...(brief.kind.headless ? [] : ['  - Check every screen with the keyboard and from phone to desktop widths.']),
    '  - Write the README: what it is, how to run it, and every open question with the choice made.',
    `  - _Requirements: ${all(brief)}_`,
  ];
  return `${paragraphs(
    `# Tasks: ${brief.name}`,
    'Work through these in order. Tick a task when its tests pass; requirement numbers refer to spec/requirements.md.',
    [setup, ...features, final].map((lines) => lines.filter(Boolean).join('\n')).join('\n\n'),
  )}\n`;
}
