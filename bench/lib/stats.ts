/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? NaN;
}

export const median = (values: number[]) => percentile(values, 50);
export const p99 = (values: number[]) => percentile(values, 99);

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Median and p99 over many samples, rounded for the report. */
export function summary(values: number[], digits = 1): { median: number; p99: number } {
  return { median: round(median(values), digits), p99: round(p99(values), digits) };
}

/**
 * Median and worst over a handful of rounds (with few rounds a p99 is just the extreme, so name it so):
 * the worst is the lowest value for a throughput, the highest for a latency.
 */
export function overRounds(values: number[], worst: 'min' | 'max', digits = 1): { median: number; worst: number } {
  const extreme = worst === 'min' ? Math.min(...values) : Math.max(...values);
  return { median: round(median(values), digits), worst: round(extreme, digits) };
}
