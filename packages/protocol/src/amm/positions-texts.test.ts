import { describe, expect, it } from 'vitest';
import type { PoolPrices } from '../schemas/market.ts';
import {
  nativeQueueText,
  pooledTokenLabel,
  poolName,
  poolPriceTexts,
  poolReserveTexts,
  positionStatusTone,
  POSITIONS_TEXTS,
} from './positions-texts.ts';

const MOTO = { name: 'Motoswap', symbol: 'MOTO', address: `0x${'1'.repeat(64)}`, decimals: 18 };
const PILL = { name: 'Orange Pill', symbol: 'PILL', address: `0x${'2'.repeat(64)}`, decimals: 8 };

const ammPrices = (priceA: bigint | null, priceB: bigint | null): PoolPrices => ({
  type: 'OP20',
  poolAddress: `0x${'a'.repeat(64)}`,
  tokenA: MOTO,
  tokenB: PILL,
  currentBlock: 10,
  priceA,
  priceB,
  interval: '1h',
  candlesA: [],
  candlesB: [],
});

const nativePrices = (priceSats: bigint | null, quote: bigint | null): PoolPrices => ({
  type: 'NATIVE',
  poolAddress: MOTO.address,
  token: MOTO,
  currentBlock: 10,
  quote,
  priceSats,
  priceChange4h: null,
  priceChange24h: null,
  interval: '1h',
  candles: [],
});

describe('poolPriceTexts', () => {
  it('states an AMM pool’s price both ways with its tokens’ symbols', () => {
    expect(poolPriceTexts(ammPrices(200_000_000n, 50_000_000n), 'rBTC')).toEqual([
      '1 MOTO = 2 PILL',
      '1 PILL = 0.5 MOTO',
    ]);
  });

  it('has no price for an emptied pool', () => {
    expect(poolPriceTexts(ammPrices(null, null), 'rBTC')).toEqual([null, null]);
  });

  it('prices a native pool’s token in sats and the coin in tokens from the quote', () => {
    // 1,000 sats a token: a quote of 1e23 base units per sat x1e8 buys 100,000 MOTO a coin.
    expect(poolPriceTexts(nativePrices(1_000n * 10n ** 8n, 10n ** 23n), 'rBTC')).toEqual([
      '1 MOTO = 1,000 sats',
      '1 rBTC = 100,000 MOTO',
    ]);
  });

  it('has no native price without listings', () => {
    expect(poolPriceTexts(nativePrices(null, 0n), 'tBTC')).toEqual([null, null]);
    expect(poolPriceTexts(nativePrices(null, null), 'tBTC')).toEqual([null, null]);
  });
});

describe('nativeQueueText', () => {
  it('describes the initial provider’s liquidity as locked, whatever the queue says', () => {
    expect(nativeQueueText({ locked: true }, { kind: 'not-queued', text: null })).toBe(
      'Initial liquidity: Locked',
    );
  });

  it('reads a listing’s place, or that it waits in no queue', () => {
    expect(
      nativeQueueText(
        { locked: false },
        { kind: 'queued', queue: 'Standard', position: 3, total: 10, text: '3/10 (Standard)' },
      ),
    ).toBe('3/10 (Standard)');
    expect(
      nativeQueueText(
        { locked: false },
        { kind: 'purged', queue: 'Purge', text: 'Getting fulfilled' },
      ),
    ).toBe('Getting fulfilled');
    expect(nativeQueueText({ locked: false }, { kind: 'not-queued', text: null })).toBe(
      POSITIONS_TEXTS.notQueued,
    );
  });
});

describe('poolName', () => {
  it('names a pool by its two sides, a native pool’s other side being the coin', () => {
    expect(poolName({ type: 'OP20', tokenA: MOTO, tokenB: PILL })).toBe('MOTO / PILL');
    const nativePool = {
      type: 'NATIVE' as const,
      poolAddress: MOTO.address,
      nativeSwapAddress: `0x${'9'.repeat(64)}`,
      token: MOTO,
      liquidity: 0n,
      reservedLiquidity: 0n,
      virtualBTCReserve: 0n,
      virtualTokenReserve: 0n,
      quote: 0n,
      priceSats: null,
      tvlSats: 0n,
      volume24hSats: 0n,
      transactions24h: 0,
      createdAtBlock: 1,
      updatedAtBlock: null,
      blockTimestampLast: 0,
    };
    expect(poolName(nativePool, 'rBTC')).toBe('MOTO / rBTC');
  });
});

describe('pooledTokenLabel', () => {
  it('names the token a portion is of', () => {
    expect(pooledTokenLabel('PILL')).toBe('Pooled PILL');
  });
});

describe('positionStatusTone', () => {
  it('shows an ACTIVE position as a success and an INACTIVE one muted', () => {
    expect(positionStatusTone('ACTIVE')).toBe('success');
    expect(positionStatusTone('INACTIVE')).toBe('neutral');
  });
});

describe('poolReserveTexts', () => {
  const E18 = 10n ** 18n;

  it('lists an AMM pool’s two reserves', () => {
    const pool = {
      type: 'OP20' as const,
      poolAddress: `0x${'a'.repeat(64)}`,
      tokenA: MOTO,
      tokenB: PILL,
      reserveA: 10_000n * E18,
      reserveB: 2_050_000_000n,
      totalSupply: 1n,
      blockTimestampLast: 0,
      volume24hA: 0n,
      volume24hB: 0n,
      volume24hSats: null,
      tvlSats: null,
      transactions24h: 0,
      createdAtBlock: 1,
      updatedAtBlock: null,
    };
    expect(poolReserveTexts(pool, 'rBTC')).toEqual(['10,000 MOTO', '20.5 PILL']);
  });

  it('lists a native pool’s listed and reserved tokens and its virtual reserves', () => {
    const pool = {
      type: 'NATIVE' as const,
      poolAddress: MOTO.address,
      nativeSwapAddress: `0x${'9'.repeat(64)}`,
      token: MOTO,
      liquidity: 1_500n * E18,
      reservedLiquidity: 25n * E18,
      virtualBTCReserve: 150_000_000n,
      virtualTokenReserve: 3_000n * E18,
      quote: 0n,
      priceSats: null,
      tvlSats: 0n,
      volume24hSats: 0n,
      transactions24h: 0,
      createdAtBlock: 1,
      updatedAtBlock: null,
      blockTimestampLast: 0,
    };
    expect(poolReserveTexts(pool, 'rBTC')).toEqual([
      'Listed liquidity: 1,500 MOTO',
      'Reserved liquidity: 25 MOTO',
      'Virtual BTC reserve: 1.5 rBTC',
      'Virtual token reserve: 3,000 MOTO',
    ]);
  });
});
