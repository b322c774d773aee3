import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formatSchemaIssues } from './common.ts';
import {
  recentSearchesResponseSchema,
  searchTokenParamsSchema,
  syncResponseSchema,
  watchlistChangeResponseSchema,
  watchlistResponseSchema,
  watchlistTokenBodySchema,
  watchlistTokenQuerySchema,
} from './sync.ts';

const token = {
  address: `0x${'56'.repeat(32)}`,
  p2op: 'opr1sqqexample',
  name: 'Odyssey',
  symbol: 'ODYS',
  decimals: 18,
  verified: false,
  maxSupply: '21000000000000000000000000',
  image: '',
  balance: '0',
  balanceBigint: '0',
};

const syncJson = {
  watchlist: [token],
  exchangeRates: { rates: { usd: { value: 97_000.12, source: 'fixed' } } },
  reservations: [],
};

describe('syncResponseSchema', () => {
  it('accepts a sync answer and reads the USD rate', () => {
    const sync = syncResponseSchema.parse(syncJson);
    expect(sync.exchangeRates.rates.usd.value).toBe(97_000.12);
    expect(sync.watchlist[0]?.maxSupply).toBe(21n * 10n ** 24n);
  });

  it('round-trips through JSON', () => {
    expect(z.encode(syncResponseSchema, syncResponseSchema.parse(syncJson))).toEqual(syncJson);
  });

  it('names a missing rate', () => {
    const result = syncResponseSchema.safeParse({ ...syncJson, exchangeRates: { rates: {} } });
    expect(formatSchemaIssues(result.error!)).toContain('exchangeRates.rates.usd');
  });

  it('names a bad watchlist token', () => {
    const result = syncResponseSchema.safeParse({
      ...syncJson,
      watchlist: [{ ...token, balanceBigint: 'lots' }],
    });
    expect(formatSchemaIssues(result.error!)).toBe(
      'watchlist.0.balanceBigint: Must contain digits only.',
    );
  });
});

describe('search and watchlist shapes', () => {
  it('takes bitcoin or an address as the search param', () => {
    expect(searchTokenParamsSchema.parse({ address: 'bitcoin' })).toEqual({ address: 'bitcoin' });
    expect(searchTokenParamsSchema.safeParse({ address: '' }).success).toBe(false);
  });

  it('parses recent searches and the watchlist', () => {
    expect(recentSearchesResponseSchema.parse([token])).toHaveLength(1);
    expect(watchlistResponseSchema.parse({ watchlist: [token] }).watchlist).toHaveLength(1);
    expect(watchlistTokenQuerySchema.safeParse({ address: token.address }).success).toBe(true);
    expect(watchlistTokenQuerySchema.safeParse({}).success).toBe(true);
    const bad = watchlistTokenBodySchema.safeParse({});
    expect(formatSchemaIssues(bad.error!)).toBe('address: Must be an address.');
  });

  it('answers a saved watchlist change, partial without balances when the node is down', () => {
    const withoutBalance: Partial<typeof token> = { ...token };
    delete withoutBalance.balance;
    delete withoutBalance.balanceBigint;
    const partial = watchlistChangeResponseSchema.parse({
      watchlist: [withoutBalance],
      partial: true,
    });
    expect(partial.watchlist[0]?.balanceBigint).toBeUndefined();
    const whole = watchlistChangeResponseSchema.parse({ watchlist: [token], partial: false });
    expect(whole.watchlist[0]?.balanceBigint).toBe(0n);
    expect(watchlistChangeResponseSchema.safeParse({ watchlist: [token] }).success).toBe(false);
  });
});
