/** AGENTS.md, the open format coding agents read (agents.md): overview, commands, structure, style, tests, boundaries. */
import type { Brief } from '../brief';
import {
  boundaries,
  codeStyle,
  commandList,
  featureList,
  openQuestionList,
  overview,
  projectDecisionList,
  roleList,
  testingRules,
} from './project';
import { bullets, paragraphs, repositoryTree, section } from './shared';
import { safeBrief } from './safe';

export function renderAgentsMd(input: Brief): string {
  const brief = safeBrief(input);
  return `${paragraphs(
    '# AGENTS.md',
    section('Project overview', paragraphs(overview(brief), roleList(brief) && `Who uses it:\n${roleList(brief)}`)),
    section('Features', featureList(brief)),
    section('Setup and commands', commandList(brief)),
    section(
      'Project structure',
      paragraphs('Follow the existing structure; in a new repository start from this layout:', repositoryTree(brief)),
    ),
    section('Code style', bullets(codeStyle(brief))),
    section('Testing', bullets(testingRules(brief))),
    section('Product decisions', projectDecisionList(brief)),
    section('Open questions (decide, then note your choice here)', openQuestionList(brief)),
    section('Boundaries', bullets(boundaries(brief))),
  )}\n`;
}
