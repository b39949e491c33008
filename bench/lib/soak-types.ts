export interface Invariant {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SoakResult {
  date: string;
  durationS: number;
  /** Milliseconds between the starts of a user's loops (0: no pacing). */
  paceMs: number;
  users: number;
  freeUsers: number;
  requests: number;
  /** "200", "429 quota_exceeded", "429 rate_limited", … */
  statuses: Record<string, number>;
  fiveHundreds: number;
  /** Per step: how many calls and their latency in ms (the prompt until its stream ends). */
  endpoints: Record<string, { count: number; p50: number; p99: number }>;
  successfulPrompts: number;
  invariants: Invariant[];
  ok: boolean;
}
