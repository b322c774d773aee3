import type { z } from 'zod';
import { type AddActivityBodyJson, activitySchema } from '@opswap/protocol/schemas/activity';
import { apiRequest } from '../api/api-client.ts';
import { queryClient } from '../query/query-client.ts';
import { ensureSession } from '../wallet/session.ts';
import { activityKeys } from './activity-keys.ts';

/**
 * Records an action the user just sent (spec: each flow records an activity with the backend).
 * The api stores it as Pending; its status comes from the indexer. Idempotent by transactionId.
 * `body` is the wire form: amounts as decimal strings.
 */
export async function recordActivity(
  body: AddActivityBodyJson,
): Promise<z.infer<typeof activitySchema>> {
  const user = await ensureSession();
  const recorded = await apiRequest({
    user,
    path: 'activity/add',
    method: 'POST',
    body,
    schema: activitySchema,
  });
  // The dashboards and the sidebar show the new Pending activity now, not at their next poll.
  void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  return recorded;
}
