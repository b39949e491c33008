/**
 * System and user prompts for the LLM generator. The target's conventions and the domain's knowledge come from the
 * same modules the composer uses, so a model gets the same expertise, in the user's language.
 */
import type { Brief } from '../../common/brief';
import type { Revision } from './types';
import { CATEGORIES, estimateFor } from '../../common/interview';
import { criterionSentence, decisionLine } from '../../common/render/shared';
import { conventionsFor } from '../../common/targets';
import type { Analysis } from './composer/analysis';
import { mustNotChange, whatExists, workSentence, workSteps } from '../../common/render/repository';
import type { ExistingApp, QuestionsInput, SuggestInput } from './types';

/** Work on an existing app, for the model: what the work is and what the repository already is and answers. */
function existingApp(input: ExistingApp): string {
  const sentence = workSentence(input);
  if (!sentence) return '';
  const exists = whatExists(input);
  const parts =
    input.work === 'fix'
      ? 'Suggest the parts of the fix (reproducing the bug, expected against actual behaviour, a failing test first, the scope of the fix, a regression guard), then what the description names.'
      : input.work === 'rework'
        ? 'Suggest the parts of the rework (behaviour to preserve, characterisation tests, the target structure, the steps), then what the description names.'
        : 'Suggest what the description names first, then the parts of the change (data model changes, server changes, screens, permissions, tests).';
  const repository = exists.length ? `\nThe repository:\n${exists.map((line) => `- ${line}`).join('\n')}` : '';
  return `\n\n${sentence}${repository}\n${parts}
Never ask or suggest which stack, database or hosting to use, nor whether to write tests: the repository already answers that.`;
}

const GROUND_RULES = `Ground rules:
- Keep the user's own words for their project and features; do not rename what they chose.
- Never invent requirements, integrations, pages or constraints the user did not choose. Where something is unknown, leave it to the builder's judgement rather than guessing.
- Be concrete and brief. No marketing language, no emojis.`;

function languageRule(analysis: Analysis, what: string): string {
  return analysis.language.code === 'en'
    ? ''
    : `\nThe user writes in ${analysis.language.name}: write ${what} in ${analysis.language.name}.`;
}

/** What was read of the description, in the user's own words: who uses it, what they do and to what. */
function reading(analysis: Analysis): string[] {
  const { reading: r, interactions } = analysis;
  const list = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ');
  const lines = ['What the description says (use these words, not synonyms):'];
  if (r.owner) lines.push(`- For: "${r.owner.text}".`);
  if (r.actors.length) lines.push(`- Who uses it: ${list(r.actors.map((a) => a.text))}.`);
  if (r.actions.length)
    lines.push(`- What they do: ${list(r.actions.map((a) => [a.verb, ...a.objects.map((o) => o.text)].join(' ')))}.`);
  if (r.objects.length) lines.push(`- What it keeps or handles: ${list(r.objects.map((o) => o.text))}.`);
  if (analysis.fields.length > 1)
    lines.push(`- What one record holds (already answered; do not ask it again): ${list(analysis.fields)}.`);
  const today = r.tokens
    .filter((t) => t.asIs)
    .map((t, i) => (i > 0 && t.spaced ? ` ${t.text}` : t.text))
    .join('');
  if (today) lines.push(`- How it is done today (not what to build): "${today}".`);
  if (r.qualities.length) lines.push(`- Qualities: ${list(r.qualities)}.`);
  if (interactions.length)
    lines.push(
      `- How it works: ${interactions.map((i) => `${i.record.name.toLowerCase()} (about ${i.slots.things})`).join('; ')}.`,
    );
  return lines.length > 1 ? lines : [];
}

/** What someone who has built such products knows: the domain's core features, data, roles and decisive questions. */
function expertise(analysis: Analysis): string {
  const [domain] = analysis.domains;
  const lines = [
    `The project: ${analysis.name} (${analysis.kind.noun}${domain ? `; field: ${domain.name}` : ''}).`,
    ...reading(analysis),
  ];
  if (!domain) {
    lines.push(
      'No field of expertise applies: interview from what the description says people do, in its own nouns. Never assume a neighbouring trade (an orchard is not a farm business, a DJ’s song requests are not a music school).',
    );
    return lines.join('\n');
  }
  lines.push(
    'What an expert in this field knows (use it where it fits the description; do not copy it blindly):',
    `- Core features: ${domain.features
      .slice(0, 12)
      .map((f) => f.title)
      .join('; ')}.`,
    `- Data: ${domain.entities.map((e) => e.name).join(', ')}.`,
    `- Roles: ${domain.roles.map((r) => `${r.name} (${r.can})`).join('; ')}.`,
    '- Decisive questions and the usual answer:',
    ...[...domain.questions]
      .sort((a, b) => b.impact - a.impact)
      .slice(0, 8)
      .map((q) => `  - ${q.text} [${q.options?.join(' / ') ?? 'Yes / No'}] Usually: ${q.recommended}. ${q.reason}`),
  );
  return lines.join('\n');
}

export function suggestSystem(targetKey: string, analysis: Analysis): string {
  const target = conventionsFor(targetKey);
  const named = analysis.named.length
    ? `\nThe description itself names: ${analysis.named.map((n) => `"${n}"`).join(', ')}. Put these first, as titles in the user's own words.`
    : '';
  return `You help people plan software they will build with ${target.label}, as an expert who has built such products.
Suggest features for the project the user describes: 8 to 12 short feature titles (2 to 6 words each, Title Case), each distinct, specific to this field rather than generic (not "Settings Page" or "User Accounts" unless asked), ordered from most to least essential.${named}${languageRule(analysis, 'every title')}
${expertise(analysis)}
Reply with JSON only: {"features": ["..."]}.
${GROUND_RULES}`;
}

export function suggestUser(input: SuggestInput): string {
  const existing = input.existingFeatures.length
    ? `\n\nAlready suggested (do not repeat any of these, even reworded):\n${input.existingFeatures.map((f) => `- ${f}`).join('\n')}`
    : '';
  return `Project description:\n"""${input.projectDescription}"""${existing}${existingApp(input)}`;
}

export function questionsSystem(targetKey: string, analysis: Analysis, budget: number): string {
  const target = conventionsFor(targetKey);
  return `You interview a person about the software they will build with ${target.label}, one question at a time, as an expert in their field would, so the final build prompt leaves nothing important to guesswork.
The whole interview asks ${budget} questions. Write the next batch of 6 to 8, the most decisive first (what changes the build most).
Each question:
- "id": a short kebab-case id, unique in the interview;
- "category": one of ${CATEGORIES.join(', ')};
- "type": "yes-no", or "multiple-choice" with 2 to 5 short, mutually exclusive "options";
- "recommended": the answer you would advise (one of the options, or Yes / No), and "reason": one line saying why;
- "examples" only where they help.
Speak about the user's project in its own terms (their customers, their products, their rules). Never write two questions that are the same sentence with another feature name, never ask what an earlier answer already settled or made pointless, never repeat an answered or skipped question.${languageRule(analysis, 'every question, option and reason')}
${expertise(analysis)}
Reply with JSON only: {"questions": [{"id": "...", "category": "...", "text": "...", "type": "yes-no" | "multiple-choice", "options": ["..."], "recommended": "...", "reason": "...", "examples": ["..."]}], "estimatedTotal": ${estimateFor(budget)}}.
${GROUND_RULES}`;
}

export function questionsUser(input: QuestionsInput): string {
  const answered = Object.entries(input.previousAnswers);
  const skipped = input.dismissedQuestions;
  return `Project description:\n"""${input.projectDescription}"""${existingApp(input)}

Selected features:\n${input.features.map((f) => `- ${f.title}${f.description ? `: ${f.description}` : ''}`).join('\n')}

Questions asked so far: ${input.askedQuestions?.length ?? input.questionIndex}.
${answered.length ? `Answered so far:\n${answered.map(([q, a]) => `- ${q} → ${a}`).join('\n')}` : 'Nothing answered yet.'}${
    skipped.length
      ? `\n\nSkipped by the user (do not ask these again, even reworded):\n${skipped.map((q) => `- ${q}`).join('\n')}`
      : ''
  }`;
}

export function promptSystem(targetKey: string, brief: Brief): string {
  const target = conventionsFor(targetKey);
  const language =
    brief.language.code === 'en'
      ? ''
      : `\nThe app's interface language is ${brief.language.name}: say so in the prompt (every text users see in ${brief.language.name}). Write the prompt itself in English.`;
  return `You write build prompts for ${target.label}. The prompt you write will be pasted into ${target.label} as is, so it must get the project right the first time.

How a prompt for ${target.label} should be shaped:
${target.systemGuidance}

Include the project description in the user's own words, every selected feature with its checks, every decision where it belongs (under its feature, or with the project-wide decisions grouped by concern), the recommended defaults the user accepted marked as such, and the skipped questions as points left to the builder's judgement with the expert default. State each line once: no boilerplate repeated per feature.${language}
${GROUND_RULES}
Output only the prompt itself, with no preamble or closing remarks.`;
}

/** The brief the composer built from the interview, written out for the model. */
export function promptUser(brief: Brief): string {
  const featureLines = brief.features.map((f) => {
    const lines = [`- ${f.title}${f.description ? `: ${f.description}` : ''}`];
    for (const d of brief.decisions.filter((d) => d.feature === f.title)) lines.push(`  - ${decisionLine(d)}`);
    for (const c of f.criteria) lines.push(`  - Check: ${criterionSentence(c)}`);
    return lines.join('\n');
  });
  const project = brief.decisions.filter((d) => !d.feature).map((d) => `- [${d.category}] ${decisionLine(d)}`);
  return `Project description:\n"""${brief.description}"""
What it is: ${brief.name}${brief.domain ? ` (${brief.domain.name})` : ''}. Interface language: ${brief.language.name}.

Selected features:
${featureLines.join('\n')}

Project-wide decisions:
${project.length ? project.join('\n') : '- none'}${
    brief.entities.length
      ? `\n\nA typical data model for this field (a default, adapt it):\n${brief.entities.map((e) => `- ${e.name}: ${e.fields.join(', ')}`).join('\n')}`
      : ''
  }${
    workSentence(brief)
      ? `\n\n${workSentence(brief)} Begin the prompt with a section on the existing codebase that says:\n${[
          ...whatExists(brief).map((line) => `- ${line}`),
          'What must not change:',
          ...mustNotChange(brief).map((line) => `- ${line}`),
          'The order to work in:',
          ...workSteps(brief).map((line, i) => `${i + 1}. ${line}`),
        ].join('\n')}`
      : ''
  }${
    brief.basePrompt
      ? `\n\nThis prompt extends an earlier one for the same project. Keep everything the earlier prompt asks for unless a decision above changes it, and add the features and decisions above to it:\n"""${brief.basePrompt}"""`
      : ''
  }`;
}

/**
 * A regeneration: the previous version, what the user changed, and the brief as it now stands. The model edits the
 * previous prompt only where the changes require, so the diff between versions shows what the change caused.
 */
export function revisionUser(brief: Brief, revision: Revision): string {
  return `This is a new version of a prompt you wrote before. Here is the previous version:
"""${revision.previous}"""

The user changed only these decisions:
${revision.changes.length ? revision.changes.map((c) => `- ${c}`).join('\n') : '- nothing (write it again as it was)'}

Rewrite the previous version so it reflects these changes and nothing else: keep every other line word for word, in the same order and format. Where a change makes a line wrong, change that line; where it adds something, add it where it belongs; where it removes something, remove it.

For reference, the whole brief as it now stands:

${promptUser(brief)}`;
}
