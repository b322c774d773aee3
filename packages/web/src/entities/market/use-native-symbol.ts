import { nativeToken } from '@opswap/protocol/tokens/token';
import { useNetworkStore } from '../../lib/network/network-store.ts';

/** The selected network's coin symbol: BTC, tBTC or rBTC. */
export function useNativeSymbol(): string {
  return nativeToken(useNetworkStore((state) => state.network)).symbol;
}
