import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local stand-in for GitHub's REST API, in its real shapes, serving the codebase fixtures
 * (test/fixtures/repos/<name>) as the public repositories `fixtures/<name>`:
 *   GET /repos/{owner}/{repo}                       the repository (404 for private or missing ones)
 *   GET /repos/{owner}/{repo}/git/trees/{ref}?recursive=1   the tree (blobs with sizes)
 *   GET /repos/{owner}/{repo}/contents/{path}?ref=  a file, base64 in 60-character lines
 * Owners that pick a failure: `private` (404 as GitHub answers for a private repository), `rate-limited` (403 with
 * no reads left), `secondary` (403 with Retry-After), `slow` (never answers), `empty` (409 "Git Repository is empty."),
 * `broken` (500), `stalling` (a fixture whose repository and tree answer but whose files never do). `GET /__requests` lists the paths asked for since the last `DELETE /__requests`.
 */

const FIXTURES = join(process.cwd(), 'test/fixtures/repos');
const requests: string[] = [];
const sha = (text: string) => createHash('sha1').update(text).digest('hex');

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'x-ratelimit-limit': '60',
    'x-ratelimit-remaining': '59',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    'x-github-api-version-selected': '2022-11-28',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse, docs: string) =>
  send(res, 404, { message: 'Not Found', documentation_url: `https://docs.github.com/rest/${docs}`, status: '404' });

function fixtureFile(name: string, path: string): string | null {
  const file = join(FIXTURES, name, 'files', path);
  return file.startsWith(join(FIXTURES, name, 'files')) && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__requests') {
    if (req.method === 'DELETE') requests.length = 0;
    return send(res, 200, [...requests]);
  }
  requests.push(`${url.pathname}${url.search}`);
  if (req.headers['user-agent'] === undefined) {
    return send(res, 403, {
      message: 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
    });
  }
  const match = /^\/repos\/([^/]+)\/([^/]+)(?:\/(git\/trees|contents)\/(.+))?$/.exec(url.pathname);
  if (!match) return notFound(res, 'overview/resources-in-the-rest-api');
  const [, owner = '', repo = '', kind, rest = ''] = match;
  const reset = Math.floor(Date.now() / 1000) + 25 * 60;
  if (owner === 'slow') return; // never answers: the Worker's time budget must end the read
  if (owner === 'rate-limited') {
    return send(
      res,
      403,
      {
        message:
          "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
        documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
      },
      {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': '60',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-resource': 'core',
      },
    );
  }
  if (owner === 'secondary') {
    return send(
      res,
      403,
      {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
      { 'retry-after': '120' },
    );
  }
  if (owner === 'broken') return send(res, 500, { message: 'Server Error' });
  if (owner === 'private') return notFound(res, 'repos/repos#get-a-repository');
  if (owner === 'empty') {
    if (!kind) return send(res, 200, repository(owner, repo));
    return send(res, 409, {
      message: 'Git Repository is empty.',
      documentation_url: 'https://docs.github.com/rest/git/trees#get-a-tree',
      status: '409',
    });
  }
  const name = decodeURIComponent(repo);
  if (!['fixtures', 'stalling'].includes(owner) || !/^[\w.-]+$/.test(name) || !existsSync(join(FIXTURES, name, 'tree.txt')))
    return notFound(res, 'repos/repos#get-a-repository');
  if (!kind) return send(res, 200, repository(owner, name));
  const paths = readFileSync(join(FIXTURES, name, 'tree.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  if (kind === 'git/trees') {
    if (decodeURIComponent(rest) !== 'main') return notFound(res, 'git/trees#get-a-tree');
    const tree = paths.map((path) => {
      const content = fixtureFile(name, path);
      return {
        path,
        mode: '100644',
        type: 'blob',
        sha: sha(`${name}/${path}`),
        size: content === null ? 1024 : Buffer.byteLength(content),
        url: `https://api.github.com/repos/${owner}/${name}/git/blobs/${sha(`${name}/${path}`)}`,
      };
    });
    // Folders appear as trees, as in GitHub's answer.
    const folders = [
      ...new Set(
        paths.flatMap((p) =>
          p
            .split('/')
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
        ),
      ),
    ];
    return send(res, 200, {
      sha: sha(`${name}@main`),
      url: `https://api.github.com/repos/${owner}/${name}/git/trees/${sha(`${name}@main`)}`,
      tree: [...folders.map((path) => ({ path, mode: '040000', type: 'tree', sha: sha(path), url: '' })), ...tree],
      truncated: false,
    });
  }
  if (owner === 'stalling') return; // the repository and its tree answer, its files never do
  const path = rest.split('/').map(decodeURIComponent).join('/');
  const content = paths.includes(path) ? fixtureFile(name, path) : null;
  if (content === null) return notFound(res, 'repos/contents#get-repository-content');
  const encoded = Buffer.from(content, 'utf8').toString('base64').replace(/.{60}/g, '$&\n');
  return send(res, 200, {
    type: 'file',
    encoding: 'base64',
    size: Buffer.byteLength(content),
    name: path.split('/').at(-1),
    path,
    content: `${encoded}\n`,
    sha: sha(`${name}/${path}`),
    url: `https://api.github.com/repos/${owner}/${name}/contents/${path}?ref=main`,
    git_url: `https://api.github.com/repos/${owner}/${name}/git/blobs/${sha(`${name}/${path}`)}`,
    html_url: `https://github.com/${owner}/${name}/blob/main/${path}`,
    download_url: `https://raw.githubusercontent.com/${owner}/${name}/main/${path}`,
    _links: { self: '', git: '', html: '' },
  });
}

function repository(owner: string, name: string) {
  return {
    id: 1,
    name,
    full_name: `${owner}/${name}`,
    private: false,
    html_url: `https://github.com/${owner}/${name}`,
    default_branch: 'main',
    visibility: 'public',
  };
}

export async function startMockGitHub(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
