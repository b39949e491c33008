/**
 * npm run capacity: how many users and prompts fit in one D1 database, measured rather than guessed.
 *
 * The eval's flow (eval/harness.ts: the composer driven as the web client drives it) runs over every description
 * of the corpus and the holdout for each seeded target; each finished prompt becomes a prompt_history row and its
 * first version exactly as the history store writes them (worker/db/queries/prompts.ts: the version's brief, request
 * and text compressed by worker/db/packed.ts, the same code), and each prompt is then restored once (a restore is a
 * row that points at the version it shows). For comparison the same prompts are also stored as they were before
 * compression (JSON and plain text; a restore was then a full copy of a version). The rows go into SQLite databases
 * built from migrations/ (D1 is SQLite: its size is the database file's), spread over synthetic users who each hold
 * a profile, a subscription, rate-limit rows and a session as sign-in and use create them. SQLite's dbstat then
 * gives the bytes of every table and index, pages included. The result replaces the measured section of
 * docs/scale.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { format, resolveConfig } from 'prettier';
import corpus from '../eval/corpus';
import holdout from '../eval/holdout';
import { loadKnowledgeFromDisk, runEval } from '../eval/harness';
import { packJson, packText } from '../worker/db/packed';

const DOC = 'docs/scale.md';
const START = '<!-- capacity:start -->';
const END = '<!-- capacity:end -->';
/** D1's maximum database size on the Workers Paid plan: 10 GB, taken as 10 × 10⁹ bytes (the smaller reading). */
const D1_MAX_BYTES = 10e9;
const USERS = 2_000;
const PROMPTS_PER_USER = 6;

function seededTargets(): string[] {
  const seed = readFileSync('migrations/0001_seed_engines.sql', 'utf8');
  return [...seed.matchAll(/\('[^']+', '([^']+)', 1\)/g)].map((m) => m[1]!);
}

function migrate(db: DatabaseSync) {
  for (const file of readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join('migrations', file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) db.exec(statement);
    }
  }
}

interface Row {
  description: string;
  prompt: string;
  target: string;
  details: string;
  featuresCount: number;
  brief: string;
  request: string;
  /** The version's brief, request and text as the history store writes them now: gzip. */
  packed: { brief: Uint8Array; request: Uint8Array; text: Uint8Array };
}

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const millions = (n: number) => (n < 1e6 ? fmt(n) : `${(n / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })} million`);

const knowledge = await loadKnowledgeFromDisk();
const cases = [...corpus, ...holdout];
const targets = seededTargets();
const rows: Row[] = [];
for (const target of targets) {
  const { results } = await runEval({ generator: 'composer', cases, target, knowledge });
  for (const r of results) {
    rows.push({
      description: r.description,
      prompt: r.prompt,
      target,
      details: JSON.stringify(r.selected.map((title) => ({ title }))),
      featuresCount: r.selected.length,
      brief: JSON.stringify(r.saved.brief),
      request: JSON.stringify(r.saved.request),
      packed: {
        brief: await packJson(r.saved.brief),
        request: await packJson(r.saved.request),
        text: await packText(r.prompt),
      },
    });
  }
}

type Layout = 'compressed' | 'plain';

interface Measured {
  perEntry: number;
  perVersion: number;
  perUserFixed: number;
  /** Bytes one restore adds (compressed layout: a pointer row; plain: measured as a version, since it was a copy). */
  perRestore: number;
  fileBytes: number;
}

/** Stores every user's prompts in a fresh database, as the layout does, and measures it with dbstat. */
function measure(layout: Layout): Measured {
  const dir = mkdtempSync(join(tmpdir(), 'pq-capacity-'));
  const db = new DatabaseSync(join(dir, 'd1.sqlite'));
  migrate(db);
  const addUser = db.prepare(`INSERT INTO profiles (email, first_name, last_name, avatar_url) VALUES (?, ?, ?, ?) RETURNING id`);
  const addSubscription = db.prepare(
    `INSERT INTO subscriptions (user_id, plan, max_prompts, max_features, prompts_used, current_period_start, current_period_end)
     VALUES (?, 'free', 5, 5, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 month'))`,
  );
  const addRateLimit = db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)');
  const addSession = db.prepare(
    `INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 days'))`,
  );
  // As the history store saves a new prompt: the entry and its first version (the brief, the request and the text).
  const addPrompt = db.prepare(
    `INSERT INTO prompt_history (user_id, project_description, generated_prompt, target_ai_platform, features_count, details, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const addVersion = db.prepare(
    `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text, created_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  // As the history store restores version 1: a row pointing at it, its own brief, request and text empty.
  const addRestore = db.prepare(
    `INSERT INTO prompt_versions (prompt_id, user_id, number, target, brief, request, text, restored_from, created_at)
     VALUES (?, ?, 2, ?, '', '', '', 1, ?)`,
  );
  const restores: [string, string, string, string][] = [];
  db.exec('BEGIN');
  let n = 0;
  const start = Date.UTC(2026, 0, 1);
  for (let u = 0; u < USERS; u++) {
    // A Google profile: an address, two names and the avatar URL Google hands out (about 100 characters).
    const { id } = addUser.get(
      `user.${u}.${'x'.repeat(8)}@example.com`,
      'Alexandra',
      'Fernández',
      `https://lh3.googleusercontent.com/a/ACg8ocJ${'k'.repeat(60)}${u}=s96-c`,
    ) as { id: string };
    addSubscription.run(id);
    // The per-minute counters a user leaves behind (suggestions and questions, prompts) and one signed-in session.
    addRateLimit.run(`ai:${id}`, 29_000_000 + u);
    addRateLimit.run(`prompt:${id}`, 29_000_000 + u);
    addSession.run(randomBytes(32).toString('base64url'), id);
    for (let p = 0; p < PROMPTS_PER_USER; p++, n++) {
      const row = rows[n % rows.length]!;
      const created = new Date(start + ((n * 7_919_993) % (365 * 86_400_000))).toISOString();
      const entry = addPrompt.get(id, row.description, row.prompt, row.target, row.featuresCount, row.details, created) as {
        id: string;
      };
      if (layout === 'compressed') {
        addVersion.run(entry.id, id, row.target, row.packed.brief, row.packed.request, row.packed.text, created);
      } else {
        addVersion.run(entry.id, id, row.target, row.brief, row.request, row.prompt, created);
      }
      restores.push([entry.id, id, row.target, created]);
    }
  }
  db.exec('COMMIT');

  const sizes = () =>
    new Map(
      (db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all() as { name: string; bytes: number }[]).map(
        (r) => [r.name, r.bytes],
      ),
    );
  const objects = db.prepare("SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type IN ('table', 'index')").all() as {
    name: string;
    tbl: string;
  }[];
  const bytesIn = (measured: Map<string, number>, table: string) =>
    objects.filter((o) => o.tbl === table).reduce((sum, o) => sum + (measured.get(o.name) ?? 0), 0);
  const pages = (pragma: string) => Object.values(db.prepare(`PRAGMA ${pragma}`).get() ?? {})[0] as number;
  const before = sizes();
  const fileBytes = pages('page_count') * pages('page_size');
  const promptCount = USERS * PROMPTS_PER_USER;
  const perVersion = bytesIn(before, 'prompt_versions') / promptCount;
  let perRestore = perVersion;
  if (layout === 'compressed') {
    db.exec('BEGIN');
    for (const restore of restores) addRestore.run(...restore);
    db.exec('COMMIT');
    perRestore = (bytesIn(sizes(), 'prompt_versions') - bytesIn(before, 'prompt_versions')) / restores.length;
  }
  const measured: Measured = {
    perEntry: bytesIn(before, 'prompt_history') / promptCount,
    perVersion,
    perUserFixed:
      (bytesIn(before, 'profiles') +
        bytesIn(before, 'subscriptions') +
        bytesIn(before, 'rate_limits') +
        bytesIn(before, 'sessions')) /
      USERS,
    perRestore,
    fileBytes,
  };
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return measured;
}

const plain = measure('plain');
const now = measure('compressed');
const { perEntry, perVersion, perUserFixed, perRestore, fileBytes } = now;
const perPrompt = perEntry + perVersion;
const plainPerPrompt = plain.perEntry + plain.perVersion;

const promptRows = USERS * PROMPTS_PER_USER;
const contentPerPrompt =
  rows.reduce(
    (sum, r) =>
      sum + utf8(r.description) + 2 * utf8(r.prompt) + 2 * utf8(r.target) + utf8(r.details) + utf8(r.brief) + utf8(r.request),
    0,
  ) / rows.length;
const briefBytes = rows.map((r) => utf8(r.brief) + utf8(r.request));
const packedBriefBytes = rows.map((r) => r.packed.brief.length + r.packed.request.length);
const promptChars = rows.map((r) => utf8(r.prompt));
const packedPromptBytes = rows.map((r) => r.packed.text.length);

const promptsAtLimit = D1_MAX_BYTES / perPrompt;
const usersAt = (prompts: number) => D1_MAX_BYTES / (perUserFixed + prompts * perPrompt);
const scenarios: [string, number][] = [
  ['a visitor who signed up and never generated', 0],
  ['free plan used fully for 1 year (5 a month)', 60],
  ['2 prompts a month for 3 years', 72],
  ['basic plan used fully for 1 year (50 a month)', 600],
  ['pro plan used fully for 1 year (200 a month)', 2_400],
];

const section = `${START}
_Measured by \`npm run capacity\` on ${new Date().toISOString().slice(0, 10)}; rerun it to refresh. Nothing between these markers is typed by hand._

**Data.** ${fmt(rows.length)} finished prompts from the eval's flow (\`eval/harness.ts\`, the built-in composer): ${cases.length}
descriptions (corpus and holdout) × ${targets.length} targets (${targets.join(', ')}), stored as the history store stores them,
spread over ${fmt(USERS)} users with ${PROMPTS_PER_USER} prompts each (${fmt(promptRows)} rows), each restored once, in a SQLite
database built from \`migrations/\`; and, for comparison, the same prompts as they were stored before compression. Sizes are
SQLite's own (\`dbstat\`: every page of every table and index); the files were ${(plain.fileBytes / 1e6).toFixed(1)} MB before
and ${(fileBytes / 1e6).toFixed(1)} MB now.

| Measure | Before: JSON and plain text | Now: compressed |
|---|---|---|
| Prompt text, median / p95 / largest | ${fmt(quantile(promptChars, 0.5))} / ${fmt(quantile(promptChars, 0.95))} / ${fmt(Math.max(...promptChars))} | ${fmt(quantile(packedPromptBytes, 0.5))} / ${fmt(quantile(packedPromptBytes, 0.95))} / ${fmt(Math.max(...packedPromptBytes))} (in its version) |
| A version's brief and request, median | ${fmt(quantile(briefBytes, 0.5))} | ${fmt(quantile(packedBriefBytes, 0.5))} |
| The entry as stored (\`prompt_history\`: row, primary key, both indexes, pages included) | ${fmt(plain.perEntry)} | ${fmt(perEntry)} |
| A version as stored (\`prompt_versions\`: row and indexes) | ${fmt(plain.perVersion)} | ${fmt(perVersion)} |
| **One saved prompt** (entry and first version) | **${fmt(plainPerPrompt)}** | **${fmt(perPrompt)}** |
| A restore | ${fmt(plain.perVersion)} (a copy of the version) | ${fmt(perRestore)} (a row that points at it) |
| **One D1 database holds** (10 GB, taken as 10 × 10⁹ bytes) | **${millions(D1_MAX_BYTES / plainPerPrompt)} prompts** | **${millions(promptsAtLimit)} prompts** |

Content of one saved prompt before storage (the entry: description, prompt, target, features; its first version: brief,
request, prompt), mean: ${fmt(contentPerPrompt)} bytes. One user without prompts (profile, subscription, two rate-limit rows,
a session, with their indexes): ${fmt(perUserFixed)} bytes. Each regeneration adds a version, about ${fmt(perVersion)} bytes.
Users per database, by how much history each keeps, as stored now:

| Each user | Bytes per user | Users at 10 GB |
|---|---|---|
${scenarios.map(([label, prompts]) => `| ${label} | ${fmt(perUserFixed + prompts * perPrompt)} | ${prompts === 0 ? millions(usersAt(0)) : fmt(usersAt(prompts))} |`).join('\n')}
${END}`;

const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const end = doc.indexOf(END);
if (at < 0 || end < 0) throw new Error(`${DOC} has no ${START} … ${END} section to fill.`);
const updated = doc.slice(0, at) + section + doc.slice(end + END.length);
writeFileSync(DOC, await format(updated, { ...(await resolveConfig(DOC)), filepath: DOC }));
console.log(section);
