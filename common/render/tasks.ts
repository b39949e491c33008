/**
 * `spec/tasks.md`: ordered checkbox tasks, each naming the requirements it satisfies (numbers from
 * spec/requirements.md), in the layout spec-driven tools such as Kiro use. The same tasks, as data (`briefTasks`),
 * are what a coding agent works through over MCP and the detail page tracks.
 */
import type { Brief } from '../brief';
import { titleKey } from '../titles';
import {
  criteriaOf,
  criterionSentence,
  featureDecisions,
  judgementLine,
  lowerFirst,
  madeDecisions,
  nameAsTitle,
  paragraphs,
  projectDecisions,
  sentence,
} from './shared';
import { commandsOf, featurePlaces, isExisting } from './repository';
import { safeBrief } from './safe';

/** "_Requirements: 1.1, 1.2_": what `npm run eval` checks each task names. */
export const TASK_REQUIREMENTS = /_Requirements: ([\d., ]+)_/;

export interface BriefTask {
  /** Stable across versions: `setup`, `feature:<the feature's title key>`, `final`. */
  id: string;
  /** Its number in spec/tasks.md (1, 2, …), which changes when features are added or removed before it. */
  number: number;
  title: string;
  /** The setup and final tasks list plain steps; a feature's steps are sub-tasks (`2.1`, `2.2`, …). */
  kind: 'setup' | 'feature' | 'final';
  steps: string[];
  /** Requirement numbers from spec/requirements.md. */
  requirements: string[];
  /**
   * A hash of what the task asks (title and steps, without the numbers that shift when other features come or
   * go): equal fingerprints across two versions mean the task did not change, so its status carries over.
   */
  fingerprint: string;
}

const all = (brief: Brief) => brief.features.map((_, i) => String(i + 1));

/** cyrb53: a small, fast 53-bit string hash (not cryptographic; it only tells changed text from unchanged). */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const fingerprint = (title: string, steps: readonly string[]) =>
  hash([title, ...steps.map((step) => step.replace(/^Test \d+\.\d+: /, 'Test: '))].join('\n'));

function task(id: string, number: number, title: string, kind: BriefTask['kind'], steps: string[], requirements: string[]) {
  return { id, number, title, kind, steps, requirements, fingerprint: fingerprint(title, steps) } satisfies BriefTask;
}

/** The first task of work on an existing app: its commands run as they are, and (a fix) the bug pinned by a test. */
function existingSetup(brief: Brief): BriefTask {
  const { install, test, lint } = commandsOf(brief);
  const project = projectDecisions(brief);
  const checks = [lint && `\`${lint}\``, test && `\`${test}\``].filter(Boolean).join(' and ');
  const title =
    brief.work === 'fix'
      ? 'Reproduce the bug with a failing test'
      : brief.work === 'rework'
        ? 'Pin today’s behaviour with tests'
        : 'Get the existing project running';
  return task(
    'setup',
    1,
    title,
    'setup',
    [
      `Install ${install ? `with \`${install}\`` : 'as the README says'} and run ${checks || 'the existing checks'} to see where the repository stands before any change.`,
      'Read AGENTS.md and the repository’s own agent files, and follow the conventions they state.',
      brief.work === 'fix' &&
        `Write an automated test that reproduces the bug and fails on the current code${test ? `: \`${test}\` must fail on it` : ''}, before changing anything else.`,
      brief.work === 'rework' &&
        'Write characterisation tests that pin what the part does today, and see them pass before changing it.',
      ...madeDecisions(project).map((d) => `Apply: ${sentence(d.statement)}`),
      ...project.filter((d) => d.source === 'judgement').map((d) => `Decide and record: ${judgementLine(d)}`),
      brief.work === 'fix'
        ? 'Check: the new test fails for the reason the bug report gives, and every other test passes.'
        : `Check: the project installs and starts${checks ? `, and ${checks} pass` : ''}, as before the change.`,
    ].filter((step): step is string => Boolean(step)),
    all(brief),
  );
}

/** The tasks of spec/tasks.md, in order: set-up, one per feature, the final pass. */
export function briefTasks(input: Brief): BriefTask[] {
  const brief = safeBrief(input);
  const { test, lint } = commandsOf(brief);
  const project = projectDecisions(brief);
  const setup = isExisting(brief)
    ? existingSetup(brief)
    : task(
        'setup',
        1,
        'Set up the project and its data model',
        'setup',
        [
          'Create the repository layout from AGENTS.md and install only what the tasks below need.',
          brief.entities.length > 0 &&
            `Create the data model: ${brief.entities.map((e) => e.name).join(', ')} (see spec/design.md).`,
          brief.roles.length > 0 && `Add sign-in and the roles: ${brief.roles.map((r) => r.name).join(', ')}.`,
          ...madeDecisions(project).map((d) => `Apply: ${sentence(d.statement)}`),
          ...project.filter((d) => d.source === 'judgement').map((d) => `Decide and record: ${judgementLine(d)}`),
          `Check: the project installs, starts, and \`${lint ?? 'npm run lint'}\` and \`${test ?? 'npm test'}\` pass.`,
        ].filter((step): step is string => Boolean(step)),
        all(brief),
      );
  const features = brief.features.map((feature, i) => {
    const req = i + 1;
    const criteria = criteriaOf(feature);
    const steps = [
      `Build ${feature.title}${feature.description ? `: ${lowerFirst(feature.description.replace(/\.$/, ''))}` : ''}.`,
      featurePlaces(brief, feature),
      ...featureDecisions(brief, feature.title).map((d) =>
        d.source === 'judgement' ? `Decide and record: ${judgementLine(d)}` : `Apply: ${sentence(d.statement)}`,
      ),
      ...criteria.map((c, j) => `Test ${req}.${j + 1}: ${criterionSentence(c)}`),
    ].filter((step): step is string => Boolean(step));
    const key = titleKey(feature.title).replace(/ /g, '-');
    return task(
      `feature:${key}`,
      i + 2,
      feature.title,
      'feature',
      steps,
      criteria.map((_, j) => `${req}.${j + 1}`),
    );
  });
  const final = task(
    'final',
    brief.features.length + 2,
    'Final pass',
    'final',
    [
      'Run every acceptance test together; fix anything that broke between features.',
      ...(brief.kind.headless ? [] : ['Check every screen with the keyboard and from phone to desktop widths.']),
      isExisting(brief)
        ? 'Update the README and the agent files where this work changes how the project is used, with every open question and the choice made.'
        : 'Write the README: what it is, how to run it, and every open question with the choice made.',
    ],
    all(brief),
  );
  return [setup, ...features, final];
}

function taskLines(t: BriefTask): string[] {
  const steps =
    t.kind === 'feature'
      ? t.steps.map((step, j) => `  - [ ] ${t.number}.${j + 1} ${step}`)
      : t.steps.map((step) => `  - ${step}`);
  return [`- [ ] ${t.number}. ${t.title}`, ...steps, `  - _Requirements: ${t.requirements.join(', ')}_`];
}

export function renderTasks(input: Brief): string {
  const brief = safeBrief(input);
  return `${paragraphs(
    `# Tasks: ${nameAsTitle(brief.name)}`,
    'Work through these in order. Tick a task when its tests pass; requirement numbers refer to spec/requirements.md.',
    briefTasks(brief)
      .map((t) => taskLines(t).join('\n'))
      .join('\n\n'),
  )}\n`;
}
