import { describe, expect, it } from 'vitest';
import { ListingBook } from './listing-book.ts';

describe('ListingBook', () => {
  it('fills a provider oldest listing first and closes what sold out', () => {
    const book = new ListingBook([
      { transactionId: 'a', providerId: 'p', netAmount: 100n, sold: 40n },
      { transactionId: 'b', providerId: 'p', netAmount: 60n, sold: 0n },
    ]);
    expect(book.remaining('p')).toBe(120n);
    expect(book.fill('p', 70n)).toEqual([
      { listingTransactionId: 'a', amount: 60n },
      { listingTransactionId: 'b', amount: 10n },
    ]);
    expect(book.closes).toEqual([{ transactionId: 'a', status: 'Fulfilled' }]);
    expect(book.remaining('p')).toBe(50n);
  });

  it('ignores what exceeds the open listings and providers it does not know', () => {
    const book = new ListingBook([
      { transactionId: 'a', providerId: 'p', netAmount: 10n, sold: 0n },
    ]);
    expect(book.fill('p', 15n)).toEqual([{ listingTransactionId: 'a', amount: 10n }]);
    expect(book.fill('q', 5n)).toEqual([]);
    expect(book.remaining('p')).toBe(0n);
  });

  it('closes every open listing of a provider at once', () => {
    const book = new ListingBook([
      { transactionId: 'a', providerId: 'p', netAmount: 10n, sold: 0n },
      { transactionId: 'b', providerId: 'p', netAmount: 10n, sold: 0n },
    ]);
    book.add({ transactionId: 'c', providerId: 'q', netAmount: 5n, sold: 0n });
    book.closeAll('p', 'Cancelled');
    expect(book.closes).toEqual([
      { transactionId: 'a', status: 'Cancelled' },
      { transactionId: 'b', status: 'Cancelled' },
    ]);
    expect(book.remaining('p')).toBe(0n);
    expect(book.remaining('q')).toBe(5n);
  });
});
