import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  type NativePairDestination,
  nativePairDestination,
  nativePairOf,
  nativePairPath,
} from '@opswap/protocol/amm/add-liquidity-native';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { Token } from '@opswap/protocol/tokens/token';
import {
  useNativePool,
  useTokenOwnership,
} from '../../../entities/native-swap/native-pool-queries.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

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
export function useNativePair(tokenA: Token | null, tokenB: Token | null): NativePairView {
  const wallet = useConnectedWallet();
  const navigate = useNavigate();
  const pair = nativePairOf(tokenA, tokenB);
  const token = pair.isNative && pair.token ? pair.token.address : null;
  // Nothing is read before a wallet can tell who is looking.
  const owner = useTokenOwnership(wallet ? token : null);
  const pool = useNativePool(wallet ? token : null);

  let view: NativePairView;
  if (!pair.isNative) view = { kind: 'not-native' };
  else if (token === null) view = { kind: 'choose-token' };
  else if (!wallet) view = { kind: 'connect-wallet' };
  else if (pool.isError) view = { kind: 'failed', message: toUserMessage(pool.error) };
  else if (!pool.data || owner === 'checking') view = { kind: 'checking' };
  else {
    const destination = nativePairDestination({
      isNative: true,
      token2Set: true,
      isOwner: owner === 'owner',
      hasNativePool: pool.data.exists,
    });
    view = { kind: 'leaving', destination };
  }

  const path = view.kind === 'leaving' && token ? nativePairPath(view.destination, token) : null;
  useEffect(() => {
    if (path) void navigate(path, { replace: true });
  }, [path, navigate]);
  return view;
}
