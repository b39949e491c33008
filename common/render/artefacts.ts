/**
 * Every artefact one brief renders to, in tab order. Each is a pure function of the brief (and the criteria format),
 * so switching target or format re-renders on the spot and costs no quota. A new artefact is one renderer here.
 */
import type { Brief } from '../brief';
import { conventionsFor } from '../targets';
import { AGENTS_PATH, renderAgentsMd } from './agents-md';
import { CLAUDE_PATH, renderClaudeMd } from './claude-md';
import { CURSOR_RULE_PATH, renderCursorRules } from './cursor-rules';
import { existingAgentFile } from './repository';
import { renderDesign } from './design';
import { renderPhases } from './phases';
import { renderPrompt } from './prompt';
import { renderRequirements } from './requirements';
import { DEFAULT_OPTIONS, type RenderOptions } from './shared';
import { renderTasks } from './tasks';

export type ArtefactId = 'prompt' | 'agents' | 'claude' | 'cursor' | 'requirements' | 'design' | 'tasks' | 'phases';

export interface ArtefactFile {
  /** The path inside "Download all" (and the download's file name). */
  path: string;
  /** A heading shown above the file when the artefact has several (the phases). */
  title?: string;
  text: string;
  /** The repository's own file at this path, which `text` merges (shown as the differences). */
  existing?: string;
}

export interface Artefact {
  id: ArtefactId;
  label: string;
  files: ArtefactFile[];
}

export interface ArtefactOptions extends RenderOptions {
  /** The target whose prompt to render (defaults to the brief's own). */
  target?: string;
  /** The prompt as generated (an LLM's text), used instead of the composer's rendering for the brief's own target. */
  promptText?: string;
}

export function renderArtefacts(brief: Brief, options: Partial<ArtefactOptions> = {}): Artefact[] {
  const render: RenderOptions = { ...DEFAULT_OPTIONS, ...options };
  const targetKey = options.target ?? brief.target.key;
  const target = conventionsFor(targetKey);
  const retargeted: Brief = { ...brief, target: { key: target.key, label: target.label } };
  const own = conventionsFor(brief.target.key).key === target.key;
  const prompt = own && options.promptText ? options.promptText : renderPrompt(retargeted, target);
  // The repository's own agent file, merged into ours: kept beside it so the page can show what changed.
  const existing = (path: string) => {
    const file = existingAgentFile(brief, path);
    return file && !file.truncated ? { existing: file.content } : {};
  };
  return [
    { id: 'prompt', label: 'Prompt', files: [{ path: 'prompt.md', text: prompt }] },
    {
      id: 'agents',
      label: 'AGENTS.md',
      files: [{ path: AGENTS_PATH, text: renderAgentsMd(retargeted), ...existing(AGENTS_PATH) }],
    },
    {
      id: 'claude',
      label: 'CLAUDE.md',
      files: [{ path: CLAUDE_PATH, text: renderClaudeMd(retargeted), ...existing(CLAUDE_PATH) }],
    },
    {
      id: 'cursor',
      label: 'Cursor rules',
      files: [{ path: CURSOR_RULE_PATH, text: renderCursorRules(retargeted), ...existing(CURSOR_RULE_PATH) }],
    },
    {
      id: 'requirements',
      label: 'Requirements',
      files: [{ path: 'spec/requirements.md', text: renderRequirements(retargeted, render) }],
    },
    { id: 'design', label: 'Design', files: [{ path: 'spec/design.md', text: renderDesign(retargeted) }] },
    { id: 'tasks', label: 'Tasks', files: [{ path: 'spec/tasks.md', text: renderTasks(retargeted) }] },
    {
      id: 'phases',
      label: 'Phased prompts',
      files: renderPhases(retargeted, render).map(({ path, title, text }) => ({ path, title, text })),
    },
  ];
}

/** Every file of every artefact, in order: what "Download all" zips. */
export const artefactFiles = (artefacts: readonly Artefact[]): ArtefactFile[] => artefacts.flatMap((a) => a.files);
