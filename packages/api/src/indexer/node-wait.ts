import { NodeUnavailableError } from '../chain/json-rpc-client.ts';
import type { IndexerLogger } from './indexer-logger.ts';

/**
 * What the indexer says while its node does not answer (a devnet seeds its world before it
 * listens; a node restarts): one line when the wait starts and one when the node is back, instead
 * of an error with its stack trace on every retry.
 */
export interface NodeWait {
  /** Takes a failed step's error; true when it was the node not answering, now logged. */
  failed(error: unknown): boolean;
  /** A step reached the node. */
  answered(): void;
}

export function nodeWait(log: IndexerLogger, rpcUrl: string): NodeWait {
  let waiting = false;
  return {
    failed(error) {
      if (!(error instanceof NodeUnavailableError)) return false;
      if (!waiting)
        log.info({ reason: error.message }, `indexer: waiting for the node at ${rpcUrl}`);
      waiting = true;
      return true;
    },
    answered() {
      if (waiting) log.info({}, `indexer: the node at ${rpcUrl} answers, following it`);
      waiting = false;
    },
  };
}
