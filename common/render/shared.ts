/** Small text helpers shared by the artefact renderers. */
import type { Brief, BriefCriterion, BriefDecision } from '../brief';
import { CATEGORIES, CATEGORY_LABELS } from '../interview';

export const bullets = (items: readonly string[], indent = ''): string => items.map((item) => `${indent}- ${item}`).join('\n');
export const numbered = (items: readonly string[]): string => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
export const paragraphs = (...parts: (string | undefined | false | null)[]): string => parts.filter(Boolean).join('\n\n');
/** A level-2 section, or nothing when it has no body. */
export const section = (title: string, body: string | undefined | false | null) => (body ? `## ${title}\n\n${body}` : undefined);

/** A markdown table; a `|` inside a cell is escaped. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
/** "A weekly timetable" → "a weekly timetable"; acronyms and "I" stay. */
export const lowerFirst = (text: string) =>
  /^(?:[A-Z][a-z]|A\s)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/**
 * Words a project's name may start with that are no part of a proper name: articles and possessives, in the five
 * languages the composer reads.
 */
const LEADING_WORDS = new Set(
  [
    'a an the my our your this some one',
    'ein eine einen einer das der die mein meine unser unsere',
    'un una unos unas el la los las mi mis nuestro nuestra',
    'une le les l mon ma mes notre',
    'um uma o os as meu minha nosso nossa',
  ].flatMap((line) => line.split(' ')),
);

/**
 * The project's name inside a sentence: "A booking app for a yoga studio" → "a booking app for a yoga studio" ("Build a
 * booking app…"); a name that starts with a proper name ("Acme CRM") keeps its capital.
 */
export function nameInSentence(name: string): string {
  const first = /^\p{L}+/u.exec(name)?.[0];
  if (!first || first === first.toLowerCase() || !LEADING_WORDS.has(first.toLowerCase())) return name;
  return first.toLowerCase() + name.slice(first.length);
}

/** The project's name as a heading or at the start of a sentence. */
export const nameAsTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** How acceptance criteria are written: EARS ("WHEN … THE SYSTEM SHALL …") or Gherkin (Given/When/Then). */
export type CriteriaFormat = 'ears' | 'gherkin';

export interface RenderOptions {
  criteria: CriteriaFormat;
}

export const DEFAULT_OPTIONS: RenderOptions = { criteria: 'ears' };

/** "When a student books a class that has free spots, confirm the booking and …" (the prompt's plain form). */
export function criterionSentence({ when, then }: BriefCriterion): string {
  return sentence(`When ${when}, ${then}`);
}

export function earsLine({ when, then }: BriefCriterion): string {
  return `WHEN ${when.replace(/\.$/, '')} THE SYSTEM SHALL ${then.replace(/\.$/, '')}`;
}

/** A Gherkin scenario, optionally numbered ("Scenario: 1.2 …"). */
export function gherkinLines(criterion: BriefCriterion, role: string, label?: string): string[] {
  return [
    `Scenario: ${label ? `${label} ` : ''}${criterion.when.replace(/\.$/, '')}`,
    `  Given ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.toLowerCase()} using the app`,
    `  When ${criterion.when.replace(/\.$/, '')}`,
    `  Then the system should ${criterion.then.replace(/\.$/, '')}`,
  ];
}

/** Criteria for a feature the knowledge knows nothing about: done when it works and fails clearly. */
export function fallbackCriteria(title: string): BriefCriterion[] {
  return [
    { when: `a user completes ${title} with valid input`, then: 'save the result and show it to the user' },
    { when: `${title} fails or gets invalid input`, then: "show a clear error and keep the user's input" },
  ];
}

export const criteriaOf = (feature: Brief['features'][number]) =>
  feature.criteria.length > 0 ? feature.criteria : fallbackCriteria(feature.title);

export function judgementLine(decision: BriefDecision): string {
  const hint = decision.recommended
    ? ` If unsure: ${decision.recommended}${decision.reason ? ` (${decision.reason.replace(/\.$/, '')})` : ''}.`
    : '';
  return `${decision.question}${hint}`;
}

/**
 * A decision as one self-contained line, its source said inline (so no heading repeats from one feature to the next):
 * the user's own answers, the recommendations the user accepted, and what is left open never look alike.
 */
export function decisionLine(decision: BriefDecision): string {
  if (decision.source === 'judgement') return `Your call: ${judgementLine(decision)}`;
  const label =
    decision.source === 'recommended'
      ? 'Recommended default'
      : decision.source === 'repository'
        ? 'From the repository'
        : 'Decision';
  return `${label}: ${sentence(decision.statement)}`;
}

const SOURCE_ORDER = { answered: 0, description: 0, repository: 0, recommended: 1, judgement: 2 } as const;

export function decisionLines(decisions: readonly BriefDecision[]): string[] {
  return [...decisions].sort((a, b) => SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source]).map(decisionLine);
}

/** "Scope: Offer memberships and packs side by side (recommended default)." For lists that mix concerns. */
export function labelledDecision(decision: BriefDecision): string {
  const text = sentence(decision.statement).replace(/\.$/, '');
  return `${CATEGORY_LABELS[decision.category]}: ${text}${decision.source === 'recommended' ? ' (recommended default)' : ''}.`;
}

/** Decisions made (not left to judgement), in the interview's category order. */
export const madeDecisions = (decisions: readonly BriefDecision[]) =>
  decisions
    .filter((d) => d.source !== 'judgement')
    .map((d, i) => ({ d, i }))
    .sort((a, b) => CATEGORIES.indexOf(a.d.category) - CATEGORIES.indexOf(b.d.category) || a.i - b.i)
    .map(({ d }) => d);

export const featureDecisions = (brief: Brief, title: string) => brief.decisions.filter((d) => d.feature === title);
export const projectDecisions = (brief: Brief) => brief.decisions.filter((d) => !d.feature);

export function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

export function languageLine(brief: Brief): string {
  return brief.language.code === 'en'
    ? 'Interface language: English.'
    : `Interface language: ${brief.language.name}. Write every text users see in ${brief.language.name}; code and comments stay in English.`;
}

export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-') || 'feature';

const REPOSITORY_LAYOUT: Record<string, { root: string; shared: readonly string[] }> = {
  web: { root: 'src/features/', shared: ['src/components/   shared UI components', 'src/lib/          data access and helpers'] },
  api: { root: 'src/routes/', shared: ['src/services/     business logic', 'src/db/           schema and migrations'] },
  mobile: {
    root: 'src/features/',
    shared: ['src/navigation/   screens and routes', 'src/lib/          storage, sync and helpers'],
  },
  game: {
    root: 'src/features/',
    shared: ['src/engine/       game loop, input and rendering', 'assets/           sprites and sounds'],
  },
  extension: { root: 'src/features/', shared: ['src/background/   service worker', 'src/popup/        popup and options pages'] },
  desktop: { root: 'src/features/', shared: ['src/main/         the main process', 'src/renderer/     windows and UI'] },
};

/** One folder per feature under the stack's usual root. */
export function repositoryTree(brief: Brief): string {
  const layout = REPOSITORY_LAYOUT[brief.kind.stack] ?? REPOSITORY_LAYOUT.web!;
  const folders = [...new Set(brief.features.map((f) => slug(f.title)))];
  return ['```text', layout.root, ...folders.map((f) => `  ${f}/`), ...layout.shared, 'tests/', '```'].join('\n');
}

/** The commands a coding agent runs, for the decided stack (Node defaults otherwise). */
export function stackCommands(brief: Brief): { setup: string; dev: string; test: string; lint: string } {
  const stack = (brief.stack ?? '').toLowerCase();
  if (/python|django|fastapi|flask/.test(stack)) {
    return { setup: 'pip install -r requirements.txt', dev: 'python -m app', test: 'pytest', lint: 'ruff check .' };
  }
  if (/\bgo\b|golang/.test(stack))
    return { setup: 'go mod download', dev: 'go run .', test: 'go test ./...', lint: 'go vet ./...' };
  if (/expo|react native/.test(stack) || brief.kind.stack === 'mobile') {
    return { setup: 'npm install', dev: 'npx expo start', test: 'npm test', lint: 'npm run lint' };
  }
  return { setup: 'npm install', dev: 'npm run dev', test: 'npm test', lint: 'npm run lint' };
}

/** The role a feature serves first, for Gherkin's Given. */
export function mainRole(brief: Brief): string {
  return brief.roles.at(-1)?.name ?? 'user';
}
