import { useState } from 'react';
import type { Token } from '@opswap/protocol/tokens/token';
import { Tabs } from '../../ui/tabs.tsx';
import { PriceChart } from './chart/price-chart.tsx';
import { LiquidityDepth } from './depth/liquidity-depth.tsx';

type ChartTab = 'price' | 'depth';
const CHART_TABS = [
  { id: 'price', label: 'Price' },
  { id: 'depth', label: 'Liquidity depth' },
] as const;

/**
 * The token's charts, one at a time: the price candles, or the NativeSwap pool's liquidity depth.
 * A chart is drawn only when its tab is chosen, so opening the page draws one canvas, not two.
 */
export function TokenCharts({ token }: { token: Pick<Token, 'address' | 'symbol' | 'decimals'> }) {
  const [tab, setTab] = useState<ChartTab>('price');
  return (
    <Tabs
      tabs={CHART_TABS}
      selected={tab}
      onSelect={setTab}
      label="Token charts"
      variant="underline"
    >
      {tab === 'price' ? (
        <PriceChart address={token.address} symbol={token.symbol} />
      ) : (
        <LiquidityDepth token={token} />
      )}
    </Tabs>
  );
}
