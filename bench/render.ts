// `npm run bench:report`: re-renders bench/RESULTS.md from bench/results.json (and the latest bench/soak.json and
// bench/kill.json) without measuring again, e.g. after a new `npm run soak` or `npm run soak:kill`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderReport, type BenchResults } from './lib/report.ts';

const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;
if (existsSync('bench/soak.json')) results.soak = JSON.parse(readFileSync('bench/soak.json', 'utf8'));
if (existsSync('bench/kill.json')) results.kill = JSON.parse(readFileSync('bench/kill.json', 'utf8'));
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
writeFileSync('bench/RESULTS.md', renderReport(results));
console.log('Wrote bench/RESULTS.md from bench/results.json.');
