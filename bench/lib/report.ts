// Renders bench/results.json as bench/RESULTS.md: figures first, then each goal with its measured figure.
import type { FrontEndSizes } from '../../scripts/bundle-size.ts';
import { kb } from '../../scripts/bundle-size.ts';
import type { UploadSize } from '../../scripts/worker-size.ts';
import type { TargetSummary } from './api-load.ts';
import { BUDGETS } from './budgets.ts';
import type { ComposerSpeed } from './composer-speed.ts';
import type { FirstSuggestionsResult } from './first-suggestions.ts';
import type { LighthousePage } from './lighthouse.ts';
import type { Machine } from './machine.ts';
import type { KillResult } from './kill-types.ts';
import type { SoakResult } from './soak-types.ts';
import type { StreamingResult } from './streaming.ts';

export interface BenchResults {
  machine: Machine;
  settings: {
    load: { amount: number; connections: number; rounds: number };
    streaming: { rounds: number; firstTokenDelayMs: number; tokens: number; gapMs: number };
    lighthouseRuns: number;
  };
  api: TargetSummary[];
  /** Absent in results written before it was measured. */
  firstSuggestions?: FirstSuggestionsResult;
  streaming: StreamingResult;
  composer: ComposerSpeed;
  frontEnd: FrontEndSizes;
  worker: { upload: UploadSize; startupActiveMs: { median: number; worst: number } };
  lighthouse: LighthousePage[];
  soak: SoakResult | null;
  /** `npm run soak:kill` (bench/kill.json); absent in results written before it existed. */
  kill?: KillResult | null;
}

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

const mw = (x: { median: number; worst: number }, unit = '') => `${x.median}${unit} / ${x.worst}${unit}`;
const yes = (ok: boolean) => (ok ? '✅ met' : '❌ missed');

export function goals(r: BenchResults): { goal: string; measured: string; ok: boolean }[] {
  const by = (prefix: string) => r.api.find((t) => t.name.startsWith(prefix))!;
  const engines = by('GET /api/engines');
  const me = by('GET /api/me');
  const appTargets = r.api.slice(1);
  const errors = r.api.reduce((n, t) => n + t.errors + t.non2xx, 0);
  const list = [
    { goal: '`/api/engines` ≥ 0.6× the bare Worker’s requests/s', measured: `${engines.rpsRatio}×`, ok: engines.rpsRatio >= 0.6 },
    { goal: '`/api/me` ≥ 0.4× the bare Worker’s requests/s', measured: `${me.rpsRatio}×`, ok: me.rpsRatio >= 0.4 },
    { goal: 'Zero errors under load', measured: `${errors} errors / non-2xx`, ok: errors === 0 },
    ...appTargets.map((t) => ({
      goal: `${t.name}: p99 under 4× the bare Worker’s p99`,
      measured: `${t.p99Ratio}×`,
      ok: t.p99Ratio < 4,
    })),
    {
      goal: 'Streaming: first byte under 30 ms after the first token (median)',
      measured: `${r.streaming.firstByteAfterFirstTokenMs.median} ms`,
      ok: r.streaming.firstByteAfterFirstTokenMs.median < 30,
    },
    ...r.lighthouse.map((p) => {
      if (p.signedIn)
        return {
          goal: `Lighthouse ${p.path}, signed in: CLS 0 and accessibility 100 (medians)`,
          measured: `CLS ${p.median.cls}, accessibility ${p.median.accessibility} (worst run ${p.worst.accessibility})`,
          ok: p.median.cls === 0 && p.median.accessibility === 100,
        };
      // /auth is held to a tighter LCP (issue 23).
      const lcpGoalMs = p.path === '/auth' ? 1000 : 1200;
      return {
        goal: `Lighthouse \`${p.path}\`: performance, accessibility, best practices and SEO 100; LCP ≤ ${(lcpGoalMs / 1000).toFixed(1)} s and CLS 0 (medians)`,
        measured: `${p.median.performance} / ${p.median.accessibility} / ${p.median.bestPractices} / ${p.median.seo}, LCP ${(p.median.lcpMs / 1000).toFixed(2)} s, CLS ${p.median.cls} (worst run ${p.worst.performance} / ${p.worst.accessibility} / ${p.worst.bestPractices} / ${p.worst.seo})`,
        ok:
          p.median.performance === 100 &&
          p.median.accessibility === 100 &&
          p.median.bestPractices === 100 &&
          p.median.seo === 100 &&
          p.median.lcpMs <= lcpGoalMs &&
          p.median.cls === 0,
      };
    }),
    ...(r.firstSuggestions
      ? [
          {
            goal: 'Submit → first suggestions visible in Chromium ≤ 400 ms (median)',
            measured: `${r.firstSuggestions.visibleMs.median} ms (worst ${r.firstSuggestions.visibleMs.worst} ms); the suggestion call itself ${r.firstSuggestions.apiMs.median} ms`,
            ok: r.firstSuggestions.visibleMs.median <= 400,
          },
        ]
      : []),
    {
      goal: `JavaScript \`/\` loads ≤ ${BUDGETS.homeJsGzipKB} KB gzip, CSS ≤ ${BUDGETS.homeCssGzipKB} KB gzip`,
      measured: `${kb(r.frontEnd.home.js.gzip)} KB, ${kb(r.frontEnd.home.css.gzip)} KB`,
      ok: kb(r.frontEnd.home.js.gzip) <= BUDGETS.homeJsGzipKB && kb(r.frontEnd.home.css.gzip) <= BUDGETS.homeCssGzipKB,
    },
    {
      goal: `Worker upload ≤ ${BUDGETS.workerUploadGzipKB} KB gzip`,
      measured: `${Math.round(r.worker.upload.gzipKiB * 1.024 * 10) / 10} KB (${r.worker.upload.gzipKiB} KiB)`,
      ok: r.worker.upload.gzipKiB * 1.024 <= BUDGETS.workerUploadGzipKB,
    },
  ];
  const fullSoak = r.soak !== null && r.soak.durationS >= 60 && r.soak.users >= 50;
  list.push(
    r.soak
      ? {
          goal: 'Soak: zero 5xx and every invariant holds',
          measured: `${r.soak.fiveHundreds} × 5xx in ${r.soak.requests} requests; ${r.soak.invariants.filter((i) => i.ok).length}/${r.soak.invariants.length} invariants (${r.soak.users} users, ${r.soak.durationS} s, ${r.soak.date.slice(0, 10)})${fullSoak ? '' : '; shorter or smaller than the 60 s × 50 users the goal asks for'}`,
          ok: r.soak.ok && fullSoak,
        }
      : { goal: 'Soak: zero 5xx and every invariant holds', measured: 'not run yet (`npm run soak`)', ok: false },
    r.kill
      ? {
          goal: 'Kill test: the quota equals what was saved once the cron releases what dead Workers reserved',
          measured: `${r.kill.invariants.filter((i) => i.ok).length}/${r.kill.invariants.length} invariants (${r.kill.kills} kills, ${r.kill.date.slice(0, 10)})`,
          ok: r.kill.ok,
        }
      : {
          goal: 'Kill test: the quota equals what was saved once the cron releases what dead Workers reserved',
          measured: 'not run yet (`npm run soak:kill`)',
          ok: false,
        },
  );
  return list;
}

export function renderReport(r: BenchResults): string {
  const m = r.machine;
  const floor = r.api[0]!;
  const sizeRow = (name: string, s: { raw: number; gzip: number; brotli: number; files: string[] }) => [
    name,
    s.files.length,
    kb(s.raw),
    kb(s.gzip),
    kb(s.brotli),
  ];
  return `# Benchmark results

Written by \`npm run bench\` on ${m.date}. Rerun it to refresh every figure; nothing here is typed by hand.

**Machine:** ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB memory, ${m.os}. Node ${m.node}, workerd ${m.workerd}, wrangler ${m.wrangler}.
The app and the bare Worker run side by side on the same runtime \`npm start\` uses (\`vite preview\`, workerd, local D1/KV), and every round measures each target in turn, so a busy neighbour slows them alike. With a handful of rounds a p99 would only be the extreme, so round-level figures are given as **median round / worst round** (the slowest throughput, the highest latency); latency percentiles inside a round are over all of its requests, and samples that number in the hundreds (streaming, composer) are given as median / p99.

## Goals

${table(
  ['Goal', 'Measured', ''],
  goals(r).map((g) => [g.goal, g.measured, yes(g.ok)]),
)}

## API throughput and latency against the floor

autocannon, ${r.settings.load.rounds} rounds × ${r.settings.load.amount} requests at ${r.settings.load.connections} connections per target (after a warm-up; the order rotates every round). Requests/s is the round’s requests over the time to its last response. Each cell is median round / worst round; ratios are the median of each round’s ratio to the bare Worker in the same round.

${table(
  ['Target', 'Requests/s', 'p50 latency (ms)', 'p99 latency (ms)', 'Errors', 'Non-2xx', 'Requests/s vs bare', 'p99 vs bare'],
  r.api.map((t) => [
    t.name,
    mw(t.rps),
    mw(t.latencyP50),
    mw(t.latencyP99),
    t.errors,
    t.non2xx,
    `${t.rpsRatio}×`,
    `${t.p99Ratio}×`,
  ]),
)}

The floor is a Worker that returns \`Hello World!\` (\`bench/hello/\`): ${floor.rps.median} requests/s.

## Streaming overhead

A local OpenAI-compatible server streams ${r.streaming.tokens} tokens, the first after ${r.streaming.firstTokenDelayMs} ms; the app runs with \`OPENAI_API_KEY\`/\`AI_BASE_URL\` pointed at it (the real \`@ai-sdk/openai\` path). ${r.streaming.rounds} prompts, one at a time.

${table(
  ['Measure', 'Median (ms)', 'p99 (ms)'],
  [
    [
      'First token written → first byte at the client',
      r.streaming.firstByteAfterFirstTokenMs.median,
      r.streaming.firstByteAfterFirstTokenMs.p99,
    ],
    ['Last token written → end of the response', r.streaming.endAfterLastTokenMs.median, r.streaming.endAfterLastTokenMs.p99],
  ],
)}

## Built-in composer

In process, with the knowledge loaded once, ${r.composer.descriptions} descriptions of the evaluation corpus (eval/corpus.ts) × ${r.composer.repetitions} repetitions.

${table(
  ['Step', 'Median (ms)', 'p99 (ms)'],
  [
    ['Suggest features', r.composer.suggest.median, r.composer.suggest.p99],
    ['One batch of questions (5 features)', r.composer.questions.median, r.composer.questions.p99],
    ['Full prompt', r.composer.prompt.median, r.composer.prompt.p99],
  ],
)}

## Front end

What \`/\` loads before any interaction (the prerendered index.html’s boot script and the modules it fetches after the first paint, with their static imports; the stylesheet, inline in the page), and what each lazy page adds. KB = 1,000 bytes; gzip at zlib’s default level, brotli at quality 11.

${table(
  ['Bundle', 'Files', 'Raw (KB)', 'gzip (KB)', 'brotli (KB)'],
  [
    sizeRow('`/` JavaScript', r.frontEnd.home.js),
    sizeRow('`/` CSS', r.frontEnd.home.css),
    ...Object.entries(r.frontEnd.pages).map(([page, p]) => sizeRow(`${page} page (lazy, beyond \`/\`)`, p.extra)),
  ],
)}

Lighthouse ${r.lighthouse[0]?.runs ?? 0} runs per page (mobile, simulated throttling, the browser tests’ Chromium); medians, with the worst run’s scores.

${table(
  ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP (ms)', 'LCP (ms)', 'TBT (ms)', 'CLS', 'Worst run'],
  r.lighthouse.map((p) => [
    `\`${p.path}\``,
    p.median.performance,
    p.median.accessibility,
    p.median.bestPractices,
    p.median.seo,
    p.median.fcpMs,
    p.median.lcpMs,
    p.median.tbtMs,
    p.median.cls,
    `${p.worst.performance} / ${p.worst.accessibility} / ${p.worst.bestPractices} / ${p.worst.seo}`,
  ]),
)}
${r.lighthouse.some((p) => p.median.failing.length) ? `\nAudits not passing: ${[...new Set(r.lighthouse.flatMap((p) => p.median.failing))].join('; ')}.\n` : ''}
${
  r.firstSuggestions
    ? `## Submit → first suggestions

In the browser tests' Chromium (1280×800, no throttling), ${r.firstSuggestions.runs} runs after a warm-up, each a newly signed-in user on home: picks Claude, types a description (the guided flow's code is fetched meanwhile), pauses 0.3 s, presses Enter. Timed in the page from the key press to the first frame showing a suggested feature; beside it the suggestion call alone (request sent → response read, as the browser saw it).

${table(
  ['Measure', 'Median (ms)', 'Worst (ms)'],
  [
    ['Enter → first suggestion visible', r.firstSuggestions.visibleMs.median, r.firstSuggestions.visibleMs.worst],
    ['The suggest-features call', r.firstSuggestions.apiMs.median, r.firstSuggestions.apiMs.worst],
  ],
)}

`
    : ''
}## Worker bundle

\`wrangler deploy --dry-run\`: ${r.worker.upload.totalKiB} KiB, **${r.worker.upload.gzipKiB} KiB gzip**. Startup (\`wrangler check startup\`, 5 runs, time the isolate is busy evaluating the Worker, locally): median ${r.worker.startupActiveMs.median} ms, worst ${r.worker.startupActiveMs.worst} ms.

## Soak

${
  r.soak
    ? `\`npm run soak\` on ${r.soak.date}: ${r.soak.users} signed-in users (${r.soak.freeUsers} on the free plan's quota of 5) for ${r.soak.durationS} s, looping suggest → questions → prompt → history (a loop every ${r.soak.paceMs ? `${r.soak.paceMs / 1000} s` : 'moment, unpaced'}). ${r.soak.requests} requests, ${r.soak.fiveHundreds} × 5xx. Statuses: ${Object.entries(
        r.soak.statuses,
      )
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}.

${table(
  ['Step', 'Calls', 'p50 (ms)', 'p99 (ms)'],
  Object.entries(r.soak.endpoints).map(([step, e]) => [step, e.count, e.p50, e.p99]),
)}

${table(
  ['Invariant', 'Holds', 'Detail'],
  r.soak.invariants.map((i) => [i.name, i.ok ? '✅' : '❌', i.detail]),
)}`
    : 'Not run yet: `npm run soak` writes bench/soak.json, which the next `npm run bench` reports here.'
}

## Kill test

${r.kill ? killSection(r.kill) : 'Not run yet: `npm run soak:kill` writes bench/kill.json, which the next `npm run bench` reports here.'}
`;
}

function killSection(k: KillResult): string {
  return `\`npm run soak:kill\` on ${k.date}: ${k.users} users (2 on the free plan) each stream ${k.streamsPerUser} prompts at once from a slow model (about 4 s a prompt); mid-stream the Worker process is killed (SIGKILL) and restarted, ${k.kills} times, then a last round runs without a kill. Reservations expire after ${k.reservationSeconds} s here (10 minutes in production). After the kills, summed over the users: ${k.totals.used} prompts used = ${k.totals.saved} saved + ${k.totals.open} reservations open; after the cron: ${k.totals.usedAfterCron} used.

${table(
  ['Round', 'Killed after (ms)', 'Delivered', 'Cut', 'Refused', 'Other'],
  k.rounds.map((r, i) => [i + 1, r.killedAfterMs ?? 'no kill', r.delivered, r.cut, r.refused, r.other]),
)}

${table(
  ['Invariant', 'Holds', 'Detail'],
  k.invariants.map((i) => [i.name, i.ok ? '✅' : '❌', i.detail]),
)}`;
}
