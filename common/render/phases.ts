/**
 * Phased prompts: 3 to 6 prompts to paste one after another (foundation and data, then each group of features, then
 * polish), each saying what already exists and what to check before moving on. App builders such as Lovable and Bolt
 * build a large app more reliably in steps than from one long prompt.
 */
import type { Brief, BriefFeature } from '../brief';
import { conventionsFor } from '../targets';
import {
  bullets,
  criteriaOf,
  decisionLine,
  DEFAULT_OPTIONS,
  earsLine,
  featureDecisions,
  gherkinLines,
  judgementLine,
  languageLine,
  mainRole,
  nameInSentence,
  paragraphs,
  projectDecisions,
  quoted,
  slug,
  type RenderOptions,
} from './shared';
import { isExisting, mustNotChange, whatExists, workSentence, workSteps } from './repository';
import { safeBrief } from './safe';

export interface Phase {
  title: string;
  /** `phases/01-foundation-and-data.md`. */
  path: string;
  text: string;
}

/** At most four feature phases, features kept in the user's order; two or three per phase. */
export function featureGroups(features: readonly BriefFeature[]): BriefFeature[][] {
  const count = Math.min(4, Math.max(1, Math.ceil(features.length / 2)));
  const groups: BriefFeature[][] = Array.from({ length: count }, () => []);
  const size = Math.ceil(features.length / count);
  features.forEach((feature, i) => groups[Math.min(count - 1, Math.floor(i / size))]!.push(feature));
  return groups.filter((g) => g.length > 0);
}

const checklist = (items: readonly string[]) => items.map((item) => `- [ ] ${item}`).join('\n');
const titles = (features: readonly BriefFeature[]) =>
  features.length === 1
    ? features[0]!.title
    : `${features
        .slice(0, -1)
        .map((f) => f.title)
        .join(', ')} and ${features.at(-1)!.title}`;

export function renderPhases(input: Brief, options: RenderOptions = DEFAULT_OPTIONS): Phase[] {
  const brief = safeBrief(input);
  const target = conventionsFor(brief.target.key);
  const groups = featureGroups(brief.features);
  const total = groups.length + 2;
  const verb = target.family === 'code-agent' ? 'Implement' : 'Build';
  const where = target.key === 'general' ? '' : ` in ${target.label}`;
  const head = (n: number, title: string) => `# Phase ${n} of ${total}: ${title}`;
  const built: string[] = [
    isExisting(brief)
      ? 'Phase 1: the existing repository, read, running and with its tests passing'
      : 'Phase 1: the foundation (layout, navigation, data model, sign-in and roles)',
  ];

  const project = projectDecisions(brief);
  const decided = project.filter((d) => d.source !== 'judgement');
  const open = project.filter((d) => d.source === 'judgement');
  const foundation = paragraphs(
    head(1, 'Foundation and data'),
    `${verb} ${nameInSentence(brief.name)}${where}, in ${total} phases. This is phase 1: the foundation every feature builds on. Do not build the features yet; they come in the next phases.`,
    `The project in its owner’s words:\n\n${quoted(brief.description)}`,
    languageLine(brief),
    `Build now:\n${bullets(
      [
        brief.kind.headless
          ? 'The project skeleton: routing, validation, error format and configuration.'
          : `The layout and navigation${brief.pages.length > 0 ? ` for these pages, with placeholder content: ${brief.pages.map((p) => p.name).join(', ')}` : ''}.`,
        brief.entities.length > 0 &&
          `The data model: ${brief.entities.map((e) => `${e.name} (${e.fields.join(', ')})`).join('; ')}.`,
        brief.roles.length > 0 && `Sign-in and these roles: ${brief.roles.map((r) => `${r.name} (${r.can})`).join('; ')}.`,
        target.backend && `Use ${target.backend} for data and sign-in.`,
        !brief.kind.headless && `The design direction: ${brief.design.replace(/\.$/, '')}.`,
      ].filter((line): line is string => typeof line === 'string'),
    )}`,
    decided.length > 0 && `Project-wide decisions to apply from the start:\n${bullets(decided.map(decisionLine))}`,
    open.length > 0 && `Decide these yourself and say what you chose:\n${bullets(open.map(judgementLine))}`,
    `Coming in the next phases (leave room for them): ${brief.features.map((f) => f.title).join('; ')}.`,
    `Before moving on, check:\n${checklist([
      'The app starts without errors and every page in the navigation opens.',
      ...(brief.entities.length > 0 ? ['The data model exists and sample records can be created and read.'] : []),
      ...(brief.roles.length > 0 ? ['Signing in works, and each role sees only what it may.'] : []),
    ])}`,
  );

  // Work on an existing app starts from the repository as it is, not from a new foundation.
  const exists = whatExists(brief);
  const steps = workSteps(brief);
  const start = paragraphs(
    head(1, 'The existing repository'),
    `${verb} the work below in ${nameInSentence(brief.name)}${where}, in ${total} phases. This is phase 1: read the repository and prepare; the parts of the work come in the next phases.`,
    workSentence(brief),
    `The work in its owner’s words:\n\n${quoted(brief.description)}`,
    exists.length > 0 && `What already exists:\n${bullets(exists)}`,
    `What must not change, in every phase:\n${bullets(mustNotChange(brief))}`,
    steps.length > 0 && `The order to work in:\n${bullets(steps)}`,
    decided.length > 0 && `Decisions that hold from the start:\n${bullets(decided.map(decisionLine))}`,
    open.length > 0 && `Decide these yourself and say what you chose:\n${bullets(open.map(judgementLine))}`,
    `Coming in the next phases: ${brief.features.map((f) => f.title).join('; ')}.`,
    `Before moving on, check:\n${checklist([
      'The project installs and starts as it did, and its existing tests pass.',
      ...(brief.work === 'fix' ? ['A new test reproduces the bug and fails on the current code.'] : []),
      ...(brief.work === 'rework' ? ['Characterisation tests pin what the part does today, and pass.'] : []),
    ])}`,
  );
  const phases: Phase[] = isExisting(brief)
    ? [{ title: 'The existing repository', path: 'phases/01-the-existing-repository.md', text: `${start}\n` }]
    : [{ title: 'Foundation and data', path: 'phases/01-foundation-and-data.md', text: `${foundation}\n` }];
  groups.forEach((group, g) => {
    const n = g + 2;
    const entries = group.map((feature) => {
      const index = brief.features.indexOf(feature) + 1;
      const criteria = criteriaOf(feature);
      const checks =
        options.criteria === 'gherkin'
          ? ['```gherkin', ...criteria.flatMap((c, j) => gherkinLines(c, mainRole(brief), `${index}.${j + 1}`)), '```'].join('\n')
          : checklist(criteria.map(earsLine));
      const decisions = featureDecisions(brief, feature.title).map((d) =>
        d.source === 'judgement' ? `Your call: ${judgementLine(d)}` : decisionLine(d),
      );
      return paragraphs(
        `## ${feature.title}`,
        feature.description ?? undefined,
        decisions.length > 0 && bullets(decisions),
        `Before moving on, check:\n${checks}`,
      );
    });
    const text = paragraphs(
      head(n, titles(group)),
      `Continue ${nameInSentence(brief.name)}${where}. Already built and working:\n${bullets(built)}`,
      'Keep what exists working; change it only where this phase needs to. Build only what this phase lists.',
      ...entries,
    );
    built.push(`Phase ${n}: ${titles(group)}`);
    phases.push({
      title: titles(group),
      path: `phases/${String(n).padStart(2, '0')}-${slug(titles(group)).slice(0, 48)}.md`,
      text: `${text}\n`,
    });
  });

  const polish = paragraphs(
    head(total, 'Polish and final check'),
    `Finish ${nameInSentence(brief.name)}${where}. Already built and working:\n${bullets(built)}`,
    `Now go over the whole app:\n${bullets(
      brief.kind.headless
        ? [
            'Consistent JSON errors and status codes on every endpoint.',
            'Input validation and limits on every request.',
            'A README with setup, configuration and every endpoint.',
          ]
        : [
            'Loading, empty and error states on every screen.',
            'Responsive from phone to desktop widths; keyboard navigation and visible focus everywhere.',
            'Consistent spacing, typography and one accent color.',
          ],
    )}`,
    `Before you finish, check:\n${checklist([
      'Every check from the earlier phases still passes.',
      'No errors in the console or the logs during a full run through every feature.',
      ...brief.features.map((f) => `${f.title} works end to end.`),
    ])}`,
  );
  phases.push({
    title: 'Polish and final check',
    path: `phases/${String(total).padStart(2, '0')}-polish-and-final-check.md`,
    text: `${polish}\n`,
  });
  return phases;
}
