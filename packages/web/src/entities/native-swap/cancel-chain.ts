// Cancelling a sent native swap; chain chunk only (reached through `await import()`).
import { TransactionFactory } from '@btc-vision/transaction';
import {
  type CancellationOutcome,
  cancelFeeRate,
  type SwapCancelData,
} from '@opswap/protocol/watch/cancel';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../lib/chain/chain-client.ts';
import { assertWalletOnNetwork } from '../../lib/wallet/wallet-network.ts';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';

type CancelParameters = Parameters<TransactionFactory['createCancellableTransaction']>[0];

/**
 * Spends the swap's funding output (at its interaction address) back to the wallet through the
 * interaction's script, outbidding the swap (cancelFeeRate), and broadcasts it. The node then
 * replaces the pending swap. OP_WALLET (and the dev wallet) sign inside
 * window.opnet.web3.cancelTransaction; UniSat signs through its signer.
 *
 * The funding output is already spent by the pending swap in the mempool, which is the point:
 * the UTXOs are read with pending ones merged and spent ones kept.
 */
export async function sendSwapCancellation(
  network: ProductNetwork,
  wallet: ConnectedWallet,
  swap: SwapCancelData,
): Promise<CancellationOutcome> {
  try {
    assertWalletOnNetwork(wallet, network);
    const provider = getProvider(network);
    const utxos = await provider.utxoManager.getUTXOs({
      address: swap.interactionAddress,
      optimize: false,
      mergePendingUTXOs: true,
      filterSpentUTXOs: false,
    });
    if (utxos.length === 0) return { kind: 'no-raw-transaction' };
    const parameters = {
      signer: wallet.signer,
      mldsaSigner: null,
      network: bitcoinNetwork(network),
      from: wallet.address,
      to: swap.interactionAddress,
      utxos,
      feeRate: cancelFeeRate(swap.feeRate),
      compiledTargetScript: swap.compiledTargetScript,
    } as unknown as CancelParameters;
    const cancellation = await new TransactionFactory().createCancellableTransaction(parameters);
    if (!cancellation.transaction) return { kind: 'no-raw-transaction' };
    const sent = await provider.sendRawTransaction(cancellation.transaction, false);
    if (!sent.success || !sent.result) {
      console.error('The node refused the cancellation:', sent.error);
      return { kind: 'not-broadcast' };
    }
    return { kind: 'broadcast', transactionId: sent.result };
  } catch (error) {
    return { kind: 'error', reason: toUserMessage(error) };
  }
}
