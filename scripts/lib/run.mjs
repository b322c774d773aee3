// Small process helpers for the project scripts. Plain Node, no dependencies: these run before
// `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Runs a command with inherited output; resolves with its exit code (never rejects on failure).
 * With `cpu` ({ seconds }), adds the CPU time the command and everything it started used.
 */
export function run(command, args, { cpu, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (cpu) cpu.seconds += takeReapedCpu();
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** Formats milliseconds as seconds with one decimal. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** /proc counts CPU time in ticks of 1/100 s (USER_HZ on Linux). */
const CLOCK_TICKS = 100;

/**
 * The CPU seconds (user + system) of this process's children that ended and were reaped, with
 * everything they had reaped in turn; 0 where /proc is missing. A child's time is added to this
 * count when it exits, so the growth since the last call is the run that just ended.
 */
export function reapedChildrenCpu(stat = readStat()) {
  if (!stat) return 0;
  // The fields after the command name (which may hold spaces), from the third: cutime is the 16th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

let reapedSoFar = reapedChildrenCpu();

function takeReapedCpu() {
  const now = reapedChildrenCpu();
  const taken = now - reapedSoFar;
  reapedSoFar = now;
  return taken;
}

/**
 * The whole machine's CPU seconds since boot, over all cores: `busy` (everything but idle and
 * waiting on I/O) of `total`; null where /proc is missing. It counts what a run's reaped children
 * miss: the processes nobody in the run waits for, such as most of Chromium's page processes.
 */
export function machineCpu(stat = readStat('/proc/stat')) {
  if (!stat) return null;
  const ticks = stat.split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4];
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

function readStat(path = '/proc/self/stat') {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
