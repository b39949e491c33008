import { Hono } from 'hono';
import { z } from 'zod';
import { briefChanges, describeChange } from '../../common/changes';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getGenerator } from '../ai/generator';
import { generatePromptBody } from '../ai/generation-bodies';
import { promptInput } from '../ai/wire';
import {
  addVersion,
  getPrompt,
  getVersion,
  latestVersion,
  listPrompts,
  listVersions,
  restoreVersion,
} from '../db/queries/prompts';
import { MAX_VERSIONS_PER_PROMPT, TASK_NOTE_MAX } from '../../common/limits';
import { TASK_STATUSES } from '../../common/agents';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { text, token } from '../lib/input';
import { inBackground } from '../lib/background';
import { notifyUser } from '../services/live';
import { validate } from '../lib/validate';
import { changeTask, promptProgress } from '../services/progress';
import { checkFeatureLimit } from '../services/quota';
import { streamGeneration } from '../services/generation';

const promptParam = z.object({ id: token(64) });
const versionParam = promptParam.extend({ number: z.coerce.number().int().min(1).max(100_000) });
const taskParam = promptParam.extend({ taskId: token(200) });
const taskBody = z.object({ status: z.enum(TASK_STATUSES), note: text({ max: TASK_NOTE_MAX }).optional() });
/** A regeneration sends the reviewed request; the description stays the entry's own. */
const regenerateBody = generatePromptBody.omit({ projectDescription: true });

const notFound = () => new ApiError(404, 'not_found', 'This prompt does not exist or is not yours.');
const versionNotFound = () => new ApiError(404, 'not_found', 'This version does not exist.');

const versionLimit = () =>
  new ApiError(
    409,
    'version_limit',
    `A prompt can have at most ${MAX_VERSIONS_PER_PROMPT} versions. Start a new prompt from this one's description instead.`,
  );

/**
 * The signed-in user's own history: entries, their versions, regenerating and restoring. Another user's id answers
 * 404, so ids cannot be probed. Viewing is free; a regeneration counts against the quota; a restore is free but
 * limited per minute together with share links, and adds a small row that points at the version it restores.
 */
export const prompts = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ prompts: await listPrompts(c.env.DB, c.var.user.profile.id) }))
  .get('/:id', validate('param', promptParam), async (c) => {
    const userId = c.var.user.profile.id;
    const { id } = c.req.valid('param');
    const [prompt, version, versions] = await Promise.all([
      getPrompt(c.env.DB, userId, id),
      latestVersion(c.env.DB, userId, id),
      listVersions(c.env.DB, userId, id),
    ]);
    if (!prompt) throw notFound();
    // Entries saved before versions existed have no brief: they show the prompt they have.
    return c.json({ prompt, version: version ?? null, versions });
  })
  .get('/:id/versions/:number', validate('param', versionParam), async (c) => {
    const { id, number } = c.req.valid('param');
    const version = await getVersion(c.env.DB, c.var.user.profile.id, id, number);
    if (!version) throw (await getPrompt(c.env.DB, c.var.user.profile.id, id)) ? versionNotFound() : notFound();
    return c.json({ version });
  })
  .post('/:id/versions', validate('param', promptParam), validate('json', regenerateBody), rateLimit('prompt'), async (c) => {
    const { user } = c.var;
    const { id } = c.req.valid('param');
    const [prompt, previous] = await Promise.all([
      getPrompt(c.env.DB, user.profile.id, id),
      latestVersion(c.env.DB, user.profile.id, id),
    ]);
    if (!prompt) throw notFound();
    // Checked before any quota is reserved; numbers run 1, 2, 3… so the newest number is the count.
    if ((previous?.number ?? 0) >= MAX_VERSIONS_PER_PROMPT) throw versionLimit();
    const request = { ...c.req.valid('json'), projectDescription: prompt.project_description };
    const input = promptInput(request);
    checkFeatureLimit(user.subscription, input.features.length);
    return streamGeneration(c, input, {
      revise: (brief) =>
        previous ? { previous: previous.text, changes: briefChanges(previous.brief, brief).map(describeChange) } : undefined,
      save: async (text, brief, reservation) => {
        const number = await addVersion(c.env.DB, {
          promptId: id,
          userId: user.profile.id,
          target: input.target,
          brief,
          request,
          text,
          reservation,
        });
        if (number === null) throw notFound();
        // The user's other tabs show the new version without a reload.
        await notifyUser(c.env, user.profile.id, { type: 'versions', promptId: id });
      },
    });
  })
  // A review in progress, checked before it is regenerated: the answers that contradict each other in the brief it
  // would make (the quality check's "no contradictions" rule). Nothing is generated, saved or charged.
  .post('/:id/check', validate('param', promptParam), validate('json', regenerateBody), rateLimit('review'), async (c) => {
    const userId = c.var.user.profile.id;
    const { id } = c.req.valid('param');
    const prompt = await getPrompt(c.env.DB, userId, id);
    if (!prompt) throw notFound();
    const input = promptInput({ ...c.req.valid('json'), projectDescription: prompt.project_description });
    const brief = await getGenerator(c.env).buildBrief(input, c.req.raw.signal);
    return c.json({ conflicts: brief.conflicts });
  })
  // The newest version's tasks with their status, and the decisions agents recorded (the detail page's progress).
  .get('/:id/progress', validate('param', promptParam), async (c) =>
    c.json({ progress: await promptProgress(c.env.DB, c.var.user.profile.id, c.req.valid('param').id) }),
  )
  // The user sets a task's status by hand (an agent does it over MCP).
  .put('/:id/tasks/:taskId', validate('param', taskParam), validate('json', taskBody), rateLimit('tasks'), async (c) => {
    const userId = c.var.user.profile.id;
    const { id, taskId } = c.req.valid('param');
    const { status, note } = c.req.valid('json');
    const changed = await changeTask(c.env, { userId, promptId: id, task: taskId, status, note: note || null, agent: null });
    return c.json(changed);
  })
  .post('/:id/versions/:number/restore', validate('param', versionParam), rateLimit('history'), async (c) => {
    const { id, number } = c.req.valid('param');
    const userId = c.var.user.profile.id;
    const restored = await restoreVersion(c.env.DB, userId, id, number);
    if ('number' in restored) {
      inBackground(c, notifyUser(c.env, userId, { type: 'versions', promptId: id }));
      return c.json({ version: { number: restored.number } });
    }
    if (restored.refused === 'limit') throw versionLimit();
    throw (await getPrompt(c.env.DB, userId, id)) ? versionNotFound() : notFound();
  });
