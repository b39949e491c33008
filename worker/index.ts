import app from './app';
import { KNOWLEDGE_ASSET } from './ai/knowledge/asset';
import { SECURITY_HEADERS } from './lib/security-headers';
import { computeDailyStats } from './stats';

export { UserLive } from './live';

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
 * does not exist would get the single-page fallback, index.html, under the immutable rule: a browser holding an old
 * chunk's URL after a deploy would keep that HTML for a year. It answers 404 that nobody may store instead.
 */
async function hashedAsset(request: Request, env: Env): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  const fallback = res.ok && (res.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!fallback) return res;
  await res.body?.cancel();
  return notFound();
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(PRIVATE_ASSETS)) return notFound();
    if (pathname.startsWith(HASHED_ASSETS)) return hashedAsset(request, env);
    return app.fetch(request, env, ctx);
  },
  /** Every 15 minutes (wrangler.jsonc triggers): daily statistics and quota period roll-over. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(
      computeDailyStats(env, new Date(controller.scheduledTime)).catch((err: unknown) => {
        console.error('Daily statistics failed', err);
        throw err; // the cron run is reported as failed
      }),
    );
  },
} satisfies ExportedHandler<Env>;
