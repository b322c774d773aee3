import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  isTokenOwner,
  type NativePairDestination,
  nativePairDestination,
  nativePairOf,
  nativePairPath,
} from '@opswap/protocol/amm/add-liquidity-native';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Token } from '@opswap/protocol/tokens/token';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

function nativePairFactsQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string | null,
  wallet: ConnectedWallet | null,
) {
  return queryOptions({
    queryKey: ['add-liquidity', network, 'native-pair', token?.toLowerCase(), wallet?.address],
    queryFn:
      token && wallet
        ? async () => {
            const chain = await loadChainModule(() => import('../chain/native-pair-chain.ts'));
            return chain.readNativePairFacts(network, contracts, token, wallet);
          }
        : skipToken,
    retry: false,
  });
}

/** Where the pair stands with the native coin rule. */
export type NativePairView =
  | { kind: 'not-native' }
  /** Native, and the token to pair with the coin is not chosen yet. */
  | { kind: 'choose-token' }
  /** Native with its token, but who owns it can only be told with a wallet. */
  | { kind: 'connect-wallet' }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  /** On its way to pool creation or native liquidity. */
  | { kind: 'leaving'; destination: NativePairDestination };

/**
 * The native coin rule (docs/add-liquidity.md#the-native-coin): a pair with the coin leaves for
 * the token's NativeSwap pool, its creation when the wallet owns the token and it has none, with
 * the token as ?token=. The page is replaced, so Back does not land on a page that moves on again.
 */
export function useNativePair(
  contracts: NetworkContracts,
  tokenA: Token | null,
  tokenB: Token | null,
): NativePairView {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const navigate = useNavigate();
  const pair = nativePairOf(tokenA, tokenB);
  const token = pair.isNative && pair.token ? pair.token.address : null;
  const facts = useQuery(nativePairFactsQueryOptions(network, contracts, token, wallet));

  let view: NativePairView;
  if (!pair.isNative) view = { kind: 'not-native' };
  else if (token === null) view = { kind: 'choose-token' };
  else if (!wallet) view = { kind: 'connect-wallet' };
  else if (facts.isError) view = { kind: 'failed', message: toUserMessage(facts.error) };
  else if (!facts.data) view = { kind: 'checking' };
  else {
    const destination = nativePairDestination({
      isNative: true,
      token2Set: true,
      isOwner: isTokenOwner(facts.data.owner, facts.data.viewer),
      hasNativePool: facts.data.hasNativePool,
    });
    view = { kind: 'leaving', destination };
  }

  const path = view.kind === 'leaving' && token ? nativePairPath(view.destination, token) : null;
  useEffect(() => {
    if (path) void navigate(path, { replace: true });
  }, [path, navigate]);
  return view;
}
