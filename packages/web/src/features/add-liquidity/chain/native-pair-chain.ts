// What the native-coin rule reads of a token: its owner and its NativeSwap pool; chain chunk only
// (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { isNoNativePoolRevert } from '@opswap/protocol/amm/add-liquidity-native';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { senderOf } from '../../../entities/transactions/transaction-chain.ts';

export interface NativePairFacts {
  /** The token's owner (its deployer) as 0x hex; null when that read failed. */
  owner: string | null;
  /** The viewing wallet's OP_NET address as 0x hex. */
  viewer: string;
  hasNativePool: boolean;
}

async function readOwner(network: ProductNetwork, token: string, sender: Address) {
  try {
    return (await op20Contract(network, token, sender).deployer()).properties.deployer.toHex();
  } catch {
    // The spec's rule for a failed owner lookup: the viewing wallet counts as the owner.
    return null;
  }
}

async function readHasNativePool(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  sender: Address,
): Promise<boolean> {
  try {
    await nativeSwapContract(network, contracts, sender).getReserve(Address.fromString(token));
    return true;
  } catch (error) {
    if (error instanceof Error && isNoNativePoolRevert(error.message)) return false;
    throw error;
  }
}

/** Who owns `token` (0x address), who is looking, and whether the token has a native pool. */
export async function readNativePairFacts(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  wallet: ConnectedWallet,
): Promise<NativePairFacts> {
  const sender = senderOf(wallet);
  const [owner, hasNativePool] = await Promise.all([
    readOwner(network, token, sender),
    readHasNativePool(network, contracts, token, sender),
  ]);
  return { owner, viewer: sender.toHex(), hasNativePool };
}
