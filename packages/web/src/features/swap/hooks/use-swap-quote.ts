import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import { hasAmount, typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import { priceImpactBps } from '@opswap/protocol/amm/price-impact';
import { minimumAmountOut } from '@opswap/protocol/amm/slippage';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { satoshisToTokens, tokensToSatoshis } from '@opswap/protocol/nativeswap/conversions';
import {
  hasNativePool,
  type ReservationFill,
  reservationFill,
} from '@opswap/protocol/nativeswap/from-bitcoin-trade';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { type SwapType, swapTypeOf } from '@opswap/protocol/tokens/swap-type';
import { isNativeToken, decimalsOf } from '@opswap/protocol/tokens/token';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { usePairPool } from '../../../entities/pools/pair-pool.ts';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { useNativeQuote } from '../api/native-quote.ts';
import { useTypedNativeQuote } from '../api/from-bitcoin-queries.ts';
import { usePoolQuote } from '../api/pool-quote.ts';
import { type SwapSide, useSwapForm } from '../stores/swap-form-store.ts';
import { type ReservationQuote, useReservationQuote } from './use-reservation-quote.ts';

/** The form's two amounts: the typed side as typed, the other as quoted. */
interface QuotedAmounts {
  sellAmount: bigint | null;
  buyAmount: bigint | null;
  /** The quoted side is being (re)computed. */
  quoteLoading: boolean;
  quoteError: string | null;
}

/** A pool swap's quote: the router's amounts, the price impact and the minimum out. */
export interface PoolSwapQuote extends QuotedAmounts {
  swapType: 'poolSwap';
  /** The price impact with the pool's reserves, in basis points. */
  priceImpactBps: bigint | null;
  /** The least the swap pays out at the max slippage. */
  amountOutMin: bigint | null;
}

/** A Bitcoin swap's quote, from NativeSwap's quote of the token. */
interface NativeSwapQuote extends QuotedAmounts {
  /** The NativeSwap quote of the token (null until known). */
  nativeQuote: bigint | null;
}
/**
 * A buy with Bitcoin's quote: NativeSwap's estimate until the reservation is simulated, then what
 * the reservation fills, so the Buy field, the details and the button read one quote.
 */
export interface FromBitcoinQuote extends NativeSwapQuote {
  swapType: 'fromBitcoin';
  reservation: ReservationQuote;
  /** What the simulated reservation fills of the sats sold; null until it reserves. */
  fill: ReservationFill | null;
}
export interface ToBitcoinQuote extends NativeSwapQuote {
  swapType: 'toBitcoin';
}

/**
 * What the swap form shows and sends, decided once by the pair: a pool swap, a buy with
 * Bitcoin or a sell for Bitcoin, each with what only it has.
 */
export type SwapQuoteView = PoolSwapQuote | FromBitcoinQuote | ToBitcoinQuote;

function convertNative(swapType: SwapType, side: SwapSide, amount: bigint, quote: bigint): bigint {
  // From Bitcoin the sell side is sats; to Bitcoin the buy side is.
  const typedIsSats = (swapType === 'fromBitcoin') === (side === 'sell');
  return typedIsSats ? satoshisToTokens(amount, quote) : tokensToSatoshis(amount, quote);
}

/**
 * Runs the quote's computations, keeping the first one that throws (a pool too small for the
 * amount, say) so the form shows why it has no number instead of a silent blank.
 */
function computations() {
  let failure: unknown = null;
  return {
    run<T>(compute: () => T): T | null {
      try {
        return compute();
      } catch (error) {
        failure ??= error;
        return null;
      }
    },
    error: () => (failure === null ? null : toUserMessage(failure)),
  };
}

/**
 * The swap form's amounts: the typed side as typed, the other side quoted 400 ms after typing
 * stops (the router's getAmountsOut/getAmountsIn for pool swaps, the NativeSwap quote for Bitcoin).
 */
export function useSwapQuote(contracts: NetworkContracts): SwapQuoteView {
  const network = useNetworkStore((state) => state.network);
  const block = useBlockNumber();
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const sellToken = useSwapForm((state) => state.sellToken);
  const buyToken = useSwapForm((state) => state.buyToken);
  const typedSide = useSwapForm((state) => state.typedSide);
  const typedAmount = useSwapForm((state) => state.typedAmount);

  const swapType = swapTypeOf(sellToken, buyToken);
  const amount = typedAmountUnits(
    typedAmount,
    decimalsOf(typedSide === 'sell' ? sellToken : buyToken),
  );
  const typedKey = `${sellToken?.address}|${buyToken?.address}|${typedSide}|${amount}`;
  const settledKey = useDebouncedValue(typedKey, DEBOUNCE_MS.poolAmount);
  const settled = settledKey === typedKey;
  const ready = sellToken !== null && buyToken !== null && hasAmount(amount);
  const pool = swapType === 'poolSwap' && sellToken !== null && buyToken !== null;

  const quote = usePoolQuote(
    pool && ready && settled
      ? {
          network,
          contracts,
          sellToken: sellToken.address,
          buyToken: buyToken.address,
          side: typedSide,
          amount,
          block,
        }
      : null,
  );
  // The pool in sell/buy order: its reserves A and B are the sold and the bought token's.
  const pairPool = usePairPool(
    pool ? { contracts, tokenA: sellToken.address, tokenB: buyToken.address } : null,
  );
  const nativeSide = isNativeToken(sellToken) ? buyToken : sellToken;
  const native = useNativeQuote(
    !pool && nativeSide && !isNativeToken(nativeSide)
      ? { network, contracts, token: nativeSide.address, block }
      : null,
  );

  // From Bitcoin with the sats typed: getQuote for exactly those sats (capped at the liquidity).
  const typedSats = swapType === 'fromBitcoin' && typedSide === 'sell' && ready && settled;
  const typedNative = useTypedNativeQuote(
    typedSats && native.data !== undefined && hasNativePool(native.data)
      ? { network, contracts, token: buyToken.address, sats: amount, block }
      : null,
  );

  const computed = computations();
  const typedOnSell = typedSide === 'sell';
  let quoted: bigint | null = null;
  let quoteLoading = false;
  let quoteError: string | null = null;
  if (ready && pool) {
    quoteLoading = !settled || quote.isPending;
    if (quote.data) quoted = typedOnSell ? quote.data.amountOut : quote.data.amountIn;
    if (quote.isError && settled) quoteError = toUserMessage(quote.error);
  } else if (ready && native.data !== undefined && hasNativePool(native.data)) {
    quoted = typedNative.data
      ? typedNative.data.tokensOut
      : computed.run(() => convertNative(swapType, typedSide, amount, native.data));
  } else if (ready && !pool) {
    quoteLoading = native.isPending;
  }
  if (quoteLoading) quoted = null;

  const sellAmount = typedOnSell ? amount : quoted;
  const reservation = useReservationQuote(
    contracts,
    swapType === 'fromBitcoin' && buyToken
      ? { token: buyToken.address, sats: sellAmount, nativeQuote: native.data ?? null }
      : null,
  );
  const fill =
    reservation.simulation.status === 'reserved' && sellAmount !== null
      ? reservationFill(sellAmount, reservation.simulation)
      : null;
  // Sats typed for a buy get what the reservation fills, not the estimate.
  if (typedOnSell && fill) quoted = fill.tokens;
  const buyAmount = typedOnSell ? quoted : amount;
  const reserves = pairPool.data;
  const impact =
    pool && hasAmount(sellAmount) && reserves
      ? computed.run(() => priceImpactBps(sellAmount, reserves.reserveA, reserves.reserveB))
      : null;
  const amountOutMin =
    pool && buyAmount !== null
      ? computed.run(() => minimumAmountOut(buyAmount, BigInt(maxSlippage)))
      : null;

  const amounts = {
    sellAmount,
    buyAmount,
    quoteLoading,
    quoteError: quoteError ?? computed.error(),
  };
  if (swapType === 'poolSwap') {
    return { swapType, ...amounts, priceImpactBps: impact, amountOutMin };
  }
  const nativeQuote = native.data ?? null;
  if (swapType === 'fromBitcoin') return { swapType, ...amounts, nativeQuote, reservation, fill };
  return { swapType, ...amounts, nativeQuote };
}
