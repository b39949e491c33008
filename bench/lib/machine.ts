import { readFileSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';

export interface Machine {
  date: string;
  cores: number;
  cpu: string;
  memoryGiB: number;
  os: string;
  node: string;
  workerd: string;
  wrangler: string;
}

const version = (pkg: string) =>
  (JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;

export function machine(): Machine {
  return {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
    workerd: version('workerd'),
    wrangler: version('wrangler'),
  };
}
