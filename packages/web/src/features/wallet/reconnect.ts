import { RETRY } from '@opswap/protocol/constants';
import { injectedWallet } from './injected-wallet.ts';
import {
  savedWalletKind,
  useWalletStore,
  type WalletActions,
  type WalletKind,
} from '../../lib/wallet/wallet-store.ts';

interface ReconnectDeps {
  hasAccounts(kind: WalletKind): Promise<boolean>;
  sleep(ms: number): Promise<void>;
}

const defaultDeps: ReconnectDeps = {
  async hasAccounts(kind) {
    const wallet = injectedWallet(kind);
    return wallet !== null && (await wallet.getAccounts()).length > 0;
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Reconnects the saved wallet on load (docs/wallets-and-networks.md#wallets): up to 5 tries, waiting 500 ms times the attempt
 * number, each asking whether the wallet has accounts. True when it reconnected. The wallet
 * store's `reconnecting` stays true until this ends, so pages hold the login modal back.
 */
export async function reconnectSavedWallet(
  actions: Pick<WalletActions, 'connect'>,
  deps: ReconnectDeps = defaultDeps,
): Promise<boolean> {
  try {
    return await tryReconnect(actions, deps);
  } finally {
    useWalletStore.setState({ reconnecting: false });
  }
}

async function tryReconnect(
  actions: Pick<WalletActions, 'connect'>,
  deps: ReconnectDeps,
): Promise<boolean> {
  const kind = savedWalletKind();
  if (!kind) return false;
  const { attempts, delayStepMs } = RETRY.walletReconnect;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      if (await deps.hasAccounts(kind)) {
        await actions.connect(kind);
        return true;
      }
    } catch {
      // the wallet is still loading: try again
    }
    if (attempt < attempts) await deps.sleep(delayStepMs * attempt);
  }
  return false;
}
