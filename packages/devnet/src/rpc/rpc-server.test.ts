import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidParams, RpcError, type RpcMethodTable } from './json-rpc.ts';
import { paramsTuple, parseParams } from './params.ts';
import { createRpcServer, JSON_RPC_PATH } from './rpc-server.ts';

let calls = 0;
const methods: RpcMethodTable = {
  echo: (params) => params,
  add: (params) => {
    const [a, b] = parseParams(paramsTuple([z.number(), z.number()]), params);
    return a + b;
  },
  count: () => ++calls,
  fails: () => {
    throw new Error('boom');
  },
  refuses: () => {
    throw new RpcError(-32000, 'Block 9 not found');
  },
  strict: () => {
    throw invalidParams('Invalid params: nope');
  },
  asyncValue: async () => 'later',
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createRpcServer({
    methods,
    cors: { kind: 'localhost' },
    maxBodyBytes: 4_096,
    health: () => ({ status: 'ok' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

async function post(body: string, headers: Record<string, string> = {}, path = JSON_RPC_PATH) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? (JSON.parse(text) as unknown) : null,
  };
}

const call = (method: string, params: unknown[] = [], id: number | string = 1) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });

describe('the JSON-RPC server', () => {
  it('answers a single call', async () => {
    const { status, json } = await post(call('add', [2, 3], 'x'));
    expect(status).toBe(200);
    expect(json).toEqual({ jsonrpc: '2.0', id: 'x', result: 5 });
  });

  it('answers a batch in order, errors in their place, notifications left out', async () => {
    const body = JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'count', params: [] },
      { jsonrpc: '2.0', method: 'count', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'nope', params: [] },
      { jsonrpc: '2.0', id: 3, method: 'count', params: [] },
      { jsonrpc: '2.0', id: 4, method: 'asyncValue' },
      42,
    ]);
    const before = calls;
    const { json } = await post(body);
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: before + 1 },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: nope' } },
      { jsonrpc: '2.0', id: 3, result: before + 3 },
      { jsonrpc: '2.0', id: 4, result: 'later' },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } },
    ]);
  });

  it('gives each failure its JSON-RPC code', async () => {
    const error = async (body: string) => ((await post(body)).json as { error: unknown }).error;
    expect(await error(call('nope'))).toEqual({ code: -32601, message: 'Method not found: nope' });
    expect(await error(call('add', ['2', 3]))).toMatchObject({ code: -32602 });
    expect(await error(call('add', [2]))).toMatchObject({ code: -32602 });
    expect(await error(call('strict'))).toEqual({ code: -32602, message: 'Invalid params: nope' });
    expect(await error(call('fails'))).toEqual({ code: -32603, message: 'Internal error: boom' });
    expect(await error(call('refuses'))).toEqual({ code: -32000, message: 'Block 9 not found' });
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"echo","params":{"a":1}}')).toMatchObject({
      code: -32602,
    });
    expect(await error('{"id":1,"method":"echo"}')).toMatchObject({ code: -32600 });
    expect(await error('[]')).toMatchObject({ code: -32600 });
    expect(await error('{"jsonrpc":"2.0","id":1,"method":"toString","params":[]}')).toMatchObject({
      code: -32601,
    });
  });

  it('answers garbage with a parse error and keeps serving', async () => {
    for (const garbage of ['', '{', 'not json', '\u0000\u0001\u0002', '[1,2', '{"jsonrpc":']) {
      const { status, json } = await post(garbage);
      expect(status).toBe(200);
      expect(json).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      });
    }
    for (const odd of [
      'null',
      '1',
      '"text"',
      'true',
      '[null]',
      '{"jsonrpc":"2.0","id":{},"method":"echo"}',
    ]) {
      const { json } = await post(odd);
      const first = Array.isArray(json) ? json[0] : json;
      expect(first).toMatchObject({ error: { code: -32600 } });
    }
    expect((await post(call('add', [1, 1]))).json).toMatchObject({ result: 2 });
  });

  it('sends nothing back for a notification', async () => {
    const { status, json } = await post('{"jsonrpc":"2.0","method":"count","params":[]}');
    expect(status).toBe(204);
    expect(json).toBeNull();
  });

  it('refuses a body over the limit with 413', async () => {
    const { status, json } = await post(call('echo', ['x'.repeat(5_000)]));
    expect(status).toBe(413);
    expect(json).toMatchObject({ error: { code: -32600 } });
    expect((await post(call('add', [1, 2]))).json).toMatchObject({ result: 3 });
  });

  it('refuses a streamed body over the limit without a declared length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(base + JSON_RPC_PATH, {
        method: 'POST',
        headers: { 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(1_000));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('serves JSON-RPC on / too (the client drops the path when its URL ends with a slash)', async () => {
    expect((await post(call('add', [4, 4]), {}, '/')).json).toMatchObject({ result: 8 });
  });

  it('answers GET / with a health body and unknown routes with 404', async () => {
    const health = await fetch(base + '/');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(base + '/nope')).status).toBe(404);
    expect((await post(call('add', [1, 1]), {}, '/other')).status).toBe(404);
  });

  it('answers a CORS preflight from a localhost origin and refuses other origins', async () => {
    const preflight = await fetch(base + JSON_RPC_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const denied = await fetch(base + JSON_RPC_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await post(call('add', [1, 1]), { Origin: 'http://127.0.0.1:5173' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const other = await post(call('add', [1, 1]), { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
