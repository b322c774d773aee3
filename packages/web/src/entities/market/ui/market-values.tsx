import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import { BTC_DECIMALS } from '@opswap/protocol/constants';
import { formatBtc, formatCompactUsd, usdValue } from '@opswap/protocol/format/format-amount';
import { formatPriceChange, type PriceChange } from '@opswap/protocol/market/price-change';
import { satsPriceText } from '@opswap/protocol/market/sats-price';
import { useBtcUsdRate } from '../get-btc-usd-rate.ts';
import { priceChangeClass } from '../price-change-class.ts';
import { useNativeSymbol } from '../use-native-symbol.ts';

/** Sats as the network's coin ('0.5 rBTC'), or a dash when there is no value. */
function BtcValue({ sats }: { sats: bigint | null }) {
  const nativeSymbol = useNativeSymbol();
  if (sats === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return (
    <span className="whitespace-nowrap">
      {formatBtc(sats)} {nativeSymbol}
    </span>
  );
}

/** A USD figure ('$1.23K'), or a dash without one (no price, or no USD rate yet). */
export function UsdText({ usd }: { usd: bigint | null }) {
  if (usd === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return <span className="whitespace-nowrap">{`$${formatCompactUsd(usd)}`}</span>;
}

/** Sats in USD at the api's BTC/USD rate, or a dash while there is no rate or no value. */
function UsdOfSats({ sats }: { sats: bigint | null }) {
  const rate = useBtcUsdRate();
  return (
    <UsdText usd={sats === null || rate === null ? null : usdValue(sats, BTC_DECIMALS, rate)} />
  );
}

/** Sats as the network's coin, with their USD worth below it. */
export function BtcWithUsd({ sats }: { sats: bigint | null }) {
  return (
    <>
      <span className="block">
        <BtcValue sats={sats} />
      </span>
      <span className="block text-xs font-normal text-muted">
        <UsdOfSats sats={sats} />
      </span>
    </>
  );
}

/** A NativeSwap price in sats per whole token ('1,234.5 sats'), or a dash without listings. */
export function SatsPrice({ priceSats }: { priceSats: bigint | null }) {
  if (priceSats === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return <span className="whitespace-nowrap">{satsPriceText(priceSats)}</span>;
}

/** A price change as a signed percent, green up and red down ('+1.25%', '-0.50%'). */
export function PriceChangeText({ change }: { change: PriceChange | null }) {
  if (change === null) return <span className="text-muted">{UNKNOWN_VALUE_TEXT}</span>;
  return (
    <span className={`whitespace-nowrap ${priceChangeClass(change.direction)}`}>
      {formatPriceChange(change)}
    </span>
  );
}
