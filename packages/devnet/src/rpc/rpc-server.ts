import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isOriginAllowed, type CorsPolicy } from '@opswap/protocol/http/cors-policy';
import {
  type BatchBudget,
  handleRpcBody,
  RpcErrorCode,
  serializeResponse,
  type RpcMethodTable,
  type RpcResponse,
} from './json-rpc.ts';

export const JSON_RPC_PATH = '/api/v1/json-rpc';
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface RpcServerOptions {
  methods: RpcMethodTable;
  /** Work the calls of one batch share (the blocks devnet_mine mines). */
  batchBudgets?: readonly BatchBudget[];
  cors: CorsPolicy;
  maxBodyBytes?: number;
  /** The body of GET / (a health answer). */
  health: () => object;
  /**
   * Extra GET routes (the built-in explorer): answers a path (query string left in `url`), or null
   * to fall through to the JSON-RPC routes.
   */
  get?: (path: string, url: URL) => HttpAnswer | null;
}

/** A plain HTTP answer of a GET route. */
export interface HttpAnswer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        request.pause();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function corsHeaders(request: IncomingMessage, policy: CorsPolicy): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !isOriginAllowed(policy, origin)) return {};
  return {
    'Access-Control-Allow-Origin': policy.kind === 'any' ? '*' : origin,
    Vary: 'Origin',
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string>,
): void {
  if (response.headersSent || response.destroyed) return;
  const all = body === null ? headers : { 'Content-Type': 'application/json', ...headers };
  response.writeHead(status, all);
  response.end(body ?? undefined);
}

const errorBody = (code: number, message: string): string =>
  serializeResponse({ jsonrpc: '2.0', id: null, error: { code, message } } satisfies RpcResponse);

/**
 * The node's HTTP face: JSON-RPC 2.0 on POST /api/v1/json-rpc (and on /, where the client posts
 * when its URL ends with a slash), CORS with preflight, a body limit, and GET / for health.
 * JSON-RPC errors travel with HTTP 200 so that the client reads them instead of failing the fetch.
 */
export function createRpcServer(options: RpcServerOptions): Server {
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const cors = corsHeaders(request, options.cors);
    const path = (request.url ?? '/').split('?')[0]?.replace(/\/+$/, '') || '/';
    const isRpcPath = path === JSON_RPC_PATH || path === '/';

    if (request.method === 'OPTIONS') {
      const origin = request.headers.origin;
      if (origin && !cors['Access-Control-Allow-Origin']) {
        send(response, 403, null, {});
        return;
      }
      send(response, 204, null, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers':
          request.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return;
    }

    if (request.method === 'GET' && (path === '/' || path === '/health')) {
      send(response, 200, JSON.stringify(options.health()), cors);
      return;
    }

    if (request.method === 'GET' && options.get) {
      const answer = options.get(path, new URL(request.url ?? '/', 'http://devnet'));
      if (answer) {
        send(response, answer.status, answer.body, {
          ...cors,
          ...answer.headers,
          'Content-Type': answer.contentType,
        });
        return;
      }
    }

    if (request.method !== 'POST' || !isRpcPath) {
      send(
        response,
        404,
        errorBody(RpcErrorCode.invalidRequest, `No route for ${request.method} ${path}`),
        cors,
      );
      return;
    }

    let body: string;
    try {
      body = await readBody(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(
          response,
          413,
          errorBody(RpcErrorCode.invalidRequest, `Request body exceeds ${limit} bytes`),
          {
            ...cors,
            Connection: 'close',
          },
        );
        request.resume();
      } else {
        response.destroy();
      }
      return;
    }

    const answer = await handleRpcBody(body, options.methods, options.batchBudgets);
    send(
      response,
      answer === null ? 204 : 200,
      answer === null ? null : serializeResponse(answer),
      cors,
    );
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      send(response, 500, errorBody(RpcErrorCode.internalError, `Internal error: ${message}`), {});
    });
  });
  // Longer than the opnet client's 30 s keep-alive, so the server never closes a socket it reuses.
  server.keepAliveTimeout = 35_000;
  server.headersTimeout = 36_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
