import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputHasError, isWithinBalance, maxSpendableAmount } from './balance.ts';
import { UINT256_MAX } from './units.ts';

describe('isWithinBalance', () => {
  it('passes at exactly amount plus 0.1 percent and fails one base unit above', () => {
    expect(isWithinBalance(1000n, 1001n)).toBe(true);
    expect(isWithinBalance(1001n, 1001n)).toBe(false);
    expect(isWithinBalance(1000n, 1000n)).toBe(false);
    expect(isWithinBalance(100_000_000n, 100_100_000n)).toBe(true);
    expect(isWithinBalance(100_000_001n, 100_100_000n)).toBe(false);
  });

  it('rounds the 0.1 percent buffer up: any fraction of a base unit needs a whole one', () => {
    // 999 needs 0.999 buffer units: 999 + 1 = 1000 passes, a balance of 999 does not.
    expect(isWithinBalance(999n, 1000n)).toBe(true);
    expect(isWithinBalance(999n, 999n)).toBe(false);
    expect(isWithinBalance(1n, 2n)).toBe(true);
    expect(isWithinBalance(1n, 1n)).toBe(false);
  });

  it('lets a zero amount through, even on a zero balance', () => {
    expect(isWithinBalance(0n, 0n)).toBe(true);
  });

  it('never lets a zero balance cover a positive amount', () => {
    expect(isWithinBalance(1n, 0n)).toBe(false);
    expect(isWithinBalance(1_000_000n, 1_001_000n)).toBe(true);
    expect(isWithinBalance(1_000_000n, 1_000_999n)).toBe(false);
  });

  it('is monotone: more balance never takes an amount out of it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (amount, balance, extra) => {
          if (isWithinBalance(amount, balance))
            expect(isWithinBalance(amount, balance + extra)).toBe(true);
        },
      ),
    );
  });

  it('agrees with amount + ceil(amount / 1000) <= balance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (amount, balance) => {
          const buffer = (amount + 999n) / 1000n;
          expect(isWithinBalance(amount, balance)).toBe(amount + buffer <= balance);
        },
      ),
    );
  });
});

describe('maxSpendableAmount', () => {
  it.each([
    [0n, 0n],
    [1n, 0n],
    [2n, 1n],
    [1001n, 1000n],
    [1000n, 999n],
    [100_100_000n, 100_000_000n],
    [-5n, 0n],
  ])('for a balance of %s is %s', (balance, max) => {
    expect(maxSpendableAmount(balance)).toBe(max);
  });

  it('passes the balance check while one more base unit does not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), (balance) => {
        const max = maxSpendableAmount(balance);
        expect(isWithinBalance(max, balance)).toBe(true);
        expect(isWithinBalance(max + 1n, balance)).toBe(false);
      }),
    );
  });
});

describe('amountInputHasError', () => {
  it('is set above the balance and not at or below it', () => {
    expect(amountInputHasError(101n, 100n, 'sell')).toBe(true);
    expect(amountInputHasError(100n, 100n, 'sell')).toBe(false);
    expect(amountInputHasError(99n, 100n, 'sell')).toBe(false);
  });

  it('is never set on the Buy side', () => {
    expect(amountInputHasError(101n, 100n, 'buy')).toBe(false);
  });

  it('is not set while the balance is unknown', () => {
    expect(amountInputHasError(101n, null, 'sell')).toBe(false);
  });
});
