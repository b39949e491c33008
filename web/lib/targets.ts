import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { SEEDED_TARGETS } from '../../common/seed-targets';
import { client, unwrap } from './api';
import { TARGETS_KEY } from './keys';

/** A target the user can pick: a row of the active AI engines. */
export type Target = InferResponseType<typeof client.engines.$get>['engines'][number];

/**
 * What the target list holds before `/api/engines` answers: the seeded targets (ids are placeholders; the app picks
 * targets by name). The prerendered home is rendered with them, so hydration finds the same row.
 */
export const SEEDED: Target[] = SEEDED_TARGETS.map((t) => ({
  id: `seed:${t.api_endpoint}`,
  name: t.name,
  api_endpoint: t.api_endpoint,
  is_active: true,
}));

export function useTargets() {
  return useSWR(TARGETS_KEY, async () => (await unwrap(client.engines.$get())).engines, { fallbackData: SEEDED });
}

/** The value /generate receives: api_endpoint, else the lowercased name, else 'general' (spec, Home). */
export function targetParam(target: Pick<Target, 'name' | 'api_endpoint'> | undefined): string {
  return target?.api_endpoint?.trim() || target?.name?.trim().toLowerCase() || 'general';
}
