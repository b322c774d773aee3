import { BlockReader } from '../chain/block-reader.ts';
import { JsonRpcClient } from '../chain/json-rpc-client.ts';
import { ActivityStatusHandler, type StatusHandlerOptions } from './activity-status-handler.ts';
import type { BlockHandler } from './block-handler.ts';
import { ReservationStatusHandler } from './reservation-status-handler.ts';

/** The handlers that settle what users recorded: activity and reservation statuses. */
export function userStatusHandlers(
  options: Omit<StatusHandlerOptions, 'chain'> & { rpcUrl: string },
): BlockHandler[] {
  const chain = new BlockReader(new JsonRpcClient(options.rpcUrl));
  return [
    new ActivityStatusHandler({ ...options, chain }),
    new ReservationStatusHandler({ ...options, chain }),
  ];
}
