// NativeSwap contract access shared by the swap form, the reserve/execute/watch screens and the
// listings; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { toSatoshi } from '@btc-vision/bitcoin';
import {
  getContract,
  type INativeSwapContract,
  NativeSwapAbi,
  TransactionOutputFlags,
} from 'opnet';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../lib/chain/chain-client.ts';

/** A Bitcoin output of a NativeSwap interaction besides its output 0 (fees, timelock, payments). */
export interface BtcOutput {
  to: string;
  value: bigint;
}

/**
 * A fresh NativeSwap contract object, simulated as `sender`. Fresh on every call: transaction
 * details set on a contract are used up by its next simulation.
 */
export function nativeSwapContract(
  network: ProductNetwork,
  contracts: NetworkContracts,
  sender?: Address,
): INativeSwapContract {
  return getContract<INativeSwapContract>(
    Address.fromString(contracts.nativeSwap),
    NativeSwapAbi,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

/**
 * Tells the next simulation which Bitcoin outputs the transaction will carry: index 1 on, since
 * output 0 is the interaction's own. The same outputs go as extraOutputsOf(...) when sending.
 */
export function simulateWithOutputs(
  contract: INativeSwapContract,
  outputs: readonly BtcOutput[],
): void {
  contract.setTransactionDetails({
    inputs: [],
    outputs: outputs.map((output, position) => ({
      index: position + 1,
      to: output.to,
      value: output.value,
      flags: TransactionOutputFlags.hasTo,
    })),
  });
}

/** The outputs as the transaction builder takes them. */
export function extraOutputsOf(outputs: readonly BtcOutput[]) {
  return outputs.map((output) => ({ address: output.to, value: toSatoshi(output.value) }));
}
