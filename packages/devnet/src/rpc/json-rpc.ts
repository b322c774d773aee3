/** JSON-RPC 2.0 over the devnet's methods: single calls, batches, notifications and errors. */

export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** A request the node understood but could not serve (unknown block, transaction, contract). */
  serverError: -32000,
} as const;

export type RpcId = string | number | null;

export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: RpcErrorObject };

/** Thrown by a method to answer with a JSON-RPC error instead of a result. */
export class RpcError extends Error {
  override readonly name = 'RpcError';

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string): RpcError =>
  new RpcError(RpcErrorCode.invalidParams, message);

export const notFound = (message: string): RpcError =>
  new RpcError(RpcErrorCode.serverError, message);

/** A method receives the request's params array (missing params arrive as []). */
export type RpcMethod = (params: readonly unknown[]) => unknown;
export type RpcMethodTable = Readonly<Record<string, RpcMethod>>;

/** The most calls one batch may hold: more than the api's largest batch (100 lookups). */
export const MAX_BATCH_LENGTH = 100;

/**
 * A share of work that all the calls of one batch split, such as the blocks devnet_mine mines: a
 * batch whose calls ask for more in all is refused before any of them runs.
 */
export interface BatchBudget {
  limit: number;
  /** What one call asks for; a call whose params do not parse asks for nothing (it fails alone). */
  cost(method: string, params: unknown): number;
  /** The message of the -32600 answer to a batch that asks for `asked`. */
  refusal(asked: number): string;
}

const errorResponse = (id: RpcId, error: RpcErrorObject): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validId(id: unknown): id is RpcId | undefined {
  return id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
}

function toErrorObject(error: unknown): RpcErrorObject {
  if (error instanceof RpcError) {
    return error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: RpcErrorCode.internalError, message: `Internal error: ${message}` };
}

/** Runs one request object; null for a notification (a request without an id gets no answer). */
async function runOne(request: unknown, methods: RpcMethodTable): Promise<RpcResponse | null> {
  if (!isRecord(request) || !validId(request.id)) {
    return errorResponse(null, { code: RpcErrorCode.invalidRequest, message: 'Invalid Request' });
  }
  const id = request.id ?? null;
  const notification = !('id' in request);
  const { method, params } = request;
  if (request.jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(id, { code: RpcErrorCode.invalidRequest, message: 'Invalid Request' });
  }
  const handler = Object.prototype.hasOwnProperty.call(methods, method)
    ? methods[method]
    : undefined;
  if (!handler) {
    return notification
      ? null
      : errorResponse(id, {
          code: RpcErrorCode.methodNotFound,
          message: `Method not found: ${method}`,
        });
  }
  if (params !== undefined && params !== null && !Array.isArray(params)) {
    return errorResponse(id, {
      code: RpcErrorCode.invalidParams,
      message: 'params must be an array',
    });
  }
  try {
    const result = await handler((params as unknown[] | null | undefined) ?? []);
    return notification
      ? null
      : { jsonrpc: '2.0', id, result: result === undefined ? null : result };
  } catch (error) {
    return notification ? null : errorResponse(id, toErrorObject(error));
  }
}

/**
 * Answers a request body. Returns the response to send, or null when nothing is owed (only
 * notifications). Never throws: every failure becomes a JSON-RPC error.
 */
export async function handleRpcBody(
  body: string,
  methods: RpcMethodTable,
  budgets: readonly BatchBudget[] = [],
): Promise<RpcResponse | RpcResponse[] | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorResponse(null, { code: RpcErrorCode.parseError, message: 'Parse error' });
  }
  if (!Array.isArray(parsed)) return runOne(parsed, methods);
  if (parsed.length === 0) {
    return errorResponse(null, {
      code: RpcErrorCode.invalidRequest,
      message: 'Invalid Request: empty batch',
    });
  }
  if (parsed.length > MAX_BATCH_LENGTH) {
    return errorResponse(null, {
      code: RpcErrorCode.invalidRequest,
      message: `Invalid Request: a batch holds at most ${MAX_BATCH_LENGTH} calls`,
    });
  }
  for (const budget of budgets) {
    const asked = parsed.reduce<number>(
      (sum, request) =>
        sum + (isRecord(request) ? budget.cost(String(request.method), request.params) : 0),
      0,
    );
    if (asked > budget.limit) {
      return errorResponse(null, {
        code: RpcErrorCode.invalidRequest,
        message: `Invalid Request: ${budget.refusal(asked)}`,
      });
    }
  }
  const responses: RpcResponse[] = [];
  // In order, one after the other: a batch that sends then mines sees its own transaction.
  for (const request of parsed) {
    const response = await runOne(request, methods);
    if (response) responses.push(response);
  }
  return responses.length > 0 ? responses : null;
}

/** JSON text of a response; bigints that slip through travel as decimal strings. */
export function serializeResponse(response: RpcResponse | RpcResponse[]): string {
  return JSON.stringify(response, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}
