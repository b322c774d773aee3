import type { MarketPool } from '@opswap/protocol/schemas/market';
import { NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { useToken } from '../../tokens/api/get-token.ts';
import { useNativeSymbol } from '../../market/use-native-symbol.ts';
import { TokenLogo } from '../../../ui/token-logo.tsx';

/** A token's logo as the api knows it; the default image until (or unless) it does. */
function PoolTokenLogo({
  address,
  symbol,
  size,
}: {
  address: string;
  symbol: string;
  size: number;
}) {
  const image = useToken(address).data?.image ?? '';
  return <TokenLogo src={image} symbol={symbol} size={size} className="ring-2 ring-surface" />;
}

/** A pool's two logos, overlapping: its tokens', or a native pool's token and the coin. */
export function PoolLogos({ pool, size = 28 }: { pool: MarketPool; size?: number }) {
  const nativeSymbol = useNativeSymbol();
  const [first, second] =
    pool.type === 'NATIVE'
      ? [pool.token, { address: NATIVE_TOKEN_ADDRESS, symbol: nativeSymbol }]
      : [pool.tokenA, pool.tokenB];
  return (
    <span className="flex shrink-0 items-center">
      <PoolTokenLogo address={first.address} symbol={first.symbol} size={size} />
      <span className="-ml-2">
        <PoolTokenLogo address={second.address} symbol={second.symbol} size={size} />
      </span>
    </span>
  );
}
