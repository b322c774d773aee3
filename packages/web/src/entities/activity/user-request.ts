import type { $ZodType } from 'zod/v4/core';
import { POLL_MS } from '@opswap/protocol/constants';
import type { ActivityType } from '@opswap/protocol/schemas/activity';
import { ApiError, apiRequest } from '../../lib/api/api-client.ts';
import { dropSession } from '../../lib/wallet/session.ts';
import type { SessionUser } from './session-user.ts';

/**
 * A per-user api read. A 401 means the session ended on the server: it is forgotten, so the
 * screens offer 'Sign in' again instead of failing on.
 */
export async function userRequest<T>(
  user: SessionUser,
  path: string,
  schema: $ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await apiRequest({ user, path, schema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      dropSession(user.network, user.publicKey);
    }
    throw error;
  }
}

/** Whether an error is the request's own fault, which asking again cannot fix. */
export function isClientError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/** Retries up to `attempts` times (docs/activity.md#polling), except answers that will not change. */
export function retryUpTo(attempts: number): (failureCount: number, error: Error) => boolean {
  return (failureCount, error) => failureCount < attempts && !isClientError(error);
}

/**
 * How often a per-user activity query polls (docs/activity.md#polling: 'activity every 11 s', 'listings every
 * 100 s'): the user's listings every 100 s, every other activity query every 11 s. The one home
 * for the choice. A new wallet is a new query key, so it loads at once.
 */
export function activityPollInterval(type?: ActivityType): number {
  return type === 'ListNativeSwap' ? POLL_MS.listings : POLL_MS.activity;
}
