/** Read-through KV cache: a hit never touches the source; a miss loads and fills the key. */
export async function cached<T>(kv: KVNamespace, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await kv.get<T>(key, 'json');
  if (hit !== null) return hit;
  const value = await load();
  await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
  return value;
}

/** Drops a cached key; a failure is logged, never thrown (the key also expires on its own). */
export async function forget(kv: KVNamespace, key: string): Promise<void> {
  try {
    await kv.delete(key);
  } catch (err) {
    console.error(`Could not drop the cached ${key}`, err);
  }
}

export const CACHE_KEYS = {
  engines: 'engines:active:v1',
  /** GET /api/admin/stats; deleted on every plan change and every cron run. */
  adminStats: 'admin:stats:v1',
} as const;
