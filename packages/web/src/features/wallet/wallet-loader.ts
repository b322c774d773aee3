import {
  savedWalletKind,
  type WalletActions,
  useWalletStore,
} from '../../lib/wallet/wallet-store.ts';

let requested = false;
const subscribers = new Set<() => void>();

/** Asks the wallet root to load the wallet libraries (on first connect, or at once to reconnect). */
export function requestWalletBridge(): void {
  if (requested) return;
  requested = true;
  for (const notify of subscribers) notify();
}

export function onWalletBridgeRequested(notify: () => void): () => void {
  subscribers.add(notify);
  if (requested) notify();
  return () => subscribers.delete(notify);
}

/** A saved wallet reconnects at once; otherwise the libraries wait until someone connects. */
export function walletBridgeNeededAtStart(): boolean {
  return savedWalletKind() !== null;
}

/** The wallet actions, loading the wallet libraries first when they are not in yet. */
export function whenWalletActions(): Promise<WalletActions> {
  requestWalletBridge();
  const ready = useWalletStore.getState().actions;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const unsubscribe = useWalletStore.subscribe((state) => {
      if (state.actions) {
        unsubscribe();
        resolve(state.actions);
      }
    });
  });
}
