import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { client, unwrap } from './api';
import { TARGETS_KEY } from './keys';

/** A target the user can pick: a row of the active AI engines. */
export type Target = InferResponseType<typeof client.engines.$get>['engines'][number];

export function useTargets() {
  return useSWR(TARGETS_KEY, async () => (await unwrap(client.engines.$get())).engines);
}

/** The value /generate receives: api_endpoint, else the lowercased name, else 'general' (spec, Home). */
export function targetParam(target: Pick<Target, 'name' | 'api_endpoint'> | undefined): string {
  return target?.api_endpoint?.trim() || target?.name?.trim().toLowerCase() || 'general';
}
