import { describe, expect, it } from 'vitest';
import { BASIS_POINTS, basisPointsOf, shareInBasisPoints } from './basis-points.ts';

describe('basisPointsOf', () => {
  it('takes floor(amount x bps / 10000)', () => {
    expect(BASIS_POINTS).toBe(10_000n);
    expect(basisPointsOf(1_000n, 5_000n)).toBe(500n);
    expect(basisPointsOf(999n, 5_001n)).toBe(499n);
    expect(basisPointsOf(1_000n, BASIS_POINTS)).toBe(1_000n);
    expect(basisPointsOf(1_000n, 0n)).toBe(0n);
  });
});

describe('shareInBasisPoints', () => {
  it('is floor(part x 10000 / whole), and 0 for an empty whole', () => {
    expect(shareInBasisPoints(1n, 3n)).toBe(3_333n);
    expect(shareInBasisPoints(3n, 3n)).toBe(10_000n);
    expect(shareInBasisPoints(5n, 0n)).toBe(0n);
  });
});
