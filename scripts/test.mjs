// `npm test`: installs what is missing, then runs every check and test of the repo and ends with
// one line `N passed, N failed`. Every step runs even when an earlier one fails, so one red step
// does not hide the state of the others. The steps run side by side (see lanesWith), each into
// its own log, printed whole when the step ends.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { machineCpu, run, seconds } from './lib/run.mjs';
import {
  ROOT,
  ensureChromium,
  ensureDependencies,
  ensureNode24,
  ensurePostgres,
} from './lib/setup.mjs';

const REPORTS = join(ROOT, '.reports');
/** A check (typecheck, lint) counts as one test: passed when its command exits 0. */
const check = (command, args) => async (io) => {
  const code = await run(command, args, { cwd: ROOT, ...io });
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Runs vitest on `node` and counts the tests of its JSON report (a red exit counts one more). */
async function vitest(node, report, args, io, env = {}) {
  const output = join(REPORTS, report);
  const code = await run(
    node,
    [
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    // The tests' own child processes (devnets, the API) start with this node too.
    {
      cwd: ROOT,
      ...io,
      env: { ...process.env, ...env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` },
    },
  );
  const json = readJson(output);
  if (!json) return { passed: 0, failed: 1 };
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed, failures: vitestFailures(json) };
}

const unitTests = (io) => vitest(process.execPath, 'vitest.json', [], io);

/**
 * The unit and API suites again on Node 24, what OP_NET's libraries ask for, when npm test runs
 * on an older Node. The web component tests run in jsdom only, so Node 24 adds nothing to them.
 */
const node24Tests = (node24) => async (io) => {
  const say = (line) => writeSync(io.stdio[1], `${line}\n`);
  if (node24.error) {
    say(`Node 24 could not be installed: ${node24.error.message}`);
    return { passed: 0, failed: 1 };
  }
  if (node24.kind === 'running') {
    say(`Not needed: npm test runs on Node ${node24.version}, so the unit tests step ran on it.`);
    return { passed: 0, failed: 0 };
  }
  if (node24.kind === 'unavailable') {
    say(`Skipped: ${node24.reason}.`);
    return { passed: 0, failed: 0 };
  }
  say(`Node ${node24.version} (${node24.node})`);
  const projects = ['protocol', 'devnet', 'api'].flatMap((name) => ['--project', name]);
  // The attack probes (the api's kill -9 during writes and request fuzzer, the devnet's kill -9
  // while mining) drive the database engines, the HTTP layer and the file system, not OP_NET's
  // libraries, and are the longest files: they run once, in the unit tests step. For the same
  // reason the api tests written for both engines run here on the default one, PGlite, and on
  // both in the unit tests step: that halves the Node 24 run (the suite's CPU is its time).
  return vitest(node24.node, 'vitest-node24.json', projects, io, {
    OPSWAP_TEST_SKIP_ATTACK_PROBES: '1',
    OPSWAP_TEST_ENGINES: 'pglite',
  });
};

async function browserTests(io) {
  const build = await run('npm', ['run', 'build', '--workspace', '@opswap/web'], {
    cwd: ROOT,
    ...io,
  });
  if (build !== 0) return { passed: 0, failed: 1 };
  const output = join(REPORTS, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    ...io,
  });
  const report = readJson(output);
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(report) };
}

/**
 * Three lanes run at once, each a list of stages whose steps run together: the unit tests, the
 * browser tests, and typecheck with lint followed by the Node 24 run. On a clean clone on two
 * cores (CPU-seconds, from this script's summary): unit 401, browser 272, Node 24 154, lint 80,
 * typecheck 22. No step keeps two cores busy by itself (the browser tests wait on blocks and
 * pages, many unit tests on devnets and databases): with the unit tests behind typecheck and lint
 * the suite took 653 s, beside them 641 s. Every step beside every other (the api's tests apart
 * from the rest, four lanes) was slower still: the runners' worker pools (4 browsers, 3 vitest
 * runs of 2 workers) overloaded the two cores, and 10 minutes in no step had ended.
 */
const lanesWith = (node24) => [
  [[['unit tests', unitTests]]],
  [[['browser tests', browserTests]]],
  [
    [
      ['typecheck', check('npm', ['run', 'typecheck'])],
      ['lint', check('npm', ['run', 'lint'])],
    ],
    [['unit tests (Node 24)', node24Tests(node24)]],
  ],
];

async function runLane(stages) {
  const results = [];
  for (const stage of stages) {
    console.log(`\nrunning ${stage.map(([name]) => name).join(' and ')}...`);
    results.push(...(await Promise.all(stage.map(([name, step]) => runStep(name, step)))));
  }
  return results;
}

/**
 * Runs one step with its output in .reports/<name>.log, printed when it ends, and counts the CPU
 * its processes used: the suite is CPU-bound on two cores, so that is where its time goes. The
 * count holds the processes the step waited for; most of Chromium's page processes are not among
 * them, which is why the summary also gives the whole machine's.
 */
async function runStep(name, step) {
  const log = join(REPORTS, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  const cpu = { seconds: 0 };
  let result;
  try {
    // Every process of the step writes to its log and adds its CPU to the step's.
    result = await step({ stdio: ['ignore', fd, fd], cpu });
  } finally {
    closeSync(fd);
  }
  console.log(`\n=== ${name} (${seconds(Date.now() - started)}) ===`);
  process.stdout.write(readFileSync(log, 'utf8'));
  const { failures = [], ...counts } = result;
  return {
    name,
    ...counts,
    time: seconds(Date.now() - started),
    cpu: cpu.seconds,
    failures,
  };
}

async function main() {
  const started = Date.now();
  const machineAtStart = machineCpu();
  try {
    await ensureDependencies();
    await ensureChromium();
    await ensurePostgres();
  } catch (error) {
    console.error(`\nnpm test cannot set up: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  // A Node 24 that cannot be installed fails its own step, not the whole run.
  const node24 = await ensureNode24().catch((error) => ({ error }));
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  const results = (await Promise.all(lanesWith(node24).map(runLane))).flat();

  console.log('\n=== summary ===');
  console.table(
    results.map(({ name, passed, failed, time, cpu }) => ({
      name,
      passed,
      failed,
      time,
      cpu: seconds(cpu * 1000),
    })),
  );
  for (const { name, failures } of results) {
    if (failures.length > 0) console.log(`failed in ${name}:\n  ${failures.join('\n  ')}`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
  console.log(
    `total time ${seconds(Date.now() - started)}, CPU of the steps ${seconds(cpu * 1000)}`,
  );
  const machine = machineCpu();
  if (machineAtStart && machine) {
    const busy = machine.busy - machineAtStart.busy;
    const total = machine.total - machineAtStart.total;
    console.log(
      `the machine's cores were busy ${seconds(busy * 1000)} of ${seconds(total * 1000)} (${Math.round((100 * busy) / total)}%), with what the steps' count misses`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
