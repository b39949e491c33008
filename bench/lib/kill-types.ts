import type { Invariant } from './soak-types.ts';

export interface KillResult {
  date: string;
  users: number;
  streamsPerUser: number;
  /** How many times the Worker process was killed mid-stream (one more round runs without a kill). */
  kills: number;
  /** How long a reservation stayed open before the cron could release it (QUOTA_RESERVATION_SECONDS). */
  reservationSeconds: number;
  rounds: {
    /** Milliseconds after the round's first request that the process was killed; null for the round without a kill. */
    killedAfterMs: number | null;
    delivered: number;
    cut: number;
    refused: number;
    other: number;
    statuses: Record<string, number>;
  }[];
  /** Summed over every user, right after the kills, and prompts_used after the cron released the rest. */
  totals: { used: number; saved: number; open: number; usedAfterCron: number };
  invariants: Invariant[];
  ok: boolean;
}
