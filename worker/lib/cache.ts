/** Read-through KV cache: a hit never touches the source; a miss loads and fills the key. */
export async function cached<T>(kv: KVNamespace, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await kv.get<T>(key, 'json');
  if (hit !== null) return hit;
  const value = await load();
  await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
  return value;
}

export const CACHE_KEYS = {
  engines: 'engines:active:v1',
  /** GET /api/admin/stats; deleted on every plan change and every cron run. */
  adminStats: 'admin:stats:v1',
} as const;
