import {
  type Activity,
  type AddActivityBodyJson,
  activitySchema,
} from '@opswap/protocol/schemas/activity';
import { postUserActivity } from './user-post.ts';

/**
 * Records an action the user just sent (spec: each flow records an activity with the backend).
 * The api stores it as Pending; its status comes from the indexer. Idempotent by transactionId.
 * `body` is the wire form: amounts as decimal strings.
 */
export function recordActivity(body: AddActivityBodyJson): Promise<Activity> {
  return postUserActivity('activity/add', body, activitySchema);
}
