/** The cron job (wrangler.jsonc triggers it every 15 minutes): each of its duties, in order. */
import { computeDailyStats } from './stats';
import { purgeEnded, rollOverQuota } from './upkeep';

export async function runScheduledJobs(env: Env, now = new Date()) {
  const days = await computeDailyStats(env, now);
  const quota = await rollOverQuota(env, now);
  const purged = await purgeEnded(env, now);
  return { days, ...quota, purged };
}
