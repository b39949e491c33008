// API throughput and latency with autocannon, each endpoint side by side with the bare Worker in
// every round, so a noisy neighbour slows both alike and the paired ratio stays meaningful.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { median, overRounds } from './stats.ts';

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface RoundResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface TargetSummary {
  name: string;
  /** Over rounds: the median round and the slowest round. */
  rps: { median: number; worst: number };
  /** Each round's own p50 and p99 over its requests; then the median round and the worst round. */
  latencyP50: { median: number; worst: number };
  latencyP99: { median: number; worst: number };
  errors: number;
  non2xx: number;
  /** Median over rounds of this round's rps divided by the bare Worker's rps in the same round. */
  rpsRatio: number;
  /** Median over rounds of this round's p99 divided by the bare Worker's p99 in the same round. */
  p99Ratio: number;
  rounds: RoundResult[];
}

export interface LoadSettings {
  amount: number;
  connections: number;
  rounds: number;
}

/**
 * autocannon notices that `amount` requests are done only on its once-a-second tick, so its own duration
 * is rounded to whole seconds; the time of the last response gives the real throughput.
 */
async function hit(target: LoadTarget, amount: number, connections: number): Promise<RoundResult> {
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: target.url, headers: target.headers, amount, connections, timeout: 10 };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', () => (lastResponse = performance.now()));
  });
  return {
    rps: result.requests.total / ((lastResponse - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors, // autocannon counts timeouts among the errors too
    non2xx: result.non2xx,
  };
}

/** The first target is the floor every other one is compared with. */
export async function loadRounds(targets: LoadTarget[], settings: LoadSettings): Promise<TargetSummary[]> {
  for (const target of targets) await hit(target, Math.min(200, settings.amount), settings.connections); // warm-up
  const rounds = targets.map(() => [] as RoundResult[]);
  for (let r = 0; r < settings.rounds; r++) {
    // Rotate who goes first, so no target always runs on a cold or a warm machine.
    for (let k = 0; k < targets.length; k++) {
      const i = (r + k) % targets.length;
      rounds[i]!.push(await hit(targets[i]!, settings.amount, settings.connections));
    }
    process.stdout.write(`  round ${r + 1}/${settings.rounds}\n`);
  }
  const floor = rounds[0]!;
  const ratio = (values: number[]) => Math.round(median(values) * 100) / 100;
  return targets.map((target, i) => {
    const own = rounds[i]!;
    return {
      name: target.name,
      rps: overRounds(
        own.map((x) => x.rps),
        'min',
        0,
      ),
      latencyP50: overRounds(
        own.map((x) => x.p50),
        'max',
      ),
      latencyP99: overRounds(
        own.map((x) => x.p99),
        'max',
      ),
      errors: own.reduce((n, x) => n + x.errors, 0),
      non2xx: own.reduce((n, x) => n + x.non2xx, 0),
      rpsRatio: ratio(own.map((x, r) => x.rps / floor[r]!.rps)),
      p99Ratio: ratio(own.map((x, r) => x.p99 / Math.max(floor[r]!.p99, 1))),
      rounds: own,
    };
  });
}
