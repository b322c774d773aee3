import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import { formatBalance, formatBtc } from '@opswap/protocol/format/format-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import type { PriceChange } from '@opswap/protocol/market/price-change';
import { PRICE_FRACTION_DIGITS } from '@opswap/protocol/schemas/market';
import { useNativeSymbol } from '../hooks/use-native-symbol.ts';

/** Sats as the network's coin ('0.5 rBTC'), or a dash when there is no value. */
export function BtcValue({ sats }: { sats: bigint | null }) {
  const nativeSymbol = useNativeSymbol();
  if (sats === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return (
    <span className="whitespace-nowrap">
      {formatBtc(sats)} {nativeSymbol}
    </span>
  );
}

/** A NativeSwap price in sats per whole token ('1,234.5 sats'), or a dash without listings. */
export function SatsPrice({ priceSats }: { priceSats: bigint | null }) {
  if (priceSats === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return (
    <span className="whitespace-nowrap">
      {formatBalance(priceSats, PRICE_FRACTION_DIGITS)} sats
    </span>
  );
}

const CHANGE_CLASS = { up: 'text-success', down: 'text-danger', flat: 'text-muted' } as const;

/** A price change as a signed percent, green up and red down ('+1.25%', '-0.50%'). */
export function PriceChangeText({ change }: { change: PriceChange | null }) {
  if (change === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  const sign = change.direction === 'up' ? '+' : '';
  return (
    <span className={`whitespace-nowrap ${CHANGE_CLASS[change.direction]}`}>
      {sign}
      {formatBasisPointsPercent(change.changeBps)}
    </span>
  );
}
