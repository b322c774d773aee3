/** The node's fee rate estimates (sat/vB) the flows' tests see. */
export const FEE_RATE_ESTIMATES = { conservative: 5, low: 2, medium: 4, high: 8 };

/**
 * A stand-in for entities/transactions/transaction-chain.ts's reads (use with vi.mock): the fee rate
 * estimates above and the chain at `blockNumber`.
 */
export function fakeChainTransaction(blockNumber = 20n) {
  return {
    readFeeRateEstimates: async () => FEE_RATE_ESTIMATES,
    readBlockNumber: async () => blockNumber,
  };
}

/** A stand-in for entities/activity/get-activity.ts (use with vi.mock): every activity is Pending. */
export const pendingActivity = {
  useActivity: () => ({ data: { status: 'Pending' }, isError: false }),
};
