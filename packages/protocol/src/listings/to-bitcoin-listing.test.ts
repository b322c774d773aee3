import { describe, expect, it } from 'vitest';
import {
  BELOW_MINIMUM_LISTING_WARNING,
  CANCEL_LISTING_SLASHING_TEXT,
  LISTING_SLASHING_WARNING,
  cancelListingFees,
  cancelListingPreview,
  highPriorityWarning,
  listingBalanceError,
  listingFees,
  listingOutputs,
} from './to-bitcoin-listing.ts';

describe('listingBalanceError', () => {
  it("is 'Insufficient balance' when the fresh balance cannot cover the amount plus 0.1%", () => {
    expect(listingBalanceError(1000n, 1001n)).toBeNull();
    expect(listingBalanceError(1000n, 1000n)).toBe('Insufficient balance');
    expect(listingBalanceError(1n, 0n)).toBe('Insufficient balance');
  });
});

describe('listing fees', () => {
  it('caps listing and cancel spends at 20,000 sats', () => {
    expect(listingFees(3, 10n)).toEqual({
      feeRate: 3,
      priorityFee: 10n,
      maximumAllowedSatToSpend: 20_000n,
    });
    expect(cancelListingFees(2, 0n).maximumAllowedSatToSpend).toBe(20_000n);
  });
});

describe('listingOutputs', () => {
  it('pays nothing extra on Standard', () => {
    expect(listingOutputs('Standard', 50_000n, 'bcrt1qfees')).toEqual([]);
  });

  it('pays the priority queue base fee to the fees address on High', () => {
    expect(listingOutputs('High', 60_000n, 'bcrt1qfees')).toEqual([
      { to: 'bcrt1qfees', value: 60_000n },
    ]);
  });

  it('refuses a High listing without a fees address', () => {
    expect(() => listingOutputs('High', 50_000n, '')).toThrow(/fees address/);
  });
});

describe('texts', () => {
  it('names the High priority cost: the base fee plus 3 percent of the tokens', () => {
    expect(highPriorityWarning()).toContain('50,000 sats plus 3 percent of the tokens');
    expect(highPriorityWarning(75_000n)).toContain('75,000 sats');
  });

  it('names the slashing: 50% when listing, 50-90% over 2016 blocks to staking when cancelling', () => {
    expect(LISTING_SLASHING_WARNING).toContain('50%');
    expect(CANCEL_LISTING_SLASHING_TEXT).toContain('50-90%');
    expect(CANCEL_LISTING_SLASHING_TEXT).toContain('2016 blocks');
    expect(CANCEL_LISTING_SLASHING_TEXT).toContain("token's staking pool");
    expect(BELOW_MINIMUM_LISTING_WARNING).toContain('50,000 sats (0.0005 BTC)');
  });
});

describe('cancelListingPreview', () => {
  it('slashes 50 percent within the grace window, at the next block', () => {
    expect(cancelListingPreview(1000n, 100, 101)).toEqual({
      listed: 1000n,
      penaltyBps: 5000n,
      penalty: 500n,
      refund: 500n,
    });
  });

  it('rises with the age of the listing and caps at 90 percent', () => {
    const later = cancelListingPreview(10_000n, 100, 100 + 4 + 1007);
    expect(later.penaltyBps).toBe(7000n);
    expect(later.penalty + later.refund).toBe(10_000n);
    expect(cancelListingPreview(10_000n, 100, 10_000).penaltyBps).toBe(9000n);
  });

  it('never reads a block before the listing', () => {
    expect(cancelListingPreview(10n, 50, 40).penaltyBps).toBe(5000n);
  });
});
