/**
 * How a build prompt should be shaped for each target. Shared by both generators: the built-in composer lays its
 * prompt out with `sections`, the LLM generator puts `systemGuidance` into its system prompt.
 */

/** App builders get a product brief, code agents a task list, chat models a role/context/requirements prompt. */
export const TARGET_FAMILIES = ['app-builder', 'code-agent', 'chat-model', 'general'] as const;
export type TargetFamily = (typeof TARGET_FAMILIES)[number];

/** Markdown headings, or XML-style tags around each section (Claude's own convention). */
export type SectionStyle = 'markdown' | 'xml';

export type SectionId =
  | 'role'
  | 'context'
  | 'requirements'
  | 'pages'
  | 'data-model'
  | 'design'
  | 'data-auth'
  | 'repository'
  | 'coding-rules'
  | 'tasks'
  | 'decisions'
  | 'judgement'
  | 'constraints'
  | 'workflow'
  | 'output';

export interface SectionLayout {
  id: SectionId;
  /** The heading text (markdown) or the tag name (xml). */
  title: string;
}

export interface TargetConventions {
  /** Canonical key, e.g. 'lovable'; 'general' for unknown targets. */
  key: string;
  label: string;
  family: TargetFamily;
  style: SectionStyle;
  /** The prompt's first line. */
  opening: string;
  /** The composer's section order; every layout has one feature section (requirements, pages or tasks). */
  sections: readonly SectionLayout[];
  /** Stack and hosting facts of the target itself, stated in the prompt's context. */
  stackNote?: string;
  /** App builders: the backend the target uses for data, auth and storage. */
  backend?: string;
  /** App builders: how to use that backend well. */
  backendNotes?: readonly string[];
  /** Code agents: where the tool reads persistent project rules. */
  rulesFile?: string;
  /** Chat models (GPT-5): how to plan, persist and verify. */
  workflow: readonly string[];
  /** What to deliver and in which order. */
  outputFormat: readonly string[];
  /** A paragraph for the LLM generator's system prompt: how a prompt for this target should be shaped. */
  systemGuidance: string;
  /** The prompt size (tokens) the target reads comfortably in one message; past it the result page warns. */
  comfortableTokens: number;
}

/**
 * Sizes the project files are read well within, whatever the target. Past them the tool still reads the file but
 * follows it less closely (or cuts it).
 */
export const FILE_LIMITS = {
  /** Codex stops reading AGENTS.md at `project_doc_max_bytes`, 32 KiB by default (developers.openai.com/codex/guides/agents-md): about 8,000 tokens. */
  'AGENTS.md': { tokens: 8000 },
  /** "Target under 200 lines per CLAUDE.md file. Longer files consume more context and reduce adherence" (docs.claude.com, Claude Code memory). */
  'CLAUDE.md': { lines: 200 },
  /** "Keep rules under 500 lines" (cursor.com/docs/context/rules, best practices). */
  '.cursor/rules/project.mdc': { lines: 500 },
} as const satisfies Record<string, { tokens: number } | { lines: number }>;

const CHAT_OUTPUT: readonly string[] = [
  'Start with a short plan: the architecture, the data model and the files you will create.',
  'Then give the complete code for each file under a heading with its path; no placeholders such as "rest of the code here".',
  'Finish with setup and run instructions, and a checklist that maps each requirement to where it is implemented.',
  'If something essential is missing, state your assumption and carry on rather than stopping to ask.',
];

const APP_BUILDER_OUTPUT = (backend: string): readonly string[] => [
  'Lay out the main pages and navigation first, with realistic sample data.',
  'Build the features in the order listed, one at a time, and check each one works before moving on.',
  `Connect ${backend} for data and sign-in once the screens work.`,
  'Finish with a pass over responsiveness, accessibility and empty, loading and error states across the app.',
];

const CODE_AGENT_OUTPUT: readonly string[] = [
  'Work through the tasks in order; after each one, run the checks and tick its acceptance items.',
  'Keep commits small, one task each, with a clear message.',
  'When everything is done, summarize what you built, how to run it, and any assumption you made.',
];

interface AppBuilderSpec {
  key: string;
  label: string;
  comfortableTokens: number;
  backend: string;
  backendNotes: readonly string[];
  stackNote: string;
}

const SUPABASE_NOTES: readonly string[] = [
  'Keep data in Supabase tables with row-level security enabled, so each user reaches only the rows they may see.',
  'Use Supabase Auth for sign-in and Supabase Storage for files.',
];

function appBuilder({ key, label, backend, backendNotes, stackNote, comfortableTokens }: AppBuilderSpec): TargetConventions {
  return {
    key,
    label,
    comfortableTokens,
    family: 'app-builder',
    style: 'markdown',
    opening: `Build the following app in ${label}.`,
    sections: [
      { id: 'context', title: 'Product Brief' },
      { id: 'pages', title: 'Pages and Components' },
      { id: 'design', title: 'Design Direction' },
      { id: 'data-auth', title: `Data and Auth (${backend})` },
      { id: 'decisions', title: 'Other Decisions' },
      { id: 'judgement', title: 'Left to Your Judgement' },
      { id: 'constraints', title: 'Quality Bar' },
      { id: 'output', title: 'Build Order' },
    ],
    stackNote,
    backend,
    backendNotes,
    workflow: [],
    outputFormat: APP_BUILDER_OUTPUT(backend),
    systemGuidance:
      `${label} is an AI app builder that turns one prompt into a running web app. Shape the prompt as a single clear product brief, ` +
      'not a code specification: what the app is and for whom (quoting the user), the pages and components to build with the selected features, ' +
      `a design direction, and how data and authentication work on ${backend}, its usual backend. State each answered question as a decision, ` +
      'list skipped questions as left to its judgement, and end with a short build order. Plain markdown headings and bullet lists; no code.',
  };
}

function codeAgent(key: string, label: string, rulesFile: string, comfortableTokens: number): TargetConventions {
  return {
    key,
    label,
    comfortableTokens,
    family: 'code-agent',
    style: 'markdown',
    opening: `Implement the project below with ${label}, one task at a time.`,
    sections: [
      { id: 'context', title: 'Goal' },
      { id: 'decisions', title: 'Decisions' },
      { id: 'judgement', title: 'Left to Your Judgement' },
      { id: 'data-model', title: 'Data Model' },
      { id: 'repository', title: 'Repository Structure' },
      { id: 'coding-rules', title: 'Coding Rules' },
      { id: 'tasks', title: 'Step-by-Step Tasks' },
      { id: 'output', title: 'When You Finish' },
    ],
    rulesFile,
    workflow: [],
    outputFormat: CODE_AGENT_OUTPUT,
    systemGuidance:
      `${label} is an AI coding agent working inside a repository. Shape the prompt as engineering instructions: the goal (quoting the user), ` +
      'the decisions already made, the repository structure to create or follow, coding rules (typing, tests, error handling, no secrets in code), ' +
      'then numbered step-by-step tasks, one per selected feature plus setup and a final pass, each with concrete acceptance checks written as ' +
      `a checklist. Mention that the coding rules belong in ${rulesFile}. Skipped questions are left to its judgement. Markdown headings; be precise and terse.`,
  };
}

interface ChatModelSpec {
  key: string;
  label: string;
  style: SectionStyle;
  opening: string;
  titles: Partial<Record<SectionId, string>>;
  order: readonly SectionId[];
  workflow?: readonly string[];
  outputFormat?: readonly string[];
  systemGuidance: string;
  comfortableTokens: number;
}

function chatModel(spec: ChatModelSpec): TargetConventions {
  return {
    key: spec.key,
    label: spec.label,
    family: 'chat-model',
    style: spec.style,
    opening: spec.opening,
    sections: spec.order.map((id) => ({ id, title: spec.titles[id] ?? id })),
    workflow: spec.workflow ?? [],
    outputFormat: spec.outputFormat ?? CHAT_OUTPUT,
    systemGuidance: spec.systemGuidance,
    comfortableTokens: spec.comfortableTokens,
  };
}

const CHAT_ORDER: readonly SectionId[] = [
  'role',
  'context',
  'requirements',
  'data-model',
  'decisions',
  'judgement',
  'constraints',
  'output',
];

/** ChatGPT's Plus and Team plans give GPT models a 32K-token context (openai.com/chatgpt/pricing); a prompt past a quarter of it leaves too little for a full answer. */
const CHAT_WINDOW_QUARTER = 8000;

const CHATGPT = chatModel({
  key: 'chatgpt',
  label: 'ChatGPT',
  comfortableTokens: CHAT_WINDOW_QUARTER,
  style: 'markdown',
  opening: 'Help me build the project described below.',
  titles: {
    role: 'Role',
    context: 'Context',
    requirements: 'Requirements',
    'data-model': 'Data Model',
    decisions: 'Decisions',
    judgement: 'Left to Your Judgement',
    constraints: 'Constraints',
    output: 'Output Format',
  },
  order: CHAT_ORDER,
  systemGuidance:
    "ChatGPT follows prompts organized under markdown headings: a one-line role, the context (the user's own description, quoted), " +
    'numbered requirements (the selected features with their details), the decisions from the answered questions, what is left to its judgement, ' +
    'constraints, and an explicit output format (plan, then complete code per file, then run instructions). Be direct and specific; no filler.',
});

const GPT5 = chatModel({
  key: 'gpt-5',
  label: 'GPT-5',
  comfortableTokens: CHAT_WINDOW_QUARTER,
  style: 'markdown',
  opening: 'Build the project described below, end to end.',
  titles: {
    role: 'Role and Objective',
    context: 'Context',
    requirements: 'Requirements',
    'data-model': 'Data Model',
    decisions: 'Decisions',
    judgement: 'Your Judgement Calls',
    constraints: 'Constraints',
    workflow: 'Planning and Verification',
    output: 'Output Format',
  },
  order: ['role', 'context', 'requirements', 'data-model', 'decisions', 'judgement', 'constraints', 'workflow', 'output'],
  workflow: [
    'Before writing code, plan: list the components, the data model and the order you will build them in.',
    'Keep going until every requirement is implemented; do not stop to ask about points left to your judgement, decide and note the choice.',
    'Before you finish, verify each requirement and decision against your output and fix any gap.',
  ],
  systemGuidance:
    "GPT-5 follows precise, non-contradictory instructions closely. Use markdown headings: role and objective, context (the user's words, quoted), " +
    'requirements, decisions, judgement calls, constraints, a planning-and-verification section that sets how eagerly it should proceed ' +
    '(plan first, keep going until done, verify against the requirements), and an explicit output format. Avoid vague or conflicting wording.',
});

const GEMINI = chatModel({
  key: 'gemini',
  label: 'Gemini',
  /** A 1M-token context (ai.google.dev/gemini-api/docs/long-context); instructions past ~32K tokens are followed less closely. */
  comfortableTokens: 32000,
  style: 'markdown',
  opening: 'Task: build the project described below. Follow the output format at the end exactly.',
  titles: {
    role: 'Persona',
    context: 'Context',
    requirements: 'Task and Requirements',
    'data-model': 'Data Model',
    decisions: 'Decisions Already Made',
    judgement: 'Open Points (Use Your Judgement)',
    constraints: 'Constraints',
    output: 'Output Format',
  },
  order: CHAT_ORDER,
  outputFormat: [
    'An overview of your approach in three to five sentences.',
    'The file tree.',
    'The complete code of every file, each in a fenced code block headed by its path.',
    'Setup and run instructions.',
    'A table mapping each requirement and decision to the file that implements it.',
  ],
  systemGuidance:
    "Gemini works best with clearly separated sections: a persona, the task, the context (the user's words, quoted), the requirements and " +
    'decisions as bullet lists, constraints, and an explicit, numbered output format stating exactly what to return and in which order. ' +
    'Use markdown headings and short, concrete sentences.',
});

const CLAUDE = chatModel({
  key: 'claude',
  label: 'Claude',
  /** A 200K-token context (docs.claude.com, models overview); a prompt within a sixth of it leaves room to build the whole app. */
  comfortableTokens: 32000,
  style: 'xml',
  opening:
    'Please build the project described below. Each part of the brief is in its own XML tag; read all of them before you start.',
  titles: {
    role: 'role',
    context: 'context',
    requirements: 'requirements',
    'data-model': 'data_model',
    decisions: 'decisions',
    judgement: 'use_your_judgement',
    constraints: 'constraints',
    output: 'output_format',
  },
  order: CHAT_ORDER,
  systemGuidance:
    "Claude reads prompts structured with XML-style tags. Wrap each part in its own tag: <role>, <context> with the user's description in " +
    '<project_description>, <requirements> (selected features and their details), <decisions> (answered questions), <use_your_judgement> ' +
    '(skipped questions), <constraints> and <output_format>. Put the context before the instructions, be explicit about the expected output, ' +
    'and explain why a constraint matters when it is not obvious.',
});

const GENERAL: TargetConventions = {
  key: 'general',
  label: 'General',
  comfortableTokens: CHAT_WINDOW_QUARTER,
  family: 'general',
  style: 'markdown',
  opening: 'Build the project described below.',
  sections: [
    { id: 'context', title: 'Project' },
    { id: 'requirements', title: 'Features' },
    { id: 'data-model', title: 'Data Model' },
    { id: 'decisions', title: 'Decisions' },
    { id: 'judgement', title: 'Left to Your Judgement' },
    { id: 'constraints', title: 'Guidelines' },
    { id: 'output', title: 'What to Deliver' },
  ],
  workflow: [],
  outputFormat: CHAT_OUTPUT,
  systemGuidance:
    "The target is unknown, so write a tool-neutral prompt with plain markdown headings: the project (the user's words, quoted), " +
    'the selected features, the decisions from the answered questions, what is left to its judgement, general guidelines, and what to deliver.',
};

const TARGETS: readonly TargetConventions[] = [
  CHATGPT,
  GPT5,
  GEMINI,
  CLAUDE,
  appBuilder({
    key: 'lovable',
    label: 'Lovable',
    /** Lovable's prompting guide asks for one focused request at a time and building large apps step by step (docs.lovable.dev, prompting best practices). */
    comfortableTokens: 3000,
    backend: 'Supabase',
    backendNotes: SUPABASE_NOTES,
    stackNote: 'Lovable builds React apps with Vite, Tailwind CSS and shadcn/ui; stay within that stack.',
  }),
  /** Cursor's agent reads long prompts, but its guide recommends scoped tasks with clear success criteria (cursor.com/docs, agent best practices). */
  codeAgent('cursor', 'Cursor', '.cursor/rules', 8000),
];

const ALIASES: Readonly<Record<string, string>> = {
  gpt5: 'gpt-5',
  'chat-gpt': 'chatgpt',
  openai: 'chatgpt',
  'google-gemini': 'gemini',
};

/** Conventions for a target given as its api_endpoint or lowercased name; anything unknown gets the general format. */
export function conventionsFor(target: string): TargetConventions {
  const key = target
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const canonical = ALIASES[key] ?? key;
  return TARGETS.find((target) => target.key === canonical) ?? GENERAL;
}

/** Every known target, plus the general fallback last. */
export const ALL_CONVENTIONS: readonly TargetConventions[] = [...TARGETS, GENERAL];
