// Chain reads answered by a module worker, so the chain libraries are evaluated off the main
// thread on pages that only read. The worker's module lists its reads; the page calls them by name
// with structured-cloneable arguments (plain data, bigints; no class instances).

/** A set of reads a worker serves: each takes and returns structured-cloneable values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own arguments
export type WorkerReads = Record<string, (...args: any[]) => Promise<unknown>>;

/** One call: the read's name, its arguments, and what the worker sets up before its first read. */
export interface WorkerCall {
  id: number;
  read: string;
  args: readonly unknown[];
  setup: unknown;
}

/** The worker's answer to the call with the same id. */
export type WorkerAnswer = { id: number; value: unknown } | { id: number; error: string };

/** What the caller needs of a Worker (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: WorkerCall): void;
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface WorkerChannelOptions {
  /** Starts the worker; null where the browser has no Worker (then each read's fallback answers). */
  createWorker: (() => WorkerLike) | null;
  /** Sent with every call (the runtime config): the worker applies it before loading its reads. */
  setup: unknown;
}

/** How one set of reads is called through a channel. */
export interface ReadsOptions<Reads extends WorkerReads> {
  /** The same reads on the main thread. */
  fallback: () => Promise<Reads>;
  /** A call not answered within this time fails. */
  timeoutMs: number;
}

export type WorkerCaller<Reads extends WorkerReads> = <Name extends keyof Reads & string>(
  read: Name,
  ...args: Parameters<Reads[Name]>
) => Promise<Awaited<ReturnType<Reads[Name]>>>;

/** One worker, called by several sets of reads. */
export interface WorkerChannel {
  reads<Reads extends WorkerReads>(options: ReadsOptions<Reads>): WorkerCaller<Reads>;
}

interface Pending {
  onMainThread: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Calls reads in a worker started on the first call and shared by every later one, of every set
 * of reads. A worker that fails to start (its script does not load) is dropped for good: its
 * calls, and every later one, are answered on the main thread by their reads' fallback.
 */
export function createWorkerChannel(options: WorkerChannelOptions): WorkerChannel {
  let worker: WorkerLike | null = null;
  let broken = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const take = (id: number): Pending | undefined => {
    const call = pending.get(id);
    if (!call) return undefined;
    pending.delete(id);
    clearTimeout(call.timer);
    return call;
  };

  const start = (create: () => WorkerLike): WorkerLike => {
    const started = create();
    started.onmessage = (event) => {
      const answer = event.data;
      const call = take(answer.id);
      if (!call) return;
      if ('error' in answer) call.reject(new Error(answer.error));
      else call.resolve(answer.value);
    };
    started.onerror = (event) => {
      event.preventDefault();
      broken = true;
      worker = null;
      started.terminate();
      for (const id of [...pending.keys()]) {
        const call = take(id);
        if (call) call.onMainThread().then(call.resolve, call.reject);
      }
    };
    return started;
  };

  return {
    reads<Reads extends WorkerReads>({ fallback, timeoutMs }: ReadsOptions<Reads>) {
      return ((read: string, ...args: unknown[]) => {
        const onMainThread = async (): Promise<unknown> => {
          const reads = await fallback();
          return (reads[read] as (...values: readonly unknown[]) => Promise<unknown>)(...args);
        };
        if (!options.createWorker || broken) return onMainThread();
        const target = (worker ??= start(options.createWorker));
        const id = ++nextId;
        return new Promise<unknown>((resolve, reject) => {
          const timer = setTimeout(() => {
            take(id);
            reject(new Error(`The chain read ${read} got no answer within ${timeoutMs} ms.`));
          }, timeoutMs);
          pending.set(id, { onMainThread, resolve, reject, timer });
          target.postMessage({ id, read, args, setup: options.setup });
        });
      }) as WorkerCaller<Reads>;
    },
  };
}

/** The worker's side: answers one call with its read's value or its error message. */
export async function answerWorkerCall(
  call: WorkerCall,
  reads: WorkerReads,
): Promise<WorkerAnswer> {
  try {
    const read = reads[call.read];
    if (!read) throw new Error(`This worker has no read named ${call.read}.`);
    return { id: call.id, value: await read(...call.args) };
  } catch (error) {
    return { id: call.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs in a worker: answers every call. The first call's setup is applied by `load` (which then
 * imports the reads) before any read runs.
 */
export function serveWorkerCalls(load: (setup: unknown) => Promise<WorkerReads>): void {
  let reads: Promise<WorkerReads> | null = null;
  addEventListener('message', (event: MessageEvent<WorkerCall>) => {
    reads ??= load(event.data.setup);
    void reads
      .then((loaded) => answerWorkerCall(event.data, loaded))
      .catch((error: unknown) => ({
        id: event.data.id,
        error: error instanceof Error ? error.message : String(error),
      }))
      .then((answer) => postMessage(answer));
  });
}
