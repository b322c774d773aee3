import { INVALID_NETWORK } from '@opswap/protocol/errors/messages';
import { productNetworkForChain, type ProductNetwork } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../network/network-store.ts';
import { type ConnectedWallet, useWalletStore } from './wallet-store.ts';

/**
 * Whether a wallet reporting `chain` (its getChain enum name) is on another network than the
 * app's. An unknown (null) chain is not held against the wallet; a chain outside the product's
 * networks is.
 */
export function isWalletOnOtherNetwork(
  chain: string | null | undefined,
  network: ProductNetwork,
): boolean {
  if (!chain) return false;
  return productNetworkForChain(chain) !== network;
}

/**
 * True while a connected wallet is on another network than the app: the header says so and the
 * action buttons refuse to send through it ('Invalid network, reload').
 */
export function useWalletOnOtherNetwork(): boolean {
  const network = useNetworkStore((state) => state.network);
  const chain = useWalletStore((state) => state.wallet?.chain ?? null);
  return isWalletOnOtherNetwork(chain, network);
}

/**
 * Throws 'Invalid network, reload' when the wallet is on another network than the one a
 * transaction is built for: every path that signs checks this, whatever button started it.
 */
export function assertWalletOnNetwork(wallet: ConnectedWallet, network: ProductNetwork): void {
  if (isWalletOnOtherNetwork(wallet.chain, network)) throw new Error(INVALID_NETWORK);
}
