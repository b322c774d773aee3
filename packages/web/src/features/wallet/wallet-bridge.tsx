// Loaded lazily with the chain libraries: connects wallets through @btc-vision/walletconnect and
// mirrors the connection into the app's wallet store.
import {
  SupportedWallets,
  useWalletConnect,
  WalletConnectProvider,
} from '@btc-vision/walletconnect';
import { useEffect, useRef } from 'react';
import { productNetworkForChain } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import {
  type WalletActions,
  type WalletKind,
  useWalletStore,
  WALLET_LABELS,
} from '../../lib/wallet/wallet-store.ts';
import { injectedWallet } from './injected-wallet.ts';
import { followNetworkChanges, syncDevWallet } from './network-follow.ts';
import { reconnectSavedWallet } from './reconnect.ts';
import { signChallenge } from './wallet-signing.ts';

/** walletconnect's own key: removed so its built-in reconnect does not race ours. */
const LIBRARY_SAVED_WALLET_KEY = 'WC_SelectedWallet';

/** Installs the development wallet when the app runs on a devnet and no OP_WALLET is present. */
export async function prepareWallets(): Promise<void> {
  removeStored(LIBRARY_SAVED_WALLET_KEY);
  await syncDevWallet(useNetworkStore.getState().network);
}

function WalletSync() {
  const connection = useWalletConnect();
  const latest = useRef(connection);
  useEffect(() => {
    latest.current = connection;
  });
  const wasConnected = useRef(false);

  useEffect(() => {
    const actions: WalletActions = {
      isInstalled: (kind) => injectedWallet(kind) !== null,
      async connect(kind) {
        const wallet = injectedWallet(kind);
        if (!wallet) throw new Error(`${WALLET_LABELS[kind]} is not installed.`);
        useWalletStore.setState({ connecting: true });
        try {
          // Asked here first so a refusal reaches the modal; the library swallows its own errors.
          await wallet.requestAccounts();
          await latest.current.connectToWallet(SupportedWallets[kind]);
          if ((await wallet.getAccounts()).length === 0)
            throw new Error('The wallet did not connect.');
          writeStored(STORAGE_KEYS.walletType, kind);
        } finally {
          useWalletStore.setState({ connecting: false });
        }
      },
      async disconnect() {
        removeStored(STORAGE_KEYS.walletType);
        await latest.current.disconnect();
      },
      async signMessage(message) {
        const kind = useWalletStore.getState().wallet?.kind;
        const wallet = kind ? injectedWallet(kind) : null;
        if (!kind || !wallet) throw new Error('No wallet connected.');
        return signChallenge(kind, wallet, message);
      },
    };
    useWalletStore.setState({ actions });
    void reconnectSavedWallet(actions);
    const stopFollowing = followNetworkChanges();
    return () => {
      stopFollowing();
      useWalletStore.setState({ actions: null });
    };
  }, []);

  const { walletAddress, publicKey, address, signer, walletType, network } = connection;
  useEffect(() => {
    if (!walletAddress || !publicKey || !walletType) {
      // An empty accountsChanged or the wallet's own disconnect: forget the saved wallet too.
      if (wasConnected.current) removeStored(STORAGE_KEYS.walletType);
      wasConnected.current = false;
      useWalletStore.setState({ wallet: null });
      return;
    }
    wasConnected.current = true;
    const chain = network?.network ?? null;
    const productNetwork = productNetworkForChain(network?.chainType ?? null);
    if (productNetwork) useNetworkStore.getState().setNetwork(productNetwork);
    useWalletStore.setState({
      wallet: {
        kind: walletType as WalletKind,
        address: walletAddress,
        publicKey: publicKey.replace(/^0x/, '').toLowerCase(),
        sender: address,
        signer,
        chain: network?.chainType ?? chain,
      },
    });
  }, [walletAddress, publicKey, address, signer, walletType, network]);

  return null;
}

export default function WalletBridge() {
  return (
    <WalletConnectProvider theme="moto">
      <WalletSync />
    </WalletConnectProvider>
  );
}
