import { describe, expect, it } from 'vitest';
import {
  fiveBlockReservationAllowance,
  isDust,
  providerReservation,
  reservationTokens,
} from './reservation-sizing.ts';

const E18 = 10n ** 18n;
const QUOTE = 10n ** 22n; // 10,000 sats per token
const ONE_UNIT_PER_SAT = 10n ** 8n;

const request = {
  maximumAmountIn: 100_000n,
  quote: QUOTE,
  pool: { liquidity: 10n ** 24n, reservedLiquidity: 0n },
  maxReserves5BlockPercent: 100n,
  currentBlock: 10,
};

describe('fiveBlockReservationAllowance', () => {
  it('is floor(liquidity x percent / 100) minus what is reserved, never negative', () => {
    expect(fiveBlockReservationAllowance(1_000n, 0n, 60n)).toBe(600n);
    expect(fiveBlockReservationAllowance(1_000n, 599n, 60n)).toBe(1n);
    expect(fiveBlockReservationAllowance(1_000n, 600n, 60n)).toBe(0n);
    expect(fiveBlockReservationAllowance(1_000n, 700n, 60n)).toBe(0n);
    expect(fiveBlockReservationAllowance(1_000n, 0n, 0n)).toBe(0n);
  });
});

describe('reservationTokens', () => {
  it('prices the sats at the quote (reference: 100,000 sats buy 10 tokens)', () => {
    expect(reservationTokens(request)).toBe(10n * E18);
  });

  it('caps at the available liquidity and fails when none is left', () => {
    const pool = { liquidity: 10n ** 24n, reservedLiquidity: 10n ** 24n - 5n * E18 };
    expect(reservationTokens({ ...request, pool })).toBe(5n * E18);
    expect(() =>
      reservationTokens({ ...request, pool: { liquidity: 10n, reservedLiquidity: 10n } }),
    ).toThrow('NATIVE_SWAP: Not enough liquidity available.');
  });

  it('caps at the 5-block allowance and fails once it is used up', () => {
    const pool = { liquidity: 10n ** 24n, reservedLiquidity: 6n * 10n ** 23n - E18 };
    expect(reservationTokens({ ...request, pool, maxReserves5BlockPercent: 60n })).toBe(E18);
    expect(() =>
      reservationTokens({
        ...request,
        pool: { liquidity: 10n ** 24n, reservedLiquidity: 6n * 10n ** 23n },
        maxReserves5BlockPercent: 60n,
      }),
    ).toThrow('NATIVE_SWAP: Maximum reservation limit reached. Try again later.');
  });

  it('needs a reservation worth at least 1,000 sats', () => {
    expect(reservationTokens({ ...request, maximumAmountIn: 1_000n })).toBe(E18 / 10n);
    expect(() => reservationTokens({ ...request, maximumAmountIn: 999n })).toThrow(
      `NATIVE_SWAP: Minimum liquidity not met. satoshis: (999, tokens: ${999n * 10n ** 14n}, quote: ${QUOTE}).`,
    );
  });

  it('applies the anti-bot limit up to and including its expiration block', () => {
    const antiBot = { expirationBlock: 10, maxTokensPerReservation: 10n * E18 };
    expect(reservationTokens({ ...request, antiBot })).toBe(10n * E18);
    const tight = { ...antiBot, maxTokensPerReservation: 10n * E18 - 1n };
    expect(() => reservationTokens({ ...request, antiBot: tight })).toThrow(
      'NATIVE_SWAP: Cannot exceed anti-bot max tokens per reservation.',
    );
    expect(reservationTokens({ ...request, antiBot: tight, currentBlock: 11 })).toBe(10n * E18);
  });

  it('flags reserved liquidity above the liquidity as impossible', () => {
    expect(() =>
      reservationTokens({ ...request, pool: { liquidity: 1n, reservedLiquidity: 2n } }),
    ).toThrow('Impossible state: liquidity < reservedLiquidity.');
  });
});

describe('isDust', () => {
  it('is true below 600 sats of value', () => {
    expect(isDust(599n, ONE_UNIT_PER_SAT)).toBe(true);
    expect(isDust(600n, ONE_UNIT_PER_SAT)).toBe(false);
  });
});

describe('providerReservation', () => {
  it('reserves the remaining tokens at their cost (reference: 10 tokens for 100,000 sats)', () => {
    expect(providerReservation(10n * E18, 10n ** 24n, QUOTE)).toEqual({
      satoshis: 100_000n,
      tokens: 10n * E18,
    });
  });

  it('makes the buyer pay for a leftover worth under 1,000 sats, tokens still capped', () => {
    expect(providerReservation(5_000n, 100_000n, ONE_UNIT_PER_SAT)).toEqual({
      satoshis: 5_000n,
      tokens: 5_000n,
    });
    expect(providerReservation(5_000n, 5_999n, ONE_UNIT_PER_SAT)).toEqual({
      satoshis: 5_999n,
      tokens: 5_000n,
    });
    expect(providerReservation(5_000n, 6_000n, ONE_UNIT_PER_SAT)).toEqual({
      satoshis: 5_000n,
      tokens: 5_000n,
    });
  });

  it('takes the whole provider when it holds less than remains', () => {
    expect(providerReservation(9_000n, 4_000n, ONE_UNIT_PER_SAT)).toEqual({
      satoshis: 4_000n,
      tokens: 4_000n,
    });
  });

  it('never reserves more tokens than the target despite rounding the sats up', () => {
    // 10 units at 3 units per sat cost 4 sats, which would buy 12.
    expect(providerReservation(10n, 10_000n, 3n * ONE_UNIT_PER_SAT)).toEqual({
      satoshis: 4n,
      tokens: 10n,
    });
  });
});
