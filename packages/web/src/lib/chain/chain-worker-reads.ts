import { readRuntimeConfig } from '../config/runtime-config.ts';
import {
  createWorkerChannel,
  type ReadsOptions,
  type WorkerCaller,
  type WorkerChannel,
  type WorkerReads,
} from './worker-calls.ts';

let channel: WorkerChannel | null = null;

/**
 * Calls `Reads` in the page's chain worker (src/chain-worker.ts), or on the main thread through
 * `fallback` where the browser has no Worker. Every screen's reads share the one worker, started
 * on the first call with the page's runtime config as its setup, so a page fetches and evaluates
 * the chain libraries once off its main thread, whatever it reads.
 */
export function chainWorkerReads<Reads extends WorkerReads>(
  options: ReadsOptions<Reads>,
): WorkerCaller<Reads> {
  let caller: WorkerCaller<Reads> | null = null;
  return (read, ...args) => {
    channel ??= createWorkerChannel({
      // Spelled out here: `new Worker(new URL(…, import.meta.url))` is how the bundler finds the
      // worker's module.
      createWorker:
        typeof Worker === 'undefined'
          ? null
          : () => new Worker(new URL('../../chain-worker.ts', import.meta.url), { type: 'module' }),
      setup: readRuntimeConfig(),
    });
    caller ??= channel.reads(options);
    return caller(read, ...args);
  };
}
