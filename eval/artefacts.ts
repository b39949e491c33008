/**
 * The artefact checks of `npm run eval`: for one brief and every target, every artefact renders; the Cursor rule's
 * front matter is YAML with the fields Cursor reads; every requirement line is EARS; every task names existing
 * requirements; every feature and decision is where it belongs; the zip holds exactly the listed paths.
 */
import { strToU8, unzipSync, zipSync } from 'fflate';
import { parse as parseYaml } from 'yaml';
import type { Brief, BriefDecision } from '../common/brief';
import { artefactFiles, renderArtefacts, type Artefact, type ArtefactId } from '../common/render/artefacts';
import { EARS_LINE } from '../common/render/requirements';
import { TASK_REQUIREMENTS } from '../common/render/tasks';
import { ALL_CONVENTIONS } from '../common/targets';

export const ARTEFACT_CHECKS = [
  'renders',
  'cursorYaml',
  'ears',
  'tasksNameRequirements',
  'featuresPresent',
  'decisionsPresent',
  'zip',
] as const;
export type ArtefactCheck = (typeof ARTEFACT_CHECKS)[number];

export interface ArtefactResult {
  /** Brief × target combinations checked. */
  combos: number;
  /** Per check, how many combinations passed. */
  passed: Record<ArtefactCheck, number>;
  /** The first failures, to read. */
  failures: string[];
  /** Time to render the whole set once, per combination. */
  renderMs: number[];
}

/** Where each decision belongs: the feature's own, or project-wide ones, or all. */
const DECISIONS_IN: Record<ArtefactId, 'all' | 'project'> = {
  prompt: 'all',
  agents: 'all',
  claude: 'all',
  cursor: 'all',
  requirements: 'all',
  design: 'project',
  tasks: 'all',
  phases: 'all',
};

/** How a decision shows in an artefact: its statement (without the final stop) or, when left open, its question. */
const mentionOf = (d: BriefDecision) => (d.source === 'judgement' ? d.question : d.statement.trim().replace(/\.$/, ''));

function cursorYamlOk(text: string): boolean {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return false;
  const front: unknown = parseYaml(match[1]!);
  if (typeof front !== 'object' || front === null) return false;
  const { description, globs, alwaysApply } = front as Record<string, unknown>;
  return (
    typeof description === 'string' && description.length > 0 && typeof globs === 'string' && typeof alwaysApply === 'boolean'
  );
}

function earsOk(text: string, features: number): boolean {
  const lines = text.split('\n').filter((line) => /^\d+\.\d+ /.test(line));
  const numbered = new Set(lines.map((line) => line.split('.')[0]));
  return lines.length > 0 && lines.every((line) => EARS_LINE.test(line)) && numbered.size === features;
}

function tasksOk(tasks: string, requirements: string): boolean {
  const known = new Set<string>();
  for (const line of requirements.split('\n')) {
    const heading = /^## Requirement (\d+):/.exec(line);
    if (heading) known.add(heading[1]!);
    const criterion = /^(?:Scenario: )?(\d+\.\d+) /.exec(line);
    if (criterion) known.add(criterion[1]!);
  }
  const blocks = tasks.split('\n\n').filter((block) => /^- \[ \] \d+\. /.test(block));
  return (
    blocks.length > 0 &&
    blocks.every((block) => {
      const named =
        TASK_REQUIREMENTS.exec(block)?.[1]
          ?.split(',')
          .map((n) => n.trim()) ?? [];
      return named.length > 0 && named.every((n) => known.has(n));
    })
  );
}

const textOf = (artefact: Artefact) => artefact.files.map((f) => f.text).join('\n');

export function checkArtefacts(brief: Brief, promptText: string | undefined): ArtefactResult {
  const passed = Object.fromEntries(ARTEFACT_CHECKS.map((c) => [c, 0])) as Record<ArtefactCheck, number>;
  const failures: string[] = [];
  const renderMs: number[] = [];
  const fail = (target: string, check: ArtefactCheck, detail: string) => {
    if (failures.length < 5) failures.push(`${target} ${check}: ${detail}`);
  };
  let combos = 0;
  for (const target of ALL_CONVENTIONS) {
    for (const criteria of ['ears', 'gherkin'] as const) {
      combos++;
      const start = performance.now();
      let artefacts: Artefact[];
      try {
        artefacts = renderArtefacts(brief, { target: target.key, criteria, promptText });
      } catch (error) {
        fail(target.key, 'renders', String(error));
        continue;
      }
      renderMs.push(performance.now() - start);
      const files = artefactFiles(artefacts);
      const byId = new Map(artefacts.map((a) => [a.id, a]));
      const text = (id: ArtefactId) => (byId.get(id) ? textOf(byId.get(id)!) : '');

      const empty = files.filter((f) => f.text.trim().length === 0).map((f) => f.path);
      if (empty.length === 0 && artefacts.length === 8) passed.renders++;
      else fail(target.key, 'renders', `empty: ${empty.join(', ')}`);

      if (cursorYamlOk(text('cursor'))) passed.cursorYaml++;
      else fail(target.key, 'cursorYaml', text('cursor').slice(0, 120));

      // EARS is checked where it is asked for; the Gherkin rendering must number a scenario per criterion instead.
      const requirements = text('requirements');
      const criteriaOk =
        criteria === 'ears'
          ? earsOk(requirements, brief.features.length)
          : (requirements.match(/^Scenario: \d+\.\d+ /gm)?.length ?? 0) >= brief.features.length;
      if (criteriaOk) passed.ears++;
      else fail(target.key, 'ears', criteria);

      if (tasksOk(text('tasks'), requirements)) passed.tasksNameRequirements++;
      else fail(target.key, 'tasksNameRequirements', 'a task names no or an unknown requirement');

      // The prompt is the generator's own text for the brief's target (an LLM's may word things its own way).
      const checked = artefacts.filter((a) => a.id !== 'prompt' || !promptText || target.key !== brief.target.key);
      const missingFeatures = checked.flatMap((a) =>
        brief.features.filter((f) => !textOf(a).includes(f.title)).map((f) => `${a.id}: ${f.title}`),
      );
      if (missingFeatures.length === 0) passed.featuresPresent++;
      else fail(target.key, 'featuresPresent', missingFeatures.slice(0, 3).join('; '));

      const missingDecisions = checked.flatMap((a) =>
        brief.decisions
          .filter((d) => DECISIONS_IN[a.id] === 'all' || !d.feature)
          .filter((d) => !textOf(a).includes(mentionOf(d)))
          .map((d) => `${a.id}: ${mentionOf(d).slice(0, 60)}`),
      );
      if (missingDecisions.length === 0) passed.decisionsPresent++;
      else fail(target.key, 'decisionsPresent', missingDecisions.slice(0, 3).join('; '));

      const zipped = unzipSync(zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text)]))));
      const paths = files.map((f) => f.path);
      if (JSON.stringify(Object.keys(zipped)) === JSON.stringify(paths) && new Set(paths).size === paths.length) passed.zip++;
      else fail(target.key, 'zip', Object.keys(zipped).join(', '));
    }
  }
  return { combos, passed, failures, renderMs };
}
