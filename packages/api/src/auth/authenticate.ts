import type { FastifyRequest } from 'fastify';
import type { BasePathParams } from '@opswap/protocol/schemas/common';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import type { AppContext } from '../app-context.ts';
import { forbidden, HttpError, unauthorized } from '../http/http-error.ts';

export const SIGN_IN_REQUIRED = 'Sign in with your wallet to use this.';
export const SESSION_EXPIRED = 'Your session has expired. Sign in with your wallet again.';
export const OTHER_WALLET = 'This session belongs to another wallet or network.';

/** The bearer token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * The user of the path when the request carries a live session for that user and network:
 * 401 without one (or for the anonymous key), 403 when the session is someone else's.
 */
export async function requireUser(
  context: AppContext,
  request: FastifyRequest,
  params: BasePathParams,
  anonymousMessage = SIGN_IN_REQUIRED,
): Promise<string> {
  if (params.userPublicKey === ANONYMOUS_USER_KEY) throw unauthorized(anonymousMessage);
  const token = bearerToken(request);
  if (token === null) throw unauthorized(anonymousMessage);
  const session = await context.sessions.find(token, context.now());
  if (session === null) throw unauthorized(SESSION_EXPIRED);
  if (session.userKey !== params.userPublicKey || session.network !== params.network) {
    throw forbidden(OTHER_WALLET);
  }
  return session.userKey;
}

/** The path's user when the request is signed in as them, else null (no error). */
export async function optionalUser(
  context: AppContext,
  request: FastifyRequest,
  params: BasePathParams,
): Promise<string | null> {
  try {
    return await requireUser(context, request, params);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
