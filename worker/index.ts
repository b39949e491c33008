import app from './app';
import { PRIVATE_PAGES } from '../common/pages';
import { KNOWLEDGE_ASSET } from './ai/knowledge/asset';
import { isAgentPath, serveAgents } from './mcp';
import { SECURITY_HEADERS } from './lib/security-headers';
import { runScheduledJobs } from './services/cron';
import { servePage } from './services/pages';

export { UserLive } from './durable/user-live';

/** The compiled knowledge is an asset for the Worker's own use: to everyone else it does not exist. */
const PRIVATE_ASSETS = KNOWLEDGE_ASSET.slice(0, KNOWLEDGE_ASSET.lastIndexOf('/') + 1);
/** Vite's hashed build output (wrangler.jsonc runs the Worker first here, and `_headers` makes these immutable). */
const HASHED_ASSETS = '/assets/';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * A file under /assets/ that exists is answered by the assets binding as it is (with its immutable header). One that
 * does not exist must not be answered under the immutable rule (nor with a page, should a fallback ever be set): a
 * browser holding an old chunk's URL after a deploy would keep that answer for a year. It answers 404 that nobody may
 * store instead.
 */
async function hashedAsset(request: Request, env: Env): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  const missing = !res.ok || (res.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!missing) return res;
  await res.body?.cancel();
  return notFound();
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(PRIVATE_ASSETS)) return notFound();
    if (pathname.startsWith(HASHED_ASSETS)) return hashedAsset(request, env);
    if (pathname === '/api' || pathname.startsWith('/api/')) return app.fetch(request, env, ctx);
    // Coding agents: the MCP server at /mcp and the OAuth endpoints they sign in through.
    if (isAgentPath(pathname)) return serveAgents(request, env, ctx);
    // A page no static file answers, or a direct request for one only the Worker serves: servePage decides.
    if (pathname.startsWith(PRIVATE_PAGES)) return servePage(new Request(new URL('/_not-found', request.url), request), env);
    return servePage(request, env);
  },
  /** Every 15 minutes (wrangler.jsonc triggers): daily statistics, quota periods and purges. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(
      runScheduledJobs(env, new Date(controller.scheduledTime)).catch((err: unknown) => {
        console.error('Daily statistics failed', err);
        throw err; // the cron run is reported as failed
      }),
    );
  },
} satisfies ExportedHandler<Env>;
