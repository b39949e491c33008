/**
 * CLAUDE.md, the memory file Claude Code loads at the start of every session. Anthropic's guidance: short, specific,
 * commands first, emphasis ("IMPORTANT") for the rules that must hold (docs.claude.com/en/docs/claude-code/memory).
 */
import type { Brief } from '../brief';
import { codeStyle, commandList, featureList, openQuestionList, projectDecisionList, projectName, testingRules } from './project';
import {
  existingAgentFile,
  existingTree,
  isExisting,
  mergeAgentFile,
  mustNotChange,
  otherConventions,
  whatExists,
  workSentence,
  workSteps,
} from './repository';
import { bullets, languageLine, numbered, paragraphs, quoted, repositoryTree, section } from './shared';

export const CLAUDE_PATH = 'CLAUDE.md';
import { safeBrief } from './safe';

export function renderClaudeMd(input: Brief): string {
  const brief = safeBrief(input);
  const data = brief.entities.length > 0 ? `Main data: ${brief.entities.map((e) => e.name).join(', ')}.` : undefined;
  const existing = isExisting(brief);
  const generated = `${paragraphs(
    '# CLAUDE.md',
    `Context for Claude Code: ${projectName(brief)}. The full spec is in \`spec/\` (requirements, design, tasks).`,
    workSentence(brief),
    quoted(brief.description),
    section('Commands', commandList(brief)),
    section(
      'Architecture',
      paragraphs(
        existing ? (existingTree(brief) ?? 'Follow the repository’s existing structure.') : repositoryTree(brief),
        existing && bullets(whatExists(brief)),
        data,
        languageLine(brief),
      ),
    ),
    section('Conventions already in this repository', bullets(otherConventions(brief, CLAUDE_PATH))),
    section('Features', featureList(brief)),
    section('Decisions already made', projectDecisionList(brief)),
    section(
      'Open questions',
      openQuestionList(brief) &&
        paragraphs('Decide these when you reach them and record the choice here:', openQuestionList(brief)),
    ),
    section('Code style', bullets(codeStyle(brief))),
    section('How to do this work', numbered(workSteps(brief))),
    section(
      'What must not change',
      bullets(mustNotChange(brief).map((line) => `IMPORTANT: keep ${line.charAt(0).toLowerCase()}${line.slice(1)}`)),
    ),
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
  const own = existingAgentFile(brief, CLAUDE_PATH);
  return own ? mergeAgentFile(own, generated, CLAUDE_PATH) : generated;
}
