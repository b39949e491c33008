/**
 * The build prompt for one target: the brief laid out in that target's own sections and style (common/targets.ts).
 * Pure: the same brief and target always give the same text, so another target's prompt costs nothing.
 */
import type { Brief, BriefDecision, BriefFeature } from '../brief';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../interview';
import type { SectionId, SectionLayout, TargetConventions } from '../targets';
import {
  bullets,
  criterionSentence,
  decisionLine,
  decisionLines,
  featureDecisions,
  judgementLine,
  languageLine,
  nameInSentence,
  numbered,
  paragraphs,
  projectDecisions,
  quoted,
  repositoryTree,
} from './shared';
import { commandsOf, existingTree, isExisting, mustNotChange, whatExists, workSentence, workSteps } from './repository';
import { safeBrief } from './safe';

/** Which decision categories a section states itself; the rest go to the decisions section. */
const SECTION_CATEGORIES: Partial<Record<SectionId, readonly Category[]>> = {
  design: ['design'],
  'data-auth': ['data', 'security', 'roles'],
};

type Renderer = (brief: Brief, target: TargetConventions, consumed: ReadonlySet<Category>) => string | undefined;

function decisionBlock(decisions: readonly BriefDecision[], indent = ''): string | undefined {
  return decisions.length > 0 ? bullets(decisionLines(decisions), indent) : undefined;
}

const decisionsIn = (brief: Brief, categories: readonly Category[]) =>
  projectDecisions(brief).filter((d) => categories.includes(d.category));

function quotedDescription(brief: Brief, target: TargetConventions): string {
  return target.style === 'xml'
    ? `<project_description>\n${brief.description}\n</project_description>`
    : quoted(brief.description);
}

function featureEntry(feature: BriefFeature, index: number, brief: Brief, withCriteria: boolean): string {
  const head = `${index + 1}. **${feature.title}**${feature.description ? `: ${feature.description}` : ''}`;
  const decisions = decisionBlock(featureDecisions(brief, feature.title), '   ');
  const criteria =
    withCriteria && feature.criteria.length > 0
      ? bullets(
          feature.criteria.map((c) => `Check: ${criterionSentence(c)}`),
          '   ',
        )
      : undefined;
  return [head, decisions, criteria].filter(Boolean).join('\n');
}

const OBJECTIVE = {
  feature: 'add what is described below to the existing app',
  fix: 'fix the bug described below in the existing app',
  rework: 'rework the part described below of the existing app, keeping its behaviour',
} as const;

const role: Renderer = (brief) =>
  isExisting(brief)
    ? `You are ${brief.kind.role}. Your objective: ${OBJECTIVE[brief.work === 'fix' || brief.work === 'rework' ? brief.work : 'feature']} (${nameInSentence(brief.name)}), with exactly the parts and decisions listed and nothing else changed, to a standard you would ship.`
    : `You are ${brief.kind.role}. Your objective: build ${nameInSentence(brief.name)} as described below, with exactly the features and decisions listed, to a standard you would ship.`;

const context: Renderer = (brief, target) => {
  const who = brief.roles.map((r) => `**${r.name}**: ${r.can}`);
  return paragraphs(
    isExisting(brief) ? 'The user describes the work in their own words:' : 'The user describes the project in their own words:',
    quotedDescription(brief, target),
    `What it is: ${nameInSentence(brief.name)}${brief.domain ? ` (${brief.domain.name.toLowerCase()})` : ''}. ${languageLine(brief)}`,
    target.stackNote,
    who.length > 0 && `Who uses it:\n${bullets(who)}`,
  );
};

const requirements: Renderer = (brief) =>
  paragraphs(
    isExisting(brief)
      ? 'Deliver exactly these parts of the work, chosen by the user, each with its decisions and the checks that show it is done:'
      : 'Build exactly these features, chosen by the user, each with its decisions and the checks that show it is done:',
    brief.features.map((f, i) => featureEntry(f, i, brief, true)).join('\n'),
  );

const pages: Renderer = (brief) =>
  paragraphs(
    brief.pages.length > 0 &&
      `Suggested pages (adjust as the features need):\n${bullets(brief.pages.map((p) => `**${p.name}**: ${p.purpose}`))}`,
    'Build these features, chosen by the user, as pages and reusable components, with simple navigation between them:',
    brief.features.map((f, i) => featureEntry(f, i, brief, true)).join('\n'),
  );

function entityLines(brief: Brief): string[] {
  return brief.entities.map((e) => `**${e.name}**: ${e.fields.join(', ')}`);
}

const dataModel: Renderer = (brief) => {
  if (brief.entities.length === 0) return undefined;
  return paragraphs(
    `A typical data model for ${brief.domain ? brief.domain.name.toLowerCase() : 'this kind of project'}; keep what the features need and adapt names to the stack:`,
    bullets(entityLines(brief)),
  );
};

const design: Renderer = (brief) =>
  paragraphs(
    decisionBlock(decisionsIn(brief, ['design'])),
    `Where nothing is decided, aim for ${brief.design.replace(/\.$/, '')}. Use one accent color and consistent spacing and typography.`,
  );

const dataAuth: Renderer = (brief, target) => {
  const { backend = 'the platform backend', backendNotes = [] } = target;
  if (isExisting(brief)) {
    const known = [brief.codebase?.database, brief.codebase?.auth].filter((x): x is string => Boolean(x));
    return paragraphs(
      `Keep the data and sign-in the app already has${known.length > 0 ? ` (${known.join(', ')})` : ''}; change them only where a decision below says so.`,
      decisionBlock(decisionsIn(brief, SECTION_CATEGORIES['data-auth'] ?? [])),
    );
  }
  return paragraphs(
    `Use ${backend} for whatever this app stores and for any sign-in it needs, unless a decision below says otherwise.`,
    backendNotes.length > 0 && bullets(backendNotes),
    brief.entities.length > 0 && `Tables to start from (keep what the features need):\n${bullets(entityLines(brief))}`,
    decisionBlock(decisionsIn(brief, SECTION_CATEGORIES['data-auth'] ?? [])),
  );
};

const repository: Renderer = (brief) => {
  if (isExisting(brief)) {
    const tree = existingTree(brief);
    return tree
      ? paragraphs(
          'Work inside the existing repository and keep to its layout; put new code where code of its kind already lives:',
          tree,
        )
      : 'Work inside the existing repository and keep to its layout; put new code where code of its kind already lives.';
  }
  return paragraphs(
    'If the repository already has a structure, follow it. Otherwise start from this layout, one folder per feature:',
    repositoryTree(brief),
  );
};

const declined = (brief: Brief, id: string) => brief.decisions.some((d) => d.id === id && d.answer === 'No');

const codingRules: Renderer = (brief, target) => {
  const { test, lint } = commandsOf(brief);
  const tested = !declined(brief, 'automated-tests') && Boolean(test);
  const rules = [
    'Use the strictest typing the stack offers (for example TypeScript strict mode); avoid untyped escape hatches.',
    'Keep modules small and named after what they hold; keep each feature in its own folder.',
    'Validate input at every boundary and handle errors explicitly; never swallow an exception.',
    'Never commit secrets; read keys and URLs from environment variables.',
    tested && 'Write automated tests with each task: the main path and at least one failure case.',
    tested && lint && `Run \`${test}\` and \`${lint}\` after each task; both must pass.`,
    tested && !lint && `Run \`${test}\` after each task; it must pass.`,
    !tested && lint && `Run \`${lint}\` after each task; it must pass.`,
    !brief.kind.headless && 'Use semantic, accessible markup: labelled inputs, keyboard support and visible focus.',
  ].filter((rule): rule is string => typeof rule === 'string');
  return paragraphs(
    target.rulesFile && `Save these rules in \`${target.rulesFile}\` so every session follows them.`,
    bullets(rules),
  );
};

function taskBlock(
  number: number,
  title: string,
  body: readonly (string | false | undefined)[],
  checks: readonly string[],
): string {
  return paragraphs(`### Task ${number}: ${title}`, ...body, checks.map((c) => `- [ ] ${c}`).join('\n'));
}

function existingSetupBlock(brief: Brief): string {
  const { install, test } = commandsOf(brief);
  const before = `Install the project${install ? ` with \`${install}\`` : ''} and run its checks before changing anything.`;
  if (brief.work === 'fix') {
    return taskBlock(
      1,
      'Reproduce the bug with a failing test',
      [before, 'Write an automated test that reproduces the bug, before changing any other code.'],
      [
        `The new test fails on the current code, for the reason the bug report gives${test ? ` (\`${test}\`)` : ''}.`,
        'Every other test passes, as before.',
      ],
    );
  }
  if (brief.work === 'rework') {
    return taskBlock(
      1,
      'Pin today’s behaviour with tests',
      [before, 'Write characterisation tests that pin what the part does today.'],
      ['The new tests pass on the current code.', 'Every other test passes, as before.'],
    );
  }
  return taskBlock(
    1,
    'Get the existing project running',
    [before, 'Read the code the work touches and its agent files.'],
    ['The project installs, builds and starts as before.', 'Its existing tests and lint pass before any change.'],
  );
}

const tasks: Renderer = (brief) => {
  const setup = isExisting(brief)
    ? existingSetupBlock(brief)
    : taskBlock(
        1,
        'Project setup',
        ['Create or reuse the structure above and install only what the tasks below need.'],
        ['The project installs, builds and starts without errors.', 'Linting and type checks pass.'],
      );
  const featureTasks = brief.features.map((feature, i) => {
    const decisions = featureDecisions(brief, feature.title);
    const checks = feature.criteria.map(criterionSentence);
    if (checks.length === 0) checks.push(`${feature.title} works end to end, including invalid input and failures.`);
    return taskBlock(i + 2, feature.title, [feature.description ?? undefined, decisionBlock(decisions)], checks);
  });
  const final = taskBlock(
    brief.features.length + 2,
    'Final pass',
    ['Review the whole project against this prompt.'],
    [
      'All features work together, with no errors in the console or the logs.',
      'Every decision in this prompt is reflected in the code.',
      ...(brief.kind.headless ? [] : ['Every screen works with the keyboard and holds up from phone to desktop widths.']),
    ],
  );
  return paragraphs(
    'Work through these tasks in order. Each ends with its acceptance checks as a checklist: start a task only when the previous one passes them, and keep its tests green.',
    setup,
    ...featureTasks,
    final,
  );
};

const decisions: Renderer = (brief, _target, consumed) => {
  const categories = CATEGORIES.filter((c) => !consumed.has(c));
  const answered = decisionsIn(brief, categories).filter((d) => d.source !== 'judgement');
  if (answered.length === 0) return undefined;
  // Grouped by category, so a builder finds every decision about one concern in one place.
  const groups = categories
    .map((category) => ({ category, items: answered.filter((d) => d.category === category) }))
    .filter((g) => g.items.length > 0)
    .map(({ category, items }) => {
      const lines = items.map(decisionLine);
      return `**${CATEGORY_LABELS[category]}**\n${bullets(lines)}`;
    });
  return paragraphs(
    'Treat these as requirements; a "recommended default" is one the user accepted from our recommendation:',
    ...groups,
  );
};

const judgement: Renderer = (brief, _target, consumed) => {
  const open = brief.decisions.filter((d) => d.source === 'judgement' && !d.feature && !consumed.has(d.category));
  if (open.length === 0) return undefined;
  return paragraphs(
    'The user skipped these questions. Decide each sensibly and say what you chose:',
    bullets(open.map(judgementLine)),
  );
};

const constraints: Renderer = (brief) => {
  const practice = brief.kind.headless
    ? [
        'Validate every request body and parameter.',
        'Return consistent JSON errors with correct HTTP status codes.',
        'Keep secrets out of source control; read them from environment variables.',
      ]
    : [
        'Accessible: semantic HTML, keyboard navigation, visible focus, sufficient color contrast and labelled form fields.',
        brief.kind.stack === 'mobile'
          ? 'Adapts to different screen sizes and orientations.'
          : 'Responsive from phone to desktop widths.',
        'Clear loading, empty and error states; never fail silently.',
        'Validate input on the server as well as in the interface.',
        'Keep secrets such as API keys out of the client and out of source control.',
      ];
  return paragraphs(
    'Build only the features and decisions above; do not add features the user did not ask for. Where something is unspecified, choose the simplest sensible option.',
    `General good practice (quality standards, not extra features):\n${bullets(practice)}`,
  );
};

const workflow: Renderer = (_brief, target) => (target.workflow.length > 0 ? bullets(target.workflow) : undefined);

const output: Renderer = (_brief, target) => numbered(target.outputFormat);

const RENDERERS: Record<SectionId, Renderer> = {
  role,
  context,
  requirements,
  pages,
  'data-model': dataModel,
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

function wrap(target: TargetConventions, { title }: SectionLayout, body: string): string {
  return target.style === 'xml' ? `<${title}>\n${body}\n</${title}>` : `## ${title}\n\n${body}`;
}

/** Work on an existing app: what the repository is, what must not change, and the order to work in. */
function existingSection(brief: Brief, target: TargetConventions): string | undefined {
  if (!isExisting(brief)) return undefined;
  const exists = whatExists(brief);
  const steps = workSteps(brief);
  const body = paragraphs(
    workSentence(brief),
    exists.length > 0 && `What already exists:\n${bullets(exists)}`,
    `What must not change:\n${bullets(mustNotChange(brief))}`,
    steps.length > 0 && `Do the work in this order:\n${numbered(steps)}`,
  );
  return target.style === 'xml' ? `<existing_codebase>\n${body}\n</existing_codebase>` : `## The Existing Codebase\n\n${body}`;
}

function baseSection(target: TargetConventions, basePrompt: string): string {
  const intro =
    'This extends an earlier prompt for the same project, quoted below. Keep everything it asks for unless a decision in this prompt changes it; the features and decisions below are added to it.';
  return target.style === 'xml'
    ? `<earlier_prompt>\n${intro}\n\n${basePrompt}\n</earlier_prompt>`
    : `## Earlier Prompt to Extend\n\n${intro}\n\n${quoted(basePrompt)}`;
}

/** The prompt in order: the opening line, then one chunk per non-empty section, each after a blank line. */
export function renderPromptChunks(input: Brief, target: TargetConventions): string[] {
  const brief = safeBrief(input);
  const consumed = new Set<Category>(target.sections.flatMap((section) => SECTION_CATEGORIES[section.id] ?? []));
  const chunks = [target.opening];
  const existing = existingSection(brief, target);
  if (existing) chunks.push(`\n\n${existing}`);
  if (brief.basePrompt) chunks.push(`\n\n${baseSection(target, brief.basePrompt)}`);
  for (const section of target.sections) {
    const body = RENDERERS[section.id](brief, target, consumed);
    if (body) chunks.push(`\n\n${wrap(target, section, body)}`);
  }
  return chunks;
}

export function renderPrompt(brief: Brief, target: TargetConventions): string {
  return renderPromptChunks(brief, target).join('');
}
