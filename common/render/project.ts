/**
 * The blocks the project files (AGENTS.md, CLAUDE.md, Cursor rules) share: what the project is, its features, its
 * decisions, how to run it and the rules for working on it. Each file arranges them in its own reader's order.
 */
import type { Brief } from '../brief';
import {
  bullets,
  decisionLine,
  featureDecisions,
  judgementLine,
  labelledDecision,
  languageLine,
  madeDecisions,
  nameInSentence,
  paragraphs,
  projectDecisions,
  quoted,
} from './shared';
import { commandsOf, isExisting, workSentence } from './repository';

/** "a booking app for a yoga studio (fitness and yoga studios)". */
export function projectName(brief: Brief): string {
  return `${nameInSentence(brief.name)}${brief.domain ? ` (${brief.domain.name.toLowerCase()})` : ''}`;
}

export function overview(brief: Brief): string {
  return paragraphs(
    isExisting(brief)
      ? `This repository holds ${projectName(brief)}. ${workSentence(brief)} The owner describes the work in their own words:`
      : `This repository holds ${projectName(brief)}. The owner describes it in their own words:`,
    quoted(brief.description),
    brief.audience && `Main audience: ${brief.audience}. ${languageLine(brief)}`,
    !brief.audience && languageLine(brief),
  );
}

export function roleList(brief: Brief): string | undefined {
  return brief.roles.length > 0 ? bullets(brief.roles.map((r) => `**${r.name}**: ${r.can}`)) : undefined;
}

/** Every feature with its description and, indented, the decisions about it. */
export function featureList(brief: Brief): string {
  return brief.features
    .map((feature) => {
      const head = `- **${feature.title}**${feature.description ? `: ${feature.description}` : ''}`;
      const decisions = featureDecisions(brief, feature.title).map((d) => `  - ${decisionLine(d)}`);
      return [head, ...decisions].join('\n');
    })
    .join('\n');
}

/** The project-wide decisions the user made or accepted, each labelled with its concern. */
export function projectDecisionList(brief: Brief): string | undefined {
  const made = madeDecisions(projectDecisions(brief));
  return made.length > 0 ? bullets(made.map(labelledDecision)) : undefined;
}

/** Questions nobody answered: the agent decides and says what it chose. */
export function openQuestionList(brief: Brief): string | undefined {
  const open = brief.decisions.filter((d) => d.source === 'judgement');
  return open.length > 0 ? bullets(open.map((d) => `${d.feature ? `${d.feature}: ` : ''}${judgementLine(d)}`)) : undefined;
}

export function commandList(brief: Brief): string {
  const commands = commandsOf(brief);
  const lines = [
    commands.install && `Install dependencies: \`${commands.install}\``,
    commands.dev && `Start the development server: \`${commands.dev}\``,
    commands.build && `Build: \`${commands.build}\``,
    commands.test && `Run the tests: \`${commands.test}\``,
    commands.lint && `Lint${brief.codebase ? '' : ' and type-check'}: \`${commands.lint}\``,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return 'The repository’s manifests name no commands: its README says how to install, run and test it.';
  return paragraphs(brief.codebase && 'The repository’s own commands (from its manifests):', bullets(lines));
}

export function codeStyle(brief: Brief): string[] {
  return [
    'Use the strictest typing the stack offers (TypeScript strict mode or its equivalent); no untyped escape hatches.',
    'One folder per feature; small modules named after what they hold.',
    'Validate input at every boundary and handle errors explicitly; never swallow an exception.',
    ...(brief.kind.headless
      ? ['Return consistent JSON errors with correct HTTP status codes.']
      : ['Semantic, accessible markup: labelled inputs, keyboard support, visible focus and sufficient contrast.']),
    ...(brief.language.code === 'en'
      ? []
      : [`Every text users see is in ${brief.language.name}; code and comments stay in English.`]),
  ];
}

export function testingRules(brief: Brief): string[] {
  const { test } = commandsOf(brief);
  return [
    test
      ? `Run \`${test}\` before every commit; it must pass.`
      : 'The repository has no test command yet: add one with the first test, where its package manager expects it.',
    'Each acceptance criterion in spec/requirements.md gets at least one automated test: the main path and a failure case.',
    'Add or update tests with every change; never delete a failing test to make the suite pass.',
  ];
}

export function boundaries(brief: Brief): string[] {
  return [
    'Always: build only the features and decisions written here; where something is open, choose the simplest sensible option and say so.',
    `Ask first: adding a dependency, changing the data model${brief.stack ? ' or the stack' : ''}, or anything that deletes user data.`,
    'Never: commit secrets or API keys (read them from environment variables), disable tests or type checks, or add features nobody asked for.',
  ];
}
