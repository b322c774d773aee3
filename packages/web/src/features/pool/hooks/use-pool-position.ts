import { useQuery } from '@tanstack/react-query';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { lpBalanceQueryOptions } from '../../../entities/activity/get-lp-balance.ts';
import {
  type AnyPositionView,
  ammPositionView,
  nativePositionView,
} from '../../../entities/activity/use-pool-positions.ts';
import { useProviderQueueState } from '../../../entities/native-swap/listing-queries.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** The wallet's position in one pool, as the pool detail shows it. */
export type PoolPositionRead =
  | { state: 'loading' }
  | { state: 'error'; error: Error }
  | { state: 'none' }
  | { state: 'position'; position: AnyPositionView };

/**
 * The connected wallet's position in `pool`: its LP balance of an AMM pool, its provider slot in
 * a native pool. The reads and the views are the positions list's, so both show the same figures
 * (and share their cache).
 */
export function usePoolPosition(pool: MarketPool): PoolPositionRead {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const owner =
    wallet && pool.type === 'OP20' ? { publicKey: wallet.publicKey, sender: wallet.sender } : null;
  const balance = useQuery(lpBalanceQueryOptions(network, owner, pool.poolAddress));
  const slot = useProviderQueueState(pool.type === 'NATIVE' ? pool.token.address : null);

  const read = pool.type === 'OP20' ? balance : slot;
  if (read.error) return { state: 'error', error: read.error };
  if (pool.type === 'OP20') {
    if (balance.data === undefined) return { state: 'loading' };
    const position = ammPositionView(pool, balance.data);
    return position.shares > 0n ? { state: 'position', position } : { state: 'none' };
  }
  if (slot.data === undefined) return { state: 'loading' };
  const position = nativePositionView(pool, slot.data);
  return position ? { state: 'position', position } : { state: 'none' };
}
