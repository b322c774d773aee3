import { describe, expect, it } from 'vitest';
import {
  reservationMaximumAllowedSatToSpend,
  reserveBalanceError,
  reserveRequiredSatoshis,
} from './reserve-requirements.ts';

describe('reserveRequiredSatoshis', () => {
  it('adds the estimated gas and the 5,000-sat reservation fee to the amount', () => {
    expect(reserveRequiredSatoshis(100_000n, 3_000n)).toBe(108_000n);
    expect(reserveRequiredSatoshis(100_000n, 3_000n, 0n)).toBe(103_000n);
  });
});

describe('reserveBalanceError', () => {
  it('passes an exact balance and blocks one sat less', () => {
    expect(reserveBalanceError(108_000n, 108_000n)).toBeNull();
    expect(reserveBalanceError(107_999n, 108_000n)).toBe(
      'It appears you do not have enough Bitcoin to complete this transaction. Please ensure you have sufficient funds in your wallet.',
    );
  });
});

describe('reservationMaximumAllowedSatToSpend', () => {
  it('is the amount plus 20,000 sats', () => {
    expect(reservationMaximumAllowedSatToSpend(100_000n)).toBe(120_000n);
  });
});
