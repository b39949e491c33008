import app from './app';
import { KNOWLEDGE_ASSET } from './ai/knowledge/asset';
import { SECURITY_HEADERS } from './lib/security-headers';
import { computeDailyStats } from './stats';

export { UserLive } from './live';

/** The compiled knowledge is an asset for the Worker's own use: to everyone else it does not exist. */
const PRIVATE_ASSETS = KNOWLEDGE_ASSET.slice(0, KNOWLEDGE_ASSET.lastIndexOf('/') + 1);

export default {
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname.startsWith(PRIVATE_ASSETS)) {
      return new Response('Not found', { status: 404, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' } });
    }
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
