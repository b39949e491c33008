/** The final prompt: the model laid out in the target engine's sections and style. */

import type { SectionLayout, SectionStyle } from '../conventions';
import type { PromptInput } from '../types';
import { buildPromptModel, type ProjectGroup } from './prompt-model';
import { SECTION_GROUPS, SECTION_RENDERERS } from './sections';

function wrap(style: SectionStyle, { title }: SectionLayout, body: string): string {
  return style === 'xml' ? `<${title}>\n${body}\n</${title}>` : `## ${title}\n\n${body}`;
}

/** The prompt in order: the opening line, then one chunk per non-empty section, each after a blank line. */
export function composePromptChunks(input: PromptInput): string[] {
  const model = buildPromptModel(input);
  const { sections, style, opening } = model.conventions;
  const consumed = new Set<ProjectGroup>(sections.flatMap((section) => SECTION_GROUPS[section.id] ?? []));
  const chunks = [opening];
  if (input.basePrompt?.trim()) chunks.push(`\n\n${baseSection(style, input.basePrompt.trim())}`);
  for (const section of sections) {
    const body = SECTION_RENDERERS[section.id](model, consumed);
    if (body) chunks.push(`\n\n${wrap(style, section, body)}`);
  }
  return chunks;
}

/** 'Add More Features': the earlier prompt stays the base, and this one adds to it. */
function baseSection(style: SectionStyle, basePrompt: string): string {
  const intro =
    'This extends an earlier prompt for the same project, quoted below. Keep everything it asks for unless a decision in this prompt changes it; the features and decisions below are added to it.';
  return style === 'xml'
    ? `<earlier_prompt>\n${intro}\n\n${basePrompt}\n</earlier_prompt>`
    : `## Earlier Prompt to Extend\n\n${intro}\n\n${basePrompt
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}`;
}

export function composePrompt(input: PromptInput): string {
  return composePromptChunks(input).join('');
}
