// Loaded lazily with the chain libraries: connects wallets through @btc-vision/walletconnect and
// mirrors the connection into the app's wallet store.
import {
  SupportedWallets,
  useWalletConnect,
  WalletConnectProvider,
} from '@btc-vision/walletconnect';
import { Address } from '@btc-vision/transaction';
import { useEffect, useRef } from 'react';
import { productNetworkForChain } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import {
  type ConnectedWallet,
  type WalletActions,
  type WalletKind,
  useWalletStore,
  WALLET_LABELS,
} from '../../lib/wallet/wallet-store.ts';
import { type InjectedWallet, injectedWallet } from './injected-wallet.ts';
import { followNetworkChanges, syncDevWallet } from './network-follow.ts';
import { reconnectSavedWallet } from './reconnect.ts';
import { signChallenge } from './wallet-signing.ts';

/**
 * The connected account's keys and chain, read from the wallet together. After accountsChanged
 * walletconnect updates the address, the public key and the OP_NET address one await apart, so
 * its values describe two accounts for a moment, and a balance read then would file the previous
 * account's numbers under the new address until the next block.
 */
async function readAccount(
  wallet: InjectedWallet,
): Promise<Pick<ConnectedWallet, 'publicKey' | 'sender' | 'chain'>> {
  const [publicKey, mldsaPublicKey, chain] = await Promise.all([
    wallet.getPublicKey(),
    wallet.web3?.getMLDSAPublicKey?.() ?? null,
    wallet.getChain?.(),
  ]);
  return {
    publicKey: publicKey.replace(/^0x/, '').toLowerCase(),
    sender: mldsaPublicKey ? Address.fromString(mldsaPublicKey, publicKey) : null,
    chain: chain?.enum ?? null,
  };
}

/** How long a connect waits for the wallet's keys before it says the wallet did not connect. */
const PUBLISH_TIMEOUT_MS = 15_000;

/**
 * Resolves once the store holds a wallet of this kind. The keys are read after walletconnect
 * reports the connection, so a connect (and the saved wallet's reconnect, which holds the login
 * modal back) ends only when the app can show the account.
 */
function walletPublished(kind: WalletKind): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      unsubscribe();
      clearTimeout(timer);
      settle();
    };
    const unsubscribe = useWalletStore.subscribe(({ wallet }) => {
      if (wallet?.kind === kind) finish(resolve);
    });
    const timer = setTimeout(
      () => finish(() => reject(new Error('The wallet did not connect.'))),
      PUBLISH_TIMEOUT_MS,
    );
    if (useWalletStore.getState().wallet?.kind === kind) finish(resolve);
  });
}

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
          await walletPublished(kind);
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

  const { walletAddress, signer, walletType } = connection;
  useEffect(() => {
    if (!walletAddress || !walletType) {
      // An empty accountsChanged or the wallet's own disconnect: forget the saved wallet too.
      if (wasConnected.current) removeStored(STORAGE_KEYS.walletType);
      wasConnected.current = false;
      useWalletStore.setState({ wallet: null });
      return;
    }
    wasConnected.current = true;
    const kind = walletType as WalletKind;
    const injected = injectedWallet(kind);
    let current = true;
    const publish = async () => {
      const account = injected ? await readAccount(injected).catch(() => null) : null;
      if (!current) return;
      if (!account) {
        // A wallet that cannot give its keys can neither sign nor be shown: better none than the
        // previous account.
        useWalletStore.setState({ wallet: null });
        return;
      }
      const productNetwork = productNetworkForChain(account.chain);
      if (productNetwork) useNetworkStore.getState().setNetwork(productNetwork);
      useWalletStore.setState({
        wallet: { kind, address: walletAddress, signer, ...account },
      });
    };
    void publish();
    // walletconnect binds its chainChanged hook before it knows the wallet, and that hook then
    // ignores every change: the wallet's own network switch is followed here.
    const onChainChanged = () => void publish();
    injected?.on?.('chainChanged', onChainChanged);
    return () => {
      current = false;
      injected?.removeListener?.('chainChanged', onChainChanged);
    };
  }, [walletAddress, signer, walletType]);

  return null;
}

export default function WalletBridge() {
  return (
    <WalletConnectProvider theme="moto">
      <WalletSync />
    </WalletConnectProvider>
  );
}
