// `npm run bench:report`: re-renders bench/RESULTS.md from bench/results.json (and the latest bench/soak.json)
// without measuring again, e.g. after a new `npm run soak`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderReport, type BenchResults } from './lib/report.ts';

const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;
if (existsSync('bench/soak.json')) results.soak = JSON.parse(readFileSync('bench/soak.json', 'utf8'));
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
writeFileSync('bench/RESULTS.md', renderReport(results));
console.log('Wrote bench/RESULTS.md from bench/results.json.');
