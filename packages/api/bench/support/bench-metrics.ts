import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';

/**
 * Figures a benchmark measures beyond vitest's ops/s and p99 (throughput under load, ratios,
 * transactions/s). `npm run bench` prints them in a second table; see scripts/bench.mjs.
 */
export const METRICS_FILE = resolve(REPO_ROOT, '.reports/bench-metrics.jsonl');

export interface BenchMetric {
  benchmark: string;
  metric: string;
  value: number;
  unit: string;
  /** What the issue asks for, e.g. '>= 0.5'. */
  target?: string;
}

export function recordMetric(metric: BenchMetric): void {
  mkdirSync(dirname(METRICS_FILE), { recursive: true });
  appendFileSync(METRICS_FILE, `${JSON.stringify(metric)}\n`);
  const target = metric.target === undefined ? '' : ` (target ${metric.target})`;
  console.log(`${metric.benchmark}: ${metric.metric} ${metric.value} ${metric.unit}${target}`);
}
