import { Hono } from 'hono';
import { CODEBASE_LIMITS, fileKind, looksBinary } from '../../common/codebase';
import { requireUser, type AuthedEnv } from '../auth/session';
import { getDetectors } from '../codebase/detectors';
import { githubSettings, parseGithubUrl, readGithub } from '../codebase/github';
import { profileCodebase } from '../codebase/profile';
import { profileBody } from '../codebase/wire';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';

const invalid = (message: string) => new ApiError(400, 'codebase_invalid', message);

/**
 * `POST /api/codebase/profile`: a repository's profile from what a browser picked (`{ tree, files }`) or from a public
 * GitHub repository (`{ github }`). Nothing is stored: the profile goes back to the client, which sends it with its
 * suggestion, question and prompt requests; only the prompt's request keeps it.
 */
export const codebase = new Hono<AuthedEnv>()
  .use(requireUser)
  .post('/profile', validate('json', profileBody), rateLimit('codebase'), async (c) => {
    const body = c.req.valid('json');
    const hasFiles = body.tree !== undefined || body.files !== undefined;
    if (body.github !== undefined && hasFiles) throw invalid('Send either a GitHub address or a tree with files, not both.');
    if (body.github === undefined && !hasFiles) throw invalid('Send a GitHub address, or the tree and files of a folder.');
    const target = body.github !== undefined ? parseGithubUrl(body.github) : undefined;

    if (target) {
      const read = await readGithub(target, githubSettings(c.env), c.req.raw.signal);
      const profile = profileCodebase(getDetectors(), read, { kind: 'github', name: read.name, url: read.url });
      return c.json({ profile });
    }

    const files = body.files ?? [];
    const seen = new Set<string>();
    let total = 0;
    for (const file of files) {
      if (seen.has(file.path)) throw invalid(`${file.path} is sent twice.`);
      seen.add(file.path);
      // Only what the importer reads may arrive: source code never does.
      if (!fileKind(file.path))
        throw invalid(
          `${file.path} is not a file the importer reads (manifests, their configuration, agent files, the README and schemas).`,
        );
      if (looksBinary(file.content)) throw invalid(`${file.path} is not a text file.`);
      total += file.content.length;
    }
    if (total > CODEBASE_LIMITS.totalChars)
      throw invalid(`The files hold more than ${CODEBASE_LIMITS.totalChars.toLocaleString('en-US')} characters together.`);
    const tree = body.tree ?? [];
    if (tree.length === 0 && files.length === 0)
      throw new ApiError(400, 'codebase_empty', 'The folder is empty: there is nothing to read.');
    const manifest = body.source === 'manifest';
    const name = body.name?.trim() || (manifest ? (files[0]?.path ?? 'manifest') : 'your folder');
    const profile = profileCodebase(getDetectors(), { tree, files }, { kind: manifest ? 'manifest' : 'upload', name });
    return c.json({ profile });
  });
