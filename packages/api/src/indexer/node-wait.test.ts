import { describe, expect, it } from 'vitest';
import { NodeUnavailableError } from '../chain/json-rpc-client.ts';
import type { IndexerLogger } from './indexer-logger.ts';
import { nodeWait } from './node-wait.ts';

function recordingLogger() {
  const lines: string[] = [];
  const logger: IndexerLogger = {
    info: (_details, message) => lines.push(`info ${message}`),
    warn: (_details, message) => lines.push(`warn ${message}`),
    error: (_details, message) => lines.push(`error ${message}`),
  };
  return { logger, lines };
}

const unreachable = () =>
  new NodeUnavailableError('The node at http://localhost:9001/api/v1/json-rpc is unreachable');

describe('nodeWait', () => {
  it('says once that it waits for a node that does not answer, and once that it is back', () => {
    const { logger, lines } = recordingLogger();
    const wait = nodeWait(logger, 'http://localhost:9001');
    wait.answered();
    for (let retry = 0; retry < 3; retry++) expect(wait.failed(unreachable())).toBe(true);
    wait.answered();
    wait.answered();
    expect(lines).toEqual([
      'info indexer: waiting for the node at http://localhost:9001',
      'info indexer: the node at http://localhost:9001 answers, following it',
    ]);

    wait.failed(unreachable());
    expect(lines).toHaveLength(3);
  });

  it('leaves every other error to the caller', () => {
    const { logger, lines } = recordingLogger();
    expect(nodeWait(logger, 'http://localhost:9001').failed(new Error('disk full'))).toBe(false);
    expect(lines).toEqual([]);
  });
});
