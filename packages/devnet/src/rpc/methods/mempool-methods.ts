import { z } from 'zod';
import { notFound, type RpcMethodTable } from '../json-rpc.ts';
import { hashParam, paramsTuple, parseParams } from '../params.ts';
import type { RpcContext } from '../rpc-context.ts';
import { mempoolTransactionView, touchesAddress } from '../views/mempool-view.ts';

const byHash = paramsTuple([hashParam]);
const latestParams = paramsTuple([
  z.string().min(1).nullish(),
  z.array(z.string().min(1)).max(1_000).nullish(),
  z.number().int().positive().nullish(),
]);

export const DEFAULT_PENDING_LIMIT = 100;

/** btc_getMempoolInfo, btc_getPendingTransaction, btc_getLatestPendingTransactions. */
export function mempoolMethods({ chain }: RpcContext): RpcMethodTable {
  const view = (entry: Parameters<typeof mempoolTransactionView>[0]) =>
    mempoolTransactionView(entry, chain.network, chain.gas().gasPerSat);

  return {
    btc_getMempoolInfo: () => {
      const entries = chain.pendingTransactions();
      return {
        count: entries.length,
        opnetCount: entries.filter((e) => e.decoded.interaction !== null).length,
        size: entries.reduce((sum, e) => sum + e.decoded.transaction.raw.length, 0),
      };
    },

    btc_getPendingTransaction: (params) => {
      const [hash] = parseParams(byHash, params);
      const found = chain.findTransaction(hash);
      // The client turns a "not found" error into null.
      if (found?.status !== 'pending')
        throw notFound(`Transaction ${hash} not found in the mempool`);
      return view(found.entry);
    },

    btc_getLatestPendingTransactions: (params) => {
      const [address, addresses, limit] = parseParams(latestParams, params);
      const wanted = [address, ...(addresses ?? [])].filter((a): a is string => !!a);
      const views = chain
        .pendingTransactions()
        .reverse()
        .map(view)
        .filter((tx) => wanted.length === 0 || wanted.some((a) => touchesAddress(tx, a)));
      return { transactions: views.slice(0, limit ?? DEFAULT_PENDING_LIMIT) };
    },
  };
}
