import app from './app';
import { computeDailyStats } from './stats';

export { UserLive } from './live';

export default {
  fetch: app.fetch,
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
