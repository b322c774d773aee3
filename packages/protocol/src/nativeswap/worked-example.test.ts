import { describe, expect, it } from 'vitest';
import { getQuoteView } from './get-quote.ts';
import { applyListingHalfCredit } from './listing-credit.ts';
import { checkListingValue, netListedAmount } from './listing-rules.ts';
import type { NativePoolState } from './native-pool-state.ts';
import { initialPoolState } from './pool-creation.ts';
import { currentQuote, queueImpact } from './quote.ts';
import { checkReservationRequest } from './reservation-request.ts';
import { providerReservation, reservationTokens } from './reservation-sizing.ts';
import { dynamicSwapFeeBps, splitSwapFee, utilisationPercent } from './swap-fee.ts';
import { applyPendingVirtualUpdate, recordTradeVolumes } from './virtual-pool.ts';

// docs/native-swap-pricing.md#worked-example: an 18-decimal token at 10,000 sats per token with
// 1,000,000 tokens listed.
const TOKEN = 10n ** 18n;
const BUY_SATS = 100_000n;

describe('the worked example of docs/native-swap-pricing.md, end to end', () => {
  const created = initialPoolState(10n ** 14n, 1_000_000n * TOKEN);

  it('creates the pool at B = 1e10 sats and quote 1e22', () => {
    expect(created.virtualSatoshisReserve).toBe(10n ** 10n);
    expect(currentQuote(created)).toBe(10n ** 22n);
    expect(getQuoteView(created, BUY_SATS)).toMatchObject({
      tokensOut: 10n * TOKEN,
      requiredSatoshis: BUY_SATS,
    });
  });

  // Reserve 100,000 sats: one provider share from the initial provider.
  const quoteAtReservation = currentQuote(created);
  checkReservationRequest(BUY_SATS, 1);
  const reservedTokens = reservationTokens({
    maximumAmountIn: BUY_SATS,
    quote: quoteAtReservation,
    pool: created,
    maxReserves5BlockPercent: 100n,
    currentBlock: 1,
  });
  const share = providerReservation(reservedTokens, created.liquidity, quoteAtReservation);
  const reserved: NativePoolState = {
    ...created,
    reservedLiquidity: created.reservedLiquidity + share.tokens,
  };

  it('reserves 10 tokens for 100,000 sats', () => {
    expect(share).toEqual({ satoshis: BUY_SATS, tokens: 10n * TOKEN });
  });

  // Swap paying 100,000 sats: 20 bps to staking, the rest to the buyer.
  const feeBps = dynamicSwapFeeBps({
    satoshisSpent: share.satoshis,
    volatilityBps: 0n,
    utilisationPercent: utilisationPercent(reserved.reservedLiquidity, reserved.liquidity),
  });
  const { fee, net } = splitSwapFee(share.tokens, feeBps);
  const swapped = recordTradeVolumes(
    {
      ...reserved,
      reservedLiquidity: reserved.reservedLiquidity - share.tokens,
      liquidity: reserved.liquidity - share.tokens,
      initialProviderLiquidity: reserved.initialProviderLiquidity - share.tokens,
    },
    share.tokens,
    share.satoshis,
  );

  it('charges 0.02 token and gives the buyer 9.98 tokens', () => {
    expect(feeBps).toBe(20n);
    expect(fee).toBe(2n * 10n ** 16n);
    expect(net).toBe(998n * 10n ** 16n);
  });

  // The next call applies the buy.
  const afterBuy = applyPendingVirtualUpdate(swapped);

  it('moves the virtual reserves on the next call: T 999,990 tokens, B 10,000,100,002', () => {
    expect(afterBuy.virtualTokenReserve).toBe(999_990n * TOKEN);
    expect(afterBuy.virtualSatoshisReserve).toBe(10_000_100_002n);
    const quote = currentQuote(afterBuy);
    expect(quote).toBe(9_999_800_000_000_039_999_599n); // ≈ 9.99980e21
  });

  // A provider lists 10,000 tokens in the standard queue.
  const listed = 10_000n * TOKEN;
  const quoteBeforeListing = currentQuote(afterBuy);
  const afterListing = applyListingHalfCredit(
    { ...afterBuy, liquidity: afterBuy.liquidity + netListedAmount(listed, false) },
    0n,
    netListedAmount(listed, false),
  );

  it('credits half the listing at once: T 1,004,990 tokens, B ≈ 9,950,347,766', () => {
    expect(() => checkListingValue(listed, quoteBeforeListing)).not.toThrow();
    expect(afterListing.virtualTokenReserve).toBe(1_004_990n * TOKEN);
    expect(afterListing.virtualSatoshisReserve).toBe(9_950_347_766n);
  });

  it('adds a queue impact of about 98.5 tokens and a quote of about 1.0101e22', () => {
    const queued = afterListing.liquidity - afterListing.initialProviderLiquidity;
    expect(queued).toBe(listed);
    const impact = queueImpact(afterListing.virtualTokenReserve, queued);
    expect(impact).toBe(98_489_020_000_000_000_000n);
    expect(impact > 984n * 10n ** 17n && impact < 986n * 10n ** 17n).toBe(true);
    const quote = currentQuote(afterListing);
    expect(quote).toBe(10_101_038_804_436_094_118_320n);
    expect(quote > 10_100n * 10n ** 18n && quote < 10_102n * 10n ** 18n).toBe(true);
  });
});
