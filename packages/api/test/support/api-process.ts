import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../src/config.ts';

const API_MAIN = resolve(REPO_ROOT, 'packages/api/src/main.ts');

/**
 * Runs the api as its own child, reports its pid, and kills it when its stdin closes: if the
 * test process dies (a killed worker runs no cleanup), the api does not outlive it.
 */
const GUARD = `
const { spawn } = require('node:child_process');
const api = spawn(process.execPath, process.argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
console.log('guarded api pid ' + api.pid);
process.stdin.on('close', () => api.kill('SIGKILL'));
process.stdin.resume();
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
`;
const START_TIMEOUT_MS = 60_000;

/** The api as a child process: `node --import tsx src/main.ts <args>`. */
export interface ApiProcess {
  /** http://HOST:PORT */
  url: string;
  /** The api process itself (not its guard). */
  pid: number;
  /** What it printed so far. */
  output(): string;
  /** kill -9: no shutdown code runs, nothing is flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM: the api closes its server and database, then exits. */
  stop(): Promise<void>;
}

function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
  });
}

/** Starts the api with these flags (add `--port 0`) and waits for its address line. */
export async function startApiProcess(args: readonly string[]): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['-e', GUARD, '--', '--import', 'tsx', API_MAIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  const started = new Promise<{ url: string; pid: number }>((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the api did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      const url = /opswap api at (http:\/\/[^/\s]+)\//.exec(output)?.[1];
      const pid = /guarded api pid (\d+)/.exec(output)?.[1];
      if (url !== undefined && pid !== undefined) {
        clearTimeout(timer);
        resolveStart({ url, pid: Number(pid) });
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the api exited with ${code} before it served:\n${output}`));
    });
  });
  let running: { url: string; pid: number };
  try {
    running = await started;
  } catch (error) {
    child.stdin.destroy();
    await exited(child);
    throw error;
  }
  return {
    ...running,
    output: () => output,
    async kill() {
      try {
        process.kill(running.pid, 'SIGKILL');
      } catch {
        // It had already exited.
      }
      await exited(child);
    },
    async stop() {
      try {
        process.kill(running.pid, 'SIGTERM');
      } catch {
        // It had already exited.
      }
      await exited(child);
    },
  };
}
