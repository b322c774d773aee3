// `npm test`: installs what is missing, then runs every check and test of the repo and ends with
// one line `N passed, N failed`. Every step runs even when an earlier one fails, so one red step
// does not hide the state of the others. The steps of a stage run at once (the browser tests
// mostly wait on blocks, the unit tests mostly compute), each into its own log, printed whole
// when the step ends.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { run, seconds } from './lib/run.mjs';
import { ROOT, ensureChromium, ensureDependencies, ensurePostgres } from './lib/setup.mjs';

const REPORTS = join(ROOT, '.reports');
/** A check (typecheck, lint) counts as one test: passed when its command exits 0. */
const check = (command, args) => async (stdio) => {
  const code = await run(command, args, { cwd: ROOT, stdio });
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function unitTests(stdio) {
  const output = join(REPORTS, 'vitest.json');
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: ROOT, stdio },
  );
  const report = readJson(output);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed };
}

async function browserTests(stdio) {
  const build = await run('npm', ['run', 'build', '--workspace', '@opswap/web'], {
    cwd: ROOT,
    stdio,
  });
  if (build !== 0) return { passed: 0, failed: 1 };
  const output = join(REPORTS, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    stdio,
  });
  const stats = readJson(output)?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed };
}

const stages = [
  [
    ['typecheck', check('npm', ['run', 'typecheck'])],
    ['lint', check('npm', ['run', 'lint'])],
  ],
  [
    ['unit tests', unitTests],
    ['browser tests', browserTests],
  ],
];

/** Runs one step with its output in .reports/<name>.log, printed when it ends. */
async function runStep(name, step) {
  const log = join(REPORTS, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  let result;
  try {
    result = await step(['ignore', fd, fd]);
  } finally {
    closeSync(fd);
  }
  console.log(`\n=== ${name} (${seconds(Date.now() - started)}) ===`);
  process.stdout.write(readFileSync(log, 'utf8'));
  return { name, ...result, time: seconds(Date.now() - started) };
}

async function main() {
  const started = Date.now();
  try {
    await ensureDependencies();
    await ensureChromium();
    await ensurePostgres();
  } catch (error) {
    console.error(`\nnpm test cannot set up: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  const results = [];
  for (const stage of stages) {
    console.log(`\nrunning ${stage.map(([name]) => name).join(' and ')}...`);
    results.push(...(await Promise.all(stage.map(([name, step]) => runStep(name, step)))));
  }

  console.log('\n=== summary ===');
  console.table(results);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`total time ${seconds(Date.now() - started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
