/** The body of each prompt section, from the prompt model. A renderer returns undefined when it has nothing to say. */

import type { SectionId } from '../conventions';
import type { StackFamily } from './kinds';
import { declined, PROJECT_GROUPS, type Decision, type FeatureBrief, type ProjectGroup, type PromptModel } from './prompt-model';
import { slugify } from './text';

type SectionRenderer = (model: PromptModel, consumed: ReadonlySet<ProjectGroup>) => string | undefined;

/** Project decision groups each section states itself; whatever no section in the layout states goes under 'decisions'. */
export const SECTION_GROUPS: Partial<Record<SectionId, readonly ProjectGroup[]>> = {
  context: ['audience'],
  design: ['design'],
  'data-auth': ['data', 'auth'],
  repository: ['stack'],
  'coding-rules': ['quality'],
  constraints: ['quality'],
  output: ['output'],
};

const bullets = (items: readonly string[], indent = ''): string => items.map((item) => `${indent}- ${item}`).join('\n');
const numbered = (items: readonly string[]): string => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
const paragraphs = (...parts: (string | undefined | false)[]): string => parts.filter(Boolean).join('\n\n');

function decisionLine({ label, answer, isQuestion }: Decision): string {
  return isQuestion ? `${label} → ${answer}` : `${label}: ${answer}`;
}

function groupDecisions(model: PromptModel, groups: readonly ProjectGroup[]): string[] {
  return groups.flatMap((group) => model.decisions[group].map(decisionLine));
}

function quotedDescription(model: PromptModel): string {
  if (model.conventions.style === 'xml') return `<project_description>\n${model.description}\n</project_description>`;
  return model.description
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function featureHeadline({ title, description }: FeatureBrief): string {
  return description ? `**${title}**: ${description}` : `**${title}**`;
}

function featureList(features: readonly FeatureBrief[]): string {
  return features
    .map((feature, i) => {
      const decisions = feature.decisions.map(decisionLine);
      const head = `${i + 1}. ${featureHeadline(feature)}`;
      return decisions.length > 0 ? `${head}\n${bullets(decisions, '   ')}` : head;
    })
    .join('\n');
}

const role: SectionRenderer = ({ kind }) =>
  `You are ${kind.role}. Your objective: build the ${kind.noun} described below, with exactly the features and decisions listed, ` +
  'to a standard you would ship.';

const context: SectionRenderer = (model) => {
  const audience = groupDecisions(model, ['audience']);
  return paragraphs(
    'The user describes the project in their own words:',
    quotedDescription(model),
    `Project type: ${model.kind.noun}.`,
    model.conventions.stackNote,
    audience.length > 0 && `Decided by the user:\n${bullets(audience)}`,
  );
};

const requirements: SectionRenderer = (model) =>
  paragraphs(
    'Build exactly these features, chosen by the user, with the decisions listed under each:',
    featureList(model.features),
  );

const pages: SectionRenderer = (model) =>
  paragraphs(
    'Build these features, chosen by the user, as pages and reusable components. Group them into pages with simple navigation as you see fit.',
    featureList(model.features),
  );

const design: SectionRenderer = (model) => {
  const chosen = groupDecisions(model, ['design']);
  return paragraphs(
    chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`,
    `Where nothing is decided, aim for ${model.kind.designHint}. Use one accent color and consistent spacing and typography.`,
  );
};

const dataAuth: SectionRenderer = (model) => {
  const { backend = 'the platform backend', backendNotes = [] } = model.conventions;
  const chosen = groupDecisions(model, ['data', 'auth']);
  return paragraphs(
    `Use ${backend} for whatever this app stores and for any sign-in it needs, unless a decision below says otherwise.`,
    backendNotes.length > 0 && bullets(backendNotes),
    chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`,
  );
};

const REPOSITORY_LAYOUT: Record<StackFamily, { featureRoot: string; shared: readonly string[] }> = {
  web: {
    featureRoot: 'src/features/',
    shared: ['src/components/   shared UI components', 'src/lib/          data access and helpers'],
  },
  api: { featureRoot: 'src/routes/', shared: ['src/services/     business logic', 'src/db/           schema and migrations'] },
  mobile: {
    featureRoot: 'src/features/',
    shared: ['src/navigation/   screens and routes', 'src/lib/          storage, sync and helpers'],
  },
  game: {
    featureRoot: 'src/features/',
    shared: ['src/engine/       game loop, input and rendering', 'assets/           sprites and sounds'],
  },
};

function repositoryTree(model: PromptModel): string {
  const layout = REPOSITORY_LAYOUT[model.kind.stack];
  const slugs = [...new Set(model.features.map((feature) => slugify(feature.title)))];
  const lines = [layout.featureRoot, ...slugs.map((slug) => `  ${slug}/`), ...layout.shared, 'tests/'];
  return ['```text', ...lines, '```'].join('\n');
}

const repository: SectionRenderer = (model) => {
  const chosen = groupDecisions(model, ['stack']);
  return paragraphs(
    chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`,
    'If the repository already has a structure, follow it. Otherwise start from this layout, one folder per feature:',
    repositoryTree(model),
  );
};

const codingRules: SectionRenderer = (model) => {
  const { rulesFile } = model.conventions;
  const rules = [
    'Use the strictest typing the stack offers (for example TypeScript strict mode); avoid untyped escape hatches.',
    'Keep modules small and named after what they hold; keep each feature in its own folder.',
    'Validate input at every boundary and handle errors explicitly; never swallow an exception.',
    'Never commit secrets; read keys and URLs from environment variables.',
    !declined(model, 'Tests with each task') && 'Write automated tests alongside each task.',
    !model.kind.headless && 'Use semantic, accessible markup: labeled inputs, keyboard support and visible focus.',
  ].filter((rule): rule is string => typeof rule === 'string');
  const chosen = groupDecisions(model, ['quality']);
  return paragraphs(
    rulesFile && `Save these rules in \`${rulesFile}\` so every session follows them.`,
    bullets(rules),
    chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`,
  );
};

function taskBlock(
  number: number,
  title: string,
  body: readonly (string | false | undefined)[],
  checks: readonly string[],
): string {
  return paragraphs(
    `### Task ${number}: ${title}`,
    ...body,
    `Acceptance checks:\n${checks.map((check) => `- [ ] ${check}`).join('\n')}`,
  );
}

const tasks: SectionRenderer = (model) => {
  const { kind, features } = model;
  const withTests = !declined(model, 'Tests with each task');
  const setup = taskBlock(
    1,
    'Project setup',
    ['Create or reuse the structure above and install only what the tasks below need.'],
    ['The project installs, builds and starts without errors.', 'Linting and type checks pass.'],
  );
  const featureTasks = features.map((feature, i) => {
    const decisions = feature.decisions.map(decisionLine);
    const checks = [
      kind.headless
        ? `The endpoints for ${feature.title} behave as specified, including invalid input.`
        : `A user can use ${feature.title} end to end in the running app.`,
      kind.headless
        ? 'Failures return clear errors with the right status codes.'
        : 'Loading, empty and error states are handled.',
      ...(decisions.length > 0 ? ['Every decision listed for this task is implemented.'] : []),
      ...(withTests ? ['Automated tests cover the main path and at least one failure case.'] : []),
    ];
    return taskBlock(
      i + 2,
      feature.title,
      [feature.description, decisions.length > 0 && `Decisions:\n${bullets(decisions)}`],
      checks,
    );
  });
  const final = taskBlock(
    features.length + 2,
    'Final pass',
    ['Review the whole project against this prompt.'],
    [
      'All features work together, with no errors in the console or the logs.',
      'Every decision in this prompt is reflected in the code.',
      ...(kind.headless ? [] : ['Every screen works with the keyboard and holds up from phone to desktop widths.']),
      ...(withTests ? ['The full test suite passes.'] : []),
    ],
  );
  return paragraphs(
    'Work through these tasks in order. Start a task only when the previous one passes its acceptance checks.',
    setup,
    ...featureTasks,
    final,
  );
};

const decisions: SectionRenderer = (model, consumed) => {
  const lines = groupDecisions(
    model,
    PROJECT_GROUPS.filter((group) => !consumed.has(group)),
  );
  if (lines.length === 0) return undefined;
  return paragraphs('The user decided these; treat them as requirements:', bullets(lines));
};

const judgement: SectionRenderer = ({ judgement: open }) => {
  if (open.length === 0) return undefined;
  return paragraphs('The user skipped these questions. Decide them sensibly yourself and say what you chose:', bullets(open));
};

const constraints: SectionRenderer = (model) => {
  const { kind } = model;
  const practice = kind.headless
    ? [
        'Validate every request body and parameter.',
        'Return consistent JSON errors with correct HTTP status codes.',
        'Keep secrets out of source control; read them from environment variables.',
      ]
    : [
        'Accessible: semantic HTML, keyboard navigation, visible focus, sufficient color contrast and labeled form fields.',
        kind.stack === 'mobile'
          ? 'Adapts to different screen sizes and orientations.'
          : 'Responsive from phone to desktop widths.',
        'Clear loading, empty and error states; never fail silently.',
        'Validate input on the server as well as in the interface.',
        'Keep secrets such as API keys out of the client and out of source control.',
      ];
  const chosen = groupDecisions(model, ['quality']);
  return paragraphs(
    'Build only the features and decisions above; do not add features the user did not ask for. Where something is unspecified, choose the simplest sensible option.',
    `General good practice (quality standards, not extra features):\n${bullets(practice)}`,
    chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`,
  );
};

const workflow: SectionRenderer = ({ conventions }) =>
  conventions.workflow.length > 0 ? bullets(conventions.workflow) : undefined;

const output: SectionRenderer = (model) => {
  const chosen = groupDecisions(model, ['output']);
  return paragraphs(chosen.length > 0 && `Decided by the user:\n${bullets(chosen)}`, numbered(model.conventions.outputFormat));
};

export const SECTION_RENDERERS: Record<SectionId, SectionRenderer> = {
  role,
  context,
  requirements,
  pages,
  design,
  'data-auth': dataAuth,
  repository,
  'coding-rules': codingRules,
  tasks,
  decisions,
  judgement,
  constraints,
  workflow,
  output,
};
