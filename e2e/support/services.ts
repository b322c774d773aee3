import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Asks the OS for a port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Service {
  name: string;
  url: string;
  stop(): Promise<void>;
}

interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  url: string;
  /** The URL that answers once the service is ready. */
  readyUrl?: string;
  env?: Record<string, string>;
  /** How long the service may take to answer; a fresh devnet seeds its world first. */
  startTimeoutMs?: number;
}

/** Starts a service as a child process and resolves once it answers HTTP. */
export async function startService(options: ServiceOptions): Promise<Service> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const service = { name: options.name, url: options.url, stop: () => stopProcess(child) };
  try {
    await waitUntilReady(options.readyUrl ?? options.url, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await service.stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n${output}`, {
      cause: error,
    });
  }
  return service;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`no answer from ${url} in ${timeoutMs / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}
