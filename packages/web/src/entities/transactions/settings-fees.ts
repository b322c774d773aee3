import { resolveFeeRate, type TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { currentSettings } from '../settings/stores/settings-store.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';

/**
 * The fees of a transaction at the user's settings: the fee rate they chose (or the node's
 * estimate), their priority fee, and the action's own spending cap from `feesOf`.
 */
export async function feesFromSettings(
  network: ProductNetwork,
  feesOf: (feeRate: number, priorityFee: bigint) => TransactionFees,
): Promise<TransactionFees> {
  const transaction = await loadChainModule(() => import('./transaction-chain.ts'));
  const settings = currentSettings();
  const feeRate = resolveFeeRate(settings, await transaction.readFeeRateEstimates(network));
  return feesOf(feeRate, BigInt(settings.priorityFee));
}
