/**
 * CLAUDE.md, the memory file Claude Code loads at the start of every session. Anthropic's guidance: short, specific,
 * commands first, emphasis ("IMPORTANT") for the rules that must hold (docs.claude.com/en/docs/claude-code/memory).
 */
import type { Brief } from '../brief';
import { codeStyle, commandList, featureList, openQuestionList, projectDecisionList, projectName, testingRules } from './project';
import { bullets, languageLine, paragraphs, quoted, repositoryTree, section } from './shared';
import { safeBrief } from './safe';

export function renderClaudeMd(input: Brief): string {
  const brief = safeBrief(input);
  const data = brief.entities.length > 0 ? `Main data: ${brief.entities.map((e) => e.name).join(', ')}.` : undefined;
  return `${paragraphs(
    '# CLAUDE.md',
    `Context for Claude Code: ${projectName(brief)}. The full spec is in \`spec/\` (requirements, design, tasks).`,
    quoted(brief.description),
    section('Commands', commandList(brief)),
    section('Architecture', paragraphs(repositoryTree(brief), data, languageLine(brief))),
    section('Features', featureList(brief)),
    section('Decisions already made', projectDecisionList(brief)),
    section(
      'Open questions',
      openQuestionList(brief) &&
        paragraphs('Decide these when you reach them and record the choice here:', openQuestionList(brief)),
    ),
    section('Code style', bullets(codeStyle(brief))),
    section(
      'Workflow',
      bullets([
        'Work through spec/tasks.md in order; plan before any change that touches several files.',
        ...testingRules(brief),
        'IMPORTANT: build only what this file and spec/ describe; ask before adding features, dependencies or data model changes.',
        'IMPORTANT: never commit secrets; read keys from environment variables.',
      ]),
    ),
  )}\n`;
}
