// Sending interactions through the wallet; chain chunk only (reached through `await import()`).
import type { CallResult } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { FeeRateEstimates, TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { bitcoinNetwork, getProvider } from '../../lib/chain/chain-client.ts';
import { assertWalletOnNetwork } from '../../lib/wallet/wallet-network.ts';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';

/** The node's fee-rate estimates (btc_gas). */
export async function readFeeRateEstimates(network: ProductNetwork): Promise<FeeRateEstimates> {
  const { bitcoin } = await getProvider(network).gasParameters();
  return { conservative: bitcoin.conservative, ...bitcoin.recommended };
}

/** The current block height. */
export async function readBlockNumber(network: ProductNetwork): Promise<bigint> {
  return getProvider(network).getBlockNumber();
}

/** The wallet's OP_NET address, which every simulation and transfer needs. */
export function senderOf(wallet: ConnectedWallet) {
  if (!wallet.sender) throw new Error(NO_WALLET_CONNECTED);
  return wallet.sender;
}

type Signer = Parameters<CallResult['sendTransaction']>[0]['signer'];
type ExtraOutputs = Parameters<CallResult['sendTransaction']>[0]['extraOutputs'];

/** What a sent interaction leaves behind: its id, and what a later cancellation needs. */
export interface SentInteraction {
  transactionId: string;
  /** The taproot address the funding transaction paid and the interaction spends. */
  interactionAddress: string | null;
  /** The interaction's script, which a cancellation spends the funding output back through. */
  compiledTargetScript: string | null;
}

/**
 * Signs a simulated interaction through the wallet and broadcasts it. OP_WALLET (and the dev
 * wallet) sign inside window.opnet.web3.signInteraction, so the signer is null for them.
 * `extraOutputs` are the Bitcoin outputs the simulation was told about (index 1 on).
 */
export async function sendSimulatedInteraction(
  simulation: CallResult,
  wallet: ConnectedWallet,
  network: ProductNetwork,
  fees: TransactionFees,
  extraOutputs?: ExtraOutputs,
): Promise<SentInteraction> {
  assertWalletOnNetwork(wallet, network);
  const receipt = await simulation.sendTransaction({
    signer: wallet.signer as Signer,
    mldsaSigner: null,
    refundTo: wallet.address,
    maximumAllowedSatToSpend: fees.maximumAllowedSatToSpend,
    network: bitcoinNetwork(network),
    feeRate: fees.feeRate,
    priorityFee: fees.priorityFee,
    ...(extraOutputs ? { extraOutputs } : {}),
  });
  return {
    transactionId: receipt.transactionId,
    interactionAddress: receipt.interactionAddress,
    compiledTargetScript: receipt.compiledTargetScript,
  };
}

/** sendSimulatedInteraction for callers that need only the transaction id. */
export async function sendSimulated(
  simulation: CallResult,
  wallet: ConnectedWallet,
  network: ProductNetwork,
  fees: TransactionFees,
): Promise<string> {
  return (await sendSimulatedInteraction(simulation, wallet, network, fees)).transactionId;
}
