/**
 * Reads a public GitHub repository through the REST API, the way the browser reads a dropped folder: the tree (paths
 * only), then the contents of the few files the importer reads. Bounded in time (GITHUB_TIMEOUT_MS), in files and in
 * bytes; a private or missing repository, the rate limit and a slow GitHub each get their own clear error.
 */
import { CODEBASE_LIMITS, filesToRead, keptContent, looksBinary, trimTree } from '../../common/codebase';
import { ApiError } from '../lib/errors';
import type { CodebaseFiles } from './profile';

/** Files read through the contents API: each is a subrequest, and a Worker on the free plan may make 50. */
export const GITHUB_FILES = 40;
const CONCURRENCY = 8;
const API = 'https://api.github.com';

export interface GithubRepository {
  owner: string;
  repo: string;
  /** A branch, tag or commit named in the address (`/tree/<ref>`); absent: the default branch. */
  ref?: string;
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * A GitHub repository from its address: `https://github.com/owner/repo` (with or without `https://`, `www.`, `.git`
 * or a trailing `/tree/<branch>`). Anything else is refused before any request is made.
 */
export function parseGithubUrl(text: string): GithubRepository {
  const refuse = () =>
    new ApiError(
      400,
      'not_github',
      'Give the address of a public GitHub repository, such as https://github.com/owner/name. Other hosts cannot be read: drop the folder or a .zip instead.',
    );
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw refuse();
  }
  if (!['https:', 'http:'].includes(url.protocol) || !['github.com', 'www.github.com'].includes(url.hostname.toLowerCase()))
    throw refuse();
  if (url.username || url.password || url.port) throw refuse();
  const [owner = '', rawRepo = '', kind, ...rest] = url.pathname.split('/').filter(Boolean);
  const repo = rawRepo.replace(/\.git$/, '');
  if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..') throw refuse();
  if (kind === 'tree' && rest.length > 0) {
    const ref = decodeURIComponent(rest.join('/'));
    if (!/^[\w./-]{1,200}$/.test(ref) || ref.split('/').includes('..')) throw refuse();
    return { owner, repo, ref };
  }
  return { owner, repo };
}

interface Settings {
  base: string;
  token?: string;
  timeoutMs: number;
}

export function githubSettings(env: Pick<Env, 'GITHUB_API_URL' | 'GITHUB_TOKEN' | 'GITHUB_TIMEOUT_MS'>): Settings {
  const timeout = Number(env.GITHUB_TIMEOUT_MS);
  return {
    base: (env.GITHUB_API_URL || API).replace(/\/+$/, ''),
    ...(env.GITHUB_TOKEN ? { token: env.GITHUB_TOKEN } : {}),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : CODEBASE_LIMITS.githubMs,
  };
}

const seconds = (ms: number) => {
  const n = Math.max(1, Math.round(ms / 1000));
  return n === 1 ? 'a second' : `${n} seconds`;
};

const shown = ({ owner, repo }: GithubRepository) => `github.com/${owner}/${repo}`;

/** GitHub's rate limit, primary (403 with no reads left) or secondary (403 or 429 with Retry-After). */
function rateLimited(res: Response): ApiError | null {
  const remaining = res.headers.get('x-ratelimit-remaining');
  const retryAfter = res.headers.get('retry-after');
  if (!(res.status === 429 || (res.status === 403 && (remaining === '0' || retryAfter !== null)))) return null;
  const reset = Number(res.headers.get('x-ratelimit-reset'));
  const seconds =
    retryAfter !== null && Number.isFinite(Number(retryAfter))
      ? Number(retryAfter)
      : Number.isFinite(reset) && reset > 0
        ? Math.max(1, Math.ceil(reset - Date.now() / 1000))
        : 60;
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    'github_rate_limited',
    `GitHub's limit on reads from this server is used up for now. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, or drop the folder or a .zip instead.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Decodes the contents API's base64 (wrapped in lines) as UTF-8 text. */
function decodeBase64(content: string): string {
  const binary = atob(content.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8').decode(bytes);
}

interface TreeEntry {
  path?: unknown;
  type?: unknown;
  mode?: unknown;
  size?: unknown;
}

export interface GithubRead extends CodebaseFiles {
  /** "owner/repo" as GitHub spells it. */
  name: string;
  url: string;
}

/** Reads the repository's tree and the files the importer reads, within the time, file and byte budgets. */
export async function readGithub(target: GithubRepository, settings: Settings, outer?: AbortSignal): Promise<GithubRead> {
  const signal = AbortSignal.any([AbortSignal.timeout(settings.timeoutMs), ...(outer ? [outer] : [])]);
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'prompt.qordinate',
    ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
  };
  const path = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const get = async (url: string): Promise<Response> => {
    try {
      return await fetch(`${settings.base}${url}`, { headers, signal });
    } catch (error) {
      if (outer?.aborted) throw error;
      if (signal.aborted) {
        throw new ApiError(
          504,
          'github_timeout',
          `GitHub did not answer within ${seconds(settings.timeoutMs)}. Try again, or drop the folder or a .zip instead.`,
        );
      }
      throw new ApiError(502, 'github_unavailable', 'GitHub could not be reached. Try again in a moment.');
    }
  };
  const json = async <T>(res: Response): Promise<T> => {
    try {
      return (await res.json()) as T;
    } catch {
      if (signal.aborted) throw new ApiError(504, 'github_timeout', 'GitHub did not finish answering in time. Try again.');
      throw new ApiError(502, 'github_unavailable', 'GitHub sent an answer that could not be read. Try again in a moment.');
    }
  };
  const failed = (res: Response): ApiError => {
    const limited = rateLimited(res);
    if (limited) return limited;
    if (res.status === 404 || res.status === 451)
      return new ApiError(
        404,
        'repository_not_found',
        `There is no public repository at ${shown(target)}: it does not exist or it is private. Only public repositories can be read; for a private one, drop its folder or a .zip.`,
      );
    return new ApiError(502, 'github_unavailable', `GitHub answered ${res.status}. Try again in a moment.`);
  };

  const repoRes = await get(path);
  if (!repoRes.ok) throw failed(repoRes);
  const repo = await json<{ full_name?: unknown; default_branch?: unknown; private?: unknown; html_url?: unknown }>(repoRes);
  if (repo.private === true) throw failed(new Response(null, { status: 404 }));
  const ref = target.ref ?? (typeof repo.default_branch === 'string' ? repo.default_branch : 'HEAD');

  const treeRes = await get(`${path}/git/trees/${encodeURIComponent(ref)}?recursive=1`);
  if (treeRes.status === 409) throw new ApiError(400, 'codebase_empty', `${shown(target)} is empty: it has no files to read.`);
  if (treeRes.status === 404 && target.ref)
    throw new ApiError(404, 'repository_not_found', `${shown(target)} has no branch, tag or commit named "${target.ref}".`);
  if (!treeRes.ok) throw failed(treeRes);
  const tree = await json<{ sha?: unknown; tree?: unknown; truncated?: unknown }>(treeRes);
  const entries = (Array.isArray(tree.tree) ? (tree.tree as TreeEntry[]) : []).filter(
    (e): e is { path: string; type: 'blob'; mode?: unknown; size?: unknown } => typeof e.path === 'string' && e.type === 'blob',
  );
  const paths = trimTree(entries.map((e) => e.path));
  if (paths.length === 0) throw new ApiError(400, 'codebase_empty', `${shown(target)} has no files to read.`);
  const sizes = new Map(entries.map((e) => [e.path, typeof e.size === 'number' ? e.size : 0]));
  // Symbolic links (mode 120000) hold a path, not text: their target is read where it is listed.
  const links = new Set(entries.filter((e) => e.mode === '120000').map((e) => e.path));
  const commit = typeof tree.sha === 'string' ? tree.sha : ref;

  // Within the budgets: the file count, and bytes by the sizes the tree already gives.
  const wanted: string[] = [];
  let bytes = 0;
  for (const file of filesToRead(paths, GITHUB_FILES)) {
    const size = sizes.get(file) ?? 0;
    if (links.has(file) || (size > CODEBASE_LIMITS.fileChars * 4 && !/^readme/i.test(file))) continue;
    if (bytes + Math.min(size, CODEBASE_LIMITS.fileChars) > CODEBASE_LIMITS.totalChars) continue;
    bytes += Math.min(size, CODEBASE_LIMITS.fileChars);
    wanted.push(file);
  }

  const files: { path: string; content: string }[] = [];
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const file = wanted[next++]!;
      const encoded = file.split('/').map(encodeURIComponent).join('/');
      const res = await get(`${path}/contents/${encoded}?ref=${encodeURIComponent(commit)}`);
      if (res.status === 404) continue; // gone since the tree was read
      if (!res.ok) throw failed(res);
      const body = await json<{ type?: unknown; encoding?: unknown; content?: unknown }>(res);
      if (body.type !== 'file' || body.encoding !== 'base64' || typeof body.content !== 'string') continue;
      let text: string;
      try {
        text = decodeBase64(body.content);
      } catch {
        continue;
      }
      const kept = looksBinary(text) ? null : keptContent(file, text);
      if (kept === null || total + kept.length > CODEBASE_LIMITS.totalChars) continue;
      total += kept.length;
      files.push({ path: file, content: kept });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
  files.sort((a, b) => a.path.localeCompare(b.path));
  const name = typeof repo.full_name === 'string' ? repo.full_name : `${target.owner}/${target.repo}`;
  return { tree: paths, files, name, url: `https://github.com/${name}` };
}
