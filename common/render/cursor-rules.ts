/**
 * `.cursor/rules/project.mdc`: a Cursor project rule. YAML front matter (`description`, `globs`, `alwaysApply`) then
 * markdown (cursor.com/docs/context/rules). Always applied, so every chat and agent run sees the project's decisions.
 */
import type { Brief } from '../brief';
import { boundaries, codeStyle, featureList, openQuestionList, projectDecisionList, projectName, testingRules } from './project';
import { bullets, nameAsTitle, nameInSentence, paragraphs, quoted, repositoryTree, section } from './shared';

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

export function renderCursorRules(brief: Brief): string {
  const front = [
    '---',
    `description: ${yamlString(`Project rules for ${nameInSentence(brief.name)}: features, decisions, structure and coding standards`)}`,
    `globs: ${yamlString(SOURCE_GLOBS[brief.kind.stack] ?? SOURCE_GLOBS.web!)}`,
    'alwaysApply: true',
    '---',
  ].join('\n');
  return `${front}\n\n${paragraphs(
    `# ${nameAsTitle(brief.name)}`,
    `You are working on ${projectName(brief)}:`,
    quoted(brief.description),
    section('Features (build exactly these)', featureList(brief)),
    section('Decisions', projectDecisionList(brief)),
    section('Open questions', openQuestionList(brief)),
    section('Structure', repositoryTree(brief)),
    section('Rules', bullets([...codeStyle(brief), ...testingRules(brief), ...boundaries(brief)])),
  )}\n`;
}
