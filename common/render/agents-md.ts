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
import {
  existingAgentFile,
  existingTree,
  isExisting,
  mergeAgentFile,
  mustNotChange,
  otherConventions,
  whatExists,
  workSteps,
} from './repository';
import { bullets, numbered, paragraphs, repositoryTree, section } from './shared';
import { safeBrief } from './safe';

export const AGENTS_PATH = 'AGENTS.md';

function structure(brief: Brief): string {
  const tree = existingTree(brief);
  if (tree) return paragraphs('The repository is laid out like this; put new code where code of its kind already lives:', tree);
  if (isExisting(brief)) return 'Follow the repository’s existing structure; put new code where code of its kind already lives.';
  return paragraphs('Follow the existing structure; in a new repository start from this layout:', repositoryTree(brief));
}

export function renderAgentsMd(input: Brief): string {
  const brief = safeBrief(input);
  const generated = `${paragraphs(
    '# AGENTS.md',
    section('Project overview', paragraphs(overview(brief), roleList(brief) && `Who uses it:\n${roleList(brief)}`)),
    section('What already exists', bullets(whatExists(brief))),
    section('Features', featureList(brief)),
    section('Setup and commands', commandList(brief)),
    section('Project structure', structure(brief)),
    section('Conventions already in this repository', bullets(otherConventions(brief, AGENTS_PATH))),
    section('How to do this work', numbered(workSteps(brief))),
    section('What must not change', bullets(mustNotChange(brief))),
    section('Code style', bullets(codeStyle(brief))),
    section('Testing', bullets(testingRules(brief))),
    section('Product decisions', projectDecisionList(brief)),
    section('Open questions (decide, then note your choice here)', openQuestionList(brief)),
    section('Boundaries', bullets(boundaries(brief))),
  )}\n`;
  const existing = existingAgentFile(brief, AGENTS_PATH);
  return existing ? mergeAgentFile(existing, generated, AGENTS_PATH) : generated;
}
