/** `spec/design.md`: architecture, data model, roles, pages or endpoints, integrations, design and error handling. */
import type { Brief } from '../brief';
import type { Category } from '../interview';
import { conventionsFor } from '../targets';
import {
  bullets,
  decisionLine,
  judgementLine,
  labelledDecision,
  languageLine,
  madeDecisions,
  nameAsTitle,
  paragraphs,
  projectDecisions,
  section,
  table,
} from './shared';
import { isExisting, whatExists } from './repository';
import { safeBrief } from './safe';

/** Which project decisions each section states; the rest go under "Other decisions". */
const SECTION_OF: Partial<Record<Category, string>> = {
  data: 'data',
  security: 'roles',
  roles: 'roles',
  integrations: 'integrations',
  design: 'design',
  'edge-cases': 'errors',
};

export function renderDesign(input: Brief): string {
  const brief = safeBrief(input);
  const target = conventionsFor(brief.target.key);
  const decided = projectDecisions(brief).filter((d) => d.source !== 'judgement');
  const decisionsFor = (name: string) => {
    const lines = decided.filter((d) => SECTION_OF[d.category] === name).map(decisionLine);
    return lines.length > 0 ? bullets(lines) : undefined;
  };
  const others = madeDecisions(decided.filter((d) => !SECTION_OF[d.category]));
  const open = projectDecisions(brief).filter((d) => d.source === 'judgement');
  const stack =
    brief.stack ??
    (target.family === 'app-builder'
      ? `${target.label}'s own stack${target.backend ? ` with ${target.backend}` : ''}`
      : 'the team’s usual stack for a ' + brief.kind.noun);
  const surfaces = brief.kind.headless ? 'Endpoints' : 'Pages';

  return `${paragraphs(
    `# Design: ${nameAsTitle(brief.name)}`,
    section(
      'Overview',
      paragraphs(
        `${nameAsTitle(brief.name)}${brief.domain ? ` (${brief.domain.name.toLowerCase()})` : ''}. ${languageLine(brief)}`,
        `It delivers: ${brief.features.map((f) => f.title).join('; ')}.`,
      ),
    ),
    isExisting(brief) && section('The existing repository', bullets(whatExists(brief))),
    section(
      'Architecture',
      paragraphs(
        isExisting(brief)
          ? `The existing app${brief.stack ? `, built on ${brief.stack}` : ''}: this work follows its architecture.`
          : `A ${brief.kind.noun} built on ${stack}.${target.stackNote ? ` ${target.stackNote}` : ''}`,
        bullets([
          brief.kind.headless
            ? 'Routes parse and validate each request, call a service, and shape the answer.'
            : 'The interface calls a small data layer; pages never reach the database directly.',
          'Business rules live in one service module per feature (see spec/requirements.md), so each is tested on its own.',
          'Every input is validated on the server as well as in the interface.',
        ]),
      ),
    ),
    section(
      'Data model',
      paragraphs(
        (brief.codebase?.tables.length ?? 0) > 0 &&
          `The tables that already exist (keep them; add what the work needs through new migrations): ${brief.codebase!.tables.join(', ')}.`,
        brief.entities.length > 0 && 'Start from these entities and keep what the features need:',
        brief.entities.length > 0 &&
          table(
            ['Entity', 'Fields'],
            brief.entities.map((e) => [e.name, e.fields.join(', ')]),
          ),
        decisionsFor('data'),
      ),
    ),
    (brief.roles.length > 0 || decisionsFor('roles')) &&
      section(
        'Roles and permissions',
        paragraphs(
          brief.roles.length > 0 &&
            table(
              ['Role', 'Can'],
              brief.roles.map((r) => [r.name, r.can]),
            ),
          decisionsFor('roles'),
        ),
      ),
    section(
      surfaces,
      paragraphs(
        brief.pages.length > 0 &&
          table(
            [surfaces === 'Pages' ? 'Page' : 'Endpoint', 'Purpose'],
            brief.pages.map((p) => [p.name, p.purpose]),
          ),
        `Each feature gets its own folder of ${brief.kind.headless ? 'routes and services' : 'components'}; the ${brief.kind.headless ? 'router' : 'navigation'} is the only place that knows them all.`,
      ),
    ),
    (brief.integrations.length > 0 || decisionsFor('integrations')) &&
      section(
        'Integrations',
        paragraphs(
          brief.integrations.length > 0 &&
            `Usual choices for this field (use only those a feature needs):\n${bullets(brief.integrations.map((i) => `**${i.name}**: ${i.for}`))}`,
          decisionsFor('integrations'),
        ),
      ),
    !brief.kind.headless &&
      section('Design direction', paragraphs(`Aim for ${brief.design.replace(/\.$/, '')}.`, decisionsFor('design'))),
    section(
      'Error handling',
      paragraphs(
        bullets([
          'Validate every input and answer invalid input with a clear message that keeps what the user typed.',
          brief.kind.headless
            ? 'Errors are JSON with a stable code and a message, and the right HTTP status.'
            : 'Every screen has loading, empty and error states; nothing fails silently.',
          'Writes that must not double (payments, bookings, stock) are idempotent and checked atomically.',
          'Log failures on the server with enough context to reproduce them; never log secrets or personal data.',
        ]),
        decisionsFor('errors'),
      ),
    ),
    others.length > 0 && section('Other decisions', bullets(others.map(labelledDecision))),
    open.length > 0 && section('Open questions', bullets(open.map(judgementLine))),
  )}\n`;
}
