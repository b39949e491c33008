/**
 * The MCP server a connected coding agent talks to: the user's prompts, their briefs and artefacts (rendered by the
 * same renderers as the web page, for any target, with no new interview and no quota), the tasks of spec/tasks.md
 * to work through and tick off, and the decisions the agent made. One fresh server per request (the protocol is
 * stateless over HTTP); every read and write is scoped to the signed-in user the token belongs to.
 */
import { McpServer, ResourceNotFoundError, ResourceTemplate, type CallToolResult } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { MCP_SERVER_NAME } from '../../common/agents';
import { AGENT_NAME_MAX, DECISION_TEXT_MAX, DECISION_TOPIC_MAX, TASK_NOTE_MAX } from '../../common/limits';
import { renderArtefacts, type ArtefactId } from '../../common/render/artefacts';
import { agentAssumptions, assumptionsOf } from '../../common/render/assumptions';
import { criteriaOf, criterionSentence } from '../../common/render/shared';
import { ALL_CONVENTIONS, conventionsFor } from '../../common/targets';
import type { TaskProgressDto } from '../db/dto';
import { getPrompt, latestVersion, listPrompts } from '../db/queries/prompts';
import { listDecisions, newestVersionsProgress } from '../db/queries/progress';
import { TASK_STATUSES } from '../../common/agents';
import { ApiError } from '../lib/errors';
import { briefTasks } from '../../common/render/tasks';
import { changeTask, newestTasks, promptNotFound, recordDecision } from '../services/progress';
import type { AgentPrincipal } from './oauth';

const ARTEFACT_IDS = [
  'prompt',
  'agents',
  'claude',
  'cursor',
  'requirements',
  'design',
  'tasks',
  'phases',
] as const satisfies readonly ArtefactId[];

const promptId = z.string().min(1).max(64).describe('The prompt’s id, from list_prompts.');
const agentName = z
  .string()
  .trim()
  .min(1)
  .max(AGENT_NAME_MAX)
  .optional()
  .describe('Your name as the user should see it, e.g. "Claude Code". Defaults to the name your client registered.');

const taskOutput = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  note: z.string().nullable(),
  set_by: z.enum(['user', 'agent']).nullable(),
  agent: z.string().nullable(),
  updated_at: z.string().nullable(),
});
const progressOutput = z.object({ done: z.number(), total: z.number() });

const counts = (tasks: readonly TaskProgressDto[]) => ({
  done: tasks.filter((t) => t.status === 'done').length,
  total: tasks.length,
});

/** A structured result, also as text for clients that show only text. */
function result<T extends Record<string, unknown>>(structured: T, text = JSON.stringify(structured, null, 2)): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** Known failures (not found, a read-only connection, a limit) become tool errors the model can read and act on. */
async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError) return { isError: true, content: [{ type: 'text', text: err.message }] };
    console.error('MCP tool failed', err);
    return { isError: true, content: [{ type: 'text', text: 'Something went wrong on our side. Please try again.' }] };
  }
}

function requireWrite(principal: AgentPrincipal) {
  if (principal.access !== 'write') {
    throw new ApiError(
      403,
      'forbidden',
      'This agent was connected with read-only access. To let it update tasks and record decisions, connect it again and choose “Read prompts and update tasks”.',
    );
  }
}

async function newestVersionOf(env: Env, userId: string, id: string) {
  const version = await latestVersion(env.DB, userId, id);
  if (!version) {
    throw (await getPrompt(env.DB, userId, id))
      ? new ApiError(404, 'not_found', 'This prompt was saved before briefs were kept: it has no brief or artefacts to read.')
      : promptNotFound();
  }
  return version;
}

const TOOL_GUIDE =
  'prompt.qordinate holds build briefs the user wrote with an interview: the features with acceptance criteria, the ' +
  'decisions, the data model. Start with list_prompts, read get_brief and the artefacts you need (get_artefact), ' +
  'then work through the tasks: get_next_task, update_task to doing and to done as you go (with a short note), and ' +
  'record_decision whenever you decide something the brief left open. The user sees your progress live.';

export function createAgentServer(env: Env, principal: AgentPrincipal): McpServer {
  const { userId } = principal;
  const server = new McpServer({ name: MCP_SERVER_NAME, version: '1.0.0' }, { instructions: TOOL_GUIDE });

  server.registerTool(
    'list_prompts',
    {
      title: 'List prompts',
      description:
        'Lists the user’s prompts (build briefs), newest first: id, title, description, target, date, newest version and task progress. Use an id with the other tools.',
      inputSchema: z.object({
        limit: z.number().int().min(1).max(50).optional().describe('How many to list (default 10, at most 50).'),
      }),
      outputSchema: z.object({
        prompts: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            description: z.string(),
            target: z.string(),
            created_at: z.string(),
            version: z.number().nullable(),
            tasks: progressOutput.nullable(),
          }),
        ),
      }),
      annotations: { readOnlyHint: true },
    },
    ({ limit }) =>
      guarded(async () => {
        const entries = await listPrompts(env.DB, userId, limit ?? 10);
        const newest = new Map(
          (
            await newestVersionsProgress(
              env.DB,
              userId,
              entries.map((e) => e.id),
            )
          ).map((v) => [v.prompt_id, v]),
        );
        return result({
          prompts: entries.map((entry) => {
            const version = newest.get(entry.id);
            return {
              id: entry.id,
              title: version?.brief.name ?? entry.project_description.slice(0, 80),
              description: entry.project_description,
              target: entry.target_ai_platform,
              created_at: entry.created_at,
              version: version?.number ?? null,
              tasks: version ? { done: version.done, total: briefTasks(version.brief).length } : null,
            };
          }),
        });
      }),
  );

  server.registerTool(
    'get_brief',
    {
      title: 'Get the build brief',
      description:
        'The brief of a prompt’s newest version, as data: what to build (the user’s own words), every feature with its user story and acceptance criteria, every decision and who made it, the assumptions (including those you recorded), the data model, roles, pages and integrations.',
      inputSchema: z.object({ prompt_id: promptId }),
      outputSchema: z.object({
        prompt_id: z.string(),
        version: z.number(),
        name: z.string(),
        description: z.string(),
        target: z.string(),
        language: z.string(),
        stack: z.string().nullable(),
        audience: z.string().nullable(),
        features: z.array(
          z.object({
            title: z.string(),
            description: z.string().nullable(),
            story: z.string(),
            acceptance_criteria: z.array(z.string()),
          }),
        ),
        decisions: z.array(
          z.object({
            question: z.string(),
            decision: z.string(),
            decided_by: z.enum(['user', 'accepted recommendation', 'description', 'repository', 'left to judgement']),
            feature: z.string().nullable(),
          }),
        ),
        assumptions: z.array(z.string()),
        data_model: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })),
        roles: z.array(z.object({ name: z.string(), can: z.string() })),
        pages: z.array(z.object({ name: z.string(), purpose: z.string() })),
        integrations: z.array(z.object({ name: z.string(), for: z.string() })),
        design: z.string(),
      }),
      annotations: { readOnlyHint: true },
    },
    ({ prompt_id }) =>
      guarded(async () => {
        const version = await newestVersionOf(env, userId, prompt_id);
        const brief = version.brief;
        const recorded = await listDecisions(env.DB, userId, prompt_id);
        return result({
          prompt_id,
          version: version.number,
          name: brief.name,
          description: brief.description,
          target: version.target,
          language: brief.language.name,
          stack: brief.stack,
          audience: brief.audience,
          features: brief.features.map((f) => ({
            title: f.title,
            description: f.description,
            story: f.story,
            acceptance_criteria: criteriaOf(f).map(criterionSentence),
          })),
          decisions: brief.decisions.map((d) => ({
            question: d.question,
            decision:
              d.source === 'judgement' ? `Open${d.recommended ? `; the usual choice is ${d.recommended}` : ''}.` : d.statement,
            decided_by:
              d.source === 'answered'
                ? 'user'
                : d.source === 'recommended'
                  ? 'accepted recommendation'
                  : d.source === 'repository'
                    ? 'repository'
                    : d.source === 'description'
                      ? 'description'
                      : 'left to judgement',
            feature: d.feature ?? null,
          })),
          assumptions: [...assumptionsOf(brief).map((a) => a.text), ...agentAssumptions(recorded).map((a) => a.text)],
          data_model: brief.entities,
          roles: brief.roles,
          pages: brief.pages,
          integrations: brief.integrations,
          design: brief.design,
        });
      }),
  );

  server.registerTool(
    'get_artefact',
    {
      title: 'Get an artefact',
      description:
        'Renders one file set from a prompt’s brief, exactly as the web page shows it: "prompt" (the build prompt for a target), "agents" (AGENTS.md), "claude" (CLAUDE.md), "cursor" (.cursor/rules/project.mdc), "requirements", "design" and "tasks" (the spec pack), or "phases" (phased prompts; pick one with phase). Any target works, with no new interview.',
      inputSchema: z.object({
        prompt_id: promptId,
        artefact: z.enum(ARTEFACT_IDS),
        target: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .optional()
          .describe(
            `The target to write for: ${ALL_CONVENTIONS.map((t) => t.key).join(', ')}. Defaults to the prompt’s own; another name gets the general format.`,
          ),
        criteria: z.enum(['ears', 'gherkin']).optional().describe('How acceptance criteria are written (default EARS).'),
        phase: z.number().int().min(1).max(6).optional().describe('For "phases": only this phase.'),
      }),
      outputSchema: z.object({
        prompt_id: z.string(),
        version: z.number(),
        artefact: z.enum(ARTEFACT_IDS),
        target: z.string(),
        files: z.array(z.object({ path: z.string(), title: z.string().optional(), text: z.string() })),
      }),
      annotations: { readOnlyHint: true },
    },
    ({ prompt_id, artefact, target, criteria, phase }) =>
      guarded(async () => {
        const version = await newestVersionOf(env, userId, prompt_id);
        const shown = target ? conventionsFor(target) : conventionsFor(version.target);
        const rendered = renderArtefacts(version.brief, {
          target: shown.key,
          criteria: criteria ?? 'ears',
          promptText: version.text,
        }).find((a) => a.id === artefact);
        let files = rendered?.files ?? [];
        if (phase !== undefined) {
          files = files.slice(phase - 1, phase);
          if (artefact !== 'phases' || files.length === 0) {
            throw new ApiError(400, 'bad_request', `phase applies to "phases" only, from 1 to ${rendered?.files.length ?? 0}.`);
          }
        }
        return result(
          { prompt_id, version: version.number, artefact, target: shown.key, files },
          files.map((f) => (files.length > 1 ? `<!-- ${f.path} -->\n${f.text}` : f.text)).join('\n\n'),
        );
      }),
  );

  const nextTaskOutput = z.object({
    prompt_id: z.string(),
    version: z.number(),
    task: taskOutput
      .extend({ steps: z.array(z.string()), requirements: z.array(z.string()), acceptance_criteria: z.array(z.string()) })
      .nullable(),
    progress: progressOutput,
  });

  server.registerTool(
    'get_next_task',
    {
      title: 'Get the next task',
      description:
        'The task to work on now in a prompt’s spec/tasks.md: the one in progress, else the first one to do (blocked ones are skipped), with its steps and the acceptance criteria it must pass. Null when every task is done or blocked.',
      inputSchema: z.object({ prompt_id: promptId }),
      outputSchema: nextTaskOutput,
      annotations: { readOnlyHint: true },
    },
    ({ prompt_id }) =>
      guarded(async () => {
        const { version, tasks, progress } = await newestTasks(env.DB, userId, prompt_id);
        const next = progress.find((t) => t.status === 'doing') ?? progress.find((t) => t.status === 'todo');
        const task = next ? tasks.find((t) => t.id === next.id) : undefined;
        const feature = task?.kind === 'feature' ? version.brief.features[task.number - 2] : undefined;
        const structured = {
          prompt_id,
          version: version.number,
          task:
            next && task
              ? {
                  ...next,
                  steps: task.steps,
                  requirements: task.requirements,
                  acceptance_criteria: feature ? criteriaOf(feature).map(criterionSentence) : [],
                }
              : null,
          progress: counts(progress),
        };
        return result(
          structured,
          structured.task
            ? undefined
            : `Nothing left to do in version ${version.number}: ${structured.progress.done} of ${structured.progress.total} tasks are done${progress.some((t) => t.status === 'blocked') ? ', the rest blocked' : ''}.`,
        );
      }),
  );

  server.registerTool(
    'update_task',
    {
      title: 'Update a task',
      description:
        'Sets the status of a task of the prompt’s newest version: "doing" when you start it, "done" when its tests pass, "blocked" (say why in the note) or back to "todo". The user sees it at once.',
      inputSchema: z.object({
        prompt_id: promptId,
        task: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('The task’s id (e.g. "setup", "feature:online-pre-order") or its number.'),
        status: z.enum(TASK_STATUSES),
        note: z.string().trim().max(TASK_NOTE_MAX).optional().describe('One or two sentences: what was done, or what blocks it.'),
        agent: agentName,
      }),
      outputSchema: z.object({ prompt_id: z.string(), version: z.number(), task: taskOutput, progress: progressOutput }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    ({ prompt_id, task, status, note, agent }) =>
      guarded(async () => {
        requireWrite(principal);
        const changed = await changeTask(env, {
          userId,
          promptId: prompt_id,
          task,
          status,
          note: note || null,
          agent: agent ?? principal.clientName,
        });
        const { progress } = await newestTasks(env.DB, userId, prompt_id);
        return result({ prompt_id, version: changed.version, task: changed.task, progress: counts(progress) });
      }),
  );

  server.registerTool(
    'record_decision',
    {
      title: 'Record a decision',
      description:
        'Reports a choice you made where the brief left it to your judgement (an open question, an unstated detail). It is shown to the user as an assumption answered by you, and returned by get_brief from then on.',
      inputSchema: z.object({
        prompt_id: promptId,
        topic: z.string().trim().min(1).max(DECISION_TOPIC_MAX).describe('What was open, e.g. the question from the brief.'),
        decision: z.string().trim().min(1).max(DECISION_TEXT_MAX).describe('What you chose.'),
        reason: z.string().trim().max(DECISION_TEXT_MAX).optional().describe('Why, in a sentence.'),
        task: z.string().trim().min(1).max(200).optional().describe('The task it came up in (id or number).'),
        agent: agentName,
      }),
      outputSchema: z.object({
        prompt_id: z.string(),
        decision: z.object({
          id: z.string(),
          version: z.number(),
          topic: z.string(),
          decision: z.string(),
          reason: z.string().nullable(),
          task_id: z.string().nullable(),
          agent: z.string(),
          created_at: z.string(),
        }),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    ({ prompt_id, topic, decision, reason, task, agent }) =>
      guarded(async () => {
        requireWrite(principal);
        const saved = await recordDecision(env, {
          userId,
          promptId: prompt_id,
          topic,
          decision,
          reason: reason || null,
          task: task ?? null,
          agent: agent ?? principal.clientName,
        });
        return result({ prompt_id, decision: saved });
      }),
  );

  // The artefacts as resources: every file of every prompt's newest version, for the brief's own target.
  server.registerResource(
    'artefact',
    new ResourceTemplate('qordinate://prompts/{prompt_id}/{+path}', {
      list: async () => {
        const entries = await listPrompts(env.DB, userId);
        const versions = await newestVersionsProgress(
          env.DB,
          userId,
          entries.map((e) => e.id),
        );
        return {
          resources: versions.flatMap((v) =>
            renderArtefacts(v.brief).flatMap((a) =>
              a.files.map((f) => ({
                uri: `qordinate://prompts/${v.prompt_id}/${f.path}`,
                name: `${v.brief.name}: ${f.path}`,
                title: `${f.title ?? a.label} (${v.brief.name})`,
                mimeType: 'text/markdown',
              })),
            ),
          ),
        };
      },
    }),
    {
      title: 'Artefact file',
      description: 'A file rendered from a prompt’s newest brief (prompt.md, AGENTS.md, CLAUDE.md, spec/…, phases/…).',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const id = String(variables.prompt_id ?? '');
      const path = String(variables.path ?? '');
      const version = await newestVersionOf(env, userId, id).catch(() => null);
      const file = version
        ? renderArtefacts(version.brief, { promptText: version.text })
            .flatMap((a) => a.files)
            .find((f) => f.path === path)
        : undefined;
      if (!file) throw new ResourceNotFoundError(uri.href, `No artefact at ${uri.href}.`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: file.text }] };
    },
  );

  return server;
}
