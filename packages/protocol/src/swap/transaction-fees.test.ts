import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UINT256_MAX } from '../amount/units.ts';
import {
  approvalFees,
  maximumAllowanceIncrease,
  needsApproval,
  reservationFees,
  reservedSwapFees,
  resolveFeeRate,
  routerCallFees,
  tokenSendFees,
} from './transaction-fees.ts';

const estimates = { conservative: 12, low: 3, medium: 6, high: 20 };

describe('resolveFeeRate', () => {
  it('takes the node estimate for Automatic and Low, the user rate for Custom', () => {
    expect(resolveFeeRate({ feeRateMode: 'auto', miningFeeRate: 0 }, estimates)).toBe(12);
    expect(resolveFeeRate({ feeRateMode: 'low', miningFeeRate: 50 }, estimates)).toBe(3);
    expect(resolveFeeRate({ feeRateMode: 'custom', miningFeeRate: 10 }, estimates)).toBe(10);
    expect(resolveFeeRate({ feeRateMode: 'custom', miningFeeRate: 1.5 }, estimates)).toBe(1.5);
  });
});

describe('transaction fees', () => {
  it('caps a router call and a reserved swap at 20,000 sats and a token send at 5,000', () => {
    expect(routerCallFees(5, 0n)).toEqual({
      feeRate: 5,
      priorityFee: 0n,
      maximumAllowedSatToSpend: 20_000n,
    });
    expect(reservedSwapFees(4, 1000n)).toEqual(routerCallFees(4, 1000n));
    expect(tokenSendFees(5, 1000n).maximumAllowedSatToSpend).toBe(5_000n);
  });

  it('raises an approval by 200 sats of priority and 1 sat/vB, spending at most 10,000', () => {
    expect(approvalFees(routerCallFees(5, 1000n))).toEqual({
      feeRate: 6,
      priorityFee: 1200n,
      maximumAllowedSatToSpend: 10_000n,
    });
    expect(approvalFees(tokenSendFees(5, 0n)).maximumAllowedSatToSpend).toBe(5_000n);
  });
});

describe('approvals', () => {
  it('is needed only when the allowance is lower than the amount', () => {
    expect(needsApproval(0n, 1n)).toBe(true);
    expect(needsApproval(99n, 100n)).toBe(true);
    expect(needsApproval(100n, 100n)).toBe(false);
    expect(needsApproval(UINT256_MAX, 10n ** 40n)).toBe(false);
  });

  it('raises any allowance to exactly the uint256 maximum', () => {
    expect(maximumAllowanceIncrease(0n)).toBe(UINT256_MAX);
    expect(maximumAllowanceIncrease(UINT256_MAX)).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), (allowance) => {
        expect(allowance + maximumAllowanceIncrease(allowance)).toBe(UINT256_MAX);
      }),
    );
    expect(() => maximumAllowanceIncrease(-1n)).toThrow(RangeError);
  });
});

describe('reservationFees', () => {
  it('raises the fee rate by one and caps spending at the amount plus 20,000 sats', () => {
    expect(reservationFees(4, 330n, 100_000n)).toEqual({
      feeRate: 5,
      priorityFee: 330n,
      maximumAllowedSatToSpend: 120_000n,
    });
  });
});
