import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';

/** Calls the Worker's own fetch handler, as the runtime would. */
export function call(path: string, init?: RequestInit & { origin?: string }): Promise<Response> {
  const { origin = ORIGIN, ...rest } = init ?? {};
  return exports.default.fetch(new Request(new URL(path, origin), rest));
}

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  };
}

export async function expectEnvelope(res: Response, status: number, code: string) {
  const body = (await res.json()) as { error?: { code?: string; message?: string; details?: unknown } };
  if (res.status !== status || body.error?.code !== code || typeof body.error?.message !== 'string' || !body.error.message) {
    throw new Error(`Expected ${status} ${code}, got ${res.status} ${JSON.stringify(body)}`);
  }
  return body.error;
}
