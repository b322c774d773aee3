import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonRpcClient, NodeUnavailableError } from './json-rpc-client.ts';

let server: Server | null = null;

/** A node whose first `drops` requests lose their connection before any answer. */
async function nodeDropping(drops: number): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = createServer((request, response) => {
    requests++;
    request.resume();
    request.on('end', () => {
      if (requests <= drops) {
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x2a' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests: () => requests };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe('JsonRpcClient', () => {
  it('sends a call again once when the connection closed before the answer', async () => {
    const node = await nodeDropping(1);
    expect(await new JsonRpcClient(node.url, 5_000).call('btc_blockNumber')).toBe('0x2a');
    expect(node.requests()).toBe(2);
  });

  it('gives up as unreachable when the second try loses its connection too', async () => {
    const node = await nodeDropping(2);
    const call = new JsonRpcClient(node.url, 5_000).call('btc_blockNumber');
    await expect(call).rejects.toBeInstanceOf(NodeUnavailableError);
    await expect(call).rejects.toThrow('is unreachable');
    expect(node.requests()).toBe(2);
  });
});
