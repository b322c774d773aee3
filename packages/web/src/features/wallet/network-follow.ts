// Loaded with the wallet bridge: what a change of the app's network does to the wallets.
import { type ProductNetwork, WALLET_CHAIN_FOR_NETWORK } from '@opswap/protocol/tokens/networks';
import { loadChain } from '../../lib/chain/load-chain.ts';
import { appConfig } from '../../lib/config/app-config.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { removeStored, STORAGE_KEYS } from '../../lib/storage/local-storage.ts';
import { isWalletOnOtherNetwork } from '../../lib/wallet/wallet-network.ts';
import { savedWalletKind, useWalletStore } from '../../lib/wallet/wallet-store.ts';
import {
  installDevWallet,
  installedDevWallet,
  uninstallDevWallet,
} from './dev-wallet/dev-wallet.ts';
import { fetchDevnetInfo } from './dev-wallet/devnet-rpc.ts';
import { injectedWallet } from './injected-wallet.ts';

/** Whether the development wallet was connected when the app last left regtest. */
let devWalletLeftConnected = false;

function isDevWalletConnected(): boolean {
  return installedDevWallet() !== null && useWalletStore.getState().wallet?.kind === 'OP_WALLET';
}

/**
 * The development wallet runs on regtest only (spec: "It never runs on testnet or mainnet"):
 * off regtest it is disconnected and taken off the page, and the saved wallet forgotten if it was
 * this one; on regtest, where the node is a devnet and no OP_WALLET is installed, it is put in
 * place, and connected again if it was connected when the app left regtest (as a wallet that
 * supports both networks would have stayed).
 */
/** `connected`: whether the development wallet was connected when this network change began. */
export async function syncDevWallet(
  network: ProductNetwork,
  connected = isDevWalletConnected(),
): Promise<void> {
  if (!appConfig.devWalletEnabled(network)) {
    if (isDevWalletConnected()) {
      await useWalletStore
        .getState()
        .actions?.disconnect()
        .catch(() => undefined);
    }
    if (uninstallDevWallet()) {
      devWalletLeftConnected = connected;
      if (savedWalletKind() === 'OP_WALLET') removeStored(STORAGE_KEYS.walletType);
    }
    return;
  }
  if (injectedWallet('OP_WALLET')) return;
  const rpcUrl = appConfig.rpcUrl(network);
  const info = await fetchDevnetInfo(rpcUrl);
  // The user may have moved on while the devnet answered.
  if (!info || useNetworkStore.getState().network !== network || injectedWallet('OP_WALLET')) {
    return;
  }
  const { getProvider } = await loadChain();
  installDevWallet(info, getProvider(network), rpcUrl);
  const reconnect = devWalletLeftConnected;
  devWalletLeftConnected = false;
  const { wallet, actions } = useWalletStore.getState();
  if (reconnect && !wallet) await actions?.connect('OP_WALLET');
}

/**
 * The app's network changed (the header's switch): a connected wallet on another chain is asked
 * to switch (it may refuse: the action buttons stay blocked while the networks differ), and the
 * development wallet comes or goes.
 */
export async function followAppNetwork(network: ProductNetwork): Promise<void> {
  const { wallet } = useWalletStore.getState();
  // Read first: asked to switch, the development wallet leaves, and the store forgets it.
  const devWalletConnected = isDevWalletConnected();
  if (wallet && isWalletOnOtherNetwork(wallet.chain, network)) {
    const injected = injectedWallet(wallet.kind);
    try {
      await injected?.switchChain?.(WALLET_CHAIN_FOR_NETWORK[network]);
      // Mirror the wallet's answer at once, should its chainChanged event be late or missing.
      const chain = (await injected?.getChain?.())?.enum;
      const current = useWalletStore.getState().wallet;
      if (chain && current?.kind === wallet.kind && current.chain !== chain) {
        useWalletStore.setState({ wallet: { ...current, chain } });
      }
    } catch {
      // Refused or not supported: the header and the buttons say 'Invalid network, reload'.
    }
  }
  await syncDevWallet(network, devWalletConnected);
}

/** Follows every network change, one at a time, until the returned function is called. */
export function followNetworkChanges(): () => void {
  let queue = Promise.resolve();
  return useNetworkStore.subscribe((state, previous) => {
    if (state.network === previous.network) return;
    const { network } = state;
    queue = queue.then(() => followAppNetwork(network)).catch(() => undefined);
  });
}
