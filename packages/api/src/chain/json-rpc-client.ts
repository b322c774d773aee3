/** A small JSON-RPC 2.0 client for the OP_NET node: single calls and batches, with a timeout. */

export const JSON_RPC_PATH = '/api/v1/json-rpc';
export const DEFAULT_RPC_TIMEOUT_MS = 30_000;

/** The node answered the call with a JSON-RPC error. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError';

  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${message}`);
  }
}

/** The node could not be reached, timed out, or answered something that is not JSON-RPC. */
export class NodeUnavailableError extends Error {
  override readonly name = 'NodeUnavailableError';
}

export interface RpcRequest {
  method: string;
  params: readonly unknown[];
}

interface RpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown };
}

/** The node's JSON-RPC endpoint for a node URL given as its root (or already as the endpoint). */
export function jsonRpcEndpoint(rpcUrl: string): string {
  const root = rpcUrl.replace(/\/+$/, '');
  return root.endsWith(JSON_RPC_PATH) ? root : root + JSON_RPC_PATH;
}

export class JsonRpcClient {
  readonly endpoint: string;
  private nextId = 1;

  constructor(
    rpcUrl: string,
    private readonly timeoutMs = DEFAULT_RPC_TIMEOUT_MS,
  ) {
    this.endpoint = jsonRpcEndpoint(rpcUrl);
  }

  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    const [result] = await this.batch<T>([{ method, params }]);
    return result as T;
  }

  /**
   * Sends the calls as one JSON-RPC batch and returns their results in order; throws the first
   * error a call got. A single call travels as a plain object, since not every node takes arrays.
   */
  async batch<T>(requests: readonly RpcRequest[]): Promise<T[]> {
    return (await this.batchSettled<T>(requests)).map((outcome) => {
      if (outcome instanceof RpcCallError) throw outcome;
      return outcome;
    });
  }

  /** As batch, but a call the node answered with an error gives its RpcCallError in place. */
  async batchSettled<T>(requests: readonly RpcRequest[]): Promise<(T | RpcCallError)[]> {
    if (requests.length === 0) return [];
    const firstId = this.nextId;
    this.nextId += requests.length;
    const bodies = requests.map((request, offset) => ({
      jsonrpc: '2.0',
      id: firstId + offset,
      method: request.method,
      params: request.params,
    }));
    const answer = await this.post(bodies.length === 1 ? bodies[0] : bodies);
    const answers = Array.isArray(answer) ? (answer as RpcAnswer[]) : [answer as RpcAnswer];
    const byId = new Map(answers.map((item) => [item?.id, item]));
    return requests.map((request, offset) => {
      const item = byId.get(firstId + offset) ?? (answers.length === 1 ? answers[0] : undefined);
      if (item === undefined || item === null || typeof item !== 'object') {
        throw new NodeUnavailableError(`${request.method}: the node sent no answer for the call`);
      }
      if (item.error) {
        return new RpcCallError(
          request.method,
          typeof item.error.code === 'number' ? item.error.code : 0,
          typeof item.error.message === 'string' ? item.error.message : 'unknown error',
        );
      }
      return item.result as T;
    });
  }

  private async post(body: unknown): Promise<unknown> {
    let response: Response;
    try {
      const send = () =>
        fetch(this.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      // A kept-alive connection the node closed while this process was busy fails before any
      // answer: the call goes again once, on a new connection (the node's reads repeat safely).
      response = await send().catch((error: unknown) => {
        if (closedBeforeAnswer(error)) return send();
        throw error;
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'is unreachable';
      throw new NodeUnavailableError(`The node at ${this.endpoint} ${reason}`, { cause: error });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NodeUnavailableError(`The node at ${this.endpoint} dropped the answer`, {
        cause: error,
      });
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new NodeUnavailableError(
        `The node at ${this.endpoint} answered HTTP ${response.status} without JSON-RPC`,
      );
    }
  }
}

/** fetch's failure when the connection was closed or reset before the answer began. */
function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}
