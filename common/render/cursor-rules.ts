/**
 * `.cursor/rules/project.mdc`: a Cursor project rule. YAML front matter (`description`, `globs`, `alwaysApply`) then
 * markdown (cursor.com/docs/context/rules). Always applied, so every chat and agent run sees the project's decisions.
 */
import type { Brief } from '../brief';
import { boundaries, codeStyle, featureList, openQuestionList, projectDecisionList, projectName, testingRules } from './project';
import {
  codebaseGlobs,
  existingAgentFile,
  existingTree,
  isExisting,
  mergeAgentFile,
  mustNotChange,
  otherConventions,
  workSentence,
  workSteps,
} from './repository';
import { bullets, nameAsTitle, nameInSentence, numbered, paragraphs, quoted, repositoryTree, section } from './shared';

export const CURSOR_RULE_PATH = '.cursor/rules/project.mdc';
import { safeBrief } from './safe';

const SOURCE_GLOBS: Record<string, string> = {
  web: 'src/**/*.{ts,tsx,js,jsx,css}',
  api: 'src/**/*.{ts,js}',
  mobile: 'src/**/*.{ts,tsx,js,jsx}',
  game: 'src/**/*.{ts,js}',
  extension: 'src/**/*.{ts,tsx,js,json}',
  desktop: 'src/**/*.{ts,tsx,js,jsx}',
};

/** A YAML double-quoted scalar: JSON's string escapes are valid YAML. */
const yamlString = (text: string) => JSON.stringify(text);

export function renderCursorRules(input: Brief): string {
  const brief = safeBrief(input);
  const front = [
    '---',
    `description: ${yamlString(`Project rules for ${nameInSentence(brief.name)}: features, decisions, structure and coding standards`)}`,
    // The repository's real code folders; a new project's usual source folder otherwise.
    `globs: ${yamlString(codebaseGlobs(brief) ?? SOURCE_GLOBS[brief.kind.stack] ?? SOURCE_GLOBS.web!)}`,
    'alwaysApply: true',
    '---',
  ].join('\n');
  const existing = isExisting(brief);
  const generated = `${front}\n\n${paragraphs(
    `# ${nameAsTitle(brief.name)}`,
    `You are working on ${projectName(brief)}:${existing ? ` ${workSentence(brief)}` : ''}`,
    quoted(brief.description),
    section('Features (build exactly these)', featureList(brief)),
    section('Decisions', projectDecisionList(brief)),
    section('Open questions', openQuestionList(brief)),
    section(
      'Structure',
      existing ? (existingTree(brief) ?? 'Follow the repository’s existing structure.') : repositoryTree(brief),
    ),
    section('Conventions already in this repository', bullets(otherConventions(brief, CURSOR_RULE_PATH))),
    section('How to do this work', numbered(workSteps(brief))),
    section('Rules', bullets([...codeStyle(brief), ...testingRules(brief), ...mustNotChange(brief), ...boundaries(brief)])),
  )}\n`;
  const own = existingAgentFile(brief, CURSOR_RULE_PATH);
  return own ? mergeAgentFile(own, generated, CURSOR_RULE_PATH) : generated;
}
