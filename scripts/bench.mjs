// `npm run bench`: runs every benchmark of the repo (vitest bench, files named *.bench.ts) and
// prints one table of the results, then a table of the figures benchmarks record themselves
// (one JSON object a line in .reports/bench-metrics.jsonl: benchmark, metric, value, unit, target).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT, ensureDependencies } from './lib/setup.mjs';

await ensureDependencies();
const reports = join(ROOT, '.reports');
mkdirSync(reports, { recursive: true });
const output = join(reports, 'bench.json');
const metrics = join(reports, 'bench-metrics.jsonl');
rmSync(metrics, { force: true });
const code = await run('npx', ['vitest', 'bench', '--run', `--outputJson=${output}`], {
  cwd: ROOT,
});
if (code !== 0 || !existsSync(output)) process.exit(code || 1);

const rows = [];
for (const file of JSON.parse(readFileSync(output, 'utf8')).files) {
  for (const group of file.groups) {
    for (const result of group.benchmarks) {
      rows.push({
        benchmark: `${group.fullName} > ${result.name}`,
        'ops/s': Math.round(result.hz).toLocaleString('en-US'),
        'mean (µs)': (result.mean * 1000).toFixed(3),
        'p99 (µs)': (result.p99 * 1000).toFixed(3),
        samples: result.sampleCount,
      });
    }
  }
}
console.table(rows);

if (existsSync(metrics)) {
  const lines = readFileSync(metrics, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  console.table(
    lines.map((line) => {
      const { benchmark, metric, value, unit, target } = JSON.parse(line);
      return {
        benchmark,
        metric,
        value: `${value.toLocaleString('en-US')} ${unit}`.trim(),
        target: target ?? '',
      };
    }),
  );
}
