import { describe, expect, it } from 'vitest';
import { readNativeSwapWatchData, swapCancelDataOf } from './swap-watch-data.ts';

const HASH = 'ab'.repeat(32);
const full = {
  reservationHash: HASH,
  tokenAddress: '0x' + 'cd'.repeat(32),
  amountIn: '150000',
  amountOut: '75000000000000000000',
  feeRate: 3,
  interactionAddress: 'bcrt1pinteraction',
  compiledTargetScript: '20aa',
};

describe('readNativeSwapWatchData', () => {
  it('reads the recorded swap with amounts as bigints', () => {
    expect(readNativeSwapWatchData(full)).toMatchObject({
      reservationHash: HASH,
      amountIn: 150_000n,
      amountOut: 75n * 10n ** 18n,
      feeRate: 3,
    });
  });

  it('needs only the reservation hash, and refuses data without it', () => {
    expect(readNativeSwapWatchData({ reservationHash: HASH })).toEqual({ reservationHash: HASH });
    expect(readNativeSwapWatchData({ tokenOne: 'x' })).toBeNull();
    expect(readNativeSwapWatchData(null)).toBeNull();
  });
});

describe('swapCancelDataOf', () => {
  it('takes the interaction address, target script and fee rate', () => {
    expect(swapCancelDataOf(readNativeSwapWatchData(full))).toEqual({
      interactionAddress: 'bcrt1pinteraction',
      compiledTargetScript: '20aa',
      feeRate: 3,
    });
  });

  it('is null when any part is missing', () => {
    for (const key of ['interactionAddress', 'compiledTargetScript', 'feeRate'] as const) {
      const partial: Record<string, unknown> = { ...full };
      delete partial[key];
      expect(swapCancelDataOf(readNativeSwapWatchData(partial))).toBeNull();
    }
    expect(swapCancelDataOf(null)).toBeNull();
  });

  it('keeps a fee rate of 0', () => {
    expect(swapCancelDataOf(readNativeSwapWatchData({ ...full, feeRate: 0 }))?.feeRate).toBe(0);
  });
});
