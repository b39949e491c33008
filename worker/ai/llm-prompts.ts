import { conventionsFor } from './conventions';
import type { PromptInput, QuestionsInput, SuggestInput } from './types';

/** System and user prompts for the LLM generator. The target's conventions come from the module the composer uses too. */

const GROUND_RULES = `Ground rules:
- Keep the user's own words for their project and features; do not rename what they chose.
- Never invent requirements, integrations, pages or constraints the user did not choose. Where something is unknown, leave it to the builder's judgement rather than guessing.
- Be concrete and brief. No marketing language, no emojis.`;

export function suggestSystem(targetKey: string): string {
  const target = conventionsFor(targetKey);
  return `You help people plan software they will build with ${target.label}.
Suggest features for the project the user describes: 8 to 12 short feature titles (2 to 6 words each, Title Case), each distinct, each fitting this kind of project, ordered from most to least essential.
Reply with JSON only: {"features": ["..."]}.
${GROUND_RULES}`;
}

export function suggestUser(input: SuggestInput): string {
  const existing = input.existingFeatures.length
    ? `\n\nAlready suggested (do not repeat any of these, even reworded):\n${input.existingFeatures.map((f) => `- ${f}`).join('\n')}`
    : '';
  return `Project description:\n"""${input.projectDescription}"""${existing}`;
}

export function questionsSystem(targetKey: string): string {
  const target = conventionsFor(targetKey);
  return `You interview a person about the software they will build with ${target.label}, one question at a time, so the final build prompt leaves nothing important to guesswork.
Write the next batch of 6 to 8 questions. Cover, for each selected feature: the data it involves, who may do what, integrations, and edge cases or failure behaviour; then project-wide choices (audience, visual style, authentication, data storage, scale, accessibility, deployment) that matter for ${target.label}.
Each question is either "yes-no" or "multiple-choice" with 2 to 5 short options. Add "examples" only where they help the person answer.
Never repeat a question that was already answered. Also estimate the total number of questions the whole interview needs ("estimatedTotal", usually 25).
Reply with JSON only: {"questions": [{"text": "...", "type": "yes-no" | "multiple-choice", "options": ["..."], "examples": ["..."]}], "estimatedTotal": 25}.
${GROUND_RULES}`;
}

export function questionsUser(input: QuestionsInput): string {
  const answered = Object.entries(input.previousAnswers);
  const skipped = input.dismissedQuestions;
  return `Project description:\n"""${input.projectDescription}"""

Selected features:\n${input.features.map((f) => `- ${f.title}`).join('\n')}

Questions asked so far: ${input.questionIndex}.
${answered.length ? `Answered so far:\n${answered.map(([q, a]) => `- ${q} → ${a}`).join('\n')}` : 'Nothing answered yet.'}${
    skipped.length
      ? `\n\nSkipped by the user (do not ask these again, even reworded):\n${skipped.map((q) => `- ${q}`).join('\n')}`
      : ''
  }`;
}

export function promptSystem(targetKey: string): string {
  const target = conventionsFor(targetKey);
  return `You write build prompts for ${target.label}. The prompt you write will be pasted into ${target.label} as is, so it must get the project right the first time.

How a prompt for ${target.label} should be shaped:
${target.systemGuidance}

Include the project description in the user's own words, every selected feature (with its description when given), every answer as a decision the builder must follow, and list the skipped questions as points left to the builder's judgement.
${GROUND_RULES}
Output only the prompt itself, with no preamble or closing remarks.`;
}

export function promptUser(input: PromptInput): string {
  const answers = Object.entries(input.answers);
  return `Project description:\n"""${input.projectDescription}"""

Selected features:
${input.features.map((f) => `- ${f.title}${f.description ? `: ${f.description}` : ''}`).join('\n')}

Decisions (question → answer):
${answers.length ? answers.map(([q, a]) => `- ${q} → ${a}`).join('\n') : '- none'}

Left to the builder's judgement:
${input.dismissedQuestions.length ? input.dismissedQuestions.map((q) => `- ${q}`).join('\n') : '- none'}${
    input.basePrompt
      ? `\n\nThis prompt extends an earlier one for the same project. Keep everything the earlier prompt asks for unless a decision above changes it, and add the features and decisions above to it:\n"""${input.basePrompt}"""`
      : ''
  }`;
}
