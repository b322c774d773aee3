import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@opswap/protocol/constants';
import {
  type MempoolTransactionStatus,
  mempoolTransactionStatusSchema,
} from '@opswap/protocol/schemas/mempool-status';
import { type ExplorerConfig, mempoolTransactionStatusUrl } from '@opswap/protocol/tokens/networks';
import { useSeenBlock } from '../../lib/chain/use-seen-block.ts';

const NOT_FOUND = 404;

/**
 * GET the mempool-style status of a transaction (docs/activity.md#transaction-status, a plain fetch). A transaction the
 * explorer has not seen yet (404) is simply not confirmed.
 */
export async function fetchMempoolStatus(
  url: string,
  signal?: AbortSignal,
): Promise<MempoolTransactionStatus> {
  const response = await fetch(url, { signal });
  if (response.status === NOT_FOUND) return { confirmed: false };
  if (!response.ok) throw new Error(`Transaction status: HTTP ${response.status}`);
  return mempoolTransactionStatusSchema.parse(await response.json());
}

/**
 * Polled every 15 s (and on every new block, so a mined transaction shows at once) until
 * confirmed; once confirmed the answer is kept. No explorer on the network, no poll. `mined`
 * (the api saw the transaction in a block) asks once more at once.
 */
export function mempoolStatusQueryOptions(
  explorer: ExplorerConfig | null,
  transactionId: string,
  mined = false,
) {
  const url = explorer ? mempoolTransactionStatusUrl(explorer, transactionId) : null;
  const queryKey = ['transactions', 'mempool-status', url ?? transactionId, mined] as const;
  return queryOptions({
    queryKey,
    queryFn: url
      ? ({ client, signal }) => {
          const known = client.getQueryData<MempoolTransactionStatus>(queryKey);
          return known?.confirmed ? Promise.resolve(known) : fetchMempoolStatus(url, signal);
        }
      : skipToken,
    refetchInterval: (query) =>
      query.state.data?.confirmed ? false : POLL_MS.transactionConfirmation,
    meta: { perBlock: true },
    placeholderData: keepPreviousData,
  });
}

export function useMempoolStatus(
  explorer: ExplorerConfig | null,
  transactionId: string,
  mined = false,
) {
  const status = useQuery(mempoolStatusQueryOptions(explorer, transactionId, mined));
  useSeenBlock(status.data?.confirmed ? status.data.block_height : null);
  return status;
}
