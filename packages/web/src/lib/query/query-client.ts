import { QueryClient } from '@tanstack/react-query';
import { onNetworkReset } from '../network/network-store.ts';
import { type ConnectedWallet, useWalletStore } from '../wallet/wallet-store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

onNetworkReset(() => queryClient.clear());

/**
 * Removes the queries of an account: every account-owned key holds its address or public key.
 * Done when the wallet leaves the account, so coming back to it loads afresh instead of showing
 * numbers from before the switch.
 */
function removeAccountQueries(
  client: QueryClient,
  account: Pick<ConnectedWallet, 'address' | 'publicKey'>,
): void {
  client.removeQueries({
    predicate: ({ queryKey }) =>
      queryKey.includes(account.address) || queryKey.includes(account.publicKey),
  });
}

useWalletStore.subscribe(({ wallet }, { wallet: before }) => {
  if (before && (wallet?.address !== before.address || wallet.publicKey !== before.publicKey)) {
    removeAccountQueries(queryClient, before);
  }
});
