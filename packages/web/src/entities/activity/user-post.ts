import type { $ZodType } from 'zod/v4/core';
import { apiRequest } from '../../lib/api/api-client.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { ensureSession } from '../../lib/wallet/session.ts';
import { activityKeys } from './activity-keys.ts';

/**
 * A per-user api write about the user's activity (signing in first when needed). The
 * dashboards and the sidebar then show the change now, not at their next poll.
 */
export async function postUserActivity<T>(
  path: string,
  body: unknown,
  schema: $ZodType<T>,
): Promise<T> {
  const user = await ensureSession();
  const answer = await apiRequest({ user, path, method: 'POST', body, schema });
  void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  return answer;
}
