import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';

/**
 * /swap/{token} and /swap/{token}/{token2}: the tokens in the address are resolved through the api
 * and preselected; without a wallet the login modal opens (docs/wallets-and-networks.md#sign-in), once, and only after a
 * saved wallet's reconnect has had its chance.
 */
export function usePreselectedTokens(): void {
  const { tokenA, tokenB } = useParams();
  const first = useToken(tokenA);
  const second = useToken(tokenB);
  const selectToken = useSwapForm((state) => state.selectToken);
  const askedToConnect = useRef(false);
  const hasWallet = useWalletStore((state) => state.wallet !== null);
  const reconnecting = useWalletStore((state) => state.reconnecting);

  useEffect(() => {
    if (!tokenA || askedToConnect.current || reconnecting) return;
    askedToConnect.current = true;
    if (!hasWallet) useWalletStore.getState().openConnectModal();
  }, [tokenA, hasWallet, reconnecting]);

  useEffect(() => {
    if (first.data) selectToken('sell', first.data);
  }, [first.data, selectToken]);
  useEffect(() => {
    if (second.data) selectToken('buy', second.data);
  }, [second.data, selectToken]);
}
