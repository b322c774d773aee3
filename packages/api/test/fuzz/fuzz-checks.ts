import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '@opswap/protocol/schemas/common';
import { REPO_ROOT } from '../../src/config.ts';
import type { FuzzRequest } from './fuzz-requests.ts';

const STACK_FRAME = /\bat\s+\S+\s+\(|\bat\s+(?:file:|node:|\/)\S*:\d+/;
const SOURCE_LOCATION = /\.(?:ts|js|mjs|cjs):\d+/;
const SQL_ERROR =
  /syntax error at or near|violates .+ constraint|relation ".+" does not exist|invalid input syntax/;
const INTERNALS = [REPO_ROOT, 'node_modules', 'drizzle', 'PGlite'];

const clip = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** The request and answer, short enough to read in a failure message. */
export function describeExchange(request: FuzzRequest, response: LightMyRequestResponse): string {
  return [
    `${request.method} ${clip(request.url, 600)}`,
    `  faults: ${request.faults.join(', ') || 'none'} (route ${request.route})`,
    `  headers: ${clip(JSON.stringify(request.headers), 600)}`,
    request.payload === undefined
      ? '  no body'
      : `  body: ${clip(JSON.stringify(request.payload))}`,
    `  -> ${response.statusCode} ${clip(response.body)}`,
  ].join('\n');
}

/** What in an answer gives the server's insides away, or null. */
export function leakIn(text: string, request: FuzzRequest): string | null {
  // Messages may quote the request (a bad URL); what the client sent is no leak.
  let own = text.split(request.url).join('');
  try {
    own = own.split(decodeURI(request.url)).join('');
  } catch {
    // A URL that does not decode is only quoted as sent.
  }
  if (STACK_FRAME.test(own)) return 'a stack frame';
  if (SOURCE_LOCATION.test(own)) return 'a source location';
  if (SQL_ERROR.test(own)) return 'a database error';
  const internal = INTERNALS.find((word) => own.includes(word));
  return internal === undefined ? null : `'${internal}'`;
}

/**
 * The problems with an answer to a fuzzed request: a 5xx, a status outside `allowed`, an error
 * that is not `{ error: string }` JSON, or one that shows stack traces or paths.
 */
export function answerProblems(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  allowed: (status: number) => boolean,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`a ${status}`);
  else if (!allowed(status)) problems.push(`status ${status} where the request must be refused`);
  const leak = leakIn(response.body, request);
  if (leak !== null) problems.push(`the answer shows ${leak}`);
  const bodiless = request.method === 'HEAD' || status === 204;
  if (!bodiless) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push('the answer is not JSON');
    }
    if (status >= 400 && body !== undefined) {
      const error = errorBodySchema.safeParse(body);
      if (!error.success || error.data.error.trim() === '') {
        problems.push('the error is not { error: string }');
      }
    }
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      problems.push(`content-type ${response.headers['content-type']}`);
    }
  }
  return problems;
}
