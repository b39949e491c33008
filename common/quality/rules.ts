/**
 * The quality check's rules, as data: what each asks, which targets it applies to, the target's own prompting guide
 * it comes from, how it is checked (one of the check kinds below, read by `check.ts`) and which question fixes it.
 * Adding a rule is adding a record here; the interpreter knows no rule by name.
 */
import type { Category } from '../interview';
import type { TargetFamily } from '../targets';

export interface RuleSource {
  title: string;
  url: string;
}

/** A list the brief holds. */
export type BriefList = 'pages' | 'entities' | 'roles' | 'features' | 'integrations';

/** Words that leave a choice open, and the decision categories whose answers settle them. */
export interface VagueWords {
  words: readonly string[];
  settledBy: readonly Category[];
  /** Only decisions whose label or question matches this settle them. */
  label?: string;
  /** What settles them, for the detail: "a design decision". */
  what: string;
}

/**
 * The closed set of checks. Brief checks read what the interview decided; prompt checks read the prompt's text (the
 * composer's rendering or an LLM's own), so the score means the same for both generators. Patterns are regular
 * expression sources, matched case-insensitively line by line (`^` and `$` are line ends).
 */
export type Check =
  /** A field of the brief is set. */
  | { kind: 'field'; field: 'audience' | 'stack'; what: string }
  /** A list of the brief has at least `min` items. */
  | { kind: 'list'; list: BriefList; min: number; what: string }
  /** A decision in one of these categories (whose label or question matches `label`) was made, not left open. */
  | { kind: 'decided'; categories: readonly Category[]; label?: string; what: string }
  /** Every feature has at least `min` acceptance criteria. */
  | { kind: 'criteria'; min: number }
  /** No answer contradicts another (`brief.conflicts` is empty). */
  | { kind: 'no-conflicts' }
  /** None of these words is in the user's own text (description, custom features, free answers) unless settled. */
  | { kind: 'vague-words'; groups: readonly VagueWords[] }
  /** The prompt matches one of the patterns, at least `min` times in all (default 1). */
  | { kind: 'prompt-has'; patterns: readonly string[]; min?: number; what: string }
  /** The prompt names at least `share` of the brief list's items. */
  | { kind: 'prompt-names'; list: BriefList; share: number; what: string }
  /** The prompt has blocks headed by `heading`, and every block matches one of `each`. */
  | { kind: 'prompt-blocks'; heading: string; each: readonly string[]; what: string; has: string }
  | { kind: 'all'; checks: readonly Check[] }
  | { kind: 'any'; checks: readonly Check[] };

/**
 * Which question the user opens to fix a failed rule. A question left to the builder (or answered other than the
 * recommendation) opens with its recommended answer preset: "add the recommended default".
 */
export type Fix =
  /** The first of these questions, or of these categories (label or question matching `label`), in the brief. */
  | { kind: 'question'; ids?: readonly string[]; categories?: readonly Category[]; label?: string }
  /** The question whose answer another answer made pointless. */
  | { kind: 'conflict' }
  /** The question the failing check points at (the category that settles a vague word, a feature's own question). */
  | { kind: 'failing' }
  /** No question changes it; why. */
  | { kind: 'none'; reason: string };

export interface QualityRule {
  id: string;
  /** What the rule asks, as the user reads it. */
  label: string;
  /** What is wrong when it fails, as the user reads it ("Two answers contradict each other"). */
  failed: string;
  families: 'all' | readonly TargetFamily[];
  /** Its share of the score among the rules that apply. */
  weight: number;
  /** The guide it comes from, for a target `sources` does not name. */
  source: RuleSource;
  /** Where each target's own guide gives the same advice, that guide (by target key: lovable, cursor, claude…). */
  sources?: Readonly<Record<string, RuleSource>>;
  check: Check;
  fix: Fix;
}

/** The targets' own published prompting guides. */
export const SOURCES = {
  lovable: { title: 'Prompt better in Lovable (Lovable docs)', url: 'https://docs.lovable.dev/prompting/prompting-one' },
  claudeCode: { title: 'Best practices for Claude Code (Anthropic)', url: 'https://code.claude.com/docs/en/best-practices' },
  agentsMd: { title: 'AGENTS.md: a README for agents (agents.md)', url: 'https://agents.md/' },
  cursorRules: { title: 'Rules (Cursor docs)', url: 'https://cursor.com/docs/context/rules' },
  gpt5: {
    title: 'GPT-5 prompting guide (OpenAI Cookbook)',
    url: 'https://cookbook.openai.com/examples/gpt-5/gpt-5_prompting_guide',
  },
  claudeOverview: {
    title: 'Prompt engineering overview (Claude docs)',
    url: 'https://platform.claude.com/docs/en/build-with-claude/prompt-engineering/overview',
  },
  claudePractices: {
    title: 'Prompting best practices (Claude docs)',
    url: 'https://platform.claude.com/docs/en/build-with-claude/prompt-engineering/claude-prompting-best-practices',
  },
  gemini: {
    title: 'Prompt design strategies (Gemini API docs)',
    url: 'https://ai.google.dev/gemini-api/docs/prompting-strategies',
  },
} as const satisfies Record<string, RuleSource>;

/** Each target's own prompting guide: cited for the advice every guide gives, so a Lovable prompt cites Lovable's. */
const OWN_GUIDE = {
  lovable: SOURCES.lovable,
  cursor: SOURCES.cursorRules,
  claude: SOURCES.claudePractices,
  gemini: SOURCES.gemini,
  chatgpt: SOURCES.gpt5,
  'gpt-5': SOURCES.gpt5,
} as const satisfies Record<string, RuleSource>;

/** The chat models' guides, for the rules about how a chat model's prompt is laid out. */
const CHAT_GUIDE = {
  claude: SOURCES.claudePractices,
  gemini: SOURCES.gemini,
  chatgpt: SOURCES.gpt5,
  'gpt-5': SOURCES.gpt5,
} as const satisfies Record<string, RuleSource>;

/** The guide a rule cites for a target (its key, as `conventionsFor` gives it). */
export function sourceFor(rule: QualityRule, targetKey: string): RuleSource {
  return rule.sources?.[targetKey] ?? rule.source;
}

/** Design questions about the look and feel (not, say, which devices are used). */
const DESIGN_DIRECTION = String.raw`\b(?:style|look|laid out|layout|theme|feel)\b`;

/** Words that say "make it good" without saying how, in the languages the composer understands. */
export const VAGUE_WORDS: readonly VagueWords[] = [
  {
    words: ['modern', 'moderno', 'moderna', 'moderne', 'clean', 'sleek', 'beautiful', 'nice-looking', 'stylish', 'elegant'],
    settledBy: ['design'],
    label: DESIGN_DIRECTION,
    what: 'a design direction',
  },
  {
    words: [
      'simple',
      'easy',
      'user-friendly',
      'intuitive',
      'seamless',
      'einfach',
      'benutzerfreundlich',
      'intuitiv',
      'sencillo',
      'sencilla',
      'fácil',
      'facile',
      'simples',
      'intuitivo',
      'intuitiva',
      'intuitif',
    ],
    settledBy: ['scope', 'user-flow', 'design'],
    what: 'a scope, user-flow or design decision',
  },
  {
    words: ['scalable', 'robust', 'performant', 'skalierbar', 'escalable'],
    settledBy: ['performance'],
    what: 'a performance decision',
  },
  {
    words: ['etc', 'and so on', 'and more', 'usw', 'und so weiter', 'y más', 'e altro'],
    settledBy: ['scope'],
    what: 'a scope decision',
  },
];

const APP = ['app-builder'] as const;
/** The question of who mainly uses it (as the composer's brief reads its audience). */
const AUDIENCE = 'audience|who .*use';
const AGENT = ['code-agent'] as const;
const CHAT = ['chat-model'] as const;

/** A line of a file tree: a folder name and a slash, alone or followed by a comment ("src/features/   …"). */
const TREE_LINE = String.raw`^[\s│├└─|*-]*(?:[\w.@-]+/)+(?:\s|$)`;

export const QUALITY_RULES: readonly QualityRule[] = [
  {
    id: 'app-audience',
    label: 'Say who the app is for',
    failed: 'The prompt does not say who the app is for',
    families: APP,
    weight: 2,
    source: SOURCES.lovable,
    check: { kind: 'field', field: 'audience', what: 'audience' },
    fix: { kind: 'question', categories: ['scope', 'roles'], label: AUDIENCE },
  },
  {
    id: 'app-pages',
    label: 'Name the pages the user moves through',
    failed: 'The pages the user moves through are not named',
    families: APP,
    weight: 2,
    source: SOURCES.lovable,
    check: {
      kind: 'all',
      checks: [
        { kind: 'list', list: 'pages', min: 1, what: 'pages' },
        { kind: 'prompt-names', list: 'pages', share: 0.5, what: 'pages' },
      ],
    },
    fix: {
      kind: 'none',
      reason: 'The pages come from the kind of project and its field; name the pages you want in the description.',
    },
  },
  {
    id: 'app-design',
    label: 'Decide the design direction up front',
    failed: 'No design direction is decided',
    families: APP,
    weight: 2,
    source: SOURCES.lovable,
    check: { kind: 'decided', categories: ['design'], label: DESIGN_DIRECTION, what: 'design direction' },
    fix: { kind: 'question', categories: ['design'], label: DESIGN_DIRECTION },
  },
  {
    id: 'app-data-auth',
    label: 'Name the data the app keeps and who signs in',
    failed: 'The data the app keeps, or who signs in, is not named',
    families: APP,
    weight: 2,
    source: SOURCES.lovable,
    check: {
      kind: 'all',
      checks: [
        {
          kind: 'any',
          checks: [
            { kind: 'list', list: 'entities', min: 1, what: 'kinds of data' },
            { kind: 'decided', categories: ['data'], what: 'data decision' },
          ],
        },
        {
          kind: 'any',
          checks: [
            { kind: 'decided', categories: ['security', 'roles'], what: 'sign-in or permissions decision' },
            { kind: 'list', list: 'roles', min: 1, what: 'roles' },
          ],
        },
        { kind: 'prompt-has', patterns: [String.raw`\b(?:sign[- ]?in|log[- ]?in|auth\w*)\b`], what: 'sign-in' },
      ],
    },
    fix: { kind: 'question', categories: ['data', 'security', 'roles'] },
  },
  {
    id: 'agent-acceptance',
    label: 'Give every task acceptance checks the agent can verify',
    failed: 'Some tasks have no acceptance checks',
    families: AGENT,
    weight: 3,
    source: SOURCES.claudeCode,
    sources: { cursor: SOURCES.cursorRules },
    check: {
      kind: 'prompt-blocks',
      heading: String.raw`^\s*(?:#{1,4}\s*|\*\*)?(?:Task|Step)\s+\d+\b`,
      each: [String.raw`^\s*[-*]\s*\[[ xX]\]`, String.raw`\bacceptance\b`, String.raw`\bdone when\b`],
      what: 'tasks',
      has: 'acceptance checks',
    },
    fix: {
      kind: 'none',
      reason: 'How the tasks are written is the generator’s part; regenerate the prompt to get checks for every task.',
    },
  },
  {
    id: 'agent-test-command',
    label: 'Name the command that runs the tests',
    failed: 'No command runs the tests',
    families: AGENT,
    weight: 2,
    source: SOURCES.agentsMd,
    check: {
      kind: 'prompt-has',
      patterns: ['`[^`\\n]*\\b(?:test|tests|pytest|vitest|jest|rspec|phpunit)\\b[^`\\n]*`'],
      what: 'test command',
    },
    fix: { kind: 'question', ids: ['automated-tests'] },
  },
  {
    id: 'agent-repository',
    label: 'Lay out the repository structure',
    failed: 'The repository structure is not laid out',
    families: AGENT,
    weight: 2,
    source: SOURCES.cursorRules,
    check: { kind: 'prompt-has', patterns: [TREE_LINE], min: 3, what: 'folder layout' },
    fix: {
      kind: 'none',
      reason: 'The layout follows from the features and the stack; regenerate the prompt to restore it.',
    },
  },
  {
    id: 'chat-role',
    label: 'Give the model a role',
    failed: 'The model is given no role',
    families: CHAT,
    weight: 2,
    source: SOURCES.claudePractices,
    sources: CHAT_GUIDE,
    check: {
      kind: 'prompt-has',
      patterns: [
        String.raw`\byou are (?:an?|the)\b`,
        String.raw`\bact as\b`,
        String.raw`^\s*(?:#+\s*)?(?:role|persona)\b`,
        '<role>',
      ],
      what: 'role line ("You are …")',
    },
    fix: { kind: 'none', reason: 'The role line is the generator’s part; regenerate the prompt to restore it.' },
  },
  {
    id: 'chat-context',
    label: 'Give the context: what is built, and for whom',
    failed: 'The context is missing: what is built, and for whom',
    families: CHAT,
    weight: 2,
    source: SOURCES.claudePractices,
    sources: CHAT_GUIDE,
    check: {
      kind: 'all',
      checks: [
        { kind: 'field', field: 'audience', what: 'audience' },
        {
          kind: 'prompt-has',
          patterns: [String.raw`^\s*(?:#+\s*)?(?:context|background|project)\b`, '<context>', '<project_description>'],
          what: 'context section',
        },
      ],
    },
    fix: { kind: 'question', categories: ['scope', 'roles'], label: AUDIENCE },
  },
  {
    id: 'chat-output',
    label: 'Say what the answer should contain, in which order',
    failed: 'The prompt does not say what the answer should contain',
    families: CHAT,
    weight: 2,
    source: SOURCES.gemini,
    sources: CHAT_GUIDE,
    check: {
      kind: 'prompt-has',
      patterns: [
        String.raw`^\s*(?:#+\s*)?(?:output|response)(?: format)?\b`,
        String.raw`^\s*(?:#+\s*)?what to deliver\b`,
        '<output_format>',
      ],
      what: 'output format',
    },
    fix: { kind: 'question', ids: ['answer-format'] },
  },
  {
    id: 'chat-constraints',
    label: 'State the constraints',
    failed: 'No constraints are stated',
    families: CHAT,
    weight: 2,
    source: SOURCES.gemini,
    sources: CHAT_GUIDE,
    check: {
      kind: 'prompt-has',
      patterns: [String.raw`^\s*(?:#+\s*)?(?:constraints|guidelines|rules)\b`, '<constraints>'],
      what: 'constraints section',
    },
    fix: { kind: 'none', reason: 'The constraints section is the generator’s part; regenerate the prompt to restore it.' },
  },
  {
    id: 'no-vague-words',
    label: 'Leave no vague word undecided',
    failed: 'A vague word is left undecided',
    families: 'all',
    weight: 2,
    source: SOURCES.gpt5,
    sources: OWN_GUIDE,
    check: { kind: 'vague-words', groups: VAGUE_WORDS },
    fix: { kind: 'failing' },
  },
  {
    id: 'no-contradictions',
    label: 'No answer contradicts another',
    failed: 'Two answers contradict each other',
    families: 'all',
    weight: 3,
    source: SOURCES.gpt5,
    sources: OWN_GUIDE,
    check: { kind: 'no-conflicts' },
    fix: { kind: 'conflict' },
  },
  {
    id: 'feature-criteria',
    label: 'Every feature has an acceptance criterion',
    failed: 'A feature has no acceptance criterion',
    families: 'all',
    weight: 3,
    source: SOURCES.claudeOverview,
    sources: { ...OWN_GUIDE, claude: SOURCES.claudeOverview },
    check: { kind: 'criteria', min: 1 },
    fix: { kind: 'failing' },
  },
];
