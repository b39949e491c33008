import useSWR from 'swr';
import { client, unwrap } from './api';

export interface Engine {
  id: string;
  name: string;
  api_endpoint: string | null;
}

export function useEngines() {
  return useSWR('engines', async () => (await unwrap(client.engines.$get())).engines as Engine[]);
}

/** The value /generate receives: api_endpoint, else the lowercased name, else 'general' (spec, Home). */
export function engineParam(engine: Pick<Engine, 'name' | 'api_endpoint'> | undefined): string {
  return engine?.api_endpoint?.trim() || engine?.name?.trim().toLowerCase() || 'general';
}
